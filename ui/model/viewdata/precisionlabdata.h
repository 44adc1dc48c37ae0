#pragma once
// What the precision lab draws, computed off the GUI thread from the lab's own base, d and window:
// the position each format can hold, the angle error p·θ_i of the fastest and slowest pair, the
// score error for a fixed Δ as the absolute position grows, and |logit − fp64 logit| over a window of
// long positions — each in fp32, bf16 and fp16, and with the remedy (angles in fp32).

#include "core/precision.h"
#include "core/problem.h"
#include "ui/model/results.h"

#include <memory>
#include <vector>

namespace rope::model {

struct PrecisionLabRequest {
    double base = 1e4;
    int headDim = 128;
    core::Precision mapFormat = core::Precision::Bf16; ///< the heatmap's pipeline
    int delta = 5; ///< the fixed Δ of the score-error curve
    int windowStart = 10000; ///< the heatmap's first position
    bool remedy = true; ///< also the pipelines with fp32 angles

    bool operator==(const PrecisionLabRequest&) const = default;
};

struct PrecisionLabData {
    static constexpr int kMapTokens = 96;

    struct Curve {
        core::Precision format;
        core::AnglePrecision angles;
        int pair = 0; ///< the angle curves: 0 (fastest) or the last pair (slowest)
        Eigen::VectorXd value; ///< NaN where the pipeline produced no number
    };

    PrecisionLabRequest request;
    Eigen::VectorXd positions; ///< 1 … 10⁶, log-spaced whole positions
    std::vector<Curve> heldError; ///< |represented − p| + 1 per format (NaN: overflow)
    std::vector<Curve> angleError; ///< |p·θ − exact|, fastest and slowest pair
    Eigen::VectorXd queries; ///< the score curves' query positions m (n = m − Δ)
    std::vector<Curve> scoreError; ///< |s − s_fp64|
    double held257Bf16 = 0, held257Fp16 = 0, held257Fp32 = 0, held2049Fp16 = 0, held16777217Fp32 = 0;
    core::Problems mapRefused; ///< positions the map's format cannot hold (then no map)
    core::RowMatrixXf errorMap; ///< |logit − fp64|, kMapTokens², NaN where masked
    double errorMapMax = 0;
    double exactSpread = 0, lossySpread = 0, lossyWorst = 0, remediedWorst = 0;
};

std::shared_ptr<const PrecisionLabData> computePrecisionLab(const PrecisionLabRequest& request,
                                                            const core::Execution& execution);

} // namespace rope::model
