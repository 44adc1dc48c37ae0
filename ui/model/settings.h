#pragma once
// Every QSettings key of the app lives here.

#include "ui/model/appparams.h"
#include "ui/model/lessonquestions.h"

#include <QByteArray>
#include <QSettings>
#include <QStringList>

#include <optional>
#include <utility>

namespace rope::model {

class Settings {
public:
    /// The largest settings file read: a real one holds a few kilobytes.
    static constexpr qint64 kMaxFileBytes = 1 << 20;
    /// The file QSettings keeps this app's settings in (after the application and organisation names are set).
    static QString filePath();
    /// Why that file must not be read, or empty: not a regular file (a FIFO would block the start),
    /// or larger than kMaxFileBytes. The file itself is left alone.
    static QString unreadableReason();
    /// Points every Settings of this process at `folder` instead of the user's (an empty temporary
    /// folder): for the command line, which never reads the window's settings, and for a window
    /// whose settings file is unreadable. Call before the first Settings is made.
    static void redirectTo(const QString& folder);

    Settings();

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    /// The key of the view on show (viewregistry.h); empty when none was saved.
    QString currentView() const;
    void setCurrentView(const QString& key);
    /// The parameters of the last session, if any were saved and can be read (loaded tensors are
    /// named, not read: see loadTensorsFor).
    std::optional<AppParams> lastParams() const;
    void setLastParams(const AppParams& params);
    /// "en", "zh_CN", or empty / "system" for the system locale.
    QString language() const;
    void setLanguage(const QString& language);
    /// The window's zoom (View → Zoom In / Out): every font scaled by it, 1 = actual size.
    double zoom() const;
    void setZoom(double zoom);
    static constexpr double kMinimumZoom = 0.6, kMaximumZoom = 2.5;
    QStringList recentFiles() const;
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);
    void clearRecentFiles();
    /// Where the file dialogs for sessions, configs and tensors start: the last folder used while it
    /// exists, else the user's documents if they exist, else home.
    QString lastDirectory() const;
    void setLastDirectory(const QString& directory);
    /// Where exports start: the last folder an export went to while it exists, else the user's
    /// Pictures folder, created when missing (else home), so a first export never fails for its default.
    QString exportDirectory() const;
    void setExportDirectory(const QString& directory);
    int lessonStep() const;
    void setLessonStep(int step);
    /// Text on One Line: the views' explanations folded to their first line.
    bool textFolded() const;
    void setTextFolded(bool folded);
    /// The object names of the docks collapsed to strips.
    QStringList collapsedDocks() const;
    void setCollapsedDocks(const QStringList& names);
    /// Whether the tour has been opened on a first launch already.
    bool tourOffered() const;
    void setTourOffered(bool offered);
    /// How the learner answered a tour question (lessonquestions.h, by its key): the outcome and
    /// the guess (NaN for a skip); Unanswered when never answered. Unanswered clears it.
    std::pair<LessonOutcome, double> lessonAnswer(const QString& question) const;
    void setLessonAnswer(const QString& question, LessonOutcome outcome, double guess);

private:
    QSettings m_settings;
};

} // namespace rope::model
