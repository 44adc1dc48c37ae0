// 2-D RoPE: scores for d = 4 written out by hand, the frequencies and golden directions written out,
// and the identities: the score depends only on p_k − p_q, is symmetric for q = k, an axial map is a
// function of Δx plus one of Δy (its row through the query is 1-D RoPE over the x-pairs plus the
// y-pairs' constant), mixed with every direction 0 is 1-D RoPE along x, the cross's mean by formula,
// and crossMeans on a 3 × 3 table by hand.

#include "core/content.h"
#include "core/rope2d.h"
#include "core/rotation.h"
#include "testutil.h"

#include <QtTest>

#include <cmath>
#include <numbers>

using namespace rope::core;
using rope::test::maxAbsDiff;

namespace {

constexpr double pi = std::numbers::pi;

Eigen::VectorXd vec(std::initializer_list<double> v)
{
    Eigen::VectorXd out(Eigen::Index(v.size()));
    Eigen::Index i = 0;
    for (double x : v)
        out[i++] = x;
    return out;
}

Rope2dFrequencies freqsOf(int d, double base, Rope2dLayout layout)
{
    Rope2dParams p;
    p.headDim = d;
    p.base = base;
    p.layout = layout;
    return rope2dFrequencies(p);
}

// 1-D RoPE (the project's rotate, interleaved pairs, its own θ_i = b^(−2i/d)) score of q at m, k at n.
double score1d(const Eigen::VectorXd& q, const Eigen::VectorXd& k, double base, double m, double n)
{
    RopeParams p;
    p.headDim = int(q.size());
    p.base = base;
    p.pairing = Pairing::Interleaved;
    const RowMatrixXd rq = rotate(p, RowMatrixXd(q.transpose()), vec({m}));
    const RowMatrixXd rk = rotate(p, RowMatrixXd(k.transpose()), vec({n}));
    return rq.row(0).dot(rk.row(0));
}

} // namespace

class tst_Rope2d : public QObject {
    Q_OBJECT

private slots:
    void frequenciesWrittenOut();
    void goldenDirectionsWrittenOut();
    void fourComponentsByHand();
    void scoreDependsOnlyOnTheDifference();
    void symmetricForEqualContent();
    void axialIsXPlusY();
    void mixedWithAllDirectionsZeroIs1dAlongX();
    void axialCrossByFormula();
    void validation();
};

void tst_Rope2d::frequenciesWrittenOut()
{
    // d = 8, base 100: θ_0 = 1, θ_1 = 100^(−4/8) = 0.1; pairs 0, 1 turn with x, pairs 2, 3 with y.
    const Rope2dFrequencies axial = freqsOf(8, 100, Rope2dLayout::Axial);
    QVERIFY(maxAbsDiff(axial.theta, vec({1, 0.1, 1, 0.1})) < 1e-15);
    QVERIFY(maxAbsDiff(axial.direction, vec({0, 0, pi / 2, pi / 2})) < 1e-15);
    Eigen::MatrixX2d omega(4, 2);
    omega << 1, 0, 0.1, 0, 0, 1, 0, 0.1;
    QVERIFY(maxAbsDiff(axial.vectors(), omega) == 0.0); // exact zeros: a y-pair never turns with x
    // Mixed: the same magnitudes.
    QVERIFY(maxAbsDiff(freqsOf(8, 100, Rope2dLayout::Mixed).theta, vec({1, 0.1, 1, 0.1})) < 1e-15);
}

void tst_Rope2d::goldenDirectionsWrittenOut()
{
    // (√5 − 1)/2 = 0.6180339887…: α_1 = 0.6180339887π, α_2 = frac(1.2360679775)π = 0.2360679775π,
    // α_3 = frac(1.8541019662)π = 0.8541019662π.
    QVERIFY(goldenDirection(0) == 0.0);
    ROPE_COMPARE_NEAR(goldenDirection(1), 0.6180339887498949 * pi, 1e-12);
    ROPE_COMPARE_NEAR(goldenDirection(2), 0.2360679774997898 * pi, 1e-12);
    ROPE_COMPARE_NEAR(goldenDirection(3), 0.8541019662496847 * pi, 1e-12);
    // 64 pairs: all in [0, π), no two on one line.
    const Rope2dFrequencies mixed = freqsOf(128, 100, Rope2dLayout::Mixed);
    for (int i = 0; i < 64; ++i) {
        QVERIFY(mixed.direction[i] >= 0 && mixed.direction[i] < pi);
        for (int j = 0; j < i; ++j)
            QVERIFY(std::abs(mixed.direction[i] - mixed.direction[j]) > 1e-3);
    }
}

void tst_Rope2d::fourComponentsByHand()
{
    // d = 4: one magnitude, θ = base^0 = 1; pair 0 turns by x, pair 1 by y.
    const Rope2dFrequencies f = freqsOf(4, 100, Rope2dLayout::Axial);
    // q = k = (1, 2, 3, 4): |q_0|² = 5, |q_1|² = 25, so s(Δx, 0) = 5 cos Δx + 25, s(0, Δy) = 5 + 25 cos Δy,
    // s(Δx, Δy) = 5 cos Δx + 25 cos Δy.
    const Eigen::VectorXd q = vec({1, 2, 3, 4});
    const Eigen::MatrixXd map = rope2dScoreMap(f, q, q, 5, {0, 0});
    for (int x = 0; x < 5; ++x)
        for (int y = 0; y < 5; ++y)
            ROPE_COMPARE_NEAR(map(y, x), 5 * std::cos(x) + 25 * std::cos(y), 1e-12);
    // q = e_0, k = e_1 (pair 0 only): R(φ_q)q = (cos φ_q, sin φ_q), R(φ_k)k = (−sin φ_k, cos φ_k), their
    // dot is sin(φ_q − φ_k) = −sin(Δx) for Δx = x_k − x_q; y plays no part.
    const Eigen::MatrixXd sine = rope2dScoreMap(f, vec({1, 0, 0, 0}), vec({0, 1, 0, 0}), 4, {1, 2});
    for (int x = 0; x < 4; ++x)
        for (int y = 0; y < 4; ++y)
            ROPE_COMPARE_NEAR(sine(y, x), -std::sin(x - 1.0), 1e-12);
}

void tst_Rope2d::scoreDependsOnlyOnTheDifference()
{
    // Moving the query by (s, t) moves the map by (s, t): map'(y + t, x + s) = map(y, x).
    const Eigen::VectorXd q = gaussianMatrix(1, 32, 5).row(0).transpose();
    const Eigen::VectorXd k = gaussianMatrix(1, 32, 6).row(0).transpose();
    for (Rope2dLayout layout : {Rope2dLayout::Axial, Rope2dLayout::Mixed}) {
        const Rope2dFrequencies f = freqsOf(32, 100, layout);
        const Eigen::MatrixXd a = rope2dScoreMap(f, q, k, 12, {3, 4});
        const Eigen::MatrixXd b = rope2dScoreMap(f, q, k, 12, {5, 7});
        QVERIFY(maxAbsDiff(b.block(3, 2, 9, 10), a.block(0, 0, 9, 10)) < 1e-12);
        // And by rotating the vectors directly, at absolute positions far from the grid.
        GridPositions at(4, 2);
        at << 3.0, 4.0, 9.0, 1.0, 1003.0, -496.0, 1009.0, -499.0;
        const Eigen::MatrixXd angles = rope2dAngles(at, f);
        const RowMatrixXd rq = rope2dRotate(RowMatrixXd(q.transpose().replicate(4, 1)), angles);
        const RowMatrixXd rk = rope2dRotate(RowMatrixXd(k.transpose().replicate(4, 1)), angles);
        ROPE_COMPARE_NEAR(rq.row(2).dot(rk.row(3)), rq.row(0).dot(rk.row(1)), 1e-10);
        ROPE_COMPARE_NEAR(rq.row(0).dot(rk.row(1)), a(1, 9), 1e-12);
    }
}

void tst_Rope2d::symmetricForEqualContent()
{
    // q = k: s(Δ) = Σ|q_i|² cos(ω_i·Δ), even in Δ: the map is point-symmetric about the query.
    const Eigen::VectorXd q = gaussianMatrix(1, 64, 9).row(0).transpose();
    for (Rope2dLayout layout : {Rope2dLayout::Axial, Rope2dLayout::Mixed}) {
        const Eigen::MatrixXd map = rope2dScoreMap(freqsOf(64, 100, layout), q, q, 17, {8, 8});
        QVERIFY(maxAbsDiff(map, map.reverse()) < 1e-11);
        ROPE_COMPARE_NEAR(map(8, 8), q.squaredNorm(), 1e-12);
        QCOMPARE(map.maxCoeff(), map(8, 8)); // |Σ|q_i|² cos| ≤ Σ|q_i|²
    }
}

void tst_Rope2d::axialIsXPlusY()
{
    // Axial: the x-pairs see Δx only, the y-pairs Δy only. So the row through the query is the 1-D
    // RoPE score of the x-halves (base b over d/2 dims: θ_j = b^(−4j/d)) plus q_y·k_y, and every cell
    // is row(x) + column(y) − centre.
    const int d = 16;
    const Eigen::VectorXd q = gaussianMatrix(1, d, 1).row(0).transpose();
    const Eigen::VectorXd k = gaussianMatrix(1, d, 2).row(0).transpose();
    const Eigen::MatrixXd map = rope2dScoreMap(freqsOf(d, 100, Rope2dLayout::Axial), q, k, 16, {7, 7});
    const double yConstant = q.tail(d / 2).dot(k.tail(d / 2));
    for (int x = 0; x < 16; ++x)
        ROPE_COMPARE_NEAR(map(7, x), score1d(q.head(d / 2), k.head(d / 2), 100, 7, x) + yConstant, 1e-12);
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x)
            ROPE_COMPARE_NEAR(map(y, x), map(7, x) + map(y, 7) - map(7, 7), 1e-12);
    // Mixed is not of that form.
    const Eigen::MatrixXd mixed = rope2dScoreMap(freqsOf(d, 100, Rope2dLayout::Mixed), q, k, 16, {7, 7});
    double worst = 0;
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x)
            worst = std::max(worst, std::abs(mixed(y, x) - mixed(7, x) - mixed(y, 7) + mixed(7, 7)));
    QVERIFY(worst > 1.0);
}

void tst_Rope2d::mixedWithAllDirectionsZeroIs1dAlongX()
{
    // Every pair along x with θ_i = b^(−2i/d): exactly 1-D RoPE over d at position x; y does nothing.
    const int d = 16;
    Rope2dFrequencies f;
    f.theta.resize(d / 2);
    for (int i = 0; i < d / 2; ++i)
        f.theta[i] = std::pow(10000.0, -2.0 * i / d);
    f.direction = Eigen::VectorXd::Zero(d / 2);
    const Eigen::VectorXd q = gaussianMatrix(1, d, 3).row(0).transpose();
    const Eigen::VectorXd k = gaussianMatrix(1, d, 4).row(0).transpose();
    const Eigen::MatrixXd map = rope2dScoreMap(f, q, k, 10, {2, 6});
    for (int y = 0; y < 10; ++y)
        for (int x = 0; x < 10; ++x)
            ROPE_COMPARE_NEAR(map(y, x), score1d(q, k, 10000, 2, x), 1e-12);
}

void tst_Rope2d::axialCrossByFormula()
{
    // All ones, axial: every pair has |q_i||k_i| = 2, so with A(t) = Σ_j 2 cos(θ_j t) over the d/4
    // magnitudes, s(Δx, Δy) = A(Δx) + A(Δy) and A(0) = d/2. On the row and column through the query
    // s = d/2 + A(Δ): their mean is d/2 + M, M the mean of A over the other N − 1 offsets (every
    // distance on the cross has cells off it as far away, so every cell of the cross counts).
    const int d = 64, n = 33, c = 16;
    const Eigen::VectorXd ones = Eigen::VectorXd::Ones(d);
    const auto a = [&](double t) {
        double sum = 0;
        for (int j = 0; j < d / 4; ++j)
            sum += 2 * std::cos(std::pow(100.0, -4.0 * j / d) * t);
        return sum;
    };
    double mean = 0;
    for (int x = 0; x < n; ++x)
        if (x != c)
            mean += a(x - c) / (n - 1);
    const CrossMeans axial =
        crossMeans(rope2dScoreMap(freqsOf(d, 100, Rope2dLayout::Axial), ones, ones, n, {c, c}), c, c);
    ROPE_COMPARE_NEAR(axial.onCross, d / 2 + mean, 1e-10);
    // Mixed directions: the cross stands out far less than the axial one over cells as far away.
    const CrossMeans mixed =
        crossMeans(rope2dScoreMap(freqsOf(d, 100, Rope2dLayout::Mixed), ones, ones, n, {c, c}), c, c);
    QVERIFY(axial.onCross - axial.offCross > 5 * std::abs(mixed.onCross - mixed.offCross));

    // crossMeans by hand on 3 × 3, query at (0, 0), t(y, x) = 3y + x. On the cross: 1 and 3 at distance 1,
    // 2 and 6 at distance 2. Off it: 4 at √2 (ring 1), 5 and 7 at √5 (ring 2), 8 at √8 (ring 3).
    // onCross = (1 + 3 + 2 + 6)/4 = 3, offCross = (4 + 4 + 6 + 6)/4 = 5.
    Eigen::MatrixXd t(3, 3);
    t << 0, 1, 2, 3, 4, 5, 6, 7, 8;
    const CrossMeans small = crossMeans(t, 0, 0);
    QCOMPARE(small.onCross, 3.0);
    QCOMPARE(small.offCross, 5.0);
    // A single row has no cell off the cross.
    QVERIFY(std::isnan(crossMeans(Eigen::MatrixXd::Ones(1, 4), 1, 0).onCross));
}

void tst_Rope2d::validation()
{
    Rope2dParams p;
    QVERIFY(validateRope2d(p).empty());
    p.headDim = 30;
    QCOMPARE(validateRope2d(p).size(), size_t(1));
    QCOMPARE(validateRope2d(p).front().field, std::string("head_dim"));
    p.headDim = 0;
    QCOMPARE(validateRope2d(p).size(), size_t(1));
    p.headDim = 8;
    p.base = 1.0;
    QCOMPARE(validateRope2d(p).front().code, ProblemCode::BaseNotAboveOne);
    p.base = NAN;
    QCOMPARE(validateRope2d(p).front().code, ProblemCode::NotFinite);
}

QTEST_MAIN(tst_Rope2d)
#include "tst_rope2d.moc"
