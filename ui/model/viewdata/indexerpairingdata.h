#pragma once
// The pairing lab's DeepSeek-V3.2 case (core/indexerpairing.h): the indexer's rope head as the model
// ships it (64 rotated dims, base 10⁴, YaRN ×40 from 4096), a look-back head built for half-split, and
// per context length the share of its top-k keys an interleaved indexer keeps. ~10⁵ rows rotated: on
// the compute lane.

#include "core/execution.h"
#include "core/indexerpairing.h"

#include <memory>

namespace rope::model {

struct IndexerPairingRequest {
    int topk = 2048; ///< DeepSeek-V3.2's index_topk
    int lookBack = 100; ///< Δ the head attends to
    bool operator==(const IndexerPairingRequest&) const = default;
};

struct IndexerPairingData {
    IndexerPairingRequest request;
    core::IndexerPairingCase result;
};

/// The indexer's rope head: qk_rope_head_dim 64, rope_theta 10⁴, YaRN factor 40 from 4096 (mscale 1, 1).
core::RopeParams indexerRopeHead();
std::shared_ptr<const IndexerPairingData> computeIndexerPairing(const IndexerPairingRequest& request,
                                                                const core::Execution& execution);

} // namespace rope::model
