// The attention pipeline diagram: matrices drawn as colour grids, arrows, and V around the rotation.
#include "ui/widgets/pipelinediagram.h"

#include "ui/widgets/style.h"

#include <QCoreApplication>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace rope::ui {

using namespace rope::model;

namespace {

// The drawing is laid out on this canvas and scaled to fit.
constexpr double kWidth = 1120, kHeight = 468;
constexpr double kRowQ = 92, kRowK = 240, kRowV = 390; // row centres
constexpr double kMatrixH = 62, kTokensW = 64, kFeaturesW = 74, kSquare = 104;
constexpr double kMiddle = (kRowQ + kRowK) / 2; // the N × N row's centre
constexpr double kRotatedX = 440, kScoresX = 565; // the rotated q̃, k̃ and the scores S: their left edges
// Notes under the matrices: the canvas is drawn at about 0.65 of its size beside the side panels,
// where 9 points came out 7 px tall.
constexpr double kNotePoints = 10;
// In large type (--font-scale, the window's zoom) the canvas is cut in two bands drawn one under the
// other: what acts on one token at a time (x, the projections, the rotations), then the N × N part
// and the output. Each band is half as wide, so the picture, its text included, can be drawn at
// the font scale times the size it has in one band.
constexpr double kTwoBandsFrom = 1.25; // font scale
constexpr double kSplit = 545; // canvas x where the second band starts: between k̃ and S
constexpr double kInlet = 34; // left of the second band: the names of what comes in
constexpr double kBand2Top = 80; // the second band has nothing above its titles
constexpr double kBandGap = 12;

// The part of the canvas a pass draws, and where it goes in the drawing.
struct Band {
    double left, right, top, bottom; // canvas
    QPointF offset; // canvas → drawing
};

bool twoBands() { return style::fontScale() >= kTwoBandsFrom; }

std::vector<Band> bands()
{
    if (!twoBands())
        return {{-1e9, 1e9, 0, kHeight, {}}};
    return {{-1e9, kSplit, 0, kHeight, {}},
            {kSplit, 1e9, kBand2Top, kHeight, {kInlet - kSplit, kHeight + kBandGap - kBand2Top}}};
}

QSizeF drawingSize()
{
    if (!twoBands())
        return {kWidth, kHeight};
    return {std::max(kSplit, kWidth - kSplit + kInlet), 2 * kHeight + kBandGap - kBand2Top};
}

// Canvas units to pixels for a widget `width` wide: in two bands, the font scale times the one-band
// scale, as far as the width allows.
double scaleForWidth(double width)
{
    const double oneBand = width / kWidth;
    return twoBands() ? std::min(style::fontScale() * oneBand, width / drawingSize().width()) : oneBand;
}

enum class Palette { Diverging, Sequential };

// A matrix as an image, one pixel per entry: signed values on the diverging palette scaled to
// ±max|value|, weights on the sequential one, −∞ (masked) grey.
QImage matrixImage(const core::RowMatrixXd& m, Palette palette)
{
    QImage image(int(m.cols()), int(m.rows()), QImage::Format_RGB32);
    double scale = 0;
    for (Eigen::Index i = 0; i < m.size(); ++i)
        if (std::isfinite(m.data()[i]))
            scale = std::max(scale, std::abs(m.data()[i]));
    scale = std::max(scale, 1e-300);
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        for (Eigen::Index c = 0; c < m.cols(); ++c) {
            const double v = m(r, c);
            const QColor colour = !std::isfinite(v)                ? style::masked
                                  : palette == Palette::Sequential ? style::sequential(v / scale)
                                                                   : style::diverging(v / scale);
            image.setPixel(int(c), int(r), colour.rgb());
        }
    return image;
}

void drawMatrix(QPainter& p, const QRectF& box, const core::RowMatrixXd& m, Palette palette)
{
    if (m.size() == 0)
        return;
    p.save();
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    p.drawImage(box, matrixImage(m, palette));
    p.setPen(QPen(style::ink, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(box);
    p.restore();
}

void arrow(QPainter& p, QPointF from, QPointF to, const QColor& colour, Qt::PenStyle style = Qt::SolidLine)
{
    p.save();
    p.setPen(QPen(colour, 1.6, style));
    p.drawLine(from, to);
    const QPointF d = to - from;
    const double length = std::hypot(d.x(), d.y());
    if (length > 1e-9) {
        const QPointF u = d / length, n(-u.y(), u.x());
        QPainterPath head;
        head.moveTo(to);
        head.lineTo(to - 8 * u + 4 * n);
        head.lineTo(to - 8 * u - 4 * n);
        head.closeSubpath();
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawPath(head);
    }
    p.restore();
}

// A pass over one band: its painter, the texts drawn (in drawing coordinates), and the band.
struct Canvas {
    QPainter& p;
    std::vector<PaintedWidget::PaintedText>& texts;
    Band band;
    /// Whether a text in this box belongs to this band (each text is drawn in one band only).
    bool holds(const QRectF& box) const { return box.center().x() >= band.left && box.center().x() < band.right; }
    void record(const QRectF& box, const QRectF& drawn, const QString& text) const
    {
        texts.push_back({box.translated(band.offset), drawn.translated(band.offset), text});
    }
};

// The diagram is a picture on a fixed canvas scaled to the widget, its boxes sized for these
// fonts: its text grows with the picture, not with --font-scale (which made it outgrow its boxes).
QFont canvasFont(double points)
{
    QFont f;
    f.setPointSizeF(style::wholePixelPoints(points));
    return f;
}

void label(Canvas& c, const QRectF& box, const QString& text, int flags, const QColor& colour = style::ink,
           double points = 10, bool bold = false)
{
    if (!c.holds(box))
        return;
    QPainter& p = c.p;
    p.save();
    QFont f = canvasFont(points);
    f.setBold(bold);
    p.setFont(f);
    p.setPen(colour);
    QRectF drawn;
    p.drawText(box, flags | Qt::TextWordWrap, text, &drawn);
    c.record(box, drawn, text);
    p.restore();
}

// "W" with a subscript "Q", centred in box (QPainter has no rich text; the subscript is drawn small
// and low).
void subscripted(Canvas& c, const QRectF& box, const QString& base, const QString& sub, const QColor& colour,
                 double points = 11, const QString& after = {})
{
    if (!c.holds(box))
        return;
    QPainter& p = c.p;
    p.save();
    QFont big = canvasFont(points), small = canvasFont(points * 0.72);
    big.setBold(true);
    small.setBold(true);
    const QFontMetricsF bm(big), sm(small);
    const double width = bm.horizontalAdvance(base) + sm.horizontalAdvance(sub) + bm.horizontalAdvance(after);
    const double x = box.center().x() - width / 2, baseline = box.center().y() + bm.ascent() / 2 - 1;
    p.setPen(colour);
    p.setFont(big);
    p.drawText(QPointF(x, baseline), base);
    p.drawText(QPointF(x + bm.horizontalAdvance(base) + sm.horizontalAdvance(sub), baseline), after);
    p.setFont(small);
    p.drawText(QPointF(x + bm.horizontalAdvance(base), baseline + sm.ascent() * 0.35), sub);
    p.restore();
    const QRectF drawn(x, baseline - bm.ascent(), width,
                       bm.ascent() + std::max(bm.descent(), sm.ascent() * 0.35 + sm.descent()));
    c.record(box, drawn, base + sub + after);
}

} // namespace

PipelineDiagram::PipelineDiagram(QWidget* parent) : PaintedWidget(parent)
{
    setMinimumSize(560, 215);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void PipelineDiagram::setData(std::shared_ptr<const PipelineData> data)
{
    m_data = std::move(data);
    update();
}

int PipelineDiagram::heightForWidth(int width) const
{
    return int(std::ceil(drawingSize().height() * scaleForWidth(width)));
}

namespace {

// The drawing's texts, under the widget's name in the translations.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rope::ui::PipelineDiagram)
};

// Where a straight arrow from `from` to `to` crosses the canvas x = kSplit.
double yAtSplit(QPointF from, QPointF to)
{
    return from.y() + (to.y() - from.y()) * (kSplit - from.x()) / (to.x() - from.x());
}

void drawInlet(Canvas& c, const PipelineData& d)
{
    // The second band's inputs, named where their arrows come in: q̃ and k̃ from the first band's
    // rotations (the arrows drawCanvas draws from the rotated matrices to S), and v.
    const double scoresTop = kMiddle - kSquare / 2;
    const double y[3] = {yAtSplit({kRotatedX + kFeaturesW, kRowQ}, {kScoresX, scoresTop + 24}),
                         yAtSplit({kRotatedX + kFeaturesW, kRowK}, {kScoresX, scoresTop + kSquare - 24}), kRowV};
    const bool rotateV = d.request.rotateV;
    const QString names[3] = {QStringLiteral("q̃"), QStringLiteral("k̃"),
                              rotateV ? QStringLiteral("ṽ") : QStringLiteral("v")};
    const QColor colours[3] = {style::query, style::key, rotateV ? style::positive : style::ink};
    Canvas inlet{c.p, c.texts, {kSplit - kInlet, kSplit, 0, kHeight, c.band.offset}};
    for (int i = 0; i < 3; ++i)
        label(inlet, QRectF(kSplit - kInlet, y[i] - 12, kInlet - 4, 24), names[i], Qt::AlignRight | Qt::AlignVCenter,
              colours[i], 11, true);
}

void drawCanvas(Canvas& c, const PipelineData& d)
{
    QPainter& p = c.p;
    const bool twoBands = c.band.right < 1e9 || c.band.left > -1e9;
    const bool rotateV = d.request.rotateV;
    const QColor warn = style::positive;
    auto at = [](double x, double row, double w, double h) { return QRectF(x, row - h / 2, w, h); };

    // Tokens and projections.
    const QRectF x = at(10, kRowK, kTokensW, kMatrixH);
    drawMatrix(p, x, d.x, Palette::Diverging);
    label(c, QRectF(x.left() - 6, x.top() - 40, kTokensW + 12, 38), Tr::tr("tokens x"),
          Qt::AlignHCenter | Qt::AlignBottom);
    label(c, QRectF(x.left() - 6, x.bottom() + 2, kTokensW + 12, 20), Tr::tr("N × D"), Qt::AlignHCenter | Qt::AlignTop,
          style::faint, kNotePoints);
    const double rows[3] = {kRowQ, kRowK, kRowV};
    const QString projections[3] = {QStringLiteral("Q"), QStringLiteral("K"), QStringLiteral("V")};
    const core::RowMatrixXd* qkv[3] = {&d.q, &d.k, &d.v};
    const QString names[3] = {QStringLiteral("q"), QStringLiteral("k"), QStringLiteral("v")};
    const QColor colours[3] = {style::query, style::key, style::ink};
    QRectF projected[3];
    for (int i = 0; i < 3; ++i) {
        const QRectF w = at(110, rows[i], 48, 30);
        arrow(p, QPointF(x.right(), kRowK), QPointF(w.left(), rows[i]), style::faint);
        p.setPen(QPen(style::ink, 1.2));
        p.setBrush(QColor(0xF2, 0xF2, 0xF2));
        p.drawRoundedRect(w, 4, 4);
        subscripted(c, w, QStringLiteral("W"), projections[i], style::ink, 10.5);
        projected[i] = at(190, rows[i], kFeaturesW, kMatrixH);
        arrow(p, QPointF(w.right(), rows[i]), QPointF(projected[i].left(), rows[i]), style::ink);
        drawMatrix(p, projected[i], *qkv[i], Palette::Diverging);
        label(c, QRectF(projected[i].left(), projected[i].top() - 22, kFeaturesW, 20), names[i],
              Qt::AlignHCenter | Qt::AlignBottom, colours[i], 11, true);
        label(c, QRectF(projected[i].left(), projected[i].bottom() + 2, kFeaturesW, 18), Tr::tr("N × d"),
              Qt::AlignHCenter | Qt::AlignTop, style::faint, kNotePoints);
    }

    // The rotations: R_m on q, R_n on k (and on v when asked), each a d × d block-diagonal matrix.
    const double rotationX = 305;
    const QString rotationSubscripts[3] = {QStringLiteral("m"), QStringLiteral("n"), QStringLiteral("n")};
    const QString rotated3[3] = {QStringLiteral(" q"), QStringLiteral(" k"), QStringLiteral(" v")};
    QRectF rotated[3];
    for (int i = 0; i < 3; ++i) {
        const bool rotates = i < 2 || rotateV;
        const QRectF r = at(rotationX, rows[i], 70, 70);
        rotated[i] = at(kRotatedX, rows[i], kFeaturesW, kMatrixH);
        if (!rotates)
            continue;
        arrow(p, QPointF(projected[i].right(), rows[i]), QPointF(r.left(), rows[i]), style::ink);
        drawMatrix(p, r, i == 0 ? d.rotation : d.rotationKey, Palette::Diverging);
        if (i == 2) {
            p.setPen(QPen(warn, 2.5));
            p.setBrush(Qt::NoBrush); // a frame around the matrix, not over it
            p.drawRect(r.adjusted(-3, -3, 3, 3));
        }
        arrow(p, QPointF(r.right(), rows[i]), QPointF(rotated[i].left(), rows[i]), style::ink);
        const core::RowMatrixXd& after = i == 0 ? d.qRotated : i == 1 ? d.kRotated : d.vUsed;
        drawMatrix(p, rotated[i], after, Palette::Diverging);
        subscripted(c, QRectF(rotated[i].left() - 10, rotated[i].top() - 26, kFeaturesW + 20, 24), QStringLiteral("R"),
                    rotationSubscripts[i], i == 2 ? warn : colours[i], 11, rotated3[i]);
        subscripted(c, QRectF(r.left(), r.top() - 26, r.width(), 24), QStringLiteral("R"), rotationSubscripts[i],
                    i == 2 ? warn : style::ink, 10.5);
        // Its size says what it acts on: one token's d features (R_m's own note is under its inset).
        if (i == 1)
            label(c, QRectF(r.left() - 20, r.bottom() + 2, r.width() + 40, 18), Tr::tr("d × d"),
                  Qt::AlignHCenter | Qt::AlignTop, style::faint, kNotePoints);
    }
    // The first four 2 × 2 blocks of R_m, enlarged: each pair turns in its own plane.
    const int zoom = std::min<int>(8, int(d.rotation.rows()));
    // Between R_m's box (bottom at kRowQ + 35) and R_n's label (top at kRowK − 61): as large as the
    // gap allows, so that its 2 × 2 blocks can be seen.
    const QRectF inset(rotationX - 35, kRowQ + 39, 44, 44);
    drawMatrix(p, inset, d.rotation.topLeftCorner(zoom, zoom), Palette::Diverging);
    // Two lines, left of the diagonal arrow from R_m q to the scores.
    // In two bands it ends before the split, on three lines if need be.
    const double noteWidth = twoBands ? kSplit - inset.right() - 12 : 244, noteHeight = twoBands ? 54 : 38;
    label(c, QRectF(inset.right() + 6, inset.center().y() - noteHeight / 2, noteWidth, noteHeight),
          Tr::tr("Rₘ: d × d, block diagonal;\nthe first %1 of d/2 blocks, enlarged").arg(zoom / 2),
          Qt::AlignLeft | Qt::AlignVCenter, style::ink, kNotePoints);

    // Scores, mask, softmax: the N × N part RoPE never touches.
    const double middle = kMiddle;
    const QRectF scores = at(kScoresX, middle, kSquare, kSquare);
    const QRectF masked = at(705, middle, kSquare, kSquare);
    const QRectF weights = at(845, middle, kSquare, kSquare);
    arrow(p, QPointF(rotated[0].right(), kRowQ), QPointF(scores.left(), scores.top() + 24), style::query);
    arrow(p, QPointF(rotated[1].right(), kRowK), QPointF(scores.left(), scores.bottom() - 24), style::key);
    drawMatrix(p, scores, d.scores, Palette::Diverging);
    arrow(p, QPointF(scores.right(), middle), QPointF(masked.left(), middle), style::ink);
    drawMatrix(p, masked, d.masked, Palette::Diverging);
    arrow(p, QPointF(masked.right(), middle), QPointF(weights.left(), middle), style::ink);
    drawMatrix(p, weights, d.weights, Palette::Sequential);
    const QRectF boxes[3] = {scores, masked, weights};
    const QString titles[3] = {Tr::tr("S = q̃·k̃ᵀ/√d"), Tr::tr("S + M"), Tr::tr("A = softmax")};
    const QString notes[3] = {Tr::tr("N × N scores"), Tr::tr("mask: 0 or −∞"), Tr::tr("rows sum to 1")};
    for (int i = 0; i < 3; ++i) {
        label(c, QRectF(boxes[i].left() - 16, boxes[i].top() - 26, kSquare + 32, 24), titles[i],
              Qt::AlignHCenter | Qt::AlignBottom, style::ink, 10.5, true);
        label(c, QRectF(boxes[i].left() - 16, boxes[i].bottom() + 2, kSquare + 32, 18), notes[i],
              Qt::AlignHCenter | Qt::AlignTop, style::faint, kNotePoints);
    }
    label(c, QRectF(scores.left() - 10, scores.bottom() + 24, 3 * 140 - 30, 60),
          Tr::tr("Every query against every key. RoPE never touches these N × N matrices: no rotation, no element-wise "
                 "weight."),
          Qt::AlignLeft | Qt::AlignTop, style::ink, 10.5);

    // The output: A·V, with v around the rotation (or through it).
    const QRectF output = at(1010, kRowV, kFeaturesW, kMatrixH);
    // From the right edge, above the corner: from the bottom edge it started on the "1" of "rows sum to 1".
    arrow(p, QPointF(weights.right(), weights.bottom() - 12), QPointF(output.left() + 12, output.top()), style::ink);
    const QPointF vFrom = rotateV ? QPointF(rotated[2].right(), kRowV) : QPointF(projected[2].right(), kRowV);
    arrow(p, vFrom, QPointF(output.left(), kRowV), rotateV ? warn : style::ink, rotateV ? Qt::SolidLine : Qt::DashLine);
    drawMatrix(p, output, d.output, Palette::Diverging);
    label(c, QRectF(output.left() - 30, output.bottom() + 2, kFeaturesW + 60, 40), Tr::tr("O = A·V"),
          Qt::AlignHCenter | Qt::AlignTop, style::ink, 11, true);
    // Under the row, clear of its boxes; in two bands, under v's way to the output.
    label(c, twoBands ? QRectF(kScoresX - 10, kRowV + 40, 420, 24) : QRectF(rotationX - 35, kRowV + 40, 560, 24),
          rotateV ? Tr::tr("V rotated too: absolute positions enter the values")
                  : Tr::tr("V is not rotated: the weights already carry m − n"),
          Qt::AlignLeft | Qt::AlignTop, rotateV ? warn : style::ink, 10, true);

    // The first of two bands: the arrows cut at the split end in a head, and a note says where they
    // go on (without it they stopped in mid-air, and the diagram looked broken).
    if (twoBands && c.band.right == kSplit) {
        const auto headAtSplit = [&](QPointF from, QPointF to, const QColor& colour) {
            const QPointF end(kSplit - 1, yAtSplit(from, to));
            const QPointF d = to - from;
            arrow(p, end - 12 * d / std::hypot(d.x(), d.y()), end, colour);
        };
        headAtSplit(QPointF(rotated[0].right(), kRowQ), QPointF(scores.left(), scores.top() + 24), style::query);
        headAtSplit(QPointF(rotated[1].right(), kRowK), QPointF(scores.left(), scores.bottom() - 24), style::key);
        headAtSplit(vFrom, QPointF(output.left(), kRowV), rotateV ? warn : style::ink);
        label(c, QRectF(kSplit - 230, kRowV + 36, 226, 24), Tr::tr("continued below ↓"), Qt::AlignRight | Qt::AlignTop,
              style::faint, kNotePoints);
    }
}

} // namespace

void PipelineDiagram::paint(QPainter& p, QRectF area) const
{
    m_paintedTexts.clear();
    p.fillRect(area, style::paper);
    if (!m_data)
        return;
    const QSizeF size = drawingSize();
    const double s = std::min(scaleForWidth(area.width()), area.height() / size.height());
    for (const Band& band : bands()) {
        p.save();
        p.translate(area.left() + (area.width() - size.width() * s) / 2,
                    area.top() + (area.height() - size.height() * s) / 2);
        p.scale(s, s);
        p.translate(band.offset);
        p.save();
        p.setClipRect(QRectF(QPointF(std::max(band.left, -10.0), band.top),
                             QPointF(std::min(band.right, kWidth + 10), band.bottom)),
                      Qt::IntersectClip);
        Canvas canvas{p, m_paintedTexts, band};
        drawCanvas(canvas, *m_data);
        p.restore();
        if (band.left > 0)
            drawInlet(canvas, *m_data);
        p.restore();
    }
}

} // namespace rope::ui
