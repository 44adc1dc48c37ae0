// Every QSettings key of the app, read and written in one place.
#include "ui/model/settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>

namespace rope::model {

namespace {
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kView = QStringLiteral("window/view"); // a view key (a tab index before)
const QString kParams = QStringLiteral("session/lastParams");
const QString kLanguage = QStringLiteral("ui/language");
const QString kRecent = QStringLiteral("files/recent");
const QString kLesson = QStringLiteral("lessons/step");
const QString kTextFolded = QStringLiteral("window/textFolded");
const QString kCollapsedDocks = QStringLiteral("window/collapsedDocks");
const QString kTourOffered = QStringLiteral("lessons/tourOffered");
const QString kAnswers = QStringLiteral("lessons/answers/"); // + the question's key: {outcome, guess}
const QString kDirectory = QStringLiteral("files/lastDirectory");
const QString kExportDirectory = QStringLiteral("files/exportDirectory");
constexpr int kMaxRecent = 8;

/// A standard folder that exists (made when `create` and missing), else home.
QString existingFolder(QStandardPaths::StandardLocation location, bool create)
{
    const QString path = QStandardPaths::writableLocation(location);
    if (!path.isEmpty() && (QFileInfo(path).isDir() || (create && QDir().mkpath(path))))
        return path;
    return QDir::homePath();
}

} // namespace

Settings::Settings() = default;

QString Settings::filePath()
{
    // QSettings' native format on Unix: <config>/<organisation>/<application>.conf. Worked out here, not
    // asked of QSettings: making one reads the file, which is what must not happen yet.
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation))
        .filePath(QCoreApplication::organizationName() + QLatin1Char('/') + QCoreApplication::applicationName() +
                  QStringLiteral(".conf"));
}

QString Settings::unreadableReason()
{
    const QFileInfo file(filePath());
    if (!file.exists() && !file.isSymLink())
        return {};
    if (!file.isFile())
        return QCoreApplication::translate("Settings", "%1 is not a regular file").arg(file.filePath());
    if (file.size() > kMaxFileBytes)
        return QCoreApplication::translate("Settings", "%1 holds %2 MB, more than settings ever need (at most %3 MB)")
            .arg(file.filePath())
            .arg(double(file.size()) / (1 << 20), 0, 'f', 1)
            .arg(kMaxFileBytes >> 20);
    return {};
}

void Settings::redirectTo(const QString& folder)
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, folder);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder);
}

QByteArray Settings::windowGeometry() const { return m_settings.value(kGeometry).toByteArray(); }

void Settings::setWindowGeometry(const QByteArray& geometry) { m_settings.setValue(kGeometry, geometry); }

QByteArray Settings::windowState() const { return m_settings.value(kState).toByteArray(); }

void Settings::setWindowState(const QByteArray& state) { m_settings.setValue(kState, state); }

QString Settings::currentView() const { return m_settings.value(kView).toString(); }

void Settings::setCurrentView(const QString& key) { m_settings.setValue(kView, key); }

std::optional<AppParams> Settings::lastParams() const
{
    const QJsonDocument doc = QJsonDocument::fromJson(m_settings.value(kParams).toByteArray());
    if (!doc.isObject())
        return std::nullopt;
    Expected<AppParams> p = AppParams::fromJson(doc.object());
    if (!p)
        return std::nullopt;
    return *p;
}

void Settings::setLastParams(const AppParams& params)
{
    m_settings.setValue(kParams, QJsonDocument(params.toJson()).toJson(QJsonDocument::Compact));
}

QString Settings::language() const { return m_settings.value(kLanguage).toString(); }

void Settings::setLanguage(const QString& language) { m_settings.setValue(kLanguage, language); }

double Settings::zoom() const
{
    bool ok = false;
    const double zoom = m_settings.value(QStringLiteral("window/zoom"), 1.0).toDouble(&ok);
    return ok && std::isfinite(zoom) ? std::clamp(zoom, kMinimumZoom, kMaximumZoom) : 1.0;
}

void Settings::setZoom(double zoom)
{
    m_settings.setValue(QStringLiteral("window/zoom"), std::clamp(zoom, kMinimumZoom, kMaximumZoom));
}

QStringList Settings::recentFiles() const { return m_settings.value(kRecent).toStringList(); }

void Settings::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecent)
        files.removeLast();
    m_settings.setValue(kRecent, files);
}

int Settings::lessonStep() const { return m_settings.value(kLesson, 0).toInt(); }

void Settings::setLessonStep(int step) { m_settings.setValue(kLesson, step); }

bool Settings::textFolded() const { return m_settings.value(kTextFolded, false).toBool(); }

void Settings::setTextFolded(bool folded) { m_settings.setValue(kTextFolded, folded); }

QStringList Settings::collapsedDocks() const { return m_settings.value(kCollapsedDocks).toStringList(); }

void Settings::setCollapsedDocks(const QStringList& names) { m_settings.setValue(kCollapsedDocks, names); }

bool Settings::tourOffered() const { return m_settings.value(kTourOffered, false).toBool(); }

void Settings::setTourOffered(bool offered) { m_settings.setValue(kTourOffered, offered); }

std::pair<LessonOutcome, double> Settings::lessonAnswer(const QString& question) const
{
    const QVariantMap answer = m_settings.value(kAnswers + question).toMap();
    const LessonOutcome outcome = outcomeFromName(answer.value(QStringLiteral("outcome")).toString());
    bool ok = false;
    const double guess = answer.value(QStringLiteral("guess")).toDouble(&ok);
    return {outcome, ok && outcome != LessonOutcome::Skipped ? guess : NAN};
}

void Settings::setLessonAnswer(const QString& question, LessonOutcome outcome, double guess)
{
    if (outcome == LessonOutcome::Unanswered) {
        m_settings.remove(kAnswers + question);
        return;
    }
    QVariantMap answer{{QStringLiteral("outcome"), outcomeName(outcome)}};
    if (std::isfinite(guess))
        answer.insert(QStringLiteral("guess"), guess);
    m_settings.setValue(kAnswers + question, answer);
}

void Settings::removeRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    m_settings.setValue(kRecent, files);
}

void Settings::clearRecentFiles() { m_settings.remove(kRecent); }

QString Settings::lastDirectory() const
{
    const QString saved = m_settings.value(kDirectory).toString();
    return !saved.isEmpty() && QFileInfo(saved).isDir() ? saved
                                                        : existingFolder(QStandardPaths::DocumentsLocation, false);
}

void Settings::setLastDirectory(const QString& directory) { m_settings.setValue(kDirectory, directory); }

QString Settings::exportDirectory() const
{
    const QString saved = m_settings.value(kExportDirectory).toString();
    return !saved.isEmpty() && QFileInfo(saved).isDir() ? saved
                                                        : existingFolder(QStandardPaths::PicturesLocation, true);
}

void Settings::setExportDirectory(const QString& directory) { m_settings.setValue(kExportDirectory, directory); }

} // namespace rope::model
