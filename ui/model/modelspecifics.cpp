// Model-specific readings and notes: what the model's code does with a config that the keys alone do not say.
#include "ui/model/modelspecifics.h"

#include "core/frequencies.h"
#include "core/validate.h"
#include "ui/model/numberformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace rope::model {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ModelConfig)
};

bool isOneOf(const QString& type, std::initializer_list<const char*> types)
{
    for (const char* t : types)
        if (type == QLatin1String(t))
            return true;
    return false;
}

// Qwen3-VL's Qwen3VLTextRotaryEmbedding (and Qwen3.5's, which derives from it) always calls
// apply_interleaved_mrope; the config's mrope_interleaved key is not read by that code.
void qwen3VlLayout(const QString& type, ModelConfig& c)
{
    if (c.mropeSection.empty() || !isOneOf(type, {"qwen3_vl", "qwen3_vl_text", "qwen3_vl_moe", "qwen3_vl_moe_text",
                                                  "qwen3_5", "qwen3_5_text", "qwen3_5_moe", "qwen3_5_moe_text"}))
        return;
    if (!c.mropeInterleaved && !c.mropeLayoutReason.isEmpty())
        c.warnings << Tr::tr("%1, but %2's code interleaves the M-RoPE sections whatever the flag says "
                             "(Qwen3VLTextRotaryEmbedding.apply_interleaved_mrope): read as interleaved")
                          .arg(c.mropeLayoutReason, type);
    c.mropeInterleaved = true;
    c.mropeLayoutReason =
        Tr::tr("%1's code always interleaves (Qwen3VLTextRotaryEmbedding.apply_interleaved_mrope)").arg(type);
}

// HunYuan (hunyuan_v1_dense, hunyuan_v1_moe): with rope_scaling {"type": "dynamic", "alpha": α} the model's
// rotary embedding computes base' = rope_theta · α^(d/(d−2)) once ("DynamicNTKAlphaRotary"), attention
// factor 1; it never grows the base with the sequence as Hugging Face's dynamic NTK does.
void hunyuanAlpha(const QString& type, JsonFields& scaling, ModelConfig& c)
{
    core::Scaling& s = c.rope.scaling;
    if (!type.startsWith(QLatin1String("hunyuan")) || s.method != core::ScalingMethod::DynamicNtk ||
        !scaling.has("alpha"))
        return;
    const double alpha = scaling.number("alpha");
    if (!(alpha > 0) || !std::isfinite(alpha))
        throw Error{{}, Tr::tr("%1 must be a positive number, got %2").arg(scaling.pathOf("alpha")).arg(alpha)};
    QStringList unused{Tr::tr("rope_scaling.factor (%1)").arg(s.factor)};
    for (const char* key : {"beta_fast", "beta_slow", "mscale", "mscale_all_dim"})
        if (scaling.has(key))
            unused << QLatin1String(key);
    s.method = core::ScalingMethod::NtkAware;
    s.factor = alpha;
    const int d = c.rope.frequencyDims();
    c.notes << Tr::tr("HunYuan's rope_scaling type \"dynamic\" with alpha is not Hugging Face's dynamic NTK (whose "
                      "base grows with the sequence): its code fixes one NTK-aware base for every position, "
                      "base' = rope_theta · alpha^(d/(d−2)) = %1 · %2^(%3/%4) = %5, attention factor 1; "
                      "it does not use %6")
                   .arg(formatNumber(c.rope.base, 10), formatNumber(alpha, 10))
                   .arg(d)
                   .arg(d - 2)
                   .arg(formatNumber(c.rope.base * std::pow(alpha, double(d) / (d - 2)), 8))
                   .arg(unused.join(QStringLiteral(", ")));
}

// YaRN with beta_fast = beta_slow (Kimi K2-0905: both 1): find_correction_dim gives the same pair
// index for both ends, so the ramp is one step from "keep θ_i" to "θ_i / factor".
void singleStepYarn(ModelConfig& c)
{
    const core::Scaling& s = c.rope.scaling;
    if (s.method != core::ScalingMethod::Yarn || s.betaFast != s.betaSlow || !core::validate(c.rope).empty())
        return;
    const int dims = c.rope.frequencyDims();
    const double at = core::yarnCorrectionDim(s.betaFast, dims, c.rope.base, s.originalContext());
    const core::FrequencyTable t = core::frequencies(c.rope);
    int kept = 0, blended = 0;
    for (core::Band b : t.bands) {
        kept += b == core::Band::Unchanged ? 1 : 0;
        blended += b == core::Band::Blended ? 1 : 0;
    }
    const int pairs = int(t.bands.size());
    const QString split = kept == 0       ? Tr::tr("every pair is divided by the factor %1").arg(s.factor)
                          : kept == pairs ? Tr::tr("every pair keeps θ_i")
                                          : Tr::tr("pairs 0–%1 keep θ_i and pairs %2–%3 are divided by the factor %4")
                                                .arg(kept - 1)
                                                .arg(kept + blended)
                                                .arg(pairs - 1)
                                                .arg(s.factor);
    c.notes << Tr::tr("beta_fast = beta_slow = %1: both ends of YaRN's ramp fall at the same pair index, "
                      "find_correction_dim = %2 · ln(%3 / (2π · %1)) / (2 ln %4) = %5%6, so the ramp is one step: "
                      "%7%8")
                   .arg(s.betaFast)
                   .arg(dims)
                   .arg(s.originalContext())
                   .arg(formatNumber(c.rope.base, 10), formatNumber(at, 5),
                        s.truncate ? Tr::tr(" (rounded to %1 … %2)").arg(std::floor(at)).arg(std::ceil(at)) : QString(),
                        split, blended > 0 ? Tr::tr(", %1 blended").arg(blended) : Tr::tr(", none blended"));
}

// MiniMax-M2 writes rotary_dim; transformers' MiniMaxM2Config turns it into partial_rotary_factor =
// rotary_dim / head_dim, and its rotary embedding (Glm4MoeRotaryEmbedding) turns the first dims.
void minimaxRotaryDim(const QString& type, ModelConfig& c)
{
    if (!type.startsWith(QLatin1String("minimax_m2")) || c.rope.rotaryDims() == c.rope.headDim ||
        !c.rotarySource.startsWith(QLatin1String("rotary_dim")))
        return;
    const int r = c.rope.rotaryDims(), d = c.rope.headDim;
    c.notes << Tr::tr(
                   "MiniMax-M2 gives rotary_dim = %1 where most configs give partial_rotary_factor: transformers' "
                   "MiniMaxM2Config reads it as partial_rotary_factor = rotary_dim / head_dim = %1 / %2 = %3, and "
                   "the first %1 dims turn (rotate_half within them, θ_i = base^(−2i/%1)); the other %4 pass through")
                   .arg(r)
                   .arg(d)
                   .arg(double(r) / d)
                   .arg(d - r);
}

// Llama 4 (Llama4TextAttention): with use_qk_norm, the RoPE layers pass q and k through
// Llama4TextL2Norm after RoPE: x / √(mean(x²) + eps), no weight. NoPE layers do not.
void llama4QkNorm(const QString& type, JsonFields& top, ModelConfig& c)
{
    if (!type.startsWith(QLatin1String("llama4")) || !top.has("use_qk_norm"))
        return;
    c.qkNormAfterRope = top.boolean("use_qk_norm");
    if (!c.qkNormAfterRope)
        return;
    const int d = c.rope.headDim;
    c.notes << Tr::tr("use_qk_norm: on the RoPE layers, q and k are normalised after RoPE by Llama4TextL2Norm, "
                      "x / √(mean(x²) + eps) with no weight, so each rotated q and k has length √%1 (up to eps) and "
                      "q·k/√%1 = √%1 · cos(angle between them): only the angle between rotated q and k sets the "
                      "logit; the NoPE layers skip the norm")
                   .arg(d);
}

// GPT-OSS (GptOssAttention): one learned sink logit per head, the weights `sinks` (not in config.json),
// joins each softmax row and is dropped after it (eager_attention_forward: probs[..., :-1]).
void gptOssSinks(const QString& type, ModelConfig& c)
{
    if (type != QLatin1String("gpt_oss"))
        return;
    c.attentionSinks = true;
    c.notes << Tr::tr("GPT-OSS learns one attention sink per head (the weights `sinks`, %1 numbers in the checkpoint, "
                      "not in config.json): the softmax runs over each row's logits plus the head's sink s_h, and the "
                      "sink's column is dropped after it, so w_j = exp(x_j) / (Σ_k exp(x_k) + exp(s_h)) and a row sums "
                      "to less than 1 (compute attention --sink-logit and the Attention sinks view show it)")
                   .arg(c.attentionHeads > 0 ? QString::number(c.attentionHeads) : Tr::tr("num_attention_heads"));
}

// DeepSeek-V3.2 (DeepseekV32Indexer; DeepSeek-V3.2-Exp's model.py after its fix of 2025-11-18): the
// lightning indexer scores keys with its own small heads and rotates the first qk_rope_head_dim of
// their index_head_dim components half-split (rotate_half), while multi-head latent attention keeps
// DeepSeek-V3's interleaved rope dims. GLM-5's config says which with indexer_rope_interleave.
void sparseIndexer(JsonFields& top, ModelConfig& c)
{
    if (!top.has("index_head_dim"))
        return;
    ModelConfig::SparseIndexer x;
    x.headDim = int(top.integer("index_head_dim", 1, 1 << 20));
    x.heads = top.has("index_n_heads") ? int(top.integer("index_n_heads", 1, 1 << 20)) : 0;
    x.topk = top.has("index_topk") ? int(top.integer("index_topk", 1, 1LL << 40)) : 0;
    x.ropeDims = std::min(c.rope.rotaryDims(), x.headDim);
    if (top.has("indexer_rope_interleave")) {
        x.pairing = top.boolean("indexer_rope_interleave") ? core::Pairing::Interleaved : core::Pairing::HalfSplit;
        x.pairingReason =
            Tr::tr("indexer_rope_interleave = %1")
                .arg(x.pairing == core::Pairing::Interleaved ? QStringLiteral("true") : QStringLiteral("false"));
    } else {
        x.pairingReason = Tr::tr("DeepSeek's indexer rotates half-split (rotate_half): its code was fixed on "
                                 "2025-11-18, when an interleaved indexer had lost accuracy only at long context");
    }
    const bool differs = x.pairing != c.rope.pairing;
    c.notes << Tr::tr("sparse-attention indexer: %1 heads of %2 dims pick the %3 keys each query attends to; it "
                      "rotates its first %4 dims %5 (%6)%7")
                   .arg(x.heads > 0 ? QString::number(x.heads) : Tr::tr("index_n_heads"))
                   .arg(x.headDim)
                   .arg(x.topk > 0 ? QString::number(x.topk) : Tr::tr("index_topk"))
                   .arg(x.ropeDims)
                   .arg(x.pairing == core::Pairing::Interleaved ? Tr::tr("interleaved") : Tr::tr("half-split"))
                   .arg(x.pairingReason)
                   .arg(differs ? Tr::tr(": one model, two pairings; with the indexer paired as the main attention, "
                                         "scores agree at Δ = 0 and part after it, and the indexer only chooses once "
                                         "the context passes index_topk, so the error shows only at long context")
                                : QString());
    c.indexer = x;
}

} // namespace

void readModelSpecifics(const QString& type, JsonFields& top, JsonFields& scaling, ModelConfig& c)
{
    qwen3VlLayout(type, c);
    hunyuanAlpha(type, scaling, c);
    singleStepYarn(c);
    minimaxRotaryDim(type, c);
    llama4QkNorm(type, top, c);
    gptOssSinks(type, c);
    sparseIndexer(top, c);
}

} // namespace rope::model
