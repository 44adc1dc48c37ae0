#pragma once
// Position encodings that add a bias b_h(Δ) to head h's logits instead of changing q and k, and the
// learned absolute table. Δ = m − n as everywhere in the app (query at m, key at n):
//   s_{m,n} = q_m·k_n/√d + b_h(m − n)
//
// T5 (Raffel et al. 2020): b_h(Δ) = table[bucket(Δ), h], a learned table of num_buckets × heads. The
//   bucket is Hugging Face's `_relative_position_bucket` of relative_position = n − m = −Δ (memory
//   position minus context position): |Δ| < max_exact = B/2 (B = num_buckets, halved first when
//   bidirectional) gets its own bucket, larger |Δ| share logarithmic bins up to max_distance, and every
//   |Δ| ≥ max_distance the last one. Bidirectional: keys after the query (Δ < 0) use the upper half of
//   the buckets. Causal: Δ < 0 maps to bucket 0. The log is taken in float32, as PyTorch does.
// ALiBi (Press et al. 2022): b_h(Δ) = −slope_h·|Δ|, slope_h = 2^(−8(h+1)/H) for H a power of two; for
//   other H the 2^⌊log₂H⌋ slopes of that H, then every other slope of twice as many heads (BLOOM's
//   `build_alibi_tensor`). BLOOM adds slope_h·n instead: under a causal mask that differs from
//   −slope_h·Δ by slope_h·m, the same for a whole row, which softmax ignores.
// KERPLE-log (Chi et al. 2022): b_h(Δ) = −r1_h·ln(1 + r2_h·|Δ|), r1, r2 > 0 learned per head (the
//   reference code, causal, takes |Δ| = m − n on and below the diagonal).
// Learned absolute (GPT-2's wpe, OPT's embed_positions): a table P of L × d, row p added to the
//   content at position p; no row exists for p ≥ L.

#include "core/matrix.h"
#include "core/problem.h"

#include <cstdint>

namespace rope::core {

enum class BiasFamily { T5, Alibi, Kerple };

/// One head's (or every head's) relative bias. Per-head parameters are vectors of H entries.
struct RelativeBias {
    BiasFamily family = BiasFamily::Alibi;
    int heads = 8; ///< H
    int head = 0; ///< the head attention uses (0 … H − 1)
    int numBuckets = 32; ///< T5
    int maxDistance = 128; ///< T5
    bool bidirectional = true; ///< T5: buckets for keys after the query too
    RowMatrixXd table; ///< T5: num_buckets × H (relative_attention_bias.weight)
    Eigen::VectorXd slopes; ///< ALiBi: H slopes (alibiSlopes(H) unless given)
    Eigen::VectorXd r1, r2; ///< KERPLE: H each

    bool operator==(const RelativeBias&) const = default;

    /// b_h(Δ) for a validated bias.
    double at(double delta, int h) const;
    double at(double delta) const { return at(delta, head); }
};

/// Hugging Face T5's bucket for Δ = m − n (relative_position = −Δ).
int t5Bucket(std::int64_t delta, bool bidirectional, int numBuckets, int maxDistance);

/// ALiBi slopes for H heads, BLOOM's construction (powers of two and the interleaved extension).
Eigen::VectorXd alibiSlopes(int heads);

/// A relative bias with the family's defaults: ALiBi's slopes, KERPLE's r1 = r2 = 1 for every head,
/// a T5 table of N(0, 1) entries from the seed (an untrained model's: T5 initialises it so).
RelativeBias defaultBias(BiasFamily family, int heads, std::uint64_t seed = 0);

/// Problems with the parameters (sizes, signs, finiteness).
Problems validateBias(const RelativeBias& bias);

/// b_h(Δ) for every head (rows) and Δ (columns).
RowMatrixXd biasTable(const RelativeBias& bias, const Eigen::VectorXd& deltas);

/// A learned absolute table of `rows` positions × `dims`, N(0, 1/2) entries from the seed: the same
/// variance per component as the sinusoidal table (sin² + cos² = 1 per pair), an untrained one.
RowMatrixXd learnedPositionTable(Eigen::Index rows, Eigen::Index dims, std::uint64_t seed);

/// Positions the table has no row for (not whole, negative, ≥ rows), named by `field`.
Problems checkTablePositions(const RowMatrixXd& table, const Eigen::VectorXd& positions, const char* field);

} // namespace rope::core
