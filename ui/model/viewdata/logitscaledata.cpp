// Multipliers by position for every method, and the dilution curves with and without the chosen one.
#include "ui/model/viewdata/logitscaledata.h"

#include <algorithm>
#include <cmath>

namespace rope::model {

namespace {

// 1 … 2²⁰, 1500 points evenly in log p, plus p − 1 and p at every 8192nd position (the floor steps of
// Llama 4 and Ministral 3 stay sharp on a log axis).
Eigen::VectorXd positionGrid()
{
    std::vector<double> p;
    for (int i = 0; i <= 1500; ++i)
        p.push_back(std::round(std::pow(LogitScaleData::kLargestPosition, i / 1500.0)));
    for (double s = 8192; s <= LogitScaleData::kLargestPosition; s += 8192) {
        p.push_back(s - 2); // Llama 4 steps at p + 1 = k·8192, Ministral at p = k·16384
        p.push_back(s - 1);
        p.push_back(s);
    }
    std::sort(p.begin(), p.end());
    p.erase(std::unique(p.begin(), p.end()), p.end());
    return Eigen::Map<const Eigen::VectorXd>(p.data(), Eigen::Index(p.size()));
}

} // namespace

LogitScaleData logitScaleData(const LogitScaleRequest& request)
{
    LogitScaleData d;
    d.request = request;
    d.positions = positionGrid();
    d.methods = core::logitScaleMethods();
    for (core::LogitScaleMethod m : d.methods)
        d.multipliers.push_back(core::logitMultipliers(core::logitScaleDefaults(m), d.positions));
    d.keys = Eigen::VectorXd::LinSpaced(601, 0, 20).unaryExpr([](double e) { return std::round(std::exp2(e)); });
    const core::LogitScaleParams chosen = core::logitScaleDefaults(request.method);
    d.plain = d.keys.unaryExpr([&](double n) { return core::peakWeight(n, request.peak, request.rest); });
    d.scaled = d.keys.unaryExpr([&](double n) { return core::peakWeight(chosen, n, request.peak, request.rest); });
    for (size_t i = 0; i < d.plainAt.size(); ++i) {
        d.plainAt[i] = core::peakWeight(LogitScaleData::kQuoted[i], request.peak, request.rest);
        d.scaledAt[i] = core::peakWeight(chosen, LogitScaleData::kQuoted[i], request.peak, request.rest);
    }
    return d;
}

std::shared_ptr<const LogitScaleData> computeLogitScale(const LogitScaleRequest& request, const core::Execution&)
{
    return std::make_shared<const LogitScaleData>(logitScaleData(request));
}

} // namespace rope::model
