// The main window: the views from the registry, the status bar, the session and the settings; the
// docks, menus and help pages are made in mainwindowpanels.cpp, mainwindowmenus.cpp and
// mainwindowhelp.cpp.
#include "ui/window/mainwindow.h"

#include "ui/model/computecontroller.h"
#include "ui/model/computelane.h"
#include "ui/model/messages.h"
#include "ui/model/names.h"
#include "ui/model/pairselection.h"
#include "ui/model/settings.h"
#include "ui/model/tensors.h"
#include "ui/views/checkpointglanceview.h"
#include "ui/views/view.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/elidedlabel.h"
#include "ui/widgets/style.h"
#include "ui/window/dockstrips.h"
#include "ui/window/fileactions.h"
#include "ui/window/jobprogress.h"
#include "ui/window/lessonoverlays.h"
#include "ui/window/lessonquestionbox.h"
#include "ui/window/lessonspanel.h"
#include "ui/window/navigator.h"
#include "ui/window/parameterpanel.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>

namespace rope::ui {

using namespace rope::model;

MainWindow::MainWindow(QWidget* parent, Startup startup) :
    QMainWindow(parent), m_settings(std::make_unique<Settings>()), m_controller(new ComputeController(this)),
    m_selection(new PairSelection(this)), m_panel(new ParameterPanel),
    m_panelDock(new QDockWidget(tr("Parameters"), this)), m_stack(new QStackedWidget), m_navigator(new Navigator),
    m_navigatorDock(new QDockWidget(tr("Views"), this)), m_fileActions(new FileActions(this, m_settings.get())),
    m_lessons(new LessonsPanel), m_lessonsDock(new QDockWidget(tr("Lessons"), this)), m_statusParams(new ElidedLabel),
    m_statusTime(new QLabel)
{
    setWindowTitle(tr("RoPE Explorer"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/rope-explorer.svg")));

    createDocks();
    createViews();
    setCentralWidget(m_stack);
    m_lessonCover = new LessonCover(m_stack);
    m_lessonPointer = new LessonPointer(m_stack);
    connect(m_stack, &QStackedWidget::currentChanged, this, [this] {
        m_navigator->setCurrent(currentViewKey());
        m_panel->setCurrentView(currentViewKey());
        updateStatusParams();
    });
    m_navigator->setCurrent(currentViewKey());
    m_panel->setCurrentView(currentViewKey());

    // Elided, not wrapped or widening: a long message must not raise the window's minimum width.
    statusBar()->addWidget(m_statusParams, 1);
    m_jobProgress = new JobProgress([this](const void* owner) { return laneJobName(owner); });
    statusBar()->addPermanentWidget(m_jobProgress);
    statusBar()->addPermanentWidget(m_statusTime);
    // A temporary message takes the parameters' place. QStatusBar hides them itself only when they are
    // already on screen, so a message shown before the window (a file opened from the command line)
    // was drawn over them.
    connect(statusBar(), &QStatusBar::messageChanged, m_statusParams,
            [this](const QString& message) { m_statusParams->setVisible(message.isEmpty()); });

    createMenus();
    connect(m_fileActions, &FileActions::languageChanged, this, &MainWindow::rebuildRequested);

    connect(m_panel, &ParameterPanel::paramsChanged, m_controller, &ComputeController::request);
    connect(m_panel, &ParameterPanel::problem, this, &MainWindow::showProblem);
    connect(m_controller, &ComputeController::resultsReady, this, &MainWindow::showResults);
    connect(m_controller, &ComputeController::failed, this, &MainWindow::showProblem);
    // While attention is computed the last timing would describe other maps; the progress beside it
    // says what runs.
    connect(m_controller, &ComputeController::attentionBusyChanged, this, [this](bool busy) {
        if (busy)
            m_statusTime->clear();
    });
    connect(m_lessons, &LessonsPanel::setUpRequested, this, &MainWindow::setUpLesson);
    connect(m_lessons, &LessonsPanel::stepChanged, this, [this](int step) {
        m_settings->setLessonStep(step);
        holdLaterSections();
    });
    // The tour reads its answers from the step's view while it is on show and has drawn.
    m_lessons->setLiveView([this](const QString& key) { return currentViewKey() == key ? view(key) : nullptr; },
                           [this] { return visibleViewsCurrent(); });
    connect(m_lessons, &LessonsPanel::questionOpenChanged, this, &MainWindow::updateLessonCover);
    connect(m_lessonsDock, &QDockWidget::visibilityChanged, this, &MainWindow::updateLessonCover);
    connect(m_lessonsDock, &QDockWidget::visibilityChanged, this, &MainWindow::holdLaterSections);
    connect(m_lessons, &LessonsPanel::pointRequested, this, &MainWindow::pointAt);
    connect(m_lessons, &LessonsPanel::summaryRequested, this, &MainWindow::showTourSummary);

    m_defaultState = saveState();
    resize(1280, 800);
    if (startup == Startup::Defaults) {
        applyParams(AppParams{});
        return;
    }
    restoreGeometry(m_settings->windowGeometry());
    m_docksFitted = restoreState(m_settings->windowState());
    m_strips->restoreCollapsed(m_settings->collapsedDocks());
    setTextFolded(m_settings->textFolded());
    showView(m_settings->currentView());
    // The last parameters, with their tensors read again; the defaults if either fails.
    const Expected<AppParams> last = loadTensorsFor(m_settings->lastParams().value_or(AppParams{}));
    applyParams(last && last->validate().empty() ? *last : AppParams{});
    m_lessons->setStep(m_settings->lessonStep(), false); // resume where the learner left, without resetting
}

bool MainWindow::offerTourOnFirstLaunch()
{
    if (m_settings->tourOffered())
        return false;
    // Offered once: closing the dock is remembered with the window state.
    m_settings->setTourOffered(true);
    openTour();
    m_lessons->setStep(0);
    return true;
}

MainWindow::~MainWindow()
{
    // ~QWidget closes the window and deletes the children after this destructor has run; the docks
    // then report themselves hidden. No child's signal may reach this object's slots by then (UBSan:
    // a downcast to a MainWindow that is only a QWidget any more).
    for (QObject* child : findChildren<QObject*>())
        child->disconnect(this);
}

void MainWindow::createViews()
{
    const ViewServices services{m_selection};
    for (const ViewEntry& entry : viewRegistry()) {
        View* view = entry.create(services);
        view->setObjectName(QLatin1String(entry.key));
        m_viewList.push_back(view);
        connect(view, &View::paramsRequested, this, &MainWindow::applyParams);
        connect(view, &View::updated, this, [this, view] { // its own controls changed what it draws
            if (m_stack->currentWidget() == view)
                updateStatusParams();
        });
        connect(view, &View::failed, this, [this, view](const QString& message) {
            showProblem(
                message == ComputeLane::stoppedMessage()
                    ? tr("%1 stopped: it shows earlier settings until one changes").arg(viewTitle(view->objectName()))
                    : message);
        });
        // A cell of the whole-checkpoint grid opens that head in the one-head view.
        if (auto* glance = qobject_cast<CheckpointGlanceView*>(view))
            connect(
                glance, &CheckpointGlanceView::headRequested, this,
                [this](const QString& path, const QString& config, int layer, int head) {
                    if (auto* weights = qobject_cast<View*>(showView(QStringLiteral("weights"))))
                        weights->applyViewState({{"path", path}, {"config", config}, {"layer", layer}, {"head", head}});
                });
        m_defaultViewStates.push_back(view->viewState());
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this,
                [this, view](const QPoint& pos) { m_fileActions->figureMenu(view, pos); });
        m_stack->addWidget(view);
    }
}

void MainWindow::setDocumentName(const QString& name)
{
    setWindowTitle(name.isEmpty() ? tr("RoPE Explorer") : tr("%1 — RoPE Explorer").arg(name));
}

View* MainWindow::view(QStringView key) const
{
    const auto& entries = viewRegistry();
    for (size_t i = 0; i < entries.size(); ++i)
        if (key == QLatin1String(entries[i].key))
            return m_viewList[i];
    return nullptr;
}

QWidget* MainWindow::showView(const QString& key)
{
    if (key == QLatin1String("window"))
        return this;
    View* v = view(key);
    if (!v)
        return nullptr;
    m_stack->setCurrentWidget(v);
    return v;
}

QString MainWindow::currentViewKey() const
{
    const QWidget* current = m_stack->currentWidget();
    return current ? current->objectName() : QString();
}

bool MainWindow::visibleViewsCurrent() const
{
    return m_controller->idle() &&
           std::all_of(m_viewList.begin(), m_viewList.end(), [](View* v) { return !v->isVisible() || v->isCurrent(); });
}

Session MainWindow::session() const
{
    Session s;
    s.params = m_panel->params();
    s.view = currentViewKey();
    s.selectedPair = m_selection->pair();
    return s;
}

Outcome MainWindow::applySession(const Session& session)
{
    const core::Problems problems = session.params.validate();
    if (!problems.empty())
        return Error{{}, tr("Not applied: %1.").arg(describe(problems))};
    applyParams(session.params);
    showView(session.view); // an unknown key leaves the view as it is
    m_selection->setPair(std::clamp(session.selectedPair, 0, std::max(0, session.params.rope.pairCount() - 1)));
    return {};
}

void MainWindow::applyParams(const AppParams& params)
{
    if (!params.validate().empty())
        return;
    m_panel->setParams(params);
    m_controller->request(params);
}

QString MainWindow::statusText() const { return m_statusParams->text(); }

void MainWindow::showResults(std::shared_ptr<const Results> results)
{
    const AppParams& p = results->params;
    const QString frequencies = p.rope.thetaOverride
                                    ? tr("θ = %1 for every pair").arg(formatNumber(*p.rope.thetaOverride))
                                    : tr("base %1").arg(formatNumber(p.rope.base, 7));
    m_appParamsText =
        tr("d = %1, %2, %3 pairing, N = %4, query at m = %5, key at n = %6 (Δ = %7), %8%9")
            .arg(p.rope.headDim)
            .arg(frequencies, nameLabel(p.rope.pairing))
            .arg(p.seqLen)
            .arg(formatNumber(p.m, 7), formatNumber(p.n, 7), formatNumber(p.delta(), 7),
                 p.heatmapMode == HeatmapMode::NotElementwise ? tr("demonstration q, k") : nameLabel(p.source),
                 p.mask == core::Mask::Causal ? tr(", causal") : QString());
    updateStatusParams();
    if (results->attention && results->attentionCurrent)
        m_statusTime->setText(tr("attention maps for N = %1 computed in %2 ms")
                                  .arg(results->attention->n)
                                  .arg(results->attention->computeMilliseconds, 0, 'f', 1));
    for (View* view : m_viewList)
        view->setResults(results);
}

void MainWindow::updateStatusParams()
{
    // A view with its own controls says what it draws; the panel's values are for the other views
    // (step 25 showed d = 32 in the view and d = 64 in the status bar, unexplained).
    const ViewEntry* entry = findView(currentViewKey());
    View* shown = view(currentViewKey());
    const bool own =
        entry && shown && (entry->caption == CaptionParameters::None || entry->caption == CaptionParameters::BaseOnly);
    const QString text = own ? tr("%1: %2 · the panel, for the other views: %3")
                                   .arg(viewTitle(*entry), shown->stateCaption(), m_appParamsText)
                             : m_appParamsText;
    if (text != m_statusParams->text()) // called at every frame a view draws (the clocks playing)
        m_statusParams->setText(text);
}

QString MainWindow::laneJobName(const void* owner) const
{
    if (owner == m_controller->laneOwner())
        return tr("the attention maps");
    for (const View* view : m_viewList)
        for (const auto& job : view->jobs())
            if (job->laneOwner() == owner)
                return tr("“%1”").arg(viewTitle(view->objectName()));
    return {};
}

void MainWindow::showProblem(const QString& message)
{
    if (message.isEmpty())
        statusBar()->clearMessage();
    else
        statusBar()->showMessage(message, 8000);
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (!m_docksFitted) {
        m_docksFitted = true;
        fitDocksToWindow();
    }
    // Strips restored from the settings are sized once the window has its size.
    QTimer::singleShot(0, m_strips, &DockStrips::fitAll);
}

void MainWindow::saveToSettings()
{
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    m_settings->setCollapsedDocks(m_strips->collapsedNames());
    m_settings->setCurrentView(currentViewKey());
    m_settings->setLastParams(m_panel->params());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveToSettings();
    event->accept();
}

} // namespace rope::ui
