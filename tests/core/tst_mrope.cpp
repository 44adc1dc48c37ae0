// M-RoPE: which axis each pair takes in both layouts (entries written out by hand), text tokens as
// plain RoPE, and the rotation against Hugging Face's formulation (a per-dimension cos/sin cache cut
// into sections, written out here).

#include "core/content.h"
#include "core/mrope.h"
#include "core/rotation.h"
#include "testutil.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace rope::core;
using rope::test::maxAbsDiff;

class tst_Mrope : public QObject {
    Q_OBJECT

private slots:
    void chunkedAxes();
    void interleavedAxesQwen3VL();
    void textTokensArePlainRope();
    void chunkedAgainstSplitCache();
    void sectionMustCoverThePairs();
};

void tst_Mrope::chunkedAxes()
{
    Mrope m;
    m.section = {2, 3, 3};
    QCOMPARE(mropePairAxis(m, 8), (std::vector<int>{0, 0, 1, 1, 1, 2, 2, 2}));
}

void tst_Mrope::interleavedAxesQwen3VL()
{
    // Qwen3-VL's [24, 20, 20] over 64 pairs: t h w t h w … until pair 59, then t for 60 … 63.
    Mrope m;
    m.section = {24, 20, 20};
    m.layout = MropeLayout::Interleaved;
    const std::vector<int> axis = mropePairAxis(m, 64);
    QCOMPARE(axis[0], 0);
    QCOMPARE(axis[1], 1);
    QCOMPARE(axis[2], 2);
    QCOMPARE(axis[3], 0);
    QCOMPARE(axis[58], 1);
    QCOMPARE(axis[59], 2);
    for (int i : {60, 61, 62, 63})
        QCOMPARE(axis[size_t(i)], 0);
    // Every axis gets as many pairs as its section.
    for (int a = 0; a < 3; ++a)
        QCOMPARE(int(std::count(axis.begin(), axis.end(), a)), m.section[size_t(a)]);
}

void tst_Mrope::textTokensArePlainRope()
{
    RopeParams p;
    p.headDim = 16;
    p.pairing = Pairing::HalfSplit;
    Mrope m;
    m.section = {2, 3, 3};
    const FrequencyTable freqs = frequencies(p);
    const RowMatrixXd x = gaussianMatrix(4, 16, 3);
    AxisPositions thw(4, 3);
    thw << 0, 0, 0, 1, 1, 1, 7, 7, 7, 300, 300, 300;
    for (MropeLayout layout : {MropeLayout::Chunked, MropeLayout::Interleaved}) {
        m.layout = layout;
        const RowMatrixXd turned = rotateByAngles(p, freqs, x, mropeAngles(thw, mropePairAxis(m, 8), freqs.invFreq));
        QVERIFY(maxAbsDiff(turned, rotate(p, x, Eigen::Vector4d(0, 1, 7, 300))) < 1e-13);
    }
}

void tst_Mrope::chunkedAgainstSplitCache()
{
    // Hugging Face's Qwen2-VL: cos and sin per axis over the whole head ([θ, θ] for rotate_half), cut
    // along the last dimension into chunks mrope_section * 2 = [2, 3, 3, 2, 3, 3], chunk j taken from
    // axis j % 3; then x·cos + rotate_half(x)·sin.
    const int d = 16, h = 8;
    RopeParams p;
    p.headDim = d;
    p.pairing = Pairing::HalfSplit;
    Mrope m;
    m.section = {2, 3, 3};
    const RowMatrixXd x = gaussianMatrix(3, d, 4);
    AxisPositions thw(3, 3);
    thw << 5, 2, 9, 5, 3, 1, 6, 0, 4;
    RowMatrixXd expected(3, d);
    for (int r = 0; r < 3; ++r) {
        Eigen::VectorXd cos(d), sin(d);
        int column = 0;
        const int chunks[] = {2, 3, 3, 2, 3, 3};
        for (int j = 0; j < 6; ++j)
            for (int c = 0; c < chunks[j]; ++c, ++column) {
                const double theta = std::pow(10000.0, -2.0 * (column % h) / d);
                cos[column] = std::cos(thw(r, j % 3) * theta);
                sin[column] = std::sin(thw(r, j % 3) * theta);
            }
        for (int j = 0; j < d; ++j) {
            const double half = j < h ? -x(r, j + h) : x(r, j - h);
            expected(r, j) = x(r, j) * cos[j] + half * sin[j];
        }
    }
    const FrequencyTable freqs = frequencies(p);
    const RowMatrixXd turned = rotateByAngles(p, freqs, x, mropeAngles(thw, mropePairAxis(m, h), freqs.invFreq));
    QVERIFY(maxAbsDiff(turned, expected) < 1e-14);
}

void tst_Mrope::sectionMustCoverThePairs()
{
    RopeParams p;
    p.headDim = 128;
    Mrope m;
    m.section = {16, 24, 24};
    QVERIFY(validateMrope(m, p).empty());
    m.section = {16, 24, 20};
    QCOMPARE(int(validateMrope(m, p).size()), 1);
    m.section = {-1, 33, 32};
    QCOMPARE(int(validateMrope(m, p).size()), 1);
}

QTEST_APPLESS_MAIN(tst_Mrope)
#include "tst_mrope.moc"
