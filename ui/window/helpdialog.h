#pragma once
// Help → Conventions, Sources, Keyboard Shortcuts and About: the app's conventions, the others a learner will meet,
// the articles the teaching follows and where the cheat sheet's questions are answered.

#include <QDialog>
#include <QList>

#include <utility>

class QMenuBar;
class QTextBrowser;
class QUrl;

namespace rope::ui {

/// A closable window showing one page of help text.
class HelpDialog : public QDialog {
    Q_OBJECT
public:
    HelpDialog(const QString& title, const QString& html, QWidget* parent = nullptr);
    /// The page's text (tests read its links).
    QString html() const;

    /// Links inside the app: "go:view/KEY" opens a view, "go:step/N" the tour at step N (1 = the
    /// first); what they link is reported by linkActivated, web links open in the browser.
    static QString viewLink(const QString& key, const QString& text);
    static QString stepLink(int step, const QString& text);

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

signals:
    /// An in-app link was clicked ("go:view/clocks", "go:step/3").
    void linkActivated(const QUrl& link);

private:
    static QString disagreementList();
    QTextBrowser* m_text;
};

} // namespace rope::ui
