// The four terms of the sinusoidal additive score (content and position, crossed).
#include "core/additive.h"

#include "core/rowblocks.h"

#include <algorithm>
#include <cmath>

namespace rope::core {

namespace {

// out = x + p (x null: out = p) for each row's position; p in double, each entry rounded to Scalar once,
// so x + p has the bits of x + sinusoidalTable(…).cast<Scalar>().
template <typename Scalar>
RowMatrix<Scalar> withSinusoidal(const RowMatrix<Scalar>* x, const Eigen::VectorXd& positions, int dims, double base,
                                 const Execution& execution)
{
    // θ_i once (D/2 powers, not N·D/2), by the same expression, so every entry keeps its bits.
    Eigen::VectorXd theta(dims / 2);
    for (int i = 0; i < dims / 2; ++i)
        theta[i] = std::pow(base, -2.0 * i / dims);
    RowMatrix<Scalar> out;
    resizeLarge(out, positions.size(), dims);
    forEachRowBlock(positions.size(), execution, [&](Eigen::Index first, Eigen::Index last) {
        for (Eigen::Index r = first; r < last; ++r)
            for (int i = 0; i < dims / 2; ++i) {
                const double angle = positions[r] * theta[i];
                const auto sin = Scalar(std::sin(angle)), cos = Scalar(std::cos(angle));
                out(r, 2 * i) = x ? (*x)(r, 2 * i) + sin : sin;
                out(r, 2 * i + 1) = x ? (*x)(r, 2 * i + 1) + cos : cos;
            }
    });
    return out;
}

} // namespace

RowMatrixXd sinusoidalTable(const Eigen::VectorXd& positions, int dims, double base, const Execution& execution)
{
    return withSinusoidal<double>(nullptr, positions, dims, base, execution);
}

template <typename Scalar>
RowMatrix<Scalar> addSinusoidal(const RowMatrix<Scalar>& x, const Eigen::VectorXd& positions, double base,
                                const Execution& execution)
{
    return withSinusoidal<Scalar>(&x, positions, int(x.cols()), base, execution);
}

template RowMatrixXf addSinusoidal<float>(const RowMatrixXf&, const Eigen::VectorXd&, double, const Execution&);
template RowMatrixXd addSinusoidal<double>(const RowMatrixXd&, const Eigen::VectorXd&, double, const Execution&);

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
