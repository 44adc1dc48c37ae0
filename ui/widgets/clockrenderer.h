#pragma once
// Paints rotation clocks, one per frequency pair (seed 000 §3, §5): the q pair rotated by m·θ_i and
// the k pair rotated by n·θ_i as two hands of their true lengths, the arc between them, and under
// each clock the pair's score term g²(A_i cos Δθ_i + B_i sin Δθ_i) as a signed bar. Separate from
// any widget so that tests can paint into a QImage and check pixels.

#include "ui/model/results.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <vector>

class QImage;
class QPainter;

namespace rope::ui {

using namespace rope::model;

struct ClockPair {
    int index = 0;
    int first = 0, second = 0; ///< the two components that form the pair
    double theta = 0; ///< θ_i, radians per position
    double queryAngle = 0; ///< direction of the rotated q pair, counter-clockwise from +x
    double keyAngle = 0;
    double queryLength = 0; ///< |(q_a, q_b)|·g
    double keyLength = 0;
    double term = 0; ///< g²(A_i cos Δθ_i + B_i sin Δθ_i)
};

struct ClockFrame {
    std::vector<ClockPair> pairs;
    double m = 0, n = 0;
    double maxLength = 1; ///< longest hand: hands are drawn relative to it
    double maxTerm = 1; ///< the largest |term| any Δ gives (g²·√(Aᵢ² + Bᵢ²)): bars are drawn relative to it
    double total = 0; ///< Σ terms + C
    int selectedPair = -1;
    /// Partial rotary: the components no pair holds never turn (unrotatedSpans, e.g. "64–127", or two
    /// runs for Gemma 4's proportional RoPE); their fixed share of every score is unrotatedTerm.
    int unrotated = 0, headDim = 0;
    QString unrotatedSpans;
    double unrotatedTerm = 0;
    bool hasUnrotated() const { return unrotated > 0; }
    /// Cells in the grid: one per pair, plus one marking the unrotated components.
    int cellCount() const { return int(pairs.size()) + (hasUnrotated() ? 1 : 0); }
};

class ClockRenderer {
public:
    /// The clocks at (possibly fractional) positions m and n for these results' q, k and θ.
    static ClockFrame frame(const Results& results, double m, double n);

    struct Layout {
        int columns = 1, rows = 1;
        QSizeF cell;
        double labelHeight = 0; ///< space under each clock for its bar and label
    };
    /// Largest cells (≥ minCell wide) that fit `count` clocks in `area`; if none fit, minCell wide
    /// cells in as many rows as needed (the caller scrolls).
    static Layout layout(int count, QSizeF area, double minCell = 72);
    static QRectF cellRect(const Layout& layout, int index);
    /// The pair under a point, or −1.
    static int pairAt(const Layout& layout, int count, QPointF point);

    /// Every clock; with `dials` (from paintDials for the same layout), only what moves is painted.
    static void paintGrid(QPainter& painter, const ClockFrame& frame, const Layout& layout,
                          const QImage* dials = nullptr);
    /// The parts that do not move while positions change (faces, rims, labels, selection), for caching.
    static void paintDials(QPainter& painter, const ClockFrame& frame, const Layout& layout);
    /// One clock in `cell` (dial on top, bar and label below when showBar).
    static void paintClock(QPainter& painter, const ClockFrame& frame, const ClockPair& pair, QRectF cell, bool showBar,
                           bool showNumbers);
    static void paintDial(QPainter& painter, const ClockFrame& frame, const ClockPair& pair, QRectF cell, bool showBar);
    static void paintMoving(QPainter& painter, const ClockFrame& frame, const ClockPair& pair, QRectF cell,
                            bool showBar, bool showNumbers);
    /// The grey cell after the last clock that marks the components partial rotary leaves alone.
    static void paintUnrotated(QPainter& painter, const ClockFrame& frame, QRectF cell);
    /// Where a clock's dial sits in its cell.
    static QRectF dialRect(QRectF cell, bool showBar);
};

} // namespace rope::ui
