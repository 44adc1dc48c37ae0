// The parameters every view shows: their checks and their JSON form.
#include "ui/model/appparams.h"

#include "core/validate.h"
#include "ui/model/frequencycache.h"
#include "ui/model/jsonfields.h"
#include "ui/model/names.h"
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
    // The frequencies of these parameters are the table the results will use (frequencycache.h).
    core::Problems coreProblems = core::validateInputs(rope);
    if (coreProblems.empty())
        coreProblems = core::validateFrequencies(rope, *frequencyTableFor(rope));
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
        // The command line's bound on inputs holds for sessions too (q·k of 1e300s overflows).
        for (const auto& [values, name] : {std::pair{&explicitQ, "q"}, std::pair{&explicitK, "k"}})
            for (double v : *values)
                if (!std::isfinite(v) || std::abs(v) > core::limits::maxAbsInput) {
                    out.push_back(
                        {ProblemCode::OutOfRange, name, v, -core::limits::maxAbsInput, core::limits::maxAbsInput});
                    break;
                }
    }
    return out;
}

core::Problems AppParams::validateBeforeLoading() const
{
    if (source != QkSource::Loaded || tensors)
        return validate();
    AppParams named = *this;
    named.source = QkSource::Random;
    core::Problems out = named.validate();
    if (tensorFiles.q.isEmpty())
        out.push_back({core::ProblemCode::EmptySequence, "q"});
    if (tensorFiles.k.isEmpty())
        out.push_back({core::ProblemCode::EmptySequence, "k"});
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

QJsonObject scalingToJson(const core::Scaling& s)
{
    QJsonObject o{{"method", nameKey(s.method)},
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

// Whole numbers in files are read within ±1e9 (no int overflow); validate() then applies the
// ranges that make sense.
constexpr long long kIntLimit = 1'000'000'000;

core::Scaling scalingFromJson(JsonFields in)
{
    core::Scaling s;
    if (in.has("method"))
        s.method = in.choice<core::ScalingMethod>("method");
    auto number = [&in](const char* key, double& target) {
        if (in.has(key))
            target = in.number(key);
    };
    auto integer = [&in](const char* key, int& target) {
        if (in.has(key))
            target = int(in.integer(key, -kIntLimit, kIntLimit));
    };
    number("factor", s.factor);
    integer("original_max_position_embeddings", s.originalMaxPositionEmbeddings);
    integer("max_position_embeddings", s.maxPositionEmbeddings);
    integer("seq_len", s.seqLen);
    number("beta_fast", s.betaFast);
    number("beta_slow", s.betaSlow);
    number("mscale", s.mscale);
    number("mscale_all_dim", s.mscaleAllDim);
    number("low_freq_factor", s.lowFreqFactor);
    number("high_freq_factor", s.highFreqFactor);
    if (in.has("truncate"))
        s.truncate = in.boolean("truncate");
    if (in.has("short_factor"))
        s.shortFactor = in.numbers("short_factor");
    if (in.has("long_factor"))
        s.longFactor = in.numbers("long_factor");
    if (in.has("attention_factor"))
        s.attentionFactor = in.number("attention_factor");
    return s;
}

TensorFiles tensorFilesFromJson(JsonFields in)
{
    TensorFiles t;
    t.q = in.string("q");
    t.k = in.string("k");
    if (in.has("v"))
        t.v = in.string("v");
    if (in.has("head"))
        t.head = int(in.integer("head", 0, kIntLimit));
    if (in.has("first_position"))
        t.firstPosition = in.number("first_position");
    return t;
}

} // namespace

QJsonObject AppParams::toJson() const
{
    QJsonObject o{{"head_dim", rope.headDim},
                  {"rotary_dim", rope.rotaryDim},
                  {"base", rope.base},
                  {"pairing", nameKey(rope.pairing)},
                  {"seq_len", seqLen},
                  {"m", m},
                  {"n", n},
                  {"source", nameKey(source)},
                  {"seed", double(seed)},
                  {"look_back", lookBack},
                  {"mask", nameKey(mask)},
                  {"heatmap", nameKey(heatmapMode)},
                  {"scaling", scalingToJson(rope.scaling)}};
    if (rope.thetaOverride)
        o.insert("theta", *rope.thetaOverride);
    if (rope.rotaryPlacement != core::RotaryPlacement::First) // a Gemma 4 layer picked from its config
        o.insert("rotary_placement", nameKey(rope.rotaryPlacement));
    if (source == QkSource::Explicit) {
        o.insert("q", toArray(explicitQ));
        o.insert("k", toArray(explicitK));
    }
    if (source == QkSource::Loaded)
        o.insert("tensors", QJsonObject{{"q", tensorFiles.q},
                                        {"k", tensorFiles.k},
                                        {"v", tensorFiles.v},
                                        {"head", tensorFiles.head},
                                        {"first_position", tensorFiles.firstPosition}});
    return o;
}

Expected<AppParams> AppParams::fromJson(const QJsonObject& json)
{
    return capture([&json] {
        JsonFields in(json);
        AppParams p;
        auto number = [&in](const char* key, double& target) {
            if (in.has(key))
                target = in.number(key);
        };
        auto integer = [&in](const char* key, int& target) {
            if (in.has(key))
                target = int(in.integer(key, -kIntLimit, kIntLimit));
        };
        integer("head_dim", p.rope.headDim);
        integer("rotary_dim", p.rope.rotaryDim);
        number("base", p.rope.base);
        if (in.has("pairing"))
            p.rope.pairing = in.choice<core::Pairing>("pairing");
        if (in.has("theta"))
            p.rope.thetaOverride = in.number("theta");
        if (in.has("rotary_placement"))
            p.rope.rotaryPlacement = in.choice<core::RotaryPlacement>("rotary_placement");
        if (in.has("scaling"))
            p.rope.scaling = scalingFromJson(JsonFields(in.object("scaling"), in.pathOf("scaling")));
        integer("seq_len", p.seqLen);
        number("m", p.m);
        number("n", p.n);
        if (in.has("source"))
            p.source = in.choice<QkSource>("source");
        if (in.has("seed"))
            p.seed = std::uint64_t(in.integer("seed", 0, 9'000'000'000'000'000LL));
        integer("look_back", p.lookBack);
        if (in.has("mask"))
            p.mask = in.choice<core::Mask>("mask");
        if (in.has("heatmap"))
            p.heatmapMode = in.choice<HeatmapMode>("heatmap");
        // q and k belong to explicit content only; other sources ignore strays (older sessions).
        if (p.source == QkSource::Explicit) {
            if (in.has("q"))
                p.explicitQ = in.numbers("q");
            if (in.has("k"))
                p.explicitK = in.numbers("k");
        }
        if (p.source == QkSource::Loaded) {
            if (!in.has("tensors"))
                throw Error{in.pathOf("tensors"),
                            QCoreApplication::translate("Json", "loaded tensors need the names of their files")};
            p.tensorFiles = tensorFilesFromJson(JsonFields(in.object("tensors"), in.pathOf("tensors")));
        }
        return p;
    });
}

Expected<AppParams> withSettings(const AppParams& start, const QJsonObject& settings)
{
    QJsonObject json = start.toJson();
    for (auto it = settings.begin(); it != settings.end(); ++it)
        json.insert(it.key(), it.value());
    return AppParams::fromJson(json);
}

} // namespace rope::ui
