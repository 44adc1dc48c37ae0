#pragma once
// The one table of views. The navigator, the View menu and its shortcuts, quick-open, the lessons' checks,
// `export --list-views` and `--list-figures`, the figures and their captions, sessions, settings
// and the command line all read it: adding a view is its files, one entry here and its test
// (CONTRIBUTING.md says which files). tst_registry fails when an entry lacks a translated title and
// question, a figure, a tour step or a caption for one of its controls.

#include "ui/model/figures.h"
#include "ui/widgets/exporter.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace rope::model {
class PairSelection;
} // namespace rope::model

namespace rope::ui {

using namespace rope::model;

class View;

/// What a view may share with the others.
struct ViewServices {
    PairSelection* selection = nullptr; ///< the selected frequency pair
};

struct ViewEntry {
    const char* key; ///< for --view, export, sessions and settings, e.g. "pairing-lab"
    const char* title; ///< its name in the navigator (untranslated, context "Views")
    const char* question; ///< the question the view answers: its tooltip (untranslated)
    const char* tags; ///< the cheat-sheet questions it serves, e.g. "q5 q7" (cheatsheet.h)
    /// The chapter it belongs to (untranslated, context "Views"): the navigator's heading over it.
    /// Entries of one chapter stand together; nullptr puts a view under "More".
    const char* chapter;
    View* (*create)(const ViewServices& services);
    /// Which of the app's parameters a figure's caption names (its own controls it names itself:
    /// View::stateCaption).
    CaptionParameters caption = CaptionParameters::All;
    /// Its named figures, keys "<view key>/<name>" (`view` is filled in from `key`).
    std::vector<FigureSpec> figures = {};
    /// Why it has no figure and no tour step, when it shows what the learner must open first (a
    /// checkpoint): untranslated, context "Views".
    const char* opensOwnData = nullptr;
};

/// Every view, in the navigator's order: chapter by chapter.
const std::vector<ViewEntry>& viewRegistry();
/// Adds a view at the end of the table, for a test's own view: before any window is made.
void registerView(ViewEntry entry);
/// The entry with this key, or nullptr.
const ViewEntry* findView(QStringView key);
/// Every key, in the navigator's order.
QStringList viewKeys();
/// The entry's title / question / chapter title in the current language.
QString viewTitle(const ViewEntry& entry);
QString viewQuestion(const ViewEntry& entry);
QString viewChapterTitle(const ViewEntry& entry);
/// A title for any key: the entry's, "Whole window" for "window", else the key itself.
QString viewTitle(const QString& key);

/// Every named figure, in registry order.
const std::vector<FigureSpec>& figures();
const FigureSpec* figureByKey(const QString& key);

} // namespace rope::ui
