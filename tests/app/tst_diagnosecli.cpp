// `rope-explorer diagnose` as a user runs it: rows rotated here by a hand-written convention (cos/sin
// per pair, written out), written with our own .npy writer; the verdict, the JSON keys, the
// comparison with a model's config, the Meta → HF weight check, and every bad input.

#include "apprun.h"
#include "testfiles.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>

using rope::test::runApp;

namespace {

using Rows = std::vector<std::vector<double>>;

Rows gaussianRows(int n, int d, unsigned seed)
{
    std::mt19937 gen(seed);
    std::normal_distribution<double> normal;
    Rows rows(size_t(n), std::vector<double>(size_t(d), 0.0));
    for (auto& row : rows)
        for (double& v : row)
            v = normal(gen);
    return rows;
}

// Pair i of the span [first, first + r) turned by sign·(p + offset)·base^(−2i/r).
Rows rotated(const Rows& x, bool interleaved, int sign, int offset, double base, int r = 0, bool last = false)
{
    Rows y = x;
    const int d = int(x[0].size());
    r = r ? r : d;
    const int first = last ? d - r : 0;
    for (size_t p = 0; p < x.size(); ++p)
        for (int i = 0; i < r / 2; ++i) {
            const int a = first + (interleaved ? 2 * i : i), b = first + (interleaved ? 2 * i + 1 : i + r / 2);
            const double angle = sign * double(int(p) + offset) * std::pow(base, -2.0 * i / r);
            y[p][size_t(a)] = x[p][size_t(a)] * std::cos(angle) - x[p][size_t(b)] * std::sin(angle);
            y[p][size_t(b)] = x[p][size_t(a)] * std::sin(angle) + x[p][size_t(b)] * std::cos(angle);
        }
    return y;
}

// transformers' apply_rotary_pos_emb, half-split rotate_half (cat((−x₂, x₁))), with the cos/sin cache
// built by freqs.repeat_interleave(2) (dimension j turns by θ_{j/2}) or, with `swapped`, the right
// cat((freqs, freqs)) cache but cos and sin exchanged.
Rows hfBuggy(const Rows& x, bool repeatInterleave, bool swapped, double base, int first = 0)
{
    Rows y = x;
    const int d = int(x[0].size()), h = d / 2;
    for (size_t r = 0; r < x.size(); ++r)
        for (int j = 0; j < d; ++j) {
            const int pair = repeatInterleave ? j / 2 : j % h;
            const double angle = double(first + int(r)) * std::pow(base, -2.0 * pair / d);
            const double half = j < h ? -x[r][size_t(j + h)] : x[r][size_t(j - h)];
            y[r][size_t(j)] = swapped ? x[r][size_t(j)] * std::sin(angle) + half * std::cos(angle)
                                      : x[r][size_t(j)] * std::cos(angle) + half * std::sin(angle);
        }
    return y;
}

// A double rounded to bfloat16 (8 significant bits, ties to even), via its float bits.
double toBf16(double v)
{
    float f = float(v);
    std::uint32_t bits;
    std::memcpy(&bits, &f, 4);
    bits = (bits + 0x7fffu + ((bits >> 16) & 1u)) & 0xffff0000u;
    std::memcpy(&f, &bits, 4);
    return double(f);
}

QByteArray npy(const Rows& rows)
{
    QList<double> flat;
    for (const auto& row : rows)
        flat.append(QList<double>(row.begin(), row.end()));
    return rope::test::npyBytes("<f8", {qint64(rows.size()), qint64(rows[0].size())}, rope::test::doubles(flat));
}

} // namespace

class tst_DiagnoseCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void namesOffsetAndPairing();
    void departuresFromALlamaConfig();
    void matchesDeepSeekLatentAttention();
    void weightsPermutation();
    void namesCosSinMixUps();
    void namesAnOffsetReadFromThePhases();
    void namesYarnTruncateAndFactorAgainstAConfig();
    void namesAResultRoundedToBf16();
    void hintsAtTheHeadCount();
    void readmeListsEveryPrecisionName();
    void badInputsAreRefused_data();
    void badInputsAreRefused();
    void listedInHelp();

private:
    QString write(const QString& name, const QByteArray& bytes) { return rope::test::writeFile(m_dir, name, bytes); }
    QTemporaryDir m_dir;
};

void tst_DiagnoseCli::namesOffsetAndPairing()
{
    const Rows x = gaussianRows(16, 64, 1);
    const QString in = write("x.npy", npy(x)), out = write("y.npy", npy(rotated(x, false, 1, 1, 10000)));
    const auto run = runApp({"diagnose", "--input", in, "--rotated", out, "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = run.json(), best = o["best"].toObject();
    QCOMPARE(best["pairing"].toString(), QStringLiteral("half-split"));
    QCOMPARE(best["direction"].toString(), QStringLiteral("ccw"));
    QCOMPARE(best["position_offset"].toInt(), 1);
    QCOMPARE(best["base"].toDouble(), 10000.0);
    QCOMPARE(best["rotary_dim"].toInt(), 64);
    QCOMPARE(best["precision"].toString(), QStringLiteral("fp64"));
    // Clean rows: none of the bugs is named.
    QCOMPARE(best["output_rounding"].toString(), QStringLiteral("none"));
    QCOMPARE(best["cos_sin_layout"].toString(), QStringLiteral("matching"));
    QVERIFY(!best["cos_sin_swapped"].toBool() && !best["truncate_flipped"].toBool() &&
            !best["attention_factor_dropped"].toBool());
    QVERIFY(!o["not_visible"].toArray().isEmpty());
    QVERIFY(o["max_abs_error"].toDouble() < 1e-13);
    QVERIFY(o["explained"].toBool());
    QVERIFY(o["verdict"].toString().contains(QLatin1String("counts positions from 1")));
    const QJsonArray candidates = o["candidates"].toArray();
    QVERIFY(candidates.size() >= 2);
    for (int i = 1; i < candidates.size(); ++i) // sorted, best first
        QVERIFY(candidates[i].toObject()["max_abs_error"].toDouble() >=
                candidates[0].toObject()["max_abs_error"].toDouble());

    const auto text = runApp({"diagnose", "--input", in, "--rotated", out});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("Your code pairs (i, i + d/2)"));
    QVERIFY(text.out.contains("Candidates, best first"));
}

void tst_DiagnoseCli::departuresFromALlamaConfig()
{
    // A Meta-style port of Llama 3.1 (interleaved, no scaling) checked against the HF config.
    const QString config = write("llama.json", R"({"model_type": "llama", "hidden_size": 4096,
        "num_attention_heads": 32, "rope_theta": 500000.0, "max_position_embeddings": 131072,
        "rope_scaling": {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                         "original_max_position_embeddings": 8192, "rope_type": "llama3"}})");
    const Rows x = gaussianRows(12, 128, 2);
    const QString in = write("x128.npy", npy(x)), out = write("y128.npy", npy(rotated(x, true, 1, 0, 500000)));
    const auto run = runApp({"diagnose", "--input", in, "--rotated", out, "--config", config, "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = run.json();
    QCOMPARE(o["best"].toObject()["pairing"].toString(), QStringLiteral("interleaved"));
    QCOMPARE(o["reference"].toObject()["pairing"].toString(), QStringLiteral("half-split"));
    QCOMPARE(o["reference"].toObject()["scaling"].toString(), QStringLiteral("llama3"));
    const QJsonArray departures = o["departures"].toArray();
    QCOMPARE(departures.size(), 2);
    QVERIFY(departures[0].toString().startsWith(QLatin1String("pairing:")));
    QVERIFY(departures[1].toString().startsWith(QLatin1String("scaling:")));

    const auto text = runApp({"diagnose", "--input", in, "--rotated", out, "--config", config});
    QVERIFY(text.out.contains("Where it departs from llama's RoPE"));
}

void tst_DiagnoseCli::matchesDeepSeekLatentAttention()
{
    const QString config = write("deepseek.json", R"({"model_type": "deepseek_v3", "hidden_size": 7168,
        "num_attention_heads": 128, "qk_rope_head_dim": 64, "qk_nope_head_dim": 128, "v_head_dim": 128,
        "rope_theta": 10000})");
    const Rows x = gaussianRows(8, 192, 3);
    const QString in = write("x192.npy", npy(x));
    const QString right = write("right.npy", npy(rotated(x, true, 1, 0, 10000, 64, true)));
    const auto run = runApp({"diagnose", "--input", in, "--rotated", right, "--config", config, "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject best = run.json()["best"].toObject();
    QCOMPARE(best["rotary_dim"].toInt(), 64);
    QCOMPARE(best["rotary_placement"].toString(), QStringLiteral("last"));
    QCOMPARE(run.json()["departures"].toArray().size(), 0);
    // rotate_half applied to the checkpoint's rope dims without de-interleaving them first.
    const QString wrong = write("wrong.npy", npy(rotated(x, false, 1, 0, 10000, 64, true)));
    const auto bad = runApp({"diagnose", "--input", in, "--rotated", wrong, "--config", config});
    QCOMPARE(bad.exitCode, 0);
    QVERIFY2(bad.out.contains("pairing: your code pairs (i, i + r/2)"), bad.out.constData());
}

void tst_DiagnoseCli::weightsPermutation()
{
    // convert_llama_weights_to_hf.py: HF row h·d + s·d/2 + i is Meta row h·d + 2i + s.
    const int heads = 3, d = 8, cols = 5;
    const Rows meta = gaussianRows(heads * d, cols, 4);
    Rows hf = meta;
    for (int h = 0; h < heads; ++h)
        for (int s = 0; s < 2; ++s)
            for (int i = 0; i < d / 2; ++i)
                hf[size_t(h * d + s * d / 2 + i)] = meta[size_t(h * d + 2 * i + s)];
    const QString w1 = write("meta.npy", npy(meta)), w2 = write("hf.npy", npy(hf));
    const auto run = runApp({"diagnose", "--meta", w1, "--hf", w2, "--heads", "3", "--json"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.json()["is_permutation"].toBool());
    QCOMPARE(run.json()["head_dim"].toInt(), 8);

    Rows half = hf; // head 1 copied unpermuted
    for (int j = d; j < 2 * d; ++j)
        half[size_t(j)] = meta[size_t(j)];
    const auto mixed =
        runApp({"diagnose", "--meta", w1, "--hf", write("half.npy", npy(half)), "--heads", "3", "--json"});
    QCOMPARE(mixed.exitCode, 0);
    QVERIFY(!mixed.json()["is_permutation"].toBool());
    QCOMPARE(mixed.json()["differing_heads"].toArray(), QJsonArray{1});
    QCOMPARE(mixed.json()["per_head"].toArray()[1].toObject()["relation"].toString(), QStringLiteral("identical"));
}

void tst_DiagnoseCli::namesCosSinMixUps()
{
    const Rows x = gaussianRows(16, 64, 5);
    const QString in = write("xmix.npy", npy(x));
    const auto ri = runApp(
        {"diagnose", "--input", in, "--rotated", write("ri.npy", npy(hfBuggy(x, true, false, 10000))), "--json"});
    QCOMPARE(ri.exitCode, 0);
    QJsonObject best = ri.json()["best"].toObject();
    QCOMPARE(best["cos_sin_layout"].toString(), QStringLiteral("repeat_interleave"));
    QCOMPARE(best["pairing"].toString(), QStringLiteral("half-split"));
    QVERIFY(!best["cos_sin_swapped"].toBool());
    QVERIFY(ri.json()["explained"].toBool());
    const QString verdict = ri.json()["verdict"].toString();
    QVERIFY2(verdict.contains(QLatin1String("builds cos/sin with repeat_interleave")), qPrintable(verdict));
    QVERIFY(verdict.contains(QLatin1String("cannot show whether V is rotated too")));

    const auto swapped = runApp(
        {"diagnose", "--input", in, "--rotated", write("swapped.npy", npy(hfBuggy(x, false, true, 10000))), "--json"});
    QCOMPARE(swapped.exitCode, 0);
    best = swapped.json()["best"].toObject();
    QVERIFY(best["cos_sin_swapped"].toBool());
    QCOMPARE(best["cos_sin_layout"].toString(), QStringLiteral("matching"));
    QVERIFY(swapped.json()["verdict"].toString().contains(QLatin1String("swaps cos and sin")));
    const auto text =
        runApp({"diagnose", "--input", in, "--rotated", write("swapped2.npy", npy(hfBuggy(x, false, true, 10000)))});
    QVERIFY2(text.out.contains("ok swapped"), text.out.constData());
}

void tst_DiagnoseCli::namesAnOffsetReadFromThePhases()
{
    // Rows saved in the middle of a decode, at positions 4096 … 4111, passed without --positions.
    const Rows x = gaussianRows(16, 64, 6);
    const auto run = runApp({"diagnose", "--input", write("xdec.npy", npy(x)), "--rotated",
                             write("ydec.npy", npy(rotated(x, false, 1, 4096, 500000))), "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = run.json();
    QCOMPARE(o["best"].toObject()["position_offset"].toInt(), 4096);
    QVERIFY(o["max_abs_error"].toDouble() < 1e-10);
    QVERIFY2(o["verdict"].toString().contains(QLatin1String("uses position p + 4096")),
             qPrintable(o["verdict"].toString()));
}

void tst_DiagnoseCli::namesYarnTruncateAndFactorAgainstAConfig()
{
    // GPT-OSS's rope_scaling (truncate false); code that truncates, and code that forgets the factor.
    const QString config = write("gptoss.json", R"({"model_type": "gpt_oss", "hidden_size": 2880, "head_dim": 64,
        "num_attention_heads": 64, "num_key_value_heads": 8, "rope_theta": 150000, "max_position_embeddings": 131072,
        "rope_scaling": {"rope_type": "yarn", "factor": 32.0, "beta_fast": 32.0, "beta_slow": 1.0,
                         "truncate": false, "original_max_position_embeddings": 4096}})");
    const int d = 64;
    const double base = 150000, factor = 32, context = 4096;
    const auto yarnRows = [&](const Rows& x, bool truncate, double attention) {
        // _compute_yarn_parameters in double, then rotate_half with cos/sin times the attention factor.
        double low = d * std::log(context / (32 * 2 * M_PI)) / (2 * std::log(base));
        double high = d * std::log(context / (1 * 2 * M_PI)) / (2 * std::log(base));
        if (truncate) {
            low = std::floor(low);
            high = std::ceil(high);
        }
        Rows y = x;
        for (size_t r = 0; r < x.size(); ++r)
            for (int i = 0; i < d / 2; ++i) {
                const double pos = std::pow(base, 2.0 * i / d);
                const double keep = 1 - std::clamp((i - low) / (high - low), 0.0, 1.0);
                const double theta = 1 / (factor * pos) * (1 - keep) + 1 / pos * keep;
                const double angle = double(2000 + int(r)) * theta;
                const double a = x[r][size_t(i)], b = x[r][size_t(i + d / 2)];
                y[r][size_t(i)] = attention * (a * std::cos(angle) - b * std::sin(angle));
                y[r][size_t(i + d / 2)] = attention * (a * std::sin(angle) + b * std::cos(angle));
            }
        return y;
    };
    const Rows x = gaussianRows(16, d, 7);
    const QString in = write("xyarn.npy", npy(x));
    const double mscale = 0.1 * std::log(factor) + 1;
    const auto truncating =
        runApp({"diagnose", "--input", in, "--rotated", write("ytrunc.npy", npy(yarnRows(x, true, mscale))),
                "--positions", "2000:2016", "--config", config, "--json"});
    QCOMPARE(truncating.exitCode, 0);
    QJsonObject o = truncating.json();
    QVERIFY(o["best"].toObject()["truncate_flipped"].toBool());
    QVERIFY(o["max_abs_error"].toDouble() < 1e-10);
    QVERIFY2(o["verdict"].toString().contains(QLatin1String("truncating YaRN's ramp bounds")),
             qPrintable(o["verdict"].toString()));
    QCOMPARE(o["departures"].toArray().size(), 1);
    QVERIFY(o["departures"].toArray()[0].toString().startsWith(QLatin1String("YaRN truncate:")));

    const auto forgetting =
        runApp({"diagnose", "--input", in, "--rotated", write("ynofactor.npy", npy(yarnRows(x, false, 1.0))),
                "--positions", "2000:2016", "--config", config, "--json"});
    QCOMPARE(forgetting.exitCode, 0);
    o = forgetting.json();
    QVERIFY(o["explained"].toBool());
    QVERIFY(o["best"].toObject()["attention_factor_dropped"].toBool());
    QVERIFY(!o["best"].toObject()["truncate_flipped"].toBool());
    QVERIFY(o["verdict"].toString().contains(QLatin1String("without the attention factor (mscale)")));
    QVERIFY(o["departures"].toArray()[0].toString().startsWith(QLatin1String("attention factor:")));
}

void tst_DiagnoseCli::namesAResultRoundedToBf16()
{
    const Rows x = gaussianRows(16, 64, 8);
    Rows y = rotated(x, true, 1, 0, 10000);
    for (auto& row : y)
        for (double& v : row)
            v = toBf16(v);
    const auto run = runApp({"diagnose", "--input", write("xbf.npy", npy(x)), "--rotated", write("ybf.npy", npy(y)),
                             "--positions", "0:16", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = run.json();
    QCOMPARE(o["best"].toObject()["output_rounding"].toString(), QStringLiteral("bf16"));
    QCOMPARE(o["best"].toObject()["pairing"].toString(), QStringLiteral("interleaved"));
    QVERIFY(o["verdict"].toString().contains(QLatin1String("the result rounded to bf16")));
    // The candidates stay sorted by max abs error, the verdict's among them, every precision one of the names
    // the README lists.
    const QJsonArray candidates = o["candidates"].toArray();
    const QStringList precisions = {"fp64", "fp32", "fp32-torch", "bf16-positions", "bf16", "fp16"};
    for (int i = 0; i < candidates.size(); ++i) {
        const QJsonObject c = candidates[i].toObject();
        QVERIFY2(precisions.contains(c["precision"].toString()), qPrintable(c["precision"].toString()));
        QVERIFY(QStringList({"none", "bf16", "fp16"}).contains(c["output_rounding"].toString()));
        if (i > 0)
            QVERIFY(c["max_abs_error"].toDouble() >= candidates[i - 1].toObject()["max_abs_error"].toDouble());
    }
}

void tst_DiagnoseCli::readmeListsEveryPrecisionName()
{
    // Every value diagnose can write under "precision" and "output_rounding" (core::DiagnosedPrecision,
    // core::OutputRounding), and the cos/sin layouts, are named in the README's diagnose section.
    QFile file(QStringLiteral(ROPE_SOURCE_DIR "/README.md"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString readme = QString::fromUtf8(file.readAll());
    const qsizetype start = readme.indexOf(QLatin1String("## `rope-explorer diagnose`"));
    QVERIFY(start >= 0);
    const QString section = readme.mid(start, readme.indexOf(QLatin1String("\n## "), start + 5) - start);
    for (const char* name : {"`fp64`", "`fp32`", "`fp32-torch`", "`bf16-positions`", "`bf16`", "`fp16`", "`none`",
                             "`matching`", "`cat`", "`repeat_interleave`", "`output_rounding`", "`rms_error`"})
        QVERIFY2(section.contains(QLatin1String(name)), name);
}

void tst_DiagnoseCli::hintsAtTheHeadCount()
{
    // 4 heads of 8 rows permuted, checked as 2 heads of 16: every head differs, and --heads 4 fits.
    const int heads = 4, d = 8, cols = 3;
    const Rows meta = gaussianRows(heads * d, cols, 9);
    Rows hf = meta;
    for (int h = 0; h < heads; ++h)
        for (int s = 0; s < 2; ++s)
            for (int i = 0; i < d / 2; ++i)
                hf[size_t(h * d + s * d / 2 + i)] = meta[size_t(h * d + 2 * i + s)];
    const auto run = runApp(
        {"diagnose", "--meta", write("m4.npy", npy(meta)), "--hf", write("h4.npy", npy(hf)), "--heads", "2", "--json"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(!run.json()["is_permutation"].toBool());
    QCOMPARE(run.json()["suggested_heads"].toInt(), 4);
    QVERIFY2(run.json()["verdict"].toString().contains(QLatin1String("With --heads 4")),
             qPrintable(run.json()["verdict"].toString()));
}

void tst_DiagnoseCli::badInputsAreRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no rotated") << QStringList{"--input", "X"} << "give --input x.npy and --rotated y.npy";
    QTest::newRow("rows differ") << QStringList{"--input", "X", "--rotated", "SHORT"} << "--rotated has 4 rows";
    QTest::newRow("width differs") << QStringList{"--input", "X", "--rotated", "NARROW"} << "--rotated has 8 columns";
    QTest::newRow("odd width") << QStringList{"--input", "ODD", "--rotated", "ODD"} << "must be even";
    // Before: every candidate "inf" (null in JSON), even for equal files.
    QTest::newRow("wider than compute takes") << QStringList{"--input", "WIDE", "--rotated", "WIDE"}
                                              << "the rows have 8194 dims; the head dimension is at most 8192";
    QTest::newRow("nan") << QStringList{"--input", "X", "--rotated", "NAN"}
                         << "rotated contains NaN or infinity (row 2, column 3)";
    QTest::newRow("corrupt") << QStringList{"--input", "X", "--rotated", "CORRUPT"} << "--rotated";
    QTest::newRow("positions count") << QStringList{"--input", "X", "--rotated", "X", "--positions", "0:3"}
                                     << "lists 3 positions but the input has 6 rows";
    QTest::newRow("config width") << QStringList{"--input", "X", "--rotated", "X", "--config", "CONFIG"}
                                  << "the model's head has 64 dims but the rows have 16";
    QTest::newRow("both modes") << QStringList{"--input", "X", "--meta", "X"} << "give one pair";
    QTest::newRow("heads missing") << QStringList{"--meta", "X", "--hf", "X"} << "--heads H is needed";
    QTest::newRow("heads split") << QStringList{"--meta", "X", "--hf", "X", "--heads", "4"} << "does not split 6 rows";
    QTest::newRow("typo") << QStringList{"--input", "X", "--rotate", "X"} << "did you mean '--rotated'";
}

void tst_DiagnoseCli::badInputsAreRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Rows x = gaussianRows(6, 16, 5);
    QHash<QString, QString> files{
        {"X", write("bx.npy", npy(x))},
        {"SHORT", write("bshort.npy", npy(gaussianRows(4, 16, 6)))},
        {"NARROW", write("bnarrow.npy", npy(gaussianRows(6, 8, 6)))},
        {"ODD", write("bodd.npy", npy(gaussianRows(6, 7, 6)))},
        {"WIDE", write("bwide.npy", npy(gaussianRows(2, 8194, 6)))},
        {"CORRUPT", write("bcorrupt.npy", QByteArray("\x93NUMPY\x01\x00garbage", 15))},
        {"CONFIG", write("bconfig.json", R"({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 64})")},
    };
    Rows nan = x;
    nan[2][3] = std::nan("");
    files["NAN"] = write("bnan.npy", npy(nan));
    QStringList full{"diagnose"};
    for (const QString& a : args)
        full << files.value(a, a);
    const auto run = runApp(full);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.error().contains(message), qPrintable(run.error()));
    QVERIFY(run.out.isEmpty());
}

void tst_DiagnoseCli::listedInHelp()
{
    const auto help = runApp({"diagnose", "--help"});
    QCOMPARE(help.exitCode, 0);
    for (const char* option :
         {"--input", "--rotated", "--positions", "--config", "--meta", "--hf", "--heads", "--json"})
        QVERIFY2(help.out.contains(option), option);
    QVERIFY(runApp({"--help"}).out.contains("diagnose"));
    QVERIFY(runApp({"diagnos"}).error().contains("did you mean 'diagnose'"));
}

QTEST_GUILESS_MAIN(tst_DiagnoseCli)
#include "tst_diagnosecli.moc"
