#pragma once
// A whole checkpoint at a glance: for every layer and query head, the per-pair norms of its W_Q rows
// and of its key head's W_K rows (headweights.h), and three numbers that summarise them:
//   low_frequency_share    Σ ‖W_Q pair i‖² over the pairs whose wavelength λ_i = 2π/θ_i exceeds the
//                          training length L, divided by Σ over all pairs: how much of the head sits in
//                          pairs that never complete a turn over a training context ("semantic"
//                          channels, Barbero et al. 2024). L is original_max_position_embeddings where
//                          the config gives it, else max_position_embeddings; θ_i are the unscaled
//                          frequencies, the ones training at L saw.
//   low_frequency_share_k  the same for its key head's W_K.
//   dominant_pair          the pair i with the largest ‖W_Q pair i‖·‖W_K pair i‖: the pair whose term
//                          of q̃·k̃ can be largest.
// Weights stand in for activations: a head's activations are W x for the tokens it sees, so a pair
// with small weights cannot carry much, but large weights need not be used.
//
// Read a head's rows at a time (memory-mapped, then dropped): memory is one head's d × hidden
// whatever the checkpoint's size. Layers without query/key heads (linear attention) are skipped
// and named.

#include "core/execution.h"
#include "ui/model/expected.h"
#include "ui/model/headweights.h"
#include "ui/model/modelconfig.h"
#include "ui/model/safetensors.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace rope::model {

struct GlanceCell {
    int layer = 0;
    int head = 0;
    int kvHead = 0;
    bool rope = true; ///< false in a NoPE layer: the shares are then NaN (no pair turns)
    Eigen::VectorXd pairNormQ, pairNormK;
    double lowFrequencyShare = 0;
    double lowFrequencyShareK = 0;
    int dominantPair = 0;
};

struct GlanceLayer {
    int layer = 0;
    bool rope = true;
    Eigen::VectorXd theta; ///< the unscaled θ_i (0 in a NoPE layer)
    std::vector<char> lowFrequency; ///< per pair: λ_i > L
    core::RowMatrixXd componentQ; ///< heads × d: ‖W_Q[c, :]‖ (the heads × dimensions map)
    core::RowMatrixXd componentK; ///< key heads × d
};

struct CheckpointGlance {
    int layersFound = 0; ///< layers with attention, as counted (config or tensor names)
    int heads = 0, kvHeads = 0, headDim = 0, hidden = 0;
    QString layout, dtype;
    core::RopeParams rope; ///< the RoPE layers' (pairing, rotated dims)
    int trainingLength = 0; ///< L
    QString trainingLengthKey; ///< "original_max_position_embeddings" or "max_position_embeddings"
    std::vector<GlanceLayer> layers; ///< the layers read, in order
    std::vector<GlanceCell> cells; ///< layer-major, every query head of every layer read
    QStringList skipped; ///< "layer 3: …": layers without query/key heads
    bool cancelled = false;

    const GlanceCell* cell(int layer, int head) const;
};

/// Σ norms² over the pairs marked slow ÷ Σ norms²; 0 when every norm is 0.
double lowFrequencyShare(const Eigen::VectorXd& norms, const std::vector<char>& slow);

/// Reads layers [firstLayer, firstLayer + count) (count < 0: to the last), head by head.
Expected<CheckpointGlance> readCheckpointGlance(const Checkpoint& checkpoint, const ModelConfig& config,
                                                const core::Execution& execution = {}, int firstLayer = 0,
                                                int count = -1);

} // namespace rope::model
