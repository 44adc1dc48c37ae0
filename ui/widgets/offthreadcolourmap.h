#pragma once
// QCustomPlot colours a map's cells in the replot after new data, on the GUI thread: 262k cells
// through the gradient for a 512 × 512 map at every frame of a slider. This map takes an image
// coloured on a pool thread instead, when it was made for the cells, gradient and range on show;
// otherwise (a replot before it came, a small map) it colours them itself, as QCPColorMap does.

#include "core/matrix.h"

#include <qcustomplot.h>

#include <QImage>

namespace rope::ui {

class OffThreadColourMap : public QCPColorMap {
public:
    using QCPColorMap::QCPColorMap;

    /// The image to draw while the cells, gradient and range are these.
    void setColoured(const QImage& image, const QCPColorGradient& gradient, QCPRange range);
    /// New cells: the image no longer fits them.
    void forgetColoured();
    /// Whether the picture last drawn used the image.
    bool drewColoured() const { return m_drewColoured; }

    /// The image QCPColorMap::updateMapImage makes of `cells` (cell (row a, column b) is key b,
    /// value a), for maps over 100 cells a side, which it draws without oversampling: its first
    /// value row is the image's bottom row (draw() mirrors it for a reversed axis). No alpha: a
    /// MapPlot never sets one. Safe on any thread: `gradient` is a copy.
    static QImage colour(const core::RowMatrixXf& cells, QCPColorGradient gradient, QCPRange range);
    /// Maps of this size are coloured off the GUI thread (smaller ones QCustomPlot oversamples).
    static bool colouredOffThread(int rows, int cols) { return rows > 100 && cols > 100; }

protected:
    void updateMapImage() override;

private:
    QImage m_image;
    QCPColorGradient m_gradient;
    QCPRange m_range;
    bool m_drewColoured = false;
};

} // namespace rope::ui
