// Hugging Face's float32 / bfloat16 RoPE and attention, transcribed from transformers'
// modeling_rope_utils.py and modeling_llama.py one operation at a time. A Python float meeting a
// float32 tensor is rounded to float first (PyTorch's wrapped scalars), so each step below is one
// float operation; what transformers computes in Python floats is computed here in double.
#include "core/hfexact.h"

#include "core/rotation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

#include <Eigen/Core>

namespace rope::core {

namespace {

// base ** (torch.arange(0, dim, 2).float() / dim): the exponent rounded to float, then the power
// of two floats rounded once (powf).
std::vector<float> powFreqs(float base, int dims, int pairs)
{
    std::vector<float> power(static_cast<size_t>(pairs));
    for (int i = 0; i < pairs; ++i) {
        const float exponent = static_cast<float>(2 * i) / static_cast<float>(dims);
        power[size_t(i)] = std::pow(base, exponent);
    }
    return power;
}

// _compute_dynamic_ntk_parameters with seq_len the tensor max(position_ids) + 1 that
// dynamic_rope_update passes once it exceeds the cached length: the enlarged base is a float32
// tensor, base * ((factor * seq_len / max_position_embeddings) - (factor - 1)) ** (dim / (dim - 2)).
// At or below the original length the init's base (Python floats: base · 1) stays.
float dynamicBase(const RopeParams& p, int dims)
{
    const Scaling& s = p.scaling;
    const int context = s.originalContext();
    if (s.seqLen <= context)
        return static_cast<float>(p.base);
    const float factor = static_cast<float>(s.factor);
    float t = factor * static_cast<float>(s.seqLen);
    t = t / static_cast<float>(context);
    t = t - static_cast<float>(s.factor - 1.0);
    // seq_len is a 0-dim tensor, and a 0-dim float32 tensor ** a Python float is raised in double and
    // rounded once (measured with torch 1.13 on 2000 bases, all equal; a float exponent gives
    // 38.2268105 for 36.111328125 ** (128 / 126) where PyTorch gives 38.2268028).
    t = static_cast<float>(std::pow(double(t), double(dims) / (dims - 2)));
    return static_cast<float>(p.base) * t;
}

// _compute_llama3_parameters on the default inv_freq.
void llama3(std::vector<float>& inv, const Scaling& s)
{
    const double context = s.originalMaxPositionEmbeddings;
    const float factor = static_cast<float>(s.factor);
    const float lowWavelength = static_cast<float>(context / s.lowFreqFactor);
    const float highWavelength = static_cast<float>(context / s.highFreqFactor);
    const float twoPi = static_cast<float>(2 * std::numbers::pi);
    for (float& theta : inv) {
        const float wavelength = twoPi / theta; // wavelen = 2 * math.pi / inv_freq
        // inv_freq_llama = torch.where(wavelen > low_freq_wavelen, inv_freq / factor, inv_freq)
        const float llama = wavelength > lowWavelength ? theta / factor : theta;
        // smooth_factor = (old_context_len / wavelen - low_freq_factor) / (high_freq_factor - low_freq_factor)
        const float smooth = (static_cast<float>(context) / wavelength - static_cast<float>(s.lowFreqFactor)) /
                             static_cast<float>(s.highFreqFactor - s.lowFreqFactor);
        // smoothed_inv_freq = (1 - smooth_factor) * inv_freq_llama / factor + smooth_factor * inv_freq_llama
        const float smoothed = (1.0f - smooth) * llama / factor + smooth * llama;
        const bool medium = !(wavelength < highWavelength) && !(wavelength > lowWavelength);
        theta = medium ? smoothed : llama;
    }
}

// _compute_yarn_parameters: the correction range in Python floats (find_correction_range, floored
// and ceiled when truncate), linear_ramp_factor and the blend in float32.
void yarn(std::vector<float>& inv, const std::vector<float>& power, const RopeParams& p, int dims)
{
    const Scaling& s = p.scaling;
    const auto [low, high] = yarnRampRange(s, dims, p.base); // max += 0.001 when min == max, as there
    const float factor = static_cast<float>(s.factor);
    for (size_t i = 0; i < inv.size(); ++i) {
        // linear_func = (torch.arange(dim // 2, dtype=torch.float32) - min) / (max - min), clamped to [0, 1]
        const float ramp =
            std::clamp((static_cast<float>(i) - static_cast<float>(low)) / static_cast<float>(high - low), 0.0f, 1.0f);
        const float extrapolationFactor = 1.0f - ramp; // inv_freq_extrapolation_factor = 1 - ramp
        const float extrapolation = 1.0f / power[i]; // 1.0 / pos_freqs
        const float interpolation = 1.0f / (factor * power[i]); // 1.0 / (factor * pos_freqs)
        inv[i] = interpolation * (1.0f - extrapolationFactor) + extrapolation * extrapolationFactor;
    }
}

} // namespace

HfFrequencies hfFrequencies(const RopeParams& p)
{
    HfFrequencies out;
    const int dims = p.frequencyDims(), pairs = p.pairCount();
    std::vector<float> inv(static_cast<size_t>(pairs));
    if (p.thetaOverride) {
        std::fill(inv.begin(), inv.end(), static_cast<float>(*p.thetaOverride));
    } else {
        const Scaling& s = p.scaling;
        const FrequencyTable exact = frequencies(p); // Python-float quantities: the NTK base, attention factor
        float base = static_cast<float>(p.base);
        if (s.method == ScalingMethod::NtkAware) // base * factor ** (dim / (dim - 2)) in Python floats
            base = static_cast<float>(exact.effectiveBase);
        else if (s.method == ScalingMethod::DynamicNtk)
            base = dynamicBase(p, dims);
        const std::vector<float> power = powFreqs(base, dims, pairs);
        // _compute_default_rope_parameters: inv_freq = 1.0 / (base ** (arange(0, dim, 2).float() / dim))
        for (int i = 0; i < pairs; ++i)
            inv[size_t(i)] = 1.0f / power[size_t(i)];
        switch (s.method) {
        case ScalingMethod::None:
        case ScalingMethod::NtkAware:
        case ScalingMethod::DynamicNtk:
            break;
        case ScalingMethod::Linear: // _compute_linear_scaling_rope_parameters: inv_freq /= factor
            for (float& theta : inv)
                theta /= static_cast<float>(s.factor);
            break;
        case ScalingMethod::Llama3:
            llama3(inv, s);
            break;
        case ScalingMethod::Yarn:
            yarn(inv, power, p, dims);
            break;
        case ScalingMethod::LongRope: {
            // _compute_longrope_parameters: ext_factors = torch.tensor(long or short factor, float32);
            // inv_freq = 1.0 / (ext_factors * base ** inv_freq_shape)
            const std::vector<double>& factors = exact.usesLongFactors ? s.longFactor : s.shortFactor;
            for (int i = 0; i < pairs; ++i)
                inv[size_t(i)] = 1.0f / (static_cast<float>(factors[size_t(i)]) * power[size_t(i)]);
            break;
        }
        }
        // attention_factor / get_mscale are Python floats; forward multiplies cos and sin by it in float32.
        out.attentionScaling = static_cast<float>(exact.attentionFactor);
    }
    // Proportional (Gemma 4): the pairs of the head beyond the rotated ones hold frequency zero.
    inv.resize(size_t(std::max(pairs, p.pairingDims() / 2)), 0.0f);
    out.invFreq = std::move(inv);
    return out;
}

float hfRound(HfDtype dtype, float x)
{
    return dtype == HfDtype::BFloat16 ? static_cast<float>(Eigen::bfloat16(x)) : x;
}

RowMatrix<float> hfRotate(const RopeParams& p, const HfFrequencies& freqs, const RowMatrixXd& x,
                          const Eigen::VectorXd& positions, HfDtype dtype)
{
    RowMatrix<float> out(x.rows(), x.cols());
    for (Eigen::Index r = 0; r < x.rows(); ++r)
        for (Eigen::Index c = 0; c < x.cols(); ++c)
            out(r, c) = hfRound(dtype, static_cast<float>(x(r, c))); // q.to(dtype); the pass-through part as is
    const int pairs = int(freqs.invFreq.size());
    for (Eigen::Index r = 0; r < x.rows(); ++r) {
        // LlamaRotaryEmbedding.forward: position_ids.float(); freqs = inv_freq @ position_ids (one product
        // each), emb = cat((freqs, freqs)); cos = emb.cos() * attention_scaling, likewise sin, in float32;
        // then .to(x.dtype).
        const float position = static_cast<float>(positions[r]);
        for (int i = 0; i < pairs; ++i) {
            const float angle = freqs.invFreq[size_t(i)] * position;
            const float c = hfRound(dtype, std::cos(angle) * freqs.attentionScaling);
            const float s = hfRound(dtype, std::sin(angle) * freqs.attentionScaling);
            const auto [ia, ib] = pairComponents(p, i);
            const float a = out(r, ia), b = out(r, ib);
            // apply_rotary_pos_emb: q * cos + rotate_half(q) * sin, each product and the sum in the dtype;
            // rotate_half puts −b beside a and a beside b.
            out(r, ia) = hfRound(dtype, hfRound(dtype, a * c) + hfRound(dtype, -b * s));
            out(r, ib) = hfRound(dtype, hfRound(dtype, b * c) + hfRound(dtype, a * s));
        }
    }
    return out;
}

float hfDot(const float* a, const float* b, Eigen::Index n, HfDtype dtype)
{
    float sum = 0.0f;
    for (Eigen::Index j = 0; j < n; ++j)
        sum += a[j] * b[j];
    return hfRound(dtype, sum);
}

HfAttentionResult hfAttention(const RowMatrix<float>& q, const RowMatrix<float>& k, const RowMatrixXd& v,
                              const Eigen::VectorXd& positions, Mask mask, double scaling, HfDtype dtype)
{
    const Eigen::Index n = q.rows(), m = k.rows(), d = q.cols(), dv = v.cols();
    RowMatrix<float> values(v.rows(), dv);
    for (Eigen::Index r = 0; r < v.rows(); ++r)
        for (Eigen::Index c = 0; c < dv; ++c)
            values(r, c) = hfRound(dtype, static_cast<float>(v(r, c)));
    const RowMatrix<float> valuesT = values.transpose();
    const float scale = static_cast<float>(scaling);
    const float minusInf = -std::numeric_limits<float>::infinity();
    HfAttentionResult out{RowMatrix<float>(n, m), RowMatrix<float>::Zero(n, m), RowMatrix<float>(n, dv)};
#pragma omp parallel for schedule(static)
    for (Eigen::Index i = 0; i < n; ++i) {
        // eager_attention_forward: attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling,
        // then + causal_mask (finfo.min where hidden: its exp is 0, as −∞'s is).
        float top = minusInf;
        for (Eigen::Index j = 0; j < m; ++j) {
            const bool visible = mask == Mask::None || positions[j] <= positions[i];
            const float logit = hfRound(dtype, hfDot(&q(i, 0), &k(j, 0), d, dtype) * scale);
            out.logits(i, j) = visible ? logit : minusInf;
            top = std::max(top, out.logits(i, j));
        }
        // softmax(attn_weights, dim=-1, dtype=torch.float32): exp(x − max), times 1/sum; .to(query.dtype).
        if (top != minusInf) {
            float sum = 0.0f;
            for (Eigen::Index j = 0; j < m; ++j) {
                const float e = out.logits(i, j) == minusInf ? 0.0f : std::exp(out.logits(i, j) - top);
                out.weights(i, j) = e;
                sum += e;
            }
            const float inverse = 1.0f / sum;
            for (Eigen::Index j = 0; j < m; ++j)
                out.weights(i, j) = hfRound(dtype, out.weights(i, j) * inverse);
        }
        // attn_output = torch.matmul(attn_weights, value_states)
        for (Eigen::Index c = 0; c < dv; ++c)
            out.output(i, c) = hfDot(&out.weights(i, 0), &valuesT(c, 0), m, dtype);
    }
    return out;
}

} // namespace rope::core
