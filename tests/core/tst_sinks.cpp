// GPT-OSS's sink logit on a row worked out by hand (its weights and the sink's share add up to 1),
// and StreamingLLM's cache on N = 8 with k = 2 sinks and a window of 3, written out by hand.

#include "core/sinks.h"
#include "testutil.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace rope::core;

class tst_Sinks : public QObject {
    Q_OBJECT

private slots:
    void sinkRowByHand();
    void sinkOnFullyMaskedRowTakesEverything();
    void streamingCacheByHand();
};

void tst_Sinks::sinkRowByHand()
{
    const double inf = std::numeric_limits<double>::infinity();
    Eigen::MatrixXd logits(2, 3);
    logits << 1, 2, -inf, 0, 0, 0;
    const SinkSoftmax s = sinkSoftmax(logits, 0.5);
    // e^0.5 = 1.6487213, e = 2.7182818, e² = 7.3890561: total 11.7560592.
    ROPE_COMPARE_NEAR(s.weights(0, 0), 2.7182818 / 11.7560592, 1e-7);
    ROPE_COMPARE_NEAR(s.weights(0, 1), 7.3890561 / 11.7560592, 1e-7);
    QVERIFY(s.weights(0, 2) == 0.0);
    ROPE_COMPARE_NEAR(s.sink[0], 1.6487213 / 11.7560592, 1e-7); // 0.140245
    ROPE_COMPARE_NEAR(s.weights.row(0).sum() + s.sink[0], 1.0, 1e-15);
    QVERIFY(s.weights.row(0).sum() < 0.86);
    // Three equal logits 0 and the sink at 0.5: 1/(3 + e^0.5) each.
    ROPE_COMPARE_NEAR(s.weights(1, 2), 1.0 / (3.0 + 1.6487213), 1e-7);
    ROPE_COMPARE_NEAR(s.weights.row(1).sum() + s.sink[1], 1.0, 1e-15);
    // Logits far above the sink: the sink's share underflows towards 0, nothing overflows.
    Eigen::MatrixXd big(1, 2);
    big << 800, 800;
    const SinkSoftmax b = sinkSoftmax(big, 0);
    ROPE_COMPARE_NEAR(b.weights(0, 0), 0.5, 1e-15);
    QVERIFY(b.sink[0] >= 0 && b.sink[0] < 1e-300);
}

void tst_Sinks::sinkOnFullyMaskedRowTakesEverything()
{
    const SinkSoftmax s = sinkSoftmax(Eigen::MatrixXd::Constant(1, 4, -std::numeric_limits<double>::infinity()), -3);
    QVERIFY(s.weights.cwiseAbs().maxCoeff() == 0.0);
    ROPE_COMPARE_NEAR(s.sink[0], 1.0, 0);
}

void tst_Sinks::streamingCacheByHand()
{
    const StreamingCache c = streamingCache(8, 2, 3);
    // Query 7: keeps sinks 0, 1 and the recent 5, 6, 7, numbered 0, 1 | 2, 3, 4; keys 2, 3, 4 evicted.
    QCOMPARE(c.queryPosition[7], 4.0);
    const double expected7[8] = {0, 1, NAN, NAN, NAN, 2, 3, 4};
    for (int n = 0; n < 8; ++n) {
        if (std::isnan(expected7[n])) {
            QVERIFY(std::isnan(c.keyPosition(7, n)) && std::isnan(c.distance(7, n)));
        } else {
            QCOMPARE(c.keyPosition(7, n), expected7[n]);
            QCOMPARE(c.distance(7, n), 4 - expected7[n]);
        }
    }
    // Query 5: recent 3, 4, 5 → 2, 3, 4; key 2 evicted. Query 3: everything still fits, numbered as is.
    QCOMPARE(c.keyPosition(5, 3), 2.0);
    QVERIFY(std::isnan(c.keyPosition(5, 2)));
    for (int n = 0; n <= 3; ++n)
        QCOMPARE(c.keyPosition(3, n), double(n));
    QCOMPARE(c.queryPosition[3], 3.0);
    QVERIFY(std::isnan(c.keyPosition(3, 4))); // causal
    // No distance in the cache exceeds k + W − 1 = 4, however long the stream.
    const StreamingCache longer = streamingCache(200, 2, 3);
    double largest = 0;
    for (Eigen::Index i = 0; i < longer.distance.size(); ++i)
        if (!std::isnan(longer.distance(i)))
            largest = std::max(largest, longer.distance(i));
    QCOMPARE(largest, 4.0);
}

QTEST_APPLESS_MAIN(tst_Sinks)
#include "tst_sinks.moc"
