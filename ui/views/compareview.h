#pragma once
// "Two implementations: where do two RoPE codes disagree?" The same q and k under two conventions
// (pairing, direction, position offset, base), as a port from one codebase to another meets them:
// the scores against Δ and their difference (zero at Δ = 0, growing with |Δ|), the lengths of the
// rotated vectors (equal: a norm check cannot catch the bug), and both logit maps (the pattern
// scrambled). On real code, `rope-explorer diagnose` tells the conventions from rotated rows.
//
// View state: {"a": {"pairing", "direction", "offset", "base"}, "b": {…}} with pairing
// "interleaved" | "half-split", direction "ccw" | "cw". Facts: differenceAtZero, maxDifference,
// firstDelta, normQ, normA, normB, vectorDifference, patternDifference, spreadA, spreadB.

#include "ui/model/viewdata/comparedata.h"
#include "ui/views/view.h"

#include <array>
#include <memory>
#include <optional>

class QComboBox;
class QCustomPlot;
class QLabel;
class QSpinBox;

namespace rope::ui {

using namespace rope::model;

class MapPlot;

class CompareView : public View {
    Q_OBJECT
public:
    explicit CompareView(QWidget* parent = nullptr);

    bool isCurrent() const override;
    std::vector<Section> sections() override;
    QStringList sectionsHeadedInFigures() const override
    {
        return {QStringLiteral("scores"), QStringLiteral("patterns")};
    }
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;

    /// One implementation's controls (0 = A, 1 = B).
    struct Side {
        QComboBox* pairing;
        QComboBox* direction;
        QSpinBox* offset;
        QComboBox* base;
    };
    const Side& side(int index) const { return m_sides[size_t(index)]; }
    QComboBox* bugPreset() const { return m_preset; }
    QCustomPlot* scorePlot() const { return m_scores; }
    QCustomPlot* differencePlot() const { return m_difference; }
    MapPlot* map(int index) const { return m_maps[size_t(index)]; }
    QString readout() const;
    const CompareData* data() const { return m_job->data().get(); }

protected:
    void resultsChanged() override;

private:
    void buildSide(int index);
    core::Convention convention(int index) const;
    QString sideSummary(int index) const;
    void applyPreset(int index);
    void draw();

    std::optional<core::Pairing> m_adoptedPairing; ///< the app's pairing, last given to A
    std::array<Side, 2> m_sides{};
    QComboBox* m_preset;
    QCustomPlot* m_scores;
    QCustomPlot* m_difference;
    QLabel* m_scoreText;
    std::array<MapPlot*, 2> m_maps{};
    QLabel* m_patternText;
    QWidget* m_scoreSection = nullptr;
    QWidget* m_patternSection = nullptr;
    ViewJob<CompareRequest, CompareData>* m_job;
};

} // namespace rope::ui
