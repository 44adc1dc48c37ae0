#pragma once
// Pairing is in no config key (but DeepSeek's rope_interleave): each model type's reference code
// decides. The model types whose code pairs components (2i, 2i+1), with the code each entry follows;
// every other type follows Hugging Face's rotate_half, pairs (i, i + d/2).

#include "core/params.h"

#include <QString>

namespace rope::model {

struct PairingRule {
    const char* type; ///< model_type
    core::Pairing pairing;
    const char* reason; ///< untranslated, context "ModelConfig"
};

/// The rule for a model type (lower case), or null for rotate_half's.
const PairingRule* pairingRule(const QString& type);

} // namespace rope::model
