#pragma once
// Figures for slides: any widget (a view, or the whole window) to PNG (1×, 2×, 3×), SVG (vector where
// the view is vector: plots, clocks, diagrams, text) or PDF (fonts embedded), optionally with a caption
// stamping the parameters under the figure. Writes are atomic (QSaveFile, committed only when
// every byte reached the disk): a failure keeps the old file and leaves no partial one.

#include "ui/model/appparams.h"
#include "ui/model/expected.h"
#include "ui/widgets/textrecorder.h"

#include <QImage>
#include <QJsonObject>
#include <QSize>
#include <QString>

class QPainter;
class QWidget;

namespace rope::ui {

using namespace rope::model;

enum class ExportFormat { Png, Svg, Pdf };

struct ExportOptions {
    double scale = 1.0; ///< PNG only: 1, 2 or 3 device pixels per pixel
    QString caption; ///< stamped under the figure when not empty, wrapped at its width
    bool crop = false; ///< cut away the paper around what is drawn (a small margin stays)
    QString state; ///< the scene's state string (rope1.…), kept in the file so that opening it restores the scene
};

/// The format implied by a file name's suffix; false when it is none of png/svg/pdf.
bool formatFromPath(const QString& path, ExportFormat* format);

/// Which of the app's parameters a figure's caption names (a view's registry entry says).
enum class CaptionParameters {
    All, ///< d, base or θ, N, m, n, pairing, scaling, content, mask
    AllAndMap, ///< the same and the heatmap shown (heatmap modes)
    None, ///< the view has its own parameters (its state caption names them)
    BaseOnly, ///< its own parameters but the base (or θ), which it takes from the app's
};

/// One line naming the parameters a figure shows: d (rotary dims), base or θ (as π/2 where it is a
/// simple multiple of π), N, m, n, pairing, scaling and factor, content (and seed), mask; with
/// AllAndMap also the map shown.
QString parameterCaption(const AppParams& params, CaptionParameters which = CaptionParameters::All);

/// Marks a plot item (a cursor, a selection box) as the window's own: figures are drawn without it,
/// as they are without the selected clock's frame and the window's background.
void markWindowOnly(QObject* plotItem);

/// Renders the widget (and its children) with plots, clocks and diagrams as vector drawing.
void renderVector(QWidget* widget, QPainter& painter);

/// The widget as an image at `scale`, with the caption underneath.
QImage renderImage(QWidget* widget, const ExportOptions& options);

/// The texts the figure draws (renderImage's layout at scale 1): what the figure tests hold to
/// "nothing clipped, nothing outside, nothing overlapping".
std::vector<DrawnText> figureTexts(QWidget* widget, const ExportOptions& options);

/// Writes the widget to path in the format of its suffix; on failure the error says what went wrong
/// and the file is left untouched. The state string goes into the file's metadata: a PNG text chunk
/// "rope-state", the SVG's description, the PDF's XMP metadata (dc:source).
Outcome exportWidget(QWidget* widget, const QString& path, const ExportOptions& options);

/// The state string an exported figure (.png, .svg, .pdf) carries; an error when the file has none
/// (drawn before figures remembered their scene, or by another program) or cannot be read.
Expected<QString> stateInFigure(const QString& path);

} // namespace rope::ui
