#pragma once
// Help → Conventions, Sources, Keyboard Shortcuts and About: the app's conventions, the others a learner will meet,
// the articles the teaching follows and where the cheat sheet's questions are answered.

#include <QDialog>
#include <QList>

#include <utility>

class QMenuBar;

namespace rope::ui {

/// A closable window showing one page of help text.
class HelpDialog : public QDialog {
    Q_OBJECT
public:
    HelpDialog(const QString& title, const QString& html, QWidget* parent = nullptr);

    /// The conventions page: Δ = m − n, the rotation direction, the two pairings, the attention.
    static QString conventionsHtml();
    /// The sources page: the three articles and the sections used, where they disagree, and the
    /// cheat sheet's ten questions with the views and tour steps that answer each.
    static QString sourcesHtml();
    /// What About says: the version, the licence, the libraries and their versions.
    static QString aboutHtml();
    /// Every shortcut of the menu bar's actions and of the tour's buttons: (menu path, keys), names
    /// without mnemonics ("File › Open Session…", "文件 › 打开会话…").
    static QList<std::pair<QString, QString>> shortcuts(const QMenuBar* menus, const QWidget* tour);
    /// The shortcuts as a two-column table.
    static QString shortcutsHtml(const QList<std::pair<QString, QString>>& rows);

private:
    static QString disagreementList();
};

} // namespace rope::ui
