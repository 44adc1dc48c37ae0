// A colour map whose cells may come coloured from a pool thread.
#include "ui/widgets/offthreadcolourmap.h"

#include <vector>

namespace rope::ui {

void OffThreadColourMap::setColoured(const QImage& image, const QCPColorGradient& gradient, QCPRange range)
{
    m_image = image;
    m_gradient = gradient;
    m_range = range;
    mMapImageInvalidated = true;
}

void OffThreadColourMap::forgetColoured()
{
    m_image = QImage();
    mMapImageInvalidated = true;
}

QImage OffThreadColourMap::colour(const core::RowMatrixXf& cells, QCPColorGradient gradient, QCPRange range)
{
    const int rows = int(cells.rows()), cols = int(cells.cols());
    QImage image(cols, rows, QImage::Format_ARGB32_Premultiplied);
    std::vector<double> row(static_cast<size_t>(cols));
    for (int a = 0; a < rows; ++a) {
        for (int b = 0; b < cols; ++b)
            row[size_t(b)] = double(cells(a, b));
        gradient.colorize(row.data(), range, reinterpret_cast<QRgb*>(image.scanLine(rows - 1 - a)), cols);
    }
    return image;
}

void OffThreadColourMap::updateMapImage()
{
    m_drewColoured = !m_image.isNull() && m_image.width() == mMapData->keySize() &&
                     m_image.height() == mMapData->valueSize() && m_range == mDataRange && m_gradient == mGradient &&
                     mDataScaleType == QCPAxis::stLinear && mKeyAxis && mKeyAxis->orientation() == Qt::Horizontal;
    if (!m_drewColoured) {
        QCPColorMap::updateMapImage();
        return;
    }
    // QCPColorMap's own flag of new data stays set (only it may clear it): this runs at every draw
    // then, and costs an implicitly shared copy.
    mMapImage = m_image;
    mMapImageInvalidated = false;
}

} // namespace rope::ui
