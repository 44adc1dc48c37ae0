// Pooling and diagonal spread against hand-computed small cases.

#include "core/pooling.h"
#include "testutil.h"

#include <QtTest>

#include <limits>

using namespace rope::core;

class tst_Pooling : public QObject {
    Q_OBJECT

private slots:
    void meanAndMaxByHand();
    void maskedBlocksBecomeNaN();
    void spreadOfToeplitzIsZero();
};

void tst_Pooling::meanAndMaxByHand()
{
    RowMatrixXd m(3, 3);
    m << 1, 2, 3, 4, 5, 6, 7, 8, 9;
    const RowMatrixXf mean = pool(m, 2, Pooling::Mean), max = pool(m, 2, Pooling::Max);
    QCOMPARE(mean.rows(), 2);
    QCOMPARE(mean(0, 0), 3.0f); // (1 + 2 + 4 + 5)/4
    QCOMPARE(mean(0, 1), 4.5f); // (3 + 6)/2: the last block is smaller
    QCOMPARE(mean(1, 1), 9.0f);
    QCOMPARE(max(0, 0), 5.0f);
    QCOMPARE(max(1, 0), 8.0f);
    QVERIFY(rope::test::maxAbsDiff(pool(m, 1, Pooling::Mean), m.cast<float>()) == 0.0);
}

void tst_Pooling::maskedBlocksBecomeNaN()
{
    const double inf = std::numeric_limits<double>::infinity();
    RowMatrixXd m(2, 4);
    m << 1, -inf, -inf, -inf, 2, 3, -inf, -inf;
    const RowMatrixXf mean = pool(m, 2, Pooling::Mean);
    QCOMPARE(mean(0, 0), 2.0f); // masked entries do not count: (1 + 2 + 3)/3
    QVERIFY(std::isnan(mean(0, 1)));
}

void tst_Pooling::spreadOfToeplitzIsZero()
{
    RowMatrixXd t(4, 4);
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            t(i, j) = 0.5 * (i - j) * (i - j) + (i >= j ? 1 : -1);
    QVERIFY(diagonalSpread(t) == 0.0);
    t(3, 1) += 0.25; // one cell off its diagonal's value
    QCOMPARE(diagonalSpread(t), 0.25);
}

QTEST_APPLESS_MAIN(tst_Pooling)
#include "tst_pooling.moc"
