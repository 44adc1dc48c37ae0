#pragma once
// Whole-matrix passes over N × d rows (a copy, a cast, adding a table) in parallel blocks of rows that
// poll the cancel flag: at N = 131072, d = 512 one such pass takes a second, too long to be deaf to a
// newer request. Large outputs ask for huge pages before the first touch (core/memory.h).

#include "core/execution.h"
#include "core/matrix.h"
#include "core/memory.h"

#include <algorithm>

namespace rope::core {

/// Calls body(first, last) for the blocks [first, last) of `rows` rows, in parallel under `execution`;
/// a block starts only while the execution is not cancelled. Returns false when it was cancelled
/// (then some blocks never ran).
template <typename Body>
bool forEachRowBlock(Eigen::Index rows, const Execution& execution, Body&& body, Eigen::Index blockRows = 256)
{
    const Eigen::Index blocks = (rows + blockRows - 1) / blockRows;
    const ProgressCounter progress(execution, blocks);
#pragma omp parallel for schedule(static) num_threads(execution.threadCount()) if (blocks > 1)
    for (Eigen::Index b = 0; b < blocks; ++b) {
        if (execution.cancelled())
            continue;
        body(b * blockRows, std::min(rows, (b + 1) * blockRows));
        progress.blockDone();
    }
    return !execution.cancelled();
}

/// `row` repeated n times, as Eigen's replicate() gives it; unfinished when cancelled.
template <typename Scalar>
RowMatrix<Scalar> replicatedRows(const Eigen::Matrix<Scalar, 1, Eigen::Dynamic>& row, Eigen::Index n,
                                 const Execution& execution = {})
{
    RowMatrix<Scalar> out;
    resizeLarge(out, n, row.size());
    forEachRowBlock(n, execution, [&](Eigen::Index first, Eigen::Index last) {
        out.middleRows(first, last - first).rowwise() = row;
    });
    return out;
}

/// x.cast<To>(), in blocks; unfinished when cancelled.
template <typename To, typename From>
RowMatrix<To> castRows(const RowMatrix<From>& x, const Execution& execution = {})
{
    RowMatrix<To> out;
    resizeLarge(out, x.rows(), x.cols());
    forEachRowBlock(x.rows(), execution, [&](Eigen::Index first, Eigen::Index last) {
        out.middleRows(first, last - first) = x.middleRows(first, last - first).template cast<To>();
    });
    return out;
}

} // namespace rope::core
