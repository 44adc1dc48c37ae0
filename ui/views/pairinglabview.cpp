// The pairing lab: both pairings side by side, the equivalence through P, the weight-conversion trap.
#include "ui/views/pairinglabview.h"

#include "ui/views/twopairingssection.h"

#include "ui/model/sources.h"

#include "ui/model/pairselection.h"
#include "ui/views/clocksview.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/pairingdiagram.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QButtonGroup>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rope::ui {

using namespace rope::model;

namespace {

/// How much clockwise rotation changes s(Δ): at Δ = 0 only (`atZero`), else the most anywhere.
double conventionChange(const PairingLabData& d, bool atZero)
{
    double change = 0;
    for (Eigen::Index i = 0; i < d.deltas.size(); ++i)
        if (!atZero || d.deltas[i] == 0)
            change = std::max(change, std::abs(d.curve[i] - d.mirrored[i]));
    return change;
}

QLabel* heading(const QString& text)
{
    auto* label = new QLabel(text);
    QFont f = style::fontOfSize(11.5);
    f.setBold(true);
    label->setFont(f);
    return label;
}

// A clock grid that fits the space it is given: laid out for up to 200 px of height, and as tall as
// that layout needs (a fixed 200 px left a band of paper under a single row of small clocks).
class FittedClocks : public QWidget {
public:
    explicit FittedClocks(ClockGrid* grid) : m_grid(grid)
    {
        m_grid->setParent(this);
        m_grid->setMinimumCell(kMinimumCell); // every pair on show, small if need be
        setMinimumWidth(220);
        QSizePolicy policy = sizePolicy();
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
    }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override
    {
        const int count = std::max(1, m_grid->frame().cellCount());
        const ClockRenderer::Layout fit = ClockRenderer::layout(count, QSizeF(width, kHeightBudget), kMinimumCell);
        return int(std::ceil(fit.rows * fit.cell.height()));
    }
    QSize sizeHint() const override { return {440, heightForWidth(440)}; }
    QSize minimumSizeHint() const override { return {220, heightForWidth(220)}; }

protected:
    void resizeEvent(QResizeEvent*) override { m_grid->fitTo(size()); }
    bool event(QEvent* event) override
    {
        // Another number of clocks (d changed) asks for another height.
        if (event->type() == QEvent::LayoutRequest && m_grid->frame().cellCount() != m_count) {
            m_count = m_grid->frame().cellCount();
            updateGeometry();
        }
        return QWidget::event(event);
    }

private:
    static constexpr int kMinimumCell = 24;
    static constexpr double kHeightBudget = 200;
    ClockGrid* m_grid;
    int m_count = 0;
};

} // namespace

PairingLabView::PairingLabView(PairSelection* selection, QWidget* parent) :
    View(parent), m_selection(selection), m_diagram(new PairingDiagram), m_progress(new QSlider(Qt::Horizontal)),
    m_animate(new QPushButton(tr("Apply P"))), m_interleavedClocks(new ClockGrid), m_halfSplitClocks(new ClockGrid),
    m_clockScores(style::captionLabel()), m_interleaved(new MapPlot), m_halfSplit(new MapPlot),
    m_difference(new MapPlot), m_equivalence(style::captionLabel()), m_trapSummary(style::captionLabel()),
    m_conventionText(style::captionLabel()), m_conventionPlot(new QCustomPlot),
    m_job(addJob<PairingLabRequest, PairingLabData>(
        [this]() -> std::optional<PairingLabRequest> {
            if (!results())
                return std::nullopt;
            return PairingLabRequest{{results(), ResultsInput::Reads::Everything}};
        },
        computePairingLab, [this](const PairingLabData& data) { draw(data); })),
    m_twoPairings(new TwoPairingsSection),
    m_indexerJob(addJob<IndexerPairingRequest, IndexerPairingData>(
        [] { return std::optional<IndexerPairingRequest>(IndexerPairingRequest{}); }, computeIndexerPairing,
        [this](const IndexerPairingData& data) {
            m_twoPairings->draw(data);
            emit updated();
        }))
{
    auto* title = new QLabel(tr("Interleaved or half-split: does it matter?"));
    title->setFont(style::titleFont());
    title->setWordWrap(true); // a narrow window wraps it, never scrolls sideways

    // 1. The diagram.
    m_progress->setRange(0, 1000);
    m_progress->setToolTip(tr("Drag to move the components between the two layouts"));
    m_animate->setToolTip(tr("Animate the permutation P from one layout to the other"));
    connect(m_animate, &QPushButton::clicked, m_diagram, &PairingDiagram::animate);
    connect(m_progress, &QSlider::valueChanged, this, [this](int v) { m_diagram->setProgress(v / 1000.0); });
    connect(m_diagram, &PairingDiagram::progressChanged, this, [this](double t) {
        const QSignalBlocker block(m_progress);
        m_progress->setValue(int(std::lround(t * 1000)));
        m_animate->setText(t < 0.5 ? tr("Apply P") : tr("Undo P"));
    });
    auto* diagramControls = new QHBoxLayout;
    diagramControls->addWidget(m_animate);
    diagramControls->addWidget(m_progress, 1);

    // 2. Same q and k, both schemes.
    auto* clocks = new QGridLayout;
    clocks->addWidget(style::captionLabel(tr("<b>Interleaved</b>: pair i = (2i, 2i+1)")), 0, 0);
    clocks->addWidget(style::captionLabel(tr("<b>Half-split</b>: pair i = (i, i + d/2)")), 0, 1);
    clocks->addWidget(new FittedClocks(m_interleavedClocks), 1, 0);
    clocks->addWidget(new FittedClocks(m_halfSplitClocks), 1, 1);
    markAsFigure(m_diagram);
    for (ClockGrid* grid : {m_interleavedClocks, m_halfSplitClocks}) {
        markAsFigure(grid);
        connect(grid, &ClockGrid::pairClicked, m_selection, &PairSelection::setPair);
    }
    // Side by side while the width allows; under each other in large type (setMinimumCells).
    auto* maps = new FlowLayout(FlowLayout::Mode::Columns);
    maps->setContentsMargins(0, 0, 0, 0);
    for (MapPlot* plot : {m_interleaved, m_halfSplit, m_difference}) {
        plot->setMinimumSize(200, 250);
        plot->setMinimumCells(7);
        maps->addWidget(plot);
        plot->setTitlePeers({m_interleaved, m_halfSplit, m_difference});
    }

    // 3. The trap.
    auto* trap = new FlowLayout(FlowLayout::Mode::Columns);
    trap->setContentsMargins(0, 0, 0, 0);
    const QStringList trapTitles = {tr("① Meta weights, interleaved RoPE: the head works"),
                                    tr("② Same weights, half-split RoPE (HF code)"),
                                    tr("③ Weights permuted per head, half-split: back, exactly")};
    for (int i = 0; i < 3; ++i) {
        m_trap[i] = new MapPlot;
        m_trap[i]->setMinimumSize(200, 250);
        m_trap[i]->setMinimumCells(7);
        m_trapCaptions[i] = style::captionLabel(trapTitles[i]);
        trap->addWidget(stackedPanel({m_trapCaptions[i], m_trap[i]}));
    }
    for (MapPlot* plot : m_trap) // maps side by side: one size
        plot->setTitlePeers({m_trap[0], m_trap[1], m_trap[2]});

    // 4. Glossary and conventions.
    auto* glossary = style::captionLabel(
        tr("<table cellspacing='0' cellpadding='3' border='1' style='border-collapse:collapse'>"
           "<tr><th>interleaved, pair (2i, 2i+1)</th><th>half-split, pair (i, i + d/2)</th></tr>"
           "<tr><td>RoFormer (paper and code)</td><td>GPT-NeoX</td></tr>"
           "<tr><td>Meta's LLaMA reference code (complex numbers, <code>view_as_complex</code>)</td>"
           "<td>Hugging Face <code>rotate_half</code>: Llama, Mistral, Qwen, Phi, Gemma …</td></tr>"
           "<tr><td>GPT-J, \"GPT-J style\", <code>rotate_every_two</code></td><td>\"NeoX style\"</td></tr>"
           "<tr><td>MLX <code>traditional=True</code></td><td>MLX <code>traditional=False</code></td></tr>"
           "<tr><td>llama.cpp <code>LLAMA_ROPE_TYPE_NORM</code></td><td>llama.cpp "
           "<code>LLAMA_ROPE_TYPE_NEOX</code></td></tr>"
           "</table>"));
    // Its own label, not the table's: a figure keeps the formulas of a text whole, not a table's.
    auto* permuteNote = style::captionLabel(
        tr("Converting Meta's LLaMA to Hugging Face permutes the rows of W<sub>Q</sub> and W<sub>K</sub> "
           "per head (HF row s·d/2 + i ← Meta row 2i + s); <code>rope-explorer compute permute</code> does "
           "the same."));
    m_mMinusN = new QRadioButton(tr("Δ = m − n (this app, Hugging Face, Meta)"));
    m_nMinusM = new QRadioButton(tr("Δ' = n − m (RoFormer's paper, %1)").arg(secondArticle()));
    m_counterClockwise = new QRadioButton(tr("counter-clockwise rotation (this app)"));
    m_clockwise = new QRadioButton(tr("clockwise rotation (some blog posts)"));
    m_mMinusN->setToolTip(tr("Plot the score against Δ = m − n: query position minus key position"));
    m_nMinusM->setToolTip(tr("Plot the same score against Δ' = n − m, as RoFormer's paper writes it: the curve "
                             "mirrored, the numbers unchanged"));
    m_counterClockwise->setToolTip(tr("R(θ) turns a pair counter-clockwise: (x, y) → (x cos θ − y sin θ, "
                                      "x sin θ + y cos θ)"));
    m_clockwise->setToolTip(tr("R(−θ) instead: the sign of every sin flips; scores at Δ become scores at −Δ"));
    m_mMinusN->setChecked(true);
    m_counterClockwise->setChecked(true);
    auto* deltaGroup = new QButtonGroup(this);
    deltaGroup->addButton(m_mMinusN);
    deltaGroup->addButton(m_nMinusM);
    auto* turnGroup = new QButtonGroup(this);
    turnGroup->addButton(m_counterClockwise);
    turnGroup->addButton(m_clockwise);
    for (QRadioButton* b : {m_mMinusN, m_nMinusM, m_counterClockwise, m_clockwise})
        connect(b, &QRadioButton::toggled, this, &PairingLabView::drawConventions);
    m_conventionPlot->setMinimumHeight(190);
    m_conventionPlot->setBackground(style::paper);
    m_conventionPlot->setPlottingHint(QCP::phFastPolylines, true);
    // The chosen convention first, this app's dashed on top: with the app's own convention chosen the
    // two coincide, and the dashes then show on the solid line instead of vanishing under it.
    m_conventionPlot->addGraph()->setPen(QPen(style::ink, 2));
    m_conventionPlot->addGraph()->setPen(QPen(style::relative, 2, Qt::DashLine));
    m_conventionPlot->graph(0)->setName(tr("the chosen convention's curve"));
    m_conventionPlot->graph(1)->setName(tr("this app's s(Δ)"));
    style::legendBelow(m_conventionPlot, 2);
    m_conventionPlot->xAxis->setLabel(tr("the horizontal variable of the chosen convention"));
    m_conventionPlot->yAxis->setLabel(tr("score"));
    auto* conventionChoices = new QWidget;
    auto* choices = new QGridLayout(conventionChoices);
    choices->setContentsMargins(0, 0, 0, 0);
    choices->addWidget(m_mMinusN, 0, 0);
    choices->addWidget(m_nMinusM, 1, 0);
    choices->addWidget(m_counterClockwise, 0, 1);
    choices->addWidget(m_clockwise, 1, 1);
    markAsControl(conventionChoices);

    // The sections, one widget each (the figures pairing-lab/diagram, /schemes, /trap, /conventions).
    auto section = [](QWidget*& widget) {
        widget = new QWidget;
        auto* l = new QVBoxLayout(widget);
        l->setContentsMargins(0, 0, 0, 0);
        return l;
    };
    QVBoxLayout* diagram = section(m_diagramSection);
    diagram->addWidget(title);
    diagram->addWidget(
        style::captionLabel(tr("Both schemes rotate pairs by the same θ<sub>i</sub>; they differ only in which two "
                               "components form pair i. The two layouts differ by a fixed permutation P, so the "
                               "math is equivalent — but weights are not interchangeable: the rows of "
                               "W<sub>Q</sub> and W<sub>K</sub> are bound to one layout (%1).")
                                .arg(thirdArticle())));
    diagram->addWidget(heading(tr("1 · Which components rotate together")));
    diagram->addWidget(m_diagram);
    auto* diagramControlRow = new QWidget;
    diagramControlRow->setLayout(diagramControls);
    diagramControls->setContentsMargins(0, 0, 0, 0);
    markAsControl(diagramControlRow);
    diagram->addWidget(diagramControlRow);
    QVBoxLayout* schemes = section(m_schemesSection);
    schemes->addWidget(heading(tr("2 · The same q and k under both schemes")));
    schemes->addWidget(
        style::captionLabel(tr("Each scheme pairs different components, so each clock compares different numbers "
                               "at a given speed, and the logits differ. Both are still relative: with constant "
                               "content each map is constant along its diagonals.")));
    schemes->addWidget(windowHint(tr("Click a clock to select its pair.")));
    schemes->addLayout(clocks);
    schemes->addWidget(m_clockScores);
    schemes->addLayout(maps);
    schemes->addWidget(m_equivalence);
    QVBoxLayout* trapSection = section(m_trapSection);
    trapSection->addWidget(heading(tr("3 · The weight-conversion trap")));
    trapSection->addWidget(style::captionLabel(
        tr("A head trained with interleaved RoPE to look back %1 tokens (a bright diagonal). Port its weights "
           "to code that uses half-split RoPE and the pattern breaks; permute W<sub>Q</sub> and W<sub>K</sub> "
           "per head first and it returns exactly. Causal softmax weights, %2 tokens.")
            .arg(PairingLabData::kTrapLookBack)
            .arg(PairingLabData::kTrapTokens)));
    trapSection->addLayout(trap);
    trapSection->addWidget(m_trapSummary);
    QVBoxLayout* conventions = section(m_conventionsSection);
    conventions->addWidget(heading(tr("4 · Names in the wild, and other sign conventions")));
    conventions->addWidget(glossary);
    conventions->addWidget(permuteNote);
    conventions->addWidget(conventionChoices);
    conventions->addWidget(m_conventionText);
    conventions->addWidget(m_conventionPlot);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    for (QWidget* w : {m_diagramSection, m_schemesSection, m_trapSection, m_conventionsSection,
                       static_cast<QWidget*>(m_twoPairings)})
        layout->addWidget(w);

    setScrollingContent(content, true);

    connect(m_selection, &PairSelection::changed, this, &PairingLabView::drawClocks);
}

MapPlot* PairingLabView::trapMap(int index) const { return m_trap[index]; }

QString PairingLabView::equivalenceText() const { return m_equivalence->text(); }

QString PairingLabView::trapText(int index) const { return m_trapCaptions[index]->text(); }

void PairingLabView::draw(const PairingLabData& data)
{
    const AppParams& p = data.results->params;
    m_diagram->setDims(p.rope.rotaryDims());
    drawClocks();

    const int n = data.tokens;
    const core::PairingComparison& c = data.comparison;
    const auto& [inter, half, difference] = data.maps;
    // The two schemes' logits are compared: one colour scale, so that the same colour is the same logit.
    const double bound = std::max({std::abs(inter.min), std::abs(inter.max), std::abs(half.min), std::abs(half.max)});
    const std::pair<double, double> shared{-bound, bound};
    m_interleaved->setMap(
        inter, n, 1, MapPlot::Palette::Diverging,
        tr("<b>Interleaved</b> logits · diagonal spread %1").arg(formatNearZero(inter.diagonalSpread)), tr("logit"),
        shared);
    m_halfSplit->setMap(half, n, 1, MapPlot::Palette::Diverging,
                        tr("<b>Half-split</b> logits · diagonal spread %1").arg(formatNearZero(half.diagonalSpread)),
                        tr("logit"), shared);
    m_difference->setMap(
        difference, n, 1, MapPlot::Palette::Diverging,
        tr("<b>Half-split − interleaved</b> · max |difference| %1").arg(formatNumber(c.schemeMaxDiff, 3)),
        tr("difference"));
    for (MapPlot* plot : {m_interleaved, m_halfSplit, m_difference})
        plot->setMarker(p.m, p.n);
    m_equivalence->setText(tr("<b>Equivalence:</b> permute q and k with P and use half-split: the logits equal the "
                              "interleaved ones to max |difference| <b>%1</b> (first %2 positions).")
                               .arg(formatNearZero(c.equivalenceMaxDiff))
                               .arg(n));

    const core::WeightConversionTrap& t = data.trap;
    const core::RowMatrixXd* trapWeights[3] = {&t.correct, &t.lost, &t.converted};
    const int offsets[3] = {t.correctPeakOffset, t.lostPeakOffset, t.convertedPeakOffset};
    for (int i = 0; i < 3; ++i) {
        PooledMap w = unpooledMap(*trapWeights[i]);
        w.min = 0;
        m_trap[i]->setMap(w, PairingLabData::kTrapTokens, 1, MapPlot::Palette::Sequential,
                          tr("rows peaking at Δ = %1: <b>%2%</b> (most at Δ = %3)")
                              .arg(PairingLabData::kTrapLookBack)
                              .arg(std::lround(100 * data.trapShare[size_t(i)]))
                              .arg(offsets[i]),
                          tr("weight"));
    }
    m_trapSummary->setText(tr("The head was built to attend to Δ = 5. Converted weights match the original to max "
                              "|difference| <b>%1</b>.")
                               .arg(formatNearZero(t.convertedMaxDiff)));
    drawConventions();
    emit updated();
}

void PairingLabView::drawClocks()
{
    if (!m_job->data())
        return;
    const AppParams& p = m_job->data()->results->params;
    double scores[2] = {0, 0};
    for (int scheme = 0; scheme < 2; ++scheme) {
        const Results& r = *m_job->data()->schemes[size_t(scheme)];
        ClockFrame f = ClockRenderer::frame(r, p.m, p.n);
        f.selectedPair = m_selection->pair();
        (scheme == 0 ? m_interleavedClocks : m_halfSplitClocks)->setFrame(f);
        scores[scheme] = r.score;
    }
    m_clockScores->setText(
        tr("At m = %1, n = %2: score (R<sub>m</sub>q)·(R<sub>n</sub>k) = <b>%3</b> interleaved, "
           "<b>%4</b> half-split.")
            .arg(formatNumber(p.m, 7), formatNumber(p.n, 7), formatNumber(scores[0], 6), formatNumber(scores[1], 6)));
}

void PairingLabView::drawConventions()
{
    if (!m_job->data())
        return;
    const bool flipDelta = m_nMinusM->isChecked();
    const bool clockwise = m_clockwise->isChecked();
    // With n − m on the axis, or with clockwise rotation, the app's curve appears mirrored: both
    // swap the sign of the sine term. Together they cancel.
    const bool mirrored = flipDelta != clockwise;
    const Eigen::VectorXd& deltas = m_job->data()->deltas;
    // Clockwise rotation turns q̃·k̃ = qᵀR(−Δθ)k into qᵀR(Δθ)k: the app's curve at −Δ.
    const Eigen::VectorXd& ours = m_job->data()->curve;
    const Eigen::VectorXd& theirs = clockwise ? m_job->data()->mirrored : m_job->data()->curve;
    QVector<double> x(deltas.data(), deltas.data() + deltas.size());
    QVector<double> xs = x;
    if (flipDelta)
        for (double& v : xs)
            v = -v; // plotted against n − m
    m_conventionPlot->graph(1)->setData(x, QVector<double>(ours.data(), ours.data() + ours.size()));
    m_conventionPlot->graph(0)->setData(xs, QVector<double>(theirs.data(), theirs.data() + theirs.size()));
    style::fitCurveQuality(m_conventionPlot, x.size());
    m_conventionPlot->xAxis->setLabel(flipDelta ? tr("Δ' = n − m") : tr("Δ = m − n"));
    m_conventionPlot->rescaleAxes();
    replotSoon(m_conventionPlot);

    QString text;
    if (flipDelta)
        text += tr("Writing the offset as n − m is only notation: the scores are the same numbers, the sine term is "
                   "written (q<sub>2</sub>k<sub>1</sub> − q<sub>1</sub>k<sub>2</sub>) sin(Δ'θ), and a curve against "
                   "n − m is the app's curve mirrored left to right. ");
    if (clockwise)
        text += tr("Rotating clockwise is a different RoPE: the sine term flips, s<sub>cw</sub>(Δ) = "
                   "s<sub>ccw</sub>(−Δ), so every score away from Δ = 0 changes (at Δ = 0 nothing turns and the two "
                   "curves meet). Toy B2 scores −1 instead of 1. ");
    if (!flipDelta && !clockwise)
        text += tr("These are the app's conventions: q at m, k at n, Δ = m − n, counter-clockwise.");
    else if (!mirrored)
        text += tr("<b>Together they cancel on the plot</b>: clockwise scores drawn against n − m trace the app's "
                   "curve.");
    m_conventionText->setText(text);
}

} // namespace rope::ui

namespace rope::ui {

std::vector<View::Section> PairingLabView::sections()
{
    return {{QStringLiteral("diagram"), m_diagramSection},
            {QStringLiteral("schemes"), m_schemesSection},
            {QStringLiteral("trap"), m_trapSection},
            {QStringLiteral("conventions"), m_conventionsSection},
            {QStringLiteral("two-pairings"), m_twoPairings}};
}

QJsonObject PairingLabView::viewState() const
{
    return {{"nMinusM", m_nMinusM->isChecked()},
            {"clockwise", m_clockwise->isChecked()},
            {"progress", m_diagram->progress()}};
}

QString PairingLabView::stateCaption() const
{
    QStringList parts;
    if (m_clockwise->isChecked())
        parts << tr("clockwise rotation");
    if (m_nMinusM->isChecked())
        parts << tr("Δ′ = n − m");
    if (m_diagram->progress() > 0) // the diagram's boxes part of the way to the half-split slots
        parts << tr("P applied %1 %").arg(std::lround(100 * m_diagram->progress()));
    return parts.join(QStringLiteral(" · "));
}

void PairingLabView::applyViewState(const QJsonObject& state)
{
    if (state.value("nMinusM").isBool())
        (state.value("nMinusM").toBool() ? m_nMinusM : m_mMinusN)->setChecked(true);
    if (state.value("clockwise").isBool())
        (state.value("clockwise").toBool() ? m_clockwise : m_counterClockwise)->setChecked(true);
    if (state.value("progress").isDouble()) // P applied, 0 … 1 (export --animate sweeps it)
        m_diagram->setProgress(state.value("progress").toDouble());
}

QJsonObject PairingLabView::facts() const
{
    if (!m_job->data())
        return {};
    const PairingLabData& d = *m_job->data();
    QJsonObject indexer;
    if (const auto& x = m_indexerJob->data()) // DeepSeek-V3.2: the share of the top-k kept at 2048 and 8192
        for (Eigen::Index i = 0; i < x->result.contexts.size(); ++i)
            indexer.insert(QStringLiteral("twoPairings.kept%1").arg(x->result.contexts[i]), x->result.keptShare[i]);
    QJsonObject facts{{"interleaved.spread", d.maps[0].diagonalSpread},
                      {"halfSplit.spread", d.maps[1].diagonalSpread},
                      {"schemes.maxDifference", d.comparison.schemeMaxDiff},
                      {"equivalence.maxDifference", d.comparison.equivalenceMaxDiff},
                      {"trap.correct.share", d.trapShare[0]},
                      {"trap.lost.share", d.trapShare[1]},
                      {"trap.converted.share", d.trapShare[2]},
                      {"trap.correct.peak", d.trap.correctPeakOffset},
                      {"trap.converted.maxDifference", d.trap.convertedMaxDiff},
                      {"conventions.changeAtZero", conventionChange(d, true)},
                      {"conventions.maxChange", conventionChange(d, false)}};
    for (auto it = indexer.begin(); it != indexer.end(); ++it)
        facts.insert(it.key(), it.value());
    return facts;
}

} // namespace rope::ui
