#pragma once
// The base-bound view's data (Men et al. 2024, "Base of RoPE Bounds Context Length"; core/basebound.h):
// min_{m ≤ L} B_m over a grid of bases (10³ … 10⁹) and context lengths L (2¹⁰ … 2¹⁸), both log-spaced,
// for one head dimension; and B_m for one base up to one L, as an envelope (min and max per bin of m),
// with where it first turns negative. The map scans up to ~2·10⁹ pair steps (d = 256): it runs on the
// compute lane, and stops a base's scan once it falls below the colour scale's floor, −d/8.

#include "core/basebound.h"
#include "core/execution.h"

#include <Eigen/Core>

#include <memory>
#include <vector>

namespace rope::model {

struct BaseBoundMapRequest {
    int headDim = 128;
    bool operator==(const BaseBoundMapRequest&) const = default;
};

struct BaseBoundMap {
    static constexpr double kLowestBase = 1e3, kHighestBase = 1e9;
    static constexpr int kShortestLog2 = 10, kLongestLog2 = 18;
    BaseBoundMapRequest request;
    Eigen::VectorXd log10Bases; ///< rows
    Eigen::VectorXd log2Contexts; ///< columns
    Eigen::MatrixXd minB; ///< rows × columns: min_{m ≤ L} B_m (below −d/8: some value below it)
    bool cancelled = false;
};

std::shared_ptr<const BaseBoundMap> computeBaseBoundMap(const BaseBoundMapRequest& request,
                                                        const core::Execution& execution);

struct BaseBoundCurveRequest {
    int headDim = 128;
    double base = 6.4e5;
    int context = 32768; ///< L
    bool operator==(const BaseBoundCurveRequest&) const = default;
};

struct BaseBoundCurve {
    static constexpr int kBins = 1200;
    BaseBoundCurveRequest request;
    Eigen::VectorXd m; ///< each bin's first m
    Eigen::VectorXd low, high; ///< min and max of B_m over the bin
    core::BaseBoundScan scan;
};

std::shared_ptr<const BaseBoundCurve> computeBaseBoundCurve(const BaseBoundCurveRequest& request,
                                                            const core::Execution& execution);

/// A model's (context, base) as its config ships them, for the map's dots.
struct BaseBoundModel {
    const char* name;
    int headDim; ///< the rotary dimensions
    double base; ///< rope_theta
    double context; ///< max_position_embeddings
    bool scaled; ///< a scaling method changes θ_i, so the plain criterion does not apply as it stands
};
const std::vector<BaseBoundModel>& baseBoundModels();

} // namespace rope::model
