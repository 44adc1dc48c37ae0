// The parameters every view shows: their checks and their JSON form.
#include "ui/model/appparams.h"

#include "core/validate.h"
#include "ui/model/fields.h"
#include "ui/model/frequencycache.h"
#include "ui/model/jsonfields.h"
#include "ui/model/names.h"
#include "ui/model/tensors.h"

#include <cmath>
#include <optional>

namespace rope::model {

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

// Explicit q and k belong to explicit content only; other sources ignore strays (older sessions).
bool explicitContentOnly(const Field& f) { return qstrcmp(f.key, "q") == 0 || qstrcmp(f.key, "k") == 0; }

TensorFiles tensorFilesFromJson(JsonFields in)
{
    TensorFiles t;
    t.q = in.string("q");
    t.k = in.string("k");
    if (in.has("v"))
        t.v = in.string("v");
    if (in.has("head"))
        t.head = int(in.integer("head", 0, 1'000'000'000));
    if (in.has("first_position"))
        t.firstPosition = in.number("first_position");
    return t;
}

} // namespace

QJsonObject AppParams::toJson() const
{
    QJsonObject o, scaling;
    for (const Field& f : fields())
        if (const QJsonValue v = f.get(*this); !v.isUndefined())
            (f.inScaling() ? scaling : o).insert(f.jsonKey(), v);
    o.insert("scaling", scaling);
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
        std::optional<JsonFields> scaling;
        if (in.has("scaling"))
            scaling.emplace(in.object("scaling"), in.pathOf("scaling"));
        AppParams p;
        for (const Field& f : fields()) {
            if (explicitContentOnly(f) && p.source != QkSource::Explicit)
                continue;
            JsonFields* from = f.inScaling() ? (scaling ? &*scaling : nullptr) : &in;
            if (from && from->has(f.jsonKey().toLatin1().constData()))
                f.set(p, readField(f, *from));
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

} // namespace rope::model
