#pragma once
// A widget drawn by one paint(painter, area) call, so that the same drawing goes to the screen, to
// an image in a test, and as vectors to an SVG or PDF export.

#include <QPainter>
#include <QWidget>

namespace rope::ui {

class PaintedWidget : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;
    /// Paints the whole figure into `area` of any painter.
    virtual void paint(QPainter& painter, QRectF area) const = 0;

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        paint(p, QRectF(rect()));
    }
};

} // namespace rope::ui
