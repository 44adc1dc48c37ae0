// The M-RoPE view's words and its ids-against-index plot: the captions that state what each section
// shows, with the numbers behind them.
#include "ui/views/mropeview.h"

#include "ui/model/keepwhole.h"
#include "ui/model/numberformat.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QCoreApplication>
#include <QSpinBox>

#include <cmath>

namespace rope::ui {

using namespace rope::model;

void MropeView::drawPositions()
{
    QCustomPlot* plot = m_positions;
    plot->clearGraphs();
    plot->clearItems();
    plot->setBackground(style::paper);
    style::useTickLocale(plot);
    const Eigen::Index tokens = data().index.thw.rows();
    const double next = core::mropeDecodePosition(data().index, tokens);
    QVector<double> j;
    for (Eigen::Index i = 0; i < tokens; ++i)
        j.append(double(i));
    // One-dimensional RoPE would use the sequence index itself; after the prompt, ids run j + rope_deltas.
    QCPGraph* plain = plot->addGraph();
    plain->setName(tr("1-D RoPE: id = sequence index"));
    plain->setPen(QPen(style::faint, 1.2, Qt::DashLine));
    plain->setData({0, double(tokens) + 2}, {0, double(tokens) + 2});
    const QCPScatterStyle::ScatterShape shapes[] = {QCPScatterStyle::ssDisc, QCPScatterStyle::ssSquare,
                                                    QCPScatterStyle::ssCross};
    const double sizes[] = {9, 7, 7};
    const QString names[] = {tr("t"), tr("h"), tr("w")};
    for (int a = 0; a < 3; ++a) {
        QCPGraph* g = plot->addGraph();
        g->setName(names[a]);
        g->setLineStyle(QCPGraph::lsNone);
        g->setScatterStyle(QCPScatterStyle(shapes[a], QPen(style::mropeAxis(a), 2), style::mropeAxis(a), sizes[a]));
        const Eigen::VectorXd ids = data().index.thw.col(a);
        g->setData(j, QVector<double>(ids.data(), ids.data() + ids.size()), true);
    }
    QCPGraph* decode = plot->addGraph();
    decode->setName(tr("decoding: j + rope_deltas"));
    decode->setPen(QPen(style::selection, 1.5, Qt::DotLine));
    decode->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssStar, QPen(style::selection, 2), Qt::NoBrush, 11));
    decode->setData({double(tokens), double(tokens) + 2}, {next, next + 2});
    // rope_deltas as the drop from 1-D RoPE's id to the first generated token's.
    auto* drop = new QCPItemLine(plot);
    drop->start->setCoords(double(tokens), double(tokens));
    drop->end->setCoords(double(tokens), next);
    drop->setPen(QPen(style::selection, 1.2));
    drop->setHead(QCPLineEnding(QCPLineEnding::esSpikeArrow, 7, 9));
    auto* label = new QCPItemText(plot);
    label->position->setCoords(double(tokens) - 0.4, (double(tokens) + next) / 2);
    label->setPositionAlignment(Qt::AlignRight | Qt::AlignVCenter);
    label->setFont(style::captionFont());
    label->setColor(style::selection);
    label->setText(tr("rope_deltas = %1").arg(formatNumber(data().index.ropeDeltas, 7)));
    plot->xAxis->setLabel(tr("sequence index j"));
    plot->yAxis->setLabel(tr("position id"));
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->setLabelFont(style::captionFont());
        axis->setTickLabelFont(style::captionFont());
    }
    plot->xAxis->setRange(-0.8, double(tokens) + 2.8);
    plot->yAxis->setRange(-0.8, std::max(double(tokens), next) + 2.8);
    if (plot->plotLayout()->rowCount() < 2)
        style::legendBelow(plot, 5);
    plot->legend->setFont(style::captionFont());
    replotSoon(plot);
}

QString MropeView::tokensText() const
{
    const core::MropeIndex& index = data().index;
    const Eigen::Index tokens = index.thw.rows();
    const auto& text = data().layouts;
    return tr("<b>rope_deltas</b> = largest id + 1 − tokens = %1 + 1 − %2 = <b>%3</b>. A block of H × W patches "
              "uses max(H, W) ids, not H·W, so the ids fall behind the sequence index. The first generated token "
              "(index %2) gets %2 + (%3) = <b>%4</b> on all three axes: decoding continues at largest + 1.<br>"
              "<b>Text tokens are plain RoPE.</b> They have t = h = w = p, so every pair turns by θ<sub>i</sub>·p "
              "whichever axis owns it: the largest |M-RoPE angle − θ<sub>i</sub>·p| over the text tokens is <b>%5</b> "
              "(chunked) and <b>%6</b> (interleaved). Over the image's patches, against θ<sub>i</sub>·t, it is %7 and "
              "%8 rad: there the axes part.")
        .arg(formatNumber(index.largest, 7))
        .arg(tokens)
        .arg(formatNumber(index.ropeDeltas, 7))
        .arg(formatNumber(core::mropeDecodePosition(index, tokens), 7))
        .arg(formatNumber(text[0].textAngleGap, 3), formatNumber(text[1].textAngleGap, 3),
             formatNumber(text[0].imageAngleGap, 3), formatNumber(text[1].imageAngleGap, 3));
}

QString MropeView::pairsText() const
{
    QString html =
        QStringLiteral("<table cellspacing='0' cellpadding='4' border='1' style='border-color:#c8c8c8'><tr><td></td>");
    const QString axisNames[] = {tr("t (time)"), tr("h (height)"), tr("w (width)")};
    for (int a = 0; a < 3; ++a)
        html +=
            QStringLiteral("<th style='color:%1'>%2</th>").arg(style::mropeAxis(a).darker(130).name(), axisNames[a]);
    html += QStringLiteral("</tr>");
    for (size_t l = 0; l < data().layouts.size(); ++l) {
        // A figure does not keep a table's formulas whole for it (a joined run could widen a column
        // past the figure): the table does so for its own cells ("Qwen2-V | L", "0.00 | 0115").
        html += QStringLiteral("<tr><th align='left'>%1</th>")
                    .arg(keepFormulasWhole(QCoreApplication::translate("MropeView", mropeLayoutChoices()[l].label)));
        for (const AxisShare& s : data().layouts[l].shares)
            html += QStringLiteral("<td>%1</td>")
                        .arg(keepFormulasWhole(tr("%1 pairs, θ %2 … %3")
                                                   .arg(s.pairs)
                                                   .arg(formatNumber(s.fastest, 3), formatNumber(s.slowest, 3))));
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    return html + tr("Chunked gives t the fastest pairs and w only the slowest: within an image %1 patches wide the w "
                     "angles move by at most %2 rad. Interleaved deals t, h, w in turn from the fastest pair on, so "
                     "every axis has fast and slow pairs (w: up to %3 rad). θ<sub>i</sub> = base<sup>−i/64</sup>, "
                     "base %4.")
                      .arg(data().segments[kMropeImageSegment].cols)
                      .arg(formatNumber(
                          (data().segments[kMropeImageSegment].cols - 1) * data().layouts[0].shares[2].fastest, 3))
                      .arg(formatNumber(
                          (data().segments[kMropeImageSegment].cols - 1) * data().layouts[1].shares[2].fastest, 3))
                      .arg(formatNumber(data().base, 8));
}

QString MropeView::mapText() const
{
    const QJsonObject f = facts();
    const auto step = [&f](const char* layout, const char* which) {
        const QJsonValue v = f.value(QStringLiteral("%1.%2").arg(QLatin1String(layout), QLatin1String(which)));
        return v.isUndefined() ? QStringLiteral("—") : formatNumber(v.toDouble(), 3);
    };
    const bool fixed = m_content->currentData().toString() == QLatin1String("fixed");
    return tr("In the cells: the framed patch's score to itself, elsewhere how far each score is from it. One "
              "column away the score changes by %1 (chunked) and %2 (interleaved); one row away by %3 and %4. "
              "The patch's score to itself is %5 in both: its own rotation cancels. %6 All patches share t, so the "
              "t pairs add the same to every score.")
        .arg(step("chunked", "wStep"), step("interleaved", "wStep"), step("chunked", "hStep"),
             step("interleaved", "hStep"),
             formatNumber(data().layouts[0].scores(data().selectedRow, data().selectedCol), 4),
             fixed
                 ? tr("With q = k = (1, …, 1) the score is (2/√d)·Σ cos(Δ·θ<sub>i</sub>), √d = %1 at the patch itself.")
                       .arg(formatNumber(std::sqrt(double(kMropeHeadDim)), 4))
                 : tr("Random q and k (seed %1), the same at every token.").arg(m_seed->value()));
}

} // namespace rope::ui
