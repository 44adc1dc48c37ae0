// Export, sessions, state strings, presets and model configs, driven through the same code the menus
// use. Files are checked by what they are (PNG size, SVG that parses, PDF with pages and embedded
// fonts), parameters by hand-written expectations.

#include "testfiles.h"
#include "ui/model/computecontroller.h"
#include "ui/model/pairselection.h"
#include "ui/model/presets.h"
#include "ui/model/session.h"
#include "ui/model/settings.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/exporter.h"
#include "ui/window/exportdialog.h"
#include "ui/window/figureexport.h"
#include "ui/window/fileactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"
#include "ui/window/settingsdialog.h"
#include "ui/window/tensordialog.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <sys/stat.h>

#include <cmath>
#include <numbers>

using namespace rope::ui;
using namespace rope::model;

namespace {

bool waitForAttention(MainWindow* window, const AppParams& params)
{
    return QTest::qWaitFor(
        [&] {
            const auto r = window->controller()->latest();
            return r && r->params == params && r->attentionCurrent;
        },
        60000);
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every field away from its default, so a field that is not saved cannot pass unnoticed.
AppParams unusualParams()
{
    AppParams p;
    p.rope.headDim = 48;
    p.rope.rotaryDim = 32;
    p.rope.base = 500000;
    p.rope.pairing = rope::core::Pairing::HalfSplit;
    p.rope.scaling.method = rope::core::ScalingMethod::Yarn;
    p.rope.scaling.factor = 4;
    p.rope.scaling.originalMaxPositionEmbeddings = 4096;
    p.rope.scaling.betaFast = 16;
    p.rope.scaling.betaSlow = 2;
    p.rope.scaling.truncate = false;
    p.rope.scaling.attentionFactor = 1.25;
    p.seqLen = 300;
    p.m = 17.5;
    p.n = 3;
    p.source = QkSource::LookBack;
    p.seed = 42;
    p.lookBack = 7;
    p.mask = rope::core::Mask::None;
    p.heatmapMode = HeatmapMode::Decomposition;
    return p;
}

} // namespace

class tst_ExportSession : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void everyViewExportsToEveryFormat_data();
    void everyViewExportsToEveryFormat();
    void pngScaleAndCaption();
    void mapCellsStaySharpInVectorFiles();
    void badPathFailsAndLeavesNoFile();
    void exportDialogWritesAndReportsFailure();
    void captionStatesTheParameters();
    void sessionRoundTripsEveryParameter();
    void aSessionSavedToAFullDiskKeepsTheOldOne();
    void longRopeListsRoundTrip();
    void malformedSessionsAreRefusedAndChangeNothing_data();
    void malformedSessionsAreRefusedAndChangeNothing();
    void stateStringRoundTrips();
    void damagedStateStringsAreRefused_data();
    void damagedStateStringsAreRefused();
    void stateStringsCarryOnlyWhatDiffers();
    void stateStringBombsAreRefused();
    void hostileFilesAndSessionsAreRefusedAtOnce();
    void recentFilesRemember();
    void everyPresetValidatesAndLoads();
    void presetsCarryTheirModelsValues();
    void brokenPresetFilesAreReported();
    void modelConfigMapsIntoTheWindow();
    void unknownScalingIsRefused();

private:
    MainWindow* m_window = nullptr;
    QTemporaryDir m_dir;
};

void tst_ExportSession::init()
{
    QVERIFY(m_dir.isValid());
    m_window = new MainWindow(nullptr, MainWindow::Startup::Defaults);
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void tst_ExportSession::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void tst_ExportSession::everyViewExportsToEveryFormat_data()
{
    QTest::addColumn<QString>("view");
    for (const QString& v : viewKeys() + QStringList{QStringLiteral("window")})
        QTest::newRow(qPrintable(v)) << v;
}

void tst_ExportSession::everyViewExportsToEveryFormat()
{
    QFETCH(QString, view);
    AppParams p;
    p.rope.headDim = 16;
    p.seqLen = 32;
    m_window->applyParams(p);
    QVERIFY(waitForAttention(m_window, p));
    QWidget* target = m_window->showView(view);
    QVERIFY(target);
    QTest::qWait(50);
    const QSize size = target->size();

    const QString png = m_dir.filePath(view + ".png"), svg = m_dir.filePath(view + ".svg"),
                  pdf = m_dir.filePath(view + ".pdf");
    ExportOptions options;
    QCOMPARE(exportWidget(target, png, options).message(), QString());
    QCOMPARE(exportWidget(target, svg, options).message(), QString());
    QCOMPARE(exportWidget(target, pdf, options).message(), QString());

    const QImage image(png);
    QCOMPARE(image.size(), size);
    // Not blank: a figure has ink of more than one colour.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY2(colours.size() > 5, qPrintable(QStringLiteral("%1 colours").arg(colours.size())));

    QXmlStreamReader xml(readAll(svg));
    int elements = 0;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement)
            ++elements;
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(elements > 10);
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBox().size(), size);

    const QByteArray bytes = readAll(pdf);
    QVERIFY(bytes.startsWith("%PDF-"));
    QVERIFY(bytes.trimmed().endsWith("%%EOF"));
    QCOMPARE(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r") + bytes.count("/Type /Page "), qsizetype(1));
    QVERIFY2(bytes.contains("/FontFile"), "fonts are embedded");
    // Maps and clock faces go in as lossless images: JPEG blurred the cells (issue 33).
    QVERIFY2(!bytes.contains("/DCTDecode"), "no image is stored as JPEG");
}

void tst_ExportSession::mapCellsStaySharpInVectorFiles()
{
    // An SVG holds a map as an image. With one pixel per cell (32 × 32 drawn over ~280 px) every viewer
    // smooths it into blurred cell edges; drawn as QCustomPlot draws for PDF, the image has three
    // pixels per point drawn, and the edges stay sharp.
    AppParams p;
    p.rope.headDim = 16;
    p.seqLen = 32;
    m_window->applyParams(p);
    QVERIFY(waitForAttention(m_window, p));
    QWidget* target = m_window->showView(QStringLiteral("heatmaps"));
    QVERIFY(target);
    QTest::qWait(50);
    const QString svg = m_dir.filePath("sharp.svg");
    QCOMPARE(exportWidget(target, svg, {}).message(), QString());
    QXmlStreamReader xml(readAll(svg));
    double widest = 0, largest = 0, pixelsPerPoint = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != QLatin1String("image"))
            continue;
        const double drawn = xml.attributes().value("width").toDouble();
        const double area = drawn * xml.attributes().value("height").toDouble();
        const QByteArray href = xml.attributes().value("xlink:href").toLatin1();
        const QImage image = QImage::fromData(QByteArray::fromBase64(href.mid(href.indexOf(',') + 1)));
        QVERIFY(!image.isNull());
        if (area > largest) { // the map, not the colour bar's gradient nor a wide, low control
            largest = area;
            widest = drawn;
            pixelsPerPoint = image.width() / drawn;
        }
    }
    QVERIFY2(widest > 100, qPrintable(QString::number(widest)));
    QVERIFY2(pixelsPerPoint >= 2, qPrintable(QStringLiteral("%1 pixels per point").arg(pixelsPerPoint)));
}

void tst_ExportSession::pngScaleAndCaption()
{
    QWidget* target = m_window->showView(QStringLiteral("clocks"));
    QTest::qWait(50);
    const QSize size = target->size();
    const QString path = m_dir.filePath("scaled.png");
    ExportOptions options;
    options.scale = 3;
    QCOMPARE(exportWidget(target, path, options).message(), QString());
    QCOMPARE(QImage(path).size(), size * 3);
    options.scale = 2;
    options.caption = QStringLiteral("d = 64");
    QCOMPARE(exportWidget(target, path, options).message(), QString());
    const QImage captioned(path);
    QCOMPARE(captioned.width(), size.width() * 2);
    QVERIFY(captioned.height() > size.height() * 2); // the caption adds a strip
    options.scale = 5;
    QVERIFY(!exportWidget(target, path, options));
}

void tst_ExportSession::badPathFailsAndLeavesNoFile()
{
    QTemporaryDir own; // only this test's files in it
    const QTemporaryDir& m_dir = own;
    QWidget* target = m_window->showView(QStringLiteral("clocks"));
    const QString missingFolder = m_dir.filePath("no/such/folder/x.png");
    QString error = exportWidget(target, missingFolder, {}).message();
    QVERIFY(error.contains(QLatin1String("cannot be written")));
    QVERIFY(!QFile::exists(missingFolder));

    // A folder where the file should go: refused, the folder untouched.
    QVERIFY(QDir(m_dir.path()).mkpath("taken.pdf"));
    error = exportWidget(target, m_dir.filePath("taken.pdf"), {}).message();
    QVERIFY(!error.isEmpty());
    QVERIFY(QFileInfo(m_dir.filePath("taken.pdf")).isDir());

    // A file under a path component that is a file.
    QFile plain(m_dir.filePath("plain"));
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.write("keep");
    plain.close();
    QVERIFY(!exportWidget(target, m_dir.filePath("plain/x.svg"), {}));
    QCOMPARE(readAll(m_dir.filePath("plain")), QByteArray("keep"));

    error = exportWidget(target, m_dir.filePath("figure.gif"), {}).message();
    QVERIFY(error.contains(QLatin1String(".png")));
    QVERIFY(!QFile::exists(m_dir.filePath("figure.gif")));
    // Nothing half-written anywhere (QSaveFile's temporary files included).
    const QStringList left = QDir(m_dir.path()).entryList(QDir::Files);
    QCOMPARE(left, QStringList{QStringLiteral("plain")});
}

void tst_ExportSession::exportDialogWritesAndReportsFailure()
{
    Settings settings;
    ExportDialog dialog(m_window, &settings, QStringLiteral("curve"));
    QCOMPARE(dialog.viewChoice()->currentData().toString(), QStringLiteral("curve"));
    QVERIFY(dialog.captionEdit()->text().contains(QLatin1String("d = 64")));

    // Typed like a user: an SVG (scale does not apply), then Save.
    const QString svg = m_dir.filePath("dialog.svg");
    dialog.pathEdit()->selectAll();
    QTest::keyClicks(dialog.pathEdit(), svg);
    QVERIFY(!dialog.scaleChoice()->isEnabled());
    dialog.show();
    QTest::keyClick(&dialog, Qt::Key_Return);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.writtenPath(), svg);
    QVERIFY(QSvgRenderer(svg).isValid());
    QVERIFY(readAll(svg).contains("d = 64")); // the caption, as text in the drawing

    // A path that cannot be written: the dialog stays open and says why; no file appears.
    ExportDialog failing(m_window, &settings, QStringLiteral("clocks"));
    const QString bad = m_dir.filePath("missing/dir/f.png");
    failing.pathEdit()->setText(bad);
    QVERIFY(failing.scaleChoice()->isEnabled());
    failing.show();
    failing.accept();
    QVERIFY(failing.isVisible());
    QVERIFY(failing.errorText().contains(QLatin1String("cannot be written")));
    QVERIFY(!QFile::exists(bad));
    failing.pathEdit()->setText(m_dir.filePath("f.bmp"));
    failing.accept();
    QVERIFY(failing.errorText().contains(QLatin1String(".png")));
}

void tst_ExportSession::captionStatesTheParameters()
{
    AppParams p;
    p.rope.headDim = 96;
    p.rope.rotaryDim = 24;
    p.rope.base = 500000;
    p.rope.pairing = rope::core::Pairing::HalfSplit;
    p.rope.scaling.method = rope::core::ScalingMethod::Linear;
    p.rope.scaling.factor = 4;
    p.seqLen = 128;
    p.m = 9;
    p.n = 5;
    const QString caption = parameterCaption(p);
    for (const char* part : {"d = 96", "24 rotary", "base 500000", "N = 128", "m = 9", "n = 5", "half-split",
                             "linear (position interpolation) ×4"})
        QVERIFY2(caption.contains(QString::fromUtf8(part)), qPrintable(caption + " lacks " + part));
    // A view with its own d (Partial RoPE, Multimodal RoPE) names only the base it takes from the app:
    // the panel's d = 96 would describe another head than the one drawn.
    QCOMPARE(parameterCaption(p, CaptionParameters::BaseOnly), QStringLiteral("RoPE Explorer · base 500000"));
}

void tst_ExportSession::sessionRoundTripsEveryParameter()
{
    Session s;
    s.params = unusualParams();
    s.view = QStringLiteral("frequencies");
    s.selectedPair = 5;
    QVERIFY(s.params.validate().empty());
    QVERIFY(!(s.params == AppParams{}));
    const QString path = m_dir.filePath("s.json");
    QCOMPARE(saveSession(path, s).message(), QString());
    const auto loaded = loadSession(path);
    QVERIFY2(loaded, qPrintable(loaded.message()));
    QVERIFY(*loaded == s);

    // Through the window: open restores parameters, view and selected pair; save writes the same back.
    QCOMPARE(m_window->fileActions()->openSession(path).message(), QString());
    QVERIFY(m_window->panel()->params() == s.params);
    QCOMPARE(m_window->currentViewKey(), QStringLiteral("frequencies"));
    QCOMPARE(m_window->selection()->pair(), 5);
    const QString again = m_dir.filePath("again.json");
    QCOMPARE(m_window->fileActions()->saveSession(again).message(), QString());
    const auto reloaded = loadSession(again);
    QVERIFY(reloaded && *reloaded == s);
}

void tst_ExportSession::aSessionSavedToAFullDiskKeepsTheOldOne()
{
    // File → Save Session over a session on a full disk: a session (a few kB) fits Qt's write
    // buffer and fails only at the flush, which Qt 6.4's commit() ignored ("Saved …", 0 bytes left).
    const QString dir = m_dir.filePath("full");
    const rope::test::SmallTmpfs disk(dir);
    if (!disk.mounted())
        QSKIP("cannot mount a small tmpfs here (not root)");
    const QString path = dir + QStringLiteral("/session.json");
    QCOMPARE(saveSession(path, Session{}).message(), QString());
    const QByteArray before = readAll(path);
    QVERIFY(before.size() > 100);
    QVERIFY(rope::test::fillDisk(dir));
    m_window->panel()->setParams(unusualParams());
    const QString error = m_window->fileActions()->saveSession(path).message();
    QVERIFY2(error.contains(QLatin1String("the disk is full")), qPrintable(error));
    QVERIFY(!m_window->statusBar()->currentMessage().startsWith(QLatin1String("Saved")));
    QCOMPARE(readAll(path), before);
    QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden).size(), 2); // no temporary file left
}

void tst_ExportSession::longRopeListsRoundTrip()
{
    Session s;
    s.params.rope.headDim = 8;
    s.params.rope.scaling.method = rope::core::ScalingMethod::LongRope;
    s.params.rope.scaling.originalMaxPositionEmbeddings = 4096;
    s.params.rope.scaling.maxPositionEmbeddings = 131072;
    s.params.rope.scaling.shortFactor = {1.0, 1.5, 2.25, 3.375};
    s.params.rope.scaling.longFactor = {1.0, 2.0, 4.0, 8.0};
    s.params.rope.thetaOverride = std::numbers::pi / 3;
    s.params.source = QkSource::Explicit;
    s.params.explicitQ = {1, 0, 0.5, 0, 0, 0, 0, -2};
    s.params.explicitK = {0, 1, 0, 0, 0, 0.25, 0, 0};
    QVERIFY(s.params.validate().empty());
    const auto back = sessionFromStateString(stateString(s));
    QVERIFY2(back, qPrintable(back.message()));
    QVERIFY(*back == s);
}

void tst_ExportSession::malformedSessionsAreRefusedAndChangeNothing_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not json") << QByteArray("{\"format\": ") << QStringLiteral("malformed JSON");
    QTest::newRow("other json") << QByteArray("{\"a\": 1}") << QStringLiteral("not a RoPE Explorer session");
    QTest::newRow("array") << QByteArray("[1, 2]") << QStringLiteral("not a RoPE Explorer session");
    QTest::newRow("newer") << QByteArray(R"({"format": "rope-explorer-session", "version": 99, "params": {}})")
                           << QStringLiteral("newer");
    QTest::newRow("odd d") << QByteArray(
                                  R"({"format": "rope-explorer-session", "version": 1, "params": {"head_dim": 7}})")
                           << QStringLiteral("params: head dimension d must be even");
    QTest::newRow("base 1") << QByteArray(R"({"format": "rope-explorer-session", "version": 1, "params": {"base": 1}})")
                            << QStringLiteral("params: base must be greater than 1");
    QTest::newRow("wrong type") << QByteArray(
                                       R"({"format": "rope-explorer-session", "version": 1, "params": {"m": "six"}})")
                                << QStringLiteral("params.m: expected a number, got \"six\"");
    QTest::newRow("missing tensors")
        << QByteArray(
               R"({"format": "rope-explorer-session", "version": 1, "params": {"source": "loaded", "tensors": {"q": "/nope/q.npy", "k": "/nope/k.npy"}}})")
        << QStringLiteral("tensors cannot be loaded");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("malformed JSON");
}

void tst_ExportSession::malformedSessionsAreRefusedAndChangeNothing()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    AppParams before;
    before.rope.headDim = 32;
    before.m = 11;
    m_window->applyParams(before);
    const QString path = m_dir.filePath("bad.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(content);
    f.close();
    const QString error = m_window->fileActions()->openSession(path).message();
    QVERIFY2(error.contains(expected), qPrintable(error));
    QVERIFY(error.contains(path)); // says which file
    QVERIFY(m_window->panel()->params() == before);
    QCOMPARE(m_window->fileActions()->openSession(m_dir.filePath("absent.json")).message().contains("no such file"),
             true);
}

void tst_ExportSession::stateStringRoundTrips()
{
    Session s;
    s.params = unusualParams();
    s.view = QStringLiteral("heatmaps");
    s.selectedPair = 3;
    const QString text = stateString(s);
    QVERIFY(text.startsWith(QLatin1String("rope1.")));
    QVERIFY(text.size() < 600); // short enough for a chat message
    QVERIFY(!text.contains(QLatin1Char(' ')) && !text.contains(QLatin1Char('\n')));
    const auto back = sessionFromStateString(QStringLiteral("  ") + text + QStringLiteral("\n"));
    QVERIFY2(back, qPrintable(back.message()));
    QVERIFY(*back == s);

    // Paste into the window.
    QCOMPARE(m_window->fileActions()->pasteStateString(text).message(), QString());
    QVERIFY(m_window->panel()->params() == s.params);
    QCOMPARE(m_window->currentViewKey(), QStringLiteral("heatmaps"));
    // And the copy action gives back the same session.
    m_window->fileActions()->copyStateString();
    const auto copied = sessionFromStateString(QGuiApplication::clipboard()->text());
    QVERIFY(copied && *copied == s);
}

void tst_ExportSession::damagedStateStringsAreRefused_data()
{
    Session s;
    s.params = unusualParams();
    const QString good = stateString(s);
    QTest::addColumn<QString>("text");
    QTest::newRow("empty") << QString();
    QTest::newRow("no prefix") << good.mid(6);
    QTest::newRow("other prefix") << QStringLiteral("rope2.") + good.mid(6);
    QTest::newRow("truncated") << good.left(good.size() / 2);
    QString flipped = good;
    flipped[20] = flipped[20] == QLatin1Char('A') ? QLatin1Char('B') : QLatin1Char('A');
    QTest::newRow("flipped") << flipped;
    QTest::newRow("not base64") << QStringLiteral("rope1.@@@@!!!!");
    // A zlib header claiming 4 GiB of output: must be refused before any allocation.
    QTest::newRow("claims 4 GiB") << QStringLiteral("rope1.") +
                                         QString::fromLatin1(QByteArray("\xff\xff\xff\xff\x78\x9c\x03\x00", 8)
                                                                 .toBase64(QByteArray::Base64UrlEncoding));
    QTest::newRow("plain json")
        << QStringLiteral("rope1.") +
               QString::fromLatin1(qCompress(QByteArray("{\"format\":1}")).toBase64(QByteArray::Base64UrlEncoding));
}

void tst_ExportSession::damagedStateStringsAreRefused()
{
    QFETCH(QString, text);
    AppParams before;
    before.rope.headDim = 24;
    m_window->applyParams(before);
    const auto refused = sessionFromStateString(text);
    QVERIFY(!refused);
    QVERIFY(!refused.message().isEmpty());
    QVERIFY(!m_window->fileActions()->pasteStateString(text).message().isEmpty());
    QVERIFY(m_window->panel()->params() == before);
}

void tst_ExportSession::stateStringsCarryOnlyWhatDiffers()
{
    // Unpacked independently (qUncompress): a fresh session carries no parameters at all, one change
    // carries that key alone.
    const auto unpack = [](const QString& text) {
        const QByteArray packed = QByteArray::fromBase64(text.mid(6).toLatin1(), QByteArray::Base64UrlEncoding);
        return QJsonDocument::fromJson(qUncompress(packed)).object();
    };
    const QString fresh = stateString(Session{});
    QVERIFY2(fresh.size() <= 80, qPrintable(fresh));
    QVERIFY(!unpack(fresh).contains(QLatin1String("params")));
    const auto freshBack = sessionFromStateString(fresh);
    QVERIFY2(freshBack && *freshBack == Session{}, qPrintable(freshBack.message()));
    Session s;
    s.params.rope.headDim = 128;
    s.params.rope.scaling.method = rope::core::ScalingMethod::Linear;
    s.params.rope.scaling.factor = 4;
    const QJsonObject o = unpack(stateString(s));
    const QJsonObject params = o.value(QLatin1String("params")).toObject();
    QCOMPARE(params.value(QLatin1String("head_dim")).toInt(), 128);
    QVERIFY(!params.contains(QLatin1String("base")) && !params.contains(QLatin1String("seq_len")));
    const QJsonObject scaling = params.value(QLatin1String("scaling")).toObject();
    QCOMPARE(scaling.value(QLatin1String("factor")).toDouble(), 4.0);
    QVERIFY(!scaling.contains(QLatin1String("beta_fast")));
    QVERIFY(!o.contains(QLatin1String("view")) && !o.contains(QLatin1String("selected_pair")));

    // Every built-in preset comes back whole, with a view and a pair.
    for (const Preset& preset : builtInPresets()) {
        Session p;
        p.params = preset.params;
        p.view = QStringLiteral("scaling");
        p.selectedPair = std::min(1, p.params.rope.pairCount() - 1);
        const QString text = stateString(p);
        const auto back = sessionFromStateString(text);
        QVERIFY2(back, qPrintable(preset.key + QStringLiteral(": ") + back.message()));
        QVERIFY2(*back == p, qPrintable(preset.key));
        // Never longer than the whole session packed the same way.
        const QByteArray whole = qCompress(QJsonDocument(sessionToJson(p)).toJson(QJsonDocument::Compact), 9);
        QVERIFY(text.size() <=
                6 + whole.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals).size());
    }
}

void tst_ExportSession::stateStringBombsAreRefused()
{
    // 64 MB of JSON whitespace packs into ~64 kB; its size header claims 100 bytes. Unpacking stops at
    // the 1 MB cap instead of following the data.
    QByteArray packed = qCompress(QByteArray(64 << 20, ' '), 9);
    QVERIFY(packed.size() < (1 << 20));
    packed[0] = packed[1] = packed[2] = 0;
    packed[3] = 100;
    const QString bomb = QStringLiteral("rope1.") + QString::fromLatin1(packed.toBase64(QByteArray::Base64UrlEncoding));
    const auto refused = sessionFromStateString(bomb);
    QVERIFY(!refused);
    QVERIFY2(refused.message().contains(QLatin1String("1 MB")), qPrintable(refused.message()));
    AppParams before = m_window->panel()->params();
    QVERIFY(!m_window->fileActions()->pasteStateString(bomb).message().isEmpty());
    QVERIFY(m_window->panel()->params() == before);
}

void tst_ExportSession::hostileFilesAndSessionsAreRefusedAtOnce()
{
    // Reproducers of the hostile-input report. A FIFO given to the window: refused without opening
    // it (opening would block until a writer came).
    const QByteArray fifo = QFile::encodeName(m_dir.filePath("pipe.json"));
    QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    const Outcome opened = m_window->fileActions()->openFile(QString::fromLocal8Bit(fifo));
    QVERIFY(!opened);
    QVERIFY2(opened.message().contains(QLatin1String("not a regular file")), qPrintable(opened.message()));
    // A file that is no JSON at all: said in words, not as a JSON parser's complaint.
    const QString text = m_dir.filePath("notes.txt");
    QFile notes(text);
    QVERIFY(notes.open(QIODevice::WriteOnly));
    notes.write("hello\n");
    notes.close();
    QVERIFY(m_window->fileActions()->openFile(text).message().contains(QLatin1String("not a session, a config.json")));

    // Sessions with values of the wrong type are refused, naming the key, never taken as defaults.
    const char* wrong[][2] = {
        {R"("params": [])", "params"},
        {R"("params": {}, "view": 5)", "view"},
        {R"("params": {}, "selected_pair": "x")", "selected_pair"},
        {R"("params": {"source": "loaded", "tensors": {"q": "a.npy", "k": "a.npy", "head": "x"}})", "head"}};
    for (const auto& [body, key] : wrong) {
        const auto s =
            sessionFromJson(QByteArray(R"({"format": "rope-explorer-session", "version": 1, )") + body + "}");
        QVERIFY2(!s && s.message().contains(QLatin1String(key)), body);
    }

    // A NaN in the toy q: refused at once, not waited for until the export's time runs out.
    AppParams nan;
    nan.rope.headDim = 2;
    nan.source = QkSource::Explicit;
    nan.explicitQ = {std::nan(""), 0.0};
    nan.explicitK = {1.0, 0.0};
    const Outcome figure = setUpFigure(*m_window, {QStringLiteral("clocks"), {}}, nan, {}, 60000);
    QVERIFY(!figure);
    QVERIFY2(figure.message().contains(QLatin1String("query vector q")), qPrintable(figure.message()));
}

void tst_ExportSession::recentFilesRemember()
{
    Session s;
    const QString a = m_dir.filePath("a.json"), b = m_dir.filePath("b.json");
    QCOMPARE(saveSession(a, s).message(), QString());
    QCOMPARE(saveSession(b, s).message(), QString());
    QCOMPARE(m_window->fileActions()->openSession(a).message(), QString());
    QCOMPARE(m_window->fileActions()->openSession(b).message(), QString());
    QCOMPARE(m_window->fileActions()->openSession(a).message(), QString());
    QSettings settings;
    const QStringList recent = settings.value("files/recent").toStringList();
    QVERIFY(recent.size() >= 2);
    QCOMPARE(recent[0], QFileInfo(a).absoluteFilePath());
    QCOMPARE(recent[1], QFileInfo(b).absoluteFilePath());
}

void tst_ExportSession::everyPresetValidatesAndLoads()
{
    const auto& presets = builtInPresets();
    QCOMPARE(int(presets.size()), 12);
    QSet<QString> keys;
    for (const Preset& preset : presets) {
        QVERIFY2(preset.params.validate().empty(), qPrintable(preset.key));
        QVERIFY(!preset.name.isEmpty() && !preset.description.isEmpty() && !preset.source.isEmpty());
        QVERIFY(preset.pairing == QLatin1String("interleaved") || preset.pairing == QLatin1String("half-split"));
        QCOMPARE(preset.pairing == QLatin1String("interleaved"),
                 preset.params.rope.pairing == rope::core::Pairing::Interleaved);
        keys.insert(preset.key);
        QVERIFY(m_window->fileActions()->applyPreset(preset.key));
        QVERIFY(m_window->panel()->params() == preset.params);
        QVERIFY(waitForAttention(m_window, preset.params));
    }
    QCOMPARE(keys.size(), int(presets.size()));
    QVERIFY(!m_window->fileActions()->applyPreset(QStringLiteral("no-such-model")));
    // The Presets menu lists every one with its description.
    int described = 0;
    for (QAction* action : m_window->fileActions()->presetsMenu()->actions())
        if (!action->isSeparator() && !action->toolTip().isEmpty() && !action->statusTip().isEmpty())
            ++described;
    QCOMPARE(described, int(presets.size()));
}

void tst_ExportSession::presetsCarryTheirModelsValues()
{
    // From the models' config.json files, written out here by hand.
    const auto llama31 = presetByKey(QStringLiteral("llama3.1-8b"))->params.rope;
    QCOMPARE(llama31.headDim, 128);
    QCOMPARE(llama31.base, 500000.0);
    QCOMPARE(llama31.pairing, rope::core::Pairing::HalfSplit);
    QCOMPARE(llama31.scaling.method, rope::core::ScalingMethod::Llama3);
    QCOMPARE(llama31.scaling.factor, 8.0);
    QCOMPARE(llama31.scaling.lowFreqFactor, 1.0);
    QCOMPARE(llama31.scaling.highFreqFactor, 4.0);
    QCOMPARE(llama31.scaling.originalMaxPositionEmbeddings, 8192);
    const auto llama2 = presetByKey(QStringLiteral("llama2-7b"))->params.rope;
    QCOMPARE(llama2.base, 10000.0);
    QCOMPARE(llama2.scaling.method, rope::core::ScalingMethod::None);
    QCOMPARE(presetByKey(QStringLiteral("qwen2-7b"))->params.rope.base, 1e6);
    QCOMPARE(presetByKey(QStringLiteral("mistral-7b"))->params.rope.base, 1e6);
    const auto neox = presetByKey(QStringLiteral("gpt-neox-20b"))->params.rope;
    QCOMPARE(neox.headDim, 6144 / 64);
    QCOMPARE(neox.rotaryDims(), 24); // rotary_pct 0.25
    const auto gptj = presetByKey(QStringLiteral("gpt-j-6b"))->params.rope;
    QCOMPARE(gptj.headDim, 4096 / 16);
    QCOMPARE(gptj.rotaryDims(), 64);
    QCOMPARE(gptj.pairing, rope::core::Pairing::Interleaved);
    const auto phi = presetByKey(QStringLiteral("phi3.5-mini-128k"))->params.rope;
    QCOMPARE(phi.headDim, 3072 / 32);
    QCOMPARE(phi.scaling.method, rope::core::ScalingMethod::LongRope);
    QCOMPARE(int(phi.scaling.shortFactor.size()), 48);
    QCOMPARE(int(phi.scaling.longFactor.size()), 48);
    QCOMPARE(phi.scaling.originalMaxPositionEmbeddings, 4096);
    // The toys: θ = π/2 and the seed's vectors.
    const auto b2 = presetByKey(QStringLiteral("toy-b2"))->params;
    QCOMPARE(*b2.rope.thetaOverride, std::numbers::pi / 2);
    QCOMPARE(b2.explicitQ, (std::vector<double>{1, 0}));
    QCOMPARE(b2.explicitK, (std::vector<double>{0, 1}));
    QCOMPARE(b2.delta(), 1.0);
}

void tst_ExportSession::brokenPresetFilesAreReported()
{
    const auto broken = parsePresets("{", QStringLiteral("en"));
    QVERIFY(!broken);
    QVERIFY(!broken.message().isEmpty());
    const QByteArray oddD = R"({"format": "rope-explorer-presets", "version": 1, "presets": [
        {"key": "bad", "name": {"en": "Bad"}, "description": {"en": "odd"}, "pairing": "interleaved", "source": "test",
         "params": {"head_dim": 7}}]})";
    const auto odd = parsePresets(oddD, QStringLiteral("en"));
    QVERIFY(!odd);
    QVERIFY2(odd.message().contains(QLatin1String("bad")), qPrintable(odd.message()));
}

void tst_ExportSession::modelConfigMapsIntoTheWindow()
{
    const QString path = m_dir.filePath("config.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"architectures": ["MistralForCausalLM"], "model_type": "mistral", "hidden_size": 4096,
               "num_attention_heads": 32, "num_key_value_heads": 8, "rope_theta": 1000000.0,
               "max_position_embeddings": 32768, "vocab_size": 32768, "sliding_window": null})");
    f.close();
    QString report;
    QCOMPARE(m_window->fileActions()->openModelConfig(path, &report).message(), QString());
    const AppParams& p = m_window->panel()->params();
    QCOMPARE(p.rope.headDim, 4096 / 32);
    QCOMPARE(p.rope.base, 1e6);
    QCOMPARE(p.rope.pairing, rope::core::Pairing::HalfSplit);
    QVERIFY(report.contains(QLatin1String("vocab_size")));
    QVERIFY(report.contains(QLatin1String("sliding_window")));
}

void tst_ExportSession::unknownScalingIsRefused()
{
    const AppParams before = m_window->panel()->params();
    const QString path = m_dir.filePath("weird.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"hidden_size": 4096, "num_attention_heads": 32, "rope_scaling": {"rope_type": "magic", "factor": 2}})");
    f.close();
    const QString error = m_window->fileActions()->openModelConfig(path).message();
    QVERIFY2(error.contains(QLatin1String("magic")), qPrintable(error));
    QVERIFY(m_window->panel()->params() == before);
}

QTEST_MAIN(tst_ExportSession)
#include "tst_exportsession.moc"
