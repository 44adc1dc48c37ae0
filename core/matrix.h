#pragma once
// Matrix types used across core. Rows are tokens (positions), columns are features, stored row-major
// like PyTorch tensors and .npy files in C order.

#include <Eigen/Core>

namespace rope::core {

template <typename Scalar>
using RowMatrix = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using RowMatrixXd = RowMatrix<double>;
using RowMatrixXf = RowMatrix<float>;

/// Positions 0, 1, …, n−1.
inline Eigen::VectorXd consecutivePositions(Eigen::Index n, double first = 0.0)
{
    return Eigen::VectorXd::LinSpaced(n, first, first + double(n - 1));
}

} // namespace rope::core
