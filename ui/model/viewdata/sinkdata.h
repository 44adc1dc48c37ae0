#pragma once
// The sinks view's data: one causal RoPE head (random content, d = 32) with and without GPT-OSS's
// learned sink logit S (core/sinks.h): both weight maps, the sink's share per row and the first
// token's share per row without it; and StreamingLLM's cache of k sinks plus W recent tokens, with
// positions numbered inside the cache and the head's weights under that mask. N ≤ 64: cheap enough for
// the GUI thread.

#include "core/execution.h"
#include "core/sinks.h"

#include <Eigen/Core>

#include <memory>

namespace rope::model {

struct SinkRequest {
    int tokens = 32; ///< N
    double sinkLogit = 1.0; ///< S (a logit, on the scale of q̃·k̃/√d)
    int sinkTokens = 4; ///< StreamingLLM's k
    int window = 8; ///< StreamingLLM's recent window W
    int seed = 1; ///< the random content
    bool operator==(const SinkRequest&) const = default;
};

struct SinkData {
    static constexpr int kHeadDim = 32;
    static constexpr int kMaxTokens = 64;
    SinkRequest request;
    Eigen::MatrixXd plainWeights; ///< N × N causal softmax
    Eigen::MatrixXd sinkWeights; ///< the same logits with the sink joined and dropped
    Eigen::VectorXd sink; ///< per row, the sink's share
    Eigen::VectorXd firstToken; ///< per row, column 0's share without a sink
    double largestRowSumGap = 0; ///< max |Σ_n w_{m,n} + sink_m − 1| (0 up to rounding)
    core::StreamingCache cache; ///< the StreamingLLM cache of the same N tokens
    Eigen::MatrixXd streamingWeights; ///< the head's weights over what the cache holds, at cache distances
};

SinkData sinkData(const SinkRequest& request);
std::shared_ptr<const SinkData> computeSinks(const SinkRequest& request, const core::Execution& execution);

} // namespace rope::model
