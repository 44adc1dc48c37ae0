// The tour's cover over the figure while a question waits, and its pointer after the answer.
#include "ui/window/lessonoverlays.h"

#include "ui/widgets/style.h"

#include <QEvent>
#include <QPainter>
#include <QScrollArea>
#include <QTextDocument>
#include <QTimer>
#include <QVariantAnimation>

namespace rope::ui {

LessonCover::LessonCover(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("lessonCover"));
    parent->installEventFilter(this);
    setGeometry(parent->rect());
    hide();
}

void LessonCover::setQuestion(const QString& question)
{
    m_question = question;
    update();
}

bool LessonCover::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    if (watched == parentWidget() && event->type() == QEvent::ChildAdded && isVisible())
        raise();
    return QWidget::eventFilter(watched, event);
}

void LessonCover::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), QColor(250, 248, 242)); // opaque: the picture would give the answer away
    // The question in large type, centred on a readable measure, and what to do.
    const int measure = std::min(width() - 80, 720);
    QTextDocument doc;
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 1.5);
    doc.setDefaultFont(font);
    doc.setTextWidth(measure);
    doc.setHtml(QStringLiteral("<p style='color:#8A5A00'><b>%1</b></p><p>%2</p><p style='color:#555'>%3</p>")
                    .arg(tr("Predict first").toHtmlEscaped(), m_question,
                         tr("Answer in the tour beside the figure, or skip the question; then the picture shows "
                            "the answer.")
                             .toHtmlEscaped()));
    const QSizeF size = doc.size();
    painter.translate((width() - size.width()) / 2, std::max(20.0, (height() - size.height()) / 2));
    doc.drawContents(&painter);
}

LessonPointer::LessonPointer(QWidget* parent) :
    QWidget(parent), m_fade(new QVariantAnimation(this)), m_hold(new QTimer(this))
{
    m_hold->setSingleShot(true);
    m_hold->setInterval(4000);
    connect(m_hold, &QTimer::timeout, m_fade, [this] { m_fade->start(); });
    setObjectName(QStringLiteral("lessonPointer"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    // Calm: it stays a while, then fades out.
    m_fade->setStartValue(1.0);
    m_fade->setEndValue(0.0);
    m_fade->setDuration(1500);
    m_fade->setEasingCurve(QEasingCurve::InOutQuad);
    connect(m_fade, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        m_opacity = v.toDouble();
        update();
    });
    connect(m_fade, &QVariantAnimation::finished, this, [this] { point(nullptr); });
    hide();
}

void LessonPointer::point(QWidget* target)
{
    for (const QPointer<QWidget>& watched : m_watched)
        if (watched)
            watched->removeEventFilter(this);
    m_watched.clear();
    m_target = target;
    m_fade->stop();
    m_hold->stop();
    m_opacity = 1;
    if (!target) {
        hide();
        return;
    }
    // The frame follows the target and everything between it and the canvas: a page scrolled moves
    // the scroll area's content, not the section inside it.
    for (QWidget* w = target; w && w != parentWidget(); w = w->parentWidget()) {
        w->installEventFilter(this);
        m_watched << w;
    }
    follow();
    show();
    raise();
    m_hold->start(); // four seconds in full, then the fade
}

bool LessonPointer::eventFilter(QObject* watched, QEvent* event)
{
    if ((event->type() == QEvent::Move || event->type() == QEvent::Resize) &&
        m_watched.contains(qobject_cast<QWidget*>(watched)))
        follow();
    return QWidget::eventFilter(watched, event);
}

void LessonPointer::follow()
{
    if (!m_target)
        return;
    QRect area(m_target->mapTo(parentWidget(), QPoint(0, 0)), m_target->size());
    // Only what shows: a section in a scroll area is clipped to its viewport.
    for (QWidget* w = m_target->parentWidget(); w && w != parentWidget(); w = w->parentWidget())
        if (auto* scroll = qobject_cast<QScrollArea*>(w))
            area &= QRect(scroll->viewport()->mapTo(parentWidget(), QPoint(0, 0)), scroll->viewport()->size());
    setGeometry(area.adjusted(-4, -4, 4, 4).intersected(parentWidget()->rect()));
}

void LessonPointer::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QColor colour = style::selection;
    colour.setAlphaF(m_opacity);
    painter.setPen(QPen(colour, 4));
    painter.drawRoundedRect(QRectF(rect()).adjusted(2, 2, -2, -2), 6, 6);
}

} // namespace rope::ui
