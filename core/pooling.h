#pragma once
// Shrinking N×N matrices to what a colour map can show, and the "constant along diagonals" measure.
//
// Pooling by a factor f: map cell (a, b) covers rows a·f … a·f+f−1 and columns b·f … b·f+f−1
// (the last block may be smaller).
//   mean pooling  average of the block's finite entries; NaN when it has none (all masked)
//   max pooling   largest finite entry; NaN when it has none
// Diagonal spread: for each Δ = row − column, max − min of the finite entries on that diagonal;
// the result is the largest over all diagonals (0 for a Toeplitz matrix).

#include "core/matrix.h"

namespace rope::core {

enum class Pooling { Mean, Max };

template <typename Scalar>
RowMatrixXf pool(const RowMatrix<Scalar>& m, int factor, Pooling how);

template <typename Scalar>
double diagonalSpread(const RowMatrix<Scalar>& m);

/// The pooling factor that brings n down to at most cells per side.
inline int poolFactor(Eigen::Index n, int cells) { return int((n + cells - 1) / cells); }

} // namespace rope::core
