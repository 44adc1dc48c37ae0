#pragma once
// Autoregressive decoding with a KV cache (seed 001 §13). At step t the new token's key is rotated
// once by its position and appended to the cache with its (unrotated) value; the new query is
// rotated by its position and scored against every cached key. Because each rotation depends only
// on its own position, the result equals recomputing full causal attention — as long as the
// positions passed in are right (an off-by-one offset is the classic decoding bug).

#include "core/frequencies.h"
#include "core/matrix.h"
#include "core/params.h"

#include <vector>

namespace rope::core {

struct DecodeStep {
    Eigen::RowVectorXd logits; ///< q̃_t·k̃_n/√d for every cached key n
    Eigen::RowVectorXd weights; ///< softmax over the cached keys
    Eigen::RowVectorXd output; ///< Σ_n a_n v_n
};

class KvCache {
public:
    KvCache(const RopeParams& params, Eigen::Index valueDims);

    /// Rotates k by `position`, stores it and v.
    void append(const Eigen::RowVectorXd& key, const Eigen::RowVectorXd& value, double position);

    /// Attends from a query at `position` to everything cached so far.
    DecodeStep attend(const Eigen::RowVectorXd& query, double position) const;

    Eigen::Index size() const { return Eigen::Index(m_positions.size()); }
    const RowMatrixXd& rotatedKeys() const { return m_keys; }
    const RowMatrixXd& values() const { return m_values; }
    const std::vector<double>& positions() const { return m_positions; }

private:
    RopeParams m_params;
    FrequencyTable m_freqs;
    RowMatrixXd m_keys;
    RowMatrixXd m_values;
    std::vector<double> m_positions;
};

/// Decodes q/k/v row by row (append k_t, v_t at positions[t], then attend from q_t at
/// positions[t]); returns the outputs, one row per step.
RowMatrixXd decodeWithCache(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k, const RowMatrixXd& v,
                            const Eigen::VectorXd& positions);

} // namespace rope::core
