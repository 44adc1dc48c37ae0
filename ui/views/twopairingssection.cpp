// DeepSeek-V3.2's two pairings: the indexer's top-k kept under the wrong one, by context length.
#include "ui/views/twopairingssection.h"

#include "ui/model/numberformat.h"
#include "ui/views/longcontextparts.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QLabel>
#include <QVBoxLayout>

namespace rope::ui {

using namespace rope::model;

TwoPairingsSection::TwoPairingsSection(QWidget* parent) :
    QWidget(parent), m_plot(new QCustomPlot), m_readout(style::captionLabel())
{
    auto* heading = new QLabel(tr("5 · One model, two pairings: DeepSeek-V3.2"));
    heading->setFont(style::captionFont());
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    auto* text = style::captionLabel(
        tr("DeepSeek-V3.2's multi-head latent attention turns its 64 rope dims interleaved, as DeepSeek-V3 does; its "
           "sparse-attention indexer, which picks the index_topk = 2048 keys each query attends to, turns its first "
           "64 dims half-split (rotate_half). DeepSeek's own code first paired the indexer interleaved too, and fixed "
           "it on 2025-11-18: the model had lost accuracy only at long context. Why only there: while the context "
           "holds at most 2048 tokens the indexer keeps every key, whichever pairing scores them. Here a look-back "
           "indexer head (built half-split, attending 100 back, d = 64, base 10⁴, YaRN ×40) scores the keys of its "
           "last query both ways."));
    longcontext::setUpPlot(m_plot, tr("context length N"), tr("share of the right top-2048 kept"),
                           longcontext::Scale::Log, longcontext::Scale::Linear, 2);
    m_plot->setMinimumSize(420, 300);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(heading);
    layout->addWidget(text);
    layout->addWidget(m_plot);
    layout->addWidget(m_readout);
}

void TwoPairingsSection::draw(const IndexerPairingData& data)
{
    const core::IndexerPairingCase& r = data.result;
    m_plot->clearGraphs();
    QCPGraph* kept = m_plot->addGraph();
    kept->setPen(QPen(style::query, 2.5));
    kept->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, style::query, 7));
    kept->setName(tr("interleaved indexer (the bug)"));
    kept->setData(QVector<double>(r.contexts.data(), r.contexts.data() + r.contexts.size()),
                  QVector<double>(r.keptShare.data(), r.keptShare.data() + r.keptShare.size()), true);
    QCPGraph* topk = m_plot->addGraph();
    topk->setPen(QPen(style::faint, 1.5, Qt::DashLine));
    topk->setName(tr("N = index_topk = %1: beyond it the indexer chooses").arg(data.request.topk));
    topk->setData(QVector<double>{double(data.request.topk), double(data.request.topk)}, QVector<double>{0, 1.05});
    m_plot->xAxis->setRange(r.contexts[0] / 1.3, r.contexts[r.contexts.size() - 1] * 1.3);
    m_plot->yAxis->setRange(0, 1.05);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    // The longest context the figure shows, and one just past index_topk.
    const Eigen::Index last = r.contexts.size() - 1;
    Eigen::Index at8k = last;
    for (Eigen::Index i = 0; i < r.contexts.size(); ++i)
        if (r.contexts[i] == 8192)
            at8k = i;
    m_readout->setText(tr("Up to N = %1 the interleaved indexer keeps all of the right keys; at N = %2 it keeps "
                          "<b>%3 %</b>, at N = %4 <b>%5 %</b>. The right pairing's best key is %6 back; the "
                          "interleaved one's, %7 back.")
                           .arg(data.request.topk)
                           .arg(r.contexts[at8k])
                           .arg(formatNumber(100 * r.keptShare[at8k], 3))
                           .arg(r.contexts[last])
                           .arg(formatNumber(100 * r.keptShare[last], 3))
                           .arg(r.contexts[last] - 1 - r.peakRight[last])
                           .arg(r.contexts[last] - 1 - r.peakWrong[last]));
}

} // namespace rope::ui
