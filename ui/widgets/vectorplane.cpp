// A pair's plane with axes, the unit circle, labelled arrows and angle arcs.
#include "ui/widgets/vectorplane.h"

#include "ui/widgets/style.h"

#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace rope::ui {

using namespace rope::model;

VectorPlane::VectorPlane(QWidget* parent) : PaintedWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void VectorPlane::setTitle(const QString& title)
{
    m_title = title;
    update();
}

void VectorPlane::setContent(std::vector<Arrow> arrows, std::vector<Arc> arcs, double circle)
{
    m_arrows = std::move(arrows);
    m_arcs = std::move(arcs);
    m_circle = circle;
    update();
}

void VectorPlane::paint(QPainter& p, QRectF area) const
{
    p.save();
    p.fillRect(area, style::paper);
    QFont titleFont = style::fontOfSize(11);
    titleFont.setBold(true);
    const double titleHeight = m_title.isEmpty() ? 0 : 26;
    if (!m_title.isEmpty()) {
        p.setFont(titleFont);
        p.setPen(style::ink);
        p.drawText(QRectF(area.left(), area.top(), area.width(), titleHeight), Qt::AlignCenter, m_title);
    }
    const QRectF plot = area.adjusted(8, titleHeight + 4, -8, -8);
    const double side = std::min(plot.width(), plot.height());
    const QPointF centre = plot.center();
    // The scale fits the longest tip (and the circle) with room for labels.
    double extent = std::max(m_circle, 1e-9);
    for (const Arrow& a : m_arrows)
        extent = std::max({extent, std::hypot(a.vector.x() + a.from.x(), a.vector.y() + a.from.y()),
                           std::hypot(a.from.x(), a.from.y())});
    const double unit = side / 2 * 0.70 / extent;
    auto at = [&](QPointF v) { return QPointF(centre.x() + v.x() * unit, centre.y() - v.y() * unit); };

    // Axes and the unit circle.
    const double half = side / 2 * 0.92;
    p.setPen(QPen(style::faint, 1));
    p.drawLine(QPointF(centre.x() - half, centre.y()), QPointF(centre.x() + half, centre.y()));
    p.drawLine(QPointF(centre.x(), centre.y() - half), QPointF(centre.x(), centre.y() + half));
    if (m_circle > 0) {
        p.setPen(QPen(QColor(0xC0, 0xC0, 0xC0), 1.2, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(centre, m_circle * unit, m_circle * unit);
    }
    QFont axisFont = style::fontOfSize(10);
    axisFont.setItalic(true);
    p.setFont(axisFont);
    p.setPen(style::faint);
    p.drawText(QRectF(centre.x() + half - 24, centre.y() + 4, 24, 20), Qt::AlignRight | Qt::AlignTop,
               QStringLiteral("x₁"));
    p.drawText(QRectF(centre.x() - 28, centre.y() - half - 2, 24, 20), Qt::AlignRight | Qt::AlignTop,
               QStringLiteral("x₂"));

    // Arcs first, under the arrows.
    QFont labelFont = style::fontOfSize(10.5);
    for (const Arc& arc : m_arcs) {
        const double r = arc.radius * unit;
        const double span = arc.to - arc.from;
        if (std::abs(span) < 1e-9)
            continue;
        p.setPen(QPen(arc.colour, 2));
        p.setBrush(Qt::NoBrush);
        const QRectF box(centre.x() - r, centre.y() - r, 2 * r, 2 * r);
        p.drawArc(box, int(std::lround(arc.from * 180 / std::numbers::pi * 16)),
                  int(std::lround(span * 180 / std::numbers::pi * 16)));
        const double mid = arc.from + span / 2;
        // The label just outside the arc, on the side away from the centre, as wide as it needs.
        p.setFont(labelFont);
        const double textWidth = QFontMetricsF(labelFont).horizontalAdvance(arc.label) + 6;
        const QPointF dir(std::cos(mid), -std::sin(mid));
        const QPointF labelAt = centre + dir * (r + 10) + QPointF(dir.x() * textWidth / 2, dir.y() * 10);
        p.setPen(arc.colour.darker(130));
        p.drawText(QRectF(labelAt.x() - textWidth / 2, labelAt.y() - 10, textWidth, 20), Qt::AlignCenter, arc.label);
    }

    // Arrows, outlined ones first so that a solid one on the same line stays visible.
    std::vector<const Arrow*> order;
    for (const Arrow& a : m_arrows)
        order.push_back(&a);
    std::stable_partition(order.begin(), order.end(), [](const Arrow* a) { return a->outline; });
    std::vector<QRectF> placedLabels; // labels of coinciding tips are moved apart
    struct Label {
        QRectF box;
        QColor colour;
        QString text;
    };
    std::vector<Label> labels;
    for (const Arrow* a : order) {
        const QPointF tail = at(a->from), tip = at(a->from + a->vector);
        const QPointF d = tip - tail;
        const double length = std::hypot(d.x(), d.y());
        if (length < 1.5)
            continue;
        const QPointF u = d / length, n(-u.y(), u.x());
        const double head = std::min(14.0, length * 0.4);
        QPen pen(a->colour, a->outline ? 7 : 3, a->dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap);
        if (a->outline) {
            // A hollow band: wide stroke in the colour, then paper inside.
            p.setPen(pen);
            p.drawLine(tail, tip - u * head * 0.6);
            p.setPen(QPen(style::paper, 3.5, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(tail + u * 2, tip - u * head * 0.9);
        } else {
            p.setPen(pen);
            p.drawLine(tail, tip - u * head * 0.6);
        }
        QPainterPath headPath;
        headPath.moveTo(tip);
        headPath.lineTo(tip - u * head + n * head * 0.45);
        headPath.lineTo(tip - u * head - n * head * 0.45);
        headPath.closeSubpath();
        p.setPen(a->outline ? QPen(a->colour, 2) : Qt::NoPen);
        p.setBrush(a->outline ? QBrush(style::paper) : QBrush(a->colour));
        p.drawPath(headPath);
        if (!a->label.isEmpty()) {
            const double textWidth = QFontMetricsF(labelFont).horizontalAdvance(a->label) + 6;
            // Beyond the tip by half the label's extent along the arrow, so the text starts past it.
            const double clearance = 10 + std::abs(u.x()) * textWidth / 2 + std::abs(u.y()) * 11;
            const QPointF wanted = a->labelAtMiddle ? (tail + tip) / 2 + n * 16 : tip + u * clearance;
            // Labels of coinciding tips stack outward (away from the arrow when it is upright), each
            // clear of the ones placed before.
            QRectF box(wanted.x() - textWidth / 2, wanted.y() - 11, textWidth, 22);
            const bool upright = std::abs(u.y()) > 0.5 && !a->labelAtMiddle;
            for (int step = 1; step < 12; ++step) {
                const auto other = std::find_if(placedLabels.begin(), placedLabels.end(),
                                                [&](const QRectF& placed) { return placed.intersects(box); });
                if (other == placedLabels.end())
                    break;
                if (upright) // side by side, in a row past the tip
                    box.moveLeft(other->right() + 4);
                else
                    box.moveTop(wanted.y() - 11 + (step % 2 ? 1 : -1) * 22.0 * ((step + 1) / 2));
            }
            placedLabels.push_back(box);
            labels.push_back({box, a->colour.darker(120), a->label});
        }
    }
    // Labels last, so that no arrow is drawn over one.
    p.setFont(labelFont);
    for (const auto& [box, colour, text] : labels) {
        p.setPen(colour);
        p.drawText(box, Qt::AlignCenter, text);
    }
    p.restore();
}

} // namespace rope::ui
