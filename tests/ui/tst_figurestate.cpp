// Figures that remember: every exported PNG, SVG and PDF carries the scene's state string, and
// opening the figure (File → Open, a drop, the command line's file argument) restores that scene;
// a state string or a rope-explorer: link opens the same way.

#include "apprun.h"
#include "ui/model/computecontroller.h"
#include "ui/model/figures.h"
#include "ui/model/session.h"
#include "ui/widgets/exporter.h"
#include "ui/window/figureexport.h"
#include "ui/window/fileactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

#include <QFile>
#include <QImageReader>
#include <QMimeData>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

using namespace rope::ui;
using namespace rope::model;

class tst_FigureState : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void everyFormatReopensTheScene_data();
    void everyFormatReopensTheScene();
    void stateStringsAndLinksOpen();
    void aDroppedFigureOpens();
    void figuresWithoutASceneAreRefused();
    void theCommandLineDrawsWhatTheWindowExported_data();
    void theCommandLineDrawsWhatTheWindowExported();

private:
    /// A scene far from the defaults, on the heatmaps, once computed.
    AppParams showScene();
    MainWindow* m_window = nullptr;
    QTemporaryDir m_dir;
};

void tst_FigureState::init()
{
    QVERIFY(m_dir.isValid());
    m_window = new MainWindow(nullptr, MainWindow::Startup::Defaults);
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void tst_FigureState::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

AppParams tst_FigureState::showScene()
{
    AppParams p;
    p.rope.headDim = 32;
    p.rope.base = 500;
    p.rope.pairing = rope::core::Pairing::HalfSplit;
    p.seqLen = 100;
    p.m = 7;
    p.n = 3;
    p.seed = 42;
    p.heatmapMode = HeatmapMode::CompareEncodings;
    const Outcome ready = setUpFigure(*m_window, {QStringLiteral("heatmaps"), {}}, p, {}, 60000);
    if (!ready)
        qWarning("%s", qPrintable(ready.message()));
    return p;
}

void tst_FigureState::everyFormatReopensTheScene_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::newRow("png") << QStringLiteral("png");
    QTest::newRow("svg") << QStringLiteral("svg");
    QTest::newRow("pdf") << QStringLiteral("pdf");
}

void tst_FigureState::everyFormatReopensTheScene()
{
    QFETCH(QString, suffix);
    const AppParams scene = showScene();
    QCOMPARE(m_window->panel()->params(), scene);
    const QString path = m_dir.filePath(QStringLiteral("maps.") + suffix);
    ExportOptions options;
    options.caption = QStringLiteral("a caption & <markup>"); // escaped in SVG and XMP
    const Outcome written = writeFigure(*m_window, {QStringLiteral("heatmaps"), {}}, path, options);
    QVERIFY2(written, qPrintable(written.message()));

    // The file itself holds the scene: read back without the window.
    const Expected<QString> state = stateInFigure(path);
    QVERIFY2(state, qPrintable(state.message()));
    const Expected<Session> session = sessionFromStateString(*state);
    QVERIFY2(session, qPrintable(session.message()));
    QCOMPARE(session->params, scene);
    QCOMPARE(session->view, QStringLiteral("heatmaps"));
    if (suffix == QLatin1String("png")) // under the key other programs show, with the caption
        QCOMPARE(QImageReader(path).text(QStringLiteral("Description")), options.caption);

    // Elsewhere, then File → Open on the figure: the same scene, on its view.
    m_window->applyParams(AppParams());
    m_window->showView(QStringLiteral("clocks"));
    QVERIFY(m_window->panel()->params() != scene);
    const Outcome opened = m_window->fileActions()->openFile(path);
    QVERIFY2(opened, qPrintable(opened.message()));
    QCOMPARE(m_window->panel()->params(), scene);
    QCOMPARE(m_window->currentViewKey(), QStringLiteral("heatmaps"));
}

void tst_FigureState::stateStringsAndLinksOpen()
{
    const AppParams scene = showScene();
    const QString state = stateString(m_window->session());
    QVERIFY(state.startsWith(QLatin1String("rope1.")));
    for (const QString& given : {state, QStringLiteral("rope-explorer:") + state,
                                 QStringLiteral("rope-explorer://") + state, QStringLiteral("  ") + state + "\n"}) {
        m_window->applyParams(AppParams());
        QVERIFY(m_window->panel()->params() != scene);
        const Outcome opened = m_window->fileActions()->openFile(given);
        QVERIFY2(opened, qPrintable(given.left(40) + QStringLiteral(": ") + opened.message()));
        QCOMPARE(m_window->panel()->params(), scene);
    }
    // A damaged string says so and changes nothing.
    m_window->applyParams(AppParams());
    const Outcome damaged = m_window->fileActions()->openFile(QStringLiteral("rope-explorer:rope1.AAAA"));
    QVERIFY(!damaged);
    QVERIFY2(damaged.message().contains(QStringLiteral("state string")), qPrintable(damaged.message()));
    QCOMPARE(m_window->panel()->params(), AppParams());
}

void tst_FigureState::aDroppedFigureOpens()
{
    const AppParams scene = showScene();
    const QString path = m_dir.filePath(QStringLiteral("dropped.png"));
    QVERIFY(writeFigure(*m_window, {QStringLiteral("heatmaps"), {}}, path, {}));
    m_window->applyParams(AppParams());
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(300, 300), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(300, 300), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(m_window, &drop);
    QTRY_COMPARE(m_window->panel()->params(), scene);
    // Text that is not a scene is not taken.
    QMimeData words;
    words.setText(QStringLiteral("hello"));
    QDragEnterEvent refused(QPoint(300, 300), Qt::CopyAction, &words, Qt::LeftButton, Qt::NoModifier);
    refused.setAccepted(false);
    QCoreApplication::sendEvent(m_window, &refused);
    QVERIFY(!refused.isAccepted());
}

void tst_FigureState::figuresWithoutASceneAreRefused()
{
    // A PNG drawn by another program, and a .pdf that is not one: named, nothing changed.
    const QString plain = m_dir.filePath(QStringLiteral("plain.png"));
    QImage image(8, 8, QImage::Format_RGB32);
    image.fill(Qt::white);
    QVERIFY(image.save(plain));
    const QString fake = m_dir.filePath(QStringLiteral("fake.pdf"));
    QFile file(fake);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("%PDF-1.4 nothing here\n");
    file.close();
    for (const QString& path : {plain, fake, m_dir.filePath(QStringLiteral("missing.svg"))}) {
        const AppParams before = m_window->panel()->params();
        const Outcome opened = m_window->fileActions()->openFile(path);
        QVERIFY(!opened);
        QVERIFY2(opened.message().contains(QFileInfo(path).fileName()), qPrintable(opened.message()));
        QCOMPARE(m_window->panel()->params(), before);
    }
    QVERIFY(m_window->fileActions()->openFile(plain).message().contains(QStringLiteral("no RoPE Explorer scene")));
}

void tst_FigureState::theCommandLineDrawsWhatTheWindowExported_data()
{
    QTest::addColumn<QString>("key");
    for (const char* key :
         {"heatmaps/compare", "clocks/head", "curve/curve", "pairing-lab/trap", "frequencies/spectrum"})
        QTest::newRow(key) << QString::fromLatin1(key);
}

void tst_FigureState::theCommandLineDrawsWhatTheWindowExported()
{
    // One scene, one figure: the window's right-click export (File actions' exportSection, 2× with the
    // caption) and `export --state FIGURE --figure KEY --scale 2 --caption` give the same pixels.
    QFETCH(QString, key);
    const FigureSpec& spec = *figureByKey(key);
    const FigureTarget target{QLatin1String(spec.view), spec.section ? QLatin1String(spec.section) : QString()};
    const Outcome ready = setUpFigure(*m_window, target, *figureParams(spec, nullptr), figureViewState(spec), 60000);
    QVERIFY2(ready, qPrintable(ready.message()));
    const QString fromWindow = m_dir.filePath(QStringLiteral("window.png"));
    const Outcome written = m_window->fileActions()->exportSection(target, fromWindow);
    QVERIFY2(written, qPrintable(written.message()));

    const QString fromCommandLine = m_dir.filePath(QStringLiteral("cli.png"));
    const auto run = rope::test::runApp({"export", "--state", fromWindow, "--figure", key, "--scale", "2", "--caption",
                                         "--size", "1280x800", "--out", fromCommandLine},
                                        0, {QStringLiteral("XDG_CONFIG_HOME=") + m_dir.filePath("cli-config")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.error()));
    const QImage window = QImage(fromWindow).convertToFormat(QImage::Format_RGB32);
    const QImage cli = QImage(fromCommandLine).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(cli.size(), window.size());
    int differing = 0;
    for (int y = 0; y < window.height(); ++y)
        for (int x = 0; x < window.width(); ++x)
            differing += window.pixel(x, y) != cli.pixel(x, y);
    QVERIFY2(differing == 0, qPrintable(QStringLiteral("%1 pixels differ").arg(differing)));
}

QTEST_MAIN(tst_FigureState)
#include "tst_figurestate.moc"
