// The frequency view: θ_i and λ_i per pair with N and L₀ marked, and the angle tables.
#include "ui/views/frequencyview.h"

#include "core/pooling.h"
#include "core/rotation.h"
#include "ui/model/names.h"
#include "ui/model/pairselection.h"
#include "ui/widgets/captionlabel.h"
#include "ui/widgets/exporter.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>
#include <numbers>

namespace rope::ui {

using namespace rope::model;

namespace {

constexpr double kTwoPi = 2 * std::numbers::pi;

QVector<double> toQVector(const Eigen::VectorXd& v) { return QVector<double>(v.data(), v.data() + v.size()); }

QVector<double> pairIndices(Eigen::Index pairs)
{
    QVector<double> x(pairs);
    for (Eigen::Index i = 0; i < pairs; ++i)
        x[i] = double(i);
    return x;
}

} // namespace

namespace {
// With other bases drawn, the section (and its figure, frequencies/bases) asks what the base does.
QString spectrumTitle(bool basesCompared)
{
    return basesCompared ? FrequencyView::tr("What does a larger base do to the hands?")
                         : FrequencyView::tr("Which pairs are second hands, which are hour hands?");
}
} // namespace

FrequencyView::FrequencyView(PairSelection* selection, QWidget* parent) :
    View(parent), m_selection(selection), m_spectrum(new QCustomPlot), m_readout(new CaptionLabel),
    m_pairTable(new MapPlot), m_dimensionTable(new MapPlot), m_value(new QComboBox), m_layout(new QComboBox),
    m_tableCaption(new CaptionLabel), m_tableReadout(new QLabel),
    m_job(addJob<FrequencyRequest, FrequencyData>([this] { return request(); }, computeFrequencyData,
                                                  [this](const FrequencyData& data) { draw(data); }))
{
    auto* title = m_title = new QLabel(spectrumTitle(false));
    title->setFont(style::titleFont());
    title->setWordWrap(true); // a narrow window wraps it, never scrolls sideways
    auto* caption = new QLabel(tr("θ<sub>i</sub> = base<sup>−2i/d</sup> falls geometrically: pair 0 turns a radian per "
                                  "position (a second hand), the last pairs barely move (hour hands). Pairs whose "
                                  "wavelength λ<sub>i</sub> = 2π/θ<sub>i</sub> lies above the N line never complete a "
                                  "turn within the sequence."));
    caption->setWordWrap(true);
    caption->setFont(style::captionFont());
    m_readout->setFont(style::captionFont());
    m_readout->setTextFormat(Qt::RichText);
    m_readout->setWordWrap(true); // a narrow window wraps the pair's numbers instead of cutting them

    m_bases = new QCheckBox(tr("Compare bases:"));
    m_bases->setToolTip(tr("Overlay the wavelengths for other bases"));
    auto* controlRow = new QWidget;
    auto* controls = new QHBoxLayout(controlRow);
    controls->setContentsMargins(0, 0, 0, 0);
    markAsControl(controlRow);
    controls->addWidget(m_bases);
    const double defaults[] = {1e5, 5e5, 1e6}; // beside the default base 10⁴, none on its line
    for (int i = 0; i < 3; ++i) {
        m_baseValues[size_t(i)] = new QDoubleSpinBox;
        m_baseValues[size_t(i)]->setRange(1.01, 1e8);
        m_baseValues[size_t(i)]->setDecimals(0);
        m_baseValues[size_t(i)]->setValue(defaults[i]);
        m_baseValues[size_t(i)]->setToolTip(tr("A base to compare with"));
        controls->addWidget(m_baseValues[size_t(i)]);
        connect(m_baseValues[size_t(i)], &QDoubleSpinBox::valueChanged, this, &FrequencyView::refreshJobs);
    }
    controls->addStretch(1);
    connect(m_bases, &QCheckBox::toggled, this, &FrequencyView::refreshJobs);

    m_spectrum->setBackground(style::paper);
    m_spectrum->setPlottingHint(QCP::phFastPolylines, true);
    m_spectrum->xAxis->setLabel(tr("pair index i (fast → slow)"));
    m_spectrum->yAxis->setLabel(tr("θᵢ (radians per position)"));
    m_spectrum->yAxis2->setLabel(tr("λᵢ = 2π/θᵢ (positions)"));
    m_spectrum->yAxis2->setVisible(true);
    for (QCPAxis* axis : {m_spectrum->yAxis, m_spectrum->yAxis2}) {
        style::useLogAxis(axis);
    }
    for (QCPAxis* axis : {m_spectrum->xAxis, m_spectrum->yAxis, m_spectrum->yAxis2}) {
        axis->setLabelFont(style::captionFont());
        axis->setTickLabelFont(style::captionFont());
    }
    style::legendBelow(m_spectrum, 3);

    m_neverTurns = new QCPItemRect(m_spectrum);
    m_neverTurns->setPen(Qt::NoPen);
    m_neverTurns->setBrush(QColor(0, 0, 0, 18));
    m_neverTurns->topLeft->setAxes(m_spectrum->xAxis, m_spectrum->yAxis2);
    m_neverTurns->bottomRight->setAxes(m_spectrum->xAxis, m_spectrum->yAxis2);
    // The compared bases: dashed, dotted, dash-dotted, in greys darkening with their order. Qt's own
    // dot pattern at this width reads as short dashes; round dots with wider gaps do not.
    const QList<qreal> patterns[3] = {{5, 2.5}, {0.01, 2.5}, {7, 2.5, 0.01, 2.5}};
    const QColor greys[3] = {QColor(0xA0, 0xA0, 0xA0), QColor(0x7A, 0x7A, 0x7A), QColor(0x55, 0x55, 0x55)};
    for (int i = 0; i < 3; ++i) {
        QPen pen(greys[i], 2, Qt::CustomDashLine, Qt::RoundCap);
        pen.setDashPattern(patterns[i]);
        m_baseGraphs[size_t(i)] = m_spectrum->addGraph(m_spectrum->xAxis, m_spectrum->yAxis2);
        m_baseGraphs[size_t(i)]->setPen(pen);
    }
    m_unscaled = m_spectrum->addGraph(m_spectrum->xAxis, m_spectrum->yAxis2);
    m_unscaled->setPen(QPen(style::faint, 1.5, Qt::DotLine));
    m_unscaled->setName(tr("λᵢ without scaling"));
    m_theta = m_spectrum->addGraph(m_spectrum->xAxis, m_spectrum->yAxis);
    m_theta->setPen(QPen(style::relative, 2));
    m_theta->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    m_theta->setName(tr("θᵢ (left axis)"));
    m_wavelength = m_spectrum->addGraph(m_spectrum->xAxis, m_spectrum->yAxis2);
    m_wavelength->setPen(QPen(style::ink, 2));
    m_wavelength->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
    m_wavelength->setName(tr("λᵢ (right axis)"));

    // Each line is named in the legend (a graph with no points, drawn there only): a label on the
    // line itself ran over the curves that cross it.
    auto horizontal = [this](QCPItemStraightLine*& line, QCPGraph*& key, const QColor& colour) {
        line = new QCPItemStraightLine(m_spectrum);
        line->point1->setAxes(m_spectrum->xAxis, m_spectrum->yAxis2);
        line->point2->setAxes(m_spectrum->xAxis, m_spectrum->yAxis2);
        line->setPen(QPen(colour, 1.5, Qt::DashLine));
        key = m_spectrum->addGraph(m_spectrum->xAxis, m_spectrum->yAxis2);
        key->setPen(line->pen());
    };
    horizontal(m_seqLenLine, m_seqLenLabel, style::query);
    horizontal(m_contextLine, m_contextLabel, style::positive);
    m_selected = new QCPItemStraightLine(m_spectrum);
    m_selected->setPen(QPen(style::selection, 2));
    markWindowOnly(m_selected);
    m_spectrum->setMouseTracking(true);
    m_spectrum->installEventFilter(this);

    // The tables.
    m_value->addItem(tr("cos(p·θᵢ)"), int(TableValue::Cos));
    m_value->addItem(tr("sin(p·θᵢ)"), int(TableValue::Sin));
    m_value->addItem(tr("angle p·θᵢ mod 2π"), int(TableValue::AngleMod2Pi));
    m_value->setToolTip(tr("What the tables show for position p and pair i"));
    m_layout->addItem(tr("as the current pairing stores it"), -1);
    m_layout->addItem(tr("interleaved: [θ₀, θ₀, θ₁, θ₁, …]"), int(core::Pairing::Interleaved));
    m_layout->addItem(tr("half-split: [θ₀ … θ_{d/2−1}, θ₀ … θ_{d/2−1}]"), int(core::Pairing::HalfSplit));
    m_layout->setToolTip(tr("Which pairing's per-dimension cos/sin cache the right table shows"));
    m_pairTable->setSquare(false);
    m_dimensionTable->setSquare(false);
    m_tableCaption->setFont(style::captionFont());
    m_tableCaption->setWordWrap(true);
    m_tableCaption->setTextFormat(Qt::RichText);
    m_tableReadout->setFont(style::captionFont());
    for (QComboBox* c : {m_value, m_layout})
        connect(c, &QComboBox::currentIndexChanged, this, &FrequencyView::refreshJobs);
    connect(m_pairTable, &MapPlot::hovered, this, [this](int p, int i, double v) {
        m_tableReadout->setText(tr("position p = %1, pair i = %2: %3").arg(p).arg(i).arg(formatNumber(v, 5)));
    });
    connect(m_dimensionTable, &MapPlot::hovered, this, [this](int p, int j, double v) {
        if (!m_job->data())
            return;
        const int pair = pairOfDimension(m_job->data()->request.results->params.rope, m_job->data()->layout, j);
        m_tableReadout->setText(
            tr("position p = %1, dimension j = %2 (pair %3): %4").arg(p).arg(j).arg(pair).arg(formatNumber(v, 5)));
    });
    connect(m_pairTable, &MapPlot::clicked, this, [this](int, int pair) { m_selection->setPair(pair); });

    auto* tableControlRow = new QWidget;
    auto* tableControls = new QHBoxLayout(tableControlRow);
    tableControls->setContentsMargins(0, 0, 0, 0);
    markAsControl(tableControlRow);
    tableControls->addWidget(new QLabel(tr("Show")));
    tableControls->addWidget(m_value);
    tableControls->addSpacing(12);
    tableControls->addWidget(new QLabel(tr("Per dimension,")));
    tableControls->addWidget(m_layout);
    tableControls->addStretch(1);
    auto* tables = new QHBoxLayout;
    tables->addWidget(m_pairTable, 2);
    tables->addWidget(m_dimensionTable, 3);

    auto* top = m_spectrumSection = new QWidget;
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(title);
    topLayout->addWidget(caption);
    topLayout->addWidget(controlRow);
    topLayout->addWidget(m_spectrum, 1);
    topLayout->addWidget(m_readout);
    topLayout->addWidget(windowHint(tr("Hover for numbers; click to select a pair.")));
    auto* bottom = m_tableSection = new QWidget;
    auto* bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(m_tableCaption);
    bottomLayout->addWidget(tableControlRow);
    bottomLayout->addLayout(tables, 1);
    bottomLayout->addWidget(m_tableReadout);
    m_spectrum->setMinimumHeight(330); // its legend takes three rows; six decades need room below them
    // Stacked in a scroll area, not a splitter: a splitter squeezes its parts below what their
    // wrapped text needs (the readout then overlaps the legend) on a small screen.
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(top, 1);
    layout->addWidget(bottom, 1);
    setScrollingContent(content, true); // wrapped titles and rows: a bar that came and went would oscillate

    connect(m_selection, &PairSelection::changed, this, &FrequencyView::showSelection);
}

void FrequencyView::resultsChanged()
{
    if (m_job->data()) { // the tables do not depend on m or n: their rows and the readout do
        drawRowMarkers();
        showSelection();
    }
}

std::optional<FrequencyRequest> FrequencyView::request() const
{
    if (!results())
        return std::nullopt;
    FrequencyRequest request;
    request.results = ResultsInput(results(), ResultsInput::Reads::NotPositions);
    if (m_bases->isChecked())
        for (QDoubleSpinBox* box : m_baseValues)
            request.otherBases.push_back(box->value());
    request.value = TableValue(m_value->currentData().toInt());
    if (const int layout = m_layout->currentData().toInt(); layout >= 0)
        request.layout = core::Pairing(layout);
    return request;
}

void FrequencyView::draw(const FrequencyData& data)
{
    drawSpectrum(data);
    drawTables(data);
    emit updated();
}

void FrequencyView::drawSpectrum(const FrequencyData& data)
{
    const Results& r = *data.request.results;
    const core::RopeParams& rope = r.params.rope;
    const Eigen::Index pairs = r.freqs.invFreq.size();
    const QVector<double> x = pairIndices(pairs);
    m_theta->setData(x, toQVector(r.freqs.invFreq), true);
    m_wavelength->setData(x, toQVector(core::wavelengths(r.freqs.invFreq)), true);
    const bool scaled = rope.scaling.method != core::ScalingMethod::None && !rope.thetaOverride;
    m_unscaled->setVisible(scaled);
    m_unscaled->removeFromLegend();
    if (scaled) {
        m_unscaled->setData(x, toQVector(core::wavelengths(r.freqs.baseInvFreq)), true);
        m_unscaled->addToLegend();
    }
    m_title->setText(spectrumTitle(!data.baseWavelengths.empty()));
    // Beside other bases, the drawn one says its base (frequencies/bases left the black curve unnamed).
    m_wavelength->setName(data.baseWavelengths.empty()
                              ? tr("λᵢ (right axis)")
                              : tr("λᵢ, base %1 (right axis)").arg(formatNumber(rope.base, 7)));
    for (size_t i = 0; i < m_baseGraphs.size(); ++i) {
        const bool show = i < data.baseWavelengths.size();
        m_baseGraphs[i]->setVisible(show);
        m_baseGraphs[i]->removeFromLegend();
        if (!show)
            continue;
        m_baseGraphs[i]->setData(x, toQVector(data.baseWavelengths[i]), true);
        m_baseGraphs[i]->setName(tr("λᵢ, base %1").arg(formatNumber(data.request.otherBases[i], 7)));
        m_baseGraphs[i]->addToLegend();
    }
    m_spectrum->xAxis->setRange(-0.5, double(pairs) - 0.5);
    m_spectrum->rescaleAxes(true);
    m_spectrum->xAxis->setRange(-0.5, double(pairs) - 0.5);
    // θ and λ axes mirror each other (λ = 2π/θ), so a point sits at the same height on both.
    QCPRange lambda = m_spectrum->yAxis2->range();
    const double n = r.params.seqLen;
    const double context = rope.scaling.originalContext();
    lambda.lower = std::min(lambda.lower, n) / 1.6;
    lambda.upper = std::max({lambda.upper, n, context > 0 ? context : 0.0}) * 1.6;
    m_spectrum->yAxis2->setRange(lambda);
    m_spectrum->yAxis->setRange(kTwoPi / lambda.upper, kTwoPi / lambda.lower);
    m_spectrum->yAxis->setRangeReversed(false);

    m_seqLenLine->point1->setCoords(0, n);
    m_seqLenLine->point2->setCoords(1, n);
    m_seqLenLabel->setName(tr("N = %1 (right axis): a λᵢ above it never completes a turn").arg(r.params.seqLen));
    m_neverTurns->topLeft->setCoords(-0.5, lambda.upper);
    m_neverTurns->bottomRight->setCoords(double(pairs) - 0.5, n);
    const bool showContext = scaled && context > 0;
    m_contextLine->setVisible(showContext);
    m_contextLabel->setVisible(showContext);
    if (showContext) {
        m_contextLine->point1->setCoords(0, context);
        m_contextLine->point2->setCoords(1, context);
        // The pairs that never complete a turn in training: what YaRN's β_slow, p-RoPE and proportional
        // RoPE act on (compute frequencies --train-length gives the same count).
        const Eigen::VectorXd trained = core::wavelengths(r.freqs.baseInvFreq);
        const int partial = int((trained.array() > context).count());
        m_contextLabel->setName(tr("training length L₀ = %1: %2 of %3 pairs never complete a turn in it")
                                    .arg(formatNumber(context, 7))
                                    .arg(partial)
                                    .arg(pairs));
        m_contextLabel->addToLegend();
    } else {
        m_contextLabel->removeFromLegend();
    }
    showSelection();
}

void FrequencyView::showSelection()
{
    if (!results())
        return;
    const int pairs = int(results()->freqs.invFreq.size());
    const int pair = std::clamp(m_selection->pair(), 0, pairs - 1);
    m_selected->point1->setCoords(pair, 1);
    m_selected->point2->setCoords(pair, 2);
    m_readout->setText(pairReadout(pair));
    replotSoon(m_spectrum);
    for (MapPlot* table : {m_pairTable})
        table->setMarker(results()->params.m, pair);
}

QString FrequencyView::pairReadout(int pair) const
{
    if (!results() || pair < 0 || pair >= results()->freqs.invFreq.size())
        return {};
    const double theta = results()->freqs.invFreq[pair];
    const double n = results()->params.seqLen;
    return tr("<b>Pair %1</b>: θ = %2 rad per position · λ = %3 positions · turns within N = %4: N·θ/2π = <b>%5</b>")
        .arg(pair)
        .arg(formatNumber(theta, 5), formatNumber(kTwoPi / theta, 5), formatNumber(n, 6),
             formatNumber(n * theta / kTwoPi, 5));
}

int FrequencyView::pairAtPixel(QPoint pixel) const
{
    if (!results() || !m_spectrum->axisRect()->rect().contains(pixel))
        return -1;
    const int pair = int(std::lround(m_spectrum->xAxis->pixelToCoord(pixel.x())));
    return pair >= 0 && pair < results()->freqs.invFreq.size() ? pair : -1;
}

bool FrequencyView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_spectrum && (event->type() == QEvent::MouseMove || event->type() == QEvent::MouseButtonPress)) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        const int pair = pairAtPixel(mouse->position().toPoint());
        if (pair >= 0) {
            if (event->type() == QEvent::MouseButtonPress)
                m_selection->setPair(pair);
            else
                m_readout->setText(pairReadout(pair));
        }
    }
    return View::eventFilter(watched, event);
}

void FrequencyView::drawTables(const FrequencyData& data)
{
    const Results& r = *data.request.results;
    const int n = r.params.seqLen;
    const auto value = data.request.value;
    m_rowPool = data.rowPool;
    const bool angle = value == TableValue::AngleMod2Pi;
    const auto palette = angle ? MapPlot::Palette::Sequential : MapPlot::Palette::Diverging;
    MapPlot::Grid grid;
    grid.rows = n;
    grid.cols = int(data.pairTable.cols());
    grid.rowPool = m_rowPool;
    grid.xLabel = tr("pair i");
    grid.yLabel = tr("position p");
    grid.low = angle ? 0 : -1;
    grid.high = angle ? kTwoPi : 1;
    const QString name = m_value->itemText(m_value->findData(int(value)));
    m_pairTable->setGrid(data.pairTable, grid, palette, tr("<b>%1</b> by position and pair").arg(name), name);
    grid.cols = int(data.dimensionTable.cols());
    grid.xLabel = tr("dimension j of the cos/sin cache");
    m_dimensionTable->setGrid(data.dimensionTable, grid, palette,
                              tr("<b>%1</b> per dimension, %2 layout").arg(name, nameLabel(data.layout)), name);

    const QString pooled =
        m_rowPool > 1
            ? tr(" Rows are means over %1 positions: fast pairs average out to 0 at this zoom.").arg(m_rowPool)
            : QString();
    m_tableCaption->setText(
        tr("<b>The angle table.</b> Left: p·θ<sub>i</sub> for every position and pair: fast pairs (left columns) "
           "cycle many times, slow pairs barely change. Right: the same numbers laid out per dimension, as an "
           "implementation caches them: half-split (rotate_half) pairs column j with j + d/2, so it repeats the "
           "frequencies as [θ<sub>0</sub> … θ<sub>d/2−1</sub>, θ<sub>0</sub> … θ<sub>d/2−1</sub>]; interleaved pairs "
           "2i with 2i+1, so it needs [θ<sub>0</sub>, θ<sub>0</sub>, θ<sub>1</sub>, θ<sub>1</sub>, …]. Rows m "
           "(query) and n (key) are marked.%1")
            .arg(pooled));

    drawRowMarkers();
    showSelection();
}

void FrequencyView::drawRowMarkers()
{
    if (!results())
        return;
    const AppParams& p = results()->params;
    auto rowLine = [](QCustomPlot* plot, double row, const QColor& colour) {
        auto* line = new QCPItemStraightLine(plot);
        line->setPen(QPen(colour, 2));
        line->point1->setCoords(0, row);
        line->point2->setCoords(1, row);
    };
    for (QCustomPlot* plot : {m_pairTable->plot(), m_dimensionTable->plot()}) {
        for (int i = plot->itemCount() - 1; i >= 0; --i)
            if (qobject_cast<QCPItemStraightLine*>(plot->item(i)))
                plot->removeItem(i);
        if (p.m < p.seqLen)
            rowLine(plot, p.m, style::query);
        if (p.n < p.seqLen)
            rowLine(plot, p.n, style::key);
        replotSoon(plot);
    }
}

} // namespace rope::ui
