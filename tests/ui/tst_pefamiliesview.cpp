// The PE-families view, driven by its controls: with q = k scaled so that q·k/√d = 2, NoPE's logit is 2
// everywhere, ALiBi's 2 − slope·|Δ|, KERPLE's 2 − r₁·ln(1 + r₂·|Δ|), T5's 2 + the table's entry of the
// bucket worked out by hand; the Δ-only families draw no band and the added ones do; a learned table
// read from a checkpoint gives the logits written out here, and nothing past its last row.

#include "core/content.h"
#include "ui/views/pefamiliesview.h"
#include "ui/widgets/colorbar.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/texttable.h"

#include "testfiles.h"
#include "testutil.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QtTest>

#include <cmath>

using namespace rope::ui;
using namespace rope::model;

namespace {

void typeInto(QSpinBox* box, int value)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, QString::number(value));
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(box->value(), value);
}

const PeFamilyResult* resultOf(const PeFamiliesView& view, PeFamily family)
{
    for (const PeFamilyResult& r : view.data()->results)
        if (r.family == family)
            return &r;
    return nullptr;
}

// The curve's value at Δ for a family: its mean graph, found by its legend name.
double curveAt(const PeFamiliesView& view, PeFamily family, double delta)
{
    QCustomPlot* plot = view.curvePlot();
    for (int g = 0; g < plot->graphCount(); ++g)
        if (plot->graph(g)->name() == peFamilyName(family)) {
            const auto it = plot->graph(g)->data()->findBegin(delta, false);
            return it != plot->graph(g)->data()->constEnd() && it->key == delta ? it->value : NAN;
        }
    return NAN;
}

} // namespace

class tst_PeFamiliesView : public QObject {
    Q_OBJECT

private slots:
    void biasCurvesByHand();
    void spreadSeparatesTheFamilies();
    void controlsChangeWhatIsDrawn();
    void checkpointTableStandsForLearned();
    void oneColourBarBesideEveryRow();
};

void tst_PeFamiliesView::biasCurvesByHand()
{
    PeFamiliesView view;
    view.resize(1280, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ROPE_WAIT_CURRENT(&view);
    QCOMPARE(view.mapPlots().size(), size_t(kPeFamilyCount));
    // Defaults: N = 64, 8 heads, head 3 (ALiBi slope 2^(−8·4/8) = 1/16), KERPLE r₁ = 1, r₂ = 0.5.
    for (double delta : {0.0, 1.0, 10.0, -7.0, 63.0}) {
        ROPE_COMPARE_NEAR(curveAt(view, PeFamily::NoPE, delta), 2.0, 1e-12);
        ROPE_COMPARE_NEAR(curveAt(view, PeFamily::Alibi, delta), 2.0 - std::abs(delta) / 16, 1e-12);
        ROPE_COMPARE_NEAR(curveAt(view, PeFamily::Kerple, delta), 2.0 - std::log(1 + 0.5 * std::abs(delta)), 1e-12);
    }
    // T5, bidirectional, 32 buckets over 16 per side, 8 exact: Δ = 3 → bucket 3; Δ = −3 (key after
    // the query) → 16 + 3; Δ = 40 (max distance 32) → the last bucket, 15. The table: N(0, 1), seed 1.
    const rope::core::RowMatrixXd table = rope::core::gaussianMatrix(32, 8, 1);
    ROPE_COMPARE_NEAR(curveAt(view, PeFamily::T5, 3), 2.0 + table(3, 3), 1e-12);
    ROPE_COMPARE_NEAR(curveAt(view, PeFamily::T5, -3), 2.0 + table(19, 3), 1e-12);
    ROPE_COMPARE_NEAR(curveAt(view, PeFamily::T5, 40), 2.0 + table(15, 3), 1e-12);
    // RoPE at Δ = 0: q̃·q̃ = q·q, the content's 2.
    ROPE_COMPARE_NEAR(curveAt(view, PeFamily::Rope, 0), 2.0, 1e-12);
}

void tst_PeFamiliesView::spreadSeparatesTheFamilies()
{
    PeFamiliesView view;
    view.resize(1280, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ROPE_WAIT_CURRENT(&view);
    const QJsonObject facts = view.facts();
    for (const char* key : {"t5", "alibi", "kerple", "nope"})
        QVERIFY2(facts.value(QStringLiteral("%1.spread").arg(key)).toDouble() == 0.0, key);
    for (const char* key : {"rope", "p-rope", "xpos"})
        QVERIFY2(facts.value(QStringLiteral("%1.spread").arg(key)).toDouble() < 1e-12, key);
    for (const char* key : {"learned", "sinusoidal"})
        QVERIFY2(facts.value(QStringLiteral("%1.spread").arg(key)).toDouble() > 0.1, key);
    // A band (two filled graphs) for each of the two added families, none for the others: nine means.
    QCOMPARE(view.curvePlot()->graphCount(), kPeFamilyCount + 2 * 2);
    // ALiBi and KERPLE fall with distance; NoPE does not.
    QVERIFY(facts.value("alibi.drop").toDouble() > 1);
    QVERIFY(facts.value("kerple.drop").toDouble() > 1);
    QVERIFY(std::abs(facts.value("nope.drop").toDouble()) < 1e-12);
    QVERIFY(view.readouts()->text().contains(peFamilyName(PeFamily::Rope)));
}

void tst_PeFamiliesView::controlsChangeWhatIsDrawn()
{
    PeFamiliesView view;
    view.resize(1280, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ROPE_WAIT_CURRENT(&view);
    for (PeFamily f : {PeFamily::NoPE, PeFamily::Sinusoidal, PeFamily::Xpos, PeFamily::PRope})
        QTest::mouseClick(view.familyControl(f), Qt::LeftButton);
    ROPE_WAIT_CURRENT(&view);
    QCOMPARE(view.mapPlots().size(), size_t(5));
    QVERIFY(!view.familyControl(PeFamily::NoPE)->isChecked());

    // Causal: Δ ≥ 0 only, the upper triangle masked; T5 takes its decoder's buckets (16 exact).
    view.maskControl()->setFocus();
    QTest::keyClick(view.maskControl(), Qt::Key_Down);
    ROPE_WAIT_CURRENT(&view);
    const PeFamilyResult* t5 = resultOf(view, PeFamily::T5);
    QVERIFY(t5);
    QVERIFY(t5->deltas[0] == 0.0); // the first Δ is exactly 0
    QVERIFY(std::isinf(t5->logits(2, 5)));
    const rope::core::RowMatrixXd table = rope::core::gaussianMatrix(32, 8, 1);
    ROPE_COMPARE_NEAR(curveAt(view, PeFamily::T5, 12), 2.0 + table(12, 3), 1e-12); // 12 < 16: exact

    // Learned table of L = 48 rows under N = 64: no logit for position 48 on.
    const PeFamilyResult* learned = resultOf(view, PeFamily::Learned);
    QVERIFY(std::isnan(learned->logits(50, 10)));
    QVERIFY(std::isfinite(learned->logits(47, 10)));

    // 12 heads, head 9: the slope of BLOOM's extension, 2^(−1.5).
    typeInto(view.headsControl(), 12);
    typeInto(view.headControl(), 9);
    ROPE_WAIT_CURRENT(&view);
    ROPE_COMPARE_NEAR(curveAt(view, PeFamily::Alibi, 4), 2.0 - 4 * std::pow(2.0, -1.5), 1e-12);
    QVERIFY(view.stateCaption().contains(QStringLiteral("head 9 of 12")));
}

void tst_PeFamiliesView::checkpointTableStandsForLearned()
{
    // A 6 × 4 wpe: row p = (p, 0, 0, 1)/4, so P_m·P_n = (m·n + 1)/16.
    QTemporaryDir dir;
    QList<float> values;
    for (int p = 0; p < 6; ++p)
        values << float(p) / 4 << 0.0f << 0.0f << 0.25f;
    const QString path = rope::test::writeFile(
        dir, "model.safetensors",
        rope::test::safetensorsBytes({{"transformer.wpe.weight", "F32", {6, 4}, rope::test::floats(values)}}));
    PeFamiliesView view;
    view.resize(1280, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.applyViewState({{"families", "learned,nope"}, {"length", 8}});
    view.openTable(path);
    ROPE_WAIT_CURRENT(&view);
    QVERIFY(view.data());
    QCOMPARE(view.data()->tableName, QStringLiteral("transformer.wpe.weight"));
    QCOMPARE(view.data()->contentDim, 4);
    // q = k of length √(2·√4) = 2 along the seed's direction: logit = (q + P_m)·(q + P_n)/√4.
    const rope::core::RowMatrixXd g = rope::core::gaussianMatrix(2, 4, 1);
    const Eigen::RowVectorXd q = g.row(0).normalized() * 2.0;
    const PeFamilyResult* learned = resultOf(view, PeFamily::Learned);
    for (int m = 0; m < 6; ++m)
        for (int n = 0; n < 6; ++n) {
            const Eigen::RowVectorXd pm = Eigen::RowVector4d(m / 4.0, 0, 0, 0.25);
            const Eigen::RowVectorXd pn = Eigen::RowVector4d(n / 4.0, 0, 0, 0.25);
            ROPE_COMPARE_NEAR(learned->logits(m, n), (q + pm).dot(q + pn) / 2, 1e-6);
        }
    QVERIFY(std::isnan(learned->logits(6, 0)));
    QVERIFY(std::isnan(learned->logits(7, 7)));
    QVERIFY(view.stateCaption().contains(QStringLiteral("model.safetensors")));

    // A checkpoint without such a table: the reason, on screen.
    const QString other = rope::test::writeFile(
        dir, "other.safetensors",
        rope::test::safetensorsBytes(
            {{"model.layers.0.self_attn.q_proj.weight", "F32", {4, 4}, rope::test::floats(QList<float>(16, 1.0f))}}));
    view.openTable(other);
    ROPE_WAIT_CURRENT(&view);
    QVERIFY(!view.data()->tableError.isEmpty());
}

void tst_PeFamiliesView::oneColourBarBesideEveryRow()
{
    // Nine maps in three rows on one scale: the bar runs from the first row's cells to the last row's.
    PeFamiliesView view;
    view.resize(1280, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ROPE_WAIT_CURRENT(&view);
    QCOMPARE(view.mapPlots().size(), size_t(kPeFamilyCount));
    auto* bar = view.findChild<ColorBar*>();
    QVERIFY(bar && bar->isVisibleTo(&view));
    const auto cells = [&](MapPlot* map) {
        return QRect(map->mapTo(&view, map->plotArea().topLeft()), map->plotArea().size());
    };
    // Measured again until the layout settles: the maps find their rows over a few layout passes.
    QString seen;
    const auto barSpansTheRows = [&] {
        const QRect first = cells(view.mapPlots().front()), last = cells(view.mapPlots().back());
        const int top = bar->mapTo(&view, QPoint(0, 0)).y(),
                  bottom = bar->mapTo(&view, QPoint(0, bar->height() - 1)).y();
        seen = QStringLiteral("bar %1…%2, cells %3…%4 and %5…%6")
                   .arg(top)
                   .arg(bottom)
                   .arg(first.top())
                   .arg(first.bottom())
                   .arg(last.top())
                   .arg(last.bottom());
        return last.top() > first.bottom() && std::abs(top - first.top()) <= 1 && std::abs(bottom - last.bottom()) <= 1;
    };
    QTRY_VERIFY2(barSpansTheRows(), qPrintable(seen));
}

QTEST_MAIN(tst_PeFamiliesView)
#include "tst_pefamiliesview.moc"
