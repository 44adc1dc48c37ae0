#pragma once
// Runs the rope-explorer binary (ROPE_EXPLORER_BINARY, defined per test) as a user would, with English
// messages and no display, for the tests of the command line.

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <sys/resource.h>

namespace rope::test {

struct AppRun {
    int exitCode = -1; ///< -1: crashed or did not finish
    QByteArray out, err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    QString error() const { return QString::fromUtf8(err); }
};

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
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

} // namespace rope::test
