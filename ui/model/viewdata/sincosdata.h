#pragma once
// "Where do RoPE's sin and cos come from?" (《重读 Transformer 升级之路（2）》 §3 and §8; cheat sheet
// q1, q4, q6), computed off the GUI thread: one table of angles m·θᵢ, and its two uses for one pair —
// the sinusoidal encoding adds p = [sin mθᵢ, cos mθᵢ] to the content (a new length), RoPE puts the
// same two numbers into R(mθᵢ) and turns the query (the same length).

#include "ui/model/results.h"
#include "ui/model/resultsinput.h"

#include <memory>

namespace rope::model {

struct SinCosRequest {
    ResultsInput results;
    int pair = 0;
    bool operator==(const SinCosRequest&) const = default;
};

struct SinCosData {
    static constexpr int kMaxRows = 64; ///< positions in the table
    SinCosRequest request;
    int pair = 0; ///< clamped to the pairs
    core::RowMatrixXf angles; ///< positions 0 … rows − 1 × pairs: m·θᵢ mod 2π
    double angle = 0; ///< m·θᵢ at the query position m (radians, not reduced)
    double sine = 0, cosine = 0; ///< sin(m·θᵢ), cos(m·θᵢ)
    Eigen::Vector2d content; ///< pair i of the content vector (the clocks' q at m)
    Eigen::Vector2d added; ///< content + [sin, cos]: the sinusoidal encoding
    Eigen::Vector2d rotated; ///< R(m·θᵢ) content: RoPE
    double contentLength = 0; ///< |q| (all d components)
    double addedLength = 0; ///< |q + p_m| with the whole sinusoidal vector
    double rotatedLength = 0; ///< |R_m q|
};

std::shared_ptr<const SinCosData> computeSinCos(const SinCosRequest& request, const core::Execution& execution);

} // namespace rope::model
