// The scaling lab's numbers: spectra with and without each method, and the effect beyond L₀.
#include "ui/model/viewdata/scalinglabdata.h"

#include "core/attention.h"
#include "core/content.h"
#include "core/pooling.h"
#include "core/scorecurve.h"
#include "core/validate.h"

#include <cmath>
#include <numbers>

namespace rope::ui {

namespace {

constexpr double kTwoPi = 2 * std::numbers::pi;

PooledMap logitMap(const core::RopeParams& params, const core::RowMatrixXd& rows, const core::AttentionOptions& o)
{
    const auto a = core::attention<double>(params, rows, rows, rows, o);
    PooledMap map;
    map.cells = core::pool(a.logits, 1, core::Pooling::Mean);
    map.min = map.cells.array().isFinite().select(map.cells.array(), 0).minCoeff();
    map.max = map.cells.array().isFinite().select(map.cells.array(), 0).maxCoeff();
    return map;
}

} // namespace

int extendedContext(const core::RopeParams& rope)
{
    const core::Scaling& s = rope.scaling;
    return s.maxPositionEmbeddings > 0 ? s.maxPositionEmbeddings : s.originalContext();
}

std::shared_ptr<const ScalingLabData> computeScalingLab(const ScalingLabRequest& request,
                                                        const std::atomic<bool>& cancel)
{
    const core::RopeParams& p = request.rope;
    auto data = std::make_shared<ScalingLabData>();
    data->request = request;
    core::RopeParams plain = p;
    plain.scaling = {};
    data->scaled = core::frequencies(p);
    data->unscaled = core::frequencies(plain);
    if (request.overlay)
        for (core::ScalingMethod other :
             {core::ScalingMethod::Linear, core::ScalingMethod::NtkAware, core::ScalingMethod::DynamicNtk,
              core::ScalingMethod::Yarn, core::ScalingMethod::Llama3, core::ScalingMethod::LongRope}) {
            if (other == p.scaling.method)
                continue;
            core::RopeParams q = p;
            q.scaling.method = other;
            if (core::validate(q).empty()) // LongRoPE's lists fit one d only
                data->overlays.push_back({other, core::frequencies(q).invFreq});
        }

    const double context = p.scaling.originalContext();
    const double length = extendedContext(p);
    for (Eigen::Index i = 0; i < data->scaled.invFreq.size(); ++i) {
        data->turnsBefore += kTwoPi / data->unscaled.invFreq[i] <= context ? 1 : 0;
        data->turnsAfter += kTwoPi / data->scaled.invFreq[i] <= length ? 1 : 0;
    }

    // The score of a random vector with itself, out to L.
    core::ContentSpec spec;
    spec.seed = 7;
    const Eigen::VectorXd q = core::contentAt(p, spec, core::ContentRole::Query, 0);
    data->deltas = Eigen::VectorXd::LinSpaced(ScalingLabData::kCurvePoints, 0, length).array().round();
    data->plainCurve = core::scoreCurveDirect(core::pairCoefficients(plain, data->unscaled, q, q),
                                              data->unscaled.invFreq, data->deltas);
    data->scaledCurve =
        core::scoreCurveDirect(core::pairCoefficients(p, data->scaled, q, q), data->scaled.invFreq, data->deltas);
    if (cancel)
        return nullptr;

    // Logits over positions 0 … L, sampled.
    constexpr int tokens = ScalingLabData::kMapTokens;
    core::AttentionOptions o;
    o.mask = core::Mask::Causal;
    o.queryPositions = o.keyPositions = Eigen::VectorXd::LinSpaced(tokens, 0, length).array().round();
    o.cancel = &cancel;
    const core::RowMatrixXd rows = q.transpose().replicate(tokens, 1);
    data->stride = length / (tokens - 1);
    data->plainMap = logitMap(plain, rows, o);
    data->scaledMap = logitMap(p, rows, o);
    return cancel ? nullptr : data;
}

} // namespace rope::ui
