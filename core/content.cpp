#include "core/content.h"

#include "core/rotation.h"

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

Content makeContent(const RopeParams& params, Eigen::Index n, const ContentSpec& spec)
{
    const int d = params.headDim;
    Content c;
    c.v = gaussianMatrix(n, d, spec.seed * 3 + 2);
    switch (spec.source) {
    case ContentSource::Random:
        c.q = gaussianMatrix(n, d, spec.seed * 3);
        c.k = gaussianMatrix(n, d, spec.seed * 3 + 1);
        break;
    case ContentSource::Constant:
        c.q = gaussianMatrix(1, d, spec.seed * 3).replicate(n, 1);
        c.k = gaussianMatrix(1, d, spec.seed * 3 + 1).replicate(n, 1);
        break;
    case ContentSource::LookBack: {
        const FrequencyTable freqs = frequencies(params);
        const int pairs = params.pairCount();
        // Peak score g²·g_af²·P; logit = that / √d.
        const double gain = std::sqrt(spec.peakLogit * std::sqrt(double(d)) /
                                      (pairs * freqs.attentionFactor * freqs.attentionFactor));
        Eigen::RowVectorXd q = Eigen::RowVectorXd::Zero(d);
        Eigen::RowVectorXd k = Eigen::RowVectorXd::Zero(d);
        for (int i = 0; i < pairs; ++i) {
            const auto [a, b] = pairComponents(params.pairing, params.rotaryDims(), i);
            const double angle = spec.lookBack * freqs.invFreq[i];
            q[a] = gain;
            k[a] = gain * std::cos(angle);
            k[b] = gain * std::sin(angle);
        }
        c.q = q.replicate(n, 1);
        c.k = k.replicate(n, 1);
        break;
    }
    }
    return c;
}

} // namespace rope::core
