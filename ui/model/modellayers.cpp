// Layer patterns, RoPE per layer type, and the class defaults a config may leave out.
#include "ui/model/modellayers.h"

#include "ui/model/expected.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace rope::model {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ModelConfig)
};

struct ClassDefault {
    const char* modelType;
    const char* className;
    const char* key;
    double value; ///< every default here is a number (or a flag, 1 = true)
    bool flag = false;
};

// Hugging Face's configuration classes, as of transformers 4.5x/5: what their constructors assume.
const ClassDefault kClassDefaults[] = {
    {"gemma3_text", "Gemma3TextConfig", "head_dim", 256},
    {"gemma3_text", "Gemma3TextConfig", "rope_theta", 1e6},
    {"gemma3_text", "Gemma3TextConfig", "rope_local_base_freq", 10000},
    {"gemma3_text", "Gemma3TextConfig", "sliding_window_pattern", 6},
    {"gemma3_text", "Gemma3TextConfig", "sliding_window", 4096},
    {"gemma3_text", "Gemma3TextConfig", "query_pre_attn_scalar", 256},
    {"gemma3_text", "Gemma3TextConfig", "num_hidden_layers", 26},
    {"gemma3_text", "Gemma3TextConfig", "max_position_embeddings", 131072},
    {"llama4_text", "Llama4TextConfig", "head_dim", 128},
    {"llama4_text", "Llama4TextConfig", "rope_theta", 500000},
    {"llama4_text", "Llama4TextConfig", "num_hidden_layers", 48},
    {"llama4_text", "Llama4TextConfig", "no_rope_layer_interval", 4},
    {"llama4_text", "Llama4TextConfig", "attention_chunk_size", 8192},
    {"llama4_text", "Llama4TextConfig", "attn_temperature_tuning", 1, true},
    {"llama4_text", "Llama4TextConfig", "floor_scale", 8192},
    {"llama4_text", "Llama4TextConfig", "attn_scale", 0.1},
    {"qwen3_next", "Qwen3NextConfig", "head_dim", 256},
    {"qwen3_next", "Qwen3NextConfig", "partial_rotary_factor", 0.25},
    {"qwen3_next", "Qwen3NextConfig", "full_attention_interval", 4},
    {"smollm3", "SmolLM3Config", "no_rope_layer_interval", 4},
    {"cohere2", "Cohere2Config", "sliding_window_pattern", 4},
};

// Keys that stand in for one another: a class default is not assumed when any of them is given.
bool givenOrAliased(const QJsonObject& o, const QString& key)
{
    const auto has = [&o](const char* k) {
        return o.contains(QLatin1String(k)) && !o.value(QLatin1String(k)).isNull();
    };
    if (has(key.toLatin1().constData()))
        return true;
    if (key == QLatin1String("sliding_window_pattern") || key == QLatin1String("full_attention_interval"))
        return has("layer_types");
    if (key == QLatin1String("no_rope_layer_interval")) // an empty list means "use the interval"
        return !o.value(QLatin1String("no_rope_layers")).toArray().isEmpty();
    if (key == QLatin1String("rope_local_base_freq")) // the sliding layers' own rope_parameters
        return isNestedPerLayerType(o.value(QLatin1String("rope_parameters")).toObject());
    if (key == QLatin1String("rope_theta")) // transformers 5 moves it into rope_parameters
        return o.value(QLatin1String("rope_parameters")).toObject().contains(QLatin1String("rope_theta")) ||
               isNestedPerLayerType(o.value(QLatin1String("rope_parameters")).toObject());
    return false;
}

QChar letterOf(const QString& type)
{
    if (type == QLatin1String("sliding_attention"))
        return QLatin1Char('S');
    if (type == QLatin1String("chunked_attention"))
        return QLatin1Char('C');
    if (type == QLatin1String("linear_attention"))
        return QLatin1Char('L');
    return QLatin1Char('F');
}

QString nameOf(QChar letter)
{
    switch (letter.toLatin1()) {
    case 'S':
        return QStringLiteral("sliding_attention");
    case 'C':
        return QStringLiteral("chunked_attention");
    case 'L':
        return QStringLiteral("linear_attention");
    case 'N':
        return QStringLiteral("no_rope");
    default:
        return QStringLiteral("full_attention");
    }
}

int positiveInt(const QJsonObject& o, const char* key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull())
        return 0;
    const double x = v.toDouble(-1);
    if (!(x >= 1 && x <= 1e6) || x != int(x))
        throw Error{{}, Tr::tr("%1 must be a whole number from 1 to 1000000").arg(QLatin1String(key))};
    return int(x);
}

} // namespace

bool isNestedPerLayerType(const QJsonObject& ropeParameters)
{
    for (const char* type : {"full_attention", "sliding_attention", "chunked_attention"})
        if (ropeParameters.value(QLatin1String(type)).isObject())
            return true;
    return false;
}

QString AssumedDefault::sentence() const { return Tr::tr("%1 = %2 (%3)").arg(key, value, assumption()); }

QString AssumedDefault::assumption() const
{
    return Tr::tr("assumed: the class default of Hugging Face's %1").arg(className);
}

QJsonObject withClassDefaults(QJsonObject object, const QString& modelType, std::vector<AssumedDefault>& defaulted)
{
    for (const ClassDefault& d : kClassDefaults) {
        if (modelType != QLatin1String(d.modelType) || givenOrAliased(object, QLatin1String(d.key)))
            continue;
        object.insert(QLatin1String(d.key), d.flag ? QJsonValue(d.value != 0) : QJsonValue(d.value));
        defaulted.push_back({QLatin1String(d.key), d.flag ? QStringLiteral("true") : QString::number(d.value, 'g', 10),
                             QLatin1String(d.className)});
    }
    return object;
}

const QStringList& layerKeys()
{
    static const QStringList keys = {"num_hidden_layers",
                                     "n_layer",
                                     "layer_types",
                                     "sliding_window_pattern",
                                     "sliding_window",
                                     "full_attention_interval",
                                     "no_rope_layers",
                                     "no_rope_layer_interval",
                                     "attention_chunk_size",
                                     "rope_local_base_freq",
                                     "attn_temperature_tuning",
                                     "floor_scale",
                                     "attn_scale",
                                     "use_sliding_window"};
    return keys;
}

Layers readLayers(const QJsonObject& o, const QString& modelType, const core::RopeParams& global,
                  const QString& globalScaling, const QString& globalBaseSource, const RopeReader& ropeFor)
{
    Layers out;
    const int n = std::max(positiveInt(o, "num_hidden_layers"), positiveInt(o, "n_layer"));
    if (n == 0)
        return out;
    out.used << QStringLiteral("num_hidden_layers") << QStringLiteral("n_layer") << QStringLiteral("layer_types")
             << QStringLiteral("sliding_window_pattern") << QStringLiteral("full_attention_interval")
             << QStringLiteral("no_rope_layers") << QStringLiteral("no_rope_layer_interval");
    QString pattern(n, QLatin1Char('F'));
    if (o.contains(QLatin1String("layer_types")) && !o.value(QLatin1String("layer_types")).isArray())
        throw Error{QStringLiteral("layer_types"), Tr::tr("expected a list with one layer type per layer")};
    if (o.value(QLatin1String("layer_types")).isArray()) {
        const QJsonArray types = o.value(QLatin1String("layer_types")).toArray();
        if (types.size() != n)
            out.warnings << Tr::tr("layer_types lists %1 layers but num_hidden_layers is %2").arg(types.size()).arg(n);
        static const QStringList known = {QStringLiteral("full_attention"), QStringLiteral("sliding_attention"),
                                          QStringLiteral("chunked_attention"), QStringLiteral("linear_attention")};
        for (int i = 0; i < std::min<int>(n, int(types.size())); ++i) {
            if (!types[i].isString())
                throw Error{QStringLiteral("layer_types[%1]").arg(i),
                            Tr::tr("expected a layer type (text such as \"full_attention\")")};
            const QString type = types[i].toString();
            if (!known.contains(type))
                out.warnings << Tr::tr("layer_types[%1] is \"%2\", a layer type this app does not know (it knows "
                                       "%3); shown as full attention")
                                    .arg(i)
                                    .arg(type.left(40), known.join(QStringLiteral(", ")));
            pattern[i] = letterOf(type);
        }
    } else if (o.value(QLatin1String("sliding_window_pattern")).isString()) {
        // EXAONE 4 style: a repeating string, L local (sliding), G global.
        const QString cycle = o.value(QLatin1String("sliding_window_pattern")).toString();
        if (cycle.isEmpty())
            throw Error{{}, Tr::tr("sliding_window_pattern is an empty string")};
        for (int i = 0; i < n; ++i)
            pattern[i] = cycle[i % cycle.size()] == QLatin1Char('G') ? QLatin1Char('F') : QLatin1Char('S');
    } else if (const int every = positiveInt(o, "sliding_window_pattern")) {
        // Gemma 3: layer i is global when (i + 1) is a multiple of the pattern, else sliding.
        for (int i = 0; i < n; ++i)
            pattern[i] = (i + 1) % every == 0 ? QLatin1Char('F') : QLatin1Char('S');
    } else if (modelType == QLatin1String("gemma2")) {
        // Gemma 2's code alternates: sliding, full, sliding, full, …
        for (int i = 0; i < n; ++i)
            pattern[i] = (i + 1) % 2 == 0 ? QLatin1Char('F') : QLatin1Char('S');
    } else if (const int every = positiveInt(o, "full_attention_interval")) {
        // Qwen3-Next: linear attention, with full attention every `every` layers.
        for (int i = 0; i < n; ++i)
            pattern[i] = (i + 1) % every == 0 ? QLatin1Char('F') : QLatin1Char('L');
    }

    if (o.contains(QLatin1String("no_rope_layers")) && !o.value(QLatin1String("no_rope_layers")).isArray())
        throw Error{QStringLiteral("no_rope_layers"), Tr::tr("expected a list with 1 or 0 per layer")};
    // NoPE layers: no_rope_layers[i] = 1 when layer i uses RoPE, else every k-th layer.
    std::vector<int> usesRope;
    if (!o.value(QLatin1String("no_rope_layers")).toArray().isEmpty()) {
        const QJsonArray flags = o.value(QLatin1String("no_rope_layers")).toArray();
        for (qsizetype i = 0; i < flags.size(); ++i) {
            const double flag = flags[i].toDouble(-1);
            if (!flags[i].isDouble() || (flag != 0 && flag != 1))
                throw Error{QStringLiteral("no_rope_layers[%1]").arg(i),
                            Tr::tr("expected 1 (the layer uses RoPE) or 0 (it does not)")};
            usesRope.push_back(int(flag));
        }
        if (int(usesRope.size()) < n)
            out.warnings
                << Tr::tr("no_rope_layers lists %1 layers but num_hidden_layers is %2").arg(usesRope.size()).arg(n);
    } else if (const int every = positiveInt(o, "no_rope_layer_interval")) {
        for (int i = 0; i < n; ++i)
            usesRope.push_back((i + 1) % every != 0 ? 1 : 0);
    }
    // Llama 4 without layer_types: RoPE layers attend in chunks, NoPE layers attend to everything.
    const bool chunked = modelType.startsWith(QLatin1String("llama4")) && !o.contains(QLatin1String("layer_types")) &&
                         positiveInt(o, "attention_chunk_size") > 0;
    for (int i = 0; i < std::min<int>(n, int(usesRope.size())); ++i) {
        if (!usesRope[size_t(i)])
            pattern[i] = QLatin1Char('N');
        else if (chunked)
            pattern[i] = QLatin1Char('C');
    }
    // Cohere 2 and EXAONE 4 rotate only in their sliding layers: the global layers run without RoPE.
    if ((modelType == QLatin1String("cohere2") || modelType == QLatin1String("exaone4")) &&
        pattern.contains(QLatin1Char('S')) && pattern.contains(QLatin1Char('F'))) {
        pattern.replace(QLatin1Char('F'), QLatin1Char('N'));
        out.notes << (modelType == QLatin1String("exaone4")
                          ? Tr::tr("EXAONE 4's full-attention layers are NoPE: its attention applies RoPE only when "
                                   "`self.sliding_window is None or self.is_sliding` (\"We use global NoPE for hybrid "
                                   "attention model\"), and this config has sliding layers, so its global layers see "
                                   "no positions at all (a config without sliding_window rotates every layer)")
                          : Tr::tr("Cohere 2's full-attention layers are NoPE: its attention applies RoPE only in the "
                                   "sliding-window layers (`if self.sliding_window is not None`)"));
    }
    out.pattern = pattern;
    // Chunked layers (Llama 4's RoPE layers): a query at position p attends only to keys k ≤ p with
    // ⌊k / chunk⌋ = ⌊p / chunk⌋ (Hugging Face's chunked causal mask).
    const int chunk = pattern.contains(QLatin1Char('C')) ? positiveInt(o, "attention_chunk_size") : 0;
    if (chunk > 0) {
        out.used << QStringLiteral("attention_chunk_size");
        out.notes << Tr::tr("chunked attention (attention_chunk_size = %1): a C layer's query at position p attends "
                            "only to keys k ≤ p in its own chunk, ⌊k / %1⌋ = ⌊p / %1⌋, so its RoPE never sees a "
                            "distance Δ above %2 and the first query of each chunk sees only itself")
                         .arg(chunk)
                         .arg(chunk - 1);
    }
    const QJsonObject nested = o.value(QLatin1String("rope_parameters")).toObject();
    bool olmoSlidingDefault = false;
    for (QChar letter : pattern) {
        auto it =
            std::find_if(out.types.begin(), out.types.end(), [&](const LayerType& t) { return t.letter == letter; });
        if (it != out.types.end()) {
            ++it->count;
            continue;
        }
        LayerType t{
            nameOf(letter), letter,           1, letter != QLatin1Char('N') && letter != QLatin1Char('L'), global,
            globalScaling,  globalBaseSource, 0};
        if (t.rope && isNestedPerLayerType(nested) && nested.value(t.name).isObject()) {
            QJsonObject own = o;
            own.insert(QStringLiteral("rope_parameters"), nested.value(t.name));
            if (letter == QLatin1Char('F') && o.contains(QLatin1String("global_head_dim"))) // Gemma 4
                own.insert(QStringLiteral("head_dim"), o.value(QLatin1String("global_head_dim")));
            std::tie(t.params, t.scalingType) = ropeFor(own);
            t.baseSource = QStringLiteral("rope_parameters.%1.rope_theta").arg(t.name);
        } else if (letter == QLatin1Char('S') && o.contains(QLatin1String("rope_local_base_freq"))) {
            // Gemma 3: sliding layers turn at their own base, without the global layers' scaling.
            QJsonObject own = o;
            own.insert(QStringLiteral("rope_theta"), o.value(QLatin1String("rope_local_base_freq")));
            own.remove(QStringLiteral("rope_scaling"));
            own.remove(QStringLiteral("rope_parameters"));
            std::tie(t.params, t.scalingType) = ropeFor(own);
            t.baseSource = QStringLiteral("rope_local_base_freq");
            out.used << t.baseSource;
        }
        if (letter == QLatin1Char('S')) {
            t.slidingWindow = positiveInt(o, "sliding_window");
            out.used << QStringLiteral("sliding_window");
        }
        if (letter == QLatin1Char('C'))
            t.chunkSize = chunk;
        if (letter == QLatin1Char('S') && modelType == QLatin1String("olmo3") && !isNestedPerLayerType(nested) &&
            global.scaling.method != core::ScalingMethod::None) {
            olmoSlidingDefault = true;
            t.params.scaling = core::Scaling{};
            t.scalingType = QStringLiteral("default");
        }
        out.types.push_back(t);
    }
    // OLMo 3: transformers 4.57's Olmo3Model builds two rotary embeddings, rotary_embs["sliding_attention"]
    // with rope_type "default" and rotary_embs["full_attention"] from the config; transformers 5's
    // modular_olmo3 computes one rotary_emb from the config for every layer.
    if (olmoSlidingDefault)
        out.notes << Tr::tr("OLMo 3's sliding layers turn with the default RoPE here, without the config's %1 scaling: "
                            "transformers 4.57's Olmo3Model gives them rotary_embs[\"sliding_attention\"] with "
                            "rope_type \"default\" (\"RoPE scaling is not applied to sliding window attention "
                            "layers\", its own comment says); transformers 5's modeling_olmo3 computes one rotary_emb "
                            "from the config and so gives every layer the %1 scaling. The app follows 4.57")
                         .arg(globalScaling);
    // Published Llama 4 configs write it as a number (4); Hugging Face takes any non-zero value as true.
    const QJsonValue tuning = o.value(QLatin1String("attn_temperature_tuning"));
    const bool tuned = tuning.isBool() ? tuning.toBool() : tuning.toDouble() != 0;
    if (tuned && pattern.contains(QLatin1Char('N'))) {
        out.used << QStringLiteral("attn_temperature_tuning") << QStringLiteral("attn_scale")
                 << QStringLiteral("floor_scale");
        out.nopeTemperature = {true, o.value(QLatin1String("attn_scale")).toDouble(0.1),
                               o.value(QLatin1String("floor_scale")).toDouble(8192)};
        if (!(out.nopeTemperature.floorScale >= 1) || !std::isfinite(out.nopeTemperature.attnScale))
            out.nopeTemperature.on = false; // nothing sensible to draw; the note still says what was read
        out.notes << Tr::tr("NoPE layers scale each query by its position: 1 + attn_scale · ln(⌊(p + 1) / floor_scale⌋ "
                            "+ 1), with attn_scale = %1 and floor_scale = %2 (attn_temperature_tuning)")
                         .arg(out.nopeTemperature.attnScale)
                         .arg(out.nopeTemperature.floorScale);
    }
    return out;
}

double NopeTemperature::queryScale(double position) const
{
    return on ? 1 + attnScale * std::log(std::floor((position + 1) / floorScale) + 1) : 1.0;
}

} // namespace rope::model
