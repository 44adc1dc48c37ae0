#pragma once
// Where a drawing puts its text: a paint device that draws nothing and records every run of text a
// painter hands it (QLabel, QCustomPlot, the painted diagrams alike), with the box its glyphs take
// and the clip it was drawn under. What the layout and figure tests check: no text cut by its
// clip, none outside the picture, none over another.

#include <QPainter>
#include <QRectF>
#include <QSize>
#include <QString>

#include <functional>
#include <vector>

namespace rope::ui {

struct DrawnText {
    QString text; ///< the run's characters (a rich text run may be a part of a line)
    QRectF box; ///< the box of the run's glyphs (their ink) on the device
    QRectF clip; ///< the painter's clip on the device when it drew the run, within the page
    QPointF origin; ///< where its baseline starts on the device
    /// True when part of the run lies outside its clip or the page (by more than `tolerance` pixels).
    bool clipped(double tolerance = 1.0) const;
};

/// Runs `paint` on a painter over a device of `size` (96 dpi) and returns the texts it drew.
std::vector<DrawnText> recordTexts(QSize size, const std::function<void(QPainter&)>& paint);

/// Pairs of runs whose boxes overlap by more than `tolerance` pixels each way. Runs of one line
/// touch, and the next run on a baseline may meet a slanted or kerned glyph of the one before (a
/// line in two fonts is two runs); runs of one text drawn twice, such as a halo, count once.
/// Indices into `texts`.
std::vector<std::pair<size_t, size_t>> overlappingTexts(const std::vector<DrawnText>& texts, double tolerance = 2.0);

} // namespace rope::ui
