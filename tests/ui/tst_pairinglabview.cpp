// The pairing lab and the panel's pairing switch, driven through the widgets.

#include "ui/model/computecontroller.h"
#include "ui/views/clocksview.h"
#include "ui/views/frequencyview.h"
#include "ui/views/pairinglabview.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/pairingdiagram.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QtTest>

#include <cmath>

#include "testutil.h"

using namespace rope::ui;
using namespace rope::model;

class tst_PairingLabView : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void switchingTheSchemeUpdatesEveryView();
    void differenceIsZeroWhenSchemesCoincide();
    void equivalenceAndTrapNumbers();
    void diagramMovesComponentsWithP();
    void wheelOverAPlotScrollsTheView();

private:
    void apply(const AppParams& p);
    std::unique_ptr<MainWindow> m_window;
};

void tst_PairingLabView::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void tst_PairingLabView::cleanup() { m_window.reset(); }

void tst_PairingLabView::apply(const AppParams& p)
{
    m_window->applyParams(p);
    QTRY_VERIFY(m_window->controller()->latest() && m_window->controller()->latest()->params == p &&
                m_window->controller()->latest()->attentionCurrent);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->visibleViewsCurrent(), 60000);
}

void tst_PairingLabView::switchingTheSchemeUpdatesEveryView()
{
    AppParams p;
    p.rope.headDim = 8;
    apply(p);
    QCOMPARE(m_window->view<ClocksView>(u"clocks")->frame().pairs[1].second, 3); // interleaved: pair 1 = (2, 3)
    const double before = m_window->controller()->latest()->score;
    QComboBox* pairing = m_window->panel()->pairingControl();
    pairing->setFocus();
    QTest::keyClick(pairing, Qt::Key_Down); // half-split
    QTRY_VERIFY(m_window->controller()->latest()->params.rope.pairing == rope::core::Pairing::HalfSplit &&
                m_window->controller()->latest()->attentionCurrent);
    QCOMPARE(m_window->view<ClocksView>(u"clocks")->frame().pairs[1].second, 5); // half-split: pair 1 = (1, 5)
    QVERIFY(std::abs(m_window->controller()->latest()->score - before) > 1e-6);
    // The frequency view's per-dimension cache follows: column 1 now holds θ_1.
    m_window->showView(QStringLiteral("frequencies"));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->visibleViewsCurrent(), 60000);
    QCPColorMapData* cache = m_window->view<FrequencyView>(u"frequencies")->dimensionTable()->colorMap()->data();
    QVERIFY(std::abs(cache->cell(1, 3) - std::cos(3 * std::pow(1e4, -2.0 / 8))) < 1e-6);
    // And the heatmap's map was recomputed for the new scheme.
    QVERIFY(m_window->controller()->latest()->attention->params.rope.pairing == rope::core::Pairing::HalfSplit);
}

void tst_PairingLabView::differenceIsZeroWhenSchemesCoincide()
{
    // With one pair (d = 2) both schemes pair components (0, 1): the difference map is exactly 0.
    AppParams p;
    p.rope.headDim = 2;
    p.seqLen = 32;
    apply(p);
    m_window->showView(QStringLiteral("pairing-lab"));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->visibleViewsCurrent(), 60000);
    QCPColorMapData* diff = m_window->view<PairingLabView>(u"pairing-lab")->differenceMap()->colorMap()->data();
    for (int a = 0; a < 32; ++a)
        for (int b = 0; b <= a; ++b)
            QVERIFY(diff->cell(b, a) == 0.0);
    // With d = 8 it is not.
    p.rope.headDim = 8;
    apply(p);
    double largest = 0;
    diff = m_window->view<PairingLabView>(u"pairing-lab")->differenceMap()->colorMap()->data();
    for (int a = 0; a < 32; ++a)
        for (int b = 0; b <= a; ++b)
            largest = std::max(largest, std::abs(diff->cell(b, a)));
    QVERIFY(largest > 0.01);

    // The same q and k at every position: each map is exactly constant along its diagonals, and what
    // is left is rounding. It reads as such, not as digits of noise ("diagonal spread 1e-15").
    QCOMPARE(p.source, QkSource::Constant);
    for (MapPlot* map : {m_window->view<PairingLabView>(u"pairing-lab")->interleavedMap(),
                         m_window->view<PairingLabView>(u"pairing-lab")->halfSplitMap()}) {
        const QString title = map->title();
        QVERIFY2(QRegularExpression(QStringLiteral("diagonal spread (≈ )?0$")).match(title).hasMatch(),
                 qPrintable(title));
        QVERIFY2(!title.contains(QStringLiteral("e-")), qPrintable(title));
    }

    // The two schemes' logits are compared on one colour scale: symmetric about 0 and reaching the
    // largest |logit| of either map, read from the cells themselves.
    PairingLabView* lab = m_window->view<PairingLabView>(u"pairing-lab");
    double extreme = 0;
    for (MapPlot* map : {lab->interleavedMap(), lab->halfSplitMap()})
        for (int a = 0; a < 32; ++a)
            for (int b = 0; b <= a; ++b)
                extreme = std::max(extreme, std::abs(map->colorMap()->data()->cell(b, a)));
    const QCPRange inter = lab->interleavedMap()->colorMap()->dataRange();
    const QCPRange half = lab->halfSplitMap()->colorMap()->dataRange();
    QCOMPARE(inter.lower, half.lower);
    QCOMPARE(inter.upper, half.upper);
    QCOMPARE(inter.lower, -inter.upper);
    QVERIFY2(std::abs(inter.upper - extreme) <= 1e-6 * extreme,
             qPrintable(QStringLiteral("%1 vs %2").arg(inter.upper).arg(extreme)));

    // Conventions: this app's s(Δ) is drawn last, dashed, so that it shows on top of the chosen
    // convention's curve where the two coincide (with the app's own convention chosen, everywhere).
    int found = 0;
    for (QCustomPlot* plot : lab->findChildren<QCustomPlot*>())
        for (int g = 0; g < plot->graphCount(); ++g)
            if (plot->graph(g)->name() == QStringLiteral("this app's s(Δ)")) {
                ++found;
                QCOMPARE(g, plot->graphCount() - 1);
                QCOMPARE(plot->graph(g)->pen().style(), Qt::DashLine);
                QVERIFY(plot->graph(g)->dataCount() > 10);
            }
    QCOMPARE(found, 1);
}

void tst_PairingLabView::equivalenceAndTrapNumbers()
{
    AppParams p;
    p.rope.headDim = 16;
    apply(p);
    m_window->showView(QStringLiteral("pairing-lab"));
    PairingLabView* lab = m_window->view<PairingLabView>(u"pairing-lab");
    ROPE_WAIT_CURRENT(lab);
    QVERIFY(lab->equivalenceText().contains("max |difference|"));
    // Equal to the last bits: the text says so ("≈ 0", or 0), not with float noise such as 2.2e-16.
    const QJsonObject facts = lab->facts();
    QVERIFY(facts.value("equivalence.maxDifference").toDouble() < 1e-12);
    QVERIFY2(lab->equivalenceText().contains(QStringLiteral("max |difference| <b>≈ 0</b>")) ||
                 lab->equivalenceText().contains(QStringLiteral("max |difference| <b>0</b>")),
             qPrintable(lab->equivalenceText()));
    QVERIFY(!lab->equivalenceText().contains(QStringLiteral("e-")));
    // The head looks 5 back; converted weights look there exactly as often; the lost head less often.
    QCOMPARE(facts.value("trap.correct.peak").toInt(), 5);
    QVERIFY(facts.value("trap.correct.share").toDouble() > 0.9);
    QCOMPARE(facts.value("trap.converted.share").toDouble(), facts.value("trap.correct.share").toDouble());
    QVERIFY(facts.value("trap.lost.share").toDouble() < facts.value("trap.correct.share").toDouble() - 0.2);
    QVERIFY(facts.value("trap.converted.maxDifference").toDouble() < 1e-12);
    // The titles report those shares, in per cent.
    QVERIFY(lab->trapMap(0)->title().contains(
        QStringLiteral("<b>%1%</b>").arg(std::lround(100 * facts.value("trap.correct.share").toDouble()))));
    QVERIFY(lab->trapMap(1)->title().contains(
        QStringLiteral("<b>%1%</b>").arg(std::lround(100 * facts.value("trap.lost.share").toDouble()))));
}

void tst_PairingLabView::diagramMovesComponentsWithP()
{
    PairingDiagram diagram;
    diagram.resize(800, 240);
    diagram.setDims(8);
    // Component 3 = 2·1 + 1 goes to half-split slot 1·4 + 1 = 5; component 4 = 2·2 + 0 to slot 2.
    // Pixel positions: the same to well under a thousandth of a pixel.
    QVERIFY(std::abs(diagram.boxCentre(3, 1.0).x() - diagram.boxCentre(5, 0.0).x()) < 1e-6);
    QVERIFY(std::abs(diagram.boxCentre(4, 1.0).x() - diagram.boxCentre(2, 0.0).x()) < 1e-6);
    QVERIFY(diagram.boxCentre(3, 1.0).y() > diagram.boxCentre(3, 0.0).y());
    QImage image(800, 240, QImage::Format_ARGB32);
    QPainter painter(&image);
    diagram.paint(painter, QRectF(0, 0, 800, 240)); // paints without a window
}

QTEST_MAIN(tst_PairingLabView)
#include "tst_pairinglabview.moc"

void tst_PairingLabView::wheelOverAPlotScrollsTheView()
{
    // A wheel turn with the pointer on a plot (which does not zoom) scrolls the lab, as anywhere else.
    m_window->resize(1024, 640);
    auto* lab = qobject_cast<PairingLabView*>(m_window->showView(QStringLiteral("pairing-lab")));
    QVERIFY(lab);
    apply(AppParams{});
    auto* area = lab->findChild<QScrollArea*>();
    QVERIFY(area && area->verticalScrollBar()->maximum() > 0);
    QCustomPlot* plot = nullptr;
    for (QCustomPlot* p : area->widget()->findChildren<QCustomPlot*>())
        if (p->isVisible() && !p->interactions().testFlag(QCP::iRangeZoom)) {
            plot = p;
            break;
        }
    QVERIFY(plot);
    // The plot's top in view, with room left to scroll down.
    QScrollBar* bar = area->verticalScrollBar();
    bar->setValue(std::min(plot->mapTo(area->widget(), QPoint(0, 0)).y(), bar->maximum() - 1));
    const int before = area->verticalScrollBar()->value();
    const QPointF local(plot->width() / 2.0, 10);
    QWheelEvent down(local, plot->mapToGlobal(local), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                     Qt::NoScrollPhase, false);
    QApplication::sendEvent(plot, &down);
    QVERIFY2(area->verticalScrollBar()->value() > before,
             qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(area->verticalScrollBar()->value())));
}
