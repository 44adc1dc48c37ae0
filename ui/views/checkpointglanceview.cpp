// A whole checkpoint: the layer × head grid of low-frequency shares and one layer's heads × dimensions.
#include "ui/views/checkpointglanceview.h"

#include "core/rotation.h"
#include "ui/model/democheckpoint.h"
#include "ui/model/names.h"
#include "ui/model/numberformat.h"
#include "ui/views/weightsview.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QDir>
#include <QFileInfo>
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

std::shared_ptr<const GlanceReading> readGlance(const GlanceRequest& r, const core::Execution& execution)
{
    auto out = std::make_shared<GlanceReading>();
    out->request = r;
    try {
        const Expected<QString> file = demo::resolve(r.path);
        if (!file) {
            out->error = file.message();
            return out;
        }
        Expected<Checkpoint> checkpoint = Checkpoint::open(*file);
        if (!checkpoint) {
            out->error = checkpoint.message();
            return out;
        }
        out->configPath =
            r.configPath.isEmpty() ? QDir(checkpoint->folder()).filePath(QStringLiteral("config.json")) : r.configPath;
        if (!QFileInfo::exists(out->configPath)) {
            out->error = QCoreApplication::translate(
                "CheckpointGlanceView", "No config.json next to the weights: open the checkpoint again and "
                                        "choose it (the head dimension, pairing and θ come from it).");
            return out;
        }
        Expected<ModelConfig> config = loadModelConfig(out->configPath);
        if (!config) {
            out->error = config.message();
            return out;
        }
        Expected<CheckpointGlance> glance = readCheckpointGlance(*checkpoint, *config, execution);
        if (execution.cancelled())
            return nullptr;
        if (!glance) {
            out->error = glance.message();
            return out;
        }
        out->glance = std::move(*glance);
    } catch (const std::bad_alloc&) {
        out->error = QCoreApplication::translate("CheckpointGlanceView", "%1: out of memory while reading it")
                         .arg(QDir::toNativeSeparators(r.path));
    } catch (const std::exception& e) {
        out->error = QCoreApplication::translate("CheckpointGlanceView", "%1: cannot be read (%2)")
                         .arg(QDir::toNativeSeparators(r.path), QString::fromLocal8Bit(e.what()));
    }
    return out;
}

// Column rectangles over a map, in the selection's colour (the window only: figures keep them too, as
// they are the point of the picture).
QCPItemRect* columnMark(QCustomPlot* plot)
{
    auto* rect = new QCPItemRect(plot);
    rect->setPen(QPen(style::selection, 2.5));
    rect->setBrush(Qt::NoBrush);
    rect->setClipToAxisRect(false);
    return rect;
}

} // namespace

CheckpointGlanceView::CheckpointGlanceView(QWidget* parent) :
    View(parent), m_job(addJob<GlanceRequest, GlanceReading>(
                      [this]() -> std::optional<GlanceRequest> {
                          if (m_path.isEmpty())
                              return std::nullopt;
                          return GlanceRequest{m_path, m_configPath};
                      },
                      readGlance, [this](const GlanceReading& reading) { display(reading); })),
    m_open(new QPushButton(tr("&Open Checkpoint…"))), m_demo(new QPushButton(tr("&Demo Checkpoint"))),
    m_source(style::captionLabel()), m_layer(new QSpinBox), m_status(style::captionLabel()), m_gridSection(new QWidget),
    m_grid(new MapPlot), m_gridText(style::captionLabel()), m_dimsSection(new QWidget), m_stored(new MapPlot),
    m_paired(new MapPlot), m_dimsText(style::captionLabel())
{
    auto* title = new QLabel(tr("A whole checkpoint: which frequencies does each head use?"));
    title->setFont(style::titleFont());
    title->setWordWrap(true);
    auto* intro = style::captionLabel(
        tr("Every layer and head of a local .safetensors checkpoint at once. For each query head: the share of its "
           "W_Q weight (the squared norms of its rows, pair by pair) in the <b>slow pairs</b>, those whose "
           "wavelength 2π/θ<sub>i</sub> is longer than the training length, so they never complete a turn over a "
           "training context. <b>Weights stand in for activations here</b>: what a head computes is W·x for the "
           "tokens it sees, so a pair with small weights cannot carry much, but a pair with large weights need not "
           "be used. Read a head's rows at a time, memory-mapped: a large model needs little memory."));

    m_open->setToolTip(tr("A .safetensors file, a model.safetensors.index.json, or their folder"));
    connect(m_open, &QPushButton::clicked, this, &CheckpointGlanceView::chooseCheckpoint);
    m_demo->setToolTip(tr("A small made-up checkpoint the app writes itself (%1 layers, %2 heads, d = %3): random "
                          "weights whose slow pairs grow with depth, one fast-pair head per layer, one massive pair")
                           .arg(demo::kLayers)
                           .arg(demo::kHeads)
                           .arg(demo::kHeadDim));
    connect(m_demo, &QPushButton::clicked, this, [this] { openCheckpoint(QString::fromLatin1(demo::kName)); });
    m_layer->setRange(0, 0);
    m_layer->setToolTip(tr("The layer whose heads × dimensions map is shown (or click a row of the grid)"));
    m_layer->setKeyboardTracking(false);
    connect(m_layer, &QSpinBox::valueChanged, this, [this] {
        drawLayer();
        emit updated();
    });
    auto* controls = new QWidget;
    auto* row = new QHBoxLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_open);
    row->addWidget(m_demo);
    row->addWidget(labelledControl(tr("Layer shown below"), m_layer));
    row->addWidget(m_source, 1);
    markAsControl(controls);
    m_status->setText(
        tr("No checkpoint open. Open Checkpoint… reads a .safetensors file, or a folder with its "
           "model.safetensors.index.json, and the model's config.json next to it; Demo Checkpoint opens a small "
           "made-up one."));

    auto* gridLayout = new QVBoxLayout(m_gridSection);
    gridLayout->setContentsMargins(0, 0, 0, 0);
    m_grid->setSquare(false);
    m_grid->setMinimumHeight(360);
    growWithView(m_grid, [](QSize view) { return view.height() * 46 / 100; });
    gridLayout->addWidget(m_grid);
    gridLayout->addWidget(windowHint(tr("Click a cell to open that head in the one-head view.")));
    gridLayout->addWidget(m_gridText);
    connect(m_grid, &MapPlot::clicked, this, [this](int row, int head) {
        const GlanceReading* r = reading();
        if (!r || row < 0 || row >= int(r->glance.layers.size()))
            return;
        emit headRequested(r->request.path, r->request.configPath, r->glance.layers[size_t(row)].layer, head);
    });

    auto* dimsLayout = new QVBoxLayout(m_dimsSection);
    dimsLayout->setContentsMargins(0, 0, 0, 0);
    auto* maps = new FlowLayout(FlowLayout::Mode::Columns);
    // Whole cells at the edges too: a grid of 8 heads would lose half of its first and last column.
    for (MapPlot* plot : {m_grid, m_stored, m_paired})
        plot->colorMap()->setTightBoundary(false);
    for (MapPlot* plot : {m_stored, m_paired}) {
        plot->setTitlePeers({m_stored, m_paired});
        plot->setSquare(false);
        plot->setMinimumSize(300, 300);
        growWithView(plot, [](QSize view) { return view.height() * 32 / 100; });
        maps->addWidget(plot);
        connect(plot, &MapPlot::clicked, this,
                [this, plot](int, int column) { selectPair(plot == m_stored ? pairOfComponent(column) : column / 2); });
    }
    dimsLayout->addLayout(maps);
    dimsLayout->addWidget(windowHint(tr("Click a column to mark its pair in both maps.")));
    dimsLayout->addWidget(m_dimsText);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title);
    layout->addWidget(intro);
    layout->addWidget(controls);
    layout->addWidget(m_status);
    layout->addWidget(m_gridSection);
    layout->addWidget(m_dimsSection);
    layout->addStretch(1);
    setScrollingContent(content, true);
    m_gridSection->hide();
    m_dimsSection->hide();
    m_path = QString::fromLatin1(demo::kName); // read when the view is first shown
}

void CheckpointGlanceView::chooseCheckpoint()
{
    if (const auto chosen = WeightsView::askForCheckpoint(this, m_path))
        openCheckpoint(chosen->first, chosen->second);
}

void CheckpointGlanceView::openCheckpoint(const QString& path, const QString& configPath)
{
    m_path = demo::stateName(path);
    m_configPath = configPath;
    if (m_job->refresh())
        m_status->setText(tr("Reading every layer of %1 …").arg(demo::displayName(m_path)));
}

const GlanceReading* CheckpointGlanceView::reading() const { return m_job->data().get(); }

std::pair<int, int> CheckpointGlanceView::partners(int pair) const
{
    const core::PairComponents c = core::pairComponents(reading()->glance.rope, pair);
    return {c.first, c.second};
}

int CheckpointGlanceView::pairOfComponent(int component) const
{
    const GlanceReading* r = reading();
    if (!r)
        return -1;
    for (int i = 0; i < r->glance.rope.pairCount(); ++i)
        if (const auto [a, b] = partners(i); a == component || b == component)
            return i;
    return -1;
}

void CheckpointGlanceView::display(const GlanceReading& reading)
{
    if (!reading.error.isEmpty()) {
        m_status->setText(tr("Cannot read this checkpoint: %1").arg(reading.error));
        m_gridSection->hide();
        m_dimsSection->hide();
        emit updated();
        return;
    }
    const CheckpointGlance& g = reading.glance;
    m_source->setText(tr("%1 · %2 · %3").arg(demo::displayName(reading.request.path), g.layout, g.dtype));
    m_source->setToolTip(tr("Weights: %1\nConfig: %2").arg(reading.request.path, reading.configPath));
    int slow = 0;
    if (!g.layers.empty())
        slow = int(std::count(g.layers.front().lowFrequency.begin(), g.layers.front().lowFrequency.end(), 1));
    QString status = tr("%1 layers, %2 query heads and %3 key heads of d = %4 (%5 pairing). Training length L = %6 "
                        "(%7): %8 of %9 pairs are slower than one turn over it.")
                         .arg(g.layers.size())
                         .arg(g.heads)
                         .arg(g.kvHeads)
                         .arg(g.headDim)
                         .arg(nameLabel(g.rope.pairing))
                         .arg(g.trainingLength)
                         .arg(g.trainingLengthKey)
                         .arg(slow)
                         .arg(g.rope.pairCount());
    if (!g.skipped.isEmpty())
        status += QLatin1Char(' ') + tr("Skipped: %1.").arg(g.skipped.join(QStringLiteral("; ")));
    m_status->setText(status);

    // The grid: layers down, heads across; NoPE layers grey.
    core::RowMatrixXf cells(Eigen::Index(g.layers.size()), std::max(g.heads, 1));
    cells.setConstant(std::nanf(""));
    double sum = 0;
    int counted = 0;
    for (const GlanceCell& c : g.cells) {
        for (size_t row = 0; row < g.layers.size(); ++row)
            if (g.layers[row].layer == c.layer && c.head < cells.cols()) {
                cells(Eigen::Index(row), c.head) = float(c.lowFrequencyShare);
                if (std::isfinite(c.lowFrequencyShare)) {
                    sum += c.lowFrequencyShare;
                    ++counted;
                }
            }
    }
    MapPlot::Grid grid;
    grid.rows = int(cells.rows());
    grid.cols = int(cells.cols());
    grid.xLabel = tr("query head");
    grid.yLabel = tr("layer (row)");
    grid.low = 0;
    grid.high = 1;
    // Which pairs are slow, in the title: θ_i falls with i, so they are the last ones.
    const QString mean = formatNumber(counted ? sum / counted : 0.0, 2);
    const int pairs = g.rope.pairCount();
    m_grid->setGrid(cells, grid, MapPlot::Palette::Sequential,
                    slow > 0 ? tr("<b>Share of ‖W_Q‖² in the %2 slow pairs</b> (i = %3 … %4), layer × head (mean %1)")
                                   .arg(mean)
                                   .arg(slow)
                                   .arg(pairs - slow)
                                   .arg(pairs - 1)
                             : tr("<b>Share of ‖W_Q‖² in the slow pairs</b>, layer × head (mean %1)").arg(mean),
                    tr("low-frequency share"));
    // Said as directions on the scale: a checkpoint whose largest share is 0.65 has no yellow cell,
    // and one without NoPE layers no grey row.
    m_gridText->setText(tr("Toward yellow: more of a head's query weight sits in pairs slower than one turn over L, "
                           "content that survives any distance; toward purple: a head that leans on the fast pairs, on "
                           "position. Rows are the layers read in order (row 0 is layer %1); a NoPE layer, where no "
                           "pair turns, would be a grey row.")
                            .arg(g.layers.empty() ? 0 : g.layers.front().layer));
    {
        const QSignalBlocker block(m_layer);
        m_layer->setRange(0, std::max(0, int(g.layers.size()) - 1));
        if (m_wantedLayer >= 0)
            m_layer->setValue(m_wantedLayer);
        m_wantedLayer = -1;
    }
    m_gridSection->show();
    m_dimsSection->show();
    drawLayer();
    emit updated();
}

void CheckpointGlanceView::drawLayer()
{
    const GlanceReading* r = reading();
    if (!r || r->glance.layers.empty())
        return;
    const CheckpointGlance& g = r->glance;
    const GlanceLayer& layer = g.layers[size_t(std::clamp(m_layer->value(), 0, int(g.layers.size()) - 1))];
    const core::RowMatrixXd& stored = layer.componentQ;
    const int d = int(stored.cols()), pairs = g.rope.pairCount();
    core::RowMatrixXd paired(stored.rows(), 2 * pairs); // pair i's two components side by side
    for (int i = 0; i < pairs; ++i) {
        const auto [a, b] = partners(i);
        paired.col(2 * i) = stored.col(a);
        paired.col(2 * i + 1) = stored.col(b);
    }
    MapPlot::Grid grid;
    grid.rows = int(stored.rows());
    grid.yLabel = tr("query head");
    grid.low = 0;
    grid.high = stored.size() ? stored.maxCoeff() : 1.0;
    grid.cols = d;
    grid.xLabel = tr("component of the head, as stored");
    m_stored->setGrid(stored.cast<float>(), grid, MapPlot::Palette::Sequential,
                      tr("<b>As stored</b>: ‖W_Q[c, :]‖, layer %1").arg(layer.layer), tr("row norm"));
    grid.cols = 2 * pairs;
    grid.xLabel = tr("pair i at columns 2i, 2i + 1 (fast → slow)");
    m_paired->setGrid(paired.cast<float>(), grid, MapPlot::Palette::Sequential,
                      tr("<b>Pair by pair</b>: the same rows, partners together"), tr("row norm"));
    m_stored->setScaleVisible(false, false); // one scale for both, beside the paired map
    if (m_pair >= pairs || m_pair < 0)
        m_pair = g.cells.empty() ? 0 : g.cell(layer.layer, 0) ? g.cell(layer.layer, 0)->dominantPair : 0;
    markPair();
}

void CheckpointGlanceView::selectPair(int pair)
{
    const GlanceReading* r = reading();
    if (!r || pair < 0 || pair >= r->glance.rope.pairCount())
        return;
    m_pair = pair;
    markPair();
    emit updated();
}

void CheckpointGlanceView::markPair()
{
    const GlanceReading* r = reading();
    if (!r || r->glance.layers.empty())
        return;
    for (QCPItemRect* mark : m_marks)
        mark->parentPlot()->removeItem(mark);
    m_marks.clear();
    const auto [a, b] = partners(m_pair);
    const double rows = double(r->glance.heads);
    const auto mark = [&](MapPlot* plot, double from, double to) {
        QCPItemRect* rect = columnMark(plot->plot());
        rect->topLeft->setCoords(from - 0.5, -0.5);
        rect->bottomRight->setCoords(to + 0.5, rows - 0.5);
        m_marks.push_back(rect);
        replotSoon(plot->plot());
    };
    mark(m_stored, a, a);
    mark(m_stored, b, b);
    mark(m_paired, 2 * m_pair, 2 * m_pair + 1);
    const GlanceLayer& layer =
        r->glance.layers[size_t(std::clamp(m_layer->value(), 0, int(r->glance.layers.size()) - 1))];
    const double theta = m_pair < layer.theta.size() ? layer.theta[m_pair] : 0.0;
    m_dimsText->setText(
        tr("Marked: <b>pair %1</b> = components %2 and %3 (θ = %4 rad per position, wavelength %5). Under %6 pairing "
           "a pair's partners are %7; pair by pair they stand side by side. The two layouts hold the same pairs, so "
           "the bands of one are the neighbouring columns of the other.")
            .arg(m_pair)
            .arg(a)
            .arg(b)
            .arg(formatNumber(theta, 3))
            .arg(theta > 0 ? formatNumber(2 * std::numbers::pi / theta, 3) : tr("∞ (NoPE)"))
            .arg(nameLabel(r->glance.rope.pairing))
            .arg(r->glance.rope.pairing == core::Pairing::HalfSplit ? tr("d/2 = %1 columns apart").arg(b - a)
                                                                    : tr("neighbours")));
}

std::vector<View::Section> CheckpointGlanceView::sections()
{
    return {{QStringLiteral("grid"), m_gridSection}, {QStringLiteral("dims"), m_dimsSection}};
}

QJsonObject CheckpointGlanceView::viewState() const
{
    return {{"path", m_path}, {"config", m_configPath}, {"layer", m_layer->value()}, {"pair", m_pair}};
}

QString CheckpointGlanceView::stateCaption() const
{
    if (m_path.isEmpty())
        return {};
    const QString caption =
        tr("%1, layer row %2, pair %3").arg(demo::displayName(m_path)).arg(m_layer->value()).arg(m_pair);
    return m_configPath.isEmpty()
               ? caption
               : caption + QStringLiteral(" · ") + tr("config %1").arg(QFileInfo(m_configPath).fileName());
}

void CheckpointGlanceView::applyViewState(const QJsonObject& state)
{
    if (state.value("layer").isDouble()) {
        // Kept for the reading under way, whose layers the spin box does not know yet.
        m_wantedLayer = state.value("layer").toInt();
        m_layer->setValue(m_wantedLayer);
    }
    if (state.value("pair").isDouble())
        m_pair = state.value("pair").toInt();
    const QString path = state.value("path").toString(m_path), config = state.value("config").toString(m_configPath);
    if (demo::stateName(path) != m_path || config != m_configPath)
        openCheckpoint(path, config);
    else {
        if (reading()) // its layers are known: the spin box took the layer
            m_wantedLayer = -1;
        markPair();
    }
}

QJsonObject CheckpointGlanceView::facts() const
{
    QJsonObject facts{{"pair", m_pair}};
    const GlanceReading* r = reading();
    if (!r)
        return facts;
    facts.insert("error", r->error);
    if (!r->error.isEmpty())
        return facts;
    facts.insert("layers", int(r->glance.layers.size()));
    facts.insert("heads", r->glance.heads);
    double sum = 0;
    int counted = 0;
    for (const GlanceCell& c : r->glance.cells)
        if (std::isfinite(c.lowFrequencyShare)) {
            sum += c.lowFrequencyShare;
            ++counted;
        }
    facts.insert("meanShare", counted ? sum / counted : 0.0);
    if (!r->glance.layers.empty()) {
        const std::vector<char>& slow = r->glance.layers.front().lowFrequency;
        facts.insert("slowPairs", int(std::count(slow.begin(), slow.end(), 1)));
        // The mean share of the first and the last layer read: how the slow pairs' weight changes with depth.
        const auto layerMean = [&](int layer) {
            double s = 0;
            int n = 0;
            for (const GlanceCell& c : r->glance.cells)
                if (c.layer == layer && std::isfinite(c.lowFrequencyShare)) {
                    s += c.lowFrequencyShare;
                    ++n;
                }
            return n ? s / n : 0.0;
        };
        const double first = layerMean(r->glance.layers.front().layer), last = layerMean(r->glance.layers.back().layer);
        facts.insert("layerShare.first", first);
        facts.insert("layerShare.last", last);
        facts.insert("shareRise", last - first);
    }
    if (r->glance.rope.pairCount() > m_pair) {
        const auto [a, b] = partners(m_pair);
        facts.insert("partnerA", a);
        facts.insert("partnerB", b);
    }
    return facts;
}

} // namespace rope::ui
