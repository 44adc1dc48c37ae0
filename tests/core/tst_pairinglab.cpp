// The pairing lab's numbers: equivalence through the permutation, and the weight-conversion trap.

#include "core/content.h"
#include "core/pairinglab.h"
#include "core/pooling.h"
#include "testutil.h"

#include <QtTest>

using namespace rope::core;

class tst_PairingLab : public QObject {
    Q_OBJECT

private slots:
    void permutationMakesSchemesEqual_data();
    void permutationMakesSchemesEqual();
    void bothSchemesAreRelative();
    void weightConversionTrap_data();
    void weightConversionTrap();
};

void tst_PairingLab::permutationMakesSchemesEqual_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("rotaryDim");
    QTest::newRow("d=8") << 8 << 0;
    QTest::newRow("d=128") << 128 << 0;
    QTest::newRow("d=64, 32 rotary") << 64 << 32;
}

void tst_PairingLab::permutationMakesSchemesEqual()
{
    QFETCH(int, d);
    QFETCH(int, rotaryDim);
    RopeParams p;
    p.headDim = d;
    p.rotaryDim = rotaryDim;
    const Content c = makeContent(p, 48, {ContentSource::Random, 3});
    const PairingComparison r = comparePairings(p, c.q, c.k, Mask::Causal);
    QVERIFY2(r.equivalenceMaxDiff < 1e-12, qPrintable(QString::number(r.equivalenceMaxDiff)));
    QVERIFY(r.schemeMaxDiff > 0.05); // the schemes themselves differ
}

void tst_PairingLab::bothSchemesAreRelative()
{
    RopeParams p;
    p.headDim = 16;
    const Content c = makeContent(p, 40, {ContentSource::Constant, 4});
    const PairingComparison r = comparePairings(p, c.q, c.k, Mask::None);
    QVERIFY(diagonalSpread(r.interleaved) < 1e-12);
    QVERIFY(diagonalSpread(r.halfSplit) < 1e-12);
    QVERIFY(rope::test::maxAbsDiff(r.interleaved, r.halfSplit) > 0.05);
}

void tst_PairingLab::weightConversionTrap_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("lookBack");
    QTest::newRow("d=8, look back 3") << 8 << 3;
    QTest::newRow("d=64, look back 5") << 64 << 5;
}

void tst_PairingLab::weightConversionTrap()
{
    QFETCH(int, d);
    QFETCH(int, lookBack);
    RopeParams p;
    p.headDim = d;
    const WeightConversionTrap t = rope::core::weightConversionTrap(p, 64, d + 8, lookBack, 7);
    QCOMPARE(t.correctPeakOffset, lookBack); // Meta weights + interleaved: the head works
    QVERIFY(t.lostPeakOffset != lookBack); // + half-split: the pattern is lost
    QCOMPARE(t.convertedPeakOffset, lookBack); // permuted weights + half-split: back
    QVERIFY2(t.convertedMaxDiff < 1e-12, qPrintable(QString::number(t.convertedMaxDiff)));
}

QTEST_APPLESS_MAIN(tst_PairingLab)
#include "tst_pairinglab.moc"
