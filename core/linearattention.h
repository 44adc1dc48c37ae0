#pragma once
// RoFormer's linear attention with RoPE (seed 000 §9.2.3), feature map φ(x) = elu(x) + 1 (> 0):
//
//   u_m = φ(q_m), z_n = φ(k_n);  u'_m = R_m u_m, z'_n = R_n z_n   (rotated features)
//   o_m = u'_mᵀ (Σ_n z'_n v_nᵀ)  /  u_mᵀ (Σ_n z_n)               (rotated numerator,
//                                                                   unrotated denominator)
// The sums are aggregated once (non-causal) or as prefix states S_{V,m} = S_{V,m−1} + z'_m v_mᵀ,
// S_{1,m} = S_{1,m−1} + z_m (causal, in row order), so the cost is O(N·d·d_v), not O(N²).
// The implied weights w_{m,n} = u'_m·z'_n / u_m·Σ_j z_j may be negative and their rows need not
// sum to 1: the output is no longer a probability-weighted average.

#include "core/attention.h"
#include "core/matrix.h"
#include "core/params.h"

#include <cstdint>

namespace rope::core {

/// φ(x) = elu(x) + 1, element-wise: x + 1 for x > 0, eˣ otherwise.
RowMatrixXd eluPlusOne(const RowMatrixXd& x);

struct LinearAttentionResult {
    RowMatrixXd output; ///< N × d_v
    Eigen::VectorXd denominator; ///< u_mᵀ S_1 (per query)
};

/// O(N) path. Causal means row n contributes to query m iff n ≤ m (row order).
LinearAttentionResult linearAttention(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k,
                                      const RowMatrixXd& v, const Eigen::VectorXd& positions, Mask mask);

/// The explicit N × N weights w_{m,n} (zero where masked), for small N; weights·V equals the
/// O(N) output.
RowMatrixXd linearAttentionWeights(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k,
                                   const Eigen::VectorXd& positions, Mask mask);

/// The other order (seed 000 §9.2.4): rotate first, then map with positive random features
/// (Performer's FAVOR+): φ(x) = exp(ωᵀx − |x|²/2)/√M with M orthogonal Gaussian directions ω, so that
/// E[φ(x)·φ(y)] = exp(x·y). Applied to x = R_m q / d^{1/4} and y = R_n k / d^{1/4}, the normalised
/// products approximate softmax RoPE attention weights; the approximation improves with M.

/// M × d directions: orthogonal blocks of d rows, each row rescaled to the norm of a Gaussian vector.
RowMatrixXd orthogonalGaussianFeatures(int features, int dims, std::uint64_t seed);

/// φ(x) for every row of x (N × M), with the features' directions omega (M × d).
RowMatrixXd positiveRandomFeatures(const RowMatrixXd& x, const RowMatrixXd& omega);

/// Rotate-then-map approximation of the softmax RoPE weights (N × N, rows sum to 1, zero where masked).
RowMatrixXd favorRopeWeights(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k,
                             const Eigen::VectorXd& positions, Mask mask, int features, std::uint64_t seed);

} // namespace rope::core
