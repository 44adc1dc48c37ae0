#pragma once
// xPos (Sun et al., 2022, "A Length-Extrapolatable Transformer"): RoPE plus an exponential scale per
// pair that makes the score decay with distance, which plain RoPE does not guarantee (seed 000 §7:
// the RoPE score does not fall monotonically with |Δ|). After the rotation, pair i of
//   a query at m is multiplied by ζ_i^((m − c)/B),  a key at n by ζ_i^(−(n − c)/B),
//   ζ_i = (2i + 0.4·r) / (1.4·r)   (r = the rotated dims, i = 0 … r/2 − 1; ζ_i < 1),
// so pair i's term of q̃·k̃ carries ζ_i^(Δ/B), Δ = m − n: the centre c cancels in every score and
// only keeps each vector's own scale moderate. B is the scale base (512 in the paper).

#include "core/content.h"
#include "core/matrix.h"
#include "core/params.h"
#include "core/precision.h"
#include "core/problem.h"
#include "core/scorecurve.h"

namespace rope::core {

struct Xpos {
    double scaleBase = 512.0; ///< B
    double center = 0.0; ///< c

    bool operator==(const Xpos&) const = default;
};

/// ζ_i for each rotary pair of params.
Eigen::VectorXd xposZeta(const RopeParams& params);

/// Scales rotated rows in place, pair i of the row at position p by ζ_i^(±(p − c)/B): + for a
/// query, − for a key. Components no pair holds are left alone.
template <typename Scalar>
void applyXpos(const RopeParams& params, const Xpos& xpos, RowMatrix<Scalar>& rotated, const Eigen::VectorXd& positions,
               ContentRole role);

/// Problems with B and c, and with offsets |p − c| up to maxOffset (|Δ| for scores) whose scale
/// ζ_0^(±offset/B) the format cannot hold (with a margin for the data it multiplies).
Problems validateXpos(const RopeParams& params, const Xpos& xpos, double maxOffset,
                      Precision precision = Precision::Fp64);

/// s(Δ) with xPos: C + g²·Σ_i ζ_i^(Δ/B)·(A_i cos Δθ_i + B_i sin Δθ_i), fp64, for validated Δ.
/// perPair (optional) receives each pair's term, rows = Δ.
Eigen::VectorXd xposScoreCurve(const RopeParams& params, const Xpos& xpos, const PairCoefficients& coeffs,
                               const Eigen::VectorXd& invFreq, const Eigen::VectorXd& deltas,
                               RowMatrixXd* perPair = nullptr);

} // namespace rope::core
