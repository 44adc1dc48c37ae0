// The precision lab: positions, angles, scores and logits in low precision, and the fp32-angle remedy.
#include "ui/views/precisionlabview.h"

#include "ui/model/messages.h"
#include "ui/model/names.h"
#include "ui/widgets/captionlabel.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rope::ui {

using namespace rope::model;

namespace {

using core::AnglePrecision;
using core::Precision;

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

void setupLogLog(QCustomPlot* plot, const QString& xLabel, const QString& yLabel)
{
    plot->setBackground(style::paper);
    plot->setPlottingHint(QCP::phFastPolylines, true);
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        style::useLogAxis(axis);
        axis->setLabelFont(style::captionFont());
        axis->setTickLabelFont(style::captionFont());
    }
    plot->xAxis->setLabel(xLabel);
    plot->yAxis->setLabel(yLabel);
    style::legendBelow(plot, 2);
    plot->setMinimumHeight(260);
}

// A value for a log axis: clamped to a floor, a gap (NaN) where the pipeline produced no number.
double onLogAxis(double value, double floor) { return std::isfinite(value) ? std::max(floor, value) : std::nan(""); }

} // namespace

PrecisionLabView::PrecisionLabView(QWidget* parent) :
    View(parent), m_base(new QComboBox), m_headDim(new QComboBox), m_format(new QComboBox), m_delta(new QSpinBox),
    m_start(new QSpinBox), m_remedy(new QCheckBox(tr("show the remedy: angles in fp32"))), m_positions(new QCustomPlot),
    m_angles(new QCustomPlot), m_scores(new QCustomPlot), m_errorMap(new MapPlot), m_positionReadout(new CaptionLabel),
    m_mapReadout(new CaptionLabel), m_job(addJob<PrecisionLabRequest, PrecisionLabData>(
                                        [this]() -> std::optional<PrecisionLabRequest> {
                                            PrecisionLabRequest request;
                                            request.base = m_base->currentData().toDouble();
                                            request.headDim = m_headDim->currentData().toInt();
                                            request.mapFormat = Precision(m_format->currentData().toInt());
                                            request.delta = m_delta->value();
                                            request.windowStart = m_start->value();
                                            request.remedy = m_remedy->isChecked();
                                            return request;
                                        },
                                        computePrecisionLab, [this](const PrecisionLabData& data) { draw(data); }))
{
    auto* title = new QLabel(tr("What does low precision do to RoPE at long positions?"));
    title->setFont(style::titleFont());
    title->setWordWrap(true); // a narrow window wraps it, never scrolls sideways
    for (double b : {1e4, 5e5, 1e6})
        m_base->addItem(formatNumber(b, 7), b);
    m_base->setToolTip(tr("A larger base makes the slowest angles smaller, and their errors too"));
    for (int d : {64, 128})
        m_headDim->addItem(QString::number(d), d);
    m_headDim->setCurrentIndex(1);
    m_headDim->setToolTip(tr("The head dimension d of the precision lab's head: d/2 pairs"));
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
    setupLogLog(m_angles, tr("position p"), tr("angle error (rad)"));
    setupLogLog(m_scores, tr("query position m (n = m − Δ)"), tr("score error |s − s(fp64)|"));
    m_errorMap->setMinimumSize(300, 320);
    for (QCustomPlot* plot : {m_positions, m_angles, m_scores})
        growWithView(plot, [](QSize view) { return view.height() * 33 / 100; });

    auto* controlRow = new QWidget;
    auto* controls = new QHBoxLayout(controlRow);
    controls->setContentsMargins(0, 0, 0, 0);
    markAsControl(controlRow);
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

    // Four sections, each a caption over its plot (the figures precision/positions, /angles, /scores,
    // /error-map).
    auto section = [](QWidget*& widget, const QString& caption, std::initializer_list<QWidget*> parts) {
        widget = new QWidget;
        auto* l = new QVBoxLayout(widget);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(style::captionLabel(caption));
        for (QWidget* part : parts)
            l->addWidget(part);
        l->addStretch(1);
    };
    auto* mapControlRow = new QWidget;
    mapControlRow->setLayout(mapControls);
    mapControls->setContentsMargins(0, 0, 0, 0);
    markAsControl(mapControlRow);
    section(m_positionsSection,
            tr("<b>1 · The position each format can hold.</b> bf16 keeps 8 significant bits: above 256 it cannot "
               "tell neighbouring positions apart."),
            {m_positions, m_positionReadout});
    section(m_anglesSection,
            tr("<b>2 · The angle p·θ<sub>i</sub> in the format</b>, fastest pair (solid) and slowest (dotted): the "
               "error grows with the position. The bf16 and fp16 lines compute the angle in that format; a pipeline "
               "that computes it in fp32 has fp32's error whatever it stores in, so it has no lines of its own. fp32 "
               "(green) is exact for the fastest pair, θ = 1: its line lies on the floor, 10⁻⁹."),
            {m_angles});
    section(m_scoresSection,
            tr("<b>3 · The score for a fixed Δ as the absolute position grows.</b> In exact arithmetic it never "
               "changes (RoPE is relative); in low precision it drifts."),
            {m_scores});
    section(m_mapSection,
            tr("<b>4 · |logit − fp64 logit| over a window of long positions:</b> the diagonals stop being "
               "constant."),
            {m_errorMap, mapControlRow, m_mapReadout});
    auto* grid = new QGridLayout;
    grid->addWidget(m_positionsSection, 0, 0);
    grid->addWidget(m_anglesSection, 0, 1);
    grid->addWidget(m_scoresSection, 1, 0);
    grid->addWidget(m_mapSection, 1, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title);
    layout->addWidget(
        style::captionLabel(tr("A model in bf16 or fp16 may compute positions, angles and cos/sin in that format. "
                               "Then the angle p·θ<sub>i</sub> at long positions is off, and q̃·k̃ no longer "
                               "depends on m − n alone. Computing the angles in fp32 (or better) and rounding "
                               "only the stored cos/sin is the remedy implementations adopted.")));
    layout->addWidget(controlRow);
    layout->addLayout(grid);
    setScrollingContent(content, true);

    for (QComboBox* c : {m_base, m_headDim, m_format})
        connect(c, &QComboBox::currentIndexChanged, this, &PrecisionLabView::refreshJobs);
    for (QSpinBox* s : {m_delta, m_start})
        connect(s, &QSpinBox::valueChanged, this, &PrecisionLabView::refreshJobs);
    connect(m_remedy, &QCheckBox::toggled, this, &PrecisionLabView::refreshJobs);
}

void PrecisionLabView::resultsChanged()
{
    // The lab follows the app's base and head (a preset, a session, a config, --set); its own
    // controls edit from there.
    const core::RopeParams& app = results()->params.rope;
    const std::pair<double, int> adopted{app.base, app.rotaryDims()};
    if (app.thetaOverride || adopted == m_adopted)
        return;
    m_adopted = adopted;
    auto choose = [](QComboBox* box, const QVariant& value, const QString& text) {
        int index = box->findData(value);
        if (index < 0) {
            box->addItem(text, value);
            index = box->count() - 1;
        }
        box->setCurrentIndex(index);
    };
    choose(m_base, QVariant(app.base), formatNumber(app.base, 7));
    choose(m_headDim, QVariant(app.rotaryDims()), QString::number(app.rotaryDims()));
}

QString PrecisionLabView::positionReadout() const { return m_positionReadout->text(); }

QString PrecisionLabView::mapReadout() const { return m_mapReadout->text(); }

void PrecisionLabView::draw(const PrecisionLabData& data)
{
    const auto curveName = [](const PrecisionLabData::Curve& c) {
        return formatName(c.format) + (c.angles == AnglePrecision::Fp32 ? tr(", fp32 angles") : QString());
    };
    const auto onLog = [](const Eigen::VectorXd& v, double floor) {
        QVector<double> y(v.size());
        for (Eigen::Index i = 0; i < v.size(); ++i)
            y[i] = onLogAxis(v[i], floor);
        return y;
    };
    const QVector<double> x(data.positions.data(), data.positions.data() + data.positions.size());

    // 1. Represented positions.
    m_positions->clearGraphs();
    // Exact positions lie on the line at 1; the format exact the longest (fp32) is drawn last, on top,
    // and the axis starts below 1, so that its line is seen rather than hidden under the axis.
    std::vector<const PrecisionLabData::Curve*> formats;
    for (const auto& c : data.heldError)
        formats.push_back(&c);
    std::stable_sort(formats.begin(), formats.end(), [](const auto* a, const auto* b) {
        return (a->format == core::Precision::Fp32) < (b->format == core::Precision::Fp32);
    });
    for (const auto* c : formats) {
        QCPGraph* g = m_positions->addGraph();
        g->setPen(QPen(formatColour(c->format), 2));
        g->setName(formatName(c->format));
        g->setData(x, onLog(c->value, 1), true);
    }
    m_positions->rescaleAxes();
    m_positions->yAxis->setRangeLower(0.6);
    replotSoon(m_positions);
    m_positionReadout->setText(tr("257 is held as <b>%1</b> in bf16, %2 in fp16, %3 in fp32 · 2049 as %4 in fp16 · "
                                  "16,777,217 as %5 in fp32. fp16 cannot hold positions above 65,504 at all (∞).")
                                   .arg(data.held257Bf16)
                                   .arg(data.held257Fp16)
                                   .arg(data.held257Fp32)
                                   .arg(data.held2049Fp16)
                                   .arg(data.held16777217Fp32, 0, 'f', 0));

    // 2. Angle errors: the line style is the pair, as the caption says (fastest solid, slowest
    // dotted), and the legend says so too. A pipeline with fp32 angles computes the angle exactly as
    // fp32 does: its lines would lie on fp32's and hide them, so they are not drawn (the caption says
    // why). fp32 is drawn last, on top.
    m_angles->clearGraphs();
    std::vector<const PrecisionLabData::Curve*> angleCurves;
    for (const auto& c : data.angleError)
        if (c.angles != AnglePrecision::Fp32 || c.format == Precision::Fp32)
            angleCurves.push_back(&c);
    std::stable_sort(angleCurves.begin(), angleCurves.end(), [](const auto* a, const auto* b) {
        return (a->format == Precision::Fp32) < (b->format == Precision::Fp32);
    });
    for (const auto* c : angleCurves) {
        QCPGraph* g = m_angles->addGraph();
        g->setPen(QPen(formatColour(c->format), c->pair == 0 ? 2 : 1.5, c->pair == 0 ? Qt::SolidLine : Qt::DotLine));
        g->setData(x, onLog(c->value, 1e-9), true);
        g->setName(c->pair == 0 ? formatName(c->format) : QString());
        if (c->pair != 0)
            g->removeFromLegend();
    }
    for (const auto& [name, line] : {std::pair{tr("fastest pair"), Qt::SolidLine}, {tr("slowest pair"), Qt::DotLine}}) {
        QCPGraph* key = m_angles->addGraph(); // a legend entry only: no points
        key->setPen(QPen(style::faint, 1.5, line));
        key->setName(name);
    }
    m_angles->rescaleAxes();
    m_angles->yAxis->setRange(2e-10, 4); // below the floor: an exact angle's line is seen, not hidden in the axis
    replotSoon(m_angles);

    // 3. Score error for a fixed Δ.
    const QVector<double> qx(data.queries.data(), data.queries.data() + data.queries.size());
    m_scores->clearGraphs();
    for (const auto& c : data.scoreError) {
        QCPGraph* g = m_scores->addGraph();
        g->setPen(QPen(formatColour(c.format), 2, c.angles == AnglePrecision::Fp32 ? Qt::DashLine : Qt::SolidLine));
        g->setName(curveName(c));
        g->setData(qx, onLog(c.value, 1e-7), true);
    }
    m_scores->rescaleAxes();
    replotSoon(m_scores);

    // 4. |logit − reference| over a window of long positions.
    const PrecisionLabRequest& r = data.request;
    const Precision fmt = r.mapFormat;
    constexpr int tokens = PrecisionLabData::kMapTokens;
    MapPlot::Grid grid;
    grid.rows = grid.cols = tokens;
    grid.xLabel = tr("key position n − %1").arg(r.windowStart);
    grid.yLabel = tr("query position m − %1").arg(r.windowStart);
    grid.low = 0;
    grid.high = 1;
    if (!data.mapRefused.empty()) {
        // fp16 has no number for these positions: say so instead of drawing a map of NaN.
        const core::RowMatrixXf nothing = core::RowMatrixXf::Constant(tokens, tokens, NAN);
        m_errorMap->setGrid(nothing, grid, MapPlot::Palette::Sequential,
                            tr("<b>|logit − fp64|</b>, %1 pipeline: not representable").arg(formatName(fmt)),
                            tr("error"));
        m_mapReadout->setText(tr("<b>Refused:</b> %1. Set the window's start to at most %2.")
                                  .arg(describe(data.mapRefused).toHtmlEscaped())
                                  .arg(65504 - (tokens - 1)));
    } else {
        grid.high = data.errorMapMax;
        m_errorMap->setGrid(data.errorMap, grid, MapPlot::Palette::Sequential,
                            tr("<b>|logit − fp64|</b>, %1 pipeline").arg(formatName(fmt)), tr("error"));
        m_mapReadout->setText(
            tr("fp64: max spread along diagonals <b>%1</b> (relative: constant diagonals). %2: max |logit − "
               "fp64| <b>%3</b>, spread along diagonals %4. %2 with fp32 angles: max |logit − fp64| <b>%5</b>.")
                .arg(data.exactSpread, 0, 'g', 2)
                .arg(formatName(fmt))
                .arg(formatNumber(data.lossyWorst, 3), formatNumber(data.lossySpread, 3),
                     formatNumber(data.remediedWorst, 3)));
    }
    emit updated();
}

} // namespace rope::ui

namespace rope::ui {

std::vector<View::Section> PrecisionLabView::sections()
{
    return {{QStringLiteral("positions"), m_positionsSection},
            {QStringLiteral("angles"), m_anglesSection},
            {QStringLiteral("scores"), m_scoresSection},
            {QStringLiteral("error-map"), m_mapSection}};
}

QJsonObject PrecisionLabView::viewState() const
{
    return {{"base", m_base->currentData().toDouble()},
            {"headDim", m_headDim->currentData().toInt()},
            {"format", nameKey(Precision(m_format->currentData().toInt()))},
            {"delta", m_delta->value()},
            {"start", m_start->value()},
            {"remedy", m_remedy->isChecked()}};
}

QString PrecisionLabView::stateCaption() const
{
    QStringList parts;
    parts << tr("%1, Δ = %2 from position %3")
                 .arg(nameLabel(Precision(m_format->currentData().toInt())))
                 .arg(m_delta->value())
                 .arg(m_start->value());
    if (m_remedy->isChecked())
        parts << tr("angles in fp32");
    parts << tr("lab head: d = %1, base %2")
                 .arg(m_headDim->currentData().toInt())
                 .arg(formatNumber(m_base->currentData().toDouble(), 8));
    return parts.join(QStringLiteral(" · "));
}

void PrecisionLabView::applyViewState(const QJsonObject& state)
{
    if (const auto format = fromNameKey<Precision>(state.value("format").toString())) {
        const int index = m_format->findData(int(*format));
        if (index >= 0)
            m_format->setCurrentIndex(index);
    }
    if (state.value("delta").isDouble())
        m_delta->setValue(state.value("delta").toInt());
    if (state.value("start").isDouble())
        m_start->setValue(state.value("start").toInt());
    if (state.value("remedy").isBool())
        m_remedy->setChecked(state.value("remedy").toBool());
}

QJsonObject PrecisionLabView::facts() const
{
    if (!m_job->data())
        return {};
    return {{"base", m_job->data()->request.base},          {"headDim", m_job->data()->request.headDim},
            {"held257.bf16", m_job->data()->held257Bf16},   {"map.refused", m_job->data()->mapRefused.empty() ? 0 : 1},
            {"map.worst", m_job->data()->lossyWorst},       {"map.remediedWorst", m_job->data()->remediedWorst},
            {"map.exactSpread", m_job->data()->exactSpread}};
}

} // namespace rope::ui
