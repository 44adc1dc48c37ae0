#pragma once
// Named figures for slides: a figure is one section of a view ("pairing-lab/trap") drawn from a
// stated starting point (preset, parameters, the view's own controls), tagged with the cheat-sheet
// questions it answers. Each view lists its figures in its entry of the view registry
// (ui/views/viewregistry.h: figures(), figureByKey()); `export --figure`, `export --all` and the
// gallery read them there. In the window, any section can be exported as it stands.

#include "ui/model/appparams.h"
#include "ui/model/expected.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace rope::model {

struct FigureSpec {
    const char* key; ///< "view/name", unique; the file name of `export --all`
    const char* section; ///< the view's section (View::sections), or nullptr for the whole view
    const char* title; ///< untranslated (context "Figures")
    const char* preset; ///< a built-in preset used when the user names no starting point, or nullptr
    const char* settings; ///< JSON object of AppParams keys the figure needs, or nullptr
    const char* viewState; ///< JSON object for the view's controls, or nullptr
    const char* tags; ///< cheat-sheet questions, e.g. "q1 q4"
    const char* view = nullptr; ///< the view's registry key (filled in from the entry that lists it)
};

QString figureTitle(const FigureSpec& figure);
QStringList figureTags(const FigureSpec& figure);
QJsonObject figureViewState(const FigureSpec& figure);

/// The figure's parameters: the figure's preset (or the defaults) and all its settings; or, when the
/// user chose a starting point (preset, session), that one with only the figure's choice of map,
/// content and mask. The user's `--set` values go on top of this.
Expected<AppParams> figureParams(const FigureSpec& figure, const AppParams* start);

} // namespace rope::model
