// The scaling lab's numbers: spectra with and without each method, and the effect beyond L₀.
#include "ui/model/viewdata/scalinglabdata.h"

#include "ui/model/names.h"

#include "core/attention.h"
#include "core/content.h"
#include "core/pooling.h"
#include "core/scorecurve.h"
#include "core/validate.h"
#include "ui/model/numberformat.h"
#include "ui/model/presets.h"

#include <QCoreApplication>

#include <cmath>
#include <numbers>

namespace rope::model {

namespace {

constexpr double kTwoPi = 2 * std::numbers::pi;

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ScalingLab)
};

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

core::RopeParams realModelScaling(core::ScalingMethod method)
{
    const char* preset = method == core::ScalingMethod::Llama3     ? "llama3.1-8b"
                         : method == core::ScalingMethod::LongRope ? "phi3.5-mini-128k"
                                                                   : nullptr;
    if (preset)
        if (const auto p = presetByKey(QLatin1String(preset)))
            return p->params.rope;
    core::RopeParams rope;
    rope.headDim = 128;
    rope.base = 10000;
    rope.pairing = core::Pairing::HalfSplit;
    rope.scaling.method = method;
    rope.scaling.factor = 4;
    rope.scaling.originalMaxPositionEmbeddings = 4096;
    rope.scaling.maxPositionEmbeddings = 16384;
    rope.scaling.seqLen = 16384;
    return rope;
}

QString scalingExplanation(const core::RopeParams& p, const core::FrequencyTable& scaled)
{
    const core::Scaling& s = p.scaling;
    const double context = s.originalContext();
    switch (s.method) {
    case core::ScalingMethod::None:
        return Tr::tr("No scaling: θᵢ = base^(−2i/d) at every length.");
    case core::ScalingMethod::Yarn:
        return Tr::tr("YaRN keeps θᵢ for pairs below %1 (they turn more than β_fast = %2 times within L₀), divides by "
                      "s = %3 above %4 (fewer than β_slow = %5 turns), and ramps in between (shaded). Attention factor "
                      "0.1·ln s + 1 = %6 multiplies cos and sin.")
            .arg(formatNumber(scaled.rampLow, 3))
            .arg(s.betaFast)
            .arg(s.factor)
            .arg(formatNumber(scaled.rampHigh, 3))
            .arg(s.betaSlow)
            .arg(formatNumber(scaled.attentionFactor, 5));
    case core::ScalingMethod::Llama3:
        return Tr::tr("Llama 3: wavelengths below L₀/%1 = %2 keep θᵢ (high frequency, local detail); above L₀/%3 = %4 "
                      "they are divided by s = %5; in between they blend smoothly. No attention factor.")
            .arg(s.highFreqFactor)
            .arg(formatNumber(context / s.highFreqFactor, 5))
            .arg(s.lowFreqFactor)
            .arg(formatNumber(context / s.lowFreqFactor, 5))
            .arg(s.factor);
    case core::ScalingMethod::Linear:
        return Tr::tr("Position interpolation divides every θᵢ by s = %1: positions up to s·L₀ reuse the angles of "
                      "0 … L₀, and the fast pairs lose resolution too.")
            .arg(s.factor);
    case core::ScalingMethod::NtkAware:
        return Tr::tr("NTK-aware scaling raises the base to %1 (α^(d/(d−2)) times): fast pairs barely change, the "
                      "slowest are divided by about α.")
            .arg(formatNumber(scaled.effectiveBase, 6));
    case core::ScalingMethod::DynamicNtk:
        return Tr::tr("Dynamic NTK raises the base only once the sequence is longer than L₀: at L = %1 the base is %2.")
            .arg(extendedContext(p))
            .arg(formatNumber(scaled.effectiveBase, 6));
    case core::ScalingMethod::LongRope:
        return Tr::tr("LongRoPE divides each θᵢ by its own searched factor: the short list up to L₀ = %1 tokens, the "
                      "long list (shown) beyond. Attention factor √(1 + ln s / ln L₀) = %2.")
            .arg(int(context))
            .arg(formatNumber(scaled.attentionFactor, 5));
    }
    return {};
}

int extendedContext(const core::RopeParams& rope)
{
    const core::Scaling& s = rope.scaling;
    return s.maxPositionEmbeddings > 0 ? s.maxPositionEmbeddings : s.originalContext();
}

std::shared_ptr<const ScalingLabData> computeScalingLab(const ScalingLabRequest& request,
                                                        const core::Execution& execution)
{
    const core::RopeParams& p = request.rope;
    auto data = std::make_shared<ScalingLabData>();
    data->request = request;
    data->problems = core::validate(p);
    if (!data->problems.empty())
        return data;
    core::RopeParams plain = p;
    plain.scaling = {};
    data->scaled = core::frequencies(p);
    data->unscaled = core::frequencies(plain);
    if (request.overlay)
        for (const auto& name : nameTable<core::ScalingMethod>()) {
            const core::ScalingMethod other = name.value;
            if (other == core::ScalingMethod::None || other == p.scaling.method)
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
                                              data->unscaled.invFreq, data->deltas, core::Precision::Fp64, execution);
    data->scaledCurve = core::scoreCurveDirect(core::pairCoefficients(p, data->scaled, q, q), data->scaled.invFreq,
                                               data->deltas, core::Precision::Fp64, execution);
    if (execution.cancelled())
        return nullptr;

    // Logits over positions 0 … L, sampled.
    constexpr int tokens = ScalingLabData::kMapTokens;
    core::AttentionOptions o;
    o.mask = core::Mask::Causal;
    o.queryPositions = o.keyPositions = Eigen::VectorXd::LinSpaced(tokens, 0, length).array().round();
    o.execution = execution;
    const core::RowMatrixXd rows = q.transpose().replicate(tokens, 1);
    data->stride = length / (tokens - 1);
    data->plainMap = logitMap(plain, rows, o);
    data->scaledMap = logitMap(p, rows, o);
    return execution.cancelled() ? nullptr : data;
}

} // namespace rope::model
