// The precision lab's pipelines: positions, angles, scores and logits in fp32, bf16 and fp16.
#include "ui/model/viewdata/precisionlabdata.h"

#include "core/attention.h"
#include "core/content.h"
#include "core/frequencies.h"
#include "core/pooling.h"
#include "core/precisionlab.h"
#include "core/validate.h"

#include <cmath>
#include <set>

namespace rope::model {

namespace {

using core::AnglePrecision;
using core::Precision;

Eigen::VectorXd logPositions(double first, double last, int count)
{
    std::set<double> values;
    for (int i = 0; i < count; ++i)
        values.insert(std::round(first * std::pow(last / first, double(i) / (count - 1))));
    Eigen::VectorXd v(Eigen::Index(values.size()));
    Eigen::Index i = 0;
    for (double x : values)
        v[i++] = x;
    return v;
}

double worstDifference(const core::RowMatrixXd& a, const core::RowMatrixXd& reference)
{
    double e = 0;
    for (Eigen::Index i = 0; i < a.size(); ++i)
        if (std::isfinite(a.data()[i]))
            e = std::max(e, std::abs(a.data()[i] - reference.data()[i]));
    return e;
}

} // namespace

std::shared_ptr<const PrecisionLabData> computePrecisionLab(const PrecisionLabRequest& request,
                                                            const core::Execution& execution)
{
    auto data = std::make_shared<PrecisionLabData>();
    data->request = request;
    core::RopeParams p;
    p.headDim = request.headDim;
    p.base = request.base;
    p.pairing = core::Pairing::HalfSplit;
    const core::FrequencyTable f = core::frequencies(p);
    const int pairs = p.pairCount();
    const Precision formats[] = {Precision::Fp32, Precision::Bf16, Precision::Fp16};
    auto pipelines = [&](auto&& each) {
        for (Precision fmt : formats)
            for (const auto angles : {AnglePrecision::SameAsData, AnglePrecision::Fp32})
                if (angles == AnglePrecision::SameAsData || (request.remedy && fmt != Precision::Fp32))
                    each(fmt, angles);
    };

    // 1. Represented positions (+1 so an exact position sits at 1 on a log axis).
    data->positions = logPositions(1, 1e6, 400);
    for (Precision fmt : formats) {
        PrecisionLabData::Curve c{fmt, AnglePrecision::SameAsData, 0, data->positions};
        for (double& pos : c.value) {
            const double held = core::roundTo(fmt, pos);
            pos = std::isfinite(held) ? std::abs(held - pos) + 1 : NAN;
        }
        data->heldError.push_back(std::move(c));
    }
    data->held257Bf16 = core::roundTo(Precision::Bf16, 257.0);
    data->held257Fp16 = core::roundTo(Precision::Fp16, 257.0);
    data->held257Fp32 = core::roundTo(Precision::Fp32, 257.0);
    data->held2049Fp16 = core::roundTo(Precision::Fp16, 2049.0);
    data->held16777217Fp32 = core::roundTo(Precision::Fp32, 16777217.0);

    // 2. Angle errors, fastest and slowest pair.
    pipelines([&](Precision fmt, AnglePrecision angles) {
        for (int pair : {0, pairs - 1}) {
            PrecisionLabData::Curve c{fmt, angles, pair, data->positions};
            for (double& pos : c.value)
                pos = core::angleError(f.invFreq[pair], pos, fmt, angles);
            data->angleError.push_back(std::move(c));
        }
    });
    if (execution.cancelled())
        return nullptr;

    // 3. Score error for a fixed Δ.
    core::ContentSpec spec;
    spec.source = core::ContentSource::Constant;
    spec.seed = 11;
    const Eigen::VectorXd q = core::contentAt(p, spec, core::ContentRole::Query, 0);
    const Eigen::VectorXd k = core::contentAt(p, spec, core::ContentRole::Key, 0);
    const double delta = request.delta;
    const double reference = core::pipelineScore(p, f, q, k, delta, 0, Precision::Fp64, AnglePrecision::SameAsData);
    data->queries = logPositions(std::max(1.0, delta), 1e6, 160);
    pipelines([&](Precision fmt, AnglePrecision angles) {
        PrecisionLabData::Curve c{fmt, angles, 0, data->queries};
        for (double& m : c.value)
            m = std::abs(core::pipelineScore(p, f, q, k, m, m - delta, fmt, angles) - reference);
        data->scoreError.push_back(std::move(c));
    });
    if (execution.cancelled())
        return nullptr;

    // 4. |logit − reference| over a window of long positions.
    constexpr int tokens = PrecisionLabData::kMapTokens;
    const Eigen::VectorXd window = core::consecutivePositions(tokens, request.windowStart);
    data->mapRefused = core::checkPositions(window, "positions", request.mapFormat);
    if (!data->mapRefused.empty())
        return data; // fp16 has no number for these positions: the view says so
    const core::RowMatrixXd rows = q.transpose().replicate(tokens, 1), keys = k.transpose().replicate(tokens, 1);
    core::AttentionOptions o;
    o.mask = core::Mask::Causal;
    o.queryPositions = o.keyPositions = window;
    o.execution = execution;
    const auto exact = core::attentionAt(p, rows, keys, keys, o);
    o.precision = request.mapFormat;
    const auto lossy = core::attentionAt(p, rows, keys, keys, o);
    o.anglePrecision = AnglePrecision::Fp32;
    const auto remedied = core::attentionAt(p, rows, keys, keys, o);
    const core::RowMatrixXd error =
        (lossy.logits - exact.logits).unaryExpr([](double v) { return std::isfinite(v) ? std::abs(v) : NAN; });
    data->errorMap = core::pool(error, 1, core::Pooling::Mean);
    data->errorMapMax =
        std::max(1e-12, double(data->errorMap.array().isFinite().select(data->errorMap.array(), 0).maxCoeff()));
    data->exactSpread = core::diagonalSpread(exact.logits);
    data->lossySpread = core::diagonalSpread(lossy.logits);
    data->lossyWorst = worstDifference(lossy.logits, exact.logits);
    data->remediedWorst = worstDifference(remedied.logits, exact.logits);
    return execution.cancelled() ? nullptr : data;
}

} // namespace rope::model
