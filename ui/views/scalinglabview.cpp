// The scaling lab: what each long-context method does to θ_i, and the effect beyond L₀.
#include "ui/views/scalinglabview.h"

#include "core/validate.h"
#include "ui/model/messages.h"
#include "ui/model/names.h"
#include "ui/model/results.h"
#include "ui/model/sources.h"
#include "ui/widgets/captionlabel.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>
#include <numbers>

namespace rope::ui {

using namespace rope::model;

namespace {

using core::ScalingMethod;

QString methodName(ScalingMethod m) { return nameLabel(m); }

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

} // namespace

ScalingLabView::ScalingLabView(QWidget* parent) :
    View(parent), m_method(new QComboBox), m_yAxis(new QComboBox), m_overlay(new QCheckBox(tr("overlay every method"))),
    m_form(new QFormLayout), m_spectrum(new QCustomPlot), m_curve(new QCustomPlot), m_without(new MapPlot),
    m_with(new MapPlot), m_summary(new CaptionLabel),
    m_job(addJob<ScalingLabRequest, ScalingLabData>(
        [this]() -> std::optional<ScalingLabRequest> {
            return ScalingLabRequest{params(), m_overlay->isChecked()};
        },
        computeScalingLab, [this](const ScalingLabData& data) { draw(data); }))
{
    auto* title = new QLabel(tr("What does each long-context method do to the frequencies?"));
    title->setFont(style::titleFont());
    title->setWordWrap(true); // a narrow window wraps it, never scrolls sideways
    auto* caption = new QLabel(
        tr("RoPE can be evaluated at any position, but a model only saw angles up to its training context L₀ "
           "(%1 §14). Slow pairs whose wavelength exceeds L₀ never completed a turn in training; every scaling "
           "method changes the frequencies so that a longer context reuses angles the model knows.")
            .arg(secondArticle()));
    caption->setWordWrap(true);
    caption->setFont(style::captionFont());

    for (const auto& name : nameTable<ScalingMethod>()) // every method of the name table but none
        if (name.value != ScalingMethod::None)
            m_method->addItem(methodName(name.value), int(name.value));
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
        style::legendBelow(plot, 3);
        for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
            axis->setLabelFont(style::captionFont());
            axis->setTickLabelFont(style::captionFont());
        }
    }
    m_spectrum->setMinimumHeight(300);
    m_curve->setMinimumHeight(240);
    style::useLogAxis(m_spectrum->yAxis);
    m_spectrum->xAxis->setLabel(tr("pair index i (fast → slow)"));
    m_curve->xAxis->setLabel(tr("Δ = m − n (positions)"));
    m_curve->yAxis->setLabel(tr("s(Δ) with q = k"));
    m_without->setTitlePeers({m_with});
    m_with->setTitlePeers({m_without});
    for (MapPlot* map : {m_without, m_with})
        map->setMinimumSize(200, 300);

    // Two short rows rather than one long one: the lab must fit beside both docks.
    auto* controlRow = new QWidget;
    auto* controls = new QGridLayout(controlRow);
    controls->setContentsMargins(0, 0, 0, 0);
    markAsControl(controlRow);
    controls->addWidget(new QLabel(tr("Method")), 0, 0);
    controls->addWidget(m_method, 0, 1);
    controls->addWidget(defaults, 0, 2);
    controls->addWidget(use, 0, 3);
    controls->addWidget(new QLabel(tr("Plot")), 1, 0);
    controls->addWidget(m_yAxis, 1, 1);
    controls->addWidget(m_overlay, 1, 2, 1, 2);
    controls->setColumnStretch(4, 1);
    auto* top = new QHBoxLayout;
    auto* formBox = new QWidget;
    formBox->setLayout(m_form);
    formBox->setMaximumWidth(230);
    markAsControl(formBox); // its values go into the summary and the caption
    top->addWidget(formBox);
    top->addWidget(m_spectrum, 1);
    auto* maps = new QHBoxLayout;
    maps->addWidget(m_without);
    maps->addWidget(m_with);

    m_spectrumSection = new QWidget;
    auto* spectrumLayout = new QVBoxLayout(m_spectrumSection);
    spectrumLayout->setContentsMargins(0, 0, 0, 0);
    spectrumLayout->addWidget(title);
    spectrumLayout->addWidget(caption);
    spectrumLayout->addWidget(controlRow);
    spectrumLayout->addLayout(top);
    spectrumLayout->addWidget(m_summary);
    m_effectSection = new QWidget;
    auto* effectLayout = new QVBoxLayout(m_effectSection);
    effectLayout->setContentsMargins(0, 0, 0, 0);
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(m_spectrumSection);
    layout->addWidget(m_effectSection);
    auto* effect =
        new QLabel(tr("<b>The effect beyond L₀.</b> Above: the score of a vector with itself as Δ grows to the "
                      "extended context L, without and with the scaling (q = k, random). Below: the logits "
                      "over positions 0 … L, sampled at %1 positions (constant q = k), without and with the "
                      "scaling.")
                       .arg(ScalingLabData::kMapTokens));
    effect->setWordWrap(true);
    effect->setFont(style::captionFont());
    effectLayout->addWidget(effect);
    effectLayout->addWidget(m_curve);
    effectLayout->addLayout(maps);
    setScrollingContent(content, true);

    connect(m_method, &QComboBox::currentIndexChanged, this,
            [this] { loadDefaults(ScalingMethod(m_method->currentData().toInt())); });
    connect(defaults, &QPushButton::clicked, this,
            [this] { loadDefaults(ScalingMethod(m_method->currentData().toInt())); });
    // "Use in every view": the app adopts the lab's head and scaling, the rest stays.
    connect(use, &QPushButton::clicked, this, [this] {
        if (!results())
            return;
        AppParams p = results()->params;
        p.rope = params();
        p.rope.pairing = results()->params.rope.pairing; // pairing does not change the frequencies
        emit paramsRequested(p);
    });
    connect(m_yAxis, &QComboBox::currentIndexChanged, this, [this] { // a different plot of the same numbers
        if (m_job->data() && m_job->data()->problems.empty())
            drawSpectrum(*m_job->data());
    });
    connect(m_overlay, &QCheckBox::toggled, this, &ScalingLabView::controlsChanged);
    for (QSpinBox* box : {m_headDim, m_original, m_extended})
        connect(box, &QSpinBox::valueChanged, this, &ScalingLabView::controlsChanged);
    for (QDoubleSpinBox* box : {m_base, m_factor, m_betaFast, m_betaSlow, m_lowFreq, m_highFreq})
        connect(box, &QDoubleSpinBox::valueChanged, this, &ScalingLabView::controlsChanged);

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
    controlsChanged();
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

void ScalingLabView::resultsChanged()
{
    // The lab follows the app's model (a preset, a session, a config, --set): when the app's head or
    // scaling changes, the lab starts from it, and its own controls edit from there.
    const core::RopeParams& app = results()->params.rope;
    if (m_adopted && *m_adopted == app)
        return;
    m_adopted = app;
    if (app.thetaOverride)
        return; // a fixed θ has no base to scale
    if (app.scaling.method != ScalingMethod::None) {
        showLabParams(app);
        return;
    }
    // No scaling in the app: the lab keeps its method, on the app's head and base.
    core::RopeParams lab = params();
    lab.headDim = app.rotaryDims();
    lab.rotaryDim = 0;
    lab.base = app.base;
    lab.pairing = app.pairing;
    if (lab.scaling.method == ScalingMethod::LongRope && int(lab.scaling.longFactor.size()) != lab.pairCount()) {
        lab = realModelScaling(ScalingMethod::Yarn); // LongRoPE's lists fit one head only
        lab.headDim = app.rotaryDims();
        lab.base = app.base;
    }
    showLabParams(lab);
}

QString ScalingLabView::summary() const { return m_summary->text(); }

void ScalingLabView::controlsChanged()
{
    if (!m_loading) // showLabParams asks once, when every control holds its new value
        refreshJobs();
}

std::vector<View::Section> ScalingLabView::sections()
{
    return {{QStringLiteral("spectrum"), m_spectrumSection}, {QStringLiteral("effect"), m_effectSection}};
}

QJsonObject ScalingLabView::viewState() const
{
    const core::RopeParams p = params();
    return {{"method", nameKey(p.scaling.method)},
            {"plot", m_yAxis->currentIndex() == 1 ? QStringLiteral("turns") : QStringLiteral("wavelength")},
            {"overlay", m_overlay->isChecked()},
            {"headDim", p.headDim},
            {"base", p.base},
            {"factor", p.scaling.factor},
            {"originalContext", p.scaling.originalContext()},
            {"extendedContext", extendedContext(p)}};
}

QString ScalingLabView::stateCaption() const
{
    const core::RopeParams p = params();
    QStringList parts;
    QString lab = tr("lab: %1").arg(nameLabel(p.scaling.method));
    if (p.scaling.method != ScalingMethod::None)
        lab += tr(" ×%1, L₀ = %2, L = %3")
                   .arg(formatNumber(p.scaling.factor, 4))
                   .arg(p.scaling.originalContext())
                   .arg(extendedContext(p));
    parts << lab;
    parts << tr("lab head: d = %1, base %2").arg(p.headDim).arg(formatNumber(p.base, 8));
    if (m_overlay->isChecked())
        parts << tr("every method overlaid");
    if (m_yAxis->currentIndex() == 1)
        parts << tr("turns within L");
    return parts.join(QStringLiteral(" · "));
}

void ScalingLabView::applyViewState(const QJsonObject& state)
{
    if (const auto method = fromNameKey<ScalingMethod>(state.value("method").toString()))
        if (*method != ScalingMethod::None)
            loadDefaults(*method);
    if (state.value("plot").isString())
        m_yAxis->setCurrentIndex(state.value("plot").toString() == QLatin1String("turns") ? 1 : 0);
    if (state.value("overlay").isBool())
        m_overlay->setChecked(state.value("overlay").toBool());
}

QJsonObject ScalingLabView::facts() const
{
    if (!m_job->data() || !m_job->data()->problems.empty())
        return {};
    const ScalingLabData& d = *m_job->data();
    const Eigen::Index last = d.scaled.invFreq.size() - 1;
    return {{"method", nameKey(d.request.rope.scaling.method)},
            {"headDim", d.request.rope.headDim},
            {"base", d.request.rope.base},
            {"fastestRatio", d.unscaled.invFreq[0] / d.scaled.invFreq[0]},
            {"slowestRatio", d.unscaled.invFreq[last] / d.scaled.invFreq[last]},
            {"attentionFactor", d.scaled.attentionFactor},
            {"turnsBefore", d.turnsBefore},
            {"turnsAfter", d.turnsAfter}};
}

} // namespace rope::ui
