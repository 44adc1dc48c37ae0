#pragma once
// One N×N map: a QCustomPlot colour map (query m down, key n across) with its colour scale, a title
// line that can carry a number backing the picture's claim, and the current (m, n) marked.

#include "ui/results.h"

#include <QWidget>

class QCustomPlot;
class QCPColorMap;
class QCPColorScale;
class QCPItemRect;
class QLabel;

namespace rope::ui {

class MapPlot : public QWidget {
    Q_OBJECT
public:
    enum class Palette { Diverging, Sequential };

    explicit MapPlot(QWidget* parent = nullptr);

    /// Shows a pooled map of an n×n matrix (pool cells per map cell).
    void setMap(const PooledMap& map, int n, int pool, Palette palette, const QString& title, const QString& axisLabel);
    /// Marks matrix cell (m, n); hidden when outside.
    void setMarker(double m, double n);
    void setTitle(const QString& title);
    void setDimmed(bool dimmed);

    QCustomPlot* plot() const { return m_plot; }
    QCPColorMap* colorMap() const { return m_map; }
    QString title() const;
    /// Matrix position under a widget point of the plot (−1 when outside).
    QPoint cellAt(QPoint plotPixel) const;

signals:
    void hovered(int m, int n, double mapValue);
    void clicked(int m, int n);

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QCustomPlot* m_plot;
    QCPColorMap* m_map;
    QCPColorScale* m_scale;
    QCPItemRect* m_marker;
    QLabel* m_title;
    int m_n = 0;
    int m_pool = 1;
};

} // namespace rope::ui
