// The scaling lab's second half: what the chosen scaling does beyond the original context L₀.
#include "ui/views/scalinglabview.h"

#include "core/attention.h"
#include "core/content.h"
#include "core/frequencies.h"
#include "core/pooling.h"
#include "core/scorecurve.h"
#include "ui/model/results.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QSpinBox>

namespace rope::ui {

namespace {

QVector<double> toQVector(const Eigen::VectorXd& v) { return QVector<double>(v.data(), v.data() + v.size()); }

} // namespace

void ScalingLabView::showEffect(const core::RopeParams& p, const core::RopeParams& plain, const QString& methodLabel,
                                const QColor& methodColour)
{
    const core::FrequencyTable scaled = core::frequencies(p);
    const core::FrequencyTable unscaled = core::frequencies(plain);
    const double context = p.scaling.originalMaxPositionEmbeddings;
    // The score of a random vector with itself, out to L.
    core::ContentSpec spec;
    spec.seed = 7;
    const Eigen::VectorXd q = core::contentAt(p, spec, core::ContentRole::Query, 0);
    const double length = m_extended->value();
    const Eigen::VectorXd deltas = Eigen::VectorXd::LinSpaced(2001, 0, length);
    const Eigen::VectorXd rounded = deltas.array().round();
    const auto plainCurve =
        core::scoreCurveDirect(core::pairCoefficients(plain, unscaled, q, q), unscaled.invFreq, rounded);
    const auto scaledCurve = core::scoreCurveDirect(core::pairCoefficients(p, scaled, q, q), scaled.invFreq, rounded);
    m_curve->clearGraphs();
    m_curve->clearItems();
    QCPGraph* g0 = m_curve->addGraph();
    g0->setPen(QPen(style::faint, 1.5));
    g0->setName(tr("no scaling"));
    g0->setData(toQVector(rounded), toQVector(plainCurve), true);
    QCPGraph* g1 = m_curve->addGraph();
    g1->setPen(QPen(methodColour, 2));
    g1->setName(methodLabel);
    g1->setData(toQVector(rounded), toQVector(scaledCurve), true);
    auto* edge = new QCPItemStraightLine(m_curve);
    edge->point1->setCoords(context, 0);
    edge->point2->setCoords(context, 1);
    edge->setPen(QPen(style::positive, 1.5, Qt::DashLine));
    m_curve->rescaleAxes();
    m_curve->replot(QCustomPlot::rpQueuedReplot);

    // Logits over positions 0 … L, sampled.
    const Eigen::VectorXd positions = Eigen::VectorXd::LinSpaced(kMapTokens, 0, length).array().round();
    core::RowMatrixXd rows = q.transpose().replicate(kMapTokens, 1);
    core::AttentionOptions o;
    o.mask = core::Mask::Causal;
    o.queryPositions = o.keyPositions = positions;
    const double stride = length / (kMapTokens - 1);
    auto showMap = [&](MapPlot* map, const core::RopeParams& params, const QString& name) {
        const auto a = core::attention<double>(params, rows, rows, rows, o);
        PooledMap pooled;
        pooled.cells = core::pool(a.logits, 1, core::Pooling::Mean);
        pooled.min = pooled.cells.array().isFinite().select(pooled.cells.array(), 0).minCoeff();
        pooled.max = pooled.cells.array().isFinite().select(pooled.cells.array(), 0).maxCoeff();
        MapPlot::Grid grid;
        grid.rows = grid.cols = kMapTokens;
        grid.xLabel = tr("key position n (× %1)").arg(formatNumber(stride, 4));
        grid.yLabel = tr("query position m (× %1)").arg(formatNumber(stride, 4));
        grid.low = pooled.min;
        grid.high = pooled.max;
        map->setGrid(pooled.cells, grid, MapPlot::Palette::Diverging, name, tr("logit"));
        map->setMarker(context / stride, 0);
    };
    showMap(m_without, plain, tr("<b>No scaling</b>, positions 0 … %1").arg(int(length)));
    showMap(m_with, p, tr("<b>%1</b>, positions 0 … %2").arg(methodLabel).arg(int(length)));
}

} // namespace rope::ui
