#pragma once
// Pieces the long-context views (logit scale, remap, sinks, base bound) share: a plot set up in the
// app's style, a section of caption and parts, and a row of labelled controls.

#include <QString>

#include <initializer_list>

class QCustomPlot;
class QWidget;

namespace rope::ui::longcontext {

enum class Scale { Linear, Log };

/// Paper background, caption-sized axis text, the axes' labels and scales, a legend below the axes
/// when `legendColumns` > 0.
void setUpPlot(QCustomPlot* plot, const QString& xLabel, const QString& yLabel, Scale x, Scale y,
               int legendColumns = 0);
/// A widget holding `parts` one under the other, no margins: one named section of a view.
QWidget* section(std::initializer_list<QWidget*> parts);

} // namespace rope::ui::longcontext
