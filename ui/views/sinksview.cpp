// The sinks view: GPT-OSS's learned sink logit, and StreamingLLM's cache of sinks and recent tokens.
#include "ui/views/sinksview.h"

#include "ui/model/numberformat.h"
#include "ui/views/longcontextparts.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace rope::ui {

using namespace rope::model;

namespace {

QVector<double> toVector(const Eigen::VectorXd& v) { return QVector<double>(v.data(), v.data() + v.size()); }

// Masked cells (NaN distances) grey in a weight map too.
Eigen::MatrixXf maskedLike(const Eigen::MatrixXd& weights, const Eigen::MatrixXd& distances)
{
    Eigen::MatrixXf out = weights.cast<float>();
    for (Eigen::Index i = 0; i < out.size(); ++i)
        if (std::isnan(distances(i)))
            out(i) = NAN;
    return out;
}

Eigen::MatrixXf causalMasked(const Eigen::MatrixXd& weights)
{
    Eigen::MatrixXf out = weights.cast<float>();
    for (Eigen::Index m = 0; m < out.rows(); ++m)
        for (Eigen::Index n = m + 1; n < out.cols(); ++n)
            out(m, n) = NAN;
    return out;
}

} // namespace

SinksView::SinksView(QWidget* parent) :
    View(parent), m_sinkLogit(new QDoubleSpinBox), m_tokens(new QSpinBox), m_sinkTokens(new QSpinBox),
    m_window(new QSpinBox), m_seed(new QSpinBox), m_plainPlot(new MapPlot), m_sinkPlot(new MapPlot),
    m_sharePlot(new QCustomPlot), m_cachePlot(new MapPlot), m_streamingPlot(new MapPlot),
    m_sinkReadout(style::captionLabel()), m_streamingReadout(style::captionLabel()),
    m_job(addJob<SinkRequest, SinkData>([this] { return std::optional<SinkRequest>(request()); }, computeSinks,
                                        [this](const SinkData& data) { draw(data); }, RunsOn::GuiThread))
{
    auto* title = new QLabel(tr("Attention sinks: where does attention go when no key deserves it?"));
    title->setFont(style::titleFont());
    title->setWordWrap(true);
    auto* intro = style::captionLabel(
        tr("Softmax makes every row of weights sum to 1, so a query must attend somewhere even when no key "
           "matches. Trained models park that weight on the first token, which draws a large share of attention "
           "in many heads (Xiao et al. 2024, “Efficient Streaming Language Models with Attention Sinks”). "
           "GPT-OSS gives each head a learned sink logit instead; StreamingLLM keeps the first tokens in its "
           "cache for them. Here: one causal RoPE head with random content (d = %1).")
            .arg(SinkData::kHeadDim));

    auto* controls = new QWidget;
    markAsControl(controls);
    auto* row = new FlowLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    const auto labelled = [row](const QString& text, QWidget* control, const QString& tip) {
        control->setToolTip(tip);
        row->addWidget(labelledControl(text, control));
    };
    m_sinkLogit->setRange(-10, 10);
    m_sinkLogit->setSingleStep(0.5);
    m_sinkLogit->setValue(1);
    labelled(tr("sink logit S"), m_sinkLogit,
             tr("GPT-OSS's learned per-head logit: it joins each row's softmax and is then dropped"));
    m_tokens->setRange(8, SinkData::kMaxTokens);
    m_tokens->setValue(32);
    labelled(tr("tokens N"), m_tokens, tr("Tokens in the sequence"));
    m_sinkTokens->setRange(0, 8);
    m_sinkTokens->setValue(4);
    labelled(tr("sink tokens k"), m_sinkTokens, tr("StreamingLLM: the first tokens it never evicts (4 in the paper)"));
    m_window->setRange(1, 32);
    m_window->setValue(8);
    labelled(tr("window W"), m_window, tr("StreamingLLM: the most recent tokens it keeps"));
    m_seed->setRange(1, 99);
    m_seed->setValue(1);
    labelled(tr("seed"), m_seed, tr("Seed of the random q and k"));
    connect(m_sinkLogit, &QDoubleSpinBox::valueChanged, this, &SinksView::refreshJobs);
    for (QSpinBox* box : {m_tokens, m_sinkTokens, m_window, m_seed})
        connect(box, &QSpinBox::valueChanged, this, &SinksView::refreshJobs);

    m_plainPlot->setTitlePeers({m_sinkPlot});
    m_sinkPlot->setTitlePeers({m_plainPlot});
    m_cachePlot->setTitlePeers({m_streamingPlot});
    m_streamingPlot->setTitlePeers({m_cachePlot});
    for (MapPlot* plot : {m_plainPlot, m_sinkPlot, m_cachePlot, m_streamingPlot}) {
        plot->setMinimumSize(280, 280);
        plot->setMinimumCells(7); // large type: fewer maps abreast rather than smaller cells
    }
    longcontext::setUpPlot(m_sharePlot, tr("query m"), tr("share of the row"), longcontext::Scale::Linear,
                           longcontext::Scale::Linear, 1);
    m_sharePlot->setMinimumSize(280, 220); // the maps set the row's height
    // The two maps and the shares per row side by side with the readout under them, the whole first
    // section in sight at 1280×800; on a narrower page the readout stands beside the shares.
    auto* sinkPlots = new FlowLayout(FlowLayout::Mode::Columns);
    sinkPlots->setContentsMargins(0, 0, 0, 0);
    sinkPlots->setMinimumColumnWidth(280);
    sinkPlots->setMaximumColumns(3);
    sinkPlots->setLastFillsRow(true);
    m_sinkReadout->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    for (QWidget* part : std::initializer_list<QWidget*>{m_plainPlot, m_sinkPlot, m_sharePlot, m_sinkReadout})
        sinkPlots->addWidget(part);
    auto* sinkRow = new QWidget;
    sinkRow->setLayout(sinkPlots);
    m_sinkSection = longcontext::section(
        {style::captionLabel(
             tr("<b>1 · A learned sink (GPT-OSS).</b> transformers' modeling_gpt_oss.py appends the head's sink "
                "logit S to each row of logits, takes the softmax, and drops that column: w<sub>m,n</sub> = "
                "e<sup>s<sub>m,n</sub></sup>/(e<sup>S</sup> + Σ<sub>j</sub> e<sup>s<sub>m,j</sub></sup>). Each row "
                "now sums to less than 1; the sink holds the rest.")),
         sinkRow});
    auto* streamingMaps = new FlowLayout(FlowLayout::Mode::Columns);
    streamingMaps->setContentsMargins(0, 0, 0, 0);
    streamingMaps->addWidget(m_cachePlot);
    streamingMaps->addWidget(m_streamingPlot);
    auto* streamingRow = new QWidget;
    streamingRow->setLayout(streamingMaps);
    m_streamingSection = longcontext::section(
        {style::captionLabel(
             tr("<b>2 · Kept sinks (StreamingLLM).</b> The cache holds the first k tokens and the W most recent, and "
                "numbers positions inside the cache: sinks 0 … k − 1, recent tokens from k on. Left: the distance "
                "each query's RoPE sees (grey: evicted); right: the head's weights over what is kept.")),
         streamingRow, m_streamingReadout});

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title);
    layout->addWidget(intro);
    layout->addWidget(controls);
    layout->addWidget(m_sinkSection);
    layout->addWidget(m_streamingSection);
    layout->addStretch(1);
    setScrollingContent(content, true);
}

SinkRequest SinksView::request() const
{
    SinkRequest r;
    r.sinkLogit = m_sinkLogit->value();
    r.tokens = m_tokens->value();
    r.sinkTokens = m_sinkTokens->value();
    r.window = m_window->value();
    r.seed = m_seed->value();
    return r;
}

const SinkData* SinksView::data() const { return m_job->data().get(); }

void SinksView::draw(const SinkData& data)
{
    const int n = int(data.plainWeights.rows());
    MapPlot::Grid grid;
    grid.rows = grid.cols = n;
    grid.xLabel = tr("key n");
    grid.yLabel = tr("query m");
    grid.low = 0;
    // One scale for both maps, topped by the largest weight past the first quarter of the rows: on
    // 0…1 the late rows' weights (about 1/m) were dark in both maps, and the sink's dimming did not
    // show. The first rows' larger weights saturate.
    const Eigen::Index late = n / 4;
    grid.high = late < n ? std::max(1e-6, data.plainWeights.bottomRows(n - late).maxCoeff()) : 1.0;
    m_plainPlot->setGrid(causalMasked(data.plainWeights), grid, MapPlot::Palette::Sequential,
                         tr("<b>Softmax</b>: rows sum to 1"), tr("weight"));
    m_sinkPlot->setGrid(causalMasked(data.sinkWeights), grid, MapPlot::Palette::Sequential,
                        tr("<b>With the sink</b>, S = %1").arg(formatNumber(data.request.sinkLogit, 3)), tr("weight"));
    m_plainPlot->setScaleVisible(false);

    m_sharePlot->clearGraphs();
    const QVector<double> m = toVector(Eigen::VectorXd::LinSpaced(n, 0, n - 1));
    QCPGraph* sink = m_sharePlot->addGraph();
    sink->setPen(QPen(style::query, 2.5));
    sink->setName(tr("the sink's share (with S)"));
    sink->setData(m, toVector(data.sink), true);
    // What the question asks: the weights left on the keys, summed per row (1 without a sink).
    QCPGraph* keys = m_sharePlot->addGraph();
    keys->setPen(QPen(style::ink, 2));
    keys->setName(tr("the keys' total (with S; 1 without)"));
    keys->setData(m, toVector(Eigen::VectorXd(data.sinkWeights.rowwise().sum())), true);
    QCPGraph* first = m_sharePlot->addGraph();
    first->setPen(QPen(style::key, 2.5, Qt::DashLine));
    first->setName(tr("token 0's share (no sink)"));
    first->setData(m, toVector(data.firstToken), true);
    m_sharePlot->xAxis->setRange(0, n - 1);
    m_sharePlot->yAxis->setRange(0, 1.02);
    m_sharePlot->replot(QCustomPlot::rpQueuedReplot);

    const Eigen::Index last = n - 1;
    m_sinkReadout->setText(tr("Query m = %1: its weights sum to <b>%2</b> and the sink takes <b>%3</b>; every row's "
                              "weights and its sink add up to 1 (largest gap %4). Without a sink, token 0 takes %5 "
                              "of that row.")
                               .arg(last)
                               .arg(formatNumber(data.sinkWeights.row(last).sum(), 3), formatNumber(data.sink[last], 3),
                                    formatNumber(data.largestRowSumGap, 2), formatNumber(data.firstToken[last], 3)));

    grid.high = std::max(1.0, double(data.request.sinkTokens + data.request.window - 1));
    m_cachePlot->setGrid(data.cache.distance.cast<float>(), grid, MapPlot::Palette::Sequential,
                         tr("<b>Distance in the cache</b>"), tr("distance"));
    grid.high = 1;
    m_streamingPlot->setGrid(maskedLike(data.streamingWeights, data.cache.distance), grid, MapPlot::Palette::Sequential,
                             tr("<b>Weights over the cache</b>"), tr("weight"));
    double largest = 0;
    for (Eigen::Index i = 0; i < data.cache.distance.size(); ++i)
        if (!std::isnan(data.cache.distance(i)))
            largest = std::max(largest, data.cache.distance(i));
    const int k = data.request.sinkTokens, w = data.request.window;
    const long long start = std::max<long long>(k, last - w + 1);
    const QString kept =
        k > 0 ? tr("Query m = %1 keeps tokens 0 … %2 as positions 0 … %2 and tokens %3 … %1 as positions %4 … %5, and "
                   "sits at position %5 itself.")
                    .arg(last)
                    .arg(std::min<long long>(k, n) - 1)
                    .arg(start)
                    .arg(std::min<long long>(k, n))
                    .arg(data.cache.queryPosition[last])
              : tr("Without sink tokens, query m = %1 keeps tokens %2 … %1 as positions 0 … %3.")
                    .arg(last)
                    .arg(start)
                    .arg(data.cache.queryPosition[last]);
    m_streamingReadout->setText(kept + QLatin1Char(' ') +
                                tr("<b>No distance exceeds k + W − 1 = %1</b> however long the stream; the largest "
                                   "here is %2.")
                                    .arg(k + w - 1)
                                    .arg(largest));
    emit updated();
}

std::vector<View::Section> SinksView::sections()
{
    return {{QStringLiteral("sink"), m_sinkSection}, {QStringLiteral("streaming"), m_streamingSection}};
}

QJsonObject SinksView::viewState() const
{
    const SinkRequest r = request();
    return {{"sinkLogit", r.sinkLogit},
            {"tokens", r.tokens},
            {"sinkTokens", r.sinkTokens},
            {"window", r.window},
            {"seed", r.seed}};
}

void SinksView::applyViewState(const QJsonObject& state)
{
    if (state.contains("sinkLogit"))
        m_sinkLogit->setValue(state.value("sinkLogit").toDouble());
    const auto set = [&state](const char* key, QSpinBox* box) {
        if (state.contains(QLatin1String(key)))
            box->setValue(state.value(QLatin1String(key)).toInt());
    };
    set("tokens", m_tokens);
    set("sinkTokens", m_sinkTokens);
    set("window", m_window);
    set("seed", m_seed);
}

QString SinksView::stateCaption() const
{
    const SinkRequest r = request();
    return tr("sink logit S = %1 · StreamingLLM: k = %2 sink tokens, window W = %3 · N = %4, random q and k (seed "
              "%5), d = %6")
        .arg(formatNumber(r.sinkLogit, 3))
        .arg(r.sinkTokens)
        .arg(r.window)
        .arg(r.tokens)
        .arg(r.seed)
        .arg(SinkData::kHeadDim);
}

QJsonObject SinksView::facts() const
{
    QJsonObject f{{"tokens", m_tokens->value()}};
    if (const SinkData* d = data()) {
        const Eigen::Index last = d->sink.size() - 1;
        f.insert("sink.last", d->sink[last]);
        f.insert("rowSum.last", d->sinkWeights.row(last).sum());
        f.insert("rowSumGap", d->largestRowSumGap);
        f.insert("firstToken.last", d->firstToken[last]);
        double largest = 0;
        for (Eigen::Index i = 0; i < d->cache.distance.size(); ++i)
            if (!std::isnan(d->cache.distance(i)))
                largest = std::max(largest, d->cache.distance(i));
        f.insert("streaming.largest", largest);
        f.insert("streaming.lastQueryPosition", d->cache.queryPosition[last]);
    }
    return f;
}

} // namespace rope::ui
