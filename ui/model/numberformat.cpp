// Number formatting for readouts, captions and the `inspect` report.
#include "ui/model/numberformat.h"

#include <QLocale>

#include <cmath>
#include <numbers>

namespace rope::model {

QString formatNumber(double value, int significant)
{
    if (std::isnan(value))
        return QStringLiteral("—");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("∞") : QStringLiteral("−∞");
    if (std::abs(value) < 1e-12)
        return QStringLiteral("0");
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    QString s = locale.toString(value, 'g', significant);
    s.replace(QLatin1Char('-'), QChar(0x2212)); // a real minus sign
    return s;
}

QString formatNearZero(double value)
{
    if (value == 0)
        return QStringLiteral("0");
    if (std::abs(value) < 1e-12)
        return QStringLiteral("≈ 0");
    return formatNumber(value, 3);
}

QString formatAngle(double radians, int significant)
{
    if (!std::isfinite(radians))
        return formatNumber(radians, significant);
    if (std::abs(radians) < 1e-12)
        return QStringLiteral("0");
    // k·π/q for small q: π/2, 3π/4, −π/6 …
    for (int q : {1, 2, 3, 4, 6, 8, 12}) {
        const double k = radians * q / std::numbers::pi;
        const double whole = std::round(k);
        if (std::abs(k - whole) > 1e-9 * std::max(1.0, std::abs(k)) || whole == 0 || std::abs(whole) > 48)
            continue;
        const long long numerator = std::llabs((long long)whole);
        QString s = numerator == 1 ? QStringLiteral("π") : QStringLiteral("%1π").arg(numerator);
        if (q != 1)
            s += QStringLiteral("/%1").arg(q);
        return whole < 0 ? QChar(0x2212) + s : s;
    }
    return formatNumber(radians, significant);
}

} // namespace rope::model
