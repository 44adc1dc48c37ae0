#pragma once
// Hugging Face's own arithmetic, step by step, for the command line's fp32-hf and bf16-hf modes:
// θ_i as transformers' modeling_rope_utils.py computes them in float32 (every scaling method), the
// angles and cos/sin in float32 as LlamaRotaryEmbedding.forward does, then apply_rotary_pos_emb and
// eager_attention_forward (modeling_llama.py) in the activations' dtype: float32, or bfloat16 where
// every elementwise result is rounded to bf16 (PyTorch computes bf16 ops in float and rounds each),
// matrix products accumulate in float32 and are rounded once, and softmax runs in float32.
// Plain Precision::Fp32 / Bf16 (core/precision.h) stay the correctly rounded formats.

#include "core/attention.h"
#include "core/frequencies.h"
#include "core/matrix.h"
#include "core/params.h"

#include <Eigen/Core>

#include <vector>

namespace rope::core {

/// The activations' dtype (x.dtype in Hugging Face's code).
enum class HfDtype { Float32, BFloat16 };

/// Hugging Face's rotary buffers: inv_freq in float32 (one per pair of the pairing's span; zero for
/// Proportional's pairs that never turn) and the attention scaling cos and sin are multiplied by.
struct HfFrequencies {
    std::vector<float> invFreq;
    float attentionScaling = 1.0f;
};

/// inv_freq for any scaling method (none, linear, ntk, dynamic, yarn, llama3, longrope) or a fixed θ.
HfFrequencies hfFrequencies(const RopeParams& params);

/// x rounded to the dtype (float32: unchanged).
float hfRound(HfDtype dtype, float x);

/// q * cos + rotate_half(q) * sin for each row at its position, in the dtype; the input is first
/// cast to the dtype (q.to(dtype)). Values are returned as floats (bf16 values exactly).
RowMatrix<float> hfRotate(const RopeParams& params, const HfFrequencies& freqs, const RowMatrixXd& x,
                          const Eigen::VectorXd& positions, HfDtype dtype);

/// One entry of torch.matmul: the float32 sum of the products in order, rounded once to the dtype.
float hfDot(const float* a, const float* b, Eigen::Index n, HfDtype dtype);

/// eager_attention_forward on rotated queries and keys: logits = matmul(q̃, k̃ᵀ) * scaling, the
/// mask (causal: key n visible iff its position ≤ the query's), softmax in float32, weights cast to
/// the dtype, output = matmul(weights, v).
struct HfAttentionResult {
    RowMatrix<float> logits; ///< masked entries −∞
    RowMatrix<float> weights;
    RowMatrix<float> output;
};
HfAttentionResult hfAttention(const RowMatrix<float>& qRotated, const RowMatrix<float>& kRotated, const RowMatrixXd& v,
                              const Eigen::VectorXd& positions, Mask mask, double scaling, HfDtype dtype);

} // namespace rope::core
