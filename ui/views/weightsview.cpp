// One checkpoint head: per-pair norms of its W_Q / W_K rows, and its attention on random embeddings.
#include "ui/views/weightsview.h"

#include "ui/model/democheckpoint.h"
#include "ui/model/numberformat.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace rope::ui {

using namespace rope::model;

namespace {

// A checkpoint head the window reads: real heads need a few MB (d = 128, hidden 8192: 17 MB).
constexpr double kMaxWindowBytes = 1e9;

std::shared_ptr<WeightsReading> readWeightsOrThrow(const WeightsRequest& r)
{
    auto out = std::make_shared<WeightsReading>();
    out->request = r; // the source line names the file read
    const Expected<QString> file = demo::resolve(r.path); // written here, off the GUI thread, when first asked
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
        out->error = QCoreApplication::translate("WeightsView", "No config.json next to the weights: choose it with "
                                                                "File → Open Weights… (the head dimension, pairing "
                                                                "and θ come from it).");
        return out;
    }
    Expected<ModelConfig> config = loadModelConfig(out->configPath);
    if (!config) {
        out->error = config.message();
        return out;
    }
    out->layers = int(config->layerPattern.size());
    // The shapes against the window's memory cap, before anything is read.
    const Expected<HeadWeights> planned = planHeadWeights(*checkpoint, *config, r.layer, r.head);
    if (!planned) {
        out->error = planned.message();
        return out;
    }
    if (const double bytes = planned->decodedBytes(r.tokens); bytes > kMaxWindowBytes) {
        out->error = QCoreApplication::translate("WeightsView",
                                                 "reading this head needs about %1 MB (d = %2, hidden size %3); the "
                                                 "window reads heads up to %4 MB. The command line reads larger ones: "
                                                 "rope-explorer weights … --max-memory SIZE.")
                         .arg(qRound64(bytes / 1e6))
                         .arg(planned->rope.headDim)
                         .arg(planned->hidden)
                         .arg(qRound64(kMaxWindowBytes / 1e6));
        return out;
    }
    Expected<HeadWeights> weights = readHeadWeights(*checkpoint, *config, r.layer, r.head);
    if (!weights) {
        out->error = weights.message();
        return out;
    }
    out->weights = std::move(*weights);
    out->attention =
        headAttention(out->weights, randomEmbeddings(r.tokens, out->weights.hidden, r.seed), config->softmaxScale)
            .weights;
    return out;
}

// On a worker thread: an exception escaping it would abort the window (QUnhandledException), so
// whatever a hostile checkpoint makes fail is shown in the view as its error.
std::shared_ptr<const WeightsReading> readWeights(const WeightsRequest& r, const core::Execution&)
{
    try {
        return readWeightsOrThrow(r);
    } catch (const std::bad_alloc&) {
        auto out = std::make_shared<WeightsReading>();
        out->error = QCoreApplication::translate("WeightsView", "%1: out of memory while reading this checkpoint")
                         .arg(QDir::toNativeSeparators(r.path));
        return out;
    } catch (const std::exception& e) {
        auto out = std::make_shared<WeightsReading>();
        out->error = QCoreApplication::translate("WeightsView", "%1: cannot be read (%2)")
                         .arg(QDir::toNativeSeparators(r.path), QString::fromLocal8Bit(e.what()));
        return out;
    }
}

// What the shares say, only where they say it: both projections leaning the same way by more than
// ten points of the norm² between the fastest and the slowest quarter.
QString weightVerdict(bool rope, double leanQ, double leanK)
{
    if (!rope)
        return QCoreApplication::translate(
            "rope::ui::WeightsView", "This is a NoPE layer: nothing turns, so the split by pair is only bookkeeping.");
    if ((leanQ > 0) != (leanK > 0))
        return QCoreApplication::translate(
            "rope::ui::WeightsView", "W_Q and W_K lean opposite ways, so the head as a whole has no clear preference.");
    const double lean = (leanQ + leanK) / 2;
    if (std::abs(lean) < 0.1)
        return QCoreApplication::translate(
            "rope::ui::WeightsView", "No clear preference: the two quarters are within ten points of each other.");
    return lean < 0 ? QCoreApplication::translate(
                          "rope::ui::WeightsView",
                          "Most of the weight sits in slow pairs: this head matches content that survives long "
                          "distances.")
                    : QCoreApplication::translate(
                          "rope::ui::WeightsView",
                          "Most of the weight sits in fast pairs: this head leans on position (a token at a fixed "
                          "offset).");
}

QSpinBox* spin(int low, int high, int value, const QString& tip)
{
    auto* s = new QSpinBox;
    s->setRange(low, high);
    s->setValue(value);
    s->setToolTip(tip);
    s->setKeyboardTracking(false);
    return s;
}

} // namespace

WeightsView::WeightsView(QWidget* parent) :
    View(parent),
    m_job(addJob<WeightsRequest, WeightsReading>(
        [this]() -> std::optional<WeightsRequest> {
            if (m_path.isEmpty())
                return std::nullopt;
            return WeightsRequest{m_path, m_configPath, m_layer->value(), m_head->value(), m_tokens->value(), m_seed};
        },
        readWeights, [this](const WeightsReading& reading) { display(reading); })),
    m_open(new QPushButton(tr("&Open Weights…"))), m_source(style::captionLabel()),
    m_layer(spin(0, 9999, 0, tr("The layer, from 0"))),
    m_head(spin(0, 9999, 0, tr("The query head, from 0; grouped-query heads share their key head"))),
    m_tokens(spin(2, 512, 32, tr("How many random embeddings the head attends over"))), m_status(style::captionLabel()),
    m_normSection(new QWidget), m_normTitle(new QLabel), m_normPlot(new QCustomPlot), m_normText(style::captionLabel()),
    m_attentionSection(new QWidget), m_map(new MapPlot), m_attentionText(style::captionLabel())
{
    auto* title = new QLabel(tr("Which frequencies does a real head use?"));
    title->setFont(style::titleFont());
    title->setWordWrap(true); // a narrow window wraps it, never scrolls sideways
    auto* intro = style::captionLabel(
        tr("A trained head's W_Q and W_K decide how much of q and k sits in each rotary pair. A pair's weight "
           "is the norm of its two rows: weight in fast pairs (small i, large θ_i) makes attention depend on "
           "position, weight in slow pairs carries content that survives long distances. Read from a local "
           ".safetensors checkpoint (one file or a sharded folder, memory-mapped); nothing is downloaded."));

    m_open->setToolTip(tr("A .safetensors file, a model.safetensors.index.json, or their folder (Ctrl+Shift+W)"));
    connect(m_open, &QPushButton::clicked, this, &WeightsView::chooseCheckpoint);
    auto* controls = new QWidget;
    auto* row = new QHBoxLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_open);
    const QString layerLabel = tr("&Layer"), headLabel = tr("&Head"), tokensLabel = tr("&Tokens");
    for (auto [label, box] : {std::pair{layerLabel, m_layer}, {headLabel, m_head}, {tokensLabel, m_tokens}}) {
        auto* l = new QLabel(label);
        l->setBuddy(box);
        row->addWidget(l);
        row->addWidget(box);
        connect(box, &QSpinBox::valueChanged, this, &WeightsView::readChosenHead);
    }
    row->addWidget(m_source, 1);
    markAsControl(controls);
    m_status->setText(tr("No checkpoint open. Open Weights… reads a .safetensors file, or a folder with its "
                         "model.safetensors.index.json, and the model's config.json next to it."));

    m_normTitle->setFont(style::titleFont());
    m_normTitle->setWordWrap(true);
    m_normPlot->setMinimumHeight(260);
    style::useTickLocale(m_normPlot);
    auto* normLayout = new QVBoxLayout(m_normSection);
    normLayout->setContentsMargins(0, 0, 0, 0);
    normLayout->addWidget(m_normTitle);
    normLayout->addWidget(m_normPlot);
    normLayout->addWidget(m_normText);

    m_map->setMinimumHeight(320);
    auto* attentionLayout = new QVBoxLayout(m_attentionSection);
    attentionLayout->setContentsMargins(0, 0, 0, 0);
    attentionLayout->addWidget(m_map);
    attentionLayout->addWidget(m_attentionText);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title);
    layout->addWidget(intro);
    layout->addWidget(controls);
    layout->addWidget(m_status);
    layout->addWidget(m_normSection);
    layout->addWidget(m_attentionSection);
    layout->addStretch(1);
    setScrollingContent(content, true);
    m_normSection->hide();
    m_attentionSection->hide();
}

std::optional<std::pair<QString, QString>> WeightsView::askForCheckpoint(QWidget* parent, const QString& near)
{
    QString path = QFileDialog::getOpenFileName(
        parent, tr("Open Weights"),
        near.isEmpty() || demo::isDemo(near) ? QDir::homePath() : QFileInfo(near).absolutePath(),
        tr("Safetensors checkpoints (*.safetensors model.safetensors.index.json);;All files (*)"));
    if (path.isEmpty())
        return std::nullopt;
    // One shard of a sharded model: the whole model, through its index.
    if (QFileInfo(path).dir().exists(QStringLiteral("model.safetensors.index.json")))
        path = QFileInfo(path).dir().filePath(QStringLiteral("model.safetensors.index.json"));
    QString config;
    if (!QFileInfo(path).dir().exists(QStringLiteral("config.json"))) {
        config = QFileDialog::getOpenFileName(parent, tr("The Model's config.json"), QFileInfo(path).absolutePath(),
                                              tr("Hugging Face config (config.json *.json)"));
        if (config.isEmpty())
            return std::nullopt;
    }
    return std::pair{path, config};
}

void WeightsView::chooseCheckpoint()
{
    if (const auto chosen = askForCheckpoint(this, m_path))
        openCheckpoint(chosen->first, chosen->second);
}

void WeightsView::openCheckpoint(const QString& path, const QString& configPath)
{
    m_path = demo::stateName(path);
    m_configPath = configPath;
    readChosenHead();
}

void WeightsView::readChosenHead()
{
    if (m_job->refresh())
        m_status->setText(tr("Reading layer %1, head %2 of %3 …")
                              .arg(m_layer->value())
                              .arg(m_head->value())
                              .arg(QFileInfo(m_path).fileName()));
}

void WeightsView::display(const WeightsReading& reading)
{
    if (!reading.error.isEmpty()) {
        m_status->setText(tr("Cannot show this head: %1").arg(reading.error));
        emit updated();
        return;
    }
    const HeadWeights& w = reading.weights;
    {
        const QSignalBlocker a(m_layer), b(m_head);
        m_layer->setMaximum(reading.layers > 0 ? reading.layers - 1 : 9999);
        m_head->setMaximum(w.heads - 1);
    }
    m_source->setText(tr("%1 · %2 · %3").arg(demo::displayName(reading.request.path), w.layout, w.dtype));
    m_source->setToolTip(tr("Weights: %1\nConfig: %2\nQuery rows: %3\nKey rows: %4")
                             .arg(reading.request.path, reading.configPath, w.queryTensor, w.keyTensor));
    m_status->setText(tr("Layer %1 of %2, query head %3 of %4, key head %5 of %6; d = %7, %8 pairing, hidden size %9, "
                         "base %10 (from the config; the panel on the left does not apply here).")
                          .arg(w.layer)
                          .arg(reading.layers > 0 ? QString::number(reading.layers) : tr("?"))
                          .arg(w.head)
                          .arg(w.heads)
                          .arg(w.kvHead)
                          .arg(w.kvHeads)
                          .arg(w.rope.headDim)
                          .arg(w.rope.pairing == core::Pairing::HalfSplit ? tr("half-split") : tr("interleaved"))
                          .arg(w.hidden)
                          .arg(formatNumber(w.rope.base, 7)));

    // Per-pair norms: W_Q left of each pair's tick, W_K right of it.
    m_normTitle->setText(
        tr("Layer %1, head %2: the norm of W_Q's and W_K's rows in each rotary pair").arg(w.layer).arg(w.head));
    m_normPlot->clearPlottables();
    const int pairs = int(w.pairNormQ.size());
    for (const auto& [norms, colour, name, offset] :
         {std::tuple{&w.pairNormQ, style::query, tr("W_Q (query head %1)").arg(w.head), -0.2},
          std::tuple{&w.pairNormK, style::key, tr("W_K (key head %1)").arg(w.kvHead), 0.2}}) {
        auto* bars = new QCPBars(m_normPlot->xAxis, m_normPlot->yAxis);
        bars->setName(name);
        bars->setWidth(0.4);
        bars->setPen(Qt::NoPen);
        bars->setBrush(colour);
        QVector<double> x(pairs), y(pairs);
        for (int i = 0; i < pairs; ++i) {
            x[i] = i + offset;
            y[i] = (*norms)[i];
        }
        bars->setData(x, y, true);
    }
    auto ticker = QSharedPointer<QCPAxisTickerFixed>::create(); // whole pair numbers only
    ticker->setTickStep(std::max(1, pairs / 16));
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    m_normPlot->xAxis->setTicker(ticker);
    m_normPlot->xAxis->setRange(-0.8, pairs - 0.2);
    // Headroom for the legend in the top right corner.
    m_normPlot->yAxis->setRange(0, 1.3 * std::max(w.pairNormQ.maxCoeff(), w.pairNormK.maxCoeff()));
    m_normPlot->xAxis->setLabel(
        w.ropeLayer ? tr("rotary pair i: θ_i falls from %1 rad/token (left) to %2 (right)")
                          .arg(locale().toString(w.theta[0], 'g', 3), locale().toString(w.theta[pairs - 1], 'g', 3))
                    : tr("pair i (a NoPE layer: no pair turns)"));
    m_normPlot->yAxis->setLabel(tr("norm of the pair's two rows"));
    m_normPlot->legend->setVisible(true);
    m_normPlot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    replotSoon(m_normPlot);
    const auto [fastQ, slowQ] = quarterShares(w.pairNormQ);
    const auto [fastK, slowK] = quarterShares(w.pairNormK);
    m_normText->setText(tr("The fastest quarter of the pairs holds %1% of ‖W_Q‖² (%2% of ‖W_K‖²), the slowest "
                           "quarter %3% (%4%); an even spread would give 25%. %5")
                            .arg(formatNumber(100 * fastQ, 3), formatNumber(100 * fastK, 3),
                                 formatNumber(100 * slowQ, 3), formatNumber(100 * slowK, 3),
                                 weightVerdict(w.ropeLayer, fastQ - slowQ, fastK - slowK)));

    // Attention on random embeddings.
    const Eigen::Index n = reading.attention.rows();
    MapPlot::Grid grid;
    grid.rows = grid.cols = int(n);
    grid.xLabel = tr("key n");
    grid.yLabel = tr("query m");
    grid.low = 0;
    grid.high = std::max(1e-12, reading.attention.maxCoeff());
    m_map->setGrid(reading.attention.cast<float>(), grid, MapPlot::Palette::Sequential,
                   tr("Layer %1, head %2: causal attention on %3 random embeddings").arg(w.layer).arg(w.head).arg(n),
                   tr("weight"));
    // Means over queries 1 … N−1 (query 0 sees only itself), each beside what uniform attention gives.
    double self = 0, previous = 0, first = 0, uniform = 0;
    for (Eigen::Index m = 1; m < n; ++m) {
        self += reading.attention(m, m);
        previous += reading.attention(m, m - 1);
        first += reading.attention(m, 0);
        uniform += 1.0 / double(m + 1);
    }
    const double queries = std::max<double>(1, double(n - 1));
    Eigen::Index favourite = 0;
    const double favouriteWeight = reading.attention.row(n - 1).maxCoeff(&favourite);
    m_attentionText->setText(
        tr("Embeddings with N(0, 1) entries, like normalised hidden states (seed %1). Mean weight over queries 1 … %2 "
           "on itself %3, on the previous token %4, on the first token %5; spread evenly it would be %6 each. The "
           "last query puts %7 on token %8 (evenly: %9). Well above the even share is a habit of the head: random "
           "content matches nothing in particular.")
            .arg(reading.request.seed)
            .arg(n - 1)
            .arg(formatNumber(self / queries, 3), formatNumber(previous / queries, 3), formatNumber(first / queries, 3),
                 formatNumber(uniform / queries, 3), formatNumber(favouriteWeight, 3))
            .arg(favourite)
            .arg(formatNumber(1.0 / double(n), 3)));
    m_normSection->show();
    m_attentionSection->show();
    emit updated();
}

std::vector<View::Section> WeightsView::sections()
{
    return {{QStringLiteral("norms"), m_normSection}, {QStringLiteral("attention"), m_attentionSection}};
}

QJsonObject WeightsView::viewState() const
{
    return {{"path", m_path},          {"config", m_configPath},      {"layer", m_layer->value()},
            {"head", m_head->value()}, {"tokens", m_tokens->value()}, {"seed", double(m_seed)}};
}

QString WeightsView::stateCaption() const
{
    if (m_path.isEmpty())
        return {};
    return tr("%1 · layer %2, head %3 · %4 random embeddings (seed %5)")
        .arg(demo::displayName(m_path))
        .arg(m_layer->value())
        .arg(m_head->value())
        .arg(m_tokens->value())
        .arg(m_seed);
}

void WeightsView::applyViewState(const QJsonObject& state)
{
    {
        const QSignalBlocker a(m_layer), b(m_head), c(m_tokens);
        if (state.contains("layer"))
            m_layer->setValue(state.value("layer").toInt());
        if (state.contains("head"))
            m_head->setValue(state.value("head").toInt());
        if (state.contains("tokens"))
            m_tokens->setValue(state.value("tokens").toInt());
    }
    if (state.contains("seed"))
        m_seed = quint64(std::max(0.0, state.value("seed").toDouble()));
    if (state.value("path").isString() && !state.value("path").toString().isEmpty())
        openCheckpoint(state.value("path").toString(), state.value("config").toString());
}

QJsonObject WeightsView::facts() const
{
    if (!m_job->data())
        return {};
    QJsonObject facts{{"error", m_job->data()->error}};
    if (!m_job->data()->error.isEmpty())
        return facts;
    const auto [fast, slow] = quarterShares(m_job->data()->weights.pairNormQ);
    facts.insert("kvHead", m_job->data()->weights.kvHead);
    facts.insert("pairs", int(m_job->data()->weights.pairNormQ.size()));
    facts.insert("fastShareQ", fast);
    facts.insert("slowShareQ", slow);
    return facts;
}

} // namespace rope::ui
