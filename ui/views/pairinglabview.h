#pragma once
// "Interleaved or half-split: does it matter?" (seed 002). The pairing diagram and the permutation P;
// the same q and k under both schemes (clocks, logits, their difference); the equivalence through P;
// the weight-conversion trap end to end; a glossary of the names in the wild; and the other sign
// conventions a learner meets.
//
// View state: {"nMinusM": bool, "clockwise": bool}. Facts: interleaved.spread, halfSplit.spread,
// schemes.maxDifference, equivalence.maxDifference, trap.{correct,lost,converted}.share (rows peaking
// at the head's Δ), trap.correct.peak, trap.converted.maxDifference, twoPairings.kept<N> (DeepSeek-V3.2:
// the share of the half-split indexer's top-2048 keys an interleaved indexer keeps at context N).

#include "ui/model/results.h"
#include "ui/model/viewdata/indexerpairingdata.h"
#include "ui/model/viewdata/pairinglabdata.h"
#include "ui/views/view.h"

#include <QWidget>

#include <memory>

class QCustomPlot;
class QLabel;
class QPushButton;
class QRadioButton;
class QSlider;

namespace rope::model {
class PairSelection;
} // namespace rope::model

namespace rope::ui {

using namespace rope::model;

class ClockGrid;
class MapPlot;
class PairingDiagram;
class TwoPairingsSection;

class PairingLabView : public View {
    Q_OBJECT
public:
    explicit PairingLabView(PairSelection* selection, QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;

    PairingDiagram* diagram() const { return m_diagram; }
    MapPlot* interleavedMap() const { return m_interleaved; }
    MapPlot* halfSplitMap() const { return m_halfSplit; }
    MapPlot* differenceMap() const { return m_difference; }
    MapPlot* trapMap(int index) const;
    QString equivalenceText() const;
    QString trapText(int index) const;
    QRadioButton* clockwiseButton() const { return m_clockwise; }
    QRadioButton* nMinusMButton() const { return m_nMinusM; }
    ClockGrid* clocks(int scheme) const { return scheme == 0 ? m_interleavedClocks : m_halfSplitClocks; }

private:
    void draw(const PairingLabData& data);
    void drawClocks();
    void drawConventions();

    PairSelection* m_selection;
    QWidget* m_diagramSection = nullptr;
    QWidget* m_schemesSection = nullptr;
    QWidget* m_trapSection = nullptr;
    QWidget* m_conventionsSection = nullptr;
    PairingDiagram* m_diagram;
    QSlider* m_progress;
    QPushButton* m_animate;
    ClockGrid* m_interleavedClocks;
    ClockGrid* m_halfSplitClocks;
    QLabel* m_clockScores;
    MapPlot* m_interleaved;
    MapPlot* m_halfSplit;
    MapPlot* m_difference;
    QLabel* m_equivalence;
    MapPlot* m_trap[3];
    QLabel* m_trapCaptions[3];
    QLabel* m_trapSummary;
    QRadioButton* m_mMinusN;
    QRadioButton* m_nMinusM;
    QRadioButton* m_counterClockwise;
    QRadioButton* m_clockwise;
    QLabel* m_conventionText;
    QCustomPlot* m_conventionPlot;
    ViewJob<PairingLabRequest, PairingLabData>* m_job;
    TwoPairingsSection* m_twoPairings; ///< DeepSeek-V3.2: one model, two pairings
    ViewJob<IndexerPairingRequest, IndexerPairingData>* m_indexerJob;
};

} // namespace rope::ui
