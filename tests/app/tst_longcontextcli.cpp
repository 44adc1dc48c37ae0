// `compute logit-scale`, `dilution`, `remap`, `base-bound` and attention with --remap, --sink-logit and
// --mask streaming, run as a process. Expected numbers are worked out by hand here (the models' formulas,
// a row of remapped distances, a cache written out), or come from identities: a sink row times nothing
// but 1 − sink, plain attention equal to --remap causal. Bad input exits with 2 and one line.

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

#include "apprun.h"

#include <cmath>

using namespace rope::test;

namespace {

AppRun runCli(const QStringList& args) { return runApp(QStringList{"compute"} + args); }

double number(const QJsonValue& v) { return v.isNull() ? std::nan("") : v.toDouble(std::nan("")); }

QJsonObject json(const QStringList& args)
{
    const AppRun r = runCli(args);
    if (r.exitCode != 0)
        qWarning("%s", qPrintable(r.error()));
    return r.exitCode == 0 ? r.json() : QJsonObject{};
}

// Compares a JSON row with the expected numbers; NaN expects null (masked).
void compareRow(const QJsonArray& row, std::initializer_list<double> expected)
{
    QCOMPARE(row.size(), qsizetype(expected.size()));
    qsizetype i = 0;
    for (double e : expected) {
        if (std::isnan(e))
            QVERIFY2(row[i].isNull(), qPrintable(QStringLiteral("column %1 not null").arg(i)));
        else
            QCOMPARE(row[i].toDouble(), e);
        ++i;
    }
}

constexpr double kMasked = NAN;

} // namespace

class tst_LongContextCli : public QObject {
    Q_OBJECT

private slots:
    void logitScaleByHand();
    void dilutionByHand();
    void remapByHand();
    void baseBound();
    void partialTurns();
    void attentionWithASink();
    void attentionRemapped();
    void attentionStreaming();
    void badInput_data();
    void badInput();
    void help();
};

void tst_LongContextCli::logitScaleByHand()
{
    QJsonObject o = json({"logit-scale", "--method", "llama4", "--positions", "8190,8191,8192,16384,131072"});
    QJsonArray c = o.value("multiplier").toArray();
    QCOMPARE(c.size(), 5);
    QCOMPARE(number(c[0]), 1.0); // ⌊8191/8192⌋ = 0
    QCOMPARE(number(c[1]), 1 + 0.1 * std::log(2.0));
    QCOMPARE(number(c[2]), 1 + 0.1 * std::log(2.0));
    QCOMPARE(number(c[3]), 1 + 0.1 * std::log(3.0));
    QCOMPARE(number(c[4]), 1 + 0.1 * std::log(17.0));
    QCOMPARE(o.value("logit_scale").toObject().value("floor_scale").toDouble(), 8192.0);

    o = json({"logit-scale", "--method", "qwen-logn", "--train-length", "2048", "--positions", "2047,4095"});
    c = o.value("multiplier").toArray();
    QCOMPARE(number(c[0]), 1.0);
    QCOMPARE(number(c[1]), 12.0 / 11.0); // log_{2^11} 2^12

    o = json({"logit-scale", "--method", "ministral", "--positions", "16383,16384,131072"});
    c = o.value("multiplier").toArray();
    QCOMPARE(number(c[0]), 1.0);
    QCOMPARE(number(c[1]), 1 + 0.1 * std::log(2.0));
    QCOMPARE(number(c[2]), 1 + 0.1 * std::log(9.0));

    const double g = 0.1 * std::log(32.0) + 1; // GPT-OSS's YaRN factor 32: logits × g²
    o = json({"logit-scale", "--method", "yarn", "--factor", "32", "--positions", "0,100000"});
    QCOMPARE(number(o.value("multiplier").toArray()[1]), g * g);
    const double ms = 0.1 * std::log(40.0) + 1; // DeepSeek-V3: softmax scale × mscale(40, 1)²
    o = json({"logit-scale", "--method", "deepseek", "--positions", "7"});
    QCOMPARE(number(o.value("multiplier").toArray()[0]), ms * ms);
}

void tst_LongContextCli::dilutionByHand()
{
    QJsonObject o = json({"dilution"}); // n = 10, 100, 1000, 10⁴, A = 3, B = −2
    const QJsonArray w = o.value("max_weight").toArray();
    QCOMPARE(w.size(), 4);
    const double expected[4] = {0.942826, 0.599860, 0.129346, 0.0146257}; // 1/(1 + (n − 1)e⁻⁵)
    for (int i = 0; i < 4; ++i)
        QVERIFY2(std::abs(number(w[i]) - expected[i]) < 2e-6, qPrintable(QString::number(number(w[i]))));
    QVERIFY(!o.contains("max_weight_unscaled"));
    // SSMax with s(A − B) = 1: 1/(1 + 999/1000) at n = 1000, and the plain weight kept beside it.
    o = json({"dilution", "--n", "1000", "--logit-scale", "ssmax", "--s", "0.2"});
    QVERIFY(std::abs(number(o.value("max_weight").toArray()[0]) - 1 / 1.999) < 1e-12);
    QVERIFY(std::abs(number(o.value("max_weight_unscaled").toArray()[0]) - 0.129346) < 2e-6);
    QVERIFY(std::abs(number(o.value("multiplier").toArray()[0]) - 0.2 * std::log(1000.0)) < 1e-12);
}

void tst_LongContextCli::remapByHand()
{
    // Self-Extend, W = 4, G = 2: row 7 is 5 − ⌊n/2⌋ beyond the neighbours, then 3, 2, 1, 0.
    QJsonObject o = json({"remap", "--method", "self-extend", "--positions", "0:8", "--window", "4", "--group", "2"});
    QJsonArray d = o.value("relative_distance").toArray();
    compareRow(d[7].toArray(), {5, 5, 4, 4, 3, 2, 1, 0});
    compareRow(d[5].toArray(), {4, 4, 3, 2, 1, 0, kMasked, kMasked});
    QCOMPARE(o.value("largest_distance").toDouble(), 5.0);
    o = json({"remap", "--method", "rerope", "--positions", "0:8", "--window", "3"});
    compareRow(o.value("relative_distance").toArray()[7].toArray(), {3, 3, 3, 3, 3, 2, 1, 0});
    o = json({"remap", "--method", "leaky-rerope", "--positions", "0:8", "--window", "3", "--leak", "2"});
    compareRow(o.value("relative_distance").toArray()[7].toArray(), {5, 4.5, 4, 3.5, 3, 2, 1, 0});
    // DCA, chunk_size 6, local_size 2: chunks of 4; the query at 11 sits at 3, at min(3 + 4, 6) = 6 against
    // the chunk before and min(2·4 − 1, 6) = 6 against the one before that.
    o = json({"remap", "--method", "dca", "--positions", "0:12", "--chunk", "6", "--local", "2"});
    compareRow(o.value("relative_distance").toArray()[11].toArray(), {6, 5, 4, 3, 6, 5, 4, 3, 3, 2, 1, 0});
    o = json({"remap", "--method", "chunked", "--positions", "0:8", "--chunk", "4"});
    compareRow(o.value("relative_distance").toArray()[7].toArray(), {kMasked, kMasked, kMasked, kMasked, 3, 2, 1, 0});
    o = json({"remap", "--method", "sliding", "--positions", "0:6", "--window", "2"});
    compareRow(o.value("relative_distance").toArray()[5].toArray(), {kMasked, kMasked, kMasked, kMasked, 1, 0});
}

void tst_LongContextCli::baseBound()
{
    // d = 128: 6.4·10⁵ passes for L = 16k, fails for 32k first at m = 27685 (found by a separate C loop of
    // direct sums); 1.5·10⁶ passes at 32k, 1.7·10⁶ fails at 28220, 1.9·10⁶ passes.
    QJsonObject o = json({"base-bound", "--head-dim", "128", "--context", "16384", "--bases", "6.4e5"});
    QVERIFY(o.value("first_negative_m").toArray()[0].isNull());
    QCOMPARE(o.value("smallest_passing_base").toDouble(), 6.4e5);
    o = json({"base-bound", "--head-dim", "128", "--context", "32768", "--bases", "6.4e5,1.5e6,1.7e6,1.9e6"});
    const QJsonArray first = o.value("first_negative_m").toArray();
    QCOMPARE(first[0].toDouble(), 27685.0);
    QVERIFY(first[1].isNull());
    QCOMPARE(first[2].toDouble(), 28220.0);
    QVERIFY(first[3].isNull());
    QCOMPARE(o.value("smallest_passing_base").toDouble(), 1.5e6);
    QVERIFY(o.value("min_B").toArray()[0].toDouble() < 0);
    o = json({"base-bound", "--head-dim", "16", "--context", "100", "--bases", "2"});
    QVERIFY(o.value("smallest_passing_base").isNull()); // base 2 turns negative at once
}

void tst_LongContextCli::partialTurns()
{
    // d = 8, base 10⁴: θ = 1, 0.1, 0.01, 0.001, wavelengths 2π × 1, 10, 100, 1000 = 6.3, 63, 628, 6283. In
    // 100 positions the last two never complete a turn.
    const QJsonObject o = json({"frequencies", "--head-dim", "8", "--train-length", "100"});
    const QJsonArray partial = o.value("partial_turn").toArray();
    QCOMPARE(partial.size(), 4);
    QVERIFY(partial[0].toDouble() == 0.0); // a flag: exactly 0 or 1
    QVERIFY(partial[1].toDouble() == 0.0);
    QCOMPARE(partial[2].toDouble(), 1.0);
    QCOMPARE(partial[3].toDouble(), 1.0);
    QCOMPARE(o.value("partial_turn_count").toDouble(), 2.0);
    QVERIFY(!json({"frequencies", "--head-dim", "8"}).contains("partial_turn"));
}

void tst_LongContextCli::attentionWithASink()
{
    const QStringList common = {"attention", "--head-dim",  "8",   "--source", "random", "--seed",
                                "3",         "--positions", "0:6", "--mask",   "causal"};
    const QJsonObject plain = json(common);
    const QJsonObject sink = json(common + QStringList{"--sink-logit", "0.7"});
    const QJsonArray s = sink.value("sink_weight").toArray();
    QCOMPARE(s.size(), 6);
    for (int m = 0; m < 6; ++m) {
        const QJsonArray row = sink.value("weights").toArray()[m].toArray();
        const QJsonArray plainRow = plain.value("weights").toArray()[m].toArray();
        double sum = 0;
        for (int n = 0; n < 6; ++n) {
            sum += row[n].toDouble();
            // Joining the sink rescales the row by 1 − sink: e^s/(e^S + Σ) = (e^s/Σ)·(Σ/(e^S + Σ)).
            QVERIFY(std::abs(row[n].toDouble() - plainRow[n].toDouble() * (1 - s[m].toDouble())) < 1e-12);
        }
        QVERIFY(std::abs(sum + s[m].toDouble() - 1) < 1e-12);
        QVERIFY(s[m].toDouble() > 0 && sum < 1);
    }
    // Row 0 sees only key 0: sink = e^S/(e^S + e^{s_00}), s_00 the logit.
    const double s00 = plain.value("logits").toArray()[0].toArray()[0].toDouble();
    QVERIFY(std::abs(s[0].toDouble() - std::exp(0.7) / (std::exp(0.7) + std::exp(s00))) < 1e-12);
}

void tst_LongContextCli::attentionRemapped()
{
    const QStringList common = {"attention", "--head-dim",  "8",   "--source", "random", "--seed",
                                "4",         "--positions", "0:8", "--mask",   "causal"};
    const QJsonObject plain = json(common);
    const QJsonObject causal = json(common + QStringList{"--remap", "causal"});
    for (int m = 0; m < 8; ++m)
        for (int n = 0; n <= m; ++n)
            QVERIFY(std::abs(causal.value("logits").toArray()[m].toArray()[n].toDouble() -
                             plain.value("logits").toArray()[m].toArray()[n].toDouble()) < 1e-12);
    const QJsonObject extended = json(common + QStringList{"--remap", "self-extend", "--window", "4", "--group", "2"});
    compareRow(extended.value("relative_distance").toArray()[7].toArray(), {5, 5, 4, 4, 3, 2, 1, 0});
    QCOMPARE(extended.value("largest_distance").toDouble(), 5.0);
    // Key 4 of query 7 is a neighbour (Δ' = Δ = 3): its logit is plain RoPE's.
    QVERIFY(std::abs(extended.value("logits").toArray()[7].toArray()[4].toDouble() -
                     plain.value("logits").toArray()[7].toArray()[4].toDouble()) < 1e-12);
    // Key 0 is remapped (Δ = 7 → 5): its logit is no longer plain RoPE's.
    QVERIFY(std::abs(extended.value("logits").toArray()[7].toArray()[0].toDouble() -
                     plain.value("logits").toArray()[7].toArray()[0].toDouble()) > 1e-6);
}

void tst_LongContextCli::attentionStreaming()
{
    // k = 2 sinks, W = 3: query 7 keeps tokens 0, 1 (positions 0, 1) and 5, 6, 7 (positions 2, 3, 4).
    const QJsonObject o = json({"attention", "--head-dim", "8", "--source", "random", "--positions", "0:8", "--mask",
                                "streaming", "--sink-tokens", "2", "--window", "3"});
    compareRow(o.value("cache_positions").toArray()[7].toArray(), {0, 1, kMasked, kMasked, kMasked, 2, 3, 4});
    QCOMPARE(o.value("query_cache_positions").toArray()[7].toDouble(), 4.0);
    compareRow(o.value("relative_distance").toArray()[7].toArray(), {4, 3, kMasked, kMasked, kMasked, 2, 1, 0});
    QCOMPARE(o.value("largest_distance").toDouble(), 4.0);
    const QJsonArray row = o.value("weights").toArray()[7].toArray();
    QVERIFY(row[2].toDouble() == 0.0 && row[3].toDouble() == 0.0 && row[4].toDouble() == 0.0);
    double sum = 0;
    for (const QJsonValue& v : row)
        sum += v.toDouble();
    QVERIFY(std::abs(sum - 1) < 1e-12);
}

void tst_LongContextCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no method") << QStringList{"logit-scale"} << "--method";
    QTest::newRow("unknown method") << QStringList{"logit-scale", "--method", "llama5"} << "llama4";
    QTest::newRow("option of another method")
        << QStringList{"logit-scale", "--method", "qwen-logn", "--attn-scale", "0.2"} << "does not apply";
    QTest::newRow("bad floor") << QStringList{"logit-scale", "--method", "llama4", "--floor-scale", "0"}
                               << "floor_scale";
    QTest::newRow("method option alone") << QStringList{"dilution", "--attn-scale", "0.2"} << "--logit-scale";
    QTest::newRow("zero keys") << QStringList{"dilution", "--n", "0,10"} << "--n";
    QTest::newRow("group missing") << QStringList{"remap", "--method", "self-extend", "--window", "4"} << "--group";
    QTest::newRow("local too large") << QStringList{"remap", "--method", "dca", "--chunk", "6", "--local", "6"}
                                     << "local";
    QTest::newRow("odd head") << QStringList{"base-bound", "--head-dim", "7"} << "head dimension d must be even";
    QTest::newRow("base 1") << QStringList{"base-bound", "--bases", "1"} << "base";
    QTest::newRow("bases not numbers") << QStringList{"base-bound", "--bases", "1e4,x"} << "--bases";
    QTest::newRow("streaming with remap")
        << QStringList{"attention", "--mask", "streaming", "--remap", "sliding"} << "--remap";
    QTest::newRow("window without remap") << QStringList{"attention", "--window", "4"} << "--remap";
    QTest::newRow("train length 0") << QStringList{"frequencies", "--train-length", "0"} << "--train-length";
    QTest::newRow("sink in bf16") << QStringList{"attention", "--sink-logit", "1", "--precision", "bf16"} << "fp64";
}

void tst_LongContextCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const AppRun r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    const QString err = r.error();
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY2(err.contains(message, Qt::CaseInsensitive), qPrintable(err));
}

void tst_LongContextCli::help()
{
    for (const char* sub : {"logit-scale", "dilution", "remap", "base-bound"}) {
        const AppRun r = runCli({sub, "--help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Example:") && r.out.contains("--out"), sub);
    }
    const AppRun general = runCli({"--help"});
    for (const char* sub : {"logit-scale", "dilution", "remap", "base-bound"})
        QVERIFY(general.out.contains(sub));
}

QTEST_GUILESS_MAIN(tst_LongContextCli)
#include "tst_longcontextcli.moc"
