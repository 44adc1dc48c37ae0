#pragma once
// Converting between the two pairings. Interleaved pair i = (2i, 2i+1) and half-split pair
// i = (i, i + d/2) differ by a fixed permutation P of the d components (seed 002):
//   half-split component s·(d/2) + i  ←  interleaved component 2i + s,   s ∈ {0, 1}
// Applying P to q and k turns interleaved RoPE into half-split RoPE with identical logits. For
// weights, the same permutation of each head's output rows of W_Q and W_K is what Hugging Face's
// convert_llama_weights_to_hf.py does to Meta's checkpoints ("permute"); its inverse undoes it.

#include "core/matrix.h"

#include <vector>

namespace rope::core {

/// index[j] = interleaved component that lands at half-split component j (length d, d even).
std::vector<int> interleavedToHalfSplit(int dims);

/// Columns of x (tokens × d) reordered from interleaved to half-split layout, or back.
RowMatrixXd permuteComponents(const RowMatrixXd& x, bool inverse = false);

/// Meta → Hugging Face for a projection W (heads·d rows × model dims columns): per head, HF row
/// s·(d/2) + i takes Meta row 2i + s. inverse = true goes HF → Meta.
RowMatrixXd metaToHuggingFace(const RowMatrixXd& w, int heads, bool inverse = false);

} // namespace rope::core
