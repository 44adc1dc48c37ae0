#pragma once
// Small helpers shared by the tests: float comparisons with explicit tolerances.

#include <Eigen/Core>
#include <QtTest>

#include <cmath>

namespace rope::test {

/// ASan + UBSan builds (scripts/test.sh --sanitize) run 5-10× slower: the long GUI tests do less
/// work there; the Release run does it all.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool sanitized = true;
#else
inline constexpr bool sanitized = false;
#endif

/// Whether the processor runs x86-64-v`level` (3 or 4), as glibc's hwcaps decide which copy of the
/// numerics the loader takes.
inline bool cpuRunsLevel(int level)
{
#if defined(__clang__)
    // Only clang-tidy reads the tests with clang (before 16 it knows no level names); GCC builds them.
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("bmi2") &&
           (level == 3 || __builtin_cpu_supports("avx512f"));
#else
    return level == 4 ? __builtin_cpu_supports("x86-64-v4") : __builtin_cpu_supports("x86-64-v3");
#endif
}

/// max |a − b| over all entries (inf for shape mismatch).
template <typename A, typename B>
double maxAbsDiff(const Eigen::MatrixBase<A>& a, const Eigen::MatrixBase<B>& b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return INFINITY;
    return (a.template cast<double>() - b.template cast<double>()).cwiseAbs().maxCoeff();
}

} // namespace rope::test

#define ROPE_COMPARE_NEAR(actual, expected, tolerance)                                                                 \
    do {                                                                                                               \
        const double a_ = (actual), e_ = (expected);                                                                   \
        if (!(std::abs(a_ - e_) <= (tolerance)))                                                                       \
            QFAIL(qPrintable(QStringLiteral("%1 = %2, expected %3 (tolerance %4)")                                     \
                                 .arg(QStringLiteral(#actual))                                                         \
                                 .arg(a_, 0, 'g', 17)                                                                  \
                                 .arg(e_, 0, 'g', 17)                                                                  \
                                 .arg(double(tolerance), 0, 'g', 3)));                                                 \
    } while (false)

/// Waits until a view has drawn what its latest results and controls ask for (its job done).
#define ROPE_WAIT_CURRENT(view) QTRY_VERIFY_WITH_TIMEOUT((view)->isCurrent(), 60000)
