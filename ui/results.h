#pragma once
// What one compute produces for the views: immutable once built, shared as shared_ptr<const Results>.

#include "core/content.h"
#include "core/frequencies.h"
#include "core/matrix.h"
#include "core/scorecurve.h"
#include "ui/appparams.h"

#include <Eigen/Core>

#include <atomic>
#include <memory>

namespace rope::ui {

/// N×N attention, pooled to at most kMaxMapCells cells per side for the colour maps. Logits are
/// mean-pooled over visible cells (a block with none is NaN: masked); weights are max-pooled so a
/// sharp peak stays visible. pool = cells of the N×N matrix per map cell along each side.
struct AttentionMaps {
    static constexpr int kMaxMapCells = 1024;
    AppParams params; ///< the parameters it was computed from (m and n do not matter to it)
    double computeMilliseconds = 0;
    int n = 0;
    int pool = 1;
    Eigen::MatrixXf logits;  ///< rows = query m (pooled), cols = key n (pooled); NaN where masked
    Eigen::MatrixXf weights;
    float logitMin = 0, logitMax = 0;
    float weightMax = 0;
    double maxDiagonalSpread = 0; ///< max over Δ of the spread of the logits along that diagonal
};

struct Results {
    AppParams params;
    core::FrequencyTable freqs;
    Eigen::VectorXd q, k;               ///< content at m (query) and n (key)
    Eigen::VectorXd qRotated, kRotated; ///< R_m q and R_n k
    core::PairCoefficients coeffs;      ///< A_i, B_i, C of this q and k
    Eigen::VectorXd pairTerms;          ///< g²(A_i cos Δθ_i + B_i sin Δθ_i)
    double score = 0;                   ///< q̃_m·k̃_n from the rotated vectors
    /// The N×N part, computed on a worker; may lag behind (attentionCurrent false) or be null.
    std::shared_ptr<const AttentionMaps> attention;
    bool attentionCurrent = false;
};

/// The O(d) part for valid params: cheap enough for any thread.
std::shared_ptr<Results> computeClockResults(const AppParams& params);

/// The N×N attention for valid params; null when cancelled.
std::shared_ptr<const AttentionMaps> computeAttention(const AppParams& params, const std::atomic<bool>* cancel = nullptr);

/// Whether two parameter sets give the same N×N attention (everything but m and n).
bool sameAttentionInputs(const AppParams& a, const AppParams& b);

/// The content vector for q or k at a position, as the views use it (explicit vectors, or core's
/// generated content).
Eigen::VectorXd contentVector(const AppParams& params, core::ContentRole role, double position);

} // namespace rope::ui
