#pragma once
// How large must the base be for a context? Men et al. 2024 ("Base of RoPE Bounds Context Length")
// ask that the model can still tell a similar token from a random one at every distance it is
// trained for, which with q = k comes down to
//   B_m = Σ_{i=0}^{d/2−1} cos(m·θ_i) ≥ 0  for every m = 0 … L,   θ_i = base^(−2i/d).
// B_0 = d/2; the sum falls and oscillates as m grows. The smallest base that passes grows with L, but
// the criterion is not monotone in the base: at d = 128 and L = 32768, 1.5·10⁶ passes, 1.7·10⁶ fails
// (B_m < 0 first at m = 28220) and 1.9·10⁶ passes again.

#include "core/execution.h"
#include "core/problem.h"

#include <Eigen/Core>

#include <limits>

namespace rope::core {

/// d even ≥ 2, base > 1, L ≥ 0 (fields "head_dim", "base", "context").
Problems validateBaseBound(int headDim, double base, double context);

/// B_m for one m, summed directly.
double baseBoundSum(int headDim, double base, double m);

struct BaseBoundScan {
    double minB = 0; ///< min over m = 0 … L of B_m
    long long argMin = 0; ///< the m where it is reached
    long long firstNegative = -1; ///< the first m with B_m < 0, or −1
    bool cancelled = false;
};

/// B_m for m = 0 … L (L ≤ 10⁹). The pairs turn by a rotation a step, re-anchored on cos/sin every
/// 4096 steps, so the sum stays within ~1e-10 of the direct one.
BaseBoundScan scanBaseBound(int headDim, double base, long long context, const Execution& execution = {});

/// B_m over m = 0 … L in `bins` equal bins (fewer when L + 1 is smaller): each bin's first m, and the
/// least and greatest B_m in it, with the scan's minimum and first negative m (one scan for all).
struct BaseBoundEnvelope {
    Eigen::VectorXd firstM, low, high;
    BaseBoundScan scan;
};
BaseBoundEnvelope baseBoundEnvelope(int headDim, double base, long long context, int bins,
                                    const Execution& execution = {});

/// min_{m ≤ L} B_m for every base (rows) and context L (columns, ascending), one scan per base up to
/// the largest L. Bases are spread over the execution's threads; a cancelled call returns early.
/// A base's scan stops once its running minimum falls below `floor`: its later columns then hold that
/// minimum (below the floor, not the exact one), which is all a colour scale clipped there shows.
Eigen::MatrixXd baseBoundMap(int headDim, const Eigen::VectorXd& bases, const Eigen::VectorXd& contexts,
                             const Execution& execution = {}, double floor = -std::numeric_limits<double>::infinity());

/// B_m at each m of `ms` (direct sums).
Eigen::VectorXd baseBoundCurve(int headDim, double base, const Eigen::VectorXd& ms);

} // namespace rope::core
