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
    void latentAttentionHead();
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
    QVERIFY(at(o, "cc", 0, 1) == 0.0);
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
    const QStringList args = {"compute",       "rotate",     "--input",    x,           "--positions",
                              where.join(','), "--head-dim", "64",         "--pairing", "half-split",
                              "--base",        "10000",      "--precision"};
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

void tst_ScoreConventions::latentAttentionHead()
{
    // DeepSeek-V3: q/k heads of 128 unrotated + 64 rotated dims (interleaved, last), softmax scale
    // 1/√192, times mscale(s, mscale_all_dim)² = (0.1·ln 40 + 1)² under YaRN with factor 40.
    QTemporaryDir dir;
    const QByteArray plain = R"({"model_type": "deepseek_v3", "hidden_size": 7168, "num_attention_heads": 128,
        "qk_rope_head_dim": 64, "qk_nope_head_dim": 128, "v_head_dim": 128, "rope_theta": 10000)";
    const QString config = writeFile(dir, "plain.json", plain + "}");
    const int d = 192, n = 3;
    QList<double> q, k;
    for (int i = 0; i < n * d; ++i) {
        q << std::sin(0.37 * i + 1);
        k << std::cos(0.23 * i);
    }
    const QString qf = writeFile(dir, "q.npy", npyBytes("<f8", {n, d}, doubles(q)));
    const QString kf = writeFile(dir, "k.npy", npyBytes("<f8", {n, d}, doubles(k)));
    const AppRun r = runApp({"compute", "attention", "--config", config, "--q", qf, "--k", kf, "--v", kf});
    QVERIFY2(r.exitCode == 0, qPrintable(r.error()));
    const QJsonObject o = r.json();
    QCOMPARE(o["params"].toObject()["head_dim"].toInt(), 192);
    QCOMPARE(o["params"].toObject()["rotary_dim"].toInt(), 64);
    QCOMPARE(o["params"].toObject()["rotary_placement"].toString(), QStringLiteral("last"));
    QVERIFY(std::abs(o["logit_scale"].toDouble() - 1 / std::sqrt(192.0)) < 1e-15);
    // By hand: rotate the last 64 dims, pair i = (128 + 2i, 129 + 2i) by p·10000^(−2i/64).
    const auto rotated = [&](const QList<double>& x, int row) {
        std::vector<double> out(x.begin() + row * d, x.begin() + (row + 1) * d);
        for (int i = 0; i < 32; ++i) {
            const double angle = row * std::pow(10000.0, -2.0 * i / 64);
            const double a = out[size_t(128 + 2 * i)], b = out[size_t(129 + 2 * i)];
            out[size_t(128 + 2 * i)] = a * std::cos(angle) - b * std::sin(angle);
            out[size_t(129 + 2 * i)] = a * std::sin(angle) + b * std::cos(angle);
        }
        return out;
    };
    for (int m = 0; m < n; ++m)
        for (int j = 0; j < n; ++j) {
            const std::vector<double> qm = rotated(q, m), kj = rotated(k, j);
            double dot = 0;
            for (int c = 0; c < d; ++c)
                dot += qm[size_t(c)] * kj[size_t(c)];
            QVERIFY(std::abs(at(o, "logits", m, j) - dot / std::sqrt(192.0)) < 1e-12);
        }

    // compute score: the unrotated part is the first 128 dims, the pairs' parts the last 64.
    const QString q1 = writeFile(dir, "q1.npy", npyBytes("<f8", {d}, doubles(q.mid(d, d))));
    const QString k0 = writeFile(dir, "k0.npy", npyBytes("<f8", {d}, doubles(k.mid(0, d))));
    const AppRun s = runApp({"compute", "score", "--config", config, "--q", q1, "--k", k0, "--m", "1", "--n", "0"});
    QVERIFY2(s.exitCode == 0, qPrintable(s.error()));
    const QJsonObject so = s.json();
    double nope = 0;
    for (int c = 0; c < 128; ++c)
        nope += q[d + c] * k[c];
    QVERIFY(std::abs(so["constant"].toDouble() - nope) < 1e-12);
    double parts = so["constant"].toDouble();
    for (const QJsonValue v : so["per_pair"].toArray())
        parts += v.toDouble();
    QVERIFY(std::abs(parts - so["score"].toDouble()) < 1e-12);
    QVERIFY(std::abs(so["logit"].toDouble() - at(o, "logits", 1, 0)) < 1e-12); // the attention's logit at (1, 0)

    const QString yarn = writeFile(dir, "yarn.json", plain + R"(, "rope_scaling": {"type": "yarn", "factor": 40,
        "original_max_position_embeddings": 4096, "beta_fast": 32, "beta_slow": 1, "mscale": 1.0,
        "mscale_all_dim": 1.0}})");
    const AppRun y = runApp({"compute", "attention", "--config", yarn, "--q", qf, "--k", kf, "--v", kf});
    QVERIFY2(y.exitCode == 0, qPrintable(y.error()));
    const double mscale = 0.1 * std::log(40.0) + 1;
    QVERIFY(std::abs(y.json()["logit_scale"].toDouble() - mscale * mscale / std::sqrt(192.0)) < 1e-14);
    // An explicit --head-dim leaves the model's head: 1/√d again.
    const AppRun own = runApp({"compute", "attention", "--config", yarn, "--head-dim", "64", "--seq-len", "4"});
    QVERIFY2(own.exitCode == 0, qPrintable(own.error()));
    QVERIFY(std::abs(own.json()["logit_scale"].toDouble() - 0.125) < 1e-15);
}

QTEST_GUILESS_MAIN(tst_ScoreConventions)
#include "tst_scoreconventions.moc"
