#pragma once
// What tests read off a figure's pixels: paper rows and columns, empty bands, filled areas of one
// colour (the window's), lines of one colour (the selection mark). Shared by tst_figures (scale 1)
// and tst_figuretext (every font scale).

#include "ui/widgets/style.h"

#include <QImage>
#include <QString>

#include <algorithm>
#include <vector>

namespace figurepixels {

using rope::ui::style::paper;

// Whether a row or column of the image is all paper.
inline bool paperRow(const QImage& image, int y)
{
    for (int x = 0; x < image.width(); ++x)
        if (image.pixelColor(x, y) != paper)
            return false;
    return true;
}

inline bool paperColumn(const QImage& image, int x)
{
    for (int y = 0; y < image.height(); ++y)
        if (image.pixelColor(x, y) != paper)
            return false;
    return true;
}

// Pixels whose whole 5×5 neighbourhood has `colour`: a filled area, not the anti-aliased edge of text
// that happens to have its grey.
inline int filledArea(const QImage& image, const QColor& colour)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    const QRgb wanted = colour.rgb();
    int count = 0;
    for (int y = 2; y + 2 < rgb.height(); ++y)
        for (int x = 2; x + 2 < rgb.width(); ++x) {
            bool filled = true;
            for (int dy = -2; dy <= 2 && filled; ++dy) {
                const auto* row = reinterpret_cast<const QRgb*>(rgb.constScanLine(y + dy));
                for (int dx = -2; dx <= 2 && filled; ++dx)
                    filled = row[x + dx] == wanted;
            }
            count += filled;
        }
    return count;
}

// Pixels of `colour` in runs of at least `run` along a row: a line drawn in it.
inline int areaOf(const QImage& image, const QColor& colour, int run)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    const QRgb wanted = colour.rgb();
    int count = 0;
    for (int y = 0; y < rgb.height(); ++y) {
        const auto* row = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0, length = 0; x <= rgb.width(); ++x) {
            if (x < rgb.width() && row[x] == wanted) {
                ++length;
                continue;
            }
            if (length >= run)
                count += length;
            length = 0;
        }
    }
    return count;
}

// The longest run of all-paper rows (or columns) between the first and last drawn one, as a share of
// the image: a figure with an empty band is not cropped to what it shows.
inline double emptyBand(const QImage& image, Qt::Orientation along)
{
    const bool rows = along == Qt::Vertical;
    const int length = rows ? image.height() : image.width();
    std::vector<bool> empty(static_cast<size_t>(length), false);
    for (int i = 0; i < length; ++i)
        empty[size_t(i)] = rows ? paperRow(image, i) : paperColumn(image, i);
    const auto first = std::find(empty.begin(), empty.end(), false);
    const auto last = std::find(empty.rbegin(), empty.rend(), false).base();
    int longest = 0, run = 0;
    for (auto it = first; it < last; ++it) {
        run = *it ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return double(longest) / length;
}

// Figures where magenta draws content, which stays: the Δ cursor whose score the readout states
// (curve, linked), B − A (compare/scores), the next token and the decoding ids (mrope), the marked
// pair's two columns that the caption names (checkpoint/dims). Elsewhere it is a selection mark.
inline bool magentaIsContent(const QString& key)
{
    return key.startsWith(QLatin1String("curve/")) || key == QLatin1String("linked/linked") ||
           key == QLatin1String("compare/scores") || key.startsWith(QLatin1String("mrope/")) ||
           key == QLatin1String("checkpoint/dims");
}

} // namespace figurepixels
