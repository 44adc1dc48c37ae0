// The palettes, colour ramps and fonts every view shares.
#include "ui/widgets/style.h"

#include "ui/model/keepwhole.h"
#include "ui/widgets/captionlabel.h"

#include <QApplication>
#include <QFontInfo>
#include <QLabel>
#include <QTextBoundaryFinder>

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

QLabel* captionLabel(const QString& text)
{
    auto* label = new CaptionLabel(text);
    label->setFont(captionFont());
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

double widestLine(const QString& text, const QFontMetricsF& metrics)
{
    double widest = 0;
    for (const QString& line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

namespace {

// A character of Chinese (or Japanese) text, punctuation included: a line may end beside it.
bool isWide(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x2E80 && u < 0xA000) || (u >= 0xF900 && u < 0xFB00) || (u >= 0xFE30 && u < 0xFE50) ||
           (u >= 0xFF00 && u < 0xFFF0);
}

// `text` cut where a line may end: after a space, and where Chinese text allows one (Unicode's line
// breaking next to a wide character, so never before "）" or after "（"). Never inside a formula
// such as q̃·k̃/√d, which Unicode would break after its slash.
QStringList breakablePieces(const QString& text)
{
    QTextBoundaryFinder finder(QTextBoundaryFinder::Line, text);
    QStringList pieces;
    qsizetype start = 0;
    for (qsizetype at = finder.toNextBoundary(); at > 0 && at < text.size(); at = finder.toNextBoundary())
        if (text[at - 1] == QLatin1Char(' ') || isWide(text[at - 1]) || isWide(text[at])) {
            pieces << text.mid(start, at - start);
            start = at;
        }
    pieces << text.mid(start);
    return pieces;
}

} // namespace

namespace {

QString balancedLines(const QString& text, int lines, const QFontMetricsF& metrics, bool formulasWhole)
{
    const double target = metrics.horizontalAdvance(text) / lines;
    QStringList out;
    QString line;
    // Formulas stay whole ("|w − softmax|" broke after its minus): their spaces are no-break
    // spaces and joiners tie them while the pieces are cut, and come out again in the lines.
    for (const QString& piece : breakablePieces(formulasWhole ? model::keepFormulasWhole(text, Qt::PlainText) : text)) {
        const QString longer = line + piece;
        if (!line.trimmed().isEmpty() && out.size() < lines - 1 &&
            metrics.horizontalAdvance(longer.trimmed()) > target * 1.08) {
            out << line.trimmed();
            line = piece;
        } else {
            line = longer;
        }
    }
    out << line.trimmed();
    return model::withoutJoiners(out.join(QLatin1Char('\n')));
}

} // namespace

QString balancedLines(const QString& text, int lines, const QFontMetricsF& metrics)
{
    return balancedLines(text, lines, metrics, true);
}

QString linesWithin(const QString& text, double room, const QFontMetricsF& metrics, int maxLines)
{
    // Formulas whole if that fits ("|w − softmax|" broke after its minus); else any space will do.
    QString shown = text;
    for (const bool formulasWhole : {true, false})
        for (int lines = 2; lines <= maxLines && room > 0 && widestLine(shown, metrics) > room; ++lines)
            shown = balancedLines(text, lines, metrics, formulasWhole);
    return shown;
}

QString wholeLabelWithin(QCPAxis* axis, double room)
{
    static const char* const kWhole = "ropeWholeLabel";
    static const char* const kShown = "ropeShownLabel";
    // A label the view set since the last break is the new whole label.
    if (axis->label() != axis->property(kShown).toString())
        axis->setProperty(kWhole, axis->label());
    const QString shown = linesWithin(axis->property(kWhole).toString(), room, QFontMetricsF(axis->labelFont()), 3);
    axis->setProperty(kShown, shown);
    if (axis->label() != shown)
        axis->setLabel(shown);
    return shown;
}

namespace {

const char* const kOwnSize = "ropeOwnSize";
const char* const kDataRoom = "ropeDataRoom";
const char* const kLaidOutFor = "ropeLaidOutFor";

// Every axis of the plot, its colour scales' included.
std::vector<QCPAxis*> allAxes(QCustomPlot* plot)
{
    std::vector<QCPAxis*> axes;
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes())
            axes.push_back(axis);
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true))
        if (auto* scale = qobject_cast<QCPColorScale*>(element))
            axes.push_back(scale->axis());
    return axes;
}

// As many ticks as the axis has room for, at most as many as the view asked for: large type on a
// short axis ran "−1.5", "−1" and "−0.5" into one another.
void keepTicksApart(QCPAxis* axis)
{
    static const char* const kAsked = "ropeAskedTicks";
    static const char* const kShown = "ropeShownTicks";
    QCPAxisTicker* ticker = axis->ticker().data();
    if (!ticker || !axis->visible() || !axis->tickLabels())
        return;
    if (ticker->tickCount() != axis->property(kShown).toInt())
        axis->setProperty(kAsked, ticker->tickCount());
    const QFontMetricsF metrics(axis->tickLabelFont());
    const bool vertical = axis->orientation() == Qt::Vertical;
    // A label and a gap as tall again (vertical), or a five-character label and a gap (horizontal).
    const double spacing = vertical ? 2.0 * metrics.height() : 1.5 * metrics.horizontalAdvance(QStringLiteral("−0.00"));
    const double length = vertical ? axis->axisRect()->height() : axis->axisRect()->width();
    const int asked = std::max(1, axis->property(kAsked).toInt());
    const int shown = std::clamp(int(length / spacing), std::min(3, asked), asked);
    axis->setProperty(kShown, shown);
    if (ticker->tickCount() != shown)
        ticker->setTickCount(shown);
}

} // namespace

void keepAxisLabelsWhole(QCustomPlot* plot)
{
    QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [plot] {
        // Labels and ticks are fitted to the axes' lengths in this replot's layout: after a resize,
        // lay out first (the last layout's lengths are the old size's; a new colour bar's are 0).
        if (plot->viewport().size() != plot->property(kLaidOutFor).toSize()) {
            plot->setProperty(kLaidOutFor, plot->viewport().size());
            for (const auto phase :
                 {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
                plot->plotLayout()->update(phase);
        }
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* axis : rect->axes(QCPAxis::atLeft | QCPAxis::atRight)) {
                // A fixed margin (maps aligned with their neighbours) has no room for a second line:
                // such a plot breaks its labels itself (MapPlot). (Horizontal labels broken the same
                // way made maps' x labels flip between one line and two at every replot.)
                const QCP::MarginSide side = axis->axisType() == QCPAxis::atLeft ? QCP::msLeft : QCP::msRight;
                if (rect->autoMargins().testFlag(side))
                    wholeLabelWithin(axis, rect->height() - 4);
            }
        for (QCPAxis* axis : allAxes(plot))
            keepTicksApart(axis);
    });
    // A plot whose own height the view sets keeps room for its data when legends and large type
    // take more of it: it asks for the height it lacks. (At 1.5× type a curve plot kept 40 px of
    // its 300 for the curves, under a legend of nine rows.)
    if (plot->property(kOwnSize).toBool())
        return;
    // Queued: a minimum height above the plot's height resizes it at once, not inside its replot.
    QObject::connect(
        plot, &QCustomPlot::afterLayout, plot,
        [plot] {
            const QList<QCPAxisRect*> rects = plot->axisRects();
            int shortest = std::numeric_limits<int>::max();
            int wanted = 0;
            for (QCPAxisRect* rect : rects) {
                if (!rect->visible() || rect->layout() == nullptr)
                    continue;
                shortest = std::min(shortest, rect->height());
                for (QCPAxis* axis : rect->axes()) {
                    if (!axis->visible())
                        continue;
                    const double tickLine = QFontMetricsF(axis->tickLabelFont()).lineSpacing();
                    const double label =
                        QFontMetricsF(axis->labelFont()).horizontalAdvance(axis->property("ropeWholeLabel").toString());
                    wanted = std::max(wanted, int(std::ceil(std::max(6 * tickLine, label / 3 + 8))));
                }
            }
            const int extra = plot->property(kDataRoom).toInt();
            if (wanted == 0 || (shortest >= wanted && extra == 0))
                return; // the usual case: room enough, nothing asked
            // The height that gives the data what they want beside what is not data (legend, axes),
            // over what the view asked for: the same request again when the layout has granted it.
            // Bounded, should some part of the plot take whatever height it is given.
            const int asked = plot->minimumHeight() - extra;
            // Both heights of one layout: the plot may have been resized since, not laid out again.
            const int besideData = plot->plotLayout()->outerRect().height() - shortest;
            const int more = std::clamp(besideData + wanted - asked, 0, 1500);
            if (more == extra)
                return;
            const bool fixed = plot->maximumHeight() == plot->minimumHeight();
            plot->setProperty(kDataRoom, more);
            plot->setMinimumHeight(asked + more);
            if (fixed || plot->maximumHeight() < asked + more)
                plot->setMaximumHeight(asked + more);
        },
        Qt::QueuedConnection);
}

int dataRoom(const QWidget* widget) { return widget->property(kDataRoom).toInt(); }

void sizedByItsOwner(QCustomPlot* plot) { plot->setProperty(kOwnSize, true); }

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

void legendBelow(QCustomPlot* plot, int columns)
{
    plot->legend->setVisible(true);
    plot->legend->setFont(captionFont());
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot->legend->setWrap(columns);
    plot->legend->setBorderPen(Qt::NoPen);
    // Once per plot: a view that sets its legend at every draw (PE families) added an empty row and
    // another handler each time.
    static const char* const kColumns = "ropeLegendColumns";
    const bool hooked = plot->property(kColumns).isValid();
    plot->setProperty(kColumns, columns);
    const auto* holder = qobject_cast<QCPLayoutGrid*>(plot->legend->layout());
    if (!holder || holder->layout() != plot->plotLayout()) {
        auto* row = new QCPLayoutGrid;
        plot->plotLayout()->addElement(plot->plotLayout()->rowCount(), 0, row);
        plot->plotLayout()->setRowStretchFactor(plot->plotLayout()->rowCount() - 1, 0.001);
        row->setMargins(QMargins(5, 0, 5, 4));
        row->addElement(0, 0, plot->legend); // takes the legend out of the axis rect's inset layout
    }
    if (hooked)
        return;
    // Fewer columns when the entries would not fit side by side (long names, large type): a
    // squeezed entry cut its own name.
    QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [plot] {
        const int columns = plot->property(kColumns).toInt();
        QCPLegend* legend = plot->legend;
        const int room = plot->width() - 10 - legend->margins().left() - legend->margins().right();
        // An entry wider than the row on its own (a long name in large type) breaks its name onto
        // lines instead of running past the plot.
        for (int i = 0; i < legend->itemCount(); ++i) {
            auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i));
            if (!item)
                continue;
            QCPAbstractPlottable* plottable = item->plottable();
            static const char* const kWhole = "ropeWholeName";
            static const char* const kShown = "ropeShownName";
            if (plottable->name() != plottable->property(kShown).toString())
                plottable->setProperty(kWhole, plottable->name());
            const QFontMetricsF metrics(item->font());
            const QString whole = plottable->property(kWhole).toString();
            const double besideName =
                legend->item(i)->minimumOuterSizeHint().width() - widestLine(plottable->name(), metrics);
            const QString shown = linesWithin(whole, room - besideName - 2, metrics, 3);
            plottable->setProperty(kShown, shown);
            if (plottable->name() != shown)
                plottable->setName(shown);
        }
        std::vector<int> widths;
        for (int i = 0; i < legend->itemCount(); ++i)
            if (QCPAbstractLegendItem* item = legend->item(i); item && item->visible())
                widths.push_back(item->minimumOuterSizeHint().width());
        int fit = std::max(1, columns);
        for (; fit > 1; --fit) {
            std::vector<int> widest(size_t(fit), 0);
            for (size_t i = 0; i < widths.size(); ++i)
                widest[i % size_t(fit)] = std::max(widest[i % size_t(fit)], widths[i]);
            int total = legend->columnSpacing() * (fit - 1);
            for (const int w : widest)
                total += w;
            if (total <= room)
                break;
        }
        if (legend->wrap() != fit) {
            legend->setWrap(fit);
            legend->setFillOrder(legend->fillOrder(), true); // rearranged into the new columns
        }
    });
}

} // namespace rope::ui::style
