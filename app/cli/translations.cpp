// Installing the interface language's translators.
#include "app/cli/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace rope::app {

QString installTranslations(QCoreApplication& app, const QString& requested)
{
    for (QTranslator* old : app.findChildren<QTranslator*>(QString(), Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    QString language = requested;
    if (language.isEmpty() || language == QLatin1String("system"))
        language =
            QLocale::system().name().startsWith(QLatin1String("zh")) ? QStringLiteral("zh_CN") : QStringLiteral("en");
    if (language != QLatin1String("zh_CN")) {
        QLocale::setDefault(QLocale::system());
        return QStringLiteral("en");
    }
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    auto* ours = new QTranslator(&app);
    if (ours->load(QStringLiteral(":/i18n/rope-explorer_zh_CN.qm")))
        QCoreApplication::installTranslator(ours);
    auto* qt = new QTranslator(&app); // Qt's own dialogs and buttons
    if (qt->load(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    return language;
}

} // namespace rope::app
