#pragma once
// What the linear-attention view draws, computed off the GUI thread from the current content (the
// first kMaxTokens positions): softmax RoPE weights, RoFormer's linear-attention weights (rotated
// numerator, unrotated denominator), rotate-then-map FAVOR+ weights and their error against the
// number of random features, and the causal prefix state (S_V, S_1 and the denominator) after every
// token. Also the cost measurement: O(N) aggregated sums against the explicit N×N weights.

#include "ui/model/results.h"
#include "ui/model/resultsinput.h"

#include <memory>
#include <vector>

namespace rope::model {

struct LinearAttentionRequest {
    ResultsInput results;
    int features = 64; ///< FAVOR+ random features M

    bool operator==(const LinearAttentionRequest&) const = default;
};

struct LinearAttentionData {
    static constexpr int kMaxTokens = 96;

    LinearAttentionRequest request;
    int tokens = 0;
    core::RowMatrixXd softmax, linear, favor; ///< tokens × tokens weights
    Eigen::VectorXd rowSums; ///< of the linear weights (not 1)
    int negativeWeights = 0;
    int visibleWeights = 0; ///< the cells the mask leaves: N(N + 1)/2 causal, N² without a mask
    Eigen::VectorXd favorFeatures, favorError; ///< mean |w − softmax| against M, over three seeds
    std::vector<core::RowMatrixXd> stateV; ///< after token t: Σ_{n≤t} z′_n v_nᵀ (d × d_v)
    core::RowMatrixXd stateOne; ///< row t: S_1 after token t, Σ_{n≤t} z_n
    Eigen::VectorXd denominator; ///< u_tᵀ S_1,t
};

std::shared_ptr<const LinearAttentionData> computeLinearAttention(const LinearAttentionRequest& request,
                                                                  const core::Execution& execution);

struct CostRequest {
    AppParams params;
    int n = 4096;
    bool operator==(const CostRequest&) const = default;
};

struct CostTiming {
    int n = 0;
    double linearMs = 0; ///< O(N): the aggregated sums
    double explicitMs = 0; ///< O(N²): the explicit weights times V; 0 above kMaxExplicitN
    static constexpr int kMaxExplicitN = 8192;
};

CostTiming measureLinearAttentionCost(const CostRequest& request, const core::Execution& execution);

} // namespace rope::model
