#pragma once
// Validation of parameters and inputs. Every compute function in core assumes its inputs passed
// these checks; callers (ui/, app/) run them first and show the problems.

#include "core/frequencies.h"
#include "core/matrix.h"
#include "core/params.h"
#include "core/precision.h"
#include "core/problem.h"

namespace rope::core {

/// All problems with the parameters (empty when they can be used): validateInputs, then, when
/// they pass, validateFrequencies of frequencies(params).
Problems validate(const RopeParams& params);
/// The parameters themselves: ranges, the scaling method's options. No frequency is computed.
Problems validateInputs(const RopeParams& params);
/// What inputs that pass can still combine into: θ_i outside the representable range, an effective
/// base of 1 or less, an attention factor out of range. `table` is frequencies(params).
Problems validateFrequencies(const RopeParams& params, const FrequencyTable& table);

/// Checks that a matrix has `cols` columns (when cols > 0), at least one row and only finite values
/// within ±limits::maxAbsInput.
Problems checkMatrix(const RowMatrixXd& m, const char* field, Eigen::Index cols);

/// Checks a list of positions: non-empty, finite, |p| ≤ limits::maxAbsPosition, and representable
/// in `precision` when positions and angles are computed in it (fp16 ends at 65504).
Problems checkPositions(const Eigen::VectorXd& positions, const char* field, Precision precision = Precision::Fp64);

/// Refuses inputs whose logits could overflow `precision` (fp16 ends at 65504): by Cauchy–Schwarz
/// |q̃·k̃|/√d ≤ g²·max‖q_m‖·max‖k_n‖/√d, rotations keeping lengths (g: the attention factor; the
/// sinusoidal encoding's ‖p‖ = √(d/2) is allowed for too). Overflowed logits would give NaN weights.
Problems checkLogitRange(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k, Precision precision);

/// Refuses empty attention, and N×M attention matrices above `maxCells` (the command line's
/// attention passes infinity: its memory budget is the limit there).
Problems checkAttentionSize(Eigen::Index queries, Eigen::Index keys,
                            double maxCells = double(limits::maxAttentionCells));

} // namespace rope::core
