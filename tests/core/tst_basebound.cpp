// Men et al.'s B_m = Σ_i cos(m·θ_i) against a direct sum written here, the fast scan against a loop of
// direct sums, and the numbers the view and the issue quote, found with a separate program (a plain C
// loop of direct sums): at d = 128, base 6.4·10⁵ passes for L = 16384 and first fails at m = 27685; at
// L = 32768, 1.5·10⁶ passes, 1.7·10⁶ fails at m = 28220 and 1.9·10⁶ passes (not monotone in the base).

#include "core/basebound.h"
#include "testutil.h"

#include <QtTest>

#include <array>
#include <cmath>
#include <tuple>

using namespace rope::core;

namespace {

double directB(int d, double base, double m)
{
    double b = 0;
    for (int i = 0; i < d / 2; ++i)
        b += std::cos(m * std::pow(base, -2.0 * i / d));
    return b;
}

} // namespace

class tst_BaseBound : public QObject {
    Q_OBJECT

private slots:
    void sumByHand();
    void scanAgreesWithDirectSums();
    void theBoundIsNotMonotoneInTheBase();
    void mapHoldsPrefixMinima();
    void envelopeHoldsEachBinsExtremes();
    void badInputIsNamed();
};

void tst_BaseBound::sumByHand()
{
    // d = 4, base 100: θ = 1, 1/10. B_0 = 2; B_10 = cos 10 + cos 1 = −0.8390715 + 0.5403023.
    ROPE_COMPARE_NEAR(baseBoundSum(4, 100, 0), 2.0, 0);
    ROPE_COMPARE_NEAR(baseBoundSum(4, 100, 10), -0.8390715 + 0.5403023, 1e-7);
    const Eigen::VectorXd curve = baseBoundCurve(64, 10000, Eigen::Vector3d(0, 777, 123456));
    for (int j = 0; j < 3; ++j)
        ROPE_COMPARE_NEAR(curve[j], directB(64, 10000, std::array{0.0, 777.0, 123456.0}[size_t(j)]), 1e-12);
}

void tst_BaseBound::scanAgreesWithDirectSums()
{
    for (const auto& [d, base, context] : {std::tuple{16, 100.0, 5000LL}, std::tuple{64, 10000.0, 20000LL}}) {
        double minB = 1e9;
        long long argMin = 0, first = -1;
        for (long long m = 0; m <= context; ++m) {
            const double b = directB(d, base, double(m));
            if (b < minB) {
                minB = b;
                argMin = m;
            }
            if (b < 0 && first < 0)
                first = m;
        }
        const BaseBoundScan scan = scanBaseBound(d, base, context);
        ROPE_COMPARE_NEAR(scan.minB, minB, 1e-9);
        QCOMPARE(scan.argMin, argMin);
        QCOMPARE(scan.firstNegative, first);
        QVERIFY(!scan.cancelled);
    }
}

void tst_BaseBound::theBoundIsNotMonotoneInTheBase()
{
    const BaseBoundScan at16k = scanBaseBound(128, 6.4e5, 16384);
    QCOMPARE(at16k.firstNegative, -1LL);
    QVERIFY(at16k.minB > 3.4 && at16k.minB < 3.6); // 3.4896
    const BaseBoundScan at32k = scanBaseBound(128, 6.4e5, 32768);
    QCOMPARE(at32k.firstNegative, 27685LL);
    ROPE_COMPARE_NEAR(baseBoundSum(128, 6.4e5, 27685), directB(128, 6.4e5, 27685), 1e-12);
    QVERIFY(directB(128, 6.4e5, 27685) < 0 && directB(128, 6.4e5, 27684) >= 0);
    QCOMPARE(scanBaseBound(128, 1.5e6, 32768).firstNegative, -1LL);
    QCOMPARE(scanBaseBound(128, 1.7e6, 32768).firstNegative, 28220LL);
    QCOMPARE(scanBaseBound(128, 1.9e6, 32768).firstNegative, -1LL);
}

void tst_BaseBound::mapHoldsPrefixMinima()
{
    const Eigen::Vector3d bases(1e4, 6.4e5, 1.7e6);
    const Eigen::Vector3d contexts(4096, 16384, 32768);
    const Eigen::MatrixXd map = baseBoundMap(128, bases, contexts);
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            ROPE_COMPARE_NEAR(map(r, c), scanBaseBound(128, bases[r], (long long)contexts[c]).minB, 1e-9);
    QVERIFY(map(1, 1) > 0 && map(1, 2) < 0);
    // With a floor, a base stops once below it: base 10⁴ has failed by m = 4096 far below −2, and its later
    // cells hold a value below −2 no smaller than the exact minimum; bases above the floor are exact.
    const Eigen::MatrixXd floored = baseBoundMap(128, bases, contexts, {}, -2.0);
    QVERIFY(floored(0, 2) < -2.0 && floored(0, 2) >= map(0, 2));
    for (int c = 0; c < 3; ++c)
        ROPE_COMPARE_NEAR(floored(2, c), map(2, c), 1e-12); // 1.7·10⁶ stays above −2 (−1.68 at 32k)
}

void tst_BaseBound::envelopeHoldsEachBinsExtremes()
{
    // d = 32, base 1000, L = 999 in 10 bins of 100: bin b holds m = 100b … 100b + 99.
    const BaseBoundEnvelope e = baseBoundEnvelope(32, 1000, 999, 10);
    QCOMPARE(e.firstM.size(), 10);
    for (int b = 0; b < 10; ++b) {
        QCOMPARE(e.firstM[b], 100.0 * b);
        double low = 1e9, high = -1e9;
        for (int m = 100 * b; m < 100 * b + 100; ++m) {
            low = std::min(low, directB(32, 1000, m));
            high = std::max(high, directB(32, 1000, m));
        }
        ROPE_COMPARE_NEAR(e.low[b], low, 1e-9);
        ROPE_COMPARE_NEAR(e.high[b], high, 1e-9);
    }
    ROPE_COMPARE_NEAR(e.high[0], 16.0, 1e-12); // B_0 = d/2
    const BaseBoundScan scan = scanBaseBound(32, 1000, 999);
    QCOMPARE(e.scan.firstNegative, scan.firstNegative);
    QCOMPARE(e.scan.argMin, scan.argMin);
    // More bins than m: one per m.
    QCOMPARE(baseBoundEnvelope(8, 100, 4, 100).firstM.size(), 5);
}

void tst_BaseBound::badInputIsNamed()
{
    QCOMPARE(validateBaseBound(7, 1e4, 10).at(0).field, std::string("head_dim"));
    QCOMPARE(validateBaseBound(8, 1.0, 10).at(0).field, std::string("base"));
    QCOMPARE(validateBaseBound(8, 1e4, -1).at(0).field, std::string("context"));
    QVERIFY(validateBaseBound(128, 5e5, 131072).empty());
}

QTEST_APPLESS_MAIN(tst_BaseBound)
#include "tst_basebound.moc"
