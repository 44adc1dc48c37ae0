#pragma once
// Replots one plot per event-loop turn: after a resize, and when a view asks (replotSoon).
// QCustomPlot replots at once on every resize, and a tab switch or a window resize lays out a view's
// plots several times in one pass: on views with six plots that held the GUI thread for 100+ ms. Its
// queued replots all run in one batch of posted events. Here a resize only records the new viewport,
// and every replot waits its own turn, so input and animation run between.

class QCustomPlot;

namespace rope::ui {

/// From now on this plot's resizes replot lazily (idempotent).
void replotLazilyOnResize(QCustomPlot* plot);

/// Replots this plot in a turn of its own, soon (what QCustomPlot::rpQueuedReplot does, except
/// that queued replots all run in one batch of posted events: 60+ ms on a tab switch).
void replotSoon(QCustomPlot* plot);

/// Replots every plot still waiting, now (before a grab or an export renders them).
void flushLazyReplots();

/// Plots waiting for their replot.
int pendingLazyReplots();

} // namespace rope::ui
