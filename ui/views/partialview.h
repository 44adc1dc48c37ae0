#pragma once
// "Which components turn? Partial RoPE, four conventions." One head of d components of which r
// rotate, laid out as Hugging Face's partial rotary, GPT-J's rotary_dim, multi-head latent
// attention's separate rope part and Gemma 4's proportional RoPE (ui/model/viewdata/partialdata.h):
// a strip per convention, each component coloured by the frequency of its pair (grey: it passes
// through) and numbered with its pair, so partners share a number; then the error of reading rows
// rotated by one convention as another's. The rotations of one d-vector at 64 positions cost
// microseconds, so its job runs on the GUI thread (RunsOn::GuiThread).
//
// View state: {"headDim": 16 | 32 | 64, "rotary": r (d/4 or d/2)}. Facts: "<key>.rotated" (the
// components that turn, comma separated), "<key>.theta1" (θ_1), "error.<a>.<b>" (the misread errors).

#include "ui/model/viewdata/partialdata.h"
#include "ui/views/view.h"

#include <Eigen/Core>

class QComboBox;
class QLabel;

namespace rope::ui {

using namespace rope::model;

class ComponentStrips;

class PartialView : public View {
    Q_OBJECT
public:
    explicit PartialView(QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QStringList sectionsHeadedInFigures() const override { return {QStringLiteral("map"), QStringLiteral("errors")}; }
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;

    QComboBox* headDimControl() const { return m_headDim; }
    QComboBox* rotaryControl() const { return m_rotary; }
    QLabel* errorTable() const { return m_errors; }

private:
    void fillRotaryChoices();
    void draw(const PartialData& data);

    QComboBox* m_headDim;
    QComboBox* m_rotary;
    ComponentStrips* m_strips;
    QLabel* m_errors; ///< an HTML table: a figure holds no interactive widget
    QLabel* m_errorText;
    QWidget* m_mapSection = nullptr;
    QWidget* m_errorSection = nullptr;
    ViewJob<PartialRequest, PartialData>* m_job;
};

} // namespace rope::ui
