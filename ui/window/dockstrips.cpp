// Side panels that collapse to a narrow strip naming them (see dockstrips.h).
#include "ui/window/dockstrips.h"

#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QPainter>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace rope::ui {

namespace {

bool onTheRight(const QDockWidget* dock)
{
    const auto* window = qobject_cast<const QMainWindow*>(dock->parentWidget());
    return window && window->dockWidgetArea(const_cast<QDockWidget*>(dock)) == Qt::RightDockWidgetArea;
}

} // namespace

DockStrip::DockStrip(QWidget* parent) : QAbstractButton(parent)
{
    setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::TabFocus);
    setAttribute(Qt::WA_Hover);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding); // the whole dock, while collapsed
}

int DockStrip::thickness() const { return fontMetrics().height() + 12; }

QSize DockStrip::sizeHint() const
{
    // Running down the strip: the name and its chevron, with a margin at each end (Chinese: one
    // line per character).
    const int length = std::max(fontMetrics().horizontalAdvance(text()), int(text().size()) * fontMetrics().height());
    return {thickness(), length + 3 * thickness()};
}

QSize DockStrip::minimumSizeHint() const { return {thickness(), thickness()}; }

void DockStrip::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const QPalette& colours = palette();
    const bool hot = underMouse() || hasFocus();
    painter.fillRect(rect(), hot ? colours.color(QPalette::Midlight) : colours.color(QPalette::Button));
    painter.setPen(colours.color(QPalette::Mid));
    painter.drawRect(rect().adjusted(0, 0, -1, -1));
    painter.setPen(colours.color(QPalette::ButtonText));
    // Across a strip wider than tall (under an open panel), else down it, read from the top.
    const QFontMetrics metrics = painter.fontMetrics();
    if (width() >= height()) {
        painter.drawText(rect().adjusted(8, 0, -8, 0), Qt::AlignVCenter | Qt::AlignLeft,
                         metrics.elidedText(QStringLiteral("▸  ") + text(), Qt::ElideRight, width() - 16));
        return;
    }
    // Chinese stands upright, one character under the other, as vertical text is set; Latin text
    // turns to run down the strip.
    const QString name = text();
    const bool upright = std::any_of(name.begin(), name.end(), [](QChar c) { return c.unicode() >= 0x2E80; });
    if (upright) {
        int y = 8;
        painter.drawText(QRect(0, y, width(), metrics.height()), Qt::AlignCenter, QStringLiteral("▾"));
        y += metrics.height() + 4;
        for (const QChar c : name) {
            if (y + metrics.height() > height() - 4)
                break;
            painter.drawText(QRect(0, y, width(), metrics.height()), Qt::AlignCenter, QString(c));
            y += metrics.height();
        }
        return;
    }
    painter.translate(width(), 0);
    painter.rotate(90);
    painter.drawText(QRect(8, 0, height() - 16, width()), Qt::AlignVCenter | Qt::AlignLeft,
                     metrics.elidedText(QStringLiteral("▸  ") + text(), Qt::ElideRight, height() - 16));
}

DockTitleBar::DockTitleBar(QDockWidget* dock) :
    QWidget(dock), m_dock(dock), m_title(new QLabel(dock->windowTitle())), m_collapse(new QToolButton),
    m_float(new QToolButton), m_close(new QToolButton)
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(4, 1, 1, 1);
    row->setSpacing(0);
    row->addWidget(m_title, 1);
    for (QToolButton* button : {m_collapse, m_float, m_close}) {
        button->setAutoRaise(true);
        button->setFocusPolicy(Qt::NoFocus);
        row->addWidget(button);
    }
    m_float->setIcon(style()->standardIcon(QStyle::SP_TitleBarNormalButton));
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    connect(m_float, &QToolButton::clicked, dock, [dock] { dock->setFloating(!dock->isFloating()); });
    connect(m_close, &QToolButton::clicked, dock, &QDockWidget::close);
    connect(dock, &QDockWidget::windowTitleChanged, m_title, &QLabel::setText);
    connect(dock, &QDockWidget::featuresChanged, this, &DockTitleBar::update);
    connect(dock, &QDockWidget::topLevelChanged, this, &DockTitleBar::update);
    connect(dock, &QDockWidget::dockLocationChanged, this, &DockTitleBar::update);
    update();
}

void DockTitleBar::update()
{
    const QString name = m_dock->windowTitle();
    m_collapse->setText(onTheRight(m_dock) ? QStringLiteral("»") : QStringLiteral("«"));
    m_collapse->setToolTip(tr("Collapse %1 to a narrow strip: the figure takes the width").arg(name));
    m_collapse->setVisible(!m_collapsed && !m_dock->isFloating());
    m_float->setToolTip(m_dock->isFloating() ? tr("Put %1 back beside the figure").arg(name)
                                             : tr("Float %1 over the window").arg(name));
    m_float->setVisible(!m_collapsed && m_dock->features().testFlag(QDockWidget::DockWidgetFloatable));
    m_close->setToolTip(tr("Close %1 (the View or Help menu opens it again)").arg(name));
    m_close->setVisible(!m_collapsed && m_dock->features().testFlag(QDockWidget::DockWidgetClosable));
    m_title->setVisible(!m_collapsed);
    updateGeometry();
}

void DockTitleBar::setCollapsed(bool collapsed)
{
    m_collapsed = collapsed;
    update();
}

// No room while collapsed: the strip names the dock.
QSize DockTitleBar::sizeHint() const { return m_collapsed ? QSize(0, 0) : QWidget::sizeHint(); }

QSize DockTitleBar::minimumSizeHint() const { return m_collapsed ? QSize(0, 0) : QWidget::minimumSizeHint(); }

DockStrips::DockStrips(QMainWindow* window) : QObject(window), m_window(window) { }

void DockStrips::add(QDockWidget* dock)
{
    Entry entry{dock, dock->widget(), new DockStrip, new DockTitleBar(dock)};
    auto* holder = new QWidget;
    auto* column = new QVBoxLayout(holder);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(entry.content, 1);
    column->addWidget(entry.strip, 1);
    column->addStretch(0); // a content of fixed height stays at the top, as the dock put it
    entry.strip->hide();
    entry.strip->setText(dock->windowTitle());
    entry.strip->setToolTip(tr("Open %1").arg(dock->windowTitle()));
    dock->setWidget(holder);
    dock->setTitleBarWidget(entry.title);
    connect(entry.title->collapseButton(), &QToolButton::clicked, this, [this, dock] { setCollapsed(dock, true); });
    connect(entry.strip, &DockStrip::clicked, this, [this, dock] { setCollapsed(dock, false); });
    connect(dock, &QDockWidget::topLevelChanged, this, [this, dock](bool floating) {
        if (floating)
            setCollapsed(dock, false); // a floating panel is a card, never a strip
    });
    m_entries.push_back(entry);
}

DockStrips::Entry* DockStrips::find(const QDockWidget* dock)
{
    const auto at = std::find_if(m_entries.begin(), m_entries.end(), [dock](const Entry& e) { return e.dock == dock; });
    return at == m_entries.end() ? nullptr : &*at;
}

const DockStrips::Entry* DockStrips::find(const QDockWidget* dock) const
{
    return const_cast<DockStrips*>(this)->find(dock);
}

bool DockStrips::isCollapsed(const QDockWidget* dock) const
{
    const Entry* entry = find(dock);
    return entry && entry->collapsed;
}

DockStrip* DockStrips::strip(const QDockWidget* dock) const
{
    const Entry* entry = find(dock);
    return entry ? entry->strip : nullptr;
}

DockTitleBar* DockStrips::titleBar(const QDockWidget* dock) const
{
    const Entry* entry = find(dock);
    return entry ? entry->title : nullptr;
}

void DockStrips::setCollapsed(QDockWidget* dock, bool collapsed)
{
    Entry* entry = find(dock);
    if (!entry || entry->collapsed == collapsed)
        return;
    if (collapsed && dock->isFloating())
        dock->setFloating(false);
    if (collapsed)
        rememberOpenHeights(dock);
    entry->collapsed = collapsed;
    entry->title->setCollapsed(collapsed);
    if (collapsed) {
        entry->openWidth = dock->width();
        entry->minimumWidth = dock->minimumWidth();
        entry->content->hide();
        entry->strip->show();
        // Explicit: the dock's layout keeps the minimum of the content it had until it is laid out
        // again, which a window not yet shown never is.
        dock->setMinimumWidth(entry->strip->thickness());
    } else {
        entry->strip->hide();
        entry->content->show();
        dock->setMinimumWidth(entry->minimumWidth);
    }
    // Sized once the window's layout knows the dock's new minimum: before, it holds the old one.
    QTimer::singleShot(0, this, [this, dock, collapsed] {
        fitArea(dock);
        if (Entry* fitted = find(dock); fitted && !collapsed)
            fitted->openWidth = 0; // open, its width is what the window shows
    });
    emit collapsedChanged();
}

void DockStrips::fitAll()
{
    for (const Entry& entry : m_entries)
        if (entry.collapsed)
            fitArea(entry.dock);
}

void DockStrips::setAllCollapsed(bool collapsed)
{
    for (Entry& entry : m_entries)
        if (!entry.dock->isHidden())
            setCollapsed(entry.dock, collapsed);
}

bool DockStrips::allCollapsed() const
{
    return std::all_of(m_entries.begin(), m_entries.end(),
                       [](const Entry& e) { return e.collapsed || e.dock->isHidden() || e.dock->isFloating(); });
}

QStringList DockStrips::collapsedNames() const
{
    QStringList names;
    for (const Entry& entry : m_entries)
        if (entry.collapsed)
            names << entry.dock->objectName();
    return names;
}

void DockStrips::restoreCollapsed(const QStringList& names)
{
    for (Entry& entry : m_entries)
        setCollapsed(entry.dock, names.contains(entry.dock->objectName()));
}

QList<DockStrips::Entry*> DockStrips::shownBeside(const QDockWidget* dock)
{
    const Qt::DockWidgetArea area = m_window->dockWidgetArea(const_cast<QDockWidget*>(dock));
    QList<Entry*> shown;
    for (Entry& entry : m_entries)
        if (!entry.dock->isHidden() && !entry.dock->isFloating() && m_window->dockWidgetArea(entry.dock) == area)
            shown << &entry;
    return shown;
}

void DockStrips::rememberOpenHeights(const QDockWidget* dock)
{
    // The heights the learner gave the panels of a column while all were open: what opening them
    // all again returns to.
    const QList<Entry*> shown = shownBeside(dock);
    if (std::none_of(shown.begin(), shown.end(), [](const Entry* e) { return e->collapsed; }))
        for (Entry* entry : shown)
            entry->openHeight = entry->dock->height();
}

void DockStrips::fitArea(const QDockWidget* dock)
{
    QList<QDockWidget*> shown, open;
    QList<int> heights, openHeights;
    int openWidth = 0;
    const int thickness = m_entries.front().strip->thickness();
    for (const Entry* entry : shownBeside(dock)) {
        if (entry->collapsed)
            entry->dock->setMinimumWidth(thickness); // again: showing the window set it from the content
        shown << entry->dock;
        heights << (entry->collapsed ? thickness : m_window->height());
        openHeights << (entry->openHeight > 0 ? entry->openHeight : entry->dock->height());
        if (!entry->collapsed) {
            open << entry->dock;
            openWidth = std::max({openWidth, entry->dock->width(), entry->openWidth, entry->minimumWidth});
        }
    }
    if (shown.isEmpty())
        return;
    if (open.isEmpty()) {
        // A column of strips: one strip wide, the height shared.
        m_window->resizeDocks(shown, QList<int>(shown.size(), thickness), Qt::Horizontal);
        m_window->resizeDocks(shown, QList<int>(shown.size(), m_window->height()), Qt::Vertical);
        return;
    }
    m_window->resizeDocks(open, QList<int>(open.size(), openWidth), Qt::Horizontal);
    // A strip under an open panel is one line tall; all open, the heights they had.
    if (shown.size() > 1)
        m_window->resizeDocks(shown, open.size() < shown.size() ? heights : openHeights, Qt::Vertical);
}

} // namespace rope::ui
