#pragma once
// Results as the input of a view's job. The job reads them through the pointer; two inputs are
// the same input when the parameters that matter to the job are equal, whatever else changed
// (an attention-only delivery changes nothing here, a drag of m changes nothing for a job that
// does not read the positions). A request holding a ResultsInput can then be compared with ==:
// equal requests are never computed twice (ui/views/viewjob.h).

#include "ui/model/results.h"

#include <memory>

namespace rope::model {

class ResultsInput {
public:
    /// What of the parameters the job reads.
    enum class Reads {
        Everything, ///< the query and key positions m and n too
        NotPositions, ///< everything but m and n (tables over all positions, maps over all tokens)
        ContentAtPositions, ///< m and n only where the content differs from position to position
    };
    ResultsInput() = default;
    ResultsInput(std::shared_ptr<const Results> results, Reads reads) : m_results(std::move(results))
    {
        m_key = m_results->params;
        const bool positionsMatter =
            reads == Reads::Everything || (reads == Reads::ContentAtPositions && contentVariesWithPosition(m_key));
        if (!positionsMatter)
            m_key.m = m_key.n = 0;
    }

    const Results& operator*() const { return *m_results; }
    const Results* operator->() const { return m_results.get(); }
    const std::shared_ptr<const Results>& shared() const { return m_results; }
    bool operator==(const ResultsInput& other) const { return m_key == other.m_key; }

    /// Whether q at m and k at n change with m and n (random tokens, loaded tensors).
    static bool contentVariesWithPosition(const AppParams& p)
    {
        return p.heatmapMode != HeatmapMode::NotElementwise &&
               (p.source == QkSource::Random || p.source == QkSource::Loaded);
    }

private:
    std::shared_ptr<const Results> m_results;
    AppParams m_key;
};

} // namespace rope::model
