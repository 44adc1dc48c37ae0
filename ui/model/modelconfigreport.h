#pragma once
// What `inspect` says about a model's RoPE, from the mapping modelconfig.h reads: in words and as JSON.

#include "ui/model/modelconfig.h"

#include <QJsonObject>
#include <QString>

namespace rope::model {

/// The explanation `inspect` prints: architecture, dims, base, pairing and why, scaling with every
/// parameter and its attention factor, context lengths, and a frequency summary.
QString describeModelConfig(const ModelConfig& config);
/// The same as one JSON object.
QJsonObject modelConfigJson(const ModelConfig& config);

} // namespace rope::model
