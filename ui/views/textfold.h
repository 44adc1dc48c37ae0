#pragma once
// Text on one line (View → Text on One Line): a view's explanations folded to their first line, each
// ending in a "more" mark that opens it, so that the figure takes the height the text had.

#include <QObject>

class QLabel;
class QWidget;

namespace rope::ui {

class TextFold : public QObject {
    Q_OBJECT
public:
    /// Folds (or opens) every explanation in `root`: word-wrapped labels that are not titles, not
    /// controls and not part of a figure. A label the learner opened stays open until the next fold.
    static void apply(QWidget* root, bool folded);
    /// Whether `label` shows one line of several now.
    static bool isFolded(const QLabel* label);
    /// Where a folded label draws its "more" mark: a click there opens it.
    static QRect markRect(const QLabel* label);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    static TextFold* instance();
    static void fold(QLabel* label, bool folded);
    bool m_painting = false;
};

} // namespace rope::ui
