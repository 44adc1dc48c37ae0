#pragma once
// "Why does the score depend only on m − n?" One rotation clock per pair, animated: moving q and k
// together turns every hand but leaves every relative angle, every bar and the total unchanged
// (translation invariance, seed 000 §3); moving the query alone changes them.
//
// View state: {"motion": "both" | "query"}. Facts: total (Σ bars), score (the rotated vectors' dot
// product), shiftedScore (both moved by Results::kShift), pairs.
//
// Computed here, on the GUI thread: the animation's in-between frames at fractional positions
// (ClockRenderer::frame, d/2 rotations of one q and one k, microseconds). A worker round trip per
// frame would make the motion stutter; whole positions go back to the app as parameters.

#include "ui/model/results.h"
#include "ui/views/view.h"
#include "ui/widgets/clockgrid.h"

#include <QElapsedTimer>
#include <QImage>
#include <QTimer>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QScrollArea;

namespace rope::model {
class PairSelection;
} // namespace rope::model

namespace rope::ui {

using namespace rope::model;

class ClocksView : public View {
    Q_OBJECT
public:
    enum class Motion { Both, QueryOnly };

    explicit ClocksView(PairSelection* selection, QWidget* parent = nullptr);

    std::vector<Section> sections() override;
    void stopPlaying() override;
    QJsonObject viewState() const override;
    QString stateCaption() const override;
    void applyViewState(const QJsonObject& state) override;
    QJsonObject facts() const override;
    const ClockFrame& frame() const { return m_grid->frame(); }
    ClockGrid* grid() const { return m_grid; }
    bool playing() const { return m_playing; }
    double displayedM() const;
    double displayedN() const;

    QPushButton* playButton() const { return m_play; }
    QPushButton* stepButton() const { return m_step; }
    QRadioButton* moveBothButton() const { return m_both; }
    QRadioButton* moveQueryButton() const { return m_queryOnly; }
    QComboBox* speedControl() const { return m_speed; }

public slots:
    void togglePlay();
    void step();
    void setMotion(rope::ui::ClocksView::Motion motion);

signals:
    void framePainted();

protected:
    void resultsChanged() override;
    void figureModeChanged(bool on) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void tick();
    void refresh();
    void commitWholePositions();
    double speed() const;

    PairSelection* m_selection;
    ClockGrid* m_grid;
    QScrollArea* m_scroll;
    QLabel* m_summary;
    QLabel* m_check;
    QPushButton* m_play;
    QPushButton* m_step;
    QRadioButton* m_both;
    QRadioButton* m_queryOnly;
    QComboBox* m_speed;
    QTimer m_timer;
    QElapsedTimer m_clock;

    Motion m_motion = Motion::Both;
    bool m_playing = false;
    double m_anchorM = 0, m_anchorN = 0; ///< positions the offset counts from
    double m_offset = 0; ///< positions advanced since the anchor
    double m_velocity = 0; ///< positions per second, eased towards the target
    double m_glideFrom = 0, m_glideTo = 0; ///< an eased move (Step, or the stop after Pause)
    double m_glideElapsed = 0, m_glideDuration = 0;
    bool m_gliding = false;
    double m_committedM = -1, m_committedN = -1;
};

} // namespace rope::ui
