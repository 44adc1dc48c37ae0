#pragma once
// The status bar's sign of work: what the compute lane is computing, how far it has come (per cent,
// as core reports it; a moving bar when the loop reports nothing), and Stop. It appears once a job
// has run kShowAfterMs, so quick jobs do not make it flicker; the window's Esc stops the job too.

#include <QTimer>
#include <QWidget>

#include <functional>

class QLabel;
class QProgressBar;
class QToolButton;

namespace rope::ui {

class JobProgress : public QWidget {
    Q_OBJECT
public:
    static constexpr int kShowAfterMs = 200;
    static constexpr int kPollMs = 100;
    /// What a lane owner computes, in words ("the attention maps"); empty for an unknown owner.
    using Describe = std::function<QString(const void* owner)>;

    explicit JobProgress(Describe describe, QWidget* parent = nullptr);

    /// Stops the running job (ComputeLane::stopRunning); false when nothing runs.
    bool stop();
    /// The progress shown, in per cent; -1 while the job reports none (tests).
    int shownPercent() const;

private:
    void poll();

    Describe m_describe;
    QLabel* m_label;
    QProgressBar* m_bar;
    QToolButton* m_stop;
    QTimer m_timer;
    const void* m_shownOwner = nullptr;
};

} // namespace rope::ui
