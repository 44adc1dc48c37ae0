#pragma once
// N×N attention as heatmaps (seed 000 §1, §3, §4.1, §6):
//  - RoPE logits q̃_m·k̃_n/√d or softmax weights, query m down, key n across;
//  - no encoding | sinusoidal additive | RoPE for the same content: with constant content only RoPE
//    is constant along every diagonal (a number beside each map says how far from constant);
//  - the four terms of the additive score, which sum to its logits;
//  - q·k = 0 everywhere, yet RoPE logits are not: no element-wise weight on the logits does that.

// View state: {"weights": bool, "sharedScale": bool}. Facts: <panel>.spread, .min, .max for the panels on
// show (none, sinusoidal, rope; cc, cp, pc, pp, total), rope.peakOffset (the Δ most rows weight most).
//
// The maps come from Results (computed on the ComputeController's worker). The hover readout is
// computed here, on the GUI thread, for the one cell under the mouse: two rotations of d numbers.

#include "ui/model/results.h"
#include "ui/views/view.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QScrollArea;
class QRadioButton;

namespace rope::ui {

using namespace rope::model;

class ColorBar;
class MapPlot;

class HeatmapView : public View {
    Q_OBJECT
public:
    explicit HeatmapView(QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;
    /// The maps on show (compare mode: none, sinusoidal, RoPE).
    std::vector<QWidget*> pictures() override;
    /// Hides the long caption (for the linked views, where space is short).
    void setCompact(bool compact);

    QComboBox* modeControl() const { return m_mode; }
    QRadioButton* weightsButton() const { return m_weights; }
    QRadioButton* logitsButton() const { return m_logits; }
    /// The maps on show, in order (RoPE first in single mode; none, sinusoidal, RoPE when comparing;
    /// cc, cp, pc, pp, total for the decomposition; plain, RoPE for the element-wise mode).
    const std::vector<MapPlot*>& maps() const { return m_plots; }
    QString hoverText() const;
    QString caption() const;

protected:
    void resultsChanged() override;
    void showEvent(QShowEvent* event) override;
    void figureModeChanged(bool on) override;

private:
    void showMaps();
    void hovered(int m, int n, double mapValue, int plotIndex);
    void clicked(int m, int n);
    /// The picture on show belongs to other parameters (a newer job is on its way).
    bool stale() const;
    MapPlot* plotAt(int index);
    /// Places the maps and the side panel (controls, scale, caption) in the columns that give the
    /// maps the largest cells for the room there is; again when the room changes.
    void arrange();
    /// The side panel's height at this width, the caption counted at its longest (m_longestCaption),
    /// with the colour bar in it (beside the maps) or not (below them).
    int sideHeightFor(int width, bool holdsBar) const;
    /// Lines the shared colour bar up with the plot area of the map beside it.
    void alignBar();
    bool eventFilter(QObject* watched, QEvent* event) override;

    std::shared_ptr<const AttentionMaps> m_shown;
    struct PanelFacts {
        QString key; ///< none, sinusoidal, rope; cc, cp, pc, pp, total
        double spread, min, max;
    };
    std::vector<PanelFacts> m_panels;
    QComboBox* m_mode;
    QRadioButton* m_logits;
    QRadioButton* m_weights;
    QCheckBox* m_sharedScale;
    QLabel* m_title;
    QLabel* m_caption;
    QString m_longestCaption; ///< the caption with every pooling and sampling sentence: the room kept for it
    QLabel* m_captionProbe; ///< hidden: measures m_longestCaption as the caption would wrap it
    QWidget* m_side; ///< beside or under the maps: controls, the shared colour bar, caption, hover
    ColorBar* m_bar;
    QWidget* m_barSpace; ///< above the bar, so that it starts where the plot areas do
    /// The bar and the space above it: at the start of the side panel when that panel shares a row with
    /// maps, else in a narrow column right of the last row of maps (never under them, in a row too low).
    QWidget* m_barHolder;
    QHBoxLayout* m_sideLayout = nullptr;
    std::vector<QWidget*> m_textColumnWidgets; ///< in the side panel, top to bottom: controls, caption, hover
    int m_textColumnSpacing = 0;
    bool m_barInGrid = false;
    bool m_sideOwnRow = false; ///< the side panel below the maps, not beside the last one
    int m_columns = 0; ///< of the arrangement in place (0: none yet)
    QLabel* m_hover;
    QWidget* m_gridArea;
    QScrollArea* m_scroll = nullptr; ///< around the content: its viewport is the room arrange() shares out
    QGridLayout* m_grid;
    std::vector<MapPlot*> m_plots;
    std::vector<MapPlot*> m_pool; ///< created once, reused
};

} // namespace rope::ui
