// Relative biases against transcriptions of the models' reference code, written here apart from the
// implementation: Hugging Face T5's `_relative_position_bucket`, the ALiBi paper's `get_slopes` and
// BLOOM's `build_alibi_tensor`, KERPLE's `ParallelKerpleLog.forward`; and the claim each family makes
// about Δ, checked by the diagonal spread of its logits on the same content.

#include "core/attention.h"
#include "core/content.h"
#include "core/pooling.h"
#include "core/positionbias.h"
#include "testutil.h"

#include <QtTest>

#include <cmath>
#include <vector>

using namespace rope::core;

namespace {

// transformers/models/t5/modeling_t5.py, T5Attention._relative_position_bucket, one element at a
// time: relative_position is memory_position − context_position; torch computes the log branch in
// float32 (a float tensor divided by Python floats) and .to(torch.long) truncates.
long long hfT5Bucket(long long relative_position, bool bidirectional, int num_buckets, int max_distance)
{
    long long relative_buckets = 0;
    if (bidirectional) {
        num_buckets /= 2; // num_buckets //= 2
        relative_buckets += (relative_position > 0 ? 1 : 0) * num_buckets;
        relative_position = std::llabs(relative_position);
    } else {
        relative_position = -std::min(relative_position, 0LL);
    }
    const int max_exact = num_buckets / 2;
    const bool is_small = relative_position < max_exact;
    if (is_small) // torch.where(is_small, relative_position, relative_position_if_large)
        return relative_buckets + relative_position;
    const float logRatio = std::log(static_cast<float>(relative_position) / static_cast<float>(max_exact));
    const float denominator = static_cast<float>(std::log(static_cast<double>(max_distance) / max_exact));
    long long relative_position_if_large =
        max_exact + static_cast<long long>(logRatio / denominator * static_cast<float>(num_buckets - max_exact));
    relative_position_if_large = std::min<long long>(relative_position_if_large, num_buckets - 1);
    return relative_buckets + relative_position_if_large;
}

// The ALiBi paper's get_slopes (ofirpress/attention_with_linear_biases), in Python floats.
std::vector<double> getSlopesPowerOf2(int n)
{
    const double start = std::pow(2.0, -std::pow(2.0, -(std::log2(double(n)) - 3)));
    const double ratio = start;
    std::vector<double> slopes;
    for (int i = 0; i < n; ++i)
        slopes.push_back(start * std::pow(ratio, i));
    return slopes;
}

std::vector<double> getSlopes(int n)
{
    if (std::log2(double(n)) == std::floor(std::log2(double(n))))
        return getSlopesPowerOf2(n);
    const int closest = int(std::pow(2.0, std::floor(std::log2(double(n)))));
    std::vector<double> slopes = getSlopesPowerOf2(closest);
    const std::vector<double> twice = getSlopes(2 * closest);
    for (size_t i = 0; i < twice.size() && int(slopes.size()) < n; i += 2) // [0::2][: n − closest]
        slopes.push_back(twice[i]);
    return slopes;
}

// BLOOM's build_alibi_tensor (modeling_bloom.py): base and extra_base raised to the powers.
std::vector<double> bloomSlopes(int num_heads)
{
    const int closest_power_of_2 = int(std::pow(2.0, std::floor(std::log2(double(num_heads)))));
    const double base = std::pow(2.0, -std::pow(2.0, -(std::log2(double(closest_power_of_2)) - 3)));
    std::vector<double> slopes;
    for (int power = 1; power <= closest_power_of_2; ++power)
        slopes.push_back(std::pow(base, power));
    if (closest_power_of_2 != num_heads) {
        const double extra_base = std::pow(2.0, -std::pow(2.0, -(std::log2(2.0 * closest_power_of_2) - 3)));
        const int num_remaining_heads = std::min(closest_power_of_2, num_heads - closest_power_of_2);
        for (int power = 1; power < 1 + 2 * num_remaining_heads; power += 2)
            slopes.push_back(std::pow(extra_base, power));
    }
    return slopes;
}

// KERPLE's ParallelKerpleLog.forward (chijames/KERPLE, megatron/mpu/layers.py) for one head:
// diff = tril(arange(L)[:, None] + arange(0, −L, −1)), p and a clamped to eps = 1e-2,
// bias = −p·log(1 + a·diff). Returns the L × L bias.
Eigen::MatrixXd kerpleLogBias(int seq_len_k, double bias_p, double bias_a)
{
    const double eps = 1e-2;
    bias_p = std::max(bias_p, eps);
    bias_a = std::max(bias_a, eps);
    Eigen::MatrixXd bias(seq_len_k, seq_len_k);
    for (int i = 0; i < seq_len_k; ++i)
        for (int j = 0; j < seq_len_k; ++j) {
            const double diff = j <= i ? double(i + (-j)) : 0.0; // torch.tril keeps j ≤ i
            bias(i, j) = -bias_p * std::log(1 + bias_a * diff);
        }
    return bias;
}

} // namespace

class tst_PositionBias : public QObject {
    Q_OBJECT

private slots:
    void t5BucketsMatchHuggingFace_data();
    void t5BucketsMatchHuggingFace();
    void t5BucketsByHand();
    void alibiSlopesMatchReference_data();
    void alibiSlopesMatchReference();
    void alibiEqualsBloomUnderSoftmax();
    void kerpleMatchesReference();
    void validationNamesTheField();
    void diagonalSpreadPerFamily_data();
    void diagonalSpreadPerFamily();
    void learnedTableRefusesPositionsPastIt();
};

void tst_PositionBias::t5BucketsMatchHuggingFace_data()
{
    QTest::addColumn<bool>("bidirectional");
    QTest::addColumn<int>("buckets");
    QTest::addColumn<int>("maxDistance");
    QTest::newRow("t5 encoder 32/128") << true << 32 << 128;
    QTest::newRow("t5 decoder 32/128") << false << 32 << 128;
    QTest::newRow("bidirectional 16/64") << true << 16 << 64;
    QTest::newRow("causal 64/256") << false << 64 << 256;
    QTest::newRow("bidirectional 8/20") << true << 8 << 20;
}

void tst_PositionBias::t5BucketsMatchHuggingFace()
{
    QFETCH(bool, bidirectional);
    QFETCH(int, buckets);
    QFETCH(int, maxDistance);
    for (long long delta = -300; delta <= 300; ++delta) {
        // Δ = m − n; Hugging Face's relative_position = n − m.
        const long long expected = hfT5Bucket(-delta, bidirectional, buckets, maxDistance);
        const int got = t5Bucket(delta, bidirectional, buckets, maxDistance);
        if (got != expected)
            QFAIL(qPrintable(QStringLiteral("Δ = %1: bucket %2, Hugging Face %3").arg(delta).arg(got).arg(expected)));
    }
}

void tst_PositionBias::t5BucketsByHand()
{
    // Encoder, 32 buckets, 128: 16 per direction, 8 exact; 8 + ⌊2·log₂(|Δ|/8)⌋ up to 15.
    QCOMPARE(t5Bucket(0, true, 32, 128), 0);
    QCOMPARE(t5Bucket(1, true, 32, 128), 1); // key one before the query
    QCOMPARE(t5Bucket(-1, true, 32, 128), 17); // key one after: the upper half
    QCOMPARE(t5Bucket(16, true, 32, 128), 10); // 8 + 2·log₂ 2
    QCOMPARE(t5Bucket(127, true, 32, 128), 15);
    QCOMPARE(t5Bucket(5000, true, 32, 128), 15); // every far distance: the last bucket
    // Decoder (causal): 32 buckets, 16 exact; keys after the query in bucket 0.
    QCOMPARE(t5Bucket(15, false, 32, 128), 15);
    QCOMPARE(t5Bucket(32, false, 32, 128), 21); // 16 + ⌊16·log 2/log 8⌋ = 16 + ⌊5.33⌋
    QCOMPARE(t5Bucket(-5, false, 32, 128), 0);
    QCOMPARE(t5Bucket(128, false, 32, 128), 31);
}

void tst_PositionBias::alibiSlopesMatchReference_data()
{
    QTest::addColumn<int>("heads");
    for (int h : {8, 12, 16, 1, 2, 3, 6, 20, 32, 40})
        QTest::newRow(qPrintable(QStringLiteral("H=%1").arg(h))) << h;
}

void tst_PositionBias::alibiSlopesMatchReference()
{
    QFETCH(int, heads);
    const Eigen::VectorXd slopes = alibiSlopes(heads);
    const std::vector<double> paper = getSlopes(heads), bloom = bloomSlopes(heads);
    QCOMPARE(slopes.size(), Eigen::Index(heads));
    QCOMPARE(int(paper.size()), heads);
    for (int h = 0; h < heads; ++h) {
        ROPE_COMPARE_NEAR(slopes[h], paper[size_t(h)], 1e-15);
        ROPE_COMPARE_NEAR(slopes[h], bloom[size_t(h)], 1e-15);
    }
    if (heads == 8) // 1/2, 1/4, …, 1/256
        for (int h = 0; h < 8; ++h)
            QCOMPARE(slopes[h], std::ldexp(1.0, -(h + 1)));
    if (heads == 12) { // the eight of H = 8, then 2^−0.5, 2^−1.5, 2^−2.5, 2^−3.5
        QCOMPARE(slopes[7], 1.0 / 256);
        ROPE_COMPARE_NEAR(slopes[8], std::sqrt(0.5), 1e-15);
        ROPE_COMPARE_NEAR(slopes[11], std::pow(2.0, -3.5), 1e-15);
    }
}

void tst_PositionBias::alibiEqualsBloomUnderSoftmax()
{
    // BLOOM adds slope·n (the key's position) to every logit; under a causal mask the weights are the
    // same as with −slope·(m − n).
    RopeParams params;
    params.headDim = 8;
    const int n = 12;
    const RowMatrixXd q = gaussianMatrix(n, 8, 5), k = gaussianMatrix(n, 8, 6), v = gaussianMatrix(n, 8, 7);
    AttentionOptions options;
    options.encoding = Encoding::None;
    options.mask = Mask::Causal;
    options.bias = defaultBias(BiasFamily::Alibi, 12);
    options.bias->head = 9;
    const AttentionResult<double> ours = attention<double>(params, q, k, v, options);
    const double slope = bloomSlopes(12)[9];
    for (int m = 0; m < n; ++m) {
        Eigen::VectorXd logits(m + 1);
        for (int j = 0; j <= m; ++j)
            logits[j] = q.row(m).dot(k.row(j)) / std::sqrt(8.0) + slope * j;
        const Eigen::VectorXd weights = (logits.array() - logits.maxCoeff()).exp().matrix();
        for (int j = 0; j <= m; ++j)
            ROPE_COMPARE_NEAR(ours.weights(m, j), weights[j] / weights.sum(), 1e-14);
        for (int j = m + 1; j < n; ++j)
            QVERIFY(ours.weights(m, j) == 0.0);
    }
}

void tst_PositionBias::kerpleMatchesReference()
{
    RelativeBias bias = defaultBias(BiasFamily::Kerple, 3);
    bias.r1 << 0.5, 1.7, 2.0;
    bias.r2 << 0.02, 0.9, 0.3;
    QVERIFY(validateBias(bias).empty());
    const int length = 40;
    const Eigen::VectorXd deltas = Eigen::VectorXd::LinSpaced(length, 0, length - 1);
    const RowMatrixXd table = biasTable(bias, deltas);
    for (int h = 0; h < 3; ++h) {
        const Eigen::MatrixXd reference = kerpleLogBias(length, bias.r1[h], bias.r2[h]);
        for (int m = 0; m < length; ++m)
            for (int j = 0; j <= m; ++j) // the reference's causal half: Δ = m − j
                ROPE_COMPARE_NEAR(table(h, m - j), reference(m, j), 1e-13);
    }
    // Symmetric in Δ, as −r1·ln(1 + r2·|Δ|) says.
    QCOMPARE(bias.at(-7, 1), bias.at(7, 1));
    ROPE_COMPARE_NEAR(bias.at(7, 1), -1.7 * std::log(1 + 0.9 * 7), 1e-14);
}

void tst_PositionBias::validationNamesTheField()
{
    RelativeBias t5 = defaultBias(BiasFamily::T5, 4);
    t5.maxDistance = 8; // 32 buckets, bidirectional: max_exact = 8, so max_distance must exceed it
    Problems problems = validateBias(t5);
    QCOMPARE(problems.size(), size_t(1));
    QCOMPARE(problems[0].field, std::string("max_distance"));
    RelativeBias kerple = defaultBias(BiasFamily::Kerple, 2);
    kerple.r2[1] = 0;
    problems = validateBias(kerple);
    QCOMPARE(problems.size(), size_t(1));
    QCOMPARE(problems[0].field, std::string("r2"));
    RelativeBias alibi = defaultBias(BiasFamily::Alibi, 4);
    alibi.head = 4;
    problems = validateBias(alibi);
    QCOMPARE(problems.size(), size_t(1));
    QCOMPARE(problems[0].field, std::string("head"));
}

void tst_PositionBias::diagonalSpreadPerFamily_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<bool>("deltaOnly");
    for (const char* f : {"t5", "alibi", "kerple", "rope", "none"})
        QTest::newRow(f) << QString::fromLatin1(f) << true;
    for (const char* f : {"learned", "sinusoidal"})
        QTest::newRow(f) << QString::fromLatin1(f) << false;
}

void tst_PositionBias::diagonalSpreadPerFamily()
{
    QFETCH(QString, family);
    QFETCH(bool, deltaOnly);
    // The same content at every position (one q, one k), so that whatever varies along a diagonal is
    // the encoding's doing.
    RopeParams params;
    params.headDim = 16;
    const int n = 48;
    const RowMatrixXd q = gaussianMatrix(1, 16, 11).replicate(n, 1), k = gaussianMatrix(1, 16, 12).replicate(n, 1);
    AttentionOptions options;
    options.encoding = Encoding::None;
    const RowMatrixXd table = learnedPositionTable(n, 16, 3);
    if (family == QLatin1String("t5"))
        options.bias = defaultBias(BiasFamily::T5, 1, 4);
    else if (family == QLatin1String("alibi"))
        options.bias = defaultBias(BiasFamily::Alibi, 1);
    else if (family == QLatin1String("kerple"))
        options.bias = defaultBias(BiasFamily::Kerple, 1);
    else if (family == QLatin1String("rope"))
        options.encoding = Encoding::Rope;
    else if (family == QLatin1String("sinusoidal"))
        options.encoding = Encoding::Sinusoidal;
    else if (family == QLatin1String("learned")) {
        options.encoding = Encoding::Learned;
        options.learnedTable = &table;
    }
    options.fields.weights = options.fields.output = false;
    const AttentionResult<double> r = attention<double>(params, q, k, q, options);
    const double spread = diagonalSpread(r.logits);
    if (!deltaOnly)
        QVERIFY2(spread > 0.1, qPrintable(QString::number(spread)));
    else if (family == QLatin1String("rope")) // rotations in floating point: equal to rounding
        QVERIFY2(spread < 1e-12, qPrintable(QString::number(spread)));
    else
        QVERIFY2(spread == 0.0, qPrintable(QString::number(spread)));
}

void tst_PositionBias::learnedTableRefusesPositionsPastIt()
{
    const RowMatrixXd table = learnedPositionTable(8, 4, 1);
    QVERIFY(checkTablePositions(table, Eigen::VectorXd::LinSpaced(8, 0, 7), "positions").empty());
    const Problems past = checkTablePositions(table, Eigen::Vector2d(3, 8), "positions");
    QCOMPARE(past.size(), size_t(1));
    QCOMPARE(past[0].value, 8.0);
    QCOMPARE(past[0].limit2, 7.0);
    // Its entries: N(0, 1/2), so the mean square over many is near 1/2.
    ROPE_COMPARE_NEAR(learnedPositionTable(400, 50, 2).array().square().mean(), 0.5, 0.02);
}

QTEST_APPLESS_MAIN(tst_PositionBias)
#include "tst_positionbias.moc"
