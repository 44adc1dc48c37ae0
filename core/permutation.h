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

/// Per head of a weight matrix (heads·d rows): how W2 relates to W1.
enum class HeadRelation {
    MetaToHf, ///< W2 = the Meta → HF permutation of W1 (convert_llama_weights_to_hf.py's permute)
    HfToMeta, ///< W2 = the inverse permutation of W1
    Identical, ///< W2 = W1 (not permuted)
    Differs, ///< none of these
};
struct HeadCheck {
    HeadRelation relation = HeadRelation::Differs;
    double maxAbsError = 0; ///< of the relation named (for Differs: of the closest one)
};
/// W1 and W2 of equal shape, rows divisible by heads into even head widths. A head matches when
/// its error is at most `tolerance` (absolute).
std::vector<HeadCheck> checkMetaToHf(const RowMatrixXd& w1, const RowMatrixXd& w2, int heads, double tolerance);

} // namespace rope::core
