#pragma once
// The guided tour's dock: a step's question first, its text once answered or skipped, a contents
// list, Back / Next, and the summary at the end (the steps: lessonsteps.h, the questions:
// lessonquestions.h).

#include "ui/model/lessonquestions.h"
#include "ui/model/lessonsteps.h"

#include <QWidget>

#include <functional>
#include <limits>
#include <optional>

class QComboBox;
class QLabel;
class QScrollArea;
class QPushButton;
class QTimer;

namespace rope::ui {

using namespace rope::model;

class LessonQuestionBox;
class View;

/// The dock's content. Moving to a step sets it up and asks its question; the step's text shows
/// once the learner has answered or skipped it. Answers are remembered (settings) and checked
/// against the live view every time: resuming (setStep without setUp) keeps a learner's own
/// parameters.
class LessonsPanel : public QWidget {
    Q_OBJECT
public:
    explicit LessonsPanel(QWidget* parent = nullptr);

    /// How the panel reads the live view: the view of a key when it is on show (else nullptr), and
    /// whether every visible view has drawn the latest parameters.
    void setLiveView(std::function<View*(const QString& key)> view, std::function<bool()> current);

    int step() const { return m_step; }
    QString titleText() const;
    QString bodyText() const;
    /// Whether the step's text shows (its question is answered or skipped).
    bool bodyShown() const;
    /// "Answers Q1, Q4" with the questions themselves as its tooltip; empty for an untagged step.
    QString answersText() const;
    LessonQuestionBox* questionBox() const { return m_question; }
    /// Whether the current step's question waits for the learner (the picture is covered).
    bool questionOpen() const;
    /// The last verdict's live answer (NaN before one).
    double revealedAnswer() const { return m_revealedAnswer; }
    QPushButton* backButton() const { return m_back; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* setUpButton() const { return m_setUp; }
    QPushButton* summaryButton() const { return m_summary; }

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
    /// The step's question opened (true) or was answered / skipped (false).
    void questionOpenChanged(bool open);
    /// The answer is out: point at what explains it (a section of the step's view, or the right
    /// picture for a choice between pictures: `picture` ≥ 0).
    void pointRequested(const QString& view, const QString& section, int picture);
    /// The learner asked for the tour's summary (the last step's Next, or the Summary button).
    void summaryRequested();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void showBody(bool shown);
    /// Grades the pending guess (or skip) once the step's view has computed; polls until then.
    void settle();
    void grabPictures();
    View* stepView() const;

    int m_step = -1;
    QComboBox* m_contents;
    QLabel* m_counter;
    QLabel* m_title;
    LessonQuestionBox* m_question;
    QLabel* m_body;
    QLabel* m_answers;
    QScrollArea* m_page = nullptr; ///< the step's title, question and text, scrolling between header and footer
    QLabel* m_where;
    QPushButton* m_back;
    QPushButton* m_setUp;
    QPushButton* m_summary;
    QPushButton* m_next;
    QTimer* m_poll;
    std::function<View*(const QString&)> m_view;
    std::function<bool()> m_current;
    /// What waits for the live answer: a guess, or a skip; `remembered` comes from the settings
    /// and is not written back.
    struct Pending {
        LessonOutcome kind; ///< Skipped, or Unanswered for a guess to grade
        double guess;
        bool remembered;
    };
    std::optional<Pending> m_pending;
    bool m_waitingForPictures = false;
    double m_revealedAnswer = std::numeric_limits<double>::quiet_NaN();
};

} // namespace rope::ui
