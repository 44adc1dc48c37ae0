#pragma once
// The one way anything heavier than a few rotations is computed: on the compute lane
// (computelane.h: one job at a time in the whole process), latest request wins. A request while a
// job runs waits in a single pending slot, replacing any older one (never a queue). When the
// running job finishes its result is delivered — it is newer than the picture on show, so during a
// drag the picture follows at the job's pace instead of freezing — marked not current if a newer
// request waits, and the pending request starts.
//
// A Request is a value (parameters, options, shared_ptr<const …> to immutable inputs): the work
// owns its copy, so nothing it reads can change under it. Results come back on the thread that owns
// the job. A job that another owner's job preempted is run again, not delivered. An exception never
// leaves the lane: it becomes a failure, delivered with its message (out of memory, a broken file).
// Destroying the job cancels the running work (the flag core polls) and waits for it. A job the
// user stopped (ComputeLane::stopRunning) fails with ComputeLane::stoppedMessage(), and what waited behind it is
// dropped: the user asked for the computing to stop, not for the next one.

#include "core/execution.h"
#include "ui/model/computelane.h"

#include <QCoreApplication>
#include <QObject>
#include <QString>
#include <QTimer>

#include <exception>
#include <functional>
#include <memory>
#include <new>
#include <optional>

namespace rope::model {

template <typename Request, typename Result>
class LatestJob {
public:
    /// Runs on the lane's thread; passes `execution` to core, which polls it and may give up early.
    using Work = std::function<Result(const Request& request, const core::Execution& execution)>;
    /// Runs on the owner's thread with each finished result; `current` is false when a newer
    /// request already waits. A job cancelled before it started delivers Result{}; one cancelled
    /// while it ran delivers what it returned (a null pointer, for the app's jobs).
    using Deliver = std::function<void(const Request& request, Result result, bool current)>;
    /// Runs on the owner's thread instead of Deliver when the work threw: one sentence.
    using Fail = std::function<void(const Request& request, const QString& message)>;

    LatestJob(Work work, Deliver deliver) : m_work(std::move(work)), m_deliver(std::move(deliver)) { }
    ~LatestJob()
    {
        if (m_job) {
            ComputeLane::instance().cancel(m_job);
            ComputeLane::instance().wait(m_job);
        }
    }
    LatestJob(const LatestJob&) = delete;
    LatestJob& operator=(const LatestJob&) = delete;

    void request(Request request)
    {
        ++m_requests;
        if (!m_running) {
            start(std::move(request));
            return;
        }
        m_pending = std::move(request);
        cancelIfStale();
    }
    /// Forgets the waiting request (the running one will still be delivered).
    void dropPending() { m_pending.reset(); }
    /// Asks the running work to give up early (what it then returns is still delivered).
    void cancelRunning()
    {
        if (m_running && m_job) {
            m_cancelled = true;
            ComputeLane::instance().cancel(m_job);
        }
    }
    /// A newer request cancels a running job once it has run this long (0, the default: never); a job
    /// still waiting in the lane is dropped at once. Younger jobs finish: during a drag their
    /// pictures keep coming.
    void setCancelStaleAfter(int milliseconds) { m_cancelStaleAfterMs = milliseconds; }

    /// Where failures go (without one, a failure is delivered as Result{}).
    void setFail(Fail fail) { m_fail = std::move(fail); }

    const std::optional<Request>& running() const { return m_running; }
    /// The running work was asked to give up (its result may be nothing).
    bool runningCancelled() const { return m_running && m_cancelled; }
    const std::optional<Request>& pending() const { return m_pending; }
    /// Nothing running and nothing waiting: the last delivery answered the last request.
    bool idle() const { return !m_running && !m_pending; }
    /// Per mille done of the running job, as core reports it.
    int progress() const { return m_job ? m_job->progress() : 0; }
    /// Requests made, jobs started, results delivered (for tests and benchmarks).
    int requests() const { return m_requests; }
    int started() const { return m_started; }
    int delivered() const { return m_delivered; }

private:
    void start(Request request)
    {
        m_running = std::move(request);
        m_cancelled = false;
        ++m_started;
        auto result = std::make_shared<Finished>();
        m_result = result;
        m_job = ComputeLane::instance().submit(
            this, &m_context,
            [work = m_work, request = *m_running, result](const core::Execution& e) {
                try {
                    result->value = work(request, e);
                } catch (const std::bad_alloc&) {
                    result->failure = QCoreApplication::translate("LatestJob", "out of memory");
                } catch (const std::exception& error) {
                    result->failure = QString::fromLocal8Bit(error.what());
                }
            },
            [this] { finished(); });
    }

    /// A newer request waits: cancel the running job if it is old enough, else when it will be.
    void cancelIfStale()
    {
        if (m_cancelStaleAfterMs <= 0 || !m_job || m_cancelled)
            return;
        const qint64 ran = m_job->runningMs();
        if (!m_job->started() || ran >= m_cancelStaleAfterMs) {
            cancelRunning();
        } else if (!m_staleCheckArmed) {
            m_staleCheckArmed = true;
            QTimer::singleShot(int(m_cancelStaleAfterMs - ran), &m_context, [this] {
                m_staleCheckArmed = false;
                if (m_running && m_pending)
                    cancelIfStale();
            });
        }
    }

    void finished()
    {
        const std::shared_ptr<const ComputeLane::Job> job = std::move(m_job);
        Request done = std::move(*m_running);
        m_running.reset();
        if (job->stopped()) { // the user stopped the computing: nothing runs on
            m_pending.reset();
            ++m_delivered;
            if (m_fail)
                m_fail(done, ComputeLane::stoppedMessage());
            else
                m_deliver(done, Result{}, true);
            return;
        }
        if (job->preempted() && !m_cancelled) { // made way for another owner's job: run again
            start(m_pending ? *std::exchange(m_pending, std::nullopt) : std::move(done));
            return;
        }
        const std::shared_ptr<Finished> outcome = std::move(m_result);
        Result result = outcome->value ? std::move(*outcome->value) : Result{}; // nothing when it never started
        const bool current = !m_pending;
        if (m_pending) { // started before delivering: the delivery may request again
            Request next = std::move(*m_pending);
            m_pending.reset();
            start(std::move(next));
        }
        ++m_delivered;
        if (!outcome->failure.isEmpty() && m_fail)
            m_fail(done, outcome->failure);
        else
            m_deliver(done, std::move(result), current);
    }

    struct Finished {
        std::optional<Result> value;
        QString failure;
    };

    Work m_work;
    Deliver m_deliver;
    Fail m_fail;
    QObject m_context; ///< where the lane sends the finished job, on the owner's thread
    std::shared_ptr<const ComputeLane::Job> m_job;
    std::shared_ptr<Finished> m_result;
    std::optional<Request> m_running, m_pending;
    bool m_cancelled = false;
    bool m_staleCheckArmed = false;
    int m_cancelStaleAfterMs = 0;
    int m_requests = 0, m_started = 0, m_delivered = 0;
};

} // namespace rope::model
