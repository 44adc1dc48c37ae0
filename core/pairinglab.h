#pragma once
// The two pairings side by side (seed 002), and the weight-conversion trap.
//
// Interleaved and half-split RoPE rotate different components together, so the same q and k give
// different logits — both still relative (Toeplitz with constant content). Permuting q and k with
// P (interleavedToHalfSplit) and switching the scheme reproduces the other scheme's logits exactly.
//
// The trap: a head whose W_Q, W_K were trained with interleaved RoPE (Meta's checkpoints) attends to
// a fixed offset. Run with half-split RoPE (Hugging Face's code) the pattern is lost; permute W_Q and
// W_K per head (convert_llama_weights_to_hf.py's permute) and it returns exactly.

#include "core/attention.h"
#include "core/matrix.h"
#include "core/params.h"

#include <cstdint>

namespace rope::core {

struct PairingComparison {
    RowMatrixXd interleaved; ///< logits with interleaved pairing
    RowMatrixXd halfSplit; ///< logits with half-split pairing, same q and k
    RowMatrixXd permuted; ///< half-split on P·q, P·k
    double equivalenceMaxDiff = 0; ///< max |permuted − interleaved| over visible cells
    double schemeMaxDiff = 0; ///< max |halfSplit − interleaved|
};

/// q, k: N × d (rows at positions 0 … N−1). The params' pairing is ignored.
PairingComparison comparePairings(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k, Mask mask);

struct WeightConversionTrap {
    RowMatrixXd tokens; ///< N × D token representations x_m (feature 0 is a constant 1)
    RowMatrixXd wq, wk; ///< d × D, trained with interleaved RoPE: attend to Δ = lookBack
    RowMatrixXd correct; ///< weights: Meta weights, interleaved RoPE
    RowMatrixXd lost; ///< weights: Meta weights, half-split RoPE (the bug)
    RowMatrixXd converted; ///< weights: permuted weights, half-split RoPE (the fix)
    int correctPeakOffset = 0; ///< the Δ most rows attend to most
    int lostPeakOffset = 0;
    int convertedPeakOffset = 0;
    double convertedMaxDiff = 0; ///< max |converted − correct|
};

/// A look-back head of dimension d (params.headDim; pairing ignored) over N tokens of modelDims
/// features, causal.
WeightConversionTrap weightConversionTrap(const RopeParams& params, int n, int modelDims, int lookBack,
                                          std::uint64_t seed);

/// The Δ = m − n at which most rows (those with m ≥ skipRows) put their largest weight.
int typicalPeakOffset(const RowMatrixXd& weights, int skipRows);

} // namespace rope::core
