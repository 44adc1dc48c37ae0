// Plots never hold the GUI thread for long: a resize only records the viewport and the replot waits
// its turn (one plot per event-loop turn), and curves of thousands of points are stroked 1 px wide
// without antialiasing, their designed width coming back when the curve is short again.
#include "ui/model/computecontroller.h"
#include "ui/views/view.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/pairingdiagram.h"
#include "ui/widgets/style.h"
#include "ui/window/mainwindow.h"

#include <qcustomplot.h>

#include <QHBoxLayout>
#include <QPainter>
#include <QScrollArea>
#include <QSignalSpy>
#include <QVBoxLayout>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace rope::ui;
using namespace rope::model;

class tst_PlotPacing : public QObject {
    Q_OBJECT

private slots:
    void resizesReplotOncePerPlotLater();
    void flushReplotsEveryWaitingPlot();
    void replotSoonTakesOneTurnPerPlot();
    void mapsInAScrolledRowSettleAtOnce();
    void pairingDiagramRepaintsFromItsPicture();
    void denseCurvesAreStrokedThin();
    void viewsAtLargeNShowThinCurvesAndFittedPlots();
    void mapCellsAreColouredOffTheGuiThread();
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

void tst_PlotPacing::replotSoonTakesOneTurnPerPlot()
{
    QCustomPlot a, b;
    QTRY_COMPARE(pendingLazyReplots(), 0);
    QTest::qWait(20); // the plots' own first (queued) replots
    QSignalSpy replotsA(&a, &QCustomPlot::afterReplot), replotsB(&b, &QCustomPlot::afterReplot);
    replotSoon(&a);
    replotSoon(&b);
    replotSoon(&a); // asked twice before its turn: still one replot
    QCOMPARE(replotsA.size() + replotsB.size(), 0); // nothing drawn on the caller's turn
    QCOMPARE(pendingLazyReplots(), 2);
    // One event-loop pass runs one turn: a, then b on the next pass.
    QCoreApplication::processEvents();
    QCOMPARE(replotsA.size(), 1);
    QCOMPARE(replotsB.size(), 0);
    QCoreApplication::processEvents();
    QCOMPARE(replotsB.size(), 1);
    QTest::qWait(30);
    QCOMPARE(replotsA.size(), 1);
    QCOMPARE(replotsB.size(), 1);
}

void tst_PlotPacing::mapsInAScrolledRowSettleAtOnce()
{
    // Three maps in a row of a scrolled page, one with a two-line title: the page grants exactly
    // the hints. Hints read back from the plots' fixed sizes shrank the row 2 px per layout pass.
    QScrollArea scroll;
    scroll.setWidgetResizable(true);
    auto* page = new QWidget;
    auto* column = new QVBoxLayout(page);
    auto* row = new QHBoxLayout;
    MapPlot* maps[3];
    for (MapPlot*& map : maps) {
        map = new MapPlot;
        row->addWidget(map);
    }
    maps[2]->setTitle(QStringLiteral("A title long enough to wrap onto a second line at a third of the page"));
    column->addLayout(row);
    column->addWidget(new QLabel(QStringLiteral("below")));
    column->addStretch(1);
    page->setMinimumHeight(1200); // taller than the viewport: the page scrolls, as in the views
    scroll.setWidget(page);
    scroll.resize(960, 700);
    scroll.show();
    QVERIFY(QTest::qWaitForWindowExposed(&scroll));
    // Settled: the same height over five polls (a busy machine may run the first passes late).
    int settled = -1, same = 0;
    for (int poll = 0; poll < 100 && same < 5; ++poll) {
        QTest::qWait(10);
        same = maps[0]->height() == settled ? same + 1 : 0;
        settled = maps[0]->height();
    }
    QCOMPARE(same, 5);
    int resizes = 0;
    struct Counter : QObject {
        int* count;
        bool eventFilter(QObject*, QEvent* e) override
        {
            *count += e->type() == QEvent::Resize;
            return false;
        }
    } counter;
    counter.count = &resizes;
    for (MapPlot* map : maps)
        map->installEventFilter(&counter);
    QTest::qWait(300); // many event-loop passes
    QCOMPARE(resizes, 0);
    QCOMPARE(maps[0]->height(), settled);
    // The square of an untitled map fills the width it has (the hint is that height).
    const QCustomPlot* plot = maps[0]->plot();
    QCOMPARE(plot->width(), maps[0]->width());
    // and the map's hint follows its width, not the plot's last size
    maps[0]->plot()->setFixedSize(100, 100);
    QCOMPARE(maps[0]->sizeHint().height(), maps[1]->sizeHint().height() + (maps[0]->width() - maps[1]->width()));
}

void tst_PlotPacing::pairingDiagramRepaintsFromItsPicture()
{
    PairingDiagram diagram;
    diagram.setDims(16);
    diagram.resize(640, 230);
    auto direct = [&] { // the diagram painted straight onto an image, no picture kept
        QImage image(diagram.size(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter p(&image);
        p.setFont(diagram.font());
        p.setPen(diagram.palette().color(QPalette::WindowText));
        diagram.paint(p, diagram.rect());
        return image;
    };
    auto grabbed = [&] {
        QImage image(diagram.size(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        diagram.render(&image, QPoint(), QRegion(), QWidget::RenderFlags()); // through paintEvent
        return image;
    };
    const QImage first = grabbed();
    QCOMPARE(first, direct());
    QCOMPARE(grabbed(), first); // the second paint, from the picture, is the same
    diagram.setProgress(1); // boxes moved: the picture is redrawn
    const QImage moved = grabbed();
    QVERIFY(moved != first);
    QCOMPARE(moved, direct());
    diagram.resize(500, 230);
    QCOMPARE(grabbed(), direct());
    const QImage regular = grabbed();
    QFont bold = diagram.font();
    bold.setBold(true); // the labels are drawn in the widget's font (at 9 pt)
    diagram.setFont(bold);
    const QImage inBold = grabbed();
    QVERIFY(inBold != regular); // a font change redraws the picture
    QCOMPARE(inBold, direct());
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

void tst_PlotPacing::mapCellsAreColouredOffTheGuiThread()
{
    // A large map's cells are coloured on a pool thread and drawn in the first replot after they
    // come, never coloured again on the GUI thread meanwhile; the picture is QCustomPlot's own.
    MapPlot map;
    map.resize(520, 560);
    map.show();
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    auto cellsFor = [](double phase) {
        rope::core::RowMatrixXf cells(240, 240);
        for (int a = 0; a < 240; ++a)
            for (int b = 0; b < 240; ++b)
                cells(a, b) = b > a + 100 ? NAN : float(std::sin(0.05 * a + phase) * std::cos(0.08 * b));
        return cells;
    };
    MapPlot::Grid grid;
    grid.rows = grid.cols = 240;
    grid.low = -1;
    grid.high = 1;
    std::vector<bool> replotsColouredOffThread;
    connect(map.plot(), &QCustomPlot::afterReplot, this,
            [&] { replotsColouredOffThread.push_back(map.drewCellsColouredOffThread()); });
    map.setGrid(cellsFor(0), grid, MapPlot::Palette::Diverging, QStringLiteral("map"), QStringLiteral("logit"));
    QTRY_VERIFY(map.drewCellsColouredOffThread());
    // The map settles its size after its first picture (its axes' room measured): a resize replots
    // at once, whatever it must colour then.
    QTest::qWait(200);
    QTRY_COMPARE(pendingLazyReplots(), 0);
    // Frames of a slider: each new map replots once its colours are in, the newest winning.
    replotsColouredOffThread.clear();
    for (int frame = 1; frame <= 5; ++frame) {
        map.setGrid(cellsFor(frame), grid, MapPlot::Palette::Diverging, QStringLiteral("map"), QStringLiteral("logit"));
        QTest::qWait(frame == 3 ? 0 : 30); // two maps in one turn: only the second is drawn
    }
    QTRY_VERIFY(!replotsColouredOffThread.empty() && replotsColouredOffThread.back());
    QTRY_COMPARE(pendingLazyReplots(), 0);
    QVERIFY2(std::all_of(replotsColouredOffThread.begin(), replotsColouredOffThread.end(), [](bool b) { return b; }),
             "a replot coloured the cells on the GUI thread");
    const QImage offThread = map.plot()->toPixmap().toImage();
    QVERIFY(map.drewCellsColouredOffThread());

    map.setColouringOffThread(false);
    const QImage ownColours = map.plot()->toPixmap().toImage();
    QVERIFY(!map.drewCellsColouredOffThread());
    QCOMPARE(offThread.size(), ownColours.size());
    QVERIFY2(offThread == ownColours, "the pictures differ");
    // The picture is of the last frame's cells: coloured afresh from them, it changes.
    map.setGrid(cellsFor(0), grid, MapPlot::Palette::Diverging, QStringLiteral("map"), QStringLiteral("logit"));
    QVERIFY(map.plot()->toPixmap().toImage() != ownColours);
}

QTEST_MAIN(tst_PlotPacing)
#include "tst_plotpacing.moc"
