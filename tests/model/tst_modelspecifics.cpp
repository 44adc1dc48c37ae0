// What inspect says about 2025-26 configs beyond the RoPE keys themselves: Qwen3-VL's interleaved
// M-RoPE, multi-head latent attention's head, Llama 4's chunks and qk norm, Kimi K2's one-step YaRN
// ramp, HunYuan's alpha, MiniMax-M2's rotary_dim, GPT-OSS's sinks, class defaults and version notes.
// Configs are written here in the shapes those models publish; expected values are derived by hand
// or from the rule each model's code follows, re-typed here.

#include "ui/model/modelconfigreport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>
#include <numbers>

using namespace rope::model;
using rope::core::ScalingMethod;

namespace {

ModelConfig parseOk(const QByteArray& json)
{
    const Expected<ModelConfig> r = parseModelConfig(json);
    if (!r)
        qWarning() << r.message();
    return r.valueOr({});
}

QStringList strings(const QJsonValue& v)
{
    QStringList out;
    for (const QJsonValue& x : v.toArray())
        out << x.toString();
    return out;
}

bool anyContains(const QStringList& list, const QString& part)
{
    return std::any_of(list.begin(), list.end(), [&part](const QString& s) { return s.contains(part); });
}

bool near(double a, double b, double relative) { return std::abs(a - b) <= relative * std::abs(b); }

// transformers' Qwen3VLTextRotaryEmbedding.apply_interleaved_mrope, re-typed: every pair starts as t;
// for (dim, offset) in ((1, 1), (2, 2)): freqs_t[..., offset : 3·section[dim] : 3] = freqs[dim, ...].
QStringList interleavedBySlices(const std::array<int, 3>& section, int pairs)
{
    QStringList axis(pairs, QStringLiteral("t"));
    const char* names[] = {"t", "h", "w"};
    for (int dim = 1; dim <= 2; ++dim)
        for (int i = dim; i < std::min(3 * section[size_t(dim)], pairs); i += 3)
            axis[i] = QLatin1String(names[dim]);
    return axis;
}

const QByteArray kQwen3Vl = R"({"architectures": ["Qwen3VLForConditionalGeneration"], "model_type": "qwen3_vl",
  "text_config": {"model_type": "qwen3_vl_text", "head_dim": 128, "hidden_size": 4096, "num_attention_heads": 32,
    "num_key_value_heads": 8, "num_hidden_layers": 36, "max_position_embeddings": 262144, "rope_theta": 5000000,
    "rope_scaling": {"mrope_interleaved": true, "mrope_section": [24, 20, 20], "rope_type": "default"}},
  "vision_config": {"depth": 27, "hidden_size": 1152}, "image_token_id": 151655})";

const QByteArray kDeepSeekV3 = R"({"architectures": ["DeepseekV3ForCausalLM"], "model_type": "deepseek_v3",
  "hidden_size": 7168, "num_attention_heads": 128, "num_key_value_heads": 128, "qk_nope_head_dim": 128,
  "qk_rope_head_dim": 64, "v_head_dim": 128, "kv_lora_rank": 512, "q_lora_rank": 1536,
  "max_position_embeddings": 163840, "rope_theta": 10000,
  "rope_scaling": {"beta_fast": 32, "beta_slow": 1, "factor": 40, "mscale": 1.0, "mscale_all_dim": 1.0,
                   "original_max_position_embeddings": 4096, "type": "yarn"}})";

} // namespace

class tst_ModelSpecifics : public QObject {
    Q_OBJECT

private slots:
    void qwen3VlLayout_data();
    void qwen3VlLayout();
    void multiHeadLatentAttentionHead();
    void llama4ChunksAndQkNorm();
    void kimiK2OneStepRamp();
    void hunyuanAlphaIsAFixedBase();
    void minimaxRotaryDim();
    void gptOssSinks();
    void deepseekV32TwoPairings();
    void gemma3ClassDefaultContext();
    void exaone4GlobalNoPE();
    void olmo3SlidingLayersDefaultRope();
    void devstralBetaZero();
};

void tst_ModelSpecifics::qwen3VlLayout_data()
{
    QTest::addColumn<QByteArray>("config");
    QTest::addColumn<int>("t");
    QTest::addColumn<int>("h");
    QTest::addColumn<int>("w");
    QTest::newRow("Qwen3-VL 24,20,20 flag true") << kQwen3Vl << 24 << 20 << 20;
    // The flag is not what the code reads: Qwen3-VL interleaves without it.
    QByteArray noFlag = kQwen3Vl;
    noFlag.replace(R"("mrope_interleaved": true, )", "");
    QTest::newRow("Qwen3-VL 24,20,20 no flag") << noFlag << 24 << 20 << 20;
    // Qwen3.5: a quarter of the 256-dim head turns (32 pairs), sections 11, 11, 10; h reaches past the end.
    QTest::newRow("Qwen3.5 11,11,10 partial") << QByteArray(R"({"model_type": "qwen3_5_moe",
      "architectures": ["Qwen3_5MoeForConditionalGeneration"],
      "text_config": {"model_type": "qwen3_5_moe_text", "head_dim": 256, "hidden_size": 4096, "num_attention_heads": 32,
        "num_key_value_heads": 2, "max_position_embeddings": 262144, "num_hidden_layers": 8,
        "layer_types": ["linear_attention", "linear_attention", "linear_attention", "full_attention",
                        "linear_attention", "linear_attention", "linear_attention", "full_attention"],
        "rope_parameters": {"mrope_interleaved": true, "mrope_section": [11, 11, 10], "rope_type": "default",
                            "rope_theta": 10000000, "partial_rotary_factor": 0.25}}})")
                                              << 11 << 11 << 10;
}

void tst_ModelSpecifics::qwen3VlLayout()
{
    QFETCH(QByteArray, config);
    QFETCH(int, t);
    QFETCH(int, h);
    QFETCH(int, w);
    const ModelConfig c = parseOk(config);
    const int pairs = t + h + w;
    QCOMPARE(c.rope.pairCount(), pairs);
    const QJsonObject json = modelConfigJson(c);
    QCOMPARE(json["mrope_layout"].toString(), QStringLiteral("interleaved"));
    const QStringList expected = interleavedBySlices({t, h, w}, pairs);
    QCOMPARE(strings(json["pair_axis"]), expected);
    // Counted from the slices: h takes ⌈(min(3h, pairs) − 1) / 3⌉ pairs, w likewise from 2; the last
    // pairs past 3·w are t or h, never w.
    QCOMPARE(int(expected.count("h")), (std::min(3 * h, pairs) - 1 + 2) / 3);
    QCOMPARE(int(expected.count("w")), (std::min(3 * w, pairs) - 2 + 2) / 3);
    const QString text = describeModelConfig(c);
    QVERIFY2(text.contains("layout interleaved") && text.contains(QStringLiteral("i < 3 · %1 = %2").arg(h).arg(3 * h)),
             qPrintable(text));
    QVERIFY(!text.contains("layout contiguous"));
    // The words list exactly the pairs of the JSON: "height: pairs 1, 4, …, <last h>".
    const int lastH = int(expected.lastIndexOf("h")), lastW = int(expected.lastIndexOf("w"));
    QVERIFY2(text.contains(QStringLiteral("height: pairs 1, 4, …, %1").arg(lastH)), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("width: pairs 2, 5, …, %1").arg(lastW)), qPrintable(text));
    if (t == 24) // past 3 · 20 = 60 every pair is t
        QVERIFY2(text.contains("time: pairs 0, 3, …, 60, 61–63"), qPrintable(text));
    if (t == 11) // 32 pairs: 30 is t, 31 is h (31 mod 3 = 1 and 31 < 33)
        QCOMPARE(expected.mid(29), (QStringList{"w", "t", "h"}));
}

void tst_ModelSpecifics::multiHeadLatentAttentionHead()
{
    const ModelConfig c = parseOk(kDeepSeekV3);
    const QJsonObject json = modelConfigJson(c);
    // q/k head = qk_nope_head_dim + qk_rope_head_dim = 128 + 64; the 64 rope dims come last.
    QCOMPARE(json["head_dim"].toInt(), 192);
    QCOMPARE(json["rotary_dim"].toInt(), 64);
    QCOMPARE(json["rotary_placement"].toString(), QStringLiteral("last"));
    QCOMPARE(json["qk_head_dim"].toInt(), 192);
    // The frequencies are over the rope dims: θ_1 = 10000^(−2/64) (pair 1 is below YaRN's ramp, which starts
    // at ⌊64 · ln(4096 / (2π · 32)) / (2 ln 10000)⌋ = ⌊10.2⌋ = 10).
    const QJsonArray invFreq = json["inv_freq"].toArray();
    QCOMPARE(invFreq.size(), 32);
    QVERIFY(near(invFreq[1].toDouble(), std::pow(10000.0, -2.0 / 64), 1e-14));
    QCOMPARE(json["layer_types"].toObject().isEmpty(), true); // no num_hidden_layers here
    const QString text = describeModelConfig(c);
    QVERIFY2(text.contains("Head dimension: d = 192 (from qk_nope_head_dim 128 + qk_rope_head_dim 64"),
             qPrintable(text));
    QVERIFY2(text.contains("Rotary dimensions: 64 of 192") && text.contains("the other 128 pass through unrotated"),
             qPrintable(text));
    QVERIFY2(text.contains("within the last r = 64 dims"), qPrintable(text));
    QVERIFY(!text.contains("d = 64 "));

    // With layers, each layer type's head is the same 192-wide one.
    QByteArray layered = kDeepSeekV3;
    layered.replace(R"("hidden_size": 7168,)", R"("hidden_size": 7168, "num_hidden_layers": 61,)");
    const QJsonObject full = modelConfigJson(parseOk(layered))["layer_types"].toObject()["full_attention"].toObject();
    QCOMPARE(full["head_dim"].toInt(), 192);
    QCOMPARE(full["rotary_dim"].toInt(), 64);
    QCOMPARE(full["rotary_placement"].toString(), QStringLiteral("last"));
}

void tst_ModelSpecifics::llama4ChunksAndQkNorm()
{
    // Llama 4 Scout's text_config: 48 layers, every 4th NoPE, the RoPE layers chunked by 8192.
    const QByteArray scout = R"({"architectures": ["Llama4ForConditionalGeneration"], "model_type": "llama4",
      "text_config": {"model_type": "llama4_text", "attention_chunk_size": 8192, "head_dim": 128,
        "hidden_size": 5120, "num_attention_heads": 40, "num_key_value_heads": 8, "num_hidden_layers": 48,
        "no_rope_layers": [], "interleave_moe_layer_step": 1, "max_position_embeddings": 10485760,
        "rope_theta": 500000.0, "use_qk_norm": true, "attn_temperature_tuning": true, "floor_scale": 8192,
        "attn_scale": 0.1, "rope_scaling": {"factor": 16.0, "high_freq_factor": 1.0, "low_freq_factor": 1.0,
                                            "original_max_position_embeddings": 8192, "rope_type": "llama3"}}})";
    const ModelConfig c = parseOk(scout);
    const QJsonObject json = modelConfigJson(c);
    QString pattern;
    for (int i = 0; i < 48; ++i)
        pattern += (i + 1) % 4 == 0 ? QLatin1Char('N') : QLatin1Char('C');
    QCOMPARE(json["layer_pattern"].toString(), pattern);
    const QJsonObject chunked = json["layer_types"].toObject()["chunked_attention"].toObject();
    QCOMPARE(chunked["count"].toInt(), 36);
    QCOMPARE(chunked["attention_chunk_size"].toInt(), 8192);
    QVERIFY(!json["layer_types"].toObject()["no_rope"].toObject().contains("attention_chunk_size"));
    const QStringList ignored = strings(json["ignored_keys"]);
    QVERIFY2(!anyContains(ignored, "attention_chunk_size") && !anyContains(ignored, "use_qk_norm"),
             qPrintable(ignored.join(", ")));
    const QJsonObject qkNorm = json["qk_norm"].toObject();
    QCOMPARE(qkNorm["after_rope"].toBool(), true);
    QCOMPARE(qkNorm["layers"].toString(), QStringLiteral("rope"));
    const QString text = describeModelConfig(c);
    QVERIFY2(text.contains("chunks of 8192 (attention_chunk_size)"), qPrintable(text));
    // The largest distance a chunked query sees: the last key of a chunk from its first, 8192 − 1.
    QVERIFY2(text.contains("never sees a distance Δ above 8191"), qPrintable(text));
    // L2-normalised to unit RMS: length √128.
    QVERIFY2(text.contains("use_qk_norm") && text.contains("length √128") && text.contains("after RoPE"),
             qPrintable(text));

    // Maverick sets use_qk_norm false: read, no norm, not ignored.
    QByteArray maverick = scout;
    maverick.replace(R"("use_qk_norm": true)", R"("use_qk_norm": false)");
    const QJsonObject m = modelConfigJson(parseOk(maverick));
    QVERIFY(!m.contains("qk_norm"));
    QVERIFY(!anyContains(strings(m["ignored_keys"]), "use_qk_norm"));
}

void tst_ModelSpecifics::kimiK2OneStepRamp()
{
    // Kimi K2-Instruct-0905: DeepSeek-V3's shape, YaRN with beta_fast = beta_slow = 1, base 50000.
    const QByteArray kimi = R"({"architectures": ["DeepseekV3ForCausalLM"], "model_type": "kimi_k2",
      "hidden_size": 7168, "num_attention_heads": 64, "num_key_value_heads": 64, "num_hidden_layers": 61,
      "qk_nope_head_dim": 128, "qk_rope_head_dim": 64, "v_head_dim": 128, "kv_lora_rank": 512, "q_lora_rank": 1536,
      "max_position_embeddings": 262144, "rope_theta": 50000.0,
      "rope_scaling": {"beta_fast": 1.0, "beta_slow": 1.0, "factor": 64.0, "mscale": 1.0, "mscale_all_dim": 1.0,
                       "original_max_position_embeddings": 4096, "type": "yarn"}})";
    const ModelConfig c = parseOk(kimi);
    // find_correction_dim(1, 64, 50000, 4096) = 64 · ln(4096 / 2π) / (2 ln 50000).
    const double at = 64 * std::log(4096 / (2 * std::numbers::pi)) / (2 * std::log(50000.0));
    QVERIFY(std::abs(at - 19.165) < 5e-4);
    // Truncated: low = ⌊at⌋ = 19, high = ⌈at⌉ = 20; ramp (i − 19) / 1 clamped: pairs ≤ 19 keep θ, ≥ 20 divided.
    const QJsonObject json = modelConfigJson(c);
    const QStringList band = strings(json["band"]);
    QCOMPARE(band.size(), 32);
    for (int i = 0; i < 32; ++i)
        QCOMPARE(band[i], i <= 19 ? QStringLiteral("unchanged") : QStringLiteral("interpolated"));
    const QJsonArray invFreq = json["inv_freq"].toArray();
    QVERIFY(near(invFreq[19].toDouble(), std::pow(50000.0, -38.0 / 64), 1e-13));
    QVERIFY(near(invFreq[20].toDouble(), std::pow(50000.0, -40.0 / 64) / 64, 1e-13));
    QCOMPARE(json["head_dim"].toInt(), 192);
    const QString note = strings(json["notes"]).filter("beta_fast = beta_slow").value(0);
    QVERIFY2(note.contains("19.165") && note.contains("pairs 0–19 keep θ_i") &&
                 note.contains("pairs 20–31 are divided by the factor 64") && note.contains("none blended"),
             qPrintable(note));
    // The usual β_fast 32 / β_slow 1 gives no such note.
    QVERIFY(!anyContains(strings(modelConfigJson(parseOk(kDeepSeekV3))["notes"]), "beta_fast = beta_slow"));
}

void tst_ModelSpecifics::hunyuanAlphaIsAFixedBase()
{
    // Hunyuan-A13B: "dynamic" with alpha 1000 and factor 1.
    const QByteArray hunyuan = R"({"architectures": ["HunYuanMoEV1ForCausalLM"], "model_type": "hunyuan_v1_moe",
      "head_dim": 128, "hidden_size": 4096, "num_attention_heads": 32, "num_key_value_heads": 8,
      "num_hidden_layers": 32, "max_position_embeddings": 32768, "rope_theta": 10000.0, "use_qk_norm": true,
      "rope_scaling": {"alpha": 1000.0, "beta_fast": 32, "beta_slow": 1, "factor": 1.0, "mscale": 1.0,
                       "mscale_all_dim": 1.0, "type": "dynamic"}})";
    const ModelConfig c = parseOk(hunyuan);
    QCOMPARE(c.rope.scaling.method, ScalingMethod::NtkAware);
    // HunYuan's DynamicNTKAlphaRotary: base' = 10000 · 1000^(128/126), θ_i = base'^(−2i/128).
    const double base = 10000 * std::pow(1000.0, 128.0 / 126);
    const QJsonObject json = modelConfigJson(c);
    const QJsonArray invFreq = json["inv_freq"].toArray();
    QCOMPARE(invFreq.size(), 64);
    for (int i : {1, 17, 63})
        QVERIFY2(near(invFreq[i].toDouble(), std::pow(base, -2.0 * i / 128), 1e-12), qPrintable(QString::number(i)));
    QVERIFY(json["attention_factor"].toDouble() == 1.0);
    QCOMPARE(json["scaling"].toObject()["type"].toString(), QStringLiteral("dynamic")); // as written
    QVERIFY(!anyContains(strings(json["ignored_keys"]), "alpha"));
    const QString note = strings(json["notes"]).filter("HunYuan").value(0);
    QVERIFY2(note.contains("not Hugging Face's dynamic NTK") && note.contains("alpha^(d/(d−2))"), qPrintable(note));
    QVERIFY2(describeModelConfig(c).contains("NTK-aware, α = 1000"), qPrintable(describeModelConfig(c)));

    // Another model's "dynamic" with alpha is Hugging Face's dynamic NTK, and alpha is unused.
    QByteArray other = hunyuan;
    other.replace(R"("model_type": "hunyuan_v1_moe")", R"("model_type": "qwen2")");
    const ModelConfig q = parseOk(other);
    QCOMPARE(q.rope.scaling.method, ScalingMethod::DynamicNtk);
    QVERIFY(q.ignoredKeys.contains("rope_scaling.alpha"));
}

void tst_ModelSpecifics::minimaxRotaryDim()
{
    const QByteArray minimax = R"({"architectures": ["MiniMaxM2ForCausalLM"], "model_type": "minimax_m2",
      "head_dim": 128, "hidden_size": 3072, "num_attention_heads": 48, "num_key_value_heads": 8,
      "num_hidden_layers": 62, "max_position_embeddings": 196608, "rope_theta": 5000000, "rotary_dim": 64,
      "use_qk_norm": true, "qk_norm_type": "per_layer"})";
    const ModelConfig c = parseOk(minimax);
    const QJsonObject json = modelConfigJson(c);
    QCOMPARE(json["head_dim"].toInt(), 128);
    QCOMPARE(json["rotary_dim"].toInt(), 64);
    QCOMPARE(json["rotary_placement"].toString(), QStringLiteral("first"));
    QCOMPARE(json["pairing"].toString(), QStringLiteral("half-split"));
    // θ_i = 5e6^(−2i/64): the exponent over the 64 rotated dims, 32 frequencies.
    const QJsonArray invFreq = json["inv_freq"].toArray();
    QCOMPARE(invFreq.size(), 32);
    QVERIFY(near(invFreq[31].toDouble(), std::pow(5e6, -62.0 / 64), 1e-13));
    QVERIFY(!anyContains(strings(json["ignored_keys"]), "rotary_dim"));
    const QString note = strings(json["notes"]).filter("MiniMax-M2").value(0);
    QVERIFY2(note.contains("partial_rotary_factor = rotary_dim / head_dim = 64 / 128 = 0.5"), qPrintable(note));
    QVERIFY(describeModelConfig(c).contains("Rotary dimensions: 64 of 128 (rotary_dim = 64 of d = 128"));
}

void tst_ModelSpecifics::gptOssSinks()
{
    QJsonArray types;
    for (int i = 0; i < 24; ++i)
        types.append(i % 2 == 0 ? "sliding_attention" : "full_attention");
    const QJsonObject o{{"architectures", QJsonArray{"GptOssForCausalLM"}},
                        {"model_type", "gpt_oss"},
                        {"head_dim", 64},
                        {"hidden_size", 2880},
                        {"num_attention_heads", 64},
                        {"num_key_value_heads", 8},
                        {"num_hidden_layers", 24},
                        {"layer_types", types},
                        {"sliding_window", 128},
                        {"max_position_embeddings", 131072},
                        {"rope_theta", 150000},
                        {"rope_scaling", QJsonObject{{"beta_fast", 32.0},
                                                     {"beta_slow", 1.0},
                                                     {"factor", 32.0},
                                                     {"original_max_position_embeddings", 4096},
                                                     {"rope_type", "yarn"},
                                                     {"truncate", false}}}};
    const ModelConfig c = parseOk(QJsonDocument(o).toJson());
    const QJsonObject json = modelConfigJson(c);
    const QJsonObject sinks = json["attention_sinks"].toObject();
    QCOMPARE(sinks["per"].toString(), QStringLiteral("head"));
    QCOMPARE(sinks["weights"].toString(), QStringLiteral("sinks"));
    QCOMPARE(sinks["in_config"].toBool(), false);
    const QString note = strings(json["notes"]).filter("sink").value(0);
    QVERIFY2(note.contains("64 numbers") && note.contains("sums to less than 1"), qPrintable(note));
    // A Llama config has no sinks.
    QVERIFY(!modelConfigJson(parseOk(R"({"model_type": "llama", "head_dim": 128})")).contains("attention_sinks"));
}

void tst_ModelSpecifics::deepseekV32TwoPairings()
{
    // DeepSeek-V3.2's config: multi-head latent attention as V3 (interleaved rope dims), and the indexer's
    // keys: 64 heads of 128 dims keep 2048 keys; its first qk_rope_head_dim = 64 dims turn half-split.
    const QByteArray v32 = R"({"architectures": ["DeepseekV32ForCausalLM"], "model_type": "deepseek_v32",
      "hidden_size": 7168, "num_attention_heads": 128, "num_hidden_layers": 61, "kv_lora_rank": 512,
      "q_lora_rank": 1536, "qk_nope_head_dim": 128, "qk_rope_head_dim": 64, "v_head_dim": 128,
      "index_head_dim": 128, "index_n_heads": 64, "index_topk": 2048, "max_position_embeddings": 163840,
      "rope_theta": 10000, "rope_scaling": {"beta_fast": 32, "beta_slow": 1, "factor": 40, "mscale": 1.0,
      "mscale_all_dim": 1.0, "original_max_position_embeddings": 4096, "type": "yarn"}})";
    const ModelConfig c = parseOk(v32);
    QCOMPARE(c.rope.pairing, rope::core::Pairing::Interleaved);
    QVERIFY(c.indexer);
    QCOMPARE(c.indexer->headDim, 128);
    QCOMPARE(c.indexer->heads, 64);
    QCOMPARE(c.indexer->topk, 2048);
    QCOMPARE(c.indexer->ropeDims, 64);
    QCOMPARE(c.indexer->pairing, rope::core::Pairing::HalfSplit);
    for (const QString& key : c.ignoredKeys)
        QVERIFY2(!key.startsWith(QStringLiteral("index_")), qPrintable(key));
    const QJsonObject json = modelConfigJson(c);
    QCOMPARE(json["pairing"].toString(), QStringLiteral("interleaved"));
    QCOMPARE(json["indexer"].toObject()["pairing"].toString(), QStringLiteral("half-split"));
    QCOMPARE(json["indexer"].toObject()["rope_dims"].toInt(), 64);
    const QString note = strings(json["notes"]).filter("indexer").value(0);
    QVERIFY2(note.contains("two pairings") && note.contains("long context"), qPrintable(note));
    // GLM-5 says it in its config.
    QByteArray glm = v32;
    glm.replace(R"("index_topk": 2048,)", R"("index_topk": 2048, "indexer_rope_interleave": true,)");
    const ModelConfig g = parseOk(glm);
    QCOMPARE(g.indexer->pairing, rope::core::Pairing::Interleaved);
    QVERIFY(!strings(modelConfigJson(g)["notes"]).filter("indexer").value(0).contains("two pairings"));
    // DeepSeek-V3 has no indexer.
    QVERIFY(!modelConfigJson(parseOk(R"({"model_type": "deepseek_v3", "qk_rope_head_dim": 64})")).contains("indexer"));
}

void tst_ModelSpecifics::gemma3ClassDefaultContext()
{
    // Gemma 3 4B's text_config leaves max_position_embeddings out: Gemma3TextConfig's default is 131072.
    const ModelConfig c = parseOk(R"({"architectures": ["Gemma3ForConditionalGeneration"], "model_type": "gemma3",
      "text_config": {"model_type": "gemma3_text", "hidden_size": 2560, "num_hidden_layers": 34,
        "rope_scaling": {"factor": 8.0, "rope_type": "linear"}, "sliding_window": 1024}})");
    QCOMPARE(c.maxPositionEmbeddings, 131072);
    const QJsonObject json = modelConfigJson(c);
    QCOMPARE(json["max_position_embeddings"].toInt(), 131072);
    QVERIFY2(json["provenance"].toObject()["max_position_embeddings"].toString().contains("Gemma3TextConfig"),
             qPrintable(json["provenance"].toObject()["max_position_embeddings"].toString()));
    QVERIFY(describeModelConfig(c).contains(
        "max_position_embeddings 131072 (absent from the config, assumed: the class default of Hugging Face's "
        "Gemma3TextConfig)"));
    // Given, it is the config's own.
    const ModelConfig given = parseOk(R"({"model_type": "gemma3_text", "max_position_embeddings": 32768})");
    QCOMPARE(given.maxPositionEmbeddings, 32768);
    QVERIFY(!describeModelConfig(given).contains("absent from the config"));
}

void tst_ModelSpecifics::exaone4GlobalNoPE()
{
    const QByteArray exaone = R"({"architectures": ["Exaone4ForCausalLM"], "model_type": "exaone4", "head_dim": 128,
      "hidden_size": 5120, "num_attention_heads": 40, "num_key_value_heads": 8, "num_hidden_layers": 64,
      "sliding_window": 4096, "sliding_window_pattern": "LLLG", "max_position_embeddings": 131072,
      "rope_theta": 1000000, "rope_scaling": {"factor": 16.0, "high_freq_factor": 4.0, "low_freq_factor": 1.0,
                                              "original_max_position_embeddings": 8192, "rope_type": "llama3"}})";
    const ModelConfig c = parseOk(exaone);
    QString pattern;
    for (int i = 0; i < 64; ++i)
        pattern += i % 4 == 3 ? QLatin1Char('N') : QLatin1Char('S');
    QCOMPARE(c.layerPattern, pattern);
    QVERIFY2(anyContains(c.notes, "self.sliding_window is None or self.is_sliding"), qPrintable(c.notes.join("\n")));
    // EXAONE 4.0 1.2B: no sliding window, all layers full attention with RoPE, and no such note.
    const ModelConfig small = parseOk(R"({"model_type": "exaone4", "head_dim": 64, "num_hidden_layers": 30,
      "sliding_window": null, "layer_types": ["full_attention", "full_attention", "full_attention"]})");
    QVERIFY(!small.layerPattern.contains(QLatin1Char('N')));
    QVERIFY(!anyContains(small.notes, "NoPE"));
}

void tst_ModelSpecifics::olmo3SlidingLayersDefaultRope()
{
    QJsonArray types;
    for (int i = 0; i < 32; ++i)
        types.append((i + 1) % 4 == 0 ? "full_attention" : "sliding_attention");
    const QJsonObject o{{"architectures", QJsonArray{"Olmo3ForCausalLM"}},
                        {"model_type", "olmo3"},
                        {"hidden_size", 4096},
                        {"num_attention_heads", 32},
                        {"num_hidden_layers", 32},
                        {"layer_types", types},
                        {"sliding_window", 4096},
                        {"max_position_embeddings", 65536},
                        {"rope_theta", 500000},
                        {"rope_scaling", QJsonObject{{"rope_type", "yarn"},
                                                     {"factor", 8.0},
                                                     {"original_max_position_embeddings", 8192},
                                                     {"attention_factor", 1.2079441541679836},
                                                     {"beta_fast", 32},
                                                     {"beta_slow", 1}}}};
    const ModelConfig c = parseOk(QJsonDocument(o).toJson());
    const QJsonObject types1 = modelConfigJson(c)["layer_types"].toObject();
    const QJsonObject sliding = types1["sliding_attention"].toObject(), full = types1["full_attention"].toObject();
    QCOMPARE(sliding["scaling"].toString(), QStringLiteral("default"));
    QVERIFY(sliding["attention_factor"].toDouble() == 1.0);
    // Default RoPE over d = 4096 / 32 = 128: θ_i = 500000^(−2i/128).
    const QJsonArray slidingFreq = sliding["inv_freq"].toArray();
    for (int i : {0, 40, 63})
        QVERIFY(near(slidingFreq[i].toDouble(), std::pow(500000.0, -2.0 * i / 128), 1e-14));
    QCOMPARE(full["scaling"].toString(), QStringLiteral("yarn"));
    QVERIFY(std::abs(full["attention_factor"].toDouble() - 1.2079441541679836) < 1e-15);
    const QString note = c.notes.filter("OLMo 3").value(0);
    QVERIFY2(note.contains("transformers 4.57") && note.contains("transformers 5") && note.contains("follows 4.57"),
             qPrintable(note));
}

void tst_ModelSpecifics::devstralBetaZero()
{
    const ModelConfig c = parseOk(R"({"architectures": ["Mistral3ForConditionalGeneration"], "model_type": "mistral3",
      "text_config": {"model_type": "ministral3", "head_dim": 128, "hidden_size": 12288, "num_attention_heads": 96,
        "num_key_value_heads": 8, "max_position_embeddings": 262144,
        "rope_parameters": {"beta_fast": 32.0, "beta_slow": 1.0, "factor": 64.0, "llama_4_scaling_beta": 0.0,
                            "mscale": 1.0, "mscale_all_dim": 1.0, "original_max_position_embeddings": 4096,
                            "rope_theta": 1000000.0, "rope_type": "yarn"}}})");
    const QString note = c.notes.filter("llama_4_scaling_beta").value(0);
    QVERIFY2(note.contains("= 0") && note.contains("no-op") && !note.contains("queries are scaled"), qPrintable(note));
    // A non-zero β is a real scaling: 1 + 0.1 · ln(1 + ⌊p / 4096⌋).
    const ModelConfig scaled = parseOk(R"({"model_type": "ministral3", "head_dim": 128,
      "rope_parameters": {"factor": 16.0, "llama_4_scaling_beta": 0.1, "original_max_position_embeddings": 16384,
                          "rope_theta": 1000000.0, "rope_type": "yarn"}})");
    QVERIFY(anyContains(scaled.notes, "queries are scaled by their position: 1 + β · ln(1 + ⌊p / 16384⌋)"));
}

QTEST_APPLESS_MAIN(tst_ModelSpecifics)
#include "tst_modelspecifics.moc"
