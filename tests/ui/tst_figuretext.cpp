// Every named figure, in both languages, draws each of its texts whole (none cut by its clip, none
// outside the figure) and clear of the others, on paper cropped to what it shows. The texts are collected where they are drawn
// (ui/widgets/textrecorder.h), whatever draws them: labels, plots, tables, painted diagrams.
// So at font scales 1.5 and 2 (--font-scale, slides seen from the back of a room): the views
// relayout rather than clip.

#include "ui/model/figures.h"
#include "ui/views/view.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/exporter.h"
#include "ui/widgets/style.h"
#include "ui/window/figureexport.h"
#include "ui/window/mainwindow.h"

#include "figurepixels.h"
#include "formulasplits.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QTranslator>
#include <QVBoxLayout>
#include <QtTest>

#include <memory>

using namespace rope::ui;
using namespace rope::model;

namespace {

constexpr double kFontScales[] = {1.0, 1.5, 2.0};

// One window per language and font scale, made again only when the next row asks for others.
struct Scene {
    QString language;
    double fontScale = 0;
    std::unique_ptr<QTranslator> translator;
    std::unique_ptr<MainWindow> window;
};

QString describe(const DrawnText& t)
{
    return QStringLiteral("\"%1\" at %2,%3 %4×%5")
        .arg(t.text.left(40))
        .arg(t.box.x(), 0, 'f', 0)
        .arg(t.box.y(), 0, 'f', 0)
        .arg(t.box.width(), 0, 'f', 0)
        .arg(t.box.height(), 0, 'f', 0);
}

} // namespace

class tst_FigureText : public QObject {
    Q_OBJECT

private slots:
    void recorderSeesTextsWherePaintersPutThem();
    void recorderSeesTextsCutByAnAncestor();
    void longAxisLabelsBreakIntoLines();
    void largeTypeKeepsTicksApartAndDataRoom();
    void everyFigureKeepsItsTexts_data();
    void everyFigureKeepsItsTexts();
    void cleanupTestCase();

private:
    MainWindow& windowFor(const QString& language, double fontScale);
    Scene m_scene;
};

void tst_FigureText::recorderSeesTextsWherePaintersPutThem()
{
    // A text drawn in a rectangle, one cut by a clip, one moved by the painter: boxes on the device.
    const QFont font = style::fontOfSize(12);
    const QFontMetricsF metrics(font);
    const std::vector<DrawnText> texts = recordTexts(QSize(400, 300), [&](QPainter& p) {
        p.setFont(font);
        p.drawText(QPointF(10, 50), QStringLiteral("whole"));
        p.setClipRect(QRect(0, 0, 100, 100));
        p.drawText(QPointF(80, 50), QStringLiteral("cut at the clip"));
        p.setClipping(false);
        p.translate(200, 100);
        p.drawText(QPointF(0, 0), QStringLiteral("moved"));
    });
    QCOMPARE(int(texts.size()), 3);
    QCOMPARE(texts[0].text, QStringLiteral("whole"));
    // The glyphs' ink: from about the pen's x to the advance, from the x-height's top to the baseline.
    QVERIFY(std::abs(texts[0].box.left() - 10.0) < 2.0);
    QVERIFY(std::abs(texts[0].box.right() - (10.0 + metrics.horizontalAdvance(QStringLiteral("whole")))) < 2.0);
    QVERIFY(std::abs(texts[0].box.bottom() - 50.0) < 1.0); // no descender in "whole"
    QVERIFY(texts[0].box.top() < 50.0 - 0.6 * metrics.ascent() && texts[0].box.top() > 50.0 - metrics.ascent() - 1);
    QVERIFY(!texts[0].clipped());
    QVERIFY(texts[1].clipped()); // runs to about 80 + 100 px, the clip ends at 100
    QVERIFY(std::abs(texts[2].box.left() - 200.0) < 2.0);
    QVERIFY(std::abs(texts[2].box.bottom() - 100.0) < 1.0);
    QVERIFY(overlappingTexts(texts).empty());
    // Two runs on one spot overlap; the same run twice in one place (a halo) does not count.
    const std::vector<DrawnText> two = recordTexts(QSize(200, 100), [&](QPainter& p) {
        p.setFont(font);
        p.drawText(QPointF(10, 50), QStringLiteral("first"));
        p.drawText(QPointF(20, 52), QStringLiteral("second"));
        p.drawText(QPointF(10, 90), QStringLiteral("halo"));
        p.drawText(QPointF(10, 90), QStringLiteral("halo"));
    });
    const auto overlaps = overlappingTexts(two);
    QCOMPARE(int(overlaps.size()), 1);
    QCOMPARE(overlaps[0], std::make_pair(size_t(0), size_t(1)));
}

void tst_FigureText::recorderSeesTextsCutByAnAncestor()
{
    // A label that runs past the bottom of its pane is cut by the pane when the window is rendered
    // (a readout pushed out of a pane of fixed height, linked/linked at 1.5×): the recorder must
    // say so, though no painter set a clip.
    QWidget window;
    window.resize(300, 200);
    auto* pane = new QWidget(&window);
    pane->setGeometry(0, 0, 300, 100);
    auto* inside = new QLabel(QStringLiteral("inside"), pane);
    inside->setGeometry(10, 10, 200, 30);
    auto* cut = new QLabel(QStringLiteral("half out"), pane);
    cut->setFont(style::fontOfSize(14));
    cut->setGeometry(10, 90, 200, 30); // the text's middle is at about y = 105
    window.show(); // a figure draws the widgets shown
    const std::vector<DrawnText> texts =
        recordTexts(window.size(), [&](QPainter& p) { renderVector(&window, p); }); // as a figure is drawn
    QCOMPARE(int(texts.size()), 2);
    QCOMPARE(texts[0].text, QStringLiteral("inside"));
    QVERIFY(!texts[0].clipped());
    QCOMPARE(texts[1].text, QStringLiteral("half out"));
    QVERIFY2(texts[1].clipped(), qPrintable(QStringLiteral("box %1..%2, clip bottom %3")
                                                .arg(texts[1].box.top())
                                                .arg(texts[1].box.bottom())
                                                .arg(texts[1].clip.bottom())));
}

void tst_FigureText::longAxisLabelsBreakIntoLines()
{
    // A y label longer than its axis breaks at spaces onto lines that each fit; a label that fits
    // stays whole, and the next label the plot is given is taken whole again.
    QCustomPlot plot;
    plot.resize(300, 200);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    style::keepAxisLabelsWhole(&plot);
    const QString longLabel = QStringLiteral("a label of some words, longer than its axis");
    plot.yAxis->setLabel(longLabel);
    plot.replot();
    const double room = plot.axisRect()->height();
    const QFontMetricsF metrics(plot.yAxis->labelFont());
    QVERIFY(metrics.horizontalAdvance(longLabel) > room); // the premise: one line does not fit
    const QStringList lines = plot.yAxis->label().split(QLatin1Char('\n'));
    QVERIFY2(lines.size() >= 2, qPrintable(plot.yAxis->label()));
    QCOMPARE(lines.join(QLatin1Char(' ')), longLabel); // every word, in order
    for (const QString& line : lines)
        QVERIFY2(metrics.horizontalAdvance(line) <= room, qPrintable(line));
    plot.yAxis->setLabel(QStringLiteral("short"));
    plot.replot();
    QCOMPARE(plot.yAxis->label(), QStringLiteral("short"));

    // Chinese text, which has no spaces, breaks between its characters, never before a closing
    // bracket or after an opening one; a formula stays whole.
    const QFontMetricsF caption(style::captionFont());
    const QString chinese = QStringLiteral("角度误差（弧度）随位置增长");
    const QStringList parts = style::balancedLines(chinese, 2, caption).split(QLatin1Char('\n'));
    QCOMPARE(parts.size(), 2);
    QCOMPARE(parts.join(QString()), chinese);
    for (const QString& part : parts) {
        QVERIFY2(!part.startsWith(QStringLiteral("）")) && !part.endsWith(QStringLiteral("（")), qPrintable(part));
        QVERIFY2(caption.horizontalAdvance(part) < caption.horizontalAdvance(chinese), qPrintable(part));
    }
    const QString formula = QStringLiteral("logit q̃·k̃/√d + b(Δ)");
    for (int lines = 2; lines <= 3; ++lines)
        QCOMPARE(style::balancedLines(formula, lines, caption)
                     .split(QLatin1Char('\n'))
                     .filter(QStringLiteral("q̃·k̃/√d"))
                     .size(),
                 1);
    // linesWithin: whole when it fits, as few lines as fit otherwise.
    const QString words = QStringLiteral("query position m");
    QCOMPARE(style::linesWithin(words, 1000, caption, 3), words);
    const double wide = caption.horizontalAdvance(QStringLiteral("query position"));
    const QStringList two = style::linesWithin(words, wide + 1, caption, 3).split(QLatin1Char('\n'));
    QCOMPARE(two.size(), 2);
    QCOMPARE(two.join(QLatin1Char(' ')), words);
    for (const QString& line : two)
        QVERIFY(caption.horizontalAdvance(line) <= wide + 1);
}

void tst_FigureText::largeTypeKeepsTicksApartAndDataRoom()
{
    // A short plot in large type: the ticks thin out until their labels stand apart, and the plot
    // asks its layout for the height its curves lack under a legend of many rows.
    style::setFontScale(2.0);
    QWidget holder;
    auto* layout = new QVBoxLayout(&holder);
    auto* plot = new QCustomPlot;
    plot->setMinimumHeight(220);
    layout->addWidget(plot);
    layout->addStretch(1);
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->setTickLabelFont(style::captionFont());
        axis->setLabelFont(style::captionFont());
    }
    plot->yAxis->setLabel(QStringLiteral("a value"));
    for (int i = 0; i < 6; ++i)
        plot->addGraph()->setName(QStringLiteral("curve %1").arg(i));
    style::legendBelow(plot, 1);
    plot->yAxis->setRange(-1.5, 1.5);
    style::keepAxisLabelsWhole(plot);
    holder.resize(500, 600);
    holder.show();
    QVERIFY(QTest::qWaitForWindowExposed(&holder));
    for (int i = 0; i < 6; ++i) {
        plot->replot();
        QCoreApplication::processEvents();
    }
    style::setFontScale(1.0);
    const int dataHeight = plot->axisRect()->height();
    const double line = QFontMetricsF(plot->yAxis->tickLabelFont()).lineSpacing();
    // Nine tick lines: with six, nine curves at 1.5× had 120 px (pe-families/curve, precision/angles).
    QVERIFY2(dataHeight >= 9 * line - 1, qPrintable(QStringLiteral("%1 px for the data").arg(dataHeight)));
    QVERIFY(style::dataRoom(plot) > 0); // it had to ask: the legend alone takes most of 220 px
    const QVector<double> ticks = plot->yAxis->tickVector();
    QVERIFY(ticks.size() >= 2);
    for (qsizetype i = 1; i < ticks.size(); ++i)
        QVERIFY(std::abs(plot->yAxis->coordToPixel(ticks[i]) - plot->yAxis->coordToPixel(ticks[i - 1])) >=
                QFontMetricsF(plot->yAxis->tickLabelFont()).height());
}

MainWindow& tst_FigureText::windowFor(const QString& language, double fontScale)
{
    if (m_scene.window && m_scene.language == language && m_scene.fontScale == fontScale)
        return *m_scene.window;
    m_scene.window.reset();
    if (m_scene.translator)
        QCoreApplication::removeTranslator(m_scene.translator.get());
    m_scene.translator.reset();
    if (language != QLatin1String("en")) {
        m_scene.translator = std::make_unique<QTranslator>();
        if (!m_scene.translator->load(QStringLiteral(":/i18n/rope-explorer_%1.qm").arg(language)))
            qFatal("no translation for %s", qPrintable(language));
        QCoreApplication::installTranslator(m_scene.translator.get());
    }
    style::setFontScale(fontScale);
    m_scene.language = language;
    m_scene.fontScale = fontScale;
    m_scene.window = std::make_unique<MainWindow>(nullptr, MainWindow::Startup::Defaults);
    m_scene.window->resize(1280, 800); // export's default size
    m_scene.window->show();
    if (!QTest::qWaitForWindowExposed(m_scene.window.get()))
        qFatal("the window was not shown");
    return *m_scene.window;
}

void tst_FigureText::everyFigureKeepsItsTexts_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<double>("fontScale");
    QTest::addColumn<QString>("key");
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
        for (const double scale : kFontScales)
            for (const FigureSpec& f : figures())
                QTest::addRow("%s ×%g %s", qPrintable(language), scale, f.key) << language << scale << QString(f.key);
}

void tst_FigureText::everyFigureKeepsItsTexts()
{
    QFETCH(QString, language);
    QFETCH(double, fontScale);
    QFETCH(QString, key);
    MainWindow& window = windowFor(language, fontScale);
    const FigureSpec& f = *figureByKey(key);
    const FigureTarget target{QLatin1String(f.view), f.section ? QLatin1String(f.section) : QString()};
    const Outcome ready = setUpFigure(window, target, *figureParams(f, nullptr), figureViewState(f), 60000);
    QVERIFY2(ready, qPrintable(ready.message()));
    // No wrapped label of the figure ends a line inside a formula or a name ("m | − n").
    QStringList problems;
    View* view = window.view(target.view);
    view->setFigureMode(true);
    View::settleLayouts();
    view->keepFigureFormulasWhole();
    View::settleLayouts();
    QWidget* figure = view->figureWidget(target.section);
    for (const QLabel* label : figure->findChildren<QLabel*>()) {
        if (!label->wordWrap() || !label->isVisibleTo(figure) || label->text().isEmpty())
            continue;
        const bool rich = label->textFormat() == Qt::RichText ||
                          (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
        const QString html = rich ? label->text() : Qt::convertFromPlainText(label->text(), Qt::WhiteSpaceNormal);
        for (const QString& split : formulasplits::splitFormulas(html, label->font(), label->contentsRect().width()))
            problems << QStringLiteral("split: ") + split;
    }
    // No label reaches past a widget that holds it: the part past it is not drawn, and a label wholly
    // past it is not drawn at all, so no text box above can show it (linked/linked's readout, pushed
    // out of its pane by a taller curve).
    for (const QLabel* label : figure->findChildren<QLabel*>()) {
        if (!label->isVisibleTo(figure) || label->text().isEmpty())
            continue;
        const int textHeight = label->hasHeightForWidth() ? label->heightForWidth(label->width()) : label->height();
        QRect box(QPoint(0, 0), QSize(label->width(), std::min(label->height(), textHeight)));
        for (const QWidget* w = label; w != figure && w->parentWidget(); w = w->parentWidget()) {
            box.translate(w->pos());
            if (!w->parentWidget()->rect().adjusted(-2, -2, 2, 2).contains(box)) {
                problems << QStringLiteral("hidden: \"%1\" past its %2")
                                .arg(label->text().left(40),
                                     QLatin1String(w->parentWidget()->metaObject()->className()));
                break;
            }
        }
    }
    view->setFigureMode(false);
    View::settleLayouts();

    ExportOptions options;
    options.caption = figureCaption(window, target.view); // the caption line is part of the figure
    const std::vector<DrawnText> texts = figureTexts(window, target, options);
    QVERIFY(texts.size() >= 3);

    for (const DrawnText& t : texts)
        if (t.clipped())
            problems << QStringLiteral("cut: %1 in %2,%3 %4×%5")
                            .arg(describe(t))
                            .arg(t.clip.x(), 0, 'f', 0)
                            .arg(t.clip.y(), 0, 'f', 0)
                            .arg(t.clip.width(), 0, 'f', 0)
                            .arg(t.clip.height(), 0, 'f', 0);
    for (const auto& [a, b] : overlappingTexts(texts))
        problems << QStringLiteral("overlap: %1 × %2").arg(describe(texts[a]), describe(texts[b]));
    // The same on the pixels: paper, not the window; no selection mark; cropped to what is drawn.
    const QImage image = figureImage(window, target, options);
    QVERIFY(!image.isNull());
    using namespace figurepixels;
    if (const int grey = filledArea(image, window.palette().color(QPalette::Window)))
        problems << QStringLiteral("%1 px of the window's colour").arg(grey);
    if (!magentaIsContent(key) && areaOf(image, style::selection, 4) > 0)
        problems << QStringLiteral("a selection mark");
    for (const Qt::Orientation along : {Qt::Vertical, Qt::Horizontal})
        if (const double band = emptyBand(image, along); band > 0.08)
            problems << QStringLiteral("an empty band of %1 % of the %2")
                            .arg(100 * band, 0, 'f', 1)
                            .arg(along == Qt::Vertical ? QStringLiteral("height") : QStringLiteral("width"));
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problems: %2")
                                                .arg(problems.size())
                                                .arg(problems.mid(0, 12).join(QStringLiteral("; ")))));
}

void tst_FigureText::cleanupTestCase()
{
    m_scene.window.reset();
    if (m_scene.translator)
        QCoreApplication::removeTranslator(m_scene.translator.get());
    style::setFontScale(1.0);
}

QTEST_MAIN(tst_FigureText)
#include "tst_figuretext.moc"
