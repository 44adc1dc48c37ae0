// The scaling block of a Hugging Face config.json: rope_scaling (or rope_parameters) into a ModelConfig.
#include "ui/model/modelscaling.h"

#include "core/params.h"
#include "ui/model/names.h"

#include <QCoreApplication>

#include <cmath>

namespace rope::model {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ModelConfig)
};

} // namespace

void readScaling(JsonFields& top, JsonFields& scaling, const QString& type, ModelConfig& c)
{
    using core::ScalingMethod;
    core::Scaling& s = c.rope.scaling;
    // The scaling name table knows Hugging Face's names ("default", "su"); "proportional" is Gemma 4's
    // placement of the rotated pairs, not a scaling of their frequencies.
    if (const auto method = fromNameKeyOrAlias<ScalingMethod>(type))
        s.method = *method;
    else if (type == QLatin1String("proportional"))
        c.rope.rotaryPlacement = core::RotaryPlacement::Proportional; // its factor, if any, is linear's
    else
        throw Error{{},
                    Tr::tr("unknown RoPE scaling type '%1' (known: %2)")
                        .arg(type, (nameKeysAndAliases<ScalingMethod>() << QStringLiteral("proportional"))
                                       .join(QStringLiteral(", ")))};

    // Hugging Face's code reads factor unguarded for these types (a missing one stops it with a
    // KeyError), and warns when it is below 1, which shrinks the context instead of extending it.
    const bool needsFactor = s.method == ScalingMethod::Linear || s.method == ScalingMethod::DynamicNtk ||
                             s.method == ScalingMethod::Yarn || s.method == ScalingMethod::Llama3;
    if (scaling.has("factor")) {
        s.factor = scaling.number("factor");
        if (c.rope.rotaryPlacement == core::RotaryPlacement::Proportional && s.factor != 1)
            s.method = ScalingMethod::Linear; // Hugging Face: inv_freq /= factor
        if (s.factor < 1 && s.method != ScalingMethod::None)
            c.warnings << Tr::tr("%1 is %2, below 1: Hugging Face warns that it must be ≥ 1 (the scaling "
                                 "then speeds the rotations up instead of slowing them down)")
                              .arg(scaling.pathOf("factor"))
                              .arg(s.factor);
    } else if (needsFactor) {
        throw Error{{},
                    Tr::tr("%1 is missing: %2 scaling needs it (Hugging Face's code stops without one)")
                        .arg(scaling.pathOf("factor"), type)};
    }
    if (scaling.has("original_max_position_embeddings"))
        c.originalMaxPositionEmbeddings = scaling.integer("original_max_position_embeddings", 0, kConfigIntLimit);
    if (scaling.has("low_freq_factor"))
        s.lowFreqFactor = scaling.number("low_freq_factor");
    if (scaling.has("high_freq_factor"))
        s.highFreqFactor = scaling.number("high_freq_factor");
    if (scaling.has("beta_fast"))
        s.betaFast = scaling.number("beta_fast");
    if (scaling.has("beta_slow"))
        s.betaSlow = scaling.number("beta_slow");
    if (scaling.has("mscale"))
        s.mscale = scaling.number("mscale");
    if (scaling.has("mscale_all_dim"))
        s.mscaleAllDim = scaling.number("mscale_all_dim");
    if (scaling.has("attention_factor"))
        s.attentionFactor = scaling.number("attention_factor");
    if (scaling.has("truncate")) {
        s.truncate = scaling.boolean("truncate");
    }
    if (scaling.has("short_factor"))
        s.shortFactor = scaling.numbers("short_factor");
    if (scaling.has("long_factor"))
        s.longFactor = scaling.numbers("long_factor");
    if (scaling.has("mrope_section"))
        for (double v : scaling.numbers("mrope_section")) {
            if (v != std::floor(v) || v < 0 || v > core::limits::maxHeadDim)
                throw Error{{},
                            Tr::tr("rope_scaling.mrope_section must list whole numbers of pairs (0 … %1), got %2")
                                .arg(core::limits::maxHeadDim)
                                .arg(v)};
            c.mropeSection.push_back(int(v));
        }
    if (scaling.has("mrope_interleaved")) {
        c.mropeInterleaved = scaling.boolean("mrope_interleaved");
        c.mropeLayoutReason = c.mropeInterleaved ? Tr::tr("%1: true").arg(scaling.pathOf("mrope_interleaved"))
                                                 : Tr::tr("%1: false").arg(scaling.pathOf("mrope_interleaved"));
    }
    if (scaling.has("llama_4_scaling_beta")) {
        const double beta = scaling.number("llama_4_scaling_beta");
        const int length = c.originalMaxPositionEmbeddings > 0 ? c.originalMaxPositionEmbeddings : 8192;
        if (beta == 0)
            c.notes << Tr::tr(
                           "llama_4_scaling_beta = 0: the query scale 1 + β · ln(1 + ⌊p / %1⌋) is exactly 1 at every "
                           "position, so this key changes nothing (a no-op, as in Devstral's configs)")
                           .arg(length);
        else
            c.notes << Tr::tr(
                           "queries are scaled by their position: 1 + β · ln(1 + ⌊p / %1⌋), β = llama_4_scaling_beta "
                           "= %2")
                           .arg(length)
                           .arg(beta);
    }
    // Phi-3 puts the pre-training context at the top level.
    if (top.has("original_max_position_embeddings"))
        c.originalMaxPositionEmbeddings = top.integer("original_max_position_embeddings", 0, kConfigIntLimit);
    s.originalMaxPositionEmbeddings = c.originalMaxPositionEmbeddings;
    s.maxPositionEmbeddings = c.maxPositionEmbeddings;
    // LongRoPE switches to the long list beyond L₀: show the extended context's frequencies.
    if (s.method == ScalingMethod::LongRope)
        s.seqLen = c.maxPositionEmbeddings;
    if (s.method == ScalingMethod::Llama3 && c.originalMaxPositionEmbeddings <= 0)
        throw Error{{}, Tr::tr("llama3 scaling needs rope_scaling.original_max_position_embeddings")};
}

// Gemma 4's "proportional" RoPE: int(factor · d // 2) of the d/2 pairs turn, at θ_i = base^(−2i/d)
// with the exponent over the whole head, and the rest have frequency zero (Hugging Face's
// _compute_proportional_rope_parameters).

} // namespace rope::model
