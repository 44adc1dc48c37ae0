// Two RoPE implementations on the same q and k: scores against Δ, lengths, and logit maps.
#include "ui/views/compareview.h"

#include "ui/model/messages.h"
#include "ui/model/names.h"
#include "ui/model/numberformat.h"
#include "ui/model/sources.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QValidator>

#include <cmath>
#include <optional>

namespace rope::ui {

using namespace rope::model;

namespace {

void styleAxes(QCustomPlot* plot)
{
    plot->setBackground(style::paper);
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->setLabelFont(style::captionFont());
        axis->setTickLabelFont(style::captionFont());
    }
}

enum Preset { NoPreset, SwapPairing, Clockwise, FromOne, OtherBase };

// "p + 1", "p − 2": the position a code uses for token p.
class OffsetSpinBox : public QSpinBox {
protected:
    QString textFromValue(int value) const override
    {
        return value < 0 ? QStringLiteral("p − %1").arg(-value) : QStringLiteral("p + %1").arg(value);
    }
    int valueFromText(const QString& text) const override { return parse(text).value_or(0); }
    QValidator::State validate(QString& text, int&) const override
    {
        return parse(text) ? QValidator::Acceptable : QValidator::Intermediate;
    }

private:
    static std::optional<int> parse(QString text)
    {
        text.remove(QLatin1Char('p')).remove(QLatin1Char(' ')).replace(QChar(0x2212), QLatin1Char('-'));
        bool ok = false;
        const int v = text.toInt(&ok);
        return ok ? std::optional<int>(v) : std::nullopt;
    }
};

} // namespace

CompareView::CompareView(QWidget* parent) :
    View(parent), m_preset(new QComboBox), m_scores(new QCustomPlot), m_difference(new QCustomPlot),
    m_scoreText(style::captionLabel()), m_patternText(style::captionLabel()),
    m_job(addJob<CompareRequest, CompareData>(
        [this]() -> std::optional<CompareRequest> {
            if (!results())
                return std::nullopt;
            return CompareRequest{{results(), ResultsInput::Reads::Everything}, convention(0), convention(1)};
        },
        computeCompare, [this](const CompareData&) { draw(); }))
{
    auto* title = new QLabel(tr("Two implementations: where do two RoPE codes disagree?"));
    title->setFont(style::titleFont());
    title->setWordWrap(true); // a narrow window wraps it, never scrolls sideways
    auto* intro = style::captionLabel(
        tr("Ports break when one code pairs, turns or counts positions differently from the other (%1). Set how "
           "each implementation applies RoPE; the same q and k are scored under both. At Δ = 0 nothing turns, so "
           "every convention agrees and a test at position 0 passes; the difference grows with |Δ|. On real code, "
           "<code>rope-explorer diagnose --input x.npy --rotated y.npy</code> names the convention from rows "
           "before and after it.")
            .arg(thirdArticle()));

    auto* controls = new QWidget;
    markAsControl(controls);
    auto* grid = new QGridLayout(controls);
    grid->setContentsMargins(0, 0, 0, 0);
    const QStringList headers = {QString(), tr("pairing"), tr("direction"), tr("position offset"), tr("base")};
    for (int c = 0; c < headers.size(); ++c)
        grid->addWidget(new QLabel(headers[c]), 0, c);
    for (int i = 0; i < 2; ++i) {
        buildSide(i);
        const Side& s = m_sides[size_t(i)];
        auto* name = new QLabel(i == 0 ? tr("<b>A</b> (reference)") : tr("<b>B</b> (the port)"));
        grid->addWidget(name, i + 1, 0);
        grid->addWidget(s.pairing, i + 1, 1);
        grid->addWidget(s.direction, i + 1, 2);
        grid->addWidget(s.offset, i + 1, 3);
        grid->addWidget(s.base, i + 1, 4);
    }
    m_preset->addItem(tr("Set B to a common porting bug…"), NoPreset);
    m_preset->addItem(tr("the other pairing (a Meta ↔ Hugging Face port)"), SwapPairing);
    m_preset->addItem(tr("turning clockwise (the sign of sin flipped)"), Clockwise);
    m_preset->addItem(tr("positions counted from 1"), FromOne);
    m_preset->addItem(tr("another base"), OtherBase);
    m_preset->setToolTip(tr("Makes B a copy of A with one classic mistake"));
    grid->addWidget(m_preset, 3, 1, 1, 4);
    grid->setColumnStretch(5, 1);
    connect(m_preset, &QComboBox::activated, this, [this](int index) { applyPreset(index); });

    // Scores against Δ, and their difference.
    styleAxes(m_scores);
    m_scores->setMinimumHeight(270);
    m_scores->xAxis->setLabel(tr("Δ = m − n"));
    m_scores->yAxis->setLabel(tr("score q̃·k̃"));
    m_scores->legend->setVisible(true);
    m_scores->legend->setFont(style::captionFont());
    // The legend names both conventions in full: above the plot, where it hides no curve.
    m_scores->axisRect()->insetLayout()->take(m_scores->legend);
    m_scores->plotLayout()->insertRow(0);
    m_scores->plotLayout()->addElement(0, 0, m_scores->legend);
    m_scores->legend->setFillOrder(QCPLayoutGrid::foRowsFirst);
    m_scores->legend->setBorderPen(Qt::NoPen);
    m_scores->plotLayout()->setRowStretchFactor(0, 0.001);
    styleAxes(m_difference);
    for (QCustomPlot* plot : {m_scores, m_difference})
        plot->setPlottingHint(QCP::phFastPolylines, true); // one polyline per graph, not a segment each
    m_difference->setMinimumHeight(150);
    m_difference->xAxis->setLabel(tr("Δ = m − n"));
    m_difference->yAxis->setLabel(tr("B − A"));
    m_scoreSection = new QWidget;
    auto* scoreLayout = new QVBoxLayout(m_scoreSection);
    scoreLayout->setContentsMargins(0, 0, 0, 0);
    scoreLayout->addWidget(m_scores, 3);
    scoreLayout->addWidget(m_difference, 2);
    scoreLayout->addWidget(m_scoreText);

    // The logit maps.
    m_patternSection = new QWidget;
    auto* patternLayout = new QVBoxLayout(m_patternSection);
    patternLayout->setContentsMargins(0, 0, 0, 0);
    auto* maps = new QHBoxLayout;
    for (MapPlot*& plot : m_maps) {
        plot = new MapPlot;
        plot->setMinimumSize(340, 340);
        maps->addWidget(plot);
    }
    for (MapPlot* plot : m_maps)
        plot->setTitlePeers({m_maps[0], m_maps[1]});
    patternLayout->addLayout(maps);
    patternLayout->addWidget(m_patternText);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title);
    layout->addWidget(intro);
    layout->addWidget(controls);
    layout->addWidget(m_scoreSection);
    layout->addWidget(m_patternSection);
    layout->addStretch(1);
    setScrollingContent(content, true);

    // B starts as the classic port bug: the other pairing.
    applyPreset(m_preset->findData(SwapPairing));
}

void CompareView::buildSide(int index)
{
    Side& s = m_sides[size_t(index)];
    s.pairing = new QComboBox;
    s.pairing->addItem(tr("(2i, 2i+1) interleaved"), int(core::Pairing::Interleaved));
    s.pairing->addItem(tr("(i, i + d/2) half-split"), int(core::Pairing::HalfSplit));
    s.pairing->setToolTip(tr("Which components turn together: Meta's and GPT-J's code pair neighbours, Hugging "
                             "Face's rotate_half pairs i with i + d/2"));
    s.direction = new QComboBox;
    s.direction->addItem(tr("counter-clockwise (+pθ)"), int(core::Direction::CounterClockwise));
    s.direction->addItem(tr("clockwise (−pθ)"), int(core::Direction::Clockwise));
    s.direction->setToolTip(tr("Clockwise is what a flipped sign of sin, or a conjugate in the complex form, gives"));
    s.offset = new OffsetSpinBox;
    s.offset->setRange(-8, 8);
    s.offset->setToolTip(tr("The position the code uses for token p (1: it counts from 1)"));
    s.base = new QComboBox;
    s.base->addItem(tr("the app's base"), 0.0);
    for (double b : {10000.0, 500000.0, 1000000.0})
        s.base->addItem(QString::number(b, 'g', 10), b);
    s.base->setToolTip(tr("θ_i = base^(−2i/d)"));
    const auto changed = [this, index] {
        if (index == 1)
            m_preset->setCurrentIndex(0);
        refreshJobs();
    };
    connect(s.pairing, &QComboBox::currentIndexChanged, this, changed);
    connect(s.direction, &QComboBox::currentIndexChanged, this, changed);
    connect(s.offset, &QSpinBox::valueChanged, this, changed);
    connect(s.base, &QComboBox::currentIndexChanged, this, changed);
}

core::Convention CompareView::convention(int index) const
{
    const Side& s = m_sides[size_t(index)];
    const core::RopeParams& rope = results()->params.rope;
    core::Convention c;
    c.pairing = core::Pairing(s.pairing->currentData().toInt());
    c.direction = core::Direction(s.direction->currentData().toInt());
    c.positionOffset = s.offset->value();
    const double base = s.base->currentData().toDouble();
    c.base = base > 0 ? base : rope.base;
    c.rotaryDim = rope.rotaryDims();
    c.scaled = rope.scaling.method != core::ScalingMethod::None;
    return c;
}

void CompareView::applyPreset(int index)
{
    const int preset = m_preset->itemData(index).toInt();
    if (preset == NoPreset)
        return;
    const Side& a = m_sides[0];
    const Side& b = m_sides[1];
    {
        const QSignalBlocker blocks[] = {QSignalBlocker(b.pairing), QSignalBlocker(b.direction),
                                         QSignalBlocker(b.offset), QSignalBlocker(b.base)};
        b.pairing->setCurrentIndex(a.pairing->currentIndex());
        b.direction->setCurrentIndex(a.direction->currentIndex());
        b.offset->setValue(a.offset->value());
        b.base->setCurrentIndex(a.base->currentIndex());
        if (preset == SwapPairing)
            b.pairing->setCurrentIndex(1 - a.pairing->currentIndex());
        else if (preset == Clockwise)
            b.direction->setCurrentIndex(1 - a.direction->currentIndex());
        else if (preset == FromOne)
            b.offset->setValue(a.offset->value() + 1);
        else if (preset == OtherBase) {
            const double aBase = results() ? convention(0).base : 10000.0;
            b.base->setCurrentIndex(b.base->findData(aBase == 10000.0 ? 500000.0 : 10000.0));
        }
    }
    m_preset->setCurrentIndex(index);
    refreshJobs();
}

void CompareView::resultsChanged()
{
    // A follows the app's pairing; B keeps its bug relative to A.
    const core::Pairing pairing = results()->params.rope.pairing;
    if (m_adoptedPairing == pairing)
        return;
    m_adoptedPairing = pairing;
    const QSignalBlocker block(m_sides[0].pairing);
    m_sides[0].pairing->setCurrentIndex(m_sides[0].pairing->findData(int(pairing)));
    applyPreset(m_preset->currentIndex());
}

bool CompareView::isCurrent() const { return View::isCurrent() && m_job->data(); }

void CompareView::draw()
{
    const CompareData& d = *m_job->data();
    if (!d.problems.empty()) { // the pictures of the last conventions that applied stay
        m_scoreText->setText(tr("<b>Not shown:</b> %1").arg(describe(d.problems)));
        emit updated();
        return;
    }
    const Results& r = *d.request.results;
    const QVector<double> x(d.deltas.begin(), d.deltas.end());
    const QVector<double> a(d.scoreA.begin(), d.scoreA.end()), b(d.scoreB.begin(), d.scoreB.end());
    QVector<double> diff(x.size());
    for (qsizetype i = 0; i < x.size(); ++i)
        diff[i] = b[i] - a[i];

    m_scores->clearGraphs();
    QCPGraph* ga = m_scores->addGraph();
    ga->setData(x, a, true);
    ga->setPen(QPen(style::query, 1.6));
    ga->setName(tr("A: %1").arg(sideSummary(0)));
    QCPGraph* gb = m_scores->addGraph();
    gb->setData(x, b, true);
    gb->setPen(QPen(style::key, 1.6, Qt::DashLine));
    gb->setName(tr("B: %1").arg(sideSummary(1)));
    style::fitCurveQuality(m_scores, x.size());
    m_scores->rescaleAxes();
    // A twentieth of the span above and below: B's lowest dip ran along the bottom axis.
    const QCPRange scoreRange = m_scores->yAxis->range();
    m_scores->yAxis->setRange(scoreRange.lower - 0.05 * scoreRange.size(), scoreRange.upper + 0.05 * scoreRange.size());
    replotSoon(m_scores);

    m_difference->clearGraphs();
    QCPGraph* gd = m_difference->addGraph();
    gd->setData(x, diff, true);
    gd->setPen(QPen(style::selection, 1.4));
    gd->setBrush(QColor(style::selection.red(), style::selection.green(), style::selection.blue(), 40));
    // Every convention agrees at Δ = 0: marked, since that is where a port is usually tested.
    QCPGraph* zero = m_difference->addGraph();
    zero->setData(QVector<double>{0.0}, QVector<double>{diff[x.size() / 2]});
    zero->setLineStyle(QCPGraph::lsNone);
    zero->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(style::ink, 1.5), style::paper, 8));
    style::fitCurveQuality(m_difference, x.size());
    m_difference->rescaleAxes();
    const double span = std::max(d.maxDifference, 1e-12);
    m_difference->yAxis->setRange(-span * 1.1, span * 1.1);
    replotSoon(m_difference);

    const double noise = 1e-9 * std::max(1.0, d.scoreA.cwiseAbs().maxCoeff());
    QString scores;
    if (d.maxDifference <= noise) {
        scores = tr("<b>The scores agree at every Δ</b> (max |B − A| = %1).").arg(formatNearZero(d.maxDifference));
        scores += d.vectorDifference > noise
                      ? tr(" Yet the codes rotate q differently (max %1 between R<sub>A</sub>·q and R<sub>B</sub>·q "
                           "at m = %2): an offset moves q and k together and the score sees only m − n. Scores "
                           "cannot show it; the rotated vectors can, and <code>diagnose</code> reads them.")
                            .arg(formatNumber(d.vectorDifference, 3))
                            .arg(r.params.m)
                      : tr(" A and B are the same convention here.");
    } else {
        scores = tr("<b>At Δ = 0 the codes agree</b> (|B − A| = %1): nothing turns at Δ = 0, so a test at position 0 "
                    "passes. They part from |Δ| = %2 on and differ by up to <b>%3</b> over |Δ| ≤ %4.")
                     .arg(formatNearZero(d.differenceAtZero))
                     .arg(d.firstDelta)
                     .arg(formatNumber(d.maxDifference, 3))
                     .arg(d.deltas.size() / 2);
    }
    const double g = r.freqs.attentionFactor;
    if (std::abs(g - 1) < 1e-12)
        scores += tr("<br><b>Lengths unchanged:</b> ‖q‖ = %1, ‖R<sub>A</sub>·q‖ = %2, ‖R<sub>B</sub>·q‖ = %3. Both "
                     "codes rotate, so a norm check cannot catch the difference.")
                      .arg(formatNumber(d.normQ, 6), formatNumber(d.normA, 6), formatNumber(d.normB, 6));
    else
        scores +=
            tr("<br><b>Lengths equal:</b> ‖R<sub>A</sub>·q‖ = %2 and ‖R<sub>B</sub>·q‖ = %3, both the attention "
               "factor %4 times ‖q‖ = %1. Both codes rotate and scale alike, so a norm check cannot catch the "
               "difference.")
                .arg(formatNumber(d.normQ, 6), formatNumber(d.normA, 6), formatNumber(d.normB, 6), formatNumber(g, 6));
    if (r.params.rope.thetaOverride)
        scores += tr("<br>The app's fixed θ is not used here: both codes turn pair i by θ<sub>i</sub> = "
                     "base<sup>−2i/d</sup>.");
    m_scoreText->setText(scores);

    const auto range =
        std::pair<double, double>(std::min(d.logitsA.min, d.logitsB.min), std::max(d.logitsA.max, d.logitsB.max));
    m_maps[0]->setMap(d.logitsA, d.tokens, 1, MapPlot::Palette::Diverging,
                      tr("<b>A</b> logits · diagonal spread %1").arg(formatNearZero(d.logitsA.diagonalSpread)),
                      tr("logit"), range);
    m_maps[1]->setMap(d.logitsB, d.tokens, 1, MapPlot::Palette::Diverging,
                      tr("<b>B</b> logits · diagonal spread %1").arg(formatNearZero(d.logitsB.diagonalSpread)),
                      tr("logit"), range);
    m_maps[0]->setScaleVisible(false);
    m_patternText->setText(
        tr("A: %1. B: %2.<br>").arg(sideSummary(0), sideSummary(1)) +
        (d.patternDifference <= noise
             ? tr("Same q and k over the first %1 positions: the logit maps are identical (max |B − A| = %2).")
                   .arg(d.tokens)
                   .arg(formatNearZero(d.patternDifference))
             : tr("Same q and k over the first %1 positions: the logits differ by up to <b>%2</b>. Weights trained "
                  "under A meet a different pattern of angles under B: each map is still a clean function of Δ, but "
                  "not the same one, though every vector keeps its length.")
                   .arg(d.tokens)
                   .arg(formatNumber(d.patternDifference, 3))));
    emit updated();
}

QString CompareView::sideSummary(int index) const
{
    // The controls are hidden in a figure: the legend says what A and B are.
    const Side& s = m_sides[size_t(index)];
    const core::Convention c = convention(index);
    return tr("%1, %2, position p %3 %4, base %5")
        .arg(s.pairing->currentText(), s.direction->currentText(), c.positionOffset < 0 ? "−" : "+")
        .arg(std::abs(c.positionOffset))
        .arg(QString::number(c.base, 'g', 10));
}

QString CompareView::readout() const { return m_scoreText->text() + QLatin1Char('\n') + m_patternText->text(); }

std::vector<View::Section> CompareView::sections()
{
    return {{QStringLiteral("scores"), m_scoreSection}, {QStringLiteral("patterns"), m_patternSection}};
}

QJsonObject CompareView::viewState() const
{
    QJsonObject state;
    for (int i = 0; i < 2; ++i) {
        const Side& s = m_sides[size_t(i)];
        state.insert(i == 0 ? QStringLiteral("a") : QStringLiteral("b"),
                     QJsonObject{{"pairing", nameKey(core::Pairing(s.pairing->currentData().toInt()))},
                                 {"direction", s.direction->currentIndex() == 1 ? "cw" : "ccw"},
                                 {"offset", s.offset->value()},
                                 {"base", s.base->currentData().toDouble()}});
    }
    return state;
}

QString CompareView::stateCaption() const
{
    if (!results()) // the sides read the window's base
        return {};
    return tr("A: %1 · B: %2").arg(sideSummary(0), sideSummary(1));
}

void CompareView::applyViewState(const QJsonObject& state)
{
    for (int i = 0; i < 2; ++i) {
        const QJsonObject o = state.value(i == 0 ? QStringLiteral("a") : QStringLiteral("b")).toObject();
        if (o.isEmpty())
            continue;
        const Side& s = m_sides[size_t(i)];
        const QSignalBlocker blocks[] = {QSignalBlocker(s.pairing), QSignalBlocker(s.direction),
                                         QSignalBlocker(s.offset), QSignalBlocker(s.base)};
        if (const auto pairing = fromNameKey<core::Pairing>(o.value("pairing").toString()))
            s.pairing->setCurrentIndex(s.pairing->findData(int(*pairing)));
        if (o.value("direction").isString())
            s.direction->setCurrentIndex(o.value("direction").toString() == QLatin1String("cw") ? 1 : 0);
        if (o.value("offset").isDouble())
            s.offset->setValue(o.value("offset").toInt());
        if (o.value("base").isDouble()) {
            const int at = s.base->findData(o.value("base").toDouble());
            if (at >= 0)
                s.base->setCurrentIndex(at);
        }
    }
    m_preset->setCurrentIndex(0);
    refreshJobs();
}

QJsonObject CompareView::facts() const
{
    if (!m_job->data() || !m_job->data()->problems.empty())
        return {};
    return {{"differenceAtZero", m_job->data()->differenceAtZero},
            {"maxDifference", m_job->data()->maxDifference},
            {"firstDelta", m_job->data()->firstDelta},
            {"normQ", m_job->data()->normQ},
            {"normA", m_job->data()->normA},
            {"normB", m_job->data()->normB},
            {"vectorDifference", m_job->data()->vectorDifference},
            {"patternDifference", m_job->data()->patternDifference},
            {"spreadA", m_job->data()->logitsA.diagonalSpread},
            {"spreadB", m_job->data()->logitsB.diagonalSpread}};
}

} // namespace rope::ui
