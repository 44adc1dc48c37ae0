// RoFormer's linear attention with RoPE, its explicit weights, and FAVOR+ rotate-then-map.
#include "core/linearattention.h"

#include "core/content.h"
#include "core/frequencies.h"
#include "core/rotation.h"

#include <Eigen/QR>

#include <cmath>

namespace rope::core {

RowMatrixXd eluPlusOne(const RowMatrixXd& x)
{
    return x.unaryExpr([](double v) { return v > 0.0 ? v + 1.0 : std::exp(v); });
}

namespace {

struct Features {
    RowMatrixXd u, z; // φ(q), φ(k)
    RowMatrixXd uRotated, zRotated; // R_m φ(q_m), R_n φ(k_n)
};

Features features(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k,
                  const Eigen::VectorXd& positions)
{
    const FrequencyTable freqs = frequencies(params);
    Features f{eluPlusOne(q), eluPlusOne(k), {}, {}};
    f.uRotated = rotate<double>(params, freqs, f.u, positions, Precision::Fp64);
    f.zRotated = rotate<double>(params, freqs, f.z, positions, Precision::Fp64);
    return f;
}

} // namespace

LinearAttentionResult linearAttention(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k,
                                      const RowMatrixXd& v, const Eigen::VectorXd& positions, Mask mask)
{
    const Features f = features(params, q, k, positions);
    const Eigen::Index n = q.rows();
    LinearAttentionResult r{RowMatrixXd(n, v.cols()), Eigen::VectorXd(n)};
    if (mask == Mask::None) {
        const Eigen::MatrixXd sumV = f.zRotated.transpose() * v; // S_V = Σ z'_n v_nᵀ (d × d_v)
        const Eigen::VectorXd sumOne = f.z.colwise().sum().transpose(); // S_1 = Σ z_n
        r.denominator = f.u * sumOne;
        r.output = (f.uRotated * sumV).array().colwise() / r.denominator.array();
        return r;
    }
    Eigen::MatrixXd stateV = Eigen::MatrixXd::Zero(q.cols(), v.cols());
    Eigen::VectorXd stateOne = Eigen::VectorXd::Zero(q.cols());
    for (Eigen::Index m = 0; m < n; ++m) {
        stateV.noalias() += f.zRotated.row(m).transpose() * v.row(m);
        stateOne += f.z.row(m).transpose();
        r.denominator[m] = f.u.row(m).dot(stateOne);
        r.output.row(m) = (f.uRotated.row(m) * stateV) / r.denominator[m];
    }
    return r;
}

RowMatrixXd linearAttentionWeights(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k,
                                   const Eigen::VectorXd& positions, Mask mask)
{
    const Features f = features(params, q, k, positions);
    RowMatrixXd numerators = f.uRotated * f.zRotated.transpose();
    RowMatrixXd similarities = f.u * f.z.transpose(); // u_m·z_j, all positive
    if (mask == Mask::Causal) {
        numerators.triangularView<Eigen::StrictlyUpper>().setZero();
        similarities.triangularView<Eigen::StrictlyUpper>().setZero();
    }
    const Eigen::VectorXd denominators = similarities.rowwise().sum();
    return numerators.array().colwise() / denominators.array();
}

RowMatrixXd orthogonalGaussianFeatures(int features, int dims, std::uint64_t seed)
{
    RowMatrixXd omega(features, dims);
    int filled = 0;
    std::uint64_t block = 0;
    while (filled < features) {
        // An orthonormal basis from the QR of a Gaussian matrix, rows scaled to Gaussian norms.
        const Eigen::MatrixXd g = gaussianMatrix(dims, dims, seed * 1000003 + block++);
        const Eigen::MatrixXd basis = Eigen::HouseholderQR<Eigen::MatrixXd>(g).householderQ();
        const RowMatrixXd norms = gaussianMatrix(dims, dims, seed * 1000003 + 500000 + block);
        const int take = std::min(dims, features - filled);
        for (int r = 0; r < take; ++r)
            omega.row(filled + r) = basis.col(r).transpose() * norms.row(r).norm();
        filled += take;
    }
    return omega;
}

RowMatrixXd positiveRandomFeatures(const RowMatrixXd& x, const RowMatrixXd& omega)
{
    const double norm = 1.0 / std::sqrt(double(omega.rows()));
    RowMatrixXd projected = x * omega.transpose(); // N × M
    const Eigen::VectorXd halfSquares = 0.5 * x.rowwise().squaredNorm();
    for (Eigen::Index r = 0; r < projected.rows(); ++r)
        projected.row(r) = ((projected.row(r).array() - halfSquares[r]).exp() * norm).matrix();
    return projected;
}

RowMatrixXd favorRopeWeights(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k,
                             const Eigen::VectorXd& positions, Mask mask, int features, std::uint64_t seed)
{
    const FrequencyTable freqs = frequencies(params);
    const double scale = std::pow(double(params.headDim), -0.25); // so that x·y = q̃·k̃/√d
    const RowMatrixXd qr = rotate<double>(params, freqs, q, positions, Precision::Fp64) * scale;
    const RowMatrixXd kr = rotate<double>(params, freqs, k, positions, Precision::Fp64) * scale;
    const RowMatrixXd omega = orthogonalGaussianFeatures(features, int(q.cols()), seed);
    const RowMatrixXd u = positiveRandomFeatures(qr, omega), z = positiveRandomFeatures(kr, omega);
    RowMatrixXd w = u * z.transpose(); // all positive: φ(x)·φ(y) ≈ exp(x·y)
    if (mask == Mask::Causal)
        w.triangularView<Eigen::StrictlyUpper>().setZero();
    const Eigen::VectorXd sums = w.rowwise().sum();
    return w.array().colwise() / sums.array();
}

} // namespace rope::core
