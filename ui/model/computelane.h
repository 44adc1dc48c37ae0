#pragma once
// The one compute lane of the process: every job of the window (the attention maps, each view's
// data, a checkpoint read) runs here, one at a time, on one worker thread, and core's parallel
// loops inside it get the lane's thread budget as a value (core/execution.h). No two jobs share
// the processor, and nothing sets OpenMP's thread count behind core's back.
//
// Jobs run in the order they were submitted, with one exception so that the newest request never
// waits behind an old one: a job that has run for kPreemptAfterMs when another owner submits is
// preempted: asked to stop (core polls the flag per block) and handed back to its owner, which
// submits it again behind the newcomer. Cancelling (cancel()) stops a job for good; stopRunning()
// does so for whatever runs (between two jobs, the one about to run), on the user's word (the status
// bar's Stop, Esc), and its owner drops what waited behind it too.
//
// LatestJob (latestjob.h) is how the app uses the lane; nothing else should submit directly.

#include "core/execution.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

namespace rope::model {

class ComputeLane {
public:
    static constexpr int kPreemptAfterMs = 200;

    /// One job: `work` runs on the lane's thread with the lane's Execution; `finished` runs on the
    /// thread of `context` afterwards. The submitter keeps `context` alive until wait() returns.
    class Job {
    public:
        /// Whether the job was asked to stop because another owner's job came (it should be run again).
        bool preempted() const { return m_preempted.load(); }
        /// Whether the job was asked to stop, for good or to make way.
        bool cancelled() const { return m_cancel.load(); }
        /// Whether the user stopped it (stopRunning()).
        bool stopped() const { return m_stopped.load(); }
        /// Whether it has started running (it may have finished since).
        bool started() const { return m_startedNs.load() != 0; }
        /// Per mille done, as core reported it (0 when the loop reports nothing).
        int progress() const { return m_progress.load(); }
        /// Milliseconds since the job started running (0 while it waits).
        qint64 runningMs() const;

    private:
        friend class ComputeLane;
        std::function<void(const core::Execution&)> m_work;
        std::function<void()> m_finished;
        QObject* m_context = nullptr;
        const void* m_owner = nullptr;
        std::atomic<bool> m_cancel{false}, m_preempted{false}, m_stopped{false}, m_done{false};
        std::atomic<int> m_progress{0};
        std::atomic<qint64> m_startedNs{0};
    };

    static ComputeLane& instance();
    ~ComputeLane();
    ComputeLane(const ComputeLane&) = delete;
    ComputeLane& operator=(const ComputeLane&) = delete;

    /// Threads core may use inside a job: every processor but one, which the GUI thread keeps for
    /// painting while the lane computes (at least one).
    int threads() const { return m_threads.load(); }
    void setThreads(int threads);

    /// Queues `work`; `owner` identifies who submits (a job never preempts its own owner's).
    std::shared_ptr<const Job> submit(const void* owner, QObject* context,
                                      std::function<void(const core::Execution&)> work, std::function<void()> finished);
    /// Asks the job to stop for good (a waiting job is dropped and never runs; `finished` still runs).
    void cancel(const std::shared_ptr<const Job>& job);
    /// Stops the running job (or, between two, the next), whoever owns it, on the user's word; false
    /// when nothing runs or waits.
    bool stopRunning();
    /// The failure a stopped job reports (LatestJob's Fail), so that its owner can tell it apart.
    static QString stoppedMessage();
    /// Blocks until the job has run or been dropped (for destructors: nothing may outlive its captures).
    void wait(const std::shared_ptr<const Job>& job);

    /// Jobs submitted and not yet finished, the running one included.
    int jobsInFlight() const;
    /// The running job's owner and progress (per mille), for a progress display; nullptr when idle.
    const void* runningOwner() const;
    int runningProgress() const;
    /// How long the running job has run, in milliseconds (0 when idle).
    qint64 runningMs() const;

private:
    ComputeLane();
    void run();

    mutable std::mutex m_mutex;
    std::condition_variable m_wake, m_finished;
    std::deque<std::shared_ptr<Job>> m_queue;
    std::shared_ptr<Job> m_running;
    std::atomic<int> m_threads;
    bool m_stop = false;
    std::thread m_thread;
};

} // namespace rope::model
