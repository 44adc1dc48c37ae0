#pragma once
// The scaling block of a Hugging Face config.json (rope_scaling or rope_parameters): its method, factors,
// context lengths, YaRN/Llama 3/LongRoPE parameters and M-RoPE sections, read into a ModelConfig.

#include "ui/model/jsonfields.h"
#include "ui/model/modelconfig.h"

namespace rope::model {

/// Whole numbers in a config beyond this are no real model's.
inline constexpr long long kConfigIntLimit = 1'000'000'000;

/// Reads `scaling` (with the context lengths from `top`) into c.rope.scaling, c.mropeSection and c's notes;
/// `type` is the scaling type as written ("yarn", "su", "proportional", …). Throws Error for a value no model could mean.
void readScaling(JsonFields& top, JsonFields& scaling, const QString& type, ModelConfig& c);

} // namespace rope::model
