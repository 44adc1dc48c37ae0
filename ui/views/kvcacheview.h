#pragma once
// "Decoding with a KV cache: why is it exact, and what breaks it?" (seed 001 §13). Step by step: the
// cache of rotated keys grows; the new query at position t is rotated once and scored against every
// cached key; the row equals full recompute. Next to it, the classic bug: a query position off by
// one, or positions restarted at 0 after the prompt.

#include "ui/model/results.h"
#include "ui/views/view.h"

#include <QTimer>
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace rope::ui {

class MapPlot;

class KvCacheView : public View {
    Q_OBJECT
public:
    static constexpr int kMaxTokens = 64;
    enum class Bug { OffByOne, PositionReset };

    explicit KvCacheView(QWidget* parent = nullptr);

    void setResults(std::shared_ptr<const Results> results) override;

    QSlider* stepControl() const { return m_step; }
    QComboBox* bugControl() const { return m_bug; }
    QCustomPlot* rowPlot() const { return m_row; }
    MapPlot* cacheMap() const { return m_cache; }
    /// max |cached row − full recompute row| at the current step.
    double maxDifference() const { return m_maxDifference; }
    /// Where the correct and the buggy rows put their largest weight (key index).
    int correctPeak() const { return m_correctPeak; }
    /// max |correct row − buggy row|.
    double bugDifference() const { return m_bugDifference; }
    int buggyPeak() const { return m_buggyPeak; }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refresh();
    void showStep(int t);

    std::shared_ptr<const Results> m_results;
    bool m_stale = true;
    QSlider* m_step;
    QPushButton* m_play;
    QTimer m_playTimer;
    QComboBox* m_bug;
    QSpinBox* m_prompt;
    QCheckBox* m_lookBack;
    MapPlot* m_cache;
    QCustomPlot* m_row;
    QLabel* m_readout;
    core::RowMatrixXd m_q, m_k, m_v;
    core::RopeParams m_rope;
    double m_maxDifference = 0;
    double m_bugDifference = 0;
    int m_correctPeak = -1, m_buggyPeak = -1;
};

} // namespace rope::ui
