#pragma once
// One attention head as a flow of matrices (PipelineData): tokens x, the projections q, k, v, the
// rotations R_m (a d × d block-diagonal matrix acting on one token's features) on q and k only, the
// N × N scores, the mask, the softmax weights and A·V — with v going around the rotation, or
// through it when "rotate V too" is on.

#include "ui/model/viewdata/pipelinedata.h"
#include "ui/widgets/paintedwidget.h"

#include <memory>

namespace rope::ui {

using namespace rope::model;

class PipelineDiagram : public PaintedWidget {
    Q_OBJECT
public:
    explicit PipelineDiagram(QWidget* parent = nullptr);
    void setData(std::shared_ptr<const PipelineData> data);
    QSize sizeHint() const override { return {1120, 430}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    void paint(QPainter& painter, QRectF area) const override;

private:
    std::shared_ptr<const PipelineData> m_data;
};

} // namespace rope::ui
