#pragma once
// Turns parameter changes into Results for the views.
//
// Requests arriving in one burst (one turn of the event loop) are coalesced into one. The O(d)
// clock data is then computed at once on the GUI thread (microseconds) so the clocks follow the
// slider without delay; the N×N attention runs on a worker. The latest parameters always win: a
// request that changes the attention while a job runs waits as the single pending request,
// replacing any older one (never a queue). The running job is not cancelled: its result is shown
// (marked not current) because it is newer than the picture on show, so a drag moves the heatmap
// at the job's pace instead of freezing it; then the pending request runs.

#include "ui/model/appparams.h"
#include "ui/model/results.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <memory>
#include <optional>

namespace rope::ui {

class ComputeController : public QObject {
    Q_OBJECT
public:
    explicit ComputeController(QObject* parent = nullptr);
    ~ComputeController() override;

    /// Asks for results of these (valid) parameters.
    void request(const AppParams& params);

    bool attentionBusy() const { return m_running; }
    const std::shared_ptr<const Results>& latest() const { return m_latest; }
    /// Counters for tests and the benchmark.
    int attentionJobsStarted() const { return m_jobsStarted; }
    int resultsDelivered() const { return m_resultsDelivered; }

signals:
    void resultsReady(std::shared_ptr<const Results> results);
    void attentionBusyChanged(bool busy);

private:
    void process();
    void startAttention(const AppParams& params);
    void attentionFinished();
    void publish(std::shared_ptr<const Results> results);

    QTimer m_coalesce;
    std::optional<AppParams> m_requested;
    QFutureWatcher<std::shared_ptr<const AttentionMaps>> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::optional<AppParams> m_pendingAttention;
    AppParams m_runningParams;
    std::shared_ptr<const Results> m_latest;
    bool m_running = false;
    int m_jobsStarted = 0;
    int m_resultsDelivered = 0;
};

} // namespace rope::ui
