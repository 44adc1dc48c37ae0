// The 2-D RoPE view, driven by keyboard and mouse: its maps must hold the scores written out here by
// hand for d = 16, base 100 (θ_j = 100^(−j/4) = 1, 10^(−1/2), 1/10, 10^(−3/2)), the axial cross must
// stand out where the mixed map has none, and a click must move the query and with it the map.

#include "ui/views/rope2dview.h"
#include "ui/widgets/mapplot.h"

#include "testutil.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QtTest>

#include <cmath>
#include <numbers>

using namespace rope::ui;
using namespace rope::model;

namespace {

const double theta[4] = {1.0, 0.31622776601683794, 0.1, 0.031622776601683794};

// All ones, axial, d = 16: s/(q·k) = (A(Δx) + A(Δy))/16 with A(t) = Σ_j 2 cos(θ_j t), A(0) = 8.
double axialByHand(int dx, int dy)
{
    double a = 0;
    for (double t : theta)
        a += 2 * std::cos(t * dx) + 2 * std::cos(t * dy);
    return a / 16;
}

// All ones, mixed, d = 16: pair i (of 8) turns by θ_{i mod 4}·(Δx cos α_i + Δy sin α_i), α_i = π·frac(0.618…·i).
double mixedByHand(int dx, int dy)
{
    double s = 0;
    for (int i = 0; i < 8; ++i) {
        const double g = 0.6180339887498949 * i;
        const double alpha = std::numbers::pi * (g - std::floor(g));
        s += 2 * std::cos(theta[i % 4] * (dx * std::cos(alpha) + dy * std::sin(alpha)));
    }
    return s / 16;
}

void typeInto(QSpinBox* box, int value)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, QString::number(value));
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(box->value(), value);
}

} // namespace

class tst_Rope2dView : public QObject {
    Q_OBJECT

private slots:
    void mapsByHand();
    void clickMovesTheQuery();
};

void tst_Rope2dView::mapsByHand()
{
    Rope2dView view;
    view.resize(1200, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (QWidget* control :
         std::initializer_list<QWidget*>{view.gridControl(), view.headDimControl(), view.baseControl(),
                                         view.contentControl(), view.queryXControl(), view.queryYControl()}) {
        QVERIFY(!control->toolTip().isEmpty());
        QVERIFY(control->focusPolicy() & Qt::TabFocus);
    }
    // d: 64 → 16 with the keyboard; grid 33 → 17 typed, and the centred query follows to (8, 8).
    view.headDimControl()->setFocus();
    QTest::keyClick(view.headDimControl(), Qt::Key_Up);
    QTest::keyClick(view.headDimControl(), Qt::Key_Up);
    QCOMPARE(view.headDimControl()->currentData().toInt(), 16);
    typeInto(view.gridControl(), 17);
    QCOMPARE(view.queryXControl()->value(), 8);
    QCOMPARE(view.queryYControl()->value(), 8);
    QCOMPARE(view.baseControl()->currentData().toInt(), 100);

    const Rope2dMaps& maps = view.maps();
    QCOMPARE(maps.axial.map.rows(), 17);
    for (int dy = -8; dy <= 8; ++dy)
        for (int dx = -8; dx <= 8; ++dx) {
            ROPE_COMPARE_NEAR(maps.axial.map(8 + dy, 8 + dx), axialByHand(dx, dy), 1e-12);
            ROPE_COMPARE_NEAR(maps.mixed.map(8 + dy, 8 + dx), mixedByHand(dx, dy), 1e-12);
        }
    // The cross: seven to the right of the query the y-pairs add their whole 8/16 = 1/2; seven to the
    // right and seven up they add A(7)/16 like the x-pairs.
    double a7 = 0;
    for (double t : theta)
        a7 += 2 * std::cos(7 * t);
    ROPE_COMPARE_NEAR(maps.axial.map(8, 15) - maps.axial.map(1, 15), 0.5 - a7 / 16, 1e-12);
    // On the cross the mean is 1/2 + (mean of A(1 … 8))/16: the four arms hold the same values.
    double arms = 0;
    for (int t = 1; t <= 8; ++t)
        arms += (axialByHand(t, 0) - 0.5) / 8;
    ROPE_COMPARE_NEAR(view.facts().value("axial.onCross").toDouble(), 0.5 + arms, 1e-12);
    QVERIFY(view.axialPlot()->title().contains(QStringLiteral("Axial")));
    QVERIFY(view.explanation()->text().contains(QStringLiteral("100<sup>−4j/16</sup>")));

    // Back to the figure's d = 64 and 33 × 33: the axial cross stands well above cells as far away,
    // the mixed map's row and column hardly.
    view.headDimControl()->setFocus();
    QTest::keyClick(view.headDimControl(), Qt::Key_Down);
    QTest::keyClick(view.headDimControl(), Qt::Key_Down);
    typeInto(view.gridControl(), 33);
    QCOMPARE(view.queryXControl()->value(), 16);
    const QJsonObject f = view.facts();
    const double axialCross = f.value("axial.onCross").toDouble() - f.value("axial.offCross").toDouble();
    const double mixedCross = f.value("mixed.onCross").toDouble() - f.value("mixed.offCross").toDouble();
    QVERIFY2(axialCross > 5 * std::abs(mixedCross),
             qPrintable(QStringLiteral("%1 %2").arg(axialCross).arg(mixedCross)));
    typeInto(view.gridControl(), 17);

    // Random content (q = k): 1 at the query, and the map point-symmetric about it.
    view.contentControl()->setFocus();
    QTest::keyClick(view.contentControl(), Qt::Key_Down);
    QCOMPARE(view.viewState().value("content").toString(), QStringLiteral("random"));
    const Rope2dMaps& random = view.maps(); // each change computes new maps
    for (const Eigen::MatrixXd* map : {&random.axial.map, &random.mixed.map}) {
        ROPE_COMPARE_NEAR((*map)(8, 8), 1.0, 1e-12);
        QVERIFY(rope::test::maxAbsDiff(*map, map->reverse().eval()) < 1e-12);
    }
}

void tst_Rope2dView::clickMovesTheQuery()
{
    Rope2dView view;
    view.resize(1200, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.applyViewState({{"grid", 21}, {"headDim", 32}});
    QCOMPARE(view.queryXControl()->value(), 10);
    const Eigen::MatrixXd centred = view.maps().mixed.map;

    // A click on cell (x 4, y 13) of the mixed map.
    QCustomPlot* plot = view.mixedPlot()->plot();
    plot->replot();
    const QPoint at(int(plot->xAxis->coordToPixel(4)), int(plot->yAxis->coordToPixel(13)));
    QTest::mouseClick(plot, Qt::LeftButton, {}, at);
    QCOMPARE(view.queryXControl()->value(), 4);
    QCOMPARE(view.queryYControl()->value(), 13);
    QCOMPARE(view.facts().value("queryX").toInt(), 4);

    // The score depends only on p_k − p_q: the map moved by (−6, +3), the same numbers.
    const Eigen::MatrixXd& moved = view.maps().mixed.map;
    QVERIFY(rope::test::maxAbsDiff(moved.block(3, 0, 18, 15), centred.block(0, 6, 18, 15)) < 1e-12);
    QCOMPARE(moved(13, 4), moved.maxCoeff());
}

QTEST_MAIN(tst_Rope2dView)
#include "tst_rope2dview.moc"
