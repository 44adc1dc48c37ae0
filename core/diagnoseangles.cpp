// Reading a convention's numbers off the angles each pair of a row turned: the base and the
// position offset.
#include "core/diagnoseangles.h"

#include "core/diagnose.h"
#include "core/frequencies.h"
#include "core/rotation.h"
#include "core/validate.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <vector>

namespace rope::core {

namespace {

// The angle (x_a, x_b) turned to reach (y_a, y_b), or nothing when either is too short to tell.
std::optional<double> turnOf(const RowMatrixXd& x, const RowMatrixXd& y, Eigen::Index row, int a, int b, double scale)
{
    const double xa = x(row, a), xb = x(row, b), ya = y(row, a), yb = y(row, b);
    if (std::hypot(xa, xb) < 1e-6 * scale || std::hypot(ya, yb) < 1e-6 * scale)
        return std::nullopt;
    return std::atan2(xa * yb - xb * ya, xa * ya + xb * yb);
}

} // namespace

// The base that makes pair angles match the data. The angle pair i turns between two rows whose
// effective positions are closest (Δ apart) is Δ·θ_i, read from how each row turned (one row at its
// position p when there is no second); the angles are unwrapped from the slowest pair (which never
// wraps) towards the fastest, each taken 2πk from its measured value to follow the geometric trend of
// the ones before; then ln θ_i = −(2i/r)·ln base is fitted by least squares, weighting each pair by
// its angle (tiny angles are mostly rounding noise).
std::optional<double> fitBase(const Convention& c, const RowMatrixXd& x, const RowMatrixXd& y,
                              const Eigen::VectorXd& positions, double scale)
{
    const Eigen::VectorXd q = conventionPositions(c, positions);
    Eigen::Index first = -1, second = -1;
    for (Eigen::Index r = 0; r < q.size(); ++r)
        for (Eigen::Index s = r + 1; s < q.size(); ++s)
            if (q[s] != q[r] && (first < 0 || std::abs(q[s] - q[r]) < std::abs(q[second] - q[first]))) {
                first = r;
                second = s;
            }
    if (first < 0) { // one position only: the row's own turn from 0
        for (Eigen::Index r = 0; r < q.size(); ++r)
            if (q[r] != 0)
                second = r;
        if (second < 0)
            return std::nullopt;
    }
    const double p = first < 0 ? q[second] : q[second] - q[first];
    const RopeParams params = conventionParams(c, int(x.cols()), {});
    const auto turn = [&](Eigen::Index row, int a, int b) { return turnOf(x, y, row, a, b, scale); };
    std::vector<std::pair<int, double>> angles; // pair, unwrapped angle
    for (int i = c.rotaryDim / 2 - 1; i >= 1; --i) {
        const auto [a, b] = pairComponents(params, i);
        const std::optional<double> later = turn(second, a, b);
        const std::optional<double> earlier = first < 0 ? std::optional<double>(0.0) : turn(first, a, b);
        if (!later || !earlier)
            continue;
        double phi = std::remainder(*later - *earlier, 2 * std::numbers::pi);
        if (angles.size() >= 2) {
            // ln|angle| is linear in i: extrapolate from the last two.
            const auto [i1, a1] = angles[angles.size() - 2];
            const auto [i2, a2] = angles.back();
            if (a1 * a2 > 0) {
                const double slope = (std::log(std::abs(a2)) - std::log(std::abs(a1))) / double(i2 - i1);
                const double predicted = std::copysign(std::exp(std::log(std::abs(a2)) + slope * (i - i2)), a2);
                if (std::isfinite(predicted))
                    phi += 2 * std::numbers::pi * std::round((predicted - phi) / (2 * std::numbers::pi));
            }
        }
        angles.emplace_back(i, phi);
    }
    double num = 0, den = 0;
    for (const auto& [i, angle] : angles) {
        const double theta = angle / p;
        if (!(theta > 0) || !std::isfinite(theta))
            continue;
        const double weight = std::min(angle * angle, 1.0), slope = 2.0 * i / params.frequencyDims();
        num += weight * slope * std::log(theta);
        den += weight * slope * slope;
    }
    if (!(den > 0))
        return std::nullopt;
    const double base = std::exp(-num / den);
    if (!(base > 1.0) || !std::isfinite(base))
        return std::nullopt;
    return base;
}

std::optional<int> estimateOffset(const Convention& convention, const RowMatrixXd& x, const RowMatrixXd& y,
                                  const Eigen::VectorXd& positions, const Scaling& scaling)
{
    const int d = int(x.cols());
    Convention c = convention;
    c.positionOffset = 0;
    c.precision = DiagnosedPrecision::Fp64;
    if (c.cosSinLayout != CosSinLayout::Matching || !conventionProblems(c, d, scaling).empty())
        return std::nullopt; // a crossed layout turns no pair by one angle
    const RopeParams params = conventionParams(c, d, scaling);
    const FrequencyTable freqs = frequencies(params);
    std::vector<int> order;
    for (int i = 0; i < params.pairCount(); ++i)
        if (freqs.invFreq[i] > 0 && freqs.invFreq[i] <= 1.0)
            order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return freqs.invFreq[a] < freqs.invFreq[b]; });
    const double scale = std::max(x.cwiseAbs().maxCoeff(), y.cwiseAbs().maxCoeff());
    constexpr double kTwoPi = 2 * std::numbers::pi;
    std::vector<double> offsets;
    // Up to 16 rows, spread: the median of their readings.
    const Eigen::Index step = std::max<Eigen::Index>(1, x.rows() / 16);
    for (Eigen::Index r = 0; r < x.rows(); r += step) {
        double p = std::numeric_limits<double>::quiet_NaN(); // p + k as read so far
        for (int i : order) {
            const auto [a, b] = pairComponents(params, i);
            const std::optional<double> turned = turnOf(x, y, r, a, b, scale);
            if (!turned)
                continue;
            double angle = c.cosSinSwapped ? std::numbers::pi / 2 - *turned : *turned; // swapped: π/2 − pθ
            if (c.direction == Direction::Clockwise)
                angle = -angle;
            const double theta = freqs.invFreq[i];
            p = std::isnan(p) ? std::remainder(angle, kTwoPi) / theta
                              : (angle + kTwoPi * std::round((p * theta - angle) / kTwoPi)) / theta;
        }
        if (std::isfinite(p))
            offsets.push_back(p - positions[r]);
    }
    if (offsets.empty())
        return std::nullopt;
    std::nth_element(offsets.begin(), offsets.begin() + std::ptrdiff_t(offsets.size() / 2), offsets.end());
    const double k = std::round(offsets[offsets.size() / 2]);
    if (!(std::abs(k) <= 1e9))
        return std::nullopt;
    return int(k);
}

} // namespace rope::core
