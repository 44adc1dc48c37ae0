#include "ui/model/computecontroller.h"

#include <QtConcurrent/QtConcurrentRun>

#include <omp.h>

#include <algorithm>

namespace rope::ui {

ComputeController::ComputeController(QObject* parent) : QObject(parent)
{
    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(0);
    connect(&m_coalesce, &QTimer::timeout, this, &ComputeController::process);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &ComputeController::attentionFinished);
}

ComputeController::~ComputeController()
{
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

void ComputeController::request(const AppParams& params)
{
    m_requested = params;
    if (!m_coalesce.isActive())
        m_coalesce.start();
}

void ComputeController::publish(std::shared_ptr<const Results> results)
{
    m_latest = std::move(results);
    ++m_resultsDelivered;
    emit resultsReady(m_latest);
}

void ComputeController::process()
{
    if (!m_requested)
        return;
    const AppParams params = *m_requested;
    m_requested.reset();
    if (m_latest && m_latest->params == params)
        return;

    std::shared_ptr<Results> r = computeClockResults(params);
    const bool attentionKnown =
        m_latest && m_latest->attention && sameAttentionInputs(m_latest->attention->params, params);
    r->attention = m_latest ? m_latest->attention : nullptr; // the old picture until the new one arrives
    r->attentionCurrent = attentionKnown;
    publish(r);
    if (attentionKnown || (m_running && sameAttentionInputs(m_runningParams, params))) {
        m_pendingAttention.reset(); // nothing newer to compute
        return;
    }
    if (m_running) {
        // The running job is left to finish: its picture is newer than the one on show, so during
        // a drag the heatmap follows at the job's pace instead of freezing until the hand stops.
        // The latest request waits in the single pending slot, replacing older ones: never a queue.
        m_pendingAttention = params;
        return;
    }
    startAttention(params);
}

void ComputeController::startAttention(const AppParams& params)
{
    m_running = true;
    m_runningParams = params;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    ++m_jobsStarted;
    emit attentionBusyChanged(true);
    // The job owns copies of everything it reads: the parameters and the cancel flag.
    m_watcher.setFuture(QtConcurrent::run([params, cancel = m_cancel] {
        // One core stays with the GUI thread, so the clocks keep their frame rate while the
        // heatmap computes (omp_set_num_threads applies to this pool thread's parallel regions).
        omp_set_num_threads(std::max(1, omp_get_num_procs() - 1));
        return computeAttention(params, cancel.get());
    }));
}

void ComputeController::attentionFinished()
{
    m_running = false;
    std::shared_ptr<const AttentionMaps> maps = m_watcher.result();
    // Shown unless the picture on show is already current: a superseded result is still the
    // freshest there is (attentionCurrent says whether it matches the parameters).
    if (maps && m_latest && !m_latest->attentionCurrent) {
        auto r = std::make_shared<Results>(*m_latest);
        r->attentionCurrent = sameAttentionInputs(maps->params, m_latest->params);
        r->attention = std::move(maps);
        publish(r);
    }
    if (m_pendingAttention) {
        const AppParams next = *m_pendingAttention;
        m_pendingAttention.reset();
        startAttention(next);
        return;
    }
    emit attentionBusyChanged(false);
}

} // namespace rope::ui
