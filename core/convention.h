#pragma once
// A convention: one way of applying RoPE to a head, with the mistakes code makes (pairing, direction,
// position offset, base, rotary span, scaling flags, cos/sin layout, arithmetic, output rounding), and
// what it turns rows into. diagnose.h searches over them.

#include "core/matrix.h"
#include "core/params.h"
#include "core/problem.h"

namespace rope::core {

enum class Direction { CounterClockwise, Clockwise };
enum class DiagnosedPrecision { Fp64, Fp32, Fp32Torch, Bf16Positions, Bf16, Fp16 };
/// How the per-dimension cos/sin cache is laid out: as the pairing needs it, or as the other pairing
/// needs it (Cat: cat((f, f)), the half-split layout, applied to interleaved pairs; RepeatInterleave:
/// f.repeat_interleave(2), the interleaved layout, applied with rotate_half).
enum class CosSinLayout { Matching, Cat, RepeatInterleave };
/// The result as stored: as computed, or rounded to bf16 / fp16 (rows saved in that dtype).
enum class OutputRounding { None, Bf16, Fp16 };

/// One way of applying RoPE to a head of width d.
struct Convention {
    Pairing pairing = Pairing::HalfSplit;
    Direction direction = Direction::CounterClockwise;
    int positionOffset = 0; ///< the code rotates row r by position p_r + positionOffset
    double base = 10000.0;
    bool baseFitted = false; ///< base estimated from the data rather than taken from a list
    int rotaryDim = 0; ///< the rotated dims r (= d when all rotate)
    RotaryPlacement placement = RotaryPlacement::First;
    bool scaled = false; ///< the reference's scaling applied (else none)
    DiagnosedPrecision precision = DiagnosedPrecision::Fp64;
    CosSinLayout cosSinLayout = CosSinLayout::Matching;
    bool cosSinSwapped = false; ///< x·sin + rotate_half(x)·cos
    bool truncateFlipped = false; ///< with the reference's YaRN: its `truncate` flag the other way
    bool attentionFactorDropped = false; ///< with the reference's scaling: cos/sin not multiplied by its factor
    OutputRounding output = OutputRounding::None;

    bool operator==(const Convention&) const = default;
};

/// What keeps `convention` from being applied to rows of width d: rotary dims that are not even
/// within 2 … d, a base (or, when convention.scaled, the reference's `scaling`) that validate()
/// refuses, or PyTorch's float32 θ (DiagnosedPrecision::Fp32Torch) for a scaling it does not cover
/// (LongRoPE), a cos/sin layout or swap with Gemma 4's proportional span, a truncate flip without
/// YaRN, or an attention factor dropped where there is none.
/// diagnose() ranks such conventions as explaining nothing.
Problems conventionProblems(const Convention& convention, int d, const Scaling& scaling = {});

/// y as `convention` predicts it from x (rows × d) at `positions` (one per row). `scaling` is the
/// reference's, used when convention.scaled. Requires conventionProblems() to be empty for it.
RowMatrixXd applyConvention(const Convention& convention, const RowMatrixXd& x, const Eigen::VectorXd& positions,
                            const Scaling& scaling = {});

/// s(Δ) = (R(n + Δ)·q)·(R(n)·k) under a convention, for every Δ, with the key at `keyPosition`.
/// Every convention rotates by an angle linear in the position, so s depends on Δ alone: the key's
/// position and the offset (applied to both) cancel. Requires what applyConvention() requires.
Eigen::VectorXd conventionScores(const Convention& convention, const Eigen::VectorXd& q, const Eigen::VectorXd& k,
                                 const Eigen::VectorXd& deltas, const Scaling& scaling = {}, double keyPosition = 0);

/// The convention as RoPE parameters for a head of d components (the reference's scaling when
/// convention.scaled, with its truncate flag and attention factor as the convention says).
RopeParams conventionParams(const Convention& convention, int d, const Scaling& scaling);

/// The positions the convention's code multiplies by θ: offset, held in bf16 if so, negated for
/// clockwise.
Eigen::VectorXd conventionPositions(const Convention& convention, const Eigen::VectorXd& positions);

} // namespace rope::core
