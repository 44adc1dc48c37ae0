// The linear-attention view's matrices, prefix states and cost timing.
#include "ui/model/viewdata/linearattentiondata.h"

#include "core/attention.h"
#include "core/content.h"
#include "core/linearattention.h"
#include "core/rotation.h"

#include <QElapsedTimer>

namespace rope::model {

std::shared_ptr<const LinearAttentionData> computeLinearAttention(const LinearAttentionRequest& request,
                                                                  const core::Execution& execution)
{
    const Results& r = *request.results;
    const AppParams& p = r.params;
    auto data = std::make_shared<LinearAttentionData>();
    data->request = request;
    const int n = std::min(p.seqLen, LinearAttentionData::kMaxTokens);
    data->tokens = n;
    const core::RowMatrixXd q = contentRows(p, core::ContentRole::Query, n);
    const core::RowMatrixXd k = contentRows(p, core::ContentRole::Key, n);
    const core::RowMatrixXd v = contentRows(p, core::ContentRole::Value, n);
    const Eigen::VectorXd positions = core::consecutivePositions(n);
    core::AttentionOptions o;
    o.mask = p.mask;
    data->softmax = core::attention<double>(p.rope, q, k, v, o).weights;
    data->linear = core::linearAttentionWeights(p.rope, q, k, positions, p.mask);
    data->favor = core::favorRopeWeights(p.rope, q, k, positions, p.mask, request.features, p.seed + 1);
    data->rowSums = data->linear.rowwise().sum();
    data->negativeWeights = int((data->linear.array() < 0).count());
    data->visibleWeights = p.mask == core::Mask::Causal ? n * (n + 1) / 2 : n * n;
    if (execution.cancelled())
        return nullptr;

    // FAVOR+ error against the number of features, averaged over three seeds.
    const int counts[] = {4, 8, 16, 32, 64, 128, 256, 512, 1024};
    data->favorFeatures.resize(std::size(counts));
    data->favorError.resize(std::size(counts));
    for (size_t i = 0; i < std::size(counts); ++i) {
        double total = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed)
            total += (core::favorRopeWeights(p.rope, q, k, positions, p.mask, counts[i], p.seed + seed) - data->softmax)
                         .cwiseAbs()
                         .mean();
        data->favorFeatures[Eigen::Index(i)] = counts[i];
        data->favorError[Eigen::Index(i)] = total / 3;
        if (execution.cancelled())
            return nullptr;
    }

    // The causal prefix state after every token: z = elu(k) + 1, z′ = R_n z.
    const core::RowMatrixXd z = core::eluPlusOne(k);
    const core::RowMatrixXd zRotated = core::rotate<double>(p.rope, r.freqs, z, positions, core::Precision::Fp64);
    core::RowMatrixXd stateV = core::RowMatrixXd::Zero(z.cols(), v.cols());
    data->stateOne.resize(n, z.cols());
    Eigen::RowVectorXd sumOne = Eigen::RowVectorXd::Zero(z.cols());
    for (int t = 0; t < n; ++t) {
        stateV += zRotated.row(t).transpose() * v.row(t);
        sumOne += z.row(t);
        data->stateV.push_back(stateV);
        data->stateOne.row(t) = sumOne;
    }
    data->denominator = core::linearAttention(p.rope, q, k, v, positions, core::Mask::Causal).denominator;
    return execution.cancelled() ? nullptr : data;
}

CostTiming measureLinearAttentionCost(const CostRequest& request, const core::Execution&)
{
    const AppParams& p = request.params;
    const int n = request.n;
    const core::Content c = core::makeContent(p.rope, n, p.contentSpec());
    const Eigen::VectorXd positions = core::consecutivePositions(n);
    CostTiming t;
    t.n = n;
    QElapsedTimer clock;
    clock.start();
    const auto fast = core::linearAttention(p.rope, c.q, c.k, c.v, positions, core::Mask::Causal);
    t.linearMs = double(clock.nsecsElapsed()) / 1e6;
    if (n <= CostTiming::kMaxExplicitN) {
        clock.restart();
        const core::RowMatrixXd w = core::linearAttentionWeights(p.rope, c.q, c.k, positions, core::Mask::Causal);
        const core::RowMatrixXd out = w * c.v;
        t.explicitMs = double(clock.nsecsElapsed()) / 1e6;
        Q_UNUSED(out);
    }
    Q_UNUSED(fast);
    return t;
}

} // namespace rope::model
