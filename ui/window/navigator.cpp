// The navigator: chapter headings, each over its views' names, flowed to the width.
#include "ui/window/navigator.h"

#include "ui/views/viewregistry.h"

#include <QButtonGroup>
#include <QLabel>
#include <QResizeEvent>
#include <QToolButton>

namespace rope::ui {

namespace {

constexpr int kMargin = 6; // around the whole
constexpr int kGap = 2; // between two names, and between two lines of names
constexpr int kChapterGap = 6; // above a chapter's heading

} // namespace

Navigator::Navigator(QWidget* parent) : QWidget(parent), m_buttons(new QButtonGroup(this))
{
    setObjectName(QStringLiteral("navigator"));
    // A chosen view reads as selected text, the others as plain names that show a frame on hover.
    setStyleSheet(QStringLiteral("QToolButton { border: 1px solid transparent; border-radius: 3px; padding: 1px 5px; }"
                                 "QToolButton:hover { border-color: palette(mid); }"
                                 "QToolButton:checked { background: palette(highlight); color: "
                                 "palette(highlighted-text); }"));
    QString chapter;
    for (const ViewEntry& entry : viewRegistry()) {
        if (const QString title = viewChapterTitle(entry); title != chapter) {
            chapter = title;
            auto* heading = new QLabel(title, this);
            QFont font = heading->font();
            font.setBold(true);
            heading->setFont(font);
            heading->setForegroundRole(QPalette::PlaceholderText);
            heading->setProperty("chapterHeading", true);
        }
        auto* button = new QToolButton(this);
        const QString key = QLatin1String(entry.key);
        button->setObjectName(key);
        button->setText(viewTitle(entry));
        button->setToolTip(viewQuestion(entry));
        button->setCheckable(true);
        button->setAutoRaise(true);
        m_buttons->addButton(button);
        m_byKey[key] = button;
        connect(button, &QToolButton::clicked, this, [this, key] { emit viewChosen(key); });
    }
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void Navigator::setCurrent(const QString& key)
{
    if (QAbstractButton* b = button(key))
        b->setChecked(true);
}

QString Navigator::current() const
{
    QAbstractButton* checked = m_buttons->checkedButton();
    return checked ? checked->objectName() : QString();
}

QAbstractButton* Navigator::button(const QString& key) const
{
    const auto found = m_byKey.find(key);
    return found == m_byKey.end() ? nullptr : found->second;
}

namespace {

// Places the children in reading order for `width` (moving them when `apply`); returns the height.
int place(const QWidget* navigator, int width, bool apply)
{
    int x = kMargin, y = kMargin, lineHeight = 0;
    bool first = true;
    for (QObject* child : navigator->children()) {
        auto* widget = qobject_cast<QWidget*>(child);
        if (!widget || widget->isWindow())
            continue;
        const QSize size = widget->sizeHint();
        if (widget->property("chapterHeading").toBool()) {
            // A heading starts a line of its own, cut to the width if it must be.
            y += lineHeight + (first ? 0 : kChapterGap);
            if (apply)
                widget->setGeometry(kMargin, y, std::max(1, width - 2 * kMargin), size.height());
            y += size.height() + kGap;
            x = kMargin;
            lineHeight = 0;
            first = false;
            continue;
        }
        if (x > kMargin && x + size.width() > width - kMargin) {
            y += lineHeight + kGap;
            x = kMargin;
            lineHeight = 0;
        }
        if (apply)
            widget->setGeometry(x, y, std::min(size.width(), std::max(1, width - 2 * kMargin)), size.height());
        x += size.width() + kGap;
        lineHeight = std::max(lineHeight, size.height());
        first = false;
    }
    return y + lineHeight + kMargin;
}

} // namespace

int Navigator::heightForWidth(int width) const { return place(this, width, false); }

QSize Navigator::sizeHint() const
{
    const int width = this->width() > 1 ? this->width() : 280;
    return {280, heightForWidth(width)};
}

QSize Navigator::minimumSizeHint() const { return {120, heightForWidth(width() > 1 ? width() : 280)}; }

void Navigator::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    place(this, width(), true);
    if (event->size().width() != event->oldSize().width())
        updateGeometry(); // the height this width needs
}

} // namespace rope::ui
