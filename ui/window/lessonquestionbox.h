#pragma once
// The tour's question box: a step's question, the learner's guess (a slider and a number, a choice
// between pictures, or yes / no), Check and Skip, then the verdict: how far the guess was from the
// number the live view computes (lessonquestions.h).

#include "ui/model/lessonquestions.h"

#include <QFrame>
#include <QPixmap>
#include <QPointer>

#include <array>
#include <cmath>
#include <optional>
#include <vector>

class QAbstractButton;
class QDoubleSpinBox;
class QLayout;
class QLabel;
class QPushButton;
class QSlider;

namespace rope::ui {

using namespace rope::model;

class LessonQuestionBox : public QFrame {
    Q_OBJECT
public:
    explicit LessonQuestionBox(QWidget* parent = nullptr);

    /// Asks `question` afresh (nullptr: hides the box). Pictures come later (setPictures).
    void ask(const LessonQuestion* question);
    /// The pictures to choose between, in the view's order (View::pictures()); shown in the
    /// question's display order, untitled, as A, B, C.
    void setPictures(const std::vector<QPixmap>& pictures);
    /// While the live answer is being computed after Check.
    void showChecking();
    /// The verdict: right / wrong / skipped, the guess, and the view's answer.
    void showVerdict(LessonOutcome outcome, double guess, double answer);
    /// A remembered answer while the step's view is not on show: the guess, and that setting the
    /// step up shows the view's answer.
    void showRemembered(LessonOutcome outcome, double guess);
    bool answered() const { return m_answered; }

    /// The guess as the inputs hold it: the number, the chosen picture's index in the view's order,
    /// 1 for yes and 0 for no; NaN when nothing is chosen.
    double guess() const;
    /// How a guess or an answer reads ("0.5", "picture B", "yes").
    QString describe(double value) const;

    QDoubleSpinBox* numberInput() const { return m_number; }
    QSlider* slider() const { return m_slider; }
    /// Pictures A, B, … in display order, or Yes and No; each carries its value as property "value".
    QList<QAbstractButton*> choiceButtons() const;
    QPushButton* checkButton() const { return m_check; }
    QPushButton* skipButton() const { return m_skip; }
    QPushButton* againButton() const { return m_again; }
    QString promptText() const;
    QString verdictText() const;

signals:
    /// The learner committed a guess (Check, or a click on a picture / Yes / No).
    void guessed(double guess);
    void skipped();
    /// "Ask me again": the learner wants to answer anew.
    void askAgain();

private:
    void setInputsEnabled(bool enabled);
    void showInputRow(int row);
    /// The learner moved the slider or typed a number: Check may compare it.
    void guessTouched();
    void choose(double value);

    const LessonQuestion* m_question = nullptr;
    std::vector<int> m_order; ///< display position → picture index
    bool m_answered = false;
    double m_choice = NAN; ///< the picture or yes / no chosen
    QLabel* m_heading;
    QLabel* m_prompt;
    std::array<QWidget*, 3> m_inputRows{}; ///< number, pictures, yes / no
    QSlider* m_slider;
    QDoubleSpinBox* m_number;
    QWidget* m_picturesRow;
    QLayout* m_picturesLayout; ///< wraps: the dock may be narrow
    QList<QAbstractButton*> m_pictureButtons;
    QPointer<QLabel> m_pictureWaiting; ///< while the pictures are drawn
    QList<QAbstractButton*> m_yesNoButtons;
    QPushButton* m_check;
    bool m_touched = false; ///< a guess was made (the slider moved or a number typed)
    QPushButton* m_skip;
    QPushButton* m_again;
    QLabel* m_verdict;
};

} // namespace rope::ui
