#pragma once
// Rotating query and key rows by their positions (seed 000 §2–§6, seed 001 §5–§12).
//
// Pair i of a head turns by the angle p·θ_i at position p, counter-clockwise:
//   a' = a·cos(pθ_i) − b·sin(pθ_i),   b' = a·sin(pθ_i) + b·cos(pθ_i)
// where (a, b) are components (2i, 2i+1) under interleaved pairing and (i, i + d_rot/2) under
// half-split pairing, counted from the first rotated component. With partial rotary only d_rot
// components turn (the first ones, or the last ones when params.rotaryPlacement is Last); the rest
// pass through.
//
// Three formulations, equal up to rounding, for teaching and cross-checking:
//   rotate()          x ⊙ cos_p + rotate_half(x) ⊙ sin_p, with the per-dimension cos/sin cache an
//                     implementation stores (this is what every compute path uses)
//   rotateComplex()   z_i = a + i·b multiplied by e^{i·pθ_i}
//   rotationMatrix()  the explicit block-diagonal R_p, so that rotate(x, p) = R_p·x
// Where a scaling method has an attention factor, cos and sin are multiplied by it (as Hugging Face
// does), so R_p is then a rotation scaled by that factor.

#include "core/execution.h"
#include "core/frequencies.h"
#include "core/matrix.h"
#include "core/precision.h"

#include <utility>
#include <vector>

namespace rope::core {

/// The two components that form pair i (0 ≤ i < rotaryDims/2).
struct PairComponents {
    int first;
    int second;
};
PairComponents pairComponents(Pairing pairing, int rotaryDims, int pair);
/// The same as components of the head: shifted by params.rotaryOffset(), or laid over the whole
/// head for RotaryPlacement::Proportional.
PairComponents pairComponents(const RopeParams& params, int pair);
/// The components of the head that no pair holds, ascending: they pass through unrotated.
std::vector<int> passThroughComponents(const RopeParams& params);

/// Angles p·θ_i: one row per position, one column per pair (radians).
Eigen::MatrixXd angleTable(const Eigen::VectorXd& positions, const Eigen::VectorXd& invFreq);

/// The cos/sin cache laid out per dimension (d_rot columns): half-split repeats the frequencies as
/// [θ_0 … θ_{P−1}, θ_0 … θ_{P−1}], interleaved as [θ_0, θ_0, θ_1, θ_1, …]. Includes the attention
/// factor. For bf16/fp16 the positions, θ, angles and the stored cos/sin are rounded to the format.
template <typename Scalar>
struct CosSinCache {
    RowMatrix<Scalar> cos;
    RowMatrix<Scalar> sin;
};
template <typename Scalar>
CosSinCache<Scalar> cosSinCache(const RopeParams& params, const FrequencyTable& freqs, const Eigen::VectorXd& positions,
                                Precision precision, AnglePrecision anglePrecision = AnglePrecision::SameAsData,
                                const Execution& execution = {});

/// rotate_half for the pairing, on the first rotaryDims columns: half-split [−x₂, x₁];
/// interleaved [−x₁, x₀, −x₃, x₂, …].
template <typename Scalar>
RowMatrix<Scalar> rotateHalf(Pairing pairing, const RowMatrix<Scalar>& x);

/// Rotates each row r of x (n × d) by positions[r]. Scalar = double needs Precision::Fp64; float
/// runs fp32 natively and emulates bf16/fp16 (inputs, products and sums rounded to the format).
template <typename Scalar>
RowMatrix<Scalar> rotate(const RopeParams& params, const FrequencyTable& freqs, const RowMatrix<Scalar>& x,
                         const Eigen::VectorXd& positions, Precision precision,
                         AnglePrecision anglePrecision = AnglePrecision::SameAsData, const Execution& execution = {});

/// rotate() of two matrices whose rows sit at the same positions (the queries and keys of
/// self-attention): each position's cos/sin computed once for both; the same bits as two calls.
template <typename Scalar>
std::pair<RowMatrix<Scalar>, RowMatrix<Scalar>> rotateTogether(
    const RopeParams& params, const FrequencyTable& freqs, const RowMatrix<Scalar>& a, const RowMatrix<Scalar>& b,
    const Eigen::VectorXd& positions, Precision precision, AnglePrecision anglePrecision = AnglePrecision::SameAsData,
    const Execution& execution = {});

/// Convenience: fp64, or any precision computed in float and returned as double.
RowMatrixXd rotate(const RopeParams& params, const RowMatrixXd& x, const Eigen::VectorXd& positions,
                   Precision precision = Precision::Fp64, AnglePrecision anglePrecision = AnglePrecision::SameAsData);

/// The complex-number form (fp64).
RowMatrixXd rotateComplex(const RopeParams& params, const FrequencyTable& freqs, const RowMatrixXd& x,
                          const Eigen::VectorXd& positions);

/// The explicit d × d matrix R_p (block-diagonal up to the pairing's ordering of components).
Eigen::MatrixXd rotationMatrix(const RopeParams& params, const FrequencyTable& freqs, double position);

/// R_p written into r, for a caller that makes one matrix a position: a d × d r from an earlier call
/// is reused as it is (only its 2 × 2 blocks change with p), anything else is reset to the identity.
void fillRotationMatrix(const RopeParams& params, const FrequencyTable& freqs, double position, Eigen::MatrixXd& r);

/// The 2 × 2 rotation R(α), counter-clockwise.
Eigen::Matrix2d rotation2d(double angle);

} // namespace rope::core
