// The heatmap view: RoPE attention maps, encodings compared, the additive terms, not element-wise.
#include "ui/views/heatmapview.h"

#include "core/additive.h"
#include "core/rotation.h"
#include "ui/model/names.h"
#include "ui/views/heatmaptext.h"
#include "ui/widgets/captionlabel.h"
#include "ui/widgets/colorbar.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace rope::ui {

using namespace rope::model;

namespace {

// The maps' area asks for no more than its minimum: it takes the height the window has (the maps
// shrink to fit) instead of the height wrapped text and width-filling maps would prefer, which
// made the view taller than the window and cut the last row of maps.
class FillArea : public QWidget {
public:
    QSize sizeHint() const override { return minimumSizeHint(); }
    bool hasHeightForWidth() const override { return false; }
};

} // namespace

HeatmapView::HeatmapView(QWidget* parent) :
    View(parent), m_mode(new QComboBox), m_logits(new QRadioButton(tr("Logits"))),
    m_weights(new QRadioButton(tr("Softmax weights"))), m_sharedScale(new QCheckBox(tr("one colour scale"))),
    m_title(new QLabel), m_caption(new CaptionLabel), m_captionProbe(new CaptionLabel(this)), m_side(new QWidget),
    m_bar(new ColorBar), m_barSpace(new QWidget), m_barHolder(new QWidget), m_hover(new CaptionLabel),
    m_gridArea(new FillArea), m_grid(new QGridLayout(m_gridArea))
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(6); // arrange() counts on it
    m_gridArea->installEventFilter(this);
    for (const auto& mode : nameTable<HeatmapMode>())
        m_mode->addItem(nameLabel(mode.value), int(mode.value));
    m_mode->setToolTip(tr("What the heatmaps compare"));
    m_logits->setChecked(true);
    m_logits->setToolTip(tr("Show the logits, on a diverging palette centred at 0"));
    m_weights->setToolTip(tr("Show the softmax weights, on a sequential palette"));
    auto* group = new QButtonGroup(this);
    group->addButton(m_logits);
    group->addButton(m_weights);
    m_sharedScale->setChecked(true);
    m_sharedScale->setToolTip(tr("Compared maps on one colour scale (else each on its own)"));

    m_title->setFont(style::titleFont());
    m_title->setWordWrap(true);
    m_caption->setFont(style::captionFont());
    m_caption->setWordWrap(true);
    m_caption->setTextFormat(Qt::RichText);
    m_captionProbe->setFont(m_caption->font());
    m_captionProbe->setWordWrap(true);
    m_captionProbe->setTextFormat(Qt::RichText);
    m_hover->setFont(style::captionFont());
    m_hover->setTextFormat(Qt::RichText);
    m_hover->setMinimumHeight(m_hover->fontMetrics().height() * 2);

    // As wide as its longest name at most (under the maps, the row is the window's width), and
    // narrower where the side panel is.
    m_mode->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_mode->setMaximumWidth(m_mode->sizeHint().width());
    m_mode->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_mode->setMinimumContentsLength(16);
    // The mode on a row of its own, as wide as the panel: its names are long ("Compare encodings:
    // none | sinusoidal | RoPE"), and beside the buttons they were cut.
    auto* controlRow = new QWidget;
    auto* column = new QVBoxLayout(controlRow);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_mode);
    auto* controls = new FlowLayout;
    controls->setContentsMargins(0, 0, 0, 0);
    column->addLayout(controls);
    controls->addWidget(m_logits);
    controls->addWidget(m_weights);
    controls->addWidget(m_sharedScale);
    markAsControl(controlRow);
    markAsControl(m_hover);
    m_captionProbe->hide();
    m_hover->setWordWrap(true);
    m_hover->setMinimumHeight(m_hover->fontMetrics().lineSpacing() * 3);
    m_hover->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // The side panel: the controls, then the one colour scale beside the caption and the readout.
    auto* barColumn = new QVBoxLayout(m_barHolder);
    barColumn->setContentsMargins(0, 0, 0, 0);
    barColumn->setSpacing(0);
    barColumn->addWidget(m_barSpace);
    barColumn->addWidget(m_bar);
    barColumn->addStretch(1);
    auto* textColumn = new QVBoxLayout;
    textColumn->setContentsMargins(0, 0, 0, 0);
    textColumn->addWidget(controlRow);
    textColumn->addWidget(m_caption);
    textColumn->addWidget(m_hover);
    textColumn->addStretch(1);
    m_textColumnWidgets = {controlRow, m_caption, m_hover};
    m_textColumnSpacing = textColumn->spacing();
    m_sideLayout = new QHBoxLayout(m_side);
    m_sideLayout->setContentsMargins(0, 0, 0, 0);
    m_sideLayout->addWidget(m_barHolder);
    m_sideLayout->addLayout(textColumn, 1);
    m_barSpace->setFixedHeight(0);
    m_bar->hide();
    m_grid->addWidget(m_side, 0, 0);
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 4, 6, 4); // the figure's room: the window gives the frame
    layout->addWidget(m_title);
    layout->addWidget(m_gridArea, 1);
    // A small screen scrolls instead of squeezing the maps; the bar stays, as the content wraps.
    m_scroll = setScrollingContent(content, true);
    m_scroll->viewport()->installEventFilter(this); // the room is the viewport's: see arrange()

    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] {
        if (!results())
            return;
        AppParams p = results()->params;
        p.heatmapMode = HeatmapMode(m_mode->currentData().toInt());
        emit paramsRequested(p);
    });
    connect(m_weights, &QRadioButton::toggled, this, [this] { showMaps(); });
    connect(m_sharedScale, &QCheckBox::toggled, this, [this] { showMaps(); });
    // The maps of the usual modes made now, hidden: a new QCustomPlot queues a replot of itself,
    // which made at first show ran with the map's data, 20 ms among that turn's other events.
    for (int i = 0; i < 3; ++i)
        plotAt(i)->hide();
}

MapPlot* HeatmapView::plotAt(int index)
{
    while (int(m_pool.size()) <= index) {
        auto* plot = new MapPlot(this);
        plot->setSteadyMargin(true); // N is dragged from 2 to 131072: the maps stay where they are
        const int i = int(m_pool.size());
        connect(plot, &MapPlot::hovered, this, [this, i](int m, int n, double v) { hovered(m, n, v, i); });
        connect(plot, &MapPlot::clicked, this, &HeatmapView::clicked);
        // The plot area is known once the plot has laid itself out.
        connect(plot->plot(), &QCustomPlot::afterLayout, this,
                [this] { QTimer::singleShot(0, this, &HeatmapView::alignBar); });
        m_pool.push_back(plot);
    }
    return m_pool[size_t(index)];
}

void HeatmapView::resultsChanged()
{
    if (!isVisible())
        return; // filling colour maps is the costly part: done when shown (showEvent)
    {
        const QSignalBlocker block(m_mode);
        m_mode->setCurrentIndex(m_mode->findData(int(results()->params.heatmapMode)));
    }
    if (results()->attention != m_shown)
        showMaps();
    for (MapPlot* plot : m_plots) {
        plot->setDimmed(stale());
        plot->setMarker(results()->params.m, results()->params.n);
    }
}

void HeatmapView::showMaps()
{
    if (!results() || !results()->attention)
        return;
    const AttentionMaps& maps = *results()->attention;
    m_shown = results()->attention;
    m_hover->clear(); // it read the previous map; the next hover fills it from this one
    const bool weights = m_weights->isChecked();
    const HeatmapMode mode = maps.params.heatmapMode;
    m_weights->setEnabled(!isDecomposition(mode));
    m_logits->setEnabled(!isDecomposition(mode));
    m_sharedScale->setEnabled(mode != HeatmapMode::Rope);
    m_panels.clear();

    // The maps stay where they are while their number does (a slider's every frame): only a change
    // of mode places them again.
    const size_t shownBefore = m_plots.size();
    m_plots.clear();
    // The panels to show: name, the map of the shown quantity, and its pooling.
    struct Panel {
        QString key, name;
        const PooledMap* map;
    };
    std::vector<Panel> panels;
    auto encoding = [&](const QString& key, const EncodingMaps& e, const QString& name) {
        panels.push_back({key, name, weights ? &e.weights : &e.logits});
    };
    const bool decomposition = isDecomposition(mode);
    switch (mode) {
    case HeatmapMode::Rope:
        encoding(QStringLiteral("rope"), maps.rope, tr("RoPE"));
        break;
    case HeatmapMode::CompareEncodings:
        if (maps.none && maps.sinusoidal) {
            encoding(QStringLiteral("none"), *maps.none, tr("No position encoding"));
            encoding(QStringLiteral("sinusoidal"), *maps.sinusoidal, tr("Sinusoidal, added"));
            encoding(QStringLiteral("rope"), maps.rope, tr("RoPE"));
        }
        break;
    case HeatmapMode::Decomposition:
    case HeatmapMode::DecompositionIdentity: {
        const QString keys[] = {QStringLiteral("cc"), QStringLiteral("cp"), QStringLiteral("pc"), QStringLiteral("pp"),
                                QStringLiteral("total")};
        const QStringList names = heatmaptext::decompositionNames(mode == HeatmapMode::DecompositionIdentity);
        for (size_t i = 0; i < maps.decomposition.size(); ++i)
            panels.push_back({keys[i], names[int(i)], &maps.decomposition[i]});
        break;
    }
    case HeatmapMode::NotElementwise:
        if (maps.none) {
            encoding(QStringLiteral("none"), *maps.none, tr("Un-rotated q·k/√d"));
            encoding(QStringLiteral("rope"), maps.rope, tr("RoPE q̃·k̃/√d"));
        }
        break;
    }
    // Compared panels share one colour scale (one bar, beside them) unless asked otherwise.
    const bool shared = m_sharedScale->isChecked() && panels.size() > 1;
    std::optional<std::pair<double, double>> range;
    if (shared) {
        double low = INFINITY, high = -INFINITY;
        for (const Panel& panel : panels) {
            low = std::min(low, double(panel.map->min));
            high = std::max(high, double(panel.map->max));
        }
        range = std::pair(weights && !decomposition ? 0.0 : low, high);
    }
    const int n = decomposition ? maps.decompositionN : maps.n;
    const int pool = decomposition ? maps.decompositionPool : maps.pool;
    const MapPlot::Palette palette =
        weights && !decomposition ? MapPlot::Palette::Sequential : MapPlot::Palette::Diverging;
    const QString scaleLabel = weights && !decomposition ? tr("softmax weight") : tr("logit");
    for (size_t i = 0; i < panels.size(); ++i) {
        const Panel& panel = panels[i];
        MapPlot* plot = plotAt(int(i));
        plot->setMap(*panel.map, n, pool, palette,
                     QStringLiteral("<b>%1</b> · %2").arg(panel.name, heatmaptext::spread(panel.map->diagonalSpread)),
                     scaleLabel, range);
        // One scale for compared maps stands apart, beside them (ColorBar): every map keeps its width.
        plot->setScaleVisible(!shared, false);
        plot->show();
        m_plots.push_back(plot);
        m_panels.push_back({panel.key, panel.map->diagonalSpread, panel.map->min, panel.map->max});
    }

    // Said once in the caption, not in each map's title: a title that gained a line as N was
    // dragged past the float threshold made the maps jump.
    const bool rounding =
        maps.floatProducts && !maps.toeplitz && !decomposition &&
        std::any_of(panels.begin(), panels.end(), [](const Panel& panel) { return panel.map->diagonalSpread < 1e-3; });
    const QString pooling = heatmaptext::pooling(maps, {maps.pool, maps.n, maps.sampledRows, rounding, maps.coarse});
    // Masked cells are grey among logits; among weights they are simply 0.
    const QString masked = maps.params.mask != core::Mask::Causal ? QString()
                           : weights                              ? tr(" Keys after the query are masked: weight 0.")
                                                                  : tr(" Grey: masked (key after query).");
    const heatmaptext::Caption caption = heatmaptext::caption(maps, weights, pooling, masked);
    m_caption->setText(caption.text);
    m_title->setText(caption.title);
    // The maps are sized for the longest caption this mode can show at any N (every pooling and
    // sampling sentence, numbers at their widest): dragging N changes the caption, never the maps.
    m_longestCaption =
        heatmaptext::caption(maps, weights, heatmaptext::pooling(maps, {999, 999999, 999999, !decomposition, true}),
                             masked)
            .text;
    m_bar->setVisible(shared);
    if (shared)
        m_bar->follow(*m_plots.back());
    for (size_t i = m_plots.size(); i < shownBefore; ++i) {
        m_grid->removeWidget(m_pool[i]);
        m_pool[i]->hide();
    }
    if (m_plots.size() != shownBefore)
        m_columns = 0; // another number of maps: arranged afresh
    arrange();
    for (MapPlot* plot : m_plots) {
        plot->setTitlePeers(m_plots);
        plot->setDimmed(stale());
        plot->setMarker(results()->params.m, results()->params.n);
    }
    emit updated();
}

bool HeatmapView::stale() const
{
    // A coarse first picture of these very parameters is not stale: it is being refined.
    return !results() || !results()->attention || !sameAttentionInputs(results()->attention->params, results()->params);
}

void HeatmapView::hovered(int m, int n, double mapValue, int plotIndex)
{
    if (!results() || !results()->attention)
        return;
    const AppParams& p = results()->params;
    const AttentionMaps& maps = *results()->attention;
    const bool visible = p.mask == core::Mask::None || n <= m;
    // Exact RoPE values at (m, n), recomputed in double from the content on the GUI thread: one cell
    // under the mouse costs two rotations of d numbers.
    const core::FrequencyTable& f = results()->freqs;
    const Eigen::VectorXd q = contentVector(p, core::ContentRole::Query, m),
                          k = contentVector(p, core::ContentRole::Key, n);
    const core::RowMatrixXd qr =
        core::rotate<double>(p.rope, f, q.transpose(), Eigen::VectorXd::Constant(1, m), core::Precision::Fp64);
    const core::RowMatrixXd kr =
        core::rotate<double>(p.rope, f, k.transpose(), Eigen::VectorXd::Constant(1, n), core::Precision::Fp64);
    const double logit = qr.row(0).dot(kr.row(0)) / std::sqrt(double(p.rope.headDim));
    // The weight needs the row's log-sum-exp: known for every computed row (all of them unless sampled).
    const double lse = m < maps.ropeRowLogSumExp.size() ? maps.ropeRowLogSumExp[m] : NAN;
    const QString weight = !visible          ? formatNumber(0.0, 6)
                           : std::isnan(lse) ? tr("— (row not sampled)")
                                             : formatNumber(std::exp(logit - lse), 6);
    QString text = tr("m = %1, n = %2, Δ = %3 · RoPE logit %4 · weight %5")
                       .arg(m)
                       .arg(n)
                       .arg(m - n)
                       .arg(visible ? formatNumber(logit, 6) : tr("masked"), weight);
    const int pool = isDecomposition(p.heatmapMode) ? maps.decompositionPool : maps.pool;
    if (plotIndex > 0 || pool > 1 || p.heatmapMode != HeatmapMode::Rope)
        text += tr(" · this map's cell: %1%2")
                    .arg(formatNumber(mapValue, 6), pool > 1 ? tr(" (pooled over %1×%1)").arg(pool) : QString());
    m_hover->setText(text);
}

void HeatmapView::clicked(int m, int n)
{
    if (!results())
        return;
    AppParams p = results()->params;
    p.m = m;
    p.n = n;
    emit paramsRequested(p);
}

void HeatmapView::showEvent(QShowEvent* event)
{
    View::showEvent(event);
    if (results())
        resultsChanged(); // a hidden view left its maps for when it is shown
}

void HeatmapView::setCompact(bool compact) { m_caption->setVisible(!compact); }

QString HeatmapView::hoverText() const { return m_hover->text(); }

QString HeatmapView::caption() const { return m_caption->text(); }

std::vector<View::Section> HeatmapView::sections() { return {{QStringLiteral("maps"), this}}; }

std::vector<QWidget*> HeatmapView::pictures() { return {m_plots.begin(), m_plots.end()}; }

QJsonObject HeatmapView::viewState() const
{
    return {{"weights", m_weights->isChecked()}, {"sharedScale", m_sharedScale->isChecked()}};
}

QString HeatmapView::stateCaption() const
{
    QStringList parts;
    if (m_weights->isChecked())
        parts << tr("softmax weights");
    if (m_sharedScale->isChecked())
        parts << tr("one colour scale");
    return parts.join(QStringLiteral(" · "));
}

void HeatmapView::applyViewState(const QJsonObject& state)
{
    if (state.value("weights").isBool())
        (state.value("weights").toBool() ? m_weights : m_logits)->setChecked(true);
    if (state.value("sharedScale").isBool())
        m_sharedScale->setChecked(state.value("sharedScale").toBool());
}

QJsonObject HeatmapView::facts() const
{
    QJsonObject facts;
    for (const PanelFacts& p : m_panels) {
        facts.insert(p.key + QStringLiteral(".spread"), p.spread);
        facts.insert(p.key + QStringLiteral(".min"), p.min);
        facts.insert(p.key + QStringLiteral(".max"), p.max);
        facts.insert(p.key + QStringLiteral(".range"), p.max - p.min);
    }
    if (results() && results()->attention) {
        facts.insert(QStringLiteral("current"), results()->attentionCurrent ? 1 : 0);
        facts.insert(QStringLiteral("rope.peakOffset"), results()->attention->ropePeakOffset);
    }
    return facts;
}

} // namespace rope::ui
