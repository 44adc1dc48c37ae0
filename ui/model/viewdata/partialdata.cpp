// The partial-RoPE conventions side by side: component roles and the cost of reading one as another.
#include "ui/model/viewdata/partialdata.h"

#include "core/content.h"
#include "core/frequencies.h"
#include "core/rotation.h"

#include <QCoreApplication>

namespace rope::model {

std::vector<PartialConvention> partialConventions(int d, int r, double base)
{
    using core::Pairing;
    using core::RotaryPlacement;
    const auto make = [&](Pairing pairing, RotaryPlacement placement) {
        core::RopeParams p;
        p.headDim = d;
        p.rotaryDim = r == d ? 0 : r;
        p.base = base;
        p.pairing = pairing;
        p.rotaryPlacement = placement;
        return p;
    };
    return {
        {"hf", QT_TRANSLATE_NOOP("PartialView", "Hugging Face partial (GPT-NeoX, Phi)"),
         QT_TRANSLATE_NOOP("PartialView", "HF partial"), make(Pairing::HalfSplit, RotaryPlacement::First)},
        {"gptj", QT_TRANSLATE_NOOP("PartialView", "GPT-J rotary_dim"), QT_TRANSLATE_NOOP("PartialView", "GPT-J"),
         make(Pairing::Interleaved, RotaryPlacement::First)},
        {"mla", QT_TRANSLATE_NOOP("PartialView", "DeepSeek MLA (rope part last)"),
         QT_TRANSLATE_NOOP("PartialView", "MLA"), make(Pairing::Interleaved, RotaryPlacement::Last)},
        {"proportional", QT_TRANSLATE_NOOP("PartialView", "Gemma 4 proportional"),
         QT_TRANSLATE_NOOP("PartialView", "Gemma 4"), make(Pairing::HalfSplit, RotaryPlacement::Proportional)},
    };
}

std::vector<int> componentPairs(const core::RopeParams& params)
{
    std::vector<int> pair(size_t(params.headDim), -1);
    for (int i = 0; i < params.pairCount(); ++i) {
        const auto [a, b] = core::pairComponents(params, i);
        pair[size_t(a)] = pair[size_t(b)] = i;
    }
    return pair;
}

Eigen::MatrixXd misreadErrors(const std::vector<PartialConvention>& conventions, int positions)
{
    const Eigen::Index n = Eigen::Index(conventions.size());
    Eigen::MatrixXd errors = Eigen::MatrixXd::Zero(n, n);
    if (n == 0 || positions < 1)
        return errors;
    const int d = conventions.front().params.headDim;
    const core::RowMatrixXd x = core::gaussianMatrix(1, d, 11).replicate(positions, 1);
    const Eigen::VectorXd p = core::consecutivePositions(positions, 1);
    std::vector<core::RowMatrixXd> rotated;
    for (const PartialConvention& c : conventions)
        rotated.push_back(core::rotate(c.params, x, p));
    const double scale = x.cwiseAbs().maxCoeff();
    for (Eigen::Index a = 0; a < n; ++a)
        for (Eigen::Index b = 0; b < n; ++b)
            errors(a, b) = (rotated[size_t(a)] - rotated[size_t(b)]).cwiseAbs().maxCoeff() / scale;
    return errors;
}

std::shared_ptr<const PartialData> computePartial(const PartialRequest& request, const core::Execution&)
{
    auto data = std::make_shared<PartialData>();
    data->request = request;
    data->conventions = partialConventions(request.headDim, request.rotary, request.base);
    for (const PartialConvention& c : data->conventions)
        data->theta.push_back(core::frequencies(c.params).invFreq);
    data->errors = misreadErrors(data->conventions, PartialRequest::kPositions);
    return data;
}

} // namespace rope::model
