#pragma once
// Multimodal RoPE (Qwen2-VL, Qwen2.5-VL, Qwen3-VL) on one prompt: text (4) | image H × W | text (3) |
// video F frames × 2 × 2 | text (2), numbered by core::mropeIndex (get_rope_index), on a head of
// d = 128 (64 pairs, half-split as in Hugging Face's Qwen code) under the two layouts of its pairs:
//   chunked [16, 24, 24] (Qwen2-VL, Qwen2.5-VL): pairs 0–15 take t, 16–39 h, 40–63 w;
//   interleaved [24, 20, 20] (Qwen3-VL): t h w t h w … up to pair 59, then t.
// θ_i = base^(−2i/128): pair order is log θ order, fast to slow. For the image, the score
// s(j) = (R(p_sel) q)·(R(p_j) k)/√d of one patch to every patch of the image, R(p) turning pair i by
// p_axis(i)·θ_i; the same q and the same k at every token, so the map shows position alone:
//   fixed content: q = k = (1, …, 1), so s(j) = (2/√d)·Σ_i cos((p_sel − p_j)_axis(i)·θ_i), √d at j = sel;
//   random content: one q and one k drawn from N(0, 1) (seeded).

#include "core/execution.h"
#include "core/mropeindex.h"

#include <Eigen/Core>

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace rope::model {

inline constexpr int kMropeHeadDim = 128;
inline constexpr int kMropeVideoSide = 2; ///< the video's frames are 2 × 2 merged patches
inline constexpr int kMropeImageSegment = 1; ///< the image's place in mropePrompt()

struct MropePrompt {
    int imageRows = 3, imageCols = 4;
    int videoFrames = 2;
    bool absoluteTime = false; ///< Qwen2.5-VL: τ(f) = ⌊f · 1 s · 2 tokens/s⌋ = 2f, else the frame index
    bool operator==(const MropePrompt&) const = default;
};

/// The prompt's segments: text (4), the image, text (3), the video, text (2).
std::vector<core::MropeSegment> mropePrompt(const MropePrompt& prompt);

struct MropeLayoutChoice {
    const char* key; ///< "chunked", "interleaved"
    const char* label; ///< untranslated (context "MropeView")
    core::Mrope mrope;
};
/// Chunked [16, 24, 24] and interleaved [24, 20, 20].
const std::array<MropeLayoutChoice, 2>& mropeLayoutChoices();

/// What one axis owns under one layout: how many pairs, and the fastest and slowest of their θ.
struct AxisShare {
    int pairs = 0;
    double fastest = 0, slowest = 0;
};
std::array<AxisShare, 3> axisShares(const std::vector<int>& pairAxis, const Eigen::VectorXd& theta);

struct MropeLayoutData {
    std::vector<int> pairAxis; ///< 0 t, 1 h, 2 w for each of the 64 pairs
    std::array<AxisShare, 3> shares;
    Eigen::MatrixXd scores; ///< the selected patch's score to each patch, H × W
    double textAngleGap = 0; ///< max over text tokens and pairs of |M-RoPE angle − θ_i·p|
    double imageAngleGap = 0; ///< the same for the image's patches against θ_i·t
};

struct MropeData {
    double base = 10000; ///< of θ_i
    std::vector<core::MropeSegment> segments;
    core::MropeIndex index;
    Eigen::VectorXd theta; ///< θ_i, 64 pairs
    std::array<MropeLayoutData, 2> layouts; ///< in mropeLayoutChoices() order
    int selectedRow = 0, selectedCol = 0;
};

enum class MropeContent { Fixed, Random };

/// Everything the view draws: ids, each axis's pairs, the selected patch's scores in both layouts.
/// `row`, `col` are clamped to the image.
MropeData mropeData(const MropePrompt& prompt, double base, int row, int col, MropeContent content, std::uint64_t seed);

/// The view's controls and the window's base: what mropeData() is computed from.
struct MropeRequest {
    MropePrompt prompt;
    double base = 10000;
    int row = 0, col = 0;
    MropeContent content = MropeContent::Fixed;
    std::uint64_t seed = 1;
    bool operator==(const MropeRequest&) const = default;
};
std::shared_ptr<const MropeData> computeMrope(const MropeRequest& request, const core::Execution& execution);

} // namespace rope::model
