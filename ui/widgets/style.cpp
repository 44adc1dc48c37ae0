// The palettes, colour ramps and fonts every view shares.
#include "ui/widgets/style.h"

#include "ui/widgets/captionlabel.h"

#include <QApplication>
#include <QFontInfo>
#include <QLabel>

#include <qcustomplot.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <typeinfo>

namespace rope::ui::style {

namespace {

// Viridis at 9 stops (matplotlib's values), interpolated linearly.
constexpr std::array<std::array<int, 3>, 9> kViridis = {{{68, 1, 84},
                                                         {71, 44, 122},
                                                         {59, 81, 139},
                                                         {44, 113, 142},
                                                         {33, 144, 141},
                                                         {39, 173, 129},
                                                         {92, 200, 99},
                                                         {170, 220, 50},
                                                         {253, 231, 37}}};

// RdBu (ColorBrewer, 9 classes) from blue (−1) through white to red (+1).
constexpr std::array<std::array<int, 3>, 9> kRdBu = {{{33, 102, 172},
                                                      {67, 147, 195},
                                                      {146, 197, 222},
                                                      {209, 229, 240},
                                                      {247, 247, 247},
                                                      {253, 219, 199},
                                                      {244, 165, 130},
                                                      {214, 96, 77},
                                                      {178, 24, 43}}};

QColor interpolate(const std::array<std::array<int, 3>, 9>& stops, double t)
{
    if (!std::isfinite(t))
        return masked;
    t = std::clamp(t, 0.0, 1.0) * 8.0;
    const int i = std::min(int(t), 7);
    const double f = t - i;
    auto channel = [&](int c) {
        return int(std::lround(stops[size_t(i)][size_t(c)] * (1 - f) + stops[size_t(i + 1)][size_t(c)] * f));
    };
    return QColor(channel(0), channel(1), channel(2));
}

QCPColorGradient gradientFrom(const std::array<std::array<int, 3>, 9>& stops)
{
    QCPColorGradient g;
    g.clearColorStops();
    for (size_t i = 0; i < stops.size(); ++i)
        g.setColorStopAt(double(i) / 8.0, QColor(stops[i][0], stops[i][1], stops[i][2]));
    g.setColorInterpolation(QCPColorGradient::ciRGB);
    g.setNanHandling(QCPColorGradient::nhNanColor);
    g.setNanColor(masked);
    g.setLevelCount(256);
    return g;
}

} // namespace

QColor sequential(double t) { return interpolate(kViridis, t); }

QColor diverging(double t) { return interpolate(kRdBu, (t + 1.0) / 2.0); }

QColor frequencyRamp(double t) { return interpolate(kViridis, 1.0 - 0.92 * std::clamp(t, 0.0, 1.0)); }

QColor mropeAxis(int axis) { return axis == 1 ? axisHeight : axis == 2 ? axisWidth : axisTime; }

QColor pairColour(int pair, int pairs) { return frequencyRamp(pairs > 1 ? double(pair) / (pairs - 1) : 0.0); }

QCPColorGradient sequentialGradient() { return gradientFrom(kViridis); }

QCPColorGradient divergingGradient() { return gradientFrom(kRdBu); }

void useConcreteFontFamily()
{
    QFont font = QApplication::font();
    font.setFamily(QFontInfo(font).family());
    QApplication::setFont(font);
}

double wholePixelPoints(double points) { return std::max(1.0, std::round(points / 0.75)) * 0.75; }

namespace {
double g_fontScale = 1.0;
}

void setFontScale(double scale)
{
    const double change = scale / g_fontScale;
    g_fontScale = scale;
    QFont font = QApplication::font();
    font.setPointSizeF(wholePixelPoints(font.pointSizeF() * change));
    QApplication::setFont(font);
}

double fontScale() { return g_fontScale; }

QFont fontOfSize(double points)
{
    QFont f;
    f.setPointSizeF(wholePixelPoints(points * g_fontScale));
    return f;
}

QFont titleFont()
{
    QFont f = fontOfSize(13);
    f.setBold(true);
    return f;
}

QFont captionFont() { return fontOfSize(10); }

QLabel* captionLabel(const QString& text, const QFont& font)
{
    auto* label = new CaptionLabel(text);
    label->setFont(font);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    return label;
}

void useTickLocale(QCustomPlot* plot)
{
    bool logarithmic = false;
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes())
            logarithmic = logarithmic || axis->scaleType() == QCPAxis::stLogarithmic;
    // Romansh (Switzerland) writes numbers with U+2212 and a decimal point; no group separator.
    QLocale locale = logarithmic ? QLocale::c() : QLocale(QLocale::Romansh, QLocale::Switzerland);
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    plot->setLocale(locale);
}

namespace {

// Powers of ten as 10ⁿ in plain text; anything else as QCustomPlot writes it.
class PowerOfTenTicker : public QCPAxisTickerLog {
protected:
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override
    {
        const double exponent = std::round(std::log10(tick));
        if (!(tick > 0) || std::abs(tick / std::pow(10.0, exponent) - 1) > 1e-9)
            return QCPAxisTickerLog::getTickLabel(tick, locale, formatChar, precision);
        static const char16_t digits[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
        QString power;
        for (const QChar c : QString::number(std::abs(int(exponent))))
            power += QChar(digits[c.digitValue()]);
        return QStringLiteral("10") + (exponent < 0 ? QStringLiteral("⁻") : QString()) + power;
    }
};

// Round ticks from 10 000 up as 25k, 1.5M; anything else as QCustomPlot writes it.
class CompactTicker : public QCPAxisTicker {
protected:
    QString getTickLabel(double tick, const QLocale& locale, QChar formatChar, int precision) override
    {
        const double size = std::abs(tick);
        if (size >= 1e6 && std::fmod(size, 1e5) == 0)
            return locale.toString(tick / 1e6, 'g', 4) + QLatin1Char('M');
        if (size >= 1e4 && std::fmod(size, 100) == 0)
            return locale.toString(tick / 1e3, 'g', 4) + QLatin1Char('k');
        return QCPAxisTicker::getTickLabel(tick, locale, formatChar, precision);
    }
};

// Compact ticks at whole numbers only: a 16-wide axis of dimensions had ticks at 2.5, 7.5, 12.5.
class WholeTicker : public CompactTicker {
protected:
    double getTickStep(const QCPRange& range) override
    {
        const double step = CompactTicker::getTickStep(range);
        if (step <= 1)
            return 1;
        if (step == std::floor(step))
            return step;
        // The next "nice" whole step: 2.5 → 5, 25 → stays (whole), 0.5 → 1.
        const double magnitude = std::pow(10.0, std::floor(std::log10(step)));
        for (double nice : {1.0, 2.0, 5.0, 10.0})
            if (nice * magnitude >= step && nice * magnitude == std::floor(nice * magnitude))
                return nice * magnitude;
        return std::ceil(step);
    }
};

} // namespace

void useCompactTicks(QCPAxis* axis) { axis->setTicker(QSharedPointer<CompactTicker>::create()); }

void useWholeTicks(QCPAxis* axis) { axis->setTicker(QSharedPointer<WholeTicker>::create()); }

void useCompactTicks(QCustomPlot* plot)
{
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes())
            if (axis->scaleType() == QCPAxis::stLinear && axis->ticker() &&
                typeid(*axis->ticker()) == typeid(QCPAxisTicker))
                useCompactTicks(axis);
}

void useLogAxis(QCPAxis* axis)
{
    axis->setScaleType(QCPAxis::stLogarithmic);
    axis->setTicker(QSharedPointer<QCPAxisTicker>(new PowerOfTenTicker));
    axis->setNumberFormat(QStringLiteral("g"));
}

void fitCurveQuality(QCustomPlot* plot, qsizetype pointsPerCurve)
{
    const bool dense = pointsPerCurve > 4000;
    if (dense)
        plot->setNotAntialiasedElements(QCP::aePlottables);
    else
        plot->setAntialiasedElements(QCP::aePlottables);
    // Qt strokes a one-pixel pen (dashed too) on a fast path; wider pens, dashed most, cost a
    // replot of thousands of points 50+ ms. The designed width comes back for sparse curves.
    for (int i = 0; i < plot->graphCount(); ++i) {
        QCPGraph* graph = plot->graph(i);
        QPen pen = graph->pen();
        const QVariant designed = graph->property("ropeDesignedWidth");
        if (!designed.isValid())
            graph->setProperty("ropeDesignedWidth", pen.widthF());
        pen.setWidthF(dense ? 1.0 : (designed.isValid() ? designed.toDouble() : pen.widthF()));
        graph->setPen(pen);
    }
}

} // namespace rope::ui::style
