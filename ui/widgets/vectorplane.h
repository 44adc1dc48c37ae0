#pragma once
// One plane of a pair, drawn exactly: axes x₁ and x₂, the unit circle, vectors as labelled arrows
// (from the origin or from another vector's tip, as x + p), and angle arcs with their values. The
// 2-D toy draws its two frames with it, the sin/cos view its two uses of the same angle.
//
// Labels are placed by one pass (layout()): each goes where it reads best (beyond its arrow's tip,
// outside its arc) unless that would cover another label, an axis label or an arrow's head; then
// it moves to the nearest free place around its anchor, with a leader line when it moved far.

#include "ui/widgets/paintedwidget.h"

#include <QColor>
#include <QLineF>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QString>

#include <optional>
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
    /// Shows at least this far from the origin: planes compared side by side share one scale.
    void setReach(double reach);
    const std::vector<Arrow>& arrows() const { return m_arrows; }
    QString title() const { return m_title; }

    /// Where everything goes in `area`: what paint() draws, and what a test measures.
    struct Layout {
        struct Text {
            QRectF box; ///< the text's own box (its advance by its height)
            QString text;
            QColor colour;
            bool axis = false; ///< an axis name (x₁, x₂), drawn in italics
            std::optional<QLineF> leader; ///< from the anchor to the box, when the label moved away
        };
        struct Shape {
            const Arrow* arrow;
            QPointF tail, tip;
            QPolygonF head;
        };
        struct ArcShape {
            const Arc* arc;
            QRectF box; ///< the circle's bounding box
        };
        QRectF titleBox; ///< empty without a title
        QRectF plot;
        QPointF centre;
        double half = 0; ///< the axes' half length, in pixels
        double unit = 0; ///< pixels per plane unit
        std::vector<Shape> arrows; ///< in drawing order (outlined ones first)
        std::vector<ArcShape> arcs;
        std::vector<Text> texts; ///< the axis names, then the labels
    };
    Layout layout(QRectF area) const;

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
    double m_reach = 0;
};

} // namespace rope::ui
