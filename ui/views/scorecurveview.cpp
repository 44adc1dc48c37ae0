#include "ui/views/scorecurveview.h"

#include "core/content.h"
#include "ui/model/pairselection.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <set>

namespace rope::ui {

namespace {

constexpr double kMaxLogDelta = 1e6;
constexpr int kLogSamples = 2400;

QVector<double> toQVector(const Eigen::VectorXd& v) { return QVector<double>(v.data(), v.data() + v.size()); }

} // namespace

ScoreCurveView::ScoreCurveView(PairSelection* selection, QWidget* parent) :
    View(parent), m_selection(selection), m_plot(new QCustomPlot), m_title(new QLabel), m_readout(new QLabel)
{
    m_title->setText(tr("Does the score fall with distance?"));
    m_title->setFont(style::titleFont());
    m_caption =
        new QLabel(tr("s(Δ) = Σ<sub>i</sub> [A<sub>i</sub> cos Δθ<sub>i</sub> + B<sub>i</sub> sin Δθ<sub>i</sub>] "
                      "for the clocks' q and k: a sum of waves, fast and slow, that oscillates with Δ — "
                      "no hard distance penalty (seed 000 §5). Click or drag to move Δ; the clocks follow."));
    m_caption->setWordWrap(true);
    m_caption->setFont(style::captionFont());
    m_readout->setFont(style::captionFont());
    m_readout->setTextFormat(Qt::RichText);
    m_readout->setWordWrap(true);

    m_logAxis = new QCheckBox(tr("log |Δ| axis (1 … 10⁶)"));
    m_logAxis->setToolTip(tr("Show Δ > 0 on a logarithmic axis out to a million positions"));
    auto* overlays = new QMenu(this);
    auto addOverlay = [overlays](const QString& text, const QString& tip) {
        QAction* a = overlays->addAction(text);
        a->setCheckable(true);
        a->setToolTip(tip);
        a->setStatusTip(tip);
        return a;
    };
    m_bound =
        addOverlay(tr("RoFormer decay bound"),
                   tr("(1/(d/2))·Σ_j |Σ_{k<j} e^{iΔθ_k}|, on the right axis: it falls with Δ, the score need not"));
    m_qEqualsK = addOverlay(tr("q = k vs random q, k"),
                            tr("s(Δ) when the key equals the query (peak at Δ = 0), and for an unrelated random pair"));
    m_allTerms = addOverlay(tr("Every pair's term"),
                            tr("Each pair's term A_i cos Δθ_i + B_i sin Δθ_i, fast (yellow) to slow (purple)"));
    m_bases = addOverlay(tr("The same q, k at other bases"), tr("s(Δ) with other bases b, chosen below the plot"));
    overlays->setToolTipsVisible(true);
    auto* overlayButton = new QToolButton;
    overlayButton->setText(tr("Overlays"));
    overlayButton->setMenu(overlays);
    overlayButton->setPopupMode(QToolButton::InstantPopup);
    overlayButton->setToolTip(tr("More curves on the same axes"));
    const double defaults[] = {1e4, 5e5, 1e6};
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_logAxis);
    controls->addWidget(overlayButton);
    controls->addStretch(1);
    m_baseRow = new QWidget;
    auto* baseRow = new QHBoxLayout(m_baseRow);
    baseRow->setContentsMargins(0, 0, 0, 0);
    baseRow->addWidget(new QLabel(tr("Other bases:")));
    for (int i = 0; i < 3; ++i) {
        m_baseValues[size_t(i)] = new QDoubleSpinBox;
        m_baseValues[size_t(i)]->setRange(1.01, 1e8);
        m_baseValues[size_t(i)]->setDecimals(0);
        m_baseValues[size_t(i)]->setValue(defaults[i]);
        m_baseValues[size_t(i)]->setToolTip(tr("A base to compare with"));
        baseRow->addWidget(m_baseValues[size_t(i)]);
        connect(m_baseValues[size_t(i)], &QDoubleSpinBox::valueChanged, this, &ScoreCurveView::recompute);
    }
    baseRow->addStretch(1);
    m_baseRow->hide();
    connect(m_logAxis, &QCheckBox::toggled, this, &ScoreCurveView::recompute);
    for (QAction* a : {m_bound, m_bases, m_qEqualsK, m_allTerms})
        connect(a, &QAction::toggled, this, &ScoreCurveView::recompute);
    connect(m_bases, &QAction::toggled, m_baseRow, &QWidget::setVisible);

    m_plot->setBackground(style::paper);
    m_plot->setPlottingHint(QCP::phFastPolylines, true); // one polyline per graph, not a segment each
    m_plot->xAxis->setLabel(tr("Δ = m − n (positions)"));
    m_plot->yAxis->setLabel(tr("score s(Δ)"));
    m_plot->yAxis2->setLabel(tr("decay bound"));
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis, m_plot->yAxis2}) {
        axis->setLabelFont(style::captionFont());
        axis->setTickLabelFont(style::captionFont());
    }
    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(style::captionFont());
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);

    for (int i = 0; i < 3; ++i) {
        QCPGraph* g = m_plot->addGraph();
        g->setPen(QPen(style::faint, 1.5, i == 0 ? Qt::DashLine : i == 1 ? Qt::DotLine : Qt::DashDotLine));
        m_baseGraphs.push_back(g);
    }
    m_randomGraph = m_plot->addGraph();
    m_randomGraph->setPen(QPen(QColor(0x88, 0x88, 0x88), 1.5));
    m_randomGraph->setName(tr("random q, k"));
    m_qEqualsKGraph = m_plot->addGraph();
    m_qEqualsKGraph->setPen(QPen(style::relative, 2));
    m_qEqualsKGraph->setName(tr("q = k"));
    m_pairTerm = m_plot->addGraph(); // under the total
    QColor pairColour = style::selection;
    pairColour.setAlpha(170);
    m_pairTerm->setPen(QPen(pairColour, 1.5));
    m_curve = m_plot->addGraph();
    m_curve->setPen(QPen(style::ink, 2));
    m_curve->setName(tr("s(Δ), this q and k"));
    m_boundGraph = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
    m_boundGraph->setPen(QPen(style::positive, 1.5, Qt::DashLine));
    m_boundGraph->setName(tr("decay bound (right axis)"));

    m_cursor = new QCPItemStraightLine(m_plot);
    m_cursor->setPen(QPen(style::selection, 1.5, Qt::DashLine));
    m_tracer = new QCPItemTracer(m_plot);
    m_tracer->setStyle(QCPItemTracer::tsCircle);
    m_tracer->setSize(9);
    m_tracer->setPen(QPen(style::selection, 2));
    m_tracer->setBrush(style::paper);
    m_plot->installEventFilter(this);
    m_plot->setMinimumHeight(200);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_caption);
    layout->addLayout(controls);
    layout->addWidget(m_baseRow);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_readout);

    connect(m_selection, &PairSelection::changed, this, &ScoreCurveView::recompute);
}

Eigen::VectorXd ScoreCurveView::deltas() const
{
    if (m_logAxis->isChecked()) {
        std::set<double> values; // whole positions, logarithmically spaced
        for (int i = 0; i < kLogSamples; ++i)
            values.insert(std::round(std::pow(kMaxLogDelta, double(i) / (kLogSamples - 1))));
        values.insert(std::max(1.0, std::abs(m_results->params.delta())));
        Eigen::VectorXd d(Eigen::Index(values.size()));
        Eigen::Index i = 0;
        for (double v : values)
            d[i++] = v;
        return d;
    }
    const double n = std::max(m_results->params.seqLen, int(std::abs(m_results->params.delta())) + 1);
    return Eigen::VectorXd::LinSpaced(Eigen::Index(2 * n + 1), -n, n);
}

namespace {
// Eigen's == needs equal sizes (it reads past the shorter vector otherwise); d changes them.
bool differ(const Eigen::VectorXd& a, const Eigen::VectorXd& b) { return a.size() != b.size() || a != b; }
} // namespace

void ScoreCurveView::setResults(std::shared_ptr<const Results> results)
{
    const bool curveChanged =
        !m_results || differ(m_results->coeffs.a, results->coeffs.a) ||
        differ(m_results->coeffs.b, results->coeffs.b) || differ(m_results->freqs.invFreq, results->freqs.invFreq) ||
        m_results->params.seqLen != results->params.seqLen || m_results->params.rope != results->params.rope;
    m_results = std::move(results);
    m_stale = m_stale || curveChanged;
    if (!isVisible())
        return; // recomputed when shown
    if (m_stale)
        recompute();
    else
        updateCursor();
}

void ScoreCurveView::showEvent(QShowEvent* event)
{
    View::showEvent(event);
    if (m_results && m_stale)
        recompute();
}

void ScoreCurveView::recompute()
{
    if (!m_results)
        return;
    const Results& r = *m_results;
    m_stale = false;
    m_deltas = deltas();
    const bool log = m_logAxis->isChecked();
    // Consecutive Δ: the re-anchored recurrence; log-spaced Δ: the direct sum.
    m_values = log ? core::scoreCurveDirect(r.coeffs, r.freqs.invFreq, m_deltas)
                   : core::scoreCurve(r.coeffs, r.freqs.invFreq, m_deltas);
    const QVector<double> x = toQVector(m_deltas);
    m_curve->setData(x, toQVector(m_values), true);
    m_tracer->setGraph(m_curve);

    // The selected pair alone: coefficients and frequency of that one pair.
    const int pair = std::clamp(m_selection->pair(), 0, int(r.coeffs.a.size()) - 1);
    core::PairCoefficients single;
    single.a = Eigen::VectorXd::Constant(1, r.coeffs.a[pair]);
    single.b = Eigen::VectorXd::Constant(1, r.coeffs.b[pair]);
    single.scale = r.coeffs.scale;
    const Eigen::VectorXd theta = Eigen::VectorXd::Constant(1, r.freqs.invFreq[pair]);
    m_pairTerm->setData(
        x, toQVector(log ? core::scoreCurveDirect(single, theta, m_deltas) : core::scoreCurve(single, theta, m_deltas)),
        true);
    m_pairTerm->setName(tr("pair %1's term (selected)").arg(pair));

    m_boundGraph->setVisible(m_bound->isChecked());
    m_plot->yAxis2->setVisible(m_bound->isChecked());
    m_boundGraph->removeFromLegend();
    if (m_bound->isChecked()) {
        m_boundGraph->setData(x, toQVector(core::decayBound(r.freqs.invFreq, m_deltas)), true);
        m_boundGraph->addToLegend();
    }

    for (size_t i = 0; i < m_baseGraphs.size(); ++i) {
        const bool show = m_bases->isChecked() && !r.params.rope.thetaOverride;
        m_baseGraphs[i]->setVisible(show);
        m_baseGraphs[i]->removeFromLegend();
        if (!show)
            continue;
        core::RopeParams other = r.params.rope;
        other.base = m_baseValues[i]->value();
        const core::FrequencyTable f = core::frequencies(other);
        m_baseGraphs[i]->setData(
            x, toQVector(core::scoreCurveDirect(core::pairCoefficients(other, f, r.q, r.k), f.invFreq, m_deltas)),
            true);
        m_baseGraphs[i]->setName(tr("base %1").arg(formatNumber(other.base, 7)));
        m_baseGraphs[i]->addToLegend();
    }

    m_qEqualsKGraph->setVisible(m_qEqualsK->isChecked());
    m_randomGraph->setVisible(m_qEqualsK->isChecked());
    if (m_qEqualsK->isChecked()) {
        const core::PairCoefficients same = core::pairCoefficients(r.params.rope, r.freqs, r.q, r.q);
        core::ContentSpec spec;
        spec.seed = 12345;
        const Eigen::VectorXd rq = core::contentAt(r.params.rope, spec, core::ContentRole::Query, 1);
        const Eigen::VectorXd rk = core::contentAt(r.params.rope, spec, core::ContentRole::Key, 2);
        const core::PairCoefficients random = core::pairCoefficients(r.params.rope, r.freqs, rq, rk);
        m_qEqualsKGraph->setData(x, toQVector(core::scoreCurveDirect(same, r.freqs.invFreq, m_deltas)), true);
        m_randomGraph->setData(x, toQVector(core::scoreCurveDirect(random, r.freqs.invFreq, m_deltas)), true);
    }
    m_qEqualsKGraph->removeFromLegend();
    m_randomGraph->removeFromLegend();
    if (m_qEqualsK->isChecked()) {
        m_qEqualsKGraph->addToLegend();
        m_randomGraph->addToLegend();
    }

    // Every pair's term, on at most ~1000 Δ so this stays quick.
    for (QCPGraph* g : m_termGraphs)
        m_plot->removeGraph(g);
    m_termGraphs.clear();
    if (m_allTerms->isChecked()) {
        const Eigen::Index stride = std::max<Eigen::Index>(1, m_deltas.size() / 1000);
        Eigen::VectorXd sampled((m_deltas.size() + stride - 1) / stride);
        for (Eigen::Index i = 0; i < sampled.size(); ++i)
            sampled[i] = m_deltas[i * stride];
        const core::RowMatrixXd terms = core::scoreCurveTerms(r.coeffs, r.freqs.invFreq, sampled);
        const int pairs = int(terms.cols());
        for (int i = 0; i < pairs; ++i) {
            QCPGraph* g = m_plot->addGraph();
            QColor c = style::pairColour(i, pairs);
            c.setAlpha(110);
            g->setPen(QPen(c, 1));
            g->setData(toQVector(sampled), toQVector(terms.col(i)), true);
            g->removeFromLegend();
            m_termGraphs.push_back(g);
        }
        m_curve->setLayer(m_plot->layer("main")); // the total stays on top of the terms
    }

    m_plot->xAxis->setScaleType(log ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    if (log) {
        QSharedPointer<QCPAxisTickerLog> ticker(new QCPAxisTickerLog);
        m_plot->xAxis->setTicker(ticker);
        m_plot->xAxis->setLabel(tr("Δ = m − n (positions, log scale; Δ > 0)"));
    } else {
        m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        m_plot->xAxis->setLabel(tr("Δ = m − n (positions)"));
    }
    // Thousands of points per line: antialiasing them costs more than it shows.
    if (m_deltas.size() > 4000)
        m_plot->setNotAntialiasedElements(QCP::aePlottables);
    else
        m_plot->setAntialiasedElements(QCP::aePlottables);
    m_plot->rescaleAxes();
    const QCPRange y = m_plot->yAxis->range();
    m_plot->yAxis->setRange(y.lower - 0.05 * y.size(), y.upper + 0.12 * y.size());
    updateCursor();
}

void ScoreCurveView::updateCursor()
{
    if (!m_results)
        return;
    const double delta = m_results->params.delta();
    m_cursor->point1->setCoords(delta, 0);
    m_cursor->point2->setCoords(delta, 1);
    m_tracer->setGraphKey(delta);
    const double value = valueAtCursor();
    m_readout->setText(tr("At Δ = %1: s = <b>%2</b> (the clocks' total: %3)")
                           .arg(formatNumber(delta, 7), formatNumber(value, 8), formatNumber(m_results->score, 8)));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

double ScoreCurveView::valueAtCursor() const
{
    if (!m_results || m_deltas.size() == 0)
        return std::nan("");
    const double delta = m_results->params.delta();
    for (Eigen::Index i = 0; i < m_deltas.size(); ++i)
        if (m_deltas[i] == delta)
            return m_values[i];
    // Outside the plotted range (e.g. Δ ≤ 0 on the log axis): evaluate it directly.
    return core::scoreCurveDirect(m_results->coeffs, m_results->freqs.invFreq, Eigen::VectorXd::Constant(1, delta))[0];
}

void ScoreCurveView::setCompact(bool compact) { m_caption->setVisible(!compact); }

double ScoreCurveView::deltaAt(int pixelX) const { return std::round(m_plot->xAxis->pixelToCoord(pixelX)); }

bool ScoreCurveView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_plot && m_results) {
        const auto type = event->type();
        if (type == QEvent::MouseButtonPress || type == QEvent::MouseButtonRelease || type == QEvent::MouseMove) {
            const auto* mouse = static_cast<QMouseEvent*>(event);
            if (type == QEvent::MouseButtonPress && mouse->button() == Qt::LeftButton)
                m_dragging = true;
            if (m_dragging && m_plot->axisRect()->rect().contains(mouse->position().toPoint())) {
                const double delta = deltaAt(int(mouse->position().x()));
                if (std::isfinite(delta) && delta != m_results->params.delta()) {
                    AppParams p = m_results->params;
                    p.n = p.m - delta; // Δ moves the key, as in the panel
                    if (p.n < 0) {
                        p.n = 0;
                        p.m = delta;
                    }
                    if (std::abs(p.m) <= appLimits::maxPosition && std::abs(p.n) <= appLimits::maxPosition)
                        emit paramsRequested(p);
                }
            }
            if (type == QEvent::MouseButtonRelease)
                m_dragging = false;
        }
    }
    return View::eventFilter(watched, event);
}

} // namespace rope::ui
