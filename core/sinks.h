#pragma once
// Attention sinks, learned and kept.
//
// GPT-OSS (transformers' modeling_gpt_oss.py, eager_attention_forward) learns one sink logit S per
// head. It joins each row's softmax as one more column and is then dropped:
//   w_{m,n} = e^{s_{m,n}} / (e^S + Σ_j e^{s_{m,j}}),   sink_m = e^S / (e^S + Σ_j e^{s_{m,j}}),
// so a row's weights sum to 1 − sink_m < 1: the head can attend to nothing.
//
// StreamingLLM (Xiao et al. 2024, "Efficient Streaming Language Models with Attention Sinks") keeps the
// first k tokens (the sinks) and the W most recent ones in its cache, and numbers positions inside the
// cache: for the query at m the cache holds keys n < k and m − W < n ≤ m, the sinks at 0 … k − 1 and
// the recent keys from k on, so that no distance exceeds k + W − 1 however long the stream.

#include <Eigen/Core>

namespace rope::core {

struct SinkSoftmax {
    Eigen::MatrixXd weights; ///< N × M, −∞ logits give exactly 0; each row sums to 1 − sink
    Eigen::VectorXd sink; ///< per row, the share the sink took
};

/// Row softmax of `logits` (−∞ where masked) with one extra logit `sinkLogit` per row, dropped after.
SinkSoftmax sinkSoftmax(const Eigen::MatrixXd& logits, double sinkLogit);

struct StreamingCache {
    Eigen::MatrixXd keyPosition; ///< N × N: the key's position in the query's cache, NaN when not in it
    Eigen::VectorXd queryPosition; ///< per query, its own position in its cache
    Eigen::MatrixXd distance; ///< N × N: query position − key position in the cache, NaN when not in it
};

/// The cache of a stream of n tokens (query m = token m, causal) with k sink tokens and a window W ≥ 1.
StreamingCache streamingCache(Eigen::Index n, int sinkTokens, int window);

} // namespace rope::core
