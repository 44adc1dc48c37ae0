#include "ui/window/mainwindow.h"

#include "ui/model/computecontroller.h"
#include "ui/model/messages.h"
#include "ui/model/names.h"
#include "ui/model/pairselection.h"
#include "ui/model/settings.h"
#include "ui/model/tensors.h"
#include "ui/views/clocksview.h"
#include "ui/views/frequencyview.h"
#include "ui/views/heatmapview.h"
#include "ui/views/kvcacheview.h"
#include "ui/views/linearattentionview.h"
#include "ui/views/longcontextview.h"
#include "ui/views/overviewview.h"
#include "ui/views/pairinglabview.h"
#include "ui/views/scalinglabview.h"
#include "ui/views/scorecurveview.h"
#include "ui/views/toyview.h"
#include "ui/widgets/style.h"
#include "ui/window/conventionsdialog.h"
#include "ui/window/fileactions.h"
#include "ui/window/lessonspanel.h"
#include "ui/window/parameterpanel.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>

namespace rope::ui {

MainWindow::MainWindow(QWidget* parent, Startup startup) :
    QMainWindow(parent), m_settings(std::make_unique<Settings>()), m_controller(new ComputeController(this)),
    m_selection(new PairSelection(this)), m_panel(new ParameterPanel),
    m_panelDock(new QDockWidget(tr("Parameters"), this)), m_views(new QTabWidget),
    m_clocks(new ClocksView(m_selection)), m_toy(new ToyView), m_heatmap(new HeatmapView),
    m_curve(new ScoreCurveView(m_selection)), m_overview(new OverviewView(m_selection)),
    m_frequencies(new FrequencyView(m_selection)), m_pairingLab(new PairingLabView(m_selection)),
    m_longContext(new LongContextView), m_linear(new LinearAttentionView), m_kvCache(new KvCacheView),
    m_fileActions(new FileActions(this, m_settings.get())), m_lessons(new LessonsPanel),
    m_lessonsDock(new QDockWidget(tr("Lessons"), this)), m_statusParams(new QLabel), m_statusTime(new QLabel)
{
    setWindowTitle(tr("RoPE Explorer"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/rope-explorer.svg")));

    auto* scroll = new QScrollArea;
    scroll->setWidget(m_panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_panelDock->setObjectName(QStringLiteral("parametersDock"));
    m_panelDock->setWidget(scroll);
    m_panelDock->setMinimumWidth(300);
    addDockWidget(Qt::LeftDockWidgetArea, m_panelDock);
    m_lessonsDock->setObjectName(QStringLiteral("lessonsDock"));
    m_lessonsDock->setWidget(m_lessons);
    m_lessonsDock->setMinimumWidth(280);
    addDockWidget(Qt::RightDockWidgetArea, m_lessonsDock);
    m_lessonsDock->hide(); // until asked for; the window state remembers it

    m_views->addTab(m_clocks, tr("Clocks"));
    m_views->addTab(m_heatmap, tr("Heatmaps"));
    m_views->addTab(m_curve, tr("Score curve"));
    m_views->addTab(m_frequencies, tr("Frequencies"));
    m_views->addTab(m_pairingLab, tr("Pairing lab"));
    m_views->addTab(m_longContext, tr("Long context"));
    m_views->addTab(m_linear, tr("Linear"));
    m_views->addTab(m_kvCache, tr("KV cache"));
    m_views->addTab(m_toy, tr("2-D toy"));
    m_views->addTab(m_overview, tr("Linked"));
    const char* questions[] = {QT_TR_NOOP("Rotation clocks: does the score depend only on m − n?"),
                               QT_TR_NOOP("Attention heatmaps: which keys does each query attend to?"),
                               QT_TR_NOOP("Score curve: does the score fall with distance?"),
                               QT_TR_NOOP("Frequencies: which pairs are second hands, which are hour hands?"),
                               QT_TR_NOOP("Pairing lab: interleaved or half-split, does it matter?"),
                               QT_TR_NOOP("Long context: scaling methods and numerical precision"),
                               QT_TR_NOOP("Linear attention: what happens to RoPE when attention becomes linear?"),
                               QT_TR_NOOP("KV cache: why is decoding with a cache exact, and what breaks it?"),
                               QT_TR_NOOP("The 2-D toy: how does a relative rotation change a match?"),
                               QT_TR_NOOP("Linked views: clocks, heatmap and score curve side by side")};
    for (int i = 0; i < m_views->count(); ++i)
        m_views->setTabToolTip(i, tr(questions[i]));
    m_views->setDocumentMode(true);
    setCentralWidget(m_views);

    m_statusParams->setTextFormat(Qt::PlainText);
    statusBar()->addWidget(m_statusParams, 1);
    statusBar()->addPermanentWidget(m_statusTime);

    createMenus();

    connect(m_panel, &ParameterPanel::paramsChanged, m_controller, &ComputeController::request);
    connect(m_panel, &ParameterPanel::problem, this, &MainWindow::showProblem);
    connect(m_controller, &ComputeController::resultsReady, this, &MainWindow::showResults);
    connect(m_controller, &ComputeController::attentionBusyChanged, this, [this](bool busy) {
        if (busy)
            m_statusTime->setText(tr("computing attention…"));
    });
    connect(m_clocks, &ClocksView::positionsRequested, this, [this](double m, double n) {
        AppParams p = m_panel->params();
        p.m = m;
        p.n = n;
        applyParams(p);
    });
    connect(m_toy, &ToyView::paramsRequested, this, &MainWindow::applyParams);
    connect(m_heatmap, &HeatmapView::paramsRequested, this, &MainWindow::applyParams);
    connect(m_longContext->scaling(), &ScalingLabView::ropeRequested, this, [this](const core::RopeParams& rope) {
        AppParams p = m_panel->params();
        p.rope = rope;
        applyParams(p);
    });
    connect(m_curve, &ScoreCurveView::paramsRequested, this, &MainWindow::applyParams);
    connect(m_overview, &OverviewView::paramsRequested, this, &MainWindow::applyParams);
    connect(m_overview, &OverviewView::positionsRequested, this, [this](double m, double n) {
        AppParams p = m_panel->params();
        p.m = m;
        p.n = n;
        applyParams(p);
    });

    connect(m_lessons, &LessonsPanel::setUpRequested, this, [this](const AppParams& params, const QString& view) {
        applyParams(params);
        showView(view);
    });
    connect(m_lessons, &LessonsPanel::stepChanged, this, [this](int step) { m_settings->setLessonStep(step); });

    m_defaultState = saveState();
    resize(1280, 800);
    if (startup == Startup::Defaults) {
        applyParams(AppParams{});
        return;
    }
    restoreGeometry(m_settings->windowGeometry());
    restoreState(m_settings->windowState());
    m_views->setCurrentIndex(std::clamp(m_settings->currentView(), 0, m_views->count() - 1));
    // The last parameters, with their tensors read again; the defaults if either fails.
    const Expected<AppParams> last = loadTensorsFor(m_settings->lastParams().value_or(AppParams{}));
    applyParams(last && last->validate().empty() ? *last : AppParams{});
    m_lessons->setStep(m_settings->lessonStep(), false); // resume where the learner left, without resetting
}

MainWindow::~MainWindow() = default;

QStringList MainWindow::viewNames()
{
    return {QStringLiteral("clocks"),      QStringLiteral("heatmaps"),    QStringLiteral("curve"),
            QStringLiteral("frequencies"), QStringLiteral("pairing-lab"), QStringLiteral("scaling"),
            QStringLiteral("precision"),   QStringLiteral("linear"),      QStringLiteral("kv-cache"),
            QStringLiteral("toy"),         QStringLiteral("linked"),      QStringLiteral("window")};
}

QWidget* MainWindow::showView(const QString& name)
{
    const QStringList names = viewNames();
    const int index = names.indexOf(name);
    if (index < 0)
        return nullptr;
    if (name == QLatin1String("window"))
        return this;
    // Tabs in order; "scaling" and "precision" are the two pages of the long-context tab.
    const int tab = index <= 4 ? index : index <= 6 ? 5 : index - 1;
    m_views->setCurrentIndex(tab);
    if (tab == 5) {
        m_longContext->setCurrentIndex(name == QLatin1String("precision") ? 1 : 0);
        return m_longContext->currentWidget();
    }
    return m_views->currentWidget();
}

QString MainWindow::viewTitle(const QString& name)
{
    static const char* titles[] = {QT_TR_NOOP("Clocks"),
                                   QT_TR_NOOP("Heatmaps"),
                                   QT_TR_NOOP("Score curve"),
                                   QT_TR_NOOP("Frequencies"),
                                   QT_TR_NOOP("Pairing lab"),
                                   QT_TR_NOOP("Long context: scaling"),
                                   QT_TR_NOOP("Long context: precision"),
                                   QT_TR_NOOP("Linear"),
                                   QT_TR_NOOP("KV cache"),
                                   QT_TR_NOOP("2-D toy"),
                                   QT_TR_NOOP("Linked"),
                                   QT_TR_NOOP("Whole window")};
    const int index = viewNames().indexOf(name);
    return index < 0 ? name : tr(titles[index]);
}

QString MainWindow::currentViewName() const
{
    const int tab = m_views->currentIndex();
    const QStringList names = viewNames();
    if (tab < 5)
        return names[tab];
    if (tab == 5)
        return names[m_longContext->currentIndex() == 1 ? 6 : 5];
    return names[tab + 1];
}

Session MainWindow::session() const
{
    Session s;
    s.params = m_panel->params();
    s.view = currentViewName();
    s.selectedPair = m_selection->pair();
    return s;
}

Outcome MainWindow::applySession(const Session& session)
{
    const core::Problems problems = session.params.validate();
    if (!problems.empty())
        return Error{{}, tr("Not applied: %1.").arg(describe(problems))};
    applyParams(session.params);
    if (viewNames().contains(session.view) && session.view != QLatin1String("window"))
        showView(session.view);
    m_selection->setPair(std::clamp(session.selectedPair, 0, std::max(0, session.params.rope.pairCount() - 1)));
    return {};
}

void MainWindow::createMenus()
{
    menuBar()->addMenu(m_fileActions->fileMenu());
    menuBar()->addMenu(m_fileActions->editMenu());

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* dock = m_panelDock->toggleViewAction();
    dock->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    dock->setStatusTip(tr("Show or hide the parameter panel"));
    view->addAction(dock);
    view->addSeparator();
    for (int i = 0; i < m_views->count(); ++i) {
        QAction* show = view->addAction(m_views->tabText(i), this, [this, i] { m_views->setCurrentIndex(i); });
        if (i < 9) // Alt+1 … Alt+9; the tenth tab is reached from the menu or by clicking
            show->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + i)));
    }
    view->addSeparator();
    QAction* reset = view->addAction(tr("&Reset Layout"), this, &MainWindow::resetLayout);
    reset->setStatusTip(tr("Put the panels back where they started"));
    QAction* resetParams = view->addAction(tr("Reset &Parameters"), m_panel, &ParameterPanel::reset);
    resetParams->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));

    menuBar()->addMenu(m_fileActions->presetsMenu());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* lessons = m_lessonsDock->toggleViewAction();
    lessons->setText(tr("&Lessons (guided tour)"));
    lessons->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    lessons->setStatusTip(tr("A guided tour through the articles, step by step"));
    help->addAction(lessons);
    QAction* conventions = help->addAction(tr("&Conventions"), this, &MainWindow::showConventions);
    conventions->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About RoPE Explorer"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
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
    m_statusParams->setText(
        tr("d = %1, %2, %3 pairing, N = %4, query at m = %5, key at n = %6 (Δ = %7), %8%9")
            .arg(p.rope.headDim)
            .arg(frequencies, nameLabel(p.rope.pairing))
            .arg(p.seqLen)
            .arg(formatNumber(p.m, 7), formatNumber(p.n, 7), formatNumber(p.delta(), 7),
                 p.heatmapMode == HeatmapMode::NotElementwise ? tr("demonstration q, k") : nameLabel(p.source),
                 p.mask == core::Mask::Causal ? tr(", causal") : QString()));
    if (results->attention && results->attentionCurrent)
        m_statusTime->setText(tr("attention %1×%1 computed in %2 ms")
                                  .arg(results->attention->n)
                                  .arg(results->attention->computeMilliseconds, 0, 'f', 1));
    m_clocks->setResults(results);
    m_toy->setResults(results);
    m_heatmap->setResults(results);
    m_curve->setResults(results);
    m_overview->setResults(results);
    m_frequencies->setResults(results);
    m_pairingLab->setResults(results);
    m_linear->setResults(results);
    m_kvCache->setResults(results);
}

void MainWindow::showProblem(const QString& message)
{
    if (message.isEmpty())
        statusBar()->clearMessage();
    else
        statusBar()->showMessage(message, 8000);
}

void MainWindow::resetLayout()
{
    restoreState(m_defaultState);
    m_panelDock->show();
}

void MainWindow::showConventions()
{
    ConventionsDialog dialog(this);
    dialog.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About RoPE Explorer"),
                       tr("<h3>RoPE Explorer %1</h3><p>See Rotary Position Embedding: rotation clocks, attention "
                          "heatmaps, score curves and the two pairing schemes.</p><p>Built with Qt, QCustomPlot and "
                          "Eigen. The teaching follows the articles in the project's seeds.</p>")
                           .arg(QApplication::applicationVersion()));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    m_settings->setCurrentView(m_views->currentIndex());
    m_settings->setLastParams(m_panel->params());
    event->accept();
}

} // namespace rope::ui
