// core::Execution's progress: per mille, monotone, and split into stages so that a job of several
// loops (the three encodings compared) reaches 1000 only when its last loop does.
#include "core/execution.h"

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

QTEST_APPLESS_MAIN(tst_Execution)
#include "tst_execution.moc"
