// Telling a RoPE convention from rows before and after it. The rotated rows are made here by a
// hand-written rotation (explicit cos/sin per pair, independent of core::rotate), in double, or in
// float the way PyTorch computes it; diagnose() must name the convention that made them.

#include "core/content.h"
#include "core/diagnose.h"
#include "core/frequencies.h"
#include "core/precision.h"
#include "testutil.h"

#include <QtTest>

#include <cmath>

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
    // PyTorch's float32 θ covers no LongRoPE; unscaled, the reference's LongRoPE is not used.
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
    const Problems problems = conventionProblems(torch, 8, longrope);
    QCOMPARE(problems.size(), size_t(1));
    QVERIFY(problems.front().code == ProblemCode::PrecisionUnsupported);

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

QTEST_APPLESS_MAIN(tst_Diagnose)
#include "tst_diagnose.moc"
