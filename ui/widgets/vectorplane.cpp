// A pair's plane with axes, the unit circle, labelled arrows and angle arcs.
#include "ui/widgets/vectorplane.h"

#include "ui/widgets/style.h"

#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>
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

void VectorPlane::setReach(double reach)
{
    m_reach = reach;
    update();
}

namespace {

QFont labelFont() { return style::fontOfSize(10.5); }

QFont axisFont()
{
    QFont font = style::fontOfSize(10);
    font.setItalic(true);
    return font;
}

QFont titleFont()
{
    QFont font = style::fontOfSize(11);
    font.setBold(true);
    return font;
}

QSizeF textSize(const QFont& font, const QString& text)
{
    const QFontMetricsF metrics(font);
    return {metrics.horizontalAdvance(text) + 4, metrics.height()};
}

QRectF boxAround(QPointF centre, QSizeF size)
{
    return {centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(), size.height()};
}

// How far a box's centre lies from its edge along the unit direction d.
double halfExtent(QPointF d, QSizeF size)
{
    return std::abs(d.x()) * size.width() / 2 + std::abs(d.y()) * size.height() / 2;
}

bool crosses(const QLineF& segment, const QRectF& box)
{
    if (box.contains(segment.p1()) || box.contains(segment.p2()))
        return true;
    const QLineF edges[] = {{box.topLeft(), box.topRight()},
                            {box.topRight(), box.bottomRight()},
                            {box.bottomRight(), box.bottomLeft()},
                            {box.bottomLeft(), box.topLeft()}};
    return std::any_of(std::begin(edges), std::end(edges),
                       [&](const QLineF& edge) { return segment.intersects(edge) == QLineF::BoundedIntersection; });
}

// A label to place: it would sit `gap` px from `anchor` in direction `dir` (a unit vector).
struct Wanted {
    QPointF anchor;
    QPointF dir;
    double gap;
    QSizeF size;
    QString text;
    QColor colour;
};

} // namespace

VectorPlane::Layout VectorPlane::layout(QRectF area) const
{
    Layout out;
    // The title's lines at this width (two in large type on a narrow plane), never less than 26 px.
    const double titleHeight = m_title.isEmpty()
                                   ? 0
                                   : std::max(26.0, QFontMetricsF(titleFont())
                                                            .boundingRect(QRectF(0, 0, area.width(), 1e6),
                                                                          Qt::AlignHCenter | Qt::TextWordWrap, m_title)
                                                            .height() +
                                                        4);
    if (!m_title.isEmpty())
        out.titleBox = QRectF(area.left(), area.top(), area.width(), titleHeight);
    out.plot = area.adjusted(8, titleHeight + 4, -8, -8);
    const double side = std::min(out.plot.width(), out.plot.height());
    out.centre = out.plot.center();
    // The scale fits the longest tip (and the circle) with room for labels.
    double extent = std::max({m_circle, m_reach, 1e-9});
    for (const Arrow& a : m_arrows)
        extent = std::max({extent, std::hypot(a.vector.x() + a.from.x(), a.vector.y() + a.from.y()),
                           std::hypot(a.from.x(), a.from.y())});
    out.unit = side / 2 * 0.70 / extent;
    out.half = side / 2 * 0.92;
    const QPointF centre = out.centre;
    auto at = [&](QPointF v) { return QPointF(centre.x() + v.x() * out.unit, centre.y() - v.y() * out.unit); };

    // The axis names, fixed: x₁ under the right end, x₂ left of the top end.
    const QSizeF x1 = textSize(axisFont(), QStringLiteral("x₁")), x2 = textSize(axisFont(), QStringLiteral("x₂"));
    out.texts.push_back({QRectF(QPointF(centre.x() + out.half - x1.width(), centre.y() + 4), x1), QStringLiteral("x₁"),
                         style::faint, true, std::nullopt});
    out.texts.push_back({QRectF(QPointF(centre.x() - 4 - x2.width(), centre.y() - out.half), x2), QStringLiteral("x₂"),
                         style::faint, true, std::nullopt});

    // Arrows, outlined ones first so that a solid one on the same line stays visible.
    std::vector<Wanted> wanted;
    std::vector<const Arrow*> order;
    for (const Arrow& a : m_arrows)
        order.push_back(&a);
    std::stable_partition(order.begin(), order.end(), [](const Arrow* a) { return a->outline; });
    std::vector<Wanted> middles;
    // An arrow drawn exactly over another of its kind (k and Rₙk when n = 0) shares its label,
    // "k = Rₙk", instead of two labels crowding one tip.
    struct Labelled {
        QPointF tail, tip;
        int hue;
        std::size_t index; ///< in `wanted`
    };
    std::vector<Labelled> labelled;
    for (const Arrow* a : order) {
        const QPointF tail = at(a->from), tip = at(a->from + a->vector);
        const QPointF d = tip - tail;
        const double length = std::hypot(d.x(), d.y());
        if (length < 1.5)
            continue;
        const QPointF u = d / length, n(-u.y(), u.x());
        const double head = std::min(14.0, length * 0.4);
        out.arrows.push_back(
            {a, tail, tip, QPolygonF({tip, tip - u * head + n * head * 0.45, tip - u * head - n * head * 0.45})});
        if (a->label.isEmpty())
            continue;
        const auto same = std::find_if(labelled.begin(), labelled.end(), [&](const Labelled& l) {
            return std::abs(l.hue - a->colour.hsvHue()) <= 6 && QLineF(l.tail, tail).length() < 0.5 &&
                   QLineF(l.tip, tip).length() < 0.5;
        });
        if (!a->labelAtMiddle && same != labelled.end()) {
            Wanted& shared = wanted[same->index];
            shared.text += QStringLiteral(" = ") + a->label;
            shared.size = textSize(labelFont(), shared.text);
            continue;
        }
        if (!a->labelAtMiddle)
            labelled.push_back({tail, tip, a->colour.hsvHue(), wanted.size()});
        const Wanted label{a->labelAtMiddle ? (tail + tip) / 2 : tip,
                           a->labelAtMiddle ? n : u,
                           8,
                           textSize(labelFont(), a->label),
                           a->label,
                           a->colour.darker(120)};
        (a->labelAtMiddle ? middles : wanted).push_back(label);
    }
    wanted.insert(wanted.end(), middles.begin(), middles.end());
    for (const Arc& arc : m_arcs) {
        const double r = arc.radius * out.unit;
        if (std::abs(arc.to - arc.from) < 1e-9)
            continue;
        out.arcs.push_back({&arc, QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)});
        if (arc.label.isEmpty())
            continue;
        const double mid = (arc.from + arc.to) / 2;
        const QPointF dir(std::cos(mid), -std::sin(mid));
        wanted.push_back(
            {centre + dir * r, dir, 6, textSize(labelFont(), arc.label), arc.label, arc.colour.darker(130)});
    }

    // Each label in turn takes the cheapest free place around its anchor: the wanted one, else a
    // little further out or turned a little. Covering a label, an axis name, a head or the title,
    // or leaving the plot, is not allowed; crossing an arrow's shaft is allowed but costly.
    for (const Wanted& w : wanted) {
        double bestCost = std::numeric_limits<double>::infinity();
        QRectF best = boxAround(w.anchor + w.dir * (w.gap + halfExtent(w.dir, w.size)), w.size);
        double bestDistance = w.gap;
        for (int ring = 0; ring < 6; ++ring) {
            const double distance = w.gap + ring * 12;
            for (int k = 0; k <= 16; ++k) {
                const int turn = (k % 2 ? 1 : -1) * ((k + 1) / 2); // 0, 1, −1, 2, −2 … eighths of π
                const double angle = turn * std::numbers::pi / 8;
                const QPointF d(w.dir.x() * std::cos(angle) - w.dir.y() * std::sin(angle),
                                w.dir.x() * std::sin(angle) + w.dir.y() * std::cos(angle));
                const QRectF box = boxAround(w.anchor + d * (distance + halfExtent(d, w.size)), w.size);
                const QRectF padded = box.adjusted(-2, -2, 2, 2);
                if (!out.plot.contains(box) || padded.intersects(out.titleBox))
                    continue;
                if (std::any_of(out.texts.begin(), out.texts.end(),
                                [&](const Layout::Text& t) { return padded.intersects(t.box); }) ||
                    std::any_of(out.arrows.begin(), out.arrows.end(),
                                [&](const Layout::Shape& s) { return QPolygonF(padded).intersects(s.head); }))
                    continue;
                double cost = ring * 12 + std::abs(turn) * 6;
                for (const Layout::Shape& s : out.arrows)
                    if (crosses(QLineF(s.tail, s.tip), padded))
                        cost += 60;
                if (cost < bestCost) {
                    bestCost = cost;
                    best = box;
                    bestDistance = distance;
                }
            }
        }
        std::optional<QLineF> leader;
        if (bestDistance > w.gap + 14) {
            const QPointF nearest(std::clamp(w.anchor.x(), best.left(), best.right()),
                                  std::clamp(w.anchor.y(), best.top(), best.bottom()));
            const QLineF line(w.anchor, nearest);
            if (line.length() > 6)
                leader = QLineF(line.pointAt(4 / line.length()), nearest);
        }
        out.texts.push_back({best, w.text, w.colour, false, leader});
    }
    return out;
}

void VectorPlane::paint(QPainter& p, QRectF area) const
{
    const Layout l = layout(area);
    p.save();
    p.fillRect(area, style::paper);
    if (!m_title.isEmpty()) {
        p.setFont(titleFont());
        p.setPen(style::ink);
        p.drawText(l.titleBox, Qt::AlignCenter | Qt::TextWordWrap, m_title);
    }
    // Axes and the circle.
    const QPointF centre = l.centre;
    p.setPen(QPen(style::faint, 1));
    p.drawLine(QPointF(centre.x() - l.half, centre.y()), QPointF(centre.x() + l.half, centre.y()));
    p.drawLine(QPointF(centre.x(), centre.y() - l.half), QPointF(centre.x(), centre.y() + l.half));
    if (m_circle > 0) {
        p.setPen(QPen(QColor(0xC0, 0xC0, 0xC0), 1.2, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(centre, m_circle * l.unit, m_circle * l.unit);
    }
    // Arcs, under the arrows.
    for (const Layout::ArcShape& a : l.arcs) {
        p.setPen(QPen(a.arc->colour, 2));
        p.setBrush(Qt::NoBrush);
        p.drawArc(a.box, int(std::lround(a.arc->from * 180 / std::numbers::pi * 16)),
                  int(std::lround((a.arc->to - a.arc->from) * 180 / std::numbers::pi * 16)));
    }
    for (const Layout::Shape& s : l.arrows) {
        const Arrow& a = *s.arrow;
        const QPointF d = s.tip - s.tail;
        const QPointF u = d / std::hypot(d.x(), d.y());
        const double head = QLineF(s.tip, (s.head[1] + s.head[2]) / 2).length();
        QPen pen(a.colour, a.outline ? 7 : 3, a.dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap);
        p.setPen(pen);
        p.drawLine(s.tail, s.tip - u * head * 0.6);
        if (a.outline) { // a hollow band: a wide stroke in the colour, paper inside
            p.setPen(QPen(style::paper, 3.5, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(s.tail + u * 2, s.tip - u * head * 0.9);
        }
        p.setPen(a.outline ? QPen(a.colour, 2) : Qt::NoPen);
        p.setBrush(a.outline ? QBrush(style::paper) : QBrush(a.colour));
        p.drawPolygon(s.head);
    }
    // Labels last, so that no arrow is drawn over one.
    for (const Layout::Text& t : l.texts) {
        if (t.leader) {
            p.setPen(QPen(t.colour.lighter(130), 0.8));
            p.drawLine(*t.leader);
        }
        p.setFont(t.axis ? axisFont() : labelFont());
        p.setPen(t.colour);
        p.drawText(t.box, Qt::AlignCenter, t.text);
    }
    p.restore();
}

} // namespace rope::ui
