#pragma once
// "Decoding with a KV cache: why is it exact, and what breaks it?" (seed 001 §13). Step by step: the
// cache of rotated keys grows; the new query at position t is rotated once and scored against every
// cached key; the row equals full recompute. Next to it, the classic bug: a query position off by
// one, or positions restarted at 0 after the prompt.
//
// View state: {"bug": "off-by-one" | "position-reset", "step", "prompt", "lookBack"}. Facts: step,
// maxDifference (cache against recompute), bugDifference, correctPeak, buggyPeak.

#include "ui/model/results.h"
#include "ui/model/viewdata/kvcachedata.h"
#include "ui/views/view.h"

#include <QTimer>
#include <QWidget>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace rope::ui {

using namespace rope::model;

class MapPlot;

class KvCacheView : public View {
    Q_OBJECT
public:
    using Bug = KvCacheBug;

    explicit KvCacheView(QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    void stopPlaying() override;
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;

    QSlider* stepControl() const { return m_step; }
    QComboBox* bugControl() const { return m_bug; }
    QCustomPlot* rowPlot() const { return m_row; }
    MapPlot* cacheMap() const { return m_cache; }
    /// The step on show: max |cached row − full recompute row|, where the correct and the buggy rows
    /// put their largest weight (key index), max |correct row − buggy row|.
    double maxDifference() const { return shownStep().maxDifference; }
    int correctPeak() const { return shownStep().correctPeak; }
    double bugDifference() const { return shownStep().bugDifference; }
    int buggyPeak() const { return shownStep().buggyPeak; }

private:
    /// Step t from the data (the slider and the animation only pick t).
    void showStep(int t);
    const KvCacheStep& shownStep() const;
    void drawData();

    QSlider* m_step;
    QPushButton* m_play;
    QTimer m_playTimer;
    QComboBox* m_bug;
    QSpinBox* m_prompt;
    QCheckBox* m_lookBack;
    MapPlot* m_cache;
    QCustomPlot* m_row;
    QLabel* m_readout;
    int m_shown = -1; ///< the step on show
    std::optional<int> m_wantedStep; ///< a step set before the data had that many tokens
    ViewJob<KvCacheRequest, KvCacheData>* m_job;
};

} // namespace rope::ui
