// How a named figure's parameters are put together (the figures themselves are listed by the views'
// registry entries).
#include "ui/model/figures.h"

#include "ui/model/cheatsheet.h"
#include "ui/model/presets.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace rope::model {

namespace {

QJsonObject jsonObject(const char* text)
{
    return text ? QJsonDocument::fromJson(QByteArray(text)).object() : QJsonObject();
}

} // namespace

QString figureTitle(const FigureSpec& figure) { return QCoreApplication::translate("Figures", figure.title); }

QStringList figureTags(const FigureSpec& figure) { return cheatSheetTags(figure.tags); }

QJsonObject figureViewState(const FigureSpec& figure) { return jsonObject(figure.viewState); }

Expected<AppParams> figureParams(const FigureSpec& figure, const AppParams* start)
{
    QJsonObject settings = jsonObject(figure.settings);
    AppParams params;
    if (start) {
        // The user's model and positions stay; only what makes the figure what it is (which map,
        // which content) is taken from the figure.
        params = *start;
        for (const QString& key : settings.keys())
            if (key != QLatin1String("heatmap") && key != QLatin1String("source") &&
                key != QLatin1String("look_back") && key != QLatin1String("mask"))
                settings.remove(key);
    } else if (figure.preset) {
        const auto preset = presetByKey(QLatin1String(figure.preset));
        if (!preset)
            return Error{QLatin1String(figure.key), QStringLiteral("no preset '%1'").arg(figure.preset)};
        params = preset->params;
    }
    return withSettings(params, settings);
}

} // namespace rope::model
