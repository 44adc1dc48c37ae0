// The linear-attention and KV-cache views show core's numbers; the cache equals full recompute and
// the decoding bugs do not.

#include "core/content.h"
#include "core/linearattention.h"
#include "ui/model/computecontroller.h"
#include "ui/model/numberformat.h"
#include "ui/views/kvcacheview.h"
#include "ui/views/linearattentionview.h"
#include "ui/widgets/mapplot.h"
#include "ui/window/mainwindow.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSlider>
#include <QtTest>

#include "testutil.h"

using namespace rope::ui;
using namespace rope::model;

class tst_LinearKvView : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void linearWeightsAreCore();
    void prefixStateAccumulates();
    void cacheEqualsRecomputeAndBugsDiffer_data();
    void cacheEqualsRecomputeAndBugsDiffer();

private:
    void apply(const AppParams& p);
    std::unique_ptr<MainWindow> m_window;
};

void tst_LinearKvView::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void tst_LinearKvView::cleanup() { m_window.reset(); }

void tst_LinearKvView::apply(const AppParams& p)
{
    m_window->applyParams(p);
    QTRY_VERIFY(m_window->controller()->latest() && m_window->controller()->latest()->params == p);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->visibleViewsCurrent(), 60000);
}

void tst_LinearKvView::linearWeightsAreCore()
{
    AppParams p;
    p.rope.headDim = 16;
    p.seqLen = 40;
    p.source = QkSource::Random;
    m_window->showView(QStringLiteral("linear"));
    apply(p);
    const rope::core::Content c = rope::core::makeContent(p.rope, 40, p.contentSpec());
    const rope::core::RowMatrixXd w = rope::core::linearAttentionWeights(
        p.rope, c.q, c.k, rope::core::consecutivePositions(40), rope::core::Mask::Causal);
    QCPColorMapData* data = m_window->view<LinearAttentionView>(u"linear")->linearMap()->colorMap()->data();
    for (int m : {0, 7, 39})
        for (int n : {0, 3, 7})
            if (n <= m)
                QVERIFY(std::abs(data->cell(n, m) - w(m, n)) < 1e-6);
    QVERIFY(w.minCoeff() < 0); // random tokens: some weights are negative
    // The readout counts them, the count the test makes from core's weights; with none (the same q
    // and k everywhere, the figure's own scene) it says so instead of naming blue cells there are not.
    const auto readout = [this] {
        for (QLabel* label : m_window->view<LinearAttentionView>(u"linear")->findChildren<QLabel*>())
            if (label->text().startsWith(QStringLiteral("<b>Row sums</b>")))
                return label->text();
        return QString();
    };
    const qsizetype negatives = (w.array() < 0).count();
    // Out of the 40·41/2 = 820 cells the causal mask leaves, not the 1600 of the square.
    QVERIFY2(readout().contains(QStringLiteral("%1 of 820 weights negative (blue)").arg(negatives)),
             qPrintable(readout()));
    // "Signs only" (a click, as a learner toggles it): each cell is +1 or −1 by its weight's sign, and
    // the map holds as many −1 cells as core has negative weights.
    LinearAttentionView* view = m_window->view<LinearAttentionView>(u"linear");
    QCheckBox* signs = view->findChild<QCheckBox*>();
    QVERIFY(signs && signs->text() == QStringLiteral("Signs only"));
    QTest::mouseClick(signs, Qt::LeftButton, {}, QPoint(8, signs->height() / 2));
    QVERIFY(signs->isChecked());
    QCOMPARE(view->viewState().value("signs").toBool(), true);
    qsizetype minusOnes = 0;
    for (int m = 0; m < 40; ++m)
        for (int n = 0; n <= m; ++n) {
            const double cell = view->linearMap()->colorMap()->data()->cell(n, m);
            QVERIFY2(cell == (w(m, n) > 0 ? 1.0 : -1.0),
                     qPrintable(QStringLiteral("%1, %2: %3").arg(m).arg(n).arg(cell)));
            minusOnes += cell == -1.0;
        }
    QCOMPARE(minusOnes, negatives);
    // Its colour bar reads −1, 0 and +1 at its ends and middle, the three values a cell can hold.
    QCPAxis* scale = view->linearMap()->colorMap()->colorScale()->axis();
    view->linearMap()->plot()->replot();
    QCOMPARE(scale->tickVector(), QVector<double>({-1.0, 0.0, 1.0}));
    QCOMPARE(scale->tickVectorLabels(),
             QVector<QString>({QStringLiteral("−1"), QStringLiteral("0"), QStringLiteral("+1")}));
    signs->setChecked(false);
    QVERIFY(std::abs(view->linearMap()->colorMap()->data()->cell(3, 7) - w(7, 3)) < 1e-6);
    view->linearMap()->plot()->replot();
    // The weights' own ticks again: numbers, not the three names, as many as the bar has room for.
    QVERIFY(!qSharedPointerDynamicCast<QCPAxisTickerText>(scale->ticker()));
    QVERIFY2(scale->tickVector().size() >= 2, qPrintable(QString::number(scale->tickVector().size())));
    QVERIFY(scale->tickVectorLabels() !=
            QVector<QString>({QStringLiteral("−1"), QStringLiteral("0"), QStringLiteral("+1")}));
    AppParams constant = p;
    constant.source = QkSource::Constant;
    apply(constant);
    const rope::core::Content same = rope::core::makeContent(constant.rope, 40, constant.contentSpec());
    const rope::core::RowMatrixXd positive = rope::core::linearAttentionWeights(
        constant.rope, same.q, same.k, rope::core::consecutivePositions(40), rope::core::Mask::Causal);
    QCOMPARE((positive.array() < 0).count(), qsizetype(0));
    QVERIFY2(readout().contains(QStringLiteral("none of the 820 weights negative")), qPrintable(readout()));
    apply(p);
    const auto* sums = m_window->view<LinearAttentionView>(u"linear")->rowSumPlot()->graph(0)->data().data();
    QCOMPARE(sums->size(), 40);
    QVERIFY(std::abs(sums->at(20)->value - w.row(20).sum()) < 1e-12);
    // Under RoFormer's map, where the tour's question looks, the range of the row sums core gives.
    QLabel* rowSums = nullptr;
    for (QLabel* label : m_window->view<LinearAttentionView>(u"linear")->findChildren<QLabel*>())
        if (label->text().startsWith(QStringLiteral("<b>Row sums</b>")))
            rowSums = label;
    QVERIFY(rowSums);
    // … and the count of negative weights the caption above it promises.
    QCOMPARE(rowSums->text(),
             QStringLiteral("<b>Row sums</b> from %1 to %2 (softmax: all 1); %3 of 820 weights negative (blue).")
                 .arg(formatNumber(w.rowwise().sum().minCoeff(), 4), formatNumber(w.rowwise().sum().maxCoeff(), 4))
                 .arg((w.array() < 0).count()));
    const auto* error = m_window->view<LinearAttentionView>(u"linear")->errorPlot()->graph(0)->data().data();
    QVERIFY(error->at(error->size() - 1)->value < error->at(0)->value); // more features, smaller error
}

void tst_LinearKvView::prefixStateAccumulates()
{
    AppParams p;
    p.rope.headDim = 8;
    p.seqLen = 20;
    p.source = QkSource::Random;
    m_window->showView(QStringLiteral("linear"));
    apply(p);
    QSlider* slider = m_window->view<LinearAttentionView>(u"linear")->prefixControl();
    slider->setValue(5);
    const rope::core::Content c = rope::core::makeContent(p.rope, 20, p.contentSpec());
    const Eigen::VectorXd expected = rope::core::eluPlusOne(c.k.topRows(6)).colwise().sum().transpose();
    QVERIFY((m_window->view<LinearAttentionView>(u"linear")->prefixSumOne() - expected).cwiseAbs().maxCoeff() < 1e-12);
}

void tst_LinearKvView::cacheEqualsRecomputeAndBugsDiffer_data()
{
    QTest::addColumn<int>("bug");
    QTest::newRow("off by one") << int(KvCacheView::Bug::OffByOne);
    QTest::newRow("position reset") << int(KvCacheView::Bug::PositionReset);
}

void tst_LinearKvView::cacheEqualsRecomputeAndBugsDiffer()
{
    QFETCH(int, bug);
    AppParams p;
    p.rope.headDim = 32;
    m_window->showView(QStringLiteral("kv-cache"));
    apply(p);
    KvCacheView* view = m_window->view<KvCacheView>(u"kv-cache");
    QComboBox* bugs = view->bugControl();
    bugs->setCurrentIndex(bugs->findData(bug));
    ROPE_WAIT_CURRENT(view);
    for (int t : {10, 20, 30, 50}) {
        view->stepControl()->setValue(t);
        QVERIFY2(view->maxDifference() < 1e-12, qPrintable(QString::number(view->maxDifference())));
        QCOMPARE(t - view->correctPeak(), 4); // the look-back head attends 4 back
        if (bug == int(KvCacheView::Bug::OffByOne))
            QVERIFY(view->buggyPeak() != view->correctPeak()); // the peak moves by one
        if (bug == int(KvCacheView::Bug::PositionReset)) {
            if (t < 16) // still inside the 16 prompt tokens: nothing to break yet
                QVERIFY(view->bugDifference() == 0.0);
            else if (t <= 30) // the prompt's keys now sit a few positions behind the query: the row changes
                QVERIFY2(view->bugDifference() > 0.05, qPrintable(QString::number(view->bugDifference())));
        }
    }
}

QTEST_MAIN(tst_LinearKvView)
#include "tst_linearkvview.moc"
