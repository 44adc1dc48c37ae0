// Score curves: the per-pair decomposition against the rotated dot product (a second
// formulation), the fast recurrence against direct evaluation, and the decay bound by hand.

#include "core/attention.h"
#include "core/content.h"
#include "core/rotation.h"
#include "core/scorecurve.h"
#include "core/validate.h"
#include "core/xpos.h"
#include "testutil.h"

#include <QtTest>

#include <numbers>

using namespace rope::core;
using rope::test::maxAbsDiff;

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
    void xposZetaByHand();
    void xposScoreFromScaledVectors();
    void xposAttentionEqualsScaledInputs();
    void xposRefusesWhatOverflows();
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
    QVERIFY(c.a[0] == 0.0);
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

void tst_ScoreCurve::xposZetaByHand()
{
    // ζ_i = (2i + 0.4·8)/(1.4·8) for d = 8: 3.2/11.2, 5.2/11.2, 7.2/11.2, 9.2/11.2.
    RopeParams p;
    p.headDim = 8;
    const Eigen::VectorXd zeta = xposZeta(p);
    QCOMPARE(zeta.size(), 4);
    for (int i = 0; i < 4; ++i)
        ROPE_COMPARE_NEAR(zeta[i], (2.0 * i + 3.2) / 11.2, 1e-16);
    QVERIFY(zeta.maxCoeff() < 1.0);
}

void tst_ScoreCurve::xposScoreFromScaledVectors()
{
    // The score of the scaled rotated vectors, each pair scaled by hand with std::pow, against
    // Σ ζ_i^(Δ/B)·(A_i cos Δθ_i + B_i sin Δθ_i); the centre c must not matter.
    RopeParams p;
    p.headDim = 16;
    p.pairing = Pairing::HalfSplit;
    const FrequencyTable freqs = frequencies(p);
    const RowMatrixXd qk = gaussianMatrix(2, 16, 9);
    const Eigen::VectorXd q = qk.row(0).transpose(), k = qk.row(1).transpose();
    const double m = 300, n = 41, B = 64;
    for (double c : {0.0, 150.0, -1000.0}) {
        Xpos x;
        x.scaleBase = B;
        x.center = c;
        Eigen::VectorXd qs = rotationMatrix(p, freqs, m) * q, ks = rotationMatrix(p, freqs, n) * k;
        for (int i = 0; i < 8; ++i) {
            const double zeta = (2.0 * i + 0.4 * 16) / (1.4 * 16);
            for (int j : {i, i + 8}) { // half-split pair i = (i, i + 8)
                qs[j] *= std::pow(zeta, (m - c) / B);
                ks[j] *= std::pow(zeta, -(n - c) / B);
            }
        }
        RowMatrixXd viaCore = rotate(p, RowMatrixXd(q.transpose()), Eigen::VectorXd::Constant(1, m));
        applyXpos<double>(p, x, viaCore, Eigen::VectorXd::Constant(1, m), ContentRole::Query);
        QVERIFY((viaCore.row(0).transpose() - qs).cwiseAbs().maxCoeff() < 1e-13);
        const PairCoefficients coeffs = pairCoefficients(p, freqs, q, k);
        const Eigen::VectorXd curve = xposScoreCurve(p, x, coeffs, freqs.invFreq, Eigen::VectorXd::Constant(1, m - n));
        ROPE_COMPARE_NEAR(curve[0], qs.dot(ks), 1e-12 * std::max(1.0, std::abs(qs.dot(ks))));
    }
}

void tst_ScoreCurve::xposAttentionEqualsScaledInputs()
{
    // Attention with xPos = attention without any encoding on queries and keys rotated and scaled
    // beforehand (a second formulation of the same logits).
    RopeParams p;
    p.headDim = 8;
    const RowMatrixXd q = gaussianMatrix(12, 8, 1), k = gaussianMatrix(12, 8, 2), v = gaussianMatrix(12, 3, 3);
    const Eigen::VectorXd positions = consecutivePositions(12, 5);
    Xpos x;
    x.scaleBase = 8;
    x.center = 7;
    AttentionOptions with;
    with.mask = Mask::Causal;
    with.xpos = x;
    const AttentionResult<double> a = attentionAt(p, q, k, v, with);
    const FrequencyTable freqs = frequencies(p);
    RowMatrixXd qs(12, 8), ks(12, 8);
    for (int r = 0; r < 12; ++r) {
        Eigen::VectorXd qr = rotationMatrix(p, freqs, positions[r]) * q.row(r).transpose();
        Eigen::VectorXd kr = rotationMatrix(p, freqs, positions[r]) * k.row(r).transpose();
        for (int i = 0; i < 4; ++i) { // interleaved pair i = (2i, 2i + 1)
            const double zeta = (2.0 * i + 3.2) / 11.2;
            qr.segment(2 * i, 2) *= std::pow(zeta, (positions[r] - 7) / 8);
            kr.segment(2 * i, 2) *= std::pow(zeta, -(positions[r] - 7) / 8);
        }
        qs.row(r) = qr.transpose();
        ks.row(r) = kr.transpose();
    }
    AttentionOptions plain;
    plain.mask = Mask::Causal;
    plain.encoding = Encoding::None;
    plain.queryPositions = positions;
    plain.keyPositions = positions;
    with.queryPositions = positions;
    with.keyPositions = positions;
    const AttentionResult<double> a2 = attentionAt(p, q, k, v, with);
    const AttentionResult<double> b = attentionAt(p, qs, ks, v, plain);
    QVERIFY(maxAbsDiff(a2.weights, b.weights) < 1e-13);
    QVERIFY(maxAbsDiff(a2.output, b.output) < 1e-13);
    // Positions 0 … 11 and 5 … 16 differ only by a shift: RoPE's logits would be equal, xPos's too
    // (its scale depends on Δ alone).
    QVERIFY(maxAbsDiff(a.weights, a2.weights) < 1e-12);
}

void tst_ScoreCurve::xposRefusesWhatOverflows()
{
    RopeParams p;
    p.headDim = 64;
    Xpos x;
    x.scaleBase = 0;
    QVERIFY(!validateXpos(p, x, 1).empty());
    x.scaleBase = 512;
    x.center = NAN;
    QVERIFY(!validateXpos(p, x, 1).empty());
    x.center = 0;
    // The reach it allows: ζ_0^(−reach/B) stays within half the format's exponent range, a step of B
    // further does not.
    for (Precision precision : {Precision::Fp64, Precision::Fp32}) {
        const Problems problems = validateXpos(p, x, 1e9, precision);
        QCOMPARE(int(problems.size()), 1);
        const double reach = problems.front().limit2;
        const double largest = precision == Precision::Fp64 ? 1.7976931348623157e308 : 3.4028234663852886e38;
        const double zeta0 = 0.4 / 1.4;
        QVERIFY(std::pow(zeta0, -reach / 512) <= std::sqrt(largest));
        QVERIFY(std::pow(zeta0, -(reach + 512) / 512) > std::sqrt(largest));
        QVERIFY(validateXpos(p, x, reach, precision).empty());
    }
}

QTEST_APPLESS_MAIN(tst_ScoreCurve)
#include "tst_scorecurve.moc"
