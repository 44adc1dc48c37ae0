// The linked views: clocks, heatmap and score curve side by side.
#include "ui/views/overviewview.h"

#include "ui/views/clocksview.h"
#include "ui/views/heatmapview.h"
#include "ui/views/scorecurveview.h"

#include "ui/widgets/style.h"

#include <QEvent>
#include <QSplitter>
#include <QTimer>

#include <cmath>

namespace rope::ui {

using namespace rope::model;

OverviewView::OverviewView(PairSelection* selection, QWidget* parent) :
    View(parent), m_clocks(new ClocksView(selection)), m_heatmap(new HeatmapView),
    m_curve(new ScoreCurveView(selection))
{
    m_heatmap->setCompact(true);
    m_curve->setCompact(true);
    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(m_heatmap);
    right->addWidget(m_curve);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    // The map and the curve keep a readable width in large type, where the clocks' text would
    // otherwise take the row and leave them a strip: the clocks wrap into fewer columns instead.
    right->setMinimumWidth(int(std::lround(280 * style::fontScale())));
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_clocks);
    split->addWidget(right);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    // Three views side by side need more width than a window with both docks open leaves: they
    // scroll sideways then, instead of widening the whole window.
    setScrollingContent(split, true); // its views wrap their text: a bar that came and went would oscillate

    for (View* view : std::initializer_list<View*>{m_clocks, m_heatmap, m_curve}) {
        connect(view, &View::paramsRequested, this, &View::paramsRequested);
        connect(view, &View::updated, this, &View::updated);
        connect(view, &View::failed, this, &View::failed);
    }
}

void OverviewView::resultsChanged()
{
    for (View* view : std::initializer_list<View*>{m_clocks, m_heatmap, m_curve})
        view->setResults(results());
}

QJsonObject OverviewView::facts() const
{
    QJsonObject all;
    const std::pair<const char*, const View*> parts[] = {
        {"clocks.", m_clocks}, {"heatmap.", m_heatmap}, {"curve.", m_curve}};
    for (const auto& [prefix, view] : parts) {
        const QJsonObject f = view->facts();
        for (auto it = f.begin(); it != f.end(); ++it)
            all.insert(QLatin1String(prefix) + it.key(), it.value());
    }
    return all;
}

void OverviewView::figureModeChanged(bool on)
{
    for (View* view : std::initializer_list<View*>{m_clocks, m_heatmap, m_curve})
        view->setFigureMode(on);
    // The splitters' grips are window furniture: a figure drew their dots between the panels. (A
    // splitter shows its handles again itself; with no width they draw nothing. −1: the style's.)
    for (QSplitter* splitter : findChildren<QSplitter*>())
        splitter->setHandleWidth(on ? 0 : -1);
    // A figure does not scroll: the curve's pane is as tall as its content wants (large type asks
    // for more height for the curves, which pushed the readout out of a pane of the window's share).
    QWidget* content = m_curve->figureWidget({});
    if (on) {
        content->installEventFilter(this);
        fitCurvePane();
    } else {
        content->removeEventFilter(this);
        m_curve->setMinimumHeight(0);
    }
}

void OverviewView::fitCurvePane()
{
    if (!figureMode())
        return;
    QWidget* content = m_curve->figureWidget({});
    const int wanted = std::max(content->minimumSizeHint().height(), content->hasHeightForWidth()
                                                                         ? content->heightForWidth(content->width())
                                                                         : content->sizeHint().height());
    if (wanted != m_curve->minimumHeight())
        m_curve->setMinimumHeight(wanted);
}

bool OverviewView::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::LayoutRequest && watched == m_curve->figureWidget({}))
        QTimer::singleShot(0, this, &OverviewView::fitCurvePane); // once the content has laid out
    return View::eventFilter(watched, event);
}

bool OverviewView::isCurrent() const { return m_clocks->isCurrent() && m_heatmap->isCurrent() && m_curve->isCurrent(); }

} // namespace rope::ui
