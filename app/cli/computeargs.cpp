// Reading `compute`'s options into core's value types, each checked with one clear sentence.
#include "app/cli/computeargs.h"

#include "app/cli/listparse.h"
#include "core/validate.h"
#include "ui/model/expected.h"
#include "ui/model/messages.h"
#include "ui/model/modelconfig.h"
#include "ui/model/names.h"
#include "ui/model/npyfile.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ComputeArgs)
};

constexpr qint64 kMaxListItems = 10'000'000;

[[noreturn]] void fail(const QString& message) { throw ui::Error{{}, message}; }

} // namespace

void require(const core::Problems& problems)
{
    if (!problems.empty())
        fail(ui::describe(problems));
}

const std::vector<OptionSpec>& computeOptionSpecs()
{
    static const std::vector<OptionSpec> specs = {
        {"config", "file",
         QT_TRANSLATE_NOOP("ComputeArgs",
                           "Take the RoPE parameters from a Hugging Face config.json (options below still override).")},
        {"head-dim", "d", QT_TRANSLATE_NOOP("ComputeArgs", "Head dimension d, even (default 64).")},
        {"rotary-dim", "d_rot",
         QT_TRANSLATE_NOOP("ComputeArgs", "Partial rotary: rotate only the first d_rot components (default all).")},
        {"base", "b", QT_TRANSLATE_NOOP("ComputeArgs", "Base of θ_i = base^(−2i/d), > 1 (default 10000).")},
        {"pairing", "scheme",
         QT_TRANSLATE_NOOP("ComputeArgs", "interleaved (2i, 2i+1) or half-split (i, i+d/2) (default interleaved).")},
        {"theta", "θ",
         QT_TRANSLATE_NOOP("ComputeArgs", "Every pair turns by θ radians per position (the 2-D toy); accepts pi/2.")},
        {"scaling", "method",
         QT_TRANSLATE_NOOP("ComputeArgs", "none, linear, ntk, dynamic, yarn, llama3 or longrope (default none).")},
        {"factor", "s", QT_TRANSLATE_NOOP("ComputeArgs", "Scaling factor s (α for ntk).")},
        {"original-max-position-embeddings", "L0", QT_TRANSLATE_NOOP("ComputeArgs", "Pre-training context length L₀.")},
        {"max-position-embeddings", "L", QT_TRANSLATE_NOOP("ComputeArgs", "Extended context length.")},
        {"seq-len", "L",
         QT_TRANSLATE_NOOP("ComputeArgs",
                           "Current sequence length (dynamic NTK; LongRoPE picks the long list above L₀).")},
        {"beta-fast", "β", QT_TRANSLATE_NOOP("ComputeArgs", "YaRN β_fast (default 32).")},
        {"beta-slow", "β", QT_TRANSLATE_NOOP("ComputeArgs", "YaRN β_slow (default 1).")},
        {"mscale", "x", QT_TRANSLATE_NOOP("ComputeArgs", "YaRN mscale (DeepSeek style attention factor).")},
        {"mscale-all-dim", "x", QT_TRANSLATE_NOOP("ComputeArgs", "YaRN mscale_all_dim.")},
        {"truncate", "true|false",
         QT_TRANSLATE_NOOP("ComputeArgs", "YaRN: round the correction range to whole pairs (default true).")},
        {"low-freq-factor", "x", QT_TRANSLATE_NOOP("ComputeArgs", "Llama 3 low_freq_factor (default 1).")},
        {"high-freq-factor", "x", QT_TRANSLATE_NOOP("ComputeArgs", "Llama 3 high_freq_factor (default 4).")},
        {"short-factor", "list",
         QT_TRANSLATE_NOOP("ComputeArgs", "LongRoPE short factors, one per pair, comma separated.")},
        {"long-factor", "list",
         QT_TRANSLATE_NOOP("ComputeArgs", "LongRoPE long factors, one per pair, comma separated.")},
        {"attention-factor", "g",
         QT_TRANSLATE_NOOP("ComputeArgs", "Explicit attention factor (multiplies cos and sin).")},
        {"precision", "fmt",
         QT_TRANSLATE_NOOP("ComputeArgs", "fp64, fp32, bf16 or fp16 (default fp64; bf16/fp16 are emulated).")},
        {"positions", "list",
         QT_TRANSLATE_NOOP("ComputeArgs", "Token positions, e.g. 0:16 or 0,5,9 (ranges a:b exclude b).")},
        {"deltas", "list", QT_TRANSLATE_NOOP("ComputeArgs", "Relative positions Δ = m − n, e.g. -64:65.")},
        {"m", "m", QT_TRANSLATE_NOOP("ComputeArgs", "Query position m (default 1).")},
        {"n", "n", QT_TRANSLATE_NOOP("ComputeArgs", "Key position n (default 0).")},
        {"mask", "kind", QT_TRANSLATE_NOOP("ComputeArgs", "none or causal (key n visible iff n ≤ m) (default none).")},
        {"encoding", "kind", QT_TRANSLATE_NOOP("ComputeArgs", "rope, none or sinusoidal (additive) (default rope).")},
        {"input", "file", QT_TRANSLATE_NOOP("ComputeArgs", "Input matrix (.npy, shape (N, d) or (d)).")},
        {"q", "file|list",
         QT_TRANSLATE_NOOP("ComputeArgs", "Queries: .npy file (N, d) or (d), or an inline list 1,0.")},
        {"k", "file|list", QT_TRANSLATE_NOOP("ComputeArgs", "Keys: .npy file (N, d) or (d), or an inline list.")},
        {"v", "file|list", QT_TRANSLATE_NOOP("ComputeArgs", "Values: .npy file (N, d_v).")},
        {"wq", "file", QT_TRANSLATE_NOOP("ComputeArgs", "W_Q projection (.npy, d × D): q = W_Q x.")},
        {"wk", "file", QT_TRANSLATE_NOOP("ComputeArgs", "W_K projection (.npy, d × D): k = W_K x.")},
        {"xm", "file|list", QT_TRANSLATE_NOOP("ComputeArgs", "Token x_m at the query position (with --wq).")},
        {"xn", "file|list", QT_TRANSLATE_NOOP("ComputeArgs", "Token x_n at the key position (with --wk).")},
        {"source", "kind",
         QT_TRANSLATE_NOOP("ComputeArgs",
                           "Generated q/k/v when no files are given: random, constant or lookback (default random).")},
        {"seed", "s", QT_TRANSLATE_NOOP("ComputeArgs", "Seed for generated content (default 0).")},
        {"look-back", "Δ", QT_TRANSLATE_NOOP("ComputeArgs", "Δ at which the lookback source attends (default 4).")},
        {"form", "kind",
         QT_TRANSLATE_NOOP("ComputeArgs",
                           "rotate-half (default), complex or matrix: which formulation computes the rotation.")},
        {"per-pair", nullptr, QT_TRANSLATE_NOOP("ComputeArgs", "Also output every pair's term per Δ.")},
        {"weights", nullptr,
         QT_TRANSLATE_NOOP("ComputeArgs", "Also output the explicit N×N weights (default when N ≤ 2048).")},
        {"heads", "H", QT_TRANSLATE_NOOP("ComputeArgs", "Number of heads stacked in the weight rows (default 1).")},
        {"inverse", nullptr, QT_TRANSLATE_NOOP("ComputeArgs", "Hugging Face → Meta instead of Meta → Hugging Face.")},
        {"out", "file",
         QT_TRANSLATE_NOOP("ComputeArgs", "Write to FILE: .json (everything), .npy or .csv (one array, see --field).")},
        {"field", "name",
         QT_TRANSLATE_NOOP("ComputeArgs", "The array written to .npy/.csv (default: the subcommand's main result).")},
    };
    return specs;
}

bool ComputeArgs::isSet(const char* name) const { return m_parser.isSet(QString::fromLatin1(name)); }

QString ComputeArgs::text(const char* name, const QString& fallback) const
{
    return isSet(name) ? m_parser.value(QString::fromLatin1(name)).trimmed() : fallback;
}

double ComputeArgs::number(const char* name, double fallback) const
{
    if (!isSet(name))
        return fallback;
    bool ok = false;
    const QString value = text(name);
    const double v = value.toDouble(&ok);
    if (!ok)
        fail(Tr::tr("--%1: '%2' is not a number").arg(QLatin1String(name), value));
    return v;
}

int ComputeArgs::integer(const char* name, int fallback) const
{
    if (!isSet(name))
        return fallback;
    bool ok = false;
    const QString value = text(name);
    const int v = value.toInt(&ok);
    if (!ok)
        fail(Tr::tr("--%1: '%2' is not an integer in range").arg(QLatin1String(name), value));
    return v;
}

bool ComputeArgs::boolean(const char* name, bool fallback) const
{
    if (!isSet(name))
        return fallback;
    const QString value = text(name).toLower();
    if (value == QLatin1String("true") || value == QLatin1String("1"))
        return true;
    if (value == QLatin1String("false") || value == QLatin1String("0"))
        return false;
    fail(Tr::tr("--%1: '%2' is not true or false").arg(QLatin1String(name), value));
}

namespace {

// --name KEY for an enum, by its name table (ui/model/names.h).
template <typename Enum>
Enum choose(const ComputeArgs& args, const char* name, Enum fallback)
{
    if (!args.isSet(name))
        return fallback;
    const QString value = args.text(name).toLower();
    if (const auto chosen = ui::fromNameKey<Enum>(value))
        return *chosen;
    fail(Tr::tr("--%1: '%2' is not one of %3")
             .arg(QLatin1String(name), value.left(40), ui::nameKeys<Enum>().join(QStringLiteral(", "))));
}

std::vector<double> factorList(const ComputeArgs& args, const char* name)
{
    if (!args.isSet(name))
        return {};
    const auto list = parseNumberList(args.text(name), 1 << 16);
    if (!list)
        throw list.error().within(QStringLiteral("--%1").arg(QLatin1String(name)));
    return {list->data(), list->data() + list->size()};
}

} // namespace

core::RopeParams ComputeArgs::ropeParams() const
{
    using core::ScalingMethod;
    core::RopeParams p;
    if (isSet("config")) {
        const auto config = ui::loadModelConfig(text("config"));
        if (!config)
            throw config.error().within(QStringLiteral("--config"), QStringLiteral(": "));
        p = config->rope;
    }
    // Every option falls back to what is there already: the defaults, or the model's config.
    p.headDim = integer("head-dim", p.headDim);
    p.rotaryDim = integer("rotary-dim", p.rotaryDim);
    p.base = number("base", p.base);
    p.pairing = choose(*this, "pairing", p.pairing);
    if (isSet("theta")) {
        const auto theta = parseAngle(text("theta"));
        if (!theta)
            fail(Tr::tr("--theta: '%1' is not an angle (a number, or a form like pi/2)").arg(text("theta")));
        p.thetaOverride = *theta;
    }

    core::Scaling& s = p.scaling;
    // Hugging Face writes "default" for no scaling.
    s.method = text("scaling").toLower() == QLatin1String("default") ? ScalingMethod::None
                                                                     : choose(*this, "scaling", s.method);
    s.factor = number("factor", s.factor);
    s.originalMaxPositionEmbeddings = integer("original-max-position-embeddings", s.originalMaxPositionEmbeddings);
    s.maxPositionEmbeddings = integer("max-position-embeddings", s.maxPositionEmbeddings);
    s.seqLen = integer("seq-len", s.seqLen);
    s.betaFast = number("beta-fast", s.betaFast);
    s.betaSlow = number("beta-slow", s.betaSlow);
    s.mscale = number("mscale", s.mscale);
    s.mscaleAllDim = number("mscale-all-dim", s.mscaleAllDim);
    s.truncate = boolean("truncate", s.truncate);
    s.lowFreqFactor = number("low-freq-factor", s.lowFreqFactor);
    s.highFreqFactor = number("high-freq-factor", s.highFreqFactor);
    if (isSet("short-factor"))
        s.shortFactor = factorList(*this, "short-factor");
    if (isSet("long-factor"))
        s.longFactor = factorList(*this, "long-factor");
    if (isSet("attention-factor"))
        s.attentionFactor = number("attention-factor", 1.0);
    require(core::validate(p));
    return p;
}

core::Precision ComputeArgs::precision() const { return choose(*this, "precision", core::Precision::Fp64); }

core::Mask ComputeArgs::mask() const { return choose(*this, "mask", core::Mask::None); }

core::Encoding ComputeArgs::encoding() const { return choose(*this, "encoding", core::Encoding::Rope); }

core::ContentSpec ComputeArgs::contentSpec() const
{
    core::ContentSpec spec;
    spec.source = choose(*this, "source", spec.source);
    const int seed = integer("seed", 0);
    if (seed < 0)
        fail(Tr::tr("--seed must not be negative"));
    spec.seed = std::uint64_t(seed);
    spec.lookBack = integer("look-back", spec.lookBack);
    return spec;
}

Eigen::VectorXd ComputeArgs::indexList(const char* name, const QString& fallback) const
{
    const auto list = parseIndexList(text(name, fallback), kMaxListItems, qint64(core::limits::maxAbsPosition));
    if (!list)
        throw list.error().within(QStringLiteral("--%1").arg(QLatin1String(name)));
    // Positions and Δ are rounded to the chosen format along with the angles.
    require(core::checkPositions(*list, name, precision()));
    return *list;
}

Eigen::VectorXd ComputeArgs::positions(const char* name, const QString& fallback, Eigen::Index count) const
{
    Eigen::VectorXd p = indexList(name, fallback);
    if (count > 0 && p.size() != count)
        fail(Tr::tr("--%1 lists %2 positions but the input has %3 rows")
                 .arg(QLatin1String(name))
                 .arg(p.size())
                 .arg(count));
    return p;
}

core::RowMatrixXd ComputeArgs::matrix(const char* name, Eigen::Index requiredCols) const
{
    const QString value = text(name);
    core::RowMatrixXd m;
    if (QFileInfo::exists(value) || value.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive)) {
        auto load = ui::loadNpyMatrix(value);
        if (!load)
            throw load.error().within(QStringLiteral("--%1").arg(QLatin1String(name)), QStringLiteral(": "));
        m = std::move(*load);
    } else {
        const auto list = parseNumberList(value, 1 << 20);
        if (!list)
            fail(Tr::tr("--%1: '%2' is neither a .npy file nor a number list (%3)")
                     .arg(QLatin1String(name), value.left(40), list.message()));
        m = list->transpose();
    }
    if (requiredCols > 0 && m.cols() != requiredCols)
        fail(Tr::tr("--%1 has %2 columns but the head dimension d is %3")
                 .arg(QLatin1String(name))
                 .arg(m.cols())
                 .arg(requiredCols));
    require(core::checkMatrix(m, name, 0));
    return m;
}

Eigen::VectorXd ComputeArgs::vector(const char* name, Eigen::Index requiredSize) const
{
    const core::RowMatrixXd m = matrix(name, requiredSize);
    if (m.rows() != 1)
        fail(Tr::tr("--%1 must be one vector (shape (d) or (1, d)), got %2 rows")
                 .arg(QLatin1String(name))
                 .arg(m.rows()));
    return m.row(0).transpose();
}

} // namespace rope::app
