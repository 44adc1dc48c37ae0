// The M-RoPE view's patch score maps and their shared colour bar.
#include "ui/views/mropedrawing.h"

#include "ui/model/numberformat.h"
#include "ui/widgets/style.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QMouseEvent>

#include <algorithm>
#include <cmath>

namespace rope::ui {

using namespace rope::model;

// ---- patch map ----

namespace {
// A line of caption text, at any font scale (about 17 px at scale 1).
double captionLine() { return std::ceil(QFontMetricsF(style::captionFont()).height()) + 2; }
double mapFooter() { return captionLine() + 3; }
// Room for the column numbers above the grid and the row numbers beside it, in the largest type
// they are drawn in (16 and 22 px at scale 1).
QFont largestNumber() { return style::fontOfSize(9); }
double columnNumbers() { return std::max(16.0, std::ceil(QFontMetricsF(largestNumber()).height())); }
double rowNumbers()
{
    return std::max(22.0, std::ceil(QFontMetricsF(largestNumber()).horizontalAdvance(QStringLiteral("00"))) + 6);
}
} // namespace

MropePatchMap::MropePatchMap()
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setMinimumWidth(200);
}

void MropePatchMap::setData(const MropeData* data, int layout, double low, double high)
{
    m_data = data;
    m_layout = layout;
    m_low = low;
    m_high = high;
    updateGeometry();
    update();
}

double MropePatchMap::cellSide(double width) const
{
    if (!m_data)
        return 40;
    const auto& scores = m_data->layouts[size_t(m_layout)].scores;
    return std::clamp(std::floor((width - rowNumbers() - 8) / double(scores.cols())), 14.0, 64.0);
}

QString MropePatchMap::title(double width) const
{
    const QString label = QCoreApplication::translate("MropeView", mropeLayoutChoices()[size_t(m_layout)].label);
    const QFontMetricsF metrics(style::captionFont());
    return metrics.horizontalAdvance(label) <= width ? label : style::linesWithin(label, width, metrics, 3);
}

double MropePatchMap::titleHeight(double width) const
{
    // As high as the longest layout's name needs, so that maps side by side keep their grids level.
    const QFontMetricsF metrics(style::captionFont());
    int lines = 1;
    for (const auto& choice : mropeLayoutChoices()) {
        const QString label = QCoreApplication::translate("MropeView", choice.label);
        if (metrics.horizontalAdvance(label) > width)
            lines = std::max(lines, int(style::linesWithin(label, width, metrics, 3).count(QLatin1Char('\n'))) + 1);
    }
    return lines * captionLine() + 5;
}

QPointF MropePatchMap::gridOrigin(double width) const { return {rowNumbers(), titleHeight(width) + columnNumbers()}; }

QRectF MropePatchMap::cellRect(int row, int col) const
{
    const double side = cellSide(width());
    return QRectF(gridOrigin(width()) + QPointF(col * side, row * side), QSizeF(side, side));
}

int MropePatchMap::heightForWidth(int width) const
{
    const double rows = m_data ? double(m_data->layouts[size_t(m_layout)].scores.rows()) : 3;
    return int(gridOrigin(width).y() + rows * cellSide(width) + mapFooter());
}

void MropePatchMap::paint(QPainter& p, QRectF area) const
{
    p.fillRect(area, style::paper);
    if (!m_data)
        return;
    const Eigen::MatrixXd& scores = m_data->layouts[size_t(m_layout)].scores;
    const double side = cellSide(area.width());
    const QPointF origin = area.topLeft() + gridOrigin(area.width());
    p.setFont(style::captionFont());
    p.setPen(style::ink);
    p.drawText(QRectF(area.left(), area.top(), area.width(), titleHeight(area.width()) - 3),
               Qt::AlignLeft | Qt::AlignBottom, title(area.width()));
    const QFont small = style::fontOfSize(std::clamp(side * 0.24, 6.0, 9.0));
    p.setFont(small);
    p.setPen(style::faint);
    for (Eigen::Index c = 0; c < scores.cols(); ++c)
        p.drawText(QRectF(origin.x() + c * side, origin.y() - columnNumbers(), side, columnNumbers()), Qt::AlignCenter,
                   QString::number(c));
    for (Eigen::Index r = 0; r < scores.rows(); ++r)
        p.drawText(QRectF(area.left(), origin.y() + r * side, rowNumbers() - 4, side),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(r));
    const double span = std::max(m_high - m_low, 1e-12);
    for (Eigen::Index r = 0; r < scores.rows(); ++r)
        for (Eigen::Index c = 0; c < scores.cols(); ++c) {
            const double t = std::clamp((scores(r, c) - m_low) / span, 0.0, 1.0);
            const QRectF box(origin.x() + c * side, origin.y() + r * side, side, side);
            p.fillRect(box, style::sequential(t));
            // The framed patch's own score, elsewhere how far each score is from it: the chunked map's
            // differences are too small for its colours.
            if (side >= 34) {
                const bool self = r == m_data->selectedRow && c == m_data->selectedCol;
                const double shown =
                    self ? scores(r, c) : scores(r, c) - scores(m_data->selectedRow, m_data->selectedCol);
                // Below a thousandth, "≈ 0": "−3.5e−06" had to shrink to fit its cell, unreadable
                // at 1.5× (the caption gives the exact change).
                const QString text = !self && std::abs(shown) < 5e-4 ? QStringLiteral("≈ 0")
                                     : self || shown <= 0            ? formatNumber(shown, self ? 3 : 2)
                                                                     : QStringLiteral("+") + formatNumber(shown, 2);
                QFont font = small;
                const double wide = QFontMetricsF(font).horizontalAdvance(text);
                if (wide > side - 6)
                    font.setPointSizeF(std::max(5.0, font.pointSizeF() * (side - 6) / wide));
                p.setFont(font);
                p.setPen(t < 0.55 ? QColor(Qt::white) : style::ink);
                p.drawText(box, Qt::AlignCenter, text);
            }
        }
    p.setPen(QPen(style::selection, 3));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(origin.x() + m_data->selectedCol * side, origin.y() + m_data->selectedRow * side, side, side)
                   .adjusted(1.5, 1.5, -1.5, -1.5));
    p.setFont(style::captionFont());
    p.setPen(style::faint);
    p.drawText(QRectF(origin.x(), origin.y() + scores.rows() * side + 2, area.width(), mapFooter() - 2),
               Qt::AlignLeft | Qt::AlignVCenter, tr("column → (w), row ↓ (h)"));
}

void MropePatchMap::mousePressEvent(QMouseEvent* event)
{
    if (!m_data || event->button() != Qt::LeftButton)
        return;
    const Eigen::MatrixXd& scores = m_data->layouts[size_t(m_layout)].scores;
    const double side = cellSide(width());
    const QPointF at = event->position() - gridOrigin(width());
    const int r = int(std::floor(at.y() / side)), c = int(std::floor(at.x() / side));
    if (at.x() >= 0 && at.y() >= 0 && r < scores.rows() && c < scores.cols())
        emit patchClicked(r, c);
}

// ---- colour bar ----

MropeScoreScale::MropeScoreScale() { setFixedHeight(int(std::ceil(20 + captionLine() + 2))); }

void MropeScoreScale::setRange(double low, double high)
{
    m_low = low;
    m_high = high;
    update();
}

void MropeScoreScale::paint(QPainter& p, QRectF area) const
{
    p.fillRect(area, style::paper);
    const double width = std::min(320.0, area.width() - 140), left = area.left() + 70;
    QLinearGradient ramp(left, 0, left + width, 0);
    for (int i = 0; i <= 10; ++i)
        ramp.setColorAt(i / 10.0, style::sequential(i / 10.0));
    p.fillRect(QRectF(left, area.top() + 4, width, 12), ramp);
    p.setFont(style::captionFont());
    p.setPen(style::ink);
    p.drawText(QRectF(area.left(), area.top() - 4, left - 4 - area.left(), 28), Qt::AlignRight | Qt::AlignVCenter,
               formatNumber(m_low, 3));
    p.drawText(QRectF(left + width + 4, area.top() - 4, area.right() - left - width - 4, 28),
               Qt::AlignLeft | Qt::AlignVCenter, formatNumber(m_high, 3));
    // Centred under the ramp, as wide as the widget when large type needs it.
    const QString caption = tr("score q·k/√d, one scale for both maps");
    const double half = QFontMetricsF(style::captionFont()).horizontalAdvance(caption) / 2 + 1;
    const double centre =
        std::clamp(left + width / 2, area.left() + half, std::max(area.left() + half, area.right() - half));
    p.drawText(QRectF(centre - half, area.top() + 18, 2 * half, captionLine()), Qt::AlignHCenter | Qt::AlignVCenter,
               caption);
}

} // namespace rope::ui
