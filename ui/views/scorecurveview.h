#pragma once
// "Does the score fall with distance?" s(Δ) = Σ_i [A_i cos Δθ_i + B_i sin Δθ_i] for the clocks'
// q and k (seed 000 §4.2, §5): an oscillating, content-dependent sum, not a hard distance penalty.
// Overlays: the selected pair's own term, RoFormer's decay bound, the same q and k at other bases,
// and q = k against random q, k. A cursor at the current Δ is linked both ways with the clocks.
//
// View state: {"logAxis", "bound", "qEqualsK", "allTerms", "bases": bool, "baseValues": [3 numbers]}.
// Facts: score.argmaxDelta, score.atCursor; with q = k on, qEqualsK.argmaxDelta and qEqualsK.rebound
// (how far it rises again after falling, as a share of its peak); with the bound on,
// bound.lastOverFirst (the bound at the largest Δ over its value at Δ = 0).

#include "ui/model/results.h"
#include "ui/model/viewdata/curvedata.h"
#include "ui/views/view.h"

#include <QWidget>

#include <memory>
#include <optional>

class QAction;
class QCheckBox;
class QCustomPlot;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemTracer;
class QDoubleSpinBox;
class QLabel;

namespace rope::model {
class PairSelection;
} // namespace rope::model

namespace rope::ui {

using namespace rope::model;

class ScoreCurveView : public View {
    Q_OBJECT
public:
    explicit ScoreCurveView(PairSelection* selection, QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;

    /// s at the cursor (the current Δ), from the plotted curve; a Δ off the plotted range (Δ ≤ 0 on
    /// the log axis) is evaluated here, on the GUI thread: one Δ costs d/2 sines and cosines.
    double valueAtCursor() const;
    QCustomPlot* plot() const { return m_plot; }
    QCheckBox* logAxisControl() const { return m_logAxis; }
    QAction* boundControl() const { return m_bound; }
    QAction* basesControl() const { return m_bases; }
    QAction* qEqualsKControl() const { return m_qEqualsK; }
    QAction* allTermsControl() const { return m_allTerms; }
    QAction* xposControl() const { return m_xpos; }
    QDoubleSpinBox* xposScaleBaseControl() const { return m_xposScaleBase; }
    /// The drawn s(Δ) with xPos (empty when the overlay is off).
    const QCPGraph* xposGraph() const { return m_xposGraph; }
    /// Hides the long caption (for the linked views, where space is short).
    void setCompact(bool compact);
    /// Δ for a pixel of the plot (rounded to a whole position).
    double deltaAt(int pixelX) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resultsChanged() override;

private:
    std::optional<CurveRequest> request() const;
    void draw(const CurveData& data);
    void updateCursor();

    PairSelection* m_selection;
    QCustomPlot* m_plot;
    QCPGraph* m_curve;
    QCPGraph* m_pairTerm;
    QCPGraph* m_boundGraph;
    std::vector<QCPGraph*> m_baseGraphs;
    QCPGraph* m_qEqualsKGraph;
    QCPGraph* m_randomGraph;
    QCPGraph* m_xposGraph;
    std::vector<QCPGraph*> m_termGraphs;
    QCPItemStraightLine* m_cursor;
    QCPItemTracer* m_tracer;
    QLabel* m_title;
    QLabel* m_readout;
    QLabel* m_caption;
    QCheckBox* m_logAxis;
    QAction* m_bound;
    QAction* m_bases;
    QAction* m_qEqualsK;
    QAction* m_allTerms;
    QAction* m_xpos;
    QWidget* m_baseRow;
    QWidget* m_xposRow;
    QDoubleSpinBox* m_xposScaleBase;
    std::array<QDoubleSpinBox*, 3> m_baseValues{};
    ViewJob<CurveRequest, CurveData>* m_job;
    bool m_dragging = false;
};

} // namespace rope::ui
