#pragma once

namespace rope::ui {
class MainWindow;
}

namespace rope::app {

/// rope-explorer --benchmark: replays base-slider sweeps at d = 128 with N = 512 and N = 8192,
/// measuring slider-move-to-painted-frame latency and the longest GUI-thread stall; prints medians.
int runGuiBenchmark(ui::MainWindow& window);

} // namespace rope::app
