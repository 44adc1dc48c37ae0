// The guided tour: every step sets up what its text relies on and its claims hold in the live view;
// every cheat-sheet question is answered by a view and a step; Back / Next / resume; the tour on the
// first launch; the Chinese translation is complete, follows the glossary and is used; no learner-facing
// text names a file; formulas and names wrap whole. (The questions, and opening a step every way:
// tst_lessonquestions.)

#include "ui/model/cheatsheet.h"
#include "ui/model/keepwhole.h"
#include "ui/model/presets.h"
#include "ui/model/settings.h"
#include "ui/model/sources.h"
#include "ui/views/view.h"
#include "ui/views/viewregistry.h"
#include "ui/window/helpdialog.h"
#include "ui/window/lessonquestionbox.h"
#include "ui/window/lessonspanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/navigator.h"
#include "ui/window/parameterpanel.h"

#include "formulasplits.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

using namespace rope::ui;
using namespace rope::model;

using namespace formulasplits;

namespace {

int sentences(const QString& text)
{
    // A sentence ends in . ! ? followed by a space or the end.
    return int(text.count(QRegularExpression(QStringLiteral("[.!?](\\s|$)"))));
}

} // namespace

class tst_Lessons : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void everyStepIsWellFormed();
    void everyCheatSheetQuestionIsAnswered();
    void everyStepShowsWhatItSays_data();
    void everyStepShowsWhatItSays();
    void nextAndBackSetUpTheSteps();
    void lessonsResumeWithoutResetting();
    void pointerFollowsTheScrolledPage();
    void tourOpensOnTheFirstLaunchOnly();
    void sourcesNameTheArticles();
    void chineseTranslationIsComplete();
    void glossaryIsFollowed();
    void chineseIsUsedWhenInstalled();
    void formulasWrapWhole_data();
    void formulasWrapWhole();
    void keepingFormulasWholeKeepsTheText();
    void legendEntriesStayWhole();

private:
    MainWindow* m_window = nullptr;
    QTemporaryDir m_dir;
};

void tst_Lessons::init()
{
    QVERIFY(m_dir.isValid());
    m_window = new MainWindow(nullptr, MainWindow::Startup::Defaults);
    m_window->resize(1280, 800);
    m_window->lessonsDock()->show(); // as a learner sees the tour: the dock takes its share of the width
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void tst_Lessons::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void tst_Lessons::everyStepIsWellFormed()
{
    const auto& steps = lessonSteps();
    QVERIFY(steps.size() >= 15);
    QSet<QString> firstArticleSections;
    for (const LessonStep& s : steps) {
        QVERIFY2(lessonParams(s), s.title);
        const ViewEntry* view = findView(QString::fromLatin1(s.view));
        QVERIFY2(view, s.view);
        if (s.preset)
            QVERIFY2(presetByKey(QLatin1String(s.preset)), s.preset);
        if (s.settings)
            QVERIFY2(QJsonDocument::fromJson(s.settings).isObject(), s.title);
        if (s.viewState)
            QVERIFY2(QJsonDocument::fromJson(s.viewState).isObject(), s.title);
        QVERIFY2(QJsonDocument::fromJson(s.claims).isArray() && !lessonClaims(s).isEmpty(), s.title);
        // Tags name real questions only.
        QCOMPARE(lessonTags(s).size(), QString::fromLatin1(s.tags).split(' ', Qt::SkipEmptyParts).size());
        const int count = sentences(QString::fromUtf8(s.text));
        QVERIFY2(count >= 2 && count <= 6, qPrintable(QStringLiteral("%1: %2 sentences").arg(s.title).arg(count)));
        QVERIFY(s.article >= 1 && s.article <= 3);
        QVERIFY(lessonSource(s).startsWith(QStringLiteral("《")));
        if (s.article == 1)
            for (const QString& part : QString::fromUtf8(s.where).split(QStringLiteral(", ")))
                firstArticleSections.insert(part.section('.', 0, 0));
    }
    // The first article's §1 to §9 all have a step; the other two articles have steps of their own.
    for (int section = 1; section <= 9; ++section)
        QVERIFY2(firstArticleSections.contains(QStringLiteral("§%1").arg(section)),
                 qPrintable(QString::number(section)));
    QVERIFY(std::any_of(steps.begin(), steps.end(), [](const LessonStep& s) { return s.article == 2; }));
    QVERIFY(std::any_of(steps.begin(), steps.end(), [](const LessonStep& s) { return s.article == 3; }));
}

void tst_Lessons::everyCheatSheetQuestionIsAnswered()
{
    for (const CheatSheetEntry& entry : cheatSheet()) {
        const QString tag = QLatin1String(entry.tag);
        QVERIFY(!cheatSheetQuestion(tag).isEmpty() && !cheatSheetAnswer(tag).isEmpty());
        const auto& views = viewRegistry();
        QVERIFY2(std::any_of(views.begin(), views.end(),
                             [&](const ViewEntry& v) { return cheatSheetTags(v.tags).contains(tag); }),
                 entry.tag);
        const auto& steps = lessonSteps();
        QVERIFY2(
            std::any_of(steps.begin(), steps.end(), [&](const LessonStep& s) { return lessonTags(s).contains(tag); }),
            entry.tag);
    }
    QVERIFY(cheatSheetTags("q1 q11 x q10") == (QStringList{"q1", "q10"}));
}

void tst_Lessons::everyStepShowsWhatItSays_data()
{
    QTest::addColumn<int>("step");
    const auto& steps = lessonSteps();
    for (size_t i = 0; i < steps.size(); ++i)
        QTest::addRow("%zu %s", i + 1, steps[i].title) << int(i);
}

void tst_Lessons::everyStepShowsWhatItSays()
{
    QFETCH(int, step);
    const LessonStep& s = lessonSteps()[size_t(step)];
    m_window->lessons()->setStep(step);
    QCOMPARE(m_window->currentViewKey(), QLatin1String(s.view));
    QVERIFY(m_window->panel()->params() == *lessonParams(s));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->visibleViewsCurrent(), 60000);
    View* view = m_window->view(QString::fromLatin1(s.view));

    // The view's controls are as the step says.
    const QJsonObject wanted = lessonViewState(s), state = view->viewState();
    for (auto it = wanted.begin(); it != wanted.end(); ++it)
        QVERIFY2(state.value(it.key()) == it.value(), qPrintable(it.key()));

    // Its section is in view (after the layout has settled), and every claim holds.
    if (s.section)
        QTRY_VERIFY2_WITH_TIMEOUT(view->sectionVisible(QLatin1String(s.section)), s.section, 5000);
    const QJsonObject facts = view->facts();
    QStringList failed;
    for (const QJsonValue& claim : lessonClaims(s)) {
        const QString section = claim.toObject().value("visible").toString();
        const QString problem = checkLessonClaim(claim.toObject(), facts, view->sectionVisible(section));
        if (!problem.isEmpty())
            failed << problem;
    }
    QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QStringLiteral("; ")) + QStringLiteral("\nfacts: ") +
                                          QString::fromUtf8(QJsonDocument(facts).toJson(QJsonDocument::Compact))));

    // The claims are not vacuous: a contrary claim about the first fact fails.
    const QJsonObject first = lessonClaims(s).first().toObject();
    if (first.contains(QLatin1String("fact"))) {
        const double value = facts.value(first.value("fact").toString()).toDouble();
        QJsonObject contrary{{"fact", first.value("fact")}, {"eq", value + 1}, {"tol", 0.5}};
        QVERIFY(!checkLessonClaim(contrary, facts, true).isEmpty());
    }
}

void tst_Lessons::nextAndBackSetUpTheSteps()
{
    LessonsPanel* lessons = m_window->lessons();
    lessons->setStep(0);
    QCOMPARE(m_window->currentViewKey(), QStringLiteral("heatmaps"));
    QCOMPARE(m_window->panel()->params().heatmapMode, HeatmapMode::CompareEncodings);
    QVERIFY(!lessons->backButton()->isEnabled());

    QTest::mouseClick(lessons->nextButton(), Qt::LeftButton);
    QCOMPARE(lessons->step(), 1);
    QCOMPARE(m_window->currentViewKey(), QStringLiteral("toy"));
    QVERIFY(m_window->panel()->params() == presetByKey(QStringLiteral("toy-a2"))->params);

    QTest::mouseClick(lessons->nextButton(), Qt::LeftButton);
    QCOMPARE(m_window->currentViewKey(), QStringLiteral("clocks"));
    QCOMPARE(m_window->panel()->params().rope.headDim, 16);
    QCOMPARE(m_window->panel()->params().source, QkSource::Constant);
    QVERIFY(lessons->answersText().contains(QLatin1String("Q5")));

    // Explore, then "Set up again" puts the step back.
    AppParams explored = m_window->panel()->params();
    explored.m = 40;
    m_window->applyParams(explored);
    QTest::mouseClick(lessons->setUpButton(), Qt::LeftButton);
    QCOMPARE(m_window->panel()->params().m, 6.0);

    // Alt+Left goes back.
    QTest::keyClick(m_window, Qt::Key_Left, Qt::AltModifier);
    QTRY_COMPARE(lessons->step(), 1); // a button's shortcut clicks it after a short animation
    QCOMPARE(m_window->currentViewKey(), QStringLiteral("toy"));

    const int last = int(lessonSteps().size()) - 1;
    lessons->setStep(last);
    // The last step's Next is the tour's summary.
    QCOMPARE(lessons->nextButton()->text(), LessonsPanel::tr("Summary"));
    QSignalSpy summary(lessons, &LessonsPanel::summaryRequested);
    QTest::mouseClick(lessons->nextButton(), Qt::LeftButton);
    QCOMPARE(summary.count(), 1);
    QCOMPARE(lessons->step(), last);
    QCOMPARE(m_window->currentViewKey(), QLatin1String(lessonSteps()[size_t(last)].view));
    lessons->setStep(last + 5); // clamped, not a crash
    QCOMPARE(lessons->step(), last);
}

void tst_Lessons::lessonsResumeWithoutResetting()
{
    m_window->lessons()->setStep(6);
    AppParams own = m_window->panel()->params();
    own.rope.base = 777;
    delete m_window;
    m_window = nullptr;

    Settings settings;
    QCOMPARE(settings.lessonStep(), 6);
    settings.setLastParams(own);
    MainWindow resumed; // restores the last session
    QCOMPARE(resumed.lessons()->step(), 6);
    QCOMPARE(resumed.panel()->params().rope.base, 777.0); // the learner's own parameters survive
    QCOMPARE(resumed.lessons()->titleText(), keepFormulasWhole(lessonText(lessonSteps()[6].title), Qt::PlainText));
}

void tst_Lessons::pointerFollowsTheScrolledPage()
{
    // The frame that points at a step's answer moves with the page when the learner scrolls it, and
    // shows only the part of the section in sight.
    m_window->resize(1024, 640); // a page that scrolls
    m_window->showView(QStringLiteral("frequencies"));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->visibleViewsCurrent(), 30000);
    emit m_window->lessons()->pointRequested(QStringLiteral("frequencies"), QStringLiteral("angle-table"), -1);
    auto* pointer = m_window->findChild<QWidget*>(QStringLiteral("lessonPointer"));
    QWidget* section = m_window->view(u"frequencies")->sectionWidget(QStringLiteral("angle-table"));
    QVERIFY(pointer && pointer->isVisible() && section);
    QScrollArea* area = nullptr;
    for (QWidget* w = section->parentWidget(); w && !area; w = w->parentWidget())
        area = qobject_cast<QScrollArea*>(w);
    QVERIFY(area);
    QWidget* canvas = pointer->parentWidget();
    const auto framed = [&] {
        const QRect shown(area->viewport()->mapTo(canvas, QPoint(0, 0)), area->viewport()->size());
        const QRect whole(section->mapTo(canvas, QPoint(0, 0)), section->size());
        return (whole & shown).adjusted(-4, -4, 4, 4) & canvas->rect();
    };
    QTRY_COMPARE(pointer->geometry(), framed());
    const QRect before = pointer->geometry();
    QScrollBar* bar = area->verticalScrollBar();
    const int step = bar->value() >= 80 ? -80 : std::min(80, bar->maximum() - bar->value());
    QVERIFY2(std::abs(step) >= 40, qPrintable(QStringLiteral("%1 of %2").arg(bar->value()).arg(bar->maximum())));
    bar->setValue(bar->value() + step);
    QTRY_COMPARE(pointer->geometry(), framed());
    QVERIFY2(pointer->geometry() != before, "the page scrolled and the frame stayed");
}

void tst_Lessons::tourOpensOnTheFirstLaunchOnly()
{
    // The test's settings folder is its own (XDG_CONFIG_HOME), so this is a first launch.
    Settings().setTourOffered(false);
    {
        MainWindow first;
        first.show();
        QVERIFY(first.offerTourOnFirstLaunch());
        QVERIFY(first.lessonsDock()->isVisible());
        QCOMPARE(first.lessons()->step(), 0);
        QCOMPARE(first.currentViewKey(), QLatin1String(lessonSteps()[0].view));
        first.lessonsDock()->close(); // the learner closes it
        first.close();
    }
    MainWindow second;
    second.show();
    QVERIFY(!second.offerTourOnFirstLaunch());
    QVERIFY(!second.lessonsDock()->isVisible()); // closed stays closed
}

void tst_Lessons::sourcesNameTheArticles()
{
    const QString html = HelpDialog::sourcesHtml();
    for (const Article& article : articles())
        QVERIFY2(html.contains(article.title.toHtmlEscaped()), qPrintable(article.title));
    QVERIFY(html.contains(QStringLiteral("RoFormer")));
    for (const CheatSheetEntry& entry : cheatSheet())
        QVERIFY(html.contains(cheatSheetQuestion(QLatin1String(entry.tag)).toHtmlEscaped()));
    // The learner never reads a file name or "seed" in place of a title.
    const QRegularExpression seed(QStringLiteral("seed ?00[0-9]|种子文章"), QRegularExpression::CaseInsensitiveOption);
    QVERIFY(!html.contains(seed));
    QVERIFY(!HelpDialog::conventionsHtml().contains(seed));
    for (const LessonStep& s : lessonSteps())
        QVERIFY2(!lessonText(s.text).contains(seed) && !lessonSource(s).contains(seed), s.title);
    QFile ts(QStringLiteral(ROPE_SOURCE_DIR "/resources/translations/rope-explorer_zh_CN.ts"));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    QVERIFY(!QString::fromUtf8(ts.readAll()).contains(seed));
}

void tst_Lessons::chineseTranslationIsComplete()
{
    // Refresh a copy of the .ts from today's sources: new strings would appear unfinished, removed
    // ones vanished. Then every message must have a translation with the same placeholders.
    const QString ts = m_dir.filePath("zh_CN.ts");
    QVERIFY(QFile::copy(QStringLiteral(ROPE_SOURCE_DIR "/resources/translations/rope-explorer_zh_CN.ts"), ts));
    QFile::setPermissions(ts, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(ROPE_SOURCE_DIR));
    lupdate.start(QStringLiteral(ROPE_LUPDATE),
                  {QStringLiteral("-silent"), QStringLiteral("-I"), QStringLiteral("."), QStringLiteral("-locations"),
                   QStringLiteral("none"), QStringLiteral("app"), QStringLiteral("ui"), QStringLiteral("-ts"), ts});
    QVERIFY(lupdate.waitForFinished(120000));
    QCOMPARE(lupdate.exitCode(), 0);

    QFile file(ts);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    int messages = 0;
    QStringList problems;
    QString context, source;
    bool numerus = false;
    const QRegularExpression placeholder(QStringLiteral("%(\\d+|n)"));
    auto placeholders = [&](const QString& text) {
        QStringList found;
        for (auto it = placeholder.globalMatch(text); it.hasNext();)
            found.append(it.next().captured(0));
        found.sort();
        found.removeDuplicates();
        return found;
    };
    // Words the translation agreed not to use: 得分 is a game's score (分数), 相对偏移 is not the
    // articles' term (相对位移).
    const QRegularExpression avoided(QStringLiteral("得分|相对偏移"));
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message")) {
            ++messages;
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            QString text;
            if (numerus) {
                while (xml.readNextStartElement())
                    text += xml.readElementText();
            } else {
                text = xml.readElementText();
            }
            if (!type.isEmpty())
                problems << QStringLiteral("%1 [%2]: %3").arg(context, type, source.left(60));
            else if (text.trimmed().isEmpty())
                problems << QStringLiteral("%1 [empty]: %2").arg(context, source.left(60));
            else if (placeholders(text) != placeholders(source) && !(numerus && placeholders(source).contains("%n")))
                problems << QStringLiteral("%1 [placeholders %2 vs %3]: %4")
                                .arg(context, placeholders(source).join(','), placeholders(text).join(','),
                                     source.left(60));
            else if (text.contains(avoided))
                problems << QStringLiteral("%1 [wording]: %2").arg(context, text.left(60));
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(messages > 300);
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problems, e.g.\n").arg(problems.size()) +
                                            problems.mid(0, 15).join(QLatin1Char('\n'))));
}

void tst_Lessons::glossaryIsFollowed()
{
    // resources/translations/glossary.tsv: term, 中文, where it is used, the forms not to use. No
    // translation may name a glossary concept by one of those forms.
    QFile glossary(QStringLiteral(ROPE_SOURCE_DIR "/resources/translations/glossary.tsv"));
    QVERIFY(glossary.open(QIODevice::ReadOnly | QIODevice::Text));
    struct Row {
        QString term, chinese;
        QList<QRegularExpression> avoided;
    };
    QList<Row> rows;
    for (const QString& line : QString::fromUtf8(glossary.readAll()).split(QLatin1Char('\n'))) {
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList columns = line.split(QLatin1Char('\t'));
        QVERIFY2(columns.size() == 4, qPrintable(line));
        Row row{columns[0], columns[1], {}};
        for (const QString& pattern : columns[3].split(QStringLiteral(" | "), Qt::SkipEmptyParts)) {
            QRegularExpression avoided(pattern.trimmed());
            QVERIFY2(avoided.isValid(), qPrintable(pattern));
            row.avoided << avoided;
        }
        QVERIFY2(!row.chinese.isEmpty() && !row.avoided.isEmpty(), qPrintable(line));
        rows << row;
    }
    QVERIFY(rows.size() >= 10);

    QFile file(QStringLiteral(ROPE_SOURCE_DIR "/resources/translations/rope-explorer_zh_CN.ts"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QString source;
    QStringList problems;
    int translations = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        if (xml.name() != QLatin1String("translation") ||
            xml.attributes().value(QLatin1String("type")) == QLatin1String("vanished") ||
            xml.attributes().value(QLatin1String("type")) == QLatin1String("obsolete"))
            continue;
        QString text;
        if (xml.readNext() == QXmlStreamReader::Characters)
            text = xml.text().toString();
        ++translations;
        // A work cited by its English title (“… with Attention Sinks”) keeps its words.
        text.remove(QRegularExpression(QStringLiteral("“[^”]*”")));
        for (const Row& row : rows)
            for (const QRegularExpression& avoided : row.avoided)
                if (const QRegularExpressionMatch match = avoided.match(text); match.hasMatch())
                    problems << QStringLiteral("%1 → %2, not %3: %4")
                                    .arg(row.term, row.chinese, match.captured(0), text.left(70));
    }
    QVERIFY(translations > 300);
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 translations stray from the glossary, e.g.\n").arg(problems.size()) +
                        problems.mid(0, 20).join(QLatin1Char('\n'))));
}

void tst_Lessons::chineseIsUsedWhenInstalled()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/rope-explorer_zh_CN.qm")));
    QCoreApplication::installTranslator(&translator);
    {
        MainWindow window(nullptr, MainWindow::Startup::Defaults);
        const QString clocks = window.navigator()->button(QStringLiteral("clocks"))->text();
        QVERIFY2(clocks != QLatin1String("Clocks"), qPrintable(clocks));
        const QRegularExpression han(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
        QVERIFY(clocks.contains(han));
        for (int step = 0; step < int(lessonSteps().size()); ++step) {
            window.lessons()->setStep(step, false);
            QVERIFY2(window.lessons()->bodyText().contains(han), qPrintable(QString::number(step + 1)));
            QVERIFY(window.lessons()->titleText().contains(han));
        }
        QVERIFY(!HelpDialog::sourcesHtml().contains(QStringLiteral("<h2>Sources</h2>")));
        QVERIFY(presetByKey(QStringLiteral("toy-a1"))); // presets keep working in Chinese
    }
    QCoreApplication::removeTranslator(&translator);
}

void tst_Lessons::formulasWrapWhole_data()
{
    QTest::addColumn<bool>("chinese");
    QTest::newRow("en") << false;
    QTest::newRow("zh_CN") << true;
}

void tst_Lessons::formulasWrapWhole()
{
    // Beside Chinese, Qt broke lines inside formulas and names wherever Unicode allows it: the dock
    // showed "θ = π/ | 2", "q = k = [1, | 0]" and "M- | RoPE". Every step's text and question, laid
    // out as the dock lays them out from narrow to wide, ends no line inside one.
    QFETCH(bool, chinese);
    QTranslator translator;
    if (chinese) {
        QVERIFY(translator.load(QStringLiteral(":/i18n/rope-explorer_zh_CN.qm")));
        QCoreApplication::installTranslator(&translator);
    }
    LessonsPanel* lessons = m_window->lessons();
    const QFont font = lessons->font();
    QStringList found;
    int checked = 0;
    for (int step = 0; step < int(lessonSteps().size()); ++step) {
        lessons->setStep(step, false);
        // Only joiners are added: the text reads as written.
        QCOMPARE(withoutJoiners(lessons->bodyText()), lessonText(lessonSteps()[size_t(step)].text));
        for (const QString& html : {lessons->bodyText(), lessons->questionBox()->promptText()}) {
            for (int width = 100; width <= 400; width += 5) {
                for (const QString& split : splitFormulas(html, font, width))
                    found << QStringLiteral("step %1 at %2 px, %3").arg(step + 1).arg(width).arg(split);
                ++checked;
            }
        }
    }
    if (chinese) {
        QCoreApplication::removeTranslator(&translator);
        lessons->setStep(0, false);
    }
    QVERIFY(checked > 4000);
    for (const QString& split : found.mid(0, 40))
        qWarning().noquote() << split;
    QVERIFY2(found.isEmpty(),
             qPrintable(QStringLiteral("%1 lines end inside a formula (listed above)").arg(found.size())));
}

void tst_Lessons::keepingFormulasWholeKeepsTheText()
{
    // Markup and entities pass through; only the formula's spaces stop breaking, the prose's do not.
    const QString html = QStringLiteral("so B<sub>m</sub> = Σ cos(m·θ<sub>i</sub>) &lt; 0 for every m");
    const QString shown = keepFormulasWhole(html);
    QCOMPARE(withoutJoiners(shown), html);
    QVERIFY(shown.contains(QStringLiteral(" for every ")));
    QVERIFY(shown.startsWith(QStringLiteral("so B<sub>")));
    QVERIFY(!shown.section(QLatin1String(" for"), 0, 0).mid(3).contains(QLatin1Char(' '))); // "B<sub>m</sub> … 0"
    // Plain text: "<" is a character, not a tag.
    QCOMPARE(keepFormulasWhole(QStringLiteral("Δ < W"), Qt::PlainText), QStringLiteral("Δ\u00A0<\u00A0W"));
    QCOMPARE(keepFormulasWhole(QStringLiteral("Llama 3.1 and Gemma 4's"), Qt::PlainText),
             QStringLiteral("Llama\u00A03.1 and Gemma\u00A04's"));
    // A formula wider than the line breaks only after its operators, each term still whole.
    const auto fitsFive = [](const QString& piece) { return piece.size() <= 5; };
    QCOMPARE(keepFormulasWhole(QStringLiteral("x = ab + cd + e"), Qt::PlainText, fitsFive),
             QStringLiteral("x\u00A0= ab\u00A0+ cd\u00A0+ e"));
    // A word wider than the line is left as it is: Qt breaks it where it must.
    QCOMPARE(keepFormulasWhole(QStringLiteral("M-RoPE-long and π/2"), Qt::PlainText, fitsFive),
             QStringLiteral("M-RoPE-long and π/\u20602"));
}

void tst_Lessons::legendEntriesStayWhole()
{
    // The clocks' legend, in Chinese: an entry wraps to the next line as a whole, where Qt would
    // break it between any two characters ("两者 | 之间的夹角"). Laid out as QLabel does.
    const QString first = QStringLiteral("位于 n 的 k，转了 n·θ");
    const QString entry = QStringLiteral("两者之间的夹角");
    QFont font;
    const QFontMetricsF metrics(font);
    const qreal width = metrics.horizontalAdvance(first + QStringLiteral("  两者之间"));
    auto linesOf = [&](const QString& text) {
        QTextLayout layout(text, font);
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        layout.beginLayout();
        QStringList lines;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            lines << withoutJoiners(text.mid(line.textStart(), line.textLength())).trimmed();
        }
        layout.endLayout();
        return lines;
    };
    const QStringList plain = linesOf(first + QStringLiteral("  ") + entry);
    QVERIFY2(plain.size() == 2 && !plain[1].startsWith(entry), qPrintable(plain.join(QLatin1String(" | "))));
    const QStringList whole = linesOf(first + QStringLiteral("  ") + keepWhole(entry, Qt::PlainText));
    QCOMPARE(whole, (QStringList{first, entry}));
    // Markup passes through; only the joiners and no-break spaces are added.
    const QString html = QStringLiteral("<span style='color:#000'>■</span> q at m, turned by m·θ<sub>i</sub>");
    QCOMPARE(withoutJoiners(keepWhole(html)), html);
    QVERIFY(
        keepWhole(html).remove(QChar(0x2060)).contains(QStringLiteral("</span>\u00A0q\u00A0at\u00A0m,\u00A0turned")));
}

QTEST_MAIN(tst_Lessons)
#include "tst_lessons.moc"
