// Large type on small plots: labels broken onto lines (Chinese and formulas handled), ticks that
// stand apart, plots that ask for room for their data, legends below the axes (declared in style.h).
#include "ui/model/keepwhole.h"
#include "ui/widgets/style.h"

#include <QLabel>
#include <QTextBoundaryFinder>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace rope::ui::style {

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

QString formulasWholeFor(const QLabel* label, const QString& text)
{
    Qt::TextFormat format = label->textFormat();
    if (format == Qt::AutoText)
        format = Qt::mightBeRichText(text) ? Qt::RichText : Qt::PlainText;
    // Measured in bold, the widest a piece of it may be drawn (a <b> or a header); a tenth to spare.
    QFont bold = label->font();
    bold.setBold(true);
    const QFontMetricsF metrics(bold);
    const double room = label->contentsRect().width() - 2 * label->margin();
    return model::keepFormulasWhole(
        text, format, [&](const QString& piece) { return room > 0 && 1.1 * metrics.horizontalAdvance(piece) <= room; });
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
    static const char* const kFittedTo = "ropeLabelFittedTo";
    // Called at every replot (a slider's frames): the same label, room and font give the same lines.
    const QString fittedTo = QStringLiteral("%1 %2").arg(room).arg(axis->labelFont().toString());
    if (axis->label() == axis->property(kShown).toString() && axis->property(kFittedTo).toString() == fittedTo)
        return axis->label();
    // A label the view set since the last break is the new whole label.
    if (axis->label() != axis->property(kShown).toString())
        axis->setProperty(kWhole, axis->label());
    const QString shown = linesWithin(axis->property(kWhole).toString(), room, QFontMetricsF(axis->labelFont()), 3);
    axis->setProperty(kShown, shown);
    axis->setProperty(kFittedTo, fittedTo);
    if (axis->label() != shown)
        axis->setLabel(shown);
    return shown;
}

namespace {

const char* const kOwnSize = "ropeOwnSize";
const char* const kDataRoom = "ropeDataRoom";
const char* const kLaidOutFor = "ropeLaidOutFor";

// The margin an axis stands in.
QCP::MarginSide marginOf(const QCPAxis* axis)
{
    switch (axis->axisType()) {
    case QCPAxis::atLeft:
        return QCP::msLeft;
    case QCPAxis::atRight:
        return QCP::msRight;
    case QCPAxis::atTop:
        return QCP::msTop;
    case QCPAxis::atBottom:
        break;
    }
    return QCP::msBottom;
}

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

// Room in the plot's right margin for the label of a tick at the very end of a logarithmic bottom
// axis: QCustomPlot leaves out a tick label that would cross the widget's edge, so an axis from 1
// to 10⁶ showed no "10⁶". (Log axes only: a linear axis ends on a tick for some lengths and not
// others, and its plot would change width as a slider moves N.)
void roomForLastTickLabel(QCPAxisRect* rect)
{
    QCPAxis* axis = rect->axis(QCPAxis::atBottom);
    if (!axis || !axis->visible() || !axis->tickLabels() || axis->tickVector().isEmpty() ||
        axis->scaleType() != QCPAxis::stLogarithmic || !rect->autoMargins().testFlag(QCP::msRight))
        return;
    const double last = axis->tickVector().last();
    const QString label = axis->tickVectorLabels().isEmpty() ? QString() : axis->tickVectorLabels().last();
    QMargins least = rect->minimumMargins();
    int wanted = 0;
    if (axis->range().contains(last) && !label.isEmpty()) {
        const double overhang = QFontMetricsF(axis->tickLabelFont()).horizontalAdvance(label) / 2;
        const double toEnd = rect->right() - axis->coordToPixel(last);
        if (overhang > toEnd)
            wanted = int(std::ceil(overhang - toEnd)) + 2;
    }
    if (least.right() != wanted) {
        least.setRight(wanted);
        rect->setMinimumMargins(least);
    }
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
        // A fixed margin (maps aligned with their neighbours) has no room for a second line: such a
        // plot breaks its labels itself (MapPlot), as does one whose size its owner sets (a map's x
        // label broken here flipped between one line and two at every replot).
        const bool ownSize = plot->property(kOwnSize).toBool();
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* axis : rect->axes()) {
                if (!rect->autoMargins().testFlag(marginOf(axis)))
                    continue;
                if (axis->orientation() == Qt::Vertical) {
                    wholeLabelWithin(axis, rect->height() - 4);
                } else if (!ownSize) {
                    // Centred under the axis, inside the plot: breaking it changes the axis' height, not
                    // the room its centre leaves.
                    const double centre = rect->center().x();
                    wholeLabelWithin(axis, 2 * std::min(centre, plot->width() - centre) - 4);
                }
            }
        // Colour scales beside a map, when their margin follows the label.
        for (QCPLayoutElement* element : plot->plotLayout()->elements(true))
            if (auto* scale = qobject_cast<QCPColorScale*>(element); scale && scale->visible()) {
                QCPAxis* axis = scale->axis();
                if (axis->orientation() == Qt::Vertical && scale->autoMargins().testFlag(marginOf(axis)))
                    wholeLabelWithin(axis, axis->axisRect()->height() - 4);
            }
        for (QCPAxis* axis : allAxes(plot))
            keepTicksApart(axis);
        for (QCPAxisRect* rect : plot->axisRects())
            roomForLastTickLabel(rect);
    });
    // A plot whose own height the view sets keeps room for its data when legends and large type
    // take more of it: it asks for the height it lacks, nine tick lines. (At 1.5× type a curve plot
    // kept 40 px of its 300 for the curves, under a legend of nine rows; with six lines, 120 px for
    // nine curves and their bands.)
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
                    wanted = std::max(wanted, int(std::ceil(std::max(9 * tickLine, label / 3 + 8))));
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
        // The legend's row is in the plot layout's first column: other columns (a colour scale
        // beside the map) keep their width beside it.
        QCPLayoutGrid* layout = plot->plotLayout();
        int otherColumns = 0;
        for (int c = 1; c < layout->columnCount(); ++c) {
            int widest = 0;
            for (int r = 0; r < layout->rowCount(); ++r)
                if (layout->hasElement(r, c) && layout->element(r, c)->visible()) {
                    QCPLayoutElement* element = layout->element(r, c);
                    int width = element->minimumOuterSizeHint().width();
                    // A colour scale asks for no width: it needs its bar and its axis' margins.
                    if (const auto* scale = qobject_cast<QCPColorScale*>(element))
                        width = std::max(width, scale->barWidth() + scale->margins().left() + scale->margins().right() +
                                                    scale->axis()->axisRect()->margins().left() +
                                                    scale->axis()->axisRect()->margins().right());
                    widest = std::max(widest, width);
                }
            otherColumns += widest + layout->columnSpacing();
        }
        const int room = plot->width() - 10 - legend->margins().left() - legend->margins().right() - otherColumns;
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
