#pragma once
// The main window composes: the parameter dock, the views in the centre, menus and the status bar.
// It does not compute, parse or paint.

#include "ui/model/appparams.h"
#include "ui/model/results.h"
#include "ui/model/session.h"

#include <QMainWindow>

#include <memory>

class QDockWidget;
class QLabel;
class QTabWidget;

namespace rope::ui {

class ClocksView;
class FrequencyView;
class HeatmapView;
class FileActions;
class KvCacheView;
class LessonsPanel;
class LinearAttentionView;
class LongContextView;
class OverviewView;
class PairingLabView;
class ScoreCurveView;
class ComputeController;
class PairSelection;
class ParameterPanel;
class Settings;
class ToyView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    enum class Startup { RestoreSession, Defaults };
    explicit MainWindow(QWidget* parent = nullptr, Startup startup = Startup::RestoreSession);

    /// The names views are exported by: clocks, heatmaps, curve, … and "window" for everything.
    static QStringList viewNames();
    /// Makes a view current and returns the widget that shows it (this window for "window");
    /// nullptr for an unknown name.
    QWidget* showView(const QString& name);
    /// A view's name as the tabs show it, translated ("window": the whole window).
    static QString viewTitle(const QString& name);
    /// The name of the view on show.
    QString currentViewName() const;
    ~MainWindow() override;

    /// Everything a session file or state string holds: parameters, view, selected pair.
    Session session() const;
    /// Adopts a session; returns the problem (and changes nothing) when its parameters are invalid.
    Outcome applySession(const Session& session);

    ParameterPanel* panel() const { return m_panel; }
    ComputeController* controller() const { return m_controller; }
    ClocksView* clocksView() const { return m_clocks; }
    ToyView* toyView() const { return m_toy; }
    HeatmapView* heatmapView() const { return m_heatmap; }
    ScoreCurveView* scoreCurveView() const { return m_curve; }
    OverviewView* overview() const { return m_overview; }
    FrequencyView* frequencyView() const { return m_frequencies; }
    PairingLabView* pairingLab() const { return m_pairingLab; }
    LongContextView* longContext() const { return m_longContext; }
    LinearAttentionView* linearAttention() const { return m_linear; }
    KvCacheView* kvCache() const { return m_kvCache; }
    QTabWidget* views() const { return m_views; }
    PairSelection* selection() const { return m_selection; }
    FileActions* fileActions() const { return m_fileActions; }
    LessonsPanel* lessons() const { return m_lessons; }
    QDockWidget* lessonsDock() const { return m_lessonsDock; }
    QString statusText() const;

public slots:
    /// Adopts parameters from anywhere (a view, a preset): shows them in the panel and computes.
    void applyParams(const rope::ui::AppParams& params);
    void resetLayout();
    void showConventions();
    void showAbout();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void showResults(std::shared_ptr<const Results> results);
    void showProblem(const QString& message);

    std::unique_ptr<Settings> m_settings;
    ComputeController* m_controller;
    PairSelection* m_selection;
    ParameterPanel* m_panel;
    QDockWidget* m_panelDock;
    QTabWidget* m_views;
    ClocksView* m_clocks;
    ToyView* m_toy;
    HeatmapView* m_heatmap;
    ScoreCurveView* m_curve;
    OverviewView* m_overview;
    FrequencyView* m_frequencies;
    PairingLabView* m_pairingLab;
    LongContextView* m_longContext;
    LinearAttentionView* m_linear;
    KvCacheView* m_kvCache;
    FileActions* m_fileActions;
    LessonsPanel* m_lessons;
    QDockWidget* m_lessonsDock;
    QLabel* m_statusParams;
    QLabel* m_statusTime;
    QByteArray m_defaultState;
};

} // namespace rope::ui
