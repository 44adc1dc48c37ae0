#pragma once
// The life of a view's own computation, written once (every view with a job uses it):
//
//   request()   what the computation reads, as a value built from the view's Results and its
//               controls (ResultsInput for the Results: resultsinput.h); nullopt when there is
//               nothing to compute yet;
//   compute()   a pure function in ui/model/viewdata/, run on the compute lane (computelane.h), or
//               at once on the GUI thread for what costs well under a millisecond (RunsOn::GuiThread:
//               the view's header says why);
//   draw()      puts a finished result on screen, on the GUI thread.
//
// The one staleness rule: a job is asked for when the view is on screen and its request differs
// from the last one asked for. A job that fails (it threw: out of memory, a broken file) reports
// its message through `failed` and counts as answered, so it is not asked again until something
// changes; so does a job the user stopped (the status bar's Stop, Esc). Equal requests are never computed twice (an attention-only delivery,
// a click that selects the pair already selected); a hidden view computes nothing and asks when it
// is shown. The view calls refresh() through View::refreshJobs() whenever its controls change;
// View does so itself on new Results and when the view is shown.

#include "core/execution.h"
#include "ui/model/latestjob.h"

#include <QString>
#include <QWidget>

#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace rope::ui {

using namespace rope::model;

enum class RunsOn { Lane, GuiThread };

class ViewJobBase {
public:
    virtual ~ViewJobBase() = default;
    /// Asks for the current request if it is new and the view is on screen; whether it asked.
    virtual bool refresh() = 0;
    /// Nothing runs or waits, and the last request asked for is the current one.
    virtual bool isCurrent() const = 0;
    /// Jobs started (tests and benchmarks count re-runs).
    virtual int started() const = 0;
    /// Who the job is on the compute lane (ComputeLane::runningOwner), for the status bar.
    virtual const void* laneOwner() const = 0;
};

template <typename Request, typename Data>
class ViewJob final : public ViewJobBase {
public:
    using MakeRequest = std::function<std::optional<Request>()>;
    using Compute = std::function<std::shared_ptr<const Data>(const Request&, const core::Execution&)>;
    using Draw = std::function<void(const Data&)>;
    using Failed = std::function<void(const QString& message)>;

    /// `widget` is whose visibility decides (the view). A job older than kCancelStaleAfterMs is
    /// cancelled when a newer request comes: its picture would be late and already stale.
    ViewJob(QWidget* widget, MakeRequest request, Compute compute, Draw draw, Failed failed, RunsOn runsOn) :
        m_widget(widget), m_request(std::move(request)), m_compute(compute), m_draw(std::move(draw)),
        m_failed(std::move(failed)), m_runsOn(runsOn),
        m_job(std::move(compute), [this](const Request&, std::shared_ptr<const Data> data, bool current) {
            delivered(std::move(data), current);
        })
    {
        m_job.setCancelStaleAfter(kCancelStaleAfterMs);
        m_job.setFail([this](const Request&, const QString& message) { m_failed(message); });
    }

    static constexpr int kCancelStaleAfterMs = 250;

    bool refresh() override
    {
        if (!m_widget->isVisible())
            return false; // asked for when shown
        std::optional<Request> request = m_request();
        if (!request || (m_asked && *m_asked == *request))
            return false;
        m_asked = *request;
        if (m_runsOn == RunsOn::Lane) {
            m_job.request(std::move(*request));
            return true;
        }
        try {
            delivered(m_compute(*request, core::Execution{}), true);
        } catch (const std::exception& error) {
            m_failed(QString::fromLocal8Bit(error.what()));
        }
        return true;
    }
    bool isCurrent() const override
    {
        if (!m_job.idle())
            return false;
        const std::optional<Request> request = m_request();
        return !request || (m_asked && *m_asked == *request);
    }
    int started() const override { return m_job.started(); }
    const void* laneOwner() const override { return &m_job; }

    /// The data on screen (null before the first delivery).
    const std::shared_ptr<const Data>& data() const { return m_data; }
    const LatestJob<Request, std::shared_ptr<const Data>>& job() const { return m_job; }

private:
    void delivered(std::shared_ptr<const Data> data, bool current)
    {
        if (!data) { // cancelled, and nothing newer waits: ask again
            if (current) {
                m_asked.reset();
                refresh();
            }
            return;
        }
        // The old data outlives the draw: widgets keep pointers into it until the draw has given
        // each of them the new data, and a layout pass in between may still read them.
        const std::shared_ptr<const Data> previous = std::exchange(m_data, std::move(data));
        m_draw(*m_data);
    }

    QWidget* m_widget;
    MakeRequest m_request;
    Compute m_compute;
    Draw m_draw;
    Failed m_failed;
    RunsOn m_runsOn;
    std::optional<Request> m_asked;
    std::shared_ptr<const Data> m_data;
    LatestJob<Request, std::shared_ptr<const Data>> m_job;
};

} // namespace rope::ui
