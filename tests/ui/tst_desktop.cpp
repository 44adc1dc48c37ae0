// Desktop conventions of the window: Ctrl+PgDn / Ctrl+PgUp walk every view (wrapping), Help →
// Keyboard Shortcuts lists every shortcut and no two actions share one, and About names the licence
// and the libraries with their versions.
#include "ui/model/settings.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/style.h"
#include "ui/widgets/valueslider.h"
#include "ui/window/fileactions.h"
#include "ui/window/helpdialog.h"
#include "ui/window/mainwindow.h"
#include "ui/window/navigator.h"
#include "ui/window/parameterpanel.h"
#include "ui/window/windowkeeper.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTextBrowser>
#include <QTranslator>
#include <QtTest>

#include <qcustomplot.h>

#include <set>

using namespace rope::ui;

class tst_Desktop : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void ctrlPageKeysWalkEveryView();
    void shortcutsAreListedAndUnique();
    void aboutNamesLicenceAndLibraries();
    void zoomAndLanguageSwitchLive();
    void tourFloatsAsACard();
    void numberFieldsRefuseWhatTheyWouldChange_data();
    void numberFieldsRefuseWhatTheyWouldChange();

private:
    std::unique_ptr<MainWindow> m_window;
};

void tst_Desktop::init()
{
    m_window = std::make_unique<MainWindow>(nullptr, MainWindow::Startup::Defaults);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void tst_Desktop::cleanup() { m_window.reset(); }

void tst_Desktop::ctrlPageKeysWalkEveryView()
{
    const QStringList keys = viewKeys();
    m_window->showView(keys.first());
    QStringList visited{m_window->currentViewKey()};
    for (int i = 1; i < keys.size(); ++i) {
        QTest::keyClick(m_window.get(), Qt::Key_PageDown, Qt::ControlModifier);
        visited << m_window->currentViewKey();
    }
    QCOMPARE(visited, keys); // every view once, pages of shared tabs included, in menu order
    QTest::keyClick(m_window.get(), Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(m_window->currentViewKey(), keys.first()); // wraps to the first
    QTest::keyClick(m_window.get(), Qt::Key_PageUp, Qt::ControlModifier);
    QCOMPARE(m_window->currentViewKey(), keys.last()); // and back to the last
}

void tst_Desktop::shortcutsAreListedAndUnique()
{
    const auto rows = m_window->shortcuts();
    std::set<QString> seen;
    for (const auto& [name, keys] : rows)
        QVERIFY2(seen.insert(keys).second, qPrintable(QStringLiteral("%1 is used twice (%2)").arg(keys, name)));
    const auto has = [&rows](const QString& name, const QKeySequence& keys) {
        const QString text = keys.toString(QKeySequence::NativeText);
        return std::any_of(rows.begin(), rows.end(),
                           [&](const auto& row) { return row.first.endsWith(name) && row.second == text; });
    };
    QVERIFY(has(QStringLiteral("Go To…"), QKeySequence(Qt::CTRL | Qt::Key_K)));
    QVERIFY(has(QStringLiteral("Stop Computing"), QKeySequence(Qt::Key_Escape)));
    QVERIFY(has(QStringLiteral("Next View"), QKeySequence(Qt::CTRL | Qt::Key_PageDown)));
    QVERIFY(has(QStringLiteral("Keyboard Shortcuts"), QKeySequence(Qt::CTRL | Qt::Key_Slash)));
    QVERIFY(has(QStringLiteral("Open Session…"), QKeySequence::Open));
    QVERIFY(std::any_of(rows.begin(), rows.end(), [](const auto& row) { return row.first.startsWith("Tour › "); }));

    // Names are menu paths without mnemonics, in either language ("打开(&O)…" is "打开…").
    for (const auto& [name, keys] : rows)
        QVERIFY2(!name.contains(QLatin1Char('&')), qPrintable(name));
    QTranslator zh;
    QVERIFY(zh.load(QStringLiteral(":/i18n/rope-explorer_zh_CN.qm")));
    QCoreApplication::installTranslator(&zh);
    {
        MainWindow chinese(nullptr, MainWindow::Startup::Defaults);
        const auto translated = chinese.shortcuts();
        QCOMPARE(translated.size(), rows.size());
        QVERIFY(translated.first().first.startsWith(QStringLiteral("文件 › ")));
        const QRegularExpression mnemonic(QStringLiteral("[&]|\\([A-Z]\\)"));
        for (const auto& [name, keys] : translated)
            QVERIFY2(!mnemonic.match(name).hasMatch(), qPrintable(name));
    }
    QCoreApplication::removeTranslator(&zh);

    // The menu item shows them all in a dialog.
    QTest::keyClick(m_window.get(), Qt::Key_Slash, Qt::ControlModifier);
    HelpDialog* dialog = m_window->findChild<HelpDialog*>();
    QVERIFY(dialog && dialog->isVisible());
    const QString text = dialog->findChild<QTextBrowser*>()->toPlainText();
    for (const auto& [name, keys] : rows)
        QVERIFY2(text.contains(keys), qPrintable(keys));
    dialog->close();
}

void tst_Desktop::aboutNamesLicenceAndLibraries()
{
    const QString about = HelpDialog::aboutHtml();
    QVERIFY(about.contains(QLatin1String("MIT")));
    QVERIFY(about.contains(QLatin1String(QT_VERSION_STR)));
    QVERIFY(about.contains(QLatin1String(QCUSTOMPLOT_VERSION_STR)));
    QVERIFY(about.contains(QLatin1String("Eigen 3.4.")));
    QVERIFY(about.contains(QLatin1String("OpenMP 4.5")) || about.contains(QLatin1String("OpenMP 5.")));
    QVERIFY(about.contains(QCoreApplication::applicationVersion()));
}

void tst_Desktop::zoomAndLanguageSwitchLive()
{
    // Ctrl+= makes every font 15 % larger, Ctrl+0 brings it back, and choosing Chinese in the settings
    // dialog changes the window's language: each without a restart, keeping the parameters and view.
    m_window.reset();
    Settings().setZoom(1.0);
    Settings().setLanguage(QStringLiteral("en"));
    QTranslator zh;
    QVERIFY(zh.load(QStringLiteral(":/i18n/rope-explorer_zh_CN.qm")));
    WindowKeeper keeper([&zh] {
        if (Settings().language() == QLatin1String("zh_CN"))
            QCoreApplication::installTranslator(&zh);
        style::setFontScale(Settings().zoom());
    });
    QSignalSpy rebuilt(&keeper, &WindowKeeper::rebuilt);
    keeper.window()->show();
    QVERIFY(QTest::qWaitForWindowExposed(keeper.window()));
    AppParams p = keeper.window()->panel()->params();
    p.rope.base = 5000;
    keeper.window()->applyParams(p);
    keeper.window()->showView(QStringLiteral("pairing-lab"));
    const double points = QApplication::font().pointSizeF();

    QTest::keyClick(keeper.window(), Qt::Key_Equal, Qt::ControlModifier);
    QTRY_COMPARE(rebuilt.count(), 1);
    QCOMPARE(Settings().zoom(), 1.15);
    // Fonts go in whole pixels (0.75 pt): 15 % larger, to the nearest pixel.
    QVERIFY2(std::abs(QApplication::font().pointSizeF() - points * 1.15) <= 0.75,
             qPrintable(QStringLiteral("%1 → %2 pt").arg(points).arg(QApplication::font().pointSizeF())));
    QCOMPARE(keeper.window()->currentViewKey(), QStringLiteral("pairing-lab"));
    QCOMPARE(keeper.window()->panel()->params().rope.base, 5000.0);
    QVERIFY(keeper.window()->isVisible());

    QTest::keyClick(keeper.window(), Qt::Key_0, Qt::ControlModifier);
    QTRY_COMPARE(rebuilt.count(), 2);
    QCOMPARE(Settings().zoom(), 1.0);
    QCOMPARE(QApplication::font().pointSizeF(), points);

    // The settings dialog, driven as a learner would: choose 简体中文, OK.
    QTimer::singleShot(0, [] {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        auto* language = dialog->findChild<QComboBox*>();
        language->setCurrentIndex(language->findData(QStringLiteral("zh_CN")));
        dialog->accept();
    });
    keeper.window()->fileActions()->showSettings();
    QTRY_COMPARE(rebuilt.count(), 3);
    const QString clocks = keeper.window()->navigator()->button(QStringLiteral("clocks"))->text();
    QVERIFY2(clocks != QLatin1String("Clocks"), qPrintable(clocks));
    QCOMPARE(keeper.window()->currentViewKey(), QStringLiteral("pairing-lab"));
    QCOMPARE(keeper.window()->panel()->params().rope.base, 5000.0);
    QCoreApplication::removeTranslator(&zh);
    Settings().setLanguage(QString());
}

void tst_Desktop::tourFloatsAsACard()
{
    // Help → Tour as a Card: the tour leaves its dock and floats over the canvas, in its lower right
    // corner; the canvas takes the width the dock had. Unticked, it goes back.
    m_window->resize(1280, 800);
    m_window->lessonsDock()->show();
    QTest::qWait(20);
    const int besideWidth = m_window->centralWidget()->width();
    QTest::keyClick(m_window.get(), Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(m_window->lessonsDock()->isFloating());
    QTRY_VERIFY(m_window->centralWidget()->width() > besideWidth + 200);
    const QRect canvas(m_window->centralWidget()->mapToGlobal(QPoint(0, 0)), m_window->centralWidget()->size());
    QVERIFY2(canvas.contains(m_window->lessonsDock()->frameGeometry()),
             qPrintable(QStringLiteral("card %1,%2 %3×%4")
                            .arg(m_window->lessonsDock()->x())
                            .arg(m_window->lessonsDock()->y())
                            .arg(m_window->lessonsDock()->width())
                            .arg(m_window->lessonsDock()->height())));
    QTest::keyClick(m_window.get(), Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!m_window->lessonsDock()->isFloating());
}

void tst_Desktop::numberFieldsRefuseWhatTheyWouldChange_data()
{
    QTest::addColumn<QString>("field"); // the ValueSlider's label, or "seed"
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("reason"); // empty: accepted as typed
    QTest::addColumn<double>("value"); // what the field holds after it
    QTest::newRow("seed 1e-400") << "seed"
                                 << "1e-400"
                                 << "not a whole number" << 0.0;
    QTest::newRow("seed 2.5") << "seed"
                              << "2.5"
                              << "not a whole number" << 0.0;
    QTest::newRow("seed beyond") << "seed"
                                 << "5000000"
                                 << "outside 0 … 1000000" << 0.0;
    QTest::newRow("seed 1e3") << "seed"
                              << "1e3"
                              << "" << 1000.0;
    QTest::newRow("head dim 2.5") << "Head dimension (d)"
                                  << "2.5"
                                  << "not a whole number" << 64.0;
    QTest::newRow("base 1e99") << "Base (b)"
                               << "1e99"
                               << "is outside" << 10000.0;
    QTest::newRow("base 3.14159e2") << "Base (b)"
                                    << "3.14159e2"
                                    << "" << 314.159;
}

void tst_Desktop::numberFieldsRefuseWhatTheyWouldChange()
{
    // A number field never changes an entry on its own (Qt's box turned "1e-400" into 1400): it takes
    // it as typed or refuses it, keeps its value, and says why.
    QFETCH(QString, field);
    QFETCH(QString, typed);
    QFETCH(QString, reason);
    QFETCH(double, value);
    ParameterPanel* panel = m_window->panel();
    QAbstractSpinBox* box = nullptr;
    std::function<double()> held;
    std::function<QString()> said;
    if (field == QLatin1String("seed")) {
        auto* seed = qobject_cast<QSpinBox*>(panel->findChild<WholeNumberBox*>());
        box = seed;
        held = [seed] { return double(seed->value()); };
        QLabel* problem = nullptr;
        for (QLabel* l : panel->findChildren<QLabel*>())
            if (l->wordWrap() && l->styleSheet().contains(QLatin1String("B00040")))
                problem = l;
        QVERIFY(problem);
        said = [problem] { return problem->text(); };
    } else {
        ValueSlider* slider = nullptr;
        for (ValueSlider* s : panel->findChildren<ValueSlider*>())
            if (s->label()->text() == field)
                slider = s;
        QVERIFY2(slider, qPrintable(field));
        box = slider->spinBox();
        held = [slider] { return slider->spinBox()->value(); };
        said = [slider] { return slider->problem(); };
    }
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, typed);
    QTest::keyClick(box, Qt::Key_Return);
    // Exactly: a kept value is the old one, a taken one the number typed (QCOMPARE would be fuzzy at 0).
    QVERIFY2(held() == value, qPrintable(QStringLiteral("holds %1, expected %2").arg(held()).arg(value)));
    if (reason.isEmpty()) {
        QVERIFY2(said().isEmpty(), qPrintable(said()));
    } else {
        QVERIFY2(said().contains(reason) && said().contains(typed), qPrintable(said()));
    }
}

QTEST_MAIN(tst_Desktop)
#include "tst_desktop.moc"
