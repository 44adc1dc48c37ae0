// Figures, not screenshots: every named figure is drawn whole, without controls, cropped, with a
// caption stating what it was drawn from; the labs follow the chosen model; the right-click menu and
// File → Export Figures… write what they say.

#include "ui/model/cheatsheet.h"
#include "ui/model/figures.h"
#include "ui/model/names.h"
#include "ui/model/presets.h"
#include "ui/model/settings.h"
#include "ui/views/view.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/style.h"
#include "ui/window/figureexport.h"
#include "ui/window/figuresdialog.h"
#include "ui/window/fileactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

#include "figurepixels.h"

#include <qcustomplot.h>

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace rope::ui;
using namespace rope::model;
using namespace figurepixels;

namespace {

QStringList visibleControls(QWidget* figure)
{
    QStringList found;
    for (QWidget* w : figure->findChildren<QWidget*>())
        if (w->isVisibleTo(figure) && (qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
                                       qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QAbstractSlider*>(w)))
            found << QStringLiteral("%1 %2").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName());
    return found;
}

} // namespace

class tst_Figures : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void everyFigureIsWellFormed();
    void everyFigureIsWholeCroppedAndWidgetFree_data();
    void everyFigureIsWholeCroppedAndWidgetFree();
    void aScrollingViewExportsWhole();
    void sectionsWithoutHeadingGetOneInFigures();
    void captionsStateWhatWasDrawn();
    void labsFollowTheChosenModel();
    void rightClickOffersExportAndCopy();
    void exportFiguresDialogWritesAGallery();

private:
    MainWindow* m_window = nullptr;
    QTemporaryDir m_dir;
};

void tst_Figures::init()
{
    QVERIFY(m_dir.isValid());
    m_window = new MainWindow(nullptr, MainWindow::Startup::Defaults);
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void tst_Figures::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void tst_Figures::sectionsWithoutHeadingGetOneInFigures()
{
    // partial/map, compare/*, remap/*, rope-2d/maps had no title of their own: the page's heading
    // names them in the window, and a figure lost it. In a figure each gets its figure's title;
    // remap's follows its method. The window does not show it.
    const auto headingOf = [](QWidget* section) {
        return section->findChild<QLabel*>(QStringLiteral("figureHeading"), Qt::FindDirectChildrenOnly);
    };
    for (const char* key : {"partial/map", "compare/scores", "compare/patterns", "rope-2d/maps", "remap/dca"}) {
        const FigureSpec* figure = figureByKey(QString::fromLatin1(key));
        QVERIFY2(figure, key);
        View* view = m_window->view(QString::fromLatin1(figure->view));
        view->applyViewState(figureViewState(*figure));
        QWidget* section = view->sectionWidget(QLatin1String(figure->section));
        QLabel* before = headingOf(section);
        QVERIFY2(!before || before->isHidden(), key);
        view->setFigureMode(true);
        QLabel* heading = headingOf(section);
        QVERIFY2(heading && !heading->isHidden(), key);
        QCOMPARE(heading->text(), QStringLiteral("<b>%1</b>").arg(figureTitle(*figure).toHtmlEscaped()));
        view->setFigureMode(false);
        QVERIFY2(heading->isHidden(), key);
    }
}

void tst_Figures::everyFigureIsWellFormed()
{
    QVERIFY(figures().size() >= 25);
    QSet<QString> keys, tags;
    for (const FigureSpec& f : figures()) {
        const QString key = QString::fromLatin1(f.key);
        QVERIFY2(!keys.contains(key), f.key);
        keys.insert(key);
        QVERIFY2(key.startsWith(QLatin1String(f.view) + QLatin1Char('/')), f.key);
        View* view = m_window->view(QString::fromLatin1(f.view));
        QVERIFY2(view, f.key);
        if (f.section)
            QVERIFY2(view->sectionWidget(QLatin1String(f.section)), f.key);
        QVERIFY2(bool(figureParams(f, nullptr)), f.key);
        QVERIFY2(!figureTitle(f).isEmpty(), f.key);
        for (const QString& t : figureTags(f))
            tags.insert(t);
        QCOMPARE(figureByKey(key), &f);
    }
    // Every cheat-sheet question has a figure a teacher can put on a slide.
    for (const CheatSheetEntry& e : cheatSheet())
        QVERIFY2(tags.contains(QLatin1String(e.tag)), e.tag);
    QCOMPARE(figureByKey(QStringLiteral("no/such")), nullptr);
}

void tst_Figures::everyFigureIsWholeCroppedAndWidgetFree_data()
{
    QTest::addColumn<QString>("key");
    for (const FigureSpec& f : figures())
        QTest::newRow(f.key) << QString::fromLatin1(f.key);
}

void tst_Figures::everyFigureIsWholeCroppedAndWidgetFree()
{
    QFETCH(QString, key);
    const FigureSpec& f = *figureByKey(key);
    const FigureTarget target{QLatin1String(f.view), f.section ? QLatin1String(f.section) : QString()};
    const Outcome ready = setUpFigure(*m_window, target, *figureParams(f, nullptr), figureViewState(f), 60000);
    QVERIFY2(ready, qPrintable(ready.message()));
    View* view = m_window->view(target.view);

    // In figure mode no control is left on the figure and nothing scrolls.
    view->setFigureMode(true);
    View::settleLayouts();
    QWidget* figure = view->figureWidget(target.section);
    QVERIFY(figure);
    const QStringList controls = visibleControls(figure);
    // No window-speak in a legend either: "(selected)" read oddly on a slide.
    for (QCustomPlot* plot : figure->findChildren<QCustomPlot*>())
        for (int i = 0; i < plot->plottableCount(); ++i)
            QVERIFY2(!plot->plottable(i)->name().contains(QStringLiteral("selected")),
                     qPrintable(plot->plottable(i)->name()));
    for (QScrollArea* area : view->findChildren<QScrollArea*>())
        QCOMPARE(area->verticalScrollBarPolicy(), Qt::ScrollBarAlwaysOff);
    view->setFigureMode(false);
    View::settleLayouts();
    QVERIFY2(controls.isEmpty(), qPrintable(controls.join(QStringLiteral(", "))));
    QVERIFY(!visibleControls(view).isEmpty() || target.view == QLatin1String("linked")); // and they come back

    // Cropped: a thin paper margin on every side, something drawn inside it.
    ExportOptions options;
    const QImage image = figureImage(*m_window, target, options);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() > 200 && image.height() > 100);
    QVERIFY(paperRow(image, 0) && paperRow(image, image.height() - 1));
    QVERIFY(paperColumn(image, 0) && paperColumn(image, image.width() - 1));
    QVERIFY(!paperRow(image, 14) || !paperRow(image, 20));
    QVERIFY(!paperColumn(image, 14) || !paperColumn(image, 20));

    // Paper, not the window: no pixel of the window's own colour, no selection or hover mark.
    const QColor window = m_window->palette().color(QPalette::Window);
    QCOMPARE(filledArea(image, window), 0);
    if (!magentaIsContent(key))
        QCOMPARE(areaOf(image, style::selection, 4), 0);
    // Cropped to what is drawn: no band of paper over 8 % of the figure across it.
    QVERIFY2(
        emptyBand(image, Qt::Vertical) <= 0.08,
        qPrintable(QStringLiteral("an empty band of %1 % of the height").arg(100 * emptyBand(image, Qt::Vertical))));
    QVERIFY2(
        emptyBand(image, Qt::Horizontal) <= 0.08,
        qPrintable(QStringLiteral("an empty band of %1 % of the width").arg(100 * emptyBand(image, Qt::Horizontal))));
}

void tst_Figures::aScrollingViewExportsWhole()
{
    // The pairing lab is taller than any window: the figure of the whole view is taller than what
    // the viewport shows, and its last section is in it.
    const Outcome ready = setUpFigure(*m_window, {QStringLiteral("pairing-lab"), {}}, AppParams(), {}, 60000);
    QVERIFY2(ready, qPrintable(ready.message()));
    View* lab = m_window->view(u"pairing-lab");
    QScrollArea* area = lab->findChild<QScrollArea*>();
    QVERIFY(area);
    const int viewport = area->viewport()->height();
    const QImage whole = figureImage(*m_window, {QStringLiteral("pairing-lab"), {}}, ExportOptions());
    QVERIFY2(whole.height() > viewport + 200, qPrintable(QStringLiteral("%1 vs %2").arg(whole.height()).arg(viewport)));
    const QImage last = figureImage(*m_window, {QStringLiteral("pairing-lab"), QStringLiteral("conventions")}, {});
    QVERIFY(!last.isNull() && last.height() < whole.height());
}

void tst_Figures::captionsStateWhatWasDrawn()
{
    const auto setUp = [this](const char* key) {
        const FigureSpec& f = *figureByKey(QLatin1String(key));
        const FigureTarget target{QLatin1String(f.view), f.section ? QLatin1String(f.section) : QString()};
        const Outcome ready = setUpFigure(*m_window, target, *figureParams(f, nullptr), figureViewState(f), 60000);
        return ready ? figureCaption(*m_window, target.view) : ready.message();
    };
    QString caption = setUp("toy/frames");
    QVERIFY2(caption.contains(QStringLiteral("θ = π/2")), qPrintable(caption));
    QVERIFY(caption.contains(QStringLiteral("d = 2")));

    caption = setUp("heatmaps/look-back");
    QVERIFY2(caption.contains(QStringLiteral("look-back head (Δ = 8, seed 0)")), qPrintable(caption));
    QVERIFY(caption.contains(QStringLiteral("causal")));
    QVERIFY(caption.contains(QStringLiteral("RoPE attention")));
    QVERIFY(caption.contains(QStringLiteral("softmax weights"))); // the hidden Logits/Weights choice, in words

    caption = setUp("pipeline/values");
    QVERIFY2(caption.contains(QStringLiteral("V rotated too, shift s = 100")), qPrintable(caption));

    caption = setUp("scaling/longrope");
    QVERIFY2(caption.contains(QStringLiteral("lab: LongRoPE")), qPrintable(caption));
    QVERIFY(caption.contains(QStringLiteral("d = 96")));
    QVERIFY(!caption.contains(QLatin1Char('{')) && !caption.contains(QStringLiteral("headDim"))); // no raw keys

    caption = setUp("heatmaps/compare");
    QVERIFY2(caption.contains(QStringLiteral("no mask")), qPrintable(caption));
    QVERIFY(caption.contains(QStringLiteral("N = 48")));
}

void tst_Figures::labsFollowTheChosenModel()
{
    // The same figure for three models: the lab shows each model's own head, base and scaling.
    const FigureSpec& f = *figureByKey(QStringLiteral("scaling/spectrum"));
    const FigureTarget target{QStringLiteral("scaling"), QStringLiteral("spectrum")};
    QList<QImage> images;
    for (const char* preset : {"phi3.5-mini-128k", "llama2-7b", "llama3.1-8b"}) {
        const AppParams start = presetByKey(QLatin1String(preset))->params;
        QVERIFY(setUpFigure(*m_window, target, *figureParams(f, &start), {}, 60000));
        const QJsonObject lab = m_window->view(u"scaling")->viewState();
        QCOMPARE(lab.value("base").toDouble(), start.rope.base);
        QCOMPARE(lab.value("headDim").toInt(), start.rope.rotaryDims());
        if (start.rope.scaling.method != rope::core::ScalingMethod::None)
            QCOMPARE(lab.value("method").toString(), QString(nameKey(start.rope.scaling.method)));
        images << figureImage(*m_window, target, {});
    }
    QVERIFY(images[0] != images[1] && images[1] != images[2] && images[0] != images[2]);
    QCOMPARE(m_window->view(u"scaling")->viewState().value("method").toString(), QStringLiteral("llama3"));
}

void tst_Figures::rightClickOffersExportAndCopy()
{
    m_window->showView(QStringLiteral("pairing-lab"));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->visibleViewsCurrent(), 60000);
    View* lab = m_window->view(u"pairing-lab");
    lab->showSection(QStringLiteral("trap"));
    QTRY_VERIFY(lab->sectionVisible(QStringLiteral("trap")));
    QWidget* trap = lab->sectionWidget(QStringLiteral("trap"));
    const QPoint inTrap = trap->mapTo(lab, QPoint(trap->width() / 2, 30));
    QCOMPARE(lab->sectionAt(inTrap), QStringLiteral("trap"));

    // A right-click anywhere in the section opens the menu (here on a child, which passes it up).
    QStringList offered;
    QTimer::singleShot(200, this, [&offered] {
        if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
            for (QAction* a : menu->actions())
                offered << a->text();
            menu->close();
        }
    });
    QWidget* child = lab->childAt(inTrap);
    QVERIFY(child);
    QContextMenuEvent event(QContextMenuEvent::Mouse, child->mapFrom(lab, inTrap),
                            child->mapToGlobal(child->mapFrom(lab, inTrap)));
    QApplication::sendEvent(child, &event);
    QTRY_COMPARE(offered.size(), 2);
    QVERIFY(offered[0].contains(QStringLiteral("Export This Figure")));
    QVERIFY(offered[1].contains(QStringLiteral("Copy This Figure")));

    // What the actions do: the section, whole, to a file and to the clipboard.
    const QString path = m_dir.filePath(QStringLiteral("trap.png"));
    QVERIFY(m_window->fileActions()->exportSection({QStringLiteral("pairing-lab"), QStringLiteral("trap")}, path));
    const QImage written(path);
    QVERIFY(!written.isNull());
    QVERIFY(written.height() > trap->height()); // 2×, with the caption under it
    QVERIFY(!m_window->fileActions()->exportSection({QStringLiteral("pairing-lab"), QStringLiteral("trap")},
                                                    QStringLiteral("/proc/no/such/trap.png")));
    QVERIFY(!QFile::exists(QStringLiteral("/proc/no/such/trap.png")));
    m_window->fileActions()->copySection({QStringLiteral("pairing-lab"), QStringLiteral("trap")});
    QCOMPARE(QApplication::clipboard()->image().size(), written.size());
    QTRY_VERIFY(lab->sectionVisible(QStringLiteral("trap"))); // the controls came back, the scroll stayed
}

void tst_Figures::exportFiguresDialogWritesAGallery()
{
    AppParams own;
    own.rope.headDim = 12;
    own.m = 17;
    m_window->applyParams(own);
    Settings settings;
    FiguresDialog dialog(&settings, m_window);
    dialog.show();
    QListWidget* list = dialog.figureList();
    QVERIFY(list->count() == int(figures().size()));
    for (int i = 0; i < list->count(); ++i)
        list->item(i)->setCheckState(Qt::Unchecked);
    QPushButton* save = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save);
    dialog.folderField()->setText(m_dir.filePath(QStringLiteral("gallery")));
    QTest::mouseClick(save, Qt::LeftButton);
    QVERIFY(dialog.errorText().contains(QStringLiteral("at least one figure")));

    list->item(0)->setCheckState(Qt::Checked);
    list->item(list->count() - 1)->setCheckState(Qt::Checked);
    QTest::mouseClick(save, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isVisible(), 60000);
    QCOMPARE(dialog.written().size(), 2);
    for (const QString& f : dialog.written())
        QVERIFY2(!QImage(f).isNull(), qPrintable(f));
    QFile index(m_dir.filePath(QStringLiteral("gallery/index.html")));
    QVERIFY(index.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(index.readAll());
    QVERIFY(html.contains(QLatin1String(figures().front().key)));
    QVERIFY(html.contains(QLatin1String(figures().back().key)));
    // Headings name the language in its own words, and the q1 … q10 tags are explained.
    QVERIFY2(html.contains(QStringLiteral(">English</h2>")), qPrintable(html.left(2000)));
    for (const CheatSheetEntry& e : cheatSheet())
        QVERIFY(html.contains(QStringLiteral("<span class=\"tag\">%1</span>%2")
                                  .arg(QLatin1String(e.tag), cheatSheetQuestion(e.tag).toHtmlEscaped())));
    // A hidden window drew them: the learner's own parameters are as they were.
    QVERIFY(m_window->panel()->params() == own);
}

QTEST_MAIN(tst_Figures)
#include "tst_figures.moc"
