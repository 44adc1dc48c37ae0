// A head with and without a sink logit, and under StreamingLLM's cache.
#include "ui/model/viewdata/sinkdata.h"

#include "core/content.h"
#include "core/remap.h"

#include <algorithm>
#include <limits>

namespace rope::model {

SinkData sinkData(const SinkRequest& request)
{
    SinkData d;
    d.request = request;
    const int n = std::clamp(request.tokens, 1, SinkData::kMaxTokens);
    core::RopeParams params;
    params.headDim = SinkData::kHeadDim;
    core::ContentSpec spec;
    spec.source = core::ContentSource::Random;
    spec.seed = std::uint64_t(request.seed);
    const core::Content c = core::makeContent(params, n, spec);
    const Eigen::VectorXd positions = Eigen::VectorXd::LinSpaced(n, 0, n - 1);
    const Eigen::MatrixXd logits = core::remappedLogits(params, c.q, c.k, core::remappedDistances({}, positions));
    const double none = -std::numeric_limits<double>::infinity();
    d.plainWeights = core::sinkSoftmax(logits, none).weights;
    core::SinkSoftmax withSink = core::sinkSoftmax(logits, request.sinkLogit);
    d.sinkWeights = std::move(withSink.weights);
    d.sink = std::move(withSink.sink);
    d.firstToken = d.plainWeights.col(0);
    d.largestRowSumGap = ((d.sinkWeights.rowwise().sum() + d.sink).array() - 1.0).abs().maxCoeff();
    d.cache = core::streamingCache(n, std::max(request.sinkTokens, 0), std::max(request.window, 1));
    d.streamingWeights = core::sinkSoftmax(core::remappedLogits(params, c.q, c.k, d.cache.distance), none).weights;
    return d;
}

std::shared_ptr<const SinkData> computeSinks(const SinkRequest& request, const core::Execution&)
{
    return std::make_shared<const SinkData>(sinkData(request));
}

} // namespace rope::model
