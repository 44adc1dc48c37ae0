// The tour's summary page, from the cheat sheet, the steps and the remembered answers.
#include "ui/window/toursummary.h"

#include "ui/model/cheatsheet.h"
#include "ui/model/lessonquestions.h"
#include "ui/model/lessonsteps.h"
#include "ui/model/settings.h"
#include "ui/model/sources.h"
#include "ui/window/helpdialog.h"

#include <QCoreApplication>
#include <QSet>

namespace rope::ui {

using namespace rope::model;

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(TourSummary)
};

LessonOutcome outcomeOf(const LessonStep& step)
{
    const LessonQuestion* question = lessonQuestion(step);
    return question ? Settings().lessonAnswer(QLatin1String(question->key)).first : LessonOutcome::Unanswered;
}

/// "✓ 5. Toy A" as a link, coloured by the outcome.
QString stepEntry(int index, const LessonStep& step)
{
    const LessonOutcome outcome = outcomeOf(step);
    const QString mark = outcome == LessonOutcome::Right     ? QStringLiteral("<span style='color:#007A5A'>✓</span>")
                         : outcome == LessonOutcome::Wrong   ? QStringLiteral("<span style='color:#B2182B'>✗</span>")
                         : outcome == LessonOutcome::Skipped ? QStringLiteral("<span style='color:#777'>→</span>")
                                                             : QStringLiteral("<span style='color:#777'>○</span>");
    return mark + QLatin1Char(' ') +
           HelpDialog::stepLink(index + 1, Tr::tr("%1. %2").arg(index + 1).arg(lessonText(step.title)));
}

} // namespace

QString tourSummaryHtml()
{
    const auto& steps = lessonSteps();
    int right = 0, wrong = 0, skipped = 0;
    for (const LessonStep& step : steps) {
        const LessonOutcome outcome = outcomeOf(step);
        right += outcome == LessonOutcome::Right;
        wrong += outcome == LessonOutcome::Wrong;
        skipped += outcome == LessonOutcome::Skipped;
    }
    const int total = int(steps.size());
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p><p style='color:#555'>%3</p>")
                       .arg(Tr::tr("Tour summary"),
                            Tr::tr("You predicted %1 of %2 answers right; %3 not quite, %4 skipped, %5 not yet "
                                   "answered.")
                                .arg(right)
                                .arg(total)
                                .arg(wrong)
                                .arg(skipped)
                                .arg(total - right - wrong - skipped),
                            Tr::tr("The ten points of the cheat sheet in %1 §8 (一页速查), with the steps that teach "
                                   "each: ✓ right, ✗ not quite, → skipped, ○ not yet. Click a step to go back to it.")
                                .arg(firstArticle())
                                .toHtmlEscaped());
    html += QStringLiteral("<table cellspacing='0' cellpadding='4'>");
    QSet<int> onSheet;
    for (const CheatSheetEntry& entry : cheatSheet()) {
        const QString tag = QLatin1String(entry.tag);
        QStringList taught;
        for (size_t i = 0; i < steps.size(); ++i)
            if (lessonTags(steps[i]).contains(tag)) {
                taught << stepEntry(int(i), steps[i]);
                onSheet.insert(int(i));
            }
        html += QStringLiteral("<tr><td valign='top'><b>%1</b></td><td><b>%2</b><br>%3<br>%4</td></tr>")
                    .arg(tag.toUpper(), cheatSheetQuestion(tag).toHtmlEscaped(), cheatSheetAnswer(tag).toHtmlEscaped(),
                         taught.join(QStringLiteral(" · ")));
    }
    html += QStringLiteral("</table>");
    QStringList beyond;
    for (size_t i = 0; i < steps.size(); ++i)
        if (!onSheet.contains(int(i)))
            beyond << stepEntry(int(i), steps[i]);
    if (!beyond.isEmpty())
        html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                    .arg(Tr::tr("Beyond the cheat sheet"), beyond.join(QStringLiteral("<br>")));
    return html;
}

} // namespace rope::ui
