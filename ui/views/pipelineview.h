#pragma once
// "Where does RoPE act?" (《重读 Transformer 升级之路（2）》 §6; cheat sheet q2, q3, q9, q10). One
// attention head as a flow of its matrices: R_m turns each token's d features and acts on q and k
// only, the N × N scores are computed afterwards and never rotated, and V goes around the rotation.
// "Rotate V too" shows why it does: shifting the whole sequence leaves the output unchanged only
// when V is not rotated.
//
// View state: {"rotateV": bool, "shift": int}. Facts: shift.plain, shift.rotated, shift.shown
// (max |O(positions + s) − O(positions)|), scores (N²), rotation.orthogonality (max |RᵀR − I|).

#include "ui/model/viewdata/pipelinedata.h"
#include "ui/views/view.h"

class QCheckBox;
class QLabel;
class QSpinBox;

namespace rope::ui {

using namespace rope::model;

class PipelineDiagram;

class PipelineView : public View {
    Q_OBJECT
public:
    explicit PipelineView(QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;

    PipelineDiagram* diagram() const { return m_diagram; }
    QCheckBox* rotateValuesControl() const { return m_rotateV; }
    QString countText() const;
    QString shiftText() const;

private:
    void draw(const PipelineData& data);

    QWidget* m_pipelineSection;
    QWidget* m_valuesSection;
    PipelineDiagram* m_diagram;
    QCheckBox* m_rotateV;
    QSpinBox* m_shift;
    QLabel* m_counts;
    QLabel* m_shiftReadout;
    ViewJob<PipelineRequest, PipelineData>* m_job;
};

} // namespace rope::ui
