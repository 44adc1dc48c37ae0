#pragma once
// What the scaling lab draws, computed off the GUI thread from the lab's own head and scaling: θ_i
// with and without the method (and, to compare, with every other method), then the effect beyond
// the training context L₀ — the score of a vector with itself out to L, and the logits over
// positions 0 … L sampled at kMapTokens positions — without and with the scaling.

#include "core/frequencies.h"
#include "core/params.h"
#include "ui/model/results.h"

#include <QString>

#include <memory>
#include <vector>

namespace rope::model {

struct ScalingLabRequest {
    core::RopeParams rope; ///< the lab's head and scaling (validated)
    bool overlay = false; ///< every other method, same factor and contexts

    bool operator==(const ScalingLabRequest&) const = default;
};

struct ScalingLabData {
    static constexpr int kMapTokens = 256; ///< positions sampled for the two logit maps
    static constexpr int kCurvePoints = 2001;

    ScalingLabRequest request;
    core::Problems problems; ///< why the lab's values cannot be shown (then nothing else is filled)
    core::FrequencyTable scaled, unscaled;
    struct Overlay {
        core::ScalingMethod method;
        Eigen::VectorXd invFreq;
    };
    std::vector<Overlay> overlays;
    Eigen::VectorXd deltas; ///< 0 … L, whole positions
    Eigen::VectorXd plainCurve, scaledCurve; ///< q·q-score without / with the scaling
    double stride = 1; ///< positions per map cell
    PooledMap plainMap, scaledMap; ///< logits over sampled positions 0 … L
    int turnsBefore = 0; ///< pairs completing a turn within L₀ without scaling
    int turnsAfter = 0; ///< … within L with it
};

/// The extended context L the lab looks at: max_position_embeddings, else the original context.
int extendedContext(const core::RopeParams& rope);

/// The lab's starting point for a method: a real model where one uses it — Llama 3.1 8B for llama3,
/// Phi-3.5-mini 128k for LongRoPE (both from the built-in presets) — else YaRN's paper setting, ×4
/// from a 4096 context on a Llama 2 head (d = 128, base 10⁴), with that method.
core::RopeParams realModelScaling(core::ScalingMethod method);

/// What the method does to θ_i, in one or two sentences with this head's numbers (translated).
QString scalingExplanation(const core::RopeParams& rope, const core::FrequencyTable& scaled);

std::shared_ptr<const ScalingLabData> computeScalingLab(const ScalingLabRequest& request,
                                                        const core::Execution& execution);

} // namespace rope::model
