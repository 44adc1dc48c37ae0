// The PE-families view's pictures: the curves against Δ, the N × N maps on one scale and their bar.
#include "ui/model/numberformat.h"
#include "ui/views/pefamiliesview.h"
#include "ui/widgets/colorbar.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QEvent>

#include <algorithm>
#include <cmath>

namespace rope::ui {

using namespace rope::model;

QColor peFamilyColour(PeFamily family); // pefamiliestext.cpp
Qt::PenStyle peFamilyLine(PeFamily family);

namespace {

// Each map as tall as its width makes its square: the maps of a row line up.
void squareUp(MapPlot* plot)
{
    const int side = std::clamp(plot->squareSideFor(QSize(plot->width(), 1 << 20)), 120, 420);
    const int height = plot->heightForSide(side, plot->width());
    if (plot->height() != height)
        plot->setFixedHeight(height);
}

class SquareMaps : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Resize)
            squareUp(static_cast<MapPlot*>(watched));
        return false;
    }
};

} // namespace

void PeFamiliesView::drawCurves(const PeFamiliesData& data)
{
    m_curve->clearGraphs();
    m_curve->clearItems();
    style::legendBelow(m_curve, 5);
    // The rotations last, RoPE wide under xPos and p-RoPE: their curves follow RoPE's closely, and
    // each shows only when drawn over it (RoPE's wide line still shows at their sides).
    const auto layer = [](const PeFamilyResult* r) {
        return r->family == PeFamily::Rope ? 1 : r->family == PeFamily::Xpos ? 2 : r->family == PeFamily::PRope ? 3 : 0;
    };
    std::vector<const PeFamilyResult*> order;
    for (const PeFamilyResult& r : data.results)
        order.push_back(&r);
    std::stable_sort(order.begin(), order.end(),
                     [&](const PeFamilyResult* a, const PeFamilyResult* b) { return layer(a) < layer(b); });
    for (const PeFamilyResult* each : order) {
        const PeFamilyResult& r = *each;
        const QColor colour = peFamilyColour(r.family);
        const QVector<double> x(r.deltas.begin(), r.deltas.end());
        const bool band = r.spread > 1e-9 * data.scale;
        if (band) { // lowest and highest along each diagonal, the space between filled
            QCPGraph* low = m_curve->addGraph();
            QCPGraph* high = m_curve->addGraph();
            for (QCPGraph* g : {low, high}) {
                g->setPen(Qt::NoPen);
                g->removeFromLegend();
            }
            low->setData(x, QVector<double>(r.low.begin(), r.low.end()), true);
            high->setData(x, QVector<double>(r.high.begin(), r.high.end()), true);
            QColor fill = colour;
            fill.setAlphaF(0.18);
            high->setBrush(fill);
            high->setChannelFillGraph(low);
        }
        QCPGraph* mean = m_curve->addGraph();
        mean->setPen(QPen(colour, r.family == PeFamily::Rope ? 4.5 : 2.2, peFamilyLine(r.family)));
        mean->setName(band ? tr("%1 (mean, band: spread)").arg(peFamilyName(r.family)) : peFamilyName(r.family));
        mean->setData(x, QVector<double>(r.mean.begin(), r.mean.end()), true);
    }
    const double n = data.settings.length;
    const double trainLength = data.trainLength;
    if (trainLength < n) { // Δ = L: no pair of positions the learned table holds is this far apart
        for (double at :
             data.settings.causal ? std::vector<double>{trainLength} : std::vector<double>{-trainLength, trainLength}) {
            auto* line = new QCPItemStraightLine(m_curve);
            line->point1->setCoords(at, 0);
            line->point2->setCoords(at, 1);
            line->setPen(QPen(style::faint, 1.5, Qt::DashLine));
            auto* label = new QCPItemText(m_curve);
            label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
            label->position->setCoords(at, 0.02);
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
            label->setText(at > 0 ? QStringLiteral(" L") : QStringLiteral(" −L"));
            label->setFont(style::captionFont());
            label->setColor(style::faint);
        }
    }
    m_curve->xAxis->setLabel(tr("Δ = m − n (positions)"));
    m_curve->yAxis->setLabel(tr("logit q̃·k̃/√d + b(Δ)"));
    m_curve->xAxis->setRange(data.settings.causal ? 0 : -(n - 1), n - 1);
    double low = INFINITY, high = -INFINITY; // every curve and band, with a margin
    for (const PeFamilyResult& r : data.results)
        for (const Eigen::VectorXd* v : {&r.low, &r.high})
            for (double y : *v)
                if (std::isfinite(y)) {
                    low = std::min(low, y);
                    high = std::max(high, y);
                }
    if (std::isfinite(low)) {
        const double margin = std::max(0.05 * (high - low), 0.1);
        m_curve->yAxis->setRange(low - margin, high + margin);
    }
    style::useWholeTicks(m_curve->xAxis);
    replotSoon(m_curve);
    // Only what is drawn: pe-families/beyond leaves xPos and p-RoPE out, and its caption said they
    // followed RoPE closely.
    const auto drawn = [&](PeFamily f) {
        return std::any_of(data.results.begin(), data.results.end(), [f](const auto& r) { return r.family == f; });
    };
    QStringList notes{tr("Each line is the mean logit over the cells with that Δ; its band runs from the lowest to "
                         "the highest. A family whose logits depend on Δ only draws a line with no band.")};
    if (drawn(PeFamily::Rope) && drawn(PeFamily::Xpos) && drawn(PeFamily::PRope))
        notes << tr("RoPE is the wide line; xPos and p-RoPE, drawn over it, follow it closely.");
    if (trainLength < n && drawn(PeFamily::Learned))
        notes << tr("Grey verticals: |Δ| = L, the training length of the learned table.");
    m_curveText->setText(notes.join(QLatin1Char(' ')));
}

void PeFamiliesView::drawMaps(const PeFamiliesData& data)
{
    auto* grid = static_cast<FlowLayout*>(m_mapGrid->layout());
    while (m_maps.size() > data.results.size()) {
        delete m_maps.back();
        m_maps.pop_back();
    }
    static SquareMaps squarer;
    while (m_maps.size() < data.results.size()) {
        auto* plot = new MapPlot;
        plot->setMinimumWidth(250);
        plot->installEventFilter(&squarer);
        grid->addWidget(plot);
        m_maps.push_back(plot);
    }
    for (MapPlot* plot : m_maps)
        plot->setTitlePeers(m_maps);
    const int n = data.settings.length;
    for (size_t i = 0; i < data.results.size(); ++i) {
        const PeFamilyResult& r = data.results[i];
        // Masked (−∞) and missing (NaN) cells alike in grey.
        const core::RowMatrixXf cells =
            r.logits.unaryExpr([](double x) { return std::isfinite(x) ? x : std::nan(""); }).cast<float>();
        MapPlot::Grid g;
        g.rows = g.cols = n;
        g.xLabel = tr("key n");
        g.yLabel = tr("query m");
        g.low = -data.scale;
        g.high = data.scale;
        const QString title = tr("<b>%1</b> · spread %2").arg(peFamilyName(r.family), formatNumber(r.spread, 2));
        m_maps[i]->setGrid(cells, g, MapPlot::Palette::Diverging, title, tr("logit"));
        m_maps[i]->setScaleVisible(false, false);
    }
    m_bar->setVisible(!m_maps.empty());
    if (!m_maps.empty()) {
        m_bar->follow(*m_maps.front());
        // The colour bar from the first row's cells to the last row's, once the maps have laid themselves out.
        for (MapPlot* map : {m_maps.front(), m_maps.back()})
            connect(map->plot(), &QCustomPlot::afterReplot, this, &PeFamiliesView::fitBar, Qt::UniqueConnection);
    }
}

void PeFamiliesView::fitBar()
{
    if (m_maps.empty())
        return;
    // A map measures its axes' room once drawn, after the resize that squared it: square them again
    // (else a row keeps the height of the first estimate, with a gap under its maps).
    for (MapPlot* map : m_maps)
        squareUp(map);
    const QRect first = m_maps.front()->plotArea(), last = m_maps.back()->plotArea();
    const int top = m_maps.front()->mapTo(m_mapGrid, first.topLeft()).y();
    const int height = std::max(120, m_maps.back()->mapTo(m_mapGrid, last.bottomLeft()).y() + 1 - top);
    if (m_bar->height() != height)
        m_bar->setFixedHeight(height);
    if (m_barSpace->height() != std::max(0, top))
        m_barSpace->setFixedHeight(std::max(0, top));
}

} // namespace rope::ui
