#include "app/guibenchmark.h"

#include "ui/clocksview.h"
#include "ui/computecontroller.h"
#include "ui/mainwindow.h"
#include "ui/overviewview.h"
#include "ui/parameterpanel.h"
#include "ui/valueslider.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSlider>
#include <QTabWidget>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <vector>

namespace rope::app {

namespace {

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

struct SweepResult {
    double medianLatency = 0, worstLatency = 0, longestStall = 0;
    int moves = 0, attentionJobs = 0;
};

// Longest gap between ticks of a 2 ms timer on the GUI thread = the longest stall.
class StallMeter : public QObject {
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(2);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            m_longest = std::max(m_longest, m_clock.restart() / 1.0);
        });
        m_clock.start();
        m_timer.start();
    }
    double longest() const { return m_longest; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_longest = 0;
};

SweepResult sweep(ui::MainWindow& window, int seqLen, int moves)
{
    ui::AppParams p;
    p.rope.headDim = 128;
    p.seqLen = seqLen;
    window.applyParams(p);
    // Let the first attention finish so every run starts from the same state.
    QEventLoop settle;
    QTimer::singleShot(seqLen > 2048 ? 3000 : 500, &settle, &QEventLoop::quit);
    settle.exec();

    QSlider* slider = window.panel()->baseControl()->slider();
    const int jobsBefore = window.controller()->attentionJobsStarted();
    std::vector<double> latencies;
    StallMeter stalls;
    for (int i = 0; i < moves; ++i) {
        QEventLoop painted;
        QObject::connect(window.overview()->clocks(), &ui::ClocksView::framePainted, &painted, &QEventLoop::quit);
        QObject::connect(window.clocksView(), &ui::ClocksView::framePainted, &painted, &QEventLoop::quit);
        QObject::connect(window.controller(), &ui::ComputeController::resultsReady, &painted, [&painted] {
            if (!qEnvironmentVariableIsSet("ROPE_BENCH_TAB"))
                return;
            QTimer::singleShot(0, &painted, [&painted] { QApplication::processEvents(); painted.quit(); });
        });
        QTimer::singleShot(1000, &painted, &QEventLoop::quit);
        QElapsedTimer t;
        t.start();
        slider->setValue(200 + (i * 37) % 800); // what a drag does, one step at a time
        painted.exec();
        latencies.push_back(t.nsecsElapsed() / 1e6);
        // A dragging hand moves about every 16 ms.
        QEventLoop gap;
        QTimer::singleShot(16, &gap, &QEventLoop::quit);
        gap.exec();
    }
    SweepResult r;
    r.medianLatency = median(latencies);
    r.worstLatency = *std::max_element(latencies.begin(), latencies.end());
    r.longestStall = stalls.longest();
    r.moves = moves;
    r.attentionJobs = window.controller()->attentionJobsStarted() - jobsBefore;
    return r;
}

} // namespace

int runGuiBenchmark(ui::MainWindow& window)
{
    // The linked views: clocks, heatmap and score curve all visible and all updating.
    window.views()->setCurrentWidget(window.overview());
    if (qEnvironmentVariableIsSet("ROPE_BENCH_TAB"))
        window.views()->setCurrentIndex(qEnvironmentVariableIntValue("ROPE_BENCH_TAB"));
    window.resize(1280, 800);
    QTextStream out(stdout);
    out << "slider-move-to-painted-frame latency, base slider sweep, d = 128, clocks + heatmap + curve visible\n";
    for (int n : {512, 2048, 8192}) {
        const SweepResult r = sweep(window, n, 120);
        out << QStringLiteral("N = %1: median %2 ms, worst %3 ms, longest GUI-thread stall %4 ms, "
                              "%5 slider moves → %6 attention jobs started\n")
                   .arg(n)
                   .arg(r.medianLatency, 0, 'f', 2)
                   .arg(r.worstLatency, 0, 'f', 2)
                   .arg(r.longestStall, 0, 'f', 1)
                   .arg(r.moves)
                   .arg(r.attentionJobs);
        out.flush();
    }
    return 0;
}

} // namespace rope::app
