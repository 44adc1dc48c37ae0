// Thread counts and progress for core's parallel loops.
#include "core/execution.h"

#include <omp.h>

#include <algorithm>

namespace rope::core {

int Execution::threadCount() const { return threads > 0 ? threads : omp_get_max_threads(); }

void setCallingThreadThreads(int threads) { omp_set_num_threads(std::max(1, threads)); }

void Execution::report(long long done, long long total) const
{
    if (!progress || total <= 0)
        return;
    const int permille =
        progressFrom + int(std::clamp<long long>(done * progressSpan / total, 0, std::max(progressSpan, 0)));
    int seen = progress->load(std::memory_order_relaxed);
    while (seen < permille && !progress->compare_exchange_weak(seen, permille, std::memory_order_relaxed)) { }
}

} // namespace rope::core
