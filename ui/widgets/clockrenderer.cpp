// Painting rotation clocks: layout, faces, hands, arcs and the per-pair bars.
#include "ui/widgets/clockrenderer.h"

#include "core/rotation.h"
#include "ui/widgets/style.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace rope::ui {

using namespace rope::model;

namespace {

constexpr double kTwoPi = 2 * std::numbers::pi;
constexpr double kPlainLabel = 20; // bar only
constexpr double kNumberedLabel = 38; // bar and its value
constexpr double kNumbersFrom = 104; // cell width from which values are printed

// Screen y grows downwards; angles are counter-clockwise, so negate the sine.
QPointF onCircle(QPointF centre, double radius, double angle)
{
    return centre + QPointF(radius * std::cos(angle), -radius * std::sin(angle));
}

void drawHand(QPainter& p, QPointF centre, double length, double angle, const QColor& colour, double width)
{
    if (length <= 0)
        return;
    const QPointF tip = onCircle(centre, length, angle);
    QPen pen(colour, width, Qt::SolidLine, Qt::RoundCap);
    p.setPen(pen);
    p.drawLine(centre, tip);
    // Arrow head.
    const double head = std::min(length * 0.35, 4.0 + width * 2.2);
    QPainterPath arrow;
    arrow.moveTo(tip);
    arrow.lineTo(onCircle(tip, head, angle + std::numbers::pi - 0.45));
    arrow.lineTo(onCircle(tip, head, angle + std::numbers::pi + 0.45));
    arrow.closeSubpath();
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawPath(arrow);
}

} // namespace

ClockFrame ClockRenderer::frame(const Results& r, double m, double n)
{
    ClockFrame f;
    f.m = m;
    f.n = n;
    const core::RopeParams& rope = r.params.rope;
    const int pairs = rope.pairCount();
    const double g = r.freqs.attentionFactor;
    f.pairs.resize(size_t(pairs));
    f.headDim = rope.headDim;
    QStringList spans;
    const std::vector<int> still = core::passThroughComponents(rope);
    for (size_t s = 0; s < still.size();) { // runs of consecutive components, "a–b"
        size_t e = s;
        while (e + 1 < still.size() && still[e + 1] == still[e] + 1)
            ++e;
        spans << (e == s ? QString::number(still[s]) : QStringLiteral("%1–%2").arg(still[s]).arg(still[e]));
        s = e + 1;
    }
    f.unrotated = int(still.size());
    f.unrotatedSpans = spans.join(QStringLiteral(", "));
    for (int j : still)
        if (j < int(r.q.size()) && j < int(r.k.size()))
            f.unrotatedTerm += r.coeffs.scale * r.q[j] * r.k[j];
    double maxLength = 0, maxTerm = 0, total = r.coeffs.constant;
    for (int i = 0; i < pairs; ++i) {
        ClockPair& c = f.pairs[size_t(i)];
        const auto [a, b] = core::pairComponents(rope, i);
        c.index = i;
        c.first = a;
        c.second = b;
        c.theta = r.freqs.invFreq[i];
        c.queryAngle = std::atan2(r.q[b], r.q[a]) + std::fmod(m * c.theta, kTwoPi);
        c.keyAngle = std::atan2(r.k[b], r.k[a]) + std::fmod(n * c.theta, kTwoPi);
        c.queryLength = std::hypot(r.q[a], r.q[b]) * g;
        c.keyLength = std::hypot(r.k[a], r.k[b]) * g;
        const double delta = m - n;
        c.term =
            r.coeffs.scale * (r.coeffs.a[i] * std::cos(delta * c.theta) + r.coeffs.b[i] * std::sin(delta * c.theta));
        maxLength = std::max({maxLength, c.queryLength, c.keyLength});
        // Bars are scaled by the largest term any Δ can give, g²·√(Aᵢ² + Bᵢ²): a term that rounds to
        // 6e-17 then draws as nothing, and the bars keep their scale while Δ moves.
        maxTerm = std::max(maxTerm, std::abs(r.coeffs.scale) * std::hypot(r.coeffs.a[i], r.coeffs.b[i]));
        total += c.term;
    }
    f.maxLength = maxLength > 0 ? maxLength : 1;
    f.maxTerm = maxTerm > 0 ? maxTerm : 1;
    f.total = total;
    return f;
}

ClockRenderer::Layout ClockRenderer::layout(int count, QSizeF area, double minCell)
{
    count = std::max(count, 1);
    // Under each dial: the bar, and its value once clocks are large enough to print it.
    auto fit = [&](double label) {
        Layout best;
        double bestSize = 0;
        for (int columns = 1; columns <= count; ++columns) {
            const int rows = (count + columns - 1) / columns;
            const double size = std::min(area.width() / columns, area.height() / rows - label);
            if (size > bestSize) {
                bestSize = size;
                best.columns = columns;
                best.rows = rows;
            }
        }
        if (bestSize < minCell) {
            best.columns = std::max(1, int(area.width() / minCell));
            best.rows = (count + best.columns - 1) / best.columns;
            bestSize = std::max(minCell, area.width() / best.columns);
        }
        bestSize = std::min(bestSize, 420.0);
        best.cell = QSizeF(bestSize, bestSize + label);
        best.labelHeight = label;
        return best;
    };
    const Layout withNumbers = fit(kNumberedLabel);
    return withNumbers.cell.width() >= kNumbersFrom ? withNumbers : fit(kPlainLabel);
}

QRectF ClockRenderer::cellRect(const Layout& layout, int index)
{
    const int row = index / layout.columns, column = index % layout.columns;
    return QRectF(QPointF(column * layout.cell.width(), row * layout.cell.height()), layout.cell);
}

int ClockRenderer::pairAt(const Layout& layout, int count, QPointF point)
{
    if (point.x() < 0 || point.y() < 0)
        return -1;
    const int column = int(point.x() / layout.cell.width()), row = int(point.y() / layout.cell.height());
    if (column >= layout.columns)
        return -1;
    const int index = row * layout.columns + column;
    return index < count ? index : -1;
}

QRectF ClockRenderer::dialRect(QRectF cell, bool showBar)
{
    const double barSpace = showBar ? std::max(kPlainLabel, cell.height() - cell.width()) : 0;
    const double side = std::min(cell.width(), cell.height() - barSpace) - 8;
    return QRectF(cell.center().x() - side / 2, cell.top() + 4, side, side);
}

void ClockRenderer::paintDial(QPainter& p, const ClockFrame& f, const ClockPair& c, QRectF cell, bool showBar)
{
    const QRectF dial = dialRect(cell, showBar);
    const QPointF centre = dial.center();
    const double radius = dial.width() / 2;
    if (c.index == f.selectedPair) {
        p.setPen(QPen(style::selection, 2.5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(cell.adjusted(1.5, 1.5, -1.5, -1.5), 6, 6);
    }
    // A white face, a rim in the pair's place on the fast→slow ramp, a tick at angle 0.
    p.setPen(QPen(style::pairColour(c.index, int(f.pairs.size())), std::clamp(radius / 10.0, 2.0, 6.0)));
    p.setBrush(style::paper);
    p.drawEllipse(centre, radius, radius);
    p.setPen(QPen(style::faint, 1));
    p.drawLine(onCircle(centre, radius * 0.82, 0), onCircle(centre, radius * 0.97, 0));
    if (!showBar)
        return;
    QFont font = p.font();
    font.setPointSizeF(style::wholePixelPoints(std::clamp(radius / 4.0, 7.0, 13.0)));
    p.setFont(font);
    p.drawText(QRectF(cell.left() + 3, cell.top() + 1, cell.width(), 16), Qt::AlignLeft | Qt::AlignTop,
               QString::number(c.index));
    const double barTop = dial.bottom() + 4;
    const double barHeight = std::clamp(radius / 6.0, 4.0, 10.0);
    p.drawLine(QPointF(centre.x(), barTop - 1), QPointF(centre.x(), barTop + barHeight + 1));
}

void ClockRenderer::paintMoving(QPainter& p, const ClockFrame& f, const ClockPair& c, QRectF cell, bool showBar,
                                bool showNumbers)
{
    const QRectF dial = dialRect(cell, showBar);
    const QPointF centre = dial.center();
    const double radius = dial.width() / 2;
    const double scale = radius * 0.9 / f.maxLength;
    const double width = std::clamp(radius / 14.0, 1.5, 5.0);

    // The arc from the q hand to the k hand: their relative angle.
    const double between = std::remainder(c.keyAngle - c.queryAngle, kTwoPi);
    const double arcRadius = radius * 0.32;
    if (std::abs(between) > 1e-3) {
        p.setPen(QPen(style::relative, std::max(1.5, width * 0.7)));
        p.setBrush(Qt::NoBrush);
        const QRectF arcBox(centre.x() - arcRadius, centre.y() - arcRadius, 2 * arcRadius, 2 * arcRadius);
        const double startDeg = std::remainder(c.queryAngle, kTwoPi) * 180 / std::numbers::pi;
        p.drawArc(arcBox, int(std::lround(startDeg * 16)), int(std::lround(between * 180 / std::numbers::pi * 16)));
    }
    // The key hand is drawn wider and underneath, so it still shows when the hands coincide.
    drawHand(p, centre, c.keyLength * scale, c.keyAngle, style::key, width * 1.9);
    drawHand(p, centre, c.queryLength * scale, c.queryAngle, style::query, width);
    p.setPen(Qt::NoPen);
    p.setBrush(style::ink);
    p.drawEllipse(centre, width * 0.8, width * 0.8);

    if (!showBar)
        return;
    // The pair's score term as a signed bar from the middle: red above 0, blue below.
    const double barTop = dial.bottom() + 4;
    const double barHeight = std::clamp(radius / 6.0, 4.0, 10.0);
    const double half = cell.width() / 2 - 6;
    const double length = half * std::clamp(c.term / f.maxTerm, -1.0, 1.0);
    p.setPen(Qt::NoPen);
    p.setBrush(c.term >= 0 ? style::positive : style::negative);
    p.drawRect(QRectF(centre.x() + std::min(0.0, length), barTop, std::abs(length), barHeight));
    if (showNumbers) {
        QFont font = p.font();
        font.setPointSizeF(style::wholePixelPoints(std::clamp(radius / 4.0, 7.0, 13.0)));
        p.setFont(font);
        p.setPen(style::ink);
        p.drawText(QRectF(cell.left(), barTop + barHeight + 1, cell.width(), 16), Qt::AlignHCenter | Qt::AlignTop,
                   formatNumber(c.term, 3));
    }
}

void ClockRenderer::paintClock(QPainter& p, const ClockFrame& f, const ClockPair& c, QRectF cell, bool showBar,
                               bool showNumbers)
{
    paintDial(p, f, c, cell, showBar);
    paintMoving(p, f, c, cell, showBar, showNumbers);
}

void ClockRenderer::paintUnrotated(QPainter& p, const ClockFrame& f, QRectF cell)
{
    // Grey and hatched: no hand, because nothing turns; the text says which components and what they add.
    const QRectF box = cell.adjusted(4, 4, -4, -4);
    p.setPen(QPen(style::faint, 1.2, Qt::DashLine));
    p.setBrush(QBrush(QColor(0xEE, 0xEE, 0xEE)));
    p.drawRoundedRect(box, 6, 6);
    p.setBrush(QBrush(QColor(0xD0, 0xD0, 0xD0), Qt::BDiagPattern));
    p.setPen(Qt::NoPen);
    p.drawRoundedRect(box, 6, 6);
    p.setPen(style::ink);
    const QString text =
        QCoreApplication::translate("ClockRenderer", "components %1\nnot rotated\n(partial rotary: %2 of %3)\n"
                                                     "adds %4 to every score")
            .arg(f.unrotatedSpans)
            .arg(f.headDim - f.unrotated)
            .arg(f.headDim)
            .arg(formatNumber(f.unrotatedTerm, 4));
    // The cell is a clock's size: smaller type until the text fits (two runs of components need it).
    const QRectF inner = box.adjusted(4, 4, -4, -4);
    QFont font = p.font();
    for (double points = std::clamp(box.width() / 14.0, 6.5, 11.0);; points -= 0.5) {
        font.setPointSizeF(style::wholePixelPoints(points));
        p.setFont(font);
        if (points <= 5.0 || p.boundingRect(inner, Qt::AlignCenter | Qt::TextWordWrap, text).height() <= inner.height())
            break;
    }
    p.drawText(inner, Qt::AlignCenter | Qt::TextWordWrap, text);
}

void ClockRenderer::paintDials(QPainter& p, const ClockFrame& f, const Layout& layout)
{
    p.setRenderHint(QPainter::Antialiasing);
    for (const ClockPair& c : f.pairs)
        paintDial(p, f, c, cellRect(layout, c.index), true);
    if (f.hasUnrotated())
        paintUnrotated(p, f, cellRect(layout, int(f.pairs.size())));
}

void ClockRenderer::paintGrid(QPainter& p, const ClockFrame& f, const Layout& layout, const QImage* dials)
{
    p.setRenderHint(QPainter::Antialiasing);
    const bool numbers = layout.labelHeight >= kNumberedLabel;
    if (dials)
        p.drawImage(QPointF(0, 0), *dials);
    else if (f.hasUnrotated())
        paintUnrotated(p, f, cellRect(layout, int(f.pairs.size())));
    for (const ClockPair& c : f.pairs) {
        if (!dials)
            paintDial(p, f, c, cellRect(layout, c.index), true);
        paintMoving(p, f, c, cellRect(layout, c.index), true, numbers);
    }
}

} // namespace rope::ui
