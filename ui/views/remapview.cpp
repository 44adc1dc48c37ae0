// The remap view: the distances each method feeds RoPE, and the attention they give.
#include "ui/views/remapview.h"

#include "ui/model/messages.h"
#include "ui/model/numberformat.h"
#include "ui/views/longcontextparts.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rope::ui {

using namespace rope::model;
using core::RemapMethod;

QString RemapView::methodName(RemapMethod method)
{
    switch (method) {
    case RemapMethod::Causal:
        return tr("Plain causal RoPE");
    case RemapMethod::Sliding:
        return tr("Sliding window (Mistral, Gemma, GPT-OSS)");
    case RemapMethod::Chunked:
        return tr("Chunked attention (Llama 4)");
    case RemapMethod::SelfExtend:
        return tr("Self-Extend");
    case RemapMethod::ReRope:
        return tr("ReRoPE");
    case RemapMethod::LeakyReRope:
        return tr("Leaky ReRoPE");
    case RemapMethod::Dca:
        return tr("Dual Chunk Attention (Qwen2.5-1M)");
    }
    return {};
}

RemapView::RemapView(QWidget* parent) :
    View(parent), m_method(new QComboBox), m_tokens(new QSpinBox), m_window(new QSpinBox), m_group(new QSpinBox),
    m_leak(new QDoubleSpinBox), m_chunk(new QSpinBox), m_local(new QSpinBox), m_lookBack(new QSpinBox),
    m_distancePlot(new MapPlot), m_weightsPlot(new MapPlot), m_methodText(style::captionLabel()),
    m_readout(style::captionLabel()),
    m_job(addJob<RemapRequest, RemapData>([this] { return std::optional<RemapRequest>(request()); }, computeRemap,
                                          [this](const RemapData& data) { draw(data); }, RunsOn::GuiThread))
{
    auto* title = new QLabel(tr("Positions remapped: which distances does RoPE still see?"));
    title->setFont(style::titleFont());
    title->setWordWrap(true);
    auto* intro = style::captionLabel(
        tr("A model has only learnt the relative distances its training context held. Some models and "
           "inference tricks never feed RoPE a larger one: they mask far keys, cut the sequence into chunks, or "
           "remap a far distance onto one already seen. Left: the distance Δ' each (query m, key n) is rotated "
           "by (grey: masked). Right: what a head built to attend Δ back then attends to."));

    auto* controls = new QWidget;
    markAsControl(controls);
    auto* row = new FlowLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    const auto labelled = [row](const QString& text, QWidget* control, const QString& tip) {
        control->setToolTip(tip);
        row->addWidget(labelledControl(text, control));
    };
    for (RemapMethod m : core::remapMethods())
        m_method->addItem(methodName(m), QLatin1String(core::remapMethodKey(m)));
    m_method->setCurrentIndex(m_method->findData(QStringLiteral("self-extend")));
    labelled(tr("Method"), m_method, tr("How the relative distance is remapped before RoPE turns by it"));
    m_tokens->setRange(8, RemapData::kMaxTokens);
    m_tokens->setValue(48);
    labelled(tr("tokens N"), m_tokens, tr("Tokens in the sequence: queries down, keys across"));
    m_window->setRange(1, RemapData::kMaxTokens);
    m_window->setValue(8);
    labelled(tr("window W"), m_window,
             tr("Sliding: keys closer than W; Self-Extend: the neighbour window kept exact; ReRoPE: the cap"));
    m_group->setRange(1, 32);
    m_group->setValue(4);
    labelled(tr("group G"), m_group, tr("Self-Extend: beyond W, positions are grouped G at a time (⌊p/G⌋)"));
    m_leak->setRange(1, 64);
    m_leak->setValue(4);
    labelled(tr("leak k"), m_leak, tr("Leaky ReRoPE: beyond W the distance grows by 1/k per position"));
    m_chunk->setRange(2, RemapData::kMaxTokens);
    m_chunk->setValue(16);
    labelled(tr("chunk C"), m_chunk,
             tr("Chunked: Llama 4's attention_chunk_size; DCA: chunk_size, the distance it never exceeds"));
    m_local->setRange(0, RemapData::kMaxTokens - 1);
    m_local->setValue(4);
    labelled(tr("local L"), m_local, tr("DCA: local_size; chunks hold C − L tokens"));
    m_lookBack->setRange(1, RemapData::kMaxTokens - 1);
    m_lookBack->setValue(12);
    labelled(tr("head looks back Δ"), m_lookBack, tr("The head's content is built to attend Δ positions back"));
    connect(m_method, &QComboBox::currentIndexChanged, this, [this] {
        enableControls();
        refreshJobs();
    });
    for (QSpinBox* box : {m_tokens, m_window, m_group, m_chunk, m_local, m_lookBack})
        connect(box, &QSpinBox::valueChanged, this, &RemapView::refreshJobs);
    connect(m_leak, &QDoubleSpinBox::valueChanged, this, &RemapView::refreshJobs);
    enableControls();

    for (MapPlot* plot : {m_distancePlot, m_weightsPlot}) {
        plot->setTitlePeers({m_distancePlot, m_weightsPlot});
        plot->setMinimumSize(380, 380); // its height follows its width (eventFilter): square maps, no gap
        plot->installEventFilter(this);
    }
    auto* maps = new FlowLayout(FlowLayout::Mode::Columns);
    maps->addWidget(m_distancePlot);
    maps->addWidget(m_weightsPlot);
    auto* mapRow = new QWidget;
    mapRow->setLayout(maps);
    maps->setContentsMargins(0, 0, 0, 0);
    m_mapSection = longcontext::section({mapRow, m_readout, m_methodText});

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title);
    layout->addWidget(intro);
    layout->addWidget(controls);
    layout->addWidget(m_mapSection);
    layout->addStretch(1);
    setScrollingContent(content, true);
}

RemapRequest RemapView::request() const
{
    RemapRequest r;
    const QString key = m_method->currentData().toString();
    for (RemapMethod m : core::remapMethods())
        if (key == QLatin1String(core::remapMethodKey(m)))
            r.params.method = m;
    r.params.window = m_window->value();
    r.params.group = m_group->value();
    r.params.leak = m_leak->value();
    r.params.chunk = m_chunk->value();
    r.params.local = m_local->value();
    r.tokens = m_tokens->value();
    r.lookBack = m_lookBack->value();
    return r;
}

void RemapView::enableControls()
{
    const RemapMethod m = request().params.method;
    m_window->setEnabled(m == RemapMethod::Sliding || m == RemapMethod::SelfExtend || m == RemapMethod::ReRope ||
                         m == RemapMethod::LeakyReRope);
    m_group->setEnabled(m == RemapMethod::SelfExtend);
    m_leak->setEnabled(m == RemapMethod::LeakyReRope);
    m_chunk->setEnabled(m == RemapMethod::Chunked || m == RemapMethod::Dca);
    m_local->setEnabled(m == RemapMethod::Dca);
}

const RemapData* RemapView::data() const { return m_job->data().get(); }

bool RemapView::eventFilter(QObject* watched, QEvent* event)
{
    // A map as tall as its width makes its square, with the room its axes, colour bar and title take
    // (measured: large type takes more): the maps side by side fill the width, with no band of paper
    // under or above them.
    // Both maps take the taller of the two heights: a map of its own height stood centred in the row,
    // lower than its neighbour, and not level with it (remap/dca: a wider colour scale).
    if (event->type() == QEvent::Resize && (watched == m_distancePlot || watched == m_weightsPlot)) {
        int height = 0;
        for (const MapPlot* plot : {m_distancePlot, m_weightsPlot}) {
            const int side = std::clamp(plot->squareSideFor(QSize(plot->width(), 1 << 20)), 240, 900);
            height = std::max(height, plot->heightForSide(side, plot->width()));
        }
        for (MapPlot* plot : {m_distancePlot, m_weightsPlot})
            if (plot->height() != height)
                plot->setFixedHeight(height);
    }
    return View::eventFilter(watched, event);
}

void RemapView::draw(const RemapData& data)
{
    if (!data.problems.empty()) { // DCA's local_size must stay below chunk_size
        m_readout->setText(describe(data.problems));
        emit updated();
        return;
    }
    const int n = data.request.tokens;
    MapPlot::Grid grid;
    grid.rows = grid.cols = n;
    grid.xLabel = tr("key n");
    grid.yLabel = tr("query m");
    grid.low = 0;
    grid.high = std::max(1.0, data.plainLargest); // one scale for every method: plain RoPE's range
    m_distancePlot->setGrid(data.distances.cast<float>(), grid, MapPlot::Palette::Sequential,
                            tr("<b>Δ' fed to RoPE</b> (largest %1)").arg(formatNumber(data.largest, 4)),
                            tr("distance Δ'"));
    // The first rows have a key or two and weights near 1; the scale follows the rows past the first quarter,
    // where the head's pattern shows (the first rows saturate).
    grid.high = std::max(0.05, data.weights.bottomRows(n - n / 4).maxCoeff());
    Eigen::MatrixXd weights = data.weights;
    for (Eigen::Index i = 0; i < weights.size(); ++i)
        if (std::isnan(data.distances(i)))
            weights(i) = std::nan(""); // masked, not zero: grey
    m_weightsPlot->setGrid(weights.cast<float>(), grid, MapPlot::Palette::Sequential,
                           tr("<b>Attention weights</b>, head looking back Δ = %1").arg(data.request.lookBack),
                           tr("weight"));
    m_readout->setText(tr("<b>Largest distance RoPE sees: %1</b> (plain causal RoPE: %2). The last query (m = %3) "
                          "weights key n = %4 most; under plain RoPE, n = %5.")
                           .arg(formatNumber(data.largest, 4), formatNumber(data.plainLargest, 4))
                           .arg(n - 1)
                           .arg(data.lastRowPeak)
                           .arg(data.plainLastRowPeak));
    QString text;
    const core::RemapParams& p = data.request.params;
    switch (p.method) {
    case RemapMethod::Causal:
        text = tr("Plain RoPE rotates by Δ = m − n: the last query sees distances up to N − 1, longer than any "
                  "training context once N is.");
        break;
    case RemapMethod::Sliding:
        text = tr("A sliding window masks keys W or more back (Mistral's sliding_window, Gemma's local layers, "
                  "GPT-OSS's 128-token layers; transformers' masking_utils): Δ stays below W = %1, and far keys "
                  "are reached only through other layers.")
                   .arg(p.window);
        break;
    case RemapMethod::Chunked:
        text = tr("Llama 4's RoPE layers attend only inside chunks of attention_chunk_size tokens (8192 in the "
                  "model, C = %1 here): Δ &lt; C, and the first query of a chunk sees only itself.")
                   .arg(p.chunk);
        break;
    case RemapMethod::SelfExtend:
        text = tr("Self-Extend (Jin et al. 2024, “LLM Maybe LongLM”) keeps Δ for neighbours (Δ &lt; W = %1) and "
                  "groups positions beyond: Δ' = ⌊m/G⌋ − ⌊n/G⌋ + W − ⌊W/G⌋ with G = %2, so far keys share "
                  "distances already seen.")
                   .arg(p.window)
                   .arg(p.group);
        break;
    case RemapMethod::ReRope:
        text = tr("ReRoPE (Su 2023, 《Transformer升级之路：12、无限外推的ReRoPE？》) caps the distance at W = %1: "
                  "every key W or more back is rotated as if exactly W back.")
                   .arg(p.window);
        break;
    case RemapMethod::LeakyReRope:
        text = tr("Leaky ReRoPE keeps Δ below W = %1 and lets it grow by 1/k beyond: Δ' = W + (Δ − W)/k, k = %2.")
                   .arg(p.window)
                   .arg(formatNumber(p.leak, 3));
        break;
    case RemapMethod::Dca:
        text = tr("Dual Chunk Attention (Qwen2.5-1M, vLLM's DualChunkRotaryEmbedding) cuts the sequence into "
                  "chunks of C − L = %1 tokens and numbers keys inside their chunk: the query keeps its own "
                  "position in its chunk, takes position + %1 against the chunk before (at most C = %2) and C "
                  "against older chunks. No distance exceeds chunk_size.")
                   .arg(p.chunk - p.local)
                   .arg(p.chunk);
        break;
    }
    m_methodText->setText(text);
    emit updated();
}

std::vector<View::Section> RemapView::sections() { return {{QStringLiteral("maps"), m_mapSection}}; }

QJsonObject RemapView::viewState() const
{
    const RemapRequest r = request();
    return {{"method", m_method->currentData().toString()},
            {"tokens", r.tokens},
            {"window", r.params.window},
            {"group", r.params.group},
            {"leak", r.params.leak},
            {"chunk", r.params.chunk},
            {"local", r.params.local},
            {"lookBack", r.lookBack}};
}

void RemapView::applyViewState(const QJsonObject& state)
{
    if (const int i = m_method->findData(state.value("method").toString()); i >= 0)
        m_method->setCurrentIndex(i);
    const auto set = [&state](const char* key, QSpinBox* box) {
        if (state.contains(QLatin1String(key)))
            box->setValue(state.value(QLatin1String(key)).toInt());
    };
    set("tokens", m_tokens);
    set("window", m_window);
    set("group", m_group);
    set("chunk", m_chunk);
    set("local", m_local);
    set("lookBack", m_lookBack);
    if (state.contains("leak"))
        m_leak->setValue(state.value("leak").toDouble());
}

QString RemapView::stateCaption() const
{
    const RemapRequest r = request();
    QStringList settings;
    switch (r.params.method) {
    case RemapMethod::Sliding:
    case RemapMethod::ReRope:
        settings << tr("W = %1").arg(r.params.window);
        break;
    case RemapMethod::SelfExtend:
        settings << tr("W = %1").arg(r.params.window) << tr("G = %1").arg(r.params.group);
        break;
    case RemapMethod::LeakyReRope:
        settings << tr("W = %1").arg(r.params.window) << tr("k = %1").arg(formatNumber(r.params.leak, 3));
        break;
    case RemapMethod::Chunked:
        settings << tr("C = %1").arg(r.params.chunk);
        break;
    case RemapMethod::Dca:
        settings << tr("C = %1").arg(r.params.chunk) << tr("L = %1").arg(r.params.local);
        break;
    case RemapMethod::Causal:
        break;
    }
    const QString method =
        settings.isEmpty() ? methodName(r.params.method)
                           : methodName(r.params.method) + QStringLiteral(", ") + settings.join(QStringLiteral(", "));
    return tr("%1 · N = %2 · a head looking back Δ = %3 (d = %4)")
        .arg(method)
        .arg(r.tokens)
        .arg(r.lookBack)
        .arg(RemapData::kHeadDim);
}

QJsonObject RemapView::facts() const
{
    QJsonObject f{{"tokens", m_tokens->value()}};
    if (const RemapData* d = data(); d && d->problems.empty()) {
        f.insert("largest", d->largest);
        f.insert("plainLargest", d->plainLargest);
        f.insert("lastRowPeak", d->lastRowPeak);
        f.insert("plainLastRowPeak", d->plainLastRowPeak);
    }
    return f;
}

} // namespace rope::ui
