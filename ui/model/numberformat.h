#pragma once
// Numbers as a learner reads them, for readouts, captions and `inspect`: sensible significant
// digits, a real minus sign, ∞ and — for what is not a number.

#include <QString>

namespace rope::model {

/// `significant` digits in the current locale, no group separator; |value| < 1e-12 shows as 0.
QString formatNumber(double value, int significant = 4);

/// A quantity that is zero in exact arithmetic (a diagonal spread, a difference): below 10⁻¹² it
/// is rounding and reads "≈ 0" (exactly 0: "0"), not as digits of noise ("1e-15"); above, as
/// formatNumber with 3 digits. No "<": the result goes into rich text.
QString formatNearZero(double value);

/// An angle in radians, written as a multiple of π where it is a simple one (π/2, −3π/4, 2π), else
/// as formatNumber does.
QString formatAngle(double radians, int significant = 4);

} // namespace rope::model
