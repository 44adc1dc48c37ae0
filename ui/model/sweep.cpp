// Sweeps for animations: parsed strictly, evaluated per frame.
#include "ui/model/sweep.h"

#include "ui/model/fields.h"
#include "ui/model/messages.h"

#include <QCoreApplication>

#include <cmath>

namespace rope::model {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Export)
};

// What the parameter's values must be, as the field table says: whole (N, seeds, lengths), even
// (the dimensions, which the checks also require even), or any (positions, bases, factors).
int stepOf(const QString& key)
{
    const Field* field = findField(key);
    if (!field || field->kind != FieldKind::Whole)
        return 0;
    return key == QLatin1String("head_dim") || key == QLatin1String("rotary_dim") ? 2 : 1;
}
} // namespace

double Sweep::valueAt(int frame, int frames) const
{
    const double t = frames > 1 ? double(frame) / (frames - 1) : 0.0;
    const double value = geometric ? from * std::pow(to / from, t) : from + (to - from) * t;
    return step > 0 ? std::round(value / step) * step : value;
}

Expected<Sweep> parseSweep(const QString& text)
{
    const qsizetype equals = text.indexOf(QLatin1Char('='));
    const QString key = text.left(equals).trimmed();
    const QStringList range = text.mid(equals + 1).split(QLatin1Char(':'));
    const QString usage = Tr::tr("expected PARAM=FROM:TO or PARAM=FROM:TO:log, e.g. m=0:64 or base=100:1e6:log");
    if (equals <= 0 || key.isEmpty() || range.size() < 2 || range.size() > 3 ||
        (range.size() == 3 && range[2].trimmed() != QLatin1String("log")))
        return Error{QStringLiteral("--sweep"), Tr::tr("'%1': %2").arg(text.left(60), usage)};
    Sweep s;
    s.key = key;
    bool okFrom = false, okTo = false;
    s.from = range[0].trimmed().toDouble(&okFrom);
    s.to = range[1].trimmed().toDouble(&okTo);
    if (!okFrom || !okTo || !std::isfinite(s.from) || !std::isfinite(s.to))
        return Error{QStringLiteral("--sweep"), Tr::tr("'%1': the ends must be finite numbers").arg(text.left(60))};
    s.geometric = range.size() == 3;
    if (s.geometric && !(s.from > 0 && s.to > 0))
        return Error{QStringLiteral("--sweep"),
                     Tr::tr("'%1': a geometric (log) sweep needs two positive ends").arg(text.left(60))};
    s.step = stepOf(key);
    return s;
}

QStringList frameSettings(const QStringList& settings, const std::vector<Sweep>& sweeps, int frame, int frames)
{
    QStringList out = settings;
    for (const Sweep& s : sweeps)
        if (!s.ofView())
            out << QStringLiteral("%1=%2").arg(s.key, QString::number(s.valueAt(frame, frames), 'g', 17));
    return out;
}

Expected<AppParams> frameParams(const AppParams& start, const std::vector<Sweep>& sweeps, int frame, int frames)
{
    AppParams p = start;
    for (const Sweep& s : sweeps) {
        if (s.ofView())
            continue;
        const Field* field = findField(s.key);
        if (!field)
            return Error{s.key, Tr::tr("'%1' is not a parameter").arg(s.key)};
        const double value = s.valueAt(frame, frames);
        field->set(p, field->kind == FieldKind::Whole ? QJsonValue(qint64(value)) : QJsonValue(value));
    }
    if (const core::Problems problems = p.validate(); !problems.empty())
        return Error{QString(), describe(problems)};
    return p;
}

QJsonObject frameViewState(QJsonObject base, const std::vector<Sweep>& sweeps, int frame, int frames)
{
    for (const Sweep& s : sweeps)
        if (s.ofView())
            base.insert(s.key.mid(5), s.valueAt(frame, frames));
    return base;
}

} // namespace rope::model
