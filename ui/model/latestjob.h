#pragma once
// The one way anything heavier than a few rotations is computed: off the GUI thread, one job at a
// time, latest request wins. A request while a job runs waits in a single pending slot, replacing
// any older one (never a queue). When the running job finishes its result is delivered — it is
// newer than the picture on show, so during a drag the picture follows at the job's pace instead of
// freezing — marked not current if a newer request waits, and the pending request starts.
//
// A Request is a value (parameters, options, shared_ptr<const …> to immutable inputs): the work
// owns its copy, so nothing it reads can change under it. Results come back on the thread that owns
// the job. Destroying the job cancels the running work (the flag it may poll) and waits for it.

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace rope::ui {

template <typename Request, typename Result>
class LatestJob {
public:
    /// Runs on a pool thread; may poll `cancel` and give up early.
    using Work = std::function<Result(const Request& request, const std::atomic<bool>& cancel)>;
    /// Runs on the owner's thread with each finished result; `current` is false when a newer
    /// request already waits.
    using Deliver = std::function<void(const Request& request, Result result, bool current)>;

    LatestJob(Work work, Deliver deliver) : m_work(std::move(work)), m_deliver(std::move(deliver))
    {
        QObject::connect(&m_watcher, &QFutureWatcherBase::finished, &m_watcher, [this] { finished(); });
    }
    ~LatestJob()
    {
        if (m_cancel)
            m_cancel->store(true);
        m_watcher.waitForFinished();
    }
    LatestJob(const LatestJob&) = delete;
    LatestJob& operator=(const LatestJob&) = delete;

    void request(Request request)
    {
        ++m_requests;
        if (m_running)
            m_pending = std::move(request);
        else
            start(std::move(request));
    }
    /// Forgets the waiting request (the running one will still be delivered).
    void dropPending() { m_pending.reset(); }
    /// Asks the running work to give up early (what it then returns is still delivered).
    void cancelRunning()
    {
        if (m_running && m_cancel)
            m_cancel->store(true);
    }

    const std::optional<Request>& running() const { return m_running; }
    /// The running work was asked to give up (its result may be nothing).
    bool runningCancelled() const { return m_running && m_cancel && m_cancel->load(); }
    const std::optional<Request>& pending() const { return m_pending; }
    /// Nothing running and nothing waiting: the last delivery answered the last request.
    bool idle() const { return !m_running && !m_pending; }
    /// Requests made, jobs started, results delivered (for tests and benchmarks).
    int requests() const { return m_requests; }
    int started() const { return m_started; }
    int delivered() const { return m_delivered; }

private:
    void start(Request request)
    {
        m_running = std::move(request);
        ++m_started;
        m_cancel = std::make_shared<std::atomic<bool>>(false);
        m_watcher.setFuture(QtConcurrent::run(
            [work = m_work, request = *m_running, cancel = m_cancel] { return work(request, *cancel); }));
    }

    void finished()
    {
        const Request done = std::move(*m_running);
        m_running.reset();
        Result result = m_watcher.result();
        const bool current = !m_pending;
        if (m_pending) { // started before delivering: the delivery may request again
            Request next = std::move(*m_pending);
            m_pending.reset();
            start(std::move(next));
        }
        ++m_delivered;
        m_deliver(done, std::move(result), current);
    }

    Work m_work;
    Deliver m_deliver;
    QFutureWatcher<Result> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::optional<Request> m_running, m_pending;
    int m_requests = 0, m_started = 0, m_delivered = 0;
};

} // namespace rope::ui
