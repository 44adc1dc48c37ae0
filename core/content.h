#pragma once
// Query/key/value content for demonstrations, reproducible from a seed:
//   Random    every position holds its own token, drawn from N(0, 1) (position-addressable: the
//             token at position p is the same whether N is 8 or 8192)
//   Constant  the same q at every position and the same k at every position (seed 000 §3: with
//             constant content, RoPE logits depend only on Δ, so every diagonal is constant)
//   LookBack  constant content built so the score peaks at Δ = lookBack: per pair q_i = (g, 0) and
//             k_i = R(lookBack·θ_i)·q_i, hence s(Δ) = g²·Σ_i cos((lookBack − Δ)θ_i), maximal at
//             Δ = lookBack; g is chosen so that the peak logit equals peakLogit.
// Values are always random rows.

#include "core/execution.h"
#include "core/frequencies.h"
#include "core/matrix.h"
#include "core/params.h"

#include <cstdint>

namespace rope::core {

enum class ContentSource { Random, Constant, LookBack };

struct ContentSpec {
    ContentSource source = ContentSource::Random;
    std::uint64_t seed = 0;
    int lookBack = 4; ///< Δ at which a look-back head attends
    double peakLogit = 8.0; ///< look-back head: logit at the peak
    bool operator==(const ContentSpec&) const = default;
};

struct Content {
    RowMatrixXd q; ///< N × d
    RowMatrixXd k; ///< N × d
    RowMatrixXd v; ///< N × d
};

/// Rows for positions 0 … n−1.
Content makeContent(const RopeParams& params, Eigen::Index n, const ContentSpec& spec);

enum class ContentRole { Query, Key, Value };
/// The content vector (length d) of one role at one position; row p of makeContent().
Eigen::VectorXd contentAt(const RopeParams& params, const ContentSpec& spec, ContentRole role, std::int64_t position);
/// The same with θ_i for these params given (the look-back head is built from them).
Eigen::VectorXd contentAt(const RopeParams& params, const FrequencyTable& freqs, const ContentSpec& spec,
                          ContentRole role, std::int64_t position);

/// Rows of one role for positions 0 … n−1 (the matching matrix of makeContent()), rows generated in
/// parallel: what a map needs without the other two roles.
RowMatrixXd contentMatrix(const RopeParams& params, const ContentSpec& spec, ContentRole role, Eigen::Index n,
                          const Execution& execution = {});

/// N(0, 1) samples from a 64-bit Mersenne Twister and Box–Muller, identical on every platform.
RowMatrixXd gaussianMatrix(Eigen::Index rows, Eigen::Index cols, std::uint64_t seed);

} // namespace rope::core
