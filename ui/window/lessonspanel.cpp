// The guided tour's dock: asks a step's question, checks the guess against the live view, then
// shows the step; moves between steps and asks the window to set a step up.
#include "ui/window/lessonspanel.h"

#include "ui/model/cheatsheet.h"
#include "ui/model/keepwhole.h"
#include "ui/model/settings.h"
#include "ui/views/view.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/mapplot.h"
#include "ui/window/lessonquestionbox.h"

#include <qcustomplot.h>

#include <QAbstractItemView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rope::ui {

using namespace rope::model;

namespace {

/// A picture to choose, without its title: a map's cells only, else the whole widget.
QPixmap thumbnail(QWidget* picture)
{
    QPixmap whole;
    if (auto* plot = qobject_cast<MapPlot*>(picture) ? picture->findChild<QCustomPlot*>() : nullptr) {
        plot->replot(QCustomPlot::rpImmediateRefresh); // a queued replot would leave the last picture
        whole = plot->grab(plot->axisRect()->rect());
    } else {
        whole = picture->grab();
    }
    return whole.scaled(144, 144, Qt::KeepAspectRatio, Qt::SmoothTransformation);
}

} // namespace

LessonsPanel::LessonsPanel(QWidget* parent) :
    QWidget(parent), m_contents(new QComboBox), m_counter(new QLabel), m_title(new QLabel),
    m_question(new LessonQuestionBox), m_body(new QLabel), m_answers(new QLabel), m_where(new QLabel),
    m_back(new QPushButton(tr("← Back"))), m_setUp(new QPushButton(tr("↺ Set up again"))),
    m_summary(new QPushButton(tr("Summary"))), m_next(new QPushButton(tr("Next →"))), m_poll(new QTimer(this))
{
    const auto& steps = lessonSteps();
    for (size_t i = 0; i < steps.size(); ++i)
        m_contents->addItem(tr("%1. %2").arg(i + 1).arg(lessonText(steps[i].title)));
    m_contents->setToolTip(tr("Jump to any step of the tour"));
    // A narrow dock shortens the shown title; the list shows every title whole.
    m_contents->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_contents->setMinimumContentsLength(12);
    // The list as wide as its longest title (a popup may reach past the dock), and each title whole
    // on hover: the closed box shows as much as the dock allows.
    m_contents->view()->setMinimumWidth(m_contents->view()->sizeHintForColumn(0) + 24);
    for (int i = 0; i < m_contents->count(); ++i)
        m_contents->setItemData(i, m_contents->itemText(i), Qt::ToolTipRole);
    m_title->setStyleSheet(QStringLiteral("font-size: 15pt; font-weight: bold;"));
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::PlainText);
    m_counter->setStyleSheet(QStringLiteral("color: #666;"));
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_body->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_answers->setWordWrap(true);
    m_answers->setTextFormat(Qt::PlainText);
    m_answers->setStyleSheet(QStringLiteral("color: #007A5A;")); // whole questions: too long for bold
    m_where->setWordWrap(true);
    m_where->setTextFormat(Qt::PlainText);
    m_where->setStyleSheet(QStringLiteral("color: #555;"));
    m_back->setToolTip(tr("The previous step (Alt+Left)"));
    m_back->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    m_next->setToolTip(tr("The next step (Alt+Right)"));
    m_next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    m_setUp->setToolTip(tr("Put this step's parameters and view back, after you have explored"));
    m_summary->setToolTip(tr("The cheat sheet's ten points and how you answered the tour's questions"));

    // "Set up again" and "Summary" beside the step counter, as link-like buttons: Back and Next keep
    // the bottom row and the dock can be narrow.
    m_setUp->setFlat(true);
    m_summary->setFlat(true);
    // It wraps rather than widen the dock, which would take the figure's room.
    auto* counterRow = new FlowLayout;
    counterRow->addWidget(m_counter);
    counterRow->addWidget(m_setUp);
    counterRow->addWidget(m_summary);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addStretch(1);
    buttons->addWidget(m_next);
    // The step's own text scrolls between the fixed header and footer: a long step on a short
    // screen squeezed the question box and cut its pictures and the text under it.
    auto* page = new QWidget;
    auto* pageLayout = new QVBoxLayout(page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->addWidget(m_title);
    pageLayout->addWidget(m_question);
    pageLayout->addWidget(m_body);
    pageLayout->addWidget(m_answers);
    pageLayout->addStretch(1);
    m_page = new QScrollArea;
    m_page->setWidget(page);
    m_page->setWidgetResizable(true);
    m_page->setFrameShape(QFrame::NoFrame);
    m_page->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_contents);
    layout->addLayout(counterRow);
    layout->addWidget(m_page, 1);
    layout->addWidget(m_where);
    layout->addLayout(buttons);

    m_poll->setInterval(50);
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (m_waitingForPictures && isVisible())
            grabPictures();
        if (m_pending)
            settle();
        // Pictures are grabbed for the learner to see: a hidden panel waits until it is shown
        // (grabbing three maps cost 30 ms of the GUI thread at every first switch to their view).
        if ((!m_waitingForPictures || !isVisible()) && !m_pending)
            m_poll->stop();
    });
    connect(m_question, &LessonQuestionBox::guessed, this, [this](double guess) {
        m_pending = Pending{LessonOutcome::Unanswered, guess, false};
        settle();
    });
    connect(m_question, &LessonQuestionBox::skipped, this, [this] {
        m_pending = Pending{LessonOutcome::Skipped, NAN, false};
        settle();
    });
    connect(m_question, &LessonQuestionBox::askAgain, this, [this] {
        if (const LessonQuestion* q = lessonQuestion(lessonSteps()[size_t(m_step)]))
            Settings().setLessonAnswer(QLatin1String(q->key), {}, NAN);
        setStep(m_step, false);
    });
    connect(m_contents, &QComboBox::activated, this, [this](int index) { setStep(index); });
    connect(m_back, &QPushButton::clicked, this, &LessonsPanel::back);
    connect(m_next, &QPushButton::clicked, this, &LessonsPanel::next);
    connect(m_setUp, &QPushButton::clicked, this, &LessonsPanel::setUpStep);
    connect(m_summary, &QPushButton::clicked, this, &LessonsPanel::summaryRequested);
    setStep(0, false);
}

void LessonsPanel::setLiveView(std::function<View*(const QString&)> view, std::function<bool()> current)
{
    m_view = std::move(view);
    m_current = std::move(current);
}

QString LessonsPanel::titleText() const { return m_title->text(); }

QString LessonsPanel::bodyText() const { return m_body->text(); }

bool LessonsPanel::bodyShown() const { return !m_body->isHidden(); }

QString LessonsPanel::answersText() const { return m_answers->text(); }

bool LessonsPanel::questionOpen() const
{
    return m_question->isVisibleTo(this) && !m_question->answered() && !(m_pending && m_pending->remembered);
}

void LessonsPanel::setStep(int step, bool setUp)
{
    const auto& steps = lessonSteps();
    step = std::clamp(step, 0, int(steps.size()) - 1);
    const LessonStep& s = steps[size_t(step)];
    m_step = step;
    m_page->verticalScrollBar()->setValue(0); // a new step reads from its title
    m_pending.reset();
    m_revealedAnswer = NAN;
    m_contents->setCurrentIndex(step);
    m_counter->setText(tr("Step %1 of %2").arg(step + 1).arg(steps.size()));
    // Formulas and names wrap whole: beside Chinese, Qt broke "θ = π/ | 2" and "M- | RoPE".
    m_title->setText(keepFormulasWhole(lessonText(s.title), Qt::PlainText));
    m_body->setText(keepFormulasWhole(lessonText(s.text)));
    const QStringList tags = lessonTags(s);
    // Which of the cheat sheet's ten questions this step answers, each in words: a bare "Q5" meant
    // nothing to a learner who had not opened the summary.
    QStringList questions;
    for (const QString& tag : tags)
        questions << tr("%1 “%2”").arg(tag.toUpper(), cheatSheetQuestion(tag));
    m_answers->setText(tags.isEmpty()
                           ? QString()
                           : keepFormulasWhole(tr("Answers the cheat sheet's %1 (Help → Tour Summary lists all ten)")
                                                   .arg(questions.join(QStringLiteral("; "))),
                                               Qt::PlainText));
    m_answers->setToolTip({});
    m_where->setText(keepFormulasWhole(
        tr("Look at: %1 · From %2").arg(viewTitle(QLatin1String(s.view)), lessonSource(s)), Qt::PlainText));
    m_back->setEnabled(step > 0);
    const bool last = step + 1 == int(steps.size());
    m_next->setText(last ? tr("Summary") : tr("Next →"));
    m_next->setToolTip(last ? tr("How you did, point by point of the cheat sheet (Alt+Right)")
                            : tr("The next step (Alt+Right)"));
    m_next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));

    const LessonQuestion* question = lessonQuestion(s);
    m_question->ask(question);
    m_waitingForPictures = question && question->kind == AnswerKind::Pictures;
    // A question answered before is shown answered, checked again against the view as it is now.
    const auto [outcome, guess] = question ? Settings().lessonAnswer(QLatin1String(question->key))
                                           : std::pair{LessonOutcome::Unanswered, double(NAN)};
    if (outcome != LessonOutcome::Unanswered)
        m_pending = Pending{outcome == LessonOutcome::Skipped ? LessonOutcome::Skipped : LessonOutcome::Unanswered,
                            guess, true};
    showBody(!question || m_pending);
    emit stepChanged(step);
    if (setUp)
        setUpStep();
    emit questionOpenChanged(questionOpen());
    if (m_pending)
        m_question->showChecking();
    if (m_pending || m_waitingForPictures)
        m_poll->start();
}

void LessonsPanel::showBody(bool shown)
{
    m_body->setVisible(shown);
    m_answers->setVisible(shown && !m_answers->text().isEmpty());
}

View* LessonsPanel::stepView() const
{
    if (!m_view || m_step < 0)
        return nullptr;
    return m_view(QString::fromLatin1(lessonSteps()[size_t(m_step)].view));
}

void LessonsPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_waitingForPictures && !m_poll->isActive())
        m_poll->start();
}

void LessonsPanel::grabPictures()
{
    View* view = stepView();
    if (!view || !m_current || !m_current())
        return;
    std::vector<QPixmap> pictures;
    for (QWidget* picture : view->pictures())
        pictures.push_back(thumbnail(picture));
    if (pictures.empty())
        return;
    m_waitingForPictures = false;
    m_question->setPictures(pictures);
}

void LessonsPanel::settle()
{
    if (!m_pending || m_step < 0)
        return;
    const LessonStep& s = lessonSteps()[size_t(m_step)];
    const LessonQuestion* question = lessonQuestion(s);
    if (!question) {
        m_pending.reset();
        return;
    }
    View* view = stepView();
    if (!view && m_pending->remembered) {
        // Resumed on another view: say how it went; the live answer comes when the step is set up.
        m_question->showRemembered(m_pending->kind == LessonOutcome::Skipped ? LessonOutcome::Skipped
                                                                             : LessonOutcome::Unanswered,
                                   m_pending->guess);
        m_poll->stop(); // until the step is set up again
        return;
    }
    if (!view) {
        // The learner went elsewhere: the answer is the step's view's, so bring it back.
        setUpStep();
        view = stepView();
    }
    const std::optional<double> answer =
        view && m_current && m_current() ? question->answer(view->facts()) : std::nullopt;
    if (!answer) {
        m_question->showChecking();
        if (!m_poll->isActive())
            m_poll->start();
        return;
    }
    const Pending pending = *m_pending;
    m_pending.reset();
    const LessonOutcome outcome =
        pending.kind == LessonOutcome::Skipped ? LessonOutcome::Skipped : grade(*question, pending.guess, *answer);
    m_revealedAnswer = *answer;
    m_question->showVerdict(outcome, pending.guess, *answer);
    if (!pending.remembered)
        Settings().setLessonAnswer(QLatin1String(question->key), outcome, pending.guess);
    showBody(true);
    emit questionOpenChanged(false);
    if (!pending.remembered)
        emit pointRequested(QLatin1String(s.view), question->pointAt ? QLatin1String(question->pointAt) : QString(),
                            question->kind == AnswerKind::Pictures ? int(std::lround(*answer)) : -1);
}

void LessonsPanel::next()
{
    if (m_step + 1 >= int(lessonSteps().size()))
        emit summaryRequested();
    else
        setStep(m_step + 1);
}

void LessonsPanel::back() { setStep(m_step - 1); }

void LessonsPanel::setUpStep()
{
    emit setUpRequested(m_step);
    if (m_pending || m_waitingForPictures)
        m_poll->start();
}

} // namespace rope::ui
