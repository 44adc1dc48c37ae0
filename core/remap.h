#pragma once
// Positions remapped so that no relative distance is new: which Δ' each method feeds to RoPE for a
// query at m and a key at n (causal: n ≤ m, Δ = m − n), or none where the key is masked.
//
//   causal          Δ' = Δ (plain RoPE, for comparison)
//   sliding W       Δ' = Δ when Δ < W, else masked (Mistral `sliding_window`, Gemma 2/3 local layers,
//                   GPT-OSS's 128-token layers; transformers' masking_utils: kv_idx > q_idx − W)
//   chunked C       Δ' = Δ when ⌊m/C⌋ = ⌊n/C⌋, else masked (Llama 4 `attention_chunk_size` 8192)
//   Self-Extend     Δ' = Δ when Δ < W, else ⌊m/G⌋ − ⌊n/G⌋ + W − ⌊W/G⌋ (Jin et al. 2024, "LLM Maybe LongLM":
//   W, G            neighbour window W, group size G)
//   ReRoPE W        Δ' = min(Δ, W) (Su 2023, 《Transformer升级之路：12、无限外推的ReRoPE？》)
//   leaky ReRoPE    Δ' = Δ when Δ < W, else W + (Δ − W)/k
//   W, k
//   DCA S, L        Dual Chunk Attention as Qwen2.5-1M runs it (vLLM's DualChunkRotaryEmbedding,
//                   `dual_chunk_attention_config`: chunk_size S, local_size L): chunks of c = S − L,
//                   keys at n mod c; the query at m mod c in its own chunk (intra), at min(m mod c + c, S)
//                   against the chunk before (successive), at min(2c − 1, S) against older chunks (inter).

#include "core/matrix.h"
#include "core/params.h"
#include "core/problem.h"

#include <Eigen/Core>

#include <vector>

namespace rope::core {

enum class RemapMethod { Causal, Sliding, Chunked, SelfExtend, ReRope, LeakyReRope, Dca };

/// "causal", "sliding", "chunked", "self-extend", "rerope", "leaky-rerope", "dca".
const char* remapMethodKey(RemapMethod method);
/// Every method, in the order above.
const std::vector<RemapMethod>& remapMethods();

struct RemapParams {
    RemapMethod method = RemapMethod::Causal;
    int window = 4096; ///< W: sliding window, Self-Extend's neighbour window, ReRoPE's window
    int group = 8; ///< G: Self-Extend's group size
    double leak = 16; ///< k: leaky ReRoPE's slope 1/k beyond W
    int chunk = 8192; ///< C: Llama 4's attention_chunk_size; DCA's chunk_size S
    int local = 0; ///< L: DCA's local_size
    bool operator==(const RemapParams&) const = default;
};

/// Names what is out of range: window, group, chunk ≥ 1, leak ≥ 1, 0 ≤ local < chunk.
Problems validateRemap(const RemapParams& params);

/// Δ' for a query at m and a key at n (both ≥ 0), or NaN where the key is masked.
double remappedDistance(const RemapParams& params, long long m, long long n);

/// Δ' for every query (row) and key (column) at these positions; NaN where masked.
Eigen::MatrixXd remappedDistances(const RemapParams& params, const Eigen::VectorXd& positions);

/// The largest Δ' that is not masked (0 for an empty or fully masked matrix).
double largestDistance(const Eigen::MatrixXd& distances);

/// RoPE's logits at the remapped distances: for query row m and key row n (unrotated, N × d),
/// scale·(g²Σ_i (A_i cos(Δ'θ_i) + B_i sin(Δ'θ_i)) + Σ_pass q_j k_j) with A_i = q_a k_a + q_b k_b,
/// B_i = q_a k_b − q_b k_a over pair i's components (a, b), θ_i after scaling, g the attention factor;
/// −∞ where Δ' is NaN.
/// cos and sin are taken once per distinct Δ'. scale 0: 1/√d.
Eigen::MatrixXd remappedLogits(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k,
                               const Eigen::MatrixXd& distances, double scale = 0);

} // namespace rope::core
