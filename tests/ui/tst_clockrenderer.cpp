// The clock painter, checked pixel by pixel on a QImage: hands point where the rotation says.

#include "ui/model/results.h"
#include "ui/widgets/clockrenderer.h"
#include "ui/widgets/style.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

#include <numbers>

using namespace rope::ui;
using namespace rope::model;

namespace {

AppParams toy(double k0, double k1, double m, double n)
{
    AppParams p;
    p.rope.headDim = 2;
    p.rope.thetaOverride = std::numbers::pi / 2;
    p.source = QkSource::Explicit;
    p.explicitQ = {1, 0};
    p.explicitK = {k0, k1};
    p.m = m;
    p.n = n;
    return p;
}

// Paints the single clock into a 200×240 image: dial 192 px, centre (100, 100).
QImage paint(const AppParams& p)
{
    const auto r = computeClockResults(p);
    const ClockFrame f = ClockRenderer::frame(*r, p.m, p.n);
    QImage image(200, 240, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    ClockRenderer::paintClock(painter, f, f.pairs.front(), QRectF(0, 0, 200, 240), true, false);
    return image;
}

bool near(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) < 40;
}

} // namespace

class tst_ClockRenderer : public QObject {
    Q_OBJECT

private slots:
    void handsFollowPositions();
    void barSignFollowsTerm();
    void frameMatchesCore();
    void layoutFitsD128();
};

void tst_ClockRenderer::handsFollowPositions()
{
    // q = [1, 0] at m = 0 points right; at m = 1 it has turned a quarter, counter-clockwise: up.
    const QImage right = paint(toy(0, -1, 0, 0)); // k = [0, −1]: down
    const QRectF dial = ClockRenderer::dialRect(QRectF(0, 0, 200, 240), true);
    const QPoint c = dial.center().toPoint();
    const int r = int(dial.width() / 2);
    QVERIFY(near(right.pixelColor(c + QPoint(r / 2, 0)), style::query));
    QVERIFY(near(right.pixelColor(c + QPoint(0, r / 2)), style::key));
    QVERIFY(!near(right.pixelColor(c + QPoint(0, -r / 2)), style::query));
    const QImage up = paint(toy(0, -1, 1, 0));
    QVERIFY(near(up.pixelColor(c + QPoint(0, -r / 2)), style::query));
    QVERIFY(!near(up.pixelColor(c + QPoint(r / 2, 0)), style::query));
}

void tst_ClockRenderer::barSignFollowsTerm()
{
    const QRectF dial = ClockRenderer::dialRect(QRectF(0, 0, 200, 240), true);
    const int barY = int(dial.bottom()) + 7;
    // Toy A1 (score +1): the bar grows right of the middle in the positive colour.
    QImage a1 = paint(toy(1, 0, 0, 0));
    QVERIFY(near(a1.pixelColor(150, barY), style::positive));
    QVERIFY(!near(a1.pixelColor(50, barY), style::negative));
    // q = [1, 0], k = [−1, 0], Δ = 0: score −1, the bar grows left in the negative colour.
    QImage neg = paint(toy(-1, 0, 0, 0));
    QVERIFY(near(neg.pixelColor(50, barY), style::negative));
    QVERIFY(!near(neg.pixelColor(150, barY), style::positive));
}

void tst_ClockRenderer::frameMatchesCore()
{
    AppParams p;
    p.rope.headDim = 32;
    p.m = 9;
    p.n = 4;
    const auto r = computeClockResults(p);
    const ClockFrame f = ClockRenderer::frame(*r, p.m, p.n);
    QCOMPARE(int(f.pairs.size()), 16);
    QVERIFY(std::abs(f.total - r->score) < 1e-12); // Σ of the bars = q̃·k̃ from core
    for (const ClockPair& c : f.pairs) {
        // The hand directions are those of the rotated vectors from core.
        const double qAngle = std::atan2(r->qRotated[c.second], r->qRotated[c.first]);
        QVERIFY(std::abs(std::remainder(c.queryAngle - qAngle, 2 * std::numbers::pi)) < 1e-9);
        QVERIFY(std::abs(c.term - r->pairTerms[c.index]) < 1e-12);
    }
}

void tst_ClockRenderer::layoutFitsD128()
{
    // 64 clocks in the centre of a 1280×800 window: at least 70 px each, none beyond the width.
    const auto layout = ClockRenderer::layout(64, QSizeF(930, 560));
    QVERIFY(layout.cell.width() >= 70);
    QVERIFY(layout.columns * layout.cell.width() <= 930 + 1e-9);
    QCOMPARE(ClockRenderer::pairAt(layout, 64, ClockRenderer::cellRect(layout, 37).center()), 37);
    QCOMPARE(ClockRenderer::pairAt(layout, 64, QPointF(-3, 4)), -1);
}

QTEST_MAIN(tst_ClockRenderer)
#include "tst_clockrenderer.moc"
