// The score-curve view: s(Δ) and its overlays drawn from CurveData, a cursor linked to the clocks.
#include "ui/views/scorecurveview.h"

#include "core/content.h"
#include "ui/model/pairselection.h"
#include "ui/model/sources.h"
#include "ui/widgets/captionlabel.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QLabel>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace rope::ui {

using namespace rope::model;

namespace {

QVector<double> toQVector(const Eigen::VectorXd& v) { return QVector<double>(v.data(), v.data() + v.size()); }

} // namespace

ScoreCurveView::ScoreCurveView(PairSelection* selection, QWidget* parent) :
    View(parent), m_selection(selection), m_plot(new QCustomPlot), m_title(new QLabel), m_readout(new CaptionLabel),
    m_job(addJob<CurveRequest, CurveData>([this] { return request(); }, computeCurves,
                                          [this](const CurveData& data) { draw(data); }))
{
    m_title->setText(tr("Does the score fall with distance?"));
    m_title->setFont(style::titleFont());
    m_title->setWordWrap(true); // a narrow window wraps it, never scrolls sideways
    m_caption =
        new QLabel(tr("s(Δ) = Σ<sub>i</sub> [A<sub>i</sub> cos Δθ<sub>i</sub> + B<sub>i</sub> sin Δθ<sub>i</sub>] "
                      "for the clocks' q and k: a sum of waves, fast and slow, that oscillates with Δ — "
                      "no hard distance penalty (%1 §5).")
                       .arg(firstArticle()));
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
    m_xpos = addOverlay(tr("The same q, k with xPos"),
                        tr("xPos (Sun et al., 2022) scales pair i's term by ζ_i^(Δ/B), ζ_i = (2i + 0.4d)/(1.4d) < 1: "
                           "a decay with distance that plain RoPE does not have"));
    overlays->setToolTipsVisible(true);
    auto* overlayButton = new QToolButton;
    overlayButton->setText(tr("Overlays"));
    overlayButton->setMenu(overlays);
    overlayButton->setPopupMode(QToolButton::InstantPopup);
    overlayButton->setToolTip(tr("More curves on the same axes"));
    const double defaults[] = {1e4, 5e5, 1e6};
    auto* controlRow = new QWidget;
    auto* controls = new FlowLayout(controlRow);
    controls->setContentsMargins(0, 0, 0, 0);
    controls->addWidget(m_logAxis);
    controls->addWidget(overlayButton);
    m_baseRow = new QWidget;
    auto* baseRow = new FlowLayout(m_baseRow);
    baseRow->setContentsMargins(0, 0, 0, 0);
    baseRow->addWidget(new QLabel(tr("Other bases:")));
    for (int i = 0; i < 3; ++i) {
        m_baseValues[size_t(i)] = new QDoubleSpinBox;
        m_baseValues[size_t(i)]->setRange(1.01, 1e8);
        m_baseValues[size_t(i)]->setDecimals(0);
        m_baseValues[size_t(i)]->setValue(defaults[i]);
        m_baseValues[size_t(i)]->setToolTip(tr("A base to compare with"));
        baseRow->addWidget(m_baseValues[size_t(i)]);
        connect(m_baseValues[size_t(i)], &QDoubleSpinBox::valueChanged, this, &ScoreCurveView::refreshJobs);
    }
    m_baseRow->hide();
    m_xposRow = new QWidget;
    auto* xposRow = new FlowLayout(m_xposRow);
    xposRow->setContentsMargins(0, 0, 0, 0);
    xposRow->addWidget(new QLabel(tr("xPos scale base B:")));
    m_xposScaleBase = new QDoubleSpinBox;
    m_xposScaleBase->setRange(1, 1e6);
    m_xposScaleBase->setDecimals(0);
    m_xposScaleBase->setValue(512); // the paper's
    m_xposScaleBase->setToolTip(tr("B: the smaller, the faster the decay (the xPos paper uses 512)"));
    xposRow->addWidget(m_xposScaleBase);
    m_xposRow->hide();
    connect(m_xposScaleBase, &QDoubleSpinBox::valueChanged, this, &ScoreCurveView::refreshJobs);
    connect(m_logAxis, &QCheckBox::toggled, this, &ScoreCurveView::refreshJobs);
    for (QAction* a : {m_bound, m_bases, m_qEqualsK, m_allTerms, m_xpos})
        connect(a, &QAction::toggled, this, &ScoreCurveView::refreshJobs);
    connect(m_bases, &QAction::toggled, m_baseRow, &QWidget::setVisible);
    connect(m_xpos, &QAction::toggled, m_xposRow, &QWidget::setVisible);

    m_plot->setBackground(style::paper);
    m_plot->setPlottingHint(QCP::phFastPolylines, true); // one polyline per graph, not a segment each
    m_plot->xAxis->setLabel(tr("Δ = m − n (positions)"));
    m_plot->yAxis->setLabel(tr("score s(Δ)"));
    m_plot->yAxis->ticker()->setTickCount(7); // a tick below 0 too, where the scores dip
    m_plot->yAxis2->setLabel(tr("decay bound"));
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis, m_plot->yAxis2}) {
        axis->setLabelFont(style::captionFont());
        axis->setTickLabelFont(style::captionFont());
    }
    style::legendBelow(m_plot, 3);

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
    m_xposGraph = m_plot->addGraph(); // over the plain curve: it is what the overlay is for
    m_xposGraph->setPen(QPen(style::positive, 2));
    m_boundGraph = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
    // Orange, not red: beside the magenta cursor and the pink pair term, red read as one of them.
    m_boundGraph->setPen(QPen(style::key, 2, Qt::DashLine));
    m_boundGraph->setName(tr("decay bound (right axis)"));
    // Under the curves: both peak at Δ = 0, and the dashed bound on top hid the q = k curve's peak,
    // the point the tour's step makes.
    m_plot->addLayer(QStringLiteral("underCurves"), m_plot->layer(QStringLiteral("main")), QCustomPlot::limBelow);
    m_boundGraph->setLayer(QStringLiteral("underCurves"));

    m_cursor = new QCPItemStraightLine(m_plot);
    m_cursor->setPen(QPen(style::selection, 1.5, Qt::DashLine));
    m_tracer = new QCPItemTracer(m_plot);
    m_tracer->setStyle(QCPItemTracer::tsCircle);
    m_tracer->setSize(9);
    m_tracer->setPen(QPen(style::selection, 2));
    m_tracer->setBrush(style::paper);
    m_plot->installEventFilter(this);
    // Explicit: the legend's own minimum (its widest entry) held the view 370 px wide.
    m_plot->setMinimumSize(200, 200);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(m_title);
    layout->addWidget(m_caption);
    layout->addWidget(windowHint(tr("Click or drag to move Δ; the clocks follow."))); // the linked view's too
    markAsControl(controlRow);
    markAsControl(m_baseRow);
    markAsControl(m_xposRow);
    layout->addWidget(controlRow);
    layout->addWidget(m_baseRow);
    layout->addWidget(m_xposRow);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_readout);
    setScrollingContent(content, true); // wrapped titles and rows: a bar that came and went would oscillate

    connect(m_selection, &PairSelection::changed, this, &ScoreCurveView::refreshJobs);
}

void ScoreCurveView::resultsChanged()
{
    if (m_job->data()) // the cursor follows Δ at once; the curve when its job delivers
        updateCursor();
}

std::optional<CurveRequest> ScoreCurveView::request() const
{
    if (!results())
        return std::nullopt;
    CurveRequest request;
    request.results = ResultsInput(results(), ResultsInput::Reads::ContentAtPositions);
    request.logAxis = m_logAxis->isChecked();
    request.deltaRange = curveDeltaRange(results()->params, request.logAxis);
    request.selectedPair = m_selection->pair();
    request.bound = m_bound->isChecked();
    request.qEqualsK = m_qEqualsK->isChecked();
    request.allTerms = m_allTerms->isChecked();
    if (m_bases->isChecked())
        for (QDoubleSpinBox* box : m_baseValues)
            request.otherBases.push_back(box->value());
    if (m_xpos->isChecked())
        request.xposScaleBase = m_xposScaleBase->value();
    return request;
}

void ScoreCurveView::draw(const CurveData& d)
{
    const CurveRequest& request = d.request;
    const Results& r = *request.results;
    const bool log = request.logAxis;
    const QVector<double> x = toQVector(d.deltas);
    m_curve->setData(x, toQVector(d.score), true);
    m_tracer->setGraph(m_curve);

    const int pair = std::clamp(request.selectedPair, 0, int(r.coeffs.a.size()) - 1);
    m_pairTerm->setData(x, toQVector(d.pairTerm), true);
    m_pairTerm->setName(tr("pair %1's term").arg(pair)); // no "(selected)": figures carry it to slides

    m_boundGraph->setVisible(request.bound);
    m_plot->yAxis2->setVisible(request.bound);
    m_boundGraph->removeFromLegend();
    if (request.bound) {
        m_boundGraph->setData(x, toQVector(d.bound), true);
        m_boundGraph->addToLegend();
    }

    for (size_t i = 0; i < m_baseGraphs.size(); ++i) {
        const bool show = i < d.baseCurves.size();
        m_baseGraphs[i]->setVisible(show);
        m_baseGraphs[i]->removeFromLegend();
        if (!show)
            continue;
        m_baseGraphs[i]->setData(x, toQVector(d.baseCurves[i]), true);
        m_baseGraphs[i]->setName(tr("base %1").arg(formatNumber(request.otherBases[i], 7)));
        m_baseGraphs[i]->addToLegend();
    }

    m_qEqualsKGraph->setVisible(request.qEqualsK);
    m_randomGraph->setVisible(request.qEqualsK);
    m_qEqualsKGraph->removeFromLegend();
    m_randomGraph->removeFromLegend();
    if (request.qEqualsK) {
        m_qEqualsKGraph->setData(x, toQVector(d.qEqualsK), true);
        m_randomGraph->setData(x, toQVector(d.random), true);
        m_qEqualsKGraph->addToLegend();
        m_randomGraph->addToLegend();
    }

    const bool xpos = request.xposScaleBase > 0;
    // With the xPos overlay the question has a second answer, which a figure of it states.
    m_title->setText(xpos ? tr("Does the score fall with distance? With RoPE alone no; xPos adds the decay")
                          : tr("Does the score fall with distance?"));
    m_xposGraph->setVisible(xpos);
    m_xposGraph->removeFromLegend();
    if (xpos) {
        m_xposGraph->setData(x, toQVector(d.xpos), true);
        m_xposGraph->setName(tr("s(Δ) with xPos, B = %1").arg(formatNumber(request.xposScaleBase, 6)));
        m_xposGraph->addToLegend();
    }

    for (QCPGraph* g : m_termGraphs)
        m_plot->removeGraph(g);
    m_termGraphs.clear();
    if (request.allTerms) {
        const int pairs = int(d.terms.cols());
        for (int i = 0; i < pairs; ++i) {
            QCPGraph* g = m_plot->addGraph();
            QColor c = style::pairColour(i, pairs);
            c.setAlpha(110);
            g->setPen(QPen(c, 1));
            g->setData(toQVector(d.termDeltas), toQVector(d.terms.col(i)), true);
            g->removeFromLegend();
            m_termGraphs.push_back(g);
        }
        m_curve->setLayer(m_plot->layer("main")); // the total stays on top of the terms
    }

    if (log) {
        style::useLogAxis(m_plot->xAxis);
        m_plot->xAxis->setLabel(tr("Δ = m − n (positions, log scale; Δ > 0)"));
    } else {
        m_plot->xAxis->setScaleType(QCPAxis::stLinear);
        m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        m_plot->xAxis->setLabel(tr("Δ = m − n (positions)"));
    }
    style::fitCurveQuality(m_plot, d.deltas.size());
    m_plot->rescaleAxes();
    const QCPRange y = m_plot->yAxis->range();
    m_plot->yAxis->setRange(y.lower - 0.05 * y.size(), y.upper + 0.12 * y.size());
    if (request.bound && d.bound.size()) { // the bound's own axis, from its own values: all of it shows
        const double low = d.bound.minCoeff(), high = d.bound.maxCoeff(), size = std::max(high - low, 1e-12);
        // Its top a little below the left axis' top, so that the two peaks at Δ = 0 stand apart.
        m_plot->yAxis2->setRange(low - 0.05 * size, high + 0.3 * size);
    }
    updateCursor();
    emit updated();
}

void ScoreCurveView::updateCursor()
{
    if (!results())
        return;
    const double delta = results()->params.delta();
    m_cursor->point1->setCoords(delta, 0);
    m_cursor->point2->setCoords(delta, 1);
    m_tracer->setGraphKey(delta);
    const double value = valueAtCursor();
    m_readout->setText(tr("At Δ = %1: s = <b>%2</b> (the clocks' total: %3)")
                           .arg(formatNumber(delta, 7), formatNumber(value, 8), formatNumber(results()->score, 8)));
    replotSoon(m_plot);
}

namespace {
// Eigen's == needs equal sizes (it reads past the shorter vector otherwise); d changes them.
bool differ(const Eigen::VectorXd& a, const Eigen::VectorXd& b) { return a.size() != b.size() || a != b; }
} // namespace

double ScoreCurveView::valueAtCursor() const
{
    if (!results() || !m_job->data())
        return std::nan("");
    const double delta = results()->params.delta();
    // The plotted curve, if it was drawn for these coefficients (else the one about to replace it).
    if (!differ(m_job->data()->request.results->coeffs.a, results()->coeffs.a) &&
        !differ(m_job->data()->request.results->coeffs.b, results()->coeffs.b))
        for (Eigen::Index i = 0; i < m_job->data()->deltas.size(); ++i)
            if (m_job->data()->deltas[i] == delta)
                return m_job->data()->score[i];
    // Outside the plotted range (e.g. Δ ≤ 0 on the log axis): evaluate it directly.
    return core::scoreCurveDirect(results()->coeffs, results()->freqs.invFreq, Eigen::VectorXd::Constant(1, delta))[0];
}

void ScoreCurveView::setCompact(bool compact) { m_caption->setVisible(!compact); }

double ScoreCurveView::deltaAt(int pixelX) const { return std::round(m_plot->xAxis->pixelToCoord(pixelX)); }

bool ScoreCurveView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_plot && results()) {
        const auto type = event->type();
        if (type == QEvent::MouseButtonPress || type == QEvent::MouseButtonRelease || type == QEvent::MouseMove) {
            const auto* mouse = static_cast<QMouseEvent*>(event);
            if (type == QEvent::MouseButtonPress && mouse->button() == Qt::LeftButton)
                m_dragging = true;
            if (m_dragging && m_plot->axisRect()->rect().contains(mouse->position().toPoint())) {
                const double delta = deltaAt(int(mouse->position().x()));
                if (std::isfinite(delta) && delta != results()->params.delta()) {
                    AppParams p = results()->params;
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

namespace rope::ui {

std::vector<View::Section> ScoreCurveView::sections() { return {{QStringLiteral("curve"), this}}; }

QJsonObject ScoreCurveView::viewState() const
{
    QJsonArray bases;
    for (QDoubleSpinBox* box : m_baseValues)
        bases.append(box->value());
    return {{"logAxis", m_logAxis->isChecked()},   {"bound", m_bound->isChecked()},
            {"qEqualsK", m_qEqualsK->isChecked()}, {"allTerms", m_allTerms->isChecked()},
            {"bases", m_bases->isChecked()},       {"baseValues", bases},
            {"xpos", m_xpos->isChecked()},         {"xposScaleBase", m_xposScaleBase->value()}};
}

QString ScoreCurveView::stateCaption() const
{
    QStringList parts;
    if (m_bases->isChecked()) {
        QStringList bases;
        for (QDoubleSpinBox* box : m_baseValues)
            bases << formatNumber(box->value(), 8);
        parts << tr("bases compared: %1").arg(bases.join(QStringLiteral(", ")));
    }
    if (m_allTerms->isChecked())
        parts << tr("every pair's term");
    if (m_bound->isChecked())
        parts << tr("decay bound");
    if (m_logAxis->isChecked())
        parts << tr("log |Δ| axis");
    if (m_qEqualsK->isChecked())
        parts << tr("q = k");
    if (m_xpos->isChecked())
        parts << tr("xPos, scale base B = %1").arg(formatNumber(m_xposScaleBase->value(), 7));
    return parts.join(QStringLiteral(" · "));
}

void ScoreCurveView::applyViewState(const QJsonObject& state)
{
    if (state.value("logAxis").isBool())
        m_logAxis->setChecked(state.value("logAxis").toBool());
    const std::pair<const char*, QAction*> toggles[] = {
        {"bound", m_bound}, {"qEqualsK", m_qEqualsK}, {"allTerms", m_allTerms}, {"bases", m_bases}, {"xpos", m_xpos}};
    for (const auto& [key, action] : toggles)
        if (state.value(QLatin1String(key)).isBool())
            action->setChecked(state.value(QLatin1String(key)).toBool());
    if (state.value("xposScaleBase").isDouble())
        m_xposScaleBase->setValue(state.value("xposScaleBase").toDouble());
    const QJsonArray bases = state.value("baseValues").toArray();
    for (int i = 0; i < std::min<int>(3, int(bases.size())); ++i)
        if (bases[i].isDouble())
            m_baseValues[size_t(i)]->setValue(bases[i].toDouble());
}

QJsonObject ScoreCurveView::facts() const
{
    if (!m_job->data())
        return {};
    auto argmax = [&](const Eigen::VectorXd& v) {
        Eigen::Index i = 0;
        v.maxCoeff(&i);
        return m_job->data()->deltas[i];
    };
    QJsonObject facts{{"score.argmaxDelta", argmax(m_job->data()->score)}, {"score.atCursor", valueAtCursor()}};
    if (m_job->data()->qEqualsK.size()) {
        facts.insert("qEqualsK.argmaxDelta", argmax(m_job->data()->qEqualsK));
        // Not monotonic: how far q = k rises again after its first dip, as a share of its peak.
        const Eigen::VectorXd& v = m_job->data()->qEqualsK;
        double lowest = INFINITY, rebound = 0;
        for (Eigen::Index i = 0; i < v.size(); ++i)
            if (m_job->data()->deltas[i] >= 0) {
                lowest = std::min(lowest, v[i]);
                rebound = std::max(rebound, v[i] - lowest);
            }
        facts.insert("qEqualsK.rebound", rebound / std::max(1e-300, v.maxCoeff()));
    }
    if (m_job->data()->xpos.size()) {
        // With xPos, how much of |s| is left at the largest Δ against Δ = 0's (the decay it adds).
        const Eigen::Index last = m_job->data()->deltas.size() - 1;
        Eigen::Index zero = 0;
        (m_job->data()->deltas.array().abs()).minCoeff(&zero);
        facts.insert("xpos.lastOverZero",
                     std::abs(m_job->data()->xpos[last]) / std::max(1e-300, std::abs(m_job->data()->xpos[zero])));
    }
    if (m_job->data()->bound.size()) {
        // The bound at the largest Δ against its value at Δ = 0 (it falls on average).
        facts.insert("bound.lastOverFirst",
                     m_job->data()->bound[m_job->data()->bound.size() - 1] /
                         m_job->data()->bound[std::max<Eigen::Index>(0, m_job->data()->bound.size() / 2)]);
    }
    return facts;
}

} // namespace rope::ui
