#pragma once
// "Attention flattens with length: how do models push back?" Two sections. The multipliers models
// put on the logits (or the queries) by position p, every method on one log axis with the chosen one
// drawn strong (core/logitscale.h cites each model's code). The largest softmax weight among n keys,
// one at logit A and the rest at B, without a multiplier and with the chosen method's c(n − 1). Its
// data is a few thousand closed-form values, so its job runs on the GUI thread (RunsOn::GuiThread).
//
// View state: {"method": "llama4" | "qwen-logn" | "ministral" | "yarn" | "deepseek" | "ssmax",
// "peak": A, "rest": B}.
// Facts: "peak", "rest", "plain.n10", "plain.n100", "plain.n1000", "plain.n10000" (the largest weight
// without a multiplier), "scaled.n…" (with the method), "multiplier.p8191", "multiplier.p131072" (the
// chosen method's c(p)).

#include "ui/model/viewdata/logitscaledata.h"
#include "ui/views/view.h"

class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;

namespace rope::ui {

using namespace rope::model;

class LogitScaleView : public View {
    Q_OBJECT
public:
    explicit LogitScaleView(QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QJsonObject viewState() const override;
    void applyViewState(const QJsonObject& state) override;
    QString stateCaption() const override;
    QJsonObject facts() const override;

    QComboBox* methodControl() const { return m_method; }
    QDoubleSpinBox* peakControl() const { return m_peak; }
    QDoubleSpinBox* restControl() const { return m_rest; }
    QCustomPlot* multiplierPlot() const { return m_multiplierPlot; }
    QCustomPlot* dilutionPlot() const { return m_dilutionPlot; }
    QLabel* dilutionReadout() const { return m_dilutionReadout; }
    QLabel* methodText() const { return m_methodText; }

    /// The method's name as the view shows it, e.g. "Llama 4 (temperature tuning)".
    static QString methodName(core::LogitScaleMethod method);

private:
    core::LogitScaleMethod method() const;
    void draw(const LogitScaleData& data);

    QComboBox* m_method;
    QDoubleSpinBox* m_peak;
    QDoubleSpinBox* m_rest;
    QCustomPlot* m_multiplierPlot;
    QCustomPlot* m_dilutionPlot;
    QLabel* m_methodText;
    QLabel* m_dilutionReadout;
    QWidget* m_multiplierSection = nullptr;
    QWidget* m_dilutionSection = nullptr;
    ViewJob<LogitScaleRequest, LogitScaleData>* m_job;
};

} // namespace rope::ui
