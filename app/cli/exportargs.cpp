// `export --set key=value`: settings applied to the parameters' JSON, then read and checked.
#include "app/cli/exportargs.h"

#include "ui/model/messages.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Export)
};

// key=value onto the parameters' JSON: numbers, true/false, comma lists of numbers, or text.
// Nested keys use a dot: scaling.factor=8.
void applySetting(QJsonObject& params, const QString& setting)
{
    const int eq = setting.indexOf(QLatin1Char('='));
    if (eq <= 0)
        throw ui::Error{{}, Tr::tr("--set '%1': write key=value").arg(setting)};
    const QString key = setting.left(eq).trimmed(), text = setting.mid(eq + 1).trimmed();
    QJsonValue value;
    bool ok = false;
    const double number = text.toDouble(&ok);
    if (ok)
        value = number;
    else if (text == QLatin1String("true") || text == QLatin1String("false"))
        value = text == QLatin1String("true");
    else if (text.contains(QLatin1Char(','))) {
        QJsonArray list;
        for (const QString& item : text.split(QLatin1Char(','))) {
            const double v = item.trimmed().toDouble(&ok);
            if (!ok)
                throw ui::Error{{}, Tr::tr("--set %1: '%2' is not a number").arg(key, item)};
            list.append(v);
        }
        value = list;
    } else
        value = text;
    static const QStringList top = {"head_dim", "rotary_dim", "base", "pairing", "seq_len", "m", "n", "source",
                                    "seed",     "look_back",  "mask", "heatmap", "theta",   "q", "k"};
    static const QStringList nested = {"method",
                                       "factor",
                                       "original_max_position_embeddings",
                                       "max_position_embeddings",
                                       "seq_len",
                                       "beta_fast",
                                       "beta_slow",
                                       "mscale",
                                       "mscale_all_dim",
                                       "truncate",
                                       "low_freq_factor",
                                       "high_freq_factor",
                                       "short_factor",
                                       "long_factor",
                                       "attention_factor"};
    if (key.startsWith(QLatin1String("scaling."))) {
        const QString sub = key.mid(8);
        if (!nested.contains(sub))
            throw ui::Error{
                {},
                Tr::tr("--set: unknown parameter '%1' (scaling keys: %2)").arg(key, nested.join(QStringLiteral(", ")))};
        QJsonObject scaling = params.value(QStringLiteral("scaling")).toObject();
        scaling.insert(sub, value);
        params.insert(QStringLiteral("scaling"), scaling);
        return;
    }
    if (!top.contains(key))
        throw ui::Error{
            {},
            Tr::tr("--set: unknown parameter '%1' (known: %2, scaling.*)").arg(key, top.join(QStringLiteral(", ")))};
    params.insert(key, value);
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

} // namespace rope::app
