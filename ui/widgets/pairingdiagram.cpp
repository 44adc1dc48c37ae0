// The pairing diagram: which components rotate together, and the permutation P animated.
#include "ui/widgets/pairingdiagram.h"

#include "ui/model/names.h"
#include "ui/widgets/style.h"

#include <QEasingCurve>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace rope::ui {

using namespace rope::model;

namespace {
constexpr double kBottomRow = 0.70; // the bottom strip's centre as a fraction of the drawing's height

QString note()
{
    return PairingDiagram::tr("Boxes are labelled with their interleaved index 2i + s; P moves each to slot s·d/2 + i. "
                              "Colour: the pair's frequency, fast (yellow) → slow (purple).");
}
} // namespace

QFont PairingDiagram::diagramFont() const
{
    // The widget's font at 9 pt times the font scale: its text follows --font-scale and the window's
    // zoom, as every other text of a figure does; the room for the row labels, the arcs above the
    // top strip, the boxes and the note grow with it.
    QFont f = font();
    f.setPointSizeF(style::wholePixelPoints(9 * style::fontScale()));
    return f;
}

const PairingDiagram::TextRoom& PairingDiagram::textRoom(double width) const
{
    // Measured once per width and font scale (a font or language change forgets it): every box's
    // position asks for it, and 128 boxes measuring the wrapped note each time took 20 ms a paint.
    if (width == m_textRoomWidth && style::fontScale() == m_textRoomScale)
        return m_textRoom;
    const QFontMetricsF metrics(diagramFont());
    m_textRoom.labels = std::max({86.0, metrics.horizontalAdvance(nameLabel(core::Pairing::Interleaved)) + 12,
                                  metrics.horizontalAdvance(nameLabel(core::Pairing::HalfSplit)) + 12});
    const QRectF room(0, 0, std::max(40.0, width - m_textRoom.labels), 1e6);
    m_textRoom.note = metrics.boundingRect(room, Qt::TextWordWrap, note()).height() + 4;
    m_textRoomWidth = width;
    m_textRoomScale = style::fontScale();
    return m_textRoom;
}

double PairingDiagram::labelRoom() const { return textRoom(m_textRoomWidth > 0 ? m_textRoomWidth : width()).labels; }

double PairingDiagram::noteHeight(QRectF area) const { return textRoom(area.width()).note; }

PairingDiagram::PairingDiagram(QWidget* parent) : QWidget(parent)
{
    setMinimumHeight(int(std::lround(200 * style::fontScale())));
    m_timer.setInterval(16);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        const double t = std::min(1.0, m_clock.elapsed() / 1400.0);
        setProgress(m_from + (m_to - m_from) * QEasingCurve(QEasingCurve::InOutCubic).valueForProgress(t));
        if (t >= 1.0)
            m_timer.stop();
    });
}

void PairingDiagram::setDims(int dims)
{
    if (std::max(2, dims) == m_dims)
        return; // every parameter change sets it; the picture stays while d does
    m_dims = std::max(2, dims);
    m_painted = QPixmap();
    update();
}

void PairingDiagram::setProgress(double t)
{
    const double clamped = std::clamp(t, 0.0, 1.0);
    if (clamped != m_t) {
        m_t = clamped;
        m_painted = QPixmap();
        update();
    }
    emit progressChanged(m_t);
}

void PairingDiagram::animate()
{
    m_from = m_t;
    m_to = m_t < 0.5 ? 1.0 : 0.0;
    m_clock.start();
    m_timer.start();
}

QSize PairingDiagram::sizeHint() const { return {640, int(std::lround(230 * style::fontScale()))}; }

double PairingDiagram::boxSide(QRectF area) const
{
    return std::clamp((area.width() - labelRoom() - 10) / m_dims * 0.8, 2.0, 28.0 * style::fontScale());
}

double PairingDiagram::topRowY(QRectF area) const
{
    // Above the top strip's boxes: its arcs (18 px) and its row label.
    const double room = std::max(30.0, QFontMetricsF(diagramFont()).height() + 14);
    return area.top() + boxSide(area) / 2 + room;
}

double PairingDiagram::bottomRowY(QRectF area) const
{
    return area.top() + kBottomRow * (area.height() - noteHeight(area) + 20);
}

double PairingDiagram::slotX(int slot, QRectF area) const
{
    const double width = (area.width() - labelRoom() - 10) / m_dims;
    return area.left() + labelRoom() + (slot + 0.5) * width;
}

QPointF PairingDiagram::boxCentre(int component, double t) const
{
    const QRectF area = rect();
    // Component 2i + s of the interleaved layout sits in half-split slot s·d/2 + i.
    const int half = m_dims / 2;
    const int target = (component % 2) * half + component / 2;
    const double eased = t;
    const QPointF from(slotX(component, area), topRowY(area));
    const QPointF to(slotX(target, area), bottomRowY(area));
    return from + (to - from) * eased;
}

void PairingDiagram::paint(QPainter& p, QRectF area) const
{
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(area, style::paper);
    const int pairs = m_dims / 2;
    const double box = boxSide(area);
    const double topY = topRowY(area), bottomY = bottomRowY(area);
    const double margin = labelRoom(), line = QFontMetricsF(diagramFont()).height();
    p.setFont(diagramFont());

    // Row labels.
    p.setPen(style::ink);
    p.drawText(QRectF(area.left(), topY - box / 2 - line - 4, margin - 6, line + 4), Qt::AlignRight | Qt::AlignVCenter,
               nameLabel(core::Pairing::Interleaved));
    p.drawText(QRectF(area.left(), bottomY + box / 2 + 2, margin - 6, line + 4), Qt::AlignRight | Qt::AlignVCenter,
               nameLabel(core::Pairing::HalfSplit));

    // P itself: a faint line from each component's interleaved slot to its half-split slot, the path
    // its box travels when P is applied.
    const int half = pairs;
    for (int c = 0; c < m_dims; ++c) {
        QColor colour = style::pairColour(c / 2, pairs);
        colour.setAlphaF(0.35);
        p.setPen(QPen(colour, 1));
        p.drawLine(QPointF(slotX(c, area), topY + box / 2),
                   QPointF(slotX((c % 2) * half + c / 2, area), bottomY - box / 2));
    }
    // Empty slots of both layouts, each with the index of the component that belongs there (faint:
    // the boxes cover them), and their pair arcs: above the top strip, below the bottom one.
    for (int slot = 0; slot < m_dims; ++slot)
        for (double y : {topY, bottomY}) {
            const QRectF r(slotX(slot, area) - box / 2, y - box / 2, box, box);
            p.setPen(QPen(style::masked, 1));
            p.setBrush(Qt::NoBrush);
            p.drawRect(r);
            if (box >= 1.1 * line) {
                const int component = y == topY ? slot : 2 * (slot % half) + slot / half;
                p.setPen(style::faint);
                p.drawText(r, Qt::AlignCenter, QString::number(component));
            }
        }
    for (int i = 0; i < pairs; ++i) {
        const QColor colour = style::pairColour(i, pairs);
        // Down to 1 px for a crowded head (d ≥ 128): Qt strokes 1-px pens on its fast path, and the 64
        // arcs took 9 ms at 1.2 px against 1 ms at 1 px.
        const double arcWidth = box / 5 < 1.2 ? 1.0 : std::min(box / 5, 3.0);
        // Interleaved: 2i and 2i+1, neighbours.
        {
            const double x0 = slotX(2 * i, area), x1 = slotX(2 * i + 1, area);
            QPainterPath arc;
            arc.moveTo(x0, topY - box / 2);
            arc.cubicTo(x0, topY - box / 2 - 18, x1, topY - box / 2 - 18, x1, topY - box / 2);
            p.setPen(QPen(colour, arcWidth));
            p.drawPath(arc);
        }
        // Half-split: i and i + d/2, half a head apart.
        {
            const double x0 = slotX(i, area), x1 = slotX(i + pairs, area);
            const double depth = 16 + 0.12 * area.height() * (0.4 + 0.6 * double(i) / std::max(1, pairs - 1));
            QPainterPath arc;
            arc.moveTo(x0, bottomY + box / 2);
            arc.cubicTo(x0, bottomY + box / 2 + depth, x1, bottomY + box / 2 + depth, x1, bottomY + box / 2);
            p.setPen(QPen(colour, arcWidth));
            p.drawPath(arc);
        }
    }
    // The boxes themselves, each coloured by the pair it belongs to, travelling with P.
    for (int c = 0; c < m_dims; ++c) {
        const QPointF centre = boxCentre(c, m_t) - rect().topLeft() + area.topLeft();
        const QColor colour = style::pairColour(c / 2, pairs);
        p.setPen(QPen(style::ink, 0.8));
        p.setBrush(colour);
        const QRectF r(centre.x() - box / 2, centre.y() - box / 2, box, box);
        p.drawRect(r);
        if (box >= 1.1 * line) {
            p.setPen(c / 2 < pairs * 0.55 ? style::ink : style::paper);
            p.drawText(r, Qt::AlignCenter, QString::number(c));
        }
    }
    p.setPen(style::faint);
    const double noteRoom = noteHeight(area);
    p.drawText(QRectF(area.left() + margin, area.bottom() - noteRoom, area.width() - margin, noteRoom),
               Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, note());
}

void PairingDiagram::paintEvent(QPaintEvent*)
{
    if (m_timer.isActive()) { // a new picture every frame: draw straight
        m_painted = QPixmap();
        QPainter p(this);
        paint(p, rect());
        return;
    }
    const qreal ratio = devicePixelRatioF();
    if (m_painted.isNull() || m_painted.devicePixelRatioF() != ratio || m_painted.size() != size() * ratio) {
        m_painted = QPixmap(size() * ratio);
        m_painted.setDevicePixelRatio(ratio);
        m_painted.fill(Qt::transparent);
        QPainter p(&m_painted);
        p.setFont(font()); // what a painter on the widget starts with
        p.setPen(palette().color(QPalette::WindowText));
        paint(p, rect());
    }
    QPainter(this).drawPixmap(0, 0, m_painted);
}

void PairingDiagram::resizeEvent(QResizeEvent* event)
{
    m_painted = QPixmap();
    QWidget::resizeEvent(event);
}

void PairingDiagram::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange ||
        event->type() == QEvent::LanguageChange) {
        m_painted = QPixmap();
        m_textRoomWidth = -1; // measured again in the new font or language
    }
    QWidget::changeEvent(event);
}

} // namespace rope::ui
