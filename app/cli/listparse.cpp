#include "app/cli/listparse.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>
#include <numbers>

namespace rope::app {

namespace {

// Translations of this file's messages live in the "ListParse" context (lupdate reads the macro).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ListParse)
};

bool parseInteger(const QString& s, qint64& out)
{
    bool ok = false;
    out = s.trimmed().toLongLong(&ok);
    return ok;
}

} // namespace

ListParse parseIndexList(const QString& text, qint64 maxItems)
{
    ListParse r;
    if (text.trimmed().isEmpty()) {
        r.error = Tr::tr("the list is empty");
        return r;
    }
    struct Range {
        qint64 first, end, step;
    };
    std::vector<Range> ranges;
    qint64 total = 0;
    for (const QString& item : text.split(QLatin1Char(','))) {
        const QStringList parts = item.split(QLatin1Char(':'));
        qint64 a = 0, b = 0, step = 1;
        const bool single = parts.size() == 1;
        if (parts.size() > 3 || !parseInteger(parts[0], a) || (!single && !parseInteger(parts[1], b)) ||
            (parts.size() == 3 && !parseInteger(parts[2], step))) {
            r.error = Tr::tr("'%1' is not an integer or a range a:b[:step]").arg(item.trimmed());
            return r;
        }
        if (single) {
            b = a + 1;
        } else if (step == 0) {
            r.error = Tr::tr("the range '%1' has step 0").arg(item.trimmed());
            return r;
        }
        const double count = std::max(0.0, std::ceil((double(b) - double(a)) / double(step)));
        if (count == 0.0) {
            r.error = Tr::tr("the range '%1' is empty (a:b stops before b, as in Python)").arg(item.trimmed());
            return r;
        }
        total += qint64(std::min(count, double(maxItems) + 1));
        if (total > maxItems) {
            r.error = Tr::tr("the list has more than %1 items").arg(maxItems);
            return r;
        }
        ranges.push_back({a, b, step});
    }
    r.values.resize(total);
    Eigen::Index i = 0;
    for (const Range& range : ranges)
        for (qint64 v = range.first; range.step > 0 ? v < range.end : v > range.end; v += range.step)
            r.values[i++] = double(v);
    return r;
}

ListParse parseNumberList(const QString& text, qint64 maxItems)
{
    ListParse r;
    const QStringList items = text.split(QLatin1Char(','));
    if (text.trimmed().isEmpty()) {
        r.error = Tr::tr("the list is empty");
        return r;
    }
    if (items.size() > maxItems) {
        r.error = Tr::tr("the list has more than %1 items").arg(maxItems);
        return r;
    }
    r.values.resize(items.size());
    for (int i = 0; i < items.size(); ++i) {
        bool ok = false;
        r.values[i] = items[i].trimmed().toDouble(&ok);
        if (!ok) {
            r.error = Tr::tr("'%1' is not a number").arg(items[i].trimmed());
            r.values = {};
            return r;
        }
    }
    return r;
}

std::optional<double> parseAngle(const QString& text)
{
    const QString s =
        text.trimmed().toLower().remove(QLatin1Char(' ')).replace(QStringLiteral("π"), QStringLiteral("pi"));
    bool ok = false;
    const double plain = s.toDouble(&ok);
    if (ok)
        return plain;
    // [k][*]pi[/n]
    static const QRegularExpression form(QStringLiteral(R"(^([0-9]*\.?[0-9]*)\*?pi(?:/([0-9]*\.?[0-9]+))?$)"));
    const auto match = form.match(s);
    if (!match.hasMatch())
        return std::nullopt;
    double value = std::numbers::pi;
    if (!match.captured(1).isEmpty()) {
        const double k = match.captured(1).toDouble(&ok);
        if (!ok)
            return std::nullopt;
        value *= k;
    }
    if (!match.captured(2).isEmpty()) {
        const double n = match.captured(2).toDouble(&ok);
        if (!ok || n == 0.0)
            return std::nullopt;
        value /= n;
    }
    return value;
}

} // namespace rope::app
