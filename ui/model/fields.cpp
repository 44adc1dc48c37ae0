// The table of parameters and the strict JSON reading of one field.
#include "ui/model/fields.h"

#include "ui/model/jsonfields.h"
#include "ui/model/names.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace rope::model {

namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();
// Whole numbers in files are read within ±1e9 (no int overflow); validate() then applies the
// ranges that make sense. The seed is a 64-bit count with its own range.
constexpr long long kIntLimit = 1'000'000'000;
constexpr long long kMaxSeed = 9'000'000'000'000'000LL;

QJsonArray toArray(const std::vector<double>& v)
{
    QJsonArray a;
    for (double x : v)
        a.append(x);
    return a;
}

std::vector<double> fromArray(const QJsonValue& v)
{
    std::vector<double> out;
    for (const QJsonValue& x : v.toArray())
        out.push_back(x.toDouble());
    return out;
}

template <typename Enum>
QStringList keysOf()
{
    return nameKeys<Enum>();
}

template <typename Enum>
Enum choiceOf(const QJsonValue& v)
{
    return fromNameKey<Enum>(v.toString()).value_or(Enum{});
}

// Accessors, one pair per member; `R` is the member as a reference.
#define ROPE_FIELD_ACCESS(EXPR, TO_JSON, FROM_JSON)                                                                    \
    [](const AppParams& p) -> QJsonValue {                                                                             \
        const auto& r = EXPR;                                                                                          \
        return TO_JSON;                                                                                                \
    },                                                                                                                 \
        [](AppParams& p, const QJsonValue& v) {                                                                        \
            auto& r = EXPR;                                                                                            \
            r = FROM_JSON;                                                                                             \
        }

#define ROPE_INT(EXPR) ROPE_FIELD_ACCESS(EXPR, QJsonValue(r), int(v.toDouble()))
#define ROPE_DOUBLE(EXPR) ROPE_FIELD_ACCESS(EXPR, QJsonValue(r), v.toDouble())
#define ROPE_BOOL(EXPR) ROPE_FIELD_ACCESS(EXPR, QJsonValue(r), v.toBool())
#define ROPE_LIST(EXPR) ROPE_FIELD_ACCESS(EXPR, r.empty() ? QJsonValue() : QJsonValue(toArray(r)), fromArray(v))
#define ROPE_CHOICE(EXPR, ENUM) ROPE_FIELD_ACCESS(EXPR, QJsonValue(nameKey(r)), choiceOf<ENUM>(v))

// Explicit q or k: written with explicit content only (other content has none).
#define ROPE_EXPLICIT(EXPR)                                                                                            \
    ROPE_FIELD_ACCESS(EXPR, p.source == QkSource::Explicit ? QJsonValue(toArray(r)) : QJsonValue(), fromArray(v))

// An optional double: written only when set.
#define ROPE_OPTIONAL(EXPR)                                                                                            \
    ROPE_FIELD_ACCESS(EXPR, r ? QJsonValue(*r) : QJsonValue(), v.isUndefined() ? std::optional<double>() : v.toDouble())

} // namespace

const std::vector<Field>& fields()
{
    using core::Pairing;
    using core::RotaryPlacement;
    using core::ScalingMethod;
    using FK = FieldKind;
    namespace L = appLimits;
    static const std::vector<Field> table = {
        // The RoPE parameters, in the order of `compute --help`.
        {"head_dim", FK::Whole, "d", QT_TRANSLATE_NOOP("Fields", "Head dimension"), "head-dim", "d",
         QT_TRANSLATE_NOOP("ComputeArgs", "Head dimension d, even (default 64)."),
         QT_TRANSLATE_NOOP("Export", "an even whole number from %1 to %2"), "head_dim", nullptr, double(L::minHeadDim),
         double(L::maxHeadDim), nullptr, ROPE_INT(p.rope.headDim), "16", nullptr},
        {"rotary_dim", FK::Whole, "d_rot", QT_TRANSLATE_NOOP("Fields", "Rotated components"), "rotary-dim", "d_rot",
         QT_TRANSLATE_NOOP("ComputeArgs", "Partial rotary: rotate only d_rot components (default all)."),
         QT_TRANSLATE_NOOP("Export", "0 (all of head_dim) or an even whole number from 2 to head_dim"), "rotary_dim",
         nullptr, 0, double(L::maxHeadDim), nullptr, ROPE_INT(p.rope.rotaryDim), "16", nullptr},
        {"rotary_placement", FK::Choice, "", nullptr, "rotary-placement", "where",
         QT_TRANSLATE_NOOP("ComputeArgs",
                           "Which d_rot components rotate: first (default), last (MLA) or proportional (Gemma 4: the "
                           "first d_rot/2 pairs of the whole head, exponents over d)."),
         nullptr, nullptr, nullptr, kNone, kNone, keysOf<RotaryPlacement>,
         // Written only for a layer that is not the usual first-dims kind (a Gemma 4 layer from its config).
         ROPE_FIELD_ACCESS(p.rope.rotaryPlacement, r == RotaryPlacement::First ? QJsonValue() : QJsonValue(nameKey(r)),
                           choiceOf<RotaryPlacement>(v)),
         "\"last\"", R"({"rotary_dim": 16})"},
        {"base", FK::Number, "b", QT_TRANSLATE_NOOP("Fields", "Base"), "base", "b",
         QT_TRANSLATE_NOOP("ComputeArgs", "Base of θ_i = base^(−2i/d), > 1 (default 10000)."),
         QT_TRANSLATE_NOOP("Export", "a number above 1, at most %1"), "rope_theta", nullptr, L::minBase, L::maxBase,
         nullptr, ROPE_DOUBLE(p.rope.base), "500000", nullptr},
        {"pairing", FK::Choice, "", QT_TRANSLATE_NOOP("Fields", "Pairing"), "pairing", "scheme",
         QT_TRANSLATE_NOOP("ComputeArgs", "interleaved (2i, 2i+1) or half-split (i, i+d/2) (default interleaved)."),
         nullptr, nullptr, nullptr, kNone, kNone, keysOf<Pairing>, ROPE_CHOICE(p.rope.pairing, Pairing),
         "\"half-split\"", nullptr},
        {"theta", FK::Angle, "θ", QT_TRANSLATE_NOOP("Fields", "θ (radians per position)"), "theta", "θ",
         QT_TRANSLATE_NOOP("ComputeArgs", "Every pair turns by θ radians per position (the 2-D toy); accepts pi/2."),
         QT_TRANSLATE_NOOP("Export", "an angle in radians per position, e.g. 0.5 or pi/2"), nullptr, nullptr, kNone,
         kNone, nullptr, ROPE_OPTIONAL(p.rope.thetaOverride), "1.5707963267948966", nullptr},
        {"scaling.method", FK::Choice, "", nullptr, "scaling", "method", nullptr, nullptr, "rope_scaling.rope_type",
         nullptr, kNone, kNone, keysOf<ScalingMethod>, ROPE_CHOICE(p.rope.scaling.method, ScalingMethod), "\"linear\"",
         R"({"scaling": {"factor": 2}})"},
        {"scaling.factor", FK::Number, "s", nullptr, "factor", "s",
         QT_TRANSLATE_NOOP("ComputeArgs", "Scaling factor s (α for ntk)."),
         QT_TRANSLATE_NOOP("Export", "a positive number"), "rope_scaling.factor", nullptr, kNone, kNone, nullptr,
         ROPE_DOUBLE(p.rope.scaling.factor), "4", R"({"scaling": {"method": "linear"}})"},
        {"scaling.original_max_position_embeddings", FK::Whole, "L₀", nullptr, "original-max-position-embeddings", "L0",
         QT_TRANSLATE_NOOP("ComputeArgs", "Pre-training context length L₀."),
         QT_TRANSLATE_NOOP("Export", "a whole number of tokens, 0 if not given"),
         "rope_scaling.original_max_position_embeddings", nullptr, kNone, kNone, nullptr,
         ROPE_INT(p.rope.scaling.originalMaxPositionEmbeddings), "4096", nullptr},
        {"scaling.max_position_embeddings", FK::Whole, "L", nullptr, "max-position-embeddings", "L",
         QT_TRANSLATE_NOOP("ComputeArgs", "Extended context length."),
         QT_TRANSLATE_NOOP("Export", "a whole number of tokens, 0 if not given"), "max_position_embeddings", nullptr,
         kNone, kNone, nullptr, ROPE_INT(p.rope.scaling.maxPositionEmbeddings), "32768", nullptr},
        {"scaling.seq_len", FK::Whole, "L", nullptr, "seq-len", "L",
         QT_TRANSLATE_NOOP("ComputeArgs",
                           "Current sequence length (dynamic NTK; LongRoPE picks the long list above L₀)."),
         QT_TRANSLATE_NOOP("Export", "a whole number of tokens, 0 if not given"), nullptr, nullptr, kNone, kNone,
         nullptr, ROPE_INT(p.rope.scaling.seqLen), "8192", nullptr},
        {"scaling.beta_fast", FK::Number, "β_fast", nullptr, "beta-fast", "β",
         QT_TRANSLATE_NOOP("ComputeArgs", "YaRN β_fast (default 32)."),
         QT_TRANSLATE_NOOP("Export", "a number above beta_slow (YaRN)"), "rope_scaling.beta_fast", nullptr, kNone,
         kNone, nullptr, ROPE_DOUBLE(p.rope.scaling.betaFast), "16", nullptr},
        {"scaling.beta_slow", FK::Number, "β_slow", nullptr, "beta-slow", "β",
         QT_TRANSLATE_NOOP("ComputeArgs", "YaRN β_slow (default 1)."),
         QT_TRANSLATE_NOOP("Export", "a number below beta_fast (YaRN)"), "rope_scaling.beta_slow", nullptr, kNone,
         kNone, nullptr, ROPE_DOUBLE(p.rope.scaling.betaSlow), "2", nullptr},
        {"scaling.mscale", FK::Number, "", nullptr, "mscale", "x",
         QT_TRANSLATE_NOOP("ComputeArgs", "YaRN mscale (DeepSeek style attention factor)."),
         QT_TRANSLATE_NOOP("Export", "a number ≥ 0 (YaRN)"), "rope_scaling.mscale", nullptr, kNone, kNone, nullptr,
         ROPE_DOUBLE(p.rope.scaling.mscale), "0.707", nullptr},
        {"scaling.mscale_all_dim", FK::Number, "", nullptr, "mscale-all-dim", "x",
         QT_TRANSLATE_NOOP("ComputeArgs", "YaRN mscale_all_dim."), QT_TRANSLATE_NOOP("Export", "a number ≥ 0 (YaRN)"),
         "rope_scaling.mscale_all_dim", nullptr, kNone, kNone, nullptr, ROPE_DOUBLE(p.rope.scaling.mscaleAllDim),
         "0.707", nullptr},
        {"scaling.truncate", FK::Boolean, "", nullptr, "truncate", "true|false",
         QT_TRANSLATE_NOOP("ComputeArgs", "YaRN: round the correction range to whole pairs (default true)."), nullptr,
         "rope_scaling.truncate", nullptr, kNone, kNone, nullptr, ROPE_BOOL(p.rope.scaling.truncate), "false", nullptr},
        {"scaling.low_freq_factor", FK::Number, "", nullptr, "low-freq-factor", "x",
         QT_TRANSLATE_NOOP("ComputeArgs", "Llama 3 low_freq_factor (default 1)."),
         QT_TRANSLATE_NOOP("Export", "a number below high_freq_factor (Llama 3)"), "rope_scaling.low_freq_factor",
         nullptr, kNone, kNone, nullptr, ROPE_DOUBLE(p.rope.scaling.lowFreqFactor), "2", nullptr},
        {"scaling.high_freq_factor", FK::Number, "", nullptr, "high-freq-factor", "x",
         QT_TRANSLATE_NOOP("ComputeArgs", "Llama 3 high_freq_factor (default 4)."),
         QT_TRANSLATE_NOOP("Export", "a number above low_freq_factor (Llama 3)"), "rope_scaling.high_freq_factor",
         nullptr, kNone, kNone, nullptr, ROPE_DOUBLE(p.rope.scaling.highFreqFactor), "8", nullptr},
        {"scaling.short_factor", FK::Numbers, "", nullptr, "short-factor", "list",
         QT_TRANSLATE_NOOP("ComputeArgs", "LongRoPE short factors, one per pair, comma separated."),
         QT_TRANSLATE_NOOP("Export", "one positive number per rotated pair, comma separated"),
         "rope_scaling.short_factor", nullptr, kNone, kNone, nullptr, ROPE_LIST(p.rope.scaling.shortFactor), "[1, 1.5]",
         R"({"head_dim": 4})"},
        {"scaling.long_factor", FK::Numbers, "", nullptr, "long-factor", "list",
         QT_TRANSLATE_NOOP("ComputeArgs", "LongRoPE long factors, one per pair, comma separated."),
         QT_TRANSLATE_NOOP("Export", "one positive number per rotated pair, comma separated"),
         "rope_scaling.long_factor", nullptr, kNone, kNone, nullptr, ROPE_LIST(p.rope.scaling.longFactor), "[2, 4]",
         R"({"head_dim": 4})"},
        {"scaling.attention_factor", FK::Number, "g", nullptr, "attention-factor", "g",
         QT_TRANSLATE_NOOP("ComputeArgs", "Explicit attention factor (multiplies cos and sin)."),
         QT_TRANSLATE_NOOP("Export", "a positive number"), "rope_scaling.attention_factor", nullptr, kNone, kNone,
         nullptr, ROPE_OPTIONAL(p.rope.scaling.attentionFactor), "1.25", nullptr},
        // The app's own: what the views show.
        {"seq_len", FK::Whole, "N", QT_TRANSLATE_NOOP("Fields", "Sequence length"), nullptr, nullptr, nullptr,
         QT_TRANSLATE_NOOP("Export", "a whole number from %1 to %2"), nullptr, "N", 1, double(L::maxSeqLen), nullptr,
         ROPE_INT(p.seqLen), "128", nullptr},
        {"m", FK::Number, "m", QT_TRANSLATE_NOOP("Fields", "Query position"), nullptr, nullptr, nullptr,
         QT_TRANSLATE_NOOP("Export", "a position from 0 to %1"), nullptr, nullptr, 0, L::maxPosition, nullptr,
         ROPE_DOUBLE(p.m), "9", nullptr},
        {"n", FK::Number, "n", QT_TRANSLATE_NOOP("Fields", "Key position"), nullptr, nullptr, nullptr,
         QT_TRANSLATE_NOOP("Export", "a position from 0 to %1"), nullptr, nullptr, 0, L::maxPosition, nullptr,
         ROPE_DOUBLE(p.n), "3", nullptr},
        {"source", FK::Choice, "", nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, kNone, kNone,
         keysOf<QkSource>, ROPE_CHOICE(p.source, QkSource), "\"random\"", nullptr},
        {"seed", FK::Whole, "", QT_TRANSLATE_NOOP("Fields", "Seed"), nullptr, nullptr, nullptr,
         QT_TRANSLATE_NOOP("Export", "a whole number from %1 to %2"), nullptr, nullptr, 0, double(kMaxSeed), nullptr,
         ROPE_FIELD_ACCESS(p.seed, QJsonValue(double(r)), std::uint64_t(v.toDouble())), "5", nullptr},
        {"look_back", FK::Whole, "Δ", QT_TRANSLATE_NOOP("Fields", "Look-back Δ"), nullptr, nullptr, nullptr,
         QT_TRANSLATE_NOOP("Export", "a whole number, the Δ the look-back head attends to"), nullptr, nullptr, kNone,
         kNone, nullptr, ROPE_INT(p.lookBack), "7", nullptr},
        {"mask", FK::Choice, "", nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, kNone, kNone,
         keysOf<core::Mask>, ROPE_CHOICE(p.mask, core::Mask), "\"none\"", nullptr},
        {"heatmap", FK::Choice, "", nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, kNone, kNone,
         keysOf<HeatmapMode>, ROPE_CHOICE(p.heatmapMode, HeatmapMode), "\"decomposition\"", nullptr},
        {"q", FK::Numbers, "q", nullptr, nullptr, nullptr, nullptr,
         QT_TRANSLATE_NOOP("Export", "head_dim numbers, comma separated (with source=explicit)"), nullptr, nullptr,
         kNone, kNone, nullptr, ROPE_EXPLICIT(p.explicitQ), "[0.5, 2]",
         R"({"source": "explicit", "head_dim": 2, "q": [1, 0], "k": [0, 1]})"},
        {"k", FK::Numbers, "k", nullptr, nullptr, nullptr, nullptr,
         QT_TRANSLATE_NOOP("Export", "head_dim numbers, comma separated (with source=explicit)"), nullptr, nullptr,
         kNone, kNone, nullptr, ROPE_EXPLICIT(p.explicitK), "[3, -1]",
         R"({"source": "explicit", "head_dim": 2, "q": [1, 0], "k": [0, 1]})"},
    };
    return table;
}

const Field* findField(const QString& key)
{
    for (const Field& f : fields())
        if (key == QLatin1String(f.key))
            return &f;
    return nullptr;
}

const Field* fieldOfProblem(const std::string& name)
{
    for (const Field& f : fields())
        if (name == (f.problem ? f.problem : f.key))
            return &f;
    return nullptr;
}

QString Field::jsonKey() const { return inScaling() ? QString::fromLatin1(key + 8) : QString::fromLatin1(key); }

bool Field::inScaling() const { return qstrncmp(key, "scaling.", 8) == 0; }

QString Field::problemName() const { return QString::fromLatin1(problem ? problem : key); }

QString Field::takesText() const
{
    if (kind == FieldKind::Choice || kind == FieldKind::Boolean) {
        const QStringList keys = choices ? choices() : QStringList{QStringLiteral("true"), QStringLiteral("false")};
        return QCoreApplication::translate("Export", "one of %1").arg(keys.join(QStringLiteral(", ")));
    }
    // The range as the --set help has always written it: "from %1 to %2", or "at most %1".
    const QString text = QCoreApplication::translate("Export", takes);
    if (text.contains(QLatin1String("%2")))
        return text.arg(qint64(min)).arg(max, 0, 'f', 0);
    return text.contains(QLatin1String("%1")) ? text.arg(max, 0, 'f', 0) : text;
}

QJsonValue readField(const Field& field, JsonFields& in)
{
    const QByteArray key = field.jsonKey().toLatin1();
    switch (field.kind) {
    case FieldKind::Whole:
        if (qstrcmp(field.key, "seed") == 0)
            return double(in.integer(key.constData(), 0, kMaxSeed));
        return double(in.integer(key.constData(), -kIntLimit, kIntLimit));
    case FieldKind::Number:
    case FieldKind::Angle:
        return in.number(key.constData());
    case FieldKind::Boolean:
        return in.boolean(key.constData());
    case FieldKind::Choice: {
        const QJsonValue v = in.take(key.constData());
        if (v.isString() && field.choices().contains(v.toString()))
            return v;
        throw in.wrong(key.constData(),
                       QCoreApplication::translate("Json", "one of %1").arg(field.choices().join(QStringLiteral(", "))),
                       v);
    }
    case FieldKind::Numbers:
        return toArray(in.numbers(key.constData()));
    }
    return {};
}

} // namespace rope::model
