// 2-D RoPE (axial and mixed directions): frequencies, rotation by grid position, score maps.
#include "core/rope2d.h"

#include <cassert>
#include <cmath>
#include <limits>
#include <numbers>

namespace rope::core {

Eigen::MatrixX2d Rope2dFrequencies::vectors() const
{
    Eigen::MatrixX2d omega(theta.size(), 2);
    for (Eigen::Index i = 0; i < theta.size(); ++i) {
        // Exact zeros for the axial directions: cos(π/2) is 6e-17, which would let a y-pair turn a
        // hair with x and blur the identity the view shows.
        const double a = direction[i];
        omega(i, 0) = a == 0.0 ? theta[i] : a == std::numbers::pi / 2 ? 0.0 : theta[i] * std::cos(a);
        omega(i, 1) = a == 0.0 ? 0.0 : a == std::numbers::pi / 2 ? theta[i] : theta[i] * std::sin(a);
    }
    return omega;
}

Problems validateRope2d(const Rope2dParams& params)
{
    Problems out;
    if (params.headDim < 4 || params.headDim % 4 != 0)
        out.push_back({ProblemCode::OutOfRange, "head_dim", double(params.headDim), 4.0});
    if (!std::isfinite(params.base))
        out.push_back({ProblemCode::NotFinite, "base", params.base});
    else if (params.base <= 1.0)
        out.push_back({ProblemCode::BaseNotAboveOne, "base", params.base, 1.0});
    return out;
}

double goldenDirection(int pair)
{
    const double step = (std::sqrt(5.0) - 1.0) / 2.0;
    const double t = double(pair) * step;
    return std::numbers::pi * (t - std::floor(t));
}

Rope2dFrequencies rope2dFrequencies(const Rope2dParams& params)
{
    const int quarter = params.headDim / 4, pairs = params.headDim / 2;
    Rope2dFrequencies f;
    f.theta.resize(pairs);
    f.direction.resize(pairs);
    for (int i = 0; i < pairs; ++i) {
        const int j = i % quarter;
        f.theta[i] = std::pow(params.base, -4.0 * j / params.headDim);
        f.direction[i] = params.layout == Rope2dLayout::Mixed ? goldenDirection(i)
                         : i < quarter                        ? 0.0
                                                              : std::numbers::pi / 2;
    }
    return f;
}

Eigen::MatrixXd rope2dAngles(const GridPositions& positions, const Rope2dFrequencies& freqs)
{
    return positions * freqs.vectors().transpose();
}

RowMatrixXd rope2dRotate(const RowMatrixXd& x, const Eigen::MatrixXd& angles)
{
    assert(x.cols() == 2 * angles.cols() && x.rows() == angles.rows() &&
           "rope2dRotate: x must have two columns per pair and one row per angle row");
    RowMatrixXd out(x.rows(), x.cols());
#pragma omp parallel for if (x.rows() > 1024)
    for (Eigen::Index r = 0; r < x.rows(); ++r)
        for (Eigen::Index i = 0; i < angles.cols(); ++i) {
            const double c = std::cos(angles(r, i)), s = std::sin(angles(r, i));
            const double a = x(r, 2 * i), b = x(r, 2 * i + 1);
            out(r, 2 * i) = a * c - b * s;
            out(r, 2 * i + 1) = a * s + b * c;
        }
    return out;
}

GridPositions gridPositions(int size)
{
    GridPositions p(Eigen::Index(std::max(size, 0)) * std::max(size, 0), 2);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            p.row(Eigen::Index(y) * size + x) << x, y;
    return p;
}

Eigen::MatrixXd rope2dScoreMap(const Rope2dFrequencies& freqs, const Eigen::VectorXd& q, const Eigen::VectorXd& k,
                               int size, const Eigen::Vector2d& query)
{
    assert(q.size() == 2 * freqs.theta.size() && k.size() == q.size() &&
           "rope2dScoreMap: q and k need two entries per pair");
    GridPositions at(1, 2);
    at.row(0) = query.transpose();
    const RowMatrixXd rotatedQ = rope2dRotate(q.transpose(), rope2dAngles(at, freqs));
    const GridPositions cells = gridPositions(size);
    const RowMatrixXd rotatedK = rope2dRotate(k.transpose().replicate(cells.rows(), 1), rope2dAngles(cells, freqs));
    const Eigen::VectorXd scores = rotatedK * rotatedQ.row(0).transpose();
    // Cells are row by row (y outer), so the scores are the map in row-major order.
    Eigen::MatrixXd map(size, size);
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            map(y, x) = scores[Eigen::Index(y) * size + x];
    return map;
}

CrossMeans crossMeans(const Eigen::MatrixXd& map, int x, int y)
{
    const auto ring = [&](Eigen::Index r, Eigen::Index c) {
        return Eigen::Index(std::lround(std::hypot(double(c - x), double(r - y))));
    };
    const Eigen::Index rings = map.rows() + map.cols() + 1; // more than any distance on the map
    Eigen::VectorXd offSum = Eigen::VectorXd::Zero(rings), offCount = Eigen::VectorXd::Zero(rings);
    for (Eigen::Index r = 0; r < map.rows(); ++r)
        for (Eigen::Index c = 0; c < map.cols(); ++c)
            if (r != y && c != x) {
                offSum[ring(r, c)] += map(r, c);
                offCount[ring(r, c)] += 1;
            }
    double on = 0, off = 0;
    Eigen::Index counted = 0;
    for (Eigen::Index r = 0; r < map.rows(); ++r)
        for (Eigen::Index c = 0; c < map.cols(); ++c) {
            if ((r == y) == (c == x)) // on neither line, or the cell itself
                continue;
            const Eigen::Index k = ring(r, c);
            if (offCount[k] == 0)
                continue;
            on += map(r, c);
            off += offSum[k] / offCount[k];
            ++counted;
        }
    const double nan = std::numeric_limits<double>::quiet_NaN();
    return counted ? CrossMeans{on / double(counted), off / double(counted)} : CrossMeans{nan, nan};
}

} // namespace rope::core
