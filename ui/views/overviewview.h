#pragma once
// The linked views side by side: clocks, heatmap and score curve for the same parameters, so a
// click in one moves the others (m, n, Δ and the selected pair are shared).

#include "ui/model/results.h"
#include "ui/views/view.h"

#include <QWidget>

#include <memory>

namespace rope::model {
class PairSelection;
} // namespace rope::model

namespace rope::ui {

using namespace rope::model;

class ClocksView;
class HeatmapView;
class ScoreCurveView;

class OverviewView : public View {
    Q_OBJECT
public:
    explicit OverviewView(PairSelection* selection, QWidget* parent = nullptr);

    bool isCurrent() const override;
    /// The three views' facts, prefixed "clocks.", "heatmap." and "curve.".
    QJsonObject facts() const override;
    ClocksView* clocks() const { return m_clocks; }
    HeatmapView* heatmap() const { return m_heatmap; }
    ScoreCurveView* curve() const { return m_curve; }

protected:
    void resultsChanged() override;
    void figureModeChanged(bool on) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private slots:
    void fitCurvePane();

private:
    ClocksView* m_clocks;
    HeatmapView* m_heatmap;
    ScoreCurveView* m_curve;
};

} // namespace rope::ui
