// Relative position biases (T5, ALiBi, KERPLE-log) and the learned absolute table.
#include "core/positionbias.h"

#include "core/content.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

namespace rope::core {

int t5Bucket(std::int64_t delta, bool bidirectional, int numBuckets, int maxDistance)
{
    std::int64_t distance = -delta; // Hugging Face's relative_position: key minus query position
    int buckets = numBuckets;
    int offset = 0;
    if (bidirectional) {
        buckets /= 2;
        offset = distance > 0 ? buckets : 0; // keys after the query: the upper half
        distance = std::abs(distance);
    } else {
        distance = std::max<std::int64_t>(-distance, 0); // keys after the query share bucket 0
    }
    const int maxExact = buckets / 2;
    if (distance < maxExact)
        return offset + int(distance);
    // float32 throughout, as torch computes log(relative_position.float() / max_exact) / log(...) * (...)
    const float spread = float(std::log(double(maxDistance) / double(maxExact)));
    const float scaled = std::log(float(distance) / float(maxExact)) / spread * float(buckets - maxExact);
    const std::int64_t large = maxExact + std::int64_t(scaled); // truncated toward zero, as .to(torch.long)
    return offset + int(std::min<std::int64_t>(large, buckets - 1));
}

Eigen::VectorXd alibiSlopes(int heads)
{
    Eigen::VectorXd slopes(std::max(heads, 0));
    if (heads <= 0)
        return slopes;
    int power = 1; // the largest power of two ≤ H
    while (power * 2 <= heads)
        power *= 2;
    for (int h = 0; h < power; ++h)
        slopes[h] = std::exp2(-8.0 * (h + 1) / power);
    // The rest: slopes 1, 3, 5, … of 2·power heads, 2^(−8(2j+1)/(2·power)), between the ones above.
    for (int j = 0; j < heads - power; ++j)
        slopes[power + j] = std::exp2(-4.0 * (2 * j + 1) / power);
    return slopes;
}

double RelativeBias::at(double delta, int h) const
{
    const double distance = std::abs(delta);
    switch (family) {
    case BiasFamily::T5:
        return table(t5Bucket(std::int64_t(std::llround(delta)), bidirectional, numBuckets, maxDistance), h);
    case BiasFamily::Alibi:
        return -slopes[h] * distance;
    case BiasFamily::Kerple:
        return -r1[h] * std::log1p(r2[h] * distance);
    }
    return 0.0;
}

RelativeBias defaultBias(BiasFamily family, int heads, std::uint64_t seed)
{
    RelativeBias bias;
    bias.family = family;
    bias.heads = heads;
    const int h = std::max(heads, 0);
    switch (family) {
    case BiasFamily::T5:
        bias.table = gaussianMatrix(bias.numBuckets, h, seed);
        break;
    case BiasFamily::Alibi:
        bias.slopes = alibiSlopes(h);
        break;
    case BiasFamily::Kerple:
        bias.r1 = Eigen::VectorXd::Ones(h);
        bias.r2 = Eigen::VectorXd::Ones(h);
        break;
    }
    return bias;
}

Problems validateBias(const RelativeBias& b)
{
    Problems problems;
    if (b.heads < 1 || b.heads > 4096) {
        problems.push_back({ProblemCode::OutOfRange, "heads", double(b.heads), 1, 4096});
        return problems;
    }
    if (b.head < 0 || b.head >= b.heads)
        problems.push_back({ProblemCode::OutOfRange, "head", double(b.head), 0, double(b.heads - 1)});
    const auto perHead = [&](const Eigen::VectorXd& v, const char* field, bool positive) {
        if (v.size() != b.heads) {
            problems.push_back({ProblemCode::ShapeMismatch, field, double(v.size()), double(b.heads)});
            return;
        }
        for (Eigen::Index i = 0; i < v.size(); ++i)
            if (!std::isfinite(v[i]))
                problems.push_back({ProblemCode::NotFinite, field, v[i]});
            else if (positive && !(v[i] > 0))
                problems.push_back({ProblemCode::NotPositive, field, v[i]});
    };
    switch (b.family) {
    case BiasFamily::T5: {
        if (b.numBuckets < (b.bidirectional ? 4 : 2) || b.numBuckets > 65536)
            problems.push_back(
                {ProblemCode::OutOfRange, "num_buckets", double(b.numBuckets), b.bidirectional ? 4.0 : 2.0, 65536});
        const int maxExact = (b.bidirectional ? b.numBuckets / 2 : b.numBuckets) / 2;
        if (b.maxDistance <= maxExact || b.maxDistance > 1e9)
            problems.push_back({ProblemCode::OutOfRange, "max_distance", double(b.maxDistance), maxExact + 1.0, 1e9});
        if (b.table.rows() != b.numBuckets || b.table.cols() != b.heads)
            problems.push_back(
                {ProblemCode::ShapeMismatch, "relative_attention_bias", double(b.table.rows()), double(b.numBuckets)});
        else if (!b.table.allFinite())
            problems.push_back({ProblemCode::NotFinite, "relative_attention_bias", 0});
        break;
    }
    case BiasFamily::Alibi:
        perHead(b.slopes, "slopes", false);
        break;
    case BiasFamily::Kerple:
        perHead(b.r1, "r1", true);
        perHead(b.r2, "r2", true);
        break;
    }
    return problems;
}

RowMatrixXd biasTable(const RelativeBias& bias, const Eigen::VectorXd& deltas)
{
    RowMatrixXd out(bias.heads, deltas.size());
    for (int h = 0; h < bias.heads; ++h)
        for (Eigen::Index j = 0; j < deltas.size(); ++j)
            out(h, j) = bias.at(deltas[j], h);
    return out;
}

RowMatrixXd learnedPositionTable(Eigen::Index rows, Eigen::Index dims, std::uint64_t seed)
{
    return gaussianMatrix(rows, dims, seed) * std::sqrt(0.5);
}

Problems checkTablePositions(const RowMatrixXd& table, const Eigen::VectorXd& positions, const char* field)
{
    Problems problems;
    for (Eigen::Index i = 0; i < positions.size(); ++i) {
        const double p = positions[i];
        if (!(p >= 0 && p < double(table.rows()) && p == std::floor(p))) {
            problems.push_back({ProblemCode::OutOfRange, field, p, 0, double(table.rows() - 1)});
            break; // one is enough to say what is wrong
        }
    }
    return problems;
}

} // namespace rope::core
