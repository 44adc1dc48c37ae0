// The model_type → pairing table, with the reference code each entry follows.
#include "ui/model/modelpairing.h"

#include <QCoreApplication>

namespace rope::model {

const PairingRule* pairingRule(const QString& type)
{
    using core::Pairing;
    static const PairingRule rules[] = {
        {"gptj", Pairing::Interleaved,
         QT_TRANSLATE_NOOP("ModelConfig", "GPT-J's code rotates every two components (rotate_every_two)")},
        {"codegen", Pairing::Interleaved, QT_TRANSLATE_NOOP("ModelConfig", "CodeGen follows GPT-J: rotate_every_two")},
        {"cohere", Pairing::Interleaved,
         QT_TRANSLATE_NOOP("ModelConfig", "Cohere's rotate_half takes x[..., ::2] and x[..., 1::2]")},
        {"cohere2", Pairing::Interleaved,
         QT_TRANSLATE_NOOP("ModelConfig", "Cohere's rotate_half takes x[..., ::2] and x[..., 1::2]")},
        {"glm", Pairing::Interleaved,
         QT_TRANSLATE_NOOP("ModelConfig", "GLM's rotate_half takes x[..., 0::2] and x[..., 1::2]")},
        {"glm4", Pairing::Interleaved,
         QT_TRANSLATE_NOOP("ModelConfig", "GLM's rotate_half takes x[..., 0::2] and x[..., 1::2]")},
        {"chatglm", Pairing::Interleaved,
         QT_TRANSLATE_NOOP("ModelConfig", "ChatGLM's code rotates consecutive pairs (x[..., 0::2], x[..., 1::2])")},
        {"deepseek_v2", Pairing::Interleaved,
         QT_TRANSLATE_NOOP("ModelConfig", "DeepSeek-V2's code multiplies consecutive pairs as complex numbers")},
        {"deepseek_v3", Pairing::Interleaved,
         QT_TRANSLATE_NOOP("ModelConfig",
                           "the checkpoint's rope dims are interleaved: Hugging Face's deepseek_v3 code de-interleaves "
                           "them before rotate_half (rope_interleave, default true), DeepSeek's own code multiplies "
                           "consecutive pairs as complex numbers")},
        {"deepseek_v32", Pairing::Interleaved,
         QT_TRANSLATE_NOOP("ModelConfig",
                           "DeepSeek-V3.2's multi-head latent attention is DeepSeek-V3's: interleaved rope dims (its "
                           "sparse-attention indexer pairs half-split, below)")},
        {"llama4", Pairing::Interleaved,
         QT_TRANSLATE_NOOP("ModelConfig", "Llama 4's code multiplies consecutive pairs as complex numbers")},
        {"llama4_text", Pairing::Interleaved,
         QT_TRANSLATE_NOOP("ModelConfig", "Llama 4's code multiplies consecutive pairs as complex numbers")},
        {"ernie4_5", Pairing::Interleaved,
         QT_TRANSLATE_NOOP("ModelConfig", "ERNIE 4.5 uses GLM's rotate_half on x[..., 0::2] and x[..., 1::2]")},
        {"ernie4_5_moe", Pairing::Interleaved,
         QT_TRANSLATE_NOOP("ModelConfig", "ERNIE 4.5 uses GLM's rotate_half on x[..., 0::2] and x[..., 1::2]")},
        {"kimi_k2", Pairing::Interleaved,
         QT_TRANSLATE_NOOP("ModelConfig", "Kimi K2 is DeepSeek-V3's architecture: interleaved rope dims")},
    };
    for (const PairingRule& rule : rules)
        if (type == QLatin1String(rule.type))
            return &rule;
    return nullptr;
}

} // namespace rope::model
