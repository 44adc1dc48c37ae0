#pragma once
// Multimodal RoPE (M-RoPE: Qwen2-VL, Qwen2.5-VL, Qwen3-VL). Every token has three position ids, time,
// height and width (t, h, w); each rotary pair takes its angle from one of them: pair i turns by
// p_axis(i)·θ_i. Text tokens have t = h = w, so for them M-RoPE is plain RoPE at that position.
// Which axis a pair takes, for mrope_section (a, b, c) with a + b + c = d/2 pairs:
//   chunked (Qwen2-VL, Qwen2.5-VL): the first a pairs take t, the next b take h, the last c take w;
//   interleaved (Qwen3-VL): pair i takes h when i % 3 == 1 and i < 3b, w when i % 3 == 2 and i < 3c,
//     t otherwise (Hugging Face's apply_interleaved_mrope).
// This is an assignment of frequencies to axes; the pairing of components is the model's own (half-split).

#include "core/frequencies.h"
#include "core/matrix.h"
#include "core/params.h"
#include "core/problem.h"

#include <array>
#include <vector>

namespace rope::core {

enum class MropeLayout { Chunked, Interleaved };

struct Mrope {
    std::array<int, 3> section{}; ///< pairs for t, h, w
    MropeLayout layout = MropeLayout::Chunked;
};

/// Rows of (t, h, w) position ids, one row per token.
using AxisPositions = Eigen::Matrix<double, Eigen::Dynamic, 3, Eigen::RowMajor>;

/// 0 (t), 1 (h) or 2 (w) for every pair.
std::vector<int> mropePairAxis(const Mrope& mrope, int pairs);

/// Problems: a negative section, or sections that do not add up to the rotary pairs.
Problems validateMrope(const Mrope& mrope, const RopeParams& params);

/// Angle table, token × pair: the position on pair i's axis times θ_i.
Eigen::MatrixXd mropeAngles(const AxisPositions& positions, const std::vector<int>& pairAxis,
                            const Eigen::VectorXd& invFreq);

/// Rows rotated by explicit angles (rows × pairs), fp64: pair i of row r turns by angles(r, i),
/// with the attention factor on cos and sin as in rotate().
RowMatrixXd rotateByAngles(const RopeParams& params, const FrequencyTable& freqs, const RowMatrixXd& x,
                           const Eigen::MatrixXd& angles);

} // namespace rope::core
