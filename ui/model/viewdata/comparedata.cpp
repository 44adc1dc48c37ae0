// Two RoPE conventions on the same content: scores against Δ, lengths, vectors and logit maps.
#include "ui/model/viewdata/comparedata.h"

#include "ui/model/viewdata/pairinglabdata.h"

#include <cmath>
#include <limits>

namespace rope::model {

namespace {

core::RowMatrixXd logits(const core::Convention& c, const core::RowMatrixXd& q, const core::RowMatrixXd& k,
                         const Eigen::VectorXd& positions, const core::Scaling& scaling, bool causal)
{
    const core::RowMatrixXd rq = core::applyConvention(c, q, positions, scaling);
    const core::RowMatrixXd rk = core::applyConvention(c, k, positions, scaling);
    core::RowMatrixXd out = (rq * rk.transpose()) / std::sqrt(double(q.cols()));
    if (causal)
        for (Eigen::Index m = 0; m < out.rows(); ++m)
            out.row(m).tail(out.cols() - m - 1).setConstant(-std::numeric_limits<double>::infinity());
    return out;
}

} // namespace

std::shared_ptr<const CompareData> computeCompare(const CompareRequest& request, const core::Execution& execution)
{
    const Results& r = *request.results;
    const AppParams& p = r.params;
    const core::Scaling& scaling = p.rope.scaling;
    auto data = std::make_shared<CompareData>();
    data->request = request;
    for (const core::Convention& c : {request.a, request.b}) {
        const core::Problems problems = core::conventionProblems(c, p.rope.headDim, scaling);
        data->problems.insert(data->problems.end(), problems.begin(), problems.end());
    }
    if (!data->problems.empty())
        return data;

    const int range = std::min(CompareData::kMaxDelta, std::max(16, p.seqLen));
    data->deltas = Eigen::VectorXd::LinSpaced(2 * range + 1, -range, range);
    data->scoreA = core::conventionScores(request.a, r.q, r.k, data->deltas, scaling, p.n);
    data->scoreB = core::conventionScores(request.b, r.q, r.k, data->deltas, scaling, p.n);
    const Eigen::VectorXd difference = (data->scoreB - data->scoreA).cwiseAbs();
    data->differenceAtZero = difference[range];
    data->maxDifference = difference.maxCoeff();
    const double noise = 1e-9 * std::max(1.0, data->scoreA.cwiseAbs().maxCoeff());
    for (int step = 0; step <= range && data->firstDelta < 0; ++step)
        if (difference[range + step] > noise || difference[range - step] > noise)
            data->firstDelta = step;
    if (execution.cancelled())
        return nullptr;

    const Eigen::VectorXd at = Eigen::VectorXd::Constant(1, p.m);
    const core::RowMatrixXd qa = core::applyConvention(request.a, r.q.transpose(), at, scaling);
    const core::RowMatrixXd qb = core::applyConvention(request.b, r.q.transpose(), at, scaling);
    data->normQ = r.q.norm();
    data->normA = qa.norm();
    data->normB = qb.norm();
    data->vectorDifference = (qa - qb).cwiseAbs().maxCoeff();

    const int n = std::min(p.seqLen, CompareData::kMaxTokens);
    data->tokens = n;
    const core::RowMatrixXd q = contentRows(p, core::ContentRole::Query, n);
    const core::RowMatrixXd k = contentRows(p, core::ContentRole::Key, n);
    const Eigen::VectorXd positions = core::consecutivePositions(n);
    const bool causal = p.mask == core::Mask::Causal;
    const core::RowMatrixXd la = logits(request.a, q, k, positions, scaling, causal);
    const core::RowMatrixXd lb = logits(request.b, q, k, positions, scaling, causal);
    data->logitsA = unpooledMap(la);
    data->logitsB = unpooledMap(lb);
    for (Eigen::Index i = 0; i < la.size(); ++i)
        if (std::isfinite(la.data()[i]))
            data->patternDifference = std::max(data->patternDifference, std::abs(lb.data()[i] - la.data()[i]));
    return execution.cancelled() ? nullptr : data;
}

} // namespace rope::model
