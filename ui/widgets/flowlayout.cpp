// FlowLayout: wrapped rows of controls, or equal columns of panels.
#include "ui/widgets/flowlayout.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QVBoxLayout>
#include <QWidget>

#include <algorithm>

namespace rope::ui {

FlowLayout::FlowLayout(QWidget* parent, Mode mode) : QLayout(parent), m_mode(mode)
{
    if (!parent)
        setContentsMargins(0, 0, 0, 0); // nested in another layout, as a QHBoxLayout would be
}

FlowLayout::~FlowLayout()
{
    for (QLayoutItem* item : m_items)
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item) { m_items.push_back(item); }

QLayoutItem* FlowLayout::itemAt(int index) const
{
    return index >= 0 && index < count() ? m_items[size_t(index)] : nullptr;
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= count())
        return nullptr;
    QLayoutItem* item = m_items[size_t(index)];
    m_items.erase(m_items.begin() + index);
    invalidate();
    return item;
}

namespace {

int gap(const QLayout* layout, Qt::Orientation orientation)
{
    if (layout->spacing() >= 0)
        return layout->spacing();
    const QWidget* parent = layout->parentWidget();
    if (!parent)
        return 6;
    const int s = parent->style()->pixelMetric(orientation == Qt::Horizontal ? QStyle::PM_LayoutHorizontalSpacing
                                                                             : QStyle::PM_LayoutVerticalSpacing,
                                               nullptr, parent);
    return s >= 0 ? s : 6;
}

std::vector<QLayoutItem*> shown(const std::vector<QLayoutItem*>& items)
{
    std::vector<QLayoutItem*> out;
    std::copy_if(items.begin(), items.end(), std::back_inserter(out), [](QLayoutItem* i) { return !i->isEmpty(); });
    return out;
}

int itemHeight(QLayoutItem* item, int width)
{
    return item->hasHeightForWidth() ? std::max(item->heightForWidth(width), item->minimumSize().height())
                                     : item->sizeHint().height();
}

} // namespace

int FlowLayout::columnWidth() const
{
    // Never narrower than an item may be: a map that grew wider for large type (MapPlot::
    // setMinimumCells) overlapped its neighbour in a column of the set width.
    int widest = std::max(1, m_minimumColumn);
    for (QLayoutItem* item : shown(m_items))
        widest = std::max(widest, item->minimumSize().width());
    return widest;
}

int FlowLayout::columnsFor(int width) const
{
    const int items = int(shown(m_items).size());
    if (items == 0)
        return 1;
    const int h = gap(this, Qt::Horizontal);
    int columns = std::max(1, (width + h) / (columnWidth() + h));
    columns = std::min(columns, items);
    if (m_maximumColumns > 0)
        columns = std::min(columns, m_maximumColumns);
    return columns;
}

int FlowLayout::place(const QRect& rect, bool apply) const
{
    const QMargins margins = contentsMargins();
    const QRect area = rect.marginsRemoved(margins);
    const int h = gap(this, Qt::Horizontal), v = gap(this, Qt::Vertical);
    const std::vector<QLayoutItem*> items = shown(m_items);
    int y = area.top();
    if (m_mode == Mode::Columns) {
        const int columns = columnsFor(area.width());
        const int width = std::max(1, (area.width() - (columns - 1) * h) / columns);
        for (size_t first = 0; first < items.size(); first += size_t(columns)) {
            const size_t last = std::min(items.size(), first + size_t(columns));
            // A short last row stands in the middle: one map under two reads as a choice, one at
            // the left as a gap (pairing-lab/trap, linear/weights at 1.5× type).
            const int missing = m_lastFillsRow ? 0 : columns - int(last - first);
            const int indent = missing * (width + h) / 2;
            const auto left = [&](size_t i) { return area.left() + indent + int(i - first) * (width + h); };
            const auto widthOf = [&](size_t i) {
                return m_lastFillsRow && i + 1 == items.size() ? area.right() + 1 - left(i) : width;
            };
            int rowHeight = 0;
            for (size_t i = first; i < last; ++i)
                rowHeight = std::max(rowHeight, itemHeight(items[i], widthOf(i)));
            if (apply)
                for (size_t i = first; i < last; ++i)
                    items[i]->setGeometry(QRect(left(i), y, widthOf(i), rowHeight));
            y += rowHeight + v;
        }
    } else {
        int x = area.left(), lineHeight = 0;
        for (QLayoutItem* item : items) {
            const int width = std::min(item->sizeHint().width(), area.width());
            if (x > area.left() && x + width > area.right() + 1) {
                x = area.left();
                y += lineHeight + v;
                lineHeight = 0;
            }
            const int height = itemHeight(item, width);
            if (apply)
                item->setGeometry(QRect(x, y, width, height));
            x += width + h;
            lineHeight = std::max(lineHeight, height);
        }
        y += lineHeight + v;
    }
    return (items.empty() ? 0 : y - v - area.top()) + margins.top() + margins.bottom();
}

int FlowLayout::heightForWidth(int width) const { return place(QRect(0, 0, width, 0), false); }

QSize FlowLayout::minimumSize() const
{
    QSize size(0, 0);
    for (QLayoutItem* item : shown(m_items))
        size = size.expandedTo(item->minimumSize());
    if (m_mode == Mode::Columns)
        size.setWidth(std::max(size.width(), std::min(columnWidth(), size.width())));
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // One line: every item side by side, at the height that line needs.
    const std::vector<QLayoutItem*> items = shown(m_items);
    int width = 0;
    for (QLayoutItem* item : items)
        width +=
            (m_mode == Mode::Columns ? std::max(columnWidth(), item->sizeHint().width()) : item->sizeHint().width());
    width += std::max(0, int(items.size()) - 1) * gap(this, Qt::Horizontal);
    const QMargins margins = contentsMargins();
    width += margins.left() + margins.right();
    return {width, heightForWidth(width)};
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    place(rect, true);
}

QWidget* stackedPanel(std::initializer_list<QWidget*> widgets)
{
    auto* panel = new QWidget;
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    int index = 0;
    for (QWidget* widget : widgets)
        layout->addWidget(widget, ++index == int(widgets.size()) ? 1 : 0);
    return panel;
}

QWidget* labelledControl(const QString& text, QWidget* control)
{
    auto* pair = new QWidget;
    auto* layout = new QHBoxLayout(pair);
    layout->setContentsMargins(0, 0, 6, 0); // a little air before the next pair
    auto* label = new QLabel(text);
    label->setBuddy(control);
    layout->addWidget(label);
    layout->addWidget(control);
    return pair;
}

} // namespace rope::ui
