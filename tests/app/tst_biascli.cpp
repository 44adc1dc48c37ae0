// `compute bias` and `compute attention --encoding` beyond RoPE, as a user runs them: values worked out
// by hand (ALiBi's slopes, KERPLE's logs, T5's buckets), attention logits that add the bias to q·k/√d,
// and bad input refused with a sentence and exit code 2.
#include "apprun.h"
#include "testfiles.h"
#include "testutil.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>

using rope::test::runApp;

class tst_BiasCli : public QObject {
    Q_OBJECT
private slots:
    void alibiByHand();
    void kerplePerHead();
    void t5BucketsAndTable();
    void attentionAddsTheBias();
    void learnedTableFromAFile();
    void inspectNamesTheFamily();
    void badInputsAreSentences_data();
    void badInputsAreSentences();
};

void tst_BiasCli::alibiByHand()
{
    const auto run = runApp({"compute", "bias", "--family", "alibi", "--heads", "8", "--deltas", "0,1,5,-5"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject o = run.json();
    const QJsonArray slopes = o.value("slopes").toArray();
    QCOMPARE(slopes.size(), 8);
    QCOMPARE(slopes[0].toDouble(), 0.5);
    QCOMPARE(slopes[7].toDouble(), 1.0 / 256);
    const QJsonArray bias = o.value("bias").toArray(); // heads × Δ
    QCOMPARE(bias.size(), 8);
    QVERIFY(bias[0].toArray()[0].toDouble() == 0.0);
    QCOMPARE(bias[0].toArray()[2].toDouble(), -2.5); // −½·5
    QCOMPARE(bias[2].toArray()[3].toDouble(), -5.0 / 8); // −⅛·|−5|
}

void tst_BiasCli::kerplePerHead()
{
    const auto run = runApp(
        {"compute", "bias", "--family", "kerple", "--heads", "2", "--r1", "1,2", "--r2", "0.5", "--deltas", "3"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonArray bias = run.json().value("bias").toArray();
    ROPE_COMPARE_NEAR(bias[0].toArray()[0].toDouble(), -std::log(2.5), 1e-15);
    ROPE_COMPARE_NEAR(bias[1].toArray()[0].toDouble(), -2 * std::log(2.5), 1e-15);
}

void tst_BiasCli::t5BucketsAndTable()
{
    // relative_attention_bias.weight of 32 buckets × 1 head: entry b = b, so bias = bucket.
    QList<double> table;
    for (int b = 0; b < 32; ++b)
        table << b;
    QTemporaryDir dir;
    const QString path =
        rope::test::writeFile(dir, "t5.npy", rope::test::npyBytes("<f8", {32, 1}, rope::test::doubles(table)));
    const auto run = runApp({"compute", "bias", "--family", "t5", "--heads", "1", "--bidirectional", "--bias-table",
                             path, "--deltas", "0,1,-1,8,16,127,500"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonArray bucket = run.json().value("bucket").toArray();
    // Encoder: 16 buckets a side, 8 exact, 8 + ⌊2·log₂(|Δ|/8)⌋ beyond, capped at 15; keys after: +16.
    const QList<int> expected = {0, 1, 17, 8, 10, 15, 15};
    for (int i = 0; i < expected.size(); ++i)
        QCOMPARE(bucket[i].toInt(), expected[i]);
    const QJsonArray bias = run.json().value("bias").toArray()[0].toArray();
    for (int i = 0; i < expected.size(); ++i)
        QCOMPARE(bias[i].toDouble(), double(expected[i]));
    // Causal (the decoder's): 32 buckets, 16 exact; keys after the query share bucket 0.
    const auto causal = runApp({"compute", "bias", "--family", "t5", "--heads", "1", "--deltas", "-3,20"});
    QCOMPARE(causal.exitCode, 0);
    QCOMPARE(causal.json().value("bucket").toArray()[0].toInt(), 0);
    QCOMPARE(causal.json().value("bucket").toArray()[1].toInt(), 17); // 16 + ⌊16·ln(20/16)/ln 8⌋ = 16 + ⌊1.72⌋
}

void tst_BiasCli::attentionAddsTheBias()
{
    // The same constant content with and without ALiBi (4 heads, head 1: slope 2^(−8·2/4) = 1/16):
    // the logits differ by −|m − n|/16.
    const auto three = runApp({"compute", "attention", "--head-dim", "4", "--source", "constant", "--positions", "0:3",
                               "--encoding", "alibi", "--heads", "4", "--bias-head", "1"});
    QVERIFY2(three.exitCode == 0, three.err.constData());
    const auto none = runApp({"compute", "attention", "--head-dim", "4", "--source", "constant", "--positions", "0:3",
                              "--encoding", "none"});
    QCOMPARE(none.exitCode, 0);
    const QJsonArray biased = three.json().value("logits").toArray(), plain = none.json().value("logits").toArray();
    QCOMPARE(biased.size(), 3);
    for (int m = 0; m < 3; ++m)
        for (int n = 0; n < 3; ++n)
            ROPE_COMPARE_NEAR(biased[m].toArray()[n].toDouble(),
                              plain[m].toArray()[n].toDouble() - std::abs(m - n) / 16.0, 1e-12);
    QCOMPARE(three.json().value("encoding").toString(), QStringLiteral("alibi"));
    QCOMPARE(three.json().value("slopes").toArray()[1].toDouble(), 1.0 / 16);
    // xpos is RoPE with the paper's B = 512 unless given.
    const auto xpos = runApp({"compute", "attention", "--head-dim", "4", "--source", "constant", "--positions", "0:3",
                              "--encoding", "xpos"});
    QCOMPARE(xpos.exitCode, 0);
    QCOMPARE(xpos.json().value("xpos").toObject().value("scale_base").toDouble(), 512.0);
}

void tst_BiasCli::learnedTableFromAFile()
{
    // A 2 × 2 table added to q = k = (1, 0): logits (q + P_m)·(k + P_n)/√2.
    QTemporaryDir dir;
    const QString table =
        rope::test::writeFile(dir, "wpe.npy", rope::test::npyBytes("<f8", {2, 2}, rope::test::doubles({0, 1, 2, 0})));
    const auto run = runApp({"compute", "attention", "--q", "1,0", "--k", "1,0", "--v", "1,0", "--encoding", "learned",
                             "--learned-table", table});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    // One row, position 0: (1, 1)·(1, 1)/√2 = √2.
    ROPE_COMPARE_NEAR(run.json().value("logits").toArray()[0].toArray()[0].toDouble(), std::sqrt(2.0), 1e-12);
    // Position 2 has no row in a table of 2.
    const auto past = runApp({"compute", "attention", "--head-dim", "2", "--source", "constant", "--positions", "0:3",
                              "--encoding", "learned", "--learned-table", table});
    QCOMPARE(past.exitCode, 2);
    QVERIFY2(past.err.contains("does not extrapolate"), past.err.constData());
}

void tst_BiasCli::inspectNamesTheFamily()
{
    QTemporaryDir dir;
    const QString gpt2 = rope::test::writeFile(dir, "gpt2.json", R"({"model_type": "gpt2", "n_positions": 1024})");
    const QString t5 = rope::test::writeFile(
        dir, "t5.json", R"({"model_type": "t5", "relative_attention_num_buckets": 32, "num_heads": 8})");
    const QString bloom = rope::test::writeFile(dir, "bloom.json", R"({"model_type": "bloom", "n_head": 16})");
    const QString mpt = rope::test::writeFile(
        dir, "mpt.json", R"({"model_type": "mpt", "n_heads": 32, "attn_config": {"alibi": true}})");
    const auto learned = runApp({"inspect", gpt2, "--json"});
    QCOMPARE(learned.exitCode, 0);
    const QJsonObject l = learned.json().value("position_encoding").toObject();
    QCOMPARE(l.value("family").toString(), QStringLiteral("learned"));
    QCOMPARE(l.value("rows").toInt(), 1024);
    QCOMPARE(l.value("rope").toBool(true), false);
    const QJsonObject t = runApp({"inspect", t5, "--json"}).json().value("position_encoding").toObject();
    QCOMPARE(t.value("family").toString(), QStringLiteral("t5"));
    QCOMPARE(t.value("max_distance").toInt(), 128); // T5's default when the config leaves it out
    const QJsonObject b = runApp({"inspect", bloom, "--json"}).json().value("position_encoding").toObject();
    QCOMPARE(b.value("family").toString(), QStringLiteral("alibi"));
    QCOMPARE(b.value("slopes").toArray()[0].toDouble(), std::pow(2.0, -0.5)); // 2^(−8/16)
    QCOMPARE(b.value("slopes").toArray().size(), 16);
    QCOMPARE(runApp({"inspect", mpt, "--json"}).json().value("position_encoding").toObject().value("heads").toInt(),
             32);
    const auto text = runApp({"inspect", gpt2});
    QVERIFY2(text.out.contains("not RoPE"), text.out.constData());
}

void tst_BiasCli::badInputsAreSentences_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no family") << QStringList{"compute", "bias"} << "--family";
    QTest::newRow("unknown family") << QStringList{"compute", "bias", "--family", "alibie"} << "alibi";
    QTest::newRow("kerple r2 zero") << QStringList{"compute", "bias", "--family", "kerple", "--r2", "0"} << "r2";
    QTest::newRow("r1 count") << QStringList{"compute", "bias", "--family", "kerple", "--heads", "3", "--r1", "1,2"}
                              << "--r1";
    QTest::newRow("buckets on alibi") << QStringList{"compute", "bias", "--family", "alibi", "--num-buckets", "8"}
                                      << "--num-buckets";
    QTest::newRow("max distance too small")
        << QStringList{"compute", "bias", "--family", "t5", "--max-distance", "4"} << "max_distance";
    QTest::newRow("heads zero") << QStringList{"compute", "bias", "--family", "alibi", "--heads", "0"} << "--heads";
    QTest::newRow("unknown encoding") << QStringList{"compute", "attention", "--head-dim", "4", "--encoding", "alibbi"}
                                      << "alibi";
    QTest::newRow("bias option without bias")
        << QStringList{"compute", "attention", "--head-dim", "4", "--encoding", "rope", "--r1", "1"} << "--r1";
    QTest::newRow("head past heads") << QStringList{"compute", "attention", "--head-dim", "4",           "--encoding",
                                                    "alibi",   "--heads",   "2",          "--bias-head", "5"}
                                     << "--bias-head";
}

void tst_BiasCli::badInputsAreSentences()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const auto run = runApp(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.error().contains(expected), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1);
}

QTEST_MAIN(tst_BiasCli)
#include "tst_biascli.moc"
