// Decoding with a KV cache, step by step: exact against recompute, and two classic bugs.
#include "ui/model/viewdata/kvcachedata.h"

#include "core/attention.h"
#include "core/content.h"
#include "core/kvcache.h"

#include <algorithm>

namespace rope::model {

std::shared_ptr<const KvCacheData> computeKvCache(const KvCacheRequest& request, const core::Execution& execution)
{
    const AppParams& p = request.results->params;
    const core::RopeParams& rope = p.rope;
    auto data = std::make_shared<KvCacheData>();
    data->request = request;
    const int n = std::min(std::max(p.seqLen, 8), KvCacheData::kMaxTokens);
    data->tokens = n;
    core::RowMatrixXd q(n, rope.headDim), k(n, rope.headDim), v(n, rope.headDim);
    core::ContentSpec lookBack;
    lookBack.source = core::ContentSource::LookBack;
    lookBack.lookBack = 4;
    for (int i = 0; i < n; ++i) {
        q.row(i) = (request.lookBack ? core::contentAt(rope, lookBack, core::ContentRole::Query, i)
                                     : contentVector(p, core::ContentRole::Query, i))
                       .transpose();
        k.row(i) = (request.lookBack ? core::contentAt(rope, lookBack, core::ContentRole::Key, i)
                                     : contentVector(p, core::ContentRole::Key, i))
                       .transpose();
        v.row(i) = contentVector(p, core::ContentRole::Value, i).transpose();
    }

    // The correct cache: token j at position j. Each key is rotated once, when it is appended.
    core::KvCache cache(rope, v.cols());
    // The position-reset bug: the prompt's keys at 0 … P−1, generated tokens restart at 0 (j − P).
    core::KvCache reset(rope, v.cols());
    const int prompt = request.prompt;
    core::AttentionOptions o;
    o.mask = core::Mask::Causal;
    for (int t = 0; t < n; ++t) {
        cache.append(k.row(t), v.row(t), t);
        reset.append(k.row(t), v.row(t), t < prompt ? t : t - prompt);
        KvCacheStep step;
        step.cached = cache.attend(q.row(t), t).weights;
        const auto full = core::attention<double>(rope, q.topRows(t + 1), k.topRows(t + 1), v.topRows(t + 1), o);
        step.recompute = full.weights.row(t).head(t + 1);
        if (request.bug == KvCacheBug::OffByOne)
            step.buggy = cache.attend(q.row(t), t + 1).weights;
        else if (t < prompt)
            step.buggy = step.cached; // still reading the prompt: nothing has been generated yet
        else
            step.buggy = reset.attend(q.row(t), t - prompt).weights;
        step.maxDifference = (step.recompute - step.cached).cwiseAbs().maxCoeff();
        step.bugDifference = (step.cached - step.buggy).cwiseAbs().maxCoeff();
        step.cached.maxCoeff(&step.correctPeak);
        step.buggy.maxCoeff(&step.buggyPeak);
        data->steps.push_back(std::move(step));
        if (execution.cancelled())
            return nullptr;
    }
    data->rotatedKeys = cache.rotatedKeys();
    return data;
}

} // namespace rope::model
