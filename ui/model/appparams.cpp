#include "ui/model/appparams.h"

#include "core/validate.h"
#include "ui/model/tensors.h"

#include <QJsonArray>

#include <cmath>

namespace rope::ui {

core::ContentSpec AppParams::contentSpec() const
{
    core::ContentSpec spec;
    spec.seed = seed;
    spec.lookBack = lookBack;
    switch (source) {
    case QkSource::Random:
    case QkSource::Explicit:
    case QkSource::Loaded:
        spec.source = core::ContentSource::Random;
        break;
    case QkSource::Constant:
        spec.source = core::ContentSource::Constant;
        break;
    case QkSource::LookBack:
        spec.source = core::ContentSource::LookBack;
        break;
    }
    return spec;
}

core::Problems AppParams::validate() const
{
    using core::Problem;
    using core::ProblemCode;
    core::Problems out;
    if (rope.headDim < appLimits::minHeadDim || rope.headDim > appLimits::maxHeadDim)
        out.push_back(
            {ProblemCode::OutOfRange, "head_dim", double(rope.headDim), appLimits::minHeadDim, appLimits::maxHeadDim});
    if (!rope.thetaOverride && std::isfinite(rope.base) && rope.base > appLimits::maxBase)
        out.push_back({ProblemCode::OutOfRange, "base", rope.base, appLimits::minBase, appLimits::maxBase});
    const core::Problems coreProblems = core::validate(rope);
    out.insert(out.end(), coreProblems.begin(), coreProblems.end());
    if (seqLen < 1)
        out.push_back({ProblemCode::EmptySequence, "N"});
    else if (seqLen > appLimits::maxSeqLen)
        out.push_back({ProblemCode::OutOfRange, "N", double(seqLen), 1, appLimits::maxSeqLen});
    for (const auto& [value, name] : {std::pair{m, "m"}, std::pair{n, "n"}})
        if (!std::isfinite(value) || value < 0 || value > appLimits::maxPosition)
            out.push_back({ProblemCode::OutOfRange, name, value, 0, appLimits::maxPosition});
    if (source == QkSource::Loaded) {
        if (!tensors)
            out.push_back({ProblemCode::EmptySequence, "q"});
        else if (tensors->dims() != rope.headDim)
            out.push_back({ProblemCode::ShapeMismatch, "q", double(tensors->dims()), double(rope.headDim)});
        else if (seqLen > tensors->tokens())
            out.push_back({ProblemCode::OutOfRange, "N", double(seqLen), 1, double(tensors->tokens())});
    }
    if (source == QkSource::Explicit) {
        const auto d = double(rope.headDim);
        if (double(explicitQ.size()) != d)
            out.push_back({ProblemCode::ShapeMismatch, "q", double(explicitQ.size()), d});
        if (double(explicitK.size()) != d)
            out.push_back({ProblemCode::ShapeMismatch, "k", double(explicitK.size()), d});
    }
    return out;
}

namespace {

QJsonArray toArray(const std::vector<double>& v)
{
    QJsonArray a;
    for (double x : v)
        a.append(x);
    return a;
}

bool fromArray(const QJsonValue& value, std::vector<double>* out)
{
    if (value.isUndefined())
        return true;
    if (!value.isArray())
        return false;
    std::vector<double> v;
    for (const QJsonValue& x : value.toArray()) {
        if (!x.isDouble())
            return false;
        v.push_back(x.toDouble());
    }
    *out = std::move(v);
    return true;
}

const char* pairingKey(core::Pairing p) { return p == core::Pairing::Interleaved ? "interleaved" : "half-split"; }

const char* sourceKeys[] = {"random", "constant", "lookback", "explicit", "loaded"};
const char* scalingKeys[] = {"none", "linear", "ntk", "dynamic", "yarn", "llama3", "longrope"};

QJsonObject scalingToJson(const core::Scaling& s)
{
    QJsonObject o{{"method", scalingKeys[int(s.method)]},
                  {"factor", s.factor},
                  {"original_max_position_embeddings", s.originalMaxPositionEmbeddings},
                  {"max_position_embeddings", s.maxPositionEmbeddings},
                  {"seq_len", s.seqLen},
                  {"beta_fast", s.betaFast},
                  {"beta_slow", s.betaSlow},
                  {"mscale", s.mscale},
                  {"mscale_all_dim", s.mscaleAllDim},
                  {"truncate", s.truncate},
                  {"low_freq_factor", s.lowFreqFactor},
                  {"high_freq_factor", s.highFreqFactor}};
    if (!s.shortFactor.empty())
        o.insert("short_factor", toArray(s.shortFactor));
    if (!s.longFactor.empty())
        o.insert("long_factor", toArray(s.longFactor));
    if (s.attentionFactor)
        o.insert("attention_factor", *s.attentionFactor);
    return o;
}

bool scalingFromJson(const QJsonObject& o, core::Scaling* out)
{
    core::Scaling s;
    const QString method = o.value("method").toString(QStringLiteral("none"));
    bool known = false;
    for (int i = 0; i < 7; ++i)
        if (method == QLatin1String(scalingKeys[i])) {
            s.method = core::ScalingMethod(i);
            known = true;
        }
    if (!known)
        return false;
    auto number = [&o](const char* key, double* target) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        if (!v.isDouble())
            return false;
        *target = v.toDouble();
        return true;
    };
    auto integer = [&](const char* key, int* target) {
        double v = *target;
        if (!number(key, &v) || v != std::floor(v) || std::abs(v) > 1e9)
            return false;
        *target = int(v);
        return true;
    };
    double attention = NAN;
    const bool ok =
        number("factor", &s.factor) && integer("original_max_position_embeddings", &s.originalMaxPositionEmbeddings) &&
        integer("max_position_embeddings", &s.maxPositionEmbeddings) && integer("seq_len", &s.seqLen) &&
        number("beta_fast", &s.betaFast) && number("beta_slow", &s.betaSlow) && number("mscale", &s.mscale) &&
        number("mscale_all_dim", &s.mscaleAllDim) && number("low_freq_factor", &s.lowFreqFactor) &&
        number("high_freq_factor", &s.highFreqFactor) && number("attention_factor", &attention) &&
        fromArray(o.value("short_factor"), &s.shortFactor) && fromArray(o.value("long_factor"), &s.longFactor);
    if (!ok)
        return false;
    const QJsonValue truncate = o.value("truncate");
    if (!truncate.isUndefined()) {
        if (!truncate.isBool())
            return false;
        s.truncate = truncate.toBool();
    }
    if (!std::isnan(attention))
        s.attentionFactor = attention;
    *out = std::move(s);
    return true;
}
const char* heatmapKeys[] = {"rope", "compare-encodings", "decomposition", "not-elementwise"};

} // namespace

QJsonObject AppParams::toJson() const
{
    QJsonObject o{{"head_dim", rope.headDim},
                  {"rotary_dim", rope.rotaryDim},
                  {"base", rope.base},
                  {"pairing", pairingKey(rope.pairing)},
                  {"seq_len", seqLen},
                  {"m", m},
                  {"n", n},
                  {"source", sourceKeys[int(source)]},
                  {"seed", double(seed)},
                  {"look_back", lookBack},
                  {"mask", mask == core::Mask::Causal ? "causal" : "none"},
                  {"heatmap", heatmapKeys[int(heatmapMode)]},
                  {"scaling", scalingToJson(rope.scaling)}};
    if (rope.thetaOverride)
        o.insert("theta", *rope.thetaOverride);
    if (source == QkSource::Explicit) {
        o.insert("q", toArray(explicitQ));
        o.insert("k", toArray(explicitK));
    }
    if (source == QkSource::Loaded && tensors)
        o.insert("tensors", QJsonObject{{"q", tensors->qPath},
                                        {"k", tensors->kPath},
                                        {"v", tensors->vPath},
                                        {"head", tensors->head},
                                        {"first_position", tensors->firstPosition}});
    return o;
}

bool AppParams::fromJson(const QJsonObject& json, AppParams* out, QString* error)
{
    AppParams p;
    auto number = [&json](const char* key, double* target) {
        const QJsonValue v = json.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        if (!v.isDouble())
            return false;
        *target = v.toDouble();
        return true;
    };
    auto integer = [&](const char* key, int* target) {
        double v = *target;
        if (!number(key, &v) || v != std::floor(v) || std::abs(v) > 1e9)
            return false;
        *target = int(v);
        return true;
    };
    double seed = 0, theta = NAN;
    bool ok = integer("head_dim", &p.rope.headDim) && integer("rotary_dim", &p.rope.rotaryDim) &&
              number("base", &p.rope.base) && integer("seq_len", &p.seqLen) && number("m", &p.m) && number("n", &p.n) &&
              number("seed", &seed) && integer("look_back", &p.lookBack) && number("theta", &theta) &&
              fromArray(json.value("q"), &p.explicitQ) && fromArray(json.value("k"), &p.explicitK);
    if (!ok || seed < 0 || seed != std::floor(seed) || seed > 9e15)
        return false;
    const QJsonValue scaling = json.value("scaling");
    if (!scaling.isUndefined() && (!scaling.isObject() || !scalingFromJson(scaling.toObject(), &p.rope.scaling)))
        return false;
    p.seed = std::uint64_t(seed);
    if (!std::isnan(theta))
        p.rope.thetaOverride = theta;

    const QString pairing = json.value("pairing").toString(QStringLiteral("interleaved"));
    if (pairing == QLatin1String("interleaved"))
        p.rope.pairing = core::Pairing::Interleaved;
    else if (pairing == QLatin1String("half-split"))
        p.rope.pairing = core::Pairing::HalfSplit;
    else
        return false;
    const QString source = json.value("source").toString(QLatin1String(sourceKeys[int(p.source)]));
    bool known = false;
    for (int i = 0; i < 5; ++i)
        if (source == QLatin1String(sourceKeys[i])) {
            p.source = QkSource(i);
            known = true;
        }
    if (p.source != QkSource::Explicit) { // q and k are saved only for explicit content; ignore strays
        p.explicitQ.clear();
        p.explicitK.clear();
    }
    if (p.source == QkSource::Loaded) {
        const QJsonObject t = json.value("tensors").toObject();
        const TensorLoad load = loadTensors(t.value("q").toString(), t.value("k").toString(), t.value("v").toString(),
                                            t.value("head").toInt(0), t.value("first_position").toDouble(0));
        if (!load.error.isEmpty()) {
            if (error)
                *error = load.error;
            return false;
        }
        p.tensors = load.tensors;
    }
    const QString mask = json.value("mask").toString(QStringLiteral("causal"));
    if (!known || (mask != QLatin1String("causal") && mask != QLatin1String("none")))
        return false;
    p.mask = mask == QLatin1String("causal") ? core::Mask::Causal : core::Mask::None;
    const QString heatmap = json.value("heatmap").toString(QLatin1String(heatmapKeys[int(p.heatmapMode)]));
    known = false;
    for (int i = 0; i < 4; ++i)
        if (heatmap == QLatin1String(heatmapKeys[i])) {
            p.heatmapMode = HeatmapMode(i);
            known = true;
        }
    if (!known)
        return false;
    *out = std::move(p);
    return true;
}

} // namespace rope::ui
