// The guided tour's dock: shows a step, moves between steps, and asks the window to set a step up.
#include "ui/window/lessonspanel.h"

#include "ui/model/cheatsheet.h"
#include "ui/views/viewregistry.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace rope::ui {

using namespace rope::model;

LessonsPanel::LessonsPanel(QWidget* parent) :
    QWidget(parent), m_contents(new QComboBox), m_counter(new QLabel), m_title(new QLabel), m_body(new QLabel),
    m_answers(new QLabel), m_where(new QLabel), m_back(new QPushButton(tr("← Back"))),
    m_setUp(new QPushButton(tr("↺ Set up again"))), m_next(new QPushButton(tr("Next →")))
{
    const auto& steps = lessonSteps();
    for (size_t i = 0; i < steps.size(); ++i)
        m_contents->addItem(tr("%1. %2").arg(i + 1).arg(lessonText(steps[i].title)));
    m_contents->setToolTip(tr("Jump to any step of the tour"));
    // A narrow dock shortens the shown title; the list shows every title whole.
    m_contents->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_contents->setMinimumContentsLength(12);
    m_title->setStyleSheet(QStringLiteral("font-size: 15pt; font-weight: bold;"));
    m_title->setWordWrap(true);
    m_counter->setStyleSheet(QStringLiteral("color: #666;"));
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    m_body->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_answers->setWordWrap(true);
    m_answers->setStyleSheet(QStringLiteral("color: #009E73; font-weight: bold;"));
    m_where->setWordWrap(true);
    m_where->setStyleSheet(QStringLiteral("color: #555;"));
    m_back->setToolTip(tr("The previous step (Alt+Left)"));
    m_back->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Left));
    m_next->setToolTip(tr("The next step (Alt+Right)"));
    m_next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Right));
    m_setUp->setToolTip(tr("Put this step's parameters and view back, after you have explored"));

    // "Set up again" beside the step counter, as a link-like button: Back and Next keep the bottom row
    // and the dock can be narrow.
    m_setUp->setFlat(true);
    auto* counterRow = new QHBoxLayout;
    counterRow->addWidget(m_counter, 1);
    counterRow->addWidget(m_setUp);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addStretch(1);
    buttons->addWidget(m_next);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_contents);
    layout->addLayout(counterRow);
    layout->addWidget(m_title);
    layout->addWidget(m_body, 1);
    layout->addWidget(m_answers);
    layout->addWidget(m_where);
    layout->addLayout(buttons);

    connect(m_contents, &QComboBox::activated, this, [this](int index) { setStep(index); });
    connect(m_back, &QPushButton::clicked, this, &LessonsPanel::back);
    connect(m_next, &QPushButton::clicked, this, &LessonsPanel::next);
    connect(m_setUp, &QPushButton::clicked, this, &LessonsPanel::setUpStep);
    setStep(0, false);
}

QString LessonsPanel::titleText() const { return m_title->text(); }

QString LessonsPanel::bodyText() const { return m_body->text(); }

QString LessonsPanel::answersText() const { return m_answers->text(); }

void LessonsPanel::setStep(int step, bool setUp)
{
    const auto& steps = lessonSteps();
    step = std::clamp(step, 0, int(steps.size()) - 1);
    const LessonStep& s = steps[size_t(step)];
    m_step = step;
    m_contents->setCurrentIndex(step);
    m_counter->setText(tr("Step %1 of %2").arg(step + 1).arg(steps.size()));
    m_title->setText(lessonText(s.title));
    m_body->setText(lessonText(s.text));
    const QStringList tags = lessonTags(s);
    QStringList numbers, questions;
    for (const QString& tag : tags) {
        numbers << tag.toUpper();
        questions << QStringLiteral("%1 %2").arg(tag.toUpper(), cheatSheetQuestion(tag));
    }
    m_answers->setText(tags.isEmpty() ? QString()
                                      : tr("Cheat sheet: answers %1").arg(numbers.join(QStringLiteral(", "))));
    m_answers->setToolTip(questions.join(QLatin1Char('\n')));
    m_answers->setVisible(!tags.isEmpty());
    m_where->setText(tr("Look at: %1 · From %2").arg(viewTitle(QLatin1String(s.view)), lessonSource(s)));
    m_back->setEnabled(step > 0);
    m_next->setEnabled(step + 1 < int(steps.size()));
    emit stepChanged(step);
    if (setUp)
        setUpStep();
}

void LessonsPanel::next() { setStep(m_step + 1); }

void LessonsPanel::back() { setStep(m_step - 1); }

void LessonsPanel::setUpStep() { emit setUpRequested(m_step); }

} // namespace rope::ui
