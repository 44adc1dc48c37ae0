#pragma once
// What the "two implementations" view draws, computed off the GUI thread: the same q and k scored
// under two RoPE conventions (pairing, direction, position offset, base) against Δ, the lengths of
// the rotated vectors, how far the rotated vectors themselves differ, and both logit maps.

#include "core/diagnose.h"
#include "ui/model/results.h"
#include "ui/model/resultsinput.h"

#include <memory>

namespace rope::model {

struct CompareRequest {
    ResultsInput results;
    core::Convention a, b; ///< rotaryDim and scaled follow the results' parameters

    bool operator==(const CompareRequest&) const = default;
};

struct CompareData {
    static constexpr int kMaxTokens = 64; ///< positions in the logit maps
    static constexpr int kMaxDelta = 4096;
    CompareRequest request;
    core::Problems problems; ///< why a convention cannot apply (then nothing else is filled)
    Eigen::VectorXd deltas; ///< −R … R, R = max(16, N) up to kMaxDelta
    Eigen::VectorXd scoreA, scoreB; ///< q̃·k̃ at Δ, key at n (not divided by √d)
    double differenceAtZero = 0; ///< |s_B(0) − s_A(0)|
    double maxDifference = 0; ///< max over Δ of |s_B − s_A|
    int firstDelta = -1; ///< the smallest |Δ| where the scores differ beyond rounding; −1: nowhere
    double normQ = 0, normA = 0, normB = 0; ///< ‖q‖, ‖R_A(m)·q‖, ‖R_B(m)·q‖
    double vectorDifference = 0; ///< max |R_A(m)·q − R_B(m)·q|: what `diagnose` reads
    int tokens = 0;
    PooledMap logitsA, logitsB; ///< q̃·k̃/√d over the first positions (masked cells −∞ when causal)
    double patternDifference = 0; ///< max |logits_B − logits_A| over visible cells
};

std::shared_ptr<const CompareData> computeCompare(const CompareRequest& request, const core::Execution& execution);

} // namespace rope::model
