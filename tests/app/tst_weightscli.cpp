// `rope-explorer weights` as a user runs it: a checkpoint folder written by the test's own writer,
// the JSON's per-pair norms against norms worked out by hand, and every bad input a sentence.
#include "apprun.h"
#include "testfiles.h"
#include "testutil.h"

#include <QDir>
#include <QJsonArray>
#include <QTest>

#include <cmath>

using rope::test::runApp;

class tst_WeightsCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void pairNormsOfAGroupedHead();
    void givenEmbeddingsAndNoAttention();
    void badInputsAreSentences_data();
    void badInputsAreSentences();
    void hostileCheckpointsAreRefusedBeforeReading_data();
    void hostileCheckpointsAreRefusedBeforeReading();

private:
    QTemporaryDir m_dir;
};

void tst_WeightsCli::initTestCase()
{
    // 4 query heads, 2 key heads, d = 4, hidden 3, BF16 (small integers are exact in bf16: the top
    // half of the float's bits).
    auto bf16 = [](const QByteArray& f32) {
        QByteArray out;
        for (qsizetype i = 0; i < f32.size(); i += 4)
            out += f32.mid(i + 2, 2);
        return out;
    };
    rope::test::writeFile(
        m_dir, "model.safetensors",
        rope::test::safetensorsBytes(
            {{"model.layers.0.self_attn.q_proj.weight", "BF16", {16, 3}, bf16(rope::test::rampRows(16, 3, 1))},
             {"model.layers.0.self_attn.k_proj.weight", "BF16", {8, 3}, bf16(rope::test::rampRows(8, 3, 101))}}));
    rope::test::writeFile(m_dir, "config.json",
                          R"({"model_type": "llama", "head_dim": 4, "num_attention_heads": 4,
                              "num_key_value_heads": 2, "num_hidden_layers": 1, "rope_theta": 100})");
}

void tst_WeightsCli::pairNormsOfAGroupedHead()
{
    const auto run = runApp({"weights", m_dir.path(), "--layer", "0", "--head", "3", "--json"});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = run.json();
    QCOMPARE(o.value("kv_head").toInt(), 1); // 3 / (4 / 2)
    QCOMPARE(o.value("pairing").toString(), QStringLiteral("half-split"));
    QCOMPARE(o.value("layer").toInt(), 0);
    QCOMPARE(o.value("head").toInt(), 3);
    // Query head 3 = rows 12–15 (values 13–16), pairs (0, 2), (1, 3); key head 1 = values 105–108.
    const QJsonArray q = o.value("pair_norm_q").toArray(), k = o.value("pair_norm_k").toArray();
    QCOMPARE(q.size(), 2);
    QCOMPARE(q[0].toDouble(), std::sqrt(13.0 * 13 + 15 * 15));
    QCOMPARE(q[1].toDouble(), std::sqrt(14.0 * 14 + 16 * 16));
    QCOMPARE(k[0].toDouble(), std::sqrt(105.0 * 105 + 107 * 107));
    QCOMPARE(o.value("theta").toArray()[1].toDouble(), 0.1); // 100^(−2/4)
    // 16 random tokens by default: causal rows that sum to 1.
    const QJsonArray a = o.value("attention").toArray();
    QCOMPARE(a.size(), 16);
    QVERIFY(a[0].toArray()[1].toDouble() == 0.0);
    double sum = 0;
    for (const QJsonValue& v : a[15].toArray())
        sum += v.toDouble();
    QVERIFY(std::abs(sum - 1) < 1e-12);

    const auto text = runApp({"weights", m_dir.filePath("model.safetensors"), "--layer", "0", "--head", "3"});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("key head 1 of 2"), text.out.constData());
}

void tst_WeightsCli::givenEmbeddingsAndNoAttention()
{
    const auto none = runApp({"weights", m_dir.path(), "--layer", "0", "--head", "0", "--tokens", "0", "--json"});
    QCOMPARE(none.exitCode, 0);
    QVERIFY(!none.json().contains("attention"));
    // Two identical tokens: head 0's q and k rows see (1, 0, 0); the second token's weights are a
    // softmax of two logits that differ only by RoPE, so both are positive and sum to 1.
    const QString x = rope::test::writeFile(
        m_dir, "x.npy", rope::test::npyBytes("<f8", {2, 3}, rope::test::doubles({1, 0, 0, 1, 0, 0})));
    const auto given = runApp({"weights", m_dir.path(), "--layer", "0", "--head", "0", "--embeddings", x, "--json"});
    QCOMPARE(given.exitCode, 0);
    const QJsonArray a = given.json().value("attention").toArray();
    QCOMPARE(a.size(), 2);
    QVERIFY(std::abs(a[1].toArray()[0].toDouble() + a[1].toArray()[1].toDouble() - 1) < 1e-12);
}

void tst_WeightsCli::badInputsAreSentences_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    const QString dir = m_dir.path();
    // In a folder of its own: the good folder would otherwise open it as one more shard.
    QDir(m_dir.path()).mkdir(QStringLiteral("bad"));
    const QString corrupt =
        rope::test::writeFile(m_dir, "bad/corrupt.safetensors", QByteArray("\xff\xff\xff\xff\0\0\0\0{}", 10));
    const QString wrongX =
        rope::test::writeFile(m_dir, "wide.npy", rope::test::npyBytes("<f8", {1, 2}, rope::test::doubles({1, 2})));
    QTest::newRow("no layer") << QStringList{"weights", dir, "--head", "0"} << "--layer";
    QTest::newRow("layer out of range") << QStringList{"weights", dir, "--layer", "5", "--head", "0"} << "1 layers";
    QTest::newRow("head out of range") << QStringList{"weights", dir, "--layer", "0", "--head", "4"} << "4 query heads";
    QTest::newRow("layer not a number") << QStringList{"weights", dir, "--layer", "x", "--head", "0"}
                                        << "not an integer";
    QTest::newRow("corrupt file") << QStringList{"weights", corrupt, "--layer", "0", "--head", "0"}
                                  << "not a .safetensors";
    QTest::newRow("no config") << QStringList{"weights", corrupt + "-missing", "--layer", "0", "--head", "0"}
                               << "no such file";
    QTest::newRow("embeddings of the wrong width")
        << QStringList{"weights", dir, "--layer", "0", "--head", "0", "--embeddings", wrongX} << "3 are needed";
    QTest::newRow("too many tokens") << QStringList{"weights", dir, "--layer", "0", "--head", "0", "--tokens", "100000"}
                                     << "--tokens";
}

void tst_WeightsCli::badInputsAreSentences()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    const auto run = runApp(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.error().contains(expected), qPrintable(run.error()));
    QVERIFY(run.out.isEmpty());
}

void tst_WeightsCli::hostileCheckpointsAreRefusedBeforeReading_data()
{
    // Issue 39, items 7 and 10: each was accepted (or ran out of memory) before.
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("expected");
    const auto folder = [&](const QString& name, const QByteArray& config) {
        QDir(m_dir.path()).mkdir(name);
        rope::test::writeFile(m_dir, name + "/config.json", config);
        return m_dir.filePath(name);
    };
    const QByteArray llama = R"({"model_type": "llama", "head_dim": 4, "num_attention_heads": 4,
                                 "num_key_value_heads": 2, "num_hidden_layers": 1, "rope_theta": 100)";
    const auto good = rope::test::safetensorsBytes(
        {{"model.layers.0.self_attn.q_proj.weight", "F32", {16, 3}, rope::test::rampRows(16, 3, 1)},
         {"model.layers.0.self_attn.k_proj.weight", "F32", {8, 3}, rope::test::rampRows(8, 3, 1)}});
    const auto head0 = [](const QString& dir) { return QStringList{"weights", dir, "--layer", "0", "--head", "0"}; };

    // F64 rows of 1e300: norms were inf and the shares "nan%".
    QList<double> huge(48, 1e300);
    const QString hugeDir = folder("huge-values", llama + "}");
    rope::test::writeFile(
        m_dir, "huge-values/model.safetensors",
        rope::test::safetensorsBytes(
            {{"model.layers.0.self_attn.q_proj.weight", "F64", {16, 3}, rope::test::doubles(huge)},
             {"model.layers.0.self_attn.k_proj.weight", "F64", {8, 3}, rope::test::doubles(huge.mid(0, 24))}}));
    QTest::newRow("values of 1e300") << head0(hugeDir) << "hold values up to 1e+300; this reader takes weights within";

    // [68719476800, 0] is 0 bytes, consistent with its offsets; its rows were truncated to an int.
    const QString noColumns = folder("no-columns", llama + "}");
    rope::test::sparseCheckpoint(m_dir, "no-columns/model.safetensors",
                                 {{"model.layers.0.self_attn.q_proj.weight", {68719476800, 0}},
                                  {"model.layers.0.self_attn.k_proj.weight", {68719476800, 0}}});
    QTest::newRow("[68719476800, 0]") << head0(noColumns) << "has shape [68719476800, 0]; a weight matrix has 1 to";
    const QString empty = folder("empty", llama + "}");
    rope::test::sparseCheckpoint(
        m_dir, "empty/model.safetensors",
        {{"model.layers.0.self_attn.q_proj.weight", {16, 0}}, {"model.layers.0.self_attn.k_proj.weight", {8, 0}}});
    QTest::newRow("[16, 0]") << head0(empty) << "has shape [16, 0]";

    // Counts in the config that the shapes contradict: 16 rows of d = 4 are 4 query heads, 8 are 2 key
    // heads, and the matrices are 3 wide.
    const QString zeroHeads = folder("zero-heads", llama + R"(, "num_attention_heads": 0})");
    rope::test::writeFile(m_dir, "zero-heads/model.safetensors", good);
    QTest::newRow("num_attention_heads 0")
        << head0(zeroHeads) << "num_attention_heads: expected a whole number from 1 to";
    const QString kv3 = folder("kv3", llama + R"(, "num_key_value_heads": 3})");
    rope::test::writeFile(m_dir, "kv3/model.safetensors", good);
    QTest::newRow("num_key_value_heads 3")
        << head0(kv3) << "holds 2 key heads of d = 4 but the config's num_key_value_heads is 3";
    const QString wideConfig = folder("hidden128", llama + R"(, "hidden_size": 128})");
    rope::test::writeFile(m_dir, "hidden128/model.safetensors", good);
    QTest::newRow("hidden_size 128") << head0(wideConfig) << "has 3 columns but the config's hidden_size is 128";

    // A [128, 2^20] fp16 head (a hole on disk) needs 8 bytes × (2·128·2^20 + 16·2^20 + …) = 2.3 GB; refused
    // under --max-memory 1G before it is read. (Before: no limit; [64, 2^23] took 3.09 GB and 37 s.)
    const QString wide = folder("wide", R"({"model_type": "llama", "head_dim": 128, "num_attention_heads": 1,
                                            "num_hidden_layers": 1})");
    rope::test::sparseCheckpoint(m_dir, "wide/model.safetensors",
                                 {{"model.layers.0.self_attn.q_proj.weight", {128, 1 << 20}},
                                  {"model.layers.0.self_attn.k_proj.weight", {128, 1 << 20}}});
    QTest::newRow("over --max-memory") << head0(wide) + QStringList{"--max-memory", "1G"}
                                       << "needs about 2.3 GB of memory; the limit is 1.1 GB";
    QTest::newRow("over --max-time") << head0(wide) + QStringList{"--max-memory", "4G", "--max-time", "1"}
                                     << "the limit is 1 second";
    const QString tooWide = folder("too-wide", R"({"model_type": "llama", "head_dim": 4, "num_attention_heads": 16,
                                                 "num_hidden_layers": 1})");
    rope::test::sparseCheckpoint(m_dir, "too-wide/model.safetensors",
                                 {{"model.layers.0.self_attn.q_proj.weight", {64, 1 << 23}},
                                  {"model.layers.0.self_attn.k_proj.weight", {64, 1 << 23}}});
    QTest::newRow("[64, 2^23]") << head0(tooWide) << "has shape [64, 8388608]; a weight matrix has 1 to 1048576";

    // 4096² weights in JSON: 208 MB, past compute's cap of 8 M numbers.
    QTest::newRow("--json over the cap") << QStringList{"weights", m_dir.path(), "--layer", "0",     "--head",
                                                        "0",       "--tokens",   "4096",    "--json"}
                                         << "would print 1.68e+07 attention weights, more than the 8e+06 JSON takes";
}

void tst_WeightsCli::hostileCheckpointsAreRefusedBeforeReading()
{
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    // Refused from the header alone: a 1 GB data limit would stop a run that read the tensors.
    const auto run = runApp(args, rope::test::sanitized ? 0 : rlim_t(1) << 30); // ASan reserves more itself
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.error().contains(expected), qPrintable(run.error()));
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(tst_WeightsCli)
#include "tst_weightscli.moc"
