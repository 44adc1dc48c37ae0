// The .safetensors reader and one head's weights: files written by the test's own writer, values
// decoded from hand-chosen bit patterns, per-pair norms and head mapping worked out by hand.
#include "testfiles.h"
#include "ui/model/headweights.h"
#include "ui/model/safetensors.h"

#include <QTest>

#include <cmath>

using namespace rope::model;
using rope::test::RawTensor;

class tst_Safetensors : public QObject {
    Q_OBJECT
private slots:
    void decodesEachDtype();
    void refusesBadHeaders_data();
    void refusesBadHeaders();
    void readsRowsOfAShardedFolder();
    void refusesBadIndexes();
    void headRowsAndGroupedQueryHeads();
    void pairingDecidesThePairs();
    void fusedProjectionsAreSplit();
    void attentionOfAOnePairHead();
    void refusesWhatItCannotRead();

private:
    QTemporaryDir m_dir;
};

namespace {

QByteArray u16s(const QList<quint16>& values)
{
    QByteArray b;
    for (quint16 v : values)
        b.append(reinterpret_cast<const char*>(&v), 2);
    return b;
}

ModelConfig config(const QByteArray& json)
{
    Expected<ModelConfig> c = parseModelConfig(json);
    if (!c)
        qFatal("%s", qPrintable(c.message()));
    return *c;
}

} // namespace

void tst_Safetensors::decodesEachDtype()
{
    // BF16: the top half of a float (0x3F80 = 1, 0xC040 = −3); F16: 0x3C00 = 1, 0x3555 = 1365/4096,
    // 0x0001 = 2^−24 (the smallest subnormal); F64 as written.
    const double f64[] = {0.1, -2.5};
    const QByteArray bytes =
        rope::test::safetensorsBytes({{"b", "BF16", {3}, u16s({0x3F80, 0xC040, 0x7F80})},
                                      {"h", "F16", {3}, u16s({0x3C00, 0x3555, 0x0001})},
                                      {"d", "F64", {2}, QByteArray(reinterpret_cast<const char*>(f64), 16)},
                                      {"f", "F32", {1, 2}, rope::test::floats({0.5f, -7.0f})}});
    const QString path = rope::test::writeFile(m_dir, "dtypes.safetensors", bytes);
    Expected<Checkpoint> c = Checkpoint::open(path);
    QVERIFY2(c, qPrintable(c.message()));
    QCOMPARE(c->tensorNames(), (QStringList{"b", "d", "f", "h"}));
    const auto b = c->readRows("b", 0, 1);
    QVERIFY(b);
    QCOMPARE((*b)(0, 0), 1.0);
    QCOMPARE((*b)(0, 1), -3.0);
    QVERIFY(std::isinf((*b)(0, 2)));
    const auto h = c->readRows("h", 0, 1);
    QCOMPARE((*h)(0, 0), 1.0);
    QCOMPARE((*h)(0, 1), 1365.0 / 4096);
    QCOMPARE((*h)(0, 2), std::ldexp(1.0, -24));
    const auto d = c->readRows("d", 0, 1);
    QCOMPARE((*d)(0, 0), 0.1);
    QCOMPARE((*d)(0, 1), -2.5);
    const auto f = c->readRows("f", 0, 1);
    QCOMPARE((*f)(0, 1), -7.0);
    QVERIFY(!c->readRows("f", 1, 1)); // one row only
    QVERIFY(!c->readRows("missing", 0, 1));
}

void tst_Safetensors::refusesBadHeaders_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    const QByteArray four = rope::test::floats({1, 2, 3, 4});
    using rope::test::safetensorsWithHeader;
    QTest::newRow("too short") << QByteArray("\x02\x00", 2) << "too short";
    QTest::newRow("header longer than the file")
        << safetensorsWithHeader("{}", {}).replace(0, 1, "\x40") << "impossible header length";
    QTest::newRow("not JSON") << safetensorsWithHeader("{\"a\": [1, 2", {}) << "not valid JSON";
    QTest::newRow("not an object") << safetensorsWithHeader("[1, 2]   ", {}) << "not a JSON object";
    QTest::newRow("negative shape") << safetensorsWithHeader(
                                           R"({"a": {"dtype": "F32", "shape": [-4], "data_offsets": [0, 16]}})", four)
                                    << "non-negative";
    QTest::newRow("fractional offset") << safetensorsWithHeader(
                                              R"({"a": {"dtype": "F32", "shape": [4], "data_offsets": [0.5, 16]}})",
                                              four)
                                       << "begin ≤ end";
    QTest::newRow("past the data") << safetensorsWithHeader(
                                          R"({"a": {"dtype": "F32", "shape": [8], "data_offsets": [0, 32]}})", four)
                                   << "past the end";
    QTest::newRow("size and shape disagree")
        << safetensorsWithHeader(R"({"a": {"dtype": "F32", "shape": [3], "data_offsets": [0, 16]}})", four)
        << "need 12 bytes";
    QTest::newRow("shape overflows")
        << safetensorsWithHeader(
               R"({"a": {"dtype": "F32", "shape": [4294967296, 4294967296, 4294967296], "data_offsets": [0, 16]}})",
               four)
        << "more than the file holds";
    QTest::newRow("overlapping tensors") << safetensorsWithHeader(
                                                R"({"a": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]},
                                    "b": {"dtype": "F32", "shape": [2], "data_offsets": [4, 12]}})",
                                                four)
                                         << "overlap";
    QTest::newRow("missing dtype") << safetensorsWithHeader(R"({"a": {"shape": [4], "data_offsets": [0, 16]}})", four)
                                   << "dtype";
}

void tst_Safetensors::refusesBadHeaders()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const QString path = rope::test::writeFile(m_dir, "bad.safetensors", bytes);
    const Expected<Checkpoint> c = Checkpoint::open(path);
    QVERIFY(!c);
    QVERIFY2(c.message().contains(expected), qPrintable(c.message()));
    QVERIFY2(c.message().contains(QLatin1String("bad.safetensors")), qPrintable(c.message()));
}

void tst_Safetensors::readsRowsOfAShardedFolder()
{
    QTemporaryDir dir;
    rope::test::writeFile(dir, "model-00001-of-00002.safetensors",
                          rope::test::safetensorsBytes({{"x", "F32", {2, 2}, rope::test::floats({1, 2, 3, 4})}}));
    rope::test::writeFile(dir, "model-00002-of-00002.safetensors",
                          rope::test::safetensorsBytes({{"y", "F32", {3, 1}, rope::test::floats({5, 6, 7})}}));
    rope::test::writeFile(dir, "model.safetensors.index.json",
                          R"({"metadata": {}, "weight_map": {"x": "model-00001-of-00002.safetensors",
                                                              "y": "model-00002-of-00002.safetensors"}})");
    Expected<Checkpoint> c = Checkpoint::open(dir.path());
    QVERIFY2(c, qPrintable(c.message()));
    QCOMPARE(c->shardCount(), 2);
    const auto y = c->readRows("y", 1, 2);
    QVERIFY(y);
    QCOMPARE(y->rows(), 2);
    QCOMPARE((*y)(0, 0), 6.0);
    QCOMPARE((*y)(1, 0), 7.0);
    QCOMPARE((*c->readRows("x", 1, 1))(0, 1), 4.0);
}

void tst_Safetensors::refusesBadIndexes()
{
    QTemporaryDir dir;
    rope::test::writeFile(dir, "a.safetensors",
                          rope::test::safetensorsBytes({{"x", "F32", {1}, rope::test::floats({1})}}));
    const QString escape = rope::test::writeFile(dir, "escape.json", R"({"weight_map": {"x": "../a.safetensors"}})");
    QVERIFY(Checkpoint::open(escape).message().contains(QLatin1String("same folder")));
    const QString wrong = rope::test::writeFile(dir, "wrong.json", R"({"weight_map": {"z": "a.safetensors"}})");
    QVERIFY(Checkpoint::open(wrong).message().contains(QLatin1String("does not hold it")));
    const QString missing = rope::test::writeFile(dir, "missing.json", R"({"weight_map": {"x": "b.safetensors"}})");
    QVERIFY(Checkpoint::open(missing).message().contains(QLatin1String("no such file")));
    QVERIFY(!Checkpoint::open(dir.filePath("nothing-here")));
}

void tst_Safetensors::headRowsAndGroupedQueryHeads()
{
    // 4 query heads and 2 key heads of d = 4 over hidden 3: query head 2 is rows 8–11 of W_Q (values
    // 9–12 in column 0) and shares key head 2 / (4 / 2) = 1, rows 4–7 of W_K (values 105–108).
    QTemporaryDir dir;
    rope::test::writeFile(
        dir, "model.safetensors",
        rope::test::safetensorsBytes(
            {{"model.layers.0.self_attn.q_proj.weight", "F32", {16, 3}, rope::test::rampRows(16, 3, 1)},
             {"model.layers.0.self_attn.k_proj.weight", "F32", {8, 3}, rope::test::rampRows(8, 3, 101)}}));
    Expected<Checkpoint> c = Checkpoint::open(dir.path());
    QVERIFY2(c, qPrintable(c.message()));
    const ModelConfig llama = config(R"({"model_type": "llama", "head_dim": 4, "num_attention_heads": 4,
                                        "num_key_value_heads": 2})");
    const Expected<HeadWeights> w = readHeadWeights(*c, llama, 0, 2);
    QVERIFY2(w, qPrintable(w.message()));
    QCOMPARE(w->heads, 4);
    QCOMPARE(w->kvHeads, 2);
    QCOMPARE(w->kvHead, 1);
    QCOMPARE(w->hidden, 3);
    // Half-split (Hugging Face Llama): pairs (0, 2) and (1, 3).
    QCOMPARE(w->pairNormQ.size(), 2);
    QCOMPARE(w->pairNormQ[0], std::sqrt(9.0 * 9 + 11 * 11));
    QCOMPARE(w->pairNormQ[1], std::sqrt(10.0 * 10 + 12 * 12));
    QCOMPARE(w->pairNormK[0], std::sqrt(105.0 * 105 + 107 * 107));
    QCOMPARE(w->pairNormK[1], std::sqrt(106.0 * 106 + 108 * 108));
    QCOMPARE(w->theta[1], 0.01); // 10000^(−2/4)
    QVERIFY(readHeadWeights(*c, llama, 0, 4).message().contains(QLatin1String("4 query heads")));
    QVERIFY(readHeadWeights(*c, llama, 1, 0).message().contains(QLatin1String("layer 1")));
    QVERIFY(!readHeadWeights(*c, llama, -1, 0));
}

void tst_Safetensors::pairingDecidesThePairs()
{
    // GPT-J rotates every two: pairs (0, 1) and (2, 3) of the same rows as above.
    QTemporaryDir dir;
    rope::test::writeFile(dir, "model.safetensors",
                          rope::test::safetensorsBytes(
                              {{"transformer.h.0.attn.q_proj.weight", "F32", {8, 8}, rope::test::rampRows(8, 8, 1)},
                               {"transformer.h.0.attn.k_proj.weight", "F32", {8, 8}, rope::test::rampRows(8, 8, 1)}}));
    Expected<Checkpoint> c = Checkpoint::open(dir.path());
    QVERIFY(c);
    const ModelConfig gptj = config(R"({"model_type": "gptj", "n_embd": 8, "n_head": 2})");
    const Expected<HeadWeights> w = readHeadWeights(*c, gptj, 0, 1);
    QVERIFY2(w, qPrintable(w.message()));
    QCOMPARE(w->kvHead, 1);
    QCOMPARE(w->pairNormQ[0], std::sqrt(5.0 * 5 + 6 * 6));
    QCOMPARE(w->pairNormQ[1], std::sqrt(7.0 * 7 + 8 * 8));
}

void tst_Safetensors::fusedProjectionsAreSplit()
{
    QTemporaryDir dir;
    // Phi-3: [q heads 0, 1 | k head 0 | v head 0], d = 4: query head 1 = rows 4–7, its key rows 8–11.
    rope::test::writeFile(
        dir, "model.safetensors",
        rope::test::safetensorsBytes(
            {{"model.layers.0.self_attn.qkv_proj.weight", "F32", {16, 8}, rope::test::rampRows(16, 8, 0)}}));
    Expected<Checkpoint> phi = Checkpoint::open(dir.path());
    QVERIFY(phi);
    const ModelConfig phi3 = config(R"({"model_type": "phi3", "hidden_size": 8, "num_attention_heads": 2,
                                       "num_key_value_heads": 1})");
    const Expected<HeadWeights> w = readHeadWeights(*phi, phi3, 0, 1);
    QVERIFY2(w, qPrintable(w.message()));
    QCOMPARE(w->layout, QStringLiteral("qkv_proj"));
    QCOMPARE(w->pairNormQ[0], std::sqrt(4.0 * 4 + 6 * 6));
    QCOMPARE(w->pairNormK[1], std::sqrt(9.0 * 9 + 11 * 11));

    // GPT-NeoX: per head [q; k; v], d = 4: head 1's query rows are 12–15 and its key rows 16–19.
    QTemporaryDir neoxDir;
    rope::test::writeFile(
        neoxDir, "model.safetensors",
        rope::test::safetensorsBytes(
            {{"gpt_neox.layers.0.attention.query_key_value.weight", "F32", {24, 8}, rope::test::rampRows(24, 8, 0)}}));
    Expected<Checkpoint> neox = Checkpoint::open(neoxDir.path());
    QVERIFY(neox);
    const ModelConfig neoxConfig = config(R"({"model_type": "gpt_neox", "hidden_size": 8, "num_attention_heads": 2})");
    const Expected<HeadWeights> n = readHeadWeights(*neox, neoxConfig, 0, 1);
    QVERIFY2(n, qPrintable(n.message()));
    QCOMPARE(n->pairNormQ[0], std::sqrt(12.0 * 12 + 14 * 14));
    QCOMPARE(n->pairNormK[0], std::sqrt(16.0 * 16 + 18 * 18));
}

void tst_Safetensors::attentionOfAOnePairHead()
{
    // d = 2, W_Q = W_K = I, both tokens (1, 0): the logit of query 1 on key 0 is q·R(0 − 1)k = cos 1
    // (θ_0 = 1), on itself 1, both times 1/√2; query 0 sees only itself.
    QTemporaryDir dir;
    rope::test::writeFile(
        dir, "model.safetensors",
        rope::test::safetensorsBytes(
            {{"model.layers.0.self_attn.q_proj.weight", "F32", {2, 2}, rope::test::floats({1, 0, 0, 1})},
             {"model.layers.0.self_attn.k_proj.weight", "F32", {2, 2}, rope::test::floats({1, 0, 0, 1})}}));
    Expected<Checkpoint> c = Checkpoint::open(dir.path());
    QVERIFY(c);
    const ModelConfig llama = config(R"({"model_type": "llama", "head_dim": 2, "num_attention_heads": 1})");
    const Expected<HeadWeights> w = readHeadWeights(*c, llama, 0, 0);
    QVERIFY2(w, qPrintable(w.message()));
    rope::core::RowMatrixXd x(2, 2);
    x << 1, 0, 1, 0;
    const auto a = headAttention(*w, x, llama.softmaxScale);
    const double e0 = std::exp(std::cos(1.0) / std::sqrt(2.0)), e1 = std::exp(1 / std::sqrt(2.0));
    QCOMPARE(a.weights(0, 0), 1.0);
    QVERIFY(a.weights(0, 1) == 0.0);
    QVERIFY(std::abs(a.weights(1, 0) - e0 / (e0 + e1)) < 1e-14);
    QVERIFY(std::abs(a.weights(1, 1) - e1 / (e0 + e1)) < 1e-14);
}

void tst_Safetensors::refusesWhatItCannotRead()
{
    QTemporaryDir dir;
    rope::test::writeFile(
        dir, "model.safetensors",
        rope::test::safetensorsBytes(
            {{"model.layers.0.self_attn.q_proj.weight", "I8", {4, 1}, QByteArray(4, 1)},
             {"model.layers.0.self_attn.k_proj.weight", "F32", {4, 1}, rope::test::floats({1, 2, NAN, 4})}}));
    Expected<Checkpoint> c = Checkpoint::open(dir.path());
    QVERIFY2(c, qPrintable(c.message())); // listed, refused only when read
    const ModelConfig llama = config(R"({"model_type": "llama", "head_dim": 4, "num_attention_heads": 1})");
    QVERIFY(readHeadWeights(*c, llama, 0, 0).message().contains(QLatin1String("dtype I8")));
    const ModelConfig mla = config(R"({"model_type": "deepseek_v3", "qk_rope_head_dim": 64, "qk_nope_head_dim": 128,
                                      "num_attention_heads": 1})");
    QVERIFY(readHeadWeights(*c, mla, 0, 0).message().contains(QLatin1String("latent")));
    QTemporaryDir nanDir;
    rope::test::writeFile(
        nanDir, "model.safetensors",
        rope::test::safetensorsBytes(
            {{"model.layers.0.self_attn.q_proj.weight", "F32", {4, 1}, rope::test::floats({1, 2, 3, 4})},
             {"model.layers.0.self_attn.k_proj.weight", "F32", {4, 1}, rope::test::floats({1, 2, NAN, 4})}}));
    Expected<Checkpoint> withNan = Checkpoint::open(nanDir.path());
    QVERIFY(withNan);
    QVERIFY(readHeadWeights(*withNan, llama, 0, 0).message().contains(QLatin1String("NaN")));
}

QTEST_GUILESS_MAIN(tst_Safetensors)
#include "tst_safetensors.moc"
