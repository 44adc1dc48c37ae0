#pragma once
// "How does RoPE compare with the other ways to tell a transformer where tokens are?" Nine position
// encodings on the same content (one q and one k at every position) and the same axes: the logit
// against Δ = m − n on one plot (a band where one Δ holds several values), each family's N × N logit
// map on one colour scale, and a row of readouts per family: does it depend on Δ only (the diagonal
// spread), does it fall with distance, what happens past the training length L, what it costs, and
// which models ship it (ui/model/viewdata/pefamiliesdata.h). The view has its own head, as the 2-D
// RoPE view does: a lab, not the app's model. A checkpoint's learned table (GPT-2's wpe) can stand
// for the learned family; reading it and the nine attention maps run on the compute lane.
//
// View state: {"families": "nope,learned,…" (keys in the view's order), "length" N 8 … 512, "train" L
// 2 … 2048, "headDim" 16 | 32 | 64 | 128, "content": "same" | "independent", "seed", "mask": "none" |
// "causal", "buckets", "maxDistance", "heads", "head", "r1", "r2", "xposBase", "p", "table" (a
// checkpoint path, empty: seeded)}.
// Facts: "<family>.spread", "<family>.drop" (mean logit near minus far), "scale", "length", "train".

#include "ui/model/viewdata/pefamiliesdata.h"
#include "ui/views/view.h"

#include <array>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace rope::ui {

using namespace rope::model;

class ColorBar;
class MapPlot;
class TextTable;

class PeFamiliesView : public View {
    Q_OBJECT
public:
    explicit PeFamiliesView(QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;

    /// Reads the learned position table of the checkpoint at `path` (empty: back to a seeded one).
    void openTable(const QString& path);

    QCheckBox* familyControl(PeFamily family) const { return m_family[size_t(family)]; }
    QSpinBox* lengthControl() const { return m_length; }
    QSpinBox* trainControl() const { return m_train; }
    QComboBox* maskControl() const { return m_mask; }
    QSpinBox* headsControl() const { return m_heads; }
    QSpinBox* headControl() const { return m_head; }
    QSpinBox* bucketsControl() const { return m_buckets; }
    QSpinBox* maxDistanceControl() const { return m_maxDistance; }
    QCustomPlot* curvePlot() const { return m_curve; }
    const std::vector<MapPlot*>& mapPlots() const { return m_maps; }
    /// The readouts: a row per family (its text() for a test).
    TextTable* readouts() const { return m_readouts; }
    const PeFamiliesData* data() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fitBar();
    PeFamiliesSettings settings() const;
    void draw(const PeFamiliesData& data);
    void drawCurves(const PeFamiliesData& data);
    void drawMaps(const PeFamiliesData& data);
    void showReadouts(const PeFamiliesData& data);
    void chooseTable();
    QWidget* buildControls();

    std::array<QCheckBox*, kPeFamilyCount> m_family{};
    QSpinBox* m_length;
    QSpinBox* m_train;
    QComboBox* m_headDim;
    QComboBox* m_content;
    QSpinBox* m_seed;
    QComboBox* m_mask;
    QSpinBox* m_buckets;
    QSpinBox* m_maxDistance;
    QSpinBox* m_heads;
    QSpinBox* m_head;
    QDoubleSpinBox* m_r1;
    QDoubleSpinBox* m_r2;
    QDoubleSpinBox* m_xposBase;
    QDoubleSpinBox* m_p;
    QPushButton* m_openTable;
    QPushButton* m_seededTable;
    QString m_tablePath;
    QLabel* m_status;
    QWidget* m_curveSection;
    QCustomPlot* m_curve;
    QLabel* m_curveText;
    QWidget* m_mapSection;
    QWidget* m_mapGrid;
    std::vector<MapPlot*> m_maps; ///< one per chosen family, remade when the choice changes
    ColorBar* m_bar;
    QWidget* m_barSpace = nullptr; ///< above the bar: as tall as the first map's title and margin
    QWidget* m_readoutSection;
    TextTable* m_readouts;
    QLabel* m_readoutNote; ///< what the columns mean
    ViewJob<PeFamiliesSettings, PeFamiliesData>* m_job;
};

} // namespace rope::ui
