// A map among the maps of its row (its title peers): the tallest title and the widest axes room
// of the row, so that maps side by side are one size and level.
#include "ui/widgets/mapplot.h"

#include <QEvent>
#include <QLabel>
#include <QLayoutItem>

#include <algorithm>

namespace rope::ui {

int MapPlot::ownTitleHeight(int width) const
{
    // The title's height at this width: a wrapped label's sizeHint is that of a narrower, taller
    // block (three lines for one), which left the square short and a band of paper beneath it.
    return m_title->hasHeightForWidth() ? m_title->heightForWidth(std::max(1, width)) : m_title->sizeHint().height();
}

std::vector<const MapPlot*> MapPlot::rowPeers() const
{
    // Only the peers in its row, side by side in the window (maps under captions of their own have
    // parents of their own; a map of fixed height stands centred in its row, a few pixels lower):
    // a map alone on the next row keeps its own title and size.
    std::vector<const MapPlot*> row;
    if (m_titlePeers.empty())
        return row;
    const QWidget* top = window();
    const int ownTop = mapTo(top, QPoint(0, 0)).y();
    for (const QPointer<MapPlot>& peer : m_titlePeers) {
        if (!peer || peer == this || peer->isHidden() || peer->window() != top)
            continue;
        const int peerTop = peer->mapTo(top, QPoint(0, 0)).y();
        const int common = std::min(ownTop + height(), peerTop + peer->height()) - std::max(ownTop, peerTop);
        if (common > std::min(height(), peer->height()) / 2)
            row.push_back(peer);
    }
    return row;
}

int MapPlot::titleHeight(int width) const
{
    int height = ownTitleHeight(width);
    for (const MapPlot* peer : rowPeers())
        height = std::max(height, peer->ownTitleHeight(width));
    return height;
}

int MapPlot::rowExtraWidth() const
{
    // A colour scale with narrower tick labels ("0.5" against "−1.5") left its map's square larger
    // than its neighbours' (pairing-lab/schemes): the row's squares share the widest room.
    int widest = extraWidth();
    for (const MapPlot* peer : rowPeers())
        if (peer->width() == width())
            widest = std::max(widest, peer->extraWidth());
    return widest;
}

void MapPlot::setTitlePeers(const std::vector<MapPlot*>& peers)
{
    // The heatmaps view names the same peers at every result (a slider's frames): nothing to redo.
    if (std::equal(m_titlePeers.begin(), m_titlePeers.end(), peers.begin(), peers.end(),
                   [](const QPointer<MapPlot>& held, const MapPlot* given) { return held.data() == given; }))
        return;
    m_titlePeers.assign(peers.begin(), peers.end());
    updateGeometry();
    resizeEvent(nullptr);
}

void MapPlot::refitTitleRoom()
{
    const int title = titleHeight(width());
    if (title == m_fittedTitleHeight && title - ownTitleHeight(width()) == m_titleRoom->sizeHint().height() &&
        rowExtraWidth() == m_fittedExtraWidth)
        return; // the usual case, at every frame of a slider: a cheap check, no relayout
    updateGeometry(); // the hint holds the title
    resizeEvent(nullptr);
}

bool MapPlot::event(QEvent* event)
{
    // A title given other text without setTitle (a figure keeps its formulas whole, which can add a
    // line) asks this widget for a new layout: its row's title room follows.
    if (event->type() == QEvent::LayoutRequest && !m_titlePeers.empty()) {
        QMetaObject::invokeMethod(this, &MapPlot::refitTitleRoom, Qt::QueuedConnection);
        for (const QPointer<MapPlot>& peer : m_titlePeers)
            if (peer && peer != this)
                QMetaObject::invokeMethod(peer, &MapPlot::refitTitleRoom, Qt::QueuedConnection);
    }
    return QWidget::event(event);
}

} // namespace rope::ui
