// `rope-explorer weights PATH --all-layers` on a checkpoint written here in two shards (F32 and BF16)
// behind an index file: every cell's per-pair norms, low-frequency shares and dominant pair against
// values worked out in the test from the numbers it wrote.
#include "apprun.h"
#include "testfiles.h"
#include "testutil.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>
#include <numbers>

using rope::test::runApp;

namespace {

constexpr int kLayers = 3, kHeads = 4, kKvHeads = 2, kD = 4, kHidden = 3;

// Weight (row, column) of layer L's projection: small integers, exact in bf16. `key` shifts the key
// projection's numbers so that query and key differ.
float weight(int layer, bool key, int row, int column)
{
    return float((layer * 7 + row * 3 + column * 5 + (key ? 4 : 0)) % 11 - 5);
}

QByteArray matrix(int layer, bool key, int rows, bool bf16)
{
    QList<float> values;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < kHidden; ++c)
            values << weight(layer, key, r, c);
    const QByteArray f32 = rope::test::floats(values);
    if (!bf16)
        return f32;
    QByteArray out; // bf16: the float's top two bytes (little-endian), exact for these integers
    for (qsizetype i = 0; i < f32.size(); i += 4)
        out += f32.mid(i + 2, 2);
    return out;
}

// ‖rows a and b of one head's block‖ (Frobenius), from the numbers written.
double pairNorm(int layer, bool key, int head, int a, int b)
{
    double sum = 0;
    for (int c = 0; c < kHidden; ++c)
        sum += std::pow(weight(layer, key, head * kD + a, c), 2) + std::pow(weight(layer, key, head * kD + b, c), 2);
    return std::sqrt(sum);
}

QByteArray name(int layer, const char* projection)
{
    return "model.layers." + QByteArray::number(layer) + ".self_attn." + projection + ".weight";
}

} // namespace

class tst_WeightsAllCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyCellAgainstItsNorms();
    void theTrainingLengthDecidesWhichPairsAreSlow();
    void badInputsAreSentences();

private:
    QTemporaryDir m_dir;
};

void tst_WeightsAllCli::initTestCase()
{
    // Layers 0 and 1 in the first shard (F32), layer 2 in the second (BF16).
    QList<rope::test::RawTensor> first, second;
    for (int layer = 0; layer < kLayers; ++layer) {
        const bool bf16 = layer == 2;
        QList<rope::test::RawTensor>& shard = bf16 ? second : first;
        shard.append({name(layer, "q_proj"),
                      bf16 ? "BF16" : "F32",
                      {kHeads * kD, kHidden},
                      matrix(layer, false, kHeads * kD, bf16)});
        shard.append({name(layer, "k_proj"),
                      bf16 ? "BF16" : "F32",
                      {kKvHeads * kD, kHidden},
                      matrix(layer, true, kKvHeads * kD, bf16)});
    }
    rope::test::writeFile(m_dir, "model-00001-of-00002.safetensors", rope::test::safetensorsBytes(first));
    rope::test::writeFile(m_dir, "model-00002-of-00002.safetensors", rope::test::safetensorsBytes(second));
    QByteArray map;
    for (int layer = 0; layer < kLayers; ++layer)
        for (const char* p : {"q_proj", "k_proj"})
            map += (map.isEmpty() ? "" : ", ") + ("\"" + name(layer, p) + "\": \"model-0000") +
                   (layer == 2 ? "2" : "1") + "-of-00002.safetensors\"";
    rope::test::writeFile(m_dir, "model.safetensors.index.json",
                          "{\"metadata\": {\"total_size\": 0}, \"weight_map\": {" + map + "}}");
    // θ = 100^(−2i/4) = 1, 0.1: wavelengths 2π ≈ 6.3 and 20π ≈ 62.8. Training length 16 (original):
    // pair 1 is slow.
    rope::test::writeFile(m_dir, "config.json",
                          R"({"model_type": "llama", "head_dim": 4, "num_attention_heads": 4,
                              "num_key_value_heads": 2, "num_hidden_layers": 3, "rope_theta": 100,
                              "max_position_embeddings": 64,
                              "rope_scaling": {"rope_type": "llama3", "factor": 4, "low_freq_factor": 1,
                                               "high_freq_factor": 4, "original_max_position_embeddings": 16}})");
    rope::test::writeFile(m_dir, "plain.json",
                          R"({"model_type": "llama", "head_dim": 4, "num_attention_heads": 4,
                              "num_key_value_heads": 2, "num_hidden_layers": 3, "rope_theta": 100,
                              "max_position_embeddings": 64})");
}

void tst_WeightsAllCli::everyCellAgainstItsNorms()
{
    const auto run = runApp({"weights", m_dir.filePath("model.safetensors.index.json"), "--all-layers", "--json"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject o = run.json();
    QCOMPARE(o.value("training_length").toInt(), 16);
    QCOMPARE(o.value("training_length_key").toString(), QStringLiteral("original_max_position_embeddings"));
    QCOMPARE(o.value("pairing").toString(), QStringLiteral("half-split"));
    const QJsonArray cells = o.value("cells").toArray();
    QCOMPARE(cells.size(), kLayers * kHeads);
    for (const QJsonValue& v : cells) {
        const QJsonObject c = v.toObject();
        const int layer = c.value("layer").toInt(), head = c.value("head").toInt(), kv = head / 2;
        QCOMPARE(c.value("kv_head").toInt(), kv);
        // Half-split: pair 0 = rows (0, 2), pair 1 = rows (1, 3) of the head's block.
        const double q0 = pairNorm(layer, false, head, 0, 2), q1 = pairNorm(layer, false, head, 1, 3);
        const double k0 = pairNorm(layer, true, kv, 0, 2), k1 = pairNorm(layer, true, kv, 1, 3);
        const QJsonArray q = c.value("pair_norm_q").toArray(), k = c.value("pair_norm_k").toArray();
        ROPE_COMPARE_NEAR(q[0].toDouble(), q0, 1e-12);
        ROPE_COMPARE_NEAR(q[1].toDouble(), q1, 1e-12);
        ROPE_COMPARE_NEAR(k[0].toDouble(), k0, 1e-12);
        ROPE_COMPARE_NEAR(k[1].toDouble(), k1, 1e-12);
        // The slow pair is pair 1: its share of the squared norms.
        ROPE_COMPARE_NEAR(c.value("low_frequency_share").toDouble(), q1 * q1 / (q0 * q0 + q1 * q1), 1e-12);
        ROPE_COMPARE_NEAR(c.value("low_frequency_share_k").toDouble(), k1 * k1 / (k0 * k0 + k1 * k1), 1e-12);
        QCOMPARE(c.value("dominant_pair").toInt(), q1 * k1 > q0 * k0 ? 1 : 0);
    }
    // The text: a row per layer, the note that weights stand in for activations.
    const auto text = runApp({"weights", m_dir.path(), "--all-layers"});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("3 layers read of 3"), text.out.constData());
    QVERIFY(text.out.contains("stand in for activations"));
    // --layers picks consecutive layers.
    const auto some = runApp({"weights", m_dir.path(), "--all-layers", "--layers", "1:3", "--json"});
    QCOMPARE(some.exitCode, 0);
    QCOMPARE(some.json().value("cells").toArray().size(), 2 * kHeads);
    QCOMPARE(some.json().value("cells").toArray()[0].toObject().value("layer").toInt(), 1);
}

void tst_WeightsAllCli::theTrainingLengthDecidesWhichPairsAreSlow()
{
    // max_position_embeddings 64 alone: 62.8 < 64, no pair is slower than one turn over it.
    const auto run =
        runApp({"weights", m_dir.path(), "--config", m_dir.filePath("plain.json"), "--all-layers", "--json"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.json().value("training_length").toInt(), 64);
    for (const QJsonValue& v : run.json().value("cells").toArray())
        QVERIFY(v.toObject().value("low_frequency_share").toDouble() == 0.0);
}

void tst_WeightsAllCli::badInputsAreSentences()
{
    for (const QStringList& args :
         {QStringList{"weights", m_dir.path(), "--all-layers", "--layer", "0"},
          QStringList{"weights", m_dir.path(), "--all-layers", "--layers", "0,2"},
          QStringList{"weights", m_dir.path(), "--all-layers", "--layers", "7"},
          QStringList{"weights", m_dir.path(), "--layers", "0:2", "--layer", "0", "--head", "0"}}) {
        const auto run = runApp(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("--layer"), run.err.constData());
        QCOMPARE(run.err.count('\n'), 1);
    }
}

QTEST_MAIN(tst_WeightsAllCli)
#include "tst_weightsallcli.moc"
