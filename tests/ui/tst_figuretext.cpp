// Every named figure, in both languages, draws each of its texts whole (none cut by its clip, none
// outside the figure) and clear of the others. The texts are collected where they are drawn
// (ui/widgets/textrecorder.h), whatever draws them: labels, plots, tables, painted diagrams.
// Font scales 1.5 and 2 (--font-scale) are not held yet: the painted diagrams still size their text
// boxes in pixels of scale 1 (issue 33); add them to kFontScales once they pass.

#include "ui/model/figures.h"
#include "ui/views/view.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/style.h"
#include "ui/window/figureexport.h"
#include "ui/window/mainwindow.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QTranslator>
#include <QtTest>

#include <memory>

using namespace rope::ui;
using namespace rope::model;

namespace {

constexpr double kFontScales[] = {1.0};

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
    void longAxisLabelsBreakIntoLines();
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
    ExportOptions options;
    options.caption = figureCaption(window, target.view); // the caption line is part of the figure
    const std::vector<DrawnText> texts = figureTexts(window, target, options);
    QVERIFY(texts.size() >= 3);

    QStringList problems;
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
