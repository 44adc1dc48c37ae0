#pragma once
// The 2-D RoPE view's data: for one grid, head and content, the score of the query against a key of
// the same content at every cell, under axial and mixed directions (core/rope2d.h), divided by the
// score at Δ = 0 (q·k) so that both maps share one scale, 1 at the query.

#include "core/execution.h"
#include "core/problem.h"
#include "core/rope2d.h"

#include <Eigen/Core>

#include <memory>

namespace rope::model {

enum class Rope2dContent {
    Ones, ///< q = k = (1, …, 1): every pair weighs the same
    Random, ///< q = k, N(0, 1) entries from a seed: pairs weigh differently
};

struct Rope2dSettings {
    int grid = 33; ///< cells per side
    int headDim = 64;
    double base = 100.0;
    Rope2dContent content = Rope2dContent::Ones;
    int seed = 1;
    int queryX = 16, queryY = 16;
    bool operator==(const Rope2dSettings&) const = default;
};

struct Rope2dPanel {
    core::Rope2dFrequencies freqs;
    Eigen::MatrixXd map; ///< (y, x): score ÷ q·k
    core::CrossMeans cross; ///< of the map, through the query
};

struct Rope2dMaps {
    Rope2dSettings settings; ///< what they were computed for
    core::Problems problems; ///< when not empty, nothing else is filled
    Rope2dPanel axial, mixed;
};

/// q (= k) for the settings: all ones, or N(0, 1) from the seed.
Eigen::VectorXd rope2dContent(const Rope2dSettings& settings);

Rope2dMaps rope2dMaps(const Rope2dSettings& settings);
/// The same as a view's job (ui/views/viewjob.h).
std::shared_ptr<const Rope2dMaps> computeRope2d(const Rope2dSettings& settings, const core::Execution& execution);

} // namespace rope::model
