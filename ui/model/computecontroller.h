#pragma once
// Turns parameter changes into Results for the views.
//
// Requests arriving in one burst (one turn of the event loop) are coalesced into one. The O(d)
// clock data is then computed at once on the GUI thread (microseconds) so the clocks follow the
// slider without delay; the N×N attention runs on a worker through a LatestJob (latestjob.h: one
// job at a time, the latest request waits alone, never a queue). A finished job that is already
// superseded is still shown (marked not current): it is newer than the picture on show, so a drag
// moves the heatmap at the job's pace instead of freezing it. A job that has run kCancelStaleAfterMs
// when newer parameters come is cancelled instead: a 10-second map must not hold up the next one.
//
// Progressive display: for random content from N = 1024 on, a job first computes one exact query row
// per map row (a fraction of the work) and that coarse picture is shown; when nothing newer waits,
// the full map is computed and replaces it. During a drag only coarse pictures are computed.

#include "ui/model/appparams.h"
#include "ui/model/latestjob.h"
#include "ui/model/results.h"

#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>

namespace rope::model {

class ComputeController : public QObject {
    Q_OBJECT
public:
    /// A running attention job this old is cancelled when newer parameters come; a younger one
    /// finishes (a drag's pictures keep coming).
    static constexpr int kCancelStaleAfterMs = 250;

    explicit ComputeController(QObject* parent = nullptr);

    /// Asks for results of these (valid) parameters.
    void request(const AppParams& params);
    /// Replaces kCancelStaleAfterMs (0: a superseded job always finishes; for tests).
    void setCancelStaleAfter(int milliseconds) { m_attention.setCancelStaleAfter(milliseconds); }

    bool attentionBusy() const { return !m_attention.idle(); }
    /// Who the attention job is on the compute lane (ComputeLane::runningOwner), for the status bar.
    const void* laneOwner() const { return &m_attention; }
    /// Nothing is waiting or computing, and the latest results (if any) have their attention.
    bool idle() const { return !m_requested && m_attention.idle() && (!m_latest || m_latest->attentionCurrent); }
    const std::shared_ptr<const Results>& latest() const { return m_latest; }
    /// Counters for tests and the benchmark.
    int attentionJobsStarted() const { return m_attention.started(); }
    int resultsDelivered() const { return m_resultsDelivered; }

signals:
    void resultsReady(std::shared_ptr<const Results> results);
    void attentionBusyChanged(bool busy);
    /// The attention job failed (it threw: out of memory): one sentence.
    void failed(const QString& message);

private:
    void process();
    void attentionFinished(std::shared_ptr<const AttentionMaps> maps);
    /// Coarse first unless a first picture of these inputs is already on show; `requested` is when
    /// the burst it answers began (the timeline's first step).
    void requestAttention(const std::shared_ptr<const Results>& clock, bool firstPictureOnShow,
                          JobTimeline::Instant requested);
    void publish(std::shared_ptr<const Results> results);

    QTimer m_coalesce;
    std::optional<AppParams> m_requested;
    JobTimeline::Instant m_burstRequestedAt; ///< the first request since the last process()
    std::shared_ptr<const Results> m_latest;
    /// Requests carry the clock part's Results (its parameters and its θ_i, shared with the job) and
    /// the resolution to compute.
    struct AttentionRequest {
        std::shared_ptr<const Results> clock;
        MapResolution resolution = MapResolution::Full;
        JobTimeline::Instant requested, queued;
    };
    static AttentionRequest attentionRequest(const std::shared_ptr<const Results>& clock, MapResolution resolution,
                                             JobTimeline::Instant requested);
    LatestJob<AttentionRequest, std::shared_ptr<const AttentionMaps>> m_attention;
    int m_resultsDelivered = 0;
};

} // namespace rope::model
