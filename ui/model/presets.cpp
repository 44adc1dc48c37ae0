#include "ui/model/presets.h"

#include "ui/model/messages.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace rope::ui {

namespace {

QString localized(const QJsonValue& value, const QString& language)
{
    if (value.isString())
        return value.toString();
    const QJsonObject o = value.toObject();
    return o.value(language).toString(o.value(QStringLiteral("en")).toString());
}

} // namespace

std::vector<Preset> parsePresets(const QByteArray& json, const QString& language, QString* error)
{
    std::vector<Preset> presets;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error =
            QCoreApplication::translate("Presets", "the presets are not valid JSON (%1)").arg(parseError.errorString());
        return {};
    }
    for (const QJsonValue& v : doc.object().value(QStringLiteral("presets")).toArray()) {
        const QJsonObject o = v.toObject();
        Preset p;
        p.key = o.value(QStringLiteral("key")).toString();
        p.name = localized(o.value(QStringLiteral("name")), language);
        p.description = localized(o.value(QStringLiteral("description")), language);
        p.pairing = o.value(QStringLiteral("pairing")).toString();
        p.source = o.value(QStringLiteral("source")).toString();
        if (p.key.isEmpty() || !AppParams::fromJson(o.value(QStringLiteral("params")).toObject(), &p.params)) {
            *error = QCoreApplication::translate("Presets", "preset '%1' cannot be read").arg(p.key);
            return {};
        }
        const core::Problems problems = p.params.validate();
        if (!problems.empty()) {
            *error = QCoreApplication::translate("Presets", "preset '%1': %2").arg(p.key, describe(problems));
            return {};
        }
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
        QString error;
        const QString language =
            QLocale().name().startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
        auto list = parsePresets(file.readAll(), language, &error);
        if (!error.isEmpty())
            qWarning("%s", qPrintable(error));
        return list;
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

} // namespace rope::ui
