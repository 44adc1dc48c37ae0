#pragma once
// The guided tour: steps that follow seed 000 §1–§9, then the KV-cache, pairing and long-context
// points of seeds 001 and 002. Each step has a title, two to five sentences, the parameters it
// sets (a preset and/or a few settings) and the view that makes its point.

#include "ui/appparams.h"

#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;

namespace rope::ui {

struct LessonStep {
    const char* section; ///< where the articles say it, e.g. "seed 000 §3"
    const char* title; ///< untranslated (context "Lessons")
    const char* text; ///< untranslated, may use <b>, <i>
    const char* view; ///< one of MainWindow::viewNames()
    const char* preset; ///< a built-in preset key, or nullptr
    const char* settings; ///< JSON object of AppParams keys applied after the preset, or nullptr
};

const std::vector<LessonStep>& lessonSteps();

/// The step's parameters: the defaults, then its preset, then its settings. nullopt only if the
/// step itself is broken (tests make sure none is).
std::optional<AppParams> lessonParams(const LessonStep& step);

/// The dock's content: the step's text, a contents list, Back / Next. Moving to a step sets it up;
/// resuming (setStep without setUp) only shows the text, so a learner's own parameters survive.
class LessonsPanel : public QWidget {
    Q_OBJECT
public:
    explicit LessonsPanel(QWidget* parent = nullptr);

    int step() const { return m_step; }
    QString titleText() const;
    QString bodyText() const;
    QPushButton* backButton() const { return m_back; }
    QPushButton* nextButton() const { return m_next; }
    QPushButton* setUpButton() const { return m_setUp; }

public slots:
    void setStep(int step, bool setUp = true);
    void next();
    void back();
    /// Applies the current step's parameters and view again.
    void setUpStep();

signals:
    void stepChanged(int step);
    void setUpRequested(const rope::ui::AppParams& params, const QString& view);

private:
    int m_step = -1;
    QComboBox* m_contents;
    QLabel* m_counter;
    QLabel* m_title;
    QLabel* m_body;
    QLabel* m_where;
    QPushButton* m_back;
    QPushButton* m_setUp;
    QPushButton* m_next;
};

} // namespace rope::ui
