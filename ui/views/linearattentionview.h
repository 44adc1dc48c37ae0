#pragma once
// "What happens to RoPE when attention becomes linear?" (seed 000 §9). Softmax RoPE weights next to
// RoFormer's linear-attention weights (rotated features on top, unrotated below: weights may be
// negative and rows need not sum to 1), the other order — rotate first, then positive random
// features (FAVOR+) — with its error against the number of features, the O(N) vs O(N²) cost, and
// the causal prefix state S_V, S_1 accumulated token by token.
//
// View state: {"features": M, "prefix": t}. Facts: tokens, negativeWeights, rowSums.min, rowSums.max,
// favorError.fewest, favorError.most (mean |w − softmax| at 4 and at 1024 features).

#include "ui/model/latestjob.h"
#include "ui/model/results.h"
#include "ui/model/viewdata/linearattentiondata.h"
#include "ui/views/view.h"

#include <QTimer>
#include <QWidget>

#include <memory>

class QCustomPlot;
class QCheckBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace rope::ui {

using namespace rope::model;

class MapPlot;

class LinearAttentionView : public View {
    Q_OBJECT
public:
    explicit LinearAttentionView(QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    void stopPlaying() override;
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;

    MapPlot* softmaxMap() const { return m_softmax; }
    MapPlot* linearMap() const { return m_linear; }
    MapPlot* favorMap() const { return m_favor; }
    QCustomPlot* rowSumPlot() const { return m_rowSums; }
    QCustomPlot* errorPlot() const { return m_error; }
    QSlider* prefixControl() const { return m_prefix; }
    QLabel* costLabel() const { return m_cost; }
    QPushButton* measureButton() const { return m_measure; }
    /// The prefix-state panel's current S_1 (for tests).
    Eigen::VectorXd prefixSumOne() const { return m_sumOne; }

protected:
    void resultsChanged() override;

private:
    void draw(const LinearAttentionData& data);
    void drawMarkers();
    /// The prefix state after token t, from the data (the slider and the animation only pick t).
    void showPrefix(int t);
    void measure();
    void showCost(const CostTiming& timing);

    QWidget* m_weightsSection = nullptr;
    QWidget* m_costSection = nullptr;
    QWidget* m_prefixSection = nullptr;
    MapPlot* m_softmax;
    MapPlot* m_linear;
    MapPlot* m_favor;
    QCustomPlot* m_rowSums;
    QCustomPlot* m_error;
    QSpinBox* m_features;
    QLabel* m_readout;
    QLabel* m_linearRowSums; ///< under RoFormer's map: what the tour's question there asks
    QLabel* m_cost;
    QPushButton* m_measure;
    QSpinBox* m_costN;
    QSlider* m_prefix;
    QPushButton* m_play;
    QTimer m_playTimer;
    MapPlot* m_stateV;
    QCustomPlot* m_stateOne;
    QLabel* m_prefixReadout;
    QCheckBox* m_signsOnly; ///< the RoFormer map as signs: single negative cells show
    Eigen::VectorXd m_sumOne;
    ViewJob<LinearAttentionRequest, LinearAttentionData>* m_job;
    LatestJob<CostRequest, CostTiming> m_costJob;
};

} // namespace rope::ui
