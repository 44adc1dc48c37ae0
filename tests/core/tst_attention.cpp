// Attention: checked against a naive second formulation (explicit R_m, plain softmax loop) and
// against the identities of seed 000: translation invariance, Toeplitz logits for constant content.

#include "core/additive.h"
#include "core/attention.h"
#include "core/content.h"
#include "core/rotation.h"
#include "testutil.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace rope::core;
using rope::test::maxAbsDiff;

namespace {

// Logits and weights the slow, obvious way: R_m from its blocks, a double loop, exp/sum.
struct Naive {
    RowMatrixXd logits, weights, output;
};

Naive naiveAttention(const RopeParams& p, const RowMatrixXd& q, const RowMatrixXd& k, const RowMatrixXd& v,
                     const Eigen::VectorXd& qpos, const Eigen::VectorXd& kpos, bool causal)
{
    const FrequencyTable f = frequencies(p);
    const Eigen::Index n = q.rows(), m = k.rows();
    Naive r{RowMatrixXd(n, m), RowMatrixXd::Zero(n, m), RowMatrixXd::Zero(n, v.cols())};
    for (Eigen::Index i = 0; i < n; ++i) {
        const Eigen::VectorXd qi = rotationMatrix(p, f, qpos[i]) * q.row(i).transpose();
        double peak = -INFINITY;
        for (Eigen::Index j = 0; j < m; ++j) {
            const bool visible = !causal || kpos[j] <= qpos[i];
            const Eigen::VectorXd kj = rotationMatrix(p, f, kpos[j]) * k.row(j).transpose();
            r.logits(i, j) = visible ? qi.dot(kj) / std::sqrt(double(p.headDim)) : -INFINITY;
            peak = std::max(peak, r.logits(i, j));
        }
        double sum = 0;
        for (Eigen::Index j = 0; j < m; ++j)
            if (std::isfinite(r.logits(i, j)))
                sum += std::exp(r.logits(i, j) - peak);
        for (Eigen::Index j = 0; j < m; ++j)
            if (std::isfinite(r.logits(i, j)))
                r.weights(i, j) = std::exp(r.logits(i, j) - peak) / sum;
        r.output.row(i) = r.weights.row(i) * v;
    }
    return r;
}

// max over diagonals (fixed m − n) of (max − min) along the diagonal.
double diagonalSpread(const RowMatrixXd& a)
{
    double spread = 0;
    for (Eigen::Index off = -(a.rows() - 1); off < a.cols(); ++off) {
        double lo = INFINITY, hi = -INFINITY;
        for (Eigen::Index i = 0; i < a.rows(); ++i) {
            const Eigen::Index j = i + off;
            if (j < 0 || j >= a.cols() || !std::isfinite(a(i, j)))
                continue;
            lo = std::min(lo, a(i, j));
            hi = std::max(hi, a(i, j));
        }
        if (hi >= lo)
            spread = std::max(spread, hi - lo);
    }
    return spread;
}

double finiteMaxAbsDiff(const RowMatrixXd& a, const RowMatrixXd& b)
{
    double worst = 0;
    for (Eigen::Index i = 0; i < a.rows(); ++i)
        for (Eigen::Index j = 0; j < a.cols(); ++j) {
            if (std::isinf(a(i, j)) || std::isinf(b(i, j))) {
                if (a(i, j) != b(i, j))
                    return INFINITY;
                continue;
            }
            worst = std::max(worst, std::abs(a(i, j) - b(i, j)));
        }
    return worst;
}

} // namespace

class tst_Attention : public QObject {
    Q_OBJECT

private slots:
    void matchesNaive_data();
    void matchesNaive();
    void causalMaskIsExact();
    void translationInvariance();
    void toeplitzForConstantContent();
    void fullyMaskedRowGivesZerosNotNaN();
    void extremeLogitsStayFinite();
    void floatPathCloseToDouble();
    void emulatedFormatsAreFinite();
    void noEncodingIsPlainDotProduct();
    void sinusoidalMatchesDecomposition();
    void decompositionSumsAndPositionTermIsRelative();
    void ropeIsNotElementwiseWeight();
    void cancellationStopsEarly();
    void valuesRoundedOnlyWhereTheFormatChangesThem();
    void productTransposedIsRowDotProducts();
    void floorDoesTheCausalSoftmaxWork();
};

void tst_Attention::matchesNaive_data()
{
    QTest::addColumn<int>("pairing");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<int>("n");
    QTest::newRow("interleaved none N=70") << int(Pairing::Interleaved) << false << 70;
    QTest::newRow("interleaved causal N=130") << int(Pairing::Interleaved) << true << 130;
    QTest::newRow("half-split causal N=65") << int(Pairing::HalfSplit) << true << 65;
    QTest::newRow("half-split none N=1") << int(Pairing::HalfSplit) << false << 1;
}

void tst_Attention::matchesNaive()
{
    QFETCH(int, pairing);
    QFETCH(bool, causal);
    QFETCH(int, n);
    RopeParams p;
    p.headDim = 16;
    p.pairing = Pairing(pairing);
    const Content c = makeContent(p, n, {ContentSource::Random, 42});
    AttentionOptions o;
    o.mask = causal ? Mask::Causal : Mask::None;
    const auto r = attention<double>(p, c.q, c.k, c.v, o);
    const Eigen::VectorXd pos = consecutivePositions(n);
    const Naive ref = naiveAttention(p, c.q, c.k, c.v, pos, pos, causal);
    QVERIFY(finiteMaxAbsDiff(r.logits, ref.logits) < 1e-12);
    QVERIFY(maxAbsDiff(r.weights, ref.weights) < 1e-13);
    QVERIFY(maxAbsDiff(r.output, ref.output) < 1e-12);
    for (Eigen::Index i = 0; i < n; ++i)
        ROPE_COMPARE_NEAR(r.weights.row(i).sum(), 1.0, 1e-13);
}

void tst_Attention::causalMaskIsExact()
{
    RopeParams p;
    const Content c = makeContent(p, 200, {ContentSource::Random, 1});
    AttentionOptions o;
    o.mask = Mask::Causal;
    const auto r = attention<double>(p, c.q, c.k, c.v, o);
    for (Eigen::Index i = 0; i < 200; ++i)
        for (Eigen::Index j = i + 1; j < 200; ++j) {
            QVERIFY(r.weights(i, j) == 0.0); // exactly zero, not a subnormal
            QVERIFY(std::isinf(r.logits(i, j)) && r.logits(i, j) < 0);
        }
    ROPE_COMPARE_NEAR(r.weights(0, 0), 1.0, 0.0); // the first token sees only itself
}

void tst_Attention::translationInvariance()
{
    // Shifting every position by c leaves the logits unchanged (seed 000 §3).
    RopeParams p;
    p.headDim = 32;
    const Content c = makeContent(p, 40, {ContentSource::Random, 3});
    AttentionOptions a, b;
    a.mask = b.mask = Mask::Causal;
    b.queryPositions = b.keyPositions = consecutivePositions(40, 1000);
    const auto ra = attention<double>(p, c.q, c.k, c.v, a);
    const auto rb = attention<double>(p, c.q, c.k, c.v, b);
    QVERIFY(finiteMaxAbsDiff(ra.logits, rb.logits) < 1e-11);
}

void tst_Attention::toeplitzForConstantContent()
{
    RopeParams p;
    p.headDim = 32;
    const Content c = makeContent(p, 48, {ContentSource::Constant, 5});
    AttentionOptions o;
    o.encoding = Encoding::Rope;
    const double ropeSpread = diagonalSpread(attention<double>(p, c.q, c.k, c.v, o).logits);
    o.encoding = Encoding::Sinusoidal;
    const double additiveSpread = diagonalSpread(attention<double>(p, c.q, c.k, c.v, o).logits);
    o.encoding = Encoding::None;
    const RowMatrixXd plain = attention<double>(p, c.q, c.k, c.v, o).logits;
    QVERIFY2(ropeSpread < 1e-12, qPrintable(QString::number(ropeSpread)));
    QVERIFY2(additiveSpread > 0.1, qPrintable(QString::number(additiveSpread)));
    QVERIFY(plain.maxCoeff() - plain.minCoeff() < 1e-12); // no position at all: one value
}

void tst_Attention::fullyMaskedRowGivesZerosNotNaN()
{
    // Query 0 sits at position 0 but every key sits at 5 or later: it sees nothing.
    RopeParams p;
    p.headDim = 8;
    const Content c = makeContent(p, 4, {ContentSource::Random, 2});
    AttentionOptions o;
    o.mask = Mask::Causal;
    o.queryPositions = Eigen::Vector4d(0, 5, 6, 7);
    o.keyPositions = Eigen::Vector4d(5, 6, 7, 8);
    const auto r = attention<double>(p, c.q, c.k, c.v, o);
    QCOMPARE(int(r.fullyMaskedRows[0]), 1);
    QCOMPARE(int(r.fullyMaskedRows[1]), 0);
    QVERIFY(r.weights.row(0).isZero(0));
    QVERIFY(r.output.row(0).isZero(0));
    QVERIFY(r.weights.allFinite() && r.output.allFinite());
    ROPE_COMPARE_NEAR(r.weights(1, 0), 1.0, 0.0);
    // Unsorted key positions take the element-wise mask path and agree with the naive loop.
    o.keyPositions = Eigen::Vector4d(8, 5, 7, 6);
    const auto u = attention<double>(p, c.q, c.k, c.v, o);
    const Naive ref = naiveAttention(p, c.q, c.k, c.v, o.queryPositions, o.keyPositions, true);
    QVERIFY(maxAbsDiff(u.weights, ref.weights) < 1e-14);
    QCOMPARE(int(u.fullyMaskedRows[0]), 1);
}

void tst_Attention::extremeLogitsStayFinite()
{
    // Logit gaps of ~1e6 underflow exp(): weights must be exact 0/1, never NaN or subnormal junk.
    RopeParams p;
    p.headDim = 4;
    RowMatrixXd q = RowMatrixXd::Constant(3, 4, 1000.0), k = gaussianMatrix(3, 4, 1) * 1000.0;
    const RowMatrixXd v = gaussianMatrix(3, 4, 2);
    for (Precision precision : {Precision::Fp64, Precision::Fp32, Precision::Bf16}) {
        AttentionOptions o;
        o.precision = precision;
        const auto r = attentionAt(p, q, k, v, o);
        QVERIFY(r.weights.allFinite() && r.output.allFinite());
        for (Eigen::Index i = 0; i < 3; ++i)
            ROPE_COMPARE_NEAR(r.weights.row(i).sum(), 1.0, 1e-2);
    }
}

void tst_Attention::floatPathCloseToDouble()
{
    RopeParams p;
    p.headDim = 64;
    const Content c = makeContent(p, 300, {ContentSource::Random, 8});
    AttentionOptions o;
    o.mask = Mask::Causal;
    const auto d = attention<double>(p, c.q, c.k, c.v, o);
    o.precision = Precision::Fp32;
    const auto f = attention<float>(p, c.q.cast<float>(), c.k.cast<float>(), c.v.cast<float>(), o);
    QVERIFY(finiteMaxAbsDiff(d.logits, f.logits.cast<double>()) < 1e-4);
    QVERIFY(maxAbsDiff(d.weights, f.weights.cast<double>()) < 1e-5);
}

void tst_Attention::emulatedFormatsAreFinite()
{
    RopeParams p;
    p.headDim = 32;
    const Content c = makeContent(p, 64, {ContentSource::Random, 4});
    AttentionOptions o;
    o.mask = Mask::Causal;
    const auto ref = attentionAt(p, c.q, c.k, c.v, o);
    for (Precision precision : {Precision::Bf16, Precision::Fp16}) {
        o.precision = precision;
        const auto r = attentionAt(p, c.q, c.k, c.v, o);
        QVERIFY(r.weights.allFinite());
        const double err = finiteMaxAbsDiff(r.logits, ref.logits);
        QVERIFY2(err > 0 && err < 0.2, qPrintable(QString::number(err))); // rounded, but not garbage
        // Stored values are representable in the format.
        QCOMPARE(double(roundTo(precision, float(r.weights(10, 3)))), r.weights(10, 3));
    }
}

void tst_Attention::noEncodingIsPlainDotProduct()
{
    RopeParams p;
    p.headDim = 4;
    RowMatrixXd q(2, 4), k(2, 4);
    q << 1, 2, 3, 4, 0, 1, 0, 1;
    k << 1, 0, 0, 0, 2, 2, 2, 2;
    AttentionOptions o;
    o.encoding = Encoding::None;
    const auto r = attention<double>(p, q, k, k, o);
    // q·k/√4 by hand.
    ROPE_COMPARE_NEAR(r.logits(0, 0), 0.5, 1e-15);
    ROPE_COMPARE_NEAR(r.logits(0, 1), 10.0, 1e-15);
    ROPE_COMPARE_NEAR(r.logits(1, 1), 2.0, 1e-15);
}

void tst_Attention::sinusoidalMatchesDecomposition()
{
    RopeParams p;
    p.headDim = 16;
    const Content c = makeContent(p, 20, {ContentSource::Random, 6});
    AttentionOptions o;
    o.encoding = Encoding::Sinusoidal;
    const auto r = attention<double>(p, c.q, c.k, c.v, o);
    const Eigen::VectorXd pos = consecutivePositions(20);
    const AdditiveDecomposition d = decomposeAdditive(c.q, c.k, {}, {}, pos, pos, p.base);
    QVERIFY(maxAbsDiff(r.logits, d.logitScale * d.total) < 1e-12);
    ROPE_COMPARE_NEAR(d.logitScale, 0.25, 0); // 1/√16
    // p_m by hand for m = 1, D = 4, base 1e4: [sin 1, cos 1, sin 0.01, cos 0.01].
    const RowMatrixXd table = sinusoidalTable(Eigen::VectorXd::Constant(1, 1.0), 4, 1e4);
    ROPE_COMPARE_NEAR(table(0, 0), std::sin(1.0), 1e-16);
    ROPE_COMPARE_NEAR(table(0, 3), std::cos(0.01), 1e-16);
}

void tst_Attention::decompositionSumsAndPositionTermIsRelative()
{
    const RowMatrixXd x = gaussianMatrix(24, 12, 10);
    const RowMatrixXd wq = gaussianMatrix(8, 12, 11), wk = gaussianMatrix(8, 12, 12);
    const Eigen::VectorXd pos = consecutivePositions(24);
    const AdditiveDecomposition d = decomposeAdditive(x, x, wq, wk, pos, pos, 1e4);
    const RowMatrixXd sum = d.contentContent + d.contentPosition + d.positionContent + d.positionPosition;
    QVERIFY(maxAbsDiff(sum, d.total) < 1e-12);
    // With identity projections p_m·p_n = Σ_i cos((m−n)θ_i): constant along diagonals.
    const AdditiveDecomposition identity = decomposeAdditive(x, x, {}, {}, pos, pos, 1e4);
    QVERIFY(diagonalSpread(identity.positionPosition) < 1e-12);
    double expected = 0;
    for (int i = 0; i < 6; ++i)
        expected += std::cos(3 * std::pow(1e4, -2.0 * i / 12));
    ROPE_COMPARE_NEAR(identity.positionPosition(5, 2), expected, 1e-12); // a raw score, not divided by √d
    // …but the cross terms are not relative.
    QVERIFY(diagonalSpread(identity.contentPosition) > 0.1);
}

void tst_Attention::ropeIsNotElementwiseWeight()
{
    // Seed 000 §4.1: q·k = 0 without rotation, yet the RoPE logit is not 0; a scalar weight on
    // the un-rotated logit could never do that.
    RopeParams p;
    p.headDim = 2;
    p.thetaOverride = std::numbers::pi / 2;
    RowMatrixXd q(2, 2), k(2, 2);
    q << 1, 0, 1, 0;
    k << 0, 1, 0, 1;
    AttentionOptions o;
    o.encoding = Encoding::None;
    const auto plain = attention<double>(p, q, k, k, o);
    o.encoding = Encoding::Rope;
    const auto rope = attention<double>(p, q, k, k, o);
    QVERIFY(plain.logits(1, 0) == 0.0);
    ROPE_COMPARE_NEAR(rope.logits(1, 0), 1.0 / std::sqrt(2.0), 1e-15); // toy B2, divided by √d
}

void tst_Attention::cancellationStopsEarly()
{
    RopeParams p;
    const Content c = makeContent(p, 512, {ContentSource::Random, 1});
    std::atomic<bool> cancel = true;
    AttentionOptions o;
    o.execution.cancel = &cancel;
    const auto r = attention<double>(p, c.q, c.k, c.v, o);
    QVERIFY(r.cancelled);
}

void tst_Attention::valuesRoundedOnlyWhereTheFormatChangesThem()
{
    // One query, one key: the weight is exactly 1, so the output is V as the format holds it.
    RopeParams p;
    p.headDim = 2;
    const RowMatrixXd q = RowMatrixXd::Zero(1, 2), k = RowMatrixXd::Zero(1, 2);
    RowMatrixXd v(1, 2);
    v << 1 + std::ldexp(1.0, -12), 3; // 1 + 2⁻¹² is a float, but between two fp16 values (spacing 2⁻¹⁰)
    AttentionOptions o;
    for (const auto& [precision, expected] : {std::pair{Precision::Fp32, 1 + std::ldexp(1.0, -12)},
                                              std::pair{Precision::Fp16, 1.0}, std::pair{Precision::Bf16, 1.0}}) {
        o.precision = precision;
        const auto r = attentionAt(p, q, k, v, o);
        QCOMPARE(r.output(0, 0), expected);
        QCOMPARE(r.output(0, 1), 3.0);
    }
}

void tst_Attention::productTransposedIsRowDotProducts()
{
    RowMatrixXf a(2, 3), b(3, 3);
    a << 1, 2, 3, -1, 0, 2;
    b << 1, 0, 0, 0, 1, 1, 2, -1, 4;
    RowMatrixXf out(7, 1); // the wrong shape: resized
    productTransposed(a, b, out);
    QCOMPARE(out.rows(), 2);
    QCOMPARE(out.cols(), 3);
    // out(i, j) = a_i · b_j, by hand.
    const float expected[2][3] = {{1, 5, 12}, {-1, 2, 6}};
    for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 3; ++j)
            QCOMPARE(out(i, j), expected[i][j]);
}

// rope-bench's floor must do the work it claims, or the ratio against it means nothing: every
// logit of q·kᵀ, and on each row the softmax of its causal prefix, zeros after. Two blocks of rows.
void tst_Attention::floorDoesTheCausalSoftmaxWork()
{
    const int n = 200, d = 8;
    const RowMatrixXd q = gaussianMatrix(n, d, 5), k = gaussianMatrix(n, d, 6);
    RowMatrixXf logits, weights;
    causalAttentionFloor(q.cast<float>(), k.cast<float>(), logits, weights);
    QCOMPARE(logits.rows(), n);
    QCOMPARE(weights.cols(), n);
    double worst = 0;
    for (int m = 0; m < n; ++m) {
        double peak = -1e300, sum = 0;
        for (int j = 0; j <= m; ++j)
            peak = std::max(peak, q.row(m).dot(k.row(j)));
        for (int j = 0; j <= m; ++j)
            sum += std::exp(q.row(m).dot(k.row(j)) - peak);
        for (int j = 0; j < n; ++j) {
            worst = std::max(worst, std::abs(logits(m, j) - q.row(m).dot(k.row(j))));
            const double expected = j <= m ? std::exp(q.row(m).dot(k.row(j)) - peak) / sum : 0.0;
            worst = std::max(worst, std::abs(weights(m, j) - expected));
            if (j > m && weights(m, j) != 0.0f)
                QFAIL(qPrintable(QStringLiteral("weight (%1, %2) past the diagonal is not 0").arg(m).arg(j)));
        }
    }
    QVERIFY2(worst < 1e-4, qPrintable(QString::number(worst)));
}

QTEST_APPLESS_MAIN(tst_Attention)
#include "tst_attention.moc"
