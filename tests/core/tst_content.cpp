// Generated content: reproducible, the right statistics, and a look-back head that really looks back.

#include "core/attention.h"
#include "core/content.h"
#include "testutil.h"

#include <QtTest>

using namespace rope::core;

class tst_Content : public QObject {
    Q_OBJECT

private slots:
    void gaussianIsReproducibleAndStandard();
    void constantRowsRepeat();
    void randomTokensArePositionAddressable();
    void lookBackPeaksAtItsDelta_data();
    void lookBackPeaksAtItsDelta();
};

void tst_Content::gaussianIsReproducibleAndStandard()
{
    const RowMatrixXd a = gaussianMatrix(400, 250, 77), b = gaussianMatrix(400, 250, 77);
    QVERIFY(rope::test::maxAbsDiff(a, b) == 0.0);
    QVERIFY(rope::test::maxAbsDiff(a, gaussianMatrix(400, 250, 78)) > 1);
    // 1e5 samples: mean within ±0.02 (≈6σ), variance within ±0.03.
    const double mean = a.mean();
    const double variance = (a.array() - mean).square().mean();
    ROPE_COMPARE_NEAR(mean, 0.0, 0.02);
    ROPE_COMPARE_NEAR(variance, 1.0, 0.03);
}

void tst_Content::constantRowsRepeat()
{
    RopeParams p;
    p.headDim = 8;
    const Content c = makeContent(p, 5, {ContentSource::Constant, 3});
    for (Eigen::Index r = 1; r < 5; ++r) {
        QVERIFY(rope::test::maxAbsDiff(c.q.row(r), c.q.row(0)) == 0.0);
        QVERIFY(rope::test::maxAbsDiff(c.k.row(r), c.k.row(0)) == 0.0);
    }
}

void tst_Content::randomTokensArePositionAddressable()
{
    RopeParams p;
    p.headDim = 8;
    const ContentSpec spec{ContentSource::Random, 9};
    const Content small = makeContent(p, 4, spec), large = makeContent(p, 40, spec);
    QVERIFY(rope::test::maxAbsDiff(small.q, large.q.topRows(4)) == 0.0);
    QVERIFY(rope::test::maxAbsDiff(contentAt(p, spec, ContentRole::Key, 33), large.k.row(33).transpose()) == 0.0);
    QVERIFY(rope::test::maxAbsDiff(large.q.row(1), large.q.row(2)) > 0.1); // tokens differ
    QVERIFY(rope::test::maxAbsDiff(large.q.row(1), large.k.row(1)) > 0.1); // q and k differ
    // Far positions are as cheap as near ones.
    QCOMPARE(contentAt(p, spec, ContentRole::Query, 1000000).size(), 8);
}

void tst_Content::lookBackPeaksAtItsDelta_data()
{
    QTest::addColumn<int>("pairing");
    QTest::addColumn<int>("lookBack");
    QTest::newRow("interleaved delta=3") << int(Pairing::Interleaved) << 3;
    QTest::newRow("half-split delta=7") << int(Pairing::HalfSplit) << 7;
    QTest::newRow("delta=0 (attend to self)") << int(Pairing::Interleaved) << 0;
}

void tst_Content::lookBackPeaksAtItsDelta()
{
    QFETCH(int, pairing);
    QFETCH(int, lookBack);
    RopeParams p;
    p.headDim = 64;
    p.pairing = Pairing(pairing);
    const Content c = makeContent(p, 40, {ContentSource::LookBack, 0, lookBack, 8.0});
    AttentionOptions o;
    o.mask = Mask::Causal;
    const auto r = attention<double>(p, c.q, c.k, c.v, o);
    for (Eigen::Index m = lookBack; m < 40; ++m) {
        Eigen::Index n;
        r.weights.row(m).maxCoeff(&n);
        QCOMPARE(m - n, Eigen::Index(lookBack));
        ROPE_COMPARE_NEAR(r.logits(m, m - lookBack), 8.0, 1e-12); // the requested peak logit
    }
}

QTEST_APPLESS_MAIN(tst_Content)
#include "tst_content.moc"
