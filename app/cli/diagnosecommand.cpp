// `rope-explorer diagnose`: which RoPE convention a piece of code implements (core/diagnose.h),
// said in one sentence, with the runners-up and, given the model's config, where the code departs
// from the model's RoPE.
#include "app/cli/diagnosecommand.h"

#include "app/cli/computeargs.h"
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

QString num(double x, int digits = 3) { return QLocale::c().toString(x, 'g', digits); }

QString precisionKey(DiagnosedPrecision p)
{
    switch (p) {
    case DiagnosedPrecision::Fp64:
        return QStringLiteral("fp64");
    case DiagnosedPrecision::Fp32:
        return QStringLiteral("fp32");
    case DiagnosedPrecision::Fp32Torch:
        return QStringLiteral("fp32-torch");
    case DiagnosedPrecision::Bf16Positions:
        return QStringLiteral("bf16-positions");
    case DiagnosedPrecision::Bf16:
        return QStringLiteral("bf16");
    case DiagnosedPrecision::Fp16:
        return QStringLiteral("fp16");
    }
    return {};
}

QString outputKey(core::OutputRounding o)
{
    switch (o) {
    case core::OutputRounding::None:
        return QStringLiteral("none");
    case core::OutputRounding::Bf16:
        return QStringLiteral("bf16");
    case core::OutputRounding::Fp16:
        return QStringLiteral("fp16");
    }
    return {};
}

// The precision column of the table: "fp32-torch", or "fp32>bf16" when the result is stored rounded.
QString arithmeticKey(const Convention& c)
{
    return c.output == core::OutputRounding::None ? precisionKey(c.precision)
                                                  : precisionKey(c.precision) + QLatin1Char('>') + outputKey(c.output);
}

QString cosSinKey(const Convention& c)
{
    switch (c.cosSinLayout) {
    case core::CosSinLayout::Matching:
        return QStringLiteral("matching");
    case core::CosSinLayout::Cat:
        return QStringLiteral("cat");
    case core::CosSinLayout::RepeatInterleave:
        return QStringLiteral("repeat_interleave");
    }
    return {};
}

QString precisionWords(DiagnosedPrecision p)
{
    switch (p) {
    case DiagnosedPrecision::Fp64:
        return Tr::tr("in fp64");
    case DiagnosedPrecision::Fp32:
        return Tr::tr("in fp32 with correctly rounded cos/sin");
    case DiagnosedPrecision::Fp32Torch:
        return Tr::tr("in fp32 as PyTorch computes θ_i and the angles");
    case DiagnosedPrecision::Bf16Positions:
        return Tr::tr("with the positions rounded to bf16 (257 becomes 256)");
    case DiagnosedPrecision::Bf16:
        return Tr::tr("in bf16 (cos/sin computed in fp32, applied in bf16)");
    case DiagnosedPrecision::Fp16:
        return Tr::tr("in fp16 (cos/sin computed in fp32, applied in fp16)");
    }
    return {};
}

QString arithmeticWords(const Convention& c)
{
    switch (c.output) {
    case core::OutputRounding::None:
        break;
    case core::OutputRounding::Bf16:
        return Tr::tr("%1, the result rounded to bf16").arg(precisionWords(c.precision));
    case core::OutputRounding::Fp16:
        return Tr::tr("%1, the result rounded to fp16 (rows saved as float16)").arg(precisionWords(c.precision));
    }
    return precisionWords(c.precision);
}

// What the model's RoPE is, for the comparison.
struct Reference {
    model::ModelConfig config;
    Convention expected;
    core::RopeParams params; ///< one head as attention sees it (model::attentionHead)
};

QString scalingKey(const Convention& c, const std::optional<Reference>& ref)
{
    return c.scaled && ref ? model::nameKey(ref->params.scaling.method) : QStringLiteral("none");
}

// The scaling column of the table: "yarn", "yarn truncate=false", "yarn no-factor".
QString scalingCell(const Convention& c, const std::optional<Reference>& ref)
{
    QString out = scalingKey(c, ref);
    if (c.truncateFlipped && ref)
        out += ref->params.scaling.truncate ? QStringLiteral(" truncate=false") : QStringLiteral(" truncate=true");
    if (c.attentionFactorDropped)
        out += QStringLiteral(" no-factor");
    return out;
}

QString cosSinCell(const Convention& c)
{
    const QString layout = c.cosSinLayout == core::CosSinLayout::Matching ? QStringLiteral("ok") : cosSinKey(c);
    return c.cosSinSwapped ? layout + QStringLiteral(" swapped") : layout;
}

QJsonObject conventionJson(const Convention& c, const std::optional<Reference>& ref)
{
    return {{"pairing", model::nameKey(c.pairing)},
            {"direction", c.direction == core::Direction::Clockwise ? "cw" : "ccw"},
            {"position_offset", c.positionOffset},
            {"base", c.base},
            {"base_fitted", c.baseFitted},
            {"rotary_dim", c.rotaryDim},
            {"rotary_placement", model::nameKey(c.placement)},
            {"scaling", scalingKey(c, ref)},
            {"truncate_flipped", c.truncateFlipped},
            {"attention_factor_dropped", c.attentionFactorDropped},
            {"cos_sin_layout", cosSinKey(c)},
            {"cos_sin_swapped", c.cosSinSwapped},
            {"precision", precisionKey(c.precision)},
            {"output_rounding", outputKey(c.output)}};
}

QString pairingWords(const Convention& c, int d)
{
    if (c.pairing == core::Pairing::Interleaved)
        return Tr::tr("pairs (2i, 2i+1)");
    return c.rotaryDim == d || c.placement == core::RotaryPlacement::Proportional
               ? Tr::tr("pairs (i, i + d/2)")
               : Tr::tr("pairs (i, i + r/2) within the rotated r dims");
}

QString directionWords(const Convention& c)
{
    return c.direction == core::Direction::Clockwise ? Tr::tr("turns clockwise (by −pθ_i)")
                                                     : Tr::tr("turns counter-clockwise (by +pθ_i)");
}

QString offsetWords(int offset)
{
    if (offset == 0)
        return Tr::tr("uses the positions as given");
    if (offset == 1)
        return Tr::tr("counts positions from 1 (p + 1)");
    if (std::abs(offset) > core::DiagnoseOptions{}.maxOffset)
        return Tr::tr("uses position p %1 %2 (read from the rows' phases: the rows sit %3 positions %4 --positions "
                      "says, e.g. from the middle of a sequence or after a KV cache)")
            .arg(offset > 0 ? "+" : "−")
            .arg(std::abs(offset))
            .arg(std::abs(offset))
            .arg(offset > 0 ? Tr::tr("after where") : Tr::tr("before where"));
    return Tr::tr("uses position p %1 %2").arg(offset > 0 ? "+" : "−").arg(std::abs(offset));
}

// "; cos/sin built with repeat_interleave …": the cache mix-ups, empty when there are none.
QString cosSinWords(const Convention& c)
{
    QStringList out;
    if (c.cosSinLayout == core::CosSinLayout::RepeatInterleave)
        out << Tr::tr("builds cos/sin with repeat_interleave (θ_0, θ_0, θ_1, θ_1, …) but applies them with "
                      "rotate_half, which pairs i with i + d/2");
    else if (c.cosSinLayout == core::CosSinLayout::Cat)
        out << Tr::tr("builds cos/sin with cat((freqs, freqs)) (θ_0 … θ_{d/2−1} twice) but applies them to "
                      "interleaved pairs (2i, 2i+1)");
    if (c.cosSinSwapped)
        out << Tr::tr("swaps cos and sin (x·sin + rotate_half(x)·cos)");
    return out.join(Tr::tr(" and "));
}

// ", with YaRN's truncate flag the other way": the scaling variants, empty when there are none.
QString scalingVariantWords(const Convention& c, const std::optional<Reference>& ref)
{
    QStringList out;
    if (c.truncateFlipped && ref)
        out << (ref->params.scaling.truncate
                    ? Tr::tr("without truncating YaRN's ramp bounds (truncate false, as GPT-OSS sets it)")
                    : Tr::tr("truncating YaRN's ramp bounds with floor/ceil (truncate true, the usual code)"));
    if (c.attentionFactorDropped)
        out << Tr::tr("without the attention factor (mscale) on cos and sin");
    return out.join(Tr::tr(" and "));
}

QString spanWords(const Convention& c, int d)
{
    if (c.rotaryDim == d)
        return Tr::tr("all %1 dims").arg(d);
    switch (c.placement) {
    case core::RotaryPlacement::Last:
        return Tr::tr("the last %1 of %2 dims").arg(c.rotaryDim).arg(d);
    case core::RotaryPlacement::Proportional:
        return Tr::tr("the first %1 of the %2 pairs, with exponents over all %3 dims (Gemma 4 proportional)")
            .arg(c.rotaryDim / 2)
            .arg(d / 2)
            .arg(d);
    case core::RotaryPlacement::First:
        break;
    }
    return Tr::tr("the first %1 of %2 dims").arg(c.rotaryDim).arg(d);
}

QString baseWords(const Convention& c)
{
    return c.baseFitted ? Tr::tr("base ≈ %1 (fitted from the data)").arg(num(c.base, 7))
                        : Tr::tr("base %1").arg(num(c.base, 10));
}

QString describe(const Convention& c, int d, const std::optional<Reference>& ref)
{
    QString scaling =
        c.scaled && ref ? Tr::tr(", with the model's %1 scaling").arg(ref->config.scalingType) : QString();
    const QString variants = scalingVariantWords(c, ref);
    if (!variants.isEmpty())
        scaling += QLatin1Char(' ') + variants;
    const QString cosSin = cosSinWords(c);
    return Tr::tr("Your code %1, %2, %3, with %4 on %5%6, %7%8.")
        .arg(pairingWords(c, d), directionWords(c), offsetWords(c.positionOffset), baseWords(c), spanWords(c, d),
             scaling, arithmeticWords(c), cosSin.isEmpty() ? QString() : Tr::tr("; it %1").arg(cosSin));
}

// What rows of one tensor before and after RoPE cannot show, said with every verdict.
QStringList notVisible(const Convention& c)
{
    QStringList out;
    out << Tr::tr("whether V is rotated too (it should not be) and whether K is rotated the same way: run diagnose "
                  "on K's and V's rows as well");
    if (c.positionOffset != 0)
        out << Tr::tr("whether K is offset alike (an offset shared by q and k cancels in q·k, which sees only m − n)");
    return out;
}

// Where the best convention departs from the model's RoPE (precision is not a departure).
QStringList departures(const Convention& c, const Reference& ref, int d)
{
    const Convention& e = ref.expected;
    const QString model = ref.config.architecture.isEmpty() ? Tr::tr("the model") : ref.config.architecture;
    QStringList out;
    if (c.pairing != e.pairing)
        out << Tr::tr("pairing: your code %1; %2 %3 (%4)")
                   .arg(pairingWords(c, d), model, pairingWords(e, d), ref.config.pairingReason);
    if (c.direction != e.direction)
        out << Tr::tr("direction: your code turns clockwise, by −pθ_i; RoPE turns counter-clockwise");
    if (c.positionOffset != 0)
        out << Tr::tr("positions: your code %1; the model uses the positions as they are")
                   .arg(offsetWords(c.positionOffset));
    if (std::abs(c.base - e.base) > 1e-9 * e.base)
        out << Tr::tr("base: your code has %1; %2 has %3").arg(baseWords(c), model, num(e.base, 10));
    if (c.rotaryDim != e.rotaryDim || (c.rotaryDim < d && c.placement != e.placement))
        out << Tr::tr("rotary dims: your code rotates %1; %2 rotates %3").arg(spanWords(c, d), model, spanWords(e, d));
    if (c.scaled != e.scaled)
        out << (e.scaled ? Tr::tr("scaling: your code applies none; %1 applies %2 scaling")
                               .arg(model, ref.config.scalingType)
                         : Tr::tr("scaling: your code scales; %1 does not").arg(model));
    if (c.truncateFlipped)
        out << (ref.params.scaling.truncate
                    ? Tr::tr("YaRN truncate: your code does not round the ramp bounds; %1 floors/ceils them "
                             "(truncate true)")
                          .arg(model)
                    : Tr::tr("YaRN truncate: your code floors/ceils the ramp bounds; %1 sets truncate false")
                          .arg(model));
    if (c.attentionFactorDropped)
        out << Tr::tr("attention factor: your code leaves it out; %1 multiplies cos and sin by %2")
                   .arg(model, num(core::frequencies(ref.params).attentionFactor, 6));
    if (!cosSinWords(c).isEmpty())
        out << Tr::tr("cos/sin: your code %1").arg(cosSinWords(c));
    return out;
}

// What the candidates that fit as well as the best do differently, e.g. "precision bf16-positions".
QStringList tiedAlternatives(const core::Diagnosis& diagnosis, int d, const std::optional<Reference>& ref)
{
    const Convention& best = diagnosis.best().convention;
    QStringList out;
    for (int i : diagnosis.tied) {
        if (i == diagnosis.bestIndex)
            continue;
        const Convention& c = diagnosis.candidates[size_t(i)].convention;
        QStringList diff;
        if (c.pairing != best.pairing)
            diff << Tr::tr("pairing %1").arg(model::nameKey(c.pairing));
        if (c.direction != best.direction)
            diff << Tr::tr("direction %1").arg(c.direction == core::Direction::Clockwise ? "cw" : "ccw");
        if (c.positionOffset != best.positionOffset)
            diff << Tr::tr("offset %1").arg(c.positionOffset);
        if (c.base != best.base)
            diff << baseWords(c);
        if (c.rotaryDim != best.rotaryDim || c.placement != best.placement)
            diff << Tr::tr("rotating %1").arg(spanWords(c, d));
        if (c.scaled != best.scaled || c.truncateFlipped != best.truncateFlipped ||
            c.attentionFactorDropped != best.attentionFactorDropped)
            diff << Tr::tr("scaling %1").arg(scalingCell(c, ref));
        if (c.cosSinLayout != best.cosSinLayout || c.cosSinSwapped != best.cosSinSwapped)
            diff << Tr::tr("cos/sin %1").arg(cosSinCell(c));
        if (c.precision != best.precision || c.output != best.output)
            diff << Tr::tr("precision %1").arg(arithmeticKey(c));
        const QString text = diff.join(QStringLiteral(", "));
        if (!text.isEmpty() && !out.contains(text))
            out << text;
    }
    return out;
}

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
