#pragma once
// The M-RoPE view's drawings (ui/views/mropeview.h), each painted from MropeData:
//   MropeTokenStrip  the prompt as get_rope_index numbers it: text runs as rows of cells, the image as
//                    its H × W grid, the video frame by frame, then the next generated token; each
//                    cell holds its t, h and w ids, one above the other in the axes' colours;
//   MropePairStrips  the 64 pairs, fast to slow (pair order is log θ order), coloured by the axis that
//                    owns them, one strip per layout, with θ_i marked at the powers of ten;
//   MropePatchMap    one layout's scores of the selected patch to every patch, H × W, on a shared
//                    colour range, the selected patch framed;
//   MropeScoreScale  that range as a colour bar.
// Clicks on an image patch (strip or map) ask for it to be selected.

#include "ui/model/viewdata/mropedata.h"
#include "ui/widgets/paintedwidget.h"

#include <QRectF>

#include <vector>

namespace rope::ui {

using namespace rope::model;

class MropeTokenStrip : public PaintedWidget {
    Q_OBJECT
public:
    MropeTokenStrip();
    void setData(const MropeData* data);
    void paint(QPainter& p, QRectF area) const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override { return {900, heightForWidth(900)}; }
    /// Where token `token` (sequence index; L is the next token) is drawn at the current width.
    QRectF cellRect(int token) const;

signals:
    void patchClicked(int row, int col);

protected:
    void mousePressEvent(QMouseEvent* event) override;

private:
    struct Geometry {
        std::vector<QRectF> cells; ///< one per token, then the next token's
        std::vector<QRectF> segments; ///< the box of each segment's cells, then the next token's
        double cell = 0, height = 0;
    };
    /// Segments sit side by side and wrap onto further rows when the width is short; cells grow
    /// with the type so that their three ids always fit.
    Geometry geometry(double width) const;
    QString segmentHeader(const core::MropeSegment& segment) const;
    /// The header above and the sequence indices below segment `s` (the segments' count: the next token).
    QString headerOf(size_t s) const;
    QString footerOf(size_t s) const;
    /// The legend: the three axes' names, and the key to the cells.
    QStringList axisNames() const;
    QString cellKey() const;
    /// 1 when the legend fits one line at `width`, else 2 (the key goes beneath the axes).
    int legendLines(double width) const;

    const MropeData* m_data = nullptr;
};

class MropePairStrips : public PaintedWidget {
    Q_OBJECT
public:
    MropePairStrips();
    /// `shown`: which layouts (mropeLayoutChoices order) to draw.
    void setData(const MropeData* data, std::array<bool, 2> shown);
    void paint(QPainter& p, QRectF area) const override;

private:
    const MropeData* m_data = nullptr;
    std::array<bool, 2> m_shown{true, true};
};

class MropePatchMap : public PaintedWidget {
    Q_OBJECT
public:
    MropePatchMap();
    void setData(const MropeData* data, int layout, double low, double high);
    void paint(QPainter& p, QRectF area) const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override { return {420, heightForWidth(420)}; }
    /// Where patch (row, col) is drawn at the current width.
    QRectF cellRect(int row, int col) const;

signals:
    void patchClicked(int row, int col);

protected:
    void mousePressEvent(QMouseEvent* event) override;

private:
    /// The grid's cell side and top-left corner for a widget of this width.
    double cellSide(double width) const;
    QPointF gridOrigin(double width) const;
    /// The layout's name over the map, on more lines when the width is short.
    QString title(double width) const;
    double titleHeight(double width) const;

    const MropeData* m_data = nullptr;
    int m_layout = 0;
    double m_low = 0, m_high = 1;
};

class MropeScoreScale : public PaintedWidget {
    Q_OBJECT
public:
    MropeScoreScale();
    void setRange(double low, double high);
    void paint(QPainter& p, QRectF area) const override;

private:
    double m_low = 0, m_high = 1;
};

} // namespace rope::ui
