#pragma once
// Quick-open (Ctrl+K): type part of the name of a view, a tour step or a named figure, in English or
// in Chinese whatever the interface language, and go there. Everything it lists comes from the
// view registry, the tour's steps and the views' figures, so a new view is found without a word
// here.

#include <QDialog>
#include <QString>
#include <QStringList>

#include <vector>

class QLineEdit;
class QListWidget;

namespace rope::ui {

class QuickOpen : public QDialog {
    Q_OBJECT
public:
    enum class Kind { View, Lesson, Figure };
    struct Target {
        Kind kind;
        QString key; ///< the view key, the lesson's index, or the figure key
        QString text; ///< as listed, in the interface language
        QStringList words; ///< what typing matches: both languages, the key
    };

    explicit QuickOpen(QWidget* parent = nullptr);

    /// Everything that can be opened, in order: views, then tour steps, then figures.
    static std::vector<Target> targets();
    /// The targets whose words contain every word of `query` (case and accents as typed), in order.
    static std::vector<Target> matches(const QString& query);

    QLineEdit* searchField() const { return m_search; }
    QListWidget* list() const { return m_list; }

signals:
    void chosen(const rope::ui::QuickOpen::Target& target);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void filter();
    void choose();

    QLineEdit* m_search;
    QListWidget* m_list;
    std::vector<Target> m_shown;
};

} // namespace rope::ui
