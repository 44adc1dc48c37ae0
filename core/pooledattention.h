#pragma once
// Attention as a picture: the pooled maps of the N×N logits and softmax weights, computed without
// ever holding the N×N matrices (core/pooling.h defines the pooling; core/attention.h the attention).
//
// Tiled: rows of queries a tile at a time (a whole number of map rows per tile): logits of the tile,
// each row's max, log-sum-exp and arg-max, then the tile's map rows, before the next tile. Memory is
// a tile (≈128 × N) per thread instead of 2·N² numbers; A·V is never formed, since no map shows it.
// The result equals pooling the full matrices: mean of the visible logits per block (NaN when all
// are masked), max of the weights per block (masked weights count as 0).
//
// Sampled rows: only the listed query rows are computed, exactly; a map cell then pools the listed
// rows of its block (a coarse first picture, or a map of a context too long for every row).
//
// Toeplitz: when the logit depends on Δ = m − n only (the same q and k at every position, RoPE or
// no encoding: seed 000 §3), s(Δ) for the 2N − 1 offsets is all there is. Row log-sum-exps are
// running log-sum-exps over Δ, block means come from prefix sums of s, block maxima of the weights
// from sliding-window maxima of s: O(N·cells) for the map instead of O(N²·d).
//
// Positions are 0 … N−1 for queries and keys alike (a shared offset changes nothing): under the
// causal mask, query row m sees keys 0 … m.

#include "core/attention.h"
#include "core/execution.h"
#include "core/matrix.h"

#include <atomic>
#include <vector>

namespace rope::core {

struct PooledAttention {
    RowMatrixXf logits; ///< pooled mean of the visible logits; NaN where a block has none
    RowMatrixXf weights; ///< pooled max of the softmax weights (masked ones are 0)
    float logitMin = 0, logitMax = 0; ///< over finite map cells (0 when there are none)
    float weightMin = 0, weightMax = 0;
    /// Max over Δ of max − min of the finite entries along that diagonal, over the computed rows.
    double logitSpread = 0, weightSpread = 0;
    Eigen::VectorXd
        rowLogSumExp; ///< per query row: log Σ_n exp(logit); INFINITY when it sees no key, NaN when not computed
    Eigen::VectorXi rowPeakKey; ///< per query row: the first key of its largest logit; −1 when none or not computed
    int pool = 1; ///< matrix rows and columns per map cell
    bool sampled = false; ///< only some query rows were computed
    bool cancelled = false;
};

struct PooledAttentionOptions {
    Mask mask = Mask::None;
    int pool = 1; ///< matrix cells per map cell, along each side
    /// Query rows to compute, ascending; empty = all. When given, `queries` holds just those rows (one
    /// per entry) and queryCount says how many rows the full matrix has.
    std::vector<Eigen::Index> rows;
    Eigen::Index queryCount = 0;
    bool spread = true; ///< measure the diagonal spreads (one more pass over each tile)
    Execution execution; ///< threads, and a cancel flag polled per tile
};

/// The pooled maps of softmax(queries · keysᵀ) from prepared inputs (core/attention.h's
/// prepareQueriesKeys: encoded, rounded, queries times the logit scale). Logits are computed in
/// Scalar, exactly as attention<Scalar> computes them.
template <typename Scalar>
PooledAttention pooledAttention(const RowMatrix<Scalar>& queries, const RowMatrix<Scalar>& keys,
                                const PooledAttentionOptions& options);

/// The pooled maps of an N×N Toeplitz logit matrix: s[Δ + N − 1] is the logit at Δ = m − n, for
/// Δ = −(N−1) … N−1 (options.rows must be empty: every row is exact here anyway).
PooledAttention pooledToeplitz(const Eigen::VectorXd& s, Eigen::Index n, const PooledAttentionOptions& options);

/// Query rows for a sampled map: one per map row (the middle of its block), ascending.
std::vector<Eigen::Index> sampledRows(Eigen::Index n, int pool);

} // namespace rope::core
