// The built-in presets: the toy experiments and real models, read from the JSON resource.
#include "ui/model/presets.h"

#include "ui/model/messages.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace rope::model {

namespace {

QString localized(const QJsonValue& value, const QString& language)
{
    if (value.isString())
        return value.toString();
    const QJsonObject o = value.toObject();
    return o.value(language).toString(o.value(QStringLiteral("en")).toString());
}

} // namespace

Expected<std::vector<Preset>> parsePresets(const QByteArray& json, const QString& language)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject())
        return Error{{},
                     QCoreApplication::translate("Presets", "the presets are not valid JSON (%1)")
                         .arg(parseError.errorString())};
    std::vector<Preset> presets;
    const QJsonArray list = doc.object().value(QStringLiteral("presets")).toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject o = list[i].toObject();
        Preset p;
        p.key = o.value(QStringLiteral("key")).toString();
        const QString where = p.key.isEmpty() ? QStringLiteral("presets[%1]").arg(i) : p.key;
        if (p.key.isEmpty())
            return Error{where, QCoreApplication::translate("Presets", "a preset needs a key")};
        p.name = localized(o.value(QStringLiteral("name")), language);
        p.description = localized(o.value(QStringLiteral("description")), language);
        p.pairing = o.value(QStringLiteral("pairing")).toString();
        p.source = o.value(QStringLiteral("source")).toString();
        Expected<AppParams> params = AppParams::fromJson(o.value(QStringLiteral("params")).toObject());
        if (!params)
            return params.error().within(where + QStringLiteral(", params"));
        p.params = *params;
        if (const core::Problems problems = p.params.validate(); !problems.empty())
            return Error{where, describe(problems)};
        presets.push_back(std::move(p));
    }
    return presets;
}

const std::vector<Preset>& builtInPresets()
{
    static const std::vector<Preset> presets = [] {
        QFile file(QStringLiteral(":/presets/presets.json"));
        if (!file.open(QIODevice::ReadOnly))
            return std::vector<Preset>{};
        const QString language =
            QLocale().name().startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
        auto list = parsePresets(file.readAll(), language);
        if (!list)
            qWarning("%s", qPrintable(list.message()));
        return list.valueOr({});
    }();
    return presets;
}

std::optional<Preset> presetByKey(const QString& key)
{
    for (const Preset& p : builtInPresets())
        if (p.key == key)
            return p;
    return std::nullopt;
}

} // namespace rope::model
