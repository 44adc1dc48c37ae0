#pragma once
// The remap view's data: for N tokens, the relative distance Δ' each method feeds to RoPE
// (core/remap.h) and the attention a look-back head (built to attend Δ back) gives with it, beside
// plain causal RoPE's. N ≤ 128 and d = 32: well under a millisecond, so it runs on the GUI thread.

#include "core/execution.h"
#include "core/problem.h"
#include "core/remap.h"

#include <Eigen/Core>

#include <memory>

namespace rope::model {

struct RemapRequest {
    core::RemapParams params;
    int tokens = 48; ///< N
    int lookBack = 12; ///< Δ at which the head attends
    bool operator==(const RemapRequest&) const = default;
};

struct RemapData {
    static constexpr int kHeadDim = 32;
    static constexpr int kMaxTokens = 128;
    RemapRequest request;
    core::Problems problems; ///< when not empty, nothing else is filled
    Eigen::MatrixXd distances; ///< N × N, NaN where masked
    Eigen::MatrixXd weights; ///< softmax of the look-back head's logits at Δ'
    Eigen::MatrixXd plainWeights; ///< the same head under plain causal RoPE
    double largest = 0; ///< the largest Δ' used
    double plainLargest = 0; ///< N − 1
    int lastRowPeak = 0, plainLastRowPeak = 0; ///< the key the last query weights most
};

RemapData remapData(const RemapRequest& request);
std::shared_ptr<const RemapData> computeRemap(const RemapRequest& request, const core::Execution& execution);

} // namespace rope::model
