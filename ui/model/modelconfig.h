#pragma once
// What a Hugging Face config.json says about a model's RoPE, mapped once for every user: the
// `inspect` command, `--config` on every compute/export subcommand, and File → Open Model Config.
//
// Read: head_dim (else hidden_size / num_attention_heads, or GPT-J's n_embd / n_head; multi-head
// latent attention's qk_rope_head_dim), rotary dims (partial_rotary_factor, rotary_pct, rotary_dim),
// the base (rope_theta, rotary_emb_base; 10000 when absent), rope_scaling / rope_parameters with the
// old `type` or the new `rope_type` key, the context lengths, and mrope sections. Every key that is
// not used is listed, never silently dropped.

#include "core/params.h"
#include "ui/model/expected.h"
#include "ui/model/modellayers.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rope::model {

struct ModelConfig {
    QString architecture; ///< model_type, else architectures[0]
    core::RopeParams rope; ///< head dim, rotary dims, base, pairing, scaling
    QString headDimSource; ///< where d came from, in words
    QString rotarySource; ///< where the rotary dims came from
    bool baseDefaulted = false; ///< rope_theta absent: the library default 10000
    QString baseKey; ///< the key the base came from
    QString pairingReason; ///< why this pairing
    QString scalingType; ///< as written in the config ("default", "llama3", "su", …)
    QString scalingKey; ///< "rope_scaling.rope_type", "rope_scaling.type", "rope_parameters.rope_type"
    int maxPositionEmbeddings = 0;
    QString contextKey; ///< the key maxPositionEmbeddings came from (max_position_embeddings, n_positions)
    int originalMaxPositionEmbeddings = 0;
    std::vector<int> mropeSection; ///< pairs per axis for multimodal RoPE (time, height, width)
    bool mropeInterleaved = false; ///< Qwen3-VL's mrope_interleaved: the axes take turns along the pairs
    QStringList ignoredKeys; ///< every key not used, dotted for nested ones
    int attentionHeads = 0; ///< num_attention_heads (or n_head); 0 when absent
    int keyValueHeads = 0; ///< num_key_value_heads (grouped-query attention); 0 when absent
    int hiddenSize = 0; ///< hidden_size (or n_embd): the projections' input width; 0 when absent
    int mlaUnrotatedDims = 0; ///< multi-head latent attention: qk_nope_head_dim, before the rope dims
    double softmaxScale = 0; ///< the multiplier on q·k before softmax (1/√d, or what the model says)
    QString softmaxScaleSource; ///< how softmaxScale was found, in words
    QStringList warnings; ///< read, but not as Hugging Face means it to be written (e.g. a factor below 1)
    QJsonObject scalingJson; ///< the scaling parameters as read (the full-attention layers')
    QString section; ///< "" or "text_config": where the language model's keys are
    std::vector<AssumedDefault> defaulted; ///< class defaults assumed for absent keys
    QString layerPattern; ///< one letter per layer (F S C N L), empty when the config has no layer count
    std::vector<LayerType> layerTypes; ///< in order of first appearance; `rope` above is the F layers'
    QStringList notes; ///< what else a learner should know (query scaling by position, M-RoPE interleave)
    NopeTemperature nopeTemperature; ///< Llama 4's query scaling on its NoPE layers
    bool qkNormAfterRope = false; ///< Llama 4's use_qk_norm: Llama4TextL2Norm on q and k after RoPE (RoPE layers)
    bool attentionSinks = false; ///< GPT-OSS: one learned sink logit per head joins each softmax row
    /// DeepSeek-V3.2's sparse-attention (lightning) indexer: a second, small attention that picks the
    /// keys, with its own RoPE on its first ropeDims components, paired otherwise than the main one.
    struct SparseIndexer {
        int headDim = 0; ///< index_head_dim
        int heads = 0; ///< index_n_heads
        int topk = 0; ///< index_topk: keys kept per query (it chooses only beyond this many)
        int ropeDims = 0; ///< qk_rope_head_dim: the components it rotates, the first ones
        core::Pairing pairing = core::Pairing::HalfSplit;
        QString pairingReason;
    };
    std::optional<SparseIndexer> indexer;
    QString mropeLayoutReason; ///< why the M-RoPE layout is what it is (the flag, or the model's code)
};

/// One q/k head as attention sees it. For multi-head latent attention that is qk_nope_head_dim +
/// qk_rope_head_dim components with the rotated ones last (DeepSeek's [q_nope, q_pe]); otherwise
/// config.rope as it is.
core::RopeParams attentionHead(const ModelConfig& config);
/// The same widening for one layer type's RoPE (`rope` is config.rope or a LayerType's params).
core::RopeParams attentionHead(const ModelConfig& config, const core::RopeParams& rope);

/// For a config with an mrope_section of three axes: 0 (t), 1 (h) or 2 (w) for each rotated pair,
/// as core assigns them (core/mrope.h) in the config's layout; for other sections, one block per
/// entry in order. Empty without M-RoPE.
std::vector<int> mropePairAxis(const ModelConfig& config);

/// An Error names the key at fault ("rope_scaling.factor") or, when loading, the file.
Expected<ModelConfig> parseModelConfig(const QByteArray& json);
Expected<ModelConfig> loadModelConfig(const QString& path);

} // namespace rope::model
