#pragma once
// One model, two pairings (DeepSeek-V3.2): multi-head latent attention turns its rope dims
// interleaved, the sparse-attention (lightning) indexer half-split. The indexer scores every key and
// keeps the index_topk best for each query; its pairing decides which. Here a look-back indexer head
// built for the half-split pairing (it attends lookBack back) scores the keys of its last query at
// each context length N with the right pairing and with the wrong one, and the share of the right
// top-k keys the wrong pairing keeps is measured. While N ≤ topk every key is kept, so the wrong
// pairing costs nothing; beyond, it keeps other keys: an error that shows only at long context.

#include "core/params.h"

#include <Eigen/Core>

namespace rope::core {

/// |top-k of a ∩ top-k of b| / k, k clamped to the size (ties broken by index, lower first).
double topKOverlap(const Eigen::VectorXd& a, const Eigen::VectorXd& b, Eigen::Index k);

struct IndexerPairingCase {
    Eigen::VectorXd contexts; ///< N
    Eigen::VectorXd keptShare; ///< per N: the share of the half-split top-k the interleaved scores keep
    Eigen::VectorXd peakRight, peakWrong; ///< per N: the key the last query scores highest, each pairing
};

/// `params`: the indexer's rope head (headDim = rotated dims, base, scaling; pairing ignored).
IndexerPairingCase indexerPairingCase(const RopeParams& params, const Eigen::VectorXd& contexts, Eigen::Index topk,
                                      int lookBack);

} // namespace rope::core
