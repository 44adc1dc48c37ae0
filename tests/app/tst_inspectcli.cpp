// `inspect` and `compute --config` tell the same story about one config: the M-RoPE axis of each pair
// (Qwen3-VL's interleaving, Qwen2-VL's blocks) and the multi-head latent attention head. Both are run
// as a user runs them; the expected axes come from transformers' apply_interleaved_mrope re-typed here.

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "apprun.h"
#include "testfiles.h"

#include <array>
#include <cmath>

using namespace rope::test;

namespace {

QStringList strings(const QJsonValue& v)
{
    QStringList out;
    for (const QJsonValue& x : v.toArray())
        out << x.toString();
    return out;
}

// Every pair starts as t; for (dim, offset) in ((1, 1), (2, 2)) the slice offset : 3·section[dim] : 3 takes
// that axis (Qwen3VLTextRotaryEmbedding.apply_interleaved_mrope). Chunked: blocks of section[0], [1], [2].
QStringList expectedAxes(const std::array<int, 3>& section, bool interleaved)
{
    const int pairs = section[0] + section[1] + section[2];
    QStringList axis;
    if (!interleaved) {
        for (int a = 0; a < 3; ++a)
            for (int i = 0; i < section[size_t(a)]; ++i)
                axis << QStringLiteral("thw").mid(a, 1);
        return axis;
    }
    axis = QStringList(pairs, QStringLiteral("t"));
    for (int dim = 1; dim <= 2; ++dim)
        for (int i = dim; i < std::min(3 * section[size_t(dim)], pairs); i += 3)
            axis[i] = QStringLiteral("thw").mid(dim, 1);
    return axis;
}

} // namespace

class tst_InspectCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void mropeAxesAgreeWithCompute_data();
    void mropeAxesAgreeWithCompute();
    void latentAttentionHeadAgreesWithCompute();

private:
    QTemporaryDir m_dir;
};

void tst_InspectCli::mropeAxesAgreeWithCompute_data()
{
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<bool>("interleaved");
    QTest::addColumn<QString>("layout");
    const QByteArray qwen3vl = R"({"architectures": ["Qwen3VLForConditionalGeneration"], "model_type": "qwen3_vl",
      "text_config": {"model_type": "qwen3_vl_text", "head_dim": 128, "hidden_size": 4096, "num_attention_heads": 32,
        "num_key_value_heads": 8, "max_position_embeddings": 262144, "rope_theta": 5000000,
        "rope_scaling": {"mrope_interleaved": true, "mrope_section": [24, 20, 20], "rope_type": "default"}}})";
    QTest::newRow("Qwen3-VL flag") << qwen3vl << true << "interleaved";
    QByteArray noFlag = qwen3vl;
    noFlag.replace(R"("mrope_interleaved": true, )", "");
    QTest::newRow("Qwen3-VL no flag") << noFlag << true << "interleaved";
    // Qwen3.5: 64 of the 256 dims turn (partial_rotary_factor 0.25), 32 pairs, sections 11, 11, 10.
    QTest::newRow("Qwen3.5 partial") << QByteArray(R"({"model_type": "qwen3_5_moe",
      "text_config": {"model_type": "qwen3_5_moe_text", "head_dim": 256, "hidden_size": 4096, "num_attention_heads": 32,
        "rope_parameters": {"mrope_interleaved": true, "mrope_section": [11, 11, 10], "rope_type": "default",
                            "rope_theta": 10000000, "partial_rotary_factor": 0.25}}})")
                                     << true << "interleaved";
    QTest::newRow("Qwen2-VL blocks") << QByteArray(R"({"model_type": "qwen2_vl", "hidden_size": 3584,
      "num_attention_heads": 28, "rope_theta": 1000000.0, "rope_scaling": {"type": "mrope", "mrope_section": [16, 24, 24]}})")
                                     << false << "contiguous";
}

void tst_InspectCli::mropeAxesAgreeWithCompute()
{
    QFETCH(QByteArray, config);
    QFETCH(bool, interleaved);
    QFETCH(QString, layout);
    const QString path =
        writeFile(m_dir, QStringLiteral("%1.json").arg(QTest::currentDataTag()).replace(' ', '-'), config);
    const AppRun inspect = runApp({"inspect", path, "--json"});
    QCOMPARE(inspect.exitCode, 0);
    const QJsonObject described = inspect.json();
    QCOMPARE(described["mrope_layout"].toString(), layout);
    std::array<int, 3> section{};
    for (int a = 0; a < 3; ++a)
        section[size_t(a)] = described["mrope_section"].toArray()[a].toInt();
    const QStringList expected = expectedAxes(section, interleaved);
    QCOMPARE(strings(described["pair_axis"]), expected);

    // compute rotates one token at t/h/w = 5/300/7000 with the config: the same axes, and each angle is
    // the position on that axis times the θ_i inspect lists.
    const AppRun rotated = runApp({"compute", "rotate", "--config", path, "--source", "random", "--thw", "5/300/7000"});
    QCOMPARE(rotated.exitCode, 0);
    const QJsonObject computed = rotated.json();
    QCOMPARE(strings(computed["pair_axis"]), expected);
    QCOMPARE(computed["mrope"].toObject()["layout"].toString(),
             interleaved ? QStringLiteral("interleaved") : QStringLiteral("chunked"));
    const QJsonArray angle = computed["angle"].toArray()[0].toArray();
    const QJsonArray invFreq = described["inv_freq"].toArray();
    QCOMPARE(angle.size(), expected.size());
    const double position[] = {5, 300, 7000};
    for (int i = 0; i < int(expected.size()); ++i) {
        const double want = position[QStringLiteral("thw").indexOf(expected[i])] * invFreq[i].toDouble();
        QVERIFY2(std::abs(angle[i].toDouble() - want) <= 1e-12 * std::abs(want), qPrintable(QString::number(i)));
    }
    // And the text names the layout it uses.
    const AppRun text = runApp({"inspect", path});
    QVERIFY2(text.out.contains(("layout " + layout).toUtf8()), text.out.constData());
}

void tst_InspectCli::latentAttentionHeadAgreesWithCompute()
{
    const QString path = writeFile(m_dir, "deepseek-v3.json", R"({"architectures": ["DeepseekV3ForCausalLM"],
      "model_type": "deepseek_v3", "hidden_size": 7168, "num_attention_heads": 128, "num_key_value_heads": 128,
      "qk_nope_head_dim": 128, "qk_rope_head_dim": 64, "v_head_dim": 128, "kv_lora_rank": 512, "q_lora_rank": 1536,
      "max_position_embeddings": 163840, "rope_theta": 10000,
      "rope_scaling": {"beta_fast": 32, "beta_slow": 1, "factor": 40, "mscale": 1.0, "mscale_all_dim": 1.0,
                       "original_max_position_embeddings": 4096, "type": "yarn"}})");
    const QJsonObject described = runApp({"inspect", path, "--json"}).json();
    const AppRun rotated = runApp({"compute", "rotate", "--config", path, "--source", "random", "--positions", "0:2"});
    QCOMPARE(rotated.exitCode, 0);
    const QJsonObject params = rotated.json()["params"].toObject();
    // 128 unrotated + 64 rope dims, the rope dims last: DeepSeek's [q_nope, q_pe].
    QCOMPARE(described["head_dim"].toInt(), 192);
    QCOMPARE(described["rotary_dim"].toInt(), 64);
    QCOMPARE(described["rotary_placement"].toString(), QStringLiteral("last"));
    QCOMPARE(params["head_dim"].toInt(), described["head_dim"].toInt());
    QCOMPARE(params["rotary_dim"].toInt(), described["rotary_dim"].toInt());
    QCOMPARE(params["rotary_placement"].toString(), described["rotary_placement"].toString());
    QCOMPARE(rotated.json()["rotated"].toArray()[0].toArray().size(), 192);
}

QTEST_GUILESS_MAIN(tst_InspectCli)
#include "tst_inspectcli.moc"
