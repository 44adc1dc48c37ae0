// Remapped relative distances (sliding, chunked, Self-Extend, ReRoPE, DCA) and RoPE logits at them.
#include "core/remap.h"

#include "core/frequencies.h"
#include "core/rotation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace rope::core {

namespace {

long long floorDiv(long long a, long long b) { return a / b; } // a, b ≥ 0 here

} // namespace

const char* remapMethodKey(RemapMethod method)
{
    switch (method) {
    case RemapMethod::Causal:
        return "causal";
    case RemapMethod::Sliding:
        return "sliding";
    case RemapMethod::Chunked:
        return "chunked";
    case RemapMethod::SelfExtend:
        return "self-extend";
    case RemapMethod::ReRope:
        return "rerope";
    case RemapMethod::LeakyReRope:
        return "leaky-rerope";
    case RemapMethod::Dca:
        return "dca";
    }
    return "causal";
}

const std::vector<RemapMethod>& remapMethods()
{
    static const std::vector<RemapMethod> methods = {
        RemapMethod::Causal, RemapMethod::Sliding,     RemapMethod::Chunked, RemapMethod::SelfExtend,
        RemapMethod::ReRope, RemapMethod::LeakyReRope, RemapMethod::Dca};
    return methods;
}

Problems validateRemap(const RemapParams& p)
{
    Problems problems;
    const auto atLeastOne = [&](double value, const char* field) {
        if (!(value >= 1))
            problems.push_back({ProblemCode::OutOfRange, field, value, 1.0, HUGE_VAL});
    };
    switch (p.method) {
    case RemapMethod::Causal:
        break;
    case RemapMethod::Sliding:
    case RemapMethod::ReRope:
        atLeastOne(p.window, "window");
        break;
    case RemapMethod::Chunked:
        atLeastOne(p.chunk, "chunk");
        break;
    case RemapMethod::SelfExtend:
        atLeastOne(p.window, "window");
        atLeastOne(p.group, "group");
        break;
    case RemapMethod::LeakyReRope:
        atLeastOne(p.window, "window");
        if (!std::isfinite(p.leak) || p.leak < 1)
            problems.push_back({ProblemCode::OutOfRange, "leak", p.leak, 1.0, HUGE_VAL});
        break;
    case RemapMethod::Dca:
        atLeastOne(p.chunk, "chunk");
        if (p.local < 0 || p.local >= p.chunk)
            problems.push_back({ProblemCode::OutOfRange, "local", double(p.local), 0.0, double(p.chunk) - 1});
        break;
    }
    return problems;
}

double remappedDistance(const RemapParams& p, long long m, long long n)
{
    constexpr double masked = std::numeric_limits<double>::quiet_NaN();
    if (n > m)
        return masked;
    const long long delta = m - n;
    switch (p.method) {
    case RemapMethod::Causal:
        return double(delta);
    case RemapMethod::Sliding:
        return delta < p.window ? double(delta) : masked;
    case RemapMethod::Chunked:
        return floorDiv(m, p.chunk) == floorDiv(n, p.chunk) ? double(delta) : masked;
    case RemapMethod::SelfExtend:
        if (delta < p.window)
            return double(delta);
        return double(floorDiv(m, p.group) - floorDiv(n, p.group) + p.window - floorDiv(p.window, p.group));
    case RemapMethod::ReRope:
        return double(std::min<long long>(delta, p.window));
    case RemapMethod::LeakyReRope:
        return delta < p.window ? double(delta) : p.window + double(delta - p.window) / p.leak;
    case RemapMethod::Dca: {
        const long long c = p.chunk - p.local; // the chunk length
        const long long qc = floorDiv(m, c), kc = floorDiv(n, c);
        const long long key = n % c;
        if (qc == kc)
            return double(m % c - key);
        if (qc == kc + 1)
            return double(std::min<long long>(m % c + c, p.chunk) - key);
        return double(std::min<long long>(2 * c - 1, p.chunk) - key);
    }
    }
    return masked;
}

Eigen::MatrixXd remappedDistances(const RemapParams& params, const Eigen::VectorXd& positions)
{
    const Eigen::Index n = positions.size();
    Eigen::MatrixXd d(n, n);
    for (Eigen::Index i = 0; i < n; ++i)
        for (Eigen::Index j = 0; j < n; ++j)
            d(i, j) = remappedDistance(params, (long long)positions[i], (long long)positions[j]);
    return d;
}

double largestDistance(const Eigen::MatrixXd& distances)
{
    double largest = 0;
    for (Eigen::Index i = 0; i < distances.size(); ++i)
        if (!std::isnan(distances(i)))
            largest = std::max(largest, distances(i));
    return largest;
}

Eigen::MatrixXd remappedLogits(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k,
                               const Eigen::MatrixXd& distances, double scale)
{
    const FrequencyTable table = frequencies(params);
    const Eigen::VectorXd theta = headInvFreq(params, table); // every pair of the span, 0 where it never turns
    const int pairs = int(theta.size());
    const double g2 = table.attentionFactor * table.attentionFactor; // g on cos and sin of both q and k
    if (scale <= 0)
        scale = 1.0 / std::sqrt(double(params.headDim));
    // One row of cos and sin per distinct Δ'.
    std::map<double, Eigen::Index> rowOf;
    for (Eigen::Index i = 0; i < distances.size(); ++i)
        if (!std::isnan(distances(i)))
            rowOf.emplace(distances(i), 0);
    Eigen::MatrixXd cosines(Eigen::Index(rowOf.size()), pairs), sines(Eigen::Index(rowOf.size()), pairs);
    Eigen::Index row = 0;
    for (auto& [delta, index] : rowOf) {
        index = row;
        for (int i = 0; i < pairs; ++i) {
            cosines(row, i) = std::cos(delta * theta[i]);
            sines(row, i) = std::sin(delta * theta[i]);
        }
        ++row;
    }
    const std::vector<int> pass = passThroughComponents(params);
    std::vector<PairComponents> components;
    for (int i = 0; i < pairs; ++i)
        components.push_back(pairComponents(params, i));
    Eigen::MatrixXd logits(q.rows(), k.rows());
    for (Eigen::Index m = 0; m < q.rows(); ++m)
        for (Eigen::Index n = 0; n < k.rows(); ++n) {
            const double delta = distances(m, n);
            if (std::isnan(delta)) {
                logits(m, n) = -std::numeric_limits<double>::infinity();
                continue;
            }
            const Eigen::Index r = rowOf.at(delta);
            double s = 0;
            for (int i = 0; i < pairs; ++i) {
                const auto [a, b] = components[size_t(i)];
                s += g2 * ((q(m, a) * k(n, a) + q(m, b) * k(n, b)) * cosines(r, i) +
                           (q(m, a) * k(n, b) - q(m, b) * k(n, a)) * sines(r, i));
            }
            for (int j : pass)
                s += q(m, j) * k(n, j);
            logits(m, n) = scale * s;
        }
    return logits;
}

} // namespace rope::core
