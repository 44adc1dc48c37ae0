#pragma once
// "Multimodal RoPE: how do Qwen-VL models number text, image and video tokens?" One prompt, text (4) |
// image H × W | text (3) | video F frames × 2 × 2 | text (2), on a head of d = 128 with the window's
// base (ui/model/viewdata/mropedata.h):
//   tokens  every token's (t, h, w) ids as Hugging Face's get_rope_index gives them, the ids against
//           the sequence index, rope_deltas and the first generated token's ids; text tokens (t = h = w)
//           turn exactly as plain RoPE does;
//   pairs   which of the 64 pairs (fast to slow) each axis owns, chunked [16, 24, 24] against
//           interleaved [24, 20, 20];
//   map     the selected image patch's score to every patch of the image, both layouts on one scale.
// A prompt of at most a few hundred tokens and a 128-dimensional head: the ids and both layouts'
// scores cost well under a millisecond, so its job runs on the GUI thread (RunsOn::GuiThread).
//
// View state: {"imageRows", "imageCols": 1 … 10, "frames": 1 … 4, "videoTime": "frame" | "seconds",
// "layouts": "both" | "chunked" | "interleaved", "patchRow", "patchCol", "content": "fixed" | "random",
// "seed"}. Facts: "tokens", "largest", "ropeDeltas", "next" (the first generated token's id), "thw"
// (every token's "t,h,w", ";"-separated), and per layout ("chunked.", "interleaved."): "axes" (one
// digit 0/1/2 per pair), "<t|h|w>.pairs", "<t|h|w>.fastest", "<t|h|w>.slowest", "textAngleGap",
// "imageAngleGap", "self" (the selected patch's score to itself), "wStep" / "hStep" (how much the score
// changes one column / one row away from the selected patch).

#include "ui/model/viewdata/mropedata.h"
#include "ui/views/view.h"

class QComboBox;
class QCustomPlot;
class QLabel;
class QSpinBox;

namespace rope::ui {

using namespace rope::model;

class MropePairStrips;
class MropePatchMap;
class MropeScoreScale;
class MropeTokenStrip;

class MropeView : public View {
    Q_OBJECT
public:
    explicit MropeView(QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;

    const MropeData& data() const;
    QSpinBox* imageRowsControl() const { return m_imageRows; }
    QSpinBox* imageColsControl() const { return m_imageCols; }
    QSpinBox* framesControl() const { return m_frames; }
    QComboBox* videoTimeControl() const { return m_videoTime; }
    QComboBox* layoutsControl() const { return m_layouts; }
    QSpinBox* patchRowControl() const { return m_patchRow; }
    QSpinBox* patchColControl() const { return m_patchCol; }
    QComboBox* contentControl() const { return m_content; }
    MropeTokenStrip* tokenStrip() const { return m_strip; }
    MropePatchMap* patchMap(int layout) const { return m_maps[size_t(layout)]; }
    QLabel* tokensCaption() const { return m_tokensText; }

private:
    QWidget* makeControls();
    void selectPatch(int row, int col);
    /// A control changed: the patch's range follows the image, then the job is asked.
    void controlsChanged();
    void draw();
    void drawPositions();
    QString tokensText() const;
    QString pairsText() const;
    QString mapText() const;

    QSpinBox* m_imageRows;
    QSpinBox* m_imageCols;
    QSpinBox* m_frames;
    QComboBox* m_videoTime;
    QComboBox* m_layouts;
    QSpinBox* m_patchRow;
    QSpinBox* m_patchCol;
    QComboBox* m_content;
    QSpinBox* m_seed;
    MropeTokenStrip* m_strip;
    QCustomPlot* m_positions;
    QLabel* m_tokensText;
    MropePairStrips* m_pairStrips;
    QLabel* m_pairsText;
    std::array<MropePatchMap*, 2> m_maps{};
    MropeScoreScale* m_scale;
    QLabel* m_mapTitle;
    QLabel* m_mapText;
    QWidget* m_tokensSection = nullptr;
    QWidget* m_pairsSection = nullptr;
    QWidget* m_mapSection = nullptr;
    ViewJob<MropeRequest, MropeData>* m_job = nullptr;
};

} // namespace rope::ui
