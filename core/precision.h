#pragma once
// Number formats a RoPE pipeline can run in. fp64 is the reference; fp32 runs natively in float;
// bf16 and fp16 are emulated: the pipeline runs in float and rounds to the format (round to nearest
// even, via Eigen::bfloat16 / Eigen::half) at each stage a real implementation stores a value:
// positions, frequencies, angles, cos/sin, rotated q/k, logits, weights and outputs. Products are
// accumulated in float, as tensor cores do, and rounded once stored.

#include <Eigen/Core>

namespace rope::core {

enum class Precision { Fp64, Fp32, Bf16, Fp16 };

/// Where a pipeline computes its angles p·θ_i and their cos/sin. SameAsData: in the data format
/// (positions, θ and angles rounded to it: the old, lossy way). Fp32 / Fp64: in that format, the
/// cos/sin rounded to the data format only when stored — what Hugging Face does now (angles in
/// fp32 whatever the model's dtype).
enum class AnglePrecision { SameAsData, Fp32, Fp64 };

/// x rounded to the format (fp64: unchanged; fp32: nearest float; bf16/fp16: nearest value of the
/// format, overflow to ±inf as the format would).
double roundTo(Precision precision, double x);
float roundTo(Precision precision, float x);

/// True when Scalar data already holds every value of the format exactly (fp64; fp32 on float).
template <typename Scalar>
constexpr bool roundingIsIdentity(Precision precision)
{
    return precision == Precision::Fp64 || (precision == Precision::Fp32 && sizeof(Scalar) == sizeof(float));
}

/// Rounds every entry in place (no-op where rounding is the identity).
template <typename Derived>
void roundInPlace(Precision precision, Eigen::DenseBase<Derived>& m)
{
    using Scalar = typename Derived::Scalar;
    if (roundingIsIdentity<Scalar>(precision))
        return;
    m.derived() = m.derived().unaryExpr([precision](Scalar x) { return roundTo(precision, x); });
}

/// A position as a pipeline in this format holds it before multiplying by θ: 257 is 256 in bf16.
inline double heldPosition(Precision precision, double position)
{
    return precision == Precision::Fp64 ? position : double(roundTo(precision, static_cast<float>(position)));
}

/// Unit roundoff of the format: 2^−53, 2^−24, 2^−8, 2^−11.
double unitRoundoff(Precision precision);

} // namespace rope::core
