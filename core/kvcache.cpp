// A KV cache of keys rotated once at their positions, and decoding with it.
#include "core/kvcache.h"

#include "core/attention.h"
#include "core/rotation.h"

#include <cmath>

namespace rope::core {

KvCache::KvCache(const RopeParams& params, Eigen::Index valueDims) :
    m_params(params), m_freqs(frequencies(params)), m_keys(0, params.headDim), m_values(0, valueDims)
{ }

namespace {

RowMatrixXd rotateOne(const RopeParams& params, const FrequencyTable& freqs, const Eigen::RowVectorXd& x,
                      double position)
{
    return rotate<double>(params, freqs, RowMatrixXd(x), Eigen::VectorXd::Constant(1, position), Precision::Fp64);
}

} // namespace

void KvCache::append(const Eigen::RowVectorXd& key, const Eigen::RowVectorXd& value, double position)
{
    const Eigen::Index n = size();
    m_keys.conservativeResize(n + 1, Eigen::NoChange);
    m_values.conservativeResize(n + 1, Eigen::NoChange);
    m_keys.row(n) = rotateOne(m_params, m_freqs, key, position);
    m_values.row(n) = value;
    m_positions.push_back(position);
}

DecodeStep KvCache::attend(const Eigen::RowVectorXd& query, double position) const
{
    const RowMatrixXd rotated = rotateOne(m_params, m_freqs, query, position);
    DecodeStep step;
    step.logits = (rotated * m_keys.transpose()) / std::sqrt(double(m_params.headDim));
    std::vector<char> visible(m_positions.size());
    for (size_t n = 0; n < m_positions.size(); ++n)
        visible[n] = m_positions[n] <= position;
    step.weights.resize(size());
    if (softmaxRow(step.logits, visible, step.weights))
        step.output = step.weights * m_values;
    else
        step.output = Eigen::RowVectorXd::Zero(m_values.cols());
    return step;
}

RowMatrixXd decodeWithCache(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k, const RowMatrixXd& v,
                            const Eigen::VectorXd& positions)
{
    KvCache cache(params, v.cols());
    RowMatrixXd outputs(q.rows(), v.cols());
    for (Eigen::Index t = 0; t < q.rows(); ++t) {
        cache.append(k.row(t), v.row(t), positions[t]);
        outputs.row(t) = cache.attend(q.row(t), positions[t]).output;
    }
    return outputs;
}

} // namespace rope::core
