#pragma once
// "Why does axial 2-D RoPE draw a cross?" A vision transformer's patches sit on a grid; the score of
// a query patch against a key of the same content at every patch, under axial RoPE (half the pairs
// turn with x, half with y) and under mixed directions (RoPE-Mixed, here with fixed golden-ratio
// directions; core/rope2d.h), side by side on one colour scale. Under each map, the directions the
// pairs turn along. A click on a map moves the query. Two maps of at most 65² cells and 64 pairs cost
// a few milliseconds, so its job runs on the GUI thread (RunsOn::GuiThread); the view ignores the
// app's parameters (a ViT's grid and base are not a language model's).
//
// View state: {"grid": 16 … 65, "headDim": 16 | 32 | 64 | 128, "base": 10 | 100 | 10000,
// "content": "ones" | "random", "seed": 1 … 99, "queryX", "queryY": 0 … grid − 1}.
// Facts: "axial.onCross", "axial.offCross", "mixed.onCross", "mixed.offCross" (mean score ÷ q·k on the
// row and column through the query, and elsewhere), "grid", "headDim", "base", "queryX", "queryY".

#include "ui/model/viewdata/rope2ddata.h"
#include "ui/views/view.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace rope::ui {

using namespace rope::model;

class DirectionRose;
class MapPlot;

class Rope2dView : public View {
    Q_OBJECT
public:
    explicit Rope2dView(QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QStringList sectionsHeadedInFigures() const override { return {QStringLiteral("maps")}; }
    /// Axial RoPE's map, then mixed RoPE's.
    std::vector<QWidget*> pictures() override;
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;

    QSpinBox* gridControl() const { return m_grid; }
    QComboBox* headDimControl() const { return m_headDim; }
    QComboBox* baseControl() const { return m_base; }
    QComboBox* contentControl() const { return m_content; }
    QSpinBox* queryXControl() const { return m_queryX; }
    QSpinBox* queryYControl() const { return m_queryY; }
    MapPlot* axialPlot() const { return m_axialPlot; }
    MapPlot* mixedPlot() const { return m_mixedPlot; }
    QLabel* explanation() const { return m_explanation; }
    const Rope2dMaps& maps() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    Rope2dSettings settings() const;
    void gridChanged();
    void draw(const Rope2dMaps& maps);

    int m_lastGrid = 0; ///< the grid the query spin boxes were ranged for
    QSpinBox* m_grid;
    QComboBox* m_headDim;
    QComboBox* m_base;
    QComboBox* m_content;
    QSpinBox* m_seed;
    QSpinBox* m_queryX;
    QSpinBox* m_queryY;
    MapPlot* m_axialPlot;
    MapPlot* m_mixedPlot;
    DirectionRose* m_axialRose;
    DirectionRose* m_mixedRose;
    QLabel* m_axialText = nullptr; ///< beside each rose
    QLabel* m_mixedText = nullptr;
    QLabel* m_explanation;
    QWidget* m_mapSection = nullptr;
    ViewJob<Rope2dSettings, Rope2dMaps>* m_job;
};

} // namespace rope::ui
