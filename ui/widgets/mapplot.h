#pragma once
// One N×N map: a QCustomPlot colour map (query m down, key n across) with its colour scale, a title
// line that can carry a number backing the picture's claim, and the current (m, n) marked.

#include "ui/model/results.h"

#include <QMap>
#include <QPointer>
#include <QSharedPointer>
#include <QWidget>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QCustomPlot;
class QImage;
class QCPColorMap;
class QCPColorScale;
class QCPAxisTicker;
class QCPItemRect;
class QLabel;
class QSpacerItem;

namespace rope::ui {

using namespace rope::model;

class MapPlot : public QWidget {
    Q_OBJECT
public:
    enum class Palette { Diverging, Sequential };

    explicit MapPlot(QWidget* parent = nullptr);

    /// Shows a pooled map of an n×n matrix (pool cells per map cell): query m down, key n across, on
    /// the map's own colour range or on a shared one [low, high] (compared panels).
    void setMap(const PooledMap& map, int n, int pool, Palette palette, const QString& title, const QString& axisLabel,
                std::optional<std::pair<double, double>> range = std::nullopt);
    /// Shows or hides the colour bar (compared panels on one scale show it once); its room stays,
    /// so that maps side by side stay the same size, unless `keepRoom` is false (a ColorBar beside
    /// the maps shows their one scale).
    void setScaleVisible(bool visible, bool keepRoom = true);
    /// Room left of the map for four-digit ticks at any size, so that the map never moves as its
    /// number of rows crosses 1000 (a view whose N is dragged to 131072).
    void setSteadyMargin(bool steady) { m_steadyMargin = steady; }
    /// Cells at least `lines` caption lines across: the map's minimum width grows by what its axes
    /// and colour bar take, so that in large type a row of maps (a FlowLayout of columns) wraps
    /// instead of shrinking the cells under their labels. 0: the width the view set.
    void setMinimumCells(int lines);
    /// The side of the largest square plot area this widget would draw in a box of `box` (title
    /// and axes included): what a view compares when it chooses how to arrange its maps.
    int squareSideFor(QSize box) const;
    /// The height a box of this width needs for a square plot area of `side`.
    int heightForSide(int side, int width) const;
    /// The width a map keeps beside its cells for its own colour scale.
    static int scaleRoom();
    /// Where the plot area (the cells) lies, in this widget's coordinates, as last laid out.
    QRect plotArea() const;

    /// The general form: cells (pooled) of a rows × cols matrix, with axis labels and a value range
    /// (the diverging palette is always centred at 0).
    struct Grid {
        int rows = 0, cols = 0; ///< of the full matrix
        int rowPool = 1, colPool = 1; ///< matrix rows / columns per cell
        QString xLabel, yLabel;
        double low = 0, high = 1; ///< colour range
    };
    void setGrid(const core::RowMatrixXf& cells, const Grid& grid, Palette palette, const QString& title,
                 const QString& scaleLabel);

    /// Named ticks on the colour scale (value → label), for a map of a few values (signs: −1, 0, +1);
    /// empty: the scale's own ticks.
    void setScaleTicks(const QMap<double, QString>& ticks);

    /// Marks matrix cell (row, column); hidden when outside.
    void setMarker(double row, double column);
    void setTitle(const QString& title);
    /// Maps drawn side by side, as wide as this one: every title takes the height of the tallest and
    /// every square leaves the widest axes room, so their squares are equal and level (heatmaps/terms: a title that wrapped onto a second line
    /// left its map smaller and lower than its neighbour's).
    void setTitlePeers(const std::vector<MapPlot*>& peers);
    /// Square cells (the default, for N×N maps) or fill the space (for tables like position × pair).
    void setSquare(bool square);
    void setDimmed(bool dimmed);

    QCustomPlot* plot() const { return m_plot; }
    QCPColorMap* colorMap() const { return m_map; }
    /// Colours a large map's cells on a pool thread (the default), or on the GUI thread in the
    /// replot, as QCustomPlot does (false; what a test compares the pictures with).
    void setColouringOffThread(bool on);
    /// Whether the picture last drawn took its cells' colours from a pool thread.
    bool drewCellsColouredOffThread() const;
    QString title() const;
    /// Matrix position under a widget point of the plot (−1 when outside).
    QPoint cellAt(QPoint plotPixel) const;
    /// The height at which a square map fills this width (computed, never read back from the plot).
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return {200, 200}; } // not the plot's last fixed size
    /// False, though the wrapped title has one: the layout's height-for-width is the plot's fixed
    /// height, which follows this widget's height (see sizeHint).
    bool hasHeightForWidth() const override { return false; }

signals:
    void hovered(int m, int n, double mapValue);
    void clicked(int m, int n);

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    std::vector<const MapPlot*> rowPeers() const; ///< the title peers beside it
    int titleHeight(int width) const; ///< the tallest of its own and its peers' titles
    int rowExtraWidth() const; ///< the widest axes room of the maps in its row
    int ownTitleHeight(int width) const;
    /// Lays the map out again if its peers' titles have changed its title room.
    void refitTitleRoom();
    int extraWidth() const; ///< axes and colour scale beside a square plot area
    int extraHeight() const; ///< axes above and below it
    /// After the plot has laid itself out: the room its axes really took (fonts and tick labels
    /// vary), so that the next size gives square cells.
    void measureAxes();
    void placeAxes();
    void keepCellsWide();
    /// replotSoon, unless the cells are being coloured: then once they are (one frame, not two).
    void replot();
    struct ColourJob;
    void colourOffThread(std::shared_ptr<const ColourJob> job);
    void takeColoured(const QImage& image, const std::shared_ptr<const ColourJob>& job);

    QCustomPlot* m_plot;
    QCPColorMap* m_map;
    QCPColorScale* m_scale;
    QCPItemRect* m_marker;
    QSharedPointer<QCPAxisTicker> m_scaleTicker; ///< the scale's own, while no named ticks are set
    QLabel* m_title;
    QString m_titleText; ///< as set; the label shows it with |…| kept on one line
    std::vector<QPointer<MapPlot>> m_titlePeers;
    int m_fittedExtraWidth = -1; ///< the axes room the square was last fitted to
    int m_fittedTitleHeight = -1; ///< the title room (its row's tallest title) last fitted to
    QSpacerItem* m_titleRoom = nullptr; ///< under a title shorter than its row's tallest
    Grid m_grid;
    bool m_square = true;
    bool m_steadyMargin = false; ///< four-digit tick room at any size (setSteadyMargin)
    int m_minimumCells = 0; ///< caption lines (setMinimumCells)
    int m_ownMinimumWidth = 0; ///< the view's minimum width, below what the cells ask for
    bool m_scaleHasRoom = true;
    int m_measuredExtraWidth = -1, m_measuredExtraHeight = -1; ///< -1: not yet laid out
    bool m_colourOffThread = true;
    quint64 m_cellsGeneration = 0; ///< counts setGrid calls: a colouring for older cells is dropped
    bool m_colouring = false; ///< a pool thread is colouring cells
    std::shared_ptr<const ColourJob> m_nextColouring; ///< the newest cells, waiting for that one
    bool m_replotWanted = false; ///< asked for while colouring
};

} // namespace rope::ui
