// The command line's number lists and angles, parsed with every bound checked first.
#include "app/cli/listparse.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <cmath>
#include <numbers>

namespace rope::app {

namespace {

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

model::Expected<Eigen::VectorXd> parseIndexList(const QString& text, qint64 maxItems, qint64 maxAbs)
{
    using model::Error;
    if (text.trimmed().isEmpty())
        return Error{{}, Tr::tr("the list is empty")};
    struct Range {
        qint64 first, count, step;
    };
    std::vector<Range> ranges;
    qint64 total = 0;
    for (const QString& item : text.split(QLatin1Char(','))) {
        const QStringList parts = item.split(QLatin1Char(':'));
        qint64 a = 0, b = 0, step = 1;
        const bool single = parts.size() == 1;
        if (parts.size() > 3 || !parseInteger(parts[0], a) || (!single && !parseInteger(parts[1], b)) ||
            (parts.size() == 3 && !parseInteger(parts[2], step)))
            return Error{{}, Tr::tr("'%1' is not an integer or a range a:b[:step]").arg(item.trimmed().left(40))};
        if (single)
            b = a;
        // Compared, never negated: std::abs(INT64_MIN) overflows (and came out negative, passing).
        const auto beyond = [maxAbs](qint64 v) { return v < -maxAbs || v > maxAbs; };
        if (beyond(a) || beyond(b))
            return Error{{}, Tr::tr("'%1' goes beyond ±%2").arg(item.trimmed().left(64)).arg(maxAbs)};
        if (step == 0)
            return Error{{}, Tr::tr("the range '%1' has step 0").arg(item.trimmed())};
        // |a|, |b| ≤ maxAbs (far below 2^62), so b − a cannot overflow and the count is exact.
        const qint64 span = b - a;
        qint64 count = 1;
        if (!single) {
            const bool forward = span != 0 && (span > 0) == (step > 0);
            // A step longer than any span gives one item (and |INT64_MIN| is not taken).
            const bool huge = step > 2 * maxAbs || step < -2 * maxAbs;
            count = !forward ? 0 : huge ? 1 : (std::abs(span) - 1) / std::abs(step) + 1;
        }
        if (count == 0)
            return Error{{}, Tr::tr("the range '%1' is empty (a:b stops before b, as in Python)").arg(item.trimmed())};
        if (count > maxItems - total)
            return Error{{}, Tr::tr("the list has more than %1 items").arg(maxItems)};
        total += count;
        ranges.push_back({a, count, step});
    }
    Eigen::VectorXd values(total);
    Eigen::Index i = 0;
    for (const Range& range : ranges)
        for (qint64 k = 0; k < range.count; ++k)
            values[i++] = double(range.first + k * range.step); // within ±maxAbs by construction
    return values;
}

model::Expected<Eigen::VectorXd> parseNumberList(const QString& text, qint64 maxItems)
{
    using model::Error;
    if (text.trimmed().isEmpty())
        return Error{{}, Tr::tr("the list is empty")};
    if (text.count(QLatin1Char(',')) >= maxItems)
        return Error{{}, Tr::tr("the list has more than %1 items").arg(maxItems)};
    const QStringList items = text.split(QLatin1Char(','));
    Eigen::VectorXd values(items.size());
    for (qsizetype i = 0; i < items.size(); ++i) {
        bool ok = false;
        values[i] = items[i].trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(values[i]))
            return Error{{}, Tr::tr("'%1' is not a finite number").arg(items[i].trimmed().left(40))};
    }
    return values;
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
