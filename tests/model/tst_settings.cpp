// Where the file dialogs start: an existing folder always. Exports offer the last export folder,
// else Pictures, made when missing (a first export must not fail because of its default), else
// home; sessions the last folder, else Documents if it exists, else home. HOME is the test's own.
#include "ui/model/settings.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace rope::model;

class tst_Settings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void exportsOfferPicturesMadeWhenMissing();
    void exportsRememberTheirFolderWhileItExists();
    void exportsFallBackToHomeWhenPicturesCannotBeMade();
    void sessionsStartInDocumentsOnlyIfTheyExist();

private:
    QTemporaryDir m_root;
    QString m_home;
};

void tst_Settings::initTestCase()
{
    QVERIFY(m_root.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("RoPE Explorer tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
}

void tst_Settings::init()
{
    // A fresh home per test; the settings file is the test's own (XDG_CONFIG_HOME, set by CTest) and
    // holds no user-dirs.dirs, so Pictures is $HOME/Pictures.
    static int count = 0;
    m_home = m_root.filePath(QStringLiteral("home%1").arg(++count));
    QVERIFY(QDir().mkpath(m_home));
    qputenv("HOME", m_home.toLocal8Bit());
    QSettings().clear();
}

void tst_Settings::exportsOfferPicturesMadeWhenMissing()
{
    const QString pictures = QDir(m_home).filePath(QStringLiteral("Pictures"));
    QVERIFY(!QFileInfo::exists(pictures));
    Settings settings;
    QCOMPARE(settings.exportDirectory(), pictures);
    QVERIFY(QFileInfo(pictures).isDir());
}

void tst_Settings::exportsRememberTheirFolderWhileItExists()
{
    const QString slides = QDir(m_home).filePath(QStringLiteral("slides"));
    QVERIFY(QDir().mkpath(slides));
    {
        Settings settings;
        settings.setExportDirectory(slides);
    }
    Settings settings; // read back, as on the next launch
    QCOMPARE(settings.exportDirectory(), slides);
    QCOMPARE(settings.lastDirectory(), m_home); // sessions keep their own folder
    QVERIFY(QDir(slides).removeRecursively());
    QCOMPARE(settings.exportDirectory(), QDir(m_home).filePath(QStringLiteral("Pictures")));
}

void tst_Settings::exportsFallBackToHomeWhenPicturesCannotBeMade()
{
    QFile blocker(QDir(m_home).filePath(QStringLiteral("Pictures"))); // a file where the folder would go
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    Settings settings;
    QCOMPARE(settings.exportDirectory(), m_home);
}

void tst_Settings::sessionsStartInDocumentsOnlyIfTheyExist()
{
    Settings settings;
    QCOMPARE(settings.lastDirectory(), m_home);
    QVERIFY(!QFileInfo::exists(QDir(m_home).filePath(QStringLiteral("Documents")))); // not made
    const QString documents = QDir(m_home).filePath(QStringLiteral("Documents"));
    QVERIFY(QDir().mkpath(documents));
    QCOMPARE(settings.lastDirectory(), documents);
    const QString gone = QDir(m_home).filePath(QStringLiteral("gone"));
    settings.setLastDirectory(gone); // a folder since removed (or on an unplugged drive)
    QCOMPARE(settings.lastDirectory(), documents);
}

QTEST_GUILESS_MAIN(tst_Settings)
#include "tst_settings.moc"
