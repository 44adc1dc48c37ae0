// Linear attention: the O(N) aggregated path against the explicit N×N weights (a second
// formulation), and the seed's warning that the weights may be negative and not sum to 1.

#include "core/content.h"
#include "core/linearattention.h"
#include "testutil.h"

#include <QtTest>

using namespace rope::core;
using rope::test::maxAbsDiff;

class tst_LinearAttention : public QObject {
    Q_OBJECT

private slots:
    void featureMapIsEluPlusOne();
    void aggregatedEqualsExplicit_data();
    void aggregatedEqualsExplicit();
    void weightsCanBeNegativeAndUnnormalised();
    void withoutRotationItIsAnAverage();
};

void tst_LinearAttention::featureMapIsEluPlusOne()
{
    RowMatrixXd x(1, 3);
    x << 2.0, 0.0, -1.0;
    const RowMatrixXd phi = eluPlusOne(x);
    ROPE_COMPARE_NEAR(phi(0, 0), 3.0, 0.0);
    ROPE_COMPARE_NEAR(phi(0, 1), 1.0, 0.0);
    ROPE_COMPARE_NEAR(phi(0, 2), std::exp(-1.0), 1e-16);
}

void tst_LinearAttention::aggregatedEqualsExplicit_data()
{
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("pairing");
    QTest::newRow("non-causal interleaved") << false << int(Pairing::Interleaved);
    QTest::newRow("causal interleaved") << true << int(Pairing::Interleaved);
    QTest::newRow("causal half-split") << true << int(Pairing::HalfSplit);
}

void tst_LinearAttention::aggregatedEqualsExplicit()
{
    QFETCH(bool, causal);
    QFETCH(int, pairing);
    RopeParams p;
    p.headDim = 16;
    p.pairing = Pairing(pairing);
    const Content c = makeContent(p, 50, {ContentSource::Random, 9});
    const Eigen::VectorXd pos = consecutivePositions(50);
    const Mask mask = causal ? Mask::Causal : Mask::None;
    const LinearAttentionResult fast = linearAttention(p, c.q, c.k, c.v, pos, mask);
    const RowMatrixXd w = linearAttentionWeights(p, c.q, c.k, pos, mask);
    QVERIFY(maxAbsDiff(fast.output, RowMatrixXd(w * c.v)) < 1e-12);
    QVERIFY(fast.denominator.minCoeff() > 0); // unrotated positive features: no cancellation
    if (causal)
        QVERIFY(w.triangularView<Eigen::StrictlyUpper>().toDenseMatrix().isZero(0));
}

void tst_LinearAttention::weightsCanBeNegativeAndUnnormalised()
{
    RopeParams p;
    p.headDim = 16;
    const Content c = makeContent(p, 64, {ContentSource::Random, 2});
    const RowMatrixXd w = linearAttentionWeights(p, c.q, c.k, consecutivePositions(64), Mask::None);
    QVERIFY(w.minCoeff() < 0);
    const Eigen::VectorXd sums = w.rowwise().sum();
    QVERIFY((sums.array() - 1.0).abs().maxCoeff() > 0.05);
}

void tst_LinearAttention::withoutRotationItIsAnAverage()
{
    // All tokens at position 0: nothing rotates, numerator and denominator use the same positive
    // features, so each row is a probability distribution.
    RopeParams p;
    p.headDim = 8;
    const Content c = makeContent(p, 30, {ContentSource::Random, 3});
    const RowMatrixXd w = linearAttentionWeights(p, c.q, c.k, Eigen::VectorXd::Zero(30), Mask::None);
    QVERIFY(w.minCoeff() > 0);
    for (Eigen::Index r = 0; r < 30; ++r)
        ROPE_COMPARE_NEAR(w.row(r).sum(), 1.0, 1e-13);
}

QTEST_APPLESS_MAIN(tst_LinearAttention)
#include "tst_linearattention.moc"
