// `export --state`: the scene a state string or an exported figure names, drawn again from the
// command line: the same pixels as the figure it came from; bad states refused with exit code 2.

#include "apprun.h"

#include <QImage>
#include <QImageReader>
#include <QTemporaryDir>
#include <QtTest>

using rope::test::runApp;

class tst_ExportState : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void aFigureDrawsItsSceneAgain();
    void aStateStringWithAFigure();
    void badStatesAreRefused_data();
    void badStatesAreRefused();

private:
    QString path(const char* name) const { return m_dir.filePath(QLatin1String(name)); }
    QTemporaryDir m_dir;
    QString m_first; ///< a heatmaps figure far from the defaults
};

void tst_ExportState::initTestCase()
{
    QVERIFY(m_dir.isValid());
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
    m_first = path("first.png");
    const auto run = runApp({"export", "--view", "heatmaps", "--set", "head_dim=32", "--set", "base=500", "--set",
                             "seq_len=100", "--set", "m=7", "--set", "pairing=half-split", "--out", m_first});
    QVERIFY2(run.exitCode == 0, qPrintable(run.error()));
}

void tst_ExportState::aFigureDrawsItsSceneAgain()
{
    // No target: the state's own view; the figure's scene: its parameters.
    const auto again = runApp({"export", "--state", m_first, "--out", path("again.png")});
    QVERIFY2(again.exitCode == 0, qPrintable(again.error()));
    const QImage first(m_first), second(path("again.png"));
    QVERIFY(!first.isNull());
    QCOMPARE(second.size(), first.size());
    QVERIFY(second.convertToFormat(QImage::Format_RGB32) == first.convertToFormat(QImage::Format_RGB32));
    // And the redrawn figure remembers the same scene.
    QCOMPARE(QImageReader(path("again.png")).text(QStringLiteral("rope-state")),
             QImageReader(m_first).text(QStringLiteral("rope-state")));
}

void tst_ExportState::aStateStringWithAFigure()
{
    const QString state = QImageReader(m_first).text(QStringLiteral("rope-state"));
    QVERIFY(state.startsWith(QLatin1String("rope1.")));
    const auto svg = runApp({"export", "--state", state, "--figure", "heatmaps/rope", "--out", path("rope.svg")});
    QVERIFY2(svg.exitCode == 0, qPrintable(svg.error()));
    QFile file(path("rope.svg"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    // The SVG names the same head: d = 32 (the figure's own settings aside, the state's parameters).
    QVERIFY(text.contains("rope1."));
    const auto back = runApp({"export", "--state", path("rope.svg"), "--out", path("back.png")});
    QVERIFY2(back.exitCode == 0, qPrintable(back.error()));
}

void tst_ExportState::badStatesAreRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("damaged") << QStringList{"--state", "rope1.AAAA", "--out", "x.png"} << "--state: the state string";
    QTest::newRow("not a figure") << QStringList{"--state", "notes.txt", "--out", "x.png"} << "notes.txt";
    QTest::newRow("missing") << QStringList{"--state", "missing.png", "--out", "x.png"} << "missing.png: no such file";
    QTest::newRow("with a preset") << QStringList{"--state", "rope1.AAAA", "--preset", "llama3.1-8b", "--out", "x.png"}
                                   << "cannot be combined";
    QTest::newRow("no out") << QStringList{"--state", "rope1.AAAA"} << "--out";
}

void tst_ExportState::badStatesAreRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const auto run = runApp(QStringList{"export"} + args, 0, {}, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.error().contains(message), qPrintable(run.error()));
    QVERIFY(!QFile::exists(path("x.png")));
}

QTEST_MAIN(tst_ExportState)
#include "tst_exportstate.moc"
