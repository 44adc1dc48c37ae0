// `rope-explorer diagnose`: which RoPE convention a piece of code implements (core/diagnose.h),
// said in one sentence, with the runners-up and, given the model's config, where the code departs
// from the model's RoPE.
#include "app/cli/diagnosecommand.h"

#include "app/cli/computeargs.h"
#include "app/cli/diagnosewords.h"
#include "app/cli/failure.h"
#include "app/cli/help.h"
#include "app/cli/output.h"
#include "app/cli/suggest.h"
#include "app/cli/weightcheck.h"
#include "core/diagnose.h"
#include "core/validate.h"
#include "ui/model/modelconfig.h"
#include "ui/model/names.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <cmath>
#include <optional>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Diagnose)
};

using core::Convention;
using core::DiagnosedPrecision;
using namespace diagnosis;

std::optional<Reference> loadReference(const ComputeArgs& args, int d)
{
    if (!args.isSet("config"))
        return std::nullopt;
    const auto config = model::loadModelConfig(args.text("config"));
    if (!config)
        throw config.error().within(QStringLiteral("--config"), QStringLiteral(": "));
    // Multi-head latent attention: the head is the unrotated dims, then the rotated ones.
    Reference ref{*config, {}, model::attentionHead(*config)};
    if (ref.params.headDim != d)
        fail(Tr::tr("--config: the model's head has %1 dims but the rows have %2; give one head's rows "
                    "(--head picks one from an (H, N, d) file)")
                 .arg(ref.params.headDim)
                 .arg(d));
    if (ref.params.thetaOverride)
        fail(Tr::tr("--config: a fixed θ is not a model's RoPE"));
    ref.expected = {ref.params.pairing,
                    core::Direction::CounterClockwise,
                    0,
                    ref.params.base,
                    false,
                    ref.params.rotaryDims(),
                    ref.params.rotaryPlacement,
                    ref.params.scaling.method != core::ScalingMethod::None,
                    DiagnosedPrecision::Fp64};
    return ref;
}

void runConventions(const ComputeArgs& args, bool asJson)
{
    const core::RowMatrixXd x = args.tokens("input", 0);
    const core::RowMatrixXd y = args.tokens("rotated", x.cols());
    if (y.rows() != x.rows())
        fail(Tr::tr("--rotated has %1 rows but --input has %2: give the same rows before and after RoPE")
                 .arg(y.rows())
                 .arg(x.rows()));
    const int d = int(x.cols());
    if (d < 2 || d % 2 != 0)
        fail(Tr::tr("the rows have %1 dims; RoPE turns pairs, so the width must be even").arg(d));
    // Every convention is tried through the same RoPE as compute, which takes d ≤ 8192: wider rows
    // made every candidate fail, reported as an error of inf even for equal files.
    if (d > core::limits::maxHeadDim)
        fail(Tr::tr("the rows have %1 dims; the head dimension is at most %2").arg(d).arg(core::limits::maxHeadDim));
    const Eigen::VectorXd positions = args.positions("positions", QStringLiteral("0:%1").arg(x.rows()), x.rows());
    require(core::checkPositions(positions, "positions"));
    const std::optional<Reference> ref = loadReference(args, d);
    core::DiagnoseOptions options;
    if (ref)
        options.reference = ref->params;
    args.afford(diagnoseCost(double(x.rows()), d));
    const core::Diagnosis diagnosis = core::diagnose(x, y, positions, options);
    const core::DiagnoseCandidate& best = diagnosis.best();
    const bool explained = core::explains(diagnosis);
    const bool unrotated = diagnosis.unchangedLeading == d;

    QString verdict;
    if (unrotated)
        verdict = Tr::tr("--rotated equals --input: nothing was rotated (is every position 0?).");
    else if (!explained)
        verdict = Tr::tr("No convention tried explains --rotated (the best leaves a max error of %1, against data "
                         "up to %2): check that the rows match and that --positions are the positions the code used.")
                      .arg(num(best.maxAbsError), num(diagnosis.scale));
    else
        verdict = describe(best.convention, d, ref) + QLatin1Char(' ') +
                  Tr::tr("These rows alone cannot show %1.").arg(notVisible(best.convention).join(Tr::tr("; nor ")));

    QJsonObject json{{"rows", int(x.rows())},
                     {"head_dim", d},
                     {"best", conventionJson(best.convention, ref)},
                     {"max_abs_error", best.maxAbsError},
                     {"scale", diagnosis.scale},
                     {"explained", explained && !unrotated},
                     {"rms_error", best.rmsError},
                     {"tied_with_best", diagnosis.tiedWithBest},
                     {"not_visible",
                      explained && !unrotated ? QJsonArray::fromStringList(notVisible(best.convention)) : QJsonArray()},
                     {"verdict", verdict}};
    QJsonArray candidates;
    for (const auto& c : diagnosis.candidates) {
        QJsonObject o = conventionJson(c.convention, ref);
        o.insert(QStringLiteral("max_abs_error"), c.maxAbsError);
        o.insert(QStringLiteral("rms_error"), c.rmsError);
        candidates.append(o);
    }
    json.insert(QStringLiteral("candidates"), candidates);

    QString text = Tr::tr("%1 rows of %2 dims, positions %3 … %4\n\n")
                       .arg(x.rows())
                       .arg(d)
                       .arg(num(positions.minCoeff(), 10), num(positions.maxCoeff(), 10));
    text += verdict + QLatin1Char('\n');
    if (explained && !unrotated) {
        text +=
            Tr::tr("Max abs error %1, against entries up to %2.\n").arg(num(best.maxAbsError), num(diagnosis.scale));
        const QStringList alternatives = tiedAlternatives(diagnosis, d, ref);
        if (!alternatives.isEmpty())
            text += Tr::tr("These rows fit as well (within rounding) with: %1. The verdict takes the plainest; rows at "
                           "larger positions would tell them apart.\n")
                        .arg(alternatives.join(QStringLiteral("; ")));
    }
    if (ref && explained && !unrotated) {
        const QStringList off = departures(best.convention, *ref, d);
        const QString model = ref->config.architecture.isEmpty() ? Tr::tr("the model") : ref->config.architecture;
        json.insert(QStringLiteral("departures"), QJsonArray::fromStringList(off));
        json.insert(QStringLiteral("reference"), conventionJson(ref->expected, ref));
        text +=
            off.isEmpty()
                ? Tr::tr("\nIt matches %1's RoPE in every respect tried.\n").arg(model)
                : Tr::tr("\nWhere it departs from %1's RoPE:\n  - %2\n").arg(model, off.join(QStringLiteral("\n  - ")));
    }
    text += Tr::tr("\nCandidates, best first:\n");
    const auto spanOf = [d](const Convention& c) {
        return c.rotaryDim == d ? QString::number(d)
                                : QStringLiteral("%1 %2").arg(c.rotaryDim).arg(model::nameKey(c.placement));
    };
    int spanWidth = 10, scalingWidth = 9, cosSinWidth = 9, precisionWidth = 15;
    for (const auto& cand : diagnosis.candidates) {
        spanWidth = std::max(spanWidth, int(spanOf(cand.convention).size()) + 1);
        scalingWidth = std::max(scalingWidth, int(scalingCell(cand.convention, ref).size()) + 1);
        cosSinWidth = std::max(cosSinWidth, int(cosSinCell(cand.convention).size()) + 1);
        precisionWidth = std::max(precisionWidth, int(arithmeticKey(cand.convention).size()) + 1);
    }
    const QString row = QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10\n");
    text += row.arg(QStringLiteral("#"), 3)
                .arg(Tr::tr("pairing"), -12)
                .arg(Tr::tr("turn"), -5)
                .arg(Tr::tr("offset"), -7)
                .arg(Tr::tr("base"), -14)
                .arg(Tr::tr("rotary"), -spanWidth)
                .arg(Tr::tr("scaling"), -scalingWidth)
                .arg(Tr::tr("cos/sin"), -cosSinWidth)
                .arg(Tr::tr("precision"), -precisionWidth)
                .arg(Tr::tr("max abs error"));
    int rank = 0;
    for (const auto& cand : diagnosis.candidates) {
        const Convention& c = cand.convention;
        const QString span = spanOf(c);
        text += row.arg(++rank, 3)
                    .arg(model::nameKey(c.pairing), -12)
                    .arg(c.direction == core::Direction::Clockwise ? QStringLiteral("cw") : QStringLiteral("ccw"), -5)
                    .arg(c.positionOffset > 0 ? QStringLiteral("+%1").arg(c.positionOffset)
                                              : QString::number(c.positionOffset),
                         -7)
                    .arg(num(c.base, 8) + (c.baseFitted ? QStringLiteral("*") : QString()), -14)
                    .arg(span, -spanWidth)
                    .arg(scalingCell(c, ref), -scalingWidth)
                    .arg(cosSinCell(c), -cosSinWidth)
                    .arg(arithmeticKey(c), -precisionWidth)
                    .arg(num(cand.maxAbsError));
    }
    if (std::any_of(diagnosis.candidates.begin(), diagnosis.candidates.end(),
                    [](const auto& c) { return c.convention.baseFitted; }))
        text += Tr::tr("* fitted from the data\n");
    printResult(text, json, asJson);
}

struct DiagnoseOption {
    const char* name;
    const char* valueName;
    const char* description;
};

const DiagnoseOption kOptions[] = {
    {"input", "x.npy", QT_TRANSLATE_NOOP("Diagnose", "Rows before your RoPE: (N, d), or (H, N, d) with --head.")},
    {"rotated", "y.npy", QT_TRANSLATE_NOOP("Diagnose", "The same rows after your RoPE, same shape.")},
    {"positions", "list",
     QT_TRANSLATE_NOOP("Diagnose", "The position of each row as you passed it to your code (default 0:N).")},
    {"head", "h", QT_TRANSLATE_NOOP("Diagnose", "Take head h of (H, N, d) files.")},
    {"config", "file",
     QT_TRANSLATE_NOOP("Diagnose", "A model's config.json: also try its base and scaling, and say where your code "
                                   "departs from the model's RoPE.")},
    {"meta", "W1.npy", QT_TRANSLATE_NOOP("Diagnose", "A W_Q or W_K in Meta's layout (heads·d rows).")},
    {"hf", "W2.npy", QT_TRANSLATE_NOOP("Diagnose", "The same weight as converted for Hugging Face.")},
    {"heads", "H", QT_TRANSLATE_NOOP("Diagnose", "The number of heads stacked in the weight rows.")},
    {"json", nullptr, QT_TRANSLATE_NOOP("Diagnose", "Print one JSON object.")},
    {"max-memory", "size", QT_TRANSLATE_NOOP("Diagnose", "Refuse inputs needing more memory than this (default 1GB).")},
    {"max-time", "seconds", QT_TRANSLATE_NOOP("Diagnose", "Refuse inputs estimated to take longer (default 30s).")},
};

} // namespace

int runDiagnose(const QStringList& arguments)
{
    const QString command = QStringLiteral("rope-explorer diagnose");
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Tells which RoPE a piece of code implements. Give rows before it (--input) and after it (--rotated): "
               "pairing, direction, position offset (also one read from the rows' phases), base, rotary dims, scaling "
               "(with YaRN's truncate flag and attention factor), the cos/sin layout (repeat_interleave vs cat, cos "
               "and sin swapped), precision and output rounding are searched, and the best explanation is said in "
               "one sentence with its max abs error and the runners-up.\n"
               "With --meta and --hf: whether a weight is the Meta → Hugging Face permutation of another, per head.\n\n"
               "Examples:\n  rope-explorer diagnose --input x.npy --rotated y.npy --positions 0:32\n"
               "  rope-explorer diagnose --input q.npy --rotated q_rope.npy --config config.json --json\n"
               "  rope-explorer diagnose --meta wq_meta.npy --hf wq_hf.npy --heads 32"));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({"h", "help"}, Tr::tr("Show this help."));
    parser.addOption(help);
    QStringList defined;
    for (const DiagnoseOption& o : kOptions) {
        defined << QLatin1String(o.name);
        if (o.valueName)
            parser.addOption({QLatin1String(o.name), Tr::tr(o.description), QString::fromUtf8(o.valueName)});
        else
            parser.addOption({QLatin1String(o.name), Tr::tr(o.description)});
    }
    QStringList args = arguments.mid(1);
    args[0] = command;
    return runCommand({command, Tr::tr("%1: out of memory; use a smaller input").arg(command)}, [&] {
        if (!parser.parse(args))
            fail(parseError(parser, defined));
        if (parser.isSet(help)) {
            printText(helpText(parser, command));
            return 0;
        }
        if (!parser.positionalArguments().isEmpty()) {
            printError(
                Tr::tr("%1: unexpected argument '%2'").arg(command, parser.positionalArguments().first().left(80)));
            return 2;
        }
        const ComputeArgs a(parser, defined);
        const bool weights = a.isSet("meta") || a.isSet("hf");
        if (weights && (a.isSet("input") || a.isSet("rotated")))
            fail(Tr::tr("--meta/--hf compare weights and --input/--rotated compare rows: give one pair"));
        if (weights)
            runWeightCheck(a, parser.isSet(QStringLiteral("json")));
        else if (!a.isSet("input") || !a.isSet("rotated"))
            fail(Tr::tr("give --input x.npy and --rotated y.npy (rows before and after your RoPE), or --meta and "
                        "--hf with --heads (see rope-explorer diagnose --help)"));
        else
            runConventions(a, parser.isSet(QStringLiteral("json")));
        return 0;
    });
}

} // namespace rope::app
