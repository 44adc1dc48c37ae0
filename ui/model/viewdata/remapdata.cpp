// Remapped distances and the look-back head's attention at them.
#include "ui/model/viewdata/remapdata.h"

#include "core/content.h"
#include "core/sinks.h"

#include <limits>

namespace rope::model {

namespace {

Eigen::MatrixXd weightsAt(const core::RopeParams& params, const core::Content& c, const Eigen::MatrixXd& distances)
{
    return core::sinkSoftmax(core::remappedLogits(params, c.q, c.k, distances),
                             -std::numeric_limits<double>::infinity()) // no sink: plain softmax
        .weights;
}

int peakOf(const Eigen::MatrixXd& weights)
{
    Eigen::Index at = 0;
    weights.row(weights.rows() - 1).maxCoeff(&at);
    return int(at);
}

} // namespace

RemapData remapData(const RemapRequest& request)
{
    RemapData d;
    d.request = request;
    d.problems = core::validateRemap(request.params);
    if (request.tokens < 2 || request.tokens > RemapData::kMaxTokens)
        d.problems.push_back(
            {core::ProblemCode::OutOfRange, "tokens", double(request.tokens), 2.0, double(RemapData::kMaxTokens)});
    if (!d.problems.empty())
        return d;
    core::RopeParams params;
    params.headDim = RemapData::kHeadDim;
    core::ContentSpec spec;
    spec.source = core::ContentSource::LookBack;
    spec.lookBack = request.lookBack;
    const core::Content content = core::makeContent(params, request.tokens, spec);
    const Eigen::VectorXd positions = Eigen::VectorXd::LinSpaced(request.tokens, 0, request.tokens - 1);
    d.distances = core::remappedDistances(request.params, positions);
    core::RemapParams plain;
    const Eigen::MatrixXd plainDistances = core::remappedDistances(plain, positions);
    d.weights = weightsAt(params, content, d.distances);
    d.plainWeights = weightsAt(params, content, plainDistances);
    d.largest = core::largestDistance(d.distances);
    d.plainLargest = core::largestDistance(plainDistances);
    d.lastRowPeak = peakOf(d.weights);
    d.plainLastRowPeak = peakOf(d.plainWeights);
    return d;
}

std::shared_ptr<const RemapData> computeRemap(const RemapRequest& request, const core::Execution&)
{
    return std::make_shared<const RemapData>(remapData(request));
}

} // namespace rope::model
