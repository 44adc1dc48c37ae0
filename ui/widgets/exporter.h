#pragma once
// Figures for slides: any widget (a view, or the whole window) to PNG (1×, 2×, 3×), SVG (vector where
// the view is vector: plots, clocks, diagrams, text) or PDF (fonts embedded), optionally with a caption
// stamping the parameters under the figure. Writes are atomic (QSaveFile): a failure leaves no
// partial file.

#include "ui/model/appparams.h"
#include "ui/model/expected.h"

#include <QImage>
#include <QSize>
#include <QString>

class QPainter;
class QWidget;

namespace rope::ui {

enum class ExportFormat { Png, Svg, Pdf };

struct ExportOptions {
    double scale = 1.0; ///< PNG only: 1, 2 or 3 device pixels per pixel
    QString caption; ///< stamped under the figure when not empty
};

/// The format implied by a file name's suffix; false when it is none of png/svg/pdf.
bool formatFromPath(const QString& path, ExportFormat* format);

/// One line naming the parameters a figure shows: d, base, N, m, n, pairing, scaling.
QString parameterCaption(const AppParams& params);

/// Renders the widget (and its children) with plots, clocks and diagrams as vector drawing.
void renderVector(QWidget* widget, QPainter& painter);

/// The widget as an image at `scale`, with the caption underneath.
QImage renderImage(QWidget* widget, const ExportOptions& options);

/// Writes the widget to path in the format of its suffix; on failure the error says what went wrong
/// and the file is left untouched.
Outcome exportWidget(QWidget* widget, const QString& path, const ExportOptions& options);

} // namespace rope::ui
