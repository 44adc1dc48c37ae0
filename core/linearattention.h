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

namespace rope::core {

/// φ(x) = elu(x) + 1, element-wise: x + 1 for x > 0, eˣ otherwise.
RowMatrixXd eluPlusOne(const RowMatrixXd& x);

struct LinearAttentionResult {
    RowMatrixXd output;          ///< N × d_v
    Eigen::VectorXd denominator; ///< u_mᵀ S_1 (per query)
};

/// O(N) path. Causal means row n contributes to query m iff n ≤ m (row order).
LinearAttentionResult linearAttention(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k,
                                      const RowMatrixXd& v, const Eigen::VectorXd& positions, Mask mask);

/// The explicit N × N weights w_{m,n} (zero where masked), for small N; weights·V equals the
/// O(N) output.
RowMatrixXd linearAttentionWeights(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k,
                                   const Eigen::VectorXd& positions, Mask mask);

} // namespace rope::core
