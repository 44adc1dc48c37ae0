#pragma once
// 2-D RoPE for vision transformers: every patch has a grid position p = (x, y), and rotary pair i
// (components 2i, 2i + 1, interleaved as in RoPE-ViT) turns by
//
//   φ_i(p) = ω_i · p = θ_i·(x cos α_i + y sin α_i),   ω_i = θ_i·(cos α_i, sin α_i)
//
// with d/4 magnitudes θ_j = base^(−4j/d), j = 0 … d/4 − 1 (1-D RoPE over d/2 dims; RoPE-ViT's base is
// 100), each used by two pairs:
//   axial  pair j turns with x (α = 0), pair d/4 + j with y (α = π/2): φ depends on x alone or y alone;
//   mixed  (RoPE-Mixed, Heo et al. 2024, "Rotary Position Embedding for Vision Transformer") pair i
//          turns along its own direction α_i. The paper learns ω_i; here the directions are fixed and
//          spread by the golden ratio, α_i = π·frac(i·(√5 − 1)/2), so that no two pairs share a line.
// The magnitudes are the same in both: only the directions differ.
//
// The score of q at p_q and k at p_k is
//   s = ⟨R(p_q) q, R(p_k) k⟩ = Σ_i a_i cos(ω_i·(p_k − p_q)) + b_i sin(ω_i·(p_k − p_q)),
//   a_i = q_{2i}k_{2i} + q_{2i+1}k_{2i+1},  b_i = q_{2i+1}k_{2i} − q_{2i}k_{2i+1},
// a function of p_k − p_q only. Pair i stands still along the line ω_i·Δ = 0: for axial that is the row
// (Δy = 0) for the y-pairs and the column for the x-pairs, half the pairs each. So, with q = k, the
// score keeps half of its peak along the whole row and column through the query, however far, on top
// of what the turning half adds (which averages out far away): a "+" cross. An axial map is always a
// function of Δx plus a function of Δy. Mixed directions give every pair its own still line, none
// holding more than its own share, and the cross dissolves.

#include "core/matrix.h"
#include "core/problem.h"

#include <Eigen/Core>

namespace rope::core {

enum class Rope2dLayout { Axial, Mixed };

struct Rope2dParams {
    int headDim = 64; ///< d, a multiple of 4
    double base = 100.0; ///< θ_j = base^(−4j/d)
    Rope2dLayout layout = Rope2dLayout::Axial;
};

/// Per pair i: |ω_i| = θ_i and its direction α_i ∈ [0, π).
struct Rope2dFrequencies {
    Eigen::VectorXd theta;
    Eigen::VectorXd direction;
    /// ω_i = θ_i (cos α_i, sin α_i), one row per pair (axial: exactly (θ, 0) and (0, θ)).
    Eigen::MatrixX2d vectors() const;
};

/// Rows of grid positions (x, y).
using GridPositions = Eigen::Matrix<double, Eigen::Dynamic, 2, Eigen::RowMajor>;

/// Problems: d not a positive multiple of 4 (field "head_dim"), base not finite or not above 1 ("base").
Problems validateRope2d(const Rope2dParams& params);

/// The golden-ratio direction of pair i, π·frac(i·(√5 − 1)/2).
double goldenDirection(int pair);

/// θ_i and α_i for every pair, for valid parameters.
Rope2dFrequencies rope2dFrequencies(const Rope2dParams& params);

/// Angle table, position × pair: φ_i(p) = ω_i · p.
Eigen::MatrixXd rope2dAngles(const GridPositions& positions, const Rope2dFrequencies& freqs);

/// Rows of x (d columns) rotated pair by pair (2i, 2i + 1) by the angles (rows × d/2).
RowMatrixXd rope2dRotate(const RowMatrixXd& x, const Eigen::MatrixXd& angles);

/// Every cell of a size × size grid, row by row: (0, 0), (1, 0), …, (size − 1, size − 1).
GridPositions gridPositions(int size);

/// The score of q at `query` against k at every cell of the grid: map(y, x) = ⟨R(query) q, R((x, y)) k⟩,
/// computed by rotating both. q and k have d entries; the query may lie anywhere (even off the grid).
Eigen::MatrixXd rope2dScoreMap(const Rope2dFrequencies& freqs, const Eigen::VectorXd& q, const Eigen::VectorXd& k,
                               int size, const Eigen::Vector2d& query);

/// How much a map favours the row and column through cell (x, y), at equal distances (any map that
/// falls with distance is higher near the cell, and the row and column run through it): onCross is
/// the mean over the other cells of that row and column, offCross the mean, over the same cells, of
/// the cells on neither at the same distance, rounded to a whole number of cells. Cells of a ring with
/// no cell off the cross count in neither. NaN where no cell counts.
struct CrossMeans {
    double onCross = 0.0;
    double offCross = 0.0;
};
CrossMeans crossMeans(const Eigen::MatrixXd& map, int x, int y);

} // namespace rope::core
