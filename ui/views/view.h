#pragma once
// What every view is to the window: it is given Results, it may ask the app to adopt parameters,
// and it says whether what it draws is up to date. The window, the lessons, export and the tests
// talk to views only through this and the registry (viewregistry.h).
//
// The one compute path: a view draws from Results (computed by the ComputeController) or from data
// its own jobs compute on the compute lane from those Results and its controls (viewjob.h: the
// lifecycle, refresh on show and the one staleness rule live there, not in each view). A view whose
// header does not say why never calls core on the GUI thread.
//
// A view is made of named sections (the figures of viewregistry.h): a lesson scrolls one into view,
// export renders one whole. Its own controls (overlays, modes, a lab's knobs) are its view state, a
// JSON object a lesson or a figure can set and a caption can describe. Its facts are the numbers its
// picture claims (a diagonal spread, where a curve peaks), so that a lesson's text can be checked
// against what is on screen.

#include "ui/model/results.h"
#include "ui/views/viewjob.h"

#include <QHash>
#include <QJsonObject>
#include <QPointer>
#include <QWidget>

class QLabel;
class QScrollArea;

#include <functional>
#include <memory>
#include <vector>

namespace rope::ui {

using namespace rope::model;

class View : public QWidget {
    Q_OBJECT
public:
    /// Views format numbers in the C locale, whatever the interface language: figures read the same
    /// in both languages, and QCustomPlot's 10ⁿ tick labels need the exponent written "e" (Chinese
    /// writes "E", which would show "1E+03"). Child widgets inherit the locale.
    explicit View(QWidget* parent = nullptr);

    /// The latest results: resultsChanged(), then the jobs asked again (a hidden view's when shown).
    void setResults(std::shared_ptr<const Results> results);
    const std::shared_ptr<const Results>& results() const { return m_results; }
    /// Whether what is drawn answers the latest results and the view's own controls: every job of
    /// the view is current (viewjob.h), and nothing else is left to draw.
    virtual bool isCurrent() const;
    /// The view's jobs, for tests and benchmarks that count what runs.
    const std::vector<std::unique_ptr<ViewJobBase>>& jobs() const { return m_jobs; }

    struct Section {
        QString key; ///< "trap", as in the figure key "pairing-lab/trap"
        QWidget* widget; ///< what the figure shows: titles, plots, captions (controls are marked)
    };
    /// The view's sections, in reading order; a view of one piece has one, "main", the whole view.
    virtual std::vector<Section> sections();
    QWidget* sectionWidget(const QString& key);
    /// Scrolls the section into view (for a lesson) and keeps it there while the layout settles,
    /// until the learner scrolls; false for an unknown key.
    bool showSection(const QString& key);
    /// Whether the section lies entirely inside what its scroll area shows.
    bool sectionVisible(const QString& key);
    /// Hides the sections a later tour step asks about (`notes`: section key → the line that stands
    /// in its place, which also offers to show it): their picture would answer that question early.
    /// Sections not named come back. A figure shows every section, held or not.
    void holdSections(const QHash<QString, QString>& notes);
    QStringList heldSections() const { return m_held.keys(); }

    /// Stops whatever the view plays (Play on the clocks, the KV cache, the linear prefix) where it
    /// is: a tour step sets a still scene, and an animation left running changed the next steps'.
    virtual void stopPlaying() { }
    /// The view's own controls as JSON (keys of the view's choosing, documented in its header).
    virtual QJsonObject viewState() const { return {}; }
    /// Sets the controls named in `state`; other controls stay as they are. Unknown keys are ignored.
    virtual void applyViewState(const QJsonObject& state) { Q_UNUSED(state); }
    /// The numbers the picture claims, flat keys ("rope.spread"); what the lessons' claims check
    /// and what the tour's questions are answered from.
    virtual QJsonObject facts() const { return {}; }
    /// The pictures a tour question may ask the learner to choose between (the maps the view
    /// compares), in the view's order; none by default.
    virtual std::vector<QWidget*> pictures() { return {}; }
    /// The view's own controls, hidden in a figure, in words for its caption ("softmax weights · one
    /// colour scale"); an option not taken, which the picture shows by its absence, is left out.
    /// tst_registry checks that every key of viewState() shows here.
    virtual QString stateCaption() const { return {}; }

    /// Figure mode hides every widget marked as a control and turns scroll bars off, so that a
    /// section shows only its picture and text (the controls' state goes into the caption).
    void setFigureMode(bool on);
    /// In figure mode, once its layout has settled (at the widths the figure is drawn at): every
    /// wrapped label shows its formulas and names whole; leaving figure mode gives the labels their
    /// own text back.
    void keepFigureFormulasWhole();
    bool figureMode() const { return m_figureMode; }
    /// Text on one line: the view's explanations folded to their first line (textfold.h), the figure
    /// taking the height; never in figure mode.
    void setTextFolded(bool folded);
    bool textFolded() const { return m_textFolded; }
    /// Marks a widget (a control, or a row holding controls) as hidden in figure mode.
    static void markAsControl(QWidget* widget);
    /// A line on how to use the view ("Click a clock…"): shown in the window, never in a figure.
    static QLabel* windowHint(const QString& text);
    /// Marks a drawing that is not a plot or a PaintedWidget (a clock grid, a diagram) as a figure.
    static void markAsFigure(QWidget* widget);
    /// Whether `widget` draws a picture: a plot, a map, a painted diagram, or one marked as a figure.
    static bool isFigure(const QWidget* widget);
    /// The share of the visible height that pictures cover (rows crossed by a figure, as the view
    /// shows now): how much of the view the figure owns. Qt::Horizontal: the share of the width.
    double figureShare(Qt::Orientation along = Qt::Vertical);
    /// What a figure of `section` renders, whole (not the viewport): the section's widget, or for an
    /// empty key the whole view (its scrolling content where it scrolls). nullptr for an unknown key.
    QWidget* figureWidget(const QString& section);
    /// The section holding `pos` (in the view's coordinates), else empty: which figure a right-click
    /// means.
    QString sectionAt(const QPoint& pos);
    /// Runs the layout requests figure mode caused (controls hidden, scroll bars off) without
    /// painting, so a figure can be rendered at once.
    static void settleLayouts();

signals:
    /// The view asks the app to adopt these parameters (a click on a map, a drag on a curve).
    void paramsRequested(const rope::ui::AppParams& params);
    /// New data has been drawn (tests and export wait for it).
    void updated();
    /// A job of the view failed: one sentence for the status bar.
    void failed(const QString& message);

protected:
    /// New results arrived, before the jobs are asked again: views that draw straight from Results
    /// draw here (or note that they must when shown); labs adopt the app's parameters into their
    /// controls here.
    virtual void resultsChanged() { }
    /// The sections with no heading of their own (the page's heading names them in the window): in a
    /// figure each gets one, so that it stands alone on a slide (figureHeading).
    virtual QStringList sectionsHeadedInFigures() const { return {}; }
    /// The heading of such a section: the title of the view's figure of that section whose view
    /// state is nearest to the view's now (remap's method picks its figure).
    virtual QString figureHeading(const QString& section) const;
    /// Figure mode went on or off, after the controls were hidden or shown: views holding views pass
    /// it on, views that size their picture to scroll size it to fit instead.
    virtual void figureModeChanged(bool on) { Q_UNUSED(on); }
    /// A job of this view (viewjob.h), owned by the view: asked again with new Results, when the
    /// view is shown, and by refreshJobs().
    template <typename Request, typename Data>
    ViewJob<Request, Data>* addJob(typename ViewJob<Request, Data>::MakeRequest request,
                                   typename ViewJob<Request, Data>::Compute compute,
                                   typename ViewJob<Request, Data>::Draw draw, RunsOn runsOn = RunsOn::Lane)
    {
        auto job = std::make_unique<ViewJob<Request, Data>>(
            this, std::move(request), std::move(compute), std::move(draw),
            [this](const QString& message) { emit failed(message); }, runsOn);
        ViewJob<Request, Data>* raw = job.get();
        m_jobs.push_back(std::move(job));
        return raw;
    }
    /// Asks every job for its current request (after a control of the view changed).
    void refreshJobs();
    void showEvent(QShowEvent* event) override;

    /// Keeps `figure` at least (`exactly`: just) `height(size of the view)` tall as the view resizes,
    /// so that a picture grows with the window instead of leaving it empty. Not in figure mode: an
    /// exported figure takes its own size.
    void growWithView(QWidget* figure, std::function<int(QSize)> height, bool exactly = false);
    /// Fills the view with `content` in a frameless scroll area (its direct child, which figureWidget
    /// renders whole). `barAlwaysOn`: for content of wrapped labels, whose height changes with the
    /// width, a scroll bar that came and went would make the layout oscillate.
    QScrollArea* setScrollingContent(QWidget* content, bool barAlwaysOn = false);
    bool eventFilter(QObject* watched, QEvent* event) override;
    bool event(QEvent* event) override;

    void hideEvent(QHideEvent* event) override;

private:
    void scrollToSection(QWidget* section, QScrollArea* area);
    /// Room under the page, so that its last section can scroll to the top; 0 removes it.
    void setScrollRoom(QScrollArea* area, int room);
    struct Held {
        QPointer<QWidget> section;
        QPointer<QLabel> note;
        bool wasHidden; ///< hidden by the view itself when it was held: it stays so
    };
    void releaseHeld(const QString& key);
    void showHeldForFigure();
    void showFigureHeadings();

    std::shared_ptr<const Results> m_results;
    std::vector<std::unique_ptr<ViewJobBase>> m_jobs;
    bool m_figureMode = false;
    bool m_textFolded = false;
    QString m_pinnedSection; ///< the section showSection keeps in view, until the learner scrolls
    int m_scrollRoom = 0; ///< added under the page by scrollToSection
    QPointer<QScrollArea> m_roomArea;
    QHash<QString, Held> m_held;
    struct Growing {
        QPointer<QWidget> figure;
        std::function<int(QSize)> height;
        int ownMinimum; ///< the figure's minimum and maximum height before it grew
        int ownMaximum;
        bool exactly;
    };
    std::vector<Growing> m_growing;
    void applyGrowth();
};

} // namespace rope::ui
