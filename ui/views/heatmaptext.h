#pragma once
// The heatmap view's words: each mode's title and caption, the names of the additive terms, and the
// sentence on pooling and sampling. Kept apart from the view, which arranges the maps.

#include "ui/model/appparams.h"
#include "ui/model/results.h"

#include <QString>
#include <QStringList>

namespace rope::ui::heatmaptext {

/// "diagonal spread 0.5": how far a map is from constant along its diagonals.
QString spread(double spread);

/// The additive score's five maps (cc, cp, pc, pp, total), as §1 of the first article writes them;
/// with W = I they lose their W's.
QStringList decompositionNames(bool identity);

/// What a cell of the map stands for, with the numbers given (n: the matrix's side): the pooled
/// block, float rounding, a coarse first picture, sampled or exact rows.
struct Pooling {
    int pool = 1, n = 0, sampledRows = 0;
    bool rounding = false, coarse = false;
};
QString pooling(const model::AttentionMaps& maps, const Pooling& p);

struct Caption {
    QString title, text;
};
/// The mode's title and caption; `poolingText` and `masked` are appended where the mode shows them.
Caption caption(const model::AttentionMaps& maps, bool weights, const QString& poolingText, const QString& masked);

} // namespace rope::ui::heatmaptext
