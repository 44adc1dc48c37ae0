// The tour's question box: ask, take the guess, show how far it was from the live answer.
#include "ui/window/lessonquestionbox.h"

#include "ui/model/keepwhole.h"
#include "ui/widgets/flowlayout.h"

#include <QButtonGroup>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <numeric>

namespace rope::ui {

namespace {

QString pictureName(int position) { return QString(QChar(u'A' + position)); }

} // namespace

LessonQuestionBox::LessonQuestionBox(QWidget* parent) :
    QFrame(parent), m_heading(new QLabel(tr("Predict first"))), m_prompt(new QLabel),
    m_slider(new QSlider(Qt::Horizontal)), m_number(new QDoubleSpinBox), m_picturesRow(new QWidget),
    m_picturesLayout(new FlowLayout(m_picturesRow)), m_check(new QPushButton(tr("Check"))),
    m_skip(new QPushButton(tr("Skip"))), m_again(new QPushButton(tr("Ask Me Again"))), m_verdict(new QLabel)
{
    setObjectName(QStringLiteral("lessonQuestion"));
    setFrameShape(QFrame::StyledPanel);
    setStyleSheet(QStringLiteral("#lessonQuestion { background: #FFF8E7; border: 1px solid #E69F00; "
                                 "border-radius: 6px; }"));
    m_heading->setStyleSheet(QStringLiteral("color: #8A5A00; font-weight: bold;"));
    m_prompt->setWordWrap(true);
    m_prompt->setTextFormat(Qt::RichText);
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);

    // A number: slider for a feel, the box for an exact value; they follow each other.
    auto* numberRow = new QWidget;
    auto* numbers = new QHBoxLayout(numberRow);
    numbers->setContentsMargins(0, 0, 0, 0);
    numbers->addWidget(m_slider, 1);
    numbers->addWidget(m_number);
    m_number->setAccelerated(true);
    m_number->setToolTip(tr("Your guess: drag the slider or type a number"));
    m_slider->setToolTip(m_number->toolTip());
    connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
        if (!m_question)
            return;
        const QSignalBlocker block(m_number);
        m_number->setValue(m_question->minimum + position * m_question->step);
        guessTouched();
    });
    connect(m_number, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (!m_question || m_question->step <= 0)
            return;
        const QSignalBlocker block(m_slider);
        m_slider->setValue(int(std::lround((value - m_question->minimum) / m_question->step)));
        guessTouched();
    });
    // Typed into the empty box, a guess equal to the value behind it changes no value, and a spin box
    // then signals nothing: its editor's edits count.
    connect(m_number->findChild<QLineEdit*>(), &QLineEdit::textEdited, this, [this](const QString& text) {
        if (m_question && !text.trimmed().isEmpty())
            guessTouched();
    });

    m_picturesLayout->setContentsMargins(0, 0, 0, 0);

    auto* yesNoRow = new QWidget;
    auto* yesNo = new QHBoxLayout(yesNoRow);
    yesNo->setContentsMargins(0, 0, 0, 0);
    for (const auto& choice : {std::pair{tr("Yes"), 1.0}, std::pair{tr("No"), 0.0}}) {
        const double value = choice.second;
        auto* button = new QPushButton(choice.first);
        button->setProperty("value", value);
        connect(button, &QPushButton::clicked, this, [this, value] { choose(value); });
        yesNo->addWidget(button);
        m_yesNoButtons << button;
    }
    yesNo->addStretch(1);

    m_inputRows = {numberRow, m_picturesRow, yesNoRow};

    m_check->setDefault(true);
    m_check->setToolTip(tr("Compare your guess with what the view computes"));
    m_skip->setToolTip(tr("Show the answer without guessing"));
    m_again->setToolTip(tr("Hide the answer and guess anew"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_check);
    buttons->addWidget(m_skip);
    buttons->addStretch(1);
    buttons->addWidget(m_again);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_prompt);
    // One row shows at a time; in a plain layout (not a stack) the wrapped pictures get their height.
    for (QWidget* row : m_inputRows)
        layout->addWidget(row);
    layout->addLayout(buttons);
    layout->addWidget(m_verdict);

    connect(m_check, &QPushButton::clicked, this, [this] {
        if (m_question && m_question->kind == AnswerKind::Number)
            choose(m_number->value());
    });
    connect(m_skip, &QPushButton::clicked, this, &LessonQuestionBox::skipped);
    connect(m_again, &QPushButton::clicked, this, &LessonQuestionBox::askAgain);
    ask(nullptr);
}

void LessonQuestionBox::ask(const LessonQuestion* question)
{
    m_question = question;
    m_answered = false;
    m_choice = NAN;
    setVisible(question);
    m_verdict->clear();
    m_verdict->hide();
    m_again->hide();
    if (!question)
        return;
    m_prompt->setText(keepFormulasWhole(lessonQuestionText(*question))); // "θ = π/2" on one line
    switch (question->kind) {
    case AnswerKind::Number: {
        showInputRow(0);
        const QSignalBlocker blockNumber(m_number), blockSlider(m_slider);
        m_number->setDecimals(question->decimals);
        m_number->setRange(question->minimum, question->maximum);
        m_number->setSingleStep(question->step);
        // Room for a few digits more than the longest guess: a box sized to "10" was 20 px of text,
        // too small to read or to click into beside the slider.
        m_number->setMinimumWidth(m_number->sizeHint().width() +
                                  m_number->fontMetrics().horizontalAdvance(QStringLiteral("000")));
        m_slider->setRange(0, int(std::lround((question->maximum - question->minimum) / question->step)));
        // The slider rests in the middle and the box stays empty until the learner guesses: on six
        // steps the middle was the answer, and the box showed it.
        m_slider->setValue(m_slider->maximum() / 2);
        m_number->setValue(question->minimum + m_slider->value() * question->step);
        m_number->clear();
        break;
    }
    case AnswerKind::Pictures: {
        showInputRow(1);
        m_order.clear();
        for (const QString& index :
             QString::fromLatin1(question->order ? question->order : "").split(QLatin1Char(' '), Qt::SkipEmptyParts))
            m_order.push_back(index.toInt());
        setPictures({});
        break;
    }
    case AnswerKind::YesNo:
        showInputRow(2);
        break;
    }
    m_check->setVisible(question->kind == AnswerKind::Number);
    m_skip->show();
    // Check waits for a guess: where the slider starts is no guess (and on six steps it was the answer).
    m_touched = false;
    m_check->setToolTip(tr("Move the slider or type your guess first"));
    setInputsEnabled(true);
}

void LessonQuestionBox::guessTouched()
{
    if (m_touched)
        return;
    m_touched = true;
    m_check->setEnabled(m_slider->isEnabled());
    m_check->setToolTip(tr("Compare your guess with what the view computes"));
}

void LessonQuestionBox::showInputRow(int row)
{
    for (int i = 0; i < int(m_inputRows.size()); ++i)
        m_inputRows[size_t(i)]->setVisible(i == row);
}

void LessonQuestionBox::setPictures(const std::vector<QPixmap>& pictures)
{
    qDeleteAll(m_pictureButtons);
    m_pictureButtons.clear();
    delete m_pictureWaiting;
    if (!m_question || m_question->kind != AnswerKind::Pictures)
        return;
    std::vector<int> order = m_order;
    if (order.size() != pictures.size()) {
        order.resize(pictures.size());
        std::iota(order.begin(), order.end(), 0);
    }
    if (pictures.empty()) {
        auto* waiting = new QLabel(tr("The pictures are being drawn…"));
        waiting->setWordWrap(true);
        m_picturesLayout->addWidget(waiting);
        m_pictureWaiting = waiting;
        return;
    }
    for (size_t position = 0; position < order.size(); ++position) {
        auto* button = new QToolButton;
        const int index = order[position];
        button->setIcon(QIcon(pictures[size_t(index)]));
        button->setIconSize(QSize(56, 56)); // three fit side by side in a narrow dock
        button->setText(pictureName(int(position)));
        button->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        button->setToolTip(tr("Choose picture %1").arg(pictureName(int(position))));
        button->setProperty("value", double(index));
        button->setEnabled(!m_answered);
        connect(button, &QToolButton::clicked, this, [this, index] { choose(index); });
        m_picturesLayout->addWidget(button);
        m_pictureButtons << button;
    }
    m_order = order;
}

void LessonQuestionBox::choose(double value)
{
    if (!m_question || m_answered)
        return;
    m_choice = value;
    emit guessed(value);
}

void LessonQuestionBox::showChecking()
{
    m_verdict->setText(tr("Checking against the view…"));
    m_verdict->setStyleSheet(QStringLiteral("color: #555;"));
    m_verdict->show();
}

void LessonQuestionBox::showVerdict(LessonOutcome outcome, double guess, double answer)
{
    m_answered = true;
    setInputsEnabled(false);
    // The choices stay readable: the right one framed green, a wrong choice red.
    for (QAbstractButton* b : choiceButtons()) {
        const double value = b->property("value").toDouble();
        b->setEnabled(true); // clicks are ignored once answered (choose)
        b->setStyleSheet(
            value == answer  ? QStringLiteral("border: 3px solid #007A5A; border-radius: 4px; padding: 3px 10px;")
            : value == guess ? QStringLiteral("border: 3px solid #B2182B; border-radius: 4px; padding: 3px 10px;")
                             : QString());
    }
    QString text;
    const QString truth = QStringLiteral("<b>%1</b>").arg(describe(answer).toHtmlEscaped());
    if (outcome == LessonOutcome::Skipped) {
        text = tr("Skipped. The view's answer: %1.").arg(truth);
    } else if (m_question->kind == AnswerKind::Number) {
        const double distance = guessDistance(*m_question, guess, answer);
        const QString off = formatGuess(*m_question, distance);
        const QString within = formatGuess(*m_question, m_question->tolerance);
        if (outcome == LessonOutcome::Right && off == formatGuess(*m_question, 0.0))
            text = tr("✓ Right. The view computes %1, your guess exactly.").arg(truth);
        else // the margin said, or "off by 10" read as a contradiction of "Right"
            text = outcome == LessonOutcome::Right
                       ? tr("✓ Right, within ±%4. The view computes %1; your guess %2 is off by %3.")
                             .arg(truth, describe(guess), off, within)
                       : tr("✗ Not quite: ±%4 would count. The view computes %1; your guess %2 is off by %3.")
                             .arg(truth, describe(guess), off, within);
    } else {
        text =
            outcome == LessonOutcome::Right
                ? tr("✓ Right: %1.").arg(truth)
                : tr("✗ Not quite: you chose %1, the view's answer is %2.").arg(describe(guess).toHtmlEscaped(), truth);
    }
    m_verdict->setText(text);
    const QString colour = outcome == LessonOutcome::Right   ? QStringLiteral("#007A5A")
                           : outcome == LessonOutcome::Wrong ? QStringLiteral("#B2182B")
                                                             : QStringLiteral("#555");
    m_verdict->setStyleSheet(QStringLiteral("color: %1; font-weight: bold;").arg(colour));
    m_verdict->show();
    m_check->hide();
    m_skip->hide();
    m_again->show();
    if (m_question->kind == AnswerKind::Number && std::isfinite(guess)) {
        const QSignalBlocker block(m_number);
        m_number->setValue(guess);
    }
}

void LessonQuestionBox::showRemembered(LessonOutcome outcome, double guess)
{
    setInputsEnabled(false);
    m_verdict->setText(outcome == LessonOutcome::Skipped
                           ? tr("Skipped before. Set the step up again (↺) to see the view's answer.")
                           : tr("Answered before: %1. Set the step up again (↺) to check it against the view.")
                                 .arg(describe(guess).toHtmlEscaped()));
    m_verdict->setStyleSheet(QStringLiteral("color: #555;"));
    m_verdict->show();
    m_check->hide();
    m_skip->hide();
    m_again->show();
}

void LessonQuestionBox::setInputsEnabled(bool enabled)
{
    if (enabled)
        for (QAbstractButton* b : choiceButtons())
            b->setStyleSheet(QString());
    m_slider->setEnabled(enabled);
    m_number->setEnabled(enabled);
    for (QAbstractButton* b : choiceButtons())
        b->setEnabled(enabled);
    m_check->setEnabled(enabled && m_touched);
    m_skip->setEnabled(enabled);
}

double LessonQuestionBox::guess() const
{
    if (!m_question)
        return NAN;
    if (m_question->kind == AnswerKind::Number)
        return m_number->value();
    return m_choice;
}

QString LessonQuestionBox::describe(double value) const
{
    if (!m_question || !std::isfinite(value))
        return QStringLiteral("—");
    switch (m_question->kind) {
    case AnswerKind::Number:
        return formatGuess(*m_question, value);
    case AnswerKind::YesNo:
        return value > 0.5 ? tr("yes") : tr("no");
    case AnswerKind::Pictures:
        for (size_t position = 0; position < m_order.size(); ++position)
            if (m_order[position] == int(std::lround(value)))
                return tr("picture %1").arg(pictureName(int(position)));
        return tr("picture %1").arg(pictureName(int(std::lround(value))));
    }
    return {};
}

QList<QAbstractButton*> LessonQuestionBox::choiceButtons() const
{
    if (!m_question)
        return {};
    if (m_question->kind == AnswerKind::YesNo)
        return m_yesNoButtons;
    if (m_question->kind == AnswerKind::Pictures) {
        QList<QAbstractButton*> real;
        for (QAbstractButton* b : m_pictureButtons)
            if (b->property("value").isValid())
                real << b;
        return real;
    }
    return {};
}

QString LessonQuestionBox::promptText() const { return m_prompt->text(); }

QString LessonQuestionBox::verdictText() const { return m_verdict->isHidden() ? QString() : m_verdict->text(); }

} // namespace rope::ui
