// rope-gui-bench: the app measured in its real use. Replays base-slider sweeps with the clocks,
// heatmap and score curve all visible (N = 512, 2048, 8192; d = 128; random content) and prints the median
// slider-move-to-painted-frame latency, the heatmap's frame latency and the longest GUI-thread
// stall; then switches through every tab at N = 8192, shows N = 131072 (Toeplitz content), plays the
// clock animation and times every view's export. --benchmark-json FILE writes the figures with their
// targets (issue "Interactive at every N") and the floor measured for them in the same run.

#include "core/attention.h"
#include "core/memory.h"
#include "ui/model/computecontroller.h"
#include "ui/model/computelane.h"
#include "ui/views/clocksview.h"
#include "ui/views/heatmapview.h"
#include "ui/views/overviewview.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/exporter.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/valueslider.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSlider>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <sys/resource.h>

#include <Eigen/Core>

#include <algorithm>
#include <array>
#include <chrono>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace rope::bench {

using ui::AttentionMaps;

namespace {

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

using Clock = std::chrono::steady_clock;

double msBetween(Clock::time_point from, Clock::time_point to)
{
    return std::chrono::duration<double, std::milli>(to - from).count();
}

// One heatmap frame's way from the slider to the pixels, step by step (ms each; medians per sweep).
struct Timeline {
    static constexpr int kSteps = 7;
    static constexpr std::array<const char*, kSteps> kKeys{
        "slider_to_request_ms", "request_to_lane_ms",  "lane_to_start_ms",    "job_ms",
        "job_to_handed_ms",     "handed_to_replot_ms", "replot_to_painted_ms"};
    static constexpr std::array<const char*, kSteps> kNames{"slider → request",
                                                            "request → compute lane (coalescing, clock part)",
                                                            "lane → job start (waiting behind a job)",
                                                            "the job",
                                                            "job end → handed to the views",
                                                            "handed → replotted",
                                                            "replotted → painted"};
    std::array<std::vector<double>, kSteps> steps;

    void add(Clock::time_point move, const ui::JobTimeline& job, Clock::time_point handed, Clock::time_point replotted,
             Clock::time_point painted)
    {
        const std::array<Clock::time_point, kSteps + 1> at{move,         job.requested, job.queued, job.started,
                                                           job.finished, handed,        replotted,  painted};
        for (int i = 0; i < kSteps; ++i)
            steps[size_t(i)].push_back(msBetween(at[size_t(i)], at[size_t(i) + 1]));
    }
    std::array<double, kSteps> medians() const;
    /// The step with the largest median.
    static int dominant(const std::array<double, kSteps>& medians)
    {
        return int(std::max_element(medians.begin(), medians.end()) - medians.begin());
    }
};

// Notes when a widget has painted: the paint event is handled inside the filter, then the time taken.
class PaintWatcher : public QObject {
public:
    explicit PaintWatcher(QWidget* widget) : m_widget(widget) { widget->installEventFilter(this); }
    ~PaintWatcher() override { m_widget->removeEventFilter(this); }
    std::function<void()> painted;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::Paint || m_inPaint)
            return false;
        m_inPaint = true;
        watched->event(event); // paint now, so that `painted` runs after the pixels
        m_inPaint = false;
        if (painted)
            painted();
        return true;
    }

private:
    QWidget* m_widget;
    bool m_inPaint = false;
};

std::array<double, Timeline::kSteps> Timeline::medians() const
{
    std::array<double, kSteps> m{};
    for (int i = 0; i < kSteps; ++i)
        m[size_t(i)] = median(steps[size_t(i)]);
    return m;
}

struct SweepResult {
    double medianLatency = 0, worstLatency = 0, longestStall = 0;
    double medianMapLatency = 0; ///< slider move → the heatmap replotted with that move's attention (current or not)
    int moves = 0, attentionJobs = 0, mapFrames = 0;
    int firstPictureFrames = 0; ///< of mapFrames, progressive first pictures (sampled rows)
    double fullAfterDragMs = 0; ///< last move → the full map of its parameters on screen
    Timeline timeline; ///< the heatmap frames' steps
};

// ROPE_BENCH_SLOW_EVENTS: the time since start, on the slow events and the stalls printed.
bool traceEvents()
{
    static const bool on = qEnvironmentVariable("ROPE_BENCH_SLOW_EVENTS").toDouble() > 0;
    return on;
}
double traceMs()
{
    static QElapsedTimer since = [] {
        QElapsedTimer t;
        t.start();
        return t;
    }();
    return since.nsecsElapsed() / 1e6;
}

// Longest gap between ticks of a 2 ms timer on the GUI thread = the longest stall.
class StallMeter : public QObject {
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(2);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            const double gap = m_clock.restart() / 1.0;
            m_longest = std::max(m_longest, gap);
            if (traceEvents() && gap > 8)
                qInfo().noquote() << QStringLiteral("%1 ms: a stall of %2 ms ends").arg(traceMs(), 0, 'f', 1).arg(gap);
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
    p.source = ui::QkSource::Random; // the targets' content: constant content takes the s(Δ) path
    window.applyParams(p);
    // Let the first attention finish so every run starts from the same state.
    QEventLoop settle;
    QTimer::singleShot(seqLen > 2048 ? 3000 : 500, &settle, &QEventLoop::quit);
    settle.exec();

    QSlider* slider = window.panel()->baseControl()->slider();
    const int jobsBefore = window.controller()->attentionJobsStarted();
    std::vector<double> latencies, mapLatencies;
    StallMeter stalls;
    // When the heatmap replots, the attention on show belongs to some earlier move: match it by base.
    struct Move {
        double base;
        Clock::time_point at;
    };
    std::vector<Move> moveTimes;
    const AttentionMaps* lastMaps = nullptr;
    int firstPictures = 0;
    std::optional<Clock::time_point> fullShownAt;
    SweepResult r;
    QCustomPlot* map = window.view<ui::OverviewView>(u"linked")->heatmap()->maps().front()->plot();
    // A frame replotted with new maps, waiting for its paint to complete its timeline.
    std::function<void(Clock::time_point)> awaitingPaint;
    PaintWatcher paints(map);
    paints.painted = [&] {
        if (awaitingPaint)
            std::exchange(awaitingPaint, nullptr)(Clock::now());
    };
    const auto replotted = QObject::connect(map, &QCustomPlot::afterReplot, map, [&] {
        const auto& latest = window.controller()->latest();
        if (!latest || !latest->attention || latest->attention.get() == lastMaps)
            return;
        lastMaps = latest->attention.get();
        if (lastMaps->coarse)
            ++firstPictures;
        else if (!moveTimes.empty() && lastMaps->params.rope.base == moveTimes.back().base)
            fullShownAt = Clock::now();
        for (auto it = moveTimes.rbegin(); it != moveTimes.rend(); ++it)
            if (it->base == lastMaps->params.rope.base) {
                mapLatencies.push_back(msBetween(it->at, Clock::now()));
                awaitingPaint = [&timeline = r.timeline, move = it->at, job = lastMaps->timeline,
                                 handed = latest->attentionHandedAt, replot = Clock::now()](Clock::time_point painted) {
                    timeline.add(move, job, handed, replot, painted);
                };
                break;
            }
    });
    for (int i = 0; i < moves; ++i) {
        QEventLoop painted;
        QObject::connect(window.view<ui::OverviewView>(u"linked")->clocks(), &ui::ClocksView::framePainted, &painted,
                         &QEventLoop::quit);
        QObject::connect(window.view<ui::ClocksView>(u"clocks"), &ui::ClocksView::framePainted, &painted,
                         &QEventLoop::quit);
        QObject::connect(window.controller(), &ui::ComputeController::resultsReady, &painted, [&painted] {
            if (!qEnvironmentVariableIsSet("ROPE_BENCH_VIEW"))
                return;
            QTimer::singleShot(0, &painted, [&painted] {
                QApplication::processEvents();
                painted.quit();
            });
        });
        QTimer::singleShot(1000, &painted, &QEventLoop::quit);
        QElapsedTimer t;
        t.start();
        const Clock::time_point movedAt = Clock::now();
        slider->setValue(200 + (i * 37) % 800); // what a drag does, one step at a time
        moveTimes.push_back({window.panel()->params().rope.base, movedAt});
        painted.exec();
        latencies.push_back(t.nsecsElapsed() / 1e6);
        // A dragging hand moves about every 16 ms.
        QEventLoop gap;
        QTimer::singleShot(16, &gap, &QEventLoop::quit);
        gap.exec();
    }
    // Let the last attention arrive before counting.
    QEventLoop drain;
    QTimer::singleShot(seqLen > 2048 ? 2000 : 300, &drain, &QEventLoop::quit);
    drain.exec();
    QObject::disconnect(replotted);
    r.medianMapLatency = median(mapLatencies);
    r.mapFrames = int(mapLatencies.size());
    r.firstPictureFrames = firstPictures;
    r.fullAfterDragMs = fullShownAt ? msBetween(moveTimes.back().at, *fullShownAt) : -1;
    r.medianLatency = median(latencies);
    r.worstLatency = *std::max_element(latencies.begin(), latencies.end());
    r.longestStall = stalls.longest();
    r.moves = moves;
    r.attentionJobs = window.controller()->attentionJobsStarted() - jobsBefore;
    return r;
}

struct AnimationResult {
    double fps = 0, medianFrame = 0, worstFrame = 0, longestStall = 0;
};

// Play the clocks for a while: frames painted per second and the gaps between them.
AnimationResult animate(ui::MainWindow& window, int headDim, double seconds)
{
    ui::AppParams p;
    p.rope.headDim = headDim;
    p.seqLen = 512;
    window.applyParams(p);
    window.showView(QStringLiteral("clocks"));
    QApplication::processEvents();
    std::vector<double> gaps;
    QElapsedTimer clock;
    const auto painted = QObject::connect(window.view<ui::ClocksView>(u"clocks"), &ui::ClocksView::framePainted,
                                          window.view<ui::ClocksView>(u"clocks"), [&] {
                                              if (clock.isValid())
                                                  gaps.push_back(clock.nsecsElapsed() / 1e6);
                                              clock.start();
                                          });
    StallMeter stalls;
    window.view<ui::ClocksView>(u"clocks")->togglePlay();
    QEventLoop run;
    QTimer::singleShot(int(seconds * 1000), &run, &QEventLoop::quit);
    run.exec();
    window.view<ui::ClocksView>(u"clocks")->togglePlay();
    QObject::disconnect(painted);
    AnimationResult r;
    if (gaps.empty())
        return r;
    r.fps = double(gaps.size()) / seconds;
    r.medianFrame = median(gaps);
    r.worstFrame = *std::max_element(gaps.begin(), gaps.end());
    r.longestStall = stalls.longest();
    return r;
}

// Each view exported the way a teacher does (PNG 2× with caption, SVG, PDF): median of three, ms.
void exportTimings(ui::MainWindow& window, QTextStream& out)
{
    window.applyParams(ui::AppParams{});
    QEventLoop settle;
    QTimer::singleShot(500, &settle, &QEventLoop::quit);
    settle.exec();
    QTemporaryDir dir;
    std::vector<double> all;
    for (const QString& name : ui::viewKeys() + QStringList{QStringLiteral("window")}) {
        QWidget* view = window.showView(name);
        QApplication::processEvents();
        QStringList cells;
        for (const char* format : {"png", "svg", "pdf"}) {
            std::vector<double> runs;
            for (int i = 0; i < 3; ++i) {
                ui::ExportOptions options;
                options.scale = 2;
                options.caption = ui::parameterCaption(window.panel()->params());
                QElapsedTimer t;
                t.start();
                const QString error =
                    ui::exportWidget(view, dir.filePath(name + QLatin1Char('.') + QLatin1String(format)), options)
                        .message();
                runs.push_back(t.nsecsElapsed() / 1e6);
                if (!error.isEmpty())
                    out << error << '\n';
            }
            all.push_back(median(runs));
            cells << QStringLiteral("%1 %2").arg(QLatin1String(format)).arg(median(runs), 0, 'f', 0);
        }
        out << QStringLiteral("  %1: %2 ms\n").arg(name, -12).arg(cells.join(QStringLiteral(", ")));
        out.flush();
    }
    out << QStringLiteral("  median over all views and formats: %1 ms\n").arg(median(all), 0, 'f', 0);
}

// Every tab shown once at N = 8192 (random content, d = 128), the longest GUI-thread stall meanwhile;
// tabs that stalled over 30 ms are named in `slowTabs`.
double tabSwitchStall(ui::MainWindow& window, QStringList* slowTabs)
{
    ui::AppParams p;
    p.rope.headDim = 128;
    p.seqLen = 8192;
    p.source = ui::QkSource::Random;
    window.applyParams(p);
    QEventLoop settle;
    QTimer::singleShot(3000, &settle, &QEventLoop::quit);
    settle.exec();
    double longest = 0;
    const QStringList keys = ui::viewKeys();
    // ROPE_BENCH_TABS=a,b: only those (a profile of one switch)
    const QStringList only = qEnvironmentVariable("ROPE_BENCH_TABS").split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& key : keys) {
        if (!only.isEmpty() && !only.contains(key))
            continue;
        StallMeter stalls;
        if (qEnvironmentVariableIsSet("ROPE_BENCH_SLOW_EVENTS"))
            qInfo().noquote() << "showing" << key;
        window.showView(key);
        // Until the view's jobs have landed and been drawn (at least 150 ms, at most 3 s): a job that
        // lands late is counted under its own view, not the next one.
        QElapsedTimer shownFor;
        shownFor.start();
        while (shownFor.elapsed() < 3000 &&
               (shownFor.elapsed() < 150 || ui::ComputeLane::instance().jobsInFlight() > 0)) {
            QEventLoop turn;
            QTimer::singleShot(10, &turn, &QEventLoop::quit);
            turn.exec();
        }
        QEventLoop drawn; // the last delivery's drawing and layout
        QTimer::singleShot(50, &drawn, &QEventLoop::quit);
        drawn.exec();
        longest = std::max(longest, stalls.longest());
        if (stalls.longest() > 30)
            *slowTabs << QStringLiteral("%1 %2 ms").arg(key).arg(stalls.longest(), 0, 'f', 0);
    }
    window.showView(keys.first());
    return longest;
}

// N = 131072 with constant content: the time the worker took for the pooled maps.
double longContextMap(ui::MainWindow& window)
{
    window.showView(QStringLiteral("heatmaps"));
    ui::AppParams p;
    p.rope.headDim = 128;
    p.rope.base = 500000;
    p.seqLen = 131072;
    p.source = ui::QkSource::Constant;
    window.applyParams(p);
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 30000) {
        const auto latest = window.controller()->latest();
        if (latest && latest->attention && latest->attentionCurrent && latest->params == p)
            return latest->attention->computeMilliseconds;
        QEventLoop wait;
        QTimer::singleShot(5, &wait, &QEventLoop::quit);
        wait.exec();
    }
    return -1;
}

// A 10-second-class job (the three encodings compared at N = 131072, d = 512) started, then N = 64
// asked 0.5 s later: the time from that change to the heatmap showing N = 64's maps, in ms.
double newestFirstPicture(ui::MainWindow& window)
{
    window.showView(QStringLiteral("heatmaps"));
    ui::AppParams p;
    p.rope.headDim = 512;
    p.seqLen = 131072;
    p.heatmapMode = ui::HeatmapMode::CompareEncodings;
    window.applyParams(p);
    QEventLoop running;
    QTimer::singleShot(500, &running, &QEventLoop::quit);
    running.exec();
    p.seqLen = 64;
    QElapsedTimer sinceChange;
    sinceChange.start();
    window.applyParams(p);
    while (sinceChange.elapsed() < 30000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        const auto latest = window.controller()->latest();
        if (latest && latest->attention && latest->attentionCurrent && latest->attention->n == 64) {
            QCoreApplication::processEvents(); // painted
            return double(sinceChange.nsecsElapsed()) / 1e6;
        }
    }
    return -1;
}

// Causal attention, f32, N = 4096, d = 128 (rotate, logits, mask, softmax, A·V; logits and weights
// kept) and its floor, core::causalAttentionFloor: rope-bench's own medians of 5, run beside this
// file in a process of its own (a fresh heap, none of the window's threads), so that the ratio
// stands in bench.json next to its target. Zeros when rope-bench cannot be run.
struct FloorRatio {
    double attentionMs = 0, floorMs = 0;
};

FloorRatio attentionOverFloor()
{
    QProcess bench;
    bench.start(QCoreApplication::applicationDirPath() + QStringLiteral("/rope-bench"),
                {QStringLiteral("--benchmark_filter=^attention_causal(_floor)?/f32/4096/128/"),
                 QStringLiteral("--benchmark_repetitions=5"), QStringLiteral("--benchmark_report_aggregates_only=true"),
                 QStringLiteral("--benchmark_format=json")});
    if (!bench.waitForFinished(120000) || bench.exitCode() != 0)
        return {};
    FloorRatio r;
    for (const QJsonValue b :
         QJsonDocument::fromJson(bench.readAllStandardOutput()).object().value("benchmarks").toArray()) {
        const QJsonObject o = b.toObject();
        if (o.value("aggregate_name").toString() != QLatin1String("median"))
            continue;
        (o.value("name").toString().startsWith(QLatin1String("attention_causal_floor/")) ? r.floorMs : r.attentionMs) =
            o.value("real_time").toDouble();
    }
    return r;
}

// The GEMM rate the numerics reach here, float Q·Kᵀ at N = 2048, d = 128 (median of 5), in GFLOP/s: the
// floor of a heatmap is its causal half of the logits, N²·d flops at this rate. Timed through core, so
// it is the copy of the numerics the processor runs (AVX-512 here), not this file's portable build.
double gemmRate()
{
    const rope::core::RowMatrixXf q = Eigen::MatrixXf::Random(2048, 128), k = Eigen::MatrixXf::Random(2048, 128);
    rope::core::RowMatrixXf s(2048, 2048);
    std::vector<double> ms;
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer t;
        t.start();
        rope::core::productTransposed(q, k, s);
        ms.push_back(t.nsecsElapsed() / 1e6);
    }
    return 2.0 * 2048 * 2048 * 128 / (median(ms) * 1e6);
}

double peakRssMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
}

} // namespace

int run(ui::MainWindow& window, const QString& jsonPath)
{
    // The linked views: clocks, heatmap and score curve all visible and all updating.
    window.showView(QStringLiteral("linked"));
    if (qEnvironmentVariableIsSet("ROPE_BENCH_VIEW"))
        window.showView(qEnvironmentVariable("ROPE_BENCH_VIEW"));
    window.resize(1280, 800);
    QTextStream out(stdout);
    out << "slider-move-to-painted-frame latency, base slider sweep, d = 128, clocks + heatmap + curve visible\n";
    const double gflops = gemmRate();
    QJsonArray sweeps;
    const bool tabsOnly = qEnvironmentVariableIsSet("ROPE_BENCH_TABS_ONLY"); // a quick look at part of it
    for (int n : {512, 2048, 8192}) {
        if (tabsOnly)
            break;
        const SweepResult r = sweep(window, n, 120);
        out << QStringLiteral("N = %1: median %2 ms, worst %3 ms, longest GUI-thread stall %4 ms, "
                              "%5 slider moves → %6 attention jobs started; heatmap frame median %7 ms (%8 frames, "
                              "%9 of them first pictures); the full map %10 ms after the last move\n")
                   .arg(n)
                   .arg(r.medianLatency, 0, 'f', 2)
                   .arg(r.worstLatency, 0, 'f', 2)
                   .arg(r.longestStall, 0, 'f', 1)
                   .arg(r.moves)
                   .arg(r.attentionJobs)
                   .arg(r.medianMapLatency, 0, 'f', 1)
                   .arg(r.mapFrames)
                   .arg(r.firstPictureFrames)
                   .arg(r.fullAfterDragMs, 0, 'f', 1);
        const auto steps = r.timeline.medians();
        out << QStringLiteral("  heatmap frame, median of each step (ms):");
        for (int i = 0; i < Timeline::kSteps; ++i)
            out << QStringLiteral(" %1 %2;")
                       .arg(QString::fromUtf8(Timeline::kNames[size_t(i)]))
                       .arg(steps[size_t(i)], 0, 'f', 1);
        const auto dominant = size_t(Timeline::dominant(steps));
        out << QStringLiteral(" dominant: %1\n").arg(QString::fromUtf8(Timeline::kNames[dominant]));
        out.flush();
        QJsonObject timeline{{"dominant", QString::fromLatin1(Timeline::kKeys[dominant])}};
        for (int i = 0; i < Timeline::kSteps; ++i)
            timeline.insert(QLatin1String(Timeline::kKeys[size_t(i)]), steps[size_t(i)]);
        QJsonObject sweep{{"n", n},
                          {"heatmap_timeline", timeline},
                          {"d", 128},
                          {"clock_frame_median_ms", r.medianLatency},
                          {"heatmap_frame_median_ms", r.medianMapLatency},
                          {"heatmap_frames", r.mapFrames},
                          {"heatmap_first_picture_frames", r.firstPictureFrames},
                          {"heatmap_full_after_last_move_ms", r.fullAfterDragMs},
                          {"heatmap_floor_ms", double(n) * n * 128 / (gflops * 1e6)},
                          {"max_stall_ms", r.longestStall},
                          {"max_stall_target_ms", n == 512 ? 16 : 30}};
        // The targets of issue "Every slider move painted within one frame" (N = 8192's frame: its own).
        if (n == 512)
            sweep.insert("clock_frame_target_ms", 12);
        sweep.insert("heatmap_frame_target_ms", n == 512 ? 16 : n == 2048 ? 30 : 200);
        if (n >= 2048)
            sweep.insert("heatmap_full_after_last_move_target_ms", n == 2048 ? 50 : 250);
        sweeps.append(sweep);
    }
    QStringList slowTabs;
    const double tabStall = tabSwitchStall(window, &slowTabs);
    out << QStringLiteral("tab switches at N = 8192: longest GUI-thread stall %1 ms%2\n")
               .arg(tabStall, 0, 'f', 1)
               .arg(slowTabs.isEmpty() ? QString() : QStringLiteral(" (") + slowTabs.join(QStringLiteral(", ")) + ')');
    if (tabsOnly)
        return 0;
    const double longMap = longContextMap(window);
    out << QStringLiteral("N = 131072, constant content: pooled maps in %1 ms\n").arg(longMap, 0, 'f', 1);
    const double newest = newestFirstPicture(window);
    out << QStringLiteral("N = 64 asked 0.5 s into a 10-second job: on screen after %1 ms\n").arg(newest, 0, 'f', 1);
    const double rss = peakRssMb();
    out << QStringLiteral("GEMM rate (float Q·Kᵀ, 2048 × 128): %1 GFLOP/s; peak RSS %2 MB\n")
               .arg(gflops, 0, 'f', 1)
               .arg(rss, 0, 'f', 0);
    const FloorRatio floor = attentionOverFloor();
    if (floor.floorMs > 0)
        out << QStringLiteral("causal attention f32, N = 4096, d = 128 (rope-bench): %1 ms, its floor %2 ms: %3× "
                              "(target 1.2×)\n")
                   .arg(floor.attentionMs, 0, 'f', 1)
                   .arg(floor.floorMs, 0, 'f', 1)
                   .arg(floor.attentionMs / floor.floorMs, 0, 'f', 2);
    else
        out << "causal attention over its floor: rope-bench did not run beside this program\n";
    out.flush();
    if (!jsonPath.isEmpty()) {
        const QJsonObject json{
            {"sweeps", sweeps},
            {"tab_switch_max_stall_ms", tabStall},
            {"tab_switch_target_ms", 30},
            {"long_context", QJsonObject{{"n", 131072}, {"pooled_map_ms", longMap}, {"target_ms", 300}}},
            {"cancel", QJsonObject{{"running_job", "compare-encodings N = 131072, d = 512"},
                                   {"newest_first_picture_ms", newest},
                                   {"newest_first_picture_target_ms", 100}}},
            {"peak_rss_mb", rss},
            {"peak_rss_target_mb", 600},
            {"attention_causal_4096",
             QJsonObject{{"attention_ms", floor.attentionMs},
                         {"floor_ms", floor.floorMs},
                         {"over_floor", floor.floorMs > 0 ? floor.attentionMs / floor.floorMs : 0.0},
                         {"over_floor_target", 1.2},
                         {"torch", "tests/benchmarks/torch_reference.py: target attention_ms <= 0.2 x PyTorch"}}},
            {"gemm_gflops", gflops}};
        QFile file(jsonPath);
        if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(json).toJson()) < 0) {
            QTextStream(stderr) << "cannot write " << jsonPath << ": " << file.errorString() << '\n';
            return 1;
        }
    }
    if (qEnvironmentVariableIsSet("ROPE_BENCH_SWEEP_ONLY"))
        return 0;
    out << "clock animation (Play), frames painted per second and the gaps between them\n";
    for (int d : {128, 256}) {
        const AnimationResult r = animate(window, d, 3.0);
        out << QStringLiteral("d = %1: %2 fps, frame gap median %3 ms, worst %4 ms, longest GUI-thread stall %5 ms\n")
                   .arg(d)
                   .arg(r.fps, 0, 'f', 1)
                   .arg(r.medianFrame, 0, 'f', 1)
                   .arg(r.worstFrame, 0, 'f', 1)
                   .arg(r.longestStall, 0, 'f', 1);
        out.flush();
    }
    out << "export, default parameters, median of 3 (PNG at 2× with caption)\n";
    exportTimings(window, out);
    return 0;
}

} // namespace rope::bench

namespace {

// ROPE_BENCH_SLOW_EVENTS=<ms>: every event the GUI thread took longer than that to deliver, printed
// with its type, receiver and nesting depth (an event delivered inside another's handler is
// indented): what to look at first when a stall figure is off target.
class TimedApplication : public QApplication {
public:
    using QApplication::QApplication;
    double slowEventMs = qEnvironmentVariable("ROPE_BENCH_SLOW_EVENTS").toDouble();

    bool notify(QObject* receiver, QEvent* event) override
    {
        if (slowEventMs <= 0)
            return QApplication::notify(receiver, event);
        const QEvent::Type type = event->type(); // the event may not outlive its delivery
        QElapsedTimer t;
        t.start();
        ++m_depth;
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        const double ms = t.nsecsElapsed() / 1e6;
        if (ms >= slowEventMs)
            qInfo().noquote() << QStringLiteral("%1 ms: %2slow event %3 ms: type %4 to %5 \"%6\"")
                                     .arg(rope::bench::traceMs(), 0, 'f', 1)
                                     .arg(QString(2 * m_depth, QLatin1Char(' ')))
                                     .arg(ms, 0, 'f', 1)
                                     .arg(int(type))
                                     .arg(QLatin1String(receiver->metaObject()->className()), receiver->objectName())
                              << (receiver->parent() ? receiver->parent()->metaObject()->className() : "");
        return result;
    }

private:
    int m_depth = 0;
};

} // namespace

int main(int argc, char* argv[])
{
    // A settings folder of its own: the user's last session must not change what is measured.
    QTemporaryDir settings;
    qputenv("XDG_CONFIG_HOME", settings.path().toLocal8Bit());
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    rope::core::keepFreedHeapForReuse(); // as the window's main() does
    TimedApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("The app's latencies in its real use (README, Benchmarks)."));
    parser.addHelpOption();
    const QCommandLineOption json(QStringLiteral("benchmark-json"),
                                  QStringLiteral("Also write the figures, their targets and floors, to <file>."),
                                  QStringLiteral("file"));
    parser.addOption(json);
    parser.process(app);
    rope::ui::style::useConcreteFontFamily();
    rope::ui::MainWindow window(nullptr, rope::ui::MainWindow::Startup::Defaults);
    window.show();
    return rope::bench::run(window, parser.value(json));
}
