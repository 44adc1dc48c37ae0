// The pairing permutation: hand cases, round trips, and the end-to-end equivalence (permuted weights +
// half-split give the interleaved logits exactly; unpermuted weights do not).

#include "core/attention.h"
#include "core/content.h"
#include "core/permutation.h"
#include "testutil.h"

#include <QtTest>

using namespace rope::core;
using rope::test::maxAbsDiff;

class tst_Permutation : public QObject {
    Q_OBJECT

private slots:
    void handIndices();
    void roundTrips();
    void permutedWeightsReproduceInterleavedLogits();
    void lookBackHeadSurvivesOnlyWithPermutation();
};

void tst_Permutation::handIndices()
{
    QCOMPARE(interleavedToHalfSplit(4), (std::vector<int>{0, 2, 1, 3}));
    QCOMPARE(interleavedToHalfSplit(6), (std::vector<int>{0, 2, 4, 1, 3, 5}));
    // Two heads of d = 4, rows numbered: HF head rows [0, 2, 1, 3] then [4, 6, 5, 7].
    RowMatrixXd w(8, 1);
    w << 0, 1, 2, 3, 4, 5, 6, 7;
    RowMatrixXd expected(8, 1);
    expected << 0, 2, 1, 3, 4, 6, 5, 7;
    QVERIFY(maxAbsDiff(metaToHuggingFace(w, 2), expected) == 0);
}

void tst_Permutation::roundTrips()
{
    const RowMatrixXd w = gaussianMatrix(3 * 8, 5, 1);
    QVERIFY(maxAbsDiff(metaToHuggingFace(metaToHuggingFace(w, 3), 3, true), w) == 0);
    const RowMatrixXd x = gaussianMatrix(4, 10, 2);
    QVERIFY(maxAbsDiff(permuteComponents(permuteComponents(x), true), x) == 0);
}

void tst_Permutation::permutedWeightsReproduceInterleavedLogits()
{
    // A head with W_Q, W_K (d × D) in Meta's interleaved convention; tokens x.
    const int d = 16, modelDims = 24;
    const RowMatrixXd x = gaussianMatrix(32, modelDims, 3);
    const RowMatrixXd wq = gaussianMatrix(d, modelDims, 4), wk = gaussianMatrix(d, modelDims, 5);
    RopeParams inter;
    inter.headDim = d;
    RopeParams half = inter;
    half.pairing = Pairing::HalfSplit;
    AttentionOptions o;
    o.mask = Mask::Causal;
    const RowMatrixXd v = gaussianMatrix(32, d, 6);
    const RowMatrixXd meta = attention<double>(inter, x * wq.transpose(), x * wk.transpose(), v, o).weights;
    const RowMatrixXd wqHf = metaToHuggingFace(wq, 1), wkHf = metaToHuggingFace(wk, 1);
    const RowMatrixXd converted = attention<double>(half, x * wqHf.transpose(), x * wkHf.transpose(), v, o).weights;
    const RowMatrixXd mixedUp = attention<double>(half, x * wq.transpose(), x * wk.transpose(), v, o).weights;
    QVERIFY(maxAbsDiff(converted, meta) < 1e-12);
    QVERIFY(maxAbsDiff(mixedUp, meta) > 0.05);
}

void tst_Permutation::lookBackHeadSurvivesOnlyWithPermutation()
{
    RopeParams inter;
    inter.headDim = 32;
    const int lookBack = 5;
    const Content c = makeContent(inter, 64, {ContentSource::LookBack, 0, lookBack, 10.0});
    RopeParams half = inter;
    half.pairing = Pairing::HalfSplit;
    AttentionOptions o;
    o.mask = Mask::Causal;
    const auto peakOffset = [](const RowMatrixXd& w, Eigen::Index row) {
        Eigen::Index col;
        w.row(row).maxCoeff(&col);
        return row - col;
    };
    const RowMatrixXd good = attention<double>(inter, c.q, c.k, c.v, o).weights;
    const RowMatrixXd lost = attention<double>(half, c.q, c.k, c.v, o).weights;
    const RowMatrixXd back = attention<double>(half, permuteComponents(c.q), permuteComponents(c.k), c.v, o).weights;
    QCOMPARE(peakOffset(good, 40), Eigen::Index(lookBack));
    QVERIFY(peakOffset(lost, 40) != lookBack);
    QVERIFY(maxAbsDiff(back, good) < 1e-12);
}

QTEST_APPLESS_MAIN(tst_Permutation)
#include "tst_permutation.moc"
