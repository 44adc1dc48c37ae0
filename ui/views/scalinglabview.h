#pragma once
// "What does each long-context method do to the frequencies?" (seed 001 §14). Per-pair wavelength
// (or turns within the training context) for no scaling and the chosen method — linear PI, NTK-aware,
// dynamic NTK, YaRN, Llama 3, LongRoPE — with the original context marked, YaRN's ramp and Llama 3's
// bands shaded and the attention factor named; then the effect on what a learner already knows: the
// score curve and the logits beyond the original context, with and without the scaling. The lab
// follows the app's model (preset, session, config): it starts from the app's head and scaling, and
// its own controls edit from there.
//
// View state: {"method", "plot": "wavelength" | "turns", "overlay"} (and, read only, headDim, base,
// factor, originalContext, extendedContext). Facts: method, headDim, base, fastestRatio and
// slowestRatio (θ without / with the scaling for pair 0 and the last pair), attentionFactor,
// turnsBefore, turnsAfter.

#include "core/params.h"

#include "ui/model/viewdata/scalinglabdata.h"
#include "ui/views/view.h"
#include <optional>

#include <QWidget>

class QCheckBox;
class QColor;
class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace rope::ui {

using namespace rope::model;

class MapPlot;

class ScalingLabView : public View {
    Q_OBJECT
public:
    explicit ScalingLabView(QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;
    /// The lab's head and scaling, as edited (the lab keeps its own, defaulting to real models).
    core::RopeParams params() const;
    /// Loads a real model's values for a method: Llama 3.1 (llama3), YaRN ×4 from 4096, Phi-3.5-mini
    /// 128k (LongRoPE), and ×4 from 4096 for the others.
    void loadDefaults(core::ScalingMethod method);
    /// Puts a head and scaling into the lab's controls (they edit from there).
    void showLabParams(const core::RopeParams& rope);

    QComboBox* methodControl() const { return m_method; }
    QCustomPlot* spectrum() const { return m_spectrum; }
    QCustomPlot* curve() const { return m_curve; }
    MapPlot* withoutMap() const { return m_without; }
    MapPlot* withMap() const { return m_with; }
    QString summary() const;

protected:
    void resultsChanged() override;

private:
    /// A control changed: the lab's job is asked again.
    void controlsChanged();
    void draw(const ScalingLabData& data);
    void drawSpectrum(const ScalingLabData& data);
    /// The effect beyond L₀: score curve and logits out to L, with and without the scaling.
    void drawEffect(const ScalingLabData& data);
    void showRelevantFields();

    QWidget* m_spectrumSection = nullptr;
    QWidget* m_effectSection = nullptr;
    QComboBox* m_method;
    QComboBox* m_yAxis;
    QCheckBox* m_overlay;
    QSpinBox* m_headDim;
    QDoubleSpinBox* m_base;
    QDoubleSpinBox* m_factor;
    QSpinBox* m_original;
    QSpinBox* m_extended;
    QDoubleSpinBox* m_betaFast;
    QDoubleSpinBox* m_betaSlow;
    QDoubleSpinBox* m_lowFreq;
    QDoubleSpinBox* m_highFreq;
    QFormLayout* m_form;
    std::vector<double> m_shortFactor, m_longFactor;
    QCustomPlot* m_spectrum;
    QCustomPlot* m_curve;
    MapPlot* m_without;
    MapPlot* m_with;
    QLabel* m_summary;
    bool m_loading = false;
    std::optional<core::RopeParams> m_adopted; ///< the app's head and scaling the lab last started from
    ViewJob<ScalingLabRequest, ScalingLabData>* m_job;
};

} // namespace rope::ui
