#pragma once
// Sinusoidal additive position encoding and the four-term decomposition of its score (seed 000 §1):
//   q̂_m = W_Q(x_m + p_m),  k̂_n = W_K(x_n + p_n)
//   q̂_m·k̂_n = q_m·k_n  +  q_m·W_K p_n  +  (W_Q p_m)·k_n  +  (W_Q p_m)·(W_K p_n)
//              content-content  content-position  position-content  position-position
// with p_m[2i] = sin(mθ_i), p_m[2i+1] = cos(mθ_i), θ_i = base^(−2i/D) over the model dimension D.
// p_m·p_n = Σ_i cos((m−n)θ_i) depends only on m − n, but the full score does not: the two cross
// terms depend on m and on n separately.

#include "core/execution.h"
#include "core/matrix.h"

namespace rope::core {

/// p_m for each position (rows), D columns (D even). Rows in parallel blocks under `execution`; when
/// it is cancelled the table is unfinished (the caller checks execution.cancelled()).
RowMatrixXd sinusoidalTable(const Eigen::VectorXd& positions, int dims, double base, const Execution& execution = {});

/// x + p_m row by row (x: one row per position, D columns), without an N × D table: the bits of
/// x + sinusoidalTable(positions, D, base).cast<Scalar>(). Unfinished when cancelled.
template <typename Scalar>
RowMatrix<Scalar> addSinusoidal(const RowMatrix<Scalar>& x, const Eigen::VectorXd& positions, double base,
                                const Execution& execution = {});

/// The four terms and their sum as raw scores q̂_m·k̂_n, as the article writes them; logitScale
/// (1/√d, d = rows of W_Q) turns any of them into its share of the logit. x: N × D tokens; wq, wk:
/// d × D projections, or empty for the identity (d = D).
struct AdditiveDecomposition {
    RowMatrixXd contentContent;
    RowMatrixXd contentPosition;
    RowMatrixXd positionContent;
    RowMatrixXd positionPosition;
    RowMatrixXd total;
    double logitScale = 1;
};
AdditiveDecomposition decomposeAdditive(const RowMatrixXd& xQuery, const RowMatrixXd& xKey, const RowMatrixXd& wq,
                                        const RowMatrixXd& wk, const Eigen::VectorXd& queryPositions,
                                        const Eigen::VectorXd& keyPositions, double base);

} // namespace rope::core
