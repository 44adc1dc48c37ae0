#pragma once
// The layers of a model config: which attention each layer runs and with which RoPE. Read from
// `layer_types` (full_attention F, sliding_attention S, chunked_attention C, linear_attention L),
// else from the patterns that stand for it (Gemma 3's sliding_window_pattern, Qwen3-Next's
// full_attention_interval), with NoPE layers N from `no_rope_layers` (1 = the layer uses RoPE) or
// `no_rope_layer_interval` (Llama 4, SmolLM3). Layer types may have their own RoPE: transformers 5
// nests `rope_parameters` per layer type, Gemma 3 gives sliding layers `rope_local_base_freq`.
// Also the class defaults a config may leave out, and the VLM `text_config` nesting.

#include "core/params.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace rope::model {

struct LayerType {
    QString name; ///< "full_attention", "sliding_attention", …
    QChar letter; ///< F, S, C, N or L
    int count = 0; ///< layers of this type
    bool rope = true; ///< false for N and L
    core::RopeParams params; ///< this type's RoPE (when rope)
    QString scalingType; ///< as the config writes it ("default", "linear", "yarn", …)
    QString baseSource; ///< where this type's base came from
    int slidingWindow = 0; ///< S layers: the window
    int chunkSize = 0; ///< C layers: attention_chunk_size (a query sees only keys of its own chunk)
};

/// Llama 4's attention-temperature tuning on NoPE layers: the query at position p is multiplied by
///   1 + attnScale · ln(⌊(p + 1) / floorScale⌋ + 1),
/// exactly 1 below p = floorScale − 1, so it sharpens attention only deep into a long context.
struct NopeTemperature {
    bool on = false;
    double attnScale = 0.1;
    double floorScale = 8192;
    double queryScale(double position) const;
};

/// A value a config leaves out and its configuration class assumes.
struct AssumedDefault {
    QString key; ///< "head_dim"
    QString value; ///< "256"
    QString className; ///< "Gemma3TextConfig"
    /// "head_dim = 256 (assumed: the class default of Hugging Face's Gemma3TextConfig)"
    QString sentence() const;
    /// "assumed: the class default of Hugging Face's Gemma3TextConfig"
    QString assumption() const;
};

/// A config's own keys with the class defaults filled in where a known model type leaves one out
/// (Gemma 2/3, Cohere 2, Llama 4, Qwen3-Next, SmolLM3), each one recorded in `defaulted`.
QJsonObject withClassDefaults(QJsonObject object, const QString& modelType, std::vector<AssumedDefault>& defaulted);

/// Keys the layer reader uses (so that they are not listed as unused).
const QStringList& layerKeys();

/// Reads the layer pattern and the RoPE per layer type. `ropeFor` parses the config with its RoPE
/// section replaced (a layer type's own parameters) into (params, scaling type); `global` is the
/// RoPE already read for the full-attention layers. Empty when the config does not say how many
/// layers there are.
struct Layers {
    QString pattern; ///< one letter per layer
    std::vector<LayerType> types; ///< in order of first appearance
    QStringList notes; ///< what a learner should know (query scaling by position, …)
    QStringList warnings;
    NopeTemperature nopeTemperature; ///< Llama 4's query scaling on NoPE layers (off unless tuned)
    QStringList used; ///< the keys of layerKeys() this read
};
using RopeReader = std::function<std::pair<core::RopeParams, QString>(const QJsonObject& config)>;
Layers readLayers(const QJsonObject& object, const QString& modelType, const core::RopeParams& global,
                  const QString& globalScaling, const QString& globalBaseSource, const RopeReader& ropeFor);

/// rope_parameters nested per layer type ({"full_attention": {…}, "sliding_attention": {…}}).
bool isNestedPerLayerType(const QJsonObject& ropeParameters);

} // namespace rope::model
