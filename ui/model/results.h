#pragma once
// What one compute produces for the views: immutable once built, shared as shared_ptr<const Results>.

#include "core/content.h"
#include "core/execution.h"
#include "core/frequencies.h"
#include "core/matrix.h"
#include "core/scorecurve.h"
#include "ui/model/appparams.h"

#include <Eigen/Core>

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <vector>

namespace rope::model {

/// One N×N matrix pooled for a colour map (core/pooling.h): logits and score terms by mean over
/// visible cells (NaN where a block is all masked), softmax weights by max so sharp peaks stay.
struct PooledMap {
    core::RowMatrixXf cells; ///< rows = query m, columns = key n (pooled)
    float min = 0, max = 0; ///< over finite cells
    double diagonalSpread = 0; ///< of the full matrix: max over Δ of the spread along that diagonal
};

struct EncodingMaps {
    PooledMap logits;
    PooledMap weights;
    int peakOffset = 0; ///< the Δ most rows put their largest weight at (RoPE map only)
};

/// When one attention job passed each step on its way to the screen, for rope-gui-bench's timeline
/// (the views never read it).
struct JobTimeline {
    using Instant = std::chrono::steady_clock::time_point;
    Instant requested; ///< the first request of the burst it answers (or its re-request)
    Instant queued; ///< asked of the compute lane, after coalescing and the clock part
    Instant started, finished; ///< on the worker
};

/// The N×N part of Results, computed on a worker.
struct AttentionMaps {
    static constexpr int kMaxMapCells = 512; ///< about a plot's width in pixels
    static constexpr int kMaxDecompositionN = 2048;
    /// Up to this N every query row is computed; beyond it, content whose logits are not Toeplitz is
    /// shown from one exact query row per map row (the middle of its block).
    static constexpr int kMaxFullN = 8192;
    /// From this N on, content that is not Toeplitz is first shown coarse (one row per map row).
    static constexpr int kMinCoarseN = 1024;
    AppParams params; ///< computed from these (m and n do not matter to it)
    double computeMilliseconds = 0;
    int n = 0; ///< tokens
    int pool = 1; ///< matrix cells per map cell, along each side
    bool floatProducts = false; ///< q̃·k̃ in float (large N): differences near 1e-5 are rounding
    int sampledRows = 0; ///< query rows computed when not all N are (0 = all)
    /// A first, coarse picture (sampled rows) of a map that will be computed in full next.
    bool coarse = false;
    bool toeplitz = false; ///< the RoPE logits depend on Δ only and came from s(Δ), every row exact
    EncodingMaps rope;
    std::optional<EncodingMaps> none; ///< CompareEncodings, NotElementwise
    std::optional<EncodingMaps> sinusoidal; ///< CompareEncodings
    std::vector<PooledMap> decomposition; ///< Decomposition: cc, cp, pc, pp, total
    int decompositionN = 0; ///< tokens in the decomposition (≤ kMaxDecompositionN)
    int decompositionPool = 1;
    Eigen::VectorXd
        ropeRowLogSumExp; ///< per query: log Σ_n exp(logit): weight = exp(logit − lse); NaN when not computed
    int ropePeakOffset = 0; ///< the Δ most rows of the RoPE weights peak at
    JobTimeline timeline;
};

struct Results {
    AppParams params;
    core::FrequencyTable freqs;
    Eigen::VectorXd q, k; ///< content at m (query) and n (key)
    Eigen::VectorXd qRotated, kRotated; ///< R_m q and R_n k
    core::PairCoefficients coeffs; ///< A_i, B_i, C of this q and k
    Eigen::VectorXd pairTerms; ///< g²(A_i cos Δθ_i + B_i sin Δθ_i)
    double score = 0; ///< q̃_m·k̃_n from the rotated vectors
    /// The same at m + kShift, n + kShift with the content found there: equal to score when the
    /// content does not change with the position (translation invariance, §3).
    double shiftedScore = 0;
    static constexpr double kShift = 7;
    /// The N×N part, computed on a worker; may lag behind (attentionCurrent false) or be null.
    std::shared_ptr<const AttentionMaps> attention;
    bool attentionCurrent = false;
    /// When Results carrying a newly computed `attention` were handed to the views (timeline).
    JobTimeline::Instant attentionHandedAt;
};

/// The O(d) part for valid params: cheap enough for any thread.
std::shared_ptr<Results> computeClockResults(const AppParams& params);

/// The N×N attention for valid params; null when cancelled. `freqs`, when given, are θ_i for these
/// params (the clock part's, shared rather than computed again).
enum class MapResolution {
    Full, ///< every query row up to kMaxFullN, sampled rows beyond
    Coarse, ///< sampled rows from kMinCoarseN on (the first picture of a progressive display)
};

std::shared_ptr<AttentionMaps> computeAttention(const AppParams& params, const core::Execution& execution = {},
                                                const core::FrequencyTable* freqs = nullptr,
                                                MapResolution resolution = MapResolution::Full);

/// Whether a progressive display would first show these parameters' maps coarse.
bool coarseFirst(const AppParams& params);

/// Whether two parameter sets give the same N×N attention (everything but m and n).
bool sameAttentionInputs(const AppParams& a, const AppParams& b);

/// The content vector for q or k at a position, as the views use it: the element-wise heatmap
/// mode's demonstration vectors, explicit vectors, or core's generated content.
Eigen::VectorXd contentVector(const AppParams& params, core::ContentRole role, double position);
/// The content vectors at positions 0 … n−1, one per row.
core::RowMatrixXd contentRows(const AppParams& params, core::ContentRole role, int n);
/// q = (1, 0) and k = (0, 1) in every pair: q·k = 0.
Eigen::VectorXd demonstrationVector(const AppParams& params, core::ContentRole role);

} // namespace rope::model
