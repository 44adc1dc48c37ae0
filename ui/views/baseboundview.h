#pragma once
// "How large must the base be for a context?" Men et al. 2024 ("Base of RoPE Bounds Context Length")
// ask that B_m = Σ_i cos(m·θ_i) stay ≥ 0 for every m ≤ L (core/basebound.h). Two sections: the map of
// min_{m ≤ L} B_m over base × L on log axes for one head dimension (blue: passes, red: fails), with
// today's models as dots at their config's (max_position_embeddings, rope_theta); and B_m against m for
// the chosen base up to the chosen L, with the first m where it turns negative. A click on the map
// chooses base and L. The map scans ~10⁸ pair steps: both jobs run on the compute lane.
//
// View state: {"headDim": 64 | 128 | 256, "base": 10² … 10¹⁰, "context": L, a power of two 2¹⁰ … 2¹⁸}.
// Facts: "headDim", "base", "context", "minB", "firstNegative" (−1 when B_m never turns negative),
// "passes" (1 or 0).

#include "ui/model/viewdata/basebounddata.h"
#include "ui/views/view.h"

class QComboBox;
class QCustomPlot;
class QCPColorMap;
class QDoubleSpinBox;
class QLabel;

namespace rope::ui {

using namespace rope::model;

class BaseBoundView : public View {
    Q_OBJECT
public:
    explicit BaseBoundView(QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QJsonObject viewState() const override;
    void applyViewState(const QJsonObject& state) override;
    QString stateCaption() const override;
    QJsonObject facts() const override;

    QComboBox* headDimControl() const { return m_headDim; }
    QDoubleSpinBox* baseControl() const { return m_base; }
    QComboBox* contextControl() const { return m_context; }
    QCustomPlot* mapPlot() const { return m_mapPlot; }
    QCustomPlot* curvePlot() const { return m_curvePlot; }
    QLabel* curveReadout() const { return m_curveReadout; }
    const BaseBoundMap* map() const;
    const BaseBoundCurve* curve() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    BaseBoundCurveRequest curveRequest() const;
    void drawMap(const BaseBoundMap& map);
    void drawCurve(const BaseBoundCurve& curve);
    void markChoice();

    QComboBox* m_headDim;
    QDoubleSpinBox* m_base;
    QComboBox* m_context;
    QCustomPlot* m_mapPlot;
    QCPColorMap* m_colorMap = nullptr;
    QCustomPlot* m_curvePlot;
    QLabel* m_mapReadout;
    QLabel* m_curveReadout;
    QWidget* m_mapSection = nullptr;
    QWidget* m_curveSection = nullptr;
    ViewJob<BaseBoundMapRequest, BaseBoundMap>* m_mapJob;
    ViewJob<BaseBoundCurveRequest, BaseBoundCurve>* m_curveJob;
};

} // namespace rope::ui
