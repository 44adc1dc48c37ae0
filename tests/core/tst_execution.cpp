// core::Execution's progress: per mille, monotone, and split into stages so that a job of several
// loops (the three encodings compared) reaches 1000 only when its last loop does.
#include "core/additive.h"
#include "core/execution.h"
#include "core/rowblocks.h"

#include <QtTest>

#include <atomic>

using rope::core::Execution;
using rope::core::ProgressCounter;

class tst_Execution : public QObject {
    Q_OBJECT
private slots:
    void reportsPerMilleAndNeverGoesBack();
    void stagesFillTheirPartOnly();
    void counterCountsBlocks();
    void silentKeepsCancelDropsProgress();
    void rowBlocksCoverEveryRowOnce();
    void cancelledRowBlocksRunNone();
    void copiesAndCastsInBlocks();
    void sinusoidalAddedHasTheTablesBits();
};

void tst_Execution::reportsPerMilleAndNeverGoesBack()
{
    std::atomic<int> progress{0};
    Execution e;
    e.progress = &progress;
    e.report(1, 4);
    QVERIFY(progress.load() == 250);
    e.report(0, 4); // a slower thread reporting late does not move it back
    QVERIFY(progress.load() == 250);
    e.report(4, 4);
    QVERIFY(progress.load() == 1000);
    Execution silent; // no counter: nothing to do, nothing to crash
    silent.report(1, 2);
    e.report(1, 0); // an empty loop reports nothing
    QVERIFY(progress.load() == 1000);
}

void tst_Execution::stagesFillTheirPartOnly()
{
    std::atomic<int> progress{0};
    Execution job;
    job.progress = &progress;
    // Two stages of 1/51 and 50/51 of the work, as the compare view's RoPE (from s(Δ)) and sinusoidal maps.
    const Execution first = job.stage(0, 1000 / 51), second = job.stage(1000 / 51, 1000 * 50 / 51);
    first.report(1, 1);
    QVERIFY(progress.load() == 19); // 1000/51 = 19 (integer per mille)
    second.report(1, 2);
    QVERIFY(progress.load() == 19 + 980 / 2);
    second.report(2, 2);
    QVERIFY(progress.load() == 19 + 980);
    // Stages nest: the second half of the first half is 250 … 500.
    std::atomic<int> nested{0};
    Execution outer;
    outer.progress = &nested;
    const Execution inner = outer.stage(0, 500).stage(500, 500);
    QVERIFY(inner.progressFrom == 250 && inner.progressSpan == 250);
    inner.report(0, 10);
    QVERIFY(nested.load() == 250);
    inner.report(10, 10);
    QVERIFY(nested.load() == 500);
    // A cancel flag and thread count travel with the stage.
    std::atomic<bool> cancel{true};
    outer.cancel = &cancel;
    outer.threads = 3;
    QVERIFY(outer.stage(0, 10).cancelled() && outer.stage(0, 10).threads == 3);
}

void tst_Execution::counterCountsBlocks()
{
    std::atomic<int> progress{0};
    Execution e;
    e.progress = &progress;
    const ProgressCounter counter(e, 8);
    for (int i = 0; i < 3; ++i)
        counter.blockDone();
    QVERIFY(progress.load() == 375); // 3 of 8
}

void tst_Execution::silentKeepsCancelDropsProgress()
{
    std::atomic<int> progress{0};
    std::atomic<bool> cancel{true};
    Execution e;
    e.progress = &progress;
    e.cancel = &cancel;
    const Execution s = e.silent();
    s.report(1, 1);
    QVERIFY(progress.load() == 0);
    QVERIFY(s.cancelled());
}

void tst_Execution::rowBlocksCoverEveryRowOnce()
{
    // 1000 rows in blocks of 64: 16 blocks, the last one 40 rows; every row visited exactly once.
    std::vector<std::atomic<int>> visits(1000);
    std::atomic<int> blocks{0}, progress{0};
    Execution e;
    e.threads = 2;
    e.progress = &progress;
    const bool finished = rope::core::forEachRowBlock(
        1000, e,
        [&](Eigen::Index first, Eigen::Index last) {
            ++blocks;
            for (Eigen::Index r = first; r < last; ++r)
                ++visits[size_t(r)];
        },
        64);
    QVERIFY(finished);
    QVERIFY(blocks.load() == 16);
    QVERIFY(std::all_of(visits.begin(), visits.end(), [](const std::atomic<int>& v) { return v.load() == 1; }));
    QVERIFY(progress.load() == 1000);
}

void tst_Execution::cancelledRowBlocksRunNone()
{
    std::atomic<bool> cancel{true};
    Execution e;
    e.cancel = &cancel;
    std::atomic<int> blocks{0};
    QVERIFY(!rope::core::forEachRowBlock(
        1000, e, [&](Eigen::Index, Eigen::Index) { ++blocks; }, 64));
    QVERIFY(blocks.load() == 0);
}

void tst_Execution::copiesAndCastsInBlocks()
{
    // 600 rows: more than one block of 256, the last one partial.
    const Eigen::RowVectorXd row = Eigen::RowVectorXd::LinSpaced(5, -1.0, 1.0 / 3.0);
    const rope::core::RowMatrixXd replicated = rope::core::replicatedRows<double>(row, 600);
    QVERIFY(replicated.rows() == 600 && replicated.cols() == 5);
    for (Eigen::Index r : {0, 255, 256, 599})
        QVERIFY(replicated.row(r) == row);
    const rope::core::RowMatrixXf cast = rope::core::castRows<float>(replicated);
    QVERIFY(cast.rows() == 600);
    QVERIFY(cast(599, 4) == float(1.0 / 3.0)); // rounded once, to nearest
    QVERIFY(cast(300, 0) == -1.0f);
}

void tst_Execution::sinusoidalAddedHasTheTablesBits()
{
    // p_m[2i] = sin(m·θ_i), p_m[2i+1] = cos(m·θ_i), θ_i = base^(−2i/D), added to x after rounding p to float.
    const int dims = 4;
    const double base = 10000;
    const Eigen::VectorXd positions = Eigen::VectorXd::LinSpaced(300, 0.0, 299.0);
    rope::core::RowMatrixXf x(300, dims);
    for (Eigen::Index r = 0; r < x.rows(); ++r)
        for (int c = 0; c < dims; ++c)
            x(r, c) = float(0.25 * double(c) - 0.001 * double(r));
    const rope::core::RowMatrixXf added = rope::core::addSinusoidal<float>(x, positions, base);
    for (Eigen::Index r : {0, 1, 257, 299}) {
        const double m = positions[r];
        const double theta1 = std::pow(base, -2.0 / dims);
        QVERIFY(added(r, 0) == x(r, 0) + float(std::sin(m)));
        QVERIFY(added(r, 1) == x(r, 1) + float(std::cos(m)));
        QVERIFY(added(r, 2) == x(r, 2) + float(std::sin(m * theta1)));
        QVERIFY(added(r, 3) == x(r, 3) + float(std::cos(m * theta1)));
    }
    // And the same bits as the table the decomposition uses, rounded and added.
    const rope::core::RowMatrixXf viaTable = x + rope::core::sinusoidalTable(positions, dims, base).cast<float>();
    QVERIFY(added == viaTable);
}

QTEST_APPLESS_MAIN(tst_Execution)
#include "tst_execution.moc"
