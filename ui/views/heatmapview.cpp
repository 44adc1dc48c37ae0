// The heatmap view: RoPE attention maps, encodings compared, the additive terms, not element-wise.
#include "ui/views/heatmapview.h"

#include "core/additive.h"
#include "core/rotation.h"
#include "ui/model/names.h"
#include "ui/model/sources.h"
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

QString spreadText(double spread)
{
    return HeatmapView::tr("diagonal spread <b>%1</b>")
        .arg(spread < 1e-12 ? QStringLiteral("%1").arg(spread, 0, 'g', 2) : formatNumber(spread, 3));
}

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
    m_title(new QLabel), m_caption(new QLabel), m_captionProbe(new QLabel(this)), m_side(new QWidget),
    m_bar(new ColorBar), m_barSpace(new QWidget), m_barHolder(new QWidget), m_hover(new QLabel),
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
    const bool identity = mode == HeatmapMode::DecompositionIdentity;
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
        // The terms as §1 of the first article writes them; with W = I they lose their W's.
        const QStringList names =
            identity ? QStringList{tr("content–content q·k"), tr("content–position q·p<sub>n</sub>"),
                                   tr("position–content p<sub>m</sub>·k"),
                                   tr("position–position p<sub>m</sub>·p<sub>n</sub>"), tr("sum = sinusoidal logits")}
                     : QStringList{tr("content–content q<sub>m</sub>ᵀk<sub>n</sub>"),
                                   tr("content–position q<sub>m</sub>ᵀW<sub>K</sub>p<sub>n</sub>"),
                                   tr("position–content (W<sub>Q</sub>p<sub>m</sub>)ᵀk<sub>n</sub>"),
                                   tr("position–position (W<sub>Q</sub>p<sub>m</sub>)ᵀ(W<sub>K</sub>p<sub>n</sub>)"),
                                   tr("sum = sinusoidal logits")};
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
                     QStringLiteral("<b>%1</b> · %2").arg(panel.name, spreadText(panel.map->diagonalSpread)),
                     scaleLabel, range);
        // One scale for compared maps stands apart, beside them (ColorBar): every map keeps its width.
        plot->setScaleVisible(!shared, false);
        plot->show();
        m_plots.push_back(plot);
        m_panels.push_back({panel.key, panel.map->diagonalSpread, panel.map->min, panel.map->max});
    }

    // The pooling and sampling sentences, with the given numbers (n: the matrix's side).
    const auto poolingFor = [&](int pool, int n, int sampledRows, bool rounding, bool coarse) {
        QString text = pool > 1 ? tr("Each cell shows a %1×%1 block of the %2×%2 matrix: the mean of its "
                                     "visible logits, the maximum of its weights.")
                                      .arg(pool)
                                      .arg(n)
                                : QString(); // one cell per (m, n): what a map is
        if (rounding)
            text += tr(" At this N the products q̃·k̃ are taken in float: a diagonal spread below 10⁻³ is rounding.");
        if (coarse)
            text += tr(" First picture: %1 of the %2 query rows (one per block, each exact); the full map follows.")
                        .arg(sampledRows)
                        .arg(n);
        else if (sampledRows > 0 && maps.toeplitz && !decomposition)
            text += tr(" The sinusoidal map is sampled (%1 of the %2 query rows, one per block, each exact); the "
                       "others are exact in every row, from s(Δ).")
                        .arg(sampledRows)
                        .arg(n);
        else if (sampledRows > 0 && !decomposition)
            text += tr(" Sampled: %1 of the %2 query rows, one per block (its middle row), each exact; hovering "
                       "any cell computes its logit.")
                        .arg(sampledRows)
                        .arg(n);
        else if (maps.toeplitz && n > AttentionMaps::kMaxFullN && !decomposition)
            text += tr(" Every row is exact: with the same q and k everywhere the logits depend on Δ only, so s(Δ) "
                       "for the %1 offsets gives the whole map.")
                        .arg(2 * n - 1);
        return text;
    };
    // Said once in the caption, not in each map's title: a title that gained a line as N was
    // dragged past the float threshold made the maps jump.
    const bool rounding =
        maps.floatProducts && !maps.toeplitz && !decomposition &&
        std::any_of(panels.begin(), panels.end(), [](const Panel& panel) { return panel.map->diagonalSpread < 1e-3; });
    const QString pooling = poolingFor(maps.pool, maps.n, maps.sampledRows, rounding, maps.coarse);
    // Masked cells are grey among logits; among weights they are simply 0.
    const QString masked = maps.params.mask != core::Mask::Causal ? QString()
                           : weights                              ? tr(" Keys after the query are masked: weight 0.")
                                                                  : tr(" Grey: masked (key after query).");
    QString title;
    const auto captionWith = [&](const QString& poolingText) -> QString {
        switch (mode) {
        case HeatmapMode::Rope:
            title = tr("Which keys does each query attend to?");
            return tr("RoPE attention for N = %1: row m is query position m, column n key position n; the "
                      "score depends on the content and on Δ = m − n only. %2%3")
                .arg(maps.n)
                .arg(poolingText, masked);
        case HeatmapMode::CompareEncodings:
            title = tr("Which encoding makes the score depend on m − n only?");
            return weights
                       ? tr("The same content, three ways, as softmax weights. Softmax normalises each row over its "
                            "own "
                            "keys, so no weights are exactly constant along a diagonal; switch to logits for the clean "
                            "comparison. %1%2")
                             .arg(poolingText, masked)
                       : tr("The same q and k at every position, three ways. No encoding: every logit is the same, so "
                            "the score cannot tell where tokens are. Sinusoidal, added: the map changes along each "
                            "diagonal, so it depends on m and n apart. RoPE: constant along each diagonal, so it "
                            "depends on Δ = m − n alone (%1 §1, §3). Diagonal spread: the largest max − min along one "
                            "diagonal. %2%3")
                             .arg(firstArticle(), poolingText, masked);
        case HeatmapMode::Decomposition:
            title = tr("What does an added position vector contribute?");
            return tr("<b>q̂<sub>m</sub>ᵀk̂<sub>n</sub> = q<sub>m</sub>ᵀk<sub>n</sub> + "
                      "q<sub>m</sub>ᵀW<sub>K</sub>p<sub>n</sub> "
                      "+ (W<sub>Q</sub>p<sub>m</sub>)ᵀk<sub>n</sub> + "
                      "(W<sub>Q</sub>p<sub>m</sub>)ᵀ(W<sub>K</sub>p<sub>n</sub>)"
                      "</b>, with q̂<sub>m</sub> = W<sub>Q</sub>(x<sub>m</sub> + p<sub>m</sub>), q<sub>m</sub> = "
                      "W<sub>Q</sub>x<sub>m</sub>, k̂<sub>n</sub> = W<sub>K</sub>(x<sub>n</sub> + p<sub>n</sub>) (%1 "
                      "§1), each "
                      "map divided by √d. W<sub>Q</sub> and W<sub>K</sub> are random d × d projections drawn from the "
                      "seed "
                      "(%2). p<sub>m</sub>ᵀp<sub>n</sub> alone depends on m − n only, but after W<sub>Q</sub> and "
                      "W<sub>K</sub> even the position–position term does not, and the cross terms depend on m and n "
                      "separately: the sum is not relative. Choose “W = I” to see p<sub>m</sub>ᵀp<sub>n</sub> itself. "
                      "First "
                      "%3 positions.")
                .arg(firstArticle())
                .arg(maps.params.seed)
                .arg(maps.decompositionN);
        case HeatmapMode::DecompositionIdentity:
            title = tr("What does an added position vector contribute?");
            return tr("<b>(q + p<sub>m</sub>)·(k + p<sub>n</sub>) = q·k + q·p<sub>n</sub> + p<sub>m</sub>·k + "
                      "p<sub>m</sub>·p<sub>n</sub></b>, each divided by √d: §1 of %1 with W<sub>Q</sub> = "
                      "W<sub>K</sub> = I. "
                      "With the same q and k everywhere, content–content is one number; position–position depends on "
                      "m − n alone; the two cross terms depend on m and n separately, which is why the sum is not "
                      "relative. "
                      "First %2 positions.")
                .arg(firstArticle())
                .arg(maps.decompositionN);
        case HeatmapMode::NotElementwise:
            title = tr("Is RoPE a weight on the logits?");
            return tr("Here every pair has q = (1, 0) and k = (0, 1): q·k = 0, so the un-rotated logits are "
                      "all 0 — and any element-wise weight w·0 is still 0. RoPE rotates before the dot "
                      "product, so q̃·k̃/√d = Σ sin(Δθ<sub>i</sub>)/√d is not 0 (%1 §4.1). %2")
                .arg(firstArticle(), poolingText);
        }
        return {};
    };
    m_caption->setText(captionWith(pooling));
    m_title->setText(title);
    // The maps are sized for the longest caption this mode can show at any N (every pooling and
    // sampling sentence, numbers at their widest): dragging N changes the caption, never the maps.
    m_longestCaption = captionWith(poolingFor(999, 999999, 999999, !decomposition, true));
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
