#pragma once
// What the pairing lab draws, computed off the GUI thread: the clocks' numbers under each pairing
// for the same q and k, both schemes' logits, their difference and the equivalence through P, the
// weight-conversion trap, and the score curve at Δ and at −Δ (the other sign conventions).

#include "core/pairinglab.h"
#include "ui/model/results.h"
#include "ui/model/resultsinput.h"

#include <array>
#include <memory>

namespace rope::model {

struct PairingLabRequest {
    ResultsInput results;
    bool operator==(const PairingLabRequest&) const = default;
};

struct PairingLabData {
    static constexpr int kMaxTokens = 128; ///< the lab's heatmaps show the first positions only
    static constexpr int kTrapTokens = 64;
    static constexpr int kTrapLookBack = 5;

    std::shared_ptr<const Results> results;
    std::array<std::shared_ptr<const Results>, 2> schemes; ///< interleaved, half-split; same q, k, m, n
    int tokens = 0; ///< positions in the maps
    core::PairingComparison comparison;
    std::array<PooledMap, 3> maps; ///< interleaved, half-split, half-split − interleaved
    core::WeightConversionTrap trap;
    /// Share of rows (past the first few) whose largest weight sits at Δ = kTrapLookBack: the head
    /// working, lost, and converted back.
    std::array<double, 3> trapShare{};
    Eigen::VectorXd deltas; ///< −N … N
    Eigen::VectorXd curve; ///< s(Δ), this app's convention
    Eigen::VectorXd mirrored; ///< s(−Δ): what clockwise rotation or n − m shows against the same axis
};

std::shared_ptr<const PairingLabData> computePairingLab(const PairingLabRequest& request,
                                                        const core::Execution& execution);

/// A full matrix as a map of one cell per entry, with its range and diagonal spread.
PooledMap unpooledMap(const core::RowMatrixXd& m);

} // namespace rope::model
