#pragma once
// The main window composes: the parameter dock, the views in the centre, menus and the status bar.
// It does not compute, parse or paint.

#include "ui/model/appparams.h"
#include "ui/model/results.h"
#include "ui/model/session.h"

#include <QJsonObject>
#include <QMainWindow>

#include <QList>

#include <memory>
#include <utility>
#include <vector>

class QAction;
class QDockWidget;
class QLabel;
class QStackedWidget;

namespace rope::model {
class ComputeController;
class PairSelection;
class Settings;
} // namespace rope::model

namespace rope::ui {

using namespace rope::model;

class DockStrips;
class ElidedLabel;
class FileActions;
class Navigator;
class JobProgress;
class LessonsPanel;
class LessonCover;
class HelpDialog;
class LessonPointer;
class ParameterPanel;
class QuickOpen;
class View;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    enum class Startup { RestoreSession, Defaults };
    explicit MainWindow(QWidget* parent = nullptr, Startup startup = Startup::RestoreSession);

    /// Makes a view current (its tab, and its page within a shared tab) and returns it; this window
    /// for "window"; nullptr for a key the registry (viewregistry.h) does not know.
    QWidget* showView(const QString& key);
    /// The key of the view on show.
    QString currentViewKey() const;
    /// The view with this key (nullptr if none), and the same cast to its class.
    View* view(QStringView key) const;
    template <typename T>
    T* view(QStringView key) const
    {
        return qobject_cast<T*>(view(key));
    }
    /// Every view, in registry order.
    const std::vector<View*>& allViews() const { return m_viewList; }
    /// Whether the latest parameters are computed (attention included) and every visible view has
    /// drawn them (export, screenshots and tests wait for it).
    bool visibleViewsCurrent() const;
    /// Names what is open (a session or config file, a preset) in the window title.
    void setDocumentName(const QString& name);
    ~MainWindow() override;
    /// On the very first launch, opens the tour at its first step (and sets it up); afterwards does
    /// nothing. Returns whether it opened the tour.
    bool offerTourOnFirstLaunch();

    /// Writes what the next window starts from (geometry, docks, view, parameters) to the settings.
    void saveToSettings();

    /// Everything a session file or state string holds: parameters, view, selected pair.
    Session session() const;
    /// Adopts a session; returns the problem (and changes nothing) when its parameters are invalid.
    Outcome applySession(const Session& session);

    ParameterPanel* panel() const { return m_panel; }
    ComputeController* controller() const { return m_controller; }
    /// The status bar's progress and Stop for the running computation.
    JobProgress* jobProgress() const { return m_jobProgress; }
    /// The views, one shown at a time, and the navigator that chooses it.
    QStackedWidget* viewStack() const { return m_stack; }
    Navigator* navigator() const { return m_navigator; }
    QDockWidget* navigatorDock() const { return m_navigatorDock; }
    QDockWidget* panelDock() const { return m_panelDock; }
    PairSelection* selection() const { return m_selection; }
    FileActions* fileActions() const { return m_fileActions; }
    LessonsPanel* lessons() const { return m_lessons; }
    QDockWidget* lessonsDock() const { return m_lessonsDock; }
    /// The docks' collapse to narrow strips (the figure takes the width).
    DockStrips* dockStrips() const { return m_strips; }
    QString statusText() const;
    /// Every shortcut of the menus and the tour: (menu path, keys), as Help → Keyboard Shortcuts lists them.
    QList<std::pair<QString, QString>> shortcuts() const;

public slots:
    /// Adopts parameters from anywhere (a view, a preset): shows them in the panel and computes.
    void applyParams(const rope::ui::AppParams& params);
    void resetLayout();
    /// Text on One Line in every view (View menu); remembered for the next window.
    void setTextFolded(bool folded);
    bool textFolded() const;
    /// Shows the tour's dock, open (not as a strip).
    void openTour();
    /// Sets a tour step up: its parameters, its view, the view's controls, its section in view.
    void setUpLesson(int step);
    void showConventions();
    /// The tour floats over the figure as a card (true) or stands beside it in its dock (false).
    void showTourAsCard(bool card);
    void showSources();
    /// The tour's end: the cheat sheet's ten points and how the learner answered the steps that
    /// teach each, with links to the steps.
    void showTourSummary();
    /// A help page as a window that stays beside the figure; its in-app links open views and steps.
    HelpDialog* showHelpPage(const QString& title, const QString& html);
    void showAbout();
    /// Help → Keyboard Shortcuts: every shortcut of the menus and the tour, by menu path.
    void showShortcuts();
    /// Quick-open (Ctrl+K): a view, a tour step or a figure by part of its name; returns the dialog.
    QuickOpen* showQuickOpen();
    /// Sets a named figure up as `export --figure` would (parameters, view, its controls, its section).
    void showFigure(const QString& key);
    /// View → Present (F11): the current view full screen, no menus, panels or status bar; Page Down
    /// and Page Up (a slide clicker's keys) step the tour; Esc or F11 leaves, restoring the window.
    void setPresenting(bool on);
    bool presenting() const { return !m_statePresented.isEmpty(); }

signals:
    /// The language or the zoom changed: fonts and texts are set when widgets are made, so the
    /// window must be made again (WindowKeeper does it, keeping the parameters, view and tour).
    void rebuildRequested();

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void createDocks(); // mainwindowpanels.cpp
    void createViews();
    void createMenus();
    void showResults(std::shared_ptr<const Results> results);
    /// What a compute-lane owner computes, for the status bar's progress ("the attention maps").
    /// Shows the view `step` places after (before, when negative) the current one, wrapping around.
    void walkViews(int step);
    /// Gives the side docks widths in proportion to the window, so that the figure keeps most of it.
    void fitDocksToWindow();
    /// View → Zoom: multiplies the settings' zoom by `factor` (1/zoom: back to actual size).
    void zoomBy(double factor);
    QString laneJobName(const void* owner) const;
    void showProblem(const QString& message);
    /// The status bar's parameters: the app's, and for a view with its own controls, first what it draws.
    void updateStatusParams();
    /// Covers the figure while the tour's question waits (the tour open, the question unanswered).
    void updateLessonCover();
    /// While the tour is open: in the step's view, the sections a later step asks about wait for
    /// that step; every other view shows all of its sections.
    void holdLaterSections();
    /// Frames what explains the tour's answer: the view's section, or picture `picture` (≥ 0).
    void pointAt(const QString& view, const QString& section, int picture);

    std::unique_ptr<Settings> m_settings;
    ComputeController* m_controller;
    PairSelection* m_selection;
    ParameterPanel* m_panel;
    QDockWidget* m_panelDock;
    QStackedWidget* m_stack;
    Navigator* m_navigator;
    QDockWidget* m_navigatorDock;
    std::vector<View*> m_viewList; ///< in registry order
    std::vector<QJsonObject> m_defaultViewStates; ///< each view's controls as made, in registry order
    QString m_appParamsText; ///< the app's parameters in words, for the status bar
    LessonCover* m_lessonCover = nullptr;
    LessonPointer* m_lessonPointer = nullptr;
    FileActions* m_fileActions;
    LessonsPanel* m_lessons;
    QDockWidget* m_lessonsDock;
    DockStrips* m_strips = nullptr; ///< the docks' collapsed strips
    QAction* m_textFoldAction = nullptr;
    ElidedLabel* m_statusParams;
    QLabel* m_statusTime;
    JobProgress* m_jobProgress;
    QByteArray m_defaultState;
    QAction* m_presentAction = nullptr;
    QList<QAction*> m_presenterKeys; ///< Page Down, Page Up, Esc: active while presenting
    QByteArray m_statePresented; ///< the docks and toolbars before presenting, restored after
    bool m_wasMaximized = false;
    bool m_docksFitted = false; ///< the docks' first widths are set (or restored from the settings)
};

} // namespace rope::ui
