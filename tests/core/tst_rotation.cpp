// Rotation: the seed's toy table, the rotation identities, and three formulations that must agree.

#include "core/content.h"
#include "core/rotation.h"
#include "core/scorecurve.h"
#include "core/validate.h"
#include "testutil.h"

#include <QtTest>

#include <array>
#include <numbers>
#include <vector>

using namespace rope::core;
using rope::test::maxAbsDiff;

namespace {

RopeParams toyParams()
{
    RopeParams p;
    p.headDim = 2;
    p.thetaOverride = std::numbers::pi / 2;
    return p;
}

RowMatrixXd row(std::initializer_list<double> values)
{
    RowMatrixXd m(1, Eigen::Index(values.size()));
    Eigen::Index i = 0;
    for (double v : values)
        m(0, i++) = v;
    return m;
}

} // namespace

class tst_Rotation : public QObject {
    Q_OBJECT

private slots:
    void seedToyTable_data();
    void seedToyTable();
    void rotation2dIdentities_data();
    void rotation2dIdentities();
    void relativeIdentityFullHead_data();
    void relativeIdentityFullHead();
    void threeFormulationsAgree_data();
    void threeFormulationsAgree();
    void handRotationInterleaved();
    void handRotationHalfSplit();
    void cacheLayoutPerPairing();
    void partialRotaryPassesThrough();
    void rotatedPartLast();
    void proportionalGemma4();
    void attentionFactorScalesCosAndSin();
    void roundingToFormats();
    void bf16PositionsCollapse();
    void fp32CloseToFp64();
    void togetherIsTwoRotations();
};

void tst_Rotation::seedToyTable_data()
{
    QTest::addColumn<QList<double>>("k");
    QTest::addColumn<double>("delta");
    QTest::addColumn<QList<double>>("rotatedKey"); // R(−Δθ)k, seed 000 §4.2
    QTest::addColumn<double>("score");
    QTest::newRow("toy-A1 delta=0") << QList<double>{1, 0} << 0.0 << QList<double>{1, 0} << 1.0;
    QTest::newRow("toy-A2 delta=1") << QList<double>{1, 0} << 1.0 << QList<double>{0, -1} << 0.0;
    QTest::newRow("toy-B1 delta=0") << QList<double>{0, 1} << 0.0 << QList<double>{0, 1} << 0.0;
    QTest::newRow("toy-B2 delta=1") << QList<double>{0, 1} << 1.0 << QList<double>{1, 0} << 1.0;
}

void tst_Rotation::seedToyTable()
{
    QFETCH(QList<double>, k);
    QFETCH(double, delta);
    QFETCH(QList<double>, rotatedKey);
    QFETCH(double, score);
    const RopeParams p = toyParams();
    // Query [1, 0] at m = Δ + 3, key at n = 3: the absolute positions must not matter.
    const double n = 3, m = delta + n;
    const RowMatrixXd q = rotate(p, row({1, 0}), Eigen::VectorXd::Constant(1, m));
    const RowMatrixXd kr = rotate(p, row({k[0], k[1]}), Eigen::VectorXd::Constant(1, n));
    ROPE_COMPARE_NEAR(q.row(0).dot(kr.row(0)), score, 1e-12);
    // The table's middle column: the key seen from the query's frame, R(−Δθ)k.
    const Eigen::Vector2d seen = rotation2d(-delta * std::numbers::pi / 2) * Eigen::Vector2d(k[0], k[1]);
    ROPE_COMPARE_NEAR(seen[0], rotatedKey[0], 1e-15);
    ROPE_COMPARE_NEAR(seen[1], rotatedKey[1], 1e-15);
}

void tst_Rotation::rotation2dIdentities_data()
{
    QTest::addColumn<double>("a");
    QTest::addColumn<double>("b");
    QTest::newRow("small angles") << 0.3 << 1.1;
    QTest::newRow("negative") << -2.5 << 0.7;
    QTest::newRow("large positions") << 4096 * 0.01 << 8191 * 1.0;
}

void tst_Rotation::rotation2dIdentities()
{
    QFETCH(double, a);
    QFETCH(double, b);
    const Eigen::Matrix2d ra = rotation2d(a), rb = rotation2d(b);
    QVERIFY(maxAbsDiff(ra.transpose(), rotation2d(-a)) < 1e-15); // R(a)ᵀ = R(−a)
    QVERIFY(maxAbsDiff(ra * rb, rotation2d(a + b)) < 1e-12); // R(a)R(b) = R(a+b)
    QVERIFY(maxAbsDiff(ra.transpose() * rb, rotation2d(b - a)) < 1e-12); // R(a)ᵀR(b) = R(b−a)
    QVERIFY(maxAbsDiff(ra.transpose() * ra, Eigen::Matrix2d::Identity()) < 1e-15);
    // R(π/2)[1, 0] = [0, 1] (seed 000 §2.1).
    QVERIFY(maxAbsDiff(rotation2d(std::numbers::pi / 2) * Eigen::Vector2d(1, 0), Eigen::Vector2d(0, 1)) < 1e-15);
}

void tst_Rotation::relativeIdentityFullHead_data()
{
    QTest::addColumn<int>("pairing");
    QTest::addColumn<int>("rotaryDim");
    QTest::newRow("interleaved d=16") << int(Pairing::Interleaved) << 0;
    QTest::newRow("half-split d=16") << int(Pairing::HalfSplit) << 0;
    QTest::newRow("half-split partial 8 of 16") << int(Pairing::HalfSplit) << 8;
}

void tst_Rotation::relativeIdentityFullHead()
{
    QFETCH(int, pairing);
    QFETCH(int, rotaryDim);
    RopeParams p;
    p.headDim = 16;
    p.rotaryDim = rotaryDim;
    p.pairing = Pairing(pairing);
    const FrequencyTable f = frequencies(p);
    for (const auto& [m, n] : {std::pair{5.0, 2.0}, std::pair{100.0, 37.0}, std::pair{0.0, 9.0}}) {
        const Eigen::MatrixXd rm = rotationMatrix(p, f, m), rn = rotationMatrix(p, f, n);
        QVERIFY(maxAbsDiff(rm.transpose() * rn, rotationMatrix(p, f, n - m)) < 1e-12); // R_mᵀR_n = R_{n−m}
        QVERIFY(maxAbsDiff(rm.transpose() * rm, Eigen::MatrixXd::Identity(16, 16)) < 1e-13);
    }
    // Norm preservation of the rotate() path on random rows.
    const RowMatrixXd x = gaussianMatrix(50, 16, 7);
    const RowMatrixXd xr = rotate(p, x, consecutivePositions(50, 1000));
    for (Eigen::Index r = 0; r < 50; ++r)
        ROPE_COMPARE_NEAR(xr.row(r).norm(), x.row(r).norm(), 1e-12);
}

void tst_Rotation::threeFormulationsAgree_data()
{
    QTest::addColumn<int>("pairing");
    QTest::addColumn<int>("rotaryDim");
    QTest::addColumn<int>("scaling");
    QTest::newRow("interleaved") << int(Pairing::Interleaved) << 0 << int(ScalingMethod::None);
    QTest::newRow("half-split") << int(Pairing::HalfSplit) << 0 << int(ScalingMethod::None);
    QTest::newRow("interleaved partial") << int(Pairing::Interleaved) << 12 << int(ScalingMethod::None);
    QTest::newRow("half-split yarn (attention factor)") << int(Pairing::HalfSplit) << 0 << int(ScalingMethod::Yarn);
}

void tst_Rotation::threeFormulationsAgree()
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
    p.scaling.originalMaxPositionEmbeddings = 2048;
    const FrequencyTable f = frequencies(p);
    const RowMatrixXd x = gaussianMatrix(20, 32, 3);
    const Eigen::VectorXd pos = consecutivePositions(20, 4090);
    const RowMatrixXd viaHalf = rotate<double>(p, f, x, pos, Precision::Fp64);
    const RowMatrixXd viaComplex = rotateComplex(p, f, x, pos);
    RowMatrixXd viaMatrix(20, 32);
    for (Eigen::Index r = 0; r < 20; ++r)
        viaMatrix.row(r) = (rotationMatrix(p, f, pos[r]) * x.row(r).transpose()).transpose();
    // One matrix refilled row after row, starting from one of the wrong size full of garbage: what
    // the previous position left must not leak into the next (the pass-through part included).
    Eigen::MatrixXd reused = Eigen::MatrixXd::Constant(3, 3, 7.0);
    RowMatrixXd viaReused(20, 32);
    for (Eigen::Index r = 0; r < 20; ++r) {
        fillRotationMatrix(p, f, pos[r], reused);
        viaReused.row(r) = (reused * x.row(r).transpose()).transpose();
    }
    QVERIFY(maxAbsDiff(viaHalf, viaComplex) < 1e-12);
    QVERIFY(maxAbsDiff(viaHalf, viaMatrix) < 1e-12);
    QVERIFY(maxAbsDiff(viaHalf, viaReused) < 1e-12);
}

void tst_Rotation::handRotationInterleaved()
{
    // d = 4, base 100: θ = [1, 0.1]. Position 2: pair 0 turns 2 rad, pair 1 turns 0.2 rad.
    RopeParams p;
    p.headDim = 4;
    p.base = 100;
    const RowMatrixXd out = rotate(p, row({1, 0, 0, 1}), Eigen::VectorXd::Constant(1, 2.0));
    // (1, 0) → (cos 2, sin 2); (0, 1) → (−sin 0.2, cos 0.2).
    QVERIFY(maxAbsDiff(out, row({std::cos(2.0), std::sin(2.0), -std::sin(0.2), std::cos(0.2)})) < 1e-15);
}

void tst_Rotation::handRotationHalfSplit()
{
    // Same numbers, half-split: pair 0 = components (0, 2), pair 1 = (1, 3).
    RopeParams p;
    p.headDim = 4;
    p.base = 100;
    p.pairing = Pairing::HalfSplit;
    QCOMPARE(pairComponents(Pairing::HalfSplit, 4, 1).first, 1);
    QCOMPARE(pairComponents(Pairing::HalfSplit, 4, 1).second, 3);
    const RowMatrixXd out = rotate(p, row({1, 0, 0, 1}), Eigen::VectorXd::Constant(1, 2.0));
    // pair 0: (x0, x2) = (1, 0) → (cos 2, sin 2); pair 1: (x1, x3) = (0, 1) → (−sin 0.2, cos 0.2).
    QVERIFY(maxAbsDiff(out, row({std::cos(2.0), -std::sin(0.2), std::sin(2.0), std::cos(0.2)})) < 1e-15);
}

void tst_Rotation::cacheLayoutPerPairing()
{
    RopeParams p;
    p.headDim = 8;
    const FrequencyTable f = frequencies(p);
    const Eigen::VectorXd pos = consecutivePositions(5);
    p.pairing = Pairing::HalfSplit;
    const auto half = cosSinCache<double>(p, f, pos, Precision::Fp64);
    p.pairing = Pairing::Interleaved;
    const auto inter = cosSinCache<double>(p, f, pos, Precision::Fp64);
    for (Eigen::Index r = 0; r < 5; ++r)
        for (int i = 0; i < 4; ++i) {
            const double c = std::cos(pos[r] * std::pow(1e4, -i / 4.0));
            // rotate_half layout [θ_0…θ_3, θ_0…θ_3]; interleaved [θ_0, θ_0, θ_1, θ_1, …].
            ROPE_COMPARE_NEAR(half.cos(r, i), c, 1e-15);
            ROPE_COMPARE_NEAR(half.cos(r, i + 4), c, 1e-15);
            ROPE_COMPARE_NEAR(inter.cos(r, 2 * i), c, 1e-15);
            ROPE_COMPARE_NEAR(inter.cos(r, 2 * i + 1), c, 1e-15);
        }
    // rotate_half itself.
    const RowMatrixXd x = row({1, 2, 3, 4, 5, 6, 7, 8});
    QVERIFY(maxAbsDiff(rotateHalf(Pairing::HalfSplit, x), row({-5, -6, -7, -8, 1, 2, 3, 4})) == 0);
    QVERIFY(maxAbsDiff(rotateHalf(Pairing::Interleaved, x), row({-2, 1, -4, 3, -6, 5, -8, 7})) == 0);
}

void tst_Rotation::partialRotaryPassesThrough()
{
    RopeParams p;
    p.headDim = 8;
    p.rotaryDim = 4;
    const RowMatrixXd x = gaussianMatrix(3, 8, 11);
    const RowMatrixXd out = rotate(p, x, consecutivePositions(3, 10));
    QVERIFY(maxAbsDiff(out.rightCols(4), x.rightCols(4)) == 0.0);
    QVERIFY(maxAbsDiff(out.leftCols(4), x.leftCols(4)) > 0.1);
}

void tst_Rotation::rotatedPartLast()
{
    // Multi-head latent attention's head [nope | rope]: the last 4 of 10 components turn, interleaved.
    RopeParams p;
    p.headDim = 10;
    p.rotaryDim = 4;
    p.rotaryPlacement = RotaryPlacement::Last;
    const RowMatrixXd x = gaussianMatrix(3, 10, 12);
    const Eigen::VectorXd positions = consecutivePositions(3, 5);
    const RowMatrixXd out = rotate(p, x, positions);
    QVERIFY(maxAbsDiff(out.leftCols(6), x.leftCols(6)) == 0.0);
    // By hand: pair i = (6 + 2i, 7 + 2i) turns by p·10000^(−2i/4).
    for (Eigen::Index r = 0; r < 3; ++r)
        for (int i = 0; i < 2; ++i) {
            const double angle = positions[r] * std::pow(10000.0, -2.0 * i / 4);
            const double a = x(r, 6 + 2 * i), b = x(r, 7 + 2 * i);
            ROPE_COMPARE_NEAR(out(r, 6 + 2 * i), a * std::cos(angle) - b * std::sin(angle), 1e-14);
            ROPE_COMPARE_NEAR(out(r, 7 + 2 * i), a * std::sin(angle) + b * std::cos(angle), 1e-14);
        }
    const FrequencyTable freqs = frequencies(p);
    QVERIFY(maxAbsDiff(rotateComplex(p, freqs, x, positions), out) < 1e-14);
    for (Eigen::Index r = 0; r < 3; ++r)
        QVERIFY(maxAbsDiff(RowMatrixXd((rotationMatrix(p, freqs, positions[r]) * x.row(r).transpose()).transpose()),
                           RowMatrixXd(out.row(r))) < 1e-14);
    // R(a)ᵀR(b) = R(b − a), and the score curve reads the unrotated part from the front.
    const Eigen::MatrixXd relative = rotationMatrix(p, freqs, 3).transpose() * rotationMatrix(p, freqs, 8);
    QVERIFY((relative - rotationMatrix(p, freqs, 5)).cwiseAbs().maxCoeff() < 1e-13);
    const Eigen::VectorXd q = x.row(0).transpose(), k = x.row(1).transpose();
    const PairCoefficients c = pairCoefficients(p, freqs, q, k);
    ROPE_COMPARE_NEAR(c.constant, q.head(6).dot(k.head(6)), 1e-14);
    const double direct = (rotationMatrix(p, freqs, 9) * q).dot(rotationMatrix(p, freqs, 2) * k);
    ROPE_COMPARE_NEAR(scoreCurveDirect(c, freqs.invFreq, Eigen::VectorXd::Constant(1, 7))[0], direct, 1e-13);
}

void tst_Rotation::proportionalGemma4()
{
    // Gemma 4's proportional RoPE on d = 12 with r = 4: pairs (i, i + 6) for i < 2 turn at
    // θ_i = b^(−2i/12), with the exponent over the whole head; components 2–5 and 8–11 never turn.
    RopeParams p;
    p.headDim = 12;
    p.rotaryDim = 4;
    p.base = 1e6;
    p.pairing = Pairing::HalfSplit;
    p.rotaryPlacement = RotaryPlacement::Proportional;
    QVERIFY(validate(p).empty());
    const FrequencyTable freqs = frequencies(p);
    QCOMPARE(freqs.invFreq.size(), 2);
    ROPE_COMPARE_NEAR(freqs.invFreq[1], std::pow(1e6, -2.0 / 12), 1e-17);
    const Eigen::VectorXd held = headInvFreq(p, freqs); // Hugging Face's buffer: six entries, four zero
    QCOMPARE(held.size(), 6);
    QVERIFY(held.tail(4).cwiseAbs().maxCoeff() == 0.0);
    QCOMPARE(passThroughComponents(p), (std::vector<int>{2, 3, 4, 5, 8, 9, 10, 11}));

    const RowMatrixXd x = gaussianMatrix(3, 12, 21);
    const Eigen::VectorXd positions = consecutivePositions(3, 40);
    const RowMatrixXd out = rotate(p, x, positions);
    for (Eigen::Index r = 0; r < 3; ++r) {
        for (int j : {2, 3, 4, 5, 8, 9, 10, 11})
            QCOMPARE(out(r, j), x(r, j));
        for (int i = 0; i < 2; ++i) {
            const double angle = positions[r] * std::pow(1e6, -2.0 * i / 12);
            const double a = x(r, i), b = x(r, i + 6);
            ROPE_COMPARE_NEAR(out(r, i), a * std::cos(angle) - b * std::sin(angle), 1e-13);
            ROPE_COMPARE_NEAR(out(r, i + 6), a * std::sin(angle) + b * std::cos(angle), 1e-13);
        }
    }
    // A second formulation: gather the turning components [0, 1, 6, 7] into a 4-dim head and rotate it as
    // plain half-split RoPE with base' = b^(4/12), whose θ'_i = b'^(−2i/4) are the same angles.
    RopeParams small;
    small.headDim = 4;
    small.base = std::pow(1e6, 4.0 / 12);
    small.pairing = Pairing::HalfSplit;
    RowMatrixXd gathered(3, 4);
    gathered << x.col(0), x.col(1), x.col(6), x.col(7);
    const RowMatrixXd turned = rotate(small, gathered, positions);
    for (int c = 0; c < 4; ++c)
        QVERIFY((turned.col(c) - out.col(std::array{0, 1, 6, 7}[size_t(c)])).cwiseAbs().maxCoeff() < 1e-12);
    // The other formulations, the cache and the score's constant part agree.
    QVERIFY(maxAbsDiff(rotateComplex(p, freqs, x, positions), out) < 1e-14);
    const Eigen::MatrixXd relative = rotationMatrix(p, freqs, 3).transpose() * rotationMatrix(p, freqs, 8);
    QVERIFY((relative - rotationMatrix(p, freqs, 5)).cwiseAbs().maxCoeff() < 1e-13);
    const CosSinCache<double> cache = cosSinCache<double>(p, freqs, positions, Precision::Fp64);
    QCOMPARE(cache.cos.cols(), 12);
    QCOMPARE(cache.cos(2, 3), 1.0);
    QVERIFY(cache.sin(2, 9) == 0.0);
    ROPE_COMPARE_NEAR(cache.cos(2, 7), std::cos(positions[2] * std::pow(1e6, -2.0 / 12)), 1e-15);
    const Eigen::VectorXd q = x.row(0).transpose(), k = x.row(1).transpose();
    const PairCoefficients c = pairCoefficients(p, freqs, q, k);
    double still = 0;
    for (int j : {2, 3, 4, 5, 8, 9, 10, 11})
        still += q[j] * k[j];
    ROPE_COMPARE_NEAR(c.constant, still, 1e-14);
    const double direct = (rotationMatrix(p, freqs, 9) * q).dot(rotationMatrix(p, freqs, 2) * k);
    ROPE_COMPARE_NEAR(scoreCurveDirect(c, freqs.invFreq, Eigen::VectorXd::Constant(1, 7))[0], direct, 1e-13);
}

void tst_Rotation::attentionFactorScalesCosAndSin()
{
    RopeParams p;
    p.headDim = 4;
    p.scaling.method = ScalingMethod::Yarn;
    p.scaling.factor = 8;
    p.scaling.originalMaxPositionEmbeddings = 1024;
    const double g = 1 + 0.1 * std::log(8.0);
    const RowMatrixXd x = gaussianMatrix(2, 4, 1);
    const RowMatrixXd out = rotate(p, x, consecutivePositions(2));
    for (Eigen::Index r = 0; r < 2; ++r)
        ROPE_COMPARE_NEAR(out.row(r).norm(), g * x.row(r).norm(), 1e-13);
}

void tst_Rotation::roundingToFormats()
{
    QCOMPARE(roundTo(Precision::Bf16, 257.0), 256.0); // bf16 has 8 significant bits
    QCOMPARE(roundTo(Precision::Bf16, 259.0), 260.0);
    QCOMPARE(roundTo(Precision::Fp16, 2049.0), 2048.0); // fp16 has 11
    QCOMPARE(roundTo(Precision::Fp16, 65520.0), double(INFINITY)); // overflow, as the format does
    QCOMPARE(roundTo(Precision::Fp32, 16777217.0), 16777216.0);
    QCOMPARE(roundTo(Precision::Bf16, 1.0 + 0x1p-8), 1.0); // tie → even
    // Just above the tie: double → float alone would land on the tie and round down to 1.
    QCOMPARE(roundTo(Precision::Bf16, 1.0 + 0x1p-8 + 0x1p-30), 1.0 + 0x1p-7);
    QCOMPARE(roundTo(Precision::Fp16, -(1.0 + 0x1p-11 + 0x1p-40)), -(1.0 + 0x1p-10));
}

void tst_Rotation::bf16PositionsCollapse()
{
    // In bf16, position 257 is stored as 256: both rows get the same rotation.
    RopeParams p;
    p.headDim = 8;
    const RowMatrixXd x = gaussianMatrix(1, 8, 5).replicate(2, 1);
    Eigen::VectorXd pos(2);
    pos << 256, 257;
    const RowMatrixXd bf = rotate(p, x, pos, Precision::Bf16);
    QVERIFY(maxAbsDiff(bf.row(0), bf.row(1)) == 0.0);
    const RowMatrixXd exact = rotate(p, x, pos, Precision::Fp64);
    QVERIFY(maxAbsDiff(exact.row(0), exact.row(1)) > 0.1);
}

void tst_Rotation::fp32CloseToFp64()
{
    RopeParams p;
    p.headDim = 64;
    const RowMatrixXd x = gaussianMatrix(64, 64, 9);
    const Eigen::VectorXd pos = consecutivePositions(64);
    const RowMatrixXd a = rotate(p, x, pos, Precision::Fp64), b = rotate(p, x, pos, Precision::Fp32);
    const double err = maxAbsDiff(a, b);
    QVERIFY2(err < 1e-4 && err > 0, qPrintable(QString::number(err)));
    // bf16 keeps 8 bits: near position 0 the rotation is still close; at position ~60 the angle
    // itself is off by up to 0.125 rad.
    const double nearErr = maxAbsDiff(a.topRows(8), rotate(p, x, pos, Precision::Bf16).topRows(8));
    const double farErr = maxAbsDiff(a.bottomRows(8), rotate(p, x, pos, Precision::Bf16).bottomRows(8));
    QVERIFY2(nearErr < 0.1 && farErr > nearErr, qPrintable(QString("%1 %2").arg(nearErr).arg(farErr)));
}

// Queries and keys rotated together share their angles, nothing else: bit for bit what rotate() gives
// each, in every format and pairing, with a partial rotary span whose tail passes through.
void tst_Rotation::togetherIsTwoRotations()
{
    for (const Precision precision : {Precision::Fp32, Precision::Bf16, Precision::Fp16})
        for (const Pairing pairing : {Pairing::HalfSplit, Pairing::Interleaved}) {
            RopeParams p;
            p.headDim = 16;
            p.pairing = pairing;
            p.rotaryDim = 8;
            const FrequencyTable f = frequencies(p);
            const RowMatrixXf a = gaussianMatrix(300, 16, 1).cast<float>(),
                              b = gaussianMatrix(300, 16, 2).cast<float>();
            const Eigen::VectorXd positions = Eigen::VectorXd::LinSpaced(300, 5, 5 + 3 * 299);
            const auto [ra, rb] = rotateTogether<float>(p, f, a, b, positions, precision);
            const RowMatrixXf ea = rotate<float>(p, f, a, positions, precision);
            const RowMatrixXf eb = rotate<float>(p, f, b, positions, precision);
            QVERIFY(ra.cwiseEqual(ea).all() && rb.cwiseEqual(eb).all());
            QVERIFY(!ra.cwiseEqual(a).all()); // something was rotated
        }
}

QTEST_APPLESS_MAIN(tst_Rotation)
#include "tst_rotation.moc"
