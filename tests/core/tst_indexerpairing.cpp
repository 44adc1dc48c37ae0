// DeepSeek-V3.2's two pairings: the top-k overlap on vectors written out here, and the indexer case's
// identities: while N ≤ topk every key is kept whatever the pairing (share exactly 1), the right
// pairing's best key is the look-back head's Δ back, and past topk the wrong pairing keeps other keys.

#include "core/indexerpairing.h"
#include "testutil.h"

#include <QtTest>

using namespace rope::core;

class tst_IndexerPairing : public QObject {
    Q_OBJECT

private slots:
    void topKOverlapByHand();
    void wrongPairingCostsNothingUpToTopk();
};

void tst_IndexerPairing::topKOverlapByHand()
{
    Eigen::VectorXd a(5), b(5);
    a << 5, 4, 3, 2, 1;
    b << 1, 2, 3, 4, 5;
    ROPE_COMPARE_NEAR(topKOverlap(a, b, 2), 0.0, 0); // {0, 1} and {3, 4}
    ROPE_COMPARE_NEAR(topKOverlap(a, b, 3), 1.0 / 3, 1e-15); // {0, 1, 2} and {2, 3, 4}
    ROPE_COMPARE_NEAR(topKOverlap(a, b, 5), 1.0, 0);
    ROPE_COMPARE_NEAR(topKOverlap(a, b, 9), 1.0, 0); // k clamped to the size
    ROPE_COMPARE_NEAR(topKOverlap(a, a, 2), 1.0, 0);
    Eigen::VectorXd ties(4);
    ties << 1, 1, 1, 1; // lower index first: {0, 1} both times
    ROPE_COMPARE_NEAR(topKOverlap(ties, ties, 2), 1.0, 0);
}

void tst_IndexerPairing::wrongPairingCostsNothingUpToTopk()
{
    RopeParams p;
    p.headDim = 64;
    const Eigen::Vector4d contexts(256, 1024, 2048, 8192);
    const IndexerPairingCase c = indexerPairingCase(p, contexts, 1024, 40);
    QCOMPARE(c.keptShare[0], 1.0); // 256 ≤ 1024 keys: all kept
    QCOMPARE(c.keptShare[1], 1.0); // exactly topk: all kept
    QVERIFY2(c.keptShare[2] < 1.0, qPrintable(QString::number(c.keptShare[2])));
    QVERIFY(c.keptShare[3] < 1.0);
    for (int i = 0; i < 4; ++i) // the head looks 40 back under its own pairing
        QCOMPARE(c.peakRight[i], contexts[i] - 1 - 40);
}

QTEST_APPLESS_MAIN(tst_IndexerPairing)
#include "tst_indexerpairing.moc"
