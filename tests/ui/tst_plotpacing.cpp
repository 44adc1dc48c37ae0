// Plots never hold the GUI thread for long: a resize only records the viewport and the replot waits
// its turn (one plot per event-loop turn), and curves of thousands of points are stroked 1 px wide
// without antialiasing, their designed width coming back when the curve is short again.
#include "ui/model/computecontroller.h"
#include "ui/views/view.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/style.h"
#include "ui/window/mainwindow.h"

#include <qcustomplot.h>

#include <QSignalSpy>
#include <QtTest>

#include <memory>

using namespace rope::ui;

class tst_PlotPacing : public QObject {
    Q_OBJECT

private slots:
    void resizesReplotOncePerPlotLater();
    void flushReplotsEveryWaitingPlot();
    void denseCurvesAreStrokedThin();
    void viewsAtLargeNShowThinCurvesAndFittedPlots();
};

void tst_PlotPacing::resizesReplotOncePerPlotLater()
{
    QCustomPlot plot;
    replotLazilyOnResize(&plot);
    replotLazilyOnResize(&plot); // idempotent: one filter, one replot per resize burst
    plot.resize(300, 200);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    QTRY_COMPARE(pendingLazyReplots(), 0);
    QSignalSpy replots(&plot, &QCustomPlot::afterReplot);
    for (int w = 310; w <= 350; w += 10)
        plot.resize(w, 200); // a layout pass resizes a plot several times
    QCOMPARE(replots.size(), 0); // nothing drawn while the layout runs
    QCOMPARE(plot.viewport(), QRect(0, 0, 350, 200)); // but the new size is known at once
    QCOMPARE(pendingLazyReplots(), 1);
    QTRY_COMPARE(replots.size(), 1); // then one replot, at the final size
    QCOMPARE(pendingLazyReplots(), 0);
    QTest::qWait(50);
    QCOMPARE(replots.size(), 1);
}

void tst_PlotPacing::flushReplotsEveryWaitingPlot()
{
    auto a = std::make_unique<QCustomPlot>(), b = std::make_unique<QCustomPlot>(),
         gone = std::make_unique<QCustomPlot>();
    for (QCustomPlot* p : {a.get(), b.get(), gone.get()}) {
        replotLazilyOnResize(p);
        p->resize(200, 100);
        p->show(); // a hidden widget gets its resize event only when shown
    }
    QTRY_COMPARE(pendingLazyReplots(), 0);
    QSignalSpy replotsA(a.get(), &QCustomPlot::afterReplot), replotsB(b.get(), &QCustomPlot::afterReplot);
    a->resize(220, 100);
    b->resize(240, 100);
    gone->resize(260, 100);
    QCOMPARE(pendingLazyReplots(), 3);
    gone.reset(); // a plot deleted while it waits is skipped
    b->replot(); // replotted meanwhile: its turn is dropped
    QCOMPARE(replotsB.size(), 1);
    flushLazyReplots(); // what a grab or an export does first
    QCOMPARE(pendingLazyReplots(), 0);
    QCOMPARE(replotsA.size(), 1);
    QCOMPARE(replotsB.size(), 1);
}

void tst_PlotPacing::denseCurvesAreStrokedThin()
{
    QCustomPlot plot;
    plot.addGraph()->setPen(QPen(Qt::red, 1.6, Qt::DashLine));
    plot.addGraph()->setPen(QPen(Qt::blue, 2));
    style::fitCurveQuality(&plot, 16385); // Δ from −8192 to 8192
    QCOMPARE(plot.graph(0)->pen().widthF(), 1.0);
    QCOMPARE(plot.graph(1)->pen().widthF(), 1.0);
    QCOMPARE(plot.graph(0)->pen().style(), Qt::DashLine); // still told apart
    QVERIFY(plot.notAntialiasedElements().testFlag(QCP::aePlottables));
    style::fitCurveQuality(&plot, 129);
    QCOMPARE(plot.graph(0)->pen().widthF(), 1.6);
    QCOMPARE(plot.graph(1)->pen().widthF(), 2.0);
    QVERIFY(plot.antialiasedElements().testFlag(QCP::aePlottables));
}

void tst_PlotPacing::viewsAtLargeNShowThinCurvesAndFittedPlots()
{
    // Through the window: the two-codes view at N = 8192 and then at N = 64.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QWidget* view = window.showView(QStringLiteral("compare"));
    QVERIFY(view);
    AppParams p;
    p.seqLen = 8192;
    window.applyParams(p);
    QTRY_VERIFY_WITH_TIMEOUT(window.visibleViewsCurrent(), 60000);
    QTRY_COMPARE(pendingLazyReplots(), 0);
    const QList<QCustomPlot*> plots = view->findChildren<QCustomPlot*>();
    QVERIFY(!plots.isEmpty());
    QCustomPlot* scores = nullptr;
    for (QCustomPlot* plot : plots)
        if (plot->graphCount() == 2 && plot->graph(0)->dataCount() > 4000)
            scores = plot;
    QVERIFY(scores); // Δ over ±4096: thousands of points
    QCOMPARE(scores->graph(0)->pen().widthF(), 1.0);
    p.seqLen = 64;
    window.applyParams(p);
    QTRY_VERIFY_WITH_TIMEOUT(window.visibleViewsCurrent(), 60000);
    QTRY_VERIFY(scores->graph(0)->dataCount() < 4000);
    QVERIFY(scores->graph(0)->pen().widthF() > 1.0);
}

QTEST_MAIN(tst_PlotPacing)
#include "tst_plotpacing.moc"
