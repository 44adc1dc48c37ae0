// A RoPE layer's attention beside a NoPE layer's, and Llama 4's NoPE query temperature.
#include "ui/window/nopecomparison.h"

#include "core/attention.h"
#include "core/content.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace rope::ui {

using namespace rope::model;

namespace {

core::RowMatrixXd causalWeights(const core::RopeParams& params, core::Encoding encoding, double scale)
{
    // One q and one k, the same at every position (seeded, so both maps see the same numbers).
    const core::RowMatrixXd qk = core::gaussianMatrix(2, params.headDim, 7);
    const core::RowMatrixXd q = qk.row(0).replicate(NopeComparison::kTokens, 1);
    const core::RowMatrixXd k = qk.row(1).replicate(NopeComparison::kTokens, 1);
    core::AttentionOptions options;
    options.mask = core::Mask::Causal;
    options.encoding = encoding;
    options.logitScale = scale;
    return core::attentionAt(params, q, k, k, options).weights;
}

} // namespace

NopeComparison::NopeComparison(const ModelConfig& config, QWidget* parent) : QWidget(parent)
{
    // The full-attention layers' RoPE when there are any, else the first RoPE layer type's.
    const LayerType* ropeType = nullptr;
    for (const LayerType& t : config.layerTypes)
        if (t.rope && (!ropeType || (t.letter == QLatin1Char('F') && ropeType->letter != QLatin1Char('F'))))
            ropeType = &t;
    const core::RopeParams rope = ropeType ? ropeType->params : config.rope;
    const QChar ropeLetter = ropeType ? ropeType->letter : QLatin1Char('F');
    m_rope = causalWeights(rope, core::Encoding::Rope, config.softmaxScale);
    m_nope = causalWeights(rope, core::Encoding::None, config.softmaxScale);
    const double high = std::max(m_rope.maxCoeff(), m_nope.maxCoeff());

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(style::captionLabel(
        tr("The same query and key vector at every position, through a RoPE layer (%1) and a NoPE layer (N): "
           "without RoPE every logit is equal, so each query spreads its attention evenly over the keys it "
           "sees (1/(m + 1)); with RoPE the weights depend on the distance m − n alone.")
            .arg(ropeLetter)));
    auto* maps = new QHBoxLayout;
    for (auto [weights, title] :
         {std::pair{&m_rope, tr("RoPE layer (%1)").arg(ropeLetter)}, std::pair{&m_nope, tr("NoPE layer (N)")}}) {
        auto* map = new MapPlot;
        MapPlot::Grid grid;
        grid.rows = grid.cols = kTokens;
        grid.xLabel = tr("key n");
        grid.yLabel = tr("query m");
        grid.high = high;
        map->setGrid(weights->cast<float>(), grid, MapPlot::Palette::Sequential, title, tr("weight"));
        map->setMinimumSize(240, 240);
        maps->addWidget(map);
    }
    layout->addLayout(maps);

    const NopeTemperature& t = config.nopeTemperature;
    if (!t.on)
        return;
    // The query scale is a step function of position: sampled densely on a log axis up to 10M.
    m_temperature = new QCustomPlot;
    m_temperature->setMinimumHeight(170);
    style::useTickLocale(m_temperature);
    QVector<double> x, y;
    for (double p = 1; p <= 1e7; p *= 1.02) {
        x << p;
        y << t.queryScale(p);
    }
    auto* graph = m_temperature->addGraph();
    graph->setData(x, y, true);
    graph->setPen(QPen(style::query, 2));
    style::useLogAxis(m_temperature->xAxis);
    m_temperature->xAxis->setRange(1, 1e7);
    m_temperature->yAxis->setRange(0.95, t.queryScale(1e7) + 0.05);
    m_temperature->xAxis->setLabel(tr("query position p"));
    m_temperature->yAxis->setLabel(tr("query scale"));
    layout->addWidget(m_temperature);
    layout->addWidget(style::captionLabel(
        tr("Llama 4's NoPE layers multiply each query by 1 + %1 · ln(⌊(p + 1) / %2⌋ + 1): exactly 1 up to p = %3, "
           "%4 at p = 10⁶. Without position, a long context flattens attention over ever more keys; the growing "
           "scale sharpens it back (attn_temperature_tuning).")
            .arg(t.attnScale)
            .arg(t.floorScale)
            .arg(t.floorScale - 2)
            .arg(QLocale::c().toString(t.queryScale(1e6), 'g', 4))));
}

} // namespace rope::ui
