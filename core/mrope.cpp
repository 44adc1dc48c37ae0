// M-RoPE: which position axis each pair turns with, and rotation by an explicit angle table.
#include "core/mrope.h"

#include "core/rotation.h"

#include <cassert>
#include <cmath>

namespace rope::core {

std::vector<int> mropePairAxis(const Mrope& mrope, int pairs)
{
    const auto [t, h, w] = mrope.section;
    std::vector<int> axis(size_t(std::max(pairs, 0)), 0);
    for (int i = 0; i < pairs; ++i) {
        if (mrope.layout == MropeLayout::Chunked)
            axis[size_t(i)] = i < t ? 0 : i < t + h ? 1 : 2;
        else if (i % 3 == 1 && i < 3 * h)
            axis[size_t(i)] = 1;
        else if (i % 3 == 2 && i < 3 * w)
            axis[size_t(i)] = 2;
    }
    return axis;
}

Problems validateMrope(const Mrope& mrope, const RopeParams& params)
{
    Problems out;
    for (int s : mrope.section)
        if (s < 0) {
            out.push_back({ProblemCode::NotPositive, "mrope_section", double(s)});
            return out;
        }
    const int sum = mrope.section[0] + mrope.section[1] + mrope.section[2];
    if (sum != params.pairCount())
        out.push_back({ProblemCode::FactorListLength, "mrope_section", double(sum), double(params.pairCount())});
    return out;
}

Eigen::MatrixXd mropeAngles(const AxisPositions& positions, const std::vector<int>& pairAxis,
                            const Eigen::VectorXd& invFreq)
{
    assert(Eigen::Index(pairAxis.size()) == invFreq.size() && "mropeAngles: one axis per pair");
    Eigen::MatrixXd angles(positions.rows(), invFreq.size());
    for (Eigen::Index r = 0; r < positions.rows(); ++r)
        for (Eigen::Index i = 0; i < invFreq.size(); ++i)
            angles(r, i) = positions(r, pairAxis[size_t(i)]) * invFreq[i];
    return angles;
}

RowMatrixXd rotateByAngles(const RopeParams& params, const FrequencyTable& freqs, const RowMatrixXd& x,
                           const Eigen::MatrixXd& angles)
{
    assert(x.cols() == params.headDim && angles.rows() == x.rows() && angles.cols() == params.pairCount() &&
           "rotateByAngles: x must have d columns and one angle per row and pair");
    RowMatrixXd out = x;
    const double g = freqs.attentionFactor;
    for (Eigen::Index r = 0; r < x.rows(); ++r)
        for (int i = 0; i < params.pairCount(); ++i) {
            const auto [a, b] = pairComponents(params, i);
            double s, c;
            ::sincos(angles(r, i), &s, &c);
            out(r, a) = g * (x(r, a) * c - x(r, b) * s);
            out(r, b) = g * (x(r, a) * s + x(r, b) * c);
        }
    return out;
}

} // namespace rope::core
