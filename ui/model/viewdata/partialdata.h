#pragma once
// Four ways a head rotates only some of its components (partial RoPE), on one d and r:
//   Hugging Face partial (GPT-NeoX, Phi): the first r dims, half-split pairs (i, i + r/2), θ_i = b^(−2i/r);
//   GPT-J rotary_dim: the first r dims, interleaved pairs (2i, 2i + 1), θ_i = b^(−2i/r);
//   multi-head latent attention (DeepSeek-V2/V3): a separate rope part at the end, interleaved in the
//     checkpoint, θ_i = b^(−2i/r);
//   Gemma 4 proportional: half-split pairs (i, i + d/2) of the whole head, the first r/2 turning at
//     θ_i = b^(−2i/d) (exponent over the whole head), the rest at frequency zero.
// For each: which pair every component belongs to (or none), and how far apart the results are when
// rows rotated by one convention are read as another's.

#include "core/execution.h"
#include "core/params.h"

#include <Eigen/Core>

#include <memory>
#include <vector>

namespace rope::model {

struct PartialConvention {
    const char* key; ///< "hf", "gptj", "mla", "proportional"
    const char* label; ///< untranslated (context "PartialView")
    const char* shortLabel; ///< for table headers, untranslated
    core::RopeParams params;
};

/// The four conventions for head dim d, r rotated dims and base b.
std::vector<PartialConvention> partialConventions(int d, int r, double base);

/// For every component of the head: the pair it belongs to, or −1 when it passes through.
std::vector<int> componentPairs(const core::RopeParams& params);

/// errors(a, b) = max over positions 1 … positions and components of |R_a x − R_b x| / max |x|, for a
/// random x (seed fixed): what reading rows rotated by convention a as convention b gets wrong.
Eigen::MatrixXd misreadErrors(const std::vector<PartialConvention>& conventions, int positions);

struct PartialRequest {
    static constexpr int kPositions = 64; ///< the misread errors' positions 1 … 64
    int headDim = 32;
    int rotary = 8;
    double base = 10000;
    bool operator==(const PartialRequest&) const = default;
};

struct PartialData {
    PartialRequest request;
    std::vector<PartialConvention> conventions;
    std::vector<Eigen::VectorXd> theta; ///< each convention's θ_i
    Eigen::MatrixXd errors; ///< misreadErrors over kPositions
};

/// The four conventions of the request, their frequencies and the misread errors.
std::shared_ptr<const PartialData> computePartial(const PartialRequest& request, const core::Execution& execution);

} // namespace rope::model
