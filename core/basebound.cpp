// Men et al.'s criterion B_m = Σ cos(mθ_i) ≥ 0 for m ≤ L, scanned fast by rotation.
#include "core/basebound.h"

#include "core/kernelguard.h"

#include <algorithm>
#include <cmath>

namespace rope::core {

namespace {

constexpr long long kAnchorEvery = 4096; // steps between re-anchoring the rotation on cos/sin

Eigen::ArrayXd thetas(int headDim, double base)
{
    Eigen::ArrayXd theta(headDim / 2);
    for (int i = 0; i < headDim / 2; ++i)
        theta[i] = std::pow(base, -2.0 * i / headDim);
    return theta;
}

// Calls visit(m, B_m) for m = 0 … last, in order; stops early when visit returns false.
template <typename Visit>
bool scan(const Eigen::ArrayXd& theta, long long last, const Execution& execution, Visit visit)
{
    KernelGuard guard;
    const Eigen::ArrayXd stepCos = theta.cos(), stepSin = theta.sin();
    Eigen::ArrayXd c(theta.size()), s(theta.size()), nc(theta.size());
    for (long long anchor = 0; anchor <= last; anchor += kAnchorEvery) {
        if (execution.cancelled())
            return false;
        c = (double(anchor) * theta).cos();
        s = (double(anchor) * theta).sin();
        const long long end = std::min(last, anchor + kAnchorEvery - 1);
        for (long long m = anchor; m <= end; ++m) {
            if (!visit(m, c.sum()))
                return true;
            nc = c * stepCos - s * stepSin; // (c + is)·e^{iθ}
            s = s * stepCos + c * stepSin;
            c = nc;
        }
    }
    return true;
}

} // namespace

Problems validateBaseBound(int headDim, double base, double context)
{
    Problems problems;
    if (headDim < 2 || headDim % 2)
        problems.push_back({ProblemCode::HeadDimNotEven, "head_dim", double(headDim)});
    if (!std::isfinite(base) || base <= 1)
        problems.push_back({ProblemCode::BaseNotAboveOne, "base", base});
    if (!std::isfinite(context) || context < 0 || context > 1e9)
        problems.push_back({ProblemCode::OutOfRange, "context", context, 0.0, 1e9});
    return problems;
}

double baseBoundSum(int headDim, double base, double m) { return (m * thetas(headDim, base)).cos().sum(); }

BaseBoundScan scanBaseBound(int headDim, double base, long long context, const Execution& execution)
{
    BaseBoundScan out;
    out.minB = headDim / 2.0;
    out.cancelled = !scan(thetas(headDim, base), context, execution, [&](long long m, double b) {
        if (b < out.minB) {
            out.minB = b;
            out.argMin = m;
        }
        if (b < 0 && out.firstNegative < 0)
            out.firstNegative = m;
        return true;
    });
    return out;
}

BaseBoundEnvelope baseBoundEnvelope(int headDim, double base, long long context, int bins, const Execution& execution)
{
    BaseBoundEnvelope e;
    bins = int(std::clamp<long long>(bins, 1, context + 1));
    const double perBin = double(context + 1) / bins;
    e.firstM = (Eigen::VectorXd::LinSpaced(bins, 0, bins - 1) * perBin).array().ceil();
    e.low = Eigen::VectorXd::Constant(bins, HUGE_VAL);
    e.high = Eigen::VectorXd::Constant(bins, -HUGE_VAL);
    e.scan.minB = headDim / 2.0;
    e.scan.cancelled = !scan(thetas(headDim, base), context, execution, [&](long long m, double b) {
        const Eigen::Index bin = std::min<Eigen::Index>(Eigen::Index(double(m) / perBin), bins - 1);
        e.low[bin] = std::min(e.low[bin], b);
        e.high[bin] = std::max(e.high[bin], b);
        if (b < e.scan.minB) {
            e.scan.minB = b;
            e.scan.argMin = m;
        }
        if (b < 0 && e.scan.firstNegative < 0)
            e.scan.firstNegative = m;
        return true;
    });
    return e;
}

Eigen::MatrixXd baseBoundMap(int headDim, const Eigen::VectorXd& bases, const Eigen::VectorXd& contexts,
                             const Execution& execution, double floor)
{
    Eigen::MatrixXd map = Eigen::MatrixXd::Constant(bases.size(), contexts.size(), headDim / 2.0);
    if (contexts.size() == 0)
        return map;
    const long long last = (long long)contexts.maxCoeff();
    ProgressCounter progress(execution, bases.size());
#pragma omp parallel for schedule(dynamic) num_threads(execution.threadCount())
    for (Eigen::Index r = 0; r < bases.size(); ++r) {
        double running = headDim / 2.0;
        Eigen::Index column = 0; // contexts ascending: the next one to fill
        scan(thetas(headDim, bases[r]), last, execution, [&](long long m, double b) {
            running = std::min(running, b);
            while (column < contexts.size() && std::floor(contexts[column]) <= double(m))
                map(r, column++) = running;
            return column < contexts.size() && running >= floor;
        });
        for (; column < contexts.size(); ++column) // stopped below the floor
            map(r, column) = running;
        progress.blockDone();
    }
    return map;
}

Eigen::VectorXd baseBoundCurve(int headDim, double base, const Eigen::VectorXd& ms)
{
    const Eigen::ArrayXd theta = thetas(headDim, base);
    return ms.unaryExpr([&](double m) { return (m * theta).cos().sum(); });
}

} // namespace rope::core
