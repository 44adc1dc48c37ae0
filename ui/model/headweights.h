#pragma once
// One attention head of a real checkpoint: which RoPE frequencies its W_Q and W_K rows use.
//
// Query head H of layer L is rows [H·d, (H+1)·d) of the layer's W_Q (d = the layer's head dim); with
// grouped-query attention it reads key head H / (heads / kv_heads), rows of W_K likewise. Names are
// Llama-style (…layers.L.self_attn.q_proj.weight, k_proj; GPT-J's …h.L.attn.…); fused projections
// are split as their models do: Phi-3's qkv_proj stacks [all q; all k; all v], GPT-NeoX's
// query_key_value interleaves [q_h; k_h; v_h] per head.
//
// Rotary pair i holds components (a, b) of the head under the model's pairing (half-split
// (i, i + d_rot/2) for Hugging Face Llama checkpoints, interleaved (2i, 2i+1) for GPT-J); its norm
// is the Frobenius norm of those two rows, ‖W[a,:]‖² + ‖W[b,:]‖² under a square root. A head whose
// norm sits in the fast pairs (small i, large θ_i) attends by position; norm in the slow pairs is
// content that survives long distances (Barbero et al. 2024, "Round and round we go").

#include "core/attention.h"
#include "ui/model/expected.h"
#include "ui/model/modelconfig.h"
#include "ui/model/safetensors.h"

namespace rope::model {

struct HeadWeights {
    int layer = 0;
    int head = 0;
    int kvHead = 0;
    int heads = 0; ///< query heads in the layer
    int kvHeads = 0;
    int hidden = 0; ///< the projections' input width
    bool ropeLayer = true; ///< false for a NoPE layer (its pairs never turn)
    core::RopeParams rope; ///< the layer's RoPE: head dim, pairing, θ
    QString layout; ///< "q_proj/k_proj", "qkv_proj" or "query_key_value"
    QString queryTensor, keyTensor;
    QString dtype;
    core::RowMatrixXd wq; ///< d × hidden: this head's rows of W_Q
    core::RowMatrixXd wk; ///< d × hidden: its key head's rows of W_K
    Eigen::RowVectorXd qBias, kBias; ///< empty when the model has none
    Eigen::VectorXd pairNormQ, pairNormK; ///< one per rotary pair
    Eigen::VectorXd theta; ///< θ_i of each pair, radians per position (0 for a NoPE layer)

    /// Memory to read this head and attend over `tokens` embeddings with it, from its sizes.
    double decodedBytes(int tokens) const;
};

/// Checks layer `layer`, query head `head` against the checkpoint's header and the config, and fills
/// in everything but the matrices, the norms and θ: nothing of the tensors is read.
Expected<HeadWeights> planHeadWeights(const Checkpoint& checkpoint, const ModelConfig& config, int layer, int head);

/// Reads layer `layer`, query head `head`; an Error names the tensor, shape or config key at fault.
Expected<HeadWeights> readHeadWeights(const Checkpoint& checkpoint, const ModelConfig& config, int layer, int head);

/// Every query head's and key head's norms in one layer, read one head's rows at a time: memory stays
/// at one head's d × hidden decoded, whatever the size of the checkpoint.
struct LayerNorms {
    HeadWeights plan; ///< head 0's plan: heads, key heads, RoPE, layout, dtype, θ (no matrices)
    core::RowMatrixXd pairQ; ///< heads × pairs: ‖W_Q pair i‖ of each query head
    core::RowMatrixXd pairK; ///< key heads × pairs
    core::RowMatrixXd componentQ; ///< heads × d: ‖W_Q[c, :]‖ of each row c of each query head
    core::RowMatrixXd componentK; ///< key heads × d
};
/// Reads layer `layer` head by head; polls `execution` between heads (an empty result when cancelled).
Expected<LayerNorms> readLayerNorms(const Checkpoint& checkpoint, const ModelConfig& config, int layer,
                                    const core::Execution& execution = {});

/// How many layers hold attention: the config's layer count when it gives one, else one more than the
/// highest layer index among the checkpoint's query tensors (0: none found).
int attentionLayerCount(const Checkpoint& checkpoint, const ModelConfig& config);

/// The share of ‖norms‖² in the first (fastest) and the last (slowest) quarter of the pairs, at
/// least one pair each; (0, 0) when all norms are 0. An even spread gives 25% each.
std::pair<double, double> quarterShares(const Eigen::VectorXd& norms);

/// Per-pair norms of the rows of w (d × hidden) under params' pairing.
Eigen::VectorXd pairNorms(const core::RopeParams& params, const core::RowMatrixXd& w);

/// Causal attention of this head over embeddings X (N × hidden, positions 0 … N−1):
/// q = X·W_Qᵀ (+ bias), k = X·W_Kᵀ, rotated by the layer's RoPE (not at all for NoPE), logits scaled
/// by config.softmaxScale. V is the keys (only the weights are shown).
core::AttentionResult<double> headAttention(const HeadWeights& weights, const core::RowMatrixXd& embeddings,
                                            double softmaxScale);

/// N random embeddings, N(0, 1) entries like RMS-normalised hidden states, reproducible from a seed.
core::RowMatrixXd randomEmbeddings(int tokens, int hidden, std::uint64_t seed);

} // namespace rope::model
