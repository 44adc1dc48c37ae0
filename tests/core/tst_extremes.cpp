// Every parameter at its extremes: d = 2 and 256, base 1.0001 and 10⁷, N = 1 and 8192, positions up
// to 10⁶, every scaling method, every precision. Each combination is either refused by validate()
// or gives finite numbers that still obey the identities (rotation keeps lengths, weights sum to 1).

#include "core/attention.h"
#include "core/content.h"
#include "core/frequencies.h"
#include "core/rotation.h"
#include "core/scorecurve.h"
#include "core/validate.h"

#include "testutil.h"

#include <QtTest>

#include <cmath>

using namespace rope::core;

namespace {

const ScalingMethod kMethods[] = {ScalingMethod::None,       ScalingMethod::Linear, ScalingMethod::NtkAware,
                                  ScalingMethod::DynamicNtk, ScalingMethod::Yarn,   ScalingMethod::Llama3,
                                  ScalingMethod::LongRope};
const Precision kPrecisions[] = {Precision::Fp64, Precision::Fp32, Precision::Bf16, Precision::Fp16};

RopeParams params(int d, double base, ScalingMethod method, double factor)
{
    RopeParams p;
    p.headDim = d;
    p.base = base;
    p.scaling.method = method;
    p.scaling.factor = factor;
    p.scaling.originalMaxPositionEmbeddings = 4096;
    p.scaling.maxPositionEmbeddings = 4096 * 32;
    p.scaling.seqLen = 1'000'000;
    if (method == ScalingMethod::LongRope) {
        for (int i = 0; i < d / 2; ++i) {
            p.scaling.shortFactor.push_back(1.0 + i);
            p.scaling.longFactor.push_back(factor * (1.0 + i));
        }
    }
    return p;
}

QString name(const RopeParams& p)
{
    return QStringLiteral("d=%1 base=%2 method=%3 factor=%4")
        .arg(p.headDim)
        .arg(p.base)
        .arg(int(p.scaling.method))
        .arg(p.scaling.factor);
}

} // namespace

class tst_Extremes : public QObject {
    Q_OBJECT

private slots:
    void frequenciesRotationAndCurves();
    void attentionAtEveryPrecision();
    void attentionAtTheLargestN();
    void refusalsAreClear();
    void derivedQuantitiesAreChecked();
};

void tst_Extremes::frequenciesRotationAndCurves()
{
    int checked = 0;
    for (int d : {2, 4, 256})
        for (double base : {1.0001, 10000.0, 1e7})
            for (ScalingMethod method : kMethods)
                for (double factor : {1.0, 8.0, 1000.0}) {
                    const RopeParams p = params(d, base, method, factor);
                    if (!validate(p).empty())
                        continue;
                    const FrequencyTable t = frequencies(p);
                    QVERIFY2(t.invFreq.allFinite() && (t.invFreq.array() > 0).all(), qPrintable(name(p)));
                    QVERIFY2(std::isfinite(t.attentionFactor) && t.attentionFactor > 0, qPrintable(name(p)));
                    QVERIFY(wavelengths(t.invFreq).allFinite());

                    // Rotation at positions up to 10⁶ keeps every row's length.
                    const RowMatrixXd x = gaussianMatrix(4, d, 7);
                    const Eigen::VectorXd positions{{0.0, 1.0, 65505.0, 1e6}};
                    const RowMatrixXd y = rotate(p, x, positions);
                    QVERIFY2(y.allFinite(), qPrintable(name(p)));
                    const double g = t.attentionFactor;
                    for (int r = 0; r < 4; ++r)
                        ROPE_COMPARE_NEAR(y.row(r).norm(), g * x.row(r).norm(), 1e-9 * (1 + g * x.row(r).norm()));

                    // Score curves out to 10⁶: the fast recurrence agrees with the direct sum.
                    const PairCoefficients c = pairCoefficients(p, t, x.row(0).transpose(), x.row(1).transpose());
                    const Eigen::VectorXd deltas = Eigen::VectorXd::LinSpaced(257, -1e6, 1e6);
                    const Eigen::VectorXd fast = scoreCurve(c, t.invFreq, deltas);
                    const Eigen::VectorXd direct = scoreCurveDirect(c, t.invFreq, deltas);
                    QVERIFY(fast.allFinite() && direct.allFinite());
                    QVERIFY2(rope::test::maxAbsDiff(fast, direct) < 1e-8 * (1 + direct.cwiseAbs().maxCoeff()),
                             qPrintable(name(p)));
                    QVERIFY(decayBound(t.invFreq, deltas).allFinite());
                    ++checked;
                }
    QVERIFY(checked > 100);
}

void tst_Extremes::attentionAtEveryPrecision()
{
    // N = 1 and 64 tokens, at the start and near position 10⁶, in every format.
    for (int d : {2, 256})
        for (double base : {1.0001, 1e7})
            for (ScalingMethod method : {ScalingMethod::None, ScalingMethod::Yarn, ScalingMethod::LongRope})
                for (Precision precision : kPrecisions)
                    for (int n : {1, 64})
                        for (double first : {0.0, 1e6 - 64}) {
                            const RopeParams p = params(d, base, method, 8);
                            QVERIFY2(validate(p).empty(), qPrintable(name(p)));
                            const Content c = makeContent(p, n, {ContentSource::Random, 3});
                            AttentionOptions o;
                            o.mask = Mask::Causal;
                            o.precision = precision;
                            o.queryPositions = Eigen::VectorXd::LinSpaced(n, first, first + n - 1);
                            o.keyPositions = o.queryPositions;
                            const Problems refused = checkPositions(o.queryPositions, "positions", precision);
                            if (!refused.empty()) {
                                // fp16 cannot hold positions above 65504: refused, with the reason.
                                QCOMPARE(precision, Precision::Fp16);
                                QCOMPARE(refused.front().code, ProblemCode::NotRepresentable);
                                continue;
                            }
                            const auto a = attentionAt(p, c.q, c.k, c.v, o);
                            QVERIFY2(a.weights.allFinite() && a.output.allFinite(), qPrintable(name(p)));
                            for (int r = 0; r < n; ++r)
                                ROPE_COMPARE_NEAR(a.weights.row(r).sum(), 1.0,
                                                  precision == Precision::Fp64 ? 1e-12 : 1e-2);
                        }
}

void tst_Extremes::attentionAtTheLargestN()
{
    // N = 8192 at both head dimensions: finite, causal (upper triangle exactly 0), rows sum to 1.
    for (int d : {2, 256}) {
        const RopeParams p = params(d, 10000, ScalingMethod::None, 1);
        const Content c = makeContent(p, 8192, {ContentSource::Random, 1});
        AttentionOptions o;
        o.mask = Mask::Causal;
        o.precision = Precision::Fp32;
        const auto a = attention<float>(p, c.q.cast<float>(), c.k.cast<float>(), c.v.cast<float>(), o);
        QVERIFY(a.weights.allFinite() && a.output.allFinite());
        for (Eigen::Index r : {Eigen::Index(0), Eigen::Index(4095), Eigen::Index(8191)}) {
            ROPE_COMPARE_NEAR(a.weights.row(r).cast<double>().sum(), 1.0, 1e-4);
            if (r + 1 < 8192)
                QVERIFY(a.weights.row(r).tail(8191 - r).cwiseAbs().maxCoeff() == 0.0f);
        }
    }
}

void tst_Extremes::refusalsAreClear()
{
    // Just outside every range: a problem naming the field, never a silent result.
    struct Case {
        RopeParams p;
        const char* field;
    };
    std::vector<Case> cases;
    RopeParams p;
    p.headDim = 0;
    cases.push_back({p, "head_dim"});
    p.headDim = 257; // odd
    cases.push_back({p, "head_dim"});
    p.headDim = limits::maxHeadDim + 2;
    cases.push_back({p, "head_dim"});
    p = {};
    p.base = 1.0;
    cases.push_back({p, "base"});
    p.base = std::nan("");
    cases.push_back({p, "base"});
    p = {};
    p.scaling.method = ScalingMethod::Llama3;
    p.scaling.factor = 8;
    cases.push_back({p, "original_max_position_embeddings"});
    p = params(8, 10000, ScalingMethod::LongRope, 4);
    p.scaling.longFactor.pop_back();
    cases.push_back({p, "long_factor"});
    p = params(8, 10000, ScalingMethod::Linear, 0);
    cases.push_back({p, "factor"});
    p = params(8, 10000, ScalingMethod::Linear, INFINITY);
    cases.push_back({p, "factor"});
    for (const Case& c : cases) {
        const Problems problems = validate(c.p);
        QVERIFY2(!problems.empty(), c.field);
        bool named = false;
        for (const auto& problem : problems)
            named |= problem.field == c.field;
        QVERIFY2(named, c.field);
    }
    QVERIFY(!checkAttentionSize(1 << 20, 1 << 20).empty());
    QVERIFY(!checkAttentionSize(0, 4).empty());
    Eigen::VectorXd far{{0.0, 2e12}};
    QVERIFY(!checkPositions(far, "positions").empty());
}

QTEST_GUILESS_MAIN(tst_Extremes)
void tst_Extremes::derivedQuantitiesAreChecked()
{
    // Each input passes its own check, yet what they give is ∞, 0 or NaN: refused, naming the
    // derived quantity. (Reproducers of the hostile-input report.)
    struct Case {
        const char* what;
        RopeParams p;
        const char* field;
    };
    std::vector<Case> cases;
    cases.push_back({"linear factor 1e-310 (θ = ∞)", params(64, 10000, ScalingMethod::Linear, 1e-310), "theta_i"});
    RopeParams dyn = params(64, 10000, ScalingMethod::DynamicNtk, 1e17);
    dyn.scaling.seqLen = 4096; // s·L/L₀ − (s − 1) cancels to 0 in double: base' = 0
    cases.push_back({"dynamic NTK factor 1e17", dyn, "effective_base"});
    RopeParams longrope = params(64, 10000, ScalingMethod::LongRope, 4);
    longrope.scaling.originalMaxPositionEmbeddings = 1; // √(1 + ln s / ln 1) = ∞: named at its cause, L₀
    cases.push_back({"LongRoPE with L₀ = 1", longrope, "original_max_position_embeddings"});
    RopeParams explicitFactor = params(64, 10000, ScalingMethod::Yarn, 4);
    explicitFactor.scaling.attentionFactor = 1e300;
    cases.push_back({"attention factor 1e300", explicitFactor, "attention_factor"});
    RopeParams theta;
    theta.thetaOverride = 1.7e308;
    cases.push_back({"θ = 1.7e308", theta, "theta"});
    cases.push_back({"NTK factor 1e300", params(64, 10000, ScalingMethod::NtkAware, 1e300), "effective_base"});
    cases.push_back({"NTK factor 1e-300", params(64, 10000, ScalingMethod::NtkAware, 1e-300), "effective_base"});
    cases.push_back({"base 1e308 at d = 8192", params(8192, 1e308, ScalingMethod::None, 1), "theta_i"});
    for (const Case& c : cases) {
        const Problems problems = validate(c.p);
        QVERIFY2(!problems.empty(), c.what);
        QVERIFY2(problems.front().field == c.field,
                 qPrintable(QStringLiteral("%1: %2").arg(c.what, QString::fromStdString(problems.front().field))));
    }
    // Logits that would overflow fp16 are refused before computing; the same inputs fit fp32, and
    // attention there has finite weights summing to 1.
    RopeParams four;
    four.headDim = 4;
    const RowMatrixXd big = RowMatrixXd::Constant(3, 4, 300.0); // |q̃·k̃|/√d up to 4·300²/2 = 180000
    QCOMPARE(checkLogitRange(four, big, big, Precision::Fp16).front().field, std::string("logits"));
    QVERIFY(checkLogitRange(four, big, big, Precision::Fp32).empty());
    const RowMatrixXd small = RowMatrixXd::Constant(3, 4, 30.0); // at most 1800 (+ slack): fits fp16
    QVERIFY(checkLogitRange(four, small, small, Precision::Fp16).empty());
    AttentionOptions fp16;
    fp16.precision = Precision::Fp16;
    const auto a = attentionAt(four, small, small, small, fp16);
    QVERIFY(a.weights.allFinite());
    ROPE_COMPARE_NEAR(a.weights.row(2).sum(), 1.0, 1e-2);

    // Just inside: the largest real-world settings pass and stay finite.
    for (const RopeParams& ok :
         {params(64, 10000, ScalingMethod::Yarn, 40), params(128, 1e7, ScalingMethod::Linear, 1e-3),
          params(64, 10000, ScalingMethod::NtkAware, 1e3)}) {
        QVERIFY2(validate(ok).empty(), qPrintable(name(ok)));
        const FrequencyTable t = frequencies(ok);
        QVERIFY(t.invFreq.allFinite() && wavelengths(t.invFreq).allFinite() && std::isfinite(t.attentionFactor));
    }
}

#include "tst_extremes.moc"
