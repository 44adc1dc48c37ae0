// The tour as exercises: every step asks before it shows; a guess is checked against the number the
// live view computes; right and wrong guesses get different verdicts; answers are remembered; the
// summary reports them. And every step sets its scene however it is opened: the menu, Ctrl+L,
// `--lesson N`, quick-open, a link of the cheat sheet.

#include "ui/model/cheatsheet.h"
#include "ui/model/lessonquestions.h"
#include "ui/model/lessonsteps.h"
#include "ui/model/settings.h"
#include "ui/views/clocksview.h"
#include "ui/views/view.h"
#include "ui/window/helpdialog.h"
#include "ui/window/lessonquestionbox.h"
#include "ui/window/lessonspanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"
#include "ui/window/quickopen.h"
#include "ui/window/toursummary.h"

#include <QAbstractButton>
#include <QAction>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QtTest>

#include <cmath>

using namespace rope::ui;
using namespace rope::model;

namespace {

QScrollArea* scrollAreaHolding(QWidget* w)
{
    for (QWidget* p = w ? w->parentWidget() : nullptr; p; p = p->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(p))
            return area;
    return nullptr;
}

// The answers derived by hand, where the step's scene fixes them (NaN: read from the view's fact
// `fact` instead, times `factor`).
struct KnownAnswer {
    const char* key;
    double answer;
    const char* fact = nullptr;
    double factor = 1;
};
const KnownAnswer kExpected[] = {
    {"gap", 2}, // pictures none, sinusoidal, rope: RoPE's is the third
    {"rotation-length", 1}, // |R q| = |q| = 1
    {"shift", 0}, // R(mθ)ᵀR(nθ) depends on n − m only: no
    {"zero-logits", 0}, // Σ sin(Δθᵢ)/√d ≠ 0: no
    {"toy-a", 0}, // [1, 0]·[0, −1]
    {"toy-b", 1}, // [1, 0]·R(−π/2)[0, 1] = [1, 0]·[1, 0]
    {"pairs", 16}, // d/2 = 32/2
    // λᵢ = 2π·10000^(2i/128) ≤ 4096 ⇔ i ≤ 64·log(4096/2π)/log(10000) = 45.03: i = 0 … 45
    {"turning-pairs", 46},
    {"monotonic", 0},
    {"scores", 4096}, // N² = 64²
    {"rotation-size", 32}, // d × d, d = 32 (the step before had 16: its picture is no answer)
    {"rotate-v", 1},
    {"nearby", 0}, // the look-back head peaks 8 back
    {"added-length", 0},
    {"why-pairs", 2},
    {"clockwise", 0}, // sin(0) = 0: the sine term vanishes at Δ = 0
    {"row-sums", 0},
    {"kv-bug", 1},
    {"pairings", 0},
    {"trap-share", NAN, "trap.lost.share", 100},
    {"theta0", 1}, // base^0
    {"diagonals", 1},
    {"unit-test", 0}, // nothing turns at Δ = 0
    {"partial", 0},
    {"cross", 0}, // pictures axial, mixed
    {"text-tokens", 0},
    {"fast-ratio", 1}, // the fast pairs are untouched
    {"bf16-257", 256}, // 257 needs 9 significant bits; ties to even: 256
    {"learned-diagonal", 0}, // each absolute position adds its own row: no
    {"dilution", 100 / (1 + 9999 * std::exp(-5.0))}, // 1.4626 %
    {"self-extend", 17}, // m = 47, n = 0: ⌊47/4⌋ − ⌊0/4⌋ + 8 − ⌊8/4⌋ = 11 + 8 − 2
    {"sink-sum", 0}, // the sink takes e^S / (e^S + Σ e^logit) > 0 of every row
    {"base-32k", 0}, // the numbers: passes at 16k, B_m < 0 first at m = 27685 ≤ 32768
    {"slow-pairs", 11}, // 2π·10⁴^(i/32) > 2048 ⇔ i > 8·log10(2048/2π) = 20.1: pairs 21 … 31
};

const KnownAnswer* expectedFor(const char* key)
{
    for (const KnownAnswer& e : kExpected)
        if (qstrcmp(e.key, key) == 0)
            return &e;
    return nullptr;
}

void forgetAnswers()
{
    for (const LessonStep& s : lessonSteps())
        if (const LessonQuestion* q = lessonQuestion(s))
            Settings().setLessonAnswer(QLatin1String(q->key), LessonOutcome::Unanswered, NAN);
}

/// A guess the question counts as wrong: outside the tolerance, inside the range.
double wrongGuess(const LessonQuestion& q, double answer)
{
    // On the slider's grid, as a learner can choose it.
    const double up = std::ceil((answer + q.tolerance) / q.step + 0.5) * q.step;
    return up <= q.maximum ? up : std::floor((answer - q.tolerance) / q.step - 0.5) * q.step;
}

} // namespace

class tst_LessonQuestions : public QObject {
    Q_OBJECT

private slots:
    void init() { forgetAnswers(); }
    void everyStepAsksAQuestion();
    void gradingCountsTheTolerance();
    void rightAndWrongAnswersThroughTheWidgets_data();
    void rightAndWrongAnswersThroughTheWidgets();
    void answersAreRememberedAndSummarised();
    void everyStepSetsItsSceneHoweverOpened_data();
    void everyStepSetsItsSceneHoweverOpened();
    void aStepUndoesWhatThePreviousOneChanged();
    void laterSectionsWaitForTheirStep();
    void cheatSheetLinksOpenViewsAndSteps();
    void hiddenTourGrabsNoPictures();
};

void tst_LessonQuestions::everyStepAsksAQuestion()
{
    QSet<QString> keys;
    for (const LessonStep& s : lessonSteps()) {
        const LessonQuestion* q = lessonQuestion(s);
        QVERIFY2(q, s.title);
        QVERIFY2(!keys.contains(QLatin1String(q->key)), q->key);
        keys.insert(QLatin1String(q->key));
        QVERIFY2(expectedFor(q->key), q->key);
        QVERIFY(!lessonQuestionText(*q).isEmpty());
        if (q->kind == AnswerKind::Number)
            QVERIFY2(q->minimum < q->maximum && q->step > 0 && q->tolerance >= 0, q->key);
    }
}

void tst_LessonQuestions::gradingCountsTheTolerance()
{
    LessonQuestion q{"", "t", AnswerKind::Number, "", nullptr, 0, 10, 1, 0, 2};
    QCOMPARE(grade(q, 5, 7), LessonOutcome::Right);
    QCOMPARE(grade(q, 4.5, 7), LessonOutcome::Wrong);
    QCOMPARE(guessDistance(q, 4.5, 7), 2.5);
    QCOMPARE(grade(q, NAN, 7), LessonOutcome::Wrong);
    q.kind = AnswerKind::YesNo;
    QCOMPARE(grade(q, 1, 1), LessonOutcome::Right);
    QCOMPARE(grade(q, 0, 1), LessonOutcome::Wrong);
    QVERIFY(guessDistance(q, 0, 1) == 0.0);
}

void tst_LessonQuestions::rightAndWrongAnswersThroughTheWidgets_data()
{
    QTest::addColumn<int>("step");
    const auto& steps = lessonSteps();
    for (size_t i = 0; i < steps.size(); ++i)
        QTest::addRow("%zu %s", i + 1, steps[i].title) << int(i);
}

void tst_LessonQuestions::rightAndWrongAnswersThroughTheWidgets()
{
    QFETCH(int, step);
    const LessonStep& s = lessonSteps()[size_t(step)];
    const LessonQuestion* q = lessonQuestion(s);
    QVERIFY(q);
    MainWindow window(nullptr, MainWindow::Startup::Defaults);
    window.resize(1280, 800);
    window.lessonsDock()->show();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    LessonsPanel* lessons = window.lessons();
    lessons->setStep(step);
    LessonQuestionBox* box = lessons->questionBox();

    // Asked first: the figure is covered and the step's text waits.
    QVERIFY(lessons->questionOpen());
    QVERIFY(!lessons->bodyShown());
    QWidget* cover = window.viewStack()->findChild<QWidget*>(QStringLiteral("lessonCover"));
    QVERIFY(cover && cover->isVisible());

    // The live answer, read from the view's facts by the test itself.
    QTRY_VERIFY_WITH_TIMEOUT(window.visibleViewsCurrent(), 60000);
    View* view = window.view(QString::fromLatin1(s.view));
    const KnownAnswer* expected = expectedFor(q->key);
    QVERIFY(expected);
    const double live = std::isnan(expected->answer)
                            ? expected->factor * view->facts().value(QLatin1String(expected->fact)).toDouble()
                            : expected->answer;
    QVERIFY2(std::isfinite(live), q->key);
    // The guess box holds its longest value, with the tour at its narrowest: both walks found boxes
    // squeezed to 20–30 px beside the slider.
    if (q->kind == AnswerKind::Number) {
        window.resizeDocks({window.lessonsDock()}, {window.lessonsDock()->minimumWidth()}, Qt::Horizontal);
        QLocale c = box->numberInput()->locale();
        c.setNumberOptions(QLocale::OmitGroupSeparator);
        // At least five characters: a box sized to "10" had 20 px of text.
        QString longest = c.toString(-std::max(std::abs(q->minimum), std::abs(q->maximum)), 'f', q->decimals);
        if (longest.size() < 5)
            longest = QString(5, QLatin1Char('0'));
        QTRY_VERIFY2(
            box->numberInput()->findChild<QLineEdit*>()->width() >=
                box->numberInput()->fontMetrics().horizontalAdvance(longest),
            qPrintable(
                QStringLiteral("%1 px for %2").arg(box->numberInput()->findChild<QLineEdit*>()->width()).arg(longest)));
    }

    // The right answer.
    auto answer = [&](double guess) {
        if (q->kind == AnswerKind::Number && box->numberInput()->text().isEmpty()) {
            // Typed into the empty box, as a learner would. On six steps the right answer equals the
            // value behind the empty box, so typing it changes no value: the typing must count.
            QLocale c = box->numberInput()->locale();
            c.setNumberOptions(QLocale::OmitGroupSeparator);
            QTest::keyClicks(box->numberInput(), c.toString(guess, 'f', q->decimals));
            QVERIFY2(box->checkButton()->isEnabled(), qPrintable(box->numberInput()->text()));
            QTest::mouseClick(box->checkButton(), Qt::LeftButton);
            return;
        }
        if (q->kind == AnswerKind::Number) {
            // Away and back, as a learner settles on a value.
            box->numberInput()->setValue(guess + q->step);
            box->numberInput()->setValue(guess);
            QTest::mouseClick(box->checkButton(), Qt::LeftButton);
            return;
        }
        QTRY_VERIFY_WITH_TIMEOUT(!box->choiceButtons().isEmpty(), 20000); // pictures are drawn first
        for (QAbstractButton* b : box->choiceButtons())
            if (b->property("value").toDouble() == guess) {
                QTest::mouseClick(b, Qt::LeftButton);
                return;
            }
        QFAIL("no button for the guess");
    };
    const double right = q->kind == AnswerKind::Number ? std::round(live / q->step) * q->step : live;
    // Check waits for a guess: where the slider starts is none (on six steps it was the answer).
    QVERIFY(q->kind != AnswerKind::Number || !box->checkButton()->isEnabled());
    // Nor does the box show a number to start from: it is empty until the learner guesses.
    QVERIFY2(q->kind != AnswerKind::Number || box->numberInput()->text().isEmpty(),
             qPrintable(box->numberInput()->text()));
    answer(right);
    QTRY_VERIFY_WITH_TIMEOUT(box->answered(), 20000);
    const QString rightVerdict = box->verdictText();
    QVERIFY2(rightVerdict.startsWith(QStringLiteral("✓")), qPrintable(rightVerdict));
    // A guess on the answer itself is "exactly", not "off by 0".
    if (q->kind == AnswerKind::Number && right == live)
        QVERIFY2(rightVerdict.contains(QStringLiteral("exactly")) && !rightVerdict.contains(QStringLiteral("off by")),
                 qPrintable(rightVerdict));
    QCOMPARE(lessons->revealedAnswer(), live);
    QCOMPARE(Settings().lessonAnswer(QLatin1String(q->key)).first, LessonOutcome::Right);
    QVERIFY(lessons->bodyShown());
    QVERIFY(!lessons->questionOpen());
    QVERIFY(!cover->isVisible());

    // Asked again, a wrong answer: another verdict, the same live answer.
    QTest::mouseClick(box->againButton(), Qt::LeftButton);
    QVERIFY(lessons->questionOpen());
    QCOMPARE(Settings().lessonAnswer(QLatin1String(q->key)).first, LessonOutcome::Unanswered);
    double wrong = 0;
    if (q->kind == AnswerKind::Number)
        wrong = wrongGuess(*q, live);
    else if (q->kind == AnswerKind::YesNo)
        wrong = 1 - live;
    else
        wrong = live == 0 ? 1 : 0;
    answer(wrong);
    if (q->kind == AnswerKind::Number)
        wrong = box->numberInput()->value(); // as the box holds it
    QTRY_VERIFY_WITH_TIMEOUT(box->answered(), 20000);
    const QString wrongVerdict = box->verdictText();
    QVERIFY2(wrongVerdict.startsWith(QStringLiteral("✗")), qPrintable(wrongVerdict));
    QVERIFY(wrongVerdict != rightVerdict);
    QCOMPARE(lessons->revealedAnswer(), live);
    QCOMPARE(Settings().lessonAnswer(QLatin1String(q->key)).first, LessonOutcome::Wrong);
    if (q->kind == AnswerKind::Number) // how far the guess was
        QVERIFY2(wrongVerdict.contains(formatGuess(*q, std::abs(wrong - live))), qPrintable(wrongVerdict));
}

void tst_LessonQuestions::answersAreRememberedAndSummarised()
{
    // Toy B (q = [1, 0], k = [0, 1]): the score at Δ = 1 is 1.
    int toyB = -1, toyA = -1;
    for (size_t i = 0; i < lessonSteps().size(); ++i) {
        if (qstrcmp(lessonSteps()[i].title, "Toy B: the cross term") == 0)
            toyB = int(i);
        if (qstrcmp(lessonSteps()[i].title, "Toy A: the same direction") == 0)
            toyA = int(i);
    }
    QVERIFY(toyA >= 0 && toyB >= 0);
    {
        MainWindow window(nullptr, MainWindow::Startup::Defaults);
        window.lessonsDock()->show();
        window.show();
        window.lessons()->setStep(toyB);
        window.lessons()->questionBox()->numberInput()->setValue(0.5);
        QTest::mouseClick(window.lessons()->questionBox()->checkButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(window.lessons()->questionBox()->answered(), 20000);
        window.lessons()->setStep(toyA);
        QTest::mouseClick(window.lessons()->questionBox()->skipButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(window.lessons()->questionBox()->answered(), 20000);
        QVERIFY(window.lessons()->questionBox()->verdictText().contains(QStringLiteral("<b>0</b>")));
    }
    QCOMPARE(Settings().lessonAnswer(QStringLiteral("toy-b")).first, LessonOutcome::Wrong);
    QCOMPARE(Settings().lessonAnswer(QStringLiteral("toy-b")).second, 0.5);
    QCOMPARE(Settings().lessonAnswer(QStringLiteral("toy-a")).first, LessonOutcome::Skipped);

    // A new window shows the step answered, checked again against the live view, the figure uncovered.
    MainWindow again(nullptr, MainWindow::Startup::Defaults);
    again.lessonsDock()->show();
    again.show();
    again.lessons()->setStep(toyB);
    QVERIFY(!again.lessons()->questionOpen());
    QVERIFY(again.lessons()->bodyShown());
    QTRY_VERIFY_WITH_TIMEOUT(again.lessons()->questionBox()->answered(), 20000);
    QVERIFY(again.lessons()->questionBox()->verdictText().startsWith(QStringLiteral("✗")));
    QCOMPARE(again.lessons()->revealedAnswer(), 1.0);

    // The summary: all ten cheat-sheet questions, the two outcomes, a link to each step.
    const QString html = tourSummaryHtml();
    for (const CheatSheetEntry& entry : cheatSheet())
        QVERIFY2(html.contains(cheatSheetQuestion(QLatin1String(entry.tag)).toHtmlEscaped()), entry.tag);
    QVERIFY(html.contains(QStringLiteral("0 of %1").arg(lessonSteps().size())));
    QVERIFY(html.contains(QStringLiteral("1 not quite, 1 skipped")));
    for (size_t i = 0; i < lessonSteps().size(); ++i)
        QVERIFY(html.contains(QStringLiteral("go:step/%1\"").arg(i + 1)));
    // The last step's Next opens it.
    again.lessons()->setStep(int(lessonSteps().size()) - 1);
    QSignalSpy summary(again.lessons(), &LessonsPanel::summaryRequested);
    QTest::mouseClick(again.lessons()->nextButton(), Qt::LeftButton);
    QCOMPARE(summary.count(), 1);
}

void tst_LessonQuestions::everyStepSetsItsSceneHoweverOpened_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("how");
    const auto& steps = lessonSteps();
    for (size_t i = 0; i < steps.size(); ++i)
        for (const char* how : {"menu", "shortcut", "lesson-option", "quick-open"})
            QTest::addRow("%zu %s", i + 1, how) << int(i) << QString::fromLatin1(how);
}

void tst_LessonQuestions::everyStepSetsItsSceneHoweverOpened()
{
    QFETCH(int, step);
    QFETCH(QString, how);
    const LessonStep& s = lessonSteps()[size_t(step)];
    Settings().setLessonStep(step); // where the tour was left
    MainWindow window; // restores the last session, as a launch does
    window.lessonsDock()->hide();
    window.resize(1280, 800);
    // Somewhere else first: another view, other parameters.
    window.showView(QString::fromLatin1(qstrcmp(s.view, "clocks") == 0 ? "frequencies" : "clocks"));
    AppParams other;
    other.rope.headDim = 96;
    window.applyParams(other);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction* tour = window.lessonsDock()->toggleViewAction();
    if (how == QLatin1String("menu")) {
        tour->trigger();
    } else if (how == QLatin1String("shortcut")) {
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier);
    } else if (how == QLatin1String("lesson-option")) { // as `--lesson N` does
        window.lessonsDock()->show();
        window.lessons()->setStep(step);
    } else {
        QuickOpen* quick = window.showQuickOpen();
        quick->searchField()->setText(QString::fromUtf8(s.title)); // typed (keyClicks knows ASCII only)
        const auto found = QuickOpen::matches(QString::fromUtf8(s.title));
        int row = -1;
        for (size_t i = 0; i < found.size(); ++i)
            if (found[i].kind == QuickOpen::Kind::Lesson && found[i].key == QString::number(step))
                row = int(i);
        QVERIFY(row >= 0);
        quick->list()->setCurrentRow(row);
        QTest::keyClick(quick->searchField(), Qt::Key_Return);
    }
    QTRY_VERIFY(window.lessonsDock()->isVisible());
    QCOMPARE(window.lessons()->step(), step);
    QCOMPARE(window.currentViewKey(), QLatin1String(s.view));
    QVERIFY(window.panel()->params() == *lessonParams(s));
    QTRY_VERIFY_WITH_TIMEOUT(window.visibleViewsCurrent(), 60000);
    View* view = window.view(QString::fromLatin1(s.view));
    const QJsonObject wanted = lessonViewState(s), state = view->viewState();
    for (auto it = wanted.begin(); it != wanted.end(); ++it)
        QVERIFY2(state.value(it.key()) == it.value(), qPrintable(it.key()));
    // The subject in the viewport: the step's section, else the view's first.
    const QString subject = s.section ? QLatin1String(s.section) : view->sections().front().key;
    QTRY_VERIFY2_WITH_TIMEOUT(view->sectionVisible(subject) || view->sectionWidget(subject) == view,
                              qPrintable(subject), 5000);
    // Opened at the subject's own top, not under the cut-off end of the part above it: the page's top
    // when the subject fits whole under the heading, else the subject's top at the viewport's.
    QWidget* section = view->sectionWidget(subject);
    if (QScrollArea* area = scrollAreaHolding(section)) {
        const int top = section->mapTo(area->viewport(), QPoint(0, 0)).y();
        QTRY_VERIFY2_WITH_TIMEOUT(area->verticalScrollBar()->value() == 0 || std::abs(top) <= 8,
                                  qPrintable(QStringLiteral("%1 starts %2 px below the top")
                                                 .arg(subject)
                                                 .arg(section->mapTo(area->viewport(), QPoint(0, 0)).y())),
                                  5000);
    }
}

void tst_LessonQuestions::laterSectionsWaitForTheirStep()
{
    // The pipeline's "values" section answers step 12's question; at steps 10 and 11 it waits, a line
    // standing in its place. The pairing lab's "schemes" (step 20) and "trap" (step 21) likewise.
    const auto stepTitled = [](const char* title) {
        for (size_t i = 0; i < lessonSteps().size(); ++i)
            if (qstrcmp(lessonSteps()[i].title, title) == 0)
                return int(i);
        return -1;
    };
    const int where = stepTitled("Where RoPE sits in attention"), whyV = stepTitled("And the values V?"),
              signs = stepTitled("Signs and conventions"), twoWays = stepTitled("Two ways to pair"),
              transfer = stepTitled("Do the weights transfer?");
    QVERIFY(where >= 0 && whyV == where + 2 && signs >= 0 && twoWays > signs && transfer == twoWays + 1);
    MainWindow window(nullptr, MainWindow::Startup::Defaults);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.lessonsDock()->show();
    View* pipeline = window.view(QStringLiteral("pipeline"));
    QWidget* values = pipeline->sectionWidget(QStringLiteral("values"));
    const auto noteFor = [](View* view, const QString& key) -> QLabel* {
        for (QLabel* label : view->findChildren<QLabel*>(QStringLiteral("heldSection")))
            if (label->property("ropeSection").toString() == key)
                return label;
        return nullptr;
    };

    window.lessons()->setStep(where);
    QTRY_VERIFY(pipeline->isVisible());
    QVERIFY(values->isHidden());
    QLabel* note = noteFor(pipeline, QStringLiteral("values"));
    QVERIFY(note && note->isVisible());
    QVERIFY2(note->text().contains(QStringLiteral("step %1").arg(whyV + 1)), qPrintable(note->text()));
    window.lessons()->setStep(where + 1);
    QVERIFY(values->isHidden());
    window.lessons()->setStep(whyV); // its own step: shown, the line gone
    QVERIFY(!values->isHidden());
    QTRY_VERIFY(!noteFor(pipeline, QStringLiteral("values")));
    window.lessons()->setStep(where); // back: it waits again
    QVERIFY(values->isHidden());

    // A figure shows every section, held or not; leaving figure mode holds it again.
    pipeline->setFigureMode(true);
    QVERIFY(!values->isHidden());
    QVERIFY(noteFor(pipeline, QStringLiteral("values"))->isHidden());
    pipeline->setFigureMode(false);
    QVERIFY(values->isHidden());

    // "Show it now" shows it.
    emit noteFor(pipeline, QStringLiteral("values"))->linkActivated(QStringLiteral("show"));
    QVERIFY(!values->isHidden());
    QVERIFY(pipeline->heldSections().isEmpty());

    // The pairing lab: at "Signs and conventions" both later sections wait; at "Two ways to pair" only
    // the trap; at the trap's own step none.
    View* lab = window.view(QStringLiteral("pairing-lab"));
    window.lessons()->setStep(signs);
    QStringList held = lab->heldSections();
    held.sort();
    QCOMPARE(held, (QStringList{QStringLiteral("schemes"), QStringLiteral("trap")}));
    QVERIFY(lab->sectionWidget(QStringLiteral("trap"))->isHidden());
    QVERIFY(!lab->sectionWidget(QStringLiteral("conventions"))->isHidden());
    QVERIFY(pipeline->heldSections().isEmpty()); // a view the step does not show holds nothing
    window.lessons()->setStep(twoWays);
    QCOMPARE(lab->heldSections(), QStringList{QStringLiteral("trap")});
    QVERIFY(!lab->sectionWidget(QStringLiteral("schemes"))->isHidden());
    window.lessons()->setStep(transfer);
    QVERIFY(lab->heldSections().isEmpty());

    // The 2-D toy's table lists every experiment's score: it waits at step 2 and at toy A (step 5),
    // whose answer it would give toy B away, and shows at toy B.
    const int rotation = stepTitled("A rotation and lengths"), toyA = stepTitled("Toy A: the same direction"),
              toyB = stepTitled("Toy B: the cross term");
    QVERIFY(rotation >= 0 && toyA > rotation && toyB > toyA);
    View* toy = window.view(QStringLiteral("toy"));
    for (const int each : {rotation, toyA}) {
        window.lessons()->setStep(each);
        QCOMPARE(toy->heldSections(), QStringList{QStringLiteral("table")});
        QVERIFY(toy->sectionWidget(QStringLiteral("table"))->isHidden());
    }
    window.lessons()->setStep(toyB);
    QVERIFY(toy->heldSections().isEmpty());
    QVERIFY(!toy->sectionWidget(QStringLiteral("table"))->isHidden());

    // Closing the tour shows every section.
    window.lessons()->setStep(twoWays);
    QVERIFY(lab->sectionWidget(QStringLiteral("trap"))->isHidden());
    window.lessonsDock()->hide();
    QTRY_VERIFY(!lab->sectionWidget(QStringLiteral("trap"))->isHidden());
    QVERIFY(lab->heldSections().isEmpty());
}

void tst_LessonQuestions::aStepUndoesWhatThePreviousOneChanged()
{
    // "Signs and conventions" ticks clockwise in the pairing lab; the next pairing-lab step must not
    // inherit it.
    int signs = -1, pairing = -1;
    for (size_t i = 0; i < lessonSteps().size(); ++i) {
        if (qstrcmp(lessonSteps()[i].title, "Signs and conventions") == 0)
            signs = int(i);
        if (qstrcmp(lessonSteps()[i].title, "Two ways to pair") == 0)
            pairing = int(i);
    }
    MainWindow window(nullptr, MainWindow::Startup::Defaults);
    window.lessons()->setStep(signs);
    View* lab = window.view(QStringLiteral("pairing-lab"));
    QCOMPARE(lab->viewState().value("clockwise").toBool(), true);
    window.lessons()->setStep(pairing);
    QCOMPARE(lab->viewState().value("clockwise").toBool(), false);

    // Play pressed on the clocks (step 3, "Moving both positions") stops at the next step: it had run
    // on through steps 4 and 5 and moved their m and n (m = 13 where step 4 sets 8).
    int onlyDelta = -1;
    for (size_t i = 0; i < lessonSteps().size(); ++i)
        if (qstrcmp(lessonSteps()[i].title, "Moving both positions") == 0)
            onlyDelta = int(i);
    QVERIFY(onlyDelta >= 0 && qstrcmp(lessonSteps()[size_t(onlyDelta)].view, "clocks") == 0);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.lessons()->setStep(onlyDelta);
    auto* clocks = qobject_cast<ClocksView*>(window.view(QStringLiteral("clocks")));
    QTRY_VERIFY_WITH_TIMEOUT(window.visibleViewsCurrent(), 60000);
    QTest::mouseClick(clocks->playButton(), Qt::LeftButton);
    QVERIFY(clocks->playing());
    QTest::qWait(600); // it turns: positions move
    window.lessons()->setStep(onlyDelta + 1);
    QVERIFY(!clocks->playing());
    QVERIFY(!clocks->playButton()->isChecked());
    const AppParams next = *lessonParams(lessonSteps()[size_t(onlyDelta + 1)]);
    QTest::qWait(600);
    QCOMPARE(window.panel()->params().m, next.m);
    QCOMPARE(window.panel()->params().n, next.n);
}

void tst_LessonQuestions::cheatSheetLinksOpenViewsAndSteps()
{
    MainWindow window(nullptr, MainWindow::Startup::Defaults);
    window.show();
    const QString html = HelpDialog::sourcesHtml();
    // Every question links its views and its steps; every article's sections link their steps.
    for (const CheatSheetEntry& entry : cheatSheet())
        for (size_t i = 0; i < lessonSteps().size(); ++i)
            if (lessonTags(lessonSteps()[i]).contains(QLatin1String(entry.tag)))
                QVERIFY(html.contains(QStringLiteral("go:step/%1\"").arg(i + 1)));
    QVERIFY(html.contains(QStringLiteral("go:view/clocks\"")));
    HelpDialog* page = window.showHelpPage(QStringLiteral("Sources"), html);
    emit page->linkActivated(QUrl(QStringLiteral("go:view/pipeline")));
    QCOMPARE(window.currentViewKey(), QStringLiteral("pipeline"));
    QVERIFY(!page->isVisible()); // closed: it stood over the view it opened
    page = window.showHelpPage(QStringLiteral("Sources"), html);
    emit page->linkActivated(QUrl(QStringLiteral("go:step/5")));
    QVERIFY(!page->isVisible());
    QCOMPARE(window.lessons()->step(), 4);
    QVERIFY(window.lessonsDock()->isVisible());
    QCOMPARE(window.currentViewKey(), QLatin1String(lessonSteps()[4].view));
    QVERIFY(window.panel()->params() == *lessonParams(lessonSteps()[4]));
}

// A choice between pictures is grabbed from the live view for the learner to see. With the tour's
// dock closed nobody sees it: the grab (30 ms of the GUI thread for three maps) waits for the dock.
void tst_LessonQuestions::hiddenTourGrabsNoPictures()
{
    int step = -1;
    for (size_t i = 0; i < lessonSteps().size() && step < 0; ++i)
        if (const LessonQuestion* q = lessonQuestion(lessonSteps()[i]); q && q->kind == AnswerKind::Pictures)
            step = int(i);
    QVERIFY(step >= 0);
    MainWindow window(nullptr, MainWindow::Startup::Defaults);
    window.resize(1280, 800);
    window.lessonsDock()->hide();
    window.lessons()->setStep(step); // sets the step's view up, as a resumed tour does
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.currentViewKey(), QLatin1String(lessonSteps()[size_t(step)].view));
    QTRY_VERIFY_WITH_TIMEOUT(window.visibleViewsCurrent(), 60000);
    QTest::qWait(300); // several turns of the panel's 50 ms poll
    LessonQuestionBox* box = window.lessons()->questionBox();
    QVERIFY(box->choiceButtons().isEmpty());
    window.lessonsDock()->show();
    QTRY_VERIFY_WITH_TIMEOUT(!box->choiceButtons().isEmpty(), 20000);
}

QTEST_MAIN(tst_LessonQuestions)
#include "tst_lessonquestions.moc"
