// Reading a Hugging Face config.json into the RoPE it describes, listing every key not used.
#include "ui/model/modelconfig.h"

#include "core/frequencies.h"
#include "core/mrope.h"
#include "core/validate.h"
#include "ui/model/boundedread.h"
#include "ui/model/jsonfields.h"
#include "ui/model/messages.h"
#include "ui/model/modelpairing.h"
#include "ui/model/modelscaling.h"
#include "ui/model/modelspecifics.h"
#include "ui/model/numberformat.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cmath>
#include <numbers>

namespace rope::model {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ModelConfig)
};

constexpr qint64 kMaxConfigBytes = qint64(64) << 20; // a real config.json has a few kilobytes

void readProportional(double rotaryFactor, ModelConfig& c)
{
    const int d = c.rope.headDim;
    const int pairs = rotaryFactor > 0 ? int(std::floor(rotaryFactor * d / 2)) : d / 2;
    if (pairs < 1)
        throw Error{{},
                    Tr::tr("proportional RoPE with partial_rotary_factor %1 of d = %2 turns no pair at all")
                        .arg(rotaryFactor)
                        .arg(d)};
    c.rope.rotaryDim = 2 * pairs == d ? 0 : 2 * pairs;
    if (rotaryFactor > 0)
        c.rotarySource = Tr::tr("partial_rotary_factor = %1 of d = %2, proportional: the first %3 of the %4 pairs")
                             .arg(rotaryFactor)
                             .arg(d)
                             .arg(pairs)
                             .arg(d / 2);
    c.notes << Tr::tr("proportional RoPE (Gemma 4): θ_i = base^(−2i/%1) with the exponent over the whole head for "
                      "the first %2 pairs, and θ_i = 0 for the other %3, which therefore never turn")
                   .arg(d)
                   .arg(pairs)
                   .arg(d / 2 - pairs);
}

// The multiplier on q·k before softmax. Multi-head latent attention scales by the whole query/key
// head (unrotated + rope dims), and with YaRN by mscale(factor, mscale_all_dim)² on top, as
// DeepSeek-V2/V3's code does; Gemma by query_pre_attn_scalar; everyone else by 1/√d.
void readSoftmaxScale(JsonFields& top, const QString& type, ModelConfig& c)
{
    const core::Scaling& s = c.rope.scaling;
    if (type.startsWith(QLatin1String("gemma4"))) {
        c.softmaxScale = 1;
        c.softmaxScaleSource = Tr::tr("Gemma 4 normalises every query and key head (q_norm, k_norm), and its code "
                                      "fixes the scale at 1");
        return;
    }
    if (top.has("query_pre_attn_scalar")) {
        const double scalar = top.number("query_pre_attn_scalar");
        if (!(scalar > 0))
            throw Error{{}, Tr::tr("query_pre_attn_scalar must be positive, got %1").arg(scalar)};
        c.softmaxScale = 1 / std::sqrt(scalar);
        c.softmaxScaleSource = Tr::tr("1/√query_pre_attn_scalar = 1/√%1").arg(scalar);
        return;
    }
    if (c.mlaUnrotatedDims <= 0) {
        c.softmaxScale = 1 / std::sqrt(double(c.rope.headDim));
        c.softmaxScaleSource = Tr::tr("1/√d = 1/√%1").arg(c.rope.headDim);
        return;
    }
    const int qkDims = c.mlaUnrotatedDims + c.rope.headDim;
    c.softmaxScale = 1 / std::sqrt(double(qkDims));
    c.softmaxScaleSource = Tr::tr("1/√(qk_nope_head_dim + qk_rope_head_dim) = 1/√%1").arg(qkDims);
    // DeepSeek's code applies it whenever rope_scaling gives a mscale_all_dim (mscale is 1 for factor ≤ 1).
    if (s.method != core::ScalingMethod::None && s.mscaleAllDim > 0 && s.factor > 1) {
        const double mscale = 0.1 * s.mscaleAllDim * std::log(s.factor) + 1;
        c.softmaxScale *= mscale * mscale;
        c.softmaxScaleSource +=
            Tr::tr(" × mscale², mscale = 0.1 · mscale_all_dim · ln factor + 1 = 0.1 · %1 · ln %2 + 1 = %3")
                .arg(s.mscaleAllDim)
                .arg(s.factor)
                .arg(formatNumber(mscale, 6));
    }
}

ModelConfig parseHead(const QJsonObject& object)
{
    ModelConfig c;
    JsonFields top(object);
    if (top.has("model_type"))
        c.architecture = top.take("model_type").toString();
    if (top.has("architectures")) {
        const QJsonArray a = top.take("architectures").toArray();
        const QString first = a.isEmpty() ? QString() : a.first().toString();
        c.architecture = c.architecture.isEmpty() ? first : QStringLiteral("%1 (%2)").arg(c.architecture, first);
    }
    const QString type = object.value("model_type").toString().toLower();

    // Head dimension.
    int heads = 0;
    if (top.has("num_attention_heads"))
        heads = top.integer("num_attention_heads", 1, kConfigIntLimit);
    else if (top.has("n_head"))
        heads = top.integer("n_head", 1, kConfigIntLimit);
    c.attentionHeads = heads;
    // Read, not used: RoPE does not depend on them, so the report still lists them as unused. The
    // checkpoint reader holds the weights' shapes to them.
    c.keyValueHeads = qMax(0, object.value(QLatin1String("num_key_value_heads")).toInt());
    for (const char* key : {"hidden_size", "n_embd"})
        if (const QJsonValue v = object.value(QLatin1String(key)); v.isDouble() && c.hiddenSize == 0)
            c.hiddenSize = qMax(0, v.toInt());
    int d = 0;
    if (top.has("qk_rope_head_dim")) {
        d = top.integer("qk_rope_head_dim", 0, kConfigIntLimit);
        c.headDimSource = Tr::tr("qk_rope_head_dim: multi-head latent attention rotates a separate rope head of %1 "
                                 "dimensions (the rest of each query/key head does not rotate)")
                              .arg(d);
        if (top.has("qk_nope_head_dim"))
            c.mlaUnrotatedDims = int(top.integer("qk_nope_head_dim", 0, kConfigIntLimit));
        for (const char* key : {"v_head_dim", "kv_lora_rank", "q_lora_rank"})
            if (top.has(key))
                top.take(key);
    } else if (top.has("head_dim")) {
        d = top.integer("head_dim", 0, kConfigIntLimit);
        c.headDimSource = Tr::tr("head_dim");
    } else if (top.has("hidden_size") || top.has("n_embd")) {
        const bool gptj = !top.has("hidden_size");
        const int hidden = int(top.integer(gptj ? "n_embd" : "hidden_size", 0, kConfigIntLimit));
        if (heads <= 0)
            throw Error{{},
                        Tr::tr("the config has %1 but no head count (num_attention_heads or n_head)")
                            .arg(QLatin1String(gptj ? "n_embd" : "hidden_size"))};
        if (hidden % heads != 0)
            throw Error{{},
                        Tr::tr("%1 = %2 is not divisible by the %3 heads")
                            .arg(QLatin1String(gptj ? "n_embd" : "hidden_size"))
                            .arg(hidden)
                            .arg(heads)};
        d = hidden / heads;
        c.headDimSource = gptj ? Tr::tr("n_embd %1 / n_head %2").arg(hidden).arg(heads)
                               : Tr::tr("hidden_size %1 / num_attention_heads %2").arg(hidden).arg(heads);
    } else {
        throw Error{{},
                    Tr::tr("the config gives no head dimension (head_dim, or hidden_size with num_attention_heads)")};
    }
    if (d < 2 || d % 2 != 0)
        throw Error{
            {}, Tr::tr("the head dimension must be even and at least 2, got %1 (from %2)").arg(d).arg(c.headDimSource)};
    c.rope.headDim = d;

    // Rotary dimensions.
    int rotary = d;
    double rotaryFactor = 0; // partial_rotary_factor or rotary_pct, when given
    c.rotarySource = Tr::tr("all of the head");
    for (const char* key : {"partial_rotary_factor", "rotary_pct"})
        if (top.has(key)) {
            const double f = top.number(key);
            if (!(f > 0 && f <= 1))
                throw Error{{}, Tr::tr("%1 must be in (0, 1], got %2").arg(QLatin1String(key)).arg(f)};
            rotaryFactor = f;
            rotary = int(d * f); // as the reference code: int(head_dim * factor)
            c.rotarySource = Tr::tr("%1 = %2 of d = %3").arg(QLatin1String(key)).arg(f).arg(d);
        }
    if (top.has("rotary_dim")) {
        rotary = top.integer("rotary_dim", 0, kConfigIntLimit);
        c.rotarySource = Tr::tr("rotary_dim = %1 of d = %2, the rotated dims given directly").arg(rotary).arg(d);
    }
    if (rotary < 2 || rotary % 2 != 0 || rotary > d)
        throw Error{{},
                    Tr::tr("the rotary dimensions must be even and between 2 and d = %1, got %2").arg(d).arg(rotary)};
    c.rope.rotaryDim = rotary == d ? 0 : rotary;

    for (const char* key : {"max_position_embeddings", "n_positions"})
        if (top.has(key) && c.contextKey.isEmpty()) {
            c.maxPositionEmbeddings = top.integer(key, 0, kConfigIntLimit);
            c.contextKey = QLatin1String(key);
        }

    // Scaling (rope_scaling, or transformers 5's rope_parameters) and the base.
    QJsonObject scalingObject;
    QString section = QStringLiteral("rope_scaling");
    if (top.has("rope_parameters")) {
        section = QStringLiteral("rope_parameters");
        const QJsonValue v = top.take("rope_parameters");
        if (!v.isObject() && !v.isNull())
            throw Error{{}, Tr::tr("rope_parameters must be an object or null")};
        scalingObject = v.toObject();
    } else if (top.has("rope_scaling")) {
        const QJsonValue v = top.take("rope_scaling");
        if (!v.isObject())
            throw Error{{}, Tr::tr("rope_scaling must be an object or null")};
        scalingObject = v.toObject();
    } else {
        top.take("rope_scaling");
    }
    JsonFields scaling(scalingObject, section);
    c.baseKey = QStringLiteral("rope_theta");
    if (scaling.has("rope_theta")) {
        c.rope.base = scaling.number("rope_theta");
        c.baseKey = section + QStringLiteral(".rope_theta");
    } else if (top.has("rope_theta")) {
        c.rope.base = top.number("rope_theta");
    } else if (top.has("rotary_emb_base")) {
        c.rope.base = top.number("rotary_emb_base");
        c.baseKey = QStringLiteral("rotary_emb_base");
    } else {
        c.rope.base = 10000.0;
        c.baseDefaulted = true;
    }
    if (scaling.has("partial_rotary_factor")) {
        const double f = scaling.number("partial_rotary_factor");
        if (!(f > 0 && f <= 1))
            throw Error{{}, Tr::tr("partial_rotary_factor must be in (0, 1], got %1").arg(f)};
        const int r = int(d * f);
        rotaryFactor = f;
        c.rope.rotaryDim = r == d ? 0 : r;
        c.rotarySource = Tr::tr("partial_rotary_factor = %1 of d = %2").arg(f).arg(d);
    }
    c.scalingType = QStringLiteral("default");
    if (scaling.has("rope_type")) {
        c.scalingType = scaling.string("rope_type"); // 5 is refused as not text, not read as ''
        c.scalingKey = section + QStringLiteral(".rope_type");
    } else if (scaling.has("type")) {
        c.scalingType = scaling.string("type");
        c.scalingKey = section + QStringLiteral(".type");
    }
    c.scalingJson = scalingObject;
    readScaling(top, scaling, c.scalingType.toLower(), c);
    if (c.rope.rotaryPlacement == core::RotaryPlacement::Proportional)
        readProportional(rotaryFactor, c);
    readModelSpecifics(type, top, scaling, c);

    // Pairing is in no config key but rope_interleave: the model's reference code decides.
    const bool hasInterleaveFlag = top.has("rope_interleave");
    const bool interleaveFlag = hasInterleaveFlag && top.boolean("rope_interleave");
    const PairingRule* rule = pairingRule(type);
    if (hasInterleaveFlag) {
        c.rope.pairing = interleaveFlag ? core::Pairing::Interleaved : core::Pairing::HalfSplit;
        c.pairingReason = interleaveFlag ? Tr::tr("the config sets rope_interleave: true")
                                         : Tr::tr("the config sets rope_interleave: false (rotate_half applied to "
                                                  "the dims as stored)");
    } else if (rule) {
        c.rope.pairing = rule->pairing;
        c.pairingReason = QCoreApplication::translate("ModelConfig", rule->reason);
    } else {
        c.rope.pairing = core::Pairing::HalfSplit;
        c.pairingReason =
            type.isEmpty() ? Tr::tr("Hugging Face's default rotate_half (no model_type given; check the model's code)")
                           : Tr::tr("Hugging Face's %1 code applies rotate_half").arg(type);
    }

    const core::Problems problems = core::validate(c.rope);
    if (!problems.empty())
        throw Error{{}, describe(problems)};
    // M-RoPE splits the rotated pairs into temporal, height and width sections: they must add up.
    if (!c.mropeSection.empty()) {
        if (c.mropeSection.size() != 3)
            throw Error{{},
                        Tr::tr("%1.mrope_section lists %2 sections; M-RoPE has three (temporal, height, width)")
                            .arg(section)
                            .arg(c.mropeSection.size())};
        qint64 sum = 0;
        for (int pairs : c.mropeSection)
            sum += pairs;
        if (sum != c.rope.pairCount())
            throw Error{{},
                        Tr::tr("%1.mrope_section adds up to %2 pairs, but the head rotates %3 pairs")
                            .arg(section)
                            .arg(sum)
                            .arg(c.rope.pairCount())};
    }
    readSoftmaxScale(top, type, c);
    c.ignoredKeys = top.unused() + scaling.unused();
    return c;
}

// The whole config: the language model's part (text_config for vision-language models), class
// defaults for absent keys, the global RoPE, then the layers and each layer type's RoPE.
ModelConfig parse(const QJsonObject& file)
{
    QJsonObject object = file;
    QString section;
    if (file.value(QLatin1String("text_config")).isObject()) {
        object = file.value(QLatin1String("text_config")).toObject();
        section = QStringLiteral("text_config");
        if (!object.contains(QLatin1String("model_type")) && file.contains(QLatin1String("model_type")))
            object.insert(QStringLiteral("model_type"), file.value(QLatin1String("model_type")));
    }
    const QString type = object.value(QLatin1String("model_type")).toString().toLower();
    std::vector<AssumedDefault> defaulted;
    object = withClassDefaults(object, type, defaulted);
    // transformers 5 may nest rope_parameters per layer type: the full-attention layers' are the global RoPE.
    QJsonObject head = object;
    const QJsonObject ropeParameters = object.value(QLatin1String("rope_parameters")).toObject();
    QString nestedGlobal;
    if (isNestedPerLayerType(ropeParameters)) {
        nestedGlobal = ropeParameters.contains(QLatin1String("full_attention")) ? QStringLiteral("full_attention")
                                                                                : ropeParameters.keys().first();
        head.insert(QStringLiteral("rope_parameters"), ropeParameters.value(nestedGlobal));
    }
    // Gemma 4: the full-attention layers have a head of their own, wider than the sliding layers'.
    const bool globalHead = object.contains(QLatin1String("global_head_dim")) &&
                            (nestedGlobal.isEmpty() || nestedGlobal == QLatin1String("full_attention"));
    if (globalHead)
        head.insert(QStringLiteral("head_dim"), head.take(QStringLiteral("global_head_dim")));
    for (const QString& key : layerKeys())
        head.remove(key);
    ModelConfig c = parseHead(head);
    if (globalHead)
        c.headDimSource = object.contains(QLatin1String("head_dim"))
                              ? Tr::tr("global_head_dim, the full-attention layers' head (the sliding layers' is "
                                       "head_dim = %1)")
                                    .arg(object.value(QLatin1String("head_dim")).toDouble())
                              : Tr::tr("global_head_dim, the full-attention layers' head");
    if (!nestedGlobal.isEmpty()) { // name the nested keys the values came from
        const QString from = QStringLiteral("rope_parameters."), to = from + nestedGlobal + QLatin1Char('.');
        for (QString* key : {&c.baseKey, &c.scalingKey})
            if (key->startsWith(from))
                key->replace(0, from.size(), to);
    }
    if (!section.isEmpty()) {
        c.section = section;
        for (QString& key : c.ignoredKeys)
            key.prepend(section + QLatin1Char('.'));
        const QString outer = file.value(QLatin1String("model_type")).toString();
        for (const QString& key : file.keys())
            if (key != section && key != QLatin1String("model_type") && key != QLatin1String("architectures"))
                c.ignoredKeys << key;
        if (!outer.isEmpty() && outer.toLower() != type)
            c.architecture = Tr::tr("%1, language model %2 (text_config)").arg(outer, c.architecture);
    }
    c.defaulted = defaulted;
    for (const AssumedDefault& d : defaulted)
        c.warnings << d.sentence();
    const QString baseSource = c.baseDefaulted ? Tr::tr("library default") : c.baseKey;
    Layers layers = readLayers(object, type, c.rope, c.scalingType, baseSource, [](const QJsonObject& o) {
        QJsonObject own = o;
        for (const QString& key : layerKeys())
            own.remove(key);
        const ModelConfig t = parseHead(own);
        return std::pair{t.rope, t.scalingType};
    });
    // Layer keys this config has but nothing read (Qwen2's sliding_window with use_sliding_window false).
    for (const QString& key : layerKeys())
        if (object.contains(key) && !layers.used.contains(key) &&
            !std::any_of(defaulted.begin(), defaulted.end(), [&key](const AssumedDefault& d) { return d.key == key; }))
            c.ignoredKeys << (section.isEmpty() ? key : section + QLatin1Char('.') + key);
    c.layerPattern = layers.pattern;
    c.layerTypes = std::move(layers.types);
    c.notes << layers.notes;
    c.nopeTemperature = layers.nopeTemperature;
    c.warnings << layers.warnings;
    return c;
}

} // namespace

core::RopeParams attentionHead(const ModelConfig& config) { return attentionHead(config, config.rope); }

core::RopeParams attentionHead(const ModelConfig& config, const core::RopeParams& rope)
{
    core::RopeParams p = rope;
    if (config.mlaUnrotatedDims > 0) {
        p.rotaryDim = rope.rotaryDims();
        p.headDim = rope.headDim + config.mlaUnrotatedDims;
        p.rotaryPlacement = core::RotaryPlacement::Last;
    }
    return p;
}

Expected<ModelConfig> parseModelConfig(const QByteArray& json)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return Error{{}, Tr::tr("malformed JSON at byte %1: %2").arg(error.offset).arg(error.errorString())};
    if (!doc.isObject())
        return Error{{}, Tr::tr("the config must be a JSON object")};
    return capture([&doc] { return parse(doc.object()); });
}

Expected<ModelConfig> loadModelConfig(const QString& path)
{
    const Expected<QByteArray> bytes =
        readBoundedFile(path, kMaxConfigBytes,
                        {Tr::tr("no such file"), Tr::tr("is not a regular file"), Tr::tr("cannot be read (%1)"),
                         [](qint64) { return Tr::tr("too large for a model config"); }});
    if (!bytes)
        return bytes.error();
    Expected<ModelConfig> c = parseModelConfig(*bytes);
    if (!c)
        return c.error().within(path, QStringLiteral(", "));
    return c;
}

std::vector<int> mropePairAxis(const ModelConfig& config)
{
    if (config.mropeSection.size() == 3) {
        core::Mrope mrope;
        std::copy(config.mropeSection.begin(), config.mropeSection.end(), mrope.section.begin());
        mrope.layout = config.mropeInterleaved ? core::MropeLayout::Interleaved : core::MropeLayout::Chunked;
        return core::mropePairAxis(mrope, config.rope.pairCount());
    }
    std::vector<int> axis; // not three axes: compute refuses it; describe the blocks as written
    for (size_t a = 0; a < config.mropeSection.size(); ++a)
        axis.insert(axis.end(), size_t(config.mropeSection[a]), int(a));
    return axis;
}

} // namespace rope::model
