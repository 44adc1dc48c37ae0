// Logit multipliers against values worked out by hand from the models' code (modeling_llama4.py,
// modeling_qwen.py, modeling_ministral3.py, modeling_rope_utils.py, modeling_deepseek_v3.py) and the
// SSMax paper, and the dilution of the largest weight: 1/(1 + (n − 1)e⁻⁵) for a peak at 3 among logits −2.

#include "core/logitscale.h"
#include "testutil.h"

#include <QtTest>

#include <cmath>

using namespace rope::core;

class tst_LogitScale : public QObject {
    Q_OBJECT

private slots:
    void dilution();
    void llama4();
    void qwenLogn();
    void ministral();
    void yarnAndDeepSeek();
    void ssmax();
    void badSettingsAreNamed();
};

void tst_LogitScale::dilution()
{
    // e⁻⁵ = 0.006737947: 1/(1 + 9·e⁻⁵) = 1/1.0606415 = 0.942826, 1/(1 + 99·e⁻⁵) = 1/1.6670568 = 0.599860,
    // 1/(1 + 999·e⁻⁵) = 1/7.7312091 = 0.129346, 1/(1 + 9999·e⁻⁵) = 1/68.372732 = 0.0146257.
    ROPE_COMPARE_NEAR(peakWeight(10, 3, -2), 0.942826, 2e-6);
    ROPE_COMPARE_NEAR(peakWeight(100, 3, -2), 0.599860, 2e-6);
    ROPE_COMPARE_NEAR(peakWeight(1000, 3, -2), 0.129346, 2e-6);
    ROPE_COMPARE_NEAR(peakWeight(10000, 3, -2), 0.0146257, 2e-7);
    ROPE_COMPARE_NEAR(peakWeight(1, 3, -2), 1.0, 0); // one key takes everything
    // No method: the same as the plain formula.
    ROPE_COMPARE_NEAR(peakWeight(LogitScaleParams{}, 1000, 3, -2), 0.129346, 2e-6);
    // A multiplier of 2 is the gap doubled: 1/(1 + 999·e⁻¹⁰) = 1/1.0453549 = 0.956613.
    ROPE_COMPARE_NEAR(peakWeight(1000, 3, -2, 2.0), 0.956613, 2e-6);
}

void tst_LogitScale::llama4()
{
    const LogitScaleParams p = logitScaleDefaults(LogitScaleMethod::Llama4);
    QCOMPARE(p.attnScale, 0.1);
    QCOMPARE(p.floorScale, 8192.0);
    // 1 + 0.1·ln(⌊(p + 1)/8192⌋ + 1): ⌊8191/8192⌋ = 0 at p = 8190; 1 at 8191 and 8192; 2 at 16384; 16 at 131072.
    ROPE_COMPARE_NEAR(logitMultiplier(p, 8190), 1.0, 0);
    ROPE_COMPARE_NEAR(logitMultiplier(p, 8191), 1.0693147, 1e-7); // 1 + 0.1·ln 2
    ROPE_COMPARE_NEAR(logitMultiplier(p, 8192), 1.0693147, 1e-7);
    ROPE_COMPARE_NEAR(logitMultiplier(p, 16384), 1.1098612, 1e-7); // 1 + 0.1·ln 3
    ROPE_COMPARE_NEAR(logitMultiplier(p, 131072), 1.2833213, 1e-7); // 1 + 0.1·ln 17
    const Eigen::VectorXd many = logitMultipliers(p, Eigen::Vector3d(0, 8191, 131072));
    ROPE_COMPARE_NEAR(many[0], 1.0, 0);
    ROPE_COMPARE_NEAR(many[2], 1.2833213, 1e-7);
    // The query seeing 131073 keys is at p = 131072: peak 3, rest −2, e^{−5c} with c = 1.2833213.
    ROPE_COMPARE_NEAR(peakWeight(p, 131073, 3, -2), 1.0 / (1.0 + 131072 * std::exp(-5 * 1.2833213)), 1e-7);
}

void tst_LogitScale::qwenLogn()
{
    LogitScaleParams p = logitScaleDefaults(LogitScaleMethod::QwenLogn);
    QCOMPARE(p.trainLength, 8192.0);
    // logn_list[i − 1] = log_8192(i) for i > 8192, with i = p + 1.
    ROPE_COMPARE_NEAR(logitMultiplier(p, 0), 1.0, 0);
    ROPE_COMPARE_NEAR(logitMultiplier(p, 8191), 1.0, 0);
    ROPE_COMPARE_NEAR(logitMultiplier(p, 65535), 16.0 / 13.0, 1e-12); // log_{2^13} 2^16
    ROPE_COMPARE_NEAR(logitMultiplier(p, 8192), 1.0000135, 1e-7); // 1 + ln(8193/8192)/ln 8192
    p.trainLength = 2048;
    ROPE_COMPARE_NEAR(logitMultiplier(p, 4095), 12.0 / 11.0, 1e-12);
}

void tst_LogitScale::ministral()
{
    const LogitScaleParams p = logitScaleDefaults(LogitScaleMethod::Ministral);
    // 1 + 0.1·ln(1 + ⌊p/16384⌋).
    ROPE_COMPARE_NEAR(logitMultiplier(p, 16383), 1.0, 0);
    ROPE_COMPARE_NEAR(logitMultiplier(p, 16384), 1.0693147, 1e-7);
    ROPE_COMPARE_NEAR(logitMultiplier(p, 131072), 1.2197225, 1e-7); // 1 + 0.1·ln 9
}

void tst_LogitScale::yarnAndDeepSeek()
{
    // GPT-OSS: factor 32, no mscale keys: g = 0.1·ln 32 + 1 = 1.3465736 on cos and sin, logits × g².
    const LogitScaleParams yarn = logitScaleDefaults(LogitScaleMethod::Yarn);
    ROPE_COMPARE_NEAR(logitMultiplier(yarn, 0), 1.3465736 * 1.3465736, 1e-6);
    ROPE_COMPARE_NEAR(logitMultiplier(yarn, 100000), 1.3465736 * 1.3465736, 1e-6);
    // DeepSeek-V3: factor 40, mscale = mscale_all_dim = 1: g = 1; softmax scale × (0.1·ln 40 + 1)².
    const LogitScaleParams deepseek = logitScaleDefaults(LogitScaleMethod::DeepSeek);
    ROPE_COMPARE_NEAR(logitMultiplier(deepseek, 5), 1.3688879 * 1.3688879, 1e-6);
    // YaRN alone with both keys: g = mscale(40, 1)/mscale(40, 1) = 1, nothing on the softmax.
    LogitScaleParams both = deepseek;
    both.method = LogitScaleMethod::Yarn;
    ROPE_COMPARE_NEAR(logitMultiplier(both, 5), 1.0, 1e-15);
}

void tst_LogitScale::ssmax()
{
    LogitScaleParams p = logitScaleDefaults(LogitScaleMethod::Ssmax);
    // s = 1/ln 8192 by default: unchanged with 8192 keys (p = 8191), half as large with √8192 ≈ 90.5.
    ROPE_COMPARE_NEAR(logitMultiplier(p, 8191), 1.0, 1e-12);
    ROPE_COMPARE_NEAR(logitMultiplier(p, 0), 0.0, 0);
    p.ssmaxS = 0.2;
    // s(A − B) = 1: 1/(1 + (n − 1)·n⁻¹) → 1/2 however many keys; 1/(1 + 999/1000) at n = 1000.
    ROPE_COMPARE_NEAR(peakWeight(p, 1000, 3, -2), 1.0 / 1.999, 1e-12);
    ROPE_COMPARE_NEAR(peakWeight(p, 1e6, 3, -2), 1.0 / (1.0 + 999999.0 / 1e6), 1e-12);
}

void tst_LogitScale::badSettingsAreNamed()
{
    LogitScaleParams p = logitScaleDefaults(LogitScaleMethod::Llama4);
    p.floorScale = 0;
    Problems problems = validateLogitScale(p);
    QCOMPARE(problems.size(), size_t(1));
    QCOMPARE(problems[0].field, std::string("floor_scale"));
    p = logitScaleDefaults(LogitScaleMethod::QwenLogn);
    p.trainLength = 1;
    problems = validateLogitScale(p);
    QCOMPARE(problems.size(), size_t(1));
    QCOMPARE(problems[0].field, std::string("seq_length"));
    p = logitScaleDefaults(LogitScaleMethod::Ministral);
    p.beta = std::nan("");
    QCOMPARE(validateLogitScale(p).at(0).field, std::string("llama_4_scaling_beta"));
    QVERIFY(validateLogitScale(logitScaleDefaults(LogitScaleMethod::DeepSeek)).empty());
}

QTEST_APPLESS_MAIN(tst_LogitScale)
#include "tst_logitscale.moc"
