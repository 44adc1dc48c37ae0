// Hugging Face config.json mapping, on configs in the shapes real models publish (written here).

#include "core/frequencies.h"
#include "ui/model/modelconfigreport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace rope::model;
using rope::core::Pairing;
using rope::core::ScalingMethod;

namespace {

ModelConfig parseOk(const char* json)
{
    const Expected<ModelConfig> r = parseModelConfig(QByteArray(json));
    if (!r)
        qWarning() << r.message();
    return r.valueOr({});
}

} // namespace

class tst_ModelConfig : public QObject {
    Q_OBJECT

private slots:
    void llama2();
    void llama31();
    void qwen2LargeBase();
    void gptNeoXRotaryPct();
    void gptJRotaryDim();
    void linearAndDynamic();
    void yarn();
    void longRopePhi3();
    void mrope();
    void interleavedMropeIsDescribedAsItRuns();
    void multiHeadLatentAttention();
    void pairingByModelType_data();
    void pairingByModelType();
    void softmaxScaleOfGemma();
    void factorBelowOneWarns();
    void brokenConfigs_data();
    void brokenConfigs();
    void descriptionAndJson();
};

void tst_ModelConfig::llama2()
{
    const ModelConfig c = parseOk(R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama",
        "hidden_size": 4096, "num_attention_heads": 32, "max_position_embeddings": 4096,
        "rope_scaling": null, "rms_norm_eps": 1e-05, "vocab_size": 32000})");
    QCOMPARE(c.rope.headDim, 128);
    QCOMPARE(c.rope.rotaryDims(), 128);
    QCOMPARE(c.rope.base, 10000.0);
    QVERIFY(c.baseDefaulted); // no rope_theta: the library default, and it says so
    QCOMPARE(c.rope.pairing, Pairing::HalfSplit);
    QCOMPARE(c.rope.scaling.method, ScalingMethod::None);
    QCOMPARE(c.maxPositionEmbeddings, 4096);
    QCOMPARE(c.ignoredKeys, (QStringList{"rms_norm_eps", "vocab_size"}));
}

void tst_ModelConfig::llama31()
{
    const ModelConfig c = parseOk(R"({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32,
        "max_position_embeddings": 131072, "rope_theta": 500000.0,
        "rope_scaling": {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                         "original_max_position_embeddings": 8192, "rope_type": "llama3"}})");
    QCOMPARE(c.rope.base, 500000.0);
    QVERIFY(!c.baseDefaulted);
    QCOMPARE(c.rope.scaling.method, ScalingMethod::Llama3);
    QCOMPARE(c.rope.scaling.factor, 8.0);
    QCOMPARE(c.rope.scaling.lowFreqFactor, 1.0);
    QCOMPARE(c.rope.scaling.highFreqFactor, 4.0);
    QCOMPARE(c.originalMaxPositionEmbeddings, 8192);
    QCOMPARE(c.scalingKey, QStringLiteral("rope_scaling.rope_type"));
    QVERIFY(c.ignoredKeys.isEmpty());
}

void tst_ModelConfig::qwen2LargeBase()
{
    const ModelConfig c = parseOk(R"({"model_type": "qwen2", "hidden_size": 3584, "num_attention_heads": 28,
        "rope_theta": 1000000.0, "max_position_embeddings": 32768, "sliding_window": 131072})");
    QCOMPARE(c.rope.headDim, 128);
    QCOMPARE(c.rope.base, 1e6);
    QCOMPARE(c.rope.pairing, Pairing::HalfSplit);
    QVERIFY(c.pairingReason.contains("qwen2"));
    QVERIFY(c.ignoredKeys.contains("sliding_window"));
}

void tst_ModelConfig::gptNeoXRotaryPct()
{
    const ModelConfig c = parseOk(R"({"model_type": "gpt_neox", "hidden_size": 6144, "num_attention_heads": 64,
        "rotary_pct": 0.25, "rotary_emb_base": 10000, "max_position_embeddings": 2048})");
    QCOMPARE(c.rope.headDim, 96);
    QCOMPARE(c.rope.rotaryDims(), 24); // int(96 · 0.25)
    QCOMPARE(c.baseKey, QStringLiteral("rotary_emb_base"));
    QCOMPARE(c.rope.pairing, Pairing::HalfSplit);
    // The partner of pair i is i + r/2 = i + 12 within the 24 rotated dims, not i + d/2 = i + 48.
    QVERIFY2(describeModelConfig(c).contains("pair i = (i, i + r/2) within the first r = 24 dims"),
             qPrintable(describeModelConfig(c)));
}

void tst_ModelConfig::gptJRotaryDim()
{
    const ModelConfig c = parseOk(R"({"model_type": "gptj", "n_embd": 4096, "n_head": 16, "rotary_dim": 64,
        "n_positions": 2048})");
    QCOMPARE(c.rope.headDim, 256);
    QCOMPARE(c.rope.rotaryDims(), 64);
    QCOMPARE(c.rope.pairing, Pairing::Interleaved);
    QVERIFY(c.pairingReason.contains("rotate_every_two"));
    QCOMPARE(c.maxPositionEmbeddings, 2048);
}

void tst_ModelConfig::linearAndDynamic()
{
    ModelConfig c = parseOk(R"({"model_type": "llama", "head_dim": 128, "num_attention_heads": 32,
        "max_position_embeddings": 4096, "rope_scaling": {"type": "linear", "factor": 4.0}})");
    QCOMPARE(c.rope.scaling.method, ScalingMethod::Linear);
    QCOMPARE(c.scalingKey, QStringLiteral("rope_scaling.type")); // the old key
    QCOMPARE(rope::core::frequencies(c.rope).invFreq[1], std::pow(1e4, -2.0 / 128) / 4);
    c = parseOk(R"({"model_type": "llama", "head_dim": 64, "max_position_embeddings": 2048,
        "rope_scaling": {"rope_type": "dynamic", "factor": 2.0}})");
    QCOMPARE(c.rope.scaling.method, ScalingMethod::DynamicNtk);
    QCOMPARE(c.rope.scaling.originalContext(), 2048);
}

void tst_ModelConfig::yarn()
{
    const ModelConfig c = parseOk(R"({"model_type": "qwen2", "hidden_size": 5120, "num_attention_heads": 40,
        "max_position_embeddings": 131072, "rope_theta": 1000000.0,
        "rope_scaling": {"type": "yarn", "factor": 4.0, "original_max_position_embeddings": 32768,
                         "beta_fast": 32, "beta_slow": 1, "mystery": 3}})");
    QCOMPARE(c.rope.scaling.method, ScalingMethod::Yarn);
    QCOMPARE(c.rope.scaling.originalMaxPositionEmbeddings, 32768);
    QCOMPARE(rope::core::frequencies(c.rope).attentionFactor, 0.1 * std::log(4.0) + 1.0);
    QVERIFY(c.ignoredKeys.contains("rope_scaling.mystery")); // unknown nested keys are listed too
}

void tst_ModelConfig::longRopePhi3()
{
    QByteArray shortList = "[", longList = "[";
    for (int i = 0; i < 48; ++i) {
        shortList += i ? ", 1.0" : "1.0";
        longList += i ? ", 4.0" : "2.0";
    }
    shortList += "]";
    longList += "]";
    const QByteArray json = R"({"model_type": "phi3", "hidden_size": 3072, "num_attention_heads": 32,
        "max_position_embeddings": 131072, "original_max_position_embeddings": 4096, "rope_theta": 10000.0,
        "rope_scaling": {"type": "longrope", "short_factor": )" +
                            shortList + R"(, "long_factor": )" + longList + "}}";
    const Expected<ModelConfig> r = parseModelConfig(json);
    QVERIFY2(r, qPrintable(r.message()));
    const ModelConfig& c = *r;
    QCOMPARE(c.rope.headDim, 96);
    QCOMPARE(c.rope.scaling.method, ScalingMethod::LongRope);
    QCOMPARE(c.originalMaxPositionEmbeddings, 4096);
    const auto f = rope::core::frequencies(c.rope);
    QVERIFY(f.usesLongFactors);
    QCOMPARE(f.invFreq[0], 0.5); // θ_0 = 1 divided by long_factor[0] = 2
    QVERIFY(std::abs(f.attentionFactor - std::sqrt(1 + std::log(32.0) / std::log(4096.0))) < 1e-15);
}

void tst_ModelConfig::mrope()
{
    const ModelConfig c = parseOk(R"({"model_type": "qwen2_vl", "hidden_size": 3584, "num_attention_heads": 28,
        "rope_theta": 1000000.0, "rope_scaling": {"type": "mrope", "mrope_section": [16, 24, 24]}})");
    QCOMPARE(c.mropeSection, (std::vector<int>{16, 24, 24}));
    QCOMPARE(c.rope.scaling.method, ScalingMethod::None);
    QVERIFY(describeModelConfig(c).contains("height: pairs 16–39"));
    QVERIFY2(describeModelConfig(c).contains("mrope_section [16, 24, 24]"), qPrintable(describeModelConfig(c)));
}

void tst_ModelConfig::interleavedMropeIsDescribedAsItRuns()
{
    // Qwen3-VL: 64 pairs, sections (24, 20, 20), interleaved. The axis of each pair, transcribed from
    // transformers' Qwen3VL apply_interleaved_mrope: start from t, then for (dim, offset) in
    // ((1, 1), (2, 2)) the pairs offset, offset + 3, … below 3 · section[dim] take that axis.
    const ModelConfig c = parseOk(R"({"model_type": "qwen3_vl", "head_dim": 128, "rope_theta": 5000000,
        "rope_scaling": {"rope_type": "default", "mrope_section": [24, 20, 20], "mrope_interleaved": true}})");
    const int section[3] = {24, 20, 20};
    QStringList expected(64, QStringLiteral("t"));
    for (int dim : {1, 2})
        for (int i = dim; i < 3 * section[dim]; i += 3)
            expected[i] = dim == 1 ? QStringLiteral("h") : QStringLiteral("w");
    const QJsonObject json = modelConfigJson(c);
    QCOMPARE(json.value("mrope_layout").toString(), QStringLiteral("interleaved"));
    QStringList pairAxis;
    for (const QJsonValue& v : json.value("pair_axis").toArray())
        pairAxis << v.toString();
    QCOMPARE(pairAxis, expected);
    QCOMPARE(pairAxis.mid(60), (QStringList{"t", "t", "t", "t"})); // past 3 · 20 every pair is t
    const QString text = describeModelConfig(c);
    QVERIFY2(text.contains("layout interleaved") && text.contains("height: pairs 1, 4, …, 58") &&
                 text.contains("width: pairs 2, 5, …, 59") && text.contains("time: pairs 0, 3, …, 60, 61–63"),
             qPrintable(text));
    QVERIFY(!text.contains("pairs 24–43")); // the blocks it is not
    QVERIFY(!text.contains("i mod 3)")); // the old note's rule, wrong past 3 · min(h, w)

    // Qwen2-VL's blocks: the same keys, contiguous.
    const ModelConfig chunked = parseOk(R"({"model_type": "qwen2_vl", "head_dim": 128,
        "rope_scaling": {"type": "mrope", "mrope_section": [16, 24, 24]}})");
    QCOMPARE(modelConfigJson(chunked).value("mrope_layout").toString(), QStringLiteral("contiguous"));
    const QJsonArray blocks = modelConfigJson(chunked).value("pair_axis").toArray();
    QVERIFY(blocks.size() == 64 && blocks[15] == "t" && blocks[16] == "h" && blocks[39] == "h" && blocks[40] == "w");
    QVERIFY(describeModelConfig(chunked).contains("time: pairs 0–15; height: pairs 16–39; width: pairs 40–63"));
}

void tst_ModelConfig::multiHeadLatentAttention()
{
    const ModelConfig c = parseOk(R"({"model_type": "deepseek_v3", "hidden_size": 7168, "num_attention_heads": 128,
        "qk_rope_head_dim": 64, "qk_nope_head_dim": 128, "v_head_dim": 128, "kv_lora_rank": 512,
        "max_position_embeddings": 163840, "rope_theta": 10000, "rope_interleave": true,
        "rope_scaling": {"type": "yarn", "factor": 40, "original_max_position_embeddings": 4096,
                         "mscale": 1.0, "mscale_all_dim": 1.0, "beta_fast": 32, "beta_slow": 1}})");
    QCOMPARE(c.rope.headDim, 64);
    QVERIFY(c.headDimSource.contains("qk_rope_head_dim"));
    QCOMPARE(c.rope.pairing, Pairing::Interleaved);
    QCOMPARE(rope::core::frequencies(c.rope).attentionFactor, 1.0); // mscale = mscale_all_dim
    // The 192-wide query/key head: 128 unrotated dims, then the 64 rope dims.
    QCOMPARE(c.mlaUnrotatedDims, 128);
    QCOMPARE(modelConfigJson(c)["qk_head_dim"].toInt(), 192);
    // Softmax scale 1/√192 · mscale², mscale = 0.1 · 1 · ln 40 + 1 = 1.36889, squared 1.87385.
    QVERIFY(std::abs(c.softmaxScale * std::sqrt(192.0) - 1.87385) < 1e-5);
    QVERIFY(std::abs(modelConfigJson(c)["softmax_scale"].toDouble() - 1.87385 / std::sqrt(192.0)) < 1e-6);

    // Published DeepSeek-V3 configs carry no rope_interleave: the pairing is still interleaved (Hugging
    // Face's default is true); false means rotate_half on the dims as stored.
    const char* published = R"({"model_type": "deepseek_v3", "num_attention_heads": 128, "qk_rope_head_dim": 64,
        "qk_nope_head_dim": 128, "rope_theta": 10000})";
    QCOMPARE(parseOk(published).rope.pairing, Pairing::Interleaved);
    QVERIFY(parseOk(published).pairingReason.contains("de-interleave"));
    QCOMPARE(parseOk(published).softmaxScale, 1 / std::sqrt(192.0)); // no YaRN: no mscale
    const ModelConfig notInterleaved = parseOk(R"({"model_type": "deepseek_v3", "num_attention_heads": 128,
        "qk_rope_head_dim": 64, "qk_nope_head_dim": 128, "rope_interleave": false})");
    QCOMPARE(notInterleaved.rope.pairing, Pairing::HalfSplit);
}

void tst_ModelConfig::pairingByModelType_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<bool>("interleaved");
    for (const char* t : {"gptj", "codegen", "cohere", "cohere2", "glm", "glm4", "deepseek_v2", "deepseek_v3", "llama4",
                          "llama4_text", "ernie4_5"})
        QTest::newRow(t) << QString::fromLatin1(t) << true;
    for (const char* t :
         {"llama", "mistral", "qwen2", "qwen3", "gemma3_text", "gpt_neox", "falcon", "phi3", "glm4_moe"})
        QTest::newRow(t) << QString::fromLatin1(t) << false;
}

void tst_ModelConfig::pairingByModelType()
{
    QFETCH(QString, type);
    QFETCH(bool, interleaved);
    const QByteArray json = QStringLiteral(R"({"model_type": "%1", "head_dim": 64})").arg(type).toUtf8();
    const ModelConfig c = parseOk(json.constData());
    QCOMPARE(c.rope.pairing, interleaved ? Pairing::Interleaved : Pairing::HalfSplit);
    QVERIFY(!c.pairingReason.isEmpty());
}

void tst_ModelConfig::softmaxScaleOfGemma()
{
    // Gemma 2 27B: head_dim 128, but q·k is scaled by 1/√query_pre_attn_scalar = 1/√144 = 1/12.
    const ModelConfig c = parseOk(R"({"model_type": "gemma2", "head_dim": 128, "query_pre_attn_scalar": 144})");
    QCOMPARE(c.softmaxScale, 1.0 / 12);
    QVERIFY(!c.ignoredKeys.contains("query_pre_attn_scalar"));
    QCOMPARE(parseOk(R"({"head_dim": 64})").softmaxScale, 1.0 / 8);
}

void tst_ModelConfig::factorBelowOneWarns()
{
    const ModelConfig c = parseOk(R"({"head_dim": 64, "rope_scaling": {"type": "linear", "factor": 0.5}})");
    QCOMPARE(c.rope.scaling.factor, 0.5);
    QCOMPARE(c.warnings.size(), 1);
    QVERIFY2(c.warnings[0].contains("rope_scaling.factor is 0.5, below 1"), qPrintable(c.warnings[0]));
    QVERIFY(describeModelConfig(c).contains("Warning: rope_scaling.factor is 0.5"));
    QCOMPARE(modelConfigJson(c)["warnings"].toArray().size(), 1);
    QVERIFY(parseOk(R"({"head_dim": 64, "rope_scaling": {"type": "linear", "factor": 2}})").warnings.isEmpty());
}

void tst_ModelConfig::brokenConfigs_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("malformed") << QByteArray(R"({"hidden_size": 4096,)") << "malformed JSON";
    QTest::newRow("not an object") << QByteArray("[1, 2]") << "JSON object";
    QTest::newRow("no head count") << QByteArray(R"({"hidden_size": 4096})") << "no head count";
    QTest::newRow("no head dim at all") << QByteArray(R"({"vocab_size": 10})") << "no head dimension";
    QTest::newRow("odd head dim") << QByteArray(R"({"head_dim": 63})") << "even";
    QTest::newRow("indivisible") << QByteArray(R"({"hidden_size": 100, "num_attention_heads": 3})") << "not divisible";
    QTest::newRow("zero base") << QByteArray(R"({"head_dim": 64, "rope_theta": 0})") << "greater than 1";
    QTest::newRow("negative base") << QByteArray(R"({"head_dim": 64, "rope_theta": -5})") << "greater than 1";
    QTest::newRow("unknown scaling") << QByteArray(
                                            R"({"head_dim": 64, "rope_scaling": {"type": "quantum", "factor": 2}})")
                                     << "unknown RoPE scaling type 'quantum'";
    QTest::newRow("base as text") << QByteArray(R"({"head_dim": 64, "rope_theta": "10000"})")
                                  << "rope_theta: expected a number, got \"10000\"";
    QTest::newRow("linear without factor") << QByteArray(R"({"head_dim": 64, "rope_scaling": {"type": "linear"}})")
                                           << "rope_scaling.factor is missing: linear scaling needs it";
    QTest::newRow("yarn without factor")
        << QByteArray(R"({"head_dim": 64, "rope_parameters": {"rope_type": "yarn", "rope_theta": 1e6}})")
        << "rope_parameters.factor is missing: yarn scaling needs it";
    QTest::newRow("rope_interleave as text")
        << QByteArray(R"({"head_dim": 64, "rope_interleave": "yes"})") << "rope_interleave";
    QTest::newRow("query_pre_attn_scalar zero")
        << QByteArray(R"({"head_dim": 64, "query_pre_attn_scalar": 0})") << "query_pre_attn_scalar must be positive";
    QTest::newRow("llama3 without context")
        << QByteArray(R"({"head_dim": 64, "rope_scaling": {"rope_type": "llama3", "factor": 8}})")
        << "original_max_position_embeddings";
    QTest::newRow("longrope list too short") << QByteArray(R"({"head_dim": 8, "max_position_embeddings": 100,
        "original_max_position_embeddings": 10, "rope_scaling": {"type": "longrope", "short_factor": [1], "long_factor": [1, 1, 1, 1]}})")
                                             << "one entry per rotated pair";
    QTest::newRow("rotary pct above 1") << QByteArray(R"({"head_dim": 64, "partial_rotary_factor": 1.5})") << "(0, 1]";
    // Found by fuzzing: a section of 2·10¹¹ pairs was converted to int (undefined behaviour).
    QTest::newRow("mrope section huge") << QByteArray(R"({"head_dim": 128, "rope_scaling": {"type": "mrope",
        "mrope_section": [16, 200000000004, 24]}})")
                                        << "mrope_section";
    QTest::newRow("mrope section fraction") << QByteArray(R"({"head_dim": 128, "rope_scaling": {"type": "mrope",
        "mrope_section": [16, 2.5, 24]}})") << "whole numbers";
    // Reproducers of the hostile-input report: sections that do not add up to the 64 pairs of d = 128,
    // and a rope_parameters that is not an object (rope_scaling's rule).
    QTest::newRow("mrope sections short") << QByteArray(R"({"head_dim": 128, "rope_scaling": {"type": "mrope",
        "mrope_section": [16, 24, 23]}})") << "adds up to 63 pairs, but the head rotates 64";
    QTest::newRow("rope_parameters a number")
        << QByteArray(R"({"head_dim": 64, "rope_parameters": 5})") << "rope_parameters must be an object or null";
    QTest::newRow("rotary factor 0.01") << QByteArray(R"({"head_dim": 128, "partial_rotary_factor": 0.01})") << "got 1";
}

void tst_ModelConfig::brokenConfigs()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const Expected<ModelConfig> r = parseModelConfig(json);
    QVERIFY2(!r && r.message().contains(message), qPrintable(r.message()));
}

void tst_ModelConfig::descriptionAndJson()
{
    const ModelConfig c = parseOk(R"({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32,
        "max_position_embeddings": 131072, "rope_theta": 500000.0,
        "rope_scaling": {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                         "original_max_position_embeddings": 8192, "rope_type": "llama3"}})");
    const QString text = describeModelConfig(c);
    QVERIFY(text.contains("half-split"));
    QVERIFY(text.contains("unchanged: pairs 0–28; blended: pairs 29–34; interpolated (÷ factor): pairs 35–63"));
    // Pairs with base wavelength ≤ 8192: 2π·5e5^(i/64) ≤ 8192 ⇔ i ≤ 34.98, so 35 of them.
    QVERIFY2(text.contains("35 of 64 pairs complete a full turn within the original context"), qPrintable(text));
    const QJsonObject json = modelConfigJson(c);
    for (const char* key : {"head_dim", "rotary_dim", "base", "pairing", "scaling", "attention_factor",
                            "max_position_embeddings", "original_max_position_embeddings", "inv_freq", "ignored_keys"})
        QVERIFY2(json.contains(QLatin1String(key)), key);
    QCOMPARE(json["scaling"].toObject()["type"].toString(), QStringLiteral("llama3"));
    QCOMPARE(json["inv_freq"].toArray().size(), 64);
}

QTEST_APPLESS_MAIN(tst_ModelConfig)
#include "tst_modelconfig.moc"
