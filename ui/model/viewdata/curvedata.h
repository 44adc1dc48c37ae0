#pragma once
// What the score-curve view draws, computed off the GUI thread from the clocks' q and k:
//   s(Δ) = C + g²·Σ_i [A_i cos Δθ_i + B_i sin Δθ_i] over a range of Δ, and its overlays —
//   the selected pair's term, RoFormer's decay bound, the same q and k at other bases, q = k
//   against an unrelated random pair, every pair's term, and the same q and k with xPos's decay.

#include "ui/model/results.h"
#include "ui/model/resultsinput.h"

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace rope::model {

struct CurveRequest {
    ResultsInput results;
    bool logAxis = false; ///< Δ > 0 log-spaced out to 10⁶, else −N … N
    double deltaRange = 0; ///< curveDeltaRange: the Δ the curve is drawn at depend on it
    int selectedPair = 0;
    bool bound = false; ///< RoFormer's decay bound
    bool qEqualsK = false; ///< q = k and a random pair
    bool allTerms = false; ///< every pair's term (sampled to about 1000 Δ)
    std::vector<double> otherBases; ///< the same q, k at these bases (empty: none)
    double xposScaleBase = 0; ///< the same q, k with xPos at this scale base B (0: none)

    bool operator==(const CurveRequest&) const = default;
};

struct CurveData {
    CurveRequest request;
    Eigen::VectorXd deltas; ///< whole positions, increasing
    Eigen::VectorXd score; ///< s(Δ) for this q and k
    Eigen::VectorXd pairTerm; ///< the selected pair's term
    Eigen::VectorXd bound; ///< when requested
    std::vector<Eigen::VectorXd> baseCurves; ///< one per other base
    Eigen::VectorXd qEqualsK, random; ///< when requested
    Eigen::VectorXd xpos; ///< s(Δ) with xPos when requested; NaN where ζ^(±Δ/B) would overflow
    Eigen::VectorXd termDeltas; ///< the Δ of `terms` (a sample of `deltas`)
    core::RowMatrixXd terms; ///< rows = termDeltas, columns = pairs
};

/// The Δ the curve is drawn at: −N … N around the current Δ (linear), or 1 … 10⁶ log-spaced plus
/// the current Δ (log axis).
Eigen::VectorXd curveDeltas(const AppParams& params, bool logAxis);
/// What of m and n the Δ of curveDeltas depend on: the end of the linear range, max(N, |Δ| + 1), or
/// the |Δ| the log axis adds.
double curveDeltaRange(const AppParams& params, bool logAxis);

std::shared_ptr<const CurveData> computeCurves(const CurveRequest& request, const core::Execution& execution);

} // namespace rope::model
