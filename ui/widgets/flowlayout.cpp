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

// stackedPanel's widget: a head (the captions over its map), the room that levels it, and the
// map with what follows it.
class StackedPanel : public QWidget {
public:
    StackedPanel(std::initializer_list<QWidget*> widgets, QWidget* level) :
        m_layout(new QVBoxLayout(this)), m_room(new QSpacerItem(0, 0, QSizePolicy::Fixed, QSizePolicy::Fixed))
    {
        m_layout->setContentsMargins(0, 0, 0, 0);
        if (!level && widgets.size() > 0)
            level = *(widgets.end() - 1);
        for (QWidget* widget : widgets) {
            if (widget == level)
                m_layout->addItem(m_room); // a spacer takes no spacing of its own
            m_layout->addWidget(widget, widget == level ? 1 : 0);
        }
    }

    /// The head's height at this width, with the spacing under it, without the levelling room.
    int headHeight(int width) const { return sum(0, roomIndex(), width); }
    /// The level widget and what follows it.
    int tailHeight(int width) const { return sum(roomIndex() + 1, m_layout->count(), width) - m_layout->spacing(); }
    /// Starts the level widget `head` pixels down.
    void levelAt(int head, int width)
    {
        const int room = std::max(0, head - headHeight(width));
        if (room == m_room->sizeHint().height())
            return;
        m_room->changeSize(0, room, QSizePolicy::Fixed, QSizePolicy::Fixed);
        m_layout->invalidate();
    }

private:
    int roomIndex() const { return m_layout->indexOf(m_room); }
    // The shown items from `first` up to `end`, each with the spacing after it.
    int sum(int first, int end, int width) const
    {
        int height = 0;
        for (int i = first; i < end; ++i)
            if (QLayoutItem* item = m_layout->itemAt(i); !item->isEmpty())
                height += itemHeight(item, width) + m_layout->spacing();
        return height;
    }

    QVBoxLayout* m_layout;
    QSpacerItem* m_room;
};

StackedPanel* asStackedPanel(QLayoutItem* item) { return dynamic_cast<StackedPanel*>(item->widget()); }

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
            // Stacked panels' last widgets start level, under the tallest head of the row
            // (linear/weights: a caption of three lines beside one of two).
            int head = 0;
            for (size_t i = first; i < last; ++i)
                if (const StackedPanel* panel = asStackedPanel(items[i]))
                    head = std::max(head, panel->headHeight(widthOf(i)));
            int rowHeight = 0;
            for (size_t i = first; i < last; ++i) {
                const StackedPanel* panel = asStackedPanel(items[i]);
                rowHeight = std::max(rowHeight,
                                     panel ? head + panel->tailHeight(widthOf(i)) : itemHeight(items[i], widthOf(i)));
            }
            if (apply)
                for (size_t i = first; i < last; ++i) {
                    if (StackedPanel* panel = asStackedPanel(items[i]))
                        panel->levelAt(head, widthOf(i));
                    items[i]->setGeometry(QRect(left(i), y, widthOf(i), rowHeight));
                }
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

QWidget* stackedPanel(std::initializer_list<QWidget*> widgets, QWidget* level)
{
    return new StackedPanel(widgets, level);
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
