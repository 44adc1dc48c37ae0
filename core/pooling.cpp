// Pooling large matrices to a plot's size, and how far a map is from constant diagonals.
#include "core/pooling.h"

#include "core/kernelguard.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace rope::core {

template <typename Scalar>
RowMatrixXf pool(const RowMatrix<Scalar>& m, int rowFactor, int colFactor, Pooling how, const Execution& execution)
{
    const Eigen::Index rows = (m.rows() + rowFactor - 1) / rowFactor, cols = (m.cols() + colFactor - 1) / colFactor;
    RowMatrixXf out(rows, cols);
    const float nan = std::numeric_limits<float>::quiet_NaN();
#pragma omp parallel for schedule(static) if (m.size() > 65536) num_threads(execution.threadCount())
    for (Eigen::Index a = 0; a < rows; ++a) {
        KernelGuard guard;
        std::vector<double> sum(size_t(cols), 0.0), best(size_t(cols), -INFINITY);
        std::vector<int> count(size_t(cols), 0);
        const Eigen::Index rowEnd = std::min(m.rows(), (a + 1) * rowFactor);
        for (Eigen::Index i = a * rowFactor; i < rowEnd; ++i)
            for (Eigen::Index j = 0; j < m.cols(); ++j) {
                const double v = double(m(i, j));
                if (!std::isfinite(v))
                    continue;
                const size_t b = size_t(j / colFactor);
                sum[b] += v;
                best[b] = std::max(best[b], v);
                ++count[b];
            }
        for (Eigen::Index b = 0; b < cols; ++b) {
            const size_t k = size_t(b);
            out(a, b) = count[k] == 0 ? nan : how == Pooling::Mean ? float(sum[k] / count[k]) : float(best[k]);
        }
    }
    return out;
}

template <typename Scalar>
double diagonalSpread(const RowMatrix<Scalar>& m)
{
    const Eigen::Index diagonals = m.rows() + m.cols() - 1;
    std::vector<double> lo(size_t(diagonals), INFINITY), hi(size_t(diagonals), -INFINITY);
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        for (Eigen::Index j = 0; j < m.cols(); ++j) {
            const double v = double(m(i, j));
            if (!std::isfinite(v))
                continue;
            const size_t d = size_t(i - j + m.cols() - 1);
            lo[d] = std::min(lo[d], v);
            hi[d] = std::max(hi[d], v);
        }
    double spread = 0;
    for (size_t d = 0; d < lo.size(); ++d)
        if (hi[d] >= lo[d])
            spread = std::max(spread, hi[d] - lo[d]);
    return spread;
}

template RowMatrixXf pool<double>(const RowMatrixXd&, int, int, Pooling, const Execution&);
template RowMatrixXf pool<float>(const RowMatrixXf&, int, int, Pooling, const Execution&);
template double diagonalSpread<double>(const RowMatrixXd&);
template double diagonalSpread<float>(const RowMatrixXf&);

} // namespace rope::core
