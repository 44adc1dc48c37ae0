// The indexer's top-k under its own pairing and under the main attention's.
#include "core/indexerpairing.h"

#include "core/content.h"
#include "core/rotation.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace rope::core {

namespace {

std::vector<Eigen::Index> topK(const Eigen::VectorXd& v, Eigen::Index k)
{
    std::vector<Eigen::Index> order(size_t(v.size()));
    std::iota(order.begin(), order.end(), Eigen::Index(0));
    std::partial_sort(order.begin(), order.begin() + k, order.end(),
                      [&v](Eigen::Index a, Eigen::Index b) { return v[a] > v[b] || (v[a] == v[b] && a < b); });
    order.resize(size_t(k));
    std::sort(order.begin(), order.end());
    return order;
}

// The last query's scores over keys 0 … n−1, both turned by their positions under `pairing`.
Eigen::VectorXd lastRowScores(RopeParams params, Pairing pairing, const Content& c)
{
    params.pairing = pairing;
    const Eigen::Index n = c.q.rows();
    const Eigen::VectorXd positions = Eigen::VectorXd::LinSpaced(n, 0, double(n - 1));
    const RowMatrixXd keys = rotate(params, c.k, positions);
    const RowMatrixXd query =
        rotate(params, RowMatrixXd(c.q.bottomRows(1)), Eigen::VectorXd::Constant(1, double(n - 1)));
    return keys * query.row(0).transpose();
}

} // namespace

double topKOverlap(const Eigen::VectorXd& a, const Eigen::VectorXd& b, Eigen::Index k)
{
    k = std::clamp<Eigen::Index>(k, 0, std::min(a.size(), b.size()));
    if (k == 0)
        return 1.0;
    const std::vector<Eigen::Index> ta = topK(a, k), tb = topK(b, k);
    std::vector<Eigen::Index> common;
    std::set_intersection(ta.begin(), ta.end(), tb.begin(), tb.end(), std::back_inserter(common));
    return double(common.size()) / double(k);
}

IndexerPairingCase indexerPairingCase(const RopeParams& params, const Eigen::VectorXd& contexts, Eigen::Index topk,
                                      int lookBack)
{
    IndexerPairingCase out;
    out.contexts = contexts;
    out.keptShare.resize(contexts.size());
    out.peakRight.resize(contexts.size());
    out.peakWrong.resize(contexts.size());
    RopeParams built = params;
    built.pairing = Pairing::HalfSplit; // the head is trained with its own pairing
    ContentSpec spec;
    spec.source = ContentSource::LookBack;
    spec.lookBack = lookBack;
    for (Eigen::Index i = 0; i < contexts.size(); ++i) {
        const Content c = makeContent(built, Eigen::Index(contexts[i]), spec);
        const Eigen::VectorXd right = lastRowScores(params, Pairing::HalfSplit, c);
        const Eigen::VectorXd wrong = lastRowScores(params, Pairing::Interleaved, c);
        out.keptShare[i] = topKOverlap(right, wrong, topk);
        Eigen::Index at = 0;
        right.maxCoeff(&at);
        out.peakRight[i] = double(at);
        wrong.maxCoeff(&at);
        out.peakWrong[i] = double(at);
    }
    return out;
}

} // namespace rope::core
