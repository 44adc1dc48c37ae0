// The logit-scale view: multipliers by position, and the dilution they push back against.
#include "ui/views/logitscaleview.h"

#include "ui/model/numberformat.h"
#include "ui/views/longcontextparts.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>

namespace rope::ui {

using namespace rope::model;
using core::LogitScaleMethod;

namespace {

// One colour per method (Okabe–Ito), the same in both plots.
QColor methodColour(LogitScaleMethod m)
{
    switch (m) {
    case LogitScaleMethod::Llama4:
        return QColor(0xD5, 0x5E, 0x00);
    case LogitScaleMethod::QwenLogn:
        return QColor(0x00, 0x9E, 0x73);
    case LogitScaleMethod::Ministral:
        return QColor(0xCC, 0x79, 0xA7);
    case LogitScaleMethod::Yarn:
        return QColor(0x56, 0xB4, 0xE9);
    case LogitScaleMethod::DeepSeek:
        return QColor(0x00, 0x72, 0xB2);
    case LogitScaleMethod::Ssmax:
        return QColor(0xE6, 0x9F, 0x00);
    case LogitScaleMethod::None:
        break;
    }
    return style::ink;
}

QVector<double> toVector(const Eigen::VectorXd& v) { return QVector<double>(v.data(), v.data() + v.size()); }

} // namespace

QString LogitScaleView::methodName(LogitScaleMethod method)
{
    switch (method) {
    case LogitScaleMethod::Llama4:
        return tr("Llama 4 (temperature tuning)");
    case LogitScaleMethod::QwenLogn:
        return tr("Qwen (logn)");
    case LogitScaleMethod::Ministral:
        return tr("Ministral 3 (llama_4_scaling_beta)");
    case LogitScaleMethod::Yarn:
        return tr("YaRN g² (GPT-OSS)");
    case LogitScaleMethod::DeepSeek:
        return tr("DeepSeek-V3 (mscale²)");
    case LogitScaleMethod::Ssmax:
        return tr("SSMax (s·ln n)");
    case LogitScaleMethod::None:
        break;
    }
    return tr("none");
}

LogitScaleView::LogitScaleView(QWidget* parent) :
    View(parent), m_method(new QComboBox), m_peak(new QDoubleSpinBox), m_rest(new QDoubleSpinBox),
    m_multiplierPlot(new QCustomPlot), m_dilutionPlot(new QCustomPlot), m_methodText(style::captionLabel()),
    m_dilutionReadout(style::captionLabel()),
    m_job(addJob<LogitScaleRequest, LogitScaleData>(
        [this] {
            return std::optional<LogitScaleRequest>(LogitScaleRequest{method(), m_peak->value(), m_rest->value()});
        },
        computeLogitScale, [this](const LogitScaleData& data) { draw(data); }, RunsOn::GuiThread))
{
    auto* title = new QLabel(tr("Attention flattens with length: how do models push back?"));
    title->setFont(style::titleFont());
    title->setWordWrap(true);
    auto* intro = style::captionLabel(
        tr("With one key at logit A and n − 1 keys at B &lt; A, the largest softmax weight is 1/(1 + (n − 1)e<sup>B − "
           "A</sup>): however clear the peak, it fades as the context grows. Models of 2025–26 multiply the logits "
           "(or the queries, which is the same) by a factor c(p) that grows with the query's position p, so that "
           "e<sup>c(B − A)</sup> shrinks as n grows."));

    auto* controls = new QWidget;
    markAsControl(controls);
    auto* row = new FlowLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    for (LogitScaleMethod m : core::logitScaleMethods())
        m_method->addItem(methodName(m), QLatin1String(core::logitScaleMethodKey(m)));
    m_method->setToolTip(tr("The model whose multiplier is drawn strong and applied in the dilution plot"));
    row->addWidget(labelledControl(tr("Model"), m_method));
    m_peak->setRange(-20, 20);
    m_peak->setSingleStep(0.5);
    m_peak->setValue(3);
    m_peak->setToolTip(tr("The logit A of the one key that should win"));
    row->addWidget(labelledControl(tr("peak logit A"), m_peak));
    m_rest->setRange(-20, 20);
    m_rest->setSingleStep(0.5);
    m_rest->setValue(-2);
    m_rest->setToolTip(tr("The logit B of every other key"));
    row->addWidget(labelledControl(tr("other logits B"), m_rest));
    connect(m_method, &QComboBox::currentIndexChanged, this, &LogitScaleView::refreshJobs);
    for (QDoubleSpinBox* box : {m_peak, m_rest})
        connect(box, &QDoubleSpinBox::valueChanged, this, &LogitScaleView::refreshJobs);

    longcontext::setUpPlot(m_multiplierPlot, tr("query position p"), tr("multiplier c(p) on the logits"),
                           longcontext::Scale::Log, longcontext::Scale::Linear, 3);
    // Log–log: the weights the multipliers keep are hundredths and thousandths, invisible on a linear axis.
    longcontext::setUpPlot(m_dilutionPlot, tr("number of keys n"), tr("largest weight"), longcontext::Scale::Log,
                           longcontext::Scale::Log, 2);
    for (QCustomPlot* plot : {m_multiplierPlot, m_dilutionPlot}) {
        plot->setMinimumSize(420, 320);
        // What the title, controls, captions and readouts leave (about 300 px): all in sight from 1280×800 up.
        growWithView(plot, [](QSize view) { return view.height() - 300; });
    }
    m_multiplierSection = longcontext::section(
        {style::captionLabel(tr("<b>1 · The multiplier by position.</b> Strong: the chosen model; thin: the "
                                "others. Most are 1 inside the training length and grow slowly beyond it.")),
         m_multiplierPlot, m_methodText});
    m_dilutionSection = longcontext::section(
        {style::captionLabel(tr("<b>2 · The largest weight among n keys</b> (one at A, the rest at B), the query "
                                "at p = n − 1 under a causal mask.")),
         m_dilutionPlot, m_dilutionReadout});
    auto* sectionsRow = new FlowLayout(FlowLayout::Mode::Columns);
    sectionsRow->addWidget(m_multiplierSection);
    sectionsRow->addWidget(m_dilutionSection);

    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(title);
    layout->addWidget(intro);
    layout->addWidget(controls);
    layout->addLayout(sectionsRow);
    layout->addStretch(1);
    setScrollingContent(content, true);
}

LogitScaleMethod LogitScaleView::method() const
{
    const QString key = m_method->currentData().toString();
    for (LogitScaleMethod m : core::logitScaleMethods())
        if (key == QLatin1String(core::logitScaleMethodKey(m)))
            return m;
    return LogitScaleMethod::Llama4;
}

void LogitScaleView::draw(const LogitScaleData& data)
{
    const LogitScaleMethod chosen = data.request.method;
    m_multiplierPlot->clearGraphs();
    const QVector<double> p = toVector(data.positions);
    double top = 1;
    std::vector<size_t> order; // the chosen one last, on top
    for (size_t i = 0; i < data.methods.size(); ++i)
        if (data.methods[i] != chosen)
            order.push_back(i);
    for (size_t i = 0; i < data.methods.size(); ++i)
        if (data.methods[i] == chosen)
            order.push_back(i);
    for (size_t i : order) {
        QCPGraph* g = m_multiplierPlot->addGraph();
        const bool strong = data.methods[i] == chosen;
        // Qwen's logn and SSMax's s·ln n are the same curve beyond the training length: Qwen's is
        // dashed so that both show (drawn solid, it lay hidden under SSMax's).
        const bool underAnother = data.methods[i] == LogitScaleMethod::QwenLogn && !strong;
        g->setPen(QPen(methodColour(data.methods[i]),
                       strong         ? 3.0
                       : underAnother ? 2.0
                                      : 1.5,
                       underAnother ? Qt::DashLine : Qt::SolidLine));
        if (underAnother) { // over the others on a layer of its own; the legend keeps its order
            if (!m_multiplierPlot->layer(QStringLiteral("dashed")))
                m_multiplierPlot->addLayer(QStringLiteral("dashed"), m_multiplierPlot->layer(QStringLiteral("main")),
                                           QCustomPlot::limAbove);
            g->setLayer(QStringLiteral("dashed"));
        }
        g->setName(methodName(data.methods[i]));
        g->setData(p, toVector(data.multipliers[i]), true);
        top = std::max(top, data.multipliers[i].maxCoeff());
    }
    m_multiplierPlot->xAxis->setRange(1, LogitScaleData::kLargestPosition);
    m_multiplierPlot->yAxis->setRange(0, std::ceil(top * 5) / 5 + 0.1);
    m_multiplierPlot->replot(QCustomPlot::rpQueuedReplot);

    m_dilutionPlot->clearGraphs();
    const QVector<double> n = toVector(data.keys);
    QCPGraph* plain = m_dilutionPlot->addGraph();
    plain->setPen(QPen(style::ink, 2, Qt::DashLine));
    plain->setName(tr("c = 1 (plain softmax)"));
    plain->setData(n, toVector(data.plain), true);
    QCPGraph* scaled = m_dilutionPlot->addGraph();
    scaled->setPen(QPen(methodColour(chosen), 3));
    scaled->setName(tr("× c(n − 1), %1").arg(methodName(chosen)));
    scaled->setData(n, toVector(data.scaled), true);
    m_dilutionPlot->xAxis->setRange(1, LogitScaleData::kLargestPosition);
    m_dilutionPlot->yAxis->setRange(std::min(data.plain.minCoeff(), data.scaled.minCoeff()) / 2, 1.5);
    m_dilutionPlot->replot(QCustomPlot::rpQueuedReplot);

    const core::LogitScaleParams params = core::logitScaleDefaults(chosen);
    QString text;
    switch (chosen) {
    case LogitScaleMethod::Llama4:
        text = tr("<b>Llama 4</b> multiplies the queries of its NoPE layers (every fourth layer has no RoPE) by "
                  "1 + attn_scale·ln(⌊(p + 1)/floor_scale⌋ + 1), attn_scale 0.1, floor_scale 8192 "
                  "(transformers' modeling_llama4.py, attn_temperature_tuning): 1 up to p = 8190, then a step every "
                  "8192 positions; %1 at p = 131072.");
        break;
    case LogitScaleMethod::QwenLogn:
        text = tr("<b>Qwen</b> (modeling_qwen.py, use_logn_attn) multiplies the queries by log<sub>L</sub>(p + 1) "
                  "once p + 1 passes the training length L = seq_length (8192 for Qwen-7B): 1 inside training, a "
                  "slow logarithm beyond; %1 at p = 131072.");
        break;
    case LogitScaleMethod::Ministral:
        text = tr("<b>Ministral 3</b> (modeling_ministral3.py, rope_parameters' llama_4_scaling_beta) multiplies "
                  "the queries of every layer by 1 + β·ln(1 + ⌊p/L₀⌋), β 0.1, L₀ = "
                  "original_max_position_embeddings = 16384; %1 at p = 131072.");
        break;
    case LogitScaleMethod::Yarn:
        text = tr("<b>YaRN</b> (modeling_rope_utils.py) multiplies cos and sin by attention_factor g = 0.1·ln s + 1, "
                  "so the logits by g², at every position: GPT-OSS (factor s = 32) has g² = %1.");
        break;
    case LogitScaleMethod::DeepSeek:
        text = tr("<b>DeepSeek-V3</b> (modeling_deepseek_v3.py) keeps g = 1 on cos and sin (mscale = "
                  "mscale_all_dim = 1) and multiplies the softmax scale by mscale² = (0.1·ln 40 + 1)² = %1, at "
                  "every position.");
        break;
    case LogitScaleMethod::Ssmax:
        text = tr("<b>SSMax</b> (Nakanishi 2025, “Scalable-Softmax Is Superior for Attention”, which Llama 4's "
                  "temperature tuning cites) multiplies the logits by s·ln n for n = p + 1 keys; s is learned per "
                  "head, here 1/ln 8192 (c = 1 at n = 8192); %1 at p = 131072.");
        break;
    case LogitScaleMethod::None:
        break;
    }
    m_methodText->setText(text.arg(formatNumber(core::logitMultiplier(params, 131072), 4)));

    QStringList plainAt, scaledAt;
    for (size_t i = 0; i < data.plainAt.size(); ++i) {
        plainAt << formatNumber(data.plainAt[i], 3);
        scaledAt << formatNumber(data.scaledAt[i], 3);
    }
    m_dilutionReadout->setText(tr("At n = 10, 100, 1000, 10⁴ with A = %1, B = %2: <b>%3</b> with plain softmax; "
                                  "<b>%4</b> with %5.")
                                   .arg(formatNumber(data.request.peak, 3), formatNumber(data.request.rest, 3),
                                        plainAt.join(QStringLiteral(", ")), scaledAt.join(QStringLiteral(", ")),
                                        methodName(chosen)));
    emit updated();
}

std::vector<View::Section> LogitScaleView::sections()
{
    return {{QStringLiteral("multiplier"), m_multiplierSection}, {QStringLiteral("dilution"), m_dilutionSection}};
}

QJsonObject LogitScaleView::viewState() const
{
    return {{"method", m_method->currentData().toString()}, {"peak", m_peak->value()}, {"rest", m_rest->value()}};
}

void LogitScaleView::applyViewState(const QJsonObject& state)
{
    if (const int i = m_method->findData(state.value("method").toString()); i >= 0)
        m_method->setCurrentIndex(i);
    if (state.contains("peak"))
        m_peak->setValue(state.value("peak").toDouble());
    if (state.contains("rest"))
        m_rest->setValue(state.value("rest").toDouble());
}

QString LogitScaleView::stateCaption() const
{
    return tr("model: %1 · peak logit A = %2, other logits B = %3")
        .arg(methodName(method()), formatNumber(m_peak->value(), 3), formatNumber(m_rest->value(), 3));
}

QJsonObject LogitScaleView::facts() const
{
    QJsonObject f{{"peak", m_peak->value()}, {"rest", m_rest->value()}};
    if (const auto& data = m_job->data()) {
        for (size_t i = 0; i < LogitScaleData::kQuoted.size(); ++i) {
            const QString n = QString::number(LogitScaleData::kQuoted[i]);
            f.insert(QStringLiteral("plain.n") + n, data->plainAt[i]);
            f.insert(QStringLiteral("scaled.n") + n, data->scaledAt[i]);
        }
        const core::LogitScaleParams params = core::logitScaleDefaults(data->request.method);
        f.insert("multiplier.p8191", core::logitMultiplier(params, 8191));
        f.insert("multiplier.p131072", core::logitMultiplier(params, 131072));
    }
    return f;
}

} // namespace rope::ui
