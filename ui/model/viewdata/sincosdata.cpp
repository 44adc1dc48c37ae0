// One table of angles, two uses: added as coordinates, or turned into a rotation.
#include "ui/model/viewdata/sincosdata.h"

#include "core/additive.h"
#include "core/rotation.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace rope::model {

std::shared_ptr<const SinCosData> computeSinCos(const SinCosRequest& request, const core::Execution&)
{
    const Results& r = *request.results;
    const AppParams& p = r.params;
    auto data = std::make_shared<SinCosData>();
    data->request = request;
    const int pairs = int(r.freqs.invFreq.size());
    data->pair = std::clamp(request.pair, 0, pairs - 1);
    const int rows = std::min(p.seqLen, SinCosData::kMaxRows);
    constexpr double twoPi = 2 * std::numbers::pi;
    const core::RowMatrixXd table = core::angleTable(core::consecutivePositions(rows), r.freqs.invFreq);
    data->angles = table.unaryExpr([](double a) { return a - twoPi * std::floor(a / twoPi); }).cast<float>();

    data->angle = p.m * r.freqs.invFreq[data->pair];
    data->sine = std::sin(data->angle);
    data->cosine = std::cos(data->angle);
    const auto [a, b] = core::pairComponents(p.rope, data->pair);
    data->content = {r.q[a], r.q[b]};
    data->added = data->content + Eigen::Vector2d(data->sine, data->cosine);
    data->rotated = {data->content.x() * data->cosine - data->content.y() * data->sine,
                     data->content.x() * data->sine + data->content.y() * data->cosine};
    // The whole vectors: the sinusoidal p_m has d components (sin, cos per pair), as added to x.
    const core::RowMatrixXd pm = core::sinusoidalTable(Eigen::VectorXd::Constant(1, p.m), p.rope.headDim, p.rope.base);
    data->contentLength = r.q.norm();
    data->addedLength = (r.q + pm.row(0).transpose()).norm();
    data->rotatedLength = r.qRotated.norm();
    return data;
}

} // namespace rope::model
