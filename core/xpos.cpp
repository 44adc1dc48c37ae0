// xPos: the per-pair exponential scale on top of the rotation.
#include "core/xpos.h"

#include "core/rotation.h"
#include "core/scorecurve.h"

#include <cassert>
#include <cmath>
#include <limits>

namespace rope::core {

Eigen::VectorXd xposZeta(const RopeParams& params)
{
    const double r = params.rotaryDims();
    Eigen::VectorXd zeta(params.pairCount());
    for (Eigen::Index i = 0; i < zeta.size(); ++i)
        zeta[i] = (2.0 * double(i) + 0.4 * r) / (1.4 * r);
    return zeta;
}

template <typename Scalar>
void applyXpos(const RopeParams& params, const Xpos& xpos, RowMatrix<Scalar>& rotated, const Eigen::VectorXd& positions,
               ContentRole role)
{
    assert(role != ContentRole::Value && "applyXpos: values are not scaled");
    assert(rotated.cols() == params.headDim && positions.size() == rotated.rows() &&
           "applyXpos: rows must have d columns and one position each");
    const double sign = role == ContentRole::Query ? 1.0 : -1.0;
    const Eigen::VectorXd zeta = xposZeta(params);
    for (Eigen::Index r = 0; r < rotated.rows(); ++r) {
        const double exponent = sign * (positions[r] - xpos.center) / xpos.scaleBase;
        for (int i = 0; i < params.pairCount(); ++i) {
            const auto [a, b] = pairComponents(params, i);
            const Scalar factor = Scalar(std::pow(zeta[i], exponent));
            rotated(r, a) *= factor;
            rotated(r, b) *= factor;
        }
    }
}

template void applyXpos<double>(const RopeParams&, const Xpos&, RowMatrixXd&, const Eigen::VectorXd&, ContentRole);
template void applyXpos<float>(const RopeParams&, const Xpos&, RowMatrixXf&, const Eigen::VectorXd&, ContentRole);

Problems validateXpos(const RopeParams& params, const Xpos& xpos, double maxOffset, Precision precision)
{
    Problems out;
    if (!std::isfinite(xpos.scaleBase))
        out.push_back({ProblemCode::NotFinite, "xpos_scale_base", xpos.scaleBase});
    else if (xpos.scaleBase <= 0)
        out.push_back({ProblemCode::NotPositive, "xpos_scale_base", xpos.scaleBase});
    if (!std::isfinite(xpos.center))
        out.push_back({ProblemCode::NotFinite, "xpos_center", xpos.center});
    if (!out.empty() || params.pairCount() < 1)
        return out;
    // ζ_0 = 0.4/1.4 is the smallest ζ: its power is the largest scale. Half the format's exponent
    // range is left for the data and the products of scaled queries and keys.
    const double largest =
        precision == Precision::Fp64 ? std::numeric_limits<double>::max() : double(std::numeric_limits<float>::max());
    const double allowed = 0.5 * std::log(largest) / std::abs(std::log(0.4 / 1.4)) * xpos.scaleBase;
    if (!(maxOffset <= allowed))
        out.push_back({ProblemCode::OutOfRange, "xpos_offset", maxOffset, 0.0, std::floor(allowed)});
    return out;
}

Eigen::VectorXd xposScoreCurve(const RopeParams& params, const Xpos& xpos, const PairCoefficients& coeffs,
                               const Eigen::VectorXd& invFreq, const Eigen::VectorXd& deltas, RowMatrixXd* perPair)
{
    const Eigen::Index pairs = coeffs.a.size();
    if (perPair)
        perPair->resize(deltas.size(), pairs);
    // ζ_i^(Δ/B) = exp(Δ · ln ζ_i / B): the logarithms once, one exp per pair and Δ.
    const Eigen::ArrayXd logZeta = xposZeta(params).array().log() / xpos.scaleBase;
    Eigen::VectorXd score(deltas.size());
    for (Eigen::Index j = 0; j < deltas.size(); ++j) {
        const Eigen::VectorXd terms =
            (pairTerms(coeffs, invFreq, deltas[j]).array() * (deltas[j] * logZeta).exp()).matrix();
        if (perPair)
            perPair->row(j) = terms.transpose();
        score[j] = coeffs.constant + terms.sum();
    }
    return score;
}

} // namespace rope::core
