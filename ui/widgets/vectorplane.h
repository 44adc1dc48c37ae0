#pragma once
// One plane of a pair, drawn exactly: axes x₁ and x₂, the unit circle, vectors as labelled arrows
// (from the origin or from another vector's tip, as x + p), and angle arcs with their values. The
// 2-D toy draws its two frames with it, the sin/cos view its two uses of the same angle.

#include "ui/widgets/paintedwidget.h"

#include <QColor>
#include <QPointF>
#include <QString>

#include <vector>

namespace rope::ui {

class VectorPlane : public PaintedWidget {
    Q_OBJECT
public:
    struct Arrow {
        QPointF vector; ///< in plane coordinates (x₁ right, x₂ up)
        QColor colour;
        QString label; ///< drawn beyond the tip
        QPointF from{0, 0}; ///< the tail (the origin, or another arrow's tip)
        bool outline = false; ///< drawn hollow and a little wider, so one on top of it stays visible
        bool dashed = false;
        bool labelAtMiddle = false; ///< the label beside the middle of the arrow, not beyond its tip
    };
    struct Arc {
        double from = 0, to = 0; ///< angles in radians, counter-clockwise from x₁
        double radius = 0.35; ///< in plane units
        QColor colour;
        QString label;
    };

    explicit VectorPlane(QWidget* parent = nullptr);
    void setTitle(const QString& title);
    /// The arrows, the arcs, and a dashed circle of this radius around the origin (0: none).
    void setContent(std::vector<Arrow> arrows, std::vector<Arc> arcs, double circle = 1.0);
    const std::vector<Arrow>& arrows() const { return m_arrows; }
    QString title() const { return m_title; }

    QSize sizeHint() const override { return {340, 340}; }
    QSize minimumSizeHint() const override { return {220, 220}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }
    void paint(QPainter& painter, QRectF area) const override;

private:
    QString m_title;
    std::vector<Arrow> m_arrows;
    std::vector<Arc> m_arcs;
    double m_circle = 1.0;
};

} // namespace rope::ui
