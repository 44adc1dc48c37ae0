// `export --set key=value`: each value read as its key's kind, applied to the parameters' JSON,
// then read and checked.
#include "app/cli/exportargs.h"

#include "app/cli/failure.h"
#include "app/cli/listparse.h"
#include "app/cli/suggest.h"
#include "ui/model/messages.h"
#include "ui/model/names.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <cmath>
#include <vector>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Export)
};

enum class Kind { Whole, Number, Angle, Boolean, Choice, Numbers };

struct SetKey {
    QString key; ///< "head_dim", "scaling.factor"
    Kind kind;
    QString takes; ///< what it takes, for messages and help: "a whole number from 1 to 8192"
    QStringList choices = {}; ///< Kind::Choice
};

// The keys --set knows, with the ranges the parameters are checked against (appLimits and core's
// validate), so that a message can say what a key takes before the check says what is wrong.
const std::vector<SetKey>& setKeys()
{
    using namespace ui::appLimits;
    static const std::vector<SetKey> keys = [] {
        const QString whole = Tr::tr("a whole number from %1 to %2");
        const QString positive = Tr::tr("a positive number");
        const QString context = Tr::tr("a whole number of tokens, 0 if not given");
        std::vector<SetKey> k = {
            {"head_dim", Kind::Whole, Tr::tr("an even whole number from %1 to %2").arg(minHeadDim).arg(maxHeadDim)},
            {"rotary_dim", Kind::Whole, Tr::tr("0 (all of head_dim) or an even whole number from 2 to head_dim")},
            {"base", Kind::Number, Tr::tr("a number above 1, at most %1").arg(maxBase, 0, 'f', 0)},
            {"pairing", Kind::Choice, {}, ui::nameKeys<core::Pairing>()},
            {"seq_len", Kind::Whole, whole.arg(1).arg(maxSeqLen)},
            {"m", Kind::Number, Tr::tr("a position from 0 to %1").arg(maxPosition, 0, 'f', 0)},
            {"n", Kind::Number, Tr::tr("a position from 0 to %1").arg(maxPosition, 0, 'f', 0)},
            {"source", Kind::Choice, {}, ui::nameKeys<ui::QkSource>()},
            {"seed", Kind::Whole, whole.arg(0).arg(9'000'000'000'000'000LL)},
            {"look_back", Kind::Whole, Tr::tr("a whole number, the Δ the look-back head attends to")},
            {"mask", Kind::Choice, {}, ui::nameKeys<core::Mask>()},
            {"heatmap", Kind::Choice, {}, ui::nameKeys<ui::HeatmapMode>()},
            {"theta", Kind::Angle, Tr::tr("an angle in radians per position, e.g. 0.5 or pi/2")},
            {"q", Kind::Numbers, Tr::tr("head_dim numbers, comma separated (with source=explicit)")},
            {"k", Kind::Numbers, Tr::tr("head_dim numbers, comma separated (with source=explicit)")},
            {"scaling.method", Kind::Choice, {}, ui::nameKeys<core::ScalingMethod>()},
            {"scaling.factor", Kind::Number, positive},
            {"scaling.original_max_position_embeddings", Kind::Whole, context},
            {"scaling.max_position_embeddings", Kind::Whole, context},
            {"scaling.seq_len", Kind::Whole, context},
            {"scaling.beta_fast", Kind::Number, Tr::tr("a number above beta_slow (YaRN)")},
            {"scaling.beta_slow", Kind::Number, Tr::tr("a number below beta_fast (YaRN)")},
            {"scaling.mscale", Kind::Number, Tr::tr("a number ≥ 0 (YaRN)")},
            {"scaling.mscale_all_dim", Kind::Number, Tr::tr("a number ≥ 0 (YaRN)")},
            {"scaling.truncate", Kind::Boolean, {}, {"true", "false"}},
            {"scaling.low_freq_factor", Kind::Number, Tr::tr("a number below high_freq_factor (Llama 3)")},
            {"scaling.high_freq_factor", Kind::Number, Tr::tr("a number above low_freq_factor (Llama 3)")},
            {"scaling.short_factor", Kind::Numbers, Tr::tr("one positive number per rotated pair, comma separated")},
            {"scaling.long_factor", Kind::Numbers, Tr::tr("one positive number per rotated pair, comma separated")},
            {"scaling.attention_factor", Kind::Number, positive},
        };
        for (SetKey& key : k)
            if (!key.choices.isEmpty())
                key.takes = Tr::tr("one of %1").arg(key.choices.join(QStringLiteral(", ")));
        return k;
    }();
    return keys;
}

QStringList keyNames()
{
    QStringList names;
    for (const SetKey& k : setKeys())
        names << k.key;
    return names;
}

[[noreturn]] void refuse(const SetKey& key, const QString& text, const QString& what)
{
    fail(Tr::tr("--set %1: '%2' is not %3; %1 takes %4").arg(key.key, text.left(40), what, key.takes));
}

QJsonValue readValue(const SetKey& key, const QString& text)
{
    bool ok = false;
    switch (key.kind) {
    case Kind::Whole: {
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v) || v != std::floor(v))
            refuse(key, text, Tr::tr("a whole number"));
        return v;
    }
    case Kind::Number: {
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v))
            refuse(key, text, Tr::tr("a finite number"));
        return v;
    }
    case Kind::Angle: {
        const auto v = parseAngle(text);
        if (!v || !std::isfinite(*v))
            refuse(key, text, Tr::tr("an angle"));
        return *v;
    }
    case Kind::Boolean:
    case Kind::Choice:
        if (!key.choices.contains(text))
            fail(Tr::tr("--set %1: '%2' is not one of %3").arg(key.key, text.left(40), key.choices.join(", ")) +
                 didYouMean(text, key.choices));
        return key.kind == Kind::Boolean ? QJsonValue(text == QLatin1String("true")) : QJsonValue(text);
    case Kind::Numbers: {
        const auto list = parseNumberList(text, 1 << 16);
        if (!list)
            fail(Tr::tr("--set %1: %2; %1 takes %3").arg(key.key, list.message(), key.takes));
        QJsonArray values;
        for (double v : *list)
            values.append(v);
        return values;
    }
    }
    return {};
}

// key=value onto the parameters' JSON. Nested keys use a dot: scaling.factor=8.
void applySetting(QJsonObject& params, const QString& setting)
{
    const qsizetype eq = setting.indexOf(QLatin1Char('='));
    if (eq <= 0)
        fail(Tr::tr("--set '%1': write key=value").arg(setting.left(80)));
    const QString name = setting.left(eq).trimmed(), text = setting.mid(eq + 1).trimmed();
    const auto& keys = setKeys();
    const auto key = std::find_if(keys.begin(), keys.end(), [&](const SetKey& k) { return k.key == name; });
    if (key == keys.end()) {
        const QString suggestion = didYouMean(name, keyNames());
        fail(suggestion.isEmpty() ? Tr::tr("--set: unknown parameter '%1' (known: %2; see export --help)")
                                        .arg(name.left(60), keyNames().join(QStringLiteral(", ")))
                                  : Tr::tr("--set: unknown parameter '%1'%2").arg(name.left(60), suggestion));
    }
    const QJsonValue value = readValue(*key, text);
    if (name.startsWith(QLatin1String("scaling."))) {
        QJsonObject scaling = params.value(QStringLiteral("scaling")).toObject();
        scaling.insert(name.mid(8), value);
        params.insert(QStringLiteral("scaling"), scaling);
    } else {
        params.insert(name, value);
    }
}

} // namespace

ui::Expected<ui::AppParams> applySettings(const ui::AppParams& start, const QStringList& settings)
{
    return ui::capture([&] {
        QJsonObject json = start.toJson();
        for (const QString& setting : settings)
            applySetting(json, setting);
        ui::Expected<ui::AppParams> params = ui::AppParams::fromJson(json);
        if (!params)
            throw params.error().within(QStringLiteral("--set"), QStringLiteral(" "));
        const core::Problems problems = params->validateBeforeLoading();
        if (!problems.empty())
            throw ui::Error{QStringLiteral("--set"), ui::describe(problems)};
        return *params;
    });
}

QString settingsHelp()
{
    QString text = Tr::tr("Parameters for --set key=value:\n");
    for (const SetKey& k : setKeys())
        text += QStringLiteral("  %1%2\n").arg(k.key, -42).arg(k.takes);
    return text;
}

} // namespace rope::app
