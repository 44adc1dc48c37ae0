#pragma once
// Every view at once, under its chapter's heading: the window's navigation. The view names flow
// onto as many lines as the width needs, so nothing scrolls or hides behind arrows; the widget's
// height follows its width (a dock gives it that height: see heightForWidth).

#include <QWidget>

#include <map>

class QAbstractButton;
class QButtonGroup;

namespace rope::ui {

class Navigator : public QWidget {
    Q_OBJECT
public:
    /// One button per entry of the view registry, in its order, under the chapters' headings.
    explicit Navigator(QWidget* parent = nullptr);

    /// Marks the view shown (no signal).
    void setCurrent(const QString& key);
    QString current() const;
    /// The button that shows `key`, or nullptr: for tests that click it.
    QAbstractButton* button(const QString& key) const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /// The learner chose a view.
    void viewChosen(const QString& key);

protected:
    /// A dock ignores height-for-width: the widget asks for the height its width needs.
    void resizeEvent(QResizeEvent* event) override;

private:
    QButtonGroup* m_buttons;
    std::map<QString, QAbstractButton*> m_byKey;
};

} // namespace rope::ui
