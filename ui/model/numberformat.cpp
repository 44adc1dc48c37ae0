// Number formatting for readouts, captions and the `inspect` report.
#include "ui/model/numberformat.h"

#include <QLocale>

#include <cmath>

namespace rope::ui {

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

} // namespace rope::ui
