#pragma once
// "Which frequencies does a real head use?" One attention head of a local checkpoint
// (ui/model/headweights.h): the norm of its W_Q and W_K rows per rotary pair, fast pairs (large θ_i)
// on the left, slow on the right, and its causal attention on random embeddings. Opened with
// File → Open Weights…, the view's Open button, or a .safetensors path given to the window.
// Reading (memory-mapped rows of a shard) and attention run off the GUI thread; a newer request
// replaces a waiting one.
//
// View state: {"path", "config" (empty: config.json next to the weights), "layer", "head",
// "tokens", "seed"}. Facts: "kvHead", "pairs", "fastShareQ" / "slowShareQ" (the share of ‖W_Q‖² in
// the fastest / slowest quarter of the pairs), "error" (the last reading's error, or empty).

#include "ui/model/headweights.h"
#include "ui/views/view.h"

#include <optional>
#include <utility>

class QCustomPlot;
class QLabel;
class QPushButton;
class QSpinBox;

namespace rope::ui {

using namespace rope::model;

class MapPlot;

struct WeightsRequest {
    QString path;
    QString configPath;
    int layer = 0;
    int head = 0;
    int tokens = 32;
    quint64 seed = 0;
    bool operator==(const WeightsRequest&) const = default;
};

struct WeightsReading {
    WeightsRequest request; ///< what was read
    QString error; ///< one sentence, or empty
    HeadWeights weights;
    core::RowMatrixXd attention; ///< tokens × tokens
    int layers = 0; ///< from the config's layer pattern (0: unknown)
    QString configPath; ///< the config actually read
};

class WeightsView : public View {
    Q_OBJECT
public:
    explicit WeightsView(QWidget* parent = nullptr);

    /// Reads `path` (a .safetensors file, an index, or their folder) with `configPath` (empty:
    /// config.json next to it); the result arrives asynchronously (updated()).
    void openCheckpoint(const QString& path, const QString& configPath = {});

    /// Asks for a checkpoint (and its config.json when none sits next to it) and reads it.
    void chooseCheckpoint();
    /// The file dialogs of chooseCheckpoint (starting near `near`): the checkpoint (one shard stands
    /// for its index) and the config (empty when config.json sits next to it); nullopt when cancelled.
    static std::optional<std::pair<QString, QString>> askForCheckpoint(QWidget* parent, const QString& near);

    std::vector<Section> sections() override;
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;

    QSpinBox* layerControl() const { return m_layer; }
    QSpinBox* headControl() const { return m_head; }
    QCustomPlot* normPlot() const { return m_normPlot; }
    QLabel* sourceLabel() const { return m_source; }
    const WeightsReading* reading() const { return m_job->data().get(); }

private:
    /// Reads the head the controls choose, if it is not the one read or being read.
    void readChosenHead();
    void display(const WeightsReading& reading);

    QString m_path, m_configPath; ///< the checkpoint open (empty: none)
    quint64 m_seed = 0; ///< of the random embeddings
    ViewJob<WeightsRequest, WeightsReading>* m_job;
    QPushButton* m_open;
    QLabel* m_source;
    QSpinBox* m_layer;
    QSpinBox* m_head;
    QSpinBox* m_tokens;
    QLabel* m_status;
    QWidget* m_normSection;
    QLabel* m_normTitle;
    QCustomPlot* m_normPlot;
    QLabel* m_normText;
    QWidget* m_attentionSection;
    MapPlot* m_map;
    QLabel* m_attentionText;
};

} // namespace rope::ui
