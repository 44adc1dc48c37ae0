// The window's layout, measured: every view at 1024×640, 1280×800 and 1920×1080, with the navigator,
// the parameters and the tour all open, in English and in Chinese. Nothing scrolls sideways from
// 1280×800 up, nothing is cut at any size, and the compared heatmaps get the room they need.
#include "ui/views/logitscaleview.h"
#include "ui/views/pefamiliesview.h"
#include "ui/views/sinksview.h"
#include "ui/views/textfold.h"
#include "ui/views/view.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/flowlayout.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/pipelinediagram.h"
#include "ui/widgets/style.h"
#include "ui/widgets/texttable.h"
#include "ui/widgets/vectorplane.h"
#include "ui/window/dockstrips.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

#include <qcustomplot.h>

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QTranslator>
#include <QtTest>

using namespace rope::ui;

class tst_Layout : public QObject {
    Q_OBJECT
private:
    // Whether the axis' tick labels are compact from 10 000 up and never run together.
    static bool ticksReadApart(QCPAxis* axis);
private slots:
    void everyViewFits_data();
    void everyViewFits();
    void docksCollapseToStrips_data();
    void docksCollapseToStrips();
    void textFoldsToOneLine();
    void comparedHeatmapsGetTheRoom_data();
    void comparedHeatmapsGetTheRoom();
    void readoutsInSight_data();
    void readoutsInSight();
    void lastItemFillsItsRow();
    void rowsOfMapsStandTogether();
    void largePositionsHaveCompactTicks();
    void lastTickLabelHasRoom();
    void clocksLegendSwatchesFollowTheFontScale();
    void diagramLabelsNeverCollide();
    void coincidingArrowsShareALabel();
    void dragsLeaveTheLayoutInPlace_data();
    void dragsLeaveTheLayoutInPlace();
    void pipelineTextsFit_data();
    void pipelineTextsFit();
    void everyControlHasATooltip();
    void captionHeightsFollowTheirText();
    void tableCellsWrapOnlyWhenNarrow();
};

namespace {

// The interface in `language` ("en", "zh_CN") while this lives: a translator removes itself when it
// is destroyed, so a test that stops early leaves English behind for the next.
class Interface {
public:
    explicit Interface(const QString& language)
    {
        m_ready = language == QLatin1String("en") ||
                  (m_translator.load(QStringLiteral(":/i18n/rope-explorer_%1.qm").arg(language)) &&
                   QCoreApplication::installTranslator(&m_translator));
    }
    bool ready() const { return m_ready; }

private:
    QTranslator m_translator;
    bool m_ready = false;
};

// The rows of a test run once per language: a "language" column, "en" and "zh_CN".
void addLanguageRows()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

// A window of this size and language with every dock open (or, without `tour`, the docks a fresh
// window opens with), on `key`, once drawn.
std::unique_ptr<MainWindow> openWindow(QSize size, const QString& key, bool tour = true)
{
    auto window = std::make_unique<MainWindow>(nullptr, MainWindow::Startup::Defaults);
    window->lessonsDock()->setVisible(tour);
    window->resize(size);
    window->showView(key);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    if (!QTest::qWaitFor([&] { return window->visibleViewsCurrent(); }, 60000))
        return nullptr;
    // The layout requests the drawing posted settle in a few rounds; a slow (sanitizer) build needs more than one.
    const auto geometries = [&] {
        QList<QRect> all;
        for (const QWidget* w : window->findChildren<QWidget*>())
            all << QRect(w->mapTo(window.get(), QPoint(0, 0)), w->size());
        return all;
    };
    QList<QRect> before = geometries();
    for (int round = 0, still = 0; round < 100 && still < 2; ++round) {
        QTest::qWait(50);
        const QList<QRect> now = geometries();
        still = now == before ? still + 1 : 0;
        before = now;
    }
    return window;
}

// The narrowest widgets in the area's content that need more than `room`: what holds it wide.
QStringList tooWide(QScrollArea* area, int room)
{
    QStringList wide;
    if (!area->widget())
        return wide;
    const auto least = [](QWidget* w) { return std::max(w->minimumWidth(), w->minimumSizeHint().width()); };
    for (QWidget* w : area->widget()->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(area) || least(w) <= room)
            continue;
        const bool childTooWide = std::any_of(w->children().begin(), w->children().end(), [&](QObject* o) {
            auto* c = qobject_cast<QWidget*>(o);
            return c && c->isVisibleTo(area) && least(c) > room;
        });
        if (!childTooWide)
            wide << QStringLiteral("%1 %2 (%3 px)")
                        .arg(w->metaObject()->className(),
                             qobject_cast<QLabel*>(w) ? qobject_cast<QLabel*>(w)->text().left(30) : w->objectName())
                        .arg(least(w));
    }
    return wide;
}

// What in `root` is cut: labels whose text does not fit their box, content wider than an area that
// cannot scroll sideways, and (unless allowed) sideways scroll bars.
QStringList problems(QWidget* root, bool sidewaysAllowed = false)
{
    QStringList found;
    for (QScrollArea* area : root->findChildren<QScrollArea*>()) {
        if (!area->isVisibleTo(root))
            continue;
        // With the sideways bar turned off, content wider than the area is cut at its right edge.
        if (area->horizontalScrollBarPolicy() == Qt::ScrollBarAlwaysOff && area->widget() &&
            area->widget()->minimumSizeHint().width() > area->viewport()->width())
            found << QStringLiteral("%1 is cut: it needs %2 px, has %3 px: %4")
                         .arg(area->widget()->metaObject()->className())
                         .arg(area->widget()->minimumSizeHint().width())
                         .arg(area->viewport()->width())
                         .arg(tooWide(area, area->viewport()->width()).join(QStringLiteral(", ")));
        if (sidewaysAllowed || !area->horizontalScrollBar()->isVisible())
            continue;
        const int room = area->viewport()->width();
        const QStringList wide = tooWide(area, room);
        found << QStringLiteral("%1 scrolls sideways (content %2 px in %3 px): %4")
                     .arg(area->objectName().isEmpty() ? area->parentWidget()->metaObject()->className()
                                                       : area->objectName())
                     .arg(area->widget() ? area->widget()->minimumSizeHint().width() : 0)
                     .arg(room)
                     .arg(wide.join(QStringLiteral(", ")));
    }
    for (QLabel* label : root->findChildren<QLabel*>()) {
        if (!label->isVisibleTo(root) || label->text().isEmpty() || label->width() <= 0 || TextFold::isFolded(label))
            continue; // a folded explanation shows its first line and "more" (Text on One Line)
        const int needed = label->wordWrap() ? label->heightForWidth(label->width()) : label->sizeHint().height();
        const bool tooNarrow = !label->wordWrap() && label->sizeHint().width() > label->width() + 1;
        if (tooNarrow || needed > label->height() + 1)
            found << QStringLiteral("label cut (%1×%2, needs %3×%4): %5")
                         .arg(label->width())
                         .arg(label->height())
                         .arg(label->wordWrap() ? label->width() : label->sizeHint().width())
                         .arg(needed)
                         .arg(label->text().left(60));
    }
    return found;
}

} // namespace

void tst_Layout::everyViewFits_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("key");
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const QSize size : {QSize(1024, 640), QSize(1280, 800), QSize(1920, 1080)})
            for (const QString& key : viewKeys())
                QTest::addRow("%s %dx%d %s", qPrintable(language), size.width(), size.height(), qPrintable(key))
                    << language << size << key;
}

void tst_Layout::everyViewFits()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(QString, key);
    const Interface interface(language);
    QVERIFY(interface.ready());
    const auto window = openWindow(size, key);
    QVERIFY(window);
    // A sideways scroll bar is a fault from 1280×800 up; below, a wide diagram may scroll, but nothing
    // may be cut.
    QStringList found = problems(window->view(key), size.width() < 1280);
    // At 1920×1080 the pictures own the view: figures cover at least 70 % of its height as it opens.
    // Some are bounded by the width instead: squares side by side (the 2-D toy's planes, 2-D RoPE's
    // maps, the remap view's distance and weight maps, the linear view's three maps, level under
    // captions of different lengths), a diagram drawn to its own proportions (the pipeline), one
    // strip of d cells per convention (partial RoPE). Those fill the width instead. The
    // checkpoint views show no figure before a checkpoint is opened.
    const ViewEntry* entry = findView(key);
    if (size.height() >= 1080 && !(entry && entry->opensOwnData)) {
        static const QStringList widthBound = {QStringLiteral("toy"),      QStringLiteral("rope-2d"),
                                               QStringLiteral("pipeline"), QStringLiteral("partial"),
                                               QStringLiteral("remap"),    QStringLiteral("linear")};
        View* view = window->view(key);
        const double share = view->figureShare();
        const double across = view->figureShare(Qt::Horizontal);
        qInfo("%s: figures cover %.0f %% of the view's height, %.0f %% of its width", qPrintable(key), 100 * share,
              100 * across);
        if (widthBound.contains(key) ? across < 0.9 || share < 0.25 : share < 0.7)
            found << QStringLiteral("figures cover %1 % of the view's height and %2 % of its width")
                         .arg(qRound(100 * share))
                         .arg(qRound(100 * across));
    }
    found += problems(window->navigatorDock());
    found += problems(window->panelDock());
    found += problems(window->lessonsDock());
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void tst_Layout::docksCollapseToStrips_data() { addLanguageRows(); }

void tst_Layout::docksCollapseToStrips()
{
    // On a small screen the side panels give way: each collapses to a strip that names it, the
    // compared maps take the width, and the strip opens the panel again at the width it had.
    QFETCH(QString, language);
    const Interface interface(language);
    QVERIFY(interface.ready());
    auto window = openWindow(QSize(1024, 640), QStringLiteral("heatmaps"));
    QVERIFY(window);
    AppParams compare = window->panel()->params();
    compare.heatmapMode = HeatmapMode::CompareEncodings;
    window->applyParams(compare);
    QTRY_VERIFY_WITH_TIMEOUT(window->visibleViewsCurrent(), 60000);
    View* view = window->view(u"heatmaps");
    const auto smallestMap = [&] {
        int side = INT_MAX;
        for (MapPlot* map : view->findChildren<MapPlot*>())
            if (map->isVisibleTo(view))
                side = std::min(side, map->plot()->axisRect()->rect().width());
        return side;
    };
    View::settleLayouts();
    const int openSide = smallestMap();
    const int openCanvas = window->centralWidget()->width();
    const int panelWidth = window->panelDock()->width();
    DockStrips* strips = window->dockStrips();
    const QList<QDockWidget*> docks = {window->navigatorDock(), window->panelDock(), window->lessonsDock()};
    for (QDockWidget* dock : docks) {
        QVERIFY(dock->isVisible());
        QToolButton* collapse = strips->titleBar(dock)->collapseButton();
        QVERIFY(collapse->isVisible() && !collapse->toolTip().isEmpty());
        QTest::mouseClick(collapse, Qt::LeftButton);
        QVERIFY(strips->isCollapsed(dock));
    }
    const int thickness = strips->strip(docks.first())->thickness();
    QTRY_VERIFY2(std::all_of(docks.begin(), docks.end(), [&](QDockWidget* d) { return d->width() <= thickness + 1; }),
                 qPrintable(QStringLiteral("dock widths %1 %2 %3, a strip is %4")
                                .arg(docks[0]->width())
                                .arg(docks[1]->width())
                                .arg(docks[2]->width())
                                .arg(thickness)));
    for (QDockWidget* dock : docks) {
        const DockStrip* strip = strips->strip(dock);
        QVERIFY(strip->isVisible());
        QCOMPARE(strip->text(), dock->windowTitle());
        // The name runs down the strip, whole (Chinese upright, a line per character).
        const QFontMetrics metrics = strip->fontMetrics();
        const int length =
            std::max<int>(metrics.horizontalAdvance(strip->text()), strip->text().size() * metrics.height());
        QVERIFY2(strip->height() >= length + 2 * thickness,
                 qPrintable(QStringLiteral("%1: %2 px tall").arg(strip->text()).arg(strip->height())));
    }
    QTRY_VERIFY(window->visibleViewsCurrent());
    View::settleLayouts();
    // The canvas takes all but the two strips' columns (and their separators).
    const int canvas = window->centralWidget()->width();
    QVERIFY2(
        canvas >= window->width() - 2 * thickness - 16,
        qPrintable(QStringLiteral("canvas %1 px of %2 (it was %3)").arg(canvas).arg(window->width()).arg(openCanvas)));
    const int side = smallestMap();
    qInfo("compared maps %d px with the panels open, %d px with strips; canvas %d → %d px", openSide, side, openCanvas,
          canvas);
    QVERIFY2(side >= openSide * 23 / 20,
             qPrintable(QStringLiteral("maps %1 px with strips, %2 px with the panels open").arg(side).arg(openSide)));

    // The strip opens its panel at the width it had; the other panel of its column stays a strip,
    // now a bar one line tall across the column.
    QTest::mouseClick(strips->strip(window->panelDock()), Qt::LeftButton);
    QVERIFY(!strips->isCollapsed(window->panelDock()));
    QTRY_VERIFY2(std::abs(window->panelDock()->width() - panelWidth) <= 2,
                 qPrintable(QString::number(window->panelDock()->width())));
    QTRY_VERIFY(window->navigatorDock()->height() <= thickness + 1);
    // The panel's own key (Ctrl+P) on a strip opens it rather than hiding it.
    window->lessonsDock()->toggleViewAction()->trigger();
    QVERIFY(window->lessonsDock()->isVisible() && !strips->isCollapsed(window->lessonsDock()));

    // The next window starts with the same strips.
    strips->setCollapsed(window->lessonsDock(), true);
    window->saveToSettings();
    window.reset();
    MainWindow again;
    QVERIFY(again.dockStrips()->isCollapsed(again.navigatorDock()));
    QVERIFY(again.dockStrips()->isCollapsed(again.lessonsDock()));
    QVERIFY(!again.dockStrips()->isCollapsed(again.panelDock()));
}

void tst_Layout::textFoldsToOneLine()
{
    // Text on One Line: each explanation keeps its first line and a "more" mark, the figures take the
    // height the text had, a click on the mark opens that one, and a figure always carries all its text.
    const auto window = openWindow(QSize(1280, 800), QStringLiteral("pe-families"));
    QVERIFY(window);
    View* view = window->view(u"pe-families");
    const double before = view->figureShare();
    window->setTextFolded(true);
    View::settleLayouts();
    QTest::qWait(100);
    QList<QLabel*> folded;
    for (QLabel* label : view->findChildren<QLabel*>())
        if (label->isVisibleTo(view) && TextFold::isFolded(label))
            folded << label;
    QVERIFY2(folded.size() >= 2, qPrintable(QString::number(folded.size())));
    for (const QLabel* label : folded)
        QVERIFY2(label->height() <= 2 * label->fontMetrics().lineSpacing() &&
                     label->height() < label->heightForWidth(label->width()) &&
                     !label->text().contains(QLatin1String("<table")),
                 qPrintable(QStringLiteral("%1 px tall of %2: %3")
                                .arg(label->height())
                                .arg(label->heightForWidth(label->width()))
                                .arg(label->text().left(50))));
    const double after = view->figureShare();
    qInfo("figures cover %.0f %% of the view's height with the text whole, %.0f %% on one line", 100 * before,
          100 * after);
    QVERIFY2(after > before + 0.03, qPrintable(QStringLiteral("%1 → %2").arg(before).arg(after)));

    // "more" opens that explanation, whole.
    QLabel* first = folded.first();
    QTest::mouseClick(first, Qt::LeftButton, {}, TextFold::markRect(first).center());
    View::settleLayouts();
    QTRY_VERIFY(!TextFold::isFolded(first) && first->height() >= first->heightForWidth(first->width()));
    QVERIFY(TextFold::isFolded(folded.last()));

    // A figure carries its whole text; back in the window it folds again.
    view->setFigureMode(true);
    for (const QLabel* label : folded)
        QVERIFY(!TextFold::isFolded(label) && label->maximumHeight() == QWIDGETSIZE_MAX);
    view->setFigureMode(false);
    QVERIFY(TextFold::isFolded(folded.last()));

    // Turned off, every text is whole again and nothing is cut.
    window->setTextFolded(false);
    View::settleLayouts();
    QTest::qWait(100);
    for (const QLabel* label : folded)
        QVERIFY(!TextFold::isFolded(label) && label->maximumHeight() == QWIDGETSIZE_MAX);
    const QStringList cut = problems(view);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

void tst_Layout::comparedHeatmapsGetTheRoom_data() { addLanguageRows(); }

void tst_Layout::comparedHeatmapsGetTheRoom()
{
    // The first picture a learner meets: three maps compared. At 1280×800 with every dock open each
    // map's plot area is at least 280 px square; at 1920×1080 the maps take 70 % of the view's height.
    QFETCH(QString, language);
    const Interface interface(language);
    QVERIFY(interface.ready());
    for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
        const auto window = openWindow(size, QStringLiteral("heatmaps"));
        QVERIFY(window);
        AppParams compare = window->panel()->params();
        compare.heatmapMode = HeatmapMode::CompareEncodings;
        window->applyParams(compare);
        QTRY_VERIFY_WITH_TIMEOUT(window->visibleViewsCurrent(), 60000);
        QTest::qWait(100);
        View* view = window->view(u"heatmaps");
        QList<MapPlot*> maps;
        for (MapPlot* map : view->findChildren<MapPlot*>())
            if (map->isVisibleTo(view))
                maps << map;
        QCOMPARE(maps.size(), 3);
        QRect united;
        for (MapPlot* map : maps) {
            const QRect area = map->plot()->axisRect()->rect();
            QVERIFY2(area.width() >= 280 && area.height() >= 280,
                     qPrintable(QStringLiteral("%1×%2 at %3×%4 (view %5×%6)")
                                    .arg(area.width())
                                    .arg(area.height())
                                    .arg(size.width())
                                    .arg(size.height())
                                    .arg(view->width())
                                    .arg(view->height())));
            QVERIFY2(std::abs(area.width() - area.height()) <= 1, "square cells");
            united |= QRect(map->plot()->mapTo(view, area.topLeft()), area.size());
        }
        if (size.height() >= 1080) {
            const double share = double(united.height()) / view->height();
            QVERIFY2(share >= 0.7, qPrintable(QString::number(share)));
        }
    }
}

void tst_Layout::readoutsInSight_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("key");
    for (const char* language : {"en", "zh_CN"})
        for (const char* key : {"logit-scale", "sinks"})
            QTest::addRow("%s/%s", key, language) << QString::fromLatin1(language) << QString::fromLatin1(key);
}

void tst_Layout::readoutsInSight()
{
    // A fresh window at 1280×800: the long-context labs' plots and the readouts that say their numbers
    // are in sight together, without scrolling (the logit-scale readouts and the sinks' share plot
    // used to start below the fold).
    QFETCH(QString, language);
    QFETCH(QString, key);
    const Interface interface(language);
    QVERIFY(interface.ready());
    const auto window = openWindow(QSize(1280, 800), key, false);
    QVERIFY(window);
    View* view = window->view(key);
    QVERIFY(view);
    QList<QWidget*> parts;
    if (auto* logit = qobject_cast<LogitScaleView*>(view))
        parts = {logit->multiplierPlot(), logit->methodText(), logit->dilutionPlot(), logit->dilutionReadout()};
    else if (auto* sinks = qobject_cast<SinksView*>(view))
        parts = {sinks->plainPlot(), sinks->sinkPlot(), sinks->sharePlot(), sinks->sinkReadout()};
    QCOMPARE(parts.size(), 4);
    auto* area = view->findChild<QScrollArea*>();
    QVERIFY(area);
    QCOMPARE(area->verticalScrollBar()->value(), 0);
    const QRect sight = area->viewport()->rect();
    for (QWidget* part : parts) {
        QVERIFY(part->isVisibleTo(view));
        // A label's text, not its box (a box may be stretched past the text it holds).
        QRect box(part->mapTo(area->viewport(), QPoint(0, 0)), part->size());
        if (auto* label = qobject_cast<QLabel*>(part)) {
            QVERIFY(!label->text().isEmpty());
            box.setHeight(label->heightForWidth(label->width()));
        }
        QVERIFY2(sight.contains(box), qPrintable(QStringLiteral("%1 at %2,%3 %4×%5 in a %6×%7 page")
                                                     .arg(part->metaObject()->className())
                                                     .arg(box.x())
                                                     .arg(box.y())
                                                     .arg(box.width())
                                                     .arg(box.height())
                                                     .arg(sight.width())
                                                     .arg(sight.height())));
    }
}

void tst_Layout::lastItemFillsItsRow()
{
    // Four panels of at least 100 px, 10 px apart. At 330 px three columns of 103 px, and the fourth
    // (alone on its row) takes the whole row; at 220 px two columns of 105 px, and the fourth takes
    // what is left beside the third. Without the option it keeps its column's width, and alone on
    // its row it stands in the middle: (3 − 1) × (103 + 10) / 2 = 113 px in.
    for (const bool fills : {true, false}) {
        QWidget page;
        auto* row = new FlowLayout(&page, FlowLayout::Mode::Columns);
        row->setContentsMargins(0, 0, 0, 0);
        row->setSpacing(10);
        row->setLastFillsRow(fills);
        QList<QWidget*> panels;
        for (int i = 0; i < 4; ++i) {
            panels << new QWidget;
            panels.back()->setMinimumSize(100, 50);
            row->addWidget(panels.back());
        }
        row->setGeometry(QRect(0, 0, 330, row->heightForWidth(330)));
        QCOMPARE(panels[2]->geometry(), QRect(226, 0, 103, 50));
        QCOMPARE(panels[3]->geometry(), fills ? QRect(0, 60, 330, 50) : QRect(113, 60, 103, 50));
        row->setGeometry(QRect(0, 0, 221, row->heightForWidth(221)));
        QCOMPARE(panels[2]->geometry(), QRect(0, 60, 105, 50));
        QCOMPARE(panels[3]->geometry(), QRect(115, 60, fills ? 106 : 105, 50));
    }
}

void tst_Layout::rowsOfMapsStandTogether()
{
    // The PE families' nine maps with the tour open at 1280×800: two columns, each map as tall as its
    // square needs, so the next row starts right under it (it kept the first estimate of the axes'
    // room: a 160 px gap under every row).
    const auto window = openWindow(QSize(1280, 800), QStringLiteral("pe-families"));
    QVERIFY(window);
    const auto* view = qobject_cast<PeFamiliesView*>(window->view(u"pe-families"));
    QVERIFY(view);
    const std::vector<MapPlot*>& maps = view->mapPlots();
    QCOMPARE(maps.size(), size_t(9));
    QString seen;
    const auto together = [&] {
        const QRect first(maps[0]->mapTo(view, QPoint(0, 0)), maps[0]->size());
        const QRect third(maps[2]->mapTo(view, QPoint(0, 0)), maps[2]->size());
        const QRect cells(maps[0]->mapTo(view, maps[0]->plotArea().topLeft()), maps[0]->plotArea().size());
        seen = QStringLiteral("first map %1…%2 (cells to %3), third at %4,%5")
                   .arg(first.top())
                   .arg(first.bottom())
                   .arg(cells.bottom())
                   .arg(third.left())
                   .arg(third.top());
        // Two columns: the third map opens the second row, under the first.
        return third.left() == first.left() && third.top() > first.bottom() && third.top() - first.bottom() <= 12 &&
               first.bottom() - cells.bottom() <= 60; // the axis' ticks and label under the cells
    };
    QTRY_VERIFY2(together(), qPrintable(seen));
}

void tst_Layout::lastTickLabelHasRoom()
{
    // A log axis from 1 to 10⁶ ends on a tick. QCustomPlot leaves out a tick label that would cross
    // the widget's edge, and the plot's right margin had no room for half of "10⁶": precision/angles
    // and logit-scale/multipliers at 1.5× type ended on 10⁴ with no label at their end. (QCustomPlot
    // compares with the viewport's last pixel; the fit keeps 2 px.)
    QCustomPlot plot;
    style::keepAxisLabelsWhole(&plot);
    style::useLogAxis(plot.xAxis);
    QFont large = plot.xAxis->tickLabelFont();
    large.setPointSizeF(large.pointSizeF() * 1.5);
    plot.xAxis->setTickLabelFont(large);
    plot.xAxis->setRange(1, 1e6);
    plot.resize(420, 260);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    plot.replot();
    plot.replot(); // the margin asked for in the first replot is laid out in the second
    QCOMPARE(plot.xAxis->tickVector().last(), 1e6);
    const QString label = plot.xAxis->tickVectorLabels().last();
    QCOMPARE(label, QStringLiteral("10⁶"));
    const double end = plot.xAxis->coordToPixel(1e6) + QFontMetricsF(large).horizontalAdvance(label) / 2;
    QVERIFY2(end <= plot.width() - 2,
             qPrintable(QStringLiteral("the label ends at %1 of %2 px").arg(end).arg(plot.width())));
}

void tst_Layout::clocksLegendSwatchesFollowTheFontScale()
{
    // The legend's squares are half again as large as its 10 pt text at every font scale: a fixed
    // 15.75 pt stayed small beside 1.5× type (clocks/head, linked/linked).
    for (const double scale : {1.0, 1.5, 2.0}) {
        style::setFontScale(scale);
        MainWindow window(nullptr, MainWindow::Startup::Defaults);
        QString text;
        for (QLabel* label : window.view(u"clocks")->findChildren<QLabel*>())
            if (label->text().contains(QStringLiteral("■")))
                text = label->text();
        const QRegularExpressionMatch match =
            QRegularExpression(QStringLiteral("font-size:([0-9.]+)pt'>■")).match(text);
        QVERIFY2(match.hasMatch(), qPrintable(text));
        const double expected = 1.5 * style::fontOfSize(10).pointSizeF();
        QVERIFY2(std::abs(match.captured(1).toDouble() - expected) < 0.01,
                 qPrintable(QStringLiteral("scale %1: %2 pt, not %3").arg(scale).arg(match.captured(1)).arg(expected)));
    }
    style::setFontScale(1.0);
}

void tst_Layout::largePositionsHaveCompactTicks()
{
    // A map of N = 131072 on 300 px: ticks like 50k, 100k, far enough apart never to run together
    // ("0 50000100000" before).
    MapPlot map;
    MapPlot::Grid grid;
    grid.rows = grid.cols = 131072;
    grid.rowPool = grid.colPool = 2048;
    map.setGrid(rope::core::RowMatrixXf::Zero(64, 64), grid, MapPlot::Palette::Diverging, QStringLiteral("map"),
                QStringLiteral("logit"));
    map.resize(400, 420);
    map.show();
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    map.plot()->replot();
    QVERIFY(ticksReadApart(map.plot()->xAxis));

    // A map's axes count cells (positions, dimensions, tokens): ticks at whole numbers only, where a
    // 16-wide map of key dimensions had 2.5, 7.5, 12.5 (kv-cache/decode).
    MapPlot narrow;
    MapPlot::Grid cells;
    cells.rows = 32;
    cells.cols = 16;
    narrow.setGrid(rope::core::RowMatrixXf::Zero(32, 16), cells, MapPlot::Palette::Diverging, QStringLiteral("cache"),
                   QStringLiteral("component"));
    narrow.setSquare(false);
    narrow.resize(300, 420);
    narrow.show();
    QVERIFY(QTest::qWaitForWindowExposed(&narrow));
    narrow.plot()->replot();
    for (QCPAxis* axis : {narrow.plot()->xAxis, narrow.plot()->yAxis}) {
        QVERIFY(axis->tickVector().size() >= 2);
        for (double tick : axis->tickVector())
            QVERIFY2(tick == std::floor(tick), qPrintable(QString::number(tick)));
    }

    // The same on a curve: the scaling lab's score to Δ = 131072.
    const auto window = openWindow(QSize(1280, 800), QStringLiteral("scaling"));
    QVERIFY(window);
    int wide = 0;
    for (QCustomPlot* plot : window->view(u"scaling")->findChildren<QCustomPlot*>()) {
        if (!plot->isVisible() || plot->xAxis->scaleType() != QCPAxis::stLinear || plot->xAxis->range().upper < 1e5)
            continue;
        plot->replot();
        ++wide;
        QVERIFY(ticksReadApart(plot->xAxis));
    }
    QVERIFY(wide >= 1);
}

bool tst_Layout::ticksReadApart(QCPAxis* axis)
{
    const QVector<QString> labels = axis->tickVectorLabels();
    if (labels.size() < 2 || labels.size() > 7)
        return false;
    const QVector<double> ticks = axis->tickVector();
    for (int i = 0; i < labels.size(); ++i)
        if (std::abs(ticks[i]) >= 1e4 && !labels[i].endsWith(QLatin1Char('k'))) {
            qWarning("tick label %s is not compact", qPrintable(labels[i]));
            return false;
        }
    const QFontMetrics metrics(axis->tickLabelFont());
    for (int i = 1; i < ticks.size(); ++i) {
        const double gap = axis->coordToPixel(ticks[i]) - axis->coordToPixel(ticks[i - 1]);
        const double room = (metrics.horizontalAdvance(labels[i]) + metrics.horizontalAdvance(labels[i - 1])) / 2.0;
        if (gap <= room + 4) {
            qWarning("%s and %s touch", qPrintable(labels[i - 1]), qPrintable(labels[i]));
            return false;
        }
    }
    return true;
}

void tst_Layout::diagramLabelsNeverCollide()
{
    // Every text of a vector diagram (axis names, arrow and arc labels) keeps clear of every other
    // text, of the title and of every arrow's head, and stays inside the drawing, at every position
    // the views are driven to, on a small and a large plane. Before the placement pass, q, Rₘq and
    // "mθ = 6" lay on top of each other at the default m = 6, n = 2.
    const auto window = openWindow(QSize(1280, 800), QStringLiteral("toy"));
    QVERIFY(window);
    QStringList found;
    int checked = 0;
    for (const QString& key : {QStringLiteral("toy"), QStringLiteral("sin-cos-origin")}) {
        window->showView(key);
        View* view = window->view(key);
        for (int step = 0; step < 24; ++step) {
            AppParams params = window->panel()->params();
            params.m = (step * 7) % 41;
            params.n = (step * 3) % 13;
            params.rope.thetaOverride = step % 3 == 0 ? std::optional<double>(0.3 + 0.25 * step) : std::nullopt;
            QVERIFY(params.validate().empty());
            window->applyParams(params);
            QTRY_VERIFY_WITH_TIMEOUT(view->results() && view->results()->params.m == params.m &&
                                         view->results()->params.n == params.n && window->visibleViewsCurrent(),
                                     20000);
            if (key == QStringLiteral("sin-cos-origin")) {
                // The two uses side by side share one scale: the content x (left) and q (right) are
                // one vector, drawn at one length.
                const auto planes = view->findChildren<VectorPlane*>();
                QCOMPARE(planes.size(), 2);
                double drawn[2];
                for (int i = 0; i < 2; ++i) {
                    const VectorPlane::Layout layout = planes[i]->layout(QRectF(QPointF(0, 0), QSizeF(300, 300)));
                    QVERIFY(!layout.arrows.empty());
                    const auto& first = layout.arrows.front(); // x, and q: outlined, drawn first
                    QCOMPARE(first.arrow->label, i == 0 ? QStringLiteral("x") : QStringLiteral("q"));
                    drawn[i] = QLineF(first.tail, first.tip).length();
                }
                QVERIFY2(
                    std::abs(drawn[0] - drawn[1]) < 0.5,
                    qPrintable(QStringLiteral("x %1 px, q %2 px at m = %3").arg(drawn[0]).arg(drawn[1]).arg(params.m)));
            }
            for (VectorPlane* plane : view->findChildren<VectorPlane*>()) {
                for (const QSizeF size : {QSizeF(230, 230), QSizeF(plane->size()), QSizeF(700, 700)}) {
                    const VectorPlane::Layout layout = plane->layout(QRectF(QPointF(0, 0), size));
                    const auto where = [&](const QString& what) {
                        return QStringLiteral("%1 at m = %2, n = %3, %4×%5: %6")
                            .arg(key)
                            .arg(params.m)
                            .arg(params.n)
                            .arg(size.width())
                            .arg(size.height())
                            .arg(what);
                    };
                    for (std::size_t i = 0; i < layout.texts.size(); ++i) {
                        const VectorPlane::Layout::Text& a = layout.texts[i];
                        ++checked;
                        if (!layout.plot.contains(a.box))
                            found << where(a.text + QStringLiteral(" leaves the drawing"));
                        if (a.box.intersects(layout.titleBox))
                            found << where(a.text + QStringLiteral(" covers the title"));
                        for (std::size_t j = i + 1; j < layout.texts.size(); ++j)
                            if (a.box.intersects(layout.texts[j].box))
                                found << where(a.text + QStringLiteral(" covers ") + layout.texts[j].text);
                        for (const VectorPlane::Layout::Shape& shape : layout.arrows)
                            if (QPolygonF(a.box).intersects(shape.head))
                                found << where(a.text + QStringLiteral(" covers the head of ") + shape.arrow->label);
                    }
                }
            }
        }
    }
    QVERIFY(checked > 500);
    found.removeDuplicates();
    QVERIFY2(found.isEmpty(), qPrintable(found.mid(0, 20).join(QLatin1Char('\n'))));
}

void tst_Layout::coincidingArrowsShareALabel()
{
    // The 2-D toy at n = 0: the key does not turn, so Rₙk lies on k; two labels crowded one tip.
    // Arrows of one kind (one hue) on one place share "k = Rₙk"; q on the same place, another kind,
    // keeps its own label.
    VectorPlane plane;
    const QPointF k(1, 0);
    plane.setContent({{k, style::key.lighter(130), QStringLiteral("k"), {0, 0}, true, true},
                      {k, style::key, QStringLiteral("Rₙk"), {0, 0}, true},
                      {k, style::query, QStringLiteral("q"), {0, 0}},
                      {QPointF(0, 1), style::query, QStringLiteral("Rₘq"), {0, 0}}},
                     {});
    const VectorPlane::Layout layout = plane.layout(QRectF(0, 0, 300, 300));
    QStringList texts;
    for (const VectorPlane::Layout::Text& text : layout.texts)
        if (!text.axis)
            texts << text.text;
    QStringList wanted{QStringLiteral("k = Rₙk"), QStringLiteral("q"), QStringLiteral("Rₘq")};
    texts.sort();
    wanted.sort();
    QCOMPARE(texts, wanted);
    QCOMPARE(layout.arrows.size(), size_t(4)); // every arrow is still drawn
}

void tst_Layout::dragsLeaveTheLayoutInPlace_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("slider");
    for (const QString& key : {QStringLiteral("heatmaps"), QStringLiteral("curve"), QStringLiteral("clocks"),
                               QStringLiteral("toy"), QStringLiteral("sin-cos-origin"), QStringLiteral("compare")})
        for (const QString& slider : {QStringLiteral("m"), QStringLiteral("N")})
            QTest::addRow("%s %s", qPrintable(key), qPrintable(slider)) << key << slider;
}

void tst_Layout::dragsLeaveTheLayoutInPlace()
{
    // Dragging the query position or the sequence length changes numbers, not places: every plot,
    // map and diagram of the view keeps its geometry through the drag (a caption that gained a
    // line made the maps jump 15 px).
    QFETCH(QString, key);
    QFETCH(QString, slider);
    const auto window = openWindow(QSize(1280, 800), key);
    QVERIFY(window);
    View* view = window->view(key);
    const auto places = [&] {
        QList<QRect> found;
        for (QWidget* w : view->findChildren<QWidget*>())
            if (View::isFigure(w) && w->isVisibleTo(view))
                found << QRect(w->mapTo(view, QPoint(0, 0)), w->size());
        return found;
    };
    QList<QRect> first;
    for (int step = 0; step < 12; ++step) {
        AppParams params = window->panel()->params();
        if (slider == QLatin1String("m"))
            params.m = 3 + 5 * step; // 3 … 58: one digit to two
        else
            params.seqLen = step < 6 ? 64 + 150 * step : 900 + 1700 * step; // 64 … 19600
        params.m = std::min<double>(params.m, params.seqLen - 1);
        params.n = std::min(params.n, params.m);
        QVERIFY(params.validate().empty());
        window->applyParams(params);
        QTRY_VERIFY_WITH_TIMEOUT(view->results() && view->results()->params == params && window->visibleViewsCurrent(),
                                 30000);
        View::settleLayouts();
        const QList<QRect> now = places();
        if (step == 0)
            first = now;
        QVERIFY(!now.isEmpty());
        QStringList moved;
        for (int i = 0; i < std::min(now.size(), first.size()); ++i)
            if (now[i] != first[i])
                moved << QStringLiteral("%1,%2 %3×%4 → %5,%6 %7×%8")
                             .arg(first[i].x())
                             .arg(first[i].y())
                             .arg(first[i].width())
                             .arg(first[i].height())
                             .arg(now[i].x())
                             .arg(now[i].y())
                             .arg(now[i].width())
                             .arg(now[i].height());
        QVERIFY2(now.size() == first.size() && moved.isEmpty(),
                 qPrintable(QStringLiteral("at step %1 (N = %2, m = %3) the figures moved: %4")
                                .arg(step)
                                .arg(params.seqLen)
                                .arg(params.m)
                                .arg(moved.join(QStringLiteral("; ")))));
    }
}

void tst_Layout::pipelineTextsFit_data() { addLanguageRows(); }

void tst_Layout::pipelineTextsFit()
{
    // Every text of the pipeline diagram fits the box it was given and covers no other text, with V
    // rotated or not, in both languages, at the sizes the window gives it.
    QFETCH(QString, language);
    const Interface interface(language);
    QVERIFY(interface.ready());
    const auto window = openWindow(QSize(1280, 800), QStringLiteral("pipeline"));
    QVERIFY(window);
    View* view = window->view(u"pipeline");
    auto* diagram = view->findChild<PipelineDiagram*>();
    QVERIFY(diagram);
    QStringList found;
    for (const bool rotateV : {false, true}) {
        view->applyViewState({{"rotateV", rotateV}});
        QTRY_VERIFY_WITH_TIMEOUT(window->visibleViewsCurrent(), 20000);
        for (const QSize size : {diagram->size(), QSize(560, 215), QSize(1600, 620)}) {
            QImage image(size, QImage::Format_ARGB32);
            QPainter painter(&image);
            diagram->paint(painter, QRectF(QPointF(0, 0), size));
            const auto& texts = diagram->paintedTexts();
            QVERIFY(texts.size() >= 15);
            for (std::size_t i = 0; i < texts.size(); ++i) {
                if (!texts[i].box.adjusted(-1, -1, 1, 1).contains(texts[i].drawn))
                    found << QStringLiteral("\"%1\" does not fit its box").arg(texts[i].text);
                for (std::size_t j = i + 1; j < texts.size(); ++j)
                    if (texts[i].drawn.intersects(texts[j].drawn))
                        found << QStringLiteral("\"%1\" covers \"%2\"").arg(texts[i].text, texts[j].text);
            }
        }
    }
    found.removeDuplicates();
    QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
}

void tst_Layout::everyControlHasATooltip()
{
    // Every button, box, slider and field of every view and panel says what it does on hover (its own
    // tooltip, or the labelled control's: a radio button's group, a spin box's slider).
    const auto window = openWindow(QSize(1280, 800), QStringLiteral("clocks"));
    QVERIFY(window);
    QStringList bare;
    QStringList places = viewKeys();
    places << QStringLiteral("navigator") << QStringLiteral("parameters") << QStringLiteral("tour");
    for (const QString& key : places) {
        QWidget* root = key == QLatin1String("navigator")    ? window->navigatorDock()->widget()
                        : key == QLatin1String("parameters") ? window->panelDock()->widget()
                        : key == QLatin1String("tour")       ? window->lessonsDock()->widget()
                                                             : window->showView(key);
        for (QWidget* w : root->findChildren<QWidget*>()) {
            const bool control = qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
                                 qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QAbstractSlider*>(w);
            if (!control || qobject_cast<QScrollBar*>(w) || !w->isVisibleTo(root) || !w->isEnabled())
                continue;
            QString tip = w->toolTip();
            for (QWidget* p = w->parentWidget(); tip.isEmpty() && p && p != root; p = p->parentWidget())
                tip = p->toolTip();
            if (tip.isEmpty()) {
                const auto* button = qobject_cast<QAbstractButton*>(w);
                bare << QStringLiteral("%1: %2 %3")
                            .arg(key, w->metaObject()->className(), button ? button->text() : w->objectName());
            }
        }
    }
    QVERIFY2(bare.isEmpty(), qPrintable(QStringLiteral("%1 controls without a tooltip:\n").arg(bare.size()) +
                                        bare.join(QLatin1Char('\n'))));
}

void tst_Layout::captionHeightsFollowTheirText()
{
    // A caption remembers its height for a width (a layout pass asks many times); it must answer as
    // a plain QLabel of the same form does, through every change of text, font or wrapping.
    QLabel* caption = rope::ui::style::captionLabel(QStringLiteral("<b>Short</b> caption"));
    QLabel plain(caption->text());
    plain.setFont(caption->font());
    plain.setTextFormat(caption->textFormat());
    plain.setWordWrap(caption->wordWrap());
    // The first width at which the caption and QLabel disagree, or nothing.
    const auto mismatch = [&] {
        // Far wider than the text after narrower ones, as a row's size hint asks: the unwrapped height.
        for (int width : {90, 240, 90, 600, 240, 5000, 90, 3000, 240, 600, 4000}) {
            const int got = caption->heightForWidth(width), expected = plain.heightForWidth(width);
            if (got != expected)
                return QStringLiteral("width %1: %2 px, QLabel says %3 px").arg(width).arg(got).arg(expected);
        }
        return QString();
    };
    QVERIFY2(mismatch().isEmpty(), qPrintable(mismatch()));
    const int shortHeight = caption->heightForWidth(90);
    const QString longer = QStringLiteral("A caption long enough to wrap onto several lines at ninety pixels, and then "
                                          "some more words so that it certainly does");
    caption->setText(longer);
    plain.setText(longer);
    QVERIFY2(mismatch().isEmpty(), qPrintable(QStringLiteral("longer text, ") + mismatch()));
    QVERIFY(caption->heightForWidth(90) > shortHeight); // the test sees a change, not two stale answers
    QFont larger = caption->font();
    larger.setPointSizeF(larger.pointSizeF() * 2);
    caption->setFont(larger);
    plain.setFont(larger);
    QVERIFY2(mismatch().isEmpty(), qPrintable(QStringLiteral("larger font, ") + mismatch()));
    // A rich-text table (the M-RoPE and partial views have them): its cells wrap when narrow.
    QString table = QStringLiteral("<table cellpadding='4'><tr><th>family</th><th>spread across diagonals</th></tr>");
    for (int row = 0; row < 6; ++row)
        table += QStringLiteral("<tr><td>family number %1 with a long name</td><td>0.%1</td></tr>").arg(row);
    table += QStringLiteral("</table>");
    caption->setText(table);
    plain.setText(table);
    QVERIFY2(mismatch().isEmpty(), qPrintable(QStringLiteral("table, ") + mismatch()));
    caption->setWordWrap(false);
    plain.setWordWrap(false);
    QVERIFY2(mismatch().isEmpty(), qPrintable(QStringLiteral("no wrapping, ") + mismatch()));
    delete caption;
}

void tst_Layout::tableCellsWrapOnlyWhenNarrow()
{
    // The PE families readouts: a heading stays on one line while the table has room for it (a
    // wrapped QLabel's own size hint is a box a few lines tall, which broke "Δ only? (diagonal
    // spread)" in two beside 400 px of spare width), wraps when the table is narrow, and no cell
    // ever runs past the table.
    TextTable table;
    const QStringList header{QStringLiteral("Family"), QStringLiteral("Δ only? (diagonal spread)"),
                             QStringLiteral("Falls with distance? (near − far)")};
    std::vector<TextTable::Row> rows{
        {QColor(Qt::black),
         {QStringLiteral("NoPE"), QStringLiteral("yes (0)"), QStringLiteral("no (0)")},
         QStringLiteral("Past the training length: nothing to run out of; only a causal mask tells order.")},
        {QColor(Qt::red), {QStringLiteral("RoPE"), QStringLiteral("yes (0)"), QStringLiteral("yes (0.72)")}, {}}};
    table.setTable(header, rows);
    const QFontMetrics metrics(table.font());
    const int oneLine = metrics.height();
    auto labelsOf = [&] { return table.findChildren<QLabel*>(); };
    auto layOut = [&](int width) {
        table.resize(width, table.heightForWidth(width) > 0 ? table.heightForWidth(width) : table.sizeHint().height());
        table.layout()->activate();
    };
    table.show();
    layOut(1200);
    for (QLabel* label : labelsOf()) {
        if (label->text().isEmpty() || !label->isVisible())
            continue;
        QVERIFY2(label->height() < 2 * oneLine,
                 qPrintable(QStringLiteral("'%1' took %2 px at 1200 px").arg(label->text()).arg(label->height())));
    }
    QCOMPARE(table.text(), QStringLiteral("Family\tΔ only? (diagonal spread)\tFalls with distance? (near − far)\n"
                                          "NoPE\tyes (0)\tno (0)\n"
                                          "Past the training length: nothing to run out of; only a causal mask tells "
                                          "order.\nRoPE\tyes (0)\tyes (0.72)"));
    const int narrow = 260;
    layOut(narrow);
    bool wrapped = false;
    for (QLabel* label : labelsOf()) {
        if (!label->isVisible())
            continue;
        QVERIFY2(label->geometry().right() < narrow,
                 qPrintable(QStringLiteral("'%1' ends at %2").arg(label->text()).arg(label->geometry().right())));
        wrapped = wrapped || (label->text() == header[1] && label->height() >= 2 * oneLine);
    }
    QVERIFY2(wrapped, "the long heading wraps in a narrow table");
}

QTEST_MAIN(tst_Layout)
#include "tst_layout.moc"
