// Score curves: the per-pair decomposition against the rotated dot product (a second
// formulation), the fast recurrence against direct evaluation, and the decay bound by hand.

#include "core/content.h"
#include "core/rotation.h"
#include "core/scorecurve.h"
#include "testutil.h"

#include <QtTest>

#include <numbers>

using namespace rope::core;

class tst_ScoreCurve : public QObject {
    Q_OBJECT

private slots:
    void pairSumEqualsRotatedDot_data();
    void pairSumEqualsRotatedDot();
    void toyCoefficients();
    void seed001SignConvention();
    void fastMatchesDirect_data();
    void fastMatchesDirect();
    void termsSumToCurve();
    void decayBoundByHand();
    void lowPrecisionCurveDrifts();
};

void tst_ScoreCurve::pairSumEqualsRotatedDot_data()
{
    QTest::addColumn<int>("pairing");
    QTest::addColumn<int>("rotaryDim");
    QTest::addColumn<int>("scaling");
    QTest::newRow("interleaved") << int(Pairing::Interleaved) << 0 << int(ScalingMethod::None);
    QTest::newRow("half-split") << int(Pairing::HalfSplit) << 0 << int(ScalingMethod::None);
    QTest::newRow("partial rotary 16 of 32") << int(Pairing::HalfSplit) << 16 << int(ScalingMethod::None);
    QTest::newRow("yarn attention factor") << int(Pairing::Interleaved) << 0 << int(ScalingMethod::Yarn);
}

void tst_ScoreCurve::pairSumEqualsRotatedDot()
{
    QFETCH(int, pairing);
    QFETCH(int, rotaryDim);
    QFETCH(int, scaling);
    RopeParams p;
    p.headDim = 32;
    p.rotaryDim = rotaryDim;
    p.pairing = Pairing(pairing);
    p.scaling.method = ScalingMethod(scaling);
    p.scaling.factor = 4;
    p.scaling.originalMaxPositionEmbeddings = 512;
    const FrequencyTable f = frequencies(p);
    const RowMatrixXd qk = gaussianMatrix(2, 32, 21);
    const PairCoefficients c = pairCoefficients(p, f, qk.row(0).transpose(), qk.row(1).transpose());
    for (const auto& [m, n] : {std::pair{7.0, 3.0}, std::pair{3.0, 7.0}, std::pair{1000.0, 0.0}}) {
        const RowMatrixXd qr = rotate(p, RowMatrixXd(qk.row(0)), Eigen::VectorXd::Constant(1, m));
        const RowMatrixXd kr = rotate(p, RowMatrixXd(qk.row(1)), Eigen::VectorXd::Constant(1, n));
        const double dot = qr.row(0).dot(kr.row(0));
        ROPE_COMPARE_NEAR(c.constant + pairTerms(c, f.invFreq, m - n).sum(), dot, 1e-12);
        ROPE_COMPARE_NEAR(scoreCurve(c, f.invFreq, Eigen::VectorXd::Constant(1, m - n))[0], dot, 1e-12);
    }
}

void tst_ScoreCurve::toyCoefficients()
{
    // q = [1, 0], k = [0, 1]: A = q1k1 + q2k2 = 0, B = q1k2 − q2k1 = 1; s(Δ) = sin(Δπ/2).
    RopeParams p;
    p.headDim = 2;
    p.thetaOverride = std::numbers::pi / 2;
    const FrequencyTable f = frequencies(p);
    const PairCoefficients c = pairCoefficients(p, f, Eigen::Vector2d(1, 0), Eigen::Vector2d(0, 1));
    ROPE_COMPARE_NEAR(c.a[0], 0.0, 0.0);
    ROPE_COMPARE_NEAR(c.b[0], 1.0, 0.0);
    const Eigen::VectorXd s = scoreCurveDirect(c, f.invFreq, Eigen::Vector4d(0, 1, 2, 3));
    const double expected[] = {0, 1, 0, -1};
    for (int i = 0; i < 4; ++i)
        ROPE_COMPARE_NEAR(s[i], expected[i], 1e-15);
}

void tst_ScoreCurve::seed001SignConvention()
{
    // Seed 001 writes the score with Δ' = n − m: (q1k1 + q2k2)cos Δ'θ + (q2k1 − q1k2) sin Δ'θ.
    RopeParams p;
    p.headDim = 2;
    p.thetaOverride = 0.3;
    const FrequencyTable f = frequencies(p);
    const Eigen::Vector2d q(0.4, -1.2), k(2.0, 0.5);
    const PairCoefficients c = pairCoefficients(p, f, q, k);
    const double m = 9, n = 4, dPrime = n - m;
    const double seed001 =
        (q[0] * k[0] + q[1] * k[1]) * std::cos(dPrime * 0.3) + (q[1] * k[0] - q[0] * k[1]) * std::sin(dPrime * 0.3);
    ROPE_COMPARE_NEAR(pairTerms(c, f.invFreq, m - n)[0], seed001, 1e-15);
}

void tst_ScoreCurve::fastMatchesDirect_data()
{
    QTest::addColumn<double>("first");
    QTest::addColumn<int>("count");
    QTest::addColumn<double>("step");
    QTest::newRow("-N..N, step 1") << -4096.0 << 8193 << 1.0;
    QTest::newRow("around 1e6, step 1") << 999000.0 << 40000 << 1.0;
    QTest::newRow("0..1e6, step 7") << 0.0 << 142858 << 7.0;
}

void tst_ScoreCurve::fastMatchesDirect()
{
    QFETCH(double, first);
    QFETCH(int, count);
    QFETCH(double, step);
    RopeParams p;
    p.headDim = 128;
    const FrequencyTable f = frequencies(p);
    const RowMatrixXd qk = gaussianMatrix(2, 128, 33);
    const PairCoefficients c = pairCoefficients(p, f, qk.row(0).transpose(), qk.row(1).transpose());
    Eigen::VectorXd deltas = Eigen::VectorXd::LinSpaced(count, first, first + step * (count - 1));
    // An irregular tail: the recurrence must re-anchor where the spacing changes.
    deltas.tail(5) << 5, 17, 18, 19, -3;
    const Eigen::VectorXd fast = scoreCurve(c, f.invFreq, deltas);
    const Eigen::VectorXd direct = scoreCurveDirect(c, f.invFreq, deltas);
    const double err = (fast - direct).cwiseAbs().maxCoeff();
    QVERIFY2(err < 1e-9, qPrintable(QString::number(err)));
}

void tst_ScoreCurve::termsSumToCurve()
{
    RopeParams p;
    p.headDim = 16;
    p.rotaryDim = 12;
    const FrequencyTable f = frequencies(p);
    const RowMatrixXd qk = gaussianMatrix(2, 16, 4);
    const PairCoefficients c = pairCoefficients(p, f, qk.row(0).transpose(), qk.row(1).transpose());
    const Eigen::VectorXd deltas = Eigen::VectorXd::LinSpaced(101, -50, 50);
    const RowMatrixXd terms = scoreCurveTerms(c, f.invFreq, deltas);
    const Eigen::VectorXd sum = terms.rowwise().sum().array() + c.constant;
    QVERIFY(rope::test::maxAbsDiff(sum, scoreCurveDirect(c, f.invFreq, deltas)) < 1e-12);
}

void tst_ScoreCurve::decayBoundByHand()
{
    // At Δ = 0 every e^{iΔθ} = 1, so |S_j| = j and the bound is (1/P)·Σ_{j=1}^{P} j = (P + 1)/2.
    RopeParams p;
    p.headDim = 128;
    const FrequencyTable f = frequencies(p);
    const Eigen::VectorXd bound = decayBound(f.invFreq, Eigen::VectorXd::LinSpaced(2001, 0, 2000));
    ROPE_COMPARE_NEAR(bound[0], 32.5, 1e-12);
    QVERIFY(bound.maxCoeff() <= 32.5 + 1e-12);
    // d = 2 with θ = π: S_1 = e^{iΔπ}, |S_1| = 1 for every Δ.
    const Eigen::VectorXd single = decayBound(Eigen::VectorXd::Constant(1, std::numbers::pi), Eigen::Vector3d(0, 1, 7));
    QVERIFY(rope::test::maxAbsDiff(single, Eigen::Vector3d::Ones()) < 1e-15);
    // It decays: the far average sits well below the start.
    QVERIFY(bound.tail(500).mean() < 0.5 * bound[0]);
}

void tst_ScoreCurve::lowPrecisionCurveDrifts()
{
    // Angles Δ·θ in float lose the curve at long range (platform notes: |error| of order 0.1 at
    // |Δ| ≈ 1e6), while at short range fp32 stays close.
    RopeParams p;
    p.headDim = 128;
    const FrequencyTable f = frequencies(p);
    const RowMatrixXd qk = gaussianMatrix(2, 128, 5);
    const PairCoefficients c = pairCoefficients(p, f, qk.row(0).transpose(), qk.row(1).transpose());
    const Eigen::VectorXd nearDeltas = Eigen::VectorXd::LinSpaced(64, 0, 63);
    const Eigen::VectorXd farDeltas = Eigen::VectorXd::LinSpaced(64, 1e6, 1e6 + 63);
    const double nearErr =
        (scoreCurveDirect(c, f.invFreq, nearDeltas, Precision::Fp32) - scoreCurveDirect(c, f.invFreq, nearDeltas))
            .cwiseAbs()
            .maxCoeff();
    const double farErr =
        (scoreCurveDirect(c, f.invFreq, farDeltas, Precision::Fp32) - scoreCurveDirect(c, f.invFreq, farDeltas))
            .cwiseAbs()
            .maxCoeff();
    QVERIFY2(nearErr < 1e-4, qPrintable(QString::number(nearErr)));
    QVERIFY2(farErr > 10 * nearErr, qPrintable(QString("%1 vs %2").arg(farErr).arg(nearErr)));
}

QTEST_APPLESS_MAIN(tst_ScoreCurve)
#include "tst_scorecurve.moc"
