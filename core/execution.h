#pragma once
// How a long computation runs, decided by whoever schedules it and passed in as a value: how many
// threads its parallel loops may use, a flag it polls to stop early, and where it reports how far
// it has got. Core never sets a thread count or reads a clock by itself.
//
// A loop polls `cancel` once per block of rows (a tile, a chunk of Δ): cancellation takes effect
// within one block. A function that was cancelled returns early; what it returns is then
// unspecified unless its result says so (AttentionResult::cancelled, PooledAttention::cancelled),
// and the caller must check cancelled() and discard it.

#include <atomic>

namespace rope::core {

struct Execution {
    /// OpenMP threads for this call's parallel regions; 0 = OpenMP's own default.
    int threads = 0;
    /// Polled per block; true asks the computation to stop. Owned by the caller.
    const std::atomic<bool>* cancel = nullptr;
    /// Per mille done (0 … 1000), raised as blocks finish; owned by the caller, may be null.
    std::atomic<int>* progress = nullptr;
    /// The part of `progress` this call fills, in per mille: its own 0 … 1000 land in
    /// [progressFrom, progressFrom + progressSpan]. A job of several stages gives each its part.
    int progressFrom = 0, progressSpan = 1000;

    /// This execution for one stage of a longer job: per mille `from` to `from + span` of this one's part.
    Execution stage(int from, int span) const
    {
        Execution e = *this;
        e.progressFrom = progressFrom + int(static_cast<long long>(from) * progressSpan / 1000);
        e.progressSpan = int(static_cast<long long>(span) * progressSpan / 1000);
        return e;
    }

    /// This execution without progress reports, for a step too short to have its own part.
    Execution silent() const
    {
        Execution e = *this;
        e.progress = nullptr;
        return e;
    }

    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
    /// The thread count for num_threads(): `threads`, or OpenMP's maximum when it is 0.
    int threadCount() const;
    /// Records that `done` of `total` blocks are finished (monotone; safe from any thread).
    void report(long long done, long long total) const;
};

/// Makes `threads` the OpenMP default of the calling thread only, which Eigen's own matrix products
/// follow too. A worker that computes with one thread calls it: otherwise Eigen's products there run
/// a team of every core beside the GUI thread, and on two cores an N = 512 map took 13 ms, not 3.
void setCallingThreadThreads(int threads);

/// Counts finished blocks of one parallel loop and reports them through an Execution.
class ProgressCounter {
public:
    ProgressCounter(const Execution& execution, long long total) : m_execution(execution), m_total(total) { }
    void blockDone() const
    {
        if (m_execution.progress)
            m_execution.report(m_done.fetch_add(1, std::memory_order_relaxed) + 1, m_total);
    }

private:
    const Execution& m_execution;
    long long m_total;
    mutable std::atomic<long long> m_done = 0;
};

} // namespace rope::core
