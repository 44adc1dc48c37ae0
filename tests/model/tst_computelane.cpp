// The one compute lane: one job at a time in the whole process, core's thread budget passed in as a
// value, a long job of one owner preempted (and run again) when another owner submits, a waiting job
// cancelled without running, and an exception turned into a failure with its message.
#include "ui/model/computelane.h"
#include "ui/model/latestjob.h"

#include <QElapsedTimer>
#include <QtTest>

#include <Eigen/Core>

#include <atomic>
#include <stdexcept>
#include <thread>

using namespace rope::model;
using rope::core::Execution;

class tst_ComputeLane : public QObject {
    Q_OBJECT
private slots:
    void oneJobAtATimeAcrossOwners();
    void coreGetsTheLanesThreadBudget();
    void eigensProductsFollowTheBudget();
    void aLongJobMakesWayAndRunsAgain();
    void aWaitingJobCancelledNeverRuns();
    void anExceptionBecomesAFailure();
    void aNewerRequestCancelsAStaleLongJob();
};

namespace {

void sleepMs(int ms) { std::this_thread::sleep_for(std::chrono::milliseconds(ms)); }

} // namespace

void tst_ComputeLane::oneJobAtATimeAcrossOwners()
{
    std::atomic<int> running{0}, most{0}, done{0};
    auto work = [&](const int& r, const Execution&) {
        const int now = ++running;
        most = std::max(most.load(), now);
        sleepMs(20);
        --running;
        ++done;
        return r;
    };
    std::vector<std::unique_ptr<LatestJob<int, int>>> jobs;
    for (int i = 0; i < 4; ++i) {
        jobs.push_back(std::make_unique<LatestJob<int, int>>(work, [](const int&, int, bool) {}));
        jobs.back()->request(i);
    }
    QTRY_COMPARE(done.load(), 4);
    QCOMPARE(most.load(), 1); // four owners, never two jobs at once
}

void tst_ComputeLane::coreGetsTheLanesThreadBudget()
{
    ComputeLane::instance().setThreads(3);
    std::atomic<int> seen{-1};
    LatestJob<int, int> job([&](const int&, const Execution& e) { return seen = e.threadCount(), 0; },
                            [](const int&, int, bool) {});
    job.request(0);
    QTRY_VERIFY(job.idle());
    QCOMPARE(seen.load(), 3);
    ComputeLane::instance().setThreads(std::max(1, int(std::thread::hardware_concurrency()) - 1));
}

void tst_ComputeLane::eigensProductsFollowTheBudget()
{
    // Eigen's matrix products size their team by the calling thread's OpenMP default: on the worker
    // that is the lane's budget, set without touching this (the GUI) thread's.
    const int here = Eigen::nbThreads();
    for (int budget : {3, 1}) {
        ComputeLane::instance().setThreads(budget);
        std::atomic<int> seen{-1};
        LatestJob<int, int> job([&](const int&, const Execution&) { return seen = Eigen::nbThreads(), 0; },
                                [](const int&, int, bool) {});
        job.request(0);
        QTRY_VERIFY(job.idle());
        QVERIFY(seen.load() == budget);
    }
    QVERIFY(Eigen::nbThreads() == here);
    ComputeLane::instance().setThreads(std::max(1, int(std::thread::hardware_concurrency()) - 1));
}

void tst_ComputeLane::aLongJobMakesWayAndRunsAgain()
{
    // A runs until it is told to stop; B, from another owner, comes once A has run past the limit.
    std::atomic<int> aRuns{0};
    std::atomic<bool> aMayFinish{false};
    std::vector<QString> order;
    LatestJob<int, int> a(
        [&](const int&, const Execution& e) {
            ++aRuns;
            while (!e.cancelled() && !aMayFinish)
                sleepMs(1);
            return e.cancelled() ? -1 : 1;
        },
        [&](const int&, int result, bool) { order.push_back(QStringLiteral("A%1").arg(result)); });
    LatestJob<int, int> b([](const int&, const Execution&) { return 2; },
                          [&](const int&, int result, bool) { order.push_back(QStringLiteral("B%1").arg(result)); });
    a.request(0);
    QTRY_VERIFY(aRuns.load() == 1);
    sleepMs(ComputeLane::kPreemptAfterMs + 50);
    b.request(0);
    QTRY_VERIFY(!order.empty()); // B first: A made way and was not delivered
    QCOMPARE(order.front(), QStringLiteral("B2"));
    QTRY_COMPARE(aRuns.load(), 2); // A runs again, behind B
    aMayFinish = true;
    QTRY_COMPARE(int(order.size()), 2);
    QCOMPARE(order.back(), QStringLiteral("A1"));
    QCOMPARE(a.started(), 2);
    QCOMPARE(a.delivered(), 1);
}

void tst_ComputeLane::aWaitingJobCancelledNeverRuns()
{
    std::atomic<bool> release{false};
    std::atomic<int> secondRan{0};
    int delivered = -100;
    LatestJob<int, int> first(
        [&](const int&, const Execution&) {
            while (!release)
                sleepMs(1);
            return 0;
        },
        [](const int&, int, bool) {});
    LatestJob<int, int> second([&](const int&, const Execution&) { return ++secondRan, 7; },
                               [&](const int&, int result, bool) { delivered = result; });
    first.request(0); // holds the lane
    QTRY_VERIFY(first.running());
    second.request(0); // waits behind it
    second.cancelRunning(); // before it ever ran
    QTRY_COMPARE(delivered, 0); // Result{}: it answered nothing
    release = true;
    QTRY_VERIFY(first.idle());
    QCOMPARE(secondRan.load(), 0);
}

void tst_ComputeLane::anExceptionBecomesAFailure()
{
    QString failure;
    bool deliveredResult = false;
    LatestJob<int, int> job([](const int&, const Execution&) -> int { throw std::runtime_error("the file is broken"); },
                            [&](const int&, int, bool) { deliveredResult = true; });
    job.setFail([&](const int&, const QString& message) { failure = message; });
    job.request(0);
    QTRY_VERIFY(job.idle());
    QCOMPARE(failure, QStringLiteral("the file is broken"));
    QVERIFY(!deliveredResult);
    // The lane still runs jobs afterwards.
    int result = 0;
    LatestJob<int, int> next([](const int& r, const Execution&) { return r * 2; },
                             [&](const int&, int r, bool) { result = r; });
    next.request(21);
    QTRY_COMPARE(result, 42);
}

void tst_ComputeLane::aNewerRequestCancelsAStaleLongJob()
{
    std::atomic<int> cancelledRuns{0};
    std::vector<int> delivered;
    LatestJob<int, int> job(
        [&](const int& r, const Execution& e) {
            if (r == 1) { // long: would take 10 s
                for (int i = 0; i < 10000 && !e.cancelled(); ++i)
                    sleepMs(1);
                if (e.cancelled()) {
                    ++cancelledRuns;
                    return -1;
                }
            }
            return r;
        },
        [&](const int&, int result, bool) { delivered.push_back(result); });
    job.setCancelStaleAfter(100);
    QElapsedTimer clock;
    clock.start();
    job.request(1);
    QTRY_VERIFY(job.running());
    sleepMs(150);
    job.request(2); // newer parameters: the old job is stale and long
    QTRY_VERIFY(job.idle());
    QVERIFY2(clock.elapsed() < 5000, QByteArray::number(clock.elapsed()));
    QCOMPARE(cancelledRuns.load(), 1);
    QCOMPARE(delivered.back(), 2);
}

QTEST_GUILESS_MAIN(tst_ComputeLane)
#include "tst_computelane.moc"
