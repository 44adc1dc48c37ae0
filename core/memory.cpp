// Memory for large results: huge-page advice, and the heap kept for reuse.
#include "core/memory.h"

#include <cstdint>

#ifdef __linux__
#include <sys/mman.h>
#endif
#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace rope::core {

void adviseHugePages(void* data, std::size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t huge = std::uintptr_t(2) << 20;
    if (bytes < 2 * huge)
        return;
    const auto begin = (reinterpret_cast<std::uintptr_t>(data) + huge - 1) & ~(huge - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(data) + bytes) & ~(huge - 1);
    if (end > begin)
        madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
#else
    (void)data;
    (void)bytes;
#endif
}

void keepFreedHeapForReuse()
{
#ifdef __GLIBC__
    // Setting either threshold also stops glibc's own adjustment of both.
    mallopt(M_MMAP_THRESHOLD, 128 << 20); // main thread: N×N results up to N = 4096 in float
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
}

} // namespace rope::core
