#pragma once
// "Which pairs are second hands and which are hour hands?" (seed 001 §5, seed 002's low vs high
// frequency roles). Top: the spectrum θ_i and λ_i = 2π/θ_i against pair index i on log axes, with
// N marked: pairs whose wavelength exceeds it never complete a turn within the context — the heart
// of every long-context method. Bottom: the angle table, position × pair, and the same table per
// dimension, which is exactly the cos/sin cache an implementation stores.
//
// View state: {"bases": bool, "baseValues": [3], "table": "cos" | "sin" | "angle",
// "layout": "current" | "interleaved" | "half-split"}. Facts: theta0, thetaLast, wavelengthLast,
// pairsTurningWithinN, basesShown, pairsBeyondTrainingLength (pairs whose wavelength before scaling
// exceeds the scaling's original context L₀; 0 without one).

#include "ui/model/results.h"
#include "ui/model/viewdata/frequencydata.h"
#include "ui/views/view.h"

#include <QWidget>

#include <array>
#include <memory>
#include <optional>

class QComboBox;
class QCustomPlot;
class QCPGraph;
class QCPItemRect;
class QCPItemStraightLine;
class QCPItemText;
class QCheckBox;
class QDoubleSpinBox;
class QLabel;

namespace rope::model {
class PairSelection;
} // namespace rope::model

namespace rope::ui {

using namespace rope::model;

class MapPlot;

class FrequencyView : public View {
    Q_OBJECT
public:
    explicit FrequencyView(PairSelection* selection, QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;

    QCustomPlot* spectrum() const { return m_spectrum; }
    QCPGraph* thetaGraph() const { return m_theta; }
    QCPGraph* wavelengthGraph() const { return m_wavelength; }
    MapPlot* pairTable() const { return m_pairTable; }
    MapPlot* dimensionTable() const { return m_dimensionTable; }
    QComboBox* valueControl() const { return m_value; }
    QComboBox* layoutControl() const { return m_layout; }
    QCheckBox* basesControl() const { return m_bases; }
    /// The readout for a pair (what hovering it shows).
    QString pairReadout(int pair) const;
    int tableRowPool() const { return m_rowPool; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resultsChanged() override;

private:
    std::optional<FrequencyRequest> request() const;
    void draw(const FrequencyData& data);
    void drawSpectrum(const FrequencyData& data);
    void drawTables(const FrequencyData& data);
    void drawRowMarkers();
    void showSelection();
    int pairAtPixel(QPoint pixel) const;

    PairSelection* m_selection;
    QWidget* m_spectrumSection = nullptr;
    QWidget* m_tableSection = nullptr;
    QCustomPlot* m_spectrum;
    QCPGraph* m_theta;
    QCPGraph* m_wavelength;
    QCPGraph* m_unscaled;
    std::array<QCPGraph*, 3> m_baseGraphs{};
    QCPItemStraightLine* m_seqLenLine;
    QCPGraph* m_seqLenLabel; ///< no points: the N line's entry in the legend
    QCPItemStraightLine* m_contextLine;
    QCPGraph* m_contextLabel; ///< no points: the L₀ line's entry in the legend
    QCPItemRect* m_neverTurns;
    QCPItemStraightLine* m_selected;
    QLabel* m_title = nullptr; ///< the spectrum section's heading
    QLabel* m_readout;
    QCheckBox* m_bases;
    std::array<QDoubleSpinBox*, 3> m_baseValues{};
    MapPlot* m_pairTable;
    MapPlot* m_dimensionTable;
    QComboBox* m_value;
    QComboBox* m_layout;
    QLabel* m_tableCaption;
    QLabel* m_tableReadout;
    int m_rowPool = 1;
    ViewJob<FrequencyRequest, FrequencyData>* m_job;
};

} // namespace rope::ui
