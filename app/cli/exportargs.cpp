// `export --set key=value`: each value read as its key's kind, applied to the parameters' JSON,
// then read and checked.
#include "app/cli/exportargs.h"

#include "app/cli/failure.h"
#include "app/cli/listparse.h"
#include "app/cli/suggest.h"
#include "ui/model/fields.h"
#include "ui/model/messages.h"
#include "ui/model/names.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Export)
};

using model::Field;
using model::FieldKind;

// What --set knows: every parameter of the field table (ui/model/fields.h), with the range the
// parameters are checked against, so that a message can say what a key takes before the check
// says what is wrong.
QStringList keyNames()
{
    QStringList names;
    for (const Field& f : model::fields())
        names << QLatin1String(f.key);
    return names;
}

QStringList choicesOf(const Field& f)
{
    return f.kind == FieldKind::Boolean ? QStringList{QStringLiteral("true"), QStringLiteral("false")} : f.choices();
}

[[noreturn]] void refuse(const Field& field, const QString& text, const QString& what)
{
    fail(Tr::tr("--set %1: '%2' is not %3; %1 takes %4")
             .arg(QLatin1String(field.key), text.left(40), what, field.takesText()));
}

QJsonValue readValue(const Field& key, const QString& text)
{
    bool ok = false;
    switch (key.kind) {
    case FieldKind::Whole: {
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v) || v != std::floor(v))
            refuse(key, text, Tr::tr("a whole number"));
        return v;
    }
    case FieldKind::Number: {
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v))
            refuse(key, text, Tr::tr("a finite number"));
        return v;
    }
    case FieldKind::Angle: {
        const auto v = parseAngle(text);
        if (!v || !std::isfinite(*v))
            refuse(key, text, Tr::tr("an angle"));
        return *v;
    }
    case FieldKind::Boolean:
    case FieldKind::Choice: {
        const QStringList choices = choicesOf(key);
        if (!choices.contains(text))
            fail(Tr::tr("--set %1: '%2' is not one of %3")
                     .arg(QLatin1String(key.key), text.left(40), choices.join(", ")) +
                 didYouMean(text, choices));
        return key.kind == FieldKind::Boolean ? QJsonValue(text == QLatin1String("true")) : QJsonValue(text);
    }
    case FieldKind::Numbers: {
        const auto list = parseNumberList(text, 1 << 16);
        if (!list)
            fail(Tr::tr("--set %1: %2; %1 takes %3").arg(QLatin1String(key.key), list.message(), key.takesText()));
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
    const Field* key = model::findField(name);
    if (!key) {
        const QString suggestion = didYouMean(name, keyNames());
        fail(suggestion.isEmpty() ? Tr::tr("--set: unknown parameter '%1' (known: %2; see export --help)")
                                        .arg(name.left(60), keyNames().join(QStringLiteral(", ")))
                                  : Tr::tr("--set: unknown parameter '%1'%2").arg(name.left(60), suggestion));
    }
    const QJsonValue value = readValue(*key, text);
    if (key->inScaling()) {
        QJsonObject scaling = params.value(QStringLiteral("scaling")).toObject();
        scaling.insert(key->jsonKey(), value);
        params.insert(QStringLiteral("scaling"), scaling);
    } else {
        params.insert(key->jsonKey(), value);
    }
}

} // namespace

model::Expected<model::AppParams> applySettings(const model::AppParams& start, const QStringList& settings)
{
    return model::capture([&] {
        QJsonObject json = start.toJson();
        for (const QString& setting : settings)
            applySetting(json, setting);
        model::Expected<model::AppParams> params = model::AppParams::fromJson(json);
        if (!params)
            throw params.error().within(QStringLiteral("--set"), QStringLiteral(" "));
        const core::Problems problems = params->validateBeforeLoading();
        if (!problems.empty())
            throw model::Error{QStringLiteral("--set"), model::describe(problems)};
        return *params;
    });
}

QString settingsHelp()
{
    QString text = Tr::tr("Parameters for --set key=value:\n");
    for (const Field& f : model::fields())
        text += QStringLiteral("  %1%2\n").arg(QLatin1String(f.key), -42).arg(f.takesText());
    return text;
}

} // namespace rope::app
