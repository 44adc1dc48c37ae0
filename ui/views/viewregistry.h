#pragma once
// The one list of views. The tabs, the View menu and its shortcuts, the lessons, `export
// --list-views`, sessions, settings and the command line all read it: adding a view is one entry
// here plus its files.

#include <QString>
#include <QStringList>

#include <vector>

namespace rope::ui {

class PairSelection;
class View;

/// What a view may share with the others.
struct ViewServices {
    PairSelection* selection = nullptr; ///< the selected frequency pair
};

struct ViewEntry {
    const char* key; ///< for --view, export, sessions and settings, e.g. "pairing-lab"
    const char* title; ///< the tab's name (untranslated, context "Views")
    const char* question; ///< the question the view answers: the tab's tooltip (untranslated)
    const char* tags; ///< the cheat-sheet questions it serves, e.g. "q5 q7" (cheatsheet.h)
    const char* group; ///< the title of a tab it shares with other entries as a page, or nullptr
    View* (*create)(const ViewServices& services);
};

/// Every view, in tab order.
const std::vector<ViewEntry>& viewRegistry();
/// The entry with this key, or nullptr.
const ViewEntry* findView(QStringView key);
/// Every key, in tab order.
QStringList viewKeys();
/// The entry's tab title / question / group title in the current language.
QString viewTitle(const ViewEntry& entry);
QString viewQuestion(const ViewEntry& entry);
QString viewGroupTitle(const ViewEntry& entry);
/// A title for any key: the entry's, "Whole window" for "window", else the key itself.
QString viewTitle(const QString& key);

} // namespace rope::ui
