// Generated q/k/v content that depends on the position only: random, constant, look-back.
#include "core/content.h"

#include "core/rotation.h"
#include "core/rowblocks.h"

#include <cmath>
#include <numbers>
#include <random>

namespace rope::core {

RowMatrixXd gaussianMatrix(Eigen::Index rows, Eigen::Index cols, std::uint64_t seed)
{
    std::mt19937_64 engine(seed);
    // 53 random bits → (0, 1], so the logarithm is finite.
    auto uniform = [&engine] { return (double(engine() >> 11) + 1.0) * 0x1.0p-53; };
    RowMatrixXd m(rows, cols);
    double* data = m.data();
    const Eigen::Index size = m.size();
    for (Eigen::Index i = 0; i < size; i += 2) {
        const double radius = std::sqrt(-2.0 * std::log(uniform()));
        const double angle = 2.0 * std::numbers::pi * uniform();
        data[i] = radius * std::cos(angle);
        if (i + 1 < size)
            data[i + 1] = radius * std::sin(angle);
    }
    return m;
}

namespace {

// SplitMix64: a well-mixed 64-bit seed for every (seed, role, position).
std::uint64_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

Eigen::VectorXd gaussianVector(int d, std::uint64_t seed, ContentRole role, std::int64_t position)
{
    const std::uint64_t stream =
        mix(mix(seed) ^ (std::uint64_t(role) + 1) * 0x632be59bd9b4e019ULL) ^ std::uint64_t(position);
    return gaussianMatrix(1, d, mix(stream)).row(0).transpose();
}

// The look-back head's constant q and k (see the header).
std::pair<Eigen::VectorXd, Eigen::VectorXd> lookBackPair(const RopeParams& params, const FrequencyTable& freqs,
                                                         const ContentSpec& spec)
{
    const int d = params.headDim;
    const int pairs = params.pairCount();
    // Peak score g²·g_af²·P; logit = that / √d.
    const double gain =
        std::sqrt(spec.peakLogit * std::sqrt(double(d)) / (pairs * freqs.attentionFactor * freqs.attentionFactor));
    Eigen::VectorXd q = Eigen::VectorXd::Zero(d), k = Eigen::VectorXd::Zero(d);
    for (int i = 0; i < pairs; ++i) {
        const auto [a, b] = pairComponents(params, i);
        const double angle = spec.lookBack * freqs.invFreq[i];
        q[a] = gain;
        k[a] = gain * std::cos(angle);
        k[b] = gain * std::sin(angle);
    }
    return {q, k};
}

} // namespace

Eigen::VectorXd contentAt(const RopeParams& params, const ContentSpec& spec, ContentRole role, std::int64_t position)
{
    if (spec.source == ContentSource::LookBack && role != ContentRole::Value)
        return contentAt(params, frequencies(params), spec, role, position);
    return contentAt(params, FrequencyTable{}, spec, role, position);
}

Eigen::VectorXd contentAt(const RopeParams& params, const FrequencyTable& freqs, const ContentSpec& spec,
                          ContentRole role, std::int64_t position)
{
    const int d = params.headDim;
    if (role == ContentRole::Value)
        return gaussianVector(d, spec.seed, role, position);
    switch (spec.source) {
    case ContentSource::Random:
        return gaussianVector(d, spec.seed, role, position);
    case ContentSource::Constant:
        return gaussianVector(d, spec.seed, role, 0);
    case ContentSource::LookBack: {
        const auto [q, k] = lookBackPair(params, freqs, spec);
        return role == ContentRole::Query ? q : k;
    }
    }
    return {};
}

Content makeContent(const RopeParams& params, Eigen::Index n, const ContentSpec& spec)
{
    const int d = params.headDim;
    Content c{RowMatrixXd(n, d), RowMatrixXd(n, d), RowMatrixXd(n, d)};
    const bool constant = spec.source != ContentSource::Random;
    const Eigen::VectorXd q0 = contentAt(params, spec, ContentRole::Query, 0);
    const Eigen::VectorXd k0 = contentAt(params, spec, ContentRole::Key, 0);
    for (Eigen::Index r = 0; r < n; ++r) {
        c.q.row(r) = constant ? q0 : contentAt(params, spec, ContentRole::Query, r);
        c.k.row(r) = constant ? k0 : contentAt(params, spec, ContentRole::Key, r);
        c.v.row(r) = contentAt(params, spec, ContentRole::Value, r);
    }
    return c;
}

RowMatrixXd contentMatrix(const RopeParams& params, const ContentSpec& spec, ContentRole role, Eigen::Index n,
                          const Execution& execution)
{
    if (spec.source != ContentSource::Random && role != ContentRole::Value)
        return replicatedRows<double>(contentAt(params, spec, role, 0).transpose(), n, execution);
    RowMatrixXd rows;
    resizeLarge(rows, n, params.headDim);
    forEachRowBlock(n, execution, [&](Eigen::Index first, Eigen::Index last) {
        for (Eigen::Index r = first; r < last; ++r)
            rows.row(r) = contentAt(params, spec, role, r).transpose();
    });
    return rows;
}

} // namespace rope::core
