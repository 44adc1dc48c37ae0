#pragma once
// A widget drawn by one paint(painter, area) call, so that the same drawing goes to the screen, to
// an image in a test, and as vectors to an SVG or PDF export.

#include <QPainter>
#include <QWidget>

#include <vector>

namespace rope::ui {

class PaintedWidget : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;
    /// Paints the whole figure into `area` of any painter.
    virtual void paint(QPainter& painter, QRectF area) const = 0;

    /// A text the last paint() drew, in the drawing's own coordinates: the box it was given and the
    /// box its glyphs took (larger when it did not fit). What a layout test checks.
    struct PaintedText {
        QRectF box;
        QRectF drawn;
        QString text;
    };
    const std::vector<PaintedText>& paintedTexts() const { return m_paintedTexts; }

protected:
    mutable std::vector<PaintedText> m_paintedTexts; ///< filled by paint(), where it draws texts

    void paintEvent(QPaintEvent*) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        paint(p, QRectF(rect()));
    }
};

} // namespace rope::ui
