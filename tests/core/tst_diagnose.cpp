// Telling a RoPE convention from rows before and after it. The rotated rows are made here by a
// hand-written rotation (explicit cos/sin per pair, independent of core::rotate), in double, or in
// float the way PyTorch computes it; diagnose() must name the convention that made them.

#include "core/content.h"
#include "core/diagnose.h"
#include "core/frequencies.h"
#include "core/permutation.h"
#include "core/precision.h"
#include "testutil.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <numbers>

using namespace rope::core;

namespace {

struct Made {
    Pairing pairing = Pairing::HalfSplit;
    int sign = 1; // −1: clockwise
    int offset = 0;
    double base = 10000;
    int rotary = 0; // 0: all
    bool last = false;
    bool bf16Positions = false;
    std::vector<double> theta; // when given, θ_i instead of base^(−2i/r)
};

Made made(Pairing pairing, int sign, int offset, double base, int rotary = 0, bool last = false)
{
    Made m;
    m.pairing = pairing;
    m.sign = sign;
    m.offset = offset;
    m.base = base;
    m.rotary = rotary;
    m.last = last;
    return m;
}

// y = x with pair i of the rotated span turned by sign·(p + offset)·θ_i.
RowMatrixXd madeBy(const Made& m, const RowMatrixXd& x, const Eigen::VectorXd& positions)
{
    const int d = int(x.cols()), r = m.rotary ? m.rotary : d, first = m.last ? d - r : 0;
    RowMatrixXd y = x;
    for (Eigen::Index row = 0; row < x.rows(); ++row) {
        double p = positions[row] + m.offset;
        if (m.bf16Positions)
            p = double(Eigen::bfloat16(float(p)));
        for (int i = 0; i < r / 2; ++i) {
            const int a = first + (m.pairing == Pairing::Interleaved ? 2 * i : i);
            const int b = first + (m.pairing == Pairing::Interleaved ? 2 * i + 1 : i + r / 2);
            const double theta = m.theta.empty() ? std::pow(m.base, -2.0 * i / r) : m.theta[size_t(i)];
            const double angle = m.sign * p * theta;
            y(row, a) = x(row, a) * std::cos(angle) - x(row, b) * std::sin(angle);
            y(row, b) = x(row, a) * std::sin(angle) + x(row, b) * std::cos(angle);
        }
    }
    return y;
}

// Hugging Face's float32 path written out: inv_freq = 1 / base ** (arange(0, d, 2).float() / d),
// angles p·θ in float, cos/sin in float, q·cos + rotate_half(q)·sin with every product rounded.
RowMatrixXd torchFloat32HalfSplit(const RowMatrixXd& x, const Eigen::VectorXd& positions, float base)
{
    const int d = int(x.cols()), h = d / 2;
    RowMatrixXd y(x.rows(), d);
    for (Eigen::Index row = 0; row < x.rows(); ++row)
        for (int i = 0; i < h; ++i) {
            const float exponent = float(2 * i) / float(d);
            const float theta = 1.0f / float(std::pow(double(base), double(exponent)));
            const float angle = float(positions[row]) * theta;
            const float c = std::cos(angle), s = std::sin(angle);
            const float a = float(x(row, i)), b = float(x(row, i + h));
            y(row, i) = float(a * c) + float(-b * s);
            y(row, i + h) = float(b * c) + float(a * s);
        }
    return y;
}

// θ_i = base^(−2i/r) for the r/2 pairs, in double.
std::vector<double> plainTheta(double base, int r)
{
    std::vector<double> theta(size_t(r / 2));
    for (int i = 0; i < r / 2; ++i)
        theta[size_t(i)] = std::pow(base, -2.0 * i / r);
    return theta;
}

// transformers' apply_rotary_pos_emb written out in double: q·cos + rotate_half(q)·sin with the
// per-dimension cache emb. rotate_half is half-split, cat((−x₂, x₁)), or interleaved, (−x₁, x₀, −x₃, x₂, …);
// the cache is cat((freqs, freqs)) (dimension j uses θ_{j mod d/2}) or freqs.repeat_interleave(2)
// (θ_{j/2}). With `swapped` the code multiplies q by sin and rotate_half(q) by cos.
RowMatrixXd hfApply(const RowMatrixXd& x, const Eigen::VectorXd& positions, const std::vector<double>& theta,
                    bool halfSplitRotateHalf, bool catCache, bool swapped = false, double factor = 1.0)
{
    const int d = int(x.cols()), h = d / 2;
    RowMatrixXd y(x.rows(), d);
    for (Eigen::Index row = 0; row < x.rows(); ++row)
        for (int j = 0; j < d; ++j) {
            const double angle = positions[row] * theta[size_t(catCache ? j % h : j / 2)];
            const double c = std::cos(angle) * factor, s = std::sin(angle) * factor;
            const double half = halfSplitRotateHalf ? (j < h ? -x(row, j + h) : x(row, j - h))
                                                    : (j % 2 == 0 ? -x(row, j + 1) : x(row, j - 1));
            y(row, j) = swapped ? x(row, j) * s + half * c : x(row, j) * c + half * s;
        }
    return y;
}

// _compute_yarn_parameters (modeling_rope_utils.py) in double: the correction range from
// find_correction_dim, floored/ceiled when truncate, the linear ramp, the blend of interpolation and
// extrapolation.
std::vector<double> yarnTheta(double base, int dim, double factor, double context, bool truncate, double betaFast = 32,
                              double betaSlow = 1)
{
    const auto correctionDim = [&](double rotations) {
        return dim * std::log(context / (rotations * 2 * std::numbers::pi)) / (2 * std::log(base));
    };
    double low = correctionDim(betaFast), high = correctionDim(betaSlow);
    if (truncate) {
        low = std::floor(low);
        high = std::ceil(high);
    }
    low = std::max(low, 0.0);
    high = std::min(high, double(dim - 1));
    if (low == high)
        high += 0.001;
    std::vector<double> theta(size_t(dim / 2));
    for (int i = 0; i < dim / 2; ++i) {
        const double posFreq = std::pow(base, 2.0 * i / dim);
        const double extrapolationFactor = 1 - std::clamp((i - low) / (high - low), 0.0, 1.0);
        theta[size_t(i)] = 1 / (factor * posFreq) * (1 - extrapolationFactor) + 1 / posFreq * extrapolationFactor;
    }
    return theta;
}

// The same two in float32 as PyTorch runs them: _compute_llama3_parameters and _compute_yarn_parameters
// with every tensor op rounded to float (Python scalars cast to float where they meet a tensor).
std::vector<float> torchPosFreqs(float base, int dim)
{
    std::vector<float> pos(size_t(dim / 2));
    for (int i = 0; i < dim / 2; ++i)
        pos[size_t(i)] = std::pow(base, float(2 * i) / float(dim)); // base ** (arange(0, dim, 2).float() / dim)
    return pos;
}

std::vector<float> torchLlama3Theta(float base, int dim, float factor, double oldContext, double lowFreqFactor,
                                    double highFreqFactor)
{
    std::vector<float> out;
    const float lowWavelen = float(oldContext / lowFreqFactor), highWavelen = float(oldContext / highFreqFactor);
    for (float pos : torchPosFreqs(base, dim)) {
        const float inv = 1.0f / pos;
        const float wavelen = float(2 * std::numbers::pi) / inv;
        float llama = wavelen > lowWavelen ? inv / factor : inv;
        const float smooth =
            (float(oldContext) / wavelen - float(lowFreqFactor)) / float(highFreqFactor - lowFreqFactor);
        const float smoothed = (1.0f - smooth) * llama / factor + smooth * llama;
        if (!(wavelen < highWavelen) && !(wavelen > lowWavelen))
            llama = smoothed;
        out.push_back(llama);
    }
    return out;
}

std::vector<float> torchYarnTheta(float base, int dim, float factor, double context, bool truncate)
{
    double low = dim * std::log(context / (32 * 2 * std::numbers::pi)) / (2 * std::log(double(base)));
    double high = dim * std::log(context / (1 * 2 * std::numbers::pi)) / (2 * std::log(double(base)));
    if (truncate) {
        low = std::floor(low);
        high = std::ceil(high);
    }
    low = std::max(low, 0.0);
    high = std::min(high, double(dim - 1));
    std::vector<float> out;
    const std::vector<float> pos = torchPosFreqs(base, dim);
    for (int i = 0; i < dim / 2; ++i) {
        const float ramp = std::clamp((float(i) - float(low)) / float(high - low), 0.0f, 1.0f);
        const float extrapolationFactor = 1.0f - ramp;
        const float extrapolation = 1.0f / pos[size_t(i)], interpolation = 1.0f / (factor * pos[size_t(i)]);
        out.push_back(interpolation * (1.0f - extrapolationFactor) + extrapolation * extrapolationFactor);
    }
    return out;
}

// LlamaRotaryEmbedding.forward and apply_rotary_pos_emb in float32, half-split: freqs = θ·p in float,
// cos = emb.cos() * attention_scaling, q·cos + rotate_half(q)·sin with every product rounded.
RowMatrixXd torchFloat32Apply(const RowMatrixXd& x, const Eigen::VectorXd& positions, const std::vector<float>& theta,
                              float attentionScaling = 1.0f)
{
    const int d = int(x.cols()), h = d / 2;
    RowMatrixXd y(x.rows(), d);
    for (Eigen::Index row = 0; row < x.rows(); ++row)
        for (int i = 0; i < h; ++i) {
            const float angle = theta[size_t(i)] * float(positions[row]);
            const float c = std::cos(angle) * attentionScaling, s = std::sin(angle) * attentionScaling;
            const float a = float(x(row, i)), b = float(x(row, i + h));
            y(row, i) = float(a * c) + float(-b * s);
            y(row, i + h) = float(b * c) + float(a * s);
        }
    return y;
}

template <typename Format>
RowMatrixXd storedAs(const RowMatrixXd& y)
{
    return y.unaryExpr([](double v) { return double(float(Format(float(v)))); });
}

RopeParams yarnModel(int d, double base, double factor, int context, bool truncate)
{
    RopeParams model;
    model.headDim = d;
    model.base = base;
    model.pairing = Pairing::HalfSplit;
    model.scaling.method = ScalingMethod::Yarn;
    model.scaling.factor = factor;
    model.scaling.originalMaxPositionEmbeddings = context;
    model.scaling.truncate = truncate;
    return model;
}

bool plainCosSin(const Convention& c)
{
    return c.cosSinLayout == CosSinLayout::Matching && !c.cosSinSwapped && !c.truncateFlipped &&
           !c.attentionFactorDropped && c.output == OutputRounding::None;
}

bool sameStructure(const Convention& c, const Made& m, int d)
{
    const int r = m.rotary ? m.rotary : d;
    return c.pairing == m.pairing && (c.direction == Direction::Clockwise) == (m.sign < 0) &&
           c.positionOffset == m.offset && std::abs(c.base - m.base) <= 1e-6 * m.base && c.rotaryDim == r &&
           (r == d || (c.placement == RotaryPlacement::Last) == m.last);
}

} // namespace

class tst_Diagnose : public QObject {
    Q_OBJECT

private slots:
    void namesTheConventionThatMadeTheRows_data();
    void namesTheConventionThatMadeTheRows();
    void fitsABaseNotInTheList();
    void fitsABaseFarFromZero();
    void tiesGoToTheModelsOwnValues();
    void tellsPyTorchFloat32FromExactRotation();
    void tellsPositionsHeldInBf16();
    void findsTheReferenceScaling();
    void findsTheMlaSpanAtTheEnd();
    void findsGemma4Proportional();
    void clockwiseIsTheNegatedPosition();
    void refusesWhatIsNotRope();
    void conventionsThatCannotApplyExplainNothing();
    void weightsPermutedPerHead();
    void candidatesSortedByError();
    void namesACosSinCacheForTheOtherPairing_data();
    void namesACosSinCacheForTheOtherPairing();
    void namesYarnTruncateFlag_data();
    void namesYarnTruncateFlag();
    void namesAForgottenAttentionFactor();
    void namesFp32RoundedToBf16();
    void namesRowsSavedAsFp16();
    void namesLlama3AndYarnInTorchFloat32_data();
    void namesLlama3AndYarnInTorchFloat32();
    void estimatesAnUnknownOffset_data();
    void estimatesAnUnknownOffset();
};

void tst_Diagnose::namesTheConventionThatMadeTheRows_data()
{
    QTest::addColumn<int>("pairing");
    QTest::addColumn<int>("sign");
    QTest::addColumn<int>("offset");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("rotary");
    QTest::addColumn<bool>("last");
    QTest::newRow("Llama/HF rotate_half") << int(Pairing::HalfSplit) << 1 << 0 << 500000.0 << 0 << false;
    QTest::newRow("Meta complex, counted from 1") << int(Pairing::Interleaved) << 1 << 1 << 10000.0 << 0 << false;
    QTest::newRow("clockwise, one position early") << int(Pairing::HalfSplit) << -1 << -1 << 1e6 << 0 << false;
    QTest::newRow("NeoX partial, first 16") << int(Pairing::HalfSplit) << 1 << 0 << 10000.0 << 16 << false;
    QTest::newRow("GPT-J partial, interleaved, 32") << int(Pairing::Interleaved) << 1 << 2 << 10000.0 << 32 << false;
    QTest::newRow("rotated part last, 16") << int(Pairing::Interleaved) << 1 << 0 << 10000.0 << 16 << true;
}

void tst_Diagnose::namesTheConventionThatMadeTheRows()
{
    QFETCH(int, pairing);
    QFETCH(int, sign);
    QFETCH(int, offset);
    QFETCH(double, base);
    QFETCH(int, rotary);
    QFETCH(bool, last);
    const Made m = made(Pairing(pairing), sign, offset, base, rotary, last);
    const RowMatrixXd x = gaussianMatrix(20, 64, 7);
    const Eigen::VectorXd positions = consecutivePositions(20);
    const Diagnosis result = diagnose(x, madeBy(m, x, positions), positions);
    const DiagnoseCandidate& best = result.best();
    QVERIFY2(sameStructure(best.convention, m, 64), qPrintable(QString::number(best.maxAbsError)));
    QCOMPARE(best.convention.precision, DiagnosedPrecision::Fp64);
    QVERIFY(!best.convention.baseFitted);
    QVERIFY(best.maxAbsError < 1e-13);
    QVERIFY(plainCosSin(best.convention));
    QVERIFY(explains(result));
    // The runner-up with the other pairing is far off: the pairings are not interchangeable.
    for (const auto& c : result.candidates)
        if (c.convention.pairing != m.pairing)
            QVERIFY(c.maxAbsError > 1e-3);
}

void tst_Diagnose::fitsABaseNotInTheList()
{
    const Made m = made(Pairing::HalfSplit, 1, 0, 20000.0);
    const RowMatrixXd x = gaussianMatrix(12, 128, 3);
    const Eigen::VectorXd positions = consecutivePositions(12);
    const DiagnoseCandidate best = diagnose(x, madeBy(m, x, positions), positions).best();
    QVERIFY(best.convention.baseFitted);
    QVERIFY2(std::abs(best.convention.base - 20000.0) < 1e-6,
             qPrintable(QString::number(best.convention.base, 'g', 17)));
    QVERIFY(best.maxAbsError < 1e-10);
}

void tst_Diagnose::fitsABaseFarFromZero()
{
    // Rows at 1000 … 1023: most fast pairs have wrapped many times; the fit unwraps them. And d = 4,
    // where one pair besides pair 0 is all there is.
    for (int d : {64, 4}) {
        const Made m = made(Pairing::Interleaved, 1, 0, 20000.0);
        const RowMatrixXd x = gaussianMatrix(24, d, 8);
        const Eigen::VectorXd positions = consecutivePositions(24, 1000);
        const DiagnoseCandidate best = diagnose(x, madeBy(m, x, positions), positions).best();
        QVERIFY2(std::abs(best.convention.base - 20000.0) < 1e-6 * 20000,
                 qPrintable(QString::number(best.convention.base, 'g', 17)));
        QVERIFY(best.maxAbsError < 1e-9);
    }
}

void tst_Diagnose::tiesGoToTheModelsOwnValues()
{
    // Linear scaling by 1 changes nothing: scaled and unscaled fit exactly alike. Without a model the
    // plain reading wins; with a model whose RoPE is that scaling, the model's own reading does.
    RopeParams model;
    model.headDim = 32;
    model.pairing = Pairing::HalfSplit;
    model.scaling.method = ScalingMethod::Linear;
    model.scaling.factor = 1.0;
    const RowMatrixXd x = gaussianMatrix(8, 32, 6);
    const Eigen::VectorXd positions = consecutivePositions(8, 3);
    const RowMatrixXd y = madeBy(made(Pairing::HalfSplit, 1, 0, 10000.0), x, positions);
    DiagnoseOptions options;
    options.reference = model;
    const Diagnosis withModel = diagnose(x, y, positions, options);
    QVERIFY(withModel.tiedWithBest >= 2);
    QVERIFY(withModel.best().convention.scaled);
    QVERIFY(!diagnose(x, y, positions).best().convention.scaled);
}

void tst_Diagnose::tellsPyTorchFloat32FromExactRotation()
{
    // Far from 0 the float32 angle p·θ loses digits; PyTorch's θ_i also differ from the exact ones by
    // up to an ulp. Both are visible at 1e-5 and only the PyTorch reading removes them.
    const RowMatrixXd x = gaussianMatrix(24, 64, 11).cast<float>().cast<double>();
    Eigen::VectorXd positions(24);
    for (int i = 0; i < 24; ++i)
        positions[i] = 1000 + 37 * i;
    const Diagnosis result = diagnose(x, torchFloat32HalfSplit(x, positions, 10000.0f), positions);
    const DiagnoseCandidate& best = result.best();
    QCOMPARE(best.convention.precision, DiagnosedPrecision::Fp32Torch);
    QCOMPARE(best.convention.pairing, Pairing::HalfSplit);
    QCOMPARE(best.convention.base, 10000.0);
    QVERIFY2(best.maxAbsError < 1e-6, qPrintable(QString::number(best.maxAbsError)));
    for (const auto& c : result.candidates)
        if (c.convention.precision == DiagnosedPrecision::Fp64)
            QVERIFY(c.maxAbsError > 1e-5);
}

void tst_Diagnose::tellsPositionsHeldInBf16()
{
    // bf16 holds 8 significant bits: 257 → 256, 261 → 260, so rows there turn by the wrong angle.
    Made m = made(Pairing::HalfSplit, 1, 0, 10000.0);
    m.bf16Positions = true;
    const RowMatrixXd x = gaussianMatrix(16, 64, 5);
    Eigen::VectorXd positions(16);
    for (int i = 0; i < 16; ++i)
        positions[i] = 257 + 2 * i;
    const DiagnoseCandidate best = diagnose(x, madeBy(m, x, positions), positions).best();
    QCOMPARE(best.convention.precision, DiagnosedPrecision::Bf16Positions);
    QVERIFY(best.maxAbsError < 1e-13);
}

void tst_Diagnose::findsTheReferenceScaling()
{
    // Llama 3.1: θ_i from the scaled table; the plain base-500000 reading is off for the low frequencies.
    RopeParams llama;
    llama.headDim = 64;
    llama.base = 500000;
    llama.pairing = Pairing::HalfSplit;
    llama.scaling.method = ScalingMethod::Llama3;
    llama.scaling.factor = 8;
    llama.scaling.originalMaxPositionEmbeddings = 8192;
    const FrequencyTable table = frequencies(llama);
    Made m = made(Pairing::HalfSplit, 1, 0, 500000.0);
    m.theta.assign(table.invFreq.data(), table.invFreq.data() + table.invFreq.size());
    const RowMatrixXd x = gaussianMatrix(16, 64, 9);
    Eigen::VectorXd positions = consecutivePositions(16, 3000);
    DiagnoseOptions options;
    options.reference = llama;
    const DiagnoseCandidate best = diagnose(x, madeBy(m, x, positions), positions, options).best();
    QVERIFY(best.convention.scaled);
    QCOMPARE(best.convention.base, 500000.0);
    QVERIFY(best.maxAbsError < 1e-12);
    // Without the reference, nothing explains these rows exactly.
    QVERIFY(diagnose(x, madeBy(m, x, positions), positions).best().maxAbsError > 1e-6);
}

void tst_Diagnose::findsTheMlaSpanAtTheEnd()
{
    // DeepSeek's multi-head latent attention: 128 unrotated dims, then 64 interleaved rotary dims.
    const Made m = made(Pairing::Interleaved, 1, 0, 10000.0, 64, true);
    const RowMatrixXd x = gaussianMatrix(10, 192, 2);
    const Eigen::VectorXd positions = consecutivePositions(10, 1);
    const Diagnosis result = diagnose(x, madeBy(m, x, positions), positions);
    QCOMPARE(result.unchangedLeading, 128);
    QVERIFY(sameStructure(result.best().convention, m, 192));
}

void tst_Diagnose::findsGemma4Proportional()
{
    // Gemma 4's proportional RoPE on d = 64: pairs (i, i + 32) for i < 8 turn at 1e6^(−2i/64), the
    // exponent over the whole head; components 8–31 and 40–63 stay as they are.
    const int d = 64, k = 8;
    const RowMatrixXd x = gaussianMatrix(12, d, 5);
    const Eigen::VectorXd positions = consecutivePositions(12, 3);
    RowMatrixXd y = x;
    for (Eigen::Index row = 0; row < x.rows(); ++row)
        for (int i = 0; i < k; ++i) {
            const double angle = positions[row] * std::pow(1e6, -2.0 * i / d);
            y(row, i) = x(row, i) * std::cos(angle) - x(row, i + d / 2) * std::sin(angle);
            y(row, i + d / 2) = x(row, i) * std::sin(angle) + x(row, i + d / 2) * std::cos(angle);
        }
    const Diagnosis result = diagnose(x, y, positions);
    QCOMPARE(result.unchangedCount, d - 2 * k);
    const Convention& best = result.best().convention;
    QVERIFY(best.placement == RotaryPlacement::Proportional);
    QCOMPARE(best.rotaryDim, 2 * k);
    QVERIFY(best.pairing == Pairing::HalfSplit);
    QCOMPARE(best.base, 1e6);
    QCOMPARE(best.positionOffset, 0);
    QVERIFY(result.best().maxAbsError < 1e-12);
}

void tst_Diagnose::clockwiseIsTheNegatedPosition()
{
    const RowMatrixXd x = gaussianMatrix(8, 32, 4);
    const Eigen::VectorXd positions = consecutivePositions(8, 5);
    Convention cw;
    cw.direction = Direction::Clockwise;
    cw.positionOffset = 2;
    cw.rotaryDim = 32;
    Convention ccw = cw;
    ccw.direction = Direction::CounterClockwise;
    ccw.positionOffset = 0;
    // Against the hand-written rotation: half-split, turned by −(p + 2)·θ_i.
    QVERIFY(rope::test::maxAbsDiff(applyConvention(cw, x, positions),
                                   madeBy(made(Pairing::HalfSplit, -1, 2, 10000.0), x, positions)) < 1e-13);
    // Turning back undoes it: ccw at p after cw at p is the identity.
    QVERIFY(rope::test::maxAbsDiff(
                applyConvention(ccw, applyConvention(cw, x, positions), (positions.array() + 2.0).matrix()), x) <
            1e-13);
}

void tst_Diagnose::refusesWhatIsNotRope()
{
    const RowMatrixXd x = gaussianMatrix(8, 32, 1), y = gaussianMatrix(8, 32, 2);
    const Diagnosis result = diagnose(x, y, consecutivePositions(8));
    QVERIFY(!explains(result));
    // Unchanged rows are spotted as such.
    QCOMPARE(diagnose(x, x, consecutivePositions(8)).unchangedLeading, 32);
}

void tst_Diagnose::conventionsThatCannotApplyExplainNothing()
{
    Convention c;
    c.rotaryDim = 8;
    QVERIFY(conventionProblems(c, 8).empty());
    for (int r : {0, 3, 10}) {
        Convention span = c;
        span.rotaryDim = r;
        const Problems problems = conventionProblems(span, 8);
        QCOMPARE(problems.size(), size_t(1));
        QVERIFY(problems.front().code == ProblemCode::RotaryDimInvalid);
    }
    Convention flat = c;
    flat.base = 1.0;
    QVERIFY(!conventionProblems(flat, 8).empty());
    // PyTorch's float32 θ (transformers' inv_freq buffer) covers every scaling method, LongRoPE too.
    Scaling longrope;
    longrope.method = ScalingMethod::LongRope;
    longrope.originalMaxPositionEmbeddings = 4096;
    longrope.maxPositionEmbeddings = 16384;
    longrope.shortFactor = {1, 1, 1, 1};
    longrope.longFactor = {1, 2, 3, 4};
    Convention torch = c;
    torch.precision = DiagnosedPrecision::Fp32Torch;
    QVERIFY(conventionProblems(torch, 8, longrope).empty());
    torch.scaled = true;
    QVERIFY(conventionProblems(torch, 8, longrope).empty());
    // The variants apply only where they mean something: a truncate flag to flip (YaRN), an attention
    // factor to leave out (not linear scaling's 1), a cos/sin cache of whole halves (not Gemma 4's span).
    Scaling yarn;
    yarn.method = ScalingMethod::Yarn;
    yarn.factor = 4;
    yarn.originalMaxPositionEmbeddings = 4096;
    Scaling linear;
    linear.method = ScalingMethod::Linear;
    linear.factor = 2;
    Convention flip = c;
    flip.scaled = true;
    flip.truncateFlipped = true;
    QVERIFY(conventionProblems(flip, 8, yarn).empty());
    QVERIFY(!conventionProblems(flip, 8, linear).empty());
    Convention drop = c;
    drop.scaled = true;
    drop.attentionFactorDropped = true;
    QVERIFY(conventionProblems(drop, 8, yarn).empty());
    QVERIFY(!conventionProblems(drop, 8, linear).empty());
    drop.scaled = false;
    QVERIFY(!conventionProblems(drop, 8, yarn).empty());
    Convention gemma = c;
    gemma.rotaryDim = 4;
    gemma.placement = RotaryPlacement::Proportional;
    QVERIFY(conventionProblems(gemma, 8).empty());
    gemma.cosSinSwapped = true;
    QVERIFY(!conventionProblems(gemma, 8).empty());

    // NTK-aware scaling is undefined on 2 rotary dims, a span the search tries for d = 8: that
    // candidate explains nothing, and the search still finds the unscaled rotation.
    RopeParams model;
    model.headDim = 8;
    model.scaling.method = ScalingMethod::NtkAware;
    model.scaling.factor = 2;
    DiagnoseOptions options;
    options.reference = model;
    const RowMatrixXd x = gaussianMatrix(8, 8, 7);
    const Eigen::VectorXd positions = consecutivePositions(8, 1);
    const Made m = made(Pairing::HalfSplit, 1, 0, 10000.0);
    const Diagnosis result = diagnose(x, madeBy(m, x, positions), positions, options);
    QVERIFY(explains(result));
    QVERIFY(sameStructure(result.best().convention, m, 8));
    QVERIFY(!result.best().convention.scaled);
}

void tst_Diagnose::weightsPermutedPerHead()
{
    // convert_llama_weights_to_hf.py: w.view(H, d/2, 2, D).transpose(1, 2).reshape(H·d, D), so
    // HF row h·d + s·d/2 + i is Meta row h·d + 2i + s. Written out here as that index formula.
    const int heads = 4, d = 8, cols = 6;
    const RowMatrixXd meta = gaussianMatrix(heads * d, cols, 3);
    RowMatrixXd hf(heads * d, cols);
    for (int h = 0; h < heads; ++h)
        for (int s = 0; s < 2; ++s)
            for (int i = 0; i < d / 2; ++i)
                hf.row(h * d + s * d / 2 + i) = meta.row(h * d + 2 * i + s);
    for (const HeadCheck& c : checkMetaToHf(meta, hf, heads, 1e-12))
        QCOMPARE(c.relation, HeadRelation::MetaToHf);
    // Head 1 left as Meta's, head 2 permuted the other way, head 3 with one value changed.
    RowMatrixXd mixed = hf;
    mixed.middleRows(1 * d, d) = meta.middleRows(1 * d, d);
    for (int s = 0; s < 2; ++s)
        for (int i = 0; i < d / 2; ++i)
            mixed.row(2 * d + 2 * i + s) = meta.row(2 * d + s * d / 2 + i);
    mixed(3 * d + 1, 0) += 0.5;
    const std::vector<HeadCheck> checks = checkMetaToHf(meta, mixed, heads, 1e-12);
    QCOMPARE(checks[0].relation, HeadRelation::MetaToHf);
    QCOMPARE(checks[1].relation, HeadRelation::Identical);
    QCOMPARE(checks[2].relation, HeadRelation::HfToMeta);
    QCOMPARE(checks[3].relation, HeadRelation::Differs);
    QVERIFY(std::abs(checks[3].maxAbsError - 0.5) < 1e-15);
}

void tst_Diagnose::candidatesSortedByError()
{
    const RowMatrixXd x = gaussianMatrix(20, 64, 3);
    const Eigen::VectorXd positions = consecutivePositions(20, 300);
    Made m = made(Pairing::HalfSplit, 1, 0, 10000.0);
    const Diagnosis result = diagnose(x, madeBy(m, x, positions), positions);
    QVERIFY(result.candidates.size() >= 10);
    for (size_t i = 1; i < result.candidates.size(); ++i)
        QVERIFY(result.candidates[i].maxAbsError >= result.candidates[i - 1].maxAbsError);
    // Positions 300 … 319 are not all exact in bf16: the bf16-positions reading is far off, not tied.
    QVERIFY(result.tiedWithBest == int(result.tied.size()));
    QVERIFY(std::find(result.tied.begin(), result.tied.end(), result.bestIndex) != result.tied.end());
    QVERIFY(sameStructure(result.best().convention, m, 64));
    QCOMPARE(result.best().convention.precision, DiagnosedPrecision::Fp64);
}

void tst_Diagnose::namesACosSinCacheForTheOtherPairing_data()
{
    QTest::addColumn<bool>("halfSplitRotateHalf");
    QTest::addColumn<bool>("catCache");
    QTest::addColumn<bool>("swapped");
    QTest::addColumn<int>("layout");
    QTest::addColumn<int>("pairing");
    QTest::newRow("repeat_interleave applied with rotate_half")
        << true << false << false << int(CosSinLayout::RepeatInterleave) << int(Pairing::HalfSplit);
    QTest::newRow("cat applied to interleaved pairs")
        << false << true << false << int(CosSinLayout::Cat) << int(Pairing::Interleaved);
    QTest::newRow("cos and sin swapped, half-split")
        << true << true << true << int(CosSinLayout::Matching) << int(Pairing::HalfSplit);
    QTest::newRow("cos and sin swapped, interleaved")
        << false << false << true << int(CosSinLayout::Matching) << int(Pairing::Interleaved);
    QTest::newRow("repeat_interleave with rotate_half, swapped")
        << true << false << true << int(CosSinLayout::RepeatInterleave) << int(Pairing::HalfSplit);
}

void tst_Diagnose::namesACosSinCacheForTheOtherPairing()
{
    QFETCH(bool, halfSplitRotateHalf);
    QFETCH(bool, catCache);
    QFETCH(bool, swapped);
    QFETCH(int, layout);
    QFETCH(int, pairing);
    const RowMatrixXd x = gaussianMatrix(24, 64, 12);
    const Eigen::VectorXd positions = consecutivePositions(24, 5);
    const RowMatrixXd y = hfApply(x, positions, plainTheta(500000, 64), halfSplitRotateHalf, catCache, swapped);
    const Diagnosis result = diagnose(x, y, positions);
    const DiagnoseCandidate& best = result.best();
    QVERIFY2(best.maxAbsError < 1e-12, qPrintable(QString::number(best.maxAbsError)));
    QVERIFY(explains(result));
    QCOMPARE(int(best.convention.cosSinLayout), layout);
    QCOMPARE(best.convention.cosSinSwapped, swapped);
    QCOMPARE(int(best.convention.pairing), pairing);
    QCOMPARE(best.convention.base, 500000.0);
    QCOMPARE(best.convention.positionOffset, 0);
    QCOMPARE(best.convention.rotaryDim, 64);
    QCOMPARE(best.convention.direction, Direction::CounterClockwise);
    // The matching, unswapped reading of the same code is far off: the mix-up is not a rounding.
    for (const auto& c : result.candidates)
        if (plainCosSin(c.convention))
            QVERIFY(c.maxAbsError > 1e-2);
}

void tst_Diagnose::namesYarnTruncateFlag_data()
{
    // GPT-OSS-like: d = 64, base 150000, factor 32, L₀ 4096: the ramp runs from 8.09 to 17.4 unrounded,
    // from 8 to 18 truncated.
    QTest::addColumn<bool>("modelTruncates");
    QTest::newRow("model truncates, code does not (truncate false)") << true;
    QTest::newRow("model sets truncate false, code truncates") << false;
}

void tst_Diagnose::namesYarnTruncateFlag()
{
    QFETCH(bool, modelTruncates);
    const RopeParams model = yarnModel(64, 150000, 32, 4096, modelTruncates);
    const RowMatrixXd x = gaussianMatrix(16, 64, 21);
    const Eigen::VectorXd positions = consecutivePositions(16, 2000);
    const RowMatrixXd y = hfApply(x, positions, yarnTheta(150000, 64, 32, 4096, !modelTruncates), true, true, false,
                                  0.1 * std::log(32.0) + 1);
    DiagnoseOptions options;
    options.reference = model;
    const Diagnosis result = diagnose(x, y, positions, options);
    const DiagnoseCandidate& best = result.best();
    QVERIFY2(best.maxAbsError < 1e-12, qPrintable(QString::number(best.maxAbsError)));
    QVERIFY(best.convention.scaled);
    QVERIFY(best.convention.truncateFlipped);
    QVERIFY(!best.convention.attentionFactorDropped);
    QCOMPARE(best.convention.pairing, Pairing::HalfSplit);
    // And rows made as the model says are read as the model says.
    const RowMatrixXd clean = hfApply(x, positions, yarnTheta(150000, 64, 32, 4096, modelTruncates), true, true, false,
                                      0.1 * std::log(32.0) + 1);
    const DiagnoseCandidate cleanBest = diagnose(x, clean, positions, options).best();
    QVERIFY(cleanBest.convention.scaled);
    QVERIFY(plainCosSin(cleanBest.convention));
    QVERIFY(cleanBest.maxAbsError < 1e-12);
}

void tst_Diagnose::namesAForgottenAttentionFactor()
{
    // YaRN with factor 32: cos and sin carry 0.1·ln 32 + 1 = 1.347; code that leaves it out rotates only.
    const RopeParams model = yarnModel(64, 10000, 32, 4096, true);
    const RowMatrixXd x = gaussianMatrix(16, 64, 22);
    const Eigen::VectorXd positions = consecutivePositions(16, 100);
    const RowMatrixXd y = hfApply(x, positions, yarnTheta(10000, 64, 32, 4096, true), true, true);
    DiagnoseOptions options;
    options.reference = model;
    const Diagnosis result = diagnose(x, y, positions, options);
    const DiagnoseCandidate& best = result.best();
    QVERIFY2(best.maxAbsError < 1e-12, qPrintable(QString::number(best.maxAbsError)));
    QVERIFY(best.convention.scaled);
    QVERIFY(best.convention.attentionFactorDropped);
    QVERIFY(!best.convention.truncateFlipped);
    QVERIFY(explains(result));
}

void tst_Diagnose::namesFp32RoundedToBf16()
{
    // HF's float32 code, the result cast to bf16 (q.to(torch.bfloat16) after RoPE).
    const RowMatrixXd x = gaussianMatrix(24, 64, 11).cast<float>().cast<double>();
    Eigen::VectorXd positions(24);
    for (int i = 0; i < 24; ++i)
        positions[i] = 1000 + 37 * i;
    std::vector<float> theta;
    for (int i = 0; i < 32; ++i)
        theta.push_back(1.0f / float(std::pow(10000.0, double(float(2 * i) / 64.0f))));
    const RowMatrixXd y = storedAs<Eigen::bfloat16>(torchFloat32Apply(x, positions, theta));
    const Diagnosis result = diagnose(x, y, positions);
    const DiagnoseCandidate& best = result.best();
    QCOMPARE(best.convention.output, OutputRounding::Bf16);
    QVERIFY(best.convention.precision == DiagnosedPrecision::Fp64 ||
            best.convention.precision == DiagnosedPrecision::Fp32 ||
            best.convention.precision == DiagnosedPrecision::Fp32Torch);
    QCOMPARE(best.convention.pairing, Pairing::HalfSplit);
    QCOMPARE(best.convention.base, 10000.0);
    QCOMPARE(best.convention.positionOffset, 0);
    // Entries the other readings round differently are a bf16 ulp off at most.
    QVERIFY(best.maxAbsError <= std::ldexp(result.scale, -7));
    QVERIFY(best.rmsError < 1e-2 * std::ldexp(result.scale, -8));
    // Clean fp64 rows are not read as rounded.
    const RowMatrixXd exact = madeBy(made(Pairing::HalfSplit, 1, 0, 10000.0), x, positions);
    QCOMPARE(diagnose(x, exact, positions).best().convention.output, OutputRounding::None);
}

void tst_Diagnose::namesRowsSavedAsFp16()
{
    const RowMatrixXd x = gaussianMatrix(20, 64, 13);
    const Eigen::VectorXd positions = consecutivePositions(20, 40);
    const RowMatrixXd y = storedAs<Eigen::half>(madeBy(made(Pairing::Interleaved, 1, 0, 10000.0), x, positions));
    const Diagnosis result = diagnose(x, y, positions);
    const DiagnoseCandidate& best = result.best();
    QCOMPARE(best.convention.output, OutputRounding::Fp16);
    QCOMPARE(best.convention.pairing, Pairing::Interleaved);
    QVERIFY(best.maxAbsError <= std::ldexp(result.scale, -9));
    // Without the fp16 reading the best would be 0.5 fp16 ulp off in many entries; with it nearly none.
    for (const auto& c : result.candidates)
        if (c.convention.output == OutputRounding::None &&
            sameStructure(c.convention, made(Pairing::Interleaved, 1, 0, 10000.0), 64))
            QVERIFY(c.rmsError > 10 * best.rmsError);
}

void tst_Diagnose::namesLlama3AndYarnInTorchFloat32_data()
{
    QTest::addColumn<bool>("yarn");
    QTest::newRow("llama3") << false;
    QTest::newRow("yarn, truncate false") << true;
}

void tst_Diagnose::namesLlama3AndYarnInTorchFloat32()
{
    QFETCH(bool, yarn);
    RopeParams model;
    std::vector<float> theta;
    float scaling = 1.0f;
    if (yarn) {
        model = yarnModel(64, 150000, 32, 4096, false);
        theta = torchYarnTheta(150000.0f, 64, 32.0f, 4096, false);
        scaling = float(0.1 * std::log(32.0) + 1.0);
    } else {
        model.headDim = 64;
        model.base = 500000;
        model.pairing = Pairing::HalfSplit;
        model.scaling.method = ScalingMethod::Llama3;
        model.scaling.factor = 8;
        model.scaling.originalMaxPositionEmbeddings = 8192;
        theta = torchLlama3Theta(500000.0f, 64, 8.0f, 8192, 1.0, 4.0);
    }
    const RowMatrixXd x = gaussianMatrix(24, 64, 14).cast<float>().cast<double>();
    Eigen::VectorXd positions(24);
    for (int i = 0; i < 24; ++i)
        positions[i] = 3000 + 211 * i;
    const RowMatrixXd y = torchFloat32Apply(x, positions, theta, scaling);
    DiagnoseOptions options;
    options.reference = model;
    const Diagnosis result = diagnose(x, y, positions, options);
    const DiagnoseCandidate& best = result.best();
    QCOMPARE(best.convention.precision, DiagnosedPrecision::Fp32Torch);
    QVERIFY(best.convention.scaled);
    QVERIFY(plainCosSin(best.convention));
    QVERIFY2(best.maxAbsError < 2e-6 * result.scale, qPrintable(QString::number(best.maxAbsError)));
    for (const auto& c : result.candidates)
        if (c.convention.precision == DiagnosedPrecision::Fp64 && c.convention.output == OutputRounding::None)
            QVERIFY(c.maxAbsError > 10 * best.maxAbsError);
}

void tst_Diagnose::estimatesAnUnknownOffset_data()
{
    QTest::addColumn<int>("pairing");
    QTest::addColumn<int>("sign");
    QTest::addColumn<int>("offset");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("d");
    QTest::newRow("decode at 3000, Llama") << int(Pairing::HalfSplit) << 1 << 3000 << 500000.0 << 128;
    QTest::newRow("decode at 777, Meta") << int(Pairing::Interleaved) << 1 << 777 << 10000.0 << 64;
    QTest::newRow("clockwise, 12345 on") << int(Pairing::HalfSplit) << -1 << 12345 << 1e6 << 64;
    QTest::newRow("40 before the positions given") << int(Pairing::HalfSplit) << 1 << -40 << 10000.0 << 64;
}

void tst_Diagnose::estimatesAnUnknownOffset()
{
    QFETCH(int, pairing);
    QFETCH(int, sign);
    QFETCH(int, offset);
    QFETCH(double, base);
    QFETCH(int, d);
    const Made m = made(Pairing(pairing), sign, offset, base);
    const RowMatrixXd x = gaussianMatrix(16, d, 15);
    const Eigen::VectorXd positions = consecutivePositions(16, 100); // what the user says: 100 … 115
    const Diagnosis result = diagnose(x, madeBy(m, x, positions), positions);
    const DiagnoseCandidate& best = result.best();
    QVERIFY2(
        sameStructure(best.convention, m, d),
        qPrintable(QStringLiteral("offset %1, error %2").arg(best.convention.positionOffset).arg(best.maxAbsError)));
    QVERIFY(best.maxAbsError < 1e-10);
    // The estimate alone, from the phases.
    Convention c;
    c.pairing = Pairing(pairing);
    c.direction = sign < 0 ? Direction::Clockwise : Direction::CounterClockwise;
    c.base = base;
    c.rotaryDim = d;
    QCOMPARE(estimateOffset(c, x, madeBy(m, x, positions), positions), std::optional<int>(offset));
}

QTEST_APPLESS_MAIN(tst_Diagnose)
#include "tst_diagnose.moc"
