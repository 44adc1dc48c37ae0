#pragma once
// Figures, not screenshots: a view's section rendered whole (never cut at the viewport), without
// its controls (their state goes into the caption), cropped to what is drawn. Used by
// `export --figure/--view/--all` and by the window's "Export this figure…" and File → Export Figures….

#include "ui/model/appparams.h"
#include "ui/model/expected.h"
#include "ui/model/figures.h"
#include "ui/model/gallery.h"
#include "ui/views/viewregistry.h" // figures(), figureByKey()
#include "ui/widgets/exporter.h"

#include <QImage>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace rope::ui {

using namespace rope::model;

class MainWindow;

struct FigureTarget {
    QString view; ///< a view key
    QString section; ///< one of its sections; empty for the whole view
};

/// Applies the parameters, shows the view, sets its controls and waits (running the event loop)
/// until everything shown answers them. An Error if it takes longer than `timeoutMs`.
Outcome setUpFigure(MainWindow& window, const FigureTarget& target, const AppParams& params,
                    const QJsonObject& viewState, int timeoutMs = 300000);

/// The caption of a figure as the window now shows it: the parameters and the view's hidden controls.
QString figureCaption(MainWindow& window, const QString& view);

/// Renders the target as the window now shows it (its view must be the current one), cropped, at
/// `options.scale` with `options.caption` under it (figureCaption, or the user's own). Writes
/// atomically; the Error names the file.
Outcome writeFigure(MainWindow& window, const FigureTarget& target, const QString& path, ExportOptions options);
/// The same as an image (for the clipboard); null for an unknown target.
QImage figureImage(MainWindow& window, const FigureTarget& target, ExportOptions options);

/// The texts the target draws as a figure (figureImage's layout at scale 1).
std::vector<DrawnText> figureTexts(MainWindow& window, const FigureTarget& target, ExportOptions options);

/// Exports named figures into `dir` (made if missing), one file per format ("pairing-lab-trap.svg"),
/// and returns their gallery entries (files relative to `dir`, under `subdir` when not empty).
/// `paramsFor` gives each figure's parameters; `progress` hears of each figure done and may cancel
/// (return false). The window must be shown (it may be hidden from the screen).
struct FigureBatch {
    QString dir;
    QString subdir;
    QString language; ///< for the gallery
    QStringList formats; ///< png, svg, pdf
    double scale = 1;
    bool caption = false;
    std::function<Expected<AppParams>(const FigureSpec&)> paramsFor;
    std::function<bool(int done, int total, const QString& key)> progress;
};
Expected<std::vector<GalleryEntry>> exportFigures(MainWindow& window, const std::vector<const FigureSpec*>& figures,
                                                  const FigureBatch& batch);

} // namespace rope::ui
