#pragma once
// Side panels that collapse to a narrow strip naming them: the figure gets the window's width back,
// and one click on the strip opens the panel again at the width it had.

#include <QAbstractButton>
#include <QList>
#include <QObject>
#include <QStringList>

#include <vector>

class QDockWidget;
class QLabel;
class QMainWindow;
class QToolButton;

namespace rope::ui {

/// What a collapsed panel shows in its place: its name, across the strip when the strip is wider
/// than tall (a collapsed panel under an open one), else running down it; a click opens the panel.
class DockStrip : public QAbstractButton {
    Q_OBJECT
public:
    explicit DockStrip(QWidget* parent = nullptr);
    /// The strip's thickness: one line of text and a margin.
    int thickness() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
};

/// A dock's title bar: its name, then buttons to collapse it to a strip, float it and close it
/// (each as its dock's features allow). It takes no room while the dock is collapsed.
class DockTitleBar : public QWidget {
    Q_OBJECT
public:
    explicit DockTitleBar(QDockWidget* dock);
    QToolButton* collapseButton() const { return m_collapse; }
    void setCollapsed(bool collapsed);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    void update();

    QDockWidget* m_dock;
    QLabel* m_title;
    QToolButton* m_collapse;
    QToolButton* m_float;
    QToolButton* m_close;
    bool m_collapsed = false;
};

class DockStrips : public QObject {
    Q_OBJECT
public:
    explicit DockStrips(QMainWindow* window);

    /// Gives `dock` (its widget already set) the title bar above and a strip to collapse to.
    void add(QDockWidget* dock);
    bool isCollapsed(const QDockWidget* dock) const;
    /// Collapses the dock to its strip (docking a floating one first), or opens it at its last width.
    void setCollapsed(QDockWidget* dock, bool collapsed);
    /// Sizes again every area that holds a strip (once the window is shown: before, it has no size).
    void fitAll();
    /// Every dock collapsed, or every dock open.
    void setAllCollapsed(bool collapsed);
    bool allCollapsed() const;
    /// The object names of the collapsed docks (for the settings), and collapsing those again.
    QStringList collapsedNames() const;
    void restoreCollapsed(const QStringList& names);
    DockStrip* strip(const QDockWidget* dock) const;
    DockTitleBar* titleBar(const QDockWidget* dock) const;

signals:
    void collapsedChanged();

private:
    struct Entry {
        QDockWidget* dock;
        QWidget* content;
        DockStrip* strip;
        DockTitleBar* title;
        int minimumWidth = 0; ///< the dock's own, while it is open
        int openWidth = 0; ///< its width when it was collapsed: what it opens at
        int openHeight = 0; ///< its height when its column was last all open
        bool collapsed = false;
    };
    Entry* find(const QDockWidget* dock);
    /// The docks shown in the area `dock` stands in (itself included), docked, not floating.
    QList<Entry*> shownBeside(const QDockWidget* dock);
    void rememberOpenHeights(const QDockWidget* dock);
    const Entry* find(const QDockWidget* dock) const;
    /// Sizes the docks of the area `dock` stands in: a column of strips is one strip wide; a strip
    /// under an open panel is one line tall, and the open panels share the rest.
    void fitArea(const QDockWidget* dock);

    QMainWindow* m_window;
    std::vector<Entry> m_entries;
};

} // namespace rope::ui
