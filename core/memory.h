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

/// Resizes an Eigen matrix and advises huge pages for its (not yet touched) storage.
template <typename Matrix>
void resizeLarge(Matrix& m, Eigen::Index rows, Eigen::Index cols)
{
    m.resize(rows, cols);
    adviseHugePages(m.data(), std::size_t(m.size()) * sizeof(typename Matrix::Scalar));
}

} // namespace rope::core
