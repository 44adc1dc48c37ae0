// Caption labels: QLabel's height for a width, remembered per form.
#include "ui/widgets/captionlabel.h"

#include <QEvent>

namespace rope::ui {

CaptionLabel::Form CaptionLabel::form() const
{
    return {text(), font(), textFormat(), wordWrap(), margin(), indent(), contentsMargins()};
}

void CaptionLabel::changeEvent(QEvent* event)
{
    m_heights.clear();
    QLabel::changeEvent(event);
}

bool CaptionLabel::event(QEvent* event)
{
    if (event->type() == QEvent::ScreenChangeInternal)
        m_heights.clear();
    return QLabel::event(event);
}

int CaptionLabel::heightForWidth(int width) const
{
    if (Form now = form(); !(now == m_form)) {
        m_form = std::move(now);
        m_heights.clear();
    }
    if (const auto it = m_heights.constFind(width); it != m_heights.constEnd())
        return *it;
    if (m_heights.size() > 64) // a window dragged wider and narrower: keep the recent widths only
        m_heights.clear();
    const int height = QLabel::heightForWidth(width);
    m_heights.insert(width, height);
    return height;
}

} // namespace rope::ui
