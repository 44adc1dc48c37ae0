#pragma once
// The guided tour's dock: the step's text, a contents list, Back / Next (the steps: lessonsteps.h).

#include "ui/model/lessonsteps.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace rope::ui {

using namespace rope::model;

/// The dock's content: the step's text, a contents list, Back / Next. Moving to a step sets it up;
/// resuming (setStep without setUp) only shows the text, so a learner's own parameters survive.
class LessonsPanel : public QWidget {
    Q_OBJECT
public:
    explicit LessonsPanel(QWidget* parent = nullptr);

    int step() const { return m_step; }
    QString titleText() const;
    QString bodyText() const;
    /// "Answers Q1, Q4" with the questions themselves as its tooltip; empty for an untagged step.
    QString answersText() const;
    QPushButton* backButton() const { return m_back; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* setUpButton() const { return m_setUp; }

public slots:
    void setStep(int step, bool setUp = true);
    void next();
    void back();
    /// Asks the window to set the current step up again (parameters, view, section, controls).
    void setUpStep();

signals:
    void stepChanged(int step);
    /// The window applies the step: lessonParams, its view and section, lessonViewState.
    void setUpRequested(int step);

private:
    int m_step = -1;
    QComboBox* m_contents;
    QLabel* m_counter;
    QLabel* m_title;
    QLabel* m_body;
    QLabel* m_answers;
    QLabel* m_where;
    QPushButton* m_back;
    QPushButton* m_setUp;
    QPushButton* m_next;
};

} // namespace rope::ui
