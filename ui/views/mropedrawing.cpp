// The M-RoPE view's token strip and pair strips (the maps: mropemaps.cpp).
#include "ui/views/mropedrawing.h"

#include "ui/widgets/style.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QMouseEvent>

#include <algorithm>
#include <cmath>

namespace rope::ui {

using namespace rope::model;

namespace {

constexpr double kSegmentGap = 16, kFrameGap = 12;

// Room for a line of caption text, which --font-scale and the language change: the rows of text
// are sized from it (at scale 1 about the 18 px they had).
double textLine() { return std::ceil(QFontMetricsF(style::captionFont()).height()) + 3; }

// Axis colours darkened enough to read as text on paper.
QColor axisInk(int axis) { return style::mropeAxis(axis).darker(axis == 2 ? 165 : 125); }

QString superscript(int exponent)
{
    static const QString digits = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString out = exponent < 0 ? QStringLiteral("⁻") : QString();
    for (QChar c : QString::number(std::abs(exponent)))
        out += digits[c.digitValue()];
    return QStringLiteral("10") + out;
}

QString indexRange(std::int64_t first, std::int64_t count)
{
    return count == 1 ? QStringLiteral("#%1").arg(first) : QStringLiteral("#%1–%2").arg(first).arg(first + count - 1);
}

} // namespace

// ---- token strip ----

MropeTokenStrip::MropeTokenStrip()
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setMinimumWidth(360);
}

void MropeTokenStrip::setData(const MropeData* data)
{
    m_data = data;
    updateGeometry();
    update();
}

MropeTokenStrip::Geometry MropeTokenStrip::geometry(double width) const
{
    Geometry g;
    if (!m_data)
        return g;
    const auto& segments = m_data->segments;
    // The cell side at scale 1 is 24 to 42 px, as wide as one row of every segment allows; larger
    // type scales it, and what no longer fits in one row wraps.
    const double scale = style::fontScale();
    double across = 1, gaps = 8 + kSegmentGap * double(segments.size());
    for (const core::MropeSegment& s : segments) {
        across += s.kind == core::MropeSegmentKind::Text ? double(s.tokens) : double(s.frames) * s.cols;
        if (s.kind != core::MropeSegmentKind::Text)
            gaps += kFrameGap * (s.frames - 1);
    }
    g.cell = scale * std::clamp((width - gaps) / (across * scale), 24.0, 42.0);
    const double cellHeight = std::round(g.cell * 1.25);
    const QFontMetricsF metrics(style::captionFont());
    const double rowGap = 2 * textLine() + 6;
    double x = 4, top = legendLines(width) * textLine() + 6 + textLine(), rowHeight = 0;
    // Each segment's box of cells, moved to a new row when it would run past the right edge.
    const auto place = [&](size_t s, double w, double h) {
        const double labels = std::max(metrics.horizontalAdvance(headerOf(s)), metrics.horizontalAdvance(footerOf(s)));
        if (x > 4 && x + std::max(w, labels) > width - 4) {
            x = 4;
            top += rowHeight + rowGap;
            rowHeight = 0;
        }
        g.segments.emplace_back(x, top, w, h);
        rowHeight = std::max(rowHeight, h);
        x += std::max(w, labels) + kSegmentGap;
        return QPointF(g.segments.back().topLeft());
    };
    for (size_t s = 0; s < segments.size(); ++s) {
        const core::MropeSegment& seg = segments[s];
        if (seg.kind == core::MropeSegmentKind::Text) {
            const QPointF at = place(s, seg.tokens * g.cell, cellHeight);
            for (int i = 0; i < seg.tokens; ++i)
                g.cells.emplace_back(at.x() + i * g.cell, at.y(), g.cell, cellHeight);
            continue;
        }
        const double frameWidth = seg.cols * g.cell;
        const QPointF at = place(s, seg.frames * frameWidth + (seg.frames - 1) * kFrameGap, seg.rows * cellHeight);
        for (int f = 0; f < seg.frames; ++f)
            for (int r = 0; r < seg.rows; ++r)
                for (int c = 0; c < seg.cols; ++c)
                    g.cells.emplace_back(at.x() + f * (frameWidth + kFrameGap) + c * g.cell, at.y() + r * cellHeight,
                                         g.cell, cellHeight);
    }
    const QPointF at = place(segments.size(), g.cell, cellHeight);
    g.cells.emplace_back(at.x(), at.y(), g.cell, cellHeight);
    g.height = top + rowHeight + textLine() + 4;
    return g;
}

QString MropeTokenStrip::headerOf(size_t s) const
{
    return s < m_data->segments.size() ? segmentHeader(m_data->segments[s]) : tr("next");
}

QString MropeTokenStrip::footerOf(size_t s) const
{
    const core::MropeIndex& index = m_data->index;
    if (s < m_data->segments.size())
        return indexRange(index.segmentStart[s], core::segmentTokens(m_data->segments[s]));
    return indexRange(index.thw.rows(), 1);
}

QStringList MropeTokenStrip::axisNames() const
{
    return {tr("t (time)"), tr("h (height: row)"), tr("w (width: column)")};
}

QString MropeTokenStrip::cellKey() const
{
    return tr("each cell: its t, h and w ids, top to bottom; # = sequence index; framed: the patch the maps compare");
}

int MropeTokenStrip::legendLines(double width) const
{
    const QFontMetricsF metrics(style::captionFont());
    double x = 4;
    for (const QString& name : axisNames())
        x += 24 + metrics.horizontalAdvance(name);
    return x + 8 + metrics.horizontalAdvance(cellKey()) <= width ? 1 : 2;
}

QString MropeTokenStrip::segmentHeader(const core::MropeSegment& s) const
{
    switch (s.kind) {
    case core::MropeSegmentKind::Text:
        return tr("text");
    case core::MropeSegmentKind::Image:
        return tr("image %1×%2").arg(s.rows).arg(s.cols);
    case core::MropeSegmentKind::Video:
        return tr("video: %1 frames of %2×%3").arg(s.frames).arg(s.rows).arg(s.cols);
    }
    return {};
}

QRectF MropeTokenStrip::cellRect(int token) const
{
    const Geometry g = geometry(width());
    return token >= 0 && size_t(token) < g.cells.size() ? g.cells[size_t(token)] : QRectF();
}

int MropeTokenStrip::heightForWidth(int width) const { return m_data ? int(std::ceil(geometry(width).height)) : 80; }

void MropeTokenStrip::paint(QPainter& p, QRectF area) const
{
    p.fillRect(area, style::paper);
    if (!m_data)
        return;
    const Geometry g = geometry(area.width());
    const core::MropeIndex& index = m_data->index;
    const QFont caption = style::captionFont();
    const QFontMetricsF metrics(caption);

    // Legend: the three axes' colours, as in the pair strips below.
    p.setFont(caption);
    double x = area.left() + 4;
    const QStringList names = axisNames();
    for (int a = 0; a < 3; ++a) {
        p.fillRect(QRectF(x, area.top() + 5 + metrics.ascent() - 11, 12, 12), style::mropeAxis(a));
        p.setPen(style::ink);
        p.drawText(QPointF(x + 16, area.top() + 5 + metrics.ascent()), names[a]);
        x += 24 + metrics.horizontalAdvance(names[a]);
    }
    p.setPen(style::faint);
    // The key to the cells after the axes, or on a line of its own when the width is short.
    const double baseline = area.top() + 5 + metrics.ascent();
    if (legendLines(area.width()) == 1)
        p.drawText(QPointF(x + 8, baseline), cellKey());
    else
        p.drawText(QPointF(area.left() + 4, baseline + textLine()), cellKey());

    // Cells: t, h and w one above the other.
    const QFont number = style::fontOfSize(std::clamp(g.cell / style::fontScale() * 0.26, 6.0, 9.0));
    p.setFont(number);
    const Eigen::Index tokens = index.thw.rows();
    const double next = core::mropeDecodePosition(index, tokens);
    const Eigen::Index selected = Eigen::Index(index.segmentStart[kMropeImageSegment]) +
                                  Eigen::Index(m_data->selectedRow) * m_data->segments[kMropeImageSegment].cols +
                                  m_data->selectedCol;
    for (size_t i = 0; i < g.cells.size(); ++i) {
        const QRectF cell = g.cells[i].adjusted(1, 1, -1, -1);
        const bool isNext = Eigen::Index(i) == tokens;
        const core::MropeSegmentKind kind =
            isNext ? core::MropeSegmentKind::Text : m_data->segments[size_t(index.segmentOf[i])].kind;
        const QColor fill = isNext                                  ? style::paper
                            : kind == core::MropeSegmentKind::Text  ? QColor(0xEE, 0xEE, 0xEE)
                            : kind == core::MropeSegmentKind::Image ? QColor(0xFB, 0xF3, 0xE4)
                                                                    : QColor(0xE8, 0xF1, 0xF8);
        p.fillRect(cell, fill);
        QPen border(style::faint, 1, isNext ? Qt::DashLine : Qt::SolidLine);
        if (Eigen::Index(i) == selected)
            border = QPen(style::selection, 2.5);
        p.setPen(border);
        p.drawRect(cell);
        const double third = cell.height() / 3;
        for (int a = 0; a < 3; ++a) {
            p.setPen(axisInk(a));
            const double id = isNext ? next : index.thw(Eigen::Index(i), a);
            p.drawText(QRectF(cell.left(), cell.top() + a * third, cell.width(), third), Qt::AlignCenter,
                       QString::number(std::llround(id)));
        }
    }

    // Headers above and sequence indices below each segment.
    p.setFont(caption);
    const size_t segments = m_data->segments.size();
    for (size_t s = 0; s <= segments; ++s) {
        const QRectF box = g.segments[s];
        p.setPen(s == segments ? style::selection : style::ink);
        p.drawText(QRectF(box.left(), box.top() - textLine(), area.right() - box.left(), textLine() - 2),
                   Qt::AlignLeft | Qt::AlignBottom, headerOf(s));
        p.setPen(style::faint);
        p.drawText(QRectF(box.left(), box.bottom() + 2, area.right() - box.left(), textLine()),
                   Qt::AlignLeft | Qt::AlignTop, footerOf(s));
    }
}

void MropeTokenStrip::mousePressEvent(QMouseEvent* event)
{
    if (!m_data || event->button() != Qt::LeftButton)
        return;
    const Geometry g = geometry(width());
    const auto first = size_t(m_data->index.segmentStart[kMropeImageSegment]);
    const core::MropeSegment& image = m_data->segments[kMropeImageSegment];
    for (size_t i = first; i < first + size_t(image.rows * image.cols); ++i)
        if (g.cells[i].contains(event->position())) {
            emit patchClicked(int(i - first) / image.cols, int(i - first) % image.cols);
            return;
        }
}

// ---- pair strips ----

namespace {
constexpr double kStrip = 26, kStripGap = 10;
double thetaAxisHeight() { return 4 + 2 * textLine() + 2; }
} // namespace

MropePairStrips::MropePairStrips() { setMinimumHeight(int(2 * (textLine() + kStrip + kStripGap) + thetaAxisHeight())); }

void MropePairStrips::setData(const MropeData* data, std::array<bool, 2> shown)
{
    m_data = data;
    m_shown = shown;
    const int rows = int(shown[0]) + int(shown[1]);
    setMinimumHeight(int(rows * (textLine() + kStrip + kStripGap) + thetaAxisHeight()));
    updateGeometry();
    update();
}

void MropePairStrips::paint(QPainter& p, QRectF area) const
{
    p.fillRect(area, style::paper);
    if (!m_data)
        return;
    const int pairs = int(m_data->theta.size());
    const double left = area.left() + 4, cell = (area.width() - 8) / pairs;
    const QFont caption = style::captionFont();
    // The axis letters: smaller than the caption type where 64 strips leave too little width.
    QFont letter = style::fontOfSize(std::clamp(cell * 0.5, 6.0, 9.0));
    const double widest = QFontMetricsF(letter).horizontalAdvance(QLatin1Char('w'));
    if (widest > cell - 2)
        letter.setPointSizeF(std::max(4.0, letter.pointSizeF() * (cell - 2) / widest));
    const char* letters[] = {"t", "h", "w"};
    double y = area.top();
    for (size_t l = 0; l < m_data->layouts.size(); ++l) {
        if (!m_shown[l])
            continue;
        p.setFont(caption);
        p.setPen(style::ink);
        p.drawText(QRectF(left, y, area.width() - 8, textLine()), Qt::AlignLeft | Qt::AlignVCenter,
                   QCoreApplication::translate("MropeView", mropeLayoutChoices()[l].label));
        y += textLine();
        p.setFont(letter);
        const std::vector<int>& axis = m_data->layouts[l].pairAxis;
        for (int i = 0; i < pairs; ++i) {
            const QRectF box(left + i * cell, y, std::max(1.0, cell - 1), kStrip);
            p.fillRect(box, style::mropeAxis(axis[size_t(i)]));
            if (cell >= 10) {
                p.setPen(QColor(Qt::white));
                p.drawText(box, Qt::AlignCenter, QLatin1String(letters[axis[size_t(i)]]));
            }
        }
        y += kStrip + kStripGap;
    }
    // θ_i = base^(−i/64): pair order is a log scale of θ; ticks where θ_i is a power of ten.
    p.setFont(caption);
    p.setPen(style::ink);
    p.drawLine(QPointF(left, y), QPointF(left + pairs * cell, y));
    const double decades = -std::log10(m_data->theta[pairs - 1]) * pairs / std::max(1, pairs - 1);
    const double perDecade = decades > 0 ? pairs / decades : 0;
    for (int k = 0; perDecade > 0 && k * perDecade <= pairs - 1 && k < 40; ++k) {
        const double x = left + (k * perDecade + 0.5) * cell;
        p.drawLine(QPointF(x, y), QPointF(x, y + 4));
        // Centred on its tick, and kept inside the strip at the ends.
        const QString label = superscript(-k);
        const double half = QFontMetricsF(caption).horizontalAdvance(label) / 2 + 1;
        const double centre = std::clamp(x, area.left() + half, area.right() - half);
        p.drawText(QRectF(centre - half, y + 4, 2 * half, textLine()), Qt::AlignHCenter | Qt::AlignTop, label);
    }
    p.setPen(style::faint);
    p.drawText(QRectF(left, y + 4 + textLine(), area.width() - 8, textLine()), Qt::AlignLeft | Qt::AlignVCenter,
               tr("θᵢ, radians per position: fast (pair 0) → slow (pair %1), a log scale").arg(pairs - 1));
}

} // namespace rope::ui
