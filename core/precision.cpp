// Emulating fp32, bf16 and fp16 by rounding (Eigen's types), and their unit roundoffs.
#include "core/precision.h"

#include <cmath>
#include <cstdint>
#include <cstring>

namespace rope::core {

float roundTo(Precision precision, float x)
{
    switch (precision) {
    case Precision::Fp64:
    case Precision::Fp32:
        return x;
    case Precision::Bf16:
        return static_cast<float>(Eigen::bfloat16(x));
    case Precision::Fp16:
        return static_cast<float>(Eigen::half(x));
    }
    return x;
}

double roundTo(Precision precision, double x)
{
    if (precision == Precision::Fp64)
        return x;
    float f = static_cast<float>(x);
    if (precision == Precision::Fp32 || !std::isfinite(f) || double(f) == x)
        return double(roundTo(precision, f));
    // Rounding double → float → bf16/fp16 twice can land on a tie the second rounding breaks the
    // wrong way. Rounding to odd in the first step (truncate, then set the last bit if inexact)
    // avoids that, since float keeps at least two more bits than bf16 (8) or fp16 (11).
    if (std::abs(double(f)) > std::abs(x))
        f = std::nextafter(f, 0.0f);
    std::uint32_t bits;
    std::memcpy(&bits, &f, sizeof bits);
    bits |= 1u;
    std::memcpy(&f, &bits, sizeof bits);
    return double(roundTo(precision, f));
}

double unitRoundoff(Precision precision)
{
    switch (precision) {
    case Precision::Fp64:
        return std::ldexp(1.0, -53);
    case Precision::Fp32:
        return std::ldexp(1.0, -24);
    case Precision::Bf16:
        return std::ldexp(1.0, -8);
    case Precision::Fp16:
        return std::ldexp(1.0, -11);
    }
    return 0.0;
}

} // namespace rope::core
