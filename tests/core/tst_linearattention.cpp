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
    void randomFeaturesEstimateTheSoftmaxKernel();
    void favorErrorFallsWithFeatures();
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

void tst_LinearAttention::randomFeaturesEstimateTheSoftmaxKernel()
{
    // φ(x)·φ(y) estimates exp(x·y); with many features the estimate is close.
    RowMatrixXd xy = gaussianMatrix(2, 8, 5) * 0.5;
    const double exact = std::exp(xy.row(0).dot(xy.row(1)));
    const RowMatrixXd omega = orthogonalGaussianFeatures(8192, 8, 1);
    QCOMPARE(omega.rows(), 8192);
    // Rows within one orthogonal block are orthogonal.
    QVERIFY(std::abs(omega.row(0).dot(omega.row(1))) < 1e-10);
    const RowMatrixXd f = positiveRandomFeatures(xy, omega);
    QVERIFY(f.minCoeff() > 0); // positive features: no cancellation in a denominator
    const double estimate = f.row(0).dot(f.row(1));
    QVERIFY2(std::abs(estimate / exact - 1) < 0.05, qPrintable(QString("%1 vs %2").arg(estimate).arg(exact)));
}

void tst_LinearAttention::favorErrorFallsWithFeatures()
{
    // FAVOR+'s variance grows like exp(|x + y|²): at moderate norms (|q|²/√d ≈ 1) it converges well.
    RopeParams p;
    p.headDim = 16;
    Content c = makeContent(p, 48, {ContentSource::Random, 21});
    c.q *= 0.5;
    c.k *= 0.5;
    const Eigen::VectorXd pos = consecutivePositions(48);
    AttentionOptions o;
    o.mask = Mask::Causal;
    const RowMatrixXd exact = attention<double>(p, c.q, c.k, c.v, o).weights;
    auto meanError = [&](int features) {
        double total = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed)
            total += (favorRopeWeights(p, c.q, c.k, pos, Mask::Causal, features, seed) - exact).cwiseAbs().mean();
        return total / 4;
    };
    const double coarse = meanError(16), middle = meanError(256), fine = meanError(4096);
    QVERIFY2(middle < coarse && fine < middle, qPrintable(QString("%1, %2, %3").arg(coarse).arg(middle).arg(fine)));
    QVERIFY2(fine < coarse / 4, qPrintable(QString("%1 vs %2").arg(fine).arg(coarse)));
    // Rows are probability distributions (rotate first, positive features after).
    const RowMatrixXd w = favorRopeWeights(p, c.q, c.k, pos, Mask::Causal, 64, 1);
    QVERIFY(w.minCoeff() >= 0);
    for (Eigen::Index r = 0; r < 48; ++r)
        ROPE_COMPARE_NEAR(w.row(r).sum(), 1.0, 1e-12);
}

QTEST_APPLESS_MAIN(tst_LinearAttention)
#include "tst_linearattention.moc"
