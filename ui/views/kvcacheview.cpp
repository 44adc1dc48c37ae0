// The KV-cache view: decoding step by step from KvCacheData, with a decoding bug beside it.
#include "ui/views/kvcacheview.h"

#include "ui/model/sources.h"

#include "ui/widgets/captionlabel.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace rope::ui {

using namespace rope::model;

KvCacheView::KvCacheView(QWidget* parent) :
    View(parent), m_step(new QSlider(Qt::Horizontal)), m_play(new QPushButton(tr("Play"))), m_bug(new QComboBox),
    m_prompt(new QSpinBox), m_lookBack(new QCheckBox(tr("a look-back head (clear peaks)"))), m_cache(new MapPlot),
    m_row(new QCustomPlot), m_readout(new CaptionLabel),
    m_job(addJob<KvCacheRequest, KvCacheData>(
        [this]() -> std::optional<KvCacheRequest> {
            if (!results())
                return std::nullopt;
            return KvCacheRequest{{results(), ResultsInput::Reads::NotPositions},
                                  m_lookBack->isChecked(),
                                  Bug(m_bug->currentData().toInt()),
                                  m_prompt->value()};
        },
        computeKvCache, [this](const KvCacheData&) { drawData(); }))
{
    auto* title = new QLabel(tr("Decoding with a KV cache: why is it exact, and what breaks it?"));
    title->setFont(style::titleFont());
    title->setWordWrap(true); // a narrow window wraps it, never scrolls sideways
    auto* caption = new QLabel(
        tr("At step t the new token's key is rotated once, by its own position, and cached with its value; the new "
           "query "
           "is rotated by t and scored against every cached key (%1 §13). Each rotation depends only on its own "
           "position, so the row equals recomputing full causal attention — provided the positions are right.")
            .arg(secondArticle()));
    caption->setWordWrap(true);
    caption->setFont(style::captionFont());
    m_step->setToolTip(tr("Decoding step t (Right arrow to advance)"));
    m_play->setCheckable(true);
    m_play->setToolTip(tr("Decode token after token"));
    m_bug->addItem(tr("Bug: the query rotated by t + 1 (off by one)"), int(Bug::OffByOne));
    m_bug->addItem(tr("Bug: positions restart at 0 after the prompt"), int(Bug::PositionReset));
    m_bug->setToolTip(tr("The decoding bug drawn next to the correct row"));
    m_prompt->setRange(1, KvCacheData::kMaxTokens - 1);
    m_prompt->setValue(16);
    m_prompt->setToolTip(tr("Tokens in the prompt (prefilled into the cache) before decoding begins"));
    m_lookBack->setChecked(true);
    m_lookBack->setToolTip(tr("Use a head built to attend Δ = 4 back, so a shifted position shows as a shifted peak"));
    m_readout->setFont(style::captionFont());
    m_readout->setTextFormat(Qt::RichText);
    m_readout->setWordWrap(true);
    m_cache->setSquare(false);
    m_cache->setMinimumSize(300, 260);
    m_row->setBackground(style::paper);
    m_row->setMinimumHeight(260);
    m_row->xAxis->setLabel(tr("cached key n"));
    m_row->yAxis->setLabel(tr("attention weight of the new query"));
    // Beneath the axes: an inset legend hid the tallest bars, the ones the tour talks about.
    style::legendBelow(m_row, 3);
    for (QCPAxis* axis : {m_row->xAxis, m_row->yAxis}) {
        axis->setLabelFont(style::captionFont());
        axis->setTickLabelFont(style::captionFont());
    }

    m_playTimer.setInterval(350);
    connect(&m_playTimer, &QTimer::timeout, this, [this] {
        m_step->setValue(m_step->value() >= m_step->maximum() ? m_step->minimum() : m_step->value() + 1);
    });
    connect(m_play, &QPushButton::toggled, this, [this](bool on) {
        m_play->setText(on ? tr("Pause") : tr("Play"));
        on ? m_playTimer.start() : m_playTimer.stop();
    });
    connect(m_step, &QSlider::valueChanged, this, &KvCacheView::showStep);
    connect(m_bug, &QComboBox::currentIndexChanged, this, &KvCacheView::refreshJobs);
    connect(m_prompt, &QSpinBox::valueChanged, this, &KvCacheView::refreshJobs);
    connect(m_lookBack, &QCheckBox::toggled, this, &KvCacheView::refreshJobs);

    auto* controlRows = new QWidget;
    auto* controlLayout = new QVBoxLayout(controlRows);
    controlLayout->setContentsMargins(0, 0, 0, 0);
    markAsControl(controlRows);
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_play);
    controls->addWidget(new QLabel(tr("step t")));
    controls->addWidget(m_step, 1);
    auto* options = new QHBoxLayout;
    options->addWidget(m_bug);
    options->addWidget(new QLabel(tr("prompt tokens")));
    options->addWidget(m_prompt);
    options->addWidget(m_lookBack);
    options->addStretch(1);
    auto* plots = new QHBoxLayout;
    plots->addWidget(m_cache, 2);
    plots->addWidget(m_row, 3);
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title);
    layout->addWidget(caption);
    controlLayout->addLayout(controls);
    controlLayout->addLayout(options);
    layout->addWidget(controlRows);
    layout->addLayout(plots, 1);
    layout->addWidget(m_readout);
    setScrollingContent(content, true); // wrapped titles and rows: a bar that came and went would oscillate
}

void KvCacheView::drawData()
{
    const int n = m_job->data()->tokens;
    const bool first = m_step->maximum() == 99; // QSlider's default range: never shown yet
    {
        const QSignalBlocker block(m_step);
        m_step->setRange(0, n - 1);
        if (first)
            m_step->setValue(std::min(n - 1, 40)); // a step well past the prompt shows the most
        // A step asked for before the data had that many tokens (a lesson sets N and the step together).
        if (m_wantedStep && *m_wantedStep <= n - 1) {
            m_step->setValue(*m_wantedStep);
            m_wantedStep.reset();
        }
    }
    // A prompt longer than the tokens is clamped: a new request, asked for at once (valueChanged).
    m_prompt->setMaximum(n - 1);
    showStep(m_step->value());
    emit updated();
}

const KvCacheStep& KvCacheView::shownStep() const
{
    static const KvCacheStep none;
    return m_job->data() && m_shown >= 0 && m_shown < int(m_job->data()->steps.size())
               ? m_job->data()->steps[size_t(m_shown)]
               : none;
}

void KvCacheView::showStep(int t)
{
    if (!m_job->data() || m_job->data()->steps.empty())
        return;
    t = std::clamp(t, 0, int(m_job->data()->steps.size()) - 1);
    m_shown = t;
    const KvCacheStep& step = m_job->data()->steps[size_t(t)];
    const auto bug = m_job->data()->request.bug;

    // The cache so far: one row per cached token (rotated keys).
    MapPlot::Grid grid;
    grid.rows = t + 1;
    grid.cols = int(m_job->data()->rotatedKeys.cols());
    grid.xLabel = tr("key dimension");
    grid.yLabel = tr("cached token n");
    const core::RowMatrixXd keys = m_job->data()->rotatedKeys.topRows(t + 1);
    grid.low = keys.minCoeff();
    grid.high = keys.maxCoeff();
    m_cache->setGrid(
        keys.cast<float>(), grid, MapPlot::Palette::Diverging,
        tr("<b>The cache</b>: %1 rotated keys R<sub>n</sub>k<sub>n</sub> (the new one at the bottom)").arg(t + 1),
        tr("component"));

    m_row->clearPlottables();
    QVector<double> x(t + 1), yRight(t + 1), yFull(t + 1), yWrong(t + 1);
    for (int j = 0; j <= t; ++j) {
        x[j] = j;
        yRight[j] = step.cached[j];
        yFull[j] = step.recompute[j];
        yWrong[j] = step.buggy[j];
    }
    auto* correctBars = new QCPBars(m_row->xAxis, m_row->yAxis);
    correctBars->setData(x, yRight, true);
    correctBars->setWidth(0.4);
    correctBars->setPen(Qt::NoPen);
    correctBars->setBrush(style::query);
    correctBars->setName(tr("with the cache, positions right"));
    auto* wrongBars = new QCPBars(m_row->xAxis, m_row->yAxis);
    QVector<double> shifted = x;
    for (double& v : shifted)
        v += 0.4;
    wrongBars->setData(shifted, yWrong, true);
    wrongBars->setWidth(0.4);
    wrongBars->setPen(Qt::NoPen);
    wrongBars->setBrush(QColor(0xD5, 0x5E, 0x00));
    wrongBars->setName(bug == Bug::OffByOne ? tr("query at t + 1 (bug)")
                                            : tr("positions reset after the prompt (bug)"));
    QCPGraph* recompute = m_row->addGraph();
    recompute->setData(x, yFull, true);
    recompute->setLineStyle(QCPGraph::lsNone);
    recompute->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(style::ink, 1.5), Qt::NoBrush, 7));
    recompute->setName(tr("full recompute"));
    m_row->rescaleAxes();
    m_row->xAxis->setRange(-0.8, t + 1.2);
    m_row->yAxis->setRange(
        0, std::max(1e-9, std::max(yRight.isEmpty() ? 0 : *std::max_element(yRight.begin(), yRight.end()),
                                   *std::max_element(yWrong.begin(), yWrong.end()))) *
               1.15);
    replotSoon(m_row);

    m_readout->setText(tr("Step t = %1: the cache holds %2 keys, each rotated once. With the right positions the row "
                          "equals full recompute to max |difference| <b>%3</b>; it peaks at key %4 (Δ = %5). With the "
                          "bug it peaks at key %6 (Δ = %7).")
                           .arg(t)
                           .arg(t + 1)
                           .arg(formatNearZero(step.maxDifference))
                           .arg(step.correctPeak)
                           .arg(t - step.correctPeak)
                           .arg(step.buggyPeak)
                           .arg(t - step.buggyPeak));
}

} // namespace rope::ui

namespace rope::ui {

void KvCacheView::stopPlaying() { m_play->setChecked(false); }

std::vector<View::Section> KvCacheView::sections() { return {{QStringLiteral("decode"), this}}; }

QJsonObject KvCacheView::viewState() const
{
    return {{"bug", Bug(m_bug->currentData().toInt()) == Bug::OffByOne ? QStringLiteral("off-by-one")
                                                                       : QStringLiteral("position-reset")},
            {"step", m_step->value()},
            {"prompt", m_prompt->value()},
            {"lookBack", m_lookBack->isChecked()}};
}

QString KvCacheView::stateCaption() const
{
    QStringList parts;
    parts << (Bug(m_bug->currentData().toInt()) == Bug::OffByOne ? tr("bug: the query rotated by t + 1")
                                                                 : tr("bug: positions restart at 0"));
    parts << tr("step t = %1, prompt %2 tokens").arg(m_step->value()).arg(m_prompt->value());
    parts << (m_lookBack->isChecked() ? tr("a look-back head") : tr("the window's content"));
    return parts.join(QStringLiteral(" · "));
}

void KvCacheView::applyViewState(const QJsonObject& state)
{
    const QString bug = state.value("bug").toString();
    if (bug == QLatin1String("off-by-one") || bug == QLatin1String("position-reset"))
        m_bug->setCurrentIndex(
            m_bug->findData(int(bug == QLatin1String("off-by-one") ? Bug::OffByOne : Bug::PositionReset)));
    if (state.value("prompt").isDouble())
        m_prompt->setValue(state.value("prompt").toInt());
    if (state.value("lookBack").isBool())
        m_lookBack->setChecked(state.value("lookBack").toBool());
    if (state.value("step").isDouble()) {
        m_wantedStep = state.value("step").toInt();
        if (*m_wantedStep <= m_step->maximum() && m_step->maximum() != 99)
            m_wantedStep.reset();
        m_step->setValue(state.value("step").toInt());
    }
}

QJsonObject KvCacheView::facts() const
{
    if (!m_job->data())
        return {};
    const KvCacheStep& step = shownStep();
    return {{"step", m_shown},
            {"maxDifference", step.maxDifference},
            {"bugDifference", step.bugDifference},
            {"correctPeak", step.correctPeak},
            {"buggyPeak", step.buggyPeak},
            {"peakMoved", step.buggyPeak != step.correctPeak ? 1 : 0}};
}

} // namespace rope::ui
