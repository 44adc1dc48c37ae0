// KV-cache decoding against full recompute, and the off-by-one position bug.

#include "core/attention.h"
#include "core/content.h"
#include "core/kvcache.h"
#include "testutil.h"

#include <QtTest>

using namespace rope::core;
using rope::test::maxAbsDiff;

class tst_KvCache : public QObject {
    Q_OBJECT

private slots:
    void decodeEqualsFullCausal_data();
    void decodeEqualsFullCausal();
    void stepRowsMatchFullRows();
    void offByOneQueryPositionDiffers();
};

void tst_KvCache::decodeEqualsFullCausal_data()
{
    QTest::addColumn<int>("pairing");
    QTest::addColumn<double>("start");
    QTest::newRow("interleaved from 0") << int(Pairing::Interleaved) << 0.0;
    QTest::newRow("half-split from 500") << int(Pairing::HalfSplit) << 500.0;
}

void tst_KvCache::decodeEqualsFullCausal()
{
    QFETCH(int, pairing);
    QFETCH(double, start);
    RopeParams p;
    p.headDim = 32;
    p.pairing = Pairing(pairing);
    const Content c = makeContent(p, 40, {ContentSource::Random, 12});
    const Eigen::VectorXd pos = consecutivePositions(40, start);
    AttentionOptions o;
    o.mask = Mask::Causal;
    o.queryPositions = o.keyPositions = pos;
    const auto full = attention<double>(p, c.q, c.k, c.v, o);
    QVERIFY(maxAbsDiff(decodeWithCache(p, c.q, c.k, c.v, pos), full.output) < 1e-12);
}

void tst_KvCache::stepRowsMatchFullRows()
{
    RopeParams p;
    p.headDim = 16;
    const Content c = makeContent(p, 10, {ContentSource::Random, 13});
    AttentionOptions o;
    o.mask = Mask::Causal;
    const auto full = attention<double>(p, c.q, c.k, c.v, o);
    KvCache cache(p, 16);
    for (Eigen::Index t = 0; t < 10; ++t) {
        cache.append(c.k.row(t), c.v.row(t), double(t));
        const DecodeStep step = cache.attend(c.q.row(t), double(t));
        QCOMPARE(step.logits.size(), t + 1);
        QVERIFY(maxAbsDiff(step.logits, full.logits.row(t).head(t + 1)) < 1e-12);
        QVERIFY(maxAbsDiff(step.weights, full.weights.row(t).head(t + 1)) < 1e-13);
    }
    QCOMPARE(cache.size(), 10);
}

void tst_KvCache::offByOneQueryPositionDiffers()
{
    // The classic bug: the new query rotated by t + 1 while its key went in at t.
    RopeParams p;
    p.headDim = 16;
    const Content c = makeContent(p, 12, {ContentSource::Random, 14});
    KvCache cache(p, 16);
    for (Eigen::Index t = 0; t < 12; ++t)
        cache.append(c.k.row(t), c.v.row(t), double(t));
    const DecodeStep right = cache.attend(c.q.row(11), 11.0);
    const DecodeStep wrong = cache.attend(c.q.row(11), 12.0);
    QVERIFY(maxAbsDiff(right.logits, wrong.logits) > 1e-3);
    // Shifting every position together, however, changes nothing (relative positions only).
    KvCache shifted(p, 16);
    for (Eigen::Index t = 0; t < 12; ++t)
        shifted.append(c.k.row(t), c.v.row(t), double(t + 100));
    QVERIFY(maxAbsDiff(shifted.attend(c.q.row(11), 111.0).logits, right.logits) < 1e-12);
}

QTEST_APPLESS_MAIN(tst_KvCache)
#include "tst_kvcache.moc"
