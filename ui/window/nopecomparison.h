#pragma once
// For a config with layers that use no RoPE (Llama 4, SmolLM3: N in the layer strip): one of its RoPE
// layers' attention beside a NoPE layer's on the same content, and Llama 4's attention-temperature
// curve for its NoPE layers. The content is one query and one key vector repeated at every position,
// so whatever pattern a map shows comes from position alone: NoPE spreads each row evenly over the
// visible keys, RoPE does not. 32 tokens of one head cost microseconds: computed on the GUI thread.

#include "core/matrix.h"
#include "ui/model/modelconfig.h"

#include <QWidget>

class QCustomPlot;

namespace rope::ui {

using namespace rope::model;

class MapPlot;

class NopeComparison : public QWidget {
    Q_OBJECT
public:
    /// `config` has at least one NoPE layer and one RoPE layer.
    explicit NopeComparison(const ModelConfig& config, QWidget* parent = nullptr);

    static constexpr int kTokens = 32;
    const core::RowMatrixXd& ropeWeights() const { return m_rope; }
    const core::RowMatrixXd& nopeWeights() const { return m_nope; }
    QCustomPlot* temperaturePlot() const { return m_temperature; } ///< null without temperature tuning

private:
    core::RowMatrixXd m_rope, m_nope;
    QCustomPlot* m_temperature = nullptr;
};

} // namespace rope::ui
