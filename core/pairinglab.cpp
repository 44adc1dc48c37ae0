// Interleaved against half-split pairing on the same content, and the weight-conversion trap.
#include "core/pairinglab.h"

#include "core/content.h"
#include "core/permutation.h"

#include <cmath>
#include <map>

namespace rope::core {

namespace {

RowMatrixXd logits(const RopeParams& params, Pairing pairing, const RowMatrixXd& q, const RowMatrixXd& k, Mask mask)
{
    RopeParams p = params;
    p.pairing = pairing;
    AttentionOptions o;
    o.mask = mask;
    return attention<double>(p, q, k, k, o).logits;
}

double maxFiniteDiff(const RowMatrixXd& a, const RowMatrixXd& b)
{
    double worst = 0;
    for (Eigen::Index i = 0; i < a.size(); ++i)
        if (std::isfinite(a.data()[i]) && std::isfinite(b.data()[i]))
            worst = std::max(worst, std::abs(a.data()[i] - b.data()[i]));
    return worst;
}

RowMatrixXd weights(const RopeParams& params, Pairing pairing, const RowMatrixXd& x, const RowMatrixXd& wq,
                    const RowMatrixXd& wk)
{
    RopeParams p = params;
    p.pairing = pairing;
    AttentionOptions o;
    o.mask = Mask::Causal;
    const RowMatrixXd q = x * wq.transpose(), k = x * wk.transpose();
    return attention<double>(p, q, k, k, o).weights;
}

} // namespace

PairingComparison comparePairings(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k, Mask mask)
{
    PairingComparison c;
    c.interleaved = logits(params, Pairing::Interleaved, q, k, mask);
    c.halfSplit = logits(params, Pairing::HalfSplit, q, k, mask);
    // Only the rotated components are paired; partial rotary leaves the rest where they are.
    RowMatrixXd pq = q, pk = k;
    const int dims = params.pairingDims();
    const int first = params.rotaryOffset();
    pq.middleCols(first, dims) = permuteComponents(q.middleCols(first, dims));
    pk.middleCols(first, dims) = permuteComponents(k.middleCols(first, dims));
    c.permuted = logits(params, Pairing::HalfSplit, pq, pk, mask);
    c.equivalenceMaxDiff = maxFiniteDiff(c.permuted, c.interleaved);
    c.schemeMaxDiff = maxFiniteDiff(c.halfSplit, c.interleaved);
    return c;
}

int typicalPeakOffset(const RowMatrixXd& w, int skipRows)
{
    std::map<int, int> votes;
    for (Eigen::Index m = skipRows; m < w.rows(); ++m) {
        Eigen::Index n;
        w.row(m).maxCoeff(&n);
        ++votes[int(m - n)];
    }
    int best = 0, count = -1;
    for (const auto& [offset, c] : votes)
        if (c > count) {
            best = offset;
            count = c;
        }
    return best;
}

WeightConversionTrap weightConversionTrap(const RopeParams& params, int n, int modelDims, int lookBack,
                                          std::uint64_t seed)
{
    WeightConversionTrap t;
    RopeParams meta = params;
    meta.pairing = Pairing::Interleaved;
    meta.rotaryDim = 0;
    const int d = meta.headDim;
    // Tokens: a constant feature 1 (a bias) and random features.
    t.tokens = gaussianMatrix(n, modelDims, seed);
    t.tokens.col(0).setOnes();
    // W_Q, W_K: the bias feature carries the look-back head's q and k (see content.h), the other
    // features add a little content of their own.
    ContentSpec spec;
    spec.source = ContentSource::LookBack;
    spec.lookBack = lookBack;
    spec.peakLogit = 30.0;
    const Eigen::VectorXd q = contentAt(meta, spec, ContentRole::Query, 0);
    const Eigen::VectorXd k = contentAt(meta, spec, ContentRole::Key, 0);
    t.wq = 0.02 * gaussianMatrix(d, modelDims, seed + 1);
    t.wk = 0.02 * gaussianMatrix(d, modelDims, seed + 2);
    t.wq.col(0) = q;
    t.wk.col(0) = k;

    t.correct = weights(meta, Pairing::Interleaved, t.tokens, t.wq, t.wk);
    t.lost = weights(meta, Pairing::HalfSplit, t.tokens, t.wq, t.wk);
    t.converted = weights(meta, Pairing::HalfSplit, t.tokens, metaToHuggingFace(t.wq, 1), metaToHuggingFace(t.wk, 1));
    const int skip = std::min(n - 1, lookBack);
    t.correctPeakOffset = typicalPeakOffset(t.correct, skip);
    t.lostPeakOffset = typicalPeakOffset(t.lost, skip);
    t.convertedPeakOffset = typicalPeakOffset(t.converted, skip);
    t.convertedMaxDiff = (t.converted - t.correct).cwiseAbs().maxCoeff();
    return t;
}

} // namespace rope::core
