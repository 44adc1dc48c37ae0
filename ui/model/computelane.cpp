// The one compute lane: a queue, one worker thread, preemption of long jobs by other owners.
#include "ui/model/computelane.h"

#include <QCoreApplication>
#include <QMetaObject>

#include <algorithm>
#include <chrono>

namespace rope::model {

namespace {

qint64 nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

} // namespace

qint64 ComputeLane::Job::runningMs() const
{
    const qint64 started = m_startedNs.load();
    return started ? (nowNs() - started) / 1'000'000 : 0;
}

ComputeLane& ComputeLane::instance()
{
    static ComputeLane lane;
    return lane;
}

ComputeLane::ComputeLane() :
    m_threads(std::max(1, int(std::thread::hardware_concurrency()) - 1)), m_thread([this] { run(); })
{ }

ComputeLane::~ComputeLane()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stop = true;
        if (m_running)
            m_running->m_cancel = true;
        for (const auto& job : m_queue)
            job->m_done = true;
        m_queue.clear();
    }
    m_wake.notify_all();
    m_thread.join();
}

void ComputeLane::setThreads(int threads) { m_threads = std::max(1, threads); }

std::shared_ptr<const ComputeLane::Job> ComputeLane::submit(const void* owner, QObject* context,
                                                            std::function<void(const core::Execution&)> work,
                                                            std::function<void()> finished)
{
    auto job = std::make_shared<Job>();
    job->m_work = std::move(work);
    job->m_finished = std::move(finished);
    job->m_context = context;
    job->m_owner = owner;
    {
        const std::lock_guard lock(m_mutex);
        // A long job of someone else makes way: it comes back behind this one.
        if (m_running && m_running->m_owner != owner && m_running->runningMs() >= kPreemptAfterMs &&
            !m_running->m_cancel) {
            m_running->m_preempted = true;
            m_running->m_cancel = true;
        }
        m_queue.push_back(job);
    }
    m_wake.notify_one();
    return job;
}

void ComputeLane::cancel(const std::shared_ptr<const Job>& job)
{
    if (!job)
        return;
    std::shared_ptr<Job> dropped;
    {
        const std::lock_guard lock(m_mutex);
        auto& j = const_cast<Job&>(*job);
        j.m_cancel = true;
        const auto it = std::find(m_queue.begin(), m_queue.end(), job);
        if (it != m_queue.end()) { // never started: its owner hears at once, on its own thread
            dropped = *it;
            m_queue.erase(it);
            dropped->m_done = true;
        }
    }
    if (dropped) {
        m_finished.notify_all();
        QMetaObject::invokeMethod(
            dropped->m_context, [dropped] { dropped->m_finished(); }, Qt::QueuedConnection);
    }
}

QString ComputeLane::stoppedMessage() { return QCoreApplication::translate("ComputeLane", "stopped"); }

bool ComputeLane::stopRunning()
{
    const std::lock_guard lock(m_mutex);
    // Between two jobs (a first picture done, the full one queued) nothing runs for a moment; the
    // job about to run is the one the user sees working.
    Job* job = m_running ? m_running.get() : m_queue.empty() ? nullptr : m_queue.front().get();
    if (!job)
        return false;
    job->m_stopped = true;
    job->m_cancel = true;
    return true;
}

void ComputeLane::wait(const std::shared_ptr<const Job>& job)
{
    if (!job)
        return;
    std::unique_lock lock(m_mutex);
    m_finished.wait(lock, [&] { return job->m_done.load(); });
}

int ComputeLane::jobsInFlight() const
{
    const std::lock_guard lock(m_mutex);
    return int(m_queue.size()) + (m_running ? 1 : 0);
}

const void* ComputeLane::runningOwner() const
{
    const std::lock_guard lock(m_mutex);
    return m_running ? m_running->m_owner : nullptr;
}

int ComputeLane::runningProgress() const
{
    const std::lock_guard lock(m_mutex);
    return m_running ? m_running->m_progress.load() : 0;
}

qint64 ComputeLane::runningMs() const
{
    const std::lock_guard lock(m_mutex);
    return m_running ? m_running->runningMs() : 0;
}

void ComputeLane::run()
{
    for (;;) {
        std::shared_ptr<Job> job;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_stop || !m_queue.empty(); });
            if (m_stop)
                return;
            job = m_queue.front();
            m_queue.pop_front();
            job->m_startedNs = nowNs();
            m_running = job;
        }
        core::Execution execution;
        execution.threads = m_threads.load();
        core::setCallingThreadThreads(execution.threads); // Eigen's products too
        execution.cancel = &job->m_cancel;
        execution.progress = &job->m_progress;
        job->m_work(execution);
        // Posted before the job counts as done: an owner that waits for it and then deletes the
        // context takes the posted call with it.
        QMetaObject::invokeMethod(
            job->m_context, [job] { job->m_finished(); }, Qt::QueuedConnection);
        {
            const std::lock_guard lock(m_mutex);
            m_running.reset();
            job->m_done = true;
        }
        m_finished.notify_all();
    }
}

} // namespace rope::model
