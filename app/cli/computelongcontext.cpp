// `compute logit-scale`, `dilution`, `remap`, `base-bound`, and attention with a remap, a sink or a
// StreamingLLM cache. Formulas: core/logitscale.h, core/remap.h, core/sinks.h, core/basebound.h.
#include "app/cli/computelongcontext.h"

#include "app/cli/computeinputs.h"
#include "app/cli/failure.h"
#include "app/cli/listparse.h"
#include "core/basebound.h"
#include "core/logitscale.h"
#include "core/remap.h"
#include "core/sinks.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>
#include <limits>

namespace rope::app {

namespace {

using M = core::LogitScaleMethod;
using R = core::RemapMethod;
// Unqualified return types: lupdate reads "core::X f(…)" as a member of a class core and loses the
// translation context of the Tr::tr calls inside.
using LogitScaleParams = core::LogitScaleParams;
using RemapParams = core::RemapParams;

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ComputeCommand)
};

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// ---- logit multipliers ----------------------------------------------------------------------------

// Each method's options, as its config names them; the others are refused with it.
struct MethodOptions {
    core::LogitScaleMethod method;
    QStringList options;
};
const std::vector<MethodOptions>& methodOptions()
{
    static const std::vector<MethodOptions> table = {
        {M::Llama4, {"attn-scale", "floor-scale"}},
        {M::QwenLogn, {"train-length"}},
        {M::Ministral, {"llama-4-scaling-beta", "original-max-position-embeddings"}},
        {M::Yarn, {"factor", "mscale", "mscale-all-dim"}},
        {M::DeepSeek, {"factor", "mscale", "mscale-all-dim"}},
        {M::Ssmax, {"s", "train-length"}},
    };
    return table;
}

QStringList allMethodOptions()
{
    QStringList all;
    for (const MethodOptions& m : methodOptions())
        for (const QString& o : m.options)
            if (!all.contains(o))
                all << o;
    return all;
}

QStringList logitScaleKeys()
{
    QStringList keys;
    for (core::LogitScaleMethod m : core::logitScaleMethods())
        keys << QLatin1String(core::logitScaleMethodKey(m));
    return keys;
}

M logitScaleMethodOf(const QString& key)
{
    for (core::LogitScaleMethod m : core::logitScaleMethods())
        if (key == QLatin1String(core::logitScaleMethodKey(m)))
            return m;
    return core::LogitScaleMethod::None;
}

// The method named by `option` with its settings (defaults as the models ship them); None when the
// option is not given and not required.
LogitScaleParams logitScaleParams(const ComputeArgs& args, const char* option, bool required)
{
    if (!args.isSet(option)) {
        if (required)
            fail(Tr::tr("--%1: give a method, one of %2")
                     .arg(QLatin1String(option), logitScaleKeys().join(QStringLiteral(", "))));
        for (const QString& o : allMethodOptions())
            if (args.isSet(o.toLatin1().constData()))
                fail(Tr::tr("--%1 applies to a method given with --%2").arg(o, QLatin1String(option)));
        return {};
    }
    const QString key = args.choice(option, logitScaleKeys(), {});
    core::LogitScaleParams p = core::logitScaleDefaults(logitScaleMethodOf(key));
    QStringList own;
    for (const MethodOptions& m : methodOptions())
        if (m.method == p.method)
            own = m.options;
    for (const QString& o : allMethodOptions())
        if (!own.contains(o) && args.isSet(o.toLatin1().constData()))
            fail(Tr::tr("--%1 does not apply to --%2 %3 (it takes %4)")
                     .arg(o, QLatin1String(option), key, own.join(QStringLiteral(", "))));
    p.attnScale = args.number("attn-scale", p.attnScale);
    p.floorScale = args.number("floor-scale", p.floorScale);
    p.trainLength = args.number("train-length", p.trainLength);
    p.beta = args.number("llama-4-scaling-beta", p.beta);
    p.originalLength = args.number("original-max-position-embeddings", p.originalLength);
    p.factor = args.number("factor", p.factor);
    p.mscale = args.number("mscale", p.mscale);
    p.mscaleAllDim = args.number("mscale-all-dim", p.mscaleAllDim);
    p.ssmaxS = args.number("s", p.ssmaxS);
    require(core::validateLogitScale(p));
    return p;
}

// The settings a result used, named as the configs name them.
QJsonObject describeLogitScale(const core::LogitScaleParams& p)
{
    QJsonObject o{{"method", QLatin1String(core::logitScaleMethodKey(p.method))}};
    switch (p.method) {
    case M::None:
        break;
    case M::Llama4:
        o.insert("attn_scale", p.attnScale);
        o.insert("floor_scale", p.floorScale);
        break;
    case M::QwenLogn:
        o.insert("seq_length", p.trainLength);
        break;
    case M::Ministral:
        o.insert("llama_4_scaling_beta", p.beta);
        o.insert("original_max_position_embeddings", p.originalLength);
        break;
    case M::Yarn:
    case M::DeepSeek:
        o.insert("factor", p.factor);
        o.insert("mscale", p.mscale);
        o.insert("mscale_all_dim", p.mscaleAllDim);
        break;
    case M::Ssmax:
        o.insert("s", core::ssmaxScale(p));
        break;
    }
    return o;
}

void refuseNegative(const Eigen::VectorXd& values, const char* option, double least)
{
    for (double v : values)
        if (v < least)
            fail(Tr::tr("--%1: %2 is below %3").arg(QLatin1String(option)).arg(v).arg(least));
}

Cost smallCost(const QString& what, double numbers, double work)
{
    Cost c;
    c.what = what;
    c.bytes = 8 * numbers;
    c.jsonNumbers = numbers;
    c.seconds = work / 2e8;
    c.work = Tr::tr("%1 values").arg(work, 0, 'g', 2);
    return c;
}

// ---- remapped distances -------------------------------------------------------------------------

QStringList remapKeys()
{
    QStringList keys;
    for (core::RemapMethod m : core::remapMethods())
        keys << QLatin1String(core::remapMethodKey(m));
    return keys;
}

RemapParams remapParams(const ComputeArgs& args, const char* option)
{
    const QString key = args.choice(option, remapKeys(), {});
    core::RemapParams p;
    for (core::RemapMethod m : core::remapMethods())
        if (key == QLatin1String(core::remapMethodKey(m)))
            p.method = m;
    // Defaults as the models ship them; the inference-time methods have none to ship.
    const auto need = [&](const char* name) {
        if (!args.isSet(name))
            fail(Tr::tr("--%1 %2 needs --%3").arg(QLatin1String(option), key, QLatin1String(name)));
    };
    if (p.method == R::SelfExtend || p.method == R::ReRope || p.method == R::LeakyReRope)
        need("window");
    if (p.method == R::SelfExtend)
        need("group");
    if (p.method == R::LeakyReRope)
        need("leak");
    p.window = args.integer("window", p.method == R::Sliding ? 4096 : p.window); // Mistral-7B-v0.1
    p.group = args.integer("group", p.group);
    p.leak = args.number("leak", p.leak);
    p.chunk = args.integer("chunk", p.method == R::Dca ? 262144 : 8192); // Qwen2.5-1M, Llama 4
    p.local = args.integer("local", p.method == R::Dca ? 8192 : 0);
    require(core::validateRemap(p));
    return p;
}

QJsonObject describeRemap(const core::RemapParams& p)
{
    QJsonObject o{{"method", QLatin1String(core::remapMethodKey(p.method))}};
    if (p.method == R::Sliding || p.method == R::SelfExtend || p.method == R::ReRope || p.method == R::LeakyReRope)
        o.insert("window", p.window);
    if (p.method == R::SelfExtend)
        o.insert("group", p.group);
    if (p.method == R::LeakyReRope)
        o.insert("leak", p.leak);
    if (p.method == R::Chunked || p.method == R::Dca)
        o.insert("chunk", p.chunk);
    if (p.method == R::Dca)
        o.insert("local", p.local);
    return o;
}

core::RowMatrixXd rowMajor(const Eigen::MatrixXd& m) { return core::RowMatrixXd(m); }

Cost squareCost(const QString& what, double n, double perCell)
{
    Cost c;
    c.what = what;
    c.bytes = 5 * 8 * n * n; // distances, logits, weights and two scratch copies
    c.jsonNumbers = 3 * n * n;
    c.seconds = n * n * perCell / 1e9;
    c.work = Tr::tr("%1 cells").arg(n * n, 0, 'g', 2);
    return c;
}

} // namespace

// ---- the subcommands ----------------------------------------------------------------------------

void logitScaleCommand(const ComputeArgs& args, Output& out)
{
    const core::LogitScaleParams p = logitScaleParams(args, "method", true);
    const Eigen::VectorXd positions = args.indexList("positions", QStringLiteral("0,8191,8192,16384,65536,131072"));
    refuseNegative(positions, "positions", 0);
    args.afford(smallCost(Tr::tr("logit-scale at %1 positions").arg(positions.size()), 2.0 * positions.size(),
                          double(positions.size())));
    out.object("logit_scale", describeLogitScale(p));
    out.vector("positions", positions);
    out.vector("multiplier", core::logitMultipliers(p, positions), {QStringLiteral("position"), positions});
}

void dilutionCommand(const ComputeArgs& args, Output& out)
{
    const Eigen::VectorXd n = args.indexList("n", QStringLiteral("10,100,1000,10000"));
    refuseNegative(n, "n", 1);
    const double peak = args.number("peak", 3), rest = args.number("rest", -2);
    if (!std::isfinite(peak) || !std::isfinite(rest))
        fail(Tr::tr("--peak and --rest are finite logits"));
    const core::LogitScaleParams p = logitScaleParams(args, "logit-scale", false);
    args.afford(smallCost(Tr::tr("dilution at %1 key counts").arg(n.size()), 4.0 * n.size(), double(n.size())));
    Eigen::VectorXd plain(n.size()), scaled(n.size());
    for (Eigen::Index i = 0; i < n.size(); ++i) {
        plain[i] = core::peakWeight(n[i], peak, rest);
        scaled[i] = core::peakWeight(p, n[i], peak, rest);
    }
    const Axis keys{QStringLiteral("n"), n};
    out.scalar("peak", peak);
    out.scalar("rest", rest);
    out.vector("n", n);
    out.vector("max_weight", scaled, keys);
    if (p.method != core::LogitScaleMethod::None) {
        out.object("logit_scale", describeLogitScale(p));
        out.vector("multiplier", core::logitMultipliers(p, (n.array() - 1.0).matrix()), keys);
        out.vector("max_weight_unscaled", plain, keys);
    }
}

void remapCommand(const ComputeArgs& args, Output& out)
{
    const core::RemapParams p = remapParams(args, "method");
    const Eigen::VectorXd positions = args.indexList("positions", QStringLiteral("0:16"));
    refuseNegative(positions, "positions", 0);
    args.afford(squareCost(Tr::tr("remap with N = %1").arg(positions.size()), double(positions.size()), 5));
    const Eigen::MatrixXd d = core::remappedDistances(p, positions);
    out.object("remap", describeRemap(p));
    out.vector("positions", positions);
    out.scalar("largest_distance", core::largestDistance(d));
    out.matrix("relative_distance", rowMajor(d), {QStringLiteral("m"), positions}, {QStringLiteral("n"), positions});
}

void baseBoundCommand(const ComputeArgs& args, Output& out)
{
    const int d = args.integer("head-dim", 128);
    const double context = args.number("context", 32768);
    const auto bases = parseNumberList(args.text("bases", QStringLiteral("10000,500000,640000,1000000,1500000,"
                                                                         "1700000,1900000,10000000")),
                                       4096);
    if (!bases)
        throw bases.error().within(QStringLiteral("--bases"));
    for (double base : *bases)
        require(core::validateBaseBound(d, base, context));
    if (bases->size() == 0)
        require(core::validateBaseBound(d, 10000, context));
    Cost cost;
    cost.what = Tr::tr("base-bound for %1 bases up to L = %2").arg(bases->size()).arg(context);
    cost.bytes = 64.0 * bases->size() + 64.0 * d;
    cost.seconds = double(bases->size()) * (context + 1) * d / 2 / 1e9;
    cost.work = Tr::tr("%1 pair terms").arg(double(bases->size()) * (context + 1) * d / 2, 0, 'g', 2);
    cost.jsonNumbers = 4.0 * bases->size();
    args.afford(cost);
    const core::Execution execution = args.execution();
    Eigen::VectorXd minB(bases->size()), first(bases->size()), argMin(bases->size());
    double smallest = kNaN;
    for (Eigen::Index i = 0; i < bases->size(); ++i) {
        const core::BaseBoundScan scan = core::scanBaseBound(d, (*bases)[i], (long long)context, execution);
        minB[i] = scan.minB;
        argMin[i] = double(scan.argMin);
        first[i] = scan.firstNegative < 0 ? kNaN : double(scan.firstNegative);
        if (scan.firstNegative < 0 && !(smallest <= (*bases)[i]))
            smallest = (*bases)[i];
        execution.report(i + 1, bases->size());
    }
    const Axis base{QStringLiteral("base"), *bases};
    out.scalar("head_dim", d);
    out.scalar("context", std::floor(context));
    out.vector("bases", *bases);
    out.vector("min_B", minB, base);
    out.vector("argmin_m", argMin, base);
    out.vector("first_negative_m", first, base);
    out.scalar("smallest_passing_base", smallest);
}

bool longContextAttention(const ComputeArgs& args, Output& out)
{
    const bool streaming = args.text("mask") == QLatin1String("streaming");
    if (!streaming && !args.isSet("remap") && !args.isSet("sink-logit")) {
        for (const char* option : {"sink-tokens", "window", "group", "leak", "chunk", "local"})
            if (args.isSet(option))
                fail(Tr::tr("--%1 applies with --remap or --mask streaming").arg(QLatin1String(option)));
        return false;
    }
    if (streaming && args.isSet("remap"))
        fail(Tr::tr("--mask streaming numbers positions inside its cache; it takes no --remap"));
    if (args.precision() != core::Precision::Fp64 || args.xpos() || args.isSet("thw") ||
        args.text("encoding", QStringLiteral("rope")) != QLatin1String("rope"))
        fail(Tr::tr("--remap, --sink-logit and --mask streaming compute RoPE attention in fp64, without xPos or "
                    "--thw"));
    const core::RopeParams params = args.ropeParams();
    const Qkv in = loadQkv(args, params, true, [&](Eigen::Index rows, Eigen::Index) {
        args.afford(squareCost(Tr::tr("attention with N = %1").arg(rows), double(rows), 8.0 * params.headDim));
    });
    if (in.heads > 0)
        fail(Tr::tr("--remap, --sink-logit and --mask streaming take one head: pick it with --head"));
    const Eigen::VectorXd& positions = in.positions;
    refuseNegative(positions, "positions", 0);
    const Eigen::Index n = positions.size();

    Eigen::MatrixXd distances(n, n);
    if (streaming) {
        for (Eigen::Index i = 0; i + 1 < n; ++i)
            if (positions[i + 1] != positions[i] + 1)
                fail(Tr::tr("--mask streaming reads the tokens as one stream: --positions must be consecutive"));
        const int sinks = args.integer("sink-tokens", 4), window = args.integer("window", 1020);
        if (sinks < 0 || window < 1)
            fail(Tr::tr("--sink-tokens is 0 or more and --window 1 or more"));
        const core::StreamingCache cache = core::streamingCache(n, sinks, window);
        distances = cache.distance;
        out.object("streaming", QJsonObject{{"sink_tokens", sinks}, {"window", window}});
        out.matrix("cache_positions", rowMajor(cache.keyPosition), {QStringLiteral("m"), positions},
                   {QStringLiteral("n"), positions});
        out.vector("query_cache_positions", cache.queryPosition, {QStringLiteral("m"), positions});
    } else if (args.isSet("remap")) {
        const core::RemapParams p = remapParams(args, "remap");
        distances = core::remappedDistances(p, positions);
        out.object("remap", describeRemap(p));
    } else { // a sink on ordinary attention
        const bool causal = args.choice("mask", {"none", "causal"}, QStringLiteral("none")) == QLatin1String("causal");
        for (Eigen::Index i = 0; i < n; ++i)
            for (Eigen::Index j = 0; j < n; ++j)
                distances(i, j) = causal && positions[j] > positions[i] ? kNaN : positions[i] - positions[j];
    }
    const double scale = args.logitScale() > 0 ? args.logitScale() : 1.0 / std::sqrt(double(params.headDim));
    const Eigen::MatrixXd logits = core::remappedLogits(params, in.q, in.k, distances, scale);
    Eigen::MatrixXd weights;
    if (args.isSet("sink-logit")) {
        const double sink = args.number("sink-logit", 0);
        if (!std::isfinite(sink))
            fail(Tr::tr("--sink-logit is a finite logit"));
        core::SinkSoftmax s = core::sinkSoftmax(logits, sink);
        weights = std::move(s.weights);
        out.scalar("sink_logit", sink);
        out.vector("sink_weight", s.sink, {QStringLiteral("m"), positions});
    } else {
        weights = core::sinkSoftmax(logits, -std::numeric_limits<double>::infinity()).weights;
    }
    const Axis m{QStringLiteral("m"), positions}, k{QStringLiteral("n"), positions};
    out.object("params", describeParams(params));
    out.text("source", in.source);
    out.vector("positions", positions);
    out.scalar("logit_scale", scale);
    out.scalar("largest_distance", core::largestDistance(distances));
    out.matrix("relative_distance", rowMajor(distances), m, k);
    out.matrix("logits", rowMajor(logits), m, k);
    out.matrix("output", core::RowMatrixXd(weights * in.v), m, {QStringLiteral("component")});
    out.matrix("weights", rowMajor(weights), m, k);
    return true;
}

void describePartialTurns(const ComputeArgs& args, const core::FrequencyTable& table, Output& out)
{
    if (!args.isSet("train-length"))
        return;
    const double length = args.number("train-length", 0);
    if (!(length >= 1) || !std::isfinite(length))
        fail(Tr::tr("--train-length: a training length of 1 or more positions, got %1").arg(args.text("train-length")));
    const Eigen::VectorXd partial = (core::wavelengths(table.baseInvFreq).array() > length).cast<double>().matrix();
    out.scalar("train_length", length);
    out.vector("partial_turn", partial, {QStringLiteral("pair")});
    out.scalar("partial_turn_count", partial.sum());
}

// ---- option lists -------------------------------------------------------------------------------

const QStringList& logitScaleOptions()
{
    static const QStringList options = QStringList{"method", "positions"} + allMethodOptions();
    return options;
}

const QStringList& dilutionOptions()
{
    static const QStringList options = QStringList{"n", "peak", "rest", "logit-scale"} + allMethodOptions();
    return options;
}

const QStringList& remapOptions()
{
    static const QStringList options = {"method", "positions", "window", "group", "leak", "chunk", "local"};
    return options;
}

const QStringList& baseBoundOptions()
{
    static const QStringList options = {"head-dim", "context", "bases"};
    return options;
}

const QStringList& longContextAttentionOptions()
{
    static const QStringList options = {"remap", "window", "group",      "leak",
                                        "chunk", "local",  "sink-logit", "sink-tokens"};
    return options;
}

const std::vector<OptionSpec>& longContextOptionSpecs()
{
    static const std::vector<OptionSpec> specs = {
        {"method", "name",
         QT_TRANSLATE_NOOP("ComputeArgs",
                           "logit-scale: llama4, qwen-logn, ministral, yarn, deepseek or ssmax; remap: causal, "
                           "sliding, chunked, self-extend, rerope, leaky-rerope or dca.")},
        {"logit-scale", "method",
         QT_TRANSLATE_NOOP("ComputeArgs", "dilution: multiply the logits by this method's c(p) at p = n − 1 (the "
                                          "methods of logit-scale --method).")},
        {"attn-scale", "x", QT_TRANSLATE_NOOP("ComputeArgs", "Llama 4's attn_scale (default 0.1).")},
        {"floor-scale", "L", QT_TRANSLATE_NOOP("ComputeArgs", "Llama 4's floor_scale (default 8192).")},
        {"train-length", "L",
         QT_TRANSLATE_NOOP("ComputeArgs", "Qwen's seq_length for logn (default 8192); ssmax without --s: "
                                          "s = 1/ln L; frequencies: mark the pairs whose wavelength (before "
                                          "scaling) exceeds L.")},
        {"llama-4-scaling-beta", "β",
         QT_TRANSLATE_NOOP("ComputeArgs", "Ministral 3's llama_4_scaling_beta (default 0.1; its L₀ is "
                                          "--original-max-position-embeddings, default 16384).")},
        {"s", "s", QT_TRANSLATE_NOOP("ComputeArgs", "SSMax's s: logits × s·ln n (default 1/ln --train-length).")},
        {"peak", "A", QT_TRANSLATE_NOOP("ComputeArgs", "dilution: the one key's logit (default 3).")},
        {"rest", "B", QT_TRANSLATE_NOOP("ComputeArgs", "dilution: the other keys' logit (default −2).")},
        {"window", "W",
         QT_TRANSLATE_NOOP("ComputeArgs", "The window: sliding (default 4096), Self-Extend's neighbours, "
                                          "ReRoPE's cap; --mask streaming: recent tokens kept (default 1020).")},
        {"group", "G", QT_TRANSLATE_NOOP("ComputeArgs", "Self-Extend's group size.")},
        {"leak", "k", QT_TRANSLATE_NOOP("ComputeArgs", "Leaky ReRoPE: beyond W the distance grows by 1/k a step.")},
        {"chunk", "C",
         QT_TRANSLATE_NOOP(
             "ComputeArgs",
             "Chunked: Llama 4's attention_chunk_size (default 8192); dca: chunk_size (default 262144).")},
        {"local", "L", QT_TRANSLATE_NOOP("ComputeArgs", "dca: local_size (default 8192, as Qwen2.5-1M).")},
        {"remap", "method",
         QT_TRANSLATE_NOOP("ComputeArgs", "attention: feed RoPE the remapped distances of this remap --method.")},
        {"sink-logit", "S",
         QT_TRANSLATE_NOOP("ComputeArgs",
                           "attention: a learned sink logit joins every row's softmax and is dropped (GPT-OSS); "
                           "adds sink_weight per row.")},
        {"sink-tokens", "k", QT_TRANSLATE_NOOP("ComputeArgs", "--mask streaming: first tokens kept (default 4).")},
        {"context", "L", QT_TRANSLATE_NOOP("ComputeArgs", "base-bound: the context length L (default 32768).")},
        {"bases", "list", QT_TRANSLATE_NOOP("ComputeArgs", "base-bound: the bases to check, e.g. 1e4,5e5,1e6.")},
    };
    return specs;
}

} // namespace rope::app
