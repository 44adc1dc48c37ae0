// Core's problems and .npy errors as one translated sentence each.
#include "ui/model/messages.h"

#include "core/numericsbuild.h"

#include "core/params.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace rope::model {

namespace {

// Translations of this file's messages live in the "Messages" context (lupdate reads the macro).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Messages)
};

QString number(double v) { return QLocale::c().toString(v, 'g', 10); }

} // namespace

QString quantityName(const std::string& field)
{
    static const std::pair<const char*, const char*> names[] = {
        {"head_dim", QT_TRANSLATE_NOOP("Messages", "head dimension d")},
        {"rotary_dim", QT_TRANSLATE_NOOP("Messages", "rotary dimensions")},
        {"base", QT_TRANSLATE_NOOP("Messages", "base")},
        {"theta", QT_TRANSLATE_NOOP("Messages", "θ")},
        {"factor", QT_TRANSLATE_NOOP("Messages", "scaling factor")},
        {"attention_factor", QT_TRANSLATE_NOOP("Messages", "attention factor")},
        {"effective_base", QT_TRANSLATE_NOOP("Messages", "effective base (after NTK scaling)")},
        {"original_max_position_embeddings", QT_TRANSLATE_NOOP("Messages", "original context length")},
        {"max_position_embeddings", QT_TRANSLATE_NOOP("Messages", "maximum context length")},
        {"seq_len", QT_TRANSLATE_NOOP("Messages", "sequence length")},
        {"beta_fast", QT_TRANSLATE_NOOP("Messages", "β_fast")},
        {"beta_slow", QT_TRANSLATE_NOOP("Messages", "β_slow")},
        {"mscale", QT_TRANSLATE_NOOP("Messages", "mscale")},
        {"mscale_all_dim", QT_TRANSLATE_NOOP("Messages", "mscale_all_dim")},
        {"low_freq_factor", QT_TRANSLATE_NOOP("Messages", "low-frequency factor")},
        {"high_freq_factor", QT_TRANSLATE_NOOP("Messages", "high-frequency factor")},
        {"short_factor", QT_TRANSLATE_NOOP("Messages", "short factor list")},
        {"long_factor", QT_TRANSLATE_NOOP("Messages", "long factor list")},
        {"N", QT_TRANSLATE_NOOP("Messages", "sequence length N")},
        {"positions", QT_TRANSLATE_NOOP("Messages", "positions")},
        {"deltas", QT_TRANSLATE_NOOP("Messages", "Δ values")},
        {"m", QT_TRANSLATE_NOOP("Messages", "query position m")},
        {"n", QT_TRANSLATE_NOOP("Messages", "key position n")},
        {"q", QT_TRANSLATE_NOOP("Messages", "query vector q")},
        {"k", QT_TRANSLATE_NOOP("Messages", "key vector k")},
        {"v", QT_TRANSLATE_NOOP("Messages", "value vectors v")},
        {"logits", QT_TRANSLATE_NOOP("Messages", "the largest possible logit")},
        {"xpos_scale_base", QT_TRANSLATE_NOOP("Messages", "xPos scale base B")},
        {"xpos_center", QT_TRANSLATE_NOOP("Messages", "xPos centre c")},
        {"xpos_offset",
         QT_TRANSLATE_NOOP("Messages", "the xPos distance |p − c| (|Δ| for a score; its scale must not overflow)")},
    };
    for (const auto& [key, name] : names)
        if (field == key)
            return Tr::tr(name);
    return QString::fromStdString(field);
}

QString describe(const core::Problem& p)
{
    using core::ProblemCode;
    const QString what = quantityName(p.field);
    switch (p.code) {
    case ProblemCode::HeadDimNotEven:
        return Tr::tr("%1 must be even (pairs of components rotate together), got %2").arg(what, number(p.value));
    case ProblemCode::OutOfRange:
        return Tr::tr("%1 must be between %2 and %3, got %4")
            .arg(what, number(p.limit), number(p.limit2), number(p.value));
    case ProblemCode::RotaryDimInvalid:
        return Tr::tr("%1 must be even and between %2 and the head dimension %3, got %4")
            .arg(what, number(p.limit), number(p.limit2), number(p.value));
    case ProblemCode::BaseNotAboveOne:
        return Tr::tr("%1 must be greater than 1 (θ_i = base^(−2i/d) must decrease), got %2")
            .arg(what, number(p.value));
    case ProblemCode::NotFinite:
        return Tr::tr("%1 must be a finite number, got %2").arg(what, number(p.value));
    case ProblemCode::NotPositive:
        return Tr::tr("%1 must be positive, got %2").arg(what, number(p.value));
    case ProblemCode::MissingContextLength:
        return Tr::tr("this scaling method needs the %1").arg(what);
    case ProblemCode::FreqFactorsOrder:
        return Tr::tr("the high-frequency factor (%1) must not be below the low-frequency factor (%2)")
            .arg(number(p.value), number(p.limit));
    case ProblemCode::BetaOrder:
        return Tr::tr("β_fast (%1) must not be below β_slow (%2)").arg(number(p.value), number(p.limit));
    case ProblemCode::FactorListLength:
        return Tr::tr("the %1 must have one entry per rotated pair (%2), got %3")
            .arg(what, number(p.limit), number(p.value));
    case ProblemCode::EmptySequence:
        return Tr::tr("%1 is empty: at least one position is needed").arg(what);
    case ProblemCode::TooLarge:
        return Tr::tr("%1 is too large: %2 cells requested, at most %3 allowed")
            .arg(what, number(p.value), number(p.limit));
    case ProblemCode::ShapeMismatch:
        return Tr::tr("%1 has %2 columns but %3 are needed").arg(what, number(p.value), number(p.limit));
    case ProblemCode::NonFiniteInput:
        return Tr::tr("%1 contains NaN or infinity (row %2, column %3)").arg(what, number(p.value), number(p.limit));
    case ProblemCode::PrecisionUnsupported:
        return Tr::tr("%1: this precision is not available here").arg(what);
    case ProblemCode::FrequencyOutOfRange:
        return Tr::tr("these parameters give pair %1 a frequency θ = %2 radians per position, outside %3 … %4 "
                      "(check the scaling factors)")
            .arg(number(p.limit), number(p.value), number(core::limits::minTheta), number(core::limits::maxTheta));
    case ProblemCode::NotRepresentable:
        return p.limit == 65504.0
                   ? Tr::tr("%1 = %2 cannot be held in fp16 (its largest number is %3); use fp32 or bf16")
                         .arg(what, number(p.value), number(p.limit))
                   : Tr::tr("%1 = %2 cannot be held in this precision (its largest number is %3); use smaller inputs")
                         .arg(what, number(p.value), number(p.limit));
    }
    return what;
}

QString brief(const core::Problem& p)
{
    using core::ProblemCode;
    switch (p.code) {
    case ProblemCode::HeadDimNotEven:
        return Tr::tr("must be even");
    case ProblemCode::OutOfRange:
        return Tr::tr("must be %1 … %2").arg(number(p.limit), number(p.limit2));
    case ProblemCode::RotaryDimInvalid:
        return Tr::tr("must be even, %1 … %2").arg(number(p.limit), number(p.limit2));
    case ProblemCode::BaseNotAboveOne:
        return Tr::tr("must be > 1");
    case ProblemCode::NotFinite:
        return Tr::tr("must be finite");
    case ProblemCode::NotPositive:
        return Tr::tr("must be > 0");
    case ProblemCode::EmptySequence:
        return Tr::tr("must be ≥ 1");
    case ProblemCode::TooLarge:
        return Tr::tr("too large");
    default:
        return describe(p);
    }
}

QString describe(const core::Problems& problems)
{
    QStringList parts;
    for (const auto& p : problems)
        parts << describe(p);
    return parts.join(QStringLiteral("; "));
}

QString describe(core::NpyError error, const std::string& detail)
{
    const QString d = QString::fromStdString(detail);
    switch (error) {
    case core::NpyError::None:
        return {};
    case core::NpyError::NotNpy:
        return Tr::tr("not a .npy file (the \\x93NUMPY magic is missing)");
    case core::NpyError::UnsupportedVersion:
        return Tr::tr("unsupported .npy format version %1").arg(d);
    case core::NpyError::BadHeader:
        return Tr::tr("corrupted .npy header (%1)").arg(d);
    case core::NpyError::UnsupportedDtype:
        return Tr::tr("unsupported dtype '%1' (float16, float32 or float64 are read)").arg(d);
    case core::NpyError::FortranOrder:
        return Tr::tr("Fortran-order arrays are not read; save with numpy.ascontiguousarray first");
    case core::NpyError::TooLarge:
        return Tr::tr("the header claims an array too large to load");
    case core::NpyError::Truncated:
        return Tr::tr("the file is truncated (fewer data bytes than its shape needs)");
    case core::NpyError::TrailingData:
        return Tr::tr("the file has more data bytes than its shape needs");
    }
    return {};
}

QString visibleControls(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u < 0x20 || (u >= 0x7f && u <= 0x9f))
            out += QStringLiteral("\\x%1").arg(int(u), 2, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

QString numericsBuildName()
{
    const core::NumericsBuild build = core::numericsBuild();
    QString name = QString::fromStdString(build.level);
    if (!build.features.empty())
        name += QStringLiteral(" (%1)").arg(QString::fromStdString(build.features));
    return name;
}

} // namespace rope::model
