// The scaling lab: what each long-context method does to θ_i, and the effect beyond L₀.
#include "ui/views/scalinglabview.h"

#include "core/validate.h"
#include "ui/model/messages.h"
#include "ui/model/names.h"
#include "ui/model/results.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>
#include <numbers>

namespace rope::ui {

namespace {

using core::ScalingMethod;
constexpr double kTwoPi = 2 * std::numbers::pi;

QString methodName(ScalingMethod m) { return nameLabel(m); }

QColor methodColour(ScalingMethod m)
{
    static const QColor colours[] = {style::faint,
                                     QColor(0x56, 0xB4, 0xE9),
                                     QColor(0x00, 0x9E, 0x73),
                                     QColor(0xCC, 0x79, 0xA7),
                                     QColor(0xD5, 0x5E, 0x00),
                                     style::query,
                                     QColor(0x8B, 0x5A, 0x00)};
    return colours[int(m)];
}

QDoubleSpinBox* numberBox(double min, double max, int decimals, const QString& tip)
{
    auto* box = new QDoubleSpinBox;
    box->setRange(min, max);
    box->setDecimals(decimals);
    box->setKeyboardTracking(false);
    box->setToolTip(tip);
    return box;
}

QSpinBox* integerBox(int min, int max, const QString& tip)
{
    auto* box = new QSpinBox;
    box->setRange(min, max);
    box->setKeyboardTracking(false);
    box->setToolTip(tip);
    return box;
}

QVector<double> toQVector(const Eigen::VectorXd& v) { return QVector<double>(v.data(), v.data() + v.size()); }

} // namespace

ScalingLabView::ScalingLabView(QWidget* parent) :
    View(parent), m_method(new QComboBox), m_yAxis(new QComboBox), m_overlay(new QCheckBox(tr("overlay every method"))),
    m_form(new QFormLayout), m_spectrum(new QCustomPlot), m_curve(new QCustomPlot), m_without(new MapPlot),
    m_with(new MapPlot), m_summary(new QLabel),
    m_job(computeScalingLab, [this](const ScalingLabRequest&, std::shared_ptr<const ScalingLabData> data, bool) {
        if (data)
            draw(*(m_data = std::move(data)));
    })
{
    auto* title = new QLabel(tr("What does each long-context method do to the frequencies?"));
    title->setFont(style::titleFont());
    auto* caption = new QLabel(
        tr("RoPE can be evaluated at any position, but a model only saw angles up to its training context L₀ "
           "(seed 001 §14). Slow pairs whose wavelength exceeds L₀ never completed a turn in training; every method "
           "below changes the frequencies so that a longer context reuses angles the model knows. The lab keeps its "
           "own head and context, preset to real models."));
    caption->setWordWrap(true);
    caption->setFont(style::captionFont());

    for (ScalingMethod m : {ScalingMethod::Linear, ScalingMethod::NtkAware, ScalingMethod::DynamicNtk,
                            ScalingMethod::Yarn, ScalingMethod::Llama3, ScalingMethod::LongRope})
        m_method->addItem(methodName(m), int(m));
    m_method->setToolTip(tr("The method to study"));
    m_yAxis->addItem(tr("wavelength λᵢ (positions)"));
    m_yAxis->addItem(tr("turns within L₀: L₀·θᵢ/2π"));
    m_yAxis->setToolTip(tr("What the spectrum plots for each pair"));
    m_overlay->setToolTip(tr("Draw every method with the same factor and context"));
    auto* defaults = new QPushButton(tr("Real model values"));
    defaults->setToolTip(
        tr("Llama 3.1 (llama3), YaRN ×4 from 4096, Phi-3.5-mini 128k (LongRoPE), ×4 from 4096 otherwise"));
    auto* use = new QPushButton(tr("Use in every view"));
    use->setToolTip(tr("Give the app this head and scaling, so the clocks, heatmaps and curves show it"));

    m_headDim = integerBox(4, 256, tr("Rotary dimensions d"));
    m_headDim->setSingleStep(2);
    m_base = numberBox(1.01, 1e8, 0, tr("Base b"));
    m_factor = numberBox(1.0, 1000, 3, tr("Scaling factor s (α for NTK-aware)"));
    m_original = integerBox(16, 1 << 22, tr("The training context L₀"));
    m_extended = integerBox(16, 1 << 24, tr("The extended context L (dynamic NTK: the current length)"));
    m_betaFast = numberBox(0.01, 1000, 2, tr("YaRN β_fast: pairs turning more than this within L₀ keep θᵢ"));
    m_betaSlow = numberBox(0.01, 1000, 2, tr("YaRN β_slow: pairs turning less than this within L₀ are divided by s"));
    m_lowFreq = numberBox(0.01, 1000, 2, tr("Llama 3 low_freq_factor: wavelengths above L₀/low are divided by s"));
    m_highFreq = numberBox(0.01, 1000, 2, tr("Llama 3 high_freq_factor: wavelengths below L₀/high keep θᵢ"));
    m_form->addRow(tr("d"), m_headDim);
    m_form->addRow(tr("base"), m_base);
    m_form->addRow(tr("factor s"), m_factor);
    m_form->addRow(tr("L₀"), m_original);
    m_form->addRow(tr("L"), m_extended);
    m_form->addRow(tr("β_fast"), m_betaFast);
    m_form->addRow(tr("β_slow"), m_betaSlow);
    m_form->addRow(tr("low_freq_factor"), m_lowFreq);
    m_form->addRow(tr("high_freq_factor"), m_highFreq);

    m_summary->setFont(style::captionFont());
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);

    for (QCustomPlot* plot : {m_spectrum, m_curve}) {
        plot->setBackground(style::paper);
        plot->setPlottingHint(QCP::phFastPolylines, true);
        plot->legend->setVisible(true);
        plot->legend->setFont(style::captionFont());
        for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
            axis->setLabelFont(style::captionFont());
            axis->setTickLabelFont(style::captionFont());
        }
    }
    m_spectrum->setMinimumHeight(300);
    m_curve->setMinimumHeight(240);
    m_spectrum->yAxis->setScaleType(QCPAxis::stLogarithmic);
    m_spectrum->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    m_spectrum->yAxis->setNumberFormat(QStringLiteral("eb"));
    m_spectrum->yAxis->setNumberPrecision(0);
    m_spectrum->xAxis->setLabel(tr("pair index i (fast → slow)"));
    m_spectrum->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    m_curve->xAxis->setLabel(tr("Δ = m − n (positions)"));
    m_curve->yAxis->setLabel(tr("s(Δ) with q = k"));
    for (MapPlot* map : {m_without, m_with})
        map->setMinimumSize(280, 300);

    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Method")));
    controls->addWidget(m_method);
    controls->addWidget(defaults);
    controls->addSpacing(8);
    controls->addWidget(new QLabel(tr("Plot")));
    controls->addWidget(m_yAxis);
    controls->addWidget(m_overlay);
    controls->addStretch(1);
    controls->addWidget(use);
    auto* top = new QHBoxLayout;
    auto* formBox = new QWidget;
    formBox->setLayout(m_form);
    formBox->setMaximumWidth(230);
    top->addWidget(formBox);
    top->addWidget(m_spectrum, 1);
    auto* maps = new QHBoxLayout;
    maps->addWidget(m_without);
    maps->addWidget(m_with);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title);
    layout->addWidget(caption);
    layout->addLayout(controls);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    auto* effect =
        new QLabel(tr("<b>The effect beyond L₀.</b> Left: the score of a vector with itself as Δ grows to the "
                      "extended context L, without and with the scaling (q = k, random). Below: the logits "
                      "over positions 0 … L, sampled at %1 positions (constant q = k), without and with the "
                      "scaling.")
                       .arg(ScalingLabData::kMapTokens));
    effect->setWordWrap(true);
    effect->setFont(style::captionFont());
    layout->addWidget(effect);
    layout->addWidget(m_curve);
    layout->addLayout(maps);
    auto* scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Wrapped labels change height with width: a scroll bar that comes and goes would make the
    // layout oscillate, so it stays.
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    connect(m_method, &QComboBox::currentIndexChanged, this,
            [this] { loadDefaults(ScalingMethod(m_method->currentData().toInt())); });
    connect(defaults, &QPushButton::clicked, this,
            [this] { loadDefaults(ScalingMethod(m_method->currentData().toInt())); });
    // "Use in every view": the app adopts the lab's head and scaling, the rest stays.
    connect(use, &QPushButton::clicked, this, [this] {
        if (!m_results)
            return;
        AppParams p = m_results->params;
        p.rope = params();
        emit paramsRequested(p);
    });
    connect(m_yAxis, &QComboBox::currentIndexChanged, this, [this] { // a different plot of the same numbers
        if (m_data)
            drawSpectrum(*m_data);
    });
    connect(m_overlay, &QCheckBox::toggled, this, &ScalingLabView::refresh);
    for (QSpinBox* box : {m_headDim, m_original, m_extended})
        connect(box, &QSpinBox::valueChanged, this, &ScalingLabView::refresh);
    for (QDoubleSpinBox* box : {m_base, m_factor, m_betaFast, m_betaSlow, m_lowFreq, m_highFreq})
        connect(box, &QDoubleSpinBox::valueChanged, this, &ScalingLabView::refresh);

    m_method->setCurrentIndex(m_method->findData(int(ScalingMethod::Llama3)));
    loadDefaults(ScalingMethod::Llama3);
}

void ScalingLabView::loadDefaults(ScalingMethod method) { showLabParams(realModelScaling(method)); }

void ScalingLabView::showLabParams(const core::RopeParams& rope)
{
    m_loading = true;
    const core::Scaling& s = rope.scaling;
    m_method->setCurrentIndex(m_method->findData(int(s.method)));
    m_headDim->setValue(rope.rotaryDims());
    m_base->setValue(rope.base);
    // LongRoPE's scale is the ratio of the contexts (its factor key may be absent).
    m_factor->setValue(s.method == ScalingMethod::LongRope && s.originalContext() > 0
                           ? double(extendedContext(rope)) / s.originalContext()
                           : s.factor);
    m_original->setValue(s.originalContext());
    m_extended->setValue(extendedContext(rope));
    m_betaFast->setValue(s.betaFast);
    m_betaSlow->setValue(s.betaSlow);
    m_lowFreq->setValue(s.lowFreqFactor);
    m_highFreq->setValue(s.highFreqFactor);
    m_shortFactor = s.shortFactor;
    m_longFactor = s.longFactor;
    m_loading = false;
    showRelevantFields();
    refresh();
}

void ScalingLabView::showRelevantFields()
{
    const auto method = ScalingMethod(m_method->currentData().toInt());
    const bool yarn = method == ScalingMethod::Yarn, llama = method == ScalingMethod::Llama3;
    const bool longRope = method == ScalingMethod::LongRope;
    m_form->setRowVisible(m_betaFast, yarn);
    m_form->setRowVisible(m_betaSlow, yarn);
    m_form->setRowVisible(m_lowFreq, llama);
    m_form->setRowVisible(m_highFreq, llama);
    m_form->setRowVisible(m_headDim, !longRope); // LongRoPE's lists fix d = 96
    m_factor->setEnabled(!longRope);
}

core::RopeParams ScalingLabView::params() const
{
    core::RopeParams p;
    const auto method = ScalingMethod(m_method->currentData().toInt());
    // LongRoPE's factor lists fix the rotated pairs.
    p.headDim = method == ScalingMethod::LongRope && !m_longFactor.empty() ? int(2 * m_longFactor.size())
                                                                           : m_headDim->value() / 2 * 2;
    p.base = m_base->value();
    p.pairing = core::Pairing::HalfSplit;
    core::Scaling& s = p.scaling;
    s.method = method;
    s.factor = m_factor->value();
    s.originalMaxPositionEmbeddings = m_original->value();
    s.maxPositionEmbeddings = m_extended->value();
    s.seqLen = m_extended->value();
    s.betaFast = m_betaFast->value();
    s.betaSlow = m_betaSlow->value();
    s.lowFreqFactor = m_lowFreq->value();
    s.highFreqFactor = m_highFreq->value();
    s.shortFactor = m_shortFactor;
    s.longFactor = m_longFactor;
    return p;
}

void ScalingLabView::setResults(std::shared_ptr<const Results> results) { m_results = std::move(results); }

QString ScalingLabView::summary() const { return m_summary->text(); }

void ScalingLabView::showEvent(QShowEvent* event)
{
    View::showEvent(event);
    if (m_stale)
        refresh();
}

bool ScalingLabView::isCurrent() const { return !m_stale && m_job.idle(); }

void ScalingLabView::refresh()
{
    if (m_loading)
        return;
    m_stale = true;
    if (!isVisible())
        return;
    m_stale = false;
    const ScalingLabRequest request{params(), m_overlay->isChecked()};
    if (const core::Problems problems = core::validate(request.rope); !problems.empty()) {
        m_summary->setText(tr("<b>Not shown:</b> %1").arg(describe(problems)));
        return;
    }
    m_job.request(request);
}

void ScalingLabView::draw(const ScalingLabData& data)
{
    drawSpectrum(data);
    drawEffect(data);
    emit updated();
}

void ScalingLabView::drawSpectrum(const ScalingLabData& data)
{
    const core::RopeParams& p = data.request.rope;
    const core::FrequencyTable& scaled = data.scaled;
    const int pairs = p.pairCount();
    const double context = p.scaling.originalContext();
    const double length = extendedContext(p);
    const bool turns = m_yAxis->currentIndex() == 1;
    // Turns within L₀ = L₀·θ/2π, or the wavelength 2π/θ.
    auto values = [&](const Eigen::VectorXd& theta) {
        return turns ? Eigen::VectorXd(theta * (context / kTwoPi)) : Eigen::VectorXd(kTwoPi * theta.cwiseInverse());
    };
    QVector<double> x(pairs);
    for (int i = 0; i < pairs; ++i)
        x[i] = i;

    // The spectrum.
    m_spectrum->clearGraphs();
    m_spectrum->clearItems();
    auto addGraph = [&](const Eigen::VectorXd& y, const QString& name, QPen pen) {
        QCPGraph* g = m_spectrum->addGraph();
        g->setPen(pen);
        g->setData(x, toQVector(y), true);
        g->setName(name);
        return g;
    };
    addGraph(values(data.unscaled.invFreq), nameLabel(ScalingMethod::None), QPen(style::ink, 1.5, Qt::DashLine));
    const auto method = p.scaling.method;
    for (const ScalingLabData::Overlay& other : data.overlays) {
        QColor c = methodColour(other.method);
        c.setAlpha(150);
        addGraph(values(other.invFreq), methodName(other.method), QPen(c, 1.5));
    }
    const QString factorText =
        scaled.attentionFactor != 1.0 ? tr(" (attention ×%1)").arg(formatNumber(scaled.attentionFactor, 4)) : QString();
    QCPGraph* chosen = addGraph(values(scaled.invFreq), methodName(method) + factorText, QPen(methodColour(method), 3));
    chosen->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
    m_spectrum->yAxis->setLabel(turns ? tr("turns within L₀ = L₀·θᵢ/2π") : tr("wavelength λᵢ = 2π/θᵢ (positions)"));
    m_spectrum->rescaleAxes();
    m_spectrum->xAxis->setRange(-0.5, pairs - 0.5);
    QCPRange yr = m_spectrum->yAxis->range();
    const double level = turns ? 1.0 : context; // one turn within L₀ ⇔ λ = L₀
    yr.lower = std::min(yr.lower, level) / 2;
    yr.upper = std::max(yr.upper, turns ? level : length) * 2;
    m_spectrum->yAxis->setRange(yr);

    auto hLine = [&](double y, const QColor& colour, const QString& label) {
        auto* line = new QCPItemStraightLine(m_spectrum);
        line->point1->setCoords(0, y);
        line->point2->setCoords(1, y);
        line->setPen(QPen(colour, 1.5, Qt::DashLine));
        auto* text = new QCPItemText(m_spectrum);
        text->position->setCoords(pairs * 0.02, y);
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        text->setText(label);
        text->setFont(style::captionFont());
        text->setColor(colour);
    };
    hLine(level, style::positive,
          turns ? tr("one turn within L₀") : tr("L₀ = %1 (training context)").arg(int(context)));
    if (!turns)
        hLine(length, style::query, tr("L = %1 (extended)").arg(length));
    // The method's own regions: YaRN's ramp (pairs), Llama 3's blended band (wavelengths).
    if (method == ScalingMethod::Yarn) {
        auto* band = new QCPItemRect(m_spectrum);
        band->topLeft->setCoords(scaled.rampLow, yr.upper);
        band->bottomRight->setCoords(scaled.rampHigh, yr.lower);
        band->setPen(Qt::NoPen);
        band->setBrush(QColor(213, 94, 0, 35));
    } else if (method == ScalingMethod::Llama3 && !turns) {
        const double high = context / p.scaling.highFreqFactor, low = context / p.scaling.lowFreqFactor;
        auto* band = new QCPItemRect(m_spectrum);
        band->topLeft->setCoords(-0.5, low);
        band->bottomRight->setCoords(pairs - 0.5, high);
        band->setPen(Qt::NoPen);
        band->setBrush(QColor(0, 114, 178, 30));
        hLine(high, style::faint, tr("L₀/high_freq_factor = %1").arg(formatNumber(high, 5)));
    }
    m_spectrum->replot(QCustomPlot::rpQueuedReplot);
    m_summary->setText(
        tr("%1 <br>Without scaling %2 of %3 pairs complete a turn within L₀; with %4, %5 complete a turn "
           "within L = %6.")
            .arg(scalingExplanation(p, scaled))
            .arg(data.turnsBefore)
            .arg(pairs)
            .arg(methodName(method))
            .arg(data.turnsAfter)
            .arg(length));
}

void ScalingLabView::drawEffect(const ScalingLabData& data)
{
    const core::RopeParams& p = data.request.rope;
    const QString methodLabel = methodName(p.scaling.method);
    const double context = p.scaling.originalContext();
    const double length = extendedContext(p);
    m_curve->clearGraphs();
    m_curve->clearItems();
    QCPGraph* g0 = m_curve->addGraph();
    g0->setPen(QPen(style::faint, 1.5));
    g0->setName(nameLabel(ScalingMethod::None));
    g0->setData(toQVector(data.deltas), toQVector(data.plainCurve), true);
    QCPGraph* g1 = m_curve->addGraph();
    g1->setPen(QPen(methodColour(p.scaling.method), 2));
    g1->setName(methodLabel);
    g1->setData(toQVector(data.deltas), toQVector(data.scaledCurve), true);
    auto* edge = new QCPItemStraightLine(m_curve);
    edge->point1->setCoords(context, 0);
    edge->point2->setCoords(context, 1);
    edge->setPen(QPen(style::positive, 1.5, Qt::DashLine));
    m_curve->rescaleAxes();
    m_curve->replot(QCustomPlot::rpQueuedReplot);

    constexpr int tokens = ScalingLabData::kMapTokens;
    auto showMap = [&](MapPlot* map, const PooledMap& pooled, const QString& name) {
        MapPlot::Grid grid;
        grid.rows = grid.cols = tokens;
        grid.xLabel = tr("key position n (× %1)").arg(formatNumber(data.stride, 4));
        grid.yLabel = tr("query position m (× %1)").arg(formatNumber(data.stride, 4));
        grid.low = pooled.min;
        grid.high = pooled.max;
        map->setGrid(pooled.cells, grid, MapPlot::Palette::Diverging, name, tr("logit"));
        map->setMarker(context / data.stride, 0);
    };
    showMap(m_without, data.plainMap, tr("<b>No scaling</b>, positions 0 … %1").arg(int(length)));
    showMap(m_with, data.scaledMap, tr("<b>%1</b>, positions 0 … %2").arg(methodLabel).arg(int(length)));
}

} // namespace rope::ui
