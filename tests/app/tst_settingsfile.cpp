// The window's settings file, when hostile: a FIFO in its place blocked both `export` and the
// window at start, and a file of hundreds of MB cost gigabytes. The command line never reads it;
// the window skips one it must not read with a warning, starts from the defaults and leaves it be.
#include "apprun.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace rope::test;

class tst_SettingsFile : public QObject {
    Q_OBJECT
private slots:
    void init();
    void exportNeverReadsTheSettings();
    void windowSkipsAFifoWithAWarning();
    void windowSkipsAHugeFileAndLeavesItBe();
    void windowStillReadsGoodSettings();

private:
    /// XDG_CONFIG_HOME of the run, and where the app keeps its settings file in it.
    QString configHome() const { return m_dir->filePath(QStringLiteral("config")); }
    QString settingsFile() const { return configHome() + QStringLiteral("/RoPE Explorer/rope-explorer.conf"); }
    QStringList env() const { return {QStringLiteral("XDG_CONFIG_HOME=") + configHome()}; }
    void makeFifo();

    std::unique_ptr<QTemporaryDir> m_dir;
};

void tst_SettingsFile::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(QDir().mkpath(QFileInfo(settingsFile()).path()));
}

void tst_SettingsFile::makeFifo() { QVERIFY(mkfifo(QFile::encodeName(settingsFile()).constData(), 0600) == 0); }

void tst_SettingsFile::exportNeverReadsTheSettings()
{
    makeFifo(); // reading it would block forever (runApp gives up after 5 minutes: exit code -1)
    const QString out = m_dir->filePath(QStringLiteral("clocks.png"));
    const AppRun r = runApp({"export", "--view", "clocks", "--out", out, "--size", "640x400"}, 0, env());
    QCOMPARE(r.exitCode, 0);
    QVERIFY(!QImage(out).isNull());
    QVERIFY2(r.err.isEmpty(), r.err.constData()); // nothing to warn about: it was never looked at
    QVERIFY(!QFileInfo(settingsFile()).isFile()); // and is still the FIFO
}

void tst_SettingsFile::windowSkipsAFifoWithAWarning()
{
    makeFifo();
    const QString shot = m_dir->filePath(QStringLiteral("window.png"));
    const AppRun r = runApp({"--screenshot", shot, "--size", "800x600"}, 0, env());
    QCOMPARE(r.exitCode, 0);
    QVERIFY(!QImage(shot).isNull());
    QVERIFY2(r.error().contains(QLatin1String("settings not read")) &&
                 r.error().contains(QLatin1String("not a regular file")),
             r.err.constData());
}

void tst_SettingsFile::windowSkipsAHugeFileAndLeavesItBe()
{
    QFile huge(settingsFile());
    QVERIFY(huge.open(QIODevice::WriteOnly));
    QVERIFY(huge.resize(300LL << 20)); // sparse: 300 MB to anyone who reads it
    huge.close();
    const QString shot = m_dir->filePath(QStringLiteral("window.png"));
    // Within 512 MB of heap (ASan's own mappings do not fit under such a limit: unlimited there).
    const AppRun r = runApp({"--screenshot", shot, "--size", "800x600"}, sanitized ? 0 : 512LL << 20, env());
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.error().contains(QLatin1String("settings not read")) && r.error().contains(QLatin1String("300.0 MB")),
             r.err.constData());
    QCOMPARE(QFileInfo(settingsFile()).size(), 300LL << 20); // nothing lost: the file is as it was
}

void tst_SettingsFile::windowStillReadsGoodSettings()
{
    // A real settings file is still read: the language chosen in it names the tour's steps.
    QFile good(settingsFile());
    QVERIFY(good.open(QIODevice::WriteOnly));
    good.write("[ui]\nlanguage=zh_CN\n");
    good.close();
    const QString shot = m_dir->filePath(QStringLiteral("window.png"));
    const AppRun r = runApp({"--screenshot", shot, "--size", "800x600"}, 0, env());
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(!r.error().contains(QLatin1String("settings not read")), r.err.constData());
    const AppRun lessons = runApp({"--list-lessons"}, 0, env());
    QCOMPARE(lessons.exitCode, 0);
    QVERIFY2(QString::fromUtf8(lessons.out).contains(QStringLiteral("旋转")), lessons.out.constData());
}

QTEST_GUILESS_MAIN(tst_SettingsFile)
#include "tst_settingsfile.moc"
