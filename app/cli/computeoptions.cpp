// The options `compute` knows, with their help text: one list for the parser, --help and the man page
// check. The RoPE parameters' options come from the field table (ui/model/fields.h).
#include "app/cli/computeargs.h"
#include "app/cli/computebias.h"
#include "app/cli/computelongcontext.h"

#include "ui/model/fields.h"
#include "ui/model/names.h"

#include <QCoreApplication>

namespace rope::app {

namespace {

// "none, linear, ntk, dynamic, yarn, llama3 or longrope (default none).": from the name table, so a
// new scaling method is listed without a word here.
QString scalingHelp()
{
    QStringList keys = model::nameKeys<core::ScalingMethod>();
    const QString last = keys.takeLast();
    return QCoreApplication::translate("ComputeArgs", "%1 or %2 (default %3).")
        .arg(keys.join(QStringLiteral(", ")), last, model::nameKey(core::ScalingMethod::None));
}

} // namespace

const std::vector<OptionSpec>& computeOptionSpecs()
{
    static const std::vector<OptionSpec> specs = [] {
        std::vector<OptionSpec> s = {
            {"config", "file",
             QT_TRANSLATE_NOOP(
                 "ComputeArgs",
                 "Take the RoPE parameters from a Hugging Face config.json (options below still override).")},
        };
        // The RoPE parameters: the field table's rows with an option (ui/model/fields.h).
        for (const model::Field& f : model::fields())
            if (f.option)
                s.push_back({f.option, f.valueName, f.help, f.help ? nullptr : scalingHelp});
        const std::vector<OptionSpec> rest = {
            {"precision", "fmt",
             QT_TRANSLATE_NOOP("ComputeArgs",
                               "fp64, fp32, bf16 or fp16 (default fp64; bf16/fp16 are emulated, correctly rounded); "
                               "fp32-hf and bf16-hf follow Hugging Face's code step by step (θ_i, angles and "
                               "cos/sin in float32, then q·cos + rotate_half(q)·sin and attention in float32 or "
                               "bfloat16), every scaling method.")},
            {"positions", "list",
             QT_TRANSLATE_NOOP("ComputeArgs", "Token positions, e.g. 0:16 or 0,5,9 (ranges a:b exclude b).")},
            {"deltas", "list", QT_TRANSLATE_NOOP("ComputeArgs", "Relative positions Δ = m − n, e.g. -64:65.")},
            {"m", "m", QT_TRANSLATE_NOOP("ComputeArgs", "Query position m (default 1).")},
            {"n", "n",
             QT_TRANSLATE_NOOP("ComputeArgs", "Key position n (default 0); dilution: the numbers of keys, a list.")},
            {"mask", "kind",
             QT_TRANSLATE_NOOP("ComputeArgs", "none or causal (key n visible iff n ≤ m) (default none); attention also "
                                              "takes streaming (StreamingLLM: --sink-tokens, --window).")},
            {"encoding", "kind",
             QT_TRANSLATE_NOOP("ComputeArgs",
                               "rope, none, sinusoidal or learned (added), t5, alibi or kerple (a bias on the "
                               "logits), xpos (default rope).")},
            {"input", "file",
             QT_TRANSLATE_NOOP("ComputeArgs", "Input matrix (.npy, shape (N, d) or (d)); - reads it from stdin.")},
            {"q", "file|list",
             QT_TRANSLATE_NOOP("ComputeArgs",
                               "Queries: .npy file (N, d) or (d), or an inline list 1,0; - reads stdin.")},
            {"k", "file|list", QT_TRANSLATE_NOOP("ComputeArgs", "Keys: .npy file (N, d) or (d), or an inline list.")},
            {"v", "file|list", QT_TRANSLATE_NOOP("ComputeArgs", "Values: .npy file (N, d_v).")},
            {"wq", "file", QT_TRANSLATE_NOOP("ComputeArgs", "W_Q projection (.npy, d × D): q = W_Q x.")},
            {"wk", "file", QT_TRANSLATE_NOOP("ComputeArgs", "W_K projection (.npy, d × D): k = W_K x.")},
            {"xm", "file|list", QT_TRANSLATE_NOOP("ComputeArgs", "Token x_m at the query position (with --wq).")},
            {"xn", "file|list", QT_TRANSLATE_NOOP("ComputeArgs", "Token x_n at the key position (with --wk).")},
            {"source", "kind",
             QT_TRANSLATE_NOOP(
                 "ComputeArgs",
                 "Generated q/k/v when no files are given: random, constant or lookback (default random).")},
            {"seed", "s", QT_TRANSLATE_NOOP("ComputeArgs", "Seed for generated content (default 0).")},
            {"look-back", "Δ", QT_TRANSLATE_NOOP("ComputeArgs", "Δ at which the lookback source attends (default 4).")},
            {"form", "kind",
             QT_TRANSLATE_NOOP("ComputeArgs",
                               "rotate-half (default), complex or matrix: which formulation computes the rotation.")},
            {"per-pair", nullptr, QT_TRANSLATE_NOOP("ComputeArgs", "Also output every pair's term per Δ.")},
            {"weights", nullptr,
             QT_TRANSLATE_NOOP("ComputeArgs", "Also output the explicit N×N weights (default when N ≤ 2048).")},
            {"heads", "H",
             QT_TRANSLATE_NOOP("ComputeArgs",
                               "Number of heads: stacked in the weight rows (permute, default 1), or that a bias is "
                               "made for (bias, default 8; attention, default 1).")},
            {"inverse", nullptr,
             QT_TRANSLATE_NOOP("ComputeArgs", "Hugging Face → Meta instead of Meta → Hugging Face.")},
            {"out", "file",
             QT_TRANSLATE_NOOP("ComputeArgs",
                               "Write to FILE: .json (everything), .npy or .csv (one array, see --field); - is "
                               "stdout (the default).")},
            {"format", "fmt",
             QT_TRANSLATE_NOOP("ComputeArgs",
                               "json, npy or csv: the format on stdout (default json); with --out FILE it must "
                               "agree with the suffix.")},
            {"field", "name",
             QT_TRANSLATE_NOOP("ComputeArgs",
                               "The array written to .npy/.csv (default: the subcommand's main result).")},
            {"dtype", "type", QT_TRANSLATE_NOOP("ComputeArgs", ".npy output: float64 (default) or float32.")},
            {"head", "h",
             QT_TRANSLATE_NOOP("ComputeArgs",
                               "Take head h of (H, N, d) .npy inputs, as saved from a (heads, tokens, d) tensor.")},
            {"max-memory", "size",
             QT_TRANSLATE_NOOP("ComputeArgs",
                               "Refuse computations estimated to need more memory than this, e.g. 16G (default 1GB).")},
            {"xpos-scale-base", "B",
             QT_TRANSLATE_NOOP(
                 "ComputeArgs",
                 "xPos on rotate, score, curve and attention: pair i of a query at m scaled by "
                 "ζ_i^((m−c)/B), of a key at n by ζ_i^(−(n−c)/B), ζ_i = (2i + 0.4d)/(1.4d) (the paper: 512; "
                 "default off).")},
            {"xpos-center", "c",
             QT_TRANSLATE_NOOP("ComputeArgs", "xPos centre c (default 0); scores do not depend on it.")},
            {"xpos-role", "role",
             QT_TRANSLATE_NOOP("ComputeArgs", "rotate with xPos: scale the rows as query (default) or key.")},
            {"thw", "t/h/w,…",
             QT_TRANSLATE_NOOP(
                 "ComputeArgs",
                 "M-RoPE on rotate, score and attention: one time/height/width position triple per token, "
                 "e.g. 0/0/0,1/0/1 (score: the query's, then the key's).")},
            {"mrope-section", "a,b,c",
             QT_TRANSLATE_NOOP("ComputeArgs",
                               "M-RoPE: pairs that take t, h and w (a + b + c = d/2), e.g. 16,24,24 (default: the "
                               "--config's mrope_section).")},
            {"mrope-layout", "kind",
             QT_TRANSLATE_NOOP("ComputeArgs",
                               "chunked (Qwen2-VL: blocks of a, b, c pairs) or interleaved (Qwen3-VL: pair i takes h "
                               "when i % 3 = 1 and i < 3b, w when i % 3 = 2 and i < 3c, else t).")},
            {"quiet", nullptr,
             QT_TRANSLATE_NOOP("ComputeArgs",
                               "No progress line on stderr (one is printed every two seconds once a command has "
                               "run for two).")},
            {"max-time", "seconds",
             QT_TRANSLATE_NOOP(
                 "ComputeArgs",
                 "Refuse computations estimated to take longer than this, e.g. 600 or 10m (default 30s).")},
        };
        s.insert(s.end(), rest.begin(), rest.end());
        const std::vector<OptionSpec>& bias = positionBiasOptionSpecs(); // computebias.h
        s.insert(s.end(), bias.begin(), bias.end());
        s.insert(s.end(), longContextOptionSpecs().begin(), longContextOptionSpecs().end());
        return s;
    }();
    return specs;
}

} // namespace rope::app
