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

} // namespace rope::core
