#pragma once
// Large result matrices (N×N logits and weights) are freshly allocated on every compute. Faulting
// in 64 MB as 4 KiB pages cost more than the attention arithmetic itself here (half of a 4096²
// causal attention). Asking for transparent huge pages before the first touch cuts the faults
// 512-fold. A hint only: ignored where unsupported.

#include <Eigen/Core>

#include <cstddef>

namespace rope::core {

/// Advises huge pages for the untouched memory [data, data + bytes) (Linux; no-op elsewhere).
void adviseHugePages(void* data, std::size_t bytes);

/// Keeps freed heap memory for reuse rather than handing it back to the system after every compute
/// (glibc; no-op elsewhere): blocks under 128 MB come from the heap, and up to 256 MB of free heap
/// stays mapped. By default glibc maps every block over 32 MB afresh and trims the heap as soon as a
/// few MB are free, so every compute faulted its results and temporaries back in page by page
/// (about 5 µs a 4 KiB page on this kind of virtual machine): up to half of a 4096² attention.
/// Worker threads gain too, for blocks under their arenas' 64 MB heaps (larger ones stay fresh
/// mappings): a heatmap job at N = 512 on the window's worker took 12 ms before, 4.7 ms after.
/// A process-wide setting, made by the command line, the window and rope-bench; the library never
/// makes it on its own.
void keepFreedHeapForReuse();

/// Resizes an Eigen matrix and advises huge pages for its (not yet touched) storage.
template <typename Matrix>
void resizeLarge(Matrix& m, Eigen::Index rows, Eigen::Index cols)
{
    m.resize(rows, cols);
    adviseHugePages(m.data(), std::size_t(m.size()) * sizeof(typename Matrix::Scalar));
}

} // namespace rope::core
