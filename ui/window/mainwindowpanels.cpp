// The main window's side panels and tour: making, fitting and collapsing the docks, folding the
// views' text, and setting up a tour step with its cover and its pointer (the window composes them).
#include "ui/window/mainwindow.h"

#include "ui/model/lessonsteps.h"
#include "ui/model/settings.h"
#include "ui/views/view.h"
#include "ui/views/viewregistry.h"
#include "ui/window/dockstrips.h"
#include "ui/window/lessonoverlays.h"
#include "ui/window/lessonquestionbox.h"
#include "ui/window/lessonspanel.h"
#include "ui/window/navigator.h"
#include "ui/window/parameterpanel.h"

#include <QAction>
#include <QDockWidget>
#include <QScrollArea>
#include <QStackedWidget>

#include <algorithm>

namespace rope::ui {

void MainWindow::createDocks()
{
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_panelDock->setObjectName(QStringLiteral("parametersDock"));
    m_panelDock->setWidget(scroll);
    m_panelDock->setMinimumWidth(240);
    // Every view at once above the parameters, in the same column: no tab bar takes the figure's
    // height, and nothing hides behind scroll arrows.
    m_navigatorDock->setObjectName(QStringLiteral("navigatorDock"));
    m_navigatorDock->setWidget(m_navigator);
    addDockWidget(Qt::LeftDockWidgetArea, m_navigatorDock);
    addDockWidget(Qt::LeftDockWidgetArea, m_panelDock);
    splitDockWidget(m_navigatorDock, m_panelDock, Qt::Vertical);
    connect(m_navigator, &Navigator::viewChosen, this, [this](const QString& key) { showView(key); });
    m_lessonsDock->setObjectName(QStringLiteral("lessonsDock"));
    m_lessonsDock->setWidget(m_lessons);
    m_lessonsDock->setMinimumWidth(220);
    addDockWidget(Qt::RightDockWidgetArea, m_lessonsDock);
    m_lessonsDock->hide(); // until asked for; the window state remembers it
    m_strips = new DockStrips(this);
    for (QDockWidget* dock : {m_navigatorDock, m_panelDock, m_lessonsDock})
        m_strips->add(dock);
}

void MainWindow::fitDocksToWindow()
{
    // A dock's own wish (its content's size hint) took 300 px on each side, which left 370 px of a
    // 1024 px window to the figure. About a fifth of the width each, within what their text needs.
    const int w = width();
    QList<QDockWidget*> docks;
    QList<int> widths;
    if (!m_strips->isCollapsed(m_panelDock) || !m_strips->isCollapsed(m_navigatorDock)) {
        docks << m_panelDock;
        widths << std::clamp(w * 21 / 100, 250, 340);
    }
    if (!m_strips->isCollapsed(m_lessonsDock)) {
        docks << m_lessonsDock;
        widths << std::clamp(w * 19 / 100, 230, 360);
    }
    resizeDocks(docks, widths, Qt::Horizontal);
}

void MainWindow::setTextFolded(bool folded)
{
    if (m_textFoldAction->isChecked() != folded) {
        const QSignalBlocker block(m_textFoldAction);
        m_textFoldAction->setChecked(folded);
    }
    for (View* each : m_viewList)
        each->setTextFolded(folded);
    m_settings->setTextFolded(folded);
}

bool MainWindow::textFolded() const { return m_textFoldAction->isChecked(); }

void MainWindow::openTour()
{
    m_lessonsDock->show();
    m_strips->setCollapsed(m_lessonsDock, false);
}

void MainWindow::resetLayout()
{
    m_strips->setAllCollapsed(false);
    restoreState(m_defaultState);
    m_navigatorDock->show();
    m_panelDock->show();
    fitDocksToWindow();
}

namespace {
// The section a step is about: its own, else its view's first.
QString subjectOf(const LessonStep& step, View* view)
{
    if (step.section)
        return QLatin1String(step.section);
    const std::vector<View::Section> sections = view->sections();
    return sections.empty() ? QString() : sections[0].key;
}
} // namespace

void MainWindow::setUpLesson(int step)
{
    const auto& steps = lessonSteps();
    if (step < 0 || step >= int(steps.size()))
        return;
    const LessonStep& s = steps[size_t(step)];
    for (View* each : m_viewList)
        each->stopPlaying();
    if (const Expected<AppParams> params = lessonParams(s))
        applyParams(*params);
    showView(QLatin1String(s.view));
    View* v = view(QString::fromLatin1(s.view));
    // What an earlier step or the learner changed in the view (clockwise, a pairing, the content)
    // goes back to how the view started, then the step sets what it names.
    const auto at = std::find(m_viewList.begin(), m_viewList.end(), v);
    v->applyViewState(m_defaultViewStates[size_t(at - m_viewList.begin())]);
    v->applyViewState(lessonViewState(s));
    // The step's subject in view, kept there while the view draws: its section, else the top.
    const QString subject = subjectOf(s, v);
    holdLaterSections();
    if (!subject.isEmpty())
        v->showSection(subject);
    m_lessonPointer->point(nullptr);
    updateLessonCover();
}

void MainWindow::holdLaterSections()
{
    const auto& steps = lessonSteps();
    const int step = m_lessons->step();
    const bool touring = m_lessonsDock->isVisible() && step >= 0 && step < int(steps.size());
    View* shown = touring ? view(QString::fromLatin1(steps[size_t(step)].view)) : nullptr;
    for (View* each : m_viewList)
        if (each != shown)
            each->holdSections({});
    if (!shown)
        return;
    // A section a step up to this one was about has been seen; one a later step asks about waits.
    QStringList seen;
    for (int i = 0; i <= step; ++i)
        if (QLatin1String(steps[size_t(i)].view) == QLatin1String(steps[size_t(step)].view))
            seen << subjectOf(steps[size_t(i)], shown);
    QHash<QString, QString> notes;
    for (int i = step + 1; i < int(steps.size()); ++i) {
        const LessonStep& later = steps[size_t(i)];
        if (QLatin1String(later.view) != QLatin1String(steps[size_t(step)].view))
            continue;
        QStringList keys{subjectOf(later, shown)};
        if (later.reveals)
            keys << QString::fromLatin1(later.reveals).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString& key : keys)
            if (!seen.contains(key) && !notes.contains(key))
                notes.insert(key, tr("This part answers the question of step %1, “%2”; it opens there.")
                                      .arg(i + 1)
                                      .arg(lessonText(later.title)));
    }
    shown->holdSections(notes);
}

void MainWindow::updateLessonCover()
{
    const bool cover = m_lessonsDock->isVisible() && m_lessons->questionOpen();
    m_lessonCover->setQuestion(m_lessons->questionBox()->promptText());
    m_lessonCover->setVisible(cover);
    if (cover)
        m_lessonCover->raise();
}

void MainWindow::pointAt(const QString& key, const QString& section, int picture)
{
    View* v = view(key);
    if (!v || currentViewKey() != key)
        return;
    QWidget* target = v;
    if (picture >= 0 && picture < int(v->pictures().size()))
        target = v->pictures()[size_t(picture)];
    else if (!section.isEmpty() && v->sectionWidget(section))
        target = v->sectionWidget(section);
    if (!section.isEmpty())
        v->showSection(section);
    m_lessonPointer->point(target);
}

} // namespace rope::ui
