#pragma once
// The score as a function of the relative position Δ = m − n (seed 000 §4.2 and §5):
//
//   q̃_m·k̃_n = C + g²·Σ_i [A_i cos(Δθ_i) + B_i sin(Δθ_i)]
//   A_i = q_a k_a + q_b k_b   (same-direction match of pair i, components (a, b))
//   B_i = q_a k_b − q_b k_a   (cross match)
//   C   = Σ_j q_j k_j over the components that do not rotate (partial rotary), else 0
//   g   = the scaling method's attention factor (1 without one)
//
// Seed 001 writes the same score with Δ' = n − m, where the sine term flips sign: (q_b k_a − q_a k_b)·sin(Δ'θ).
//
// RoFormer's long-term decay bound (§3.4.3 of the paper) for Δ:
//   (1/(d/2))·Σ_{j=1}^{d/2} |S_j|,  S_j = Σ_{k=0}^{j−1} e^{iΔθ_k}

#include "core/execution.h"
#include "core/frequencies.h"
#include "core/matrix.h"
#include "core/precision.h"

namespace rope::core {

struct PairCoefficients {
    Eigen::VectorXd a; ///< A_i
    Eigen::VectorXd b; ///< B_i
    double constant = 0.0; ///< C
    double scale = 1.0; ///< g²
};

/// A_i, B_i, C for one query vector and one key vector (length d each).
PairCoefficients pairCoefficients(const RopeParams& params, const FrequencyTable& freqs, const Eigen::VectorXd& q,
                                  const Eigen::VectorXd& k);

/// g²·(A_i cos(Δθ_i) + B_i sin(Δθ_i)) for every pair i at one Δ.
Eigen::VectorXd pairTerms(const PairCoefficients& coeffs, const Eigen::VectorXd& invFreq, double delta);

/// s(Δ) for every Δ, evaluated directly (one sin/cos per pair and Δ). The reference; with
/// fp32/bf16/fp16, Δ, θ, the angle, cos/sin and the products are rounded to the format.
Eigen::VectorXd scoreCurveDirect(const PairCoefficients& coeffs, const Eigen::VectorXd& invFreq,
                                 const Eigen::VectorXd& deltas, Precision precision = Precision::Fp64,
                                 const Execution& execution = {});

/// s(Δ) in double, fast: along runs of equally spaced Δ the angles advance by a fixed rotation
/// (cos, sin of hθ_i), re-anchored with an exact sin/cos every kAnchorInterval steps so the error
/// stays near rounding level (|error| ≲ 1e-12 · Σ|A_i|+|B_i| over 10⁶ Δ).
Eigen::VectorXd scoreCurve(const PairCoefficients& coeffs, const Eigen::VectorXd& invFreq,
                           const Eigen::VectorXd& deltas, const Execution& execution = {});
inline constexpr int kAnchorInterval = 64;

/// Per-pair terms for every Δ: rows = Δ, columns = pairs (their row sums plus C equal s(Δ)).
RowMatrixXd scoreCurveTerms(const PairCoefficients& coeffs, const Eigen::VectorXd& invFreq,
                            const Eigen::VectorXd& deltas);

/// RoFormer's decay bound for every Δ.
Eigen::VectorXd decayBound(const Eigen::VectorXd& invFreq, const Eigen::VectorXd& deltas,
                           const Execution& execution = {});

} // namespace rope::core
