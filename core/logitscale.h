#pragma once
// Attention flattens with length, and the multipliers models put on the logits to push back.
//
// Dilution: one key at logit A among n keys, the other n − 1 at B < A, every logit multiplied by c:
//   a_max(n) = e^{cA} / (e^{cA} + (n − 1) e^{cB}) = 1 / (1 + (n − 1) e^{c(B − A)}),
// which falls towards 0 as n grows for a fixed c (A = 3, B = −2, c = 1: 0.943, 0.600, 0.129, 0.0146 at
// n = 10, 100, 1000, 10⁴). A multiplier c(p) that grows with the query's position p keeps the peak.
//
// The multipliers, at query position p (0-based, as `cache_position` in transformers):
//   Llama 4 (modeling_llama4.py, NoPE layers only, `attn_temperature_tuning`):
//       c = 1 + attn_scale·ln(⌊(p + 1)/floor_scale⌋ + 1), attn_scale 0.1, floor_scale 8192, on the query;
//   Qwen (modeling_qwen.py, `use_logn_attn`): c = log_L(p + 1) when p + 1 > L, else 1 (L = seq_length),
//       on the query;
//   Ministral 3 (modeling_ministral3.py, rope_parameters' `llama_4_scaling_beta`):
//       c = 1 + β·ln(1 + ⌊p/L₀⌋), β 0.1, L₀ = original_max_position_embeddings 16384, on the query;
//   YaRN (modeling_rope_utils.py): attention_factor g multiplies cos and sin, so the logits by g²,
//       g = mscale(s, mscale)/mscale(s, mscale_all_dim) when both are given, else mscale(s) with
//       mscale(s, x) = 0.1·x·ln s + 1: c = g², the same at every p;
//   DeepSeek-V3 (modeling_deepseek_v3.py): YaRN's g², and the softmax scale times
//       mscale(s, mscale_all_dim)² on top (when mscale_all_dim is given);
//   SSMax (Nakanishi 2025, "Scalable-Softmax Is Superior for Attention"): logits × s·ln n with n = p + 1
//       keys under a causal mask (s is learned per head).

#include "core/problem.h"

#include <Eigen/Core>

#include <vector>

namespace rope::core {

enum class LogitScaleMethod { None, Llama4, QwenLogn, Ministral, Yarn, DeepSeek, Ssmax };

/// The method's key on the command line and in JSON ("llama4", "qwen-logn", "ministral", "yarn",
/// "deepseek", "ssmax"; "none").
const char* logitScaleMethodKey(LogitScaleMethod method);
/// Every method but None, in the order above.
const std::vector<LogitScaleMethod>& logitScaleMethods();

struct LogitScaleParams {
    LogitScaleMethod method = LogitScaleMethod::None;
    double attnScale = 0.1; ///< Llama 4 `attn_scale`
    double floorScale = 8192; ///< Llama 4 `floor_scale`
    double trainLength = 8192; ///< Qwen `seq_length` (Qwen-7B); SSMax: n at which the logits stay as they are
    double beta = 0.1; ///< Ministral 3 `llama_4_scaling_beta`
    double originalLength = 16384; ///< Ministral 3 `original_max_position_embeddings`
    double factor = 40; ///< YaRN `factor` (DeepSeek-V3's 40)
    double mscale = 1; ///< YaRN `mscale` (0: absent; DeepSeek-V3 ships 1)
    double mscaleAllDim = 1; ///< YaRN `mscale_all_dim` (0: absent; DeepSeek-V3 ships 1)
    double ssmaxS = 0; ///< SSMax s; 0: 1/ln(trainLength), which leaves the logits unchanged at n = trainLength
    bool operator==(const LogitScaleParams&) const = default;
};

/// The method's settings as its model ships them: Llama 4 (0.1, 8192), Qwen-7B (seq_length 8192),
/// Ministral 3 (β 0.1, L₀ 16384), YaRN as GPT-OSS (factor 32, no mscale keys), DeepSeek-V3 (factor 40,
/// mscale = mscale_all_dim = 1), SSMax (s = 1/ln 8192).
LogitScaleParams logitScaleDefaults(LogitScaleMethod method);

/// Names the fields out of range (each > 0 where a scale or length; attn_scale, β ≥ 0).
Problems validateLogitScale(const LogitScaleParams& params);

/// SSMax's s as used: ssmaxS, or 1/ln(trainLength).
double ssmaxScale(const LogitScaleParams& params);

/// The multiplier on the logits of a query at position p ≥ 0 (1 for None).
double logitMultiplier(const LogitScaleParams& params, double position);
Eigen::VectorXd logitMultipliers(const LogitScaleParams& params, const Eigen::VectorXd& positions);

/// The largest softmax weight among n ≥ 1 keys, one at `peak`, n − 1 at `rest`, all logits × c.
double peakWeight(double n, double peak, double rest, double multiplier = 1.0);
/// The same for the query that sees n keys under a causal mask (p = n − 1), with the method's c(p).
double peakWeight(const LogitScaleParams& params, double n, double peak, double rest);

} // namespace rope::core
