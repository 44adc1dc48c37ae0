// The heatmap and score-curve views: what their colour maps and curves hold, checked against core
// computed independently here, and the links between views (click a cell, drag the Δ cursor).

#include "core/attention.h"
#include "core/content.h"
#include "core/frequencies.h"
#include "core/rotation.h"
#include "ui/model/computecontroller.h"
#include "ui/views/clocksview.h"
#include "ui/views/heatmapview.h"
#include "ui/views/scorecurveview.h"
#include "ui/widgets/colorbar.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/mapplot.h"
#include "ui/window/mainwindow.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QtTest>

#include <cmath>
#include <numbers>

using namespace rope::ui;
using namespace rope::model;

class tst_HeatmapView : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void colourMapHoldsCoreLogits_data();
    void colourMapHoldsCoreLogits();
    void sampledRowsBeyond8192();
    void coarseFirstThenRefinedInPlace();
    void toeplitzAtLlamaContext();
    void diagonalSpreadReadout();
    void decompositionSumsToAdditiveLogits();
    void notElementwiseDemonstration();
    void clickingACellMovesTheClocks();
    void hoverShowsPositions();
    void curveCursorEqualsClockTotal();
    void xposOverlayDecays();

private:
    void apply(const AppParams& p);
    std::unique_ptr<MainWindow> m_window;
};

void tst_HeatmapView::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->showView(QStringLiteral("heatmaps"));
}

void tst_HeatmapView::cleanup() { m_window.reset(); }

void tst_HeatmapView::apply(const AppParams& p)
{
    m_window->applyParams(p);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->controller()->latest() && m_window->controller()->latest()->params == p &&
                                 m_window->controller()->latest()->attentionCurrent,
                             20000);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->visibleViewsCurrent(), 60000);
}

void tst_HeatmapView::colourMapHoldsCoreLogits_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("pool");
    QTest::addColumn<bool>("constant");
    QTest::newRow("N=64, one cell per (m, n), double") << 64 << 1 << false;
    QTest::newRow("N=1100, 3x3 mean pooling, float") << 1100 << 3 << false;
    // Constant content under YaRN with partial rotary: the map comes from s(Δ) (Toeplitz path).
    QTest::newRow("N=1100, constant, YaRN, partial: from s(Δ)") << 1100 << 3 << true;
}

void tst_HeatmapView::colourMapHoldsCoreLogits()
{
    QFETCH(int, n);
    QFETCH(int, pool);
    QFETCH(bool, constant);
    AppParams p;
    p.rope.headDim = 16;
    p.seqLen = n;
    p.source = constant ? QkSource::Constant : QkSource::Random;
    if (constant) {
        p.rope.rotaryDim = 8;
        p.rope.scaling.method = rope::core::ScalingMethod::Yarn;
        p.rope.scaling.factor = 4;
        p.rope.scaling.originalMaxPositionEmbeddings = 256;
    }
    QVERIFY(p.validate().empty());
    apply(p);
    QCOMPARE(m_window->controller()->latest()->attention->toeplitz, constant);
    QCPColorMapData* data = m_window->view<HeatmapView>(u"heatmaps")->maps().front()->colorMap()->data();
    const int cells = (n + pool - 1) / pool;
    QCOMPARE(data->keySize(), cells);
    // A pooled map says so; one cell per (m, n) is what a map is and goes unsaid.
    QCOMPARE(m_window->view<HeatmapView>(u"heatmaps")->caption().contains(QString("%1×%1 block").arg(pool)), pool > 1);

    // Core's logits, computed here, pooled by hand: the mean of each block's unmasked entries.
    const rope::core::Content c = rope::core::makeContent(p.rope, n, p.contentSpec());
    rope::core::AttentionOptions o;
    o.mask = rope::core::Mask::Causal;
    o.precision = n <= 1024 ? rope::core::Precision::Fp64 : rope::core::Precision::Fp32;
    const auto logits = rope::core::attentionAt(p.rope, c.q, c.k, c.v, o).logits;
    for (int a : {0, 1, cells / 2, cells - 1})
        for (int b : {0, 1, cells / 3, cells - 1}) {
            double sum = 0;
            int count = 0;
            for (int i = a * pool; i < std::min(n, (a + 1) * pool); ++i)
                for (int j = b * pool; j < std::min(n, (b + 1) * pool); ++j)
                    if (j <= i) {
                        sum += logits(i, j);
                        ++count;
                    }
            const double shown = data->cell(b, a);
            if (count == 0)
                QVERIFY2(std::isnan(shown), "a fully masked block is shown as masked");
            else
                QVERIFY2(std::abs(shown - sum / count) < 1e-5 * (1 + std::abs(sum / count)),
                         qPrintable(QString("cell (%1, %2): %3 vs %4").arg(a).arg(b).arg(shown).arg(sum / count)));
        }
}

void tst_HeatmapView::sampledRowsBeyond8192()
{
    // Random content at N = 20000: one exact query row per map row (the middle of its block).
    AppParams p;
    p.rope.headDim = 16;
    p.seqLen = 20000;
    p.source = QkSource::Random;
    apply(p);
    HeatmapView* view = m_window->view<HeatmapView>(u"heatmaps");
    const auto maps = m_window->controller()->latest()->attention;
    const int pool = 40, cells = 500; // ⌈20000 / 512⌉ = 40
    QCOMPARE(maps->pool, pool);
    QCOMPARE(maps->sampledRows, cells);
    QVERIFY2(view->caption().contains(QStringLiteral("Sampled: 500 of the 20000 query rows")),
             qPrintable(view->caption()));
    QCPColorMapData* data = view->maps().front()->colorMap()->data();
    QCOMPARE(data->keySize(), cells);
    // Core's logits of that one row against all keys, pooled by hand.
    const rope::core::Content c = rope::core::makeContent(p.rope, p.seqLen, p.contentSpec());
    for (int a : {0, 7, 250, cells - 1}) {
        const int row = std::min(p.seqLen - 1, a * pool + pool / 2);
        rope::core::AttentionOptions o;
        o.mask = rope::core::Mask::Causal;
        o.queryPositions = Eigen::VectorXd::Constant(1, row);
        const Eigen::RowVectorXd logits =
            rope::core::attentionAt(p.rope, c.q.middleRows(row, 1), c.k, c.v, o).logits.row(0);
        for (int b : {0, a / 2, a, cells - 1}) {
            double sum = 0;
            int count = 0;
            for (int j = b * pool; j < std::min(p.seqLen, (b + 1) * pool); ++j)
                if (j <= row) {
                    sum += logits[j];
                    ++count;
                }
            const double shown = data->cell(b, a);
            if (count == 0)
                QVERIFY(std::isnan(shown));
            else
                QVERIFY2(std::abs(shown - sum / count) < 1e-5 * (1 + std::abs(sum / count)),
                         qPrintable(QString("cell (%1, %2): %3 vs %4").arg(a).arg(b).arg(shown).arg(sum / count)));
        }
    }
}

void tst_HeatmapView::coarseFirstThenRefinedInPlace()
{
    // Random content at N = 8192: first one exact query row per block of 16 (a sixteenth of the
    // work), shown at once and not dimmed, said so in the caption; then every row, in place.
    AppParams p;
    p.rope.headDim = 64;
    p.seqLen = 8192;
    p.source = QkSource::Random;
    HeatmapView* view = m_window->view<HeatmapView>(u"heatmaps");
    m_window->applyParams(p);
    QTRY_VERIFY_WITH_TIMEOUT(view->caption().contains(QStringLiteral("First picture: 512 of the 8192 query rows")),
                             60000);
    const auto shown = m_window->controller()->latest();
    QVERIFY(shown->attention->coarse && !shown->attentionCurrent);
    QCOMPARE(shown->attention->sampledRows, 512);
    QVERIFY(view->maps().front()->plot()->isEnabled()); // the picture of these parameters: not dimmed
    QCOMPARE(view->maps().front()->colorMap()->data()->keySize(), 512);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->controller()->latest()->attentionCurrent, 60000);
    const auto full = m_window->controller()->latest()->attention;
    QVERIFY(!full->coarse && full->sampledRows == 0 && full->pool == 16);
    QTRY_VERIFY(!view->caption().contains(QStringLiteral("First picture")));
    QVERIFY2(view->caption().contains(QStringLiteral("16×16")), qPrintable(view->caption()));
    // Row 8 of block 0 is the one the first picture computed: the full map's cell (0, 0) is the mean
    // of all 16 rows of that block, the coarse one the mean of row 8 alone (its 9 visible keys).
    QVERIFY(shown->attention->rope.logits.cells(0, 0) != full->rope.logits.cells(0, 0));
}

void tst_HeatmapView::toeplitzAtLlamaContext()
{
    // Constant content at N = 131072: every row exact, from s(Δ). One block checked against the
    // logits of rotated vectors: s(Δ) = (R_Δ q)·(R_0 k)/√d, relative positions only (§3).
    AppParams p;
    p.rope.headDim = 64;
    p.rope.base = 500000;
    p.seqLen = 131072;
    apply(p);
    HeatmapView* view = m_window->view<HeatmapView>(u"heatmaps");
    const auto maps = m_window->controller()->latest()->attention;
    QVERIFY(maps->toeplitz);
    QCOMPARE(maps->sampledRows, 0);
    QCOMPARE(maps->pool, 256);
    QVERIFY2(view->caption().contains(QStringLiteral("Every row is exact")), qPrintable(view->caption()));
    const Eigen::VectorXd q = contentVector(p, rope::core::ContentRole::Query, 0);
    const Eigen::VectorXd k = contentVector(p, rope::core::ContentRole::Key, 0);
    const auto freqs = rope::core::frequencies(p.rope);
    auto s = [&](double delta) {
        const auto qr = rope::core::rotate<double>(p.rope, freqs, rope::core::RowMatrixXd(q.transpose()),
                                                   Eigen::VectorXd::Constant(1, delta), rope::core::Precision::Fp64);
        return qr.row(0).dot(k) / 8.0;
    };
    const int a = 10, b = 3; // rows 2560 … 2815, keys 768 … 1023: Δ from 1537 to 2047
    std::vector<double> byDelta(2048);
    for (int delta = 1537; delta <= 2047; ++delta)
        byDelta[size_t(delta)] = s(delta);
    double sum = 0;
    for (int i = a * 256; i < (a + 1) * 256; ++i)
        for (int j = b * 256; j < (b + 1) * 256; ++j)
            sum += byDelta[size_t(i - j)];
    const double shown = view->maps().front()->colorMap()->data()->cell(b, a);
    QVERIFY2(std::abs(shown - sum / 65536) < 1e-5 * (1 + std::abs(sum / 65536)),
             qPrintable(QString("%1 vs %2").arg(shown).arg(sum / 65536)));
}

void tst_HeatmapView::diagonalSpreadReadout()
{
    AppParams p;
    p.rope.headDim = 32;
    p.source = QkSource::Constant;
    p.heatmapMode = HeatmapMode::CompareEncodings;
    apply(p);
    const auto maps = m_window->controller()->latest()->attention;
    QVERIFY(maps->none && maps->sinusoidal);
    QVERIFY(maps->rope.logits.diagonalSpread < 1e-10);
    QVERIFY(maps->sinusoidal->logits.diagonalSpread > 0.1);
    QVERIFY(maps->none->logits.diagonalSpread < 1e-12); // no position at all: one value
    const auto& plots = m_window->view<HeatmapView>(u"heatmaps")->maps();
    QCOMPARE(int(plots.size()), 3);
    QVERIFY(plots[1]->title().contains("Sinusoidal") && plots[1]->title().contains("diagonal spread"));
    QVERIFY(plots[2]->title().contains("RoPE"));
}

void tst_HeatmapView::decompositionSumsToAdditiveLogits()
{
    AppParams p;
    p.rope.headDim = 16;
    p.seqLen = 40;
    p.source = QkSource::Random;
    p.heatmapMode = HeatmapMode::Decomposition;
    apply(p);
    const auto& plots = m_window->view<HeatmapView>(u"heatmaps")->maps();
    QCOMPARE(int(plots.size()), 5);
    double worst = 0;
    for (int a = 0; a < 40; ++a)
        for (int b = 0; b < 40; ++b) {
            double sum = 0;
            for (int t = 0; t < 4; ++t)
                sum += plots[size_t(t)]->colorMap()->data()->cell(b, a);
            worst = std::max(worst, std::abs(sum - plots[4]->colorMap()->data()->cell(b, a)));
        }
    QVERIFY2(worst < 1e-5, qPrintable(QString::number(worst)));
    // With W_Q and W_K (§1 of the first article) not even position–position is relative: W_Qᵀ W_K is
    // no rotation, so (W_Q p_m)ᵀ(W_K p_n) = p_mᵀ W_Qᵀ W_K p_n depends on m and n apart.
    auto maps = m_window->controller()->latest()->attention;
    QVERIFY(maps->decomposition[3].diagonalSpread > 0.01);
    QVERIFY(maps->decomposition[4].diagonalSpread > 0.1);
    QVERIFY(m_window->view<HeatmapView>(u"heatmaps")->caption().contains(QStringLiteral("W<sub>K</sub>")));

    // With W = I: p_mᵀp_n = Σ cos((m − n)θᵢ) is relative (constant diagonals), the sum is not.
    p.heatmapMode = HeatmapMode::DecompositionIdentity;
    apply(p);
    maps = m_window->controller()->latest()->attention;
    QVERIFY(maps->decomposition[3].diagonalSpread < 1e-10);
    QVERIFY(maps->decomposition[4].diagonalSpread > 0.1);
    // Its diagonal Δ = 0 is Σᵢ cos 0 / √d = (d/2)/√d = 8/4 = 2 (sinusoidal over D = d = 16 dimensions).
    QCOMPARE(maps->decomposition[3].max, 2.0f);
}

void tst_HeatmapView::notElementwiseDemonstration()
{
    AppParams p;
    p.rope.headDim = 16;
    apply(p);
    QComboBox* mode = m_window->view<HeatmapView>(u"heatmaps")->modeControl();
    mode->setCurrentIndex(mode->findData(int(HeatmapMode::NotElementwise)));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->controller()->latest()->attentionCurrent &&
                                 m_window->controller()->latest()->params.heatmapMode == HeatmapMode::NotElementwise,
                             10000);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->visibleViewsCurrent(), 60000);
    const auto& plots = m_window->view<HeatmapView>(u"heatmaps")->maps();
    QCOMPARE(int(plots.size()), 2);
    double plainMax = 0, ropeMax = 0;
    for (int a = 0; a < 64; ++a)
        for (int b = 0; b <= a; ++b) {
            plainMax = std::max(plainMax, std::abs(plots[0]->colorMap()->data()->cell(b, a)));
            ropeMax = std::max(ropeMax, std::abs(plots[1]->colorMap()->data()->cell(b, a)));
        }
    QVERIFY(plainMax < 1e-12); // q·k = 0 everywhere
    QVERIFY(ropeMax > 0.1); // the rotated logits are not
    QVERIFY(std::abs(m_window->controller()->latest()->q.dot(m_window->controller()->latest()->k)) < 1e-15);

    // The one colour bar beside the two maps draws their red–blue scale, with room for its ticks: too
    // narrow, its bar kept QCustomPlot's default blues and the labels lay over it without minus signs.
    auto* bar = m_window->view<HeatmapView>(u"heatmaps")->findChild<ColorBar*>();
    QVERIFY(bar);
    QTRY_VERIFY(bar->isVisible());
    auto* scale = qobject_cast<QCPColorScale*>(bar->plot()->plotLayout()->element(0, 0));
    QVERIFY(scale);
    flushLazyReplots();
    QTRY_VERIFY(bar->plot()->width() >= scale->minimumSize().width() && scale->minimumSize().width() > 12);
    // The bar takes the maps' height once they are laid out, which a loaded machine takes a few turns
    // of the event loop to reach.
    QRect area;
    QTRY_VERIFY([&] {
        flushLazyReplots();
        bar->plot()->replot();
        area = scale->axis()->axisRect()->rect();
        return area.width() >= 10 && area.height() > 60;
    }());
    const QImage image = bar->plot()->toPixmap().toImage();
    const QColor top = image.pixelColor(area.center().x(), area.top() + 3);
    const QColor bottom = image.pixelColor(area.center().x(), area.bottom() - 3);
    const QColor wantTop = plots[1]->colorMap()->gradient().color(1, QCPRange(-1, 1));
    const QColor wantBottom = plots[1]->colorMap()->gradient().color(-1, QCPRange(-1, 1));
    QVERIFY2(top.red() > top.blue() + 60 && bottom.blue() > bottom.red() + 60,
             qPrintable(QStringLiteral("bar top %1, bottom %2; the maps' scale runs %3 … %4")
                            .arg(top.name(), bottom.name(), wantBottom.name(), wantTop.name())));
}

void tst_HeatmapView::clickingACellMovesTheClocks()
{
    AppParams p;
    p.rope.headDim = 16;
    apply(p);
    flushLazyReplots(); // the axes are placed by the replot a resize queued
    QCustomPlot* plot = m_window->view<HeatmapView>(u"heatmaps")->maps().front()->plot();
    const QPoint pixel(int(plot->xAxis->coordToPixel(5)), int(plot->yAxis->coordToPixel(20)));
    QSignalSpy spy(m_window->controller(), &ComputeController::resultsReady);
    QTest::mouseClick(plot, Qt::LeftButton, {}, pixel);
    QVERIFY(spy.wait(3000));
    const auto r = m_window->controller()->latest();
    QCOMPARE(r->params.m, 20.0);
    QCOMPARE(r->params.n, 5.0);
    QCOMPARE(m_window->view<ClocksView>(u"clocks")->displayedM(), 20.0);
    QCOMPARE(m_window->view<ClocksView>(u"clocks")->displayedN(), 5.0);
}

void tst_HeatmapView::hoverShowsPositions()
{
    AppParams p;
    p.rope.headDim = 16;
    apply(p);
    View::settleLayouts(); // the map takes its place once the caption's row has its height
    flushLazyReplots(); // the axes are placed by the replot a resize queued
    QCustomPlot* plot = m_window->view<HeatmapView>(u"heatmaps")->maps().front()->plot();
    QTest::mouseMove(plot, QPoint(int(plot->xAxis->coordToPixel(7)), int(plot->yAxis->coordToPixel(30))));
    QTRY_VERIFY2(m_window->view<HeatmapView>(u"heatmaps")->hoverText().contains("m = 30, n = 7, Δ = 23"),
                 qPrintable(m_window->view<HeatmapView>(u"heatmaps")->hoverText()));
    // The weight shown is core's softmax weight at (30, 7), recomputed here.
    const QRegularExpression number(QStringLiteral("weight ([-0-9.e]+)"));
    const auto match = number.match(m_window->view<HeatmapView>(u"heatmaps")->hoverText());
    QVERIFY2(match.hasMatch(), qPrintable(m_window->view<HeatmapView>(u"heatmaps")->hoverText()));
    const rope::core::Content c = rope::core::makeContent(p.rope, p.seqLen, p.contentSpec());
    rope::core::AttentionOptions o;
    o.mask = rope::core::Mask::Causal;
    const double expected = rope::core::attentionAt(p.rope, c.q, c.k, c.v, o).weights(30, 7);
    QVERIFY2(std::abs(match.captured(1).toDouble() - expected) <= 1e-5 * expected,
             qPrintable(QStringLiteral("%1 vs %2").arg(match.captured(1)).arg(expected)));
}

void tst_HeatmapView::curveCursorEqualsClockTotal()
{
    AppParams p;
    p.rope.headDim = 32;
    p.source = QkSource::Random;
    apply(p);
    m_window->showView(QStringLiteral("curve"));
    QCustomPlot* plot = m_window->view<ScoreCurveView>(u"curve")->plot();
    QTRY_VERIFY(plot->graphCount() > 0 && plot->graph(0)->parentPlot());
    QTest::qWait(50);
    flushLazyReplots(); // the axes are placed by the replot a resize queued
    // Drag-click the cursor to Δ = 17.
    const int x = int(plot->xAxis->coordToPixel(17));
    const int y = plot->axisRect()->rect().center().y();
    QSignalSpy spy(m_window->controller(), &ComputeController::resultsReady);
    QTest::mousePress(plot, Qt::LeftButton, {}, QPoint(x, y));
    QTest::mouseRelease(plot, Qt::LeftButton, {}, QPoint(x, y));
    QVERIFY(spy.wait(3000));
    const auto r = m_window->controller()->latest();
    QCOMPARE(r->params.delta(), 17.0);
    auto* view = m_window->view<ScoreCurveView>(u"curve");
    const double cursor = view->valueAtCursor();
    QVERIFY2(std::abs(cursor - m_window->view<ClocksView>(u"clocks")->frame().total) < 1e-9,
             qPrintable(QString("%1 vs %2").arg(cursor).arg(m_window->view<ClocksView>(u"clocks")->frame().total)));
    QVERIFY(std::abs(cursor - r->score) < 1e-9);

    // Step 9: the q = k curve and the decay bound both peak at Δ = 0. The dashed bound is drawn under
    // every curve, and its own axis leaves its peak lower, so the curve's peak shows.
    view->applyViewState(QJsonObject{{"bound", true}, {"qEqualsK", true}});
    QCPGraph* bound = nullptr;
    for (int g = 0; g < plot->graphCount(); ++g)
        if (plot->graph(g)->valueAxis() == plot->yAxis2)
            bound = plot->graph(g);
    QTRY_VERIFY(bound && bound->visible() && bound->dataCount() > 0);
    for (int g = 0; g < plot->graphCount(); ++g)
        if (plot->graph(g) != bound)
            QVERIFY2(bound->layer()->index() < plot->graph(g)->layer()->index(), qPrintable(plot->graph(g)->name()));
    double top = -INFINITY;
    for (auto it = bound->data()->constBegin(); it != bound->data()->constEnd(); ++it)
        top = std::max(top, it->value);
    QVERIFY(plot->yAxis2->coordToPixel(top) > plot->axisRect()->top() + 0.15 * plot->axisRect()->height());
}

void tst_HeatmapView::xposOverlayDecays()
{
    // d = 2, θ = π/2, q = k = (1, 0): plain RoPE gives s(Δ) = cos(Δπ/2), which never decays; xPos with
    // B = 1 multiplies by ζ_0^Δ, ζ_0 = (0 + 0.4·2)/(1.4·2) = 2/7, so s(2) = −4/49 and s(4) = 16/2401.
    AppParams p;
    p.rope.headDim = 2;
    p.rope.thetaOverride = std::numbers::pi / 2;
    p.source = QkSource::Explicit;
    p.explicitQ = {1, 0};
    p.explicitK = {1, 0};
    p.seqLen = 16;
    apply(p);
    m_window->showView(QStringLiteral("curve"));
    auto* view = m_window->view<ScoreCurveView>(u"curve");
    view->xposControl()->trigger(); // the Overlays menu's item
    QDoubleSpinBox* base = view->xposScaleBaseControl();
    QTRY_VERIFY(base->isVisible());
    base->selectAll();
    QTest::keyClicks(base, QStringLiteral("1"));
    QTest::keyClick(base, Qt::Key_Enter);
    QCOMPARE(base->value(), 1.0);
    const auto valueAt = [view](double delta) {
        const auto it = view->xposGraph()->data()->findBegin(delta, false);
        return it != view->xposGraph()->data()->constEnd() && it->key == delta ? it->value : NAN;
    };
    QTRY_VERIFY(view->xposGraph()->visible() && std::abs(valueAt(2) + 4.0 / 49) < 1e-14);
    QVERIFY(std::abs(valueAt(0) - 1.0) < 1e-14);
    QVERIFY(std::abs(valueAt(4) - 16.0 / 2401) < 1e-14);
    QVERIFY(std::abs(valueAt(-2) + 49.0 / 4) < 1e-12); // the key after the query: the scale grows
    QVERIFY(view->facts().value("xpos.lastOverZero").toDouble() < 1e-6); // Δ = 16: (2/7)^16·|cos 8π|

    // Out to Δ = 10⁶ with B = 512: ζ_0^(Δ/B) stays a double all the way (it underflows to 0), so the
    // curve runs to the axis' end. It used to stop at 1.45·10⁵, where an implementation that scales q
    // by ζ^(m/B) and k by ζ^(−n/B) separately would overflow.
    QTest::mouseClick(view->logAxisControl(), Qt::LeftButton);
    base->selectAll();
    QTest::keyClicks(base, QStringLiteral("512"));
    QTest::keyClick(base, Qt::Key_Enter);
    QCOMPARE(base->value(), 512.0);
    QTRY_VERIFY(!view->xposGraph()->data()->isEmpty() && (view->xposGraph()->data()->constEnd() - 1)->key > 9e5);
    int finite = 0, beyond = 0;
    for (const QCPGraphData& point : *view->xposGraph()->data()) {
        finite += std::isfinite(point.value);
        beyond += point.key > 1.5e5 && std::isfinite(point.value);
    }
    QCOMPARE(finite, view->xposGraph()->data()->size());
    QVERIFY(beyond > 0);
    QVERIFY(std::abs((view->xposGraph()->data()->constEnd() - 1)->value) < 1e-300); // (2/7)^1953 = 0
}

QTEST_MAIN(tst_HeatmapView)
#include "tst_heatmapview.moc"
