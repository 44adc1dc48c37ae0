// Pipelines in low precision: angle and score errors against fp64.
#include "core/precisionlab.h"

#include "core/rotation.h"

#include <cmath>
#include <numbers>

namespace rope::core {

double pipelineAngle(double theta, double position, Precision precision, AnglePrecision angles)
{
    if (precision == Precision::Fp64 || angles == AnglePrecision::Fp64)
        return position * theta;
    if (angles == AnglePrecision::Fp32)
        return double(static_cast<float>(position) * static_cast<float>(theta));
    const float p = roundTo(precision, static_cast<float>(position));
    const float t = roundTo(precision, static_cast<float>(theta));
    return double(roundTo(precision, p * t));
}

double angleError(double theta, double position, Precision precision, AnglePrecision angles)
{
    return std::abs(
        std::remainder(pipelineAngle(theta, position, precision, angles) - position * theta, 2 * std::numbers::pi));
}

double pipelineScore(const RopeParams& params, const FrequencyTable& freqs, const Eigen::VectorXd& q,
                     const Eigen::VectorXd& k, double m, double n, Precision precision, AnglePrecision angles)
{
    if (precision == Precision::Fp64) {
        const RowMatrixXd qr = rotate<double>(params, freqs, q.transpose(), Eigen::VectorXd::Constant(1, m), precision);
        const RowMatrixXd kr = rotate<double>(params, freqs, k.transpose(), Eigen::VectorXd::Constant(1, n), precision);
        return qr.row(0).dot(kr.row(0));
    }
    const RowMatrixXf qf = q.transpose().cast<float>(), kf = k.transpose().cast<float>();
    const RowMatrixXf qr = rotate<float>(params, freqs, qf, Eigen::VectorXd::Constant(1, m), precision, angles);
    const RowMatrixXf kr = rotate<float>(params, freqs, kf, Eigen::VectorXd::Constant(1, n), precision, angles);
    return double(roundTo(precision, qr.row(0).dot(kr.row(0))));
}

} // namespace rope::core
