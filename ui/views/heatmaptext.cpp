// The heatmap view's words (heatmaptext.h).
#include "ui/views/heatmaptext.h"

#include "ui/model/numberformat.h"
#include "ui/model/sources.h"
#include "ui/views/heatmapview.h"

namespace rope::ui::heatmaptext {

using namespace rope::model;

QString spread(double spread) { return HeatmapView::tr("diagonal spread <b>%1</b>").arg(formatNearZero(spread)); }

QStringList decompositionNames(bool identity)
{
    return identity ? QStringList{HeatmapView::tr("content–content q·k"),
                                  HeatmapView::tr("content–position q·p<sub>n</sub>"),
                                  HeatmapView::tr("position–content p<sub>m</sub>·k"),
                                  HeatmapView::tr("position–position p<sub>m</sub>·p<sub>n</sub>"),
                                  HeatmapView::tr("sum = sinusoidal logits")}
                    : QStringList{HeatmapView::tr("content–content q<sub>m</sub>ᵀk<sub>n</sub>"),
                                  HeatmapView::tr("content–position q<sub>m</sub>ᵀW<sub>K</sub>p<sub>n</sub>"),
                                  HeatmapView::tr("position–content (W<sub>Q</sub>p<sub>m</sub>)ᵀk<sub>n</sub>"),
                                  HeatmapView::tr(
                                      "position–position (W<sub>Q</sub>p<sub>m</sub>)ᵀ(W<sub>K</sub>p<sub>n</sub>)"),
                                  HeatmapView::tr("sum = sinusoidal logits")};
}

QString pooling(const AttentionMaps& maps, const Pooling& p)
{
    QString text = p.pool > 1 ? HeatmapView::tr("Each cell shows a %1×%1 block of the %2×%2 matrix: the mean of its "
                                                "visible logits, the maximum of its weights.")
                                    .arg(p.pool)
                                    .arg(p.n)
                              : QString(); // one cell per (m, n): what a map is
    if (p.rounding)
        text += HeatmapView::tr(
            " At this N the products q̃·k̃ are taken in float: a diagonal spread below 10⁻³ is rounding.");
    if (p.coarse)
        text += HeatmapView::tr(
                    " First picture: %1 of the %2 query rows (one per block, each exact); the full map follows.")
                    .arg(p.sampledRows)
                    .arg(p.n);
    else if (p.sampledRows > 0 && maps.toeplitz && !isDecomposition(maps.params.heatmapMode))
        text +=
            HeatmapView::tr(" The sinusoidal map is sampled (%1 of the %2 query rows, one per block, each exact); the "
                            "others are exact in every row, from s(Δ).")
                .arg(p.sampledRows)
                .arg(p.n);
    else if (p.sampledRows > 0 && !isDecomposition(maps.params.heatmapMode))
        text +=
            HeatmapView::tr(" Sampled: %1 of the %2 query rows, one per block (its middle row), each exact; hovering "
                            "any cell computes its logit.")
                .arg(p.sampledRows)
                .arg(p.n);
    else if (maps.toeplitz && p.n > AttentionMaps::kMaxFullN && !isDecomposition(maps.params.heatmapMode))
        text += HeatmapView::tr(
                    " Every row is exact: with the same q and k everywhere the logits depend on Δ only, so s(Δ) "
                    "for the %1 offsets gives the whole map.")
                    .arg(2 * p.n - 1);
    return text;
}

Caption caption(const AttentionMaps& maps, bool weights, const QString& poolingText, const QString& masked)
{
    Caption caption;
    switch (maps.params.heatmapMode) {
    case HeatmapMode::Rope:
        caption.title = HeatmapView::tr("Which keys does each query attend to?");
        caption.text =
            HeatmapView::tr("RoPE attention for N = %1: row m is query position m, column n key position n; the "
                            "score depends on the content and on Δ = m − n only. %2%3")
                .arg(maps.n)
                .arg(poolingText, masked);
        break;
    case HeatmapMode::CompareEncodings:
        caption.title = HeatmapView::tr("Which encoding makes the score depend on m − n only?");
        caption.text =
            weights ? HeatmapView::tr(
                          "The same content, three ways, as softmax weights. Softmax normalises each row over its "
                          "own "
                          "keys, so no weights are exactly constant along a diagonal; switch to logits for the clean "
                          "comparison. %1%2")
                          .arg(poolingText, masked)
                    : HeatmapView::tr(
                          "The same q and k at every position, three ways. No encoding: every logit is the same, so "
                          "the score cannot tell where tokens are. Sinusoidal, added: the map changes along each "
                          "diagonal, so it depends on m and n apart. RoPE: constant along each diagonal, so it "
                          "depends on Δ = m − n alone (%1 §1, §3). Diagonal spread: the largest max − min along one "
                          "diagonal. %2%3")
                          .arg(firstArticle(), poolingText, masked);
        break;
    case HeatmapMode::Decomposition:
        // q̂ and k̂ in bold: in plain type after bold, Qt 6.4 drew the hat of "q̂" a line away or lost it.
        caption.title = HeatmapView::tr("What does an added position vector contribute?");
        caption.text =
            HeatmapView::tr(
                "<b>q̂<sub>m</sub>ᵀk̂<sub>n</sub> = q<sub>m</sub>ᵀk<sub>n</sub> + "
                "q<sub>m</sub>ᵀW<sub>K</sub>p<sub>n</sub> "
                "+ (W<sub>Q</sub>p<sub>m</sub>)ᵀk<sub>n</sub> + "
                "(W<sub>Q</sub>p<sub>m</sub>)ᵀ(W<sub>K</sub>p<sub>n</sub>)"
                "</b>, where the hatted vectors carry the position, <b>q̂<sub>m</sub> = W<sub>Q</sub>(x<sub>m</sub> "
                "+ p<sub>m</sub>)</b> and <b>k̂<sub>n</sub> = W<sub>K</sub>(x<sub>n</sub> + p<sub>n</sub>)</b>, while "
                "q<sub>m</sub> = W<sub>Q</sub>x<sub>m</sub> carries none (%1 §1); each "
                "map divided by √d. W<sub>Q</sub> and W<sub>K</sub> are random d × d projections drawn from the "
                "seed "
                "(%2). p<sub>m</sub>ᵀp<sub>n</sub> alone depends on m − n only, but after W<sub>Q</sub> and "
                "W<sub>K</sub> even the position–position term does not, and the cross terms depend on m and n "
                "separately: the sum is not relative. With W = I the position–position map is "
                "p<sub>m</sub>ᵀp<sub>n</sub> itself. "
                "First "
                "%3 positions.")
                .arg(firstArticle())
                .arg(maps.params.seed)
                .arg(maps.decompositionN);
        break;
    case HeatmapMode::DecompositionIdentity:
        caption.title = HeatmapView::tr("What does an added position vector contribute?");
        caption.text =
            HeatmapView::tr(
                "<b>(q + p<sub>m</sub>)·(k + p<sub>n</sub>) = q·k + q·p<sub>n</sub> + p<sub>m</sub>·k + "
                "p<sub>m</sub>·p<sub>n</sub></b>, each divided by √d: §1 of %1 with W<sub>Q</sub> = "
                "W<sub>K</sub> = I. "
                "With the same q and k everywhere, content–content is one number; position–position depends on "
                "m − n alone; the two cross terms depend on m and n separately, which is why the sum is not "
                "relative. "
                "First %2 positions.")
                .arg(firstArticle())
                .arg(maps.decompositionN);
        break;
    case HeatmapMode::NotElementwise:
        caption.title = HeatmapView::tr("Is RoPE a weight on the logits?");
        caption.text =
            HeatmapView::tr("Here every pair has q = (1, 0) and k = (0, 1): q·k = 0, so the un-rotated logits are "
                            "all 0 — and any element-wise weight w·0 is still 0. RoPE rotates before the dot "
                            "product, so q̃·k̃/√d = Σ sin(Δθ<sub>i</sub>)/√d is not 0 (%1 §4.1). %2")
                .arg(firstArticle(), poolingText);
        break;
    }
    return caption;
}

} // namespace rope::ui::heatmaptext
