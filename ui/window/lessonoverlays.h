#pragma once
// What the tour lays over the figure: a cover while its question waits (the picture would give
// the answer away), and a pointer at the part of the picture that explains the answer.

#include <QList>
#include <QPointer>
#include <QWidget>

class QTimer;
class QVariantAnimation;

namespace rope::ui {

/// Covers its parent (the views' stack) with the question, until the learner answers or skips.
class LessonCover : public QWidget {
    Q_OBJECT
public:
    explicit LessonCover(QWidget* parent);
    void setQuestion(const QString& question);
    QString question() const { return m_question; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QString m_question;
};

/// A frame in the highlight colour around a widget of the figure, fading after a few seconds;
/// it lets every click through.
class LessonPointer : public QWidget {
    Q_OBJECT
public:
    explicit LessonPointer(QWidget* parent);
    /// Frames `target` (a descendant of the parent), or hides when it is nullptr.
    void point(QWidget* target);
    /// The widget framed now (nullptr when none).
    QWidget* target() const { return m_target; }

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void follow();

    QPointer<QWidget> m_target;
    QList<QPointer<QWidget>> m_watched; ///< the target and its ancestors up to the canvas
    QVariantAnimation* m_fade;
    QTimer* m_hold;
    double m_opacity = 1;
};

} // namespace rope::ui
