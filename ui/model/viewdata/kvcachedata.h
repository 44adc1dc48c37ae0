#pragma once
// What the KV-cache view draws, computed off the GUI thread for every decoding step t at once (the
// slider and the animation only pick a step): the cache of rotated keys, the new query's weights
// over the cache, the same row from full causal recompute, and the row a decoding bug produces — a
// query position off by one, or positions restarted at 0 after the prompt.

#include "ui/model/results.h"
#include "ui/model/resultsinput.h"

#include <memory>
#include <vector>

namespace rope::model {

enum class KvCacheBug { OffByOne, PositionReset };

struct KvCacheRequest {
    ResultsInput results;
    bool lookBack = true; ///< a head built to attend Δ = 4 back (clear peaks), else the current content
    KvCacheBug bug = KvCacheBug::OffByOne;
    int prompt = 16; ///< tokens prefilled before decoding (the position-reset bug)

    bool operator==(const KvCacheRequest&) const = default;
};

struct KvCacheStep {
    Eigen::RowVectorXd cached; ///< weights of the query at t over keys 0 … t, from the cache
    Eigen::RowVectorXd recompute; ///< row t of full causal attention over tokens 0 … t
    Eigen::RowVectorXd buggy; ///< the same row with the bug
    double maxDifference = 0; ///< max |cached − recompute|
    double bugDifference = 0; ///< max |cached − buggy|
    int correctPeak = 0, buggyPeak = 0; ///< the key each row weights most
};

struct KvCacheData {
    static constexpr int kMaxTokens = 64;
    KvCacheRequest request;
    int tokens = 0;
    core::RowMatrixXd rotatedKeys; ///< R_n k_n for every token (the cache after the last step)
    std::vector<KvCacheStep> steps; ///< one per t
};

std::shared_ptr<const KvCacheData> computeKvCache(const KvCacheRequest& request, const core::Execution& execution);

} // namespace rope::model
