#include "ui/computecontroller.h"

#include <QtConcurrent/QtConcurrentRun>

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
    const bool attentionKnown = m_latest && m_latest->attention && sameAttentionInputs(m_latest->attention->params, params);
    r->attention = m_latest ? m_latest->attention : nullptr; // the old picture until the new one arrives
    r->attentionCurrent = attentionKnown;
    publish(r);
    if (attentionKnown)
        return;
    if (m_running) {
        if (sameAttentionInputs(m_runningParams, params)) {
            m_pendingAttention.reset();
            return;
        }
        m_pendingAttention = params;
        m_cancel->store(true); // stops at its next block; its result is dropped
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
    m_watcher.setFuture(QtConcurrent::run([params, cancel = m_cancel] { return computeAttention(params, cancel.get()); }));
}

void ComputeController::attentionFinished()
{
    m_running = false;
    std::shared_ptr<const AttentionMaps> maps = m_watcher.result();
    if (m_pendingAttention) {
        const AppParams next = *m_pendingAttention;
        m_pendingAttention.reset();
        startAttention(next);
        return; // this result is stale: newer parameters are on their way
    }
    emit attentionBusyChanged(false);
    if (!maps || !m_latest || !sameAttentionInputs(maps->params, m_latest->params))
        return;
    auto r = std::make_shared<Results>(*m_latest);
    r->attention = std::move(maps);
    r->attentionCurrent = true;
    publish(r);
}

} // namespace rope::ui
