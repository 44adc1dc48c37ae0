#pragma once
// "What does bf16 do to RoPE at long positions?" Pipelines in fp64 (reference), fp32, bf16 and fp16:
// the position each can represent (bf16 turns 257 into 256), the angle error p·θ_i against position
// for the fastest and slowest pairs, the score error for a fixed Δ as the absolute position grows
// (the relative property breaking), and |logit − reference| at long positions, where the diagonals
// stop being constant. Next to the failure, the remedy: angles computed in fp32 (as implementations
// now do), and a larger base. The lab follows the app's base and head (a preset, a config).
//
// View state: {"base", "headDim", "format": "fp32" | "bf16" | "fp16", "delta", "start", "remedy"}; base and
// headDim are read only (they follow the app). Facts: base, headDim, held257.bf16, map.refused,
// map.worst, map.remediedWorst, map.exactSpread.

#include "ui/model/viewdata/precisionlabdata.h"
#include "ui/views/view.h"

#include <QWidget>

#include <utility>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QLabel;
class QSpinBox;

namespace rope::ui {

using namespace rope::model;

class MapPlot;

class PrecisionLabView : public View {
    Q_OBJECT
public:
    explicit PrecisionLabView(QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;

    QCustomPlot* positionPlot() const { return m_positions; }
    QCustomPlot* anglePlot() const { return m_angles; }
    QCustomPlot* scorePlot() const { return m_scores; }
    MapPlot* errorMap() const { return m_errorMap; }
    QComboBox* baseControl() const { return m_base; }
    QComboBox* formatControl() const { return m_format; }
    QCheckBox* remedyControl() const { return m_remedy; }
    QString positionReadout() const;
    QString mapReadout() const;

protected:
    void resultsChanged() override;

private:
    void draw(const PrecisionLabData& data);

    QWidget* m_positionsSection = nullptr;
    QWidget* m_anglesSection = nullptr;
    QWidget* m_scoresSection = nullptr;
    QWidget* m_mapSection = nullptr;
    QComboBox* m_base;
    QComboBox* m_headDim;
    QComboBox* m_format;
    QSpinBox* m_delta;
    QSpinBox* m_start;
    QCheckBox* m_remedy;
    QCustomPlot* m_positions;
    QCustomPlot* m_angles;
    QCustomPlot* m_scores;
    MapPlot* m_errorMap;
    QLabel* m_positionReadout;
    QLabel* m_mapReadout;
    std::pair<double, int> m_adopted{0, 0}; ///< the app's base and rotary dims the lab last followed
    ViewJob<PrecisionLabRequest, PrecisionLabData>* m_job;
};

} // namespace rope::ui
