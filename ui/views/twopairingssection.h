#pragma once
// The pairing lab's fifth section, "One model, two pairings": DeepSeek-V3.2 turns its multi-head
// latent attention's rope dims interleaved and its sparse-attention indexer's half-split. The plot: per
// context length N, the share of the indexer's top-k keys (index_topk = 2048) an indexer paired like
// the main attention keeps (IndexerPairingData). The pairing lab owns the job and calls draw().

#include "ui/model/viewdata/indexerpairingdata.h"

#include <QWidget>

class QCustomPlot;
class QLabel;

namespace rope::ui {

using namespace rope::model;

class TwoPairingsSection : public QWidget {
    Q_OBJECT
public:
    explicit TwoPairingsSection(QWidget* parent = nullptr);
    void draw(const IndexerPairingData& data);

    QCustomPlot* plot() const { return m_plot; }
    QLabel* readout() const { return m_readout; }

private:
    QCustomPlot* m_plot;
    QLabel* m_readout;
};

} // namespace rope::ui
