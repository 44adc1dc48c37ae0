// `rope-explorer --list-lessons --json`: every tour step with its question, the kind of answer and the
// cheat-sheet questions it serves, in the interface language.

#include "../apprun.h"
#include "ui/model/cheatsheet.h"
#include "ui/model/lessonquestions.h"
#include "ui/model/lessonsteps.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace rope::model;
using rope::test::AppRun;
using rope::test::runApp;

class tst_LessonList : public QObject {
    Q_OBJECT

private slots:
    void everyStepWithItsQuestion();
    void inChinese();

private:
    QStringList env() const { return {QStringLiteral("XDG_CONFIG_HOME=") + m_dir.path()}; }
    QTemporaryDir m_dir;
};

void tst_LessonList::everyStepWithItsQuestion()
{
    const AppRun r = runApp({"--list-lessons", "--json", "--lang", "en"}, 0, env());
    QCOMPARE(r.exitCode, 0);
    const QJsonArray steps = QJsonDocument::fromJson(r.out).array();
    QCOMPARE(steps.size(), qsizetype(lessonSteps().size()));
    QSet<QString> served;
    const QStringList kinds{"number", "pictures", "yes-no"};
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QJsonObject step = steps[i].toObject();
        const LessonStep& s = lessonSteps()[size_t(i)];
        QCOMPARE(step.value("step").toInt(), int(i) + 1);
        QCOMPARE(step.value("title").toString(), QString::fromUtf8(s.title));
        QCOMPARE(step.value("view").toString(), QLatin1String(s.view));
        const QJsonObject question = step.value("question").toObject();
        const LessonQuestion* q = lessonQuestion(s);
        QVERIFY(q);
        QCOMPARE(question.value("prompt").toString(), QString::fromUtf8(q->prompt));
        QVERIFY2(question.value("prompt").toString().endsWith(QLatin1Char('?')), q->key);
        QVERIFY(kinds.contains(question.value("answerKind").toString()));
        if (question.value("answerKind") == QLatin1String("number")) {
            const QJsonObject range = question.value("range").toObject();
            QVERIFY(range.value("min").toDouble() < range.value("max").toDouble());
            QVERIFY(range.value("step").toDouble() > 0);
        }
        QStringList tags;
        for (const QJsonValue& tag : step.value("cheatSheet").toArray())
            tags << tag.toString();
        QCOMPARE(tags, lessonTags(s));
        for (const QString& tag : tags)
            served.insert(tag);
    }
    // All ten cheat-sheet questions are served by some step.
    for (const CheatSheetEntry& entry : cheatSheet())
        QVERIFY2(served.contains(QLatin1String(entry.tag)), entry.tag);
}

void tst_LessonList::inChinese()
{
    const AppRun r = runApp({"--list-lessons", "--json", "--lang", "zh_CN"}, 0, env());
    QCOMPARE(r.exitCode, 0);
    const QJsonArray steps = QJsonDocument::fromJson(r.out).array();
    QVERIFY(!steps.isEmpty());
    const QRegularExpression han(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    for (const QJsonValue& step : steps)
        QVERIFY(step.toObject().value("question").toObject().value("prompt").toString().contains(han));
}

QTEST_GUILESS_MAIN(tst_LessonList)
#include "tst_lessonlist.moc"
