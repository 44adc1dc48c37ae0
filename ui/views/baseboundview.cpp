// The base-bound view: Men et al.'s min B_m over base × L, and one base's B_m.
#include "ui/views/baseboundview.h"

#include "ui/model/numberformat.h"
#include "ui/views/longcontextparts.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMouseEvent>
#include <QVBoxLayout>

#include <cmath>
#include <map>

namespace rope::ui {

using namespace rope::model;

namespace {

QVector<double> toVector(const Eigen::VectorXd& v) { return QVector<double>(v.data(), v.data() + v.size()); }

// "1k", "32k", "1M": a power of two as a learner reads context lengths.
QString contextName(double length)
{
    if (length >= 1 << 20)
        return QStringLiteral("%1M").arg(length / double(1 << 20));
    return QStringLiteral("%1k").arg(length / 1024);
}

// The map's dots: one shape per model, filled where the config has no scaling method.
QCPScatterStyle::ScatterShape shapeOf(size_t i)
{
    static const QCPScatterStyle::ScatterShape shapes[] = {
        QCPScatterStyle::ssCircle,   QCPScatterStyle::ssSquare,           QCPScatterStyle::ssDiamond,
        QCPScatterStyle::ssTriangle, QCPScatterStyle::ssTriangleInverted, QCPScatterStyle::ssStar,
        QCPScatterStyle::ssPlus}; // no circle with lines inside: filled, it reads as a plain circle
    return shapes[i % std::size(shapes)];
}

constexpr double kLowestShownBase = 1e2, kHighestShownBase = 1e10;

} // namespace

BaseBoundView::BaseBoundView(QWidget* parent) :
    View(parent), m_headDim(new QComboBox), m_base(new QDoubleSpinBox), m_context(new QComboBox),
    m_mapPlot(new QCustomPlot), m_curvePlot(new QCustomPlot), m_mapReadout(style::captionLabel()),
    m_curveReadout(style::captionLabel()),
    m_mapJob(addJob<BaseBoundMapRequest, BaseBoundMap>(
        [this] { return std::optional<BaseBoundMapRequest>(BaseBoundMapRequest{m_headDim->currentData().toInt()}); },
        computeBaseBoundMap, [this](const BaseBoundMap& map) { drawMap(map); })),
    m_curveJob(addJob<BaseBoundCurveRequest, BaseBoundCurve>(
        [this] { return std::optional<BaseBoundCurveRequest>(curveRequest()); }, computeBaseBoundCurve,
        [this](const BaseBoundCurve& curve) { drawCurve(curve); }))
{
    auto* title = new QLabel(tr("How large must the base be for a context?"));
    title->setFont(style::titleFont());
    title->setWordWrap(true);
    auto* intro = style::captionLabel(
        tr("Men et al. 2024 (“Base of RoPE Bounds Context Length”) ask that a query still prefers a key like "
           "itself over a random one at every distance the model is trained on. With q = k that comes down to "
           "B<sub>m</sub> = Σ<sub>i</sub> cos(m·θ<sub>i</sub>) ≥ 0 for every m ≤ L, θ<sub>i</sub> = "
           "base<sup>−2i/d</sup>. B<sub>0</sub> = d/2; the sum falls and oscillates as m grows, and a larger base "
           "keeps it positive longer."));

    auto* controls = new QWidget;
    markAsControl(controls);
    auto* row = new FlowLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    for (int d : {64, 128, 256})
        m_headDim->addItem(QString::number(d), d);
    m_headDim->setCurrentIndex(1);
    m_headDim->setToolTip(tr("The rotary dimensions d: d/2 pairs in the sum"));
    row->addWidget(labelledControl(tr("head dimension d"), m_headDim));
    m_base->setRange(kLowestShownBase, kHighestShownBase);
    m_base->setDecimals(0);
    m_base->setSingleStep(10000);
    m_base->setValue(640000);
    m_base->setToolTip(tr("rope_theta of the curve below (or click the map)"));
    row->addWidget(labelledControl(tr("base"), m_base));
    for (int e = BaseBoundMap::kShortestLog2; e <= BaseBoundMap::kLongestLog2; ++e)
        m_context->addItem(contextName(std::exp2(e)), 1 << e);
    m_context->setCurrentIndex(m_context->findData(32768));
    m_context->setToolTip(tr("The context length L of the curve below (or click the map)"));
    row->addWidget(labelledControl(tr("context L"), m_context));
    connect(m_headDim, &QComboBox::currentIndexChanged, this, &BaseBoundView::refreshJobs);
    connect(m_context, &QComboBox::currentIndexChanged, this, &BaseBoundView::refreshJobs);
    connect(m_base, &QDoubleSpinBox::valueChanged, this, &BaseBoundView::refreshJobs);

    // The map: log axes, one cell per (base, L) of the grid, the diverging palette centred at 0.
    longcontext::setUpPlot(m_mapPlot, tr("context length L"), tr("base"), longcontext::Scale::Log,
                           longcontext::Scale::Log, 2);
    auto contextTicks = QSharedPointer<QCPAxisTickerText>::create();
    for (int e = BaseBoundMap::kShortestLog2; e <= BaseBoundMap::kLongestLog2; e += 2)
        contextTicks->addTick(std::exp2(e), contextName(std::exp2(e)));
    m_mapPlot->xAxis->setTicker(contextTicks);
    m_colorMap = new QCPColorMap(m_mapPlot->xAxis, m_mapPlot->yAxis);
    m_colorMap->setInterpolate(false);
    m_colorMap->setName(QString()); // no legend entry
    m_mapPlot->legend->removeItem(m_mapPlot->legend->itemCount() - 1);
    auto* scale = new QCPColorScale(m_mapPlot);
    m_mapPlot->plotLayout()->addElement(0, 1, scale);
    scale->setLabel(tr("min Bₘ, m ≤ L"));
    scale->axis()->setLabelFont(style::captionFont());
    scale->axis()->setTickLabelFont(style::captionFont());
    m_colorMap->setColorScale(scale);
    // After joining the scale (which hands the map its own gradient): the diverging palette, red where B_m
    // turns negative (fails), blue where it stays positive (passes).
    QCPColorGradient failsRed = style::divergingGradient();
    const QMap<double, QColor> stops = failsRed.colorStops();
    failsRed.clearColorStops();
    for (auto it = stops.begin(); it != stops.end(); ++it)
        failsRed.setColorStopAt(1 - it.key(), it.value());
    m_colorMap->setGradient(failsRed);
    auto* group = new QCPMarginGroup(m_mapPlot);
    m_mapPlot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    scale->setMarginGroup(QCP::msBottom | QCP::msTop, group);
    m_mapPlot->setMinimumSize(480, 420);
    m_mapPlot->installEventFilter(this);
    growWithView(m_mapPlot, [](QSize view) { return view.height() * 60 / 100; });

    longcontext::setUpPlot(m_curvePlot, tr("distance m"), tr("Bₘ = Σ cos(m·θᵢ)"), longcontext::Scale::Linear,
                           longcontext::Scale::Linear, 3);
    m_curvePlot->setMinimumSize(420, 300);
    growWithView(m_curvePlot, [](QSize view) { return view.height() * 40 / 100; });

    m_mapSection = longcontext::section(
        {style::captionLabel(tr("<b>1 · min<sub>m ≤ L</sub> B<sub>m</sub> for every base and context.</b> Blue "
                                "passes, red fails. Dots: models at their config's (max_position_embeddings, "
                                "rope_theta); hollow where a scaling method changes θ<sub>i</sub>, so that the "
                                "plain criterion does not apply as it stands.")),
         m_mapPlot, m_mapReadout});
    m_curveSection = longcontext::section(
        {style::captionLabel(tr("<b>2 · B<sub>m</sub> for the chosen base</b>, from m = 0 to L (the band: least and "
                                "greatest B<sub>m</sub> in each stretch of m).")),
         m_curvePlot, m_curveReadout});

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title);
    layout->addWidget(intro);
    layout->addWidget(controls);
    layout->addWidget(windowHint(tr("Click the map to choose a base and a context.")));
    layout->addWidget(m_mapSection);
    layout->addWidget(m_curveSection);
    layout->addStretch(1);
    setScrollingContent(content, true);
}

BaseBoundCurveRequest BaseBoundView::curveRequest() const
{
    return {m_headDim->currentData().toInt(), m_base->value(), m_context->currentData().toInt()};
}

const BaseBoundMap* BaseBoundView::map() const { return m_mapJob->data().get(); }

const BaseBoundCurve* BaseBoundView::curve() const { return m_curveJob->data().get(); }

void BaseBoundView::drawMap(const BaseBoundMap& map)
{
    const Eigen::Index rows = map.minB.rows(), cols = map.minB.cols();
    m_colorMap->data()->setSize(int(cols), int(rows));
    m_colorMap->data()->setRange(QCPRange(std::exp2(map.log2Contexts[0]), std::exp2(map.log2Contexts[cols - 1])),
                                 QCPRange(std::pow(10.0, map.log10Bases[0]), std::pow(10.0, map.log10Bases[rows - 1])));
    for (Eigen::Index r = 0; r < rows; ++r)
        for (Eigen::Index c = 0; c < cols; ++c)
            m_colorMap->data()->setCell(int(c), int(r), map.minB(r, c));
    const double reach = map.request.headDim / 8.0; // most of the map lies within ±d/8
    m_colorMap->setDataRange(QCPRange(-reach, reach));

    // The models with this head dimension, as dots.
    while (m_mapPlot->graphCount() > 0)
        m_mapPlot->removeGraph(0);
    markChoice(); // first, under the dots: its arms show around a model at the same place
    QStringList shown;
    std::map<std::pair<double, double>, QCPGraph*> dotAt; // models sharing (L, base) share one dot
    const auto& models = baseBoundModels();
    for (size_t i = 0; i < models.size(); ++i) {
        const BaseBoundModel& model = models[i];
        if (model.headDim != map.request.headDim)
            continue;
        QCPGraph*& dot = dotAt[{model.context, model.base}];
        if (dot) {
            dot->setName(tr("%1 and %2").arg(dot->name(), QString::fromUtf8(model.name)));
            continue;
        }
        dot = m_mapPlot->addGraph();
        dot->setLineStyle(QCPGraph::lsNone);
        // Shapes by place among the dots shown, so no two shown share one.
        QCPScatterStyle style(shapeOf(size_t(shown.size())), style::ink, model.scaled ? style::paper : style::ink, 10);
        style.setPen(QPen(style::ink, 2));
        dot->setScatterStyle(style);
        dot->setName(QString::fromUtf8(model.name));
        dot->addData(model.context, model.base);
        shown << QString::fromUtf8(model.name);
    }
    m_mapPlot->xAxis->setRange(std::exp2(BaseBoundMap::kShortestLog2 - 0.0625),
                               std::exp2(BaseBoundMap::kLongestLog2 + 0.0625));
    m_mapPlot->yAxis->setRange(std::pow(10.0, 3 - 1 / 32.0), std::pow(10.0, 9 + 1 / 32.0));
    m_mapPlot->legend->setVisible(m_mapPlot->graphCount() > 1);
    m_mapPlot->replot(QCustomPlot::rpQueuedReplot);
    m_mapReadout->setText(
        tr("d = %1. The boundary is not monotone in the base: at d = 128 and L = 32k, 1.5·10⁶ passes, 1.7·10⁶ fails "
           "(B<sub>m</sub> &lt; 0 first at m = 28220) and 1.9·10⁶ passes again. The lower bound Men et al. give for "
           "32k, 6.4·10⁵, passes at 16k but fails at 32k by this criterion (first at m = 27685).")
            .arg(map.request.headDim));
    emit updated();
}

void BaseBoundView::markChoice()
{
    // The chosen (L, base), the point the curve below shows: a ring in ink, around whatever model
    // stands there (a cross had hidden the triangle of Mistral 7B v0.2 and Qwen2.5 7B, at the
    // default 32k and 10⁶).
    QCPGraph* choice = nullptr;
    for (int i = 0; i < m_mapPlot->graphCount(); ++i)
        if (m_mapPlot->graph(i)->property("choice").toBool())
            choice = m_mapPlot->graph(i);
    if (!choice) {
        choice = m_mapPlot->addGraph();
        choice->setProperty("choice", true);
        choice->setLineStyle(QCPGraph::lsNone);
        choice->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(style::ink, 2), Qt::NoBrush, 18));
        choice->setName(tr("the chosen base and context (its Bₘ: section 2)"));
    }
    choice->data()->clear();
    choice->addData(m_context->currentData().toDouble(), m_base->value());
}

void BaseBoundView::drawCurve(const BaseBoundCurve& curve)
{
    m_curvePlot->clearGraphs();
    m_curvePlot->clearItems();
    const QVector<double> m = toVector(curve.m);
    QCPGraph* high = m_curvePlot->addGraph();
    QCPGraph* low = m_curvePlot->addGraph();
    const QColor band = style::query;
    for (QCPGraph* g : {high, low})
        g->setPen(QPen(band, 1.5));
    high->setBrush(QColor(band.red(), band.green(), band.blue(), 90));
    high->setChannelFillGraph(low);
    high->setName(tr("Bₘ, base %1").arg(formatNumber(curve.request.base, 7)));
    low->removeFromLegend();
    high->setData(m, toVector(curve.high), true);
    low->setData(m, toVector(curve.low), true);
    QCPGraph* zero = m_curvePlot->addGraph();
    zero->setPen(QPen(style::faint, 1.5, Qt::DashLine));
    zero->setName(tr("0: the bound"));
    zero->setData(QVector<double>{0, double(curve.request.context)}, QVector<double>{0, 0});
    if (curve.scan.firstNegative >= 0) {
        QCPGraph* first = m_curvePlot->addGraph();
        first->setPen(QPen(style::positive, 2));
        first->setName(tr("first m with Bₘ < 0"));
        const double x = double(curve.scan.firstNegative);
        first->setData(QVector<double>{x, x},
                       QVector<double>{-curve.request.headDim / 2.0, curve.request.headDim / 2.0});
    }
    m_curvePlot->xAxis->setRange(0, curve.request.context);
    // Room under the lowest dip, a twentieth of the height: the −1.94 that fails a base sat on the
    // frame when the room was a tenth of the dip itself.
    const double top = curve.request.headDim / 2.0 * 1.05;
    const double lowest = std::min(0.0, curve.low.minCoeff());
    m_curvePlot->yAxis->setRange(lowest - 0.05 * (top - lowest), top);
    m_curvePlot->replot(QCustomPlot::rpQueuedReplot);
    const bool passes = curve.scan.firstNegative < 0;
    const QString verdict =
        passes ? tr("<b>passes</b>: B<sub>m</sub> ≥ 0 for every m ≤ %1").arg(curve.request.context)
               : tr("<b>fails</b>: B<sub>m</sub> &lt; 0 first at m = %1").arg(curve.scan.firstNegative);
    m_curveReadout->setText(tr("base %1, d = %2, L = %3: min B<sub>m</sub> = %4 at m = %5; %6.")
                                .arg(formatNumber(curve.request.base, 7))
                                .arg(curve.request.headDim)
                                .arg(curve.request.context)
                                .arg(formatNumber(curve.scan.minB, 3))
                                .arg(curve.scan.argMin)
                                .arg(verdict));
    if (map()) { // the map's cross follows the choice
        markChoice();
        m_mapPlot->replot(QCustomPlot::rpQueuedReplot);
    }
    emit updated();
}

bool BaseBoundView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_mapPlot && event->type() == QEvent::MouseButtonRelease) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::LeftButton && m_mapPlot->axisRect()->rect().contains(mouse->pos())) {
            const double length = m_mapPlot->xAxis->pixelToCoord(mouse->position().x());
            const double base = m_mapPlot->yAxis->pixelToCoord(mouse->position().y());
            const int e = std::clamp(int(std::lround(std::log2(length))), BaseBoundMap::kShortestLog2,
                                     BaseBoundMap::kLongestLog2);
            {
                const QSignalBlocker blockContext(m_context), blockBase(m_base);
                m_context->setCurrentIndex(m_context->findData(1 << e));
                const double rounded = std::pow(10.0, std::floor(std::log10(base)) - 1); // two significant digits
                m_base->setValue(std::round(base / rounded) * rounded);
            }
            refreshJobs();
            return true;
        }
    }
    return View::eventFilter(watched, event);
}

std::vector<View::Section> BaseBoundView::sections()
{
    return {{QStringLiteral("map"), m_mapSection}, {QStringLiteral("curve"), m_curveSection}};
}

QJsonObject BaseBoundView::viewState() const
{
    const BaseBoundCurveRequest r = curveRequest();
    return {{"headDim", r.headDim}, {"base", r.base}, {"context", r.context}};
}

void BaseBoundView::applyViewState(const QJsonObject& state)
{
    if (const int i = m_headDim->findData(state.value("headDim").toInt()); i >= 0)
        m_headDim->setCurrentIndex(i);
    if (state.contains("base"))
        m_base->setValue(state.value("base").toDouble());
    if (const int i = m_context->findData(state.value("context").toInt()); i >= 0)
        m_context->setCurrentIndex(i);
}

QString BaseBoundView::stateCaption() const
{
    const BaseBoundCurveRequest r = curveRequest();
    return tr("d = %1 · curve: base %2, L = %3").arg(r.headDim).arg(formatNumber(r.base, 7)).arg(r.context);
}

QJsonObject BaseBoundView::facts() const
{
    const BaseBoundCurveRequest r = curveRequest();
    QJsonObject f{{"headDim", r.headDim}, {"base", r.base}, {"context", r.context}};
    if (const BaseBoundCurve* c = curve()) {
        f.insert("minB", c->scan.minB);
        f.insert("firstNegative", double(c->scan.firstNegative));
        f.insert("passes", c->scan.firstNegative < 0 ? 1 : 0);
    }
    return f;
}

} // namespace rope::ui
