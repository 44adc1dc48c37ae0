#pragma once
// "Positions remapped so that no distance is new." For N tokens, the relative distance Δ' each method
// feeds to RoPE (sliding window, Llama 4's chunks, Self-Extend, ReRoPE and its leaky form, Qwen2.5-1M's
// Dual Chunk Attention; core/remap.h cites each), masked cells grey, beside the attention a look-back
// head (built to attend Δ back) gives with it, and the largest distance used. N ≤ 128 at d = 32 costs
// well under a millisecond: its job runs on the GUI thread (RunsOn::GuiThread).
//
// View state: {"method": "causal" | "sliding" | "chunked" | "self-extend" | "rerope" | "leaky-rerope" |
// "dca", "tokens": N 8 … 128, "window": W, "group": G, "leak": k, "chunk": C, "local": L,
// "lookBack": Δ}.
// Facts: "largest" (the largest Δ' used), "plainLargest" (N − 1), "lastRowPeak", "plainLastRowPeak"
// (the key the last query weights most), "tokens".

#include "ui/model/viewdata/remapdata.h"
#include "ui/views/view.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace rope::ui {

using namespace rope::model;

class MapPlot;

class RemapView : public View {
    Q_OBJECT
public:
    explicit RemapView(QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QStringList sectionsHeadedInFigures() const override { return {QStringLiteral("maps")}; }
    QJsonObject viewState() const override;
    void applyViewState(const QJsonObject& state) override;
    QString stateCaption() const override;
    QJsonObject facts() const override;

    QComboBox* methodControl() const { return m_method; }
    QSpinBox* tokensControl() const { return m_tokens; }
    QSpinBox* windowControl() const { return m_window; }
    QSpinBox* groupControl() const { return m_group; }
    QDoubleSpinBox* leakControl() const { return m_leak; }
    QSpinBox* chunkControl() const { return m_chunk; }
    QSpinBox* localControl() const { return m_local; }
    QSpinBox* lookBackControl() const { return m_lookBack; }
    MapPlot* distancePlot() const { return m_distancePlot; }
    MapPlot* weightsPlot() const { return m_weightsPlot; }
    QLabel* readout() const { return m_readout; }
    const RemapData* data() const;

    static QString methodName(core::RemapMethod method);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    RemapRequest request() const;
    void enableControls();
    void draw(const RemapData& data);

    QComboBox* m_method;
    QSpinBox* m_tokens;
    QSpinBox* m_window;
    QSpinBox* m_group;
    QDoubleSpinBox* m_leak;
    QSpinBox* m_chunk;
    QSpinBox* m_local;
    QSpinBox* m_lookBack;
    MapPlot* m_distancePlot;
    MapPlot* m_weightsPlot;
    QLabel* m_methodText;
    QLabel* m_readout;
    QWidget* m_mapSection = nullptr;
    ViewJob<RemapRequest, RemapData>* m_job;
};

} // namespace rope::ui
