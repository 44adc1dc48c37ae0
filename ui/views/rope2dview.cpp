// 2-D RoPE for vision transformers: the cross of axial RoPE and its absence with mixed directions.
#include "ui/views/rope2dview.h"

#include "ui/model/messages.h"
#include "ui/model/numberformat.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rope::ui {

using namespace rope::model;

/// The directions ω_i the pairs turn along, as lines through one point (y down, as on the map),
/// coloured by the pair's frequency: axial RoPE's are a "+", mixed directions a star.
class DirectionRose : public QWidget {
public:
    DirectionRose() { setFixedSize(112, 112); }
    void setFrequencies(const core::Rope2dFrequencies& freqs)
    {
        m_freqs = freqs;
        update();
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        p.fillRect(rect(), style::paper);
        const QPointF centre = QRectF(rect()).center();
        const QFont font = style::fontOfSize(7.5);
        const double name = std::ceil(QFontMetricsF(font).height()); // room for the axis names outside
        const double radius = std::min(width(), height()) / 2.0 - name;
        p.setPen(QPen(style::masked, 1));
        p.drawEllipse(centre, radius, radius);
        const Eigen::Index pairs = m_freqs.theta.size();
        const Eigen::Index quarter = std::max<Eigen::Index>(pairs / 2, 1);
        // Slow pairs first, so the fast ones (which make the cross sharp) stay on top.
        for (Eigen::Index i = pairs - 1; i >= 0; --i) {
            const double t = quarter > 1 ? double(i % quarter) / double(quarter - 1) : 0.0;
            p.setPen(QPen(style::frequencyRamp(t), 2.2, Qt::SolidLine, Qt::RoundCap));
            const QPointF u(std::cos(m_freqs.direction[i]) * radius, std::sin(m_freqs.direction[i]) * radius);
            p.drawLine(centre - u, centre + u);
        }
        p.setPen(style::faint);
        p.setFont(font);
        p.drawText(QRectF(centre.x() + radius, centre.y() - name / 2, name, name), Qt::AlignCenter,
                   QStringLiteral("x"));
        p.drawText(QRectF(centre.x() - name / 2, centre.y() + radius, name, name), Qt::AlignCenter,
                   QStringLiteral("y"));
    }

private:
    core::Rope2dFrequencies m_freqs;
};

namespace {

constexpr int kSeedMax = 99;

// A map, its colour bar only on the right-hand one, and its rose with a line of text beside it.
QWidget* panel(MapPlot* plot, DirectionRose* rose, QLabel* roseText)
{
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    plot->setMinimumSize(340, 300); // its height follows its width (Rope2dView::eventFilter)
    layout->addWidget(plot);
    auto* row = new QHBoxLayout; // map, rose and text stay together at the top; room to spare goes below
    row->addWidget(rose);
    roseText->setMinimumWidth(120);
    row->addWidget(roseText, 1);
    layout->addLayout(row);
    layout->addStretch(1);
    return box;
}

} // namespace

Rope2dView::Rope2dView(QWidget* parent) :
    View(parent), m_grid(new QSpinBox), m_headDim(new QComboBox), m_base(new QComboBox), m_content(new QComboBox),
    m_seed(new QSpinBox), m_queryX(new QSpinBox), m_queryY(new QSpinBox), m_axialPlot(new MapPlot),
    m_mixedPlot(new MapPlot), m_axialRose(new DirectionRose), m_mixedRose(new DirectionRose),
    m_explanation(style::captionLabel()),
    m_job(addJob<Rope2dSettings, Rope2dMaps>([this] { return std::optional<Rope2dSettings>(settings()); },
                                             computeRope2d, [this](const Rope2dMaps& maps) { draw(maps); },
                                             RunsOn::GuiThread))
{
    markAsFigure(m_axialRose);
    markAsFigure(m_mixedRose);
    auto* title = new QLabel(tr("2-D RoPE for images: why axial RoPE draws a cross"));
    title->setFont(style::titleFont());
    title->setWordWrap(true); // a narrow window wraps it, never scrolls sideways
    auto* intro = style::captionLabel(
        tr("A vision transformer gives each patch a grid position p = (x, y), and rotary pair i turns by an angle "
           "φ<sub>i</sub>(p). <b>Axial</b> RoPE turns half the pairs with x and half with y; <b>mixed</b> directions "
           "turn every pair along its own direction, φ<sub>i</sub> = θ<sub>i</sub>·(x cos α<sub>i</sub> + y sin "
           "α<sub>i</sub>). Below: the score of the query (boxed) against a key with the same content at every "
           "patch, divided by q·k. The view has its own head dimension and base: a "
           "vision transformer's are not a language model's."));

    auto* controls = new QWidget;
    markAsControl(controls);
    auto* row = new FlowLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    const auto labelled = [row](const QString& text, QWidget* control, const QString& tip) {
        control->setToolTip(tip);
        row->addWidget(labelledControl(text, control));
    };
    m_grid->setRange(16, 65);
    m_grid->setValue(33);
    labelled(tr("Grid"), m_grid, tr("Patches per side (a 224-pixel image in 16-pixel patches is 14 × 14)"));
    for (int d : {16, 32, 64, 128})
        m_headDim->addItem(QString::number(d), d);
    m_headDim->setCurrentIndex(2);
    labelled(tr("Head dimension d"), m_headDim, tr("Components per head: d/2 pairs, d/4 frequencies per axis"));
    for (int b : {10, 100, 10000})
        m_base->addItem(QString::number(b), b);
    m_base->setCurrentIndex(1);
    labelled(tr("base"), m_base,
             tr("θ_j = base^(−4j/d). RoPE-ViT uses 100: a grid spans tens of patches, not thousands of tokens, so "
                "with a language model's 10000 most pairs would hardly turn"));
    m_content->addItem(tr("all ones"), int(Rope2dContent::Ones));
    m_content->addItem(tr("random"), int(Rope2dContent::Random));
    labelled(tr("q = k"), m_content,
             tr("The query's and the key's content (the same vector): all ones weighs every pair alike; random "
                "draws N(0, 1) entries from the seed"));
    m_seed->setRange(1, kSeedMax);
    m_seed->setEnabled(false);
    labelled(tr("seed"), m_seed, tr("Seed of the random content"));
    labelled(tr("query x"), m_queryX, tr("The query patch's column (or click a map)"));
    labelled(tr("y"), m_queryY, tr("The query patch's row (or click a map)"));
    gridChanged();

    connect(m_grid, &QSpinBox::valueChanged, this, [this] {
        gridChanged();
        refreshJobs();
    });
    for (QComboBox* box : {m_headDim, m_base, m_content})
        connect(box, &QComboBox::currentIndexChanged, this, &Rope2dView::refreshJobs);
    for (QSpinBox* box : {m_seed, m_queryX, m_queryY})
        connect(box, &QSpinBox::valueChanged, this, &Rope2dView::refreshJobs);
    for (MapPlot* plot : {m_axialPlot, m_mixedPlot}) {
        plot->setTitlePeers({m_axialPlot, m_mixedPlot});
        plot->installEventFilter(this);
        connect(plot, &MapPlot::clicked, this, [this](int y, int x) {
            {
                const QSignalBlocker blockX(m_queryX), blockY(m_queryY);
                m_queryX->setValue(x);
                m_queryY->setValue(y);
            }
            refreshJobs(); // once for both
        });
    }

    m_axialText = style::captionLabel();
    m_mixedText = style::captionLabel();
    m_mapSection = new QWidget;
    auto* mapLayout = new QVBoxLayout(m_mapSection);
    mapLayout->setContentsMargins(0, 0, 0, 0);
    auto* maps = new FlowLayout(FlowLayout::Mode::Columns); // side by side, or one under the other
    maps->addWidget(panel(m_axialPlot, m_axialRose, m_axialText));
    maps->addWidget(panel(m_mixedPlot, m_mixedRose, m_mixedText));
    mapLayout->addLayout(maps);
    mapLayout->addWidget(m_explanation);
    mapLayout->addStretch(1);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title);
    layout->addWidget(intro);
    layout->addWidget(controls);
    layout->addWidget(windowHint(tr("Click a map to move the query.")));
    layout->addWidget(m_mapSection);
    layout->addStretch(1);
    setScrollingContent(content, true);
}

void Rope2dView::gridChanged()
{
    // A query at the centre stays at the centre; one elsewhere stays put if it still fits, else it
    // goes to the new centre.
    const int n = m_grid->value();
    for (QSpinBox* box : {m_queryX, m_queryY}) {
        const QSignalBlocker block(box);
        const bool keep = box->value() != m_lastGrid / 2 && box->value() < n;
        box->setRange(0, n - 1);
        if (!keep)
            box->setValue(n / 2);
    }
    m_lastGrid = n;
}

bool Rope2dView::eventFilter(QObject* watched, QEvent* event)
{
    // A map as tall as its width makes its square (MapPlot keeps 130 px across and 56 down for axes
    // and colour bar) plus its one-line title, so no band of paper opens between map and rose.
    if (event->type() == QEvent::Resize && (watched == m_axialPlot || watched == m_mixedPlot)) {
        auto* plot = static_cast<MapPlot*>(watched);
        const int titleHeight = QFontMetrics(style::captionFont()).height() + 4;
        const int height = std::clamp(plot->width() - 130, 240, 560) + 56 + titleHeight;
        if (plot->height() != height)
            plot->setFixedHeight(height);
    }
    return View::eventFilter(watched, event);
}

Rope2dSettings Rope2dView::settings() const
{
    Rope2dSettings s;
    s.grid = m_grid->value();
    s.headDim = m_headDim->currentData().toInt();
    s.base = m_base->currentData().toDouble();
    s.content = Rope2dContent(m_content->currentData().toInt());
    s.seed = m_seed->value();
    s.queryX = m_queryX->value();
    s.queryY = m_queryY->value();
    return s;
}

const Rope2dMaps& Rope2dView::maps() const
{
    static const Rope2dMaps none;
    return m_job->data() ? *m_job->data() : none;
}

void Rope2dView::draw(const Rope2dMaps& maps)
{
    const Rope2dSettings& s = maps.settings;
    m_seed->setEnabled(s.content == Rope2dContent::Random);
    if (!maps.problems.empty()) { // the controls offer no such values; kept for the API's sake
        m_explanation->setText(describe(maps.problems));
        emit updated();
        return;
    }
    MapPlot::Grid grid;
    grid.rows = grid.cols = s.grid;
    grid.xLabel = tr("key x");
    grid.yLabel = tr("key y");
    // One scale for both, from the lowest score of either map to the query's own 1: the cross is a
    // difference of a few tenths, which a scale from −1 would leave pale.
    grid.low = std::min(maps.axial.map.minCoeff(), maps.mixed.map.minCoeff());
    grid.high = 1;
    // The titles stay one line: MapPlot sizes its square from the title's unwrapped height.
    const auto meanText = [](const core::CrossMeans& c) {
        return tr("<b>Row and column through the query: %1</b> on average; other cells as far away: %2.")
            .arg(formatNumber(c.onCross, 2), formatNumber(c.offCross, 2));
    };
    m_axialPlot->setGrid(maps.axial.map.cast<float>(), grid, MapPlot::Palette::Sequential,
                         tr("<b>Axial</b>: half the pairs turn with x, half with y"), tr("score ÷ q·k"));
    m_mixedPlot->setGrid(maps.mixed.map.cast<float>(), grid, MapPlot::Palette::Sequential,
                         tr("<b>Mixed</b>: each pair turns along its own direction"), tr("score ÷ q·k"));
    m_axialPlot->setScaleVisible(false);
    for (MapPlot* plot : {m_axialPlot, m_mixedPlot})
        plot->setMarker(s.queryY, s.queryX);
    m_axialRose->setFrequencies(maps.axial.freqs);
    m_mixedRose->setFrequencies(maps.mixed.freqs);
    const int pairs = s.headDim / 2;
    m_axialText->setText(meanText(maps.axial.cross) + QStringLiteral("<br>") +
                         tr("Left: the directions the pairs turn along, %1 on x and %1 on y; colour: frequency, "
                            "fast (yellow) to slow (purple).")
                             .arg(pairs / 2));
    m_mixedText->setText(meanText(maps.mixed.cross) + QStringLiteral("<br>") +
                         tr("Left: %1 pairs along %1 directions α<sub>i</sub> = π·frac(0.618…·i) (golden ratio), "
                            "at the same frequencies.")
                             .arg(pairs));
    m_explanation->setText(
        tr("<b>Why the cross.</b> A pair turns only as the key moves along its direction. Along the row through "
           "the query (Δy = 0) the %1 y-pairs do not turn at all: half the pairs match perfectly however far the key "
           "is. Along the column, the x-pairs. So the whole row and column keep half of the peak from the pairs "
           "standing still, plus what the turning half adds. <b>Mixed directions</b> give each pair its own line of "
           "stillness; no line through the query holds more than one pair, so none stands out and the cross is "
           "gone. RoPE-Mixed (Heo et al. 2024) learns its directions; here they are fixed golden-ratio angles. Both "
           "maps turn at the same frequencies θ<sub>j</sub> = %2<sup>−4j/%3</sup>.")
            .arg(pairs / 2)
            .arg(formatNumber(s.base, 6))
            .arg(s.headDim));
    emit updated();
}

std::vector<View::Section> Rope2dView::sections() { return {{QStringLiteral("maps"), m_mapSection}}; }

std::vector<QWidget*> Rope2dView::pictures() { return {m_axialPlot, m_mixedPlot}; }

QJsonObject Rope2dView::viewState() const
{
    const Rope2dSettings s = settings();
    return {{"grid", s.grid},    {"headDim", s.headDim},
            {"base", s.base},    {"content", s.content == Rope2dContent::Ones ? "ones" : "random"},
            {"seed", s.seed},    {"queryX", s.queryX},
            {"queryY", s.queryY}};
}

QString Rope2dView::stateCaption() const
{
    const Rope2dSettings s = settings();
    return tr("grid %1 × %1, query at (%2, %3), q = k: %4")
               .arg(s.grid)
               .arg(s.queryX)
               .arg(s.queryY)
               .arg(s.content == Rope2dContent::Random ? tr("random (seed %1)").arg(s.seed) : tr("all ones")) +
           QStringLiteral(" · ") + tr("lab head: d = %1, base %2").arg(s.headDim).arg(formatNumber(s.base, 8));
}

void Rope2dView::applyViewState(const QJsonObject& state)
{
    if (state.contains("grid"))
        m_grid->setValue(state.value("grid").toInt());
    if (const int i = m_headDim->findData(state.value("headDim").toInt()); i >= 0)
        m_headDim->setCurrentIndex(i);
    if (const int i = m_base->findData(state.value("base").toInt()); i >= 0)
        m_base->setCurrentIndex(i);
    if (state.contains("content"))
        m_content->setCurrentIndex(state.value("content").toString() == QLatin1String("random") ? 1 : 0);
    if (state.contains("seed"))
        m_seed->setValue(state.value("seed").toInt());
    if (state.contains("queryX"))
        m_queryX->setValue(state.value("queryX").toInt());
    if (state.contains("queryY"))
        m_queryY->setValue(state.value("queryY").toInt());
}

QJsonObject Rope2dView::facts() const
{
    const Rope2dSettings s = settings();
    QJsonObject facts{
        {"grid", s.grid}, {"headDim", s.headDim}, {"base", s.base}, {"queryX", s.queryX}, {"queryY", s.queryY}};
    if (const auto& maps = m_job->data(); maps && maps->problems.empty()) {
        facts.insert("axial.onCross", maps->axial.cross.onCross);
        facts.insert("axial.offCross", maps->axial.cross.offCross);
        facts.insert("mixed.onCross", maps->mixed.cross.onCross);
        facts.insert("mixed.offCross", maps->mixed.cross.offCross);
    }
    return facts;
}

} // namespace rope::ui
