// File → Export Animation…: the dialog's defaults follow the current view, its preview draws frames
// spread over the sweep, its export writes the frames a GIF reader reads back, and bad input is
// refused beside the buttons with the file left as it was. The frame parameters are checked by hand.

#include "ui/model/pairselection.h"
#include "ui/model/sweep.h"
#include "ui/window/animationdialog.h"
#include "ui/window/fileactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

#include <gif_lib.h>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMenu>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace rope::ui;
using namespace rope::model;

namespace {

struct GifFacts {
    int frames = 0, width = 0, height = 0;
};

GifFacts readGif(const QString& path)
{
    GifFacts facts;
    int error = 0;
    GifFileType* gif = DGifOpenFileName(path.toLocal8Bit().constData(), &error);
    if (!gif || DGifSlurp(gif) == GIF_ERROR)
        return facts;
    facts = {gif->ImageCount, gif->SWidth, gif->SHeight};
    DGifCloseFile(gif, &error);
    return facts;
}

} // namespace

class tst_AnimationDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void frameParametersByHand();
    void menuOpensIt();
    void defaultsFollowTheView();
    void previewSpreadsFramesOverTheSweep();
    void exportWritesEveryFrame();
    void badInputIsRefusedAndKeepsTheFile();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void tst_AnimationDialog::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_window = std::make_unique<MainWindow>(nullptr, MainWindow::Startup::Defaults);
    m_window->resize(1280, 800);
    m_window->show();
    m_window->showView(QStringLiteral("clocks"));
}

void tst_AnimationDialog::frameParametersByHand()
{
    AppParams start;
    start.m = 6;
    start.seqLen = 64;
    const auto m = parseSweep(QStringLiteral("m=0:64"));
    const auto n = parseSweep(QStringLiteral("seq_len=16:100"));
    QVERIFY(m && n);
    // Four frames of 0 → 64: 0, 64/3, 128/3, 64; N from 16 to 100 in whole steps of 28.
    const double expectedM[] = {0.0, 64.0 / 3, 128.0 / 3, 64.0};
    const int expectedN[] = {16, 44, 72, 100};
    for (int frame = 0; frame < 4; ++frame) {
        const auto p = frameParams(start, {*m, *n}, frame, 4);
        QVERIFY2(p, qPrintable(p.message()));
        QVERIFY(std::abs(p->m - expectedM[frame]) < 1e-12);
        QVERIFY(p->seqLen == expectedN[frame]);
    }
    // A base sweep through values that are not valid names the parameter.
    const auto base = parseSweep(QStringLiteral("base=0.5:10"));
    QVERIFY(base);
    const auto bad = frameParams(start, {*base}, 0, 2);
    QVERIFY(!bad);
    QVERIFY2(bad.message().contains(QLatin1String("base"), Qt::CaseInsensitive), qPrintable(bad.message()));
}

void tst_AnimationDialog::menuOpensIt()
{
    QAction* action = nullptr;
    for (QAction* a : m_window->fileActions()->fileMenu()->actions())
        if (a->text() == QStringLiteral("Export &Animation…"))
            action = a;
    QStringList texts;
    for (QAction* a : m_window->fileActions()->fileMenu()->actions())
        texts << a->text();
    QVERIFY2(action, qPrintable(texts.join(QLatin1Char('|'))));
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_A));
    QTimer::singleShot(0, this, [] {
        auto* dialog = qobject_cast<AnimationDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->reject();
    });
    action->trigger();
}

void tst_AnimationDialog::defaultsFollowTheView()
{
    m_window->showView(QStringLiteral("pairing-lab"));
    AnimationDialog lab(m_window.get(), nullptr);
    QVERIFY(lab.figureBox()->currentData().toString().startsWith(QLatin1String("pairing-lab/")));
    QCOMPARE(lab.parameterBox()->currentData().toString(), QStringLiteral("view.progress"));
    QCOMPARE(lab.fromField()->text(), QStringLiteral("0"));
    QCOMPARE(lab.toField()->text(), QStringLiteral("1"));

    m_window->showView(QStringLiteral("heatmaps"));
    AnimationDialog maps(m_window.get(), nullptr);
    QVERIFY(maps.figureBox()->currentData().toString().startsWith(QLatin1String("heatmaps/")));
    QCOMPARE(maps.parameterBox()->currentData().toString(), QStringLiteral("base"));
    QVERIFY(maps.logBox()->isChecked());
    m_window->showView(QStringLiteral("clocks"));
}

void tst_AnimationDialog::previewSpreadsFramesOverTheSweep()
{
    AnimationDialog dialog(m_window.get(), nullptr);
    QCOMPARE(dialog.figureBox()->currentData().toString(), QStringLiteral("clocks/head"));
    QCOMPARE(dialog.parameterBox()->currentData().toString(), QStringLiteral("m"));
    dialog.fpsBox()->setValue(24);
    dialog.secondsBox()->setValue(4);
    const Outcome shown = dialog.preview();
    QVERIFY2(shown, qPrintable(shown.message()));
    QCOMPARE(dialog.previewFrameCount(), 12); // 96 frames, 12 of them shown
    const auto& frames = dialog.previewFrames();
    QVERIFY(!frames.front().isNull());
    QCOMPARE(frames.back().size(), frames.front().size());
    QVERIFY(frames.front() != frames.back()); // the clocks turned
    // The window the learner works in is untouched.
    QCOMPARE(m_window->panel()->params().m, 6.0);
}

void tst_AnimationDialog::exportWritesEveryFrame()
{
    AnimationDialog dialog(m_window.get(), nullptr);
    dialog.fpsBox()->setValue(4);
    dialog.secondsBox()->setValue(1.5); // 6 frames
    const QString path = m_dir.filePath(QStringLiteral("clocks.gif"));
    const Outcome written = dialog.exportTo(path);
    QVERIFY2(written, qPrintable(written.message()));
    const Outcome previewed = dialog.preview();
    QVERIFY(previewed);
    const GifFacts gif = readGif(path);
    QCOMPARE(gif.frames, 6);
    QCOMPARE(QSize(gif.width, gif.height), dialog.previewFrames().front().size());
    QCOMPARE(m_window->panel()->params().m, 6.0);
}

void tst_AnimationDialog::badInputIsRefusedAndKeepsTheFile()
{
    const QString path = m_dir.filePath(QStringLiteral("kept.gif"));
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("an older animation");
    }
    AnimationDialog dialog(m_window.get(), nullptr);
    dialog.fpsBox()->setValue(2);
    dialog.secondsBox()->setValue(1);
    QTest::keyClicks(dialog.fromField(), QStringLiteral("x")); // "0x"
    Outcome refused = dialog.exportTo(path);
    QVERIFY(!refused);
    QVERIFY2(dialog.errorText().contains(QLatin1String("Query position m")) &&
                 dialog.errorText().contains(QLatin1String("finite numbers")),
             qPrintable(dialog.errorText()));

    dialog.parameterBox()->setCurrentIndex(dialog.parameterBox()->findData(QStringLiteral("base")));
    dialog.fromField()->setText(QStringLiteral("0"));
    refused = dialog.exportTo(path);
    QVERIFY(!refused);
    QVERIFY2(dialog.errorText().contains(QLatin1String("two positive ends")), qPrintable(dialog.errorText()));

    dialog.fromField()->setText(QStringLiteral("0.5")); // log sweep fine, but a base of 0.5 is not valid
    refused = dialog.exportTo(path);
    QVERIFY(!refused);
    QVERIFY2(dialog.errorText().contains(QLatin1String("frame 1")), qPrintable(dialog.errorText()));

    refused = dialog.exportTo(m_dir.filePath(QStringLiteral("still.png")));
    QVERIFY(!refused);
    QVERIFY2(dialog.errorText().contains(QLatin1String(".gif, .mp4 or .webm")), qPrintable(dialog.errorText()));

    QFile kept(path);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("an older animation"));
}

QTEST_MAIN(tst_AnimationDialog)
#include "tst_animationdialog.moc"
