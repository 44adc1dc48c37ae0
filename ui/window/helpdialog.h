#pragma once
// Help → Conventions and Help → Sources: the app's conventions, the others a learner will meet,
// the articles the teaching follows and where the cheat sheet's questions are answered.

#include <QDialog>

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

private:
    static QString disagreementList();
};

} // namespace rope::ui
