// How `diagnose` says what it found: a convention in words, as JSON keys and as table cells, and
// where it departs from a model's RoPE.
#include "app/cli/diagnosewords.h"

#include "ui/model/names.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace rope::app::diagnosis {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Diagnose)
};

using core::DiagnosedPrecision;

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

QString scalingKey(const Convention& c, const std::optional<Reference>& ref)
{
    return c.scaled && ref ? model::nameKey(ref->params.scaling.method) : QStringLiteral("none");
}

// The scaling column of the table: "yarn", "yarn truncate=false", "yarn no-factor".
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

} // namespace

QString num(double x, int digits) { return QLocale::c().toString(x, 'g', digits); }

QString arithmeticKey(const Convention& c)
{
    return c.output == core::OutputRounding::None ? precisionKey(c.precision)
                                                  : precisionKey(c.precision) + QLatin1Char('>') + outputKey(c.output);
}

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

} // namespace rope::app::diagnosis
