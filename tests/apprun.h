#pragma once
// Runs the rope-explorer binary (ROPE_EXPLORER_BINARY, defined per test) as a user would, with English
// messages and no display, for the tests of the command line.

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <sys/resource.h>

namespace rope::test {

/// The progress lines a run longer than two seconds prints on stderr ("…: still running after 4
/// seconds", "…: 40 % done after 2 seconds"), taken out of `err`: how many there are depends on the
/// machine's speed (the sanitizer build runs several times slower), what else is there does not.
inline QByteArray takeProgressLines(QByteArray& err)
{
    static const QRegularExpression progress(
        QStringLiteral("^[^\\n]*: (still running|\\d+ % done) after \\d[^\\n]*\\n"),
        QRegularExpression::MultilineOption);
    QString rest = QString::fromUtf8(err);
    QByteArray taken;
    for (auto it = progress.globalMatch(rest); it.hasNext();)
        taken += it.next().captured(0).toUtf8();
    rest.remove(progress);
    err = rest.toUtf8();
    return taken;
}

struct AppRun {
    int exitCode = -1; ///< -1: crashed or did not finish
    QByteArray out, err; ///< err without the progress lines
    QByteArray progress; ///< the progress lines of stderr
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    QString error() const { return QString::fromUtf8(err); }
};

inline AppRun finishedRun(QProcess& p)
{
    if (p.exitStatus() != QProcess::NormalExit)
        return {-1, p.readAllStandardOutput(), p.readAllStandardError(), {}};
    AppRun r{p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError(), {}};
    r.progress = takeProgressLines(r.err);
    return r;
}

/// `dataLimit` > 0 caps the process's data segment (RLIMIT_DATA: heap and anonymous mappings);
/// `extraEnv` holds NAME=value pairs added to the environment; `workingDir`, when given, is where it runs;
/// `stdinFile`, when given, is what it reads on stdin.
inline AppRun runApp(const QStringList& args, rlim_t dataLimit = 0, const QStringList& extraEnv = {},
                     const QString& workingDir = {}, const QString& stdinFile = {})
{
    QProcess p;
    if (!stdinFile.isEmpty())
        p.setStandardInputFile(stdinFile);
    if (!workingDir.isEmpty())
        p.setWorkingDirectory(workingDir);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString& pair : extraEnv)
        env.insert(pair.section(QLatin1Char('='), 0, 0), pair.section(QLatin1Char('='), 1));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8")); // English messages
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    if (dataLimit > 0)
        p.setChildProcessModifier([dataLimit] {
            const rlimit limit{dataLimit, dataLimit};
            setrlimit(RLIMIT_DATA, &limit);
        });
    p.start(QStringLiteral(ROPE_EXPLORER_BINARY), args);
    if (!p.waitForFinished(300000))
        return {};
    return finishedRun(p);
}

} // namespace rope::test
