// The pairing lab's numbers: both schemes on the same content, and the weight-conversion trap.
#include "ui/model/viewdata/pairinglabdata.h"

#include "core/pooling.h"
#include "core/scorecurve.h"

#include <algorithm>
#include <cmath>

namespace rope::model {

PooledMap unpooledMap(const core::RowMatrixXd& m)
{
    PooledMap map;
    map.cells = core::pool(m, 1, core::Pooling::Mean);
    float lo = INFINITY, hi = -INFINITY;
    for (Eigen::Index i = 0; i < map.cells.size(); ++i)
        if (std::isfinite(map.cells.data()[i])) {
            lo = std::min(lo, map.cells.data()[i]);
            hi = std::max(hi, map.cells.data()[i]);
        }
    map.min = std::isfinite(lo) ? lo : 0;
    map.max = std::isfinite(hi) ? hi : 0;
    map.diagonalSpread = core::diagonalSpread(m);
    return map;
}

std::shared_ptr<const PairingLabData> computePairingLab(const PairingLabRequest& request,
                                                        const core::Execution& execution)
{
    const std::shared_ptr<const Results>& results = request.results.shared();
    const AppParams& p = results->params;
    auto data = std::make_shared<PairingLabData>();
    data->results = results;
    for (int scheme = 0; scheme < 2; ++scheme) {
        AppParams s = p;
        s.rope.pairing = scheme == 0 ? core::Pairing::Interleaved : core::Pairing::HalfSplit;
        data->schemes[size_t(scheme)] = computeClockResults(s);
    }

    // Logits under each scheme, their difference, and the equivalence through P.
    const int n = std::min(p.seqLen, PairingLabData::kMaxTokens);
    data->tokens = n;
    const core::RowMatrixXd q = contentRows(p, core::ContentRole::Query, n);
    const core::RowMatrixXd k = contentRows(p, core::ContentRole::Key, n);
    data->comparison = core::comparePairings(p.rope, q, k, p.mask);
    const core::PairingComparison& c = data->comparison;
    data->maps = {unpooledMap(c.interleaved), unpooledMap(c.halfSplit), unpooledMap(c.halfSplit - c.interleaved)};
    if (execution.cancelled())
        return nullptr;

    data->trap = core::weightConversionTrap(p.rope, PairingLabData::kTrapTokens, p.rope.headDim + 8,
                                            PairingLabData::kTrapLookBack, p.seed);
    const core::RowMatrixXd* trapWeights[3] = {&data->trap.correct, &data->trap.lost, &data->trap.converted};
    for (int i = 0; i < 3; ++i) {
        const core::RowMatrixXd& w = *trapWeights[i];
        const Eigen::Index skip = PairingLabData::kTrapLookBack + 1; // rows that can look back that far
        int hits = 0;
        for (Eigen::Index m = skip; m < w.rows(); ++m) {
            Eigen::Index n = 0;
            w.row(m).maxCoeff(&n);
            hits += m - n == PairingLabData::kTrapLookBack ? 1 : 0;
        }
        data->trapShare[size_t(i)] = double(hits) / double(std::max<Eigen::Index>(1, w.rows() - skip));
    }

    const int range = std::max(16, p.seqLen);
    data->deltas = Eigen::VectorXd::LinSpaced(2 * range + 1, -range, range);
    data->curve = core::scoreCurve(results->coeffs, results->freqs.invFreq, data->deltas, execution);
    data->mirrored = core::scoreCurve(results->coeffs, results->freqs.invFreq, -data->deltas, execution);
    return execution.cancelled() ? nullptr : data;
}

} // namespace rope::model
