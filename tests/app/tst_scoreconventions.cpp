// What the command line's scores mean, checked against values derived by hand: decompose-additive's
// four terms are raw scores q̂_m·k̂_n (the article's), the logits come separately; in a reduced
// precision `score` reports positions as the format holds them and per-pair parts that add up to
// its score; `rotate --precision fp32-hf` agrees with Hugging Face's float32 code, transcribed here.
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

#include "apprun.h"
#include "testfiles.h"

#include <cmath>

using namespace rope::test;

namespace {

double at(const QJsonObject& o, const char* key, int row, int col)
{
    return o[QLatin1String(key)].toArray()[row].toArray()[col].toDouble(std::nan(""));
}

} // namespace

class tst_ScoreConventions : public QObject {
    Q_OBJECT

private slots:
    void additiveTermsAreRawScores();
    void reducedPrecisionScoreIsConsistent_data();
    void reducedPrecisionScoreIsConsistent();
    void huggingFaceFloat32Rotation();
};

void tst_ScoreConventions::additiveTermsAreRawScores()
{
    // D = 2, x_0 = (1, 0), x_1 = (0, 1), identity projections, θ_0 = base^0 = 1, so p_m = (sin m, cos m):
    // p_0 = (0, 1), p_1 = (sin 1, cos 1).
    QTemporaryDir dir;
    const QString x = writeFile(dir, "x.npy", npyBytes("<f8", {2, 2}, doubles({1, 0, 0, 1})));
    const AppRun r = runApp({"compute", "decompose-additive", "--input", x});
    QVERIFY2(r.exitCode == 0, qPrintable(r.error()));
    const QJsonObject o = r.json();
    const double s1 = std::sin(1.0), c1 = std::cos(1.0);
    QCOMPARE(at(o, "cc", 0, 0), 1.0); // x_0·x_0, not 1/√2
    QCOMPARE(at(o, "cc", 0, 1), 0.0);
    QVERIFY(std::abs(at(o, "cp", 0, 1) - s1) < 1e-15); // x_0·p_1
    QVERIFY(std::abs(at(o, "pc", 1, 0) - s1) < 1e-15); // p_1·x_0
    QVERIFY(std::abs(at(o, "pp", 1, 0) - c1) < 1e-15); // p_1·p_0 = cos(1 − 0)
    // (x_1 + p_1)·(x_0 + p_0) = (sin 1, 1 + cos 1)·(1, 1)
    const double total10 = s1 + 1 + c1;
    QVERIFY(std::abs(at(o, "total", 1, 0) - total10) < 1e-15);
    QVERIFY(std::abs(at(o, "logits", 1, 0) - total10 / std::sqrt(2.0)) < 1e-15);
    QVERIFY(std::abs(o["logit_scale"].toDouble() - 1 / std::sqrt(2.0)) < 1e-16);
}

void tst_ScoreConventions::reducedPrecisionScoreIsConsistent_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<double>("m");
    QTest::addColumn<double>("heldM");
    QTest::addColumn<double>("ulp"); // spacing of the format at the score's magnitude (|score| < 16)
    // bf16 has 8 significant bits: 257 lies halfway between 256 and 258 and rounds to even, 256.
    QTest::newRow("bf16 257") << "bf16" << 257.0 << 256.0 << 0.0625;
    QTest::newRow("bf16 1000") << "bf16" << 1000.0 << 1000.0 << 0.0625; // 1000 = 125·8 fits 8 bits
    QTest::newRow("bf16 1001") << "bf16" << 1001.0 << 1000.0 << 0.0625;
    // fp16 has 11: 2049 rounds to 2048.
    QTest::newRow("fp16 2049") << "fp16" << 2049.0 << 2048.0 << 0.0078125;
    QTest::newRow("fp64 257") << "fp64" << 257.0 << 257.0 << 1e-12;
}

void tst_ScoreConventions::reducedPrecisionScoreIsConsistent()
{
    QFETCH(QString, precision);
    QFETCH(double, m);
    QFETCH(double, heldM);
    QFETCH(double, ulp);
    const AppRun r = runApp({"compute", "score", "--precision", precision, "--m", QString::number(m), "--n", "0",
                             "--head-dim", "64", "--seed", "2"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.error()));
    const QJsonObject o = r.json();
    QCOMPARE(o["m"].toDouble(), heldM);
    QCOMPARE(o["delta"].toDouble(), heldM);
    double sum = o["constant"].toDouble();
    for (const QJsonValue& v : o["per_pair"].toArray())
        sum += v.toDouble();
    const double score = o["score"].toDouble();
    QVERIFY(std::abs(score) < 16);
    // The score is the parts' sum rounded once to the format: at most half a spacing away.
    QVERIFY2(std::abs(sum - score) <= ulp / 2, qPrintable(QStringLiteral("sum %1, score %2").arg(sum).arg(score)));
}

// Hugging Face's default rotary embedding and apply_rotary_pos_emb, one float32 operation at a time:
//   inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2).float() / dim))
//   freqs = inv_freq * position; emb = cat(freqs, freqs); cos, sin = emb.cos(), emb.sin()
//   x_embed = x * cos + rotate_half(x) * sin,  rotate_half(x) = cat(−x[d/2:], x[:d/2])
static std::vector<float> huggingFaceRotate(const std::vector<float>& x, int dim, float base, float position)
{
    const int half = dim / 2;
    std::vector<float> out(size_t(dim), 0.0f);
    for (int i = 0; i < half; ++i) {
        const float exponent = float(2 * i) / float(dim);
        const float invFreq = 1.0f / std::pow(base, exponent); // powf
        const float angle = invFreq * position;
        const float c = std::cos(angle), s = std::sin(angle);
        out[size_t(i)] = x[size_t(i)] * c + (-x[size_t(i + half)]) * s;
        out[size_t(i + half)] = x[size_t(i + half)] * c + x[size_t(i)] * s;
    }
    return out;
}

void tst_ScoreConventions::huggingFaceFloat32Rotation()
{
    const int dim = 64;
    const QList<double> positions = {0, 1, 7, 100, 1000, 4095, 30000};
    QList<double> values; // one row per position, entries of size about 1
    for (int r = 0; r < positions.size(); ++r)
        for (int j = 0; j < dim; ++j)
            values << std::sin(0.37 * (r * dim + j) + 0.1);
    QTemporaryDir dir;
    const QString x = writeFile(dir, "x.npy", npyBytes("<f8", {positions.size(), dim}, doubles(values)));
    QStringList where;
    for (double p : positions)
        where << QString::number(p);
    const QStringList args = {"compute", "rotate", "--input", x, "--positions", where.join(','), "--head-dim", "64",
                              "--pairing", "half-split", "--base", "10000", "--precision"};
    const AppRun hf = runApp(args + QStringList{"fp32-hf"});
    const AppRun fp32 = runApp(args + QStringList{"fp32"});
    QVERIFY2(hf.exitCode == 0, qPrintable(hf.error()));
    QVERIFY2(fp32.exitCode == 0, qPrintable(fp32.error()));
    double hfError = 0, fp32Error = 0;
    for (int r = 0; r < positions.size(); ++r) {
        std::vector<float> row;
        for (int j = 0; j < dim; ++j)
            row.push_back(float(values[r * dim + j]));
        const std::vector<float> expected = huggingFaceRotate(row, dim, 10000.0f, float(positions[r]));
        for (int j = 0; j < dim; ++j) {
            hfError = std::max(hfError, std::abs(at(hf.json(), "rotated", r, j) - expected[size_t(j)]));
            fp32Error = std::max(fp32Error, std::abs(at(fp32.json(), "rotated", r, j) - expected[size_t(j)]));
        }
    }
    qInfo("max |difference| from Hugging Face's float32 code: fp32-hf %.3g, fp32 %.3g", hfError, fp32Error);
    QVERIFY2(hfError < 2e-6, qPrintable(QString::number(hfError)));
    // Correctly rounded θ_i differ from PyTorch's by an ulp in places, and p·θ_i multiplies that.
    QVERIFY2(fp32Error > 10 * hfError, qPrintable(QString::number(fp32Error)));
}

QTEST_GUILESS_MAIN(tst_ScoreConventions)
#include "tst_scoreconventions.moc"
