// The window driven like a user would: slider moves, typed values, button clicks, and what the views
// then hold. Runs offscreen with its own settings file.

#include "ui/model/computecontroller.h"
#include "ui/model/pairselection.h"
#include "ui/model/presets.h"
#include "ui/views/clocksview.h"
#include "ui/views/toyview.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/elidedlabel.h"
#include "ui/widgets/valueslider.h"
#include "ui/window/fileactions.h"
#include "ui/window/helpdialog.h"
#include "ui/window/lessonspanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

#include "testutil.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSlider>
#include <QStatusBar>
#include <QTabWidget>
#include <QtTest>

#include <cmath>
#include <numbers>

using namespace rope::ui;
using namespace rope::model;

namespace {

// Selects the spin box's text, types `text` and presses Enter, as a user would.
void typeInto(QDoubleSpinBox* spin, const QString& text)
{
    auto* edit = spin->findChild<QLineEdit*>();
    spin->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

} // namespace

class tst_MainWindow : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void startsWithDefaultsAndStatus();
    void baseSliderChangesClockData();
    void typedHeadDimChangesClockCount();
    void deltaMovesKey();
    void toyButtonsGiveSeedScores_data();
    void toyButtonsGiveSeedScores();
    void moveBothKeepsScore();
    void moveQueryChangesScore();
    void burstOfSliderMovesCoalesces();
    void invalidEntriesAreRefusedVisibly();
    void oneRefusedFieldLeavesTheOthersWorking();
    void everyViewFitsASmallLaptop();
    void clickingAClockSelectsThePair();
    void parametersPersist();
    void panelSaysWhenAViewHasItsOwnParameters();
    void conventionsStateTheSigns();
    void accessKeysAreUniquePerMenu();
    void fixedThetaWorksFromAFreshWindow();
    void numberBoxesTakeWhatTheCommandLineTakes();
    void titleNamesWhatIsOpen();
    void aboutNamesTheNumericsInUse();
    void aMessageBeforeShowingIsNotDrawnOverTheParameters();
    void presentingShowsTheFigureAloneAndStepsTheTour();

private:
    std::unique_ptr<MainWindow> m_window;
    std::shared_ptr<const Results> waitForResults(bool attention = false);
};

void tst_MainWindow::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->applyParams(AppParams{});
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QTRY_VERIFY(m_window->controller()->latest() && m_window->controller()->latest()->attentionCurrent);
}

void tst_MainWindow::cleanup() { m_window.reset(); }

std::shared_ptr<const Results> tst_MainWindow::waitForResults(bool attention)
{
    QSignalSpy spy(m_window->controller(), &ComputeController::resultsReady);
    if (!spy.wait(5000))
        return nullptr;
    if (attention && !QTest::qWaitFor([this] { return m_window->controller()->latest()->attentionCurrent; }, 10000))
        return nullptr;
    return m_window->controller()->latest();
}

void tst_MainWindow::startsWithDefaultsAndStatus()
{
    const auto r = m_window->controller()->latest();
    QCOMPARE(r->params.rope.headDim, 64);
    QCOMPARE(int(m_window->view<ClocksView>(u"clocks")->frame().pairs.size()), 32);
    QVERIFY(m_window->statusText().contains("d = 64"));
    QVERIFY(m_window->statusText().contains("Δ = 4"));
}

void tst_MainWindow::baseSliderChangesClockData()
{
    const double thetaBefore = m_window->view<ClocksView>(u"clocks")->frame().pairs[10].theta;
    QSlider* slider = m_window->panel()->baseControl()->slider();
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_PageUp); // a larger base
    const auto r = waitForResults();
    QVERIFY(r);
    const double base = m_window->panel()->baseControl()->value();
    QVERIFY(base > 10000);
    QCOMPARE(r->params.rope.base, base);
    // Pair 10 of d = 64 now turns by base^(−20/64) per position, as the clock shows.
    const double theta = m_window->view<ClocksView>(u"clocks")->frame().pairs[10].theta;
    QVERIFY(std::abs(theta - std::pow(base, -20.0 / 64)) < 1e-15);
    QVERIFY(theta < thetaBefore);
}

void tst_MainWindow::typedHeadDimChangesClockCount()
{
    typeInto(m_window->panel()->headDimControl()->spinBox(), QStringLiteral("16"));
    QVERIFY(waitForResults());
    QCOMPARE(m_window->controller()->latest()->params.rope.headDim, 16);
    QCOMPARE(int(m_window->view<ClocksView>(u"clocks")->frame().pairs.size()), 8);
}

void tst_MainWindow::deltaMovesKey()
{
    typeInto(m_window->panel()->deltaControl()->spinBox(), QStringLiteral("1"));
    const auto r = waitForResults();
    QVERIFY(r);
    QCOMPARE(r->params.m, 6.0); // the query stays
    QCOMPARE(r->params.n, 5.0); // the key moves: Δ = 6 − 5
    QCOMPARE(m_window->panel()->keyControl()->value(), 5.0);
}

void tst_MainWindow::toyButtonsGiveSeedScores_data()
{
    QTest::addColumn<int>("experiment");
    QTest::addColumn<double>("score");
    QTest::newRow("toy-A1") << 0 << 1.0;
    QTest::newRow("toy-A2") << 1 << 0.0;
    QTest::newRow("toy-B1") << 2 << 0.0;
    QTest::newRow("toy-B2") << 3 << 1.0;
}

void tst_MainWindow::toyButtonsGiveSeedScores()
{
    QFETCH(int, experiment);
    QFETCH(double, score);
    m_window->showView(QStringLiteral("toy"));
    QTest::mouseClick(m_window->view<ToyView>(u"toy")->experimentButton(experiment), Qt::LeftButton);
    QVERIFY(waitForResults());
    QVERIFY2(std::abs(m_window->view<ToyView>(u"toy")->score() - score) < 1e-12,
             qPrintable(QString::number(m_window->view<ToyView>(u"toy")->score())));
    QCOMPARE(m_window->panel()->params().rope.headDim, 2); // the panel follows
}

void tst_MainWindow::moveBothKeepsScore()
{
    ClocksView* clocks = m_window->view<ClocksView>(u"clocks");
    const double before = clocks->frame().total;
    const double m0 = clocks->displayedM(), n0 = clocks->displayedN();
    QTest::mouseClick(clocks->moveBothButton(), Qt::LeftButton);
    for (int i = 0; i < 10; ++i) {
        QTest::mouseClick(clocks->stepButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(clocks->displayedM(), m0 + i + 1, 3000);
        QVERIFY2(std::abs(clocks->frame().total - before) < 1e-9, qPrintable(QString::number(clocks->frame().total)));
    }
    QCOMPARE(clocks->displayedN(), n0 + 10);
    // The app adopted the new positions, and core agrees the score did not move.
    QTRY_COMPARE(m_window->controller()->latest()->params.m, m0 + 10);
    QVERIFY(std::abs(m_window->controller()->latest()->score - before) < 1e-9);
    // Every hand did turn.
    QVERIFY(std::abs(clocks->frame().pairs[0].queryAngle - std::fmod(m0 * 1.0, 2 * M_PI)) > 1e-3);
}

void tst_MainWindow::moveQueryChangesScore()
{
    ClocksView* clocks = m_window->view<ClocksView>(u"clocks");
    const double before = clocks->frame().total;
    const double n0 = clocks->displayedN();
    QTest::mouseClick(clocks->moveQueryButton(), Qt::LeftButton);
    QTest::mouseClick(clocks->stepButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(clocks->displayedM(), 7.0, 3000);
    QCOMPARE(clocks->displayedN(), n0);
    QVERIFY(std::abs(clocks->frame().total - before) > 1e-3);
}

void tst_MainWindow::burstOfSliderMovesCoalesces()
{
    const int delivered = m_window->controller()->resultsDelivered();
    const int jobs = m_window->controller()->attentionJobsStarted();
    QSlider* slider = m_window->panel()->baseControl()->slider();
    for (int i = 0; i < 100; ++i)
        slider->setValue(100 + 9 * i); // 100 moves before the event loop runs again
    const auto r = waitForResults(true);
    QVERIFY(r);
    QTRY_VERIFY(!m_window->controller()->attentionBusy());
    const auto last = m_window->controller()->latest();
    QCOMPARE(last->params.rope.base, m_window->panel()->baseControl()->value());
    QVERIFY(last->attentionCurrent);
    QVERIFY(last->attention->params.rope.base == last->params.rope.base);
    const int newResults = m_window->controller()->resultsDelivered() - delivered;
    QVERIFY2(newResults >= 1 && newResults <= 3, qPrintable(QString::number(newResults)));
    QVERIFY(m_window->controller()->attentionJobsStarted() - jobs <= 2);
}

void tst_MainWindow::invalidEntriesAreRefusedVisibly()
{
    ParameterPanel* panel = m_window->panel();
    const auto place = [panel](QWidget* w) { return w->mapTo(panel, QPoint(0, 0)); };
    const QPoint query = place(panel->queryControl()), pairing = place(panel->pairingControl());
    typeInto(panel->headDimControl()->spinBox(), QStringLiteral("7"));
    QVERIFY(panel->problemText().contains("even"));
    // The message moves no control: the next click lands where the learner aims.
    QTest::qWait(50);
    QCOMPARE(place(panel->queryControl()), query);
    QCOMPARE(place(panel->pairingControl()), pairing);
    QCOMPARE(panel->params().rope.headDim, 64); // not applied
    QTest::qWait(50);
    QCOMPARE(m_window->controller()->latest()->params.rope.headDim, 64);
    typeInto(panel->headDimControl()->spinBox(), QStringLiteral("8"));
    QVERIFY(panel->problemText().isEmpty());
    QVERIFY(waitForResults());
    typeInto(panel->seqLenControl()->spinBox(), QStringLiteral("0"));
    QVERIFY(panel->problemText().contains("at least one position"));
    QCOMPARE(panel->params().seqLen, 64);
    typeInto(panel->baseControl()->spinBox(), QStringLiteral("1"));
    QVERIFY(panel->problemText().contains("greater than 1"));
    QVERIFY(m_window->isVisible());
}

void tst_MainWindow::oneRefusedFieldLeavesTheOthersWorking()
{
    ParameterPanel* panel = m_window->panel();
    typeInto(panel->headDimControl()->spinBox(), QStringLiteral("7"));
    // The reason and the value in use are on the field's own line; the box keeps what was typed.
    QVERIFY(panel->headDimControl()->problem().contains("even"));
    QVERIFY(panel->headDimControl()->problem().contains("64"));
    QCOMPARE(panel->headDimControl()->value(), 7.0);
    QVERIFY(panel->seqLenControl()->problem().isEmpty());

    // Other fields still apply while d is refused, and the views follow them.
    typeInto(panel->seqLenControl()->spinBox(), QStringLiteral("32"));
    QCOMPARE(panel->params().seqLen, 32);
    QCOMPARE(panel->params().rope.headDim, 64);
    auto r = waitForResults();
    QVERIFY(r);
    QCOMPARE(r->params.seqLen, 32);
    QCOMPARE(r->params.rope.headDim, 64);
    const double m = panel->params().m;
    QTest::keyClick(panel->queryControl()->slider(), Qt::Key_Right);
    QCOMPARE(panel->params().m, m + 1);
    QVERIFY(panel->headDimControl()->problem().contains("even")); // still refused, still said

    // A second refused field: both are marked, the rest still applies.
    panel->rotaryDimControl()->setValue(80);
    QCOMPARE(panel->params().rope.rotaryDim, 0);
    typeInto(panel->baseControl()->spinBox(), QStringLiteral("500"));
    QCOMPARE(panel->params().rope.base, 500.0);
    QVERIFY(panel->problemText().contains("even") && panel->problemText().contains("rotary"));

    // Corrected, each is applied and its note goes away.
    typeInto(panel->headDimControl()->spinBox(), QStringLiteral("96"));
    QCOMPARE(panel->params().rope.headDim, 96);
    QCOMPARE(panel->params().rope.rotaryDim, 80); // now within d: applied with it
    QVERIFY(panel->headDimControl()->problem().isEmpty());
    QVERIFY(panel->problemText().isEmpty());
    r = waitForResults();
    QVERIFY(r);
    QCOMPARE(r->params.rope.headDim, 96);
    QCOMPARE(r->params.rope.base, 500.0);
}

void tst_MainWindow::everyViewFitsASmallLaptop()
{
    // Both docks open, every view visited: the window never asks for more than 1024×640, and its
    // minimum does not creep up as views are visited.
    m_window->lessonsDock()->show();
    const auto minimum = [this] { return m_window->minimumSizeHint().expandedTo(m_window->minimumSize()); };
    QVERIFY(m_window->showView(QStringLiteral("clocks")));
    const QSize first = minimum();
    QSize largest;
    for (const QString& key : viewKeys()) {
        QVERIFY(m_window->showView(key));
        QTRY_VERIFY(m_window->visibleViewsCurrent());
        largest = largest.expandedTo(minimum());
    }
    QVERIFY2(largest.width() <= 1024 && largest.height() <= 640,
             qPrintable(QStringLiteral("%1x%2").arg(largest.width()).arg(largest.height())));
    QVERIFY(m_window->showView(QStringLiteral("clocks")));
    QCOMPARE(minimum(), first);
}

void tst_MainWindow::clickingAClockSelectsThePair()
{
    ClockGrid* grid = m_window->view<ClocksView>(u"clocks")->grid();
    const QRectF cell = ClockRenderer::cellRect(grid->currentLayout(), 3);
    QTest::mouseClick(grid, Qt::LeftButton, {}, cell.center().toPoint());
    QCOMPARE(m_window->selection()->pair(), 3);
    QCOMPARE(m_window->view<ClocksView>(u"clocks")->frame().selectedPair, 3);
}

void tst_MainWindow::parametersPersist()
{
    typeInto(m_window->panel()->headDimControl()->spinBox(), QStringLiteral("32"));
    QVERIFY(waitForResults());
    m_window->close();
    m_window = std::make_unique<MainWindow>();
    QCOMPARE(m_window->panel()->params().rope.headDim, 32);
}

void tst_MainWindow::panelSaysWhenAViewHasItsOwnParameters()
{
    // Base bound draws with its own d and base: the panel says so, naming the view, and says nothing
    // for a view that draws with the panel's values.
    ParameterPanel* panel = m_window->panel();
    m_window->showView(QStringLiteral("base-bound"));
    QVERIFY2(panel->viewNote().contains(QLatin1String("Base bound")), qPrintable(panel->viewNote()));
    m_window->showView(QStringLiteral("heatmaps"));
    QVERIFY(panel->viewNote().isEmpty());
    m_window->showView(QStringLiteral("sinks"));
    QVERIFY(panel->viewNote().contains(QLatin1String("Attention sinks")));
    // Partial RoPE and Multimodal RoPE set d themselves and take only the base from the panel.
    for (const char* key : {"partial", "mrope"}) {
        m_window->showView(QLatin1String(key));
        QVERIFY2(panel->viewNote().contains(viewTitle(*findView(QString::fromLatin1(key)))) &&
                     panel->viewNote().contains(QLatin1String("only the base")),
                 qPrintable(panel->viewNote()));
    }
    // The status bar says what such a view draws first, then the panel's values for the others.
    const QString panelD = QStringLiteral("the panel, for the other views: d = %1,").arg(panel->params().rope.headDim);
    m_window->showView(QStringLiteral("partial"));
    QTRY_VERIFY2(m_window->statusText().startsWith(QStringLiteral("Partial RoPE: d = ")) &&
                     m_window->statusText().contains(panelD),
                 qPrintable(m_window->statusText()));
    m_window->showView(QStringLiteral("heatmaps"));
    QVERIFY2(m_window->statusText().startsWith(QStringLiteral("d = %1,").arg(panel->params().rope.headDim)),
             qPrintable(m_window->statusText()));
}

void tst_MainWindow::accessKeysAreUniquePerMenu()
{
    // Alt+H, then a letter: two items of one menu with the same letter only cycle between them. Help
    // had C (Conventions, Tour as a Card) and S (Sources, Tour Summary) twice, in both languages.
    QStringList found;
    const std::function<void(QMenu*)> check = [&](QMenu* menu) {
        QHash<QChar, QString> used;
        for (QAction* action : menu->actions()) {
            if (action->isSeparator() || !action->isVisible())
                continue;
            if (action->menu())
                check(action->menu());
            const QString text = action->text();
            const qsizetype at = text.indexOf(QLatin1Char('&'));
            if (at < 0 || at + 1 >= text.size() || text[at + 1] == QLatin1Char('&'))
                continue;
            const QChar key = text[at + 1].toLower();
            if (used.contains(key))
                found << QStringLiteral("%1: %2 and %3").arg(menu->title(), used[key], text);
            used.insert(key, text);
        }
    };
    for (QAction* top : m_window->menuBar()->actions())
        if (top->menu())
            check(top->menu());
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void tst_MainWindow::conventionsStateTheSigns()
{
    const QString html = HelpDialog::conventionsHtml();
    QVERIFY(html.contains("Δ = m − n"));
    QVERIFY(html.contains("counter-clockwise"));
    QVERIFY(html.contains("(2i, 2i+1)") && html.contains("(i, i + d/2)"));
    QVERIFY(html.contains("GPT-NeoX") && html.contains("GPT-J"));
}

void tst_MainWindow::fixedThetaWorksFromAFreshWindow()
{
    // Ticking the box gives the articles' toy angle at once, and the θ box can be typed into.
    ParameterPanel* panel = m_window->panel();
    QTest::mouseClick(panel->thetaOverrideControl(), Qt::LeftButton, {},
                      QPoint(8, panel->thetaOverrideControl()->height() / 2));
    QVERIFY(panel->thetaOverrideControl()->isChecked());
    QVERIFY(panel->problemText().isEmpty());
    QVERIFY(panel->thetaControl()->spinBox()->isEnabled());
    auto r = waitForResults();
    QVERIFY(r && r->params.rope.thetaOverride);
    QVERIFY(std::abs(*r->params.rope.thetaOverride - std::numbers::pi / 2) < 1e-4);

    typeInto(panel->thetaControl()->spinBox(), QStringLiteral("pi/4"));
    r = waitForResults();
    QVERIFY(r && std::abs(*r->params.rope.thetaOverride - std::numbers::pi / 4) < 1e-4);

    // Reset turns it off and puts π/2 back in the box.
    QPushButton* reset = nullptr;
    for (QPushButton* b : panel->findChildren<QPushButton*>())
        if (b->text() == QLatin1String("Reset"))
            reset = b;
    QVERIFY(reset);
    QTest::mouseClick(reset, Qt::LeftButton);
    QVERIFY(!panel->thetaOverrideControl()->isChecked());
    QVERIFY(std::abs(panel->thetaControl()->value() - std::numbers::pi / 2) < 1e-4);
    QVERIFY(!panel->params().rope.thetaOverride);
}

void tst_MainWindow::numberBoxesTakeWhatTheCommandLineTakes()
{
    ParameterPanel* panel = m_window->panel();
    typeInto(panel->seqLenControl()->spinBox(), QStringLiteral("1e2"));
    auto r = waitForResults();
    QVERIFY(r);
    QCOMPARE(r->params.seqLen, 100);
    // Beyond the range: refused with the reason beside the field, the value kept (1e99 once became
    // 199, then the range's end, without a word).
    typeInto(panel->seqLenControl()->spinBox(), QStringLiteral("1e99"));
    QCOMPARE(panel->seqLenControl()->spinBox()->value(), 100.0);
    QVERIFY2(panel->seqLenControl()->problem().contains(QLatin1String("1e99 is outside")),
             qPrintable(panel->seqLenControl()->problem()));
    typeInto(panel->queryControl()->spinBox(), QStringLiteral("-5"));
    QVERIFY2(panel->queryControl()->problem().contains(QLatin1String("-5 is outside")),
             qPrintable(panel->queryControl()->problem()));
    QTest::qWait(50);
    QCOMPARE(m_window->controller()->latest()->params.seqLen, 100);
    QCOMPARE(m_window->controller()->latest()->params.m, 6.0);
}

void tst_MainWindow::titleNamesWhatIsOpen()
{
    QCOMPARE(m_window->windowTitle(), QStringLiteral("RoPE Explorer"));
    QVERIFY(m_window->fileActions()->applyPreset(QStringLiteral("llama3.1-8b")));
    QVERIFY(m_window->windowTitle().startsWith(presetByKey(QStringLiteral("llama3.1-8b"))->name));
    QVERIFY(m_window->windowTitle().endsWith(QStringLiteral("RoPE Explorer")));
}

void tst_MainWindow::aboutNamesTheNumericsInUse()
{
    // With dispatch, the level the dynamic loader should have picked, asked of the processor; without,
    // the one portable copy.
    const char* expected = "x86-64";
#if defined(ROPE_NATIVE_BUILD) || !defined(__x86_64__)
    QSKIP("one native copy of the numerics");
#elif defined(ROPE_CPU_DISPATCH)
    if (rope::test::cpuRunsLevel(4))
        expected = "x86-64-v4";
    else if (rope::test::cpuRunsLevel(3))
        expected = "x86-64-v3";
#endif
    QAction* about = nullptr;
    for (QAction* menu : m_window->menuBar()->actions())
        for (QAction* action : menu->menu()->actions())
            if (action->text().contains(QStringLiteral("About RoPE")))
                about = action;
    QVERIFY(about);
    QString text;
    QTimer::singleShot(0, [&text] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        text = box->text();
        QTest::keyClick(box, Qt::Key_Escape);
    });
    about->trigger();
    QVERIFY2(text.contains(QStringLiteral("Numerics built for %1 (").arg(QLatin1String(expected))), qPrintable(text));
}

void tst_MainWindow::aMessageBeforeShowingIsNotDrawnOverTheParameters()
{
    // As when a file given on the command line is opened before the window appears.
    MainWindow window;
    window.statusBar()->showMessage(QStringLiteral("Model config c.json: d = 64"), 60000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* params = window.statusBar()->findChild<ElidedLabel*>();
    QVERIFY(params);
    QVERIFY(!params->isVisible()); // the message has its place
    window.statusBar()->clearMessage();
    QVERIFY(params->isVisible());
}

void tst_MainWindow::presentingShowsTheFigureAloneAndStepsTheTour()
{
    // F11 (View → Present): full screen, no menus, panels or status bar; Page Down / Page Up (a
    // clicker's keys) step the tour; Esc leaves and the window comes back as it was.
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_window->lessons()->setStep(2);
    QTest::keyClick(m_window.get(), Qt::Key_F11);
    QVERIFY(m_window->presenting());
    QVERIFY(m_window->windowState() & Qt::WindowFullScreen);
    QVERIFY(!m_window->menuBar()->isVisible() && !m_window->statusBar()->isVisible());
    QVERIFY(!m_window->panelDock()->isVisible() && !m_window->navigatorDock()->isVisible());
    QTest::keyClick(m_window.get(), Qt::Key_PageDown);
    QCOMPARE(m_window->lessons()->step(), 3);
    QTest::keyClick(m_window.get(), Qt::Key_PageDown);
    QTest::keyClick(m_window.get(), Qt::Key_PageUp);
    QCOMPARE(m_window->lessons()->step(), 3);
    QTest::keyClick(m_window.get(), Qt::Key_Escape);
    QVERIFY(!m_window->presenting());
    QVERIFY(!(m_window->windowState() & Qt::WindowFullScreen));
    QVERIFY(m_window->menuBar()->isVisible() && m_window->statusBar()->isVisible());
    QVERIFY(m_window->panelDock()->isVisible() && m_window->navigatorDock()->isVisible());
    // Outside the presentation the clicker's keys step nothing.
    QTest::keyClick(m_window.get(), Qt::Key_PageDown);
    QCOMPARE(m_window->lessons()->step(), 3);
}

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
