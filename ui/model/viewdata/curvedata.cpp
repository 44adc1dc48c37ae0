// The score curve and its overlays, computed from Results.
#include "ui/model/viewdata/curvedata.h"

#include "core/content.h"
#include "core/scorecurve.h"
#include "core/xpos.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace rope::model {

namespace {
constexpr double kMaxLogDelta = 1e6;
constexpr int kLogSamples = 2400;
constexpr Eigen::Index kMaxTermSamples = 1000;
} // namespace

Eigen::VectorXd curveDeltas(const AppParams& params, bool logAxis)
{
    if (logAxis) {
        std::set<double> values; // whole positions, logarithmically spaced
        for (int i = 0; i < kLogSamples; ++i)
            values.insert(std::round(std::pow(kMaxLogDelta, double(i) / (kLogSamples - 1))));
        values.insert(curveDeltaRange(params, true));
        Eigen::VectorXd d(Eigen::Index(values.size()));
        Eigen::Index i = 0;
        for (double v : values)
            d[i++] = v;
        return d;
    }
    const double n = curveDeltaRange(params, false);
    return Eigen::VectorXd::LinSpaced(Eigen::Index(2 * n + 1), -n, n);
}

double curveDeltaRange(const AppParams& params, bool logAxis)
{
    if (logAxis)
        return std::max(1.0, std::abs(params.delta()));
    return std::max(params.seqLen, int(std::abs(params.delta())) + 1);
}

std::shared_ptr<const CurveData> computeCurves(const CurveRequest& request, const core::Execution& execution)
{
    const Results& r = *request.results;
    auto data = std::make_shared<CurveData>();
    data->request = request;
    data->deltas = curveDeltas(r.params, request.logAxis);
    const Eigen::VectorXd& deltas = data->deltas;
    // Consecutive Δ: the re-anchored recurrence; log-spaced Δ: the direct sum.
    auto curve = [&](const core::PairCoefficients& c, const Eigen::VectorXd& theta) {
        return request.logAxis ? core::scoreCurveDirect(c, theta, deltas, core::Precision::Fp64, execution)
                               : core::scoreCurve(c, theta, deltas, execution);
    };
    data->score = curve(r.coeffs, r.freqs.invFreq);

    const int pair = std::clamp(request.selectedPair, 0, int(r.coeffs.a.size()) - 1);
    core::PairCoefficients single;
    single.a = Eigen::VectorXd::Constant(1, r.coeffs.a[pair]);
    single.b = Eigen::VectorXd::Constant(1, r.coeffs.b[pair]);
    single.scale = r.coeffs.scale;
    data->pairTerm = curve(single, Eigen::VectorXd::Constant(1, r.freqs.invFreq[pair]));
    if (execution.cancelled())
        return nullptr;

    if (request.bound)
        data->bound = core::decayBound(r.freqs.invFreq, deltas);
    if (!r.params.rope.thetaOverride)
        for (double base : request.otherBases) {
            core::RopeParams other = r.params.rope;
            other.base = base;
            const core::FrequencyTable f = core::frequencies(other);
            data->baseCurves.push_back(core::scoreCurveDirect(core::pairCoefficients(other, f, r.q, r.k), f.invFreq,
                                                              deltas, core::Precision::Fp64, execution));
        }
    if (request.qEqualsK) {
        const core::PairCoefficients same = core::pairCoefficients(r.params.rope, r.freqs, r.q, r.q);
        core::ContentSpec spec;
        spec.seed = 12345;
        const Eigen::VectorXd rq = core::contentAt(r.params.rope, spec, core::ContentRole::Query, 1);
        const Eigen::VectorXd rk = core::contentAt(r.params.rope, spec, core::ContentRole::Key, 2);
        const core::PairCoefficients random = core::pairCoefficients(r.params.rope, r.freqs, rq, rk);
        data->qEqualsK = core::scoreCurveDirect(same, r.freqs.invFreq, deltas, core::Precision::Fp64, execution);
        data->random = core::scoreCurveDirect(random, r.freqs.invFreq, deltas, core::Precision::Fp64, execution);
    }
    if (request.xposScaleBase > 0) {
        core::Xpos xpos;
        xpos.scaleBase = request.xposScaleBase;
        // The curve needs ζ_i^(Δ/B) alone, which a double holds far beyond the positions an
        // implementation scaling q by ζ^(m/B) and k by ζ^(−n/B) can reach (validateXpos): cut at
        // that reach, the curve stopped at Δ ≈ 1.5·10⁵ on an axis to 10⁶ while its slow pairs still
        // held 12 % of their terms. Only a Δ whose scale overflows (keys far after the query) is
        // left out (NaN).
        data->xpos = core::xposScoreCurve(r.params.rope, xpos, r.coeffs, r.freqs.invFreq, deltas);
        for (Eigen::Index i = 0; i < deltas.size(); ++i)
            if (!std::isfinite(data->xpos[i]))
                data->xpos[i] = NAN;
        if (execution.cancelled())
            return nullptr;
    }
    if (request.allTerms) {
        const Eigen::Index stride = std::max<Eigen::Index>(1, deltas.size() / kMaxTermSamples);
        data->termDeltas.resize((deltas.size() + stride - 1) / stride);
        for (Eigen::Index i = 0; i < data->termDeltas.size(); ++i)
            data->termDeltas[i] = deltas[i * stride];
        data->terms = core::scoreCurveTerms(r.coeffs, r.freqs.invFreq, data->termDeltas);
    }
    return execution.cancelled() ? nullptr : data;
}

} // namespace rope::model
