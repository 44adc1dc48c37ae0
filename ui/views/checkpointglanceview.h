#pragma once
// "Which frequencies does a real model use, across all its layers and heads?" A whole checkpoint at
// once (ui/model/checkpointglance.h): the layer × head grid coloured by the low-frequency share (the
// share of a query head's ‖W_Q‖² in pairs slower than one turn over the training length; a click
// opens that head in the one-head view), and for one layer the heads × dimensions map of ‖W_Q[c, :]‖
// twice: as the checkpoint stores the components, and pair by pair. A pair's two partners are
// marked in both, so a half-split checkpoint's two bands d/2 apart and an interleaved one's
// neighbouring columns are seen as the same pairs. Reading runs on the compute lane, a head's rows
// at a time, and can be stopped.
//
// It opens on the demo checkpoint (ui/model/democheckpoint.h), so the first picture is never empty.
//
// View state: {"path" ("demo" for the demo), "config" (empty: config.json next to the weights), "layer", "pair"}.
// Facts: "layers", "heads", "meanShare", "slowPairs", "layerShare.first", "layerShare.last", "shareRise" (last −
// first), "pair", "partnerA", "partnerB", "error".

#include "ui/model/checkpointglance.h"
#include "ui/views/view.h"

class QCPItemRect;
class QLabel;
class QPushButton;
class QSpinBox;

namespace rope::ui {

using namespace rope::model;

class MapPlot;

struct GlanceRequest {
    QString path;
    QString configPath;
    bool operator==(const GlanceRequest&) const = default;
};

struct GlanceReading {
    GlanceRequest request;
    QString error; ///< one sentence, or empty
    QString configPath; ///< the config actually read
    CheckpointGlance glance;
};

class CheckpointGlanceView : public View {
    Q_OBJECT
public:
    explicit CheckpointGlanceView(QWidget* parent = nullptr);

    /// Reads every layer of `path` (a .safetensors file, an index, or their folder) with `configPath`
    /// (empty: config.json next to it), asynchronously (updated()).
    void openCheckpoint(const QString& path, const QString& configPath = {});
    void chooseCheckpoint();

    std::vector<Section> sections() override;
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;

    /// Marks pair `pair` of the shown layer in both maps.
    void selectPair(int pair);
    int selectedPair() const { return m_pair; }

    MapPlot* gridPlot() const { return m_grid; }
    MapPlot* storedPlot() const { return m_stored; }
    MapPlot* pairedPlot() const { return m_paired; }
    QSpinBox* layerControl() const { return m_layer; }
    QPushButton* demoButton() const { return m_demo; }
    const GlanceReading* reading() const;

signals:
    /// A cell of the grid was clicked: open that head in the one-head view.
    void headRequested(const QString& path, const QString& configPath, int layer, int head);

private:
    void display(const GlanceReading& reading);
    void drawLayer();
    void markPair();
    /// Pair i's two components under the checkpoint's pairing.
    std::pair<int, int> partners(int pair) const;
    /// Which pair holds component c (-1 when none: a component that does not turn).
    int pairOfComponent(int component) const;

    QString m_path, m_configPath;
    int m_pair = 0;
    ViewJob<GlanceRequest, GlanceReading>* m_job;
    QPushButton* m_open;
    QPushButton* m_demo;
    int m_wantedLayer = -1; ///< a view state's layer, applied once the reading has its layers
    QLabel* m_source;
    QSpinBox* m_layer;
    QLabel* m_status;
    QWidget* m_gridSection;
    MapPlot* m_grid;
    QLabel* m_gridText;
    QWidget* m_dimsSection;
    MapPlot* m_stored;
    MapPlot* m_paired;
    QLabel* m_dimsText;
    std::vector<QCPItemRect*> m_marks; ///< on the stored map two columns, on the paired map one pair
};

} // namespace rope::ui
