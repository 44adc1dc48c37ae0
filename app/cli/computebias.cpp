// `compute bias` and the encodings `compute attention --encoding` names beyond RoPE's.
#include "app/cli/computebias.h"

#include "app/cli/failure.h"
#include "app/cli/listparse.h"
#include "app/cli/suggest.h"
#include "core/positionbias.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ComputeCommand)
};

const QStringList kFamilies = {"t5", "alibi", "kerple"};
const QStringList kEncodings = {"rope", "none", "sinusoidal", "learned", "t5", "alibi", "kerple", "xpos"};

core::BiasFamily familyOf(const QString& name)
{
    if (name == QLatin1String("t5"))
        return core::BiasFamily::T5;
    if (name == QLatin1String("alibi"))
        return core::BiasFamily::Alibi;
    return core::BiasFamily::Kerple;
}

// --r1 / --r2: one number for every head, or one per head.
Eigen::VectorXd perHead(const ComputeArgs& args, const char* name, int heads, double fallback)
{
    if (!args.isSet(name))
        return Eigen::VectorXd::Constant(heads, fallback);
    const auto list = parseNumberList(args.text(name), 4096);
    if (!list)
        throw list.error().within(QStringLiteral("--%1").arg(QLatin1String(name)));
    if (list->size() == 1)
        return Eigen::VectorXd::Constant(heads, (*list)[0]);
    if (list->size() != heads)
        fail(QCoreApplication::translate("ComputeCommand",
                                         "--%1 gives %2 numbers; give one for every head or one per head (--heads %3)")
                 .arg(QLatin1String(name))
                 .arg(list->size())
                 .arg(heads));
    return *list;
}

// The bias of a family with the options given: --heads, --head, and the family's own.
core::RelativeBias readBias(const ComputeArgs& args, core::BiasFamily family, int heads, int head)
{
    const int tableSeed = args.integer("table-seed", 0);
    if (tableSeed < 0)
        fail(QCoreApplication::translate("ComputeCommand", "--table-seed must not be negative"));
    core::RelativeBias bias = core::defaultBias(family, std::clamp(heads, 1, 4096), std::uint64_t(tableSeed));
    bias.heads = heads;
    bias.head = head;
    if (family != core::BiasFamily::T5)
        for (const char* option : {"num-buckets", "max-distance", "bidirectional", "bias-table"})
            if (args.isSet(option))
                fail(QCoreApplication::translate("ComputeCommand", "--%1 is T5's; --family %2 does not take it")
                         .arg(QLatin1String(option), family == core::BiasFamily::Alibi ? "alibi" : "kerple"));
    if (family != core::BiasFamily::Kerple)
        for (const char* option : {"r1", "r2"})
            if (args.isSet(option))
                fail(QCoreApplication::translate("ComputeCommand", "--%1 is KERPLE's: it needs kerple")
                         .arg(QLatin1String(option)));
    switch (family) {
    case core::BiasFamily::T5:
        bias.numBuckets = args.integer("num-buckets", 32);
        bias.maxDistance = args.integer("max-distance", 128);
        bias.bidirectional = args.isSet("bidirectional");
        if (bias.numBuckets < 2 || bias.numBuckets > 65536)
            fail(QCoreApplication::translate("ComputeCommand", "--num-buckets must be between 2 and 65536, got %1")
                     .arg(bias.numBuckets));
        if (args.isSet("bias-table")) { // relative_attention_bias.weight: num_buckets × heads
            bias.table = args.matrix("bias-table", heads);
            if (bias.table.rows() != bias.numBuckets)
                fail(QCoreApplication::translate(
                         "ComputeCommand", "--bias-table has %1 rows but --num-buckets is %2 (one row per bucket)")
                         .arg(bias.table.rows())
                         .arg(bias.numBuckets));
        } else {
            bias.table = core::gaussianMatrix(bias.numBuckets, heads, std::uint64_t(tableSeed));
        }
        break;
    case core::BiasFamily::Alibi:
        bias.slopes = core::alibiSlopes(heads);
        break;
    case core::BiasFamily::Kerple:
        bias.r1 = perHead(args, "r1", heads, 1.0);
        bias.r2 = perHead(args, "r2", heads, 1.0);
        break;
    }
    require(core::validateBias(bias));
    return bias;
}

int headCount(const ComputeArgs& args, int fallback)
{
    const int heads = args.integer("heads", fallback);
    if (heads < 1 || heads > 4096)
        fail(Tr::tr("--heads must be between 1 and 4096, got %1").arg(heads));
    return heads;
}

QJsonObject describeBias(const core::RelativeBias& b)
{
    QJsonObject o{{"family", kFamilies[int(b.family)]}, {"heads", b.heads}};
    if (b.family == core::BiasFamily::T5) {
        o.insert("num_buckets", b.numBuckets);
        o.insert("max_distance", b.maxDistance);
        o.insert("bidirectional", b.bidirectional);
    }
    return o;
}

void putParameters(Output& out, const core::RelativeBias& bias)
{
    const Axis head{QStringLiteral("head")};
    if (bias.family == core::BiasFamily::Alibi)
        out.vector("slopes", bias.slopes, head);
    if (bias.family == core::BiasFamily::Kerple) {
        out.vector("r1", bias.r1, head);
        out.vector("r2", bias.r2, head);
    }
}

} // namespace

const std::vector<OptionSpec>& positionBiasOptionSpecs()
{
    static const std::vector<OptionSpec> specs = {
        {"family", "kind",
         QT_TRANSLATE_NOOP("ComputeArgs",
                           "bias: t5 (bucketed, learned per bucket), alibi (−slope·|Δ|) or kerple (−r1·ln(1 + "
                           "r2·|Δ|)).")},
        {"num-buckets", "B", QT_TRANSLATE_NOOP("ComputeArgs", "T5: relative_attention_num_buckets (default 32).")},
        {"max-distance", "D", QT_TRANSLATE_NOOP("ComputeArgs", "T5: relative_attention_max_distance (default 128).")},
        {"bidirectional", nullptr,
         QT_TRANSLATE_NOOP("ComputeArgs",
                           "T5: buckets for keys after the query too, as T5's encoder (default: causal, as its "
                           "decoder).")},
        {"bias-table", "file",
         QT_TRANSLATE_NOOP("ComputeArgs",
                           "T5: relative_attention_bias.weight (.npy, num_buckets × heads; default N(0, 1) from "
                           "--table-seed).")},
        {"r1", "list",
         QT_TRANSLATE_NOOP("ComputeArgs", "KERPLE: r1 > 0, one for all heads or one per head (default 1).")},
        {"r2", "list",
         QT_TRANSLATE_NOOP("ComputeArgs", "KERPLE: r2 > 0, one for all heads or one per head (default 1).")},
        {"learned-table", "file",
         QT_TRANSLATE_NOOP("ComputeArgs",
                           "--encoding learned: the position table (.npy, L × d, e.g. GPT-2's wpe); default N(0, 1/2) "
                           "from --table-seed with a row per position.")},
        {"bias-head", "h",
         QT_TRANSLATE_NOOP("ComputeArgs",
                           "attention with one head's inputs: the head whose bias is added (default: --head, else "
                           "0); stacked (H, N, d) inputs take head h's bias for head h.")},
        {"table-seed", "s",
         QT_TRANSLATE_NOOP("ComputeArgs", "Seed of the generated T5 and learned tables (default 0).")},
    };
    return specs;
}

QStringList positionBiasOptionNames()
{
    QStringList names;
    for (const OptionSpec& spec : positionBiasOptionSpecs())
        if (QLatin1String(spec.name) != QLatin1String("family"))
            names << QLatin1String(spec.name);
    return names;
}

void biasCommand(const ComputeArgs& args, Output& out)
{
    if (!args.isSet("family"))
        fail(Tr::tr("bias needs --family t5, alibi or kerple"));
    const QString name = args.choice("family", kFamilies, {});
    const int heads = headCount(args, 8);
    const Eigen::VectorXd deltas = args.indexList("deltas", QStringLiteral("-16:17"));
    const double cells = double(heads) * double(deltas.size());
    args.afford(Cost{Tr::tr("bias for %1 heads and %2 Δ").arg(heads).arg(deltas.size()), cells * 16, cells * 2e-8,
                     Tr::tr("%1 values").arg(cells), cells + double(deltas.size())});
    const core::RelativeBias bias = readBias(args, familyOf(name), heads, 0);
    out.object("params", describeBias(bias));
    out.vector("delta", deltas);
    const Axis delta{QStringLiteral("delta"), deltas};
    out.matrix("bias", core::biasTable(bias, deltas), {QStringLiteral("head")}, delta);
    if (bias.family == core::BiasFamily::T5) {
        Eigen::VectorXd buckets(deltas.size());
        for (Eigen::Index j = 0; j < deltas.size(); ++j)
            buckets[j] = core::t5Bucket(std::int64_t(deltas[j]), bias.bidirectional, bias.numBuckets, bias.maxDistance);
        out.vector("bucket", buckets, delta);
    }
    putParameters(out, bias);
}

AttentionEncoding attentionEncoding(const ComputeArgs& args, const Eigen::VectorXd& positions, int headDim,
                                    Eigen::Index heads)
{
    AttentionEncoding e;
    e.name = args.choice("encoding", kEncodings, QStringLiteral("rope"));
    e.xpos = args.xpos();
    if (e.name == QLatin1String("xpos")) {
        if (!e.xpos)
            e.xpos = core::Xpos{}; // the paper's B = 512
    } else if (e.xpos && e.name != QLatin1String("rope")) {
        fail(Tr::tr("xPos scales RoPE's rotated queries and keys: it needs --encoding rope or xpos"));
    }
    const bool learned = e.name == QLatin1String("learned");
    const bool biased = kFamilies.contains(e.name);
    if (!learned && (args.isSet("learned-table")))
        fail(Tr::tr("--learned-table needs --encoding learned"));
    if (!biased)
        for (const char* option : {"num-buckets", "max-distance", "bidirectional", "bias-table", "r1", "r2"})
            if (args.isSet(option))
                fail(Tr::tr("--%1 belongs to a relative bias: give --encoding t5, alibi or kerple")
                         .arg(QLatin1String(option)));
    e.encoding = learned                                     ? core::Encoding::Learned
                 : e.name == QLatin1String("sinusoidal")     ? core::Encoding::Sinusoidal
                 : e.name == QLatin1String("none") || biased ? core::Encoding::None
                                                             : core::Encoding::Rope;
    if (learned) {
        if (args.isSet("learned-table")) {
            e.learnedTable = args.matrix("learned-table", headDim);
        } else {
            const double last = positions.size() ? positions.maxCoeff() : 0.0;
            const int tableSeed = args.integer("table-seed", 0);
            if (tableSeed < 0)
                fail(Tr::tr("--table-seed must not be negative"));
            e.learnedTable =
                core::learnedPositionTable(Eigen::Index(std::max(last, 0.0)) + 1, headDim, std::uint64_t(tableSeed));
        }
        const core::Problems past = core::checkTablePositions(e.learnedTable, positions, "positions");
        if (!past.empty())
            fail(Tr::tr("--positions: a learned table of %1 rows has no position %2 (it holds 0 … %3: a learned "
                        "encoding does not extrapolate)")
                     .arg(e.learnedTable.rows())
                     .arg(past[0].value, 0, 'g', 12)
                     .arg(e.learnedTable.rows() - 1));
    }
    if (biased) {
        const int given = heads > 0 ? int(heads) : headCount(args, 1);
        if (heads > 0 && args.isSet("heads") && args.integer("heads", 0) != heads)
            fail(Tr::tr("--heads %1 disagrees with the %2 heads of the inputs")
                     .arg(args.integer("heads", 0))
                     .arg(heads));
        // One head's inputs: the bias of --bias-head, else of the head --head picked from a file.
        const int head = heads > 0 ? 0 : args.integer("bias-head", args.integer("head", 0));
        if (head < 0 || head >= given)
            fail(Tr::tr("--bias-head %1 is not among --heads %2 (0 to %3)").arg(head).arg(given).arg(given - 1));
        e.bias = readBias(args, familyOf(e.name), given, head);
    }
    return e;
}

void describeEncoding(Output& out, const AttentionEncoding& e)
{
    if (!e.bias && e.encoding != core::Encoding::Learned && e.name != QLatin1String("xpos"))
        return; // rope, none and sinusoidal say what they are in params, as they always did
    out.text("encoding", e.name);
    if (e.bias) {
        QJsonObject o = describeBias(*e.bias);
        o.insert("head", e.bias->head);
        out.object("bias", o);
        putParameters(out, *e.bias);
    }
    if (e.encoding == core::Encoding::Learned)
        out.scalar("learned_table_rows", double(e.learnedTable.rows()));
}

} // namespace rope::app
