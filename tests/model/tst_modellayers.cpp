// Layers and per-layer-type RoPE, on configs in the shapes of published 2025 models (written here from
// their config.json files): expected patterns come from each family's rule, written out in the test.

#include "core/frequencies.h"
#include "ui/model/modelconfigreport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

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

QByteArray json(const QJsonObject& o) { return QJsonDocument(o).toJson(); }

// The pattern by rule: `letter(i)` for each of n layers.
template <typename Rule>
QString byRule(int n, Rule letter)
{
    QString s;
    for (int i = 0; i < n; ++i)
        s += QLatin1Char(letter(i));
    return s;
}

const LayerType* typeOf(const ModelConfig& c, char letter)
{
    for (const LayerType& t : c.layerTypes)
        if (t.letter == QLatin1Char(letter))
            return &t;
    return nullptr;
}

} // namespace

class tst_ModelLayers : public QObject {
    Q_OBJECT

private slots:
    void gemma3SparseTextConfig();
    void gemma3NestedRopeParameters();
    void gemma4Proportional();
    void gptOssAlternatingYarn();
    void llama4ChunkedAndNoPE();
    void qwen3NextLinearLayers();
    void smolLM3NoRopeList();
    void gemma2AndCohere2();
    void jsonKeys();
    void badLayerKeys();
};

void tst_ModelLayers::gemma3SparseTextConfig()
{
    // Gemma 3 27B: the text_config gives head_dim, the layer count, linear ×8 and a 1024 window; the
    // bases and the pattern come from Gemma3TextConfig's defaults (1e6 global, 1e4 local, every 6th global).
    const ModelConfig c = parseOk(R"({"model_type": "gemma3", "architectures": ["Gemma3ForConditionalGeneration"],
        "text_config": {"head_dim": 128, "hidden_size": 5376, "model_type": "gemma3_text", "num_attention_heads": 32,
        "num_hidden_layers": 62, "num_key_value_heads": 16, "query_pre_attn_scalar": 168,
        "rope_scaling": {"factor": 8.0, "rope_type": "linear"}, "sliding_window": 1024},
        "vision_config": {"model_type": "siglip_vision_model"}})");
    QCOMPARE(c.section, QStringLiteral("text_config"));
    QCOMPARE(c.rope.headDim, 128);
    QCOMPARE(c.rope.base, 1e6);
    QCOMPARE(c.rope.scaling.method, ScalingMethod::Linear);
    QCOMPARE(c.layerPattern, byRule(62, [](int i) { return (i + 1) % 6 == 0 ? 'F' : 'S'; }));
    const LayerType* local = typeOf(c, 'S');
    QVERIFY(local);
    QCOMPARE(local->count, 52);
    QCOMPARE(local->params.base, 10000.0);
    QCOMPARE(local->params.scaling.method, ScalingMethod::None); // no linear scaling on sliding layers
    QCOMPARE(local->slidingWindow, 1024);
    QCOMPARE(typeOf(c, 'F')->count, 10);
    QVERIFY(std::abs(c.softmaxScale - 1 / std::sqrt(168.0)) < 1e-15);
    // rope_theta, rope_local_base_freq, sliding_window_pattern, max_position_embeddings (131072)
    QCOMPARE(c.defaulted.size(), size_t(4));
    QCOMPARE(c.maxPositionEmbeddings, 131072);
    QVERIFY(c.warnings.join(' ').contains(QLatin1String("Gemma3TextConfig")));
    QVERIFY(c.ignoredKeys.contains(QLatin1String("vision_config")));
    QVERIFY(describeModelConfig(c).contains(QLatin1String("rope_theta absent, assumed: the class default")));
}

void tst_ModelLayers::gemma3NestedRopeParameters()
{
    // transformers 5: rope_parameters per layer type.
    QJsonArray types;
    for (int i = 0; i < 12; ++i)
        types.append(i % 6 == 5 ? "full_attention" : "sliding_attention");
    const QJsonObject o{
        {"model_type", "gemma3_text"},
        {"head_dim", 64},
        {"num_hidden_layers", 12},
        {"query_pre_attn_scalar", 64},
        {"sliding_window", 512},
        {"layer_types", types},
        {"rope_parameters",
         QJsonObject{{"full_attention", QJsonObject{{"rope_type", "linear"}, {"factor", 8.0}, {"rope_theta", 1e6}}},
                     {"sliding_attention", QJsonObject{{"rope_type", "default"}, {"rope_theta", 1e4}}}}}};
    const ModelConfig c = parseOk(json(o));
    QCOMPARE(c.rope.base, 1e6);
    QCOMPARE(c.baseKey, QStringLiteral("rope_parameters.full_attention.rope_theta"));
    QCOMPARE(c.layerPattern, QStringLiteral("SSSSSFSSSSSF"));
    QCOMPARE(typeOf(c, 'S')->params.base, 1e4);
    QCOMPARE(typeOf(c, 'S')->scalingType, QStringLiteral("default"));
    QCOMPARE(typeOf(c, 'F')->params.scaling.factor, 8.0);
    // Every RoPE value is in the file; only the context length is the class default.
    QCOMPARE(c.defaulted.size(), size_t(1));
    QCOMPARE(c.defaulted[0].key, QStringLiteral("max_position_embeddings"));
}

void tst_ModelLayers::gemma4Proportional()
{
    // Gemma 4 26B-A4B's shape: 30 layers, every sixth full attention; the full layers have their own
    // 512-wide head (global_head_dim) and proportional RoPE: int(0.25 · 512 // 2) = 64 of the 256 pairs
    // turn at θ_i = 1e6^(−2i/512), the other 192 have θ = 0.
    QJsonArray types;
    for (int i = 0; i < 30; ++i)
        types.append(i % 6 == 5 ? "full_attention" : "sliding_attention");
    QJsonObject text{
        {"model_type", "gemma4_text"},
        {"hidden_size", 2816},
        {"num_attention_heads", 16},
        {"head_dim", 256},
        {"global_head_dim", 512},
        {"num_hidden_layers", 30},
        {"sliding_window", 1024},
        {"max_position_embeddings", 262144},
        {"layer_types", types},
        {"rope_parameters",
         QJsonObject{{"full_attention",
                      QJsonObject{{"rope_type", "proportional"}, {"partial_rotary_factor", 0.25}, {"rope_theta", 1e6}}},
                     {"sliding_attention", QJsonObject{{"rope_type", "default"}, {"rope_theta", 1e4}}}}}};
    const ModelConfig c = parseOk(json(QJsonObject{{"model_type", "gemma4"}, {"text_config", text}}));
    QCOMPARE(c.layerPattern, byRule(30, [](int i) { return i % 6 == 5 ? 'F' : 'S'; }));
    QCOMPARE(c.rope.headDim, 512);
    QCOMPARE(c.rope.rotaryDims(), 128);
    QVERIFY(c.rope.rotaryPlacement == rope::core::RotaryPlacement::Proportional);
    QVERIFY(c.rope.pairing == rope::core::Pairing::HalfSplit);
    QVERIFY(c.rope.scaling.method == ScalingMethod::None);
    QCOMPARE(c.softmaxScale, 1.0);
    QVERIFY(c.ignoredKeys.filter(QStringLiteral("global_head_dim")).isEmpty());
    QCOMPARE(typeOf(c, 'S')->params.headDim, 256);
    QCOMPARE(typeOf(c, 'S')->params.rotaryDims(), 256);
    QCOMPARE(typeOf(c, 'S')->params.base, 1e4);
    QCOMPARE(typeOf(c, 'F')->params.headDim, 512);

    const QJsonObject o = modelConfigJson(c);
    QCOMPARE(o.value("rotary_placement").toString(), QStringLiteral("proportional"));
    const QJsonArray inv =
        o.value("layer_types").toObject().value("full_attention").toObject().value("inv_freq").toArray();
    QCOMPARE(inv.size(), 256);
    for (int i : {0, 1, 37, 63})
        QCOMPARE(inv[i].toDouble(), std::pow(1e6, -2.0 * i / 512));
    for (int i : {64, 100, 255})
        QVERIFY(inv[i].toDouble() == 0.0);
    QCOMPARE(o.value("layer_types").toObject().value("sliding_attention").toObject().value("inv_freq").toArray().size(),
             128);

    // A factor divides every θ_i, as Hugging Face's proportional code does.
    QJsonObject scaled = text;
    QJsonObject rp = text.value("rope_parameters").toObject();
    QJsonObject full = rp.value("full_attention").toObject();
    full.insert("factor", 8.0);
    rp.insert("full_attention", full);
    scaled.insert("rope_parameters", rp);
    const ModelConfig s = parseOk(json(scaled));
    QVERIFY(s.rope.scaling.method == ScalingMethod::Linear);
    QCOMPARE(rope::core::frequencies(s.rope).invFreq[1], std::pow(1e6, -2.0 / 512) / 8);
}

void tst_ModelLayers::gptOssAlternatingYarn()
{
    QJsonArray types;
    for (int i = 0; i < 24; ++i)
        types.append(i % 2 ? "full_attention" : "sliding_attention");
    const QJsonObject o{{"model_type", "gpt_oss"},
                        {"head_dim", 64},
                        {"num_attention_heads", 64},
                        {"num_hidden_layers", 24},
                        {"layer_types", types},
                        {"rope_theta", 150000},
                        {"sliding_window", 128},
                        {"rope_scaling", QJsonObject{{"rope_type", "yarn"},
                                                     {"factor", 32.0},
                                                     {"beta_fast", 32.0},
                                                     {"beta_slow", 1.0},
                                                     {"original_max_position_embeddings", 4096},
                                                     {"truncate", false}}}};
    const ModelConfig c = parseOk(json(o));
    QCOMPARE(c.layerPattern, byRule(24, [](int i) { return i % 2 ? 'F' : 'S'; }));
    QVERIFY(!c.rope.scaling.truncate);
    // Both layer types share the YaRN RoPE; only the window differs.
    QVERIFY(typeOf(c, 'S')->params == c.rope);
    QCOMPARE(typeOf(c, 'S')->slidingWindow, 128);
    QVERIFY(describeModelConfig(c).contains(QLatin1String("truncate false")));
}

void tst_ModelLayers::llama4ChunkedAndNoPE()
{
    // Llama 4 Scout: no_rope_layers [] means "every 4th layer is NoPE" (Llama4TextConfig's interval 4);
    // RoPE layers attend in chunks of 8192, NoPE layers to everything, with temperature tuning.
    const ModelConfig c = parseOk(R"({"model_type": "llama4", "text_config": {"model_type": "llama4_text",
        "attention_chunk_size": 8192, "attn_temperature_tuning": 4, "head_dim": 128, "hidden_size": 5120,
        "no_rope_layers": [], "num_attention_heads": 40, "num_hidden_layers": 48, "rope_theta": 500000.0,
        "rope_scaling": {"factor": 8.0, "high_freq_factor": 4.0, "low_freq_factor": 1.0,
                         "original_max_position_embeddings": 8192, "rope_type": "llama3"}}})");
    QCOMPARE(c.layerPattern, byRule(48, [](int i) { return (i + 1) % 4 == 0 ? 'N' : 'C'; }));
    QVERIFY(!typeOf(c, 'N')->rope);
    QCOMPARE(typeOf(c, 'C')->params.scaling.method, ScalingMethod::Llama3);
    QCOMPARE(c.rope.pairing, rope::core::Pairing::Interleaved);
    QVERIFY(c.notes.join(' ').contains(QLatin1String("attn_temperature_tuning")));
    QVERIFY(c.warnings.join(' ').contains(QLatin1String("no_rope_layer_interval = 4")));
    // The query scale 1 + 0.1 · ln(⌊(p + 1) / 8192⌋ + 1), by hand: 1 up to p = 8190, then steps.
    QVERIFY(c.nopeTemperature.on);
    QCOMPARE(c.nopeTemperature.queryScale(8190), 1.0);
    QCOMPARE(c.nopeTemperature.queryScale(8191), 1 + 0.1 * std::log(2.0));
    QCOMPARE(c.nopeTemperature.queryScale(1e6), 1 + 0.1 * std::log(123.0)); // ⌊1000001 / 8192⌋ = 122
}

void tst_ModelLayers::qwen3NextLinearLayers()
{
    const ModelConfig c = parseOk(R"({"model_type": "qwen3_next", "head_dim": 256, "num_attention_heads": 16,
        "num_hidden_layers": 48, "full_attention_interval": 4, "partial_rotary_factor": 0.25,
        "rope_theta": 10000000})");
    QCOMPARE(c.layerPattern, byRule(48, [](int i) { return (i + 1) % 4 == 0 ? 'F' : 'L'; }));
    QCOMPARE(c.rope.rotaryDims(), 64);
    QCOMPARE(typeOf(c, 'L')->count, 36);
    QVERIFY(!typeOf(c, 'L')->rope);
}

void tst_ModelLayers::smolLM3NoRopeList()
{
    QJsonArray flags;
    for (int i = 0; i < 36; ++i)
        flags.append(i % 4 == 3 ? 0 : 1);
    const QJsonObject o{{"model_type", "smollm3"}, {"hidden_size", 2048},        {"num_attention_heads", 16},
                        {"num_hidden_layers", 36}, {"no_rope_layers", flags},    {"no_rope_layer_interval", 4},
                        {"rope_theta", 5000000.0}, {"use_sliding_window", false}};
    const ModelConfig c = parseOk(json(o));
    QCOMPARE(c.layerPattern, byRule(36, [](int i) { return i % 4 == 3 ? 'N' : 'F'; }));
    QCOMPARE(typeOf(c, 'N')->count, 9);
    QCOMPARE(c.ignoredKeys, QStringList{"use_sliding_window"}); // read, but no layer slides
}

void tst_ModelLayers::gemma2AndCohere2()
{
    // Gemma 2's code alternates sliding and full layers; no key says so.
    const ModelConfig gemma2 = parseOk(R"({"model_type": "gemma2", "head_dim": 256, "num_hidden_layers": 6,
        "sliding_window": 4096, "rope_theta": 10000})");
    QCOMPARE(gemma2.layerPattern, QStringLiteral("SFSFSF"));
    // Cohere 2 rotates in its sliding layers only; every 4th layer is global and has no RoPE.
    const ModelConfig cohere2 = parseOk(R"({"model_type": "cohere2", "hidden_size": 4096, "num_attention_heads": 32,
        "num_hidden_layers": 8, "sliding_window": 4096, "sliding_window_pattern": 4, "rope_theta": 50000})");
    QCOMPARE(cohere2.layerPattern, QStringLiteral("SSSNSSSN"));
    QCOMPARE(cohere2.rope.pairing, rope::core::Pairing::Interleaved);
}

void tst_ModelLayers::jsonKeys()
{
    const ModelConfig c = parseOk(R"({"model_type": "gemma3_text", "head_dim": 32, "num_hidden_layers": 7,
        "sliding_window": 16})");
    const QJsonObject o = modelConfigJson(c);
    QCOMPARE(o["layer_pattern"].toString(), QStringLiteral("SSSSSFS"));
    const QJsonObject local = o["layer_types"].toObject()["sliding_attention"].toObject();
    QCOMPARE(local["count"].toInt(), 6);
    QCOMPARE(local["base"].toDouble(), 10000.0);
    QCOMPARE(local["sliding_window"].toInt(), 16);
    QCOMPARE(local["inv_freq"].toArray().size(), 16);
    QCOMPARE(local["inv_freq"].toArray()[1].toDouble(), std::pow(10000.0, -2.0 / 32));
    QCOMPARE(o["layer_types"].toObject()["full_attention"].toObject()["base"].toDouble(), 1e6);
    QVERIFY(o["provenance"].toObject()["base"].toString().contains(QLatin1String("class default")));
    QCOMPARE(o["provenance"].toObject()["head_dim"].toString(), QStringLiteral("head_dim"));
}

void tst_ModelLayers::badLayerKeys()
{
    for (const char* bad : {R"({"head_dim": 64, "num_hidden_layers": 4, "sliding_window_pattern": 0})",
                            R"({"head_dim": 64, "num_hidden_layers": 2.5})",
                            R"({"head_dim": 64, "num_hidden_layers": 4, "sliding_window_pattern": ""})"}) {
        const Expected<ModelConfig> r = parseModelConfig(QByteArray(bad));
        QVERIFY2(!r, bad);
    }
    // A layer_types list of the wrong length is read, with a warning.
    const ModelConfig c = parseOk(R"({"head_dim": 64, "num_hidden_layers": 3, "layer_types": ["full_attention"]})");
    QVERIFY(c.warnings.join(' ').contains(QLatin1String("layer_types lists 1 layers")));
}

QTEST_APPLESS_MAIN(tst_ModelLayers)
#include "tst_modellayers.moc"
