#pragma once
// The parameters every RoPE computation starts from: plain values, cheap to copy and to queue
// across threads. Symbols follow the seed articles: d = head dimension, θ_i = base^(−2i/d) in
// radians per position, Δ = m − n (query at m, key at n).

#include <optional>
#include <vector>

namespace rope::core {

/// Which two components of a head turn together as rotation pair i.
enum class Pairing {
    Interleaved, ///< pair i = (2i, 2i+1): RoFormer, Meta LLaMA (complex form), GPT-J, MLX traditional=True
    HalfSplit, ///< pair i = (i, i + d/2): GPT-NeoX, Hugging Face rotate_half, MLX traditional=False
};

/// Where the rotated components sit when only some of a head's components rotate.
enum class RotaryPlacement {
    First, ///< the first rotaryDim components (GPT-NeoX, GPT-J, Phi partial rotary)
    Last, ///< the last rotaryDim components (multi-head latent attention: [q_nope, q_rope])
    /// Gemma 4's "proportional" RoPE: the first rotaryDim/2 of the whole head's d/2 pairs turn, at
    /// θ_i = base^(−2i/d) with the exponent over the whole head; the other pairs have frequency zero
    /// and pass through. Half-split, the turning components are [0, r/2) and [d/2, d/2 + r/2).
    Proportional,
};

/// Long-context scaling methods with the formulas of Hugging Face's modeling_rope_utils.
enum class ScalingMethod {
    None, ///< θ_i = base^(−2i/d)
    Linear, ///< position interpolation: θ_i / s
    NtkAware, ///< base' = base · α^(d/(d−2))
    DynamicNtk, ///< base' = base · (s·L/L₀ − (s − 1))^(d/(d−2)), L = max(seq_len, L₀)
    Yarn, ///< per-pair ramp between θ_i/s and θ_i, plus attention factor
    Llama3, ///< three bands by wavelength: unchanged, smoothed, θ_i/s
    LongRope, ///< θ_i / f_i with a short or long factor list, plus attention factor
};

/// Scaling parameters, named after the Hugging Face `rope_scaling` keys. Zero means "not given".
struct Scaling {
    ScalingMethod method = ScalingMethod::None;
    double factor = 1.0; ///< s; α for NTK-aware
    int originalMaxPositionEmbeddings = 0; ///< L₀, the pre-training context
    int maxPositionEmbeddings = 0; ///< the extended context
    int seqLen = 0; ///< current length (dynamic NTK; LongRoPE list switch)
    double betaFast = 32.0; ///< YaRN: rotations below which a pair is interpolated
    double betaSlow = 1.0; ///< YaRN: rotations above which a pair is kept
    double mscale = 0.0; ///< YaRN (DeepSeek): attention factor numerator weight
    double mscaleAllDim = 0.0; ///< YaRN (DeepSeek): attention factor denominator weight
    bool truncate = true; ///< YaRN: round the correction range to whole pairs
    double lowFreqFactor = 1.0; ///< Llama 3
    double highFreqFactor = 4.0; ///< Llama 3
    std::vector<double> shortFactor; ///< LongRoPE, one per pair
    std::vector<double> longFactor; ///< LongRoPE, one per pair
    std::optional<double> attentionFactor; ///< explicit attention factor (YaRN, LongRoPE)

    bool operator==(const Scaling&) const = default;

    /// L₀ as the method reads it: original_max_position_embeddings, else max_position_embeddings.
    int originalContext() const
    {
        return originalMaxPositionEmbeddings > 0 ? originalMaxPositionEmbeddings : maxPositionEmbeddings;
    }
};

struct RopeParams {
    int headDim = 64; ///< d, even
    int rotaryDim = 0; ///< partial rotary: only rotaryDim components turn; 0 = all d
    RotaryPlacement rotaryPlacement = RotaryPlacement::First; ///< which end of the head turns
    double base = 10000.0;
    Pairing pairing = Pairing::Interleaved;
    std::optional<double> thetaOverride; ///< every pair turns by this θ (the seed's 2-D toy: π/2)
    Scaling scaling;

    bool operator==(const RopeParams&) const = default;

    int rotaryDims() const { return rotaryDim > 0 ? rotaryDim : headDim; }
    int pairCount() const { return rotaryDims() / 2; }
    /// The first rotated component: 0, or d − rotaryDim when the rotated part is last.
    int rotaryOffset() const { return rotaryPlacement == RotaryPlacement::Last ? headDim - rotaryDims() : 0; }
    /// The components the pairing is laid over: the whole head for Proportional, else the rotated ones.
    int pairingDims() const { return rotaryPlacement == RotaryPlacement::Proportional ? headDim : rotaryDims(); }
    /// The denominator in θ_i = base^(−2i/·): the same span as the pairing.
    int frequencyDims() const { return pairingDims(); }
};

/// Hard limits shared by core, the command line and the GUI.
namespace limits {
inline constexpr int maxHeadDim = 8192;
inline constexpr double maxAbsPosition = 1e9;
/// Larger q/k/v entries could overflow float logits (|q|·|k|·d > 3.4e38); no real model has them.
inline constexpr double maxAbsInput = 1e12;
/// Usable θ_i (radians per position): below, the wavelength 2π/θ_i overflows; above, p·θ_i loses
/// every digit of the angle. No model comes near either.
inline constexpr double minTheta = 1e-300;
inline constexpr double maxTheta = 1e6;
/// The attention factor scales logits by its square: beyond this, float logits could overflow.
inline constexpr double maxAttentionFactor = 1e3;
/// Materialised N×M attention matrices (logits and weights) are refused above this many cells.
inline constexpr long long maxAttentionCells = 16384LL * 16384LL;
} // namespace limits

} // namespace rope::core
