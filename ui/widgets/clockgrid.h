#pragma once
// The grid of rotation clocks as a widget (ClockRenderer paints it): one clock per pair, laid out
// to fit a viewport, growing beyond it (to scroll) below a minimum clock size.

#include "ui/widgets/clockrenderer.h"

#include <QImage>
#include <QWidget>

namespace rope::ui {

using namespace rope::model;

/// The scrollable grid the clocks are painted on.
class ClockGrid : public QWidget {
    Q_OBJECT
public:
    explicit ClockGrid(QWidget* parent = nullptr);
    void setFrame(const ClockFrame& frame);
    const ClockFrame& frame() const { return m_frame; }
    ClockRenderer::Layout currentLayout() const { return m_layout; }
    /// Recomputes the layout for a viewport size.
    void fitTo(QSize viewport);
    /// The smallest clock width before the grid grows beyond the viewport (and scrolls).
    void setMinimumCell(double pixels) { m_minimumCell = pixels; }
    double minimumCell() const { return m_minimumCell; }

signals:
    void pairClicked(int pair);
    void painted();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    void updateDials();

    ClockFrame m_frame;
    ClockRenderer::Layout m_layout;
    QSize m_viewport;
    QImage m_dials; ///< faces and rims, repainted only when the layout, d or the selection change
    double m_minimumCell = 72;
};

} // namespace rope::ui
