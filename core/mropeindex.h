#pragma once
// The (t, h, w) position ids of a multimodal prompt, as Hugging Face's get_rope_index assigns them for
// Qwen2-VL and Qwen2.5-VL. The prompt is a list of segments: runs of text tokens, and image or video
// blocks of an LLM grid (T frames, H rows, W columns): the vision encoder's grid after the spatial
// merge (image_grid_thw / video_grid_thw with h and w divided by spatial_merge_size = 2); an image has
// T = 1. Let `largest` be the largest id given so far on any axis (−1 before the first token):
//   a text token gets t = h = w = largest + 1 (one past, on all three axes: plain RoPE positions);
//   a block starts at s = largest + 1 and numbers its tokens frame by frame, row by row: token
//     (f, r, c) gets t = s + τ(f), h = s + r, w = s + c, with
//     τ(f) = ⌊f · timeScale⌋: timeScale = 1 in Qwen2-VL (the frame index, and for every image), and
//     second_per_grid_t · tokens_per_second for a Qwen2.5-VL video (absolute time: at 2 frames per
//     second merged two at a time, 1 s per grid and 2 tokens per second, τ(f) = 2f).
// So a block of H × W tokens takes max(τ(T − 1), H − 1, W − 1) + 1 ids, not H·W·T, and the ids run
// behind the sequence index: rope_deltas = largest + 1 − L for L tokens. While decoding, Hugging Face
// gives the token at sequence index j ≥ L the id j + rope_deltas on all three axes, so the first
// generated token continues at largest + 1.
// Qwen3-VL splits a video into one-frame blocks with timestamp text between them; that text is not
// modelled here (build it from one-frame blocks and text runs).

#include "core/mrope.h"
#include "core/problem.h"

#include <cstdint>
#include <vector>

namespace rope::core {

enum class MropeSegmentKind { Text, Image, Video };

struct MropeSegment {
    MropeSegmentKind kind = MropeSegmentKind::Text;
    int tokens = 0; ///< text: the run's length
    int frames = 1, rows = 1, cols = 1; ///< image / video: the LLM grid (T, H, W) after the spatial merge
    double timeScale = 1.0; ///< t step per frame before flooring (see above)
};

/// Qwen2.5-VL's vision_config.tokens_per_second.
inline constexpr double qwen25TokensPerSecond = 2.0;
/// Prompts longer than this are refused (the view and the tests use a few dozen tokens).
inline constexpr std::int64_t maxMropeTokens = 1 << 20;

/// The tokens of one segment: its text run, or T·H·W.
std::int64_t segmentTokens(const MropeSegment& segment);

/// Problems: no tokens at all, a negative run, a grid side below 1, a negative or non-finite time
/// scale, more than maxMropeTokens tokens.
Problems validateMropeSegments(const std::vector<MropeSegment>& segments);

struct MropeIndex {
    AxisPositions thw; ///< one (t, h, w) row per token, in sequence order
    std::vector<int> segmentOf; ///< per token: its segment
    std::vector<std::int64_t> segmentStart; ///< per segment: its first token's sequence index
    double largest = -1; ///< the largest id on any axis
    double ropeDeltas = 0; ///< largest + 1 − L
};

/// The ids of valid segments (validateMropeSegments empty).
MropeIndex mropeIndex(const std::vector<MropeSegment>& segments);

/// The id, on all three axes, of the token at sequence index j ≥ L while decoding: j + rope_deltas.
inline double mropeDecodePosition(const MropeIndex& index, std::int64_t j) { return double(j) + index.ropeDeltas; }

} // namespace rope::core
