#include "ui/views/overviewview.h"

#include "ui/views/clocksview.h"
#include "ui/views/heatmapview.h"
#include "ui/views/scorecurveview.h"

#include <QHBoxLayout>
#include <QSplitter>

namespace rope::ui {

OverviewView::OverviewView(PairSelection* selection, QWidget* parent) :
    QWidget(parent), m_clocks(new ClocksView(selection)), m_heatmap(new HeatmapView),
    m_curve(new ScoreCurveView(selection))
{
    m_heatmap->setCompact(true);
    m_curve->setCompact(true);
    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(m_heatmap);
    right->addWidget(m_curve);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_clocks);
    split->addWidget(right);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    connect(m_heatmap, &HeatmapView::paramsRequested, this, &OverviewView::paramsRequested);
    connect(m_curve, &ScoreCurveView::paramsRequested, this, &OverviewView::paramsRequested);
    connect(m_clocks, &ClocksView::positionsRequested, this, &OverviewView::positionsRequested);
}

void OverviewView::setResults(const std::shared_ptr<const Results>& results)
{
    m_clocks->setResults(results);
    m_heatmap->setResults(results);
    m_curve->setResults(results);
}

} // namespace rope::ui
