// Frequencies and scaling methods against hand-derived values from the published formulas.

#include "core/frequencies.h"
#include "core/validate.h"
#include "testutil.h"

#include <QtTest>

#include <cmath>
#include <numbers>

using namespace rope::core;

Q_DECLARE_METATYPE(rope::core::RopeParams)

class tst_Frequencies : public QObject {
    Q_OBJECT

private slots:
    void defaultSchedule_data();
    void defaultSchedule();
    void thetaOverride();
    void wavelengthIsTwoPiOverTheta();
    void partialRotaryUsesRotaryDims();
    void linearDividesByFactor();
    void ntkAwareRaisesBase();
    void dynamicNtk_data();
    void dynamicNtk();
    void yarnHandCase();
    void yarnMscaleRatio();
    void llama3Bands();
    void equalBoundsMakeOneStep();
    void longRopeSwitchesLists();
    void validation_data();
    void validation();
};

void tst_Frequencies::defaultSchedule_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<QList<double>>("expected");
    // θ_i = base^(−2i/d) by hand: powers of the base.
    QTest::newRow("d=8 base=1e4") << 8 << 1e4 << QList<double>{1, 1e-1, 1e-2, 1e-3};
    QTest::newRow("d=4 base=100") << 4 << 100.0 << QList<double>{1, 0.1};
    QTest::newRow("d=2 any base") << 2 << 5e5 << QList<double>{1};
    QTest::newRow("d=6 base=8") << 6 << 8.0 << QList<double>{1, 0.5, 0.25};
}

void tst_Frequencies::defaultSchedule()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(QList<double>, expected);
    RopeParams p;
    p.headDim = d;
    p.base = base;
    QVERIFY(validate(p).empty());
    const FrequencyTable t = frequencies(p);
    QCOMPARE(t.invFreq.size(), qsizetype(expected.size()));
    for (int i = 0; i < expected.size(); ++i)
        ROPE_COMPARE_NEAR(t.invFreq[i], expected[i], 1e-15 * expected[i] + 1e-300);
    ROPE_COMPARE_NEAR(t.attentionFactor, 1.0, 0.0);
}

void tst_Frequencies::thetaOverride()
{
    RopeParams p;
    p.headDim = 2;
    p.thetaOverride = std::numbers::pi / 2;
    p.base = 0.5; // ignored with a θ override
    QVERIFY(validate(p).empty());
    const FrequencyTable t = frequencies(p);
    QCOMPARE(t.invFreq.size(), 1);
    ROPE_COMPARE_NEAR(t.invFreq[0], std::numbers::pi / 2, 0.0);
}

void tst_Frequencies::wavelengthIsTwoPiOverTheta()
{
    RopeParams p;
    p.headDim = 128;
    const FrequencyTable t = frequencies(p);
    const Eigen::VectorXd lambda = wavelengths(t.invFreq);
    ROPE_COMPARE_NEAR(lambda[0], 2 * std::numbers::pi, 1e-15);
    // λ_i·θ_i = 2π for every pair, and λ grows geometrically by base^(2/d).
    for (Eigen::Index i = 0; i < lambda.size(); ++i)
        ROPE_COMPARE_NEAR(lambda[i] * t.invFreq[i], 2 * std::numbers::pi, 1e-12);
    for (Eigen::Index i = 1; i < lambda.size(); ++i)
        ROPE_COMPARE_NEAR(lambda[i] / lambda[i - 1], std::pow(10000.0, 2.0 / 128), 1e-12);
}

void tst_Frequencies::partialRotaryUsesRotaryDims()
{
    // GPT-NeoX: 25% of 64 dims rotate; frequencies use d_rot = 16: θ_i = base^(−2i/16).
    RopeParams p;
    p.headDim = 64;
    p.rotaryDim = 16;
    p.base = 1e4;
    QVERIFY(validate(p).empty());
    const FrequencyTable t = frequencies(p);
    QCOMPARE(t.invFreq.size(), 8);
    ROPE_COMPARE_NEAR(t.invFreq[4], 1e-2, 1e-17);
}

void tst_Frequencies::linearDividesByFactor()
{
    RopeParams p;
    p.headDim = 8;
    p.scaling.method = ScalingMethod::Linear;
    p.scaling.factor = 4;
    const FrequencyTable t = frequencies(p);
    const double expected[] = {0.25, 0.025, 0.0025, 0.00025};
    for (int i = 0; i < 4; ++i)
        ROPE_COMPARE_NEAR(t.invFreq[i], expected[i], 1e-16);
}

void tst_Frequencies::ntkAwareRaisesBase()
{
    // d = 4, α = 2: base' = 1e4 · 2^(4/2) = 4e4, so θ_1 = 4e4^(−1/2) = 0.005.
    RopeParams p;
    p.headDim = 4;
    p.scaling.method = ScalingMethod::NtkAware;
    p.scaling.factor = 2;
    const FrequencyTable t = frequencies(p);
    ROPE_COMPARE_NEAR(t.effectiveBase, 4e4, 1e-9);
    ROPE_COMPARE_NEAR(t.invFreq[0], 1.0, 0.0);
    ROPE_COMPARE_NEAR(t.invFreq[1], 0.005, 1e-17);
}

void tst_Frequencies::dynamicNtk_data()
{
    QTest::addColumn<int>("seqLen");
    QTest::addColumn<double>("expectedBase");
    // d = 4, factor 2, L₀ = 1000: base' = 1e4·(2·L/1000 − 1)^2 with L = max(seq_len, 1000).
    QTest::newRow("within context: unchanged") << 800 << 1e4;
    QTest::newRow("at context: unchanged") << 1000 << 1e4;
    QTest::newRow("twice the context: 9x") << 2000 << 9e4;
    QTest::newRow("1.5x the context: 4x") << 1500 << 4e4;
}

void tst_Frequencies::dynamicNtk()
{
    QFETCH(int, seqLen);
    QFETCH(double, expectedBase);
    RopeParams p;
    p.headDim = 4;
    p.scaling.method = ScalingMethod::DynamicNtk;
    p.scaling.factor = 2;
    p.scaling.maxPositionEmbeddings = 1000;
    p.scaling.seqLen = seqLen;
    QVERIFY(validate(p).empty());
    const FrequencyTable t = frequencies(p);
    ROPE_COMPARE_NEAR(t.effectiveBase, expectedBase, 1e-8);
    ROPE_COMPARE_NEAR(t.invFreq[1], 1.0 / std::sqrt(expectedBase), 1e-15);
}

void tst_Frequencies::yarnHandCase()
{
    // d = 16, base 1e4, L₀ = 4096, s = 4, β = 32/1. By hand:
    //   low  = 16·ln(4096/(2π·32))/(2 ln 1e4) = 2.618 → floor 2
    //   high = 16·ln(4096/(2π))/(2 ln 1e4)    = 5.629 → ceil 6
    // ramp(i) = clamp((i − 2)/4, 0, 1); θ'_i = θ_i·(1 − ramp) + θ_i/4·ramp.
    RopeParams p;
    p.headDim = 16;
    p.scaling.method = ScalingMethod::Yarn;
    p.scaling.factor = 4;
    p.scaling.originalMaxPositionEmbeddings = 4096;
    QVERIFY(validate(p).empty());
    const FrequencyTable t = frequencies(p);
    ROPE_COMPARE_NEAR(t.rampLow, 2.0, 0.0);
    ROPE_COMPARE_NEAR(t.rampHigh, 6.0, 0.0);
    const double keepShare[] = {1, 1, 1, 0.8125, 0.625, 0.4375, 0.25, 0.25}; // 1 − 0.75·ramp
    for (int i = 0; i < 8; ++i)
        ROPE_COMPARE_NEAR(t.invFreq[i], std::pow(1e4, -i / 8.0) * keepShare[i], 1e-15);
    QCOMPARE(int(t.bands[2]), int(Band::Unchanged));
    QCOMPARE(int(t.bands[4]), int(Band::Blended));
    QCOMPARE(int(t.bands[7]), int(Band::Interpolated));
    ROPE_COMPARE_NEAR(t.attentionFactor, 1.0 + 0.1 * std::log(4.0), 1e-15); // 1.1386…
    // Without truncation the raw correction range is kept.
    p.scaling.truncate = false;
    const FrequencyTable raw = frequencies(p);
    ROPE_COMPARE_NEAR(raw.rampLow, 16 * std::log(4096 / (2 * std::numbers::pi * 32)) / (2 * std::log(1e4)), 1e-12);
    QVERIFY(raw.rampLow > 2.6 && raw.rampLow < 2.7);
}

void tst_Frequencies::yarnMscaleRatio()
{
    // DeepSeek-V3 style: mscale = mscale_all_dim = 1 gives an attention factor of exactly 1;
    // mscale = 1, mscale_all_dim = 0.5 at s = 40: (0.1 ln 40 + 1)/(0.05 ln 40 + 1).
    RopeParams p;
    p.headDim = 64;
    p.scaling.method = ScalingMethod::Yarn;
    p.scaling.factor = 40;
    p.scaling.originalMaxPositionEmbeddings = 4096;
    p.scaling.mscale = 1;
    p.scaling.mscaleAllDim = 1;
    ROPE_COMPARE_NEAR(frequencies(p).attentionFactor, 1.0, 1e-15);
    p.scaling.mscaleAllDim = 0.5;
    const double l = std::log(40.0);
    ROPE_COMPARE_NEAR(frequencies(p).attentionFactor, (0.1 * l + 1) / (0.05 * l + 1), 1e-15);
    p.scaling.attentionFactor = 0.7;
    ROPE_COMPARE_NEAR(frequencies(p).attentionFactor, 0.7, 0.0);
}

void tst_Frequencies::llama3Bands()
{
    // Llama 3.1: d = 128, base 5e5, s = 8, low 1, high 4, L₀ = 8192. Wavelength 2048 falls at
    // i = 64·ln(2048/2π)/ln(5e5) = 28.2, wavelength 8192 at i = 35.0: pairs 0–28 keep θ_i,
    // 29–34 are blended, 35–63 are divided by 8.
    RopeParams p;
    p.headDim = 128;
    p.base = 5e5;
    p.scaling.method = ScalingMethod::Llama3;
    p.scaling.factor = 8;
    p.scaling.lowFreqFactor = 1;
    p.scaling.highFreqFactor = 4;
    p.scaling.originalMaxPositionEmbeddings = 8192;
    QVERIFY(validate(p).empty());
    const FrequencyTable t = frequencies(p);
    int counts[3] = {0, 0, 0};
    for (Band b : t.bands)
        ++counts[int(b)];
    QCOMPARE(counts[int(Band::Unchanged)], 29);
    QCOMPARE(counts[int(Band::Blended)], 6);
    QCOMPARE(counts[int(Band::Interpolated)], 29);
    ROPE_COMPARE_NEAR(t.invFreq[10], t.baseInvFreq[10], 0.0);
    ROPE_COMPARE_NEAR(t.invFreq[40], t.baseInvFreq[40] / 8, 1e-20);
    // A blended pair by the published formula, σ = (L₀/λ − 1)/(4 − 1).
    const double lambda = 2 * std::numbers::pi / t.baseInvFreq[31];
    const double sigma = (8192 / lambda - 1) / 3;
    QVERIFY(sigma > 0 && sigma < 1);
    ROPE_COMPARE_NEAR(t.invFreq[31], (1 - sigma) * t.baseInvFreq[31] / 8 + sigma * t.baseInvFreq[31], 1e-18);
    // The scale factor θ'/θ falls monotonically from 1 to 1/8 (no jumps at the band edges).
    for (int i = 1; i < 64; ++i)
        QVERIFY(t.invFreq[i] / t.baseInvFreq[i] <= t.invFreq[i - 1] / t.baseInvFreq[i - 1] + 1e-15);
}

void tst_Frequencies::longRopeSwitchesLists()
{
    // Phi-3 style: L₀ = 4096, extended 131072: s = 32, attention factor √(1 + ln 32/ln 4096)
    // = √(1 + 5/12) = √(17/12).
    RopeParams p;
    p.headDim = 8;
    p.scaling.method = ScalingMethod::LongRope;
    p.scaling.originalMaxPositionEmbeddings = 4096;
    p.scaling.maxPositionEmbeddings = 131072;
    p.scaling.shortFactor = {1, 1, 2, 4};
    p.scaling.longFactor = {1, 2, 8, 16};
    QVERIFY(validate(p).empty());
    p.scaling.seqLen = 4096; // at the original context: short list
    FrequencyTable t = frequencies(p);
    QVERIFY(!t.usesLongFactors);
    ROPE_COMPARE_NEAR(t.invFreq[3], 1e-3 / 4, 1e-18);
    ROPE_COMPARE_NEAR(t.attentionFactor, std::sqrt(17.0 / 12.0), 1e-15);
    p.scaling.seqLen = 4097; // beyond it: long list
    t = frequencies(p);
    QVERIFY(t.usesLongFactors);
    ROPE_COMPARE_NEAR(t.invFreq[2], 1e-2 / 8, 1e-18);
}

void tst_Frequencies::equalBoundsMakeOneStep()
{
    // Llama 4 Scout: low_freq_factor = high_freq_factor = 1, L₀ = 8192, factor 16, as Hugging Face accepts it.
    // Both wavelength bounds are 8192 / 1: shorter wavelengths keep θ_i, longer ones are divided by 16.
    RopeParams p;
    p.headDim = 128;
    p.base = 500000;
    p.scaling.method = ScalingMethod::Llama3;
    p.scaling.factor = 16;
    p.scaling.lowFreqFactor = 1;
    p.scaling.highFreqFactor = 1;
    p.scaling.originalMaxPositionEmbeddings = 8192;
    QVERIFY(validate(p).empty());
    const FrequencyTable llama = frequencies(p);
    for (int i = 0; i < 64; ++i) {
        const double theta = std::pow(500000.0, -2.0 * i / 128);
        const double expected = 2 * std::numbers::pi / theta < 8192 ? theta : theta / 16;
        QVERIFY2(std::abs(llama.invFreq[i] - expected) <= 1e-15 * expected, qPrintable(QString::number(i)));
        QVERIFY(llama.bands[size_t(i)] != Band::Blended);
    }

    // Kimi K2-0905: YaRN with β_fast = β_slow = 1, d = 64, base 50000, L₀ = 4096, factor 64. Both ends at
    // 64 · ln(4096 / 2π) / (2 ln 50000) = 19.165, truncated to 19 and 20: pairs ≤ 19 keep θ_i, ≥ 20 are ÷ 64.
    RopeParams y;
    y.headDim = 64;
    y.base = 50000;
    y.scaling.method = ScalingMethod::Yarn;
    y.scaling.factor = 64;
    y.scaling.betaFast = 1;
    y.scaling.betaSlow = 1;
    y.scaling.originalMaxPositionEmbeddings = 4096;
    QVERIFY(validate(y).empty());
    const FrequencyTable yarn = frequencies(y);
    for (int i = 0; i < 32; ++i) {
        const double theta = std::pow(50000.0, -2.0 * i / 64);
        const double expected = i <= 19 ? theta : theta / 64;
        QVERIFY2(std::abs(yarn.invFreq[i] - expected) <= 1e-15 * expected, qPrintable(QString::number(i)));
    }
    // Untruncated, both ends are 19.165 and the reference widens the ramp by 0.001: the same split.
    y.scaling.truncate = false;
    const FrequencyTable exact = frequencies(y);
    for (int i = 0; i < 32; ++i)
        QCOMPARE(exact.bands[size_t(i)], i <= 19 ? Band::Unchanged : Band::Interpolated);
}

void tst_Frequencies::validation_data()
{
    QTest::addColumn<RopeParams>("params");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("field");
    RopeParams p;
    p.headDim = 7;
    QTest::newRow("odd d") << p << int(ProblemCode::HeadDimNotEven) << "head_dim";
    p = {};
    p.headDim = 0;
    QTest::newRow("d = 0") << p << int(ProblemCode::OutOfRange) << "head_dim";
    p = {};
    p.base = 1.0;
    QTest::newRow("base = 1") << p << int(ProblemCode::BaseNotAboveOne) << "base";
    p.base = -3;
    QTest::newRow("base < 0") << p << int(ProblemCode::BaseNotAboveOne) << "base";
    p.base = std::nan("");
    QTest::newRow("base NaN") << p << int(ProblemCode::NotFinite) << "base";
    p = {};
    p.thetaOverride = 0.0;
    QTest::newRow("theta 0") << p << int(ProblemCode::NotPositive) << "theta";
    p = {};
    p.rotaryDim = 5;
    QTest::newRow("odd rotary dims") << p << int(ProblemCode::RotaryDimInvalid) << "rotary_dim";
    p = {};
    p.scaling.method = ScalingMethod::Linear;
    p.scaling.factor = 0;
    QTest::newRow("factor 0") << p << int(ProblemCode::NotPositive) << "factor";
    p.scaling.factor = INFINITY;
    QTest::newRow("factor inf") << p << int(ProblemCode::NotFinite) << "factor";
    p = {};
    p.scaling.method = ScalingMethod::Llama3;
    p.scaling.originalMaxPositionEmbeddings = 8192;
    p.scaling.lowFreqFactor = 4;
    p.scaling.highFreqFactor = 2;
    QTest::newRow("llama3 high < low") << p << int(ProblemCode::FreqFactorsOrder) << "high_freq_factor";
    p.scaling.originalMaxPositionEmbeddings = 0;
    p.scaling.highFreqFactor = 8;
    QTest::newRow("llama3 no context") << p << int(ProblemCode::MissingContextLength)
                                       << "original_max_position_embeddings";
    p = {};
    p.scaling.method = ScalingMethod::Yarn;
    QTest::newRow("yarn no context") << p << int(ProblemCode::MissingContextLength)
                                     << "original_max_position_embeddings";
    p.scaling.originalMaxPositionEmbeddings = 4096;
    p.scaling.betaFast = 0.5;
    QTest::newRow("yarn beta fast < slow") << p << int(ProblemCode::BetaOrder) << "beta_fast";
    p = {};
    p.headDim = 8;
    p.scaling.method = ScalingMethod::LongRope;
    p.scaling.originalMaxPositionEmbeddings = 4096;
    p.scaling.shortFactor = {1, 1, 1};
    p.scaling.longFactor = {1, 1, 1, 1};
    QTest::newRow("longrope short list length") << p << int(ProblemCode::FactorListLength) << "short_factor";
    p.scaling.shortFactor = {1, 1, 1, 1};
    p.scaling.longFactor = {1, std::nan(""), 1, 1};
    QTest::newRow("longrope NaN factor") << p << int(ProblemCode::NotFinite) << "long_factor";
    p = {};
    p.headDim = 2;
    p.scaling.method = ScalingMethod::NtkAware;
    p.scaling.factor = 2;
    QTest::newRow("ntk with d = 2") << p << int(ProblemCode::OutOfRange) << "rotary_dim";
}

void tst_Frequencies::validation()
{
    QFETCH(RopeParams, params);
    QFETCH(int, code);
    QFETCH(QString, field);
    const Problems problems = validate(params);
    QVERIFY(!problems.empty());
    QCOMPARE(int(problems.front().code), code);
    QCOMPARE(QString::fromStdString(problems.front().field), field);
}

QTEST_APPLESS_MAIN(tst_Frequencies)
#include "tst_frequencies.moc"
