// The last few frequency tables, keyed by their parameters.
#include "ui/model/frequencycache.h"

#include <algorithm>
#include <mutex>
#include <utility>
#include <vector>

namespace rope::model {

std::shared_ptr<const core::FrequencyTable> frequencyTableFor(const core::RopeParams& rope)
{
    // A handful: the applied parameters, a refused candidate beside them, and a view's job that
    // still reads the previous ones.
    constexpr size_t kKept = 4;
    static std::mutex mutex;
    static std::vector<std::pair<core::RopeParams, std::shared_ptr<const core::FrequencyTable>>> kept;
    const std::lock_guard lock(mutex);
    const auto it = std::find_if(kept.begin(), kept.end(), [&](const auto& e) { return e.first == rope; });
    if (it != kept.end()) {
        std::rotate(kept.begin(), it, it + 1); // most recent first
        return kept.front().second;
    }
    auto table = std::make_shared<const core::FrequencyTable>(core::frequencies(rope));
    kept.insert(kept.begin(), {rope, table});
    if (kept.size() > kKept)
        kept.pop_back();
    return table;
}

} // namespace rope::model
