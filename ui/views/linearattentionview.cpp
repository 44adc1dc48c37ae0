// The linear-attention view: softmax vs RoFormer vs FAVOR+ weights, the cost, and the prefix state.
#include "ui/views/linearattentionview.h"

#include "ui/model/sources.h"

#include "core/pooling.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace rope::ui {

using namespace rope::model;

namespace {

/// The colour limit ±L of signed weights: the most negative weight shows at 80 % strength (its few
/// cells are the point; larger positive cells saturate); without negatives, the largest weight.
double signedLimit(const core::RowMatrixXd& body)
{
    const double limit = body.minCoeff() < 0 ? -1.25 * body.minCoeff() : body.maxCoeff();
    return limit > 0 ? limit : 1;
}

void showMatrix(MapPlot* plot, const core::RowMatrixXd& m, MapPlot::Palette palette, const QString& title,
                const QString& scale, const QString& xLabel = {}, const QString& yLabel = {}, int skipRows = 0,
                std::optional<double> signedRange = std::nullopt)
{
    MapPlot::Grid grid;
    grid.rows = int(m.rows());
    grid.cols = int(m.cols());
    grid.xLabel = xLabel.isEmpty() ? MapPlot::tr("key position n") : xLabel;
    grid.yLabel = yLabel.isEmpty() ? MapPlot::tr("query position m") : yLabel;
    // The colour range from the rows past `skipRows`: the first causal rows have one or two keys and
    // weights near 1, which would leave the rest (≈ 1/m) looking blank. Those cells saturate.
    const auto body = m.bottomRows(std::max<Eigen::Index>(1, m.rows() - skipRows));
    grid.low = palette == MapPlot::Palette::Sequential ? 0 : body.minCoeff();
    grid.high = body.maxCoeff();
    if (signedRange) {
        grid.low = -*signedRange;
        grid.high = *signedRange;
    }
    plot->setGrid(core::pool(m, 1, core::Pooling::Mean), grid, palette, title, scale);
}

void setupPlot(QCustomPlot* plot, const QString& x, const QString& y)
{
    plot->setBackground(style::paper);
    plot->setPlottingHint(QCP::phFastPolylines, true);
    plot->xAxis->setLabel(x);
    plot->yAxis->setLabel(y);
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->setLabelFont(style::captionFont());
        axis->setTickLabelFont(style::captionFont());
    }
    plot->setMinimumHeight(220);
}

} // namespace

LinearAttentionView::LinearAttentionView(QWidget* parent) :
    View(parent), m_softmax(new MapPlot), m_linear(new MapPlot), m_favor(new MapPlot), m_rowSums(new QCustomPlot),
    m_error(new QCustomPlot), m_features(new QSpinBox), m_readout(new QLabel),
    m_linearRowSums(style::captionLabel(QString())), m_cost(new QLabel), m_measure(new QPushButton(tr("Measure"))),
    m_costN(new QSpinBox), m_prefix(new QSlider(Qt::Horizontal)), m_play(new QPushButton(tr("Play"))),
    m_stateV(new MapPlot), m_stateOne(new QCustomPlot), m_prefixReadout(new QLabel),
    m_signsOnly(new QCheckBox(tr("Signs only"))),
    m_job(addJob<LinearAttentionRequest, LinearAttentionData>(
        [this]() -> std::optional<LinearAttentionRequest> {
            if (!results())
                return std::nullopt;
            return LinearAttentionRequest{{results(), ResultsInput::Reads::NotPositions}, m_features->value()};
        },
        computeLinearAttention, [this](const LinearAttentionData& data) { draw(data); })),
    m_costJob(measureLinearAttentionCost, [this](const CostRequest&, CostTiming timing, bool) { showCost(timing); })
{
    auto* title = new QLabel(tr("What happens to RoPE when attention becomes linear?"));
    title->setFont(style::titleFont());
    title->setWordWrap(true); // a narrow window wraps it, never scrolls sideways
    m_features->setRange(4, 8192);
    m_features->setValue(64);
    m_features->setToolTip(tr("Random features M of the rotate-then-map (FAVOR+) approximation"));
    m_costN->setRange(16, 65536);
    m_costN->setValue(4096);
    m_costN->setToolTip(tr("Sequence length for the cost measurement"));
    m_measure->setToolTip(tr("Time the O(N) path against the explicit O(N²) weights at this length"));
    for (QLabel* l : {m_readout, m_cost, m_prefixReadout}) {
        l->setFont(style::captionFont());
        l->setTextFormat(Qt::RichText);
        l->setWordWrap(true);
    }
    for (MapPlot* plot : {m_softmax, m_linear, m_favor}) {
        plot->setMinimumSize(260, 280);
        plot->setMinimumCells(7); // large type: fewer maps abreast rather than smaller cells
    }
    setupPlot(m_rowSums, tr("query position m"), tr("row sum Σₙ wₘₙ"));
    setupPlot(m_error, tr("random features M"), tr("mean |w − softmax|"));
    style::useLogAxis(m_error->xAxis);
    style::useLogAxis(m_error->yAxis);
    for (QCustomPlot* plot : {m_rowSums, m_error})
        growWithView(plot, [](QSize view) { return view.height() / 4; });
    setupPlot(m_stateOne, tr("feature dimension"), tr("S₁ = Σₙ≤ₜ zₙ"));
    m_stateV->setSquare(false);
    m_stateV->setMinimumSize(260, 240);
    m_prefix->setToolTip(tr("Token t: the prefix state after tokens 0 … t"));
    m_play->setCheckable(true);
    m_play->setToolTip(tr("Accumulate the prefix state token by token"));
    m_playTimer.setInterval(120);
    connect(&m_playTimer, &QTimer::timeout, this, [this] {
        if (m_prefix->value() >= m_prefix->maximum())
            m_prefix->setValue(0);
        else
            m_prefix->setValue(m_prefix->value() + 1);
    });
    connect(m_play, &QPushButton::toggled, this, [this](bool on) {
        m_play->setText(on ? tr("Pause") : tr("Play"));
        on ? m_playTimer.start() : m_playTimer.stop();
    });
    connect(m_prefix, &QSlider::valueChanged, this, &LinearAttentionView::showPrefix);
    connect(m_features, &QSpinBox::valueChanged, this, &LinearAttentionView::refreshJobs);
    connect(m_measure, &QPushButton::clicked, this, &LinearAttentionView::measure);
    m_signsOnly->setToolTip(tr("Every positive weight full red and every negative one full blue: a single negative "
                               "cell shows however small it is"));
    markAsControl(m_signsOnly);
    connect(m_signsOnly, &QCheckBox::toggled, this, [this] {
        if (const auto& data = m_job->data())
            draw(*data);
    });

    auto* featureRow = new QWidget;
    auto* features = new QHBoxLayout(featureRow);
    features->setContentsMargins(0, 0, 0, 0);
    markAsControl(featureRow);
    features->addWidget(new QLabel(tr("random features M")));
    features->addWidget(m_features);
    features->addStretch(1);
    // Side by side while the width allows, else under each other.
    for (MapPlot* plot : {m_softmax, m_linear, m_favor}) // maps side by side: one size
        plot->setTitlePeers({m_softmax, m_linear, m_favor});
    auto* maps = new FlowLayout(FlowLayout::Mode::Columns);
    maps->addWidget(
        stackedPanel({style::captionLabel(tr("<b>Softmax RoPE attention</b> (exact, rows sum to 1)")), m_softmax}));
    maps->addWidget(stackedPanel(
        {style::captionLabel(tr("<b>RoFormer linear attention</b>: map, then rotate; unrotated "
                                "denominator. Red cells are positive weights, blue ones negative (the "
                                "line under the map counts them); the scale lets the negative ones show.")),
         m_signsOnly, m_linear, m_linearRowSums},
        m_linear));
    maps->addWidget(
        stackedPanel({style::captionLabel(tr(
                          "<b>Rotate, then map</b> with positive random features (FAVOR+): approximates the softmax.")),
                      featureRow, m_favor}));
    auto* plots = new FlowLayout(FlowLayout::Mode::Columns);
    plots->setMinimumColumnWidth(260);
    plots->addWidget(m_rowSums);
    plots->addWidget(m_error);
    auto* costRow = new QWidget;
    auto* cost = new FlowLayout(costRow);
    cost->setContentsMargins(0, 0, 0, 0);
    cost->addWidget(new QLabel(tr("N")));
    cost->addWidget(m_costN);
    cost->addWidget(m_measure);
    cost->addWidget(m_cost);
    auto* prefixControlRow = new QWidget;
    auto* prefixControls = new QHBoxLayout(prefixControlRow);
    prefixControls->setContentsMargins(0, 0, 0, 0);
    markAsControl(prefixControlRow);
    prefixControls->addWidget(m_play);
    prefixControls->addWidget(m_prefix, 1);
    auto* prefixPlots = new FlowLayout(FlowLayout::Mode::Columns);
    prefixPlots->setMinimumColumnWidth(260);
    prefixPlots->addWidget(m_stateV);
    prefixPlots->addWidget(m_stateOne);

    auto section = [](QWidget*& widget) {
        widget = new QWidget;
        auto* l = new QVBoxLayout(widget);
        l->setContentsMargins(0, 0, 0, 0);
        return l;
    };
    QVBoxLayout* weights = section(m_weightsSection);
    weights->addWidget(title);
    weights->addWidget(style::captionLabel(
        tr("Linear attention replaces exp(q·k) by a product of features, u<sub>m</sub>·z<sub>n</sub>, so keys and "
           "values can be summed once: o<sub>m</sub> = u<sub>m</sub>ᵀS<sub>V</sub> / u<sub>m</sub>ᵀS<sub>1</sub>, "
           "O(N) instead of O(N²). RoPE survives the reordering because it acts on each query and key alone (%1 §9). "
           "Features φ = elu + 1 for RoFormer's form.")
            .arg(firstArticle())));
    weights->addLayout(maps);
    weights->addWidget(m_readout);
    weights->addLayout(plots);
    QVBoxLayout* costs = section(m_costSection);
    costs->addWidget(
        style::captionLabel(tr("<b>Cost.</b> The aggregated sums against the explicit N×N weights (which the O(N) "
                               "path never builds).")));
    costs->addWidget(costRow);
    QVBoxLayout* prefix = section(m_prefixSection);
    prefix->addWidget(
        style::captionLabel(tr("<b>Causal prefix state.</b> Token by token, S<sub>V,t</sub> = S<sub>V,t−1</sub> + "
                               "z′<sub>t</sub>v<sub>t</sub>ᵀ and S<sub>1,t</sub> = S<sub>1,t−1</sub> + "
                               "z<sub>t</sub>: position t reads only what came before it.")));
    prefix->addWidget(prefixControlRow);
    prefix->addLayout(prefixPlots);
    prefix->addWidget(m_prefixReadout);
    markAsControl(m_costSection); // a measurement of this computer, not a figure

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    for (QWidget* w : {m_weightsSection, m_costSection, m_prefixSection})
        layout->addWidget(w);
    setScrollingContent(content, true);
}

void LinearAttentionView::resultsChanged()
{
    if (m_job->data()) // the maps do not depend on m and n: only their marker moves
        drawMarkers();
}

void LinearAttentionView::drawMarkers()
{
    const AppParams& p = results()->params;
    for (MapPlot* plot : {m_softmax, m_linear, m_favor})
        plot->setMarker(p.m, p.n);
}

void LinearAttentionView::draw(const LinearAttentionData& d)
{
    const int n = d.tokens;
    showMatrix(m_softmax, d.softmax, MapPlot::Palette::Sequential, tr("softmax(q̃·k̃/√d)"), tr("weight"));
    // On a scale where the few negative weights show: ±L, a little beyond the most negative one;
    // the larger positive weights saturate.
    const int skip = std::min(4, n - 1);
    if (m_signsOnly->isChecked()) { // +1, −1 or 0 (NaN stays: a masked cell)
        const core::RowMatrixXd signs = d.linear.unaryExpr([](double w) { return w > 0 ? 1.0 : w < 0 ? -1.0 : w; });
        showMatrix(m_linear, signs, MapPlot::Palette::Diverging, tr("sign of u′ₘ·z′ₙ / uₘ·Σⱼzⱼ"), tr("sign"), {}, {}, 0,
                   1.0);
        m_linear->setScaleTicks(
            {{-1.0, QStringLiteral("−1")}, {0.0, QStringLiteral("0")}, {1.0, QStringLiteral("+1")}});
    } else {
        m_linear->setScaleTicks({});
        const double limit = signedLimit(d.linear.bottomRows(std::max(1, n - skip)));
        showMatrix(m_linear, d.linear, MapPlot::Palette::Diverging,
                   tr("u′ₘ·z′ₙ / uₘ·Σⱼzⱼ · scale ±%1").arg(formatNumber(limit, 2)), tr("weight"), {}, {}, skip, limit);
    }
    showMatrix(m_favor, d.favor, MapPlot::Palette::Sequential,
               tr("φ(R q)·φ(R k), normalised, M = %1").arg(d.request.features), tr("weight"));
    drawMarkers();

    // The count decides the sentence: "0 of 4096 negative" beside a caption about blue cells read as
    // a contradiction.
    const QString negatives =
        d.negativeWeights > 0
            ? tr("%1 of %2 weights negative (blue)").arg(d.negativeWeights).arg(d.visibleWeights)
            : tr("none of the %1 weights negative for this content (other q and k give some)").arg(d.visibleWeights);
    m_linearRowSums->setText(
        tr("<b>Row sums</b> from %1 to %2 (softmax: all 1); %3.")
            .arg(formatNumber(d.rowSums.minCoeff(), 4), formatNumber(d.rowSums.maxCoeff(), 4), negatives));
    // The row sums and the negative count stand under RoFormer's map (m_linearRowSums), not here too.
    m_readout->setText(tr("RoFormer's smallest weight: %1. FAVOR+ with M = %2, the map above: mean |w − softmax| = %3 "
                          "(the plot below averages three draws of features).")
                           .arg(formatNumber(d.linear.minCoeff(), 3))
                           .arg(d.request.features)
                           .arg(formatNumber((d.favor - d.softmax).cwiseAbs().mean(), 3)));

    m_rowSums->clearGraphs();
    m_rowSums->clearItems();
    QVector<double> x(n), y(d.rowSums.data(), d.rowSums.data() + n);
    for (int i = 0; i < n; ++i)
        x[i] = i;
    QCPGraph* g = m_rowSums->addGraph();
    g->setPen(QPen(style::ink, 2));
    g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
    g->setData(x, y, true);
    auto* one = new QCPItemStraightLine(m_rowSums);
    one->point1->setCoords(0, 1);
    one->point2->setCoords(1, 1);
    one->setPen(QPen(style::positive, 1.5, Qt::DashLine));
    m_rowSums->rescaleAxes();
    QCPRange yr = m_rowSums->yAxis->range();
    yr.expand(1.0);
    m_rowSums->yAxis->setRange(yr.lower - 0.1, yr.upper + 0.1);
    replotSoon(m_rowSums);

    m_error->clearGraphs();
    QCPGraph* e = m_error->addGraph();
    e->setPen(QPen(style::ink, 2));
    e->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
    e->setData(QVector<double>(d.favorFeatures.data(), d.favorFeatures.data() + d.favorFeatures.size()),
               QVector<double>(d.favorError.data(), d.favorError.data() + d.favorError.size()), true);
    m_error->rescaleAxes();
    // Room around the first and last points, which sat half hidden on the axes' corners: a tenth of
    // a decade on the log M axis, a twentieth of the span on the error axis.
    const QCPRange m = m_error->xAxis->range(), err = m_error->yAxis->range();
    m_error->xAxis->setRange(m.lower / 1.26, m.upper * 1.26);
    m_error->yAxis->setRange(err.lower - 0.05 * err.size(), err.upper + 0.05 * err.size());
    replotSoon(m_error);

    {
        const QSignalBlocker block(m_prefix);
        m_prefix->setRange(0, n - 1);
    }
    showPrefix(m_prefix->value());
    emit updated();
}

void LinearAttentionView::showPrefix(int t)
{
    if (!m_job->data() || m_job->data()->tokens == 0)
        return;
    t = std::clamp(t, 0, m_job->data()->tokens - 1);
    const core::RowMatrixXd& stateV = m_job->data()->stateV[size_t(t)];
    m_sumOne = m_job->data()->stateOne.row(t).transpose();
    showMatrix(m_stateV, stateV, MapPlot::Palette::Diverging, tr("S<sub>V</sub> after token %1").arg(t), tr("value"),
               tr("value dimension"), tr("feature dimension"));
    m_stateOne->clearGraphs();
    QVector<double> x(m_sumOne.size()), y(m_sumOne.data(), m_sumOne.data() + m_sumOne.size());
    for (int i = 0; i < x.size(); ++i)
        x[i] = i;
    m_stateOne->addGraph()->setData(x, y, true);
    m_stateOne->graph(0)->setLineStyle(QCPGraph::lsImpulse);
    m_stateOne->graph(0)->setPen(QPen(style::query, 3));
    m_stateOne->rescaleAxes();
    m_stateOne->yAxis->setRangeLower(0);
    replotSoon(m_stateOne);
    m_prefixReadout->setText(tr("After token %1: the query at %1 reads o = u′ᵀS<sub>V</sub> / uᵀS<sub>1</sub>, "
                                "denominator %2; the state holds %3 numbers, whatever the length.")
                                 .arg(t)
                                 .arg(formatNumber(m_job->data()->denominator[t], 5))
                                 .arg(stateV.size() + m_sumOne.size()));
}

void LinearAttentionView::measure()
{
    if (!results())
        return;
    m_measure->setEnabled(false);
    m_cost->setText(tr("measuring…"));
    m_costJob.request({results()->params, m_costN->value()});
}

void LinearAttentionView::showCost(const CostTiming& t)
{
    m_measure->setEnabled(true);
    m_cost->setText(t.explicitMs > 0
                        ? tr("N = %1: O(N) aggregated <b>%2 ms</b> · O(N²) explicit weights <b>%3 ms</b> (%4× slower)")
                              .arg(t.n)
                              .arg(t.linearMs, 0, 'f', 2)
                              .arg(t.explicitMs, 0, 'f', 1)
                              .arg(t.explicitMs / std::max(t.linearMs, 1e-6), 0, 'f', 0)
                        : tr("N = %1: O(N) aggregated <b>%2 ms</b> · the explicit N×N weights are not built above "
                             "N = 8192 (%3 GB)")
                              .arg(t.n)
                              .arg(t.linearMs, 0, 'f', 2)
                              .arg(double(t.n) * t.n * 8 / 1e9, 0, 'f', 1));
}

} // namespace rope::ui

namespace rope::ui {

void LinearAttentionView::stopPlaying() { m_play->setChecked(false); }

std::vector<View::Section> LinearAttentionView::sections()
{
    return {{QStringLiteral("weights"), m_weightsSection}, {QStringLiteral("prefix"), m_prefixSection}};
}

QJsonObject LinearAttentionView::viewState() const
{
    return {{"features", m_features->value()}, {"prefix", m_prefix->value()}, {"signs", m_signsOnly->isChecked()}};
}

QString LinearAttentionView::stateCaption() const
{
    return tr("%1 random features, prefix %2").arg(m_features->value()).arg(m_prefix->value()) +
           (m_signsOnly->isChecked() ? tr(", signs only") : QString());
}

void LinearAttentionView::applyViewState(const QJsonObject& state)
{
    if (state.value("features").isDouble())
        m_features->setValue(state.value("features").toInt());
    if (state.value("prefix").isDouble())
        m_prefix->setValue(state.value("prefix").toInt());
    if (state.value("signs").isBool())
        m_signsOnly->setChecked(state.value("signs").toBool());
}

QJsonObject LinearAttentionView::facts() const
{
    if (!m_job->data())
        return {};
    const LinearAttentionData& d = *m_job->data();
    return {{"tokens", d.tokens},
            {"negativeWeights", d.negativeWeights},
            {"rowSums.min", d.rowSums.minCoeff()},
            {"rowSums.max", d.rowSums.maxCoeff()},
            {"favorError.fewest", d.favorError[0]},
            {"favorError.most", d.favorError[d.favorError.size() - 1]}};
}

} // namespace rope::ui
