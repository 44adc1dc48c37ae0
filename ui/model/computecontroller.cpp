// From parameters to Results: the clock part at once, the attention on a worker, latest wins.
#include "ui/model/computecontroller.h"

#include <algorithm>

namespace rope::model {

namespace {

template <typename Request>
std::shared_ptr<const AttentionMaps> attentionJob(const Request& request, const core::Execution& execution)
{
    const auto started = std::chrono::steady_clock::now();
    auto maps = computeAttention(request.clock->params, execution, &request.clock->freqs, request.resolution);
    if (maps)
        maps->timeline = {request.requested, request.queued, started, std::chrono::steady_clock::now()};
    return maps;
}

} // namespace

ComputeController::ComputeController(QObject* parent) :
    QObject(parent), m_attention(attentionJob<AttentionRequest>,
                                 [this](const AttentionRequest&, std::shared_ptr<const AttentionMaps> maps, bool) {
                                     attentionFinished(std::move(maps));
                                 })
{
    // A failed job answers its parameters with nothing: the picture on show stays, dimmed as
    // belonging to other parameters, and nothing waits for it any more.
    m_attention.setFail([this](const AttentionRequest&, const QString& message) {
        if (m_latest && !m_latest->attentionCurrent && m_attention.idle()) {
            auto r = std::make_shared<Results>(*m_latest);
            r->attentionCurrent = true;
            publish(r);
        }
        emit failed(message == ComputeLane::stoppedMessage()
                        ? tr("Attention maps stopped: the maps on show belong to earlier parameters until one changes")
                        : tr("The attention maps could not be computed: %1").arg(message));
        if (m_attention.idle())
            emit attentionBusyChanged(false);
    });
    // A long job for parameters already left behind gives way, so the newest picture comes first.
    m_attention.setCancelStaleAfter(kCancelStaleAfterMs);
    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(0);
    connect(&m_coalesce, &QTimer::timeout, this, &ComputeController::process);
}

void ComputeController::request(const AppParams& params)
{
    m_requested = params;
    if (!m_coalesce.isActive()) {
        m_burstRequestedAt = std::chrono::steady_clock::now();
        m_coalesce.start();
    }
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
    const bool onShow = m_latest && m_latest->attention && sameAttentionInputs(m_latest->attention->params, params);
    const bool attentionKnown = onShow && !m_latest->attention->coarse; // a coarse one still needs its full map
    if (m_latest) { // the old picture until the new one arrives
        r->attention = m_latest->attention;
        r->attentionHandedAt = m_latest->attentionHandedAt;
    }
    r->attentionCurrent = attentionKnown;
    publish(r);
    const auto& running = m_attention.running();
    // A cancelled job will answer nothing: these parameters need a job of their own.
    const bool runningAnswers = running && !m_attention.runningCancelled();
    if (attentionKnown || (runningAnswers && sameAttentionInputs(running->clock->params, params))) {
        m_attention.dropPending(); // nothing newer to compute
        return;
    }
    // A full map refining a first picture is worth finishing only while nothing newer is asked for:
    // during a drag it would hold up the next first picture.
    if (runningAnswers && running->resolution == MapResolution::Full && coarseFirst(running->clock->params))
        m_attention.cancelRunning();
    const bool wasIdle = m_attention.idle();
    requestAttention(r, onShow, m_burstRequestedAt);
    if (wasIdle)
        emit attentionBusyChanged(true);
}

void ComputeController::attentionFinished(std::shared_ptr<const AttentionMaps> maps)
{
    // Shown unless the picture on show is already current: a superseded result is still the
    // freshest there is (attentionCurrent says whether it matches the parameters), except over a
    // first picture of the very parameters asked for.
    const bool onShowMatches =
        m_latest && m_latest->attention && sameAttentionInputs(m_latest->attention->params, m_latest->params);
    const bool matches = maps && m_latest && sameAttentionInputs(maps->params, m_latest->params);
    if (maps && m_latest && !m_latest->attentionCurrent && (matches || !onShowMatches)) {
        auto r = std::make_shared<Results>(*m_latest);
        r->attentionCurrent = matches && !maps->coarse;
        const bool refine = matches && maps->coarse;
        r->attention = std::move(maps);
        r->attentionHandedAt = std::chrono::steady_clock::now();
        publish(r);
        // The coarse picture of what is asked for is on show: now the full one, unless newer waits.
        if (refine && m_attention.idle())
            m_attention.request(attentionRequest(m_latest, MapResolution::Full, std::chrono::steady_clock::now()));
    } else if (!maps && m_latest && !m_latest->attentionCurrent && m_attention.idle()) {
        requestAttention(m_latest, onShowMatches, // a cancelled job answered nothing: ask again
                         std::chrono::steady_clock::now());
    }
    if (m_attention.idle())
        emit attentionBusyChanged(false);
}

ComputeController::AttentionRequest ComputeController::attentionRequest(const std::shared_ptr<const Results>& clock,
                                                                        MapResolution resolution,
                                                                        JobTimeline::Instant requested)
{
    return {clock, resolution, requested, std::chrono::steady_clock::now()};
}

void ComputeController::requestAttention(const std::shared_ptr<const Results>& clock, bool firstPictureOnShow,
                                         JobTimeline::Instant requested)
{
    const bool coarse = coarseFirst(clock->params) && !firstPictureOnShow;
    m_attention.request(attentionRequest(clock, coarse ? MapResolution::Coarse : MapResolution::Full, requested));
}

} // namespace rope::model
