// Men et al.'s min B_m over base × L, and one base's B_m envelope.
#include "ui/model/viewdata/basebounddata.h"

#include <algorithm>
#include <cmath>

namespace rope::model {

std::shared_ptr<const BaseBoundMap> computeBaseBoundMap(const BaseBoundMapRequest& request,
                                                        const core::Execution& execution)
{
    auto map = std::make_shared<BaseBoundMap>();
    map->request = request;
    constexpr int perDecade = 16, perOctave = 8;
    const int rows = 6 * perDecade + 1;
    const int columns = (BaseBoundMap::kLongestLog2 - BaseBoundMap::kShortestLog2) * perOctave + 1;
    map->log10Bases = Eigen::VectorXd::LinSpaced(rows, 3, 9);
    map->log2Contexts = Eigen::VectorXd::LinSpaced(columns, BaseBoundMap::kShortestLog2, BaseBoundMap::kLongestLog2);
    const Eigen::VectorXd bases = map->log10Bases.unaryExpr([](double e) { return std::pow(10.0, e); });
    const Eigen::VectorXd contexts = map->log2Contexts.unaryExpr([](double e) { return std::round(std::exp2(e)); });
    map->minB = core::baseBoundMap(request.headDim, bases, contexts, execution, -request.headDim / 8.0);
    map->cancelled = execution.cancelled();
    return map->cancelled ? nullptr : map;
}

std::shared_ptr<const BaseBoundCurve> computeBaseBoundCurve(const BaseBoundCurveRequest& request,
                                                            const core::Execution& execution)
{
    auto curve = std::make_shared<BaseBoundCurve>();
    curve->request = request;
    core::BaseBoundEnvelope e =
        core::baseBoundEnvelope(request.headDim, request.base, request.context, BaseBoundCurve::kBins, execution);
    curve->m = std::move(e.firstM);
    curve->low = std::move(e.low);
    curve->high = std::move(e.high);
    curve->scan = e.scan;
    return curve->scan.cancelled ? nullptr : curve;
}

const std::vector<BaseBoundModel>& baseBoundModels()
{
    // max_position_embeddings and rope_theta from each model's config.json.
    static const std::vector<BaseBoundModel> models = {
        {"Llama 2 7B", 128, 1e4, 4096, false},
        {"Llama 3 8B", 128, 5e5, 8192, false},
        {"Llama 3.1 8B", 128, 5e5, 131072, true},
        {"Mistral 7B v0.2", 128, 1e6, 32768, false},
        {"Qwen2.5 7B", 128, 1e6, 32768, false},
        {"Qwen3 8B", 128, 1e6, 40960, false},
        {"Gemma 3 (global layers)", 256, 1e6, 131072, true},
        {"GPT-OSS 20B", 64, 1.5e5, 131072, true},
        {"DeepSeek-V3 (rope part)", 64, 1e4, 163840, true},
    };
    return models;
}

} // namespace rope::model
