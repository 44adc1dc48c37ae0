// The four terms of the sinusoidal additive score (content and position, crossed).
#include "core/additive.h"

#include <algorithm>
#include <cmath>

namespace rope::core {

RowMatrixXd sinusoidalTable(const Eigen::VectorXd& positions, int dims, double base, const Execution& execution)
{
    // θ_i once (D/2 powers, not N·D/2), by the same expression, so every entry keeps its bits.
    Eigen::VectorXd theta(dims / 2);
    for (int i = 0; i < dims / 2; ++i)
        theta[i] = std::pow(base, -2.0 * i / dims);
    const Eigen::Index rows = positions.size();
    RowMatrixXd p(rows, dims);
    constexpr Eigen::Index kBlockRows = 256; // the cancel flag is polled per block
    const Eigen::Index blocks = (rows + kBlockRows - 1) / kBlockRows;
    const ProgressCounter progress(execution, blocks);
#pragma omp parallel for schedule(static) num_threads(execution.threadCount()) if (rows * dims > (1 << 16))
    for (Eigen::Index b = 0; b < blocks; ++b) {
        if (execution.cancelled())
            continue;
        for (Eigen::Index r = b * kBlockRows; r < std::min(rows, (b + 1) * kBlockRows); ++r)
            for (int i = 0; i < dims / 2; ++i) {
                const double angle = positions[r] * theta[i];
                p(r, 2 * i) = std::sin(angle);
                p(r, 2 * i + 1) = std::cos(angle);
            }
        progress.blockDone();
    }
    return p;
}

AdditiveDecomposition decomposeAdditive(const RowMatrixXd& xQuery, const RowMatrixXd& xKey, const RowMatrixXd& wq,
                                        const RowMatrixXd& wk, const Eigen::VectorXd& queryPositions,
                                        const Eigen::VectorXd& keyPositions, double base)
{
    const int modelDims = int(xQuery.cols());
    const RowMatrixXd pq = sinusoidalTable(queryPositions, modelDims, base);
    const RowMatrixXd pk = sinusoidalTable(keyPositions, modelDims, base);
    const bool identity = wq.size() == 0;
    // Rows are tokens, so a projection W (d × D) acts as X·Wᵀ.
    const RowMatrixXd q = identity ? xQuery : RowMatrixXd(xQuery * wq.transpose());
    const RowMatrixXd k = identity ? xKey : RowMatrixXd(xKey * wk.transpose());
    const RowMatrixXd qp = identity ? pq : RowMatrixXd(pq * wq.transpose());
    const RowMatrixXd kp = identity ? pk : RowMatrixXd(pk * wk.transpose());
    AdditiveDecomposition d;
    d.contentContent = q * k.transpose();
    d.contentPosition = q * kp.transpose();
    d.positionContent = qp * k.transpose();
    d.positionPosition = qp * kp.transpose();
    d.total = (q + qp) * (k + kp).transpose();
    d.logitScale = 1.0 / std::sqrt(double(q.cols()));
    return d;
}

} // namespace rope::core
