#pragma once
// Shrinking N×N matrices to what a colour map can show, and the "constant along diagonals" measure.
//
// Pooling by factors (r, c): map cell (a, b) covers rows a·r … a·r+r−1 and columns b·c … b·c+c−1
// (the last block may be smaller).
//   mean pooling  average of the block's finite entries; NaN when it has none (all masked)
//   max pooling   largest finite entry; NaN when it has none
// Diagonal spread: for each Δ = row − column, max − min of the finite entries on that diagonal;
// the result is the largest over all diagonals (0 for a Toeplitz matrix).

#include "core/execution.h"
#include "core/matrix.h"

namespace rope::core {

enum class Pooling { Mean, Max };

/// Pools blocks of rowFactor × colFactor entries.
template <typename Scalar>
RowMatrixXf pool(const RowMatrix<Scalar>& m, int rowFactor, int colFactor, Pooling how,
                 const Execution& execution = {});

/// Square blocks.
template <typename Scalar>
RowMatrixXf pool(const RowMatrix<Scalar>& m, int factor, Pooling how, const Execution& execution = {})
{
    return pool(m, factor, factor, how, execution);
}

template <typename Scalar>
double diagonalSpread(const RowMatrix<Scalar>& m);

/// The pooling factor that brings n down to at most cells per side.
inline int poolFactor(Eigen::Index n, int cells) { return int((n + cells - 1) / cells); }

} // namespace rope::core
