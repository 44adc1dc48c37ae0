#pragma once
// Numbers as a learner reads them, for readouts, captions and `inspect`: sensible significant
// digits, a real minus sign, ∞ and — for what is not a number.

#include <QString>

namespace rope::ui {

/// `significant` digits in the current locale, no group separator; |value| < 1e-12 shows as 0.
QString formatNumber(double value, int significant = 4);

} // namespace rope::ui
