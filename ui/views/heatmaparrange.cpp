// The heatmaps' arrangement: how many columns of maps, where the side panel (controls, the one
// colour bar, caption) goes, and the bar lined up with the maps' plot areas.
#include "ui/views/heatmapview.h"

#include "ui/widgets/colorbar.h"
#include "ui/widgets/mapplot.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QScrollArea>
#include <QTimer>

#include <algorithm>
#include <climits>

namespace rope::ui {

void HeatmapView::arrange()
{
    const int maps = int(m_plots.size());
    if (maps == 0)
        return;
    // The room is what the viewport shows of the grid, not the grid's own size: when an arrangement
    // asks for more height than the viewport has, the content grows to that minimum, and choosing
    // again for the taller grid picked another arrangement that asked for less, and so on, round
    // and round inside one resize until the stack ran out (tst_viewextremes, once in a few runs).
    // The viewport's own size does not depend on the arrangement (the vertical bar is always on).
    QSize room = m_gridArea->size();
    if (QWidget* content = m_scroll ? m_scroll->widget() : nullptr)
        room = (m_scroll->maximumViewportSize() - (content->size() - m_gridArea->size())).expandedTo(QSize(1, 1));
    const int gap = 6;
    // The side panel takes the cell after the last map, or spans a row of its own below the maps at
    // the height its text needs, the maps sharing what is left; the shared colour bar then stands
    // right of the last map.
    constexpr int kSideMinimumWidth = 220;
    // The bar's own flag: its holder is hidden for a moment each time a layout moves it (Qt shows a
    // reparented widget again in a queued call), and an arrangement made in that moment put the bar
    // back in the side panel.
    const bool bar = !m_bar->isHidden();
    const int barColumn = bar ? m_bar->sizeHint().width() + gap : 0;
    // The bar takes a column of its own only when it sits past a full last row of maps.
    const auto mapWidth = [&](int columns, bool sideOwnRow) {
        const bool barPastMaps = sideOwnRow && maps % columns == 0;
        return (room.width() - (barPastMaps ? barColumn : 0) - (columns - 1) * gap) / columns;
    };
    // Every column count, with the side panel in the cell after the last map (where that cell is in
    // a row of maps) or in a row of its own. In the window a side taller than its row makes the view
    // scroll; a figure does not scroll, so there the side must fit beside the maps or go below them
    // (large type cut the figure's side text or its last row of maps).
    int bestColumns = 1, bestSide = -1;
    bool bestOwnRow = true;
    for (int columns = 1; columns <= std::min(maps + 1, 3); ++columns) {
        const int mapRows = (maps + columns - 1) / columns;
        for (const bool sideOwnRow : {false, true}) {
            if (!sideOwnRow && maps % columns == 0)
                continue;
            if (sideOwnRow && maps % columns != 0 && !figureMode())
                continue; // the window keeps the side beside the maps, as it always had
            const int cellWidth = mapWidth(columns, sideOwnRow);
            if (!sideOwnRow && cellWidth < kSideMinimumWidth)
                continue;
            const int sideHeight = sideOwnRow ? sideHeightFor(room.width(), false) + gap : 0;
            const int cellHeight = (room.height() - sideHeight - (mapRows - 1) * gap) / mapRows;
            if (!sideOwnRow && figureMode() && sideHeightFor(cellWidth, bar) > cellHeight)
                continue;
            int side = INT_MAX;
            for (MapPlot* plot : m_plots)
                side = std::min(side, plot->squareSideFor(QSize(cellWidth, cellHeight)));
            if (side > bestSide + 2) { // a wider arrangement only for a real gain
                bestSide = side;
                bestColumns = columns;
                bestOwnRow = sideOwnRow;
            }
        }
    }
    // The side panel's text keeps the height it needs at its width: on a small window the view
    // scrolls rather than cut the caption.
    const int sideWidth = bestOwnRow ? room.width() : (room.width() - (bestColumns - 1) * gap) / bestColumns;
    const int sideHeight = sideHeightFor(std::max(1, sideWidth), bar && !bestOwnRow);
    m_side->setMinimumHeight(sideHeight);
    // When the text beside the maps makes its row taller, the other rows of maps grow as far as their
    // width allows too, so that all maps have one size.
    const bool sideBesideMaps = !bestOwnRow;
    const int cellWidth = mapWidth(bestColumns, !sideBesideMaps);
    int widthBound = 0;
    for (MapPlot* plot : m_plots)
        widthBound =
            std::max(widthBound, plot->heightForSide(plot->squareSideFor(QSize(cellWidth, 1 << 20)), cellWidth));
    // With the side panel in a row of its own, the map rows are as tall as their squares (what the room
    // allows) and the panel's row takes the rest: its text follows the maps at once instead of below a
    // band of paper, which a figure would carry.
    const int rows = (maps + bestColumns - 1) / bestColumns;
    const int roomPerRow = (room.height() - (sideBesideMaps ? 0 : sideHeight + gap) - (rows - 1) * gap) / rows;
    for (int r = 0; r < m_grid->rowCount(); ++r)
        m_grid->setRowMinimumHeight(r, r >= rows        ? 0
                                       : sideBesideMaps ? std::min(sideHeight, widthBound)
                                                        : std::max(0, std::min(widthBound, roomPerRow)));
    const bool barInGrid = bar && !sideBesideMaps;
    if (bestColumns == m_columns && barInGrid == m_barInGrid && bestOwnRow == m_sideOwnRow)
        return;
    m_sideOwnRow = bestOwnRow;
    m_columns = bestColumns;
    m_barInGrid = barInGrid;
    for (MapPlot* plot : m_plots)
        m_grid->removeWidget(plot);
    m_grid->removeWidget(m_side);
    m_grid->removeWidget(m_barHolder);
    m_sideLayout->removeWidget(m_barHolder);
    for (int r = 0; r < m_grid->rowCount(); ++r)
        m_grid->setRowStretch(r, 0);
    for (int c = 0; c < m_grid->columnCount(); ++c)
        m_grid->setColumnStretch(c, 0);
    for (int i = 0; i < maps; ++i)
        m_grid->addWidget(m_plots[size_t(i)], i / m_columns, i % m_columns);
    const int mapRows = (maps + m_columns - 1) / m_columns;
    if (!sideBesideMaps)
        m_grid->addWidget(m_side, mapRows, 0, 1, m_columns + (m_barInGrid && maps % m_columns == 0 ? 1 : 0));
    else
        m_grid->addWidget(m_side, maps / m_columns, maps % m_columns);
    // The bar right of the last map: past the last column, or in the free cell after the map when
    // the last row is short.
    if (m_barInGrid)
        m_grid->addWidget(m_barHolder, mapRows - 1, maps % m_columns == 0 ? m_columns : maps % m_columns,
                          Qt::AlignLeft);
    else
        m_sideLayout->insertWidget(0, m_barHolder);
    for (int r = 0; r < mapRows; ++r)
        m_grid->setRowStretch(r, sideBesideMaps ? 1 : 0);
    if (!sideBesideMaps)
        m_grid->setRowStretch(mapRows, 1);
    for (int c = 0; c < m_columns; ++c)
        m_grid->setColumnStretch(c, 1);
    QTimer::singleShot(0, this, &HeatmapView::alignBar);
}

void HeatmapView::figureModeChanged(bool on)
{
    Q_UNUSED(on);
    arrange(); // a figure chooses among more arrangements than the window (see arrange)
}

int HeatmapView::sideHeightFor(int width, bool holdsBar) const
{
    // What the side panel needs at this width, summed from its text column's widgets: the layouts'
    // own caches may predate the caption set a moment ago, and the maps were sized for the old text
    // (invalidating them here instead disturbed a figure's layout as it was rendered).
    // The column's width as the side's layout gives it: the bar's holder (when it is there) and the
    // spacing after it come off.
    const QMargins margins = m_sideLayout->contentsMargins();
    int columnWidth = width - margins.left() - margins.right();
    int barHeight = 0;
    if (holdsBar) {
        columnWidth -= m_barHolder->sizeHint().width() + m_sideLayout->spacing();
        barHeight = m_barHolder->minimumSizeHint().height();
    }
    columnWidth = std::max(1, columnWidth);
    // The caption at its longest form for this mode (any N), unless it is folded to one line (Text on
    // One Line) or drawn as a figure, which is never dragged and shows the caption it has.
    const bool folded = m_caption->maximumHeight() < QWIDGETSIZE_MAX;
    if (m_captionProbe->text() != m_longestCaption)
        m_captionProbe->setText(m_longestCaption);
    const auto heightOf = [&](const QWidget* w) {
        const int wish = w->hasHeightForWidth() ? w->heightForWidth(columnWidth) : w->sizeHint().height();
        return std::clamp(wish, w->minimumHeight(), w->maximumHeight());
    };
    int column = 0, shown = 0;
    for (const QWidget* w : m_textColumnWidgets) {
        if (w->isHidden())
            continue;
        int height = heightOf(w);
        if (w == m_caption && !folded && !figureMode())
            height = std::max(height, m_captionProbe->heightForWidth(columnWidth));
        column += height;
        ++shown;
    }
    column += std::max(0, shown - 1) * m_textColumnSpacing;
    return std::max(column, barHeight) + margins.top() + margins.bottom();
}

void HeatmapView::alignBar()
{
    if (m_plots.empty() || m_bar->isHidden())
        return;
    // The map on the bar's row (else the last one): the bar spans its plot area.
    const int holderTop = m_barHolder->mapTo(m_gridArea, QPoint(0, 0)).y();
    const MapPlot* beside = m_plots.back();
    for (MapPlot* plot : m_plots)
        if (std::abs(plot->y() - holderTop) < 4)
            beside = plot;
    const QRect area = beside->plotArea();
    const int top = beside->mapTo(m_gridArea, area.topLeft()).y() - holderTop;
    m_barSpace->setFixedHeight(std::max(0, top));
    m_bar->setFixedHeight(std::max(60, area.height()));
}

bool HeatmapView::eventFilter(QObject* watched, QEvent* event)
{
    if ((watched == m_gridArea || (m_scroll && watched == m_scroll->viewport())) && event->type() == QEvent::Resize)
        arrange();
    return View::eventFilter(watched, event);
}

} // namespace rope::ui
