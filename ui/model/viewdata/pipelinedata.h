#pragma once
// Where RoPE acts in one attention head (《重读 Transformer 升级之路（2）》 §6), computed off the GUI
// thread for a few tokens so every matrix can be drawn:
//   x_m → q = W_Q x, k = W_K x, v = W_V x → q̃ = R_m q, k̃ = R_n k (v is not rotated)
//       → S = q̃ k̃ᵀ/√d → S + M (mask) → A = softmax → O = A V.
// R_m acts on one token's d features (a d × d block-diagonal matrix); the N × N scores are never
// rotated. And why V is not rotated: shift the whole sequence by s positions — the output does not
// change (the weights depend on m − n only), unless V is rotated too, which writes absolute
// positions into the values.

#include "ui/model/results.h"
#include "ui/model/resultsinput.h"

#include <memory>

namespace rope::model {

struct PipelineRequest {
    ResultsInput results;
    bool rotateV = false; ///< the variant the question of V is about
    int shift = 100; ///< positions the whole sequence moves by, for the shift test

    bool operator==(const PipelineRequest&) const = default;
};

struct PipelineData {
    static constexpr int kMaxTokens = 12; ///< tokens drawn (the counts below are for the full N)
    PipelineRequest request;
    int tokens = 0; ///< N drawn
    int position = 0; ///< the query token whose rotation R_m is drawn (m)
    int keyPosition = 0; ///< the key token whose rotation R_n is drawn (n)
    core::RowMatrixXd x; ///< tokens × D
    core::RowMatrixXd q, k, v; ///< tokens × d
    core::RowMatrixXd rotation; ///< R_m, d × d
    core::RowMatrixXd rotationKey; ///< R_n, d × d
    core::RowMatrixXd qRotated, kRotated, vUsed; ///< vUsed: v, or R_n v when V is rotated too
    core::RowMatrixXd scores; ///< S = q̃ k̃ᵀ/√d, tokens × tokens
    core::RowMatrixXd masked; ///< S + M: −∞ where masked
    core::RowMatrixXd weights; ///< softmax rows
    core::RowMatrixXd output; ///< A·V
    double shiftDifference = 0; ///< max |O(positions + s) − O(positions)| as drawn (V rotated or not)
    double shiftDifferencePlain = 0; ///< the same with V not rotated (≈ rounding)
    double shiftDifferenceRotated = 0; ///< the same with V rotated too (absolute positions leak)
    double rotationOrthogonality = 0; ///< max |R_mᵀR_m − I|: lengths are kept
    long long fullScores = 0; ///< N² for the full sequence N
    long long fullRotations = 0; ///< 2·N rotations of d numbers (3·N with V rotated too)
};

std::shared_ptr<const PipelineData> computePipeline(const PipelineRequest& request, const core::Execution& execution);

} // namespace rope::model
