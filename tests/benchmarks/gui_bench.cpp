// rope-gui-bench: the app measured in its real use. Replays base-slider sweeps with the clocks,
// heatmap and score curve all visible (N = 512, 2048, 8192; d = 128) and prints the median
// slider-move-to-painted-frame latency, the heatmap's frame latency and the longest GUI-thread
// stall; then plays the clock animation and times every view's export.

#include "ui/model/computecontroller.h"
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
#include <QElapsedTimer>
#include <QEventLoop>
#include <QSlider>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
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

struct SweepResult {
    double medianLatency = 0, worstLatency = 0, longestStall = 0;
    double medianMapLatency = 0; ///< slider move → the heatmap replotted with that move's attention (current or not)
    int moves = 0, attentionJobs = 0, mapFrames = 0;
};

// Longest gap between ticks of a 2 ms timer on the GUI thread = the longest stall.
class StallMeter : public QObject {
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(2);
        connect(&m_timer, &QTimer::timeout, this, [this] { m_longest = std::max(m_longest, m_clock.restart() / 1.0); });
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
    std::vector<double> latencies, mapLatencies;
    StallMeter stalls;
    // When the heatmap replots, the attention on show belongs to some earlier move: match it by base.
    QElapsedTimer since;
    since.start();
    std::vector<std::pair<double, double>> moveTimes; // (base, ms since start)
    const AttentionMaps* lastMaps = nullptr;
    QCustomPlot* map = window.view<ui::OverviewView>(u"linked")->heatmap()->maps().front()->plot();
    const auto replotted = QObject::connect(map, &QCustomPlot::afterReplot, map, [&] {
        const auto& latest = window.controller()->latest();
        if (!latest || !latest->attention || latest->attention.get() == lastMaps)
            return;
        lastMaps = latest->attention.get();
        for (auto it = moveTimes.rbegin(); it != moveTimes.rend(); ++it)
            if (it->first == lastMaps->params.rope.base) {
                mapLatencies.push_back(since.nsecsElapsed() / 1e6 - it->second);
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
            if (!qEnvironmentVariableIsSet("ROPE_BENCH_TAB"))
                return;
            QTimer::singleShot(0, &painted, [&painted] {
                QApplication::processEvents();
                painted.quit();
            });
        });
        QTimer::singleShot(1000, &painted, &QEventLoop::quit);
        QElapsedTimer t;
        t.start();
        slider->setValue(200 + (i * 37) % 800); // what a drag does, one step at a time
        moveTimes.emplace_back(window.panel()->params().rope.base, since.nsecsElapsed() / 1e6);
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
    SweepResult r;
    r.medianMapLatency = median(mapLatencies);
    r.mapFrames = int(mapLatencies.size());
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

} // namespace

int run(ui::MainWindow& window)
{
    // The linked views: clocks, heatmap and score curve all visible and all updating.
    window.showView(QStringLiteral("linked"));
    if (qEnvironmentVariableIsSet("ROPE_BENCH_TAB"))
        window.tabs()->setCurrentIndex(qEnvironmentVariableIntValue("ROPE_BENCH_TAB"));
    window.resize(1280, 800);
    QTextStream out(stdout);
    out << "slider-move-to-painted-frame latency, base slider sweep, d = 128, clocks + heatmap + curve visible\n";
    for (int n : {512, 2048, 8192}) {
        const SweepResult r = sweep(window, n, 120);
        out << QStringLiteral("N = %1: median %2 ms, worst %3 ms, longest GUI-thread stall %4 ms, "
                              "%5 slider moves → %6 attention jobs started; heatmap frame median %7 ms (%8 frames)\n")
                   .arg(n)
                   .arg(r.medianLatency, 0, 'f', 2)
                   .arg(r.worstLatency, 0, 'f', 2)
                   .arg(r.longestStall, 0, 'f', 1)
                   .arg(r.moves)
                   .arg(r.attentionJobs)
                   .arg(r.medianMapLatency, 0, 'f', 1)
                   .arg(r.mapFrames);
        out.flush();
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

int main(int argc, char* argv[])
{
    // A settings folder of its own: the user's last session must not change what is measured.
    QTemporaryDir settings;
    qputenv("XDG_CONFIG_HOME", settings.path().toLocal8Bit());
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    rope::ui::style::useConcreteFontFamily();
    rope::ui::MainWindow window(nullptr, rope::ui::MainWindow::Startup::Defaults);
    window.show();
    return rope::bench::run(window);
}
