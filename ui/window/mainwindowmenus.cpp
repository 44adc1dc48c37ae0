// The main window's menus and what only they do: zoom, the tour as a card, walking the views.
#include "ui/window/mainwindow.h"

#include "ui/model/settings.h"
#include "ui/views/viewregistry.h"
#include "ui/window/dockstrips.h"
#include "ui/window/fileactions.h"
#include "ui/window/jobprogress.h"
#include "ui/window/lessonspanel.h"
#include "ui/window/parameterpanel.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenuBar>
#include <QSignalBlocker>
#include <QStatusBar>

#include <cmath>

namespace rope::ui {

void MainWindow::createMenus()
{
    menuBar()->addMenu(m_fileActions->fileMenu());
    menuBar()->addMenu(m_fileActions->editMenu());

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* dock = m_panelDock->toggleViewAction();
    dock->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    dock->setStatusTip(tr("Show or hide the parameter panel"));
    view->addAction(dock);
    QAction* navigator = m_navigatorDock->toggleViewAction();
    navigator->setShortcut(QKeySequence(Qt::Key_F9));
    navigator->setStatusTip(tr("Show or hide the list of views by chapter"));
    view->addAction(navigator);
    // Every side panel to a narrow strip that names it, or back: the figure takes the width.
    QAction* strips = view->addAction(tr("&Collapse Side Panels"));
    strips->setCheckable(true);
    strips->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    strips->setStatusTip(tr("Collapse the side panels to narrow strips so that the figure takes the width; again "
                            "to open them"));
    connect(strips, &QAction::toggled, m_strips, &DockStrips::setAllCollapsed);
    connect(m_strips, &DockStrips::collapsedChanged, strips, [this, strips] {
        const QSignalBlocker block(strips);
        strips->setChecked(m_strips->allCollapsed());
    });
    view->addAction(strips);
    // Every view's explanations on one line each (a click on "more" opens one): the figure takes the height.
    m_textFoldAction = view->addAction(tr("Text on &One Line"));
    m_textFoldAction->setCheckable(true);
    m_textFoldAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    m_textFoldAction->setStatusTip(tr("Fold every explanation to its first line so that the figure takes the height; "
                                      "“more” opens one"));
    connect(m_textFoldAction, &QAction::toggled, this, &MainWindow::setTextFolded);
    // A panel's own key on its strip opens it, instead of hiding a panel the learner cannot read.
    for (QDockWidget* each : {m_panelDock, m_navigatorDock, m_lessonsDock})
        connect(each->toggleViewAction(), &QAction::triggered, this, [this, each](bool shown) {
            if (!shown && m_strips->isCollapsed(each)) {
                each->show();
                m_strips->setCollapsed(each, false);
            }
        });
    QAction* go = view->addAction(tr("&Go To…"), this, &MainWindow::showQuickOpen);
    go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    go->setStatusTip(tr("Find a view, a tour step or a figure by part of its name, in English or Chinese"));
    QAction* next = view->addAction(tr("&Next View"), this, [this] { walkViews(1); });
    next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    next->setStatusTip(tr("The next view, in the order of the View menu"));
    QAction* previous = view->addAction(tr("&Previous View"), this, [this] { walkViews(-1); });
    previous->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    previous->setStatusTip(tr("The previous view, in the order of the View menu"));
    view->addSeparator();
    // One item per view under its chapter's heading; Alt+1 … go to each chapter's first view.
    QString chapter;
    int chapters = 0;
    for (const ViewEntry& entry : viewRegistry()) {
        const QString key = QLatin1String(entry.key);
        QAction* show = nullptr;
        if (const QString title = viewChapterTitle(entry); title != chapter) {
            chapter = title;
            view->addSection(title);
            show = view->addAction(viewTitle(entry), this, [this, key] { showView(key); });
            if (++chapters <= 9)
                show->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_0 + chapters)));
        } else {
            show = view->addAction(viewTitle(entry), this, [this, key] { showView(key); });
        }
        show->setStatusTip(viewQuestion(entry));
    }
    view->addSeparator();
    // Zoom: every font, and so every label, plot text and diagram, larger or smaller.
    QAction* zoomIn = view->addAction(tr("Zoom &In"), this, [this] { zoomBy(1.15); });
    zoomIn->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)});
    zoomIn->setStatusTip(tr("Larger text and figures"));
    QAction* zoomOut = view->addAction(tr("Zoom O&ut"), this, [this] { zoomBy(1 / 1.15); });
    zoomOut->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    zoomOut->setStatusTip(tr("Smaller text and figures"));
    QAction* actualSize = view->addAction(tr("&Actual Size"), this, [this] { zoomBy(0); });
    actualSize->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    actualSize->setStatusTip(tr("Text and figures at their normal size"));
    view->addSeparator();
    // Presenting: the action lives on the window too, so that F11 works with the menu bar hidden.
    m_presentAction = view->addAction(tr("Presen&t"));
    m_presentAction->setCheckable(true);
    m_presentAction->setShortcut(QKeySequence(Qt::Key_F11));
    m_presentAction->setStatusTip(tr("The current view full screen for a projector; Page Down / Page Up step the "
                                     "tour, Esc leaves"));
    addAction(m_presentAction);
    connect(m_presentAction, &QAction::toggled, this, &MainWindow::setPresenting);
    const auto presenterKey = [this](const QKeySequence& key, auto slot) {
        auto* action = new QAction(this);
        action->setShortcut(key);
        action->setEnabled(false); // Esc stops computing, Page Down scrolls, unless presenting
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        m_presenterKeys << action;
    };
    presenterKey(QKeySequence(Qt::Key_PageDown), [this] { m_lessons->next(); });
    presenterKey(QKeySequence(Qt::Key_PageUp), [this] { m_lessons->back(); });
    presenterKey(QKeySequence(Qt::Key_Escape), [this] { m_presentAction->setChecked(false); });
    QAction* stop = view->addAction(tr("&Stop Computing"), m_jobProgress, &JobProgress::stop);
    stop->setShortcut(QKeySequence(Qt::Key_Escape));
    stop->setStatusTip(tr("Stop the computation the status bar shows; what is on show stays"));
    QAction* reset = view->addAction(tr("Reset &Layout"), this, &MainWindow::resetLayout);
    reset->setStatusTip(tr("Put the panels back where they started"));
    QAction* resetParams = view->addAction(tr("Reset Para&meters"), m_panel, &ParameterPanel::reset);
    resetParams->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));

    menuBar()->addMenu(m_fileActions->presetsMenu());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* lessons = m_lessonsDock->toggleViewAction();
    lessons->setText(tr("&Lessons (guided tour)"));
    lessons->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    lessons->setStatusTip(tr("A guided tour through the articles, step by step"));
    // Opened from the menu or with Ctrl+L, the tour sets its step's scene, as every other way in does.
    connect(lessons, &QAction::triggered, this, [this](bool shown) {
        if (shown)
            m_lessons->setStep(m_lessons->step());
    });
    help->addAction(lessons);
    // The tour over the canvas, as a card in its lower right corner: the figure keeps the window's
    // whole width. Unticked, it goes back beside the figure.
    QAction* card = help->addAction(tr("&Tour as a Card"));
    card->setCheckable(true);
    card->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    card->setStatusTip(tr("Float the tour over the figure as a card, or put it back beside it"));
    connect(card, &QAction::toggled, this, &MainWindow::showTourAsCard);
    connect(m_lessonsDock, &QDockWidget::topLevelChanged, card, [card](bool floating) {
        const QSignalBlocker block(card);
        card->setChecked(floating);
    });
    help->addAction(card);
    QAction* summary = help->addAction(tr("Tour Su&mmary"), this, &MainWindow::showTourSummary);
    summary->setStatusTip(tr("The cheat sheet's ten points and how you answered the tour's questions"));
    QAction* conventions = help->addAction(tr("&Conventions"), this, &MainWindow::showConventions);
    conventions->setShortcut(QKeySequence::HelpContents);
    conventions->setStatusTip(tr("Δ = m − n, the rotation direction, the two pairings, and the other conventions"));
    QAction* sources = help->addAction(tr("&Sources and Cheat Sheet"), this, &MainWindow::showSources);
    sources->setStatusTip(tr("The articles the teaching follows, where they disagree, and where each cheat-sheet "
                             "question is answered"));
    QAction* keys = help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts);
    keys->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    keys->setStatusTip(tr("Every keyboard shortcut of the window, by menu"));
    help->addAction(tr("&About RoPE Explorer"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::walkViews(int step)
{
    const QStringList keys = viewKeys();
    const qsizetype at = keys.indexOf(currentViewKey());
    const qsizetype count = keys.size();
    showView(keys[((at < 0 ? 0 : at) + step % count + count) % count]);
}

void MainWindow::showTourAsCard(bool card)
{
    m_strips->setCollapsed(m_lessonsDock, false);
    if (!card) {
        m_lessonsDock->setFloating(false);
        return;
    }
    const QWidget* canvas = centralWidget();
    const QSize size(std::min(400, canvas->width() * 45 / 100), std::min(460, canvas->height() * 65 / 100));
    const QPoint corner = canvas->mapToGlobal(QPoint(canvas->width(), canvas->height()));
    m_lessonsDock->setFloating(true);
    m_lessonsDock->resize(size);
    m_lessonsDock->move(corner - QPoint(size.width() + 24, size.height() + 24));
    m_lessonsDock->show();
    m_lessonsDock->raise();
}

void MainWindow::setPresenting(bool on)
{
    if (on == presenting())
        return;
    if (m_presentAction->isChecked() != on) {
        const QSignalBlocker block(m_presentAction);
        m_presentAction->setChecked(on);
    }
    for (QAction* key : m_presenterKeys)
        key->setEnabled(on);
    if (on) {
        m_statePresented = saveState();
        m_wasMaximized = isMaximized();
        m_navigatorDock->hide();
        m_panelDock->hide();
        menuBar()->hide();
        statusBar()->hide();
        showFullScreen();
    } else {
        menuBar()->show();
        statusBar()->show();
        m_wasMaximized ? showMaximized() : showNormal();
        restoreState(m_statePresented);
        m_statePresented.clear();
    }
}

void MainWindow::zoomBy(double factor)
{
    const double before = m_settings->zoom();
    m_settings->setZoom(factor > 0 ? before * factor : 1.0);
    if (m_settings->zoom() != before)
        emit rebuildRequested();
    else
        showProblem(tr("Zoom stays at %1 %: it goes from %2 % to %3 %")
                        .arg(std::lround(before * 100))
                        .arg(std::lround(Settings::kMinimumZoom * 100))
                        .arg(std::lround(Settings::kMaximumZoom * 100)));
}

} // namespace rope::ui
