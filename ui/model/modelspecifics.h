#pragma once
// What a config says around RoPE that only the model's own code explains, read into a ModelConfig
// as values and notes, so that `inspect` never passes over it in silence:
//   Qwen3-VL / Qwen3.5: M-RoPE is interleaved by the code (apply_interleaved_mrope), flag or no flag;
//   HunYuan: rope_scaling type "dynamic" with `alpha` is a fixed NTK-aware base, rope_theta · α^(d/(d−2));
//   Kimi K2 (any YaRN with beta_fast = beta_slow): the ramp is one step;
//   MiniMax-M2: `rotary_dim` where others give partial_rotary_factor;
//   Llama 4: use_qk_norm (Llama4TextL2Norm after RoPE on the RoPE layers);
//   GPT-OSS: learned attention sinks, one logit per head;
//   DeepSeek-V3.2: the sparse-attention indexer's own RoPE, half-split where the main one is interleaved.

#include "ui/model/jsonfields.h"
#include "ui/model/modelconfig.h"

namespace rope::model {

/// `type` is the lowercase model_type; `top` and `scaling` are the head's fields (keys read here are
/// taken, so they are not listed as ignored). Called once the head, rotary dims and scaling are read.
void readModelSpecifics(const QString& type, JsonFields& top, JsonFields& scaling, ModelConfig& c);

} // namespace rope::model
