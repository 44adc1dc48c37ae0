#pragma once
// "Attention sinks: where does attention go when no key deserves it?" Two sections. GPT-OSS's learned
// sink logit S (core/sinks.h): a causal RoPE head's weights without and with the sink, and per query
// the sink's share beside the first token's share without one. StreamingLLM's cache of k sink tokens
// plus W recent ones, positions numbered inside the cache: the distance each query sees (grey:
// evicted) and the head's weights under that mask. N ≤ 64 at d = 32: its job runs on the GUI thread
// (RunsOn::GuiThread).
//
// View state: {"sinkLogit": S, "tokens": N 8 … 64, "sinkTokens": k 0 … 8, "window": W 1 … 32,
// "seed": 1 … 99}.
// Facts: "sink.last" (the last query's sink share), "rowSum.last" (its weights' sum), "rowSumGap"
// (max |Σ w + sink − 1|), "firstToken.last" (column 0's share without a sink), "streaming.largest"
// (the largest distance in the cache), "streaming.lastQueryPosition".

#include "ui/model/viewdata/sinkdata.h"
#include "ui/views/view.h"

class QCustomPlot;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace rope::ui {

using namespace rope::model;

class MapPlot;

class SinksView : public View {
    Q_OBJECT
public:
    explicit SinksView(QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QJsonObject viewState() const override;
    void applyViewState(const QJsonObject& state) override;
    QString stateCaption() const override;
    QJsonObject facts() const override;

    QDoubleSpinBox* sinkLogitControl() const { return m_sinkLogit; }
    QSpinBox* tokensControl() const { return m_tokens; }
    QSpinBox* sinkTokensControl() const { return m_sinkTokens; }
    QSpinBox* windowControl() const { return m_window; }
    MapPlot* plainPlot() const { return m_plainPlot; }
    MapPlot* sinkPlot() const { return m_sinkPlot; }
    QCustomPlot* sharePlot() const { return m_sharePlot; }
    MapPlot* cachePlot() const { return m_cachePlot; }
    QLabel* sinkReadout() const { return m_sinkReadout; }
    QLabel* streamingReadout() const { return m_streamingReadout; }
    const SinkData* data() const;

private:
    SinkRequest request() const;
    void draw(const SinkData& data);

    QDoubleSpinBox* m_sinkLogit;
    QSpinBox* m_tokens;
    QSpinBox* m_sinkTokens;
    QSpinBox* m_window;
    QSpinBox* m_seed;
    MapPlot* m_plainPlot;
    MapPlot* m_sinkPlot;
    QCustomPlot* m_sharePlot;
    MapPlot* m_cachePlot;
    MapPlot* m_streamingPlot;
    QLabel* m_sinkReadout;
    QLabel* m_streamingReadout;
    QWidget* m_sinkSection = nullptr;
    QWidget* m_streamingSection = nullptr;
    ViewJob<SinkRequest, SinkData>* m_job;
};

} // namespace rope::ui
