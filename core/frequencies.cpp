// θ_i for every pair, with each long-context scaling method as Hugging Face computes it.
#include "core/frequencies.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <numbers>
#include <vector>

namespace rope::core {

namespace {

// θ_i = base^(−2i/dims) for the first `pairs` pairs (fewer than dims/2 for Proportional).
Eigen::VectorXd defaultInvFreq(double base, int dims, int pairs)
{
    Eigen::VectorXd inv(pairs);
    for (int i = 0; i < pairs; ++i)
        inv[i] = std::pow(base, -2.0 * i / dims);
    return inv;
}

void applyYarn(FrequencyTable& t, const RopeParams& p, double base, int dims)
{
    const Scaling& s = p.scaling;
    const double factor = s.factor;
    const auto [low, high] = yarnRampRange(s, dims, base);
    t.rampLow = low;
    t.rampHigh = high;

    const int pairs = int(t.invFreq.size());
    t.bands.resize(pairs);
    for (int i = 0; i < pairs; ++i) {
        const double ramp = std::clamp((i - low) / (high - low), 0.0, 1.0);
        const double keep = 1.0 - ramp; // share of the original (extrapolated) frequency
        t.invFreq[i] = t.baseInvFreq[i] / factor * (1.0 - keep) + t.baseInvFreq[i] * keep;
        t.bands[i] = ramp <= 0.0 ? Band::Unchanged : ramp >= 1.0 ? Band::Interpolated : Band::Blended;
    }
    if (s.attentionFactor)
        t.attentionFactor = *s.attentionFactor;
    else if (s.mscale > 0 && s.mscaleAllDim > 0)
        t.attentionFactor = yarnMscale(factor, s.mscale) / yarnMscale(factor, s.mscaleAllDim);
    else
        t.attentionFactor = yarnMscale(factor);
}

void applyLlama3(FrequencyTable& t, const Scaling& s)
{
    const double context = s.originalMaxPositionEmbeddings;
    const double lowFreqWavelength = context / s.lowFreqFactor;
    const double highFreqWavelength = context / s.highFreqFactor;
    t.bands.resize(t.invFreq.size());
    for (Eigen::Index i = 0; i < t.invFreq.size(); ++i) {
        const double theta = t.baseInvFreq[i];
        const double wavelength = 2.0 * std::numbers::pi / theta;
        if (wavelength < highFreqWavelength) {
            t.invFreq[i] = theta;
            t.bands[i] = Band::Unchanged;
        } else if (wavelength > lowFreqWavelength) {
            t.invFreq[i] = theta / s.factor;
            t.bands[i] = Band::Interpolated;
        } else if (s.highFreqFactor == s.lowFreqFactor) {
            // Equal factors leave a band of zero width: a wavelength exactly at it keeps θ (no 0/0).
            t.invFreq[i] = theta;
            t.bands[i] = Band::Unchanged;
        } else {
            const double smooth = (context / wavelength - s.lowFreqFactor) / (s.highFreqFactor - s.lowFreqFactor);
            t.invFreq[i] = (1.0 - smooth) * theta / s.factor + smooth * theta;
            t.bands[i] = Band::Blended;
        }
    }
}

void applyLongRope(FrequencyTable& t, const Scaling& s)
{
    const double context = s.originalContext();
    t.usesLongFactors = s.seqLen > context;
    const auto& factors = t.usesLongFactors ? s.longFactor : s.shortFactor;
    for (Eigen::Index i = 0; i < t.invFreq.size(); ++i)
        t.invFreq[i] = t.baseInvFreq[i] / factors[size_t(i)];

    if (s.attentionFactor) {
        t.attentionFactor = *s.attentionFactor;
        return;
    }
    // Phi-3 style configs give the extended context; the ratio is the scale. Otherwise use factor.
    const double scale = s.originalMaxPositionEmbeddings > 0 && s.maxPositionEmbeddings > 0
                             ? double(s.maxPositionEmbeddings) / s.originalMaxPositionEmbeddings
                             : s.factor;
    t.attentionFactor = scale <= 1.0 ? 1.0 : std::sqrt(1.0 + std::log(scale) / std::log(context));
}

} // namespace

double yarnCorrectionDim(double rotations, int dims, double base, double originalContext)
{
    return dims * std::log(originalContext / (rotations * 2.0 * std::numbers::pi)) / (2.0 * std::log(base));
}

std::pair<double, double> yarnRampRange(const Scaling& s, int dims, double base)
{
    double low = yarnCorrectionDim(s.betaFast, dims, base, s.originalContext());
    double high = yarnCorrectionDim(s.betaSlow, dims, base, s.originalContext());
    if (s.truncate) {
        low = std::floor(low);
        high = std::ceil(high);
    }
    low = std::max(low, 0.0);
    high = std::min(high, double(dims - 1));
    if (low == high)
        high += 0.001; // as in the reference: avoid a zero-width ramp
    return {low, high};
}

double yarnMscale(double scale, double mscale) { return scale <= 1.0 ? 1.0 : 0.1 * mscale * std::log(scale) + 1.0; }

namespace {
std::atomic<long long> g_tablesComputed{0};
} // namespace

long long frequencyTablesComputed() { return g_tablesComputed.load(std::memory_order_relaxed); }

FrequencyTable frequencies(const RopeParams& p)
{
    g_tablesComputed.fetch_add(1, std::memory_order_relaxed);
    FrequencyTable t;
    const int dims = p.frequencyDims();
    const int pairs = p.pairCount();
    if (p.thetaOverride) {
        t.baseInvFreq = Eigen::VectorXd::Constant(pairs, *p.thetaOverride);
        t.invFreq = t.baseInvFreq;
        return t;
    }

    const Scaling& s = p.scaling;
    double base = p.base;
    if (s.method == ScalingMethod::NtkAware) {
        base = p.base * std::pow(s.factor, double(dims) / (dims - 2));
    } else if (s.method == ScalingMethod::DynamicNtk) {
        const double context = s.originalContext();
        const double length = std::max(double(s.seqLen), context);
        base = p.base * std::pow(s.factor * length / context - (s.factor - 1.0), double(dims) / (dims - 2));
    }
    t.effectiveBase = base;
    t.baseInvFreq = defaultInvFreq(p.base, dims, pairs);
    t.invFreq = defaultInvFreq(base, dims, pairs);

    switch (s.method) {
    case ScalingMethod::None:
    case ScalingMethod::NtkAware:
    case ScalingMethod::DynamicNtk:
        break;
    case ScalingMethod::Linear:
        t.invFreq /= s.factor;
        break;
    case ScalingMethod::Yarn:
        applyYarn(t, p, p.base, dims);
        break;
    case ScalingMethod::Llama3:
        applyLlama3(t, s);
        break;
    case ScalingMethod::LongRope:
        applyLongRope(t, s);
        break;
    }
    return t;
}

Eigen::VectorXd headInvFreq(const RopeParams& params, const FrequencyTable& table)
{
    Eigen::VectorXd out = Eigen::VectorXd::Zero(std::max<Eigen::Index>(params.pairingDims() / 2, table.invFreq.size()));
    out.head(table.invFreq.size()) = table.invFreq;
    return out;
}

Eigen::VectorXd wavelengths(const Eigen::VectorXd& invFreq)
{
    return (2.0 * std::numbers::pi) * invFreq.cwiseInverse();
}

Eigen::VectorXd torchFloat32InvFreq(const RopeParams& p, const FrequencyTable& exact)
{
    const ScalingMethod method = p.scaling.method;
    if (p.thetaOverride || !(method == ScalingMethod::None || method == ScalingMethod::Linear ||
                             method == ScalingMethod::NtkAware || method == ScalingMethod::DynamicNtk))
        return {};
    const int dims = p.frequencyDims();
    const float base = static_cast<float>(exact.effectiveBase > 0 ? exact.effectiveBase : p.base);
    Eigen::VectorXd out(p.pairCount());
    for (int i = 0; i < p.pairCount(); ++i) {
        const float exponent = static_cast<float>(2 * i) / static_cast<float>(dims);
        // The power of two floats, rounded once to float (std::pow in double is exact enough for that).
        const float power = static_cast<float>(std::pow(double(base), double(exponent)));
        float theta = 1.0f / power;
        if (method == ScalingMethod::Linear)
            theta /= static_cast<float>(p.scaling.factor);
        out[i] = theta;
    }
    return out;
}

Eigen::VectorXd torchInvFreq(const RopeParams& p, const FrequencyTable& exact)
{
    const Scaling& s = p.scaling;
    if (p.thetaOverride || (s.method != ScalingMethod::Llama3 && s.method != ScalingMethod::Yarn))
        return torchFloat32InvFreq(p, exact);
    // pos_freqs = base ** (torch.arange(0, dim, 2).float() / dim), each step in float.
    const int dims = p.frequencyDims(), pairs = p.pairCount();
    const float base = static_cast<float>(p.base);
    std::vector<float> power(static_cast<size_t>(pairs));
    for (int i = 0; i < pairs; ++i) {
        const float exponent = static_cast<float>(2 * i) / static_cast<float>(dims);
        power[size_t(i)] = static_cast<float>(std::pow(double(base), double(exponent)));
    }
    Eigen::VectorXd out(pairs);
    const float factor = static_cast<float>(s.factor);
    if (s.method == ScalingMethod::Llama3) {
        // _compute_llama3_parameters: wavelen = 2π / inv_freq; inv_freq / factor beyond the low-frequency
        // wavelength; between the two, (1 − smooth)·inv_freq_llama / factor + smooth·inv_freq_llama.
        const double context = s.originalMaxPositionEmbeddings;
        const float lowWavelength = static_cast<float>(context / s.lowFreqFactor);
        const float highWavelength = static_cast<float>(context / s.highFreqFactor);
        const float twoPi = static_cast<float>(2 * std::numbers::pi);
        for (int i = 0; i < pairs; ++i) {
            const float inv = 1.0f / power[size_t(i)];
            const float wavelength = twoPi / inv;
            const float llama = wavelength > lowWavelength ? inv / factor : inv;
            const float smooth = (static_cast<float>(context) / wavelength - static_cast<float>(s.lowFreqFactor)) /
                                 static_cast<float>(s.highFreqFactor - s.lowFreqFactor);
            const float smoothed = (1.0f - smooth) * llama / factor + smooth * llama;
            const bool medium = !(wavelength < highWavelength) && !(wavelength > lowWavelength);
            out[i] = medium ? smoothed : llama;
        }
        return out;
    }
    // _compute_yarn_parameters: the correction range in Python floats, the ramp and the blend in float.
    const auto [low, high] = yarnRampRange(s, dims, p.base);
    for (int i = 0; i < pairs; ++i) {
        const float ramp =
            std::clamp((static_cast<float>(i) - static_cast<float>(low)) / static_cast<float>(high - low), 0.0f, 1.0f);
        const float extrapolationFactor = 1.0f - ramp;
        const float extrapolation = 1.0f / power[size_t(i)];
        const float interpolation = 1.0f / (factor * power[size_t(i)]);
        out[i] = interpolation * (1.0f - extrapolationFactor) + extrapolation * extrapolationFactor;
    }
    return out;
}

} // namespace rope::core
