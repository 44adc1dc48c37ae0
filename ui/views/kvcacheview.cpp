#include "ui/views/kvcacheview.h"

#include "core/attention.h"
#include "core/content.h"
#include "core/kvcache.h"
#include "core/pooling.h"
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

KvCacheView::KvCacheView(QWidget* parent) :
    View(parent), m_step(new QSlider(Qt::Horizontal)), m_play(new QPushButton(tr("Play"))), m_bug(new QComboBox),
    m_prompt(new QSpinBox), m_lookBack(new QCheckBox(tr("a look-back head (clear peaks)"))), m_cache(new MapPlot),
    m_row(new QCustomPlot), m_readout(new QLabel)
{
    auto* title = new QLabel(tr("Decoding with a KV cache: why is it exact, and what breaks it?"));
    title->setFont(style::titleFont());
    auto* caption = new QLabel(tr(
        "At step t the new token's key is rotated once, by its own position, and cached with its value; the new query "
        "is rotated by t and scored against every cached key (seed 001 §13). Each rotation depends only on its own "
        "position, so the row equals recomputing full causal attention — provided the positions are right."));
    caption->setWordWrap(true);
    caption->setFont(style::captionFont());
    m_step->setToolTip(tr("Decoding step t (Right arrow to advance)"));
    m_play->setCheckable(true);
    m_play->setToolTip(tr("Decode token after token"));
    m_bug->addItem(tr("Bug: the query rotated by t + 1 (off by one)"), int(Bug::OffByOne));
    m_bug->addItem(tr("Bug: positions restart at 0 after the prompt"), int(Bug::PositionReset));
    m_bug->setToolTip(tr("The decoding bug drawn next to the correct row"));
    m_prompt->setRange(1, kMaxTokens - 1);
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
    m_row->legend->setVisible(true);
    m_row->legend->setFont(style::captionFont());
    m_row->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
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
    connect(m_bug, &QComboBox::currentIndexChanged, this, [this] { showStep(m_step->value()); });
    connect(m_prompt, &QSpinBox::valueChanged, this, [this] { showStep(m_step->value()); });
    connect(m_lookBack, &QCheckBox::toggled, this, &KvCacheView::refresh);

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
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(caption);
    layout->addLayout(controls);
    layout->addLayout(options);
    layout->addLayout(plots, 1);
    layout->addWidget(m_readout);
}

void KvCacheView::setResults(std::shared_ptr<const Results> results)
{
    const bool changed = !m_results || !sameAttentionInputs(m_results->params, results->params);
    m_results = std::move(results);
    m_stale = m_stale || changed;
    if (isVisible() && m_stale)
        refresh();
}

void KvCacheView::showEvent(QShowEvent* event)
{
    View::showEvent(event);
    if (m_results && m_stale)
        refresh();
}

void KvCacheView::refresh()
{
    if (!m_results)
        return;
    m_stale = false;
    const AppParams& p = m_results->params;
    m_rope = p.rope;
    const int n = std::min(std::max(p.seqLen, 8), kMaxTokens);
    m_q.resize(n, p.rope.headDim);
    m_k.resize(n, p.rope.headDim);
    m_v.resize(n, p.rope.headDim);
    core::ContentSpec lookBack;
    lookBack.source = core::ContentSource::LookBack;
    lookBack.lookBack = 4;
    for (int i = 0; i < n; ++i) {
        m_q.row(i) = (m_lookBack->isChecked() ? core::contentAt(p.rope, lookBack, core::ContentRole::Query, i)
                                              : contentVector(p, core::ContentRole::Query, i))
                         .transpose();
        m_k.row(i) = (m_lookBack->isChecked() ? core::contentAt(p.rope, lookBack, core::ContentRole::Key, i)
                                              : contentVector(p, core::ContentRole::Key, i))
                         .transpose();
        m_v.row(i) = contentVector(p, core::ContentRole::Value, i).transpose();
    }
    const bool first = m_step->maximum() == 99; // QSlider's default range: never shown yet
    m_step->setRange(0, n - 1);
    m_prompt->setMaximum(n - 1);
    if (first) {
        const QSignalBlocker block(m_step);
        m_step->setValue(std::min(n - 1, 40)); // a step well past the prompt shows the most
    }
    showStep(m_step->value());
}

void KvCacheView::showStep(int t)
{
    if (m_k.rows() == 0)
        return;
    t = std::clamp(t, 0, int(m_k.rows()) - 1);
    const int prompt = m_prompt->value();
    const auto bug = Bug(m_bug->currentData().toInt());

    // The correct cache: token j at position j.
    core::KvCache cache(m_rope, m_v.cols());
    for (int j = 0; j <= t; ++j)
        cache.append(m_k.row(j), m_v.row(j), j);
    const core::DecodeStep right = cache.attend(m_q.row(t), t);

    // Full recompute of causal attention over tokens 0 … t: its last row.
    core::AttentionOptions o;
    o.mask = core::Mask::Causal;
    const auto full = core::attention<double>(m_rope, m_q.topRows(t + 1), m_k.topRows(t + 1), m_v.topRows(t + 1), o);
    m_maxDifference = (full.weights.row(t).head(t + 1) - right.weights).cwiseAbs().maxCoeff();

    // The bug.
    core::DecodeStep wrong;
    if (bug == Bug::OffByOne) {
        wrong = cache.attend(m_q.row(t), t + 1);
    } else if (t < prompt) {
        wrong = right; // still reading the prompt: nothing has been generated yet
    } else {
        // The prompt's keys went in at 0 … P−1; generated tokens restart at 0: token j ≥ P sits at j − P.
        core::KvCache reset(m_rope, m_v.cols());
        for (int j = 0; j <= t; ++j)
            reset.append(m_k.row(j), m_v.row(j), j < prompt ? j : j - prompt);
        wrong = reset.attend(m_q.row(t), t - prompt);
    }
    m_bugDifference = (right.weights - wrong.weights).cwiseAbs().maxCoeff();
    right.weights.maxCoeff(&m_correctPeak);
    wrong.weights.maxCoeff(&m_buggyPeak);

    // The cache so far: one row per cached token (rotated keys).
    MapPlot::Grid grid;
    grid.rows = t + 1;
    grid.cols = int(m_k.cols());
    grid.xLabel = tr("key dimension");
    grid.yLabel = tr("cached token n");
    const core::RowMatrixXd& keys = cache.rotatedKeys();
    grid.low = keys.minCoeff();
    grid.high = keys.maxCoeff();
    m_cache->setGrid(
        core::pool(keys, 1, core::Pooling::Mean), grid, MapPlot::Palette::Diverging,
        tr("<b>The cache</b>: %1 rotated keys R<sub>n</sub>k<sub>n</sub> (the new one at the bottom)").arg(t + 1),
        tr("component"));

    m_row->clearPlottables();
    QVector<double> x(t + 1), yRight(t + 1), yFull(t + 1), yWrong(t + 1);
    for (int j = 0; j <= t; ++j) {
        x[j] = j;
        yRight[j] = right.weights[j];
        yFull[j] = full.weights(t, j);
        yWrong[j] = wrong.weights[j];
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
    m_row->replot(QCustomPlot::rpQueuedReplot);

    m_readout->setText(
        tr("Step t = %1: the cache holds %2 keys, each rotated once. With the right positions the row "
           "equals full recompute to max |difference| = <b>%3</b>; it peaks at key %4 (Δ = %5). With the "
           "bug it peaks at key %6 (Δ = %7).")
            .arg(t)
            .arg(t + 1)
            .arg(m_maxDifference, 0, 'g', 2)
            .arg(m_correctPeak)
            .arg(t - m_correctPeak)
            .arg(m_buggyPeak)
            .arg(t - m_buggyPeak));
}

} // namespace rope::ui
