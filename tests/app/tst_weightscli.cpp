// `rope-explorer weights` as a user runs it: a checkpoint folder written by the test's own writer,
// the JSON's per-pair norms against norms worked out by hand, and every bad input a sentence.
#include "apprun.h"
#include "testfiles.h"

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

QTEST_GUILESS_MAIN(tst_WeightsCli)
#include "tst_weightscli.moc"
