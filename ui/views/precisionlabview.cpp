#include "ui/views/precisionlabview.h"

#include "core/attention.h"
#include "core/content.h"
#include "core/pooling.h"
#include "core/precisionlab.h"
#include "core/validate.h"
#include "ui/model/messages.h"
#include "ui/model/names.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>
#include <set>

namespace rope::ui {

namespace {

using core::AnglePrecision;
using core::Precision;

constexpr int kMapTokens = 96;

QColor formatColour(Precision p)
{
    switch (p) {
    case Precision::Fp64:
        return style::ink;
    case Precision::Fp32:
        return QColor(0x00, 0x9E, 0x73);
    case Precision::Bf16:
        return QColor(0xD5, 0x5E, 0x00);
    case Precision::Fp16:
        return QColor(0xCC, 0x79, 0xA7);
    }
    return style::ink;
}

QString formatName(Precision p) { return nameKey(p); }

std::vector<double> logPositions(double first, double last, int count)
{
    std::set<double> values;
    for (int i = 0; i < count; ++i)
        values.insert(std::round(first * std::pow(last / first, double(i) / (count - 1))));
    return {values.begin(), values.end()};
}

void setupLogLog(QCustomPlot* plot, const QString& xLabel, const QString& yLabel)
{
    plot->setBackground(style::paper);
    plot->setPlottingHint(QCP::phFastPolylines, true);
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
        axis->setNumberFormat(QStringLiteral("eb"));
        axis->setNumberPrecision(0);
        axis->setLabelFont(style::captionFont());
        axis->setTickLabelFont(style::captionFont());
    }
    plot->xAxis->setLabel(xLabel);
    plot->yAxis->setLabel(yLabel);
    plot->legend->setVisible(true);
    plot->legend->setFont(style::captionFont());
    plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    plot->setMinimumHeight(260);
}

// A value for a log axis: clamped to a floor, a gap (NaN) where the pipeline produced no number.
double onLogAxis(double value, double floor) { return std::isfinite(value) ? std::max(floor, value) : std::nan(""); }

QLabel* captionLabel(const QString& text)
{
    auto* label = new QLabel(text);
    label->setWordWrap(true);
    label->setFont(style::captionFont());
    label->setTextFormat(Qt::RichText);
    return label;
}

} // namespace

PrecisionLabView::PrecisionLabView(QWidget* parent) :
    View(parent), m_base(new QComboBox), m_headDim(new QComboBox), m_format(new QComboBox), m_delta(new QSpinBox),
    m_start(new QSpinBox), m_remedy(new QCheckBox(tr("show the remedy: angles in fp32"))), m_positions(new QCustomPlot),
    m_angles(new QCustomPlot), m_scores(new QCustomPlot), m_errorMap(new MapPlot), m_positionReadout(new QLabel),
    m_mapReadout(new QLabel)
{
    auto* title = new QLabel(tr("What does low precision do to RoPE at long positions?"));
    title->setFont(style::titleFont());
    for (double b : {1e4, 5e5, 1e6})
        m_base->addItem(formatNumber(b, 7), b);
    m_base->setToolTip(tr("A larger base makes the slowest angles smaller, and their errors too"));
    for (int d : {64, 128})
        m_headDim->addItem(QString::number(d), d);
    m_headDim->setCurrentIndex(1);
    for (Precision p : {Precision::Bf16, Precision::Fp16, Precision::Fp32})
        m_format->addItem(formatName(p), int(p));
    m_format->setToolTip(tr("The format of the heatmap's pipeline"));
    m_delta->setRange(0, 4096);
    m_delta->setValue(5);
    m_delta->setToolTip(tr("The fixed Δ = m − n of the score-error curve"));
    m_start->setRange(0, 1000000);
    m_start->setSingleStep(10000);
    m_start->setValue(10000);
    m_start->setToolTip(tr("The first position of the heatmap's window"));
    m_remedy->setChecked(true);
    m_remedy->setToolTip(tr("Dashed: bf16/fp16 pipelines whose positions, angles and cos/sin are computed in fp32, "
                            "rounded only when stored — what Hugging Face does now"));
    m_positionReadout->setFont(style::captionFont());
    m_positionReadout->setTextFormat(Qt::RichText);
    m_positionReadout->setWordWrap(true);
    m_mapReadout->setFont(style::captionFont());
    m_mapReadout->setTextFormat(Qt::RichText);
    m_mapReadout->setWordWrap(true);
    setupLogLog(m_positions, tr("position p"), tr("|represented − p| (+1)"));
    setupLogLog(m_angles, tr("position p"), tr("angle error |p·θ − exact| (radians)"));
    setupLogLog(m_scores, tr("query position m (n = m − Δ)"), tr("score error |s − s_fp64|"));
    m_errorMap->setMinimumSize(300, 320);

    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("base")));
    controls->addWidget(m_base);
    controls->addWidget(new QLabel(tr("d")));
    controls->addWidget(m_headDim);
    controls->addWidget(new QLabel(tr("Δ")));
    controls->addWidget(m_delta);
    controls->addWidget(m_remedy);
    controls->addStretch(1);
    auto* mapControls = new QHBoxLayout;
    mapControls->addWidget(new QLabel(tr("heatmap: format")));
    mapControls->addWidget(m_format);
    mapControls->addWidget(new QLabel(tr("positions from")));
    mapControls->addWidget(m_start);
    mapControls->addStretch(1);

    auto* grid = new QGridLayout;
    grid->addWidget(
        captionLabel(tr("<b>1 · The position each format can hold.</b> bf16 keeps 8 significant bits: above "
                        "256 it cannot tell neighbouring positions apart.")),
        0, 0);
    grid->addWidget(
        captionLabel(tr("<b>2 · The angle p·θ<sub>i</sub> in the format</b>, fastest pair (solid) and slowest "
                        "(dotted): the error grows with the position.")),
        0, 1);
    grid->addWidget(m_positions, 1, 0);
    grid->addWidget(m_angles, 1, 1);
    grid->addWidget(m_positionReadout, 2, 0);
    grid->addWidget(captionLabel(tr("<b>3 · The score for a fixed Δ as the absolute position grows.</b> In exact "
                                    "arithmetic it never changes (RoPE is relative); in low precision it drifts.")),
                    3, 0);
    grid->addWidget(captionLabel(tr("<b>4 · |logit − fp64 logit| over a window of long positions:</b> the diagonals "
                                    "stop being constant.")),
                    3, 1);
    grid->addWidget(m_scores, 4, 0);
    grid->addWidget(m_errorMap, 4, 1);
    grid->addLayout(mapControls, 5, 1);
    grid->addWidget(m_mapReadout, 6, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title);
    layout->addWidget(
        captionLabel(tr("A model in bf16 or fp16 may compute positions, angles and cos/sin in that format. "
                        "Then the angle p·θ<sub>i</sub> at long positions is off, and q̃·k̃ no longer "
                        "depends on m − n alone. Computing the angles in fp32 (or better) and rounding "
                        "only the stored cos/sin is the remedy implementations adopted.")));
    layout->addLayout(controls);
    layout->addLayout(grid);
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

    for (QComboBox* c : {m_base, m_headDim, m_format})
        connect(c, &QComboBox::currentIndexChanged, this, &PrecisionLabView::refresh);
    for (QSpinBox* s : {m_delta, m_start})
        connect(s, &QSpinBox::valueChanged, this, &PrecisionLabView::refresh);
    connect(m_remedy, &QCheckBox::toggled, this, &PrecisionLabView::refresh);
}

void PrecisionLabView::setResults(std::shared_ptr<const Results> results) { m_results = std::move(results); }

QString PrecisionLabView::positionReadout() const { return m_positionReadout->text(); }

QString PrecisionLabView::mapReadout() const { return m_mapReadout->text(); }

void PrecisionLabView::showEvent(QShowEvent* event)
{
    View::showEvent(event);
    refresh();
}

void PrecisionLabView::refresh()
{
    if (!isVisible())
        return;
    core::RopeParams p;
    p.headDim = m_headDim->currentData().toInt();
    p.base = m_base->currentData().toDouble();
    p.pairing = core::Pairing::HalfSplit;
    const core::FrequencyTable f = core::frequencies(p);
    const int pairs = p.pairCount();
    const bool remedy = m_remedy->isChecked();
    const std::vector<double> positions = logPositions(1, 1e6, 400);
    const QVector<double> x(positions.begin(), positions.end());
    const Precision formats[] = {Precision::Fp32, Precision::Bf16, Precision::Fp16};

    // 1. Represented positions.
    m_positions->clearGraphs();
    for (Precision fmt : formats) {
        QVector<double> y;
        for (double pos : positions) {
            // +1 so an exact position sits at 1 on the log axis; a gap where the format overflows (fp16: ∞).
            const double held = core::roundTo(fmt, pos);
            y << (std::isfinite(held) ? std::abs(held - pos) + 1 : std::nan(""));
        }
        QCPGraph* g = m_positions->addGraph();
        g->setPen(QPen(formatColour(fmt), 2));
        g->setName(formatName(fmt));
        g->setData(x, y, true);
    }
    m_positions->rescaleAxes();
    m_positions->replot(QCustomPlot::rpQueuedReplot);
    m_positionReadout->setText(tr("257 is held as <b>%1</b> in bf16, %2 in fp16, %3 in fp32 · 2049 as %4 in fp16 · "
                                  "16,777,217 as %5 in fp32. fp16 cannot hold positions above 65,504 at all (∞).")
                                   .arg(core::roundTo(Precision::Bf16, 257.0))
                                   .arg(core::roundTo(Precision::Fp16, 257.0))
                                   .arg(core::roundTo(Precision::Fp32, 257.0))
                                   .arg(core::roundTo(Precision::Fp16, 2049.0))
                                   .arg(core::roundTo(Precision::Fp32, 16777217.0), 0, 'f', 0));

    // 2. Angle errors, fastest and slowest pair.
    m_angles->clearGraphs();
    for (Precision fmt : formats)
        for (const auto angles : {AnglePrecision::SameAsData, AnglePrecision::Fp32}) {
            if (angles == AnglePrecision::Fp32 && (!remedy || fmt == Precision::Fp32))
                continue;
            for (int pair : {0, pairs - 1}) {
                QVector<double> y;
                for (double pos : positions)
                    y << onLogAxis(core::angleError(f.invFreq[pair], pos, fmt, angles), 1e-9);
                QCPGraph* g = m_angles->addGraph();
                QPen pen(formatColour(fmt), pair == 0 ? 2 : 1.5,
                         angles == AnglePrecision::Fp32 ? Qt::DashLine
                         : pair == 0                    ? Qt::SolidLine
                                                        : Qt::DotLine);
                g->setPen(pen);
                g->setData(x, y, true);
                g->setName(pair == 0
                               ? formatName(fmt) + (angles == AnglePrecision::Fp32 ? tr(", fp32 angles") : QString())
                               : QString());
                if (pair != 0)
                    g->removeFromLegend();
            }
        }
    m_angles->rescaleAxes();
    m_angles->yAxis->setRange(1e-9, 4);
    m_angles->replot(QCustomPlot::rpQueuedReplot);

    // 3. Score error for a fixed Δ.
    core::ContentSpec spec;
    spec.source = core::ContentSource::Constant;
    spec.seed = 11;
    const Eigen::VectorXd q = core::contentAt(p, spec, core::ContentRole::Query, 0);
    const Eigen::VectorXd k = core::contentAt(p, spec, core::ContentRole::Key, 0);
    const double delta = m_delta->value();
    const double reference = core::pipelineScore(p, f, q, k, delta, 0, Precision::Fp64, AnglePrecision::SameAsData);
    const std::vector<double> queries = logPositions(std::max(1.0, delta), 1e6, 160);
    const QVector<double> qx(queries.begin(), queries.end());
    m_scores->clearGraphs();
    for (Precision fmt : formats)
        for (const auto angles : {AnglePrecision::SameAsData, AnglePrecision::Fp32}) {
            if (angles == AnglePrecision::Fp32 && (!remedy || fmt == Precision::Fp32))
                continue;
            QVector<double> y;
            for (double m : queries)
                y << onLogAxis(std::abs(core::pipelineScore(p, f, q, k, m, m - delta, fmt, angles) - reference), 1e-7);
            QCPGraph* g = m_scores->addGraph();
            g->setPen(QPen(formatColour(fmt), 2, angles == AnglePrecision::Fp32 ? Qt::DashLine : Qt::SolidLine));
            g->setName(formatName(fmt) + (angles == AnglePrecision::Fp32 ? tr(", fp32 angles") : QString()));
            g->setData(qx, y, true);
        }
    m_scores->rescaleAxes();
    m_scores->replot(QCustomPlot::rpQueuedReplot);

    // 4. |logit − reference| over a window of long positions.
    const auto fmt = Precision(m_format->currentData().toInt());
    const Eigen::VectorXd window = core::consecutivePositions(kMapTokens, m_start->value());
    MapPlot::Grid grid;
    grid.rows = grid.cols = kMapTokens;
    grid.xLabel = tr("key position n − %1").arg(m_start->value());
    grid.yLabel = tr("query position m − %1").arg(m_start->value());
    grid.low = 0;
    grid.high = 1;
    if (const core::Problems refused = core::checkPositions(window, "positions", fmt); !refused.empty()) {
        // fp16 has no number for these positions: say so instead of drawing a map of NaN.
        const core::RowMatrixXf nothing = core::RowMatrixXf::Constant(kMapTokens, kMapTokens, NAN);
        m_errorMap->setGrid(nothing, grid, MapPlot::Palette::Sequential,
                            tr("<b>|logit − fp64|</b>, %1 pipeline: not representable").arg(formatName(fmt)),
                            tr("error"));
        m_mapReadout->setText(tr("<b>Refused:</b> %1. Set the window's start to at most %2.")
                                  .arg(describe(refused).toHtmlEscaped())
                                  .arg(65504 - (kMapTokens - 1)));
        return;
    }
    const core::RowMatrixXd rows = q.transpose().replicate(kMapTokens, 1),
                            keys = k.transpose().replicate(kMapTokens, 1);
    core::AttentionOptions o;
    o.mask = core::Mask::Causal;
    o.queryPositions = o.keyPositions = window;
    const auto exact = core::attentionAt(p, rows, keys, keys, o);
    o.precision = fmt;
    const auto lossy = core::attentionAt(p, rows, keys, keys, o);
    o.anglePrecision = AnglePrecision::Fp32;
    const auto remedied = core::attentionAt(p, rows, keys, keys, o);
    const core::RowMatrixXd error =
        (lossy.logits - exact.logits).unaryExpr([](double v) { return std::isfinite(v) ? std::abs(v) : NAN; });
    PooledMap map;
    map.cells = core::pool(error, 1, core::Pooling::Mean);
    grid.high = std::max(1e-12, double(map.cells.array().isFinite().select(map.cells.array(), 0).maxCoeff()));
    m_errorMap->setGrid(map.cells, grid, MapPlot::Palette::Sequential,
                        tr("<b>|logit − fp64|</b>, %1 pipeline").arg(formatName(fmt)), tr("error"));
    const auto spread = [](const core::RowMatrixXd& m) { return core::diagonalSpread(m); };
    const auto worst = [&exact](const core::RowMatrixXd& m) {
        double e = 0;
        for (Eigen::Index i = 0; i < m.size(); ++i)
            if (std::isfinite(m.data()[i]))
                e = std::max(e, std::abs(m.data()[i] - exact.logits.data()[i]));
        return e;
    };
    m_mapReadout->setText(
        tr("fp64: max spread along diagonals <b>%1</b> (relative: constant diagonals). %2: max |logit − "
           "fp64| <b>%3</b>, spread along diagonals %4. %2 with fp32 angles: max |logit − fp64| <b>%5</b>.")
            .arg(spread(exact.logits), 0, 'g', 2)
            .arg(formatName(fmt))
            .arg(formatNumber(worst(lossy.logits), 3), formatNumber(spread(lossy.logits), 3),
                 formatNumber(worst(remedied.logits), 3)));
}

} // namespace rope::ui
