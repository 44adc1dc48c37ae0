#pragma once
// Predict, then check: every tour step opens with a question the learner answers before the picture
// gives it away — a number to guess, a choice between pictures, or yes / no. The answer is never
// stored as text: it is computed from the live view's facts (View::facts(), the numbers its picture
// claims), so the revealed answer is the number the view computes for whatever it shows.

#include <QJsonObject>
#include <QString>

#include <optional>

namespace rope::model {

struct LessonStep;

enum class AnswerKind {
    Number, ///< a slider / number to guess; right within `tolerance`
    Pictures, ///< choose one of the view's pictures (View::pictures()), shown untitled and shuffled
    YesNo, ///< yes or no; the step's text gives the reason
};

struct LessonQuestion {
    const char* stepTitle; ///< the untranslated title of the step it opens (lessonsteps.cpp)
    const char* key; ///< a stable name for remembered answers, e.g. "toy-a"
    AnswerKind kind;
    const char* prompt; ///< untranslated (context "Lessons")
    /// The answer from the live view's facts: the number (Number), the index of the right picture
    /// in View::pictures() order (Pictures), 1 for yes and 0 for no (YesNo); nullopt while the
    /// facts it needs are not there (the view has not computed yet).
    std::optional<double> (*answer)(const QJsonObject& facts);
    double minimum = 0, maximum = 1, step = 0.1; ///< Number: the guess's range and slider step
    int decimals = 2; ///< Number: how the guess and the answer are written
    double tolerance = 0; ///< Number: a guess at most this far off counts as right
    const char* pointAt = nullptr; ///< the view's section that explains it, or nullptr for the whole view
    /// Pictures: the display order, a permutation of the pictures' indices (so the right one is not
    /// where the view puts it), e.g. "1 2 0"; nullptr for the view's order.
    const char* order = nullptr;
};

/// The question that opens `step`, or nullptr (tst_lessons makes sure every step has one).
const LessonQuestion* lessonQuestion(const LessonStep& step);
QString lessonQuestionText(const LessonQuestion& question);
/// "number", "pictures" or "yes-no" (for --list-lessons --json).
QString answerKindName(AnswerKind kind);

/// How a learner did on one question.
enum class LessonOutcome { Unanswered, Right, Wrong, Skipped };
QString outcomeName(LessonOutcome outcome); ///< "right", "wrong", "skipped", "" (settings, JSON)
LessonOutcome outcomeFromName(const QString& name);

/// Grades a guess against the live answer: Number within the tolerance, else equal.
LessonOutcome grade(const LessonQuestion& question, double guess, double answer);
/// How far off the guess was, for Number (|guess − answer|); 0 otherwise.
double guessDistance(const LessonQuestion& question, double guess, double answer);
/// A number as the question writes it (its decimals, no trailing zeros).
QString formatGuess(const LessonQuestion& question, double value);

} // namespace rope::model
