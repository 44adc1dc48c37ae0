// Text on one line: explanations folded to their first line (see textfold.h).
#include "ui/views/textfold.h"

#include "ui/views/view.h"
#include "ui/widgets/style.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>

namespace rope::ui {

namespace {

const char* const kFoldable = "ropeFoldable"; // the label takes part: folded or opened by the learner
const char* const kOpened = "ropeOpened"; // opened by a click on its mark while the rest is folded
const char* const kAlignment = "ropeAlignment"; // its own alignment, while folded it reads from the top

// An explanation: wrapped text in the caption's size or smaller, not bold (a title), not a table, not
// a control and not drawn inside a figure (a map's title).
bool isExplanation(const QLabel* label, const QWidget* root)
{
    if (!label->wordWrap() || label->font().bold() ||
        label->font().pointSizeF() > style::captionFont().pointSizeF() * 1.15 ||
        label->text().contains(QLatin1String("<table")))
        return false; // a table of numbers is a readout, not an explanation
    for (const QWidget* w = label; w && w != root; w = w->parentWidget())
        if (w->property("ropeControl").toBool() || (w != label && View::isFigure(w)))
            return false;
    return true;
}

// The height of the label's first line: its text laid out on one line, at most two lines of its font.
int oneLine(const QLabel* label)
{
    const QMargins margins = label->contentsMargins();
    const int text = std::min(label->heightForWidth(1 << 16) - margins.top() - margins.bottom() - 2 * label->margin(),
                              2 * label->fontMetrics().lineSpacing());
    return std::max(text, label->fontMetrics().height()) + margins.top() + margins.bottom() + 2 * label->margin();
}

// Whether the label's text needs more than its first line at its width.
bool needsMore(const QLabel* label) { return label->heightForWidth(label->width()) > oneLine(label) + 1; }

} // namespace

TextFold* TextFold::instance()
{
    static auto* fold = new TextFold; // lives as long as the application: labels of any window use it
    return fold;
}

void TextFold::apply(QWidget* root, bool folded)
{
    for (QLabel* label : root->findChildren<QLabel*>()) {
        if (folded ? !isExplanation(label, root) : !label->property(kFoldable).toBool())
            continue;
        label->setProperty(kOpened, false);
        fold(label, folded);
    }
}

void TextFold::fold(QLabel* label, bool folded)
{
    if (folded && !label->property(kFoldable).toBool()) {
        label->setProperty(kFoldable, true);
        label->setProperty(kAlignment, int(label->alignment()));
        label->installEventFilter(instance());
    }
    if (folded) {
        label->setAlignment(Qt::Alignment(label->property(kAlignment).toInt() & ~Qt::AlignVertical_Mask) |
                            Qt::AlignTop);
        label->setMaximumHeight(oneLine(label));
    } else {
        label->setMaximumHeight(QWIDGETSIZE_MAX);
        if (label->property(kFoldable).isValid())
            label->setAlignment(Qt::Alignment(label->property(kAlignment).toInt()));
        if (!label->property(kOpened).toBool()) {
            label->removeEventFilter(instance());
            label->setProperty(kFoldable, false);
        }
    }
    label->updateGeometry();
    label->update();
}

bool TextFold::isFolded(const QLabel* label)
{
    return label->property(kFoldable).toBool() && !label->property(kOpened).toBool() && needsMore(label);
}

QRect TextFold::markRect(const QLabel* label)
{
    // At the end of the first line, over the words it hides.
    const QFontMetrics metrics = label->fontMetrics();
    const int width = metrics.horizontalAdvance(tr("… more ▾")) + 12;
    const QRect inside = label->contentsRect();
    return {inside.right() - width + 1, inside.top(), width, metrics.height()};
}

bool TextFold::eventFilter(QObject* watched, QEvent* event)
{
    auto* label = qobject_cast<QLabel*>(watched);
    if (!label || !label->property(kFoldable).toBool())
        return false;
    if (label->property(kOpened).toBool())
        return false; // opened by the learner: the whole text, no mark, until the next fold
    switch (event->type()) {
    case QEvent::Paint: {
        if (m_painting || !needsMore(label))
            return false;
        // The label paints itself, then its mark goes over the end of the line.
        m_painting = true;
        QCoreApplication::sendEvent(label, event);
        m_painting = false;
        QPainter painter(label);
        const QRect mark = markRect(label);
        painter.fillRect(mark, label->palette().color(label->backgroundRole()));
        painter.setPen(label->palette().color(QPalette::Link));
        painter.drawText(mark, Qt::AlignRight | Qt::AlignVCenter, tr("… more ▾"));
        return true;
    }
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease: {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        if (!needsMore(label) || !markRect(label).contains(mouse->position().toPoint()))
            return false;
        if (event->type() == QEvent::MouseButtonRelease) {
            label->setProperty(kOpened, true);
            fold(label, false);
        }
        return true;
    }
    case QEvent::Resize:
        label->update(); // the mark shows when the text needs more than its line
        return false;
    default:
        return false;
    }
}

} // namespace rope::ui
