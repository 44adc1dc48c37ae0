#pragma once
// A colour scale drawn apart from the maps it serves (compared panels on one scale).

#include <QWidget>

class QCustomPlot;
class QCPColorScale;

namespace rope::ui {

class MapPlot;

/// One colour scale for several maps, drawn apart from them: compared maps keep all their width
/// for cells, and the scale stands once beside them.
class ColorBar : public QWidget {
    Q_OBJECT
public:
    explicit ColorBar(QWidget* parent = nullptr);
    /// The gradient, range and label of `map`'s scale.
    void follow(const MapPlot& map);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {sizeHint().width(), 60}; }
    QCustomPlot* plot() const { return m_plot; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QCustomPlot* m_plot;
    QCPColorScale* m_scale;
    int m_neededWidth = 0; ///< what the scale's bar, ticks and label take, once laid out
};

} // namespace rope::ui
