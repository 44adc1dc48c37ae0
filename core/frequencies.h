#pragma once
// Rotation frequencies θ_i (radians per position) for the rotated pairs i = 0 … d_rot/2 − 1:
//
//   θ_i = base^(−2i/d_rot)                 (no scaling; d_rot = rotary dims, = d unless partial)
//   wavelength λ_i = 2π/θ_i                (positions per full turn)
//
// and the long-context scaling methods, with the formulas and defaults of Hugging Face's
// modeling_rope_utils (s = factor, L₀ = original context):
//   linear      θ_i / s
//   NTK-aware   base' = base · α^(d/(d−2))
//   dynamic NTK base' = base · (s·L/L₀ − (s−1))^(d/(d−2)),  L = max(seq_len, L₀)
//   YaRN        θ_i·(1−γ_i)/s + θ_i·γ_i, γ_i = 1 − clamp((i − low)/(high − low), 0, 1),
//               low/high = d·ln(L₀/(2π·β))/(2 ln base) for β = β_fast / β_slow (floored/ceiled
//               when truncate); attention factor 0.1·ln s + 1 (or the mscale ratio)
//   Llama 3     λ_i < L₀/high_freq_factor: θ_i;  λ_i > L₀/low_freq_factor: θ_i/s;  between:
//               (1−σ)·θ_i/s + σ·θ_i,  σ = (L₀/λ_i − low_freq_factor)/(high − low)
//   LongRoPE    θ_i / f_i, f = long_factor when seq_len > L₀ else short_factor;
//               attention factor √(1 + ln s / ln L₀), s = max_position_embeddings / L₀
// A θ override replaces all of this: every pair turns by θ (no scaling, attention factor 1).

#include "core/params.h"

#include <Eigen/Core>

#include <utility>

namespace rope::core {

/// Where a pair falls for methods that treat frequency bands differently.
enum class Band {
    Unchanged, ///< high frequency: kept as is (extrapolated)
    Blended, ///< between the bands (Llama 3 smoothing, YaRN ramp)
    Interpolated, ///< low frequency: divided by the factor
};

struct FrequencyTable {
    Eigen::VectorXd invFreq; ///< θ_i after scaling, radians per position
    Eigen::VectorXd baseInvFreq; ///< θ_i = base^(−2i/d_rot) before scaling
    double attentionFactor = 1.0; ///< multiplies cos and sin (so logits scale by its square)
    double effectiveBase = 0.0; ///< base after NTK-aware / dynamic NTK adjustment, else base
    std::vector<Band> bands; ///< per pair, for Llama 3 and YaRN; empty otherwise
    double rampLow = 0.0; ///< YaRN correction range (pair indices)
    double rampHigh = 0.0;
    bool usesLongFactors = false; ///< LongRoPE: long list chosen (seq_len > L₀)
};

/// Frequencies for valid parameters (validate(params) empty).
FrequencyTable frequencies(const RopeParams& params);
/// How many tables frequencies() has computed in this process (tests and benchmarks check that a
/// parameter change computes θ_i once).
long long frequencyTablesComputed();

/// θ for every pair of the pairing's span, as Hugging Face's inv_freq buffer holds it: table.invFreq,
/// followed for RotaryPlacement::Proportional by the zero frequencies of the pairs that never turn.
Eigen::VectorXd headInvFreq(const RopeParams& params, const FrequencyTable& table);

/// λ_i = 2π/θ_i, positions per full turn.
Eigen::VectorXd wavelengths(const Eigen::VectorXd& invFreq);

/// YaRN's inverse dimension formula: the pair index whose wavelength fits `rotations` turns in L₀.
double yarnCorrectionDim(double rotations, int dims, double base, double originalContext);

/// YaRN's ramp over pair indices, [low, high]: the correction range of beta_fast and beta_slow,
/// floored and ceiled unless `truncate` is off, clamped to the pairs, never of zero width.
std::pair<double, double> yarnRampRange(const Scaling& scaling, int dims, double base);

/// YaRN's attention factor 0.1·mscale·ln s + 1 (1 for s ≤ 1).
double yarnMscale(double scale, double mscale = 1.0);

} // namespace rope::core
