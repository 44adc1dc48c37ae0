#pragma once
// Which RoPE does a piece of code implement? Given rows x before someone's RoPE and the same rows y
// after it, at known positions, this searches the conventions people get wrong and ranks them by
// how well they reproduce y:
//   pairing      (2i, 2i+1) or (i, i + r/2)
//   direction    counter-clockwise (+pθ_i) or clockwise (−pθ_i)
//   offset       position p + k for k = −2 … +2 (k = +1: the code counts from 1); and, when nothing
//                plain explains the rows (rows from the middle of a sequence), one estimated from
//                the data: the slowest pairs' phases give p + k roughly, each faster pair finer
//   base         common values, the reference's, and one fitted from the data
//   rotary dims  all d, or r < d at the start or at the end of the head (MLA rotates the last r)
//   scaling      none, or the reference's (a model config); for the leaders also YaRN's `truncate`
//                flipped and the attention factor (mscale) left out
//   cos/sin      laid out for the pairing; or, when nothing plain explains the rows, built for the
//                other one (repeat_interleave applied with rotate_half, cat((f, f)) applied to
//                interleaved pairs) and/or cos and sin swapped
//   precision    fp64; fp32 with correctly rounded cos/sin; fp32 as PyTorch computes θ (with
//                Llama 3 and YaRN as transformers computes them in float32) and the angles;
//                positions rounded to bf16; bf16 and fp16 (cos/sin in fp32, stored and applied in
//                the format); and fp64/fp32 results stored in bf16 or fp16 (these last two only when
//                the leader is off by more than fp32 rounding)
// The structure is searched in fp64, and with positions held in bf16, on up to maxSearchRows rows;
// the best few structures are then tried with the scaling variants and in the float precisions,
// and the leaders scored on all rows. Equal errors (within rounding: a max error within 2× and an
// RMS error within 2× of the smallest) go to the plainest reading, or with a reference to the
// model's own values.

#include "core/convention.h"
#include "core/frequencies.h"
#include "core/matrix.h"
#include "core/params.h"
#include "core/problem.h"

#include <optional>
#include <string>
#include <vector>

namespace rope::core {

struct DiagnoseCandidate {
    Convention convention;
    double maxAbsError = 0; ///< max over all rows and columns of |predicted − y|
    double rmsError = 0; ///< root mean square of predicted − y
};

struct DiagnoseOptions {
    std::vector<double> bases = {10000, 50000, 100000, 150000, 500000, 1e6, 5e6, 1e7, 1e8};
    /// A model's RoPE to compare against (its base is tried, its scaling tried as well as none, its
    /// rotary dims tried at its placement); nullopt: none.
    std::optional<RopeParams> reference;
    int maxOffset = 2; ///< offsets −maxOffset … maxOffset are all tried; others only as estimated
    int maxSearchRows = 64; ///< rows used while searching the structure
    int keep = 12; ///< candidates returned
};

struct Diagnosis {
    /// Sorted by maxAbsError (equal errors: the plainer first); the verdict's is candidates[bestIndex].
    std::vector<DiagnoseCandidate> candidates;
    /// The plainest of the candidates tied with the smallest error (see tiedWithBest).
    int bestIndex = 0;
    double scale = 0; ///< max |x|, |y|: errors are judged against it
    int unchangedLeading = 0; ///< columns at the start where y = x on every row
    int unchangedTrailing = 0; ///< columns at the end where y = x
    int unchangedCount = 0; ///< columns anywhere where y = x
    /// Candidates whose error is as small as the best's (within rounding): the data cannot tell
    /// them apart, e.g. fp64 and fp32 on small positions.
    int tiedWithBest = 1;
    std::vector<int> tied; ///< indices into candidates of those tied, the best's included

    const DiagnoseCandidate& best() const { return candidates[size_t(bestIndex)]; }
};

/// Ranks the conventions. Requires x and y of the same shape (d even, at least one row), finite,
/// one position per row.
Diagnosis diagnose(const RowMatrixXd& x, const RowMatrixXd& y, const Eigen::VectorXd& positions,
                   const DiagnoseOptions& options = {});

/// The position offset k that makes rows x turn into y at positions + k under `convention` (its own
/// offset ignored), read from the phases: the slowest pair gives p + k to within its wavelength, each
/// faster pair unwraps it finer; the median over rows, rounded. Empty when no pair can be read.
std::optional<int> estimateOffset(const Convention& convention, const RowMatrixXd& x, const RowMatrixXd& y,
                                  const Eigen::VectorXd& positions, const Scaling& scaling = {});

/// Whether the rows are explained at all: the best error is below 1% of the data's scale.
bool explains(const Diagnosis& diagnosis);

} // namespace rope::core
