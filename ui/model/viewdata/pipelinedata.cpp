// One attention head step by step, with and without rotating V, and the shift test.
#include "ui/model/viewdata/pipelinedata.h"

#include "core/attention.h"
#include "core/content.h"
#include "core/rotation.h"

#include <algorithm>
#include <cmath>

namespace rope::model {

namespace {

struct Head {
    core::RowMatrixXd scores, masked, weights, output;
};

// The head at the given positions: rotated q, k (and v when asked), scores, mask, softmax, output.
Head runHead(const core::RopeParams& rope, const core::FrequencyTable& freqs, const core::RowMatrixXd& q,
             const core::RowMatrixXd& k, const core::RowMatrixXd& v, const Eigen::VectorXd& positions, core::Mask mask,
             bool rotateV, core::RowMatrixXd* qr = nullptr, core::RowMatrixXd* kr = nullptr,
             core::RowMatrixXd* vr = nullptr)
{
    const core::RowMatrixXd qRot = core::rotate<double>(rope, freqs, q, positions, core::Precision::Fp64);
    const core::RowMatrixXd kRot = core::rotate<double>(rope, freqs, k, positions, core::Precision::Fp64);
    const core::RowMatrixXd vUsed =
        rotateV ? core::rotate<double>(rope, freqs, v, positions, core::Precision::Fp64) : v;
    Head h;
    h.scores = qRot * kRot.transpose() / std::sqrt(double(rope.headDim));
    h.masked = h.scores;
    const Eigen::Index n = q.rows();
    h.weights = core::RowMatrixXd::Zero(n, n);
    for (Eigen::Index m = 0; m < n; ++m) {
        std::vector<char> visible(size_t(n), 1);
        for (Eigen::Index j = 0; j < n; ++j)
            if (mask == core::Mask::Causal && positions[j] > positions[m]) {
                visible[size_t(j)] = 0;
                h.masked(m, j) = -INFINITY;
            }
        core::softmaxRow(h.scores.row(m), visible, h.weights.row(m));
    }
    h.output = h.weights * vUsed;
    if (qr)
        *qr = qRot;
    if (kr)
        *kr = kRot;
    if (vr)
        *vr = vUsed;
    return h;
}

} // namespace

std::shared_ptr<const PipelineData> computePipeline(const PipelineRequest& request, const core::Execution& execution)
{
    const Results& r = *request.results;
    const AppParams& p = r.params;
    const core::RopeParams& rope = p.rope;
    auto data = std::make_shared<PipelineData>();
    data->request = request;
    const int n = std::min(p.seqLen, PipelineData::kMaxTokens);
    const int d = rope.headDim;
    data->tokens = n;
    data->position = std::clamp(int(std::lround(p.m)), 0, n - 1);
    data->keyPosition = std::clamp(int(std::lround(p.n)), 0, n - 1);
    data->fullScores = (long long)(p.seqLen) * p.seqLen;
    data->fullRotations = (request.rotateV ? 3LL : 2LL) * p.seqLen; // q and k, and v when it is rotated too

    // Tokens and projections: x ∈ ℝ^D with D = d, W ~ N(0, 1/D) so q, k, v keep unit scale.
    const std::uint64_t seed = p.seed * 7919 + 17;
    data->x = core::gaussianMatrix(n, d, seed);
    // "Constant q, k" means the same token at every position: every row of x, q, k, v alike.
    if (p.source == QkSource::Constant)
        data->x = data->x.row(0).replicate(n, 1);
    const double scale = 1.0 / std::sqrt(double(d));
    const core::RowMatrixXd wq = core::gaussianMatrix(d, d, seed + 1) * scale;
    const core::RowMatrixXd wk = core::gaussianMatrix(d, d, seed + 2) * scale;
    const core::RowMatrixXd wv = core::gaussianMatrix(d, d, seed + 3) * scale;
    data->q = data->x * wq.transpose();
    data->k = data->x * wk.transpose();
    data->v = data->x * wv.transpose();
    data->rotation = core::rotationMatrix(rope, r.freqs, data->position);
    data->rotationKey = core::rotationMatrix(rope, r.freqs, data->keyPosition);
    data->rotationOrthogonality =
        (data->rotation.transpose() * data->rotation - core::RowMatrixXd::Identity(d, d)).cwiseAbs().maxCoeff();

    const Eigen::VectorXd positions = core::consecutivePositions(n);
    const Eigen::VectorXd shifted = core::consecutivePositions(n, request.shift);
    const Head head = runHead(rope, r.freqs, data->q, data->k, data->v, positions, p.mask, request.rotateV,
                              &data->qRotated, &data->kRotated, &data->vUsed);
    data->scores = head.scores;
    data->masked = head.masked;
    data->weights = head.weights;
    data->output = head.output;
    if (execution.cancelled())
        return nullptr;

    // The shift test, both ways.
    for (const bool rotateV : {false, true}) {
        const Head at0 = runHead(rope, r.freqs, data->q, data->k, data->v, positions, p.mask, rotateV);
        const Head atShift = runHead(rope, r.freqs, data->q, data->k, data->v, shifted, p.mask, rotateV);
        const double diff = (atShift.output - at0.output).cwiseAbs().maxCoeff();
        (rotateV ? data->shiftDifferenceRotated : data->shiftDifferencePlain) = diff;
    }
    data->shiftDifference = request.rotateV ? data->shiftDifferenceRotated : data->shiftDifferencePlain;
    return execution.cancelled() ? nullptr : data;
}

} // namespace rope::model
