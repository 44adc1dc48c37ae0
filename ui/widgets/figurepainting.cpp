// Painting a widget tree as a figure on paper: plots through QCustomPlot's own vector path, clocks
// and diagrams by their painters, tables as booktabs tables, no window backgrounds.
#include "ui/widgets/exporter.h"

#include "ui/widgets/clockgrid.h"
#include "ui/widgets/pairingdiagram.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QMenuBar>
#include <QPaintEngine>
#include <QPainter>
#include <QPicture>
#include <QTabBar>
#include <QTableView>

#include <algorithm>

namespace rope::ui {

namespace {

const char* const kWindowOnlyProperty = "ropeWindowOnly";

// A table as a figure, not a widget: its header in bold between rules, its cells' text, no grid, no
// header grey and no highlighted row (booktabs style, as a table on a slide or in a paper looks).
// Its columns are as wide as their bold header or widest cell: the widget sized them for its own
// header font, which a bold label outgrows.
void paintTable(QPainter& p, QTableView* table)
{
    const QAbstractItemModel* model = table->model();
    if (!model)
        return;
    const QHeaderView* header = table->horizontalHeader();
    QFont bold = table->font();
    bold.setBold(true);
    const QFontMetricsF boldMetrics(bold), cellMetrics(table->font());
    constexpr double kPadding = 6; // each side of a column's text
    std::vector<std::pair<int, double>> columns; // model column, width
    for (int c = 0; c < model->columnCount(); ++c) {
        if (table->isColumnHidden(c))
            continue;
        double width =
            header->isVisible() ? boldMetrics.horizontalAdvance(model->headerData(c, Qt::Horizontal).toString()) : 0.0;
        for (int r = 0; r < model->rowCount(); ++r)
            if (!table->isRowHidden(r))
                width = std::max(width, cellMetrics.horizontalAdvance(model->data(model->index(r, c)).toString()));
        columns.emplace_back(c, width + 2 * kPadding);
    }
    if (columns.empty())
        return;
    const QPoint cells = table->viewport()->mapTo(table, QPoint(0, 0));
    const double left = cells.x() + table->columnViewportPosition(columns.front().first);
    double total = 0;
    for (const auto& column : columns)
        total += column.second;
    // Never wider than the widget (its neighbours start there); the widget's own widths are wider still.
    const double room = table->width() - left;
    const double squeeze = total > room ? room / total : 1.0;
    const double right = left + total * squeeze;
    const auto forEachCell = [&](int y, int height, const auto& paint) {
        double x = left;
        for (const auto& [column, width] : columns) {
            // Half the padding inside: a glyph's ink may pass its advance by a pixel.
            paint(column, QRectF(x + kPadding * squeeze / 2, y, (width - kPadding) * squeeze, height));
            x += width * squeeze;
        }
    };
    const auto rule = [&](int y, double width) {
        p.setPen(QPen(style::ink, width));
        p.drawLine(QPointF(left, y), QPointF(right, y));
    };
    p.save();
    int top = cells.y();
    if (header->isVisible()) {
        const int y = header->mapTo(table, QPoint(0, 0)).y();
        p.setFont(bold);
        p.setPen(style::ink);
        forEachCell(y, header->height(), [&](int column, const QRectF& cell) {
            p.drawText(cell, Qt::AlignCenter, model->headerData(column, Qt::Horizontal).toString());
        });
        rule(y, 1.2);
        top = y + header->height();
    }
    rule(top, 0.8);
    p.setFont(table->font());
    // Rows as close as printed text sets them, not as far apart as the widget's clickable rows.
    const int pitch = int(std::ceil(cellMetrics.height() * 1.6));
    int bottom = top;
    for (int r = 0; r < model->rowCount(); ++r) {
        if (table->isRowHidden(r))
            continue;
        const int y = bottom, height = std::min(pitch, table->rowHeight(r));
        forEachCell(y, height, [&](int column, const QRectF& cell) {
            const QModelIndex index = model->index(r, column);
            const QVariant alignment = model->data(index, Qt::TextAlignmentRole);
            const QVariant foreground = model->data(index, Qt::ForegroundRole);
            p.setPen(foreground.canConvert<QBrush>() ? foreground.value<QBrush>().color() : style::ink);
            p.drawText(cell, alignment.isValid() ? Qt::Alignment(alignment.toInt()) : Qt::AlignLeft | Qt::AlignVCenter,
                       model->data(index).toString());
        });
        bottom = y + height;
    }
    rule(bottom, 1.2);
    p.restore();
}

// Paints one widget without its children, then each visible child at its place.
void renderTree(QWidget* w, QPainter& p)
{
    if (auto* table = qobject_cast<QTableView*>(w)) {
        paintTable(p, table);
        return;
    }
    if (auto* plot = qobject_cast<QCustomPlot*>(w)) {
        // QCustomPlot's own vector path (the one savePdf uses), recorded and replayed.
        // Hover and selection marks stay in the window.
        std::vector<QCPAbstractItem*> hidden;
        for (int i = 0; i < plot->itemCount(); ++i)
            if (QCPAbstractItem* item = plot->item(i); item->visible() && item->property(kWindowOnlyProperty).toBool())
                hidden.push_back(item);
        for (QCPAbstractItem* item : hidden)
            item->setVisible(false);
        QPicture picture;
        {
            QCPPainter recorder(&picture);
            // Into SVG or PDF as savePdf paints: colour maps through a 3× buffer (an embedded image
            // of one pixel per cell is smoothed by viewers into blurred cell edges), true polylines.
            const QPaintEngine* engine = p.paintEngine();
            if (engine && (engine->type() == QPaintEngine::SVG || engine->type() == QPaintEngine::Pdf))
                recorder.setMode(QCPPainter::pmVectorized);
            plot->toPainter(&recorder, plot->width(), plot->height());
        }
        for (QCPAbstractItem* item : hidden)
            item->setVisible(true);
        p.drawPicture(0, 0, picture);
        return;
    }
    if (auto* grid = qobject_cast<ClockGrid*>(w)) {
        ClockFrame frame = grid->frame();
        frame.selectedPair = -1; // the selected clock's frame is the window's, not the figure's
        ClockRenderer::paintGrid(p, frame, grid->currentLayout(), nullptr);
        return;
    }
    if (auto* diagram = qobject_cast<PairingDiagram*>(w)) {
        diagram->paint(p, QRectF(QPointF(0, 0), QSizeF(diagram->size())));
        return;
    }
    if (qobject_cast<QTabBar*>(w) || qobject_cast<QMenuBar*>(w)) {
        // Their labels are clipped away in PDF (and they overpaint neighbours in SVG, which has no
        // clipping): drawn as a 3× image instead, sharp enough on a slide.
        QImage image(w->size() * 3, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(3);
        image.fill(Qt::transparent);
        w->render(&image, QPoint(), QRegion(), QWidget::DrawChildren);
        p.drawImage(QRectF(QPointF(0, 0), QSizeF(w->size())), image);
        return;
    }
    // No window backgrounds: the figure sits on white paper (a light theme for projectors). A widget
    // that fills itself with the window's colour (a scroll area's content does) is drawn unfilled.
    const bool windowFill =
        w->autoFillBackground() && w->palette().color(w->backgroundRole()) == w->palette().color(QPalette::Window);
    if (windowFill)
        w->setAutoFillBackground(false);
    w->render(&p, QPoint(), QRegion(), QWidget::RenderFlags());
    if (windowFill)
        w->setAutoFillBackground(true);
    for (QObject* child : w->children()) {
        auto* c = qobject_cast<QWidget*>(child);
        if (!c || !c->isVisible() || c->isWindow())
            continue;
        p.save();
        p.translate(c->pos());
        p.setClipRect(QRect(QPoint(0, 0), c->size()), Qt::IntersectClip);
        renderTree(c, p);
        p.restore();
    }
}

} // namespace

void markWindowOnly(QObject* plotItem) { plotItem->setProperty(kWindowOnlyProperty, true); }

void renderVector(QWidget* widget, QPainter& painter) { renderTree(widget, painter); }

} // namespace rope::ui
