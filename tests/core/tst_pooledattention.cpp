// The pooled maps computed tile by tile, from sampled rows and from s(Δ), against the full matrices
// built here element by element (plain loops: dot products, per-row softmax, block pooling by hand).

#include "core/attention.h"
#include "core/content.h"
#include "core/pooledattention.h"
#include "core/pooling.h"
#include "core/scorecurve.h"
#include "testutil.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace rope::core;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// The full N×M logits and weights by definition: q_m·k_n, masked to −∞ after m, softmax per row.
struct Full {
    RowMatrixXd logits, weights;
};

Full fullByHand(const RowMatrixXd& q, const RowMatrixXd& k, bool causal)
{
    Full f{RowMatrixXd(q.rows(), k.rows()), RowMatrixXd::Zero(q.rows(), k.rows())};
    for (Eigen::Index m = 0; m < q.rows(); ++m) {
        double peak = -kInf;
        for (Eigen::Index n = 0; n < k.rows(); ++n) {
            double dot = 0;
            for (Eigen::Index c = 0; c < q.cols(); ++c)
                dot += q(m, c) * k(n, c);
            f.logits(m, n) = causal && n > m ? -kInf : dot;
            peak = std::max(peak, f.logits(m, n));
        }
        double total = 0;
        for (Eigen::Index n = 0; n < k.rows(); ++n)
            total += f.logits(m, n) == -kInf ? 0 : std::exp(f.logits(m, n) - peak);
        for (Eigen::Index n = 0; n < k.rows(); ++n)
            f.weights(m, n) = f.logits(m, n) == -kInf ? 0 : std::exp(f.logits(m, n) - peak) / total;
    }
    return f;
}

// Block (a, b) of `pool` rows (only those listed, if any) and columns: mean of finite entries, max.
double blockMean(const RowMatrixXd& m, Eigen::Index a, Eigen::Index b, int pool, const std::vector<Eigen::Index>& rows)
{
    double sum = 0;
    int count = 0;
    for (Eigen::Index i = a * pool; i < std::min(m.rows(), (a + 1) * pool); ++i) {
        if (!rows.empty() && std::find(rows.begin(), rows.end(), i) == rows.end())
            continue;
        for (Eigen::Index j = b * pool; j < std::min(m.cols(), (b + 1) * pool); ++j)
            if (std::isfinite(m(i, j))) {
                sum += m(i, j);
                ++count;
            }
    }
    return count ? sum / count : std::numeric_limits<double>::quiet_NaN();
}

double blockMax(const RowMatrixXd& m, Eigen::Index a, Eigen::Index b, int pool, const std::vector<Eigen::Index>& rows)
{
    double best = 0;
    for (Eigen::Index i = a * pool; i < std::min(m.rows(), (a + 1) * pool); ++i) {
        if (!rows.empty() && std::find(rows.begin(), rows.end(), i) == rows.end())
            continue;
        for (Eigen::Index j = b * pool; j < std::min(m.cols(), (b + 1) * pool); ++j)
            best = std::max(best, m(i, j));
    }
    return best;
}

// Every map cell, row log-sum-exp and peak key of `got` against the full matrices.
void compareWithFull(const PooledAttention& got, const Full& full, int pool, const std::vector<Eigen::Index>& rows,
                     double tolerance)
{
    const Eigen::Index n = full.logits.rows();
    QCOMPARE(got.logits.rows(), (n + pool - 1) / pool);
    QCOMPARE(got.logits.cols(), (full.logits.cols() + pool - 1) / pool);
    for (Eigen::Index a = 0; a < got.logits.rows(); ++a)
        for (Eigen::Index b = 0; b < got.logits.cols(); ++b) {
            const double mean = blockMean(full.logits, a, b, pool, rows);
            const bool anyRow =
                rows.empty() || std::any_of(rows.begin(), rows.end(), [&](Eigen::Index r) { return r / pool == a; });
            if (std::isnan(mean)) {
                QVERIFY2(std::isnan(got.logits(a, b)), qPrintable(QStringLiteral("cell %1,%2 masked").arg(a).arg(b)));
            } else {
                QVERIFY2(
                    std::abs(got.logits(a, b) - mean) <= tolerance * (1 + std::abs(mean)),
                    qPrintable(
                        QStringLiteral("logit cell %1,%2: %3 vs %4").arg(a).arg(b).arg(got.logits(a, b)).arg(mean)));
            }
            const double w = anyRow ? blockMax(full.weights, a, b, pool, rows) : 0.0;
            QVERIFY2(
                std::abs(got.weights(a, b) - w) <= tolerance,
                qPrintable(QStringLiteral("weight cell %1,%2: %3 vs %4").arg(a).arg(b).arg(got.weights(a, b)).arg(w)));
        }
    for (Eigen::Index m = 0; m < n; ++m) {
        if (!rows.empty() && std::find(rows.begin(), rows.end(), m) == rows.end()) {
            QVERIFY(std::isnan(got.rowLogSumExp[m]));
            QCOMPARE(got.rowPeakKey[m], -1);
            continue;
        }
        Eigen::Index top = 0;
        const double peak = full.logits.row(m).maxCoeff(&top);
        const double lse = peak + std::log((full.logits.row(m).array() - peak).exp().sum());
        QVERIFY2(std::abs(got.rowLogSumExp[m] - lse) <= tolerance * (1 + std::abs(lse)),
                 qPrintable(QStringLiteral("row %1: lse %2 vs %3").arg(m).arg(got.rowLogSumExp[m]).arg(lse)));
        QCOMPARE(Eigen::Index(got.rowPeakKey[m]), top);
    }
}

RowMatrixXd randomRows(Eigen::Index n, Eigen::Index d, std::uint64_t seed) { return gaussianMatrix(n, d, seed); }

} // namespace

class tst_PooledAttention : public QObject {
    Q_OBJECT

private slots:
    void tiledEqualsPoolingTheFullMatrix_data();
    void tiledEqualsPoolingTheFullMatrix();
    void sampledRowsPoolOnlyThoseRows();
    void floatTilesMatchDouble();
    void equalsAttentionThenPool();
    void toeplitzByHand();
    void toeplitzEqualsTiled_data();
    void toeplitzEqualsTiled();
    void toeplitzAtLlamaContext();
    void cancelStops();
};

void tst_PooledAttention::tiledEqualsPoolingTheFullMatrix_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("pool");
    QTest::addColumn<bool>("causal");
    QTest::newRow("N=37 pool 1 causal") << 37 << 1 << true;
    QTest::newRow("N=37 pool 1 full") << 37 << 1 << false;
    QTest::newRow("N=301 pool 3 causal (blocks cross tiles)") << 301 << 3 << true;
    QTest::newRow("N=301 pool 7 full") << 301 << 7 << false;
    QTest::newRow("N=260 pool 130 causal") << 260 << 130 << true;
}

void tst_PooledAttention::tiledEqualsPoolingTheFullMatrix()
{
    QFETCH(int, n);
    QFETCH(int, pool);
    QFETCH(bool, causal);
    const RowMatrixXd q = randomRows(n, 8, 1) * 1.5, k = randomRows(n, 8, 2);
    PooledAttentionOptions o;
    o.mask = causal ? Mask::Causal : Mask::None;
    o.pool = pool;
    const PooledAttention got = pooledAttention<double>(q, k, o);
    const Full full = fullByHand(q, k, causal);
    compareWithFull(got, full, pool, {}, 1e-6); // map cells are float
    QVERIFY(!got.sampled && !got.cancelled);
    // The spreads against core's own full-matrix measure (a separate pass over whole matrices).
    QVERIFY(std::abs(got.logitSpread - diagonalSpread(full.logits)) < 1e-12);
    QVERIFY(std::abs(got.weightSpread - diagonalSpread(full.weights)) < 1e-12);
}

void tst_PooledAttention::sampledRowsPoolOnlyThoseRows()
{
    const int n = 200, pool = 8;
    const RowMatrixXd q = randomRows(n, 6, 3), k = randomRows(n, 6, 4);
    const std::vector<Eigen::Index> rows = sampledRows(n, pool);
    QCOMPARE(rows.size(), size_t(25));
    QCOMPARE(rows.front(), Eigen::Index(4)); // the middle of each block of 8
    QCOMPARE(rows.back(), Eigen::Index(196));
    PooledAttentionOptions o;
    o.mask = Mask::Causal;
    o.pool = pool;
    o.rows = {0, 3, 5, 17, 18, 100, 199}; // uneven: some blocks have none, one has three
    o.queryCount = n;
    RowMatrixXd listed(Eigen::Index(o.rows.size()), q.cols());
    for (size_t r = 0; r < o.rows.size(); ++r)
        listed.row(Eigen::Index(r)) = q.row(o.rows[r]);
    const PooledAttention got = pooledAttention<double>(listed, k, o);
    QVERIFY(got.sampled);
    compareWithFull(got, fullByHand(q, k, true), pool, o.rows, 1e-6);
}

void tst_PooledAttention::floatTilesMatchDouble()
{
    const int n = 513, pool = 2;
    const RowMatrixXd q = randomRows(n, 16, 5) * 0.5, k = randomRows(n, 16, 6);
    PooledAttentionOptions o;
    o.mask = Mask::Causal;
    o.pool = pool;
    const PooledAttention got = pooledAttention<float>(q.cast<float>(), k.cast<float>(), o);
    compareWithFull(got, fullByHand(q, k, true), pool, {}, 2e-5);
}

void tst_PooledAttention::equalsAttentionThenPool()
{
    // The app's old path, attention() then pool(), from the same prepared RoPE inputs: the same maps.
    RopeParams p;
    p.headDim = 32;
    const int n = 300, factor = 3;
    const Content c = makeContent(p, n, {ContentSource::Random, 9});
    AttentionOptions a;
    a.mask = Mask::Causal;
    const auto full = attention<double>(p, c.q, c.k, c.v, a);
    const auto prepared = prepareQueriesKeys<double>(p, c.q, c.k, a);
    PooledAttentionOptions o;
    o.mask = Mask::Causal;
    o.pool = factor;
    const PooledAttention got = pooledAttention<double>(prepared.queries, prepared.keys, o);
    const RowMatrixXf logits = pool(full.logits, factor, Pooling::Mean),
                      weights = pool(full.weights, factor, Pooling::Max);
    for (Eigen::Index i = 0; i < logits.size(); ++i) {
        const float want = logits.data()[i], have = got.logits.data()[i];
        QVERIFY(std::isnan(want) ? std::isnan(have) : std::abs(have - want) <= 1e-6f * (1 + std::abs(want)));
        QVERIFY(std::abs(got.weights.data()[i] - weights.data()[i]) <= 1e-7f);
    }
    QVERIFY(std::abs(got.logitSpread - diagonalSpread(full.logits)) < 1e-12);
}

void tst_PooledAttention::toeplitzByHand()
{
    // N = 2, s(−1) = 0, s(0) = 1, s(1) = 2. Causal: row 0 sees s(0) only; row 1 sees s(1), s(0):
    // weights e²/(e² + e) = e/(e + 1) and 1/(e + 1).
    const Eigen::Vector3d s(0, 1, 2);
    PooledAttentionOptions o;
    o.mask = Mask::Causal;
    const PooledAttention got = pooledToeplitz(s, 2, o);
    const double e = std::exp(1.0);
    QCOMPARE(got.logits(0, 0), 1.0f);
    QVERIFY(std::isnan(got.logits(0, 1)));
    QCOMPARE(got.logits(1, 0), 2.0f);
    QCOMPARE(got.logits(1, 1), 1.0f);
    QVERIFY(std::abs(got.weights(0, 0) - 1.0) < 1e-7);
    QVERIFY(got.weights(0, 1) == 0.0f);
    QVERIFY(std::abs(got.weights(1, 0) - e / (e + 1)) < 1e-7);
    QVERIFY(std::abs(got.weights(1, 1) - 1 / (e + 1)) < 1e-7);
    QVERIFY(std::abs(got.rowLogSumExp[0] - 1.0) < 1e-15);
    QVERIFY(std::abs(got.rowLogSumExp[1] - std::log(e * e + e)) < 1e-15);
    QCOMPARE(got.rowPeakKey[0], 0);
    QCOMPARE(got.rowPeakKey[1], 0); // s(1) = 2 at key 0
    QVERIFY(got.logitSpread == 0.0);
    // Diagonal Δ = 0 holds weights 1 (row 0) and 1/(e + 1) (row 1).
    QVERIFY(std::abs(got.weightSpread - e / (e + 1)) < 1e-12);
    // Pooled 2×2 into one cell: mean of 1, 2, 1; max weight 1.
    o.pool = 2;
    const PooledAttention one = pooledToeplitz(s, 2, o);
    QVERIFY(std::abs(one.logits(0, 0) - 4.0 / 3.0) < 1e-7);
    QVERIFY(std::abs(one.weights(0, 0) - 1.0) < 1e-7);
}

void tst_PooledAttention::toeplitzEqualsTiled_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("pool");
    QTest::addColumn<bool>("causal");
    QTest::newRow("N=50 pool 1 causal") << 50 << 1 << true;
    QTest::newRow("N=50 pool 1 full") << 50 << 1 << false;
    QTest::newRow("N=301 pool 4 causal") << 301 << 4 << true;
    QTest::newRow("N=301 pool 6 full") << 301 << 6 << false;
}

void tst_PooledAttention::toeplitzEqualsTiled()
{
    QFETCH(int, n);
    QFETCH(int, pool);
    QFETCH(bool, causal);
    // Constant content: the same q and k at every position; RoPE makes the logits depend on Δ only.
    RopeParams p;
    p.headDim = 16;
    const Eigen::VectorXd q = randomRows(1, 16, 7).row(0).transpose() * 1.2,
                          k = randomRows(1, 16, 8).row(0).transpose();
    const RowMatrixXd qs = q.transpose().replicate(n, 1), ks = k.transpose().replicate(n, 1);
    AttentionOptions a;
    const auto prepared = prepareQueriesKeys<double>(p, qs, ks, a);
    // s(Δ) from the score curve (seed 000 §4.2): a second formulation of the same logits.
    const FrequencyTable freqs = frequencies(p);
    const Eigen::VectorXd deltas = Eigen::VectorXd::LinSpaced(2 * n - 1, -(n - 1), n - 1);
    const Eigen::VectorXd s = scoreCurveDirect(pairCoefficients(p, freqs, q, k), freqs.invFreq, deltas) / 4.0;
    PooledAttentionOptions o;
    o.mask = causal ? Mask::Causal : Mask::None;
    o.pool = pool;
    const PooledAttention toeplitz = pooledToeplitz(s, n, o);
    compareWithFull(toeplitz, fullByHand(prepared.queries, prepared.keys, causal), pool, {}, 1e-6);
    const PooledAttention tiled = pooledAttention<double>(prepared.queries, prepared.keys, o);
    QVERIFY(std::abs(toeplitz.weightSpread - tiled.weightSpread) < 1e-9);
    QVERIFY(tiled.logitSpread < 1e-12);
}

void tst_PooledAttention::toeplitzAtLlamaContext()
{
    // N = 131072 (Llama 3.1's context): rows checked against a direct log-sum-exp over their offsets.
    const Eigen::Index n = 131072;
    const Eigen::VectorXd deltas = Eigen::VectorXd::LinSpaced(2 * n - 1, double(-(n - 1)), double(n - 1));
    const Eigen::VectorXd s = (deltas.array() * 0.001).cos() * 3.0 - (deltas.array().abs() * 1e-4);
    PooledAttentionOptions o;
    o.mask = Mask::Causal;
    o.pool = int(poolFactor(n, 512));
    const PooledAttention got = pooledToeplitz(s, n, o);
    QCOMPARE(got.logits.rows(), 512);
    for (Eigen::Index m : {Eigen::Index(0), Eigen::Index(7), Eigen::Index(70000), n - 1}) {
        const Eigen::VectorXd seen = s.segment(n - 1, m + 1); // Δ = 0 … m
        const double peak = seen.maxCoeff();
        const double lse = peak + std::log((seen.array() - peak).exp().sum());
        QVERIFY2(std::abs(got.rowLogSumExp[m] - lse) < 1e-9 * (1 + std::abs(lse)), qPrintable(QString::number(m)));
    }
    // The top-left cell: rows and keys 0 … 255, causal: mean of s(Δ) over the 256·257/2 visible cells.
    double sum = 0;
    for (int i = 0; i < 256; ++i)
        for (int j = 0; j <= i; ++j)
            sum += s[n - 1 + i - j];
    QVERIFY(std::abs(got.logits(0, 0) - sum / (256.0 * 257.0 / 2.0)) < 1e-5);
    QVERIFY(got.weights.maxCoeff() <= 1.0f && got.weights.minCoeff() >= 0.0f);
}

void tst_PooledAttention::cancelStops()
{
    const RowMatrixXd q = randomRows(400, 8, 1), k = randomRows(400, 8, 2);
    std::atomic<bool> cancel = true;
    PooledAttentionOptions o;
    o.execution.cancel = &cancel;
    QVERIFY(pooledAttention<double>(q, k, o).cancelled);
    QVERIFY(pooledToeplitz(Eigen::VectorXd::Zero(799), 400, o).cancelled);
}

QTEST_APPLESS_MAIN(tst_PooledAttention)
#include "tst_pooledattention.moc"
