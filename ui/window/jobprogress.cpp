// The status bar's progress and Stop for the compute lane's running job.
#include "ui/window/jobprogress.h"

#include "ui/model/computelane.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace rope::ui {

using model::ComputeLane;

JobProgress::JobProgress(Describe describe, QWidget* parent) :
    QWidget(parent), m_describe(std::move(describe)), m_label(new QLabel), m_bar(new QProgressBar),
    m_stop(new QToolButton)
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    m_bar->setRange(0, 100);
    m_bar->setFixedWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 16);
    m_bar->setMaximumHeight(fontMetrics().height() + 4);
    m_bar->setTextVisible(true);
    m_stop->setText(tr("Stop"));
    m_stop->setToolTip(tr("Stop this computation (Esc). What is on show stays, marked as belonging to earlier "
                          "parameters, until you change one."));
    m_stop->setAutoRaise(true);
    row->addWidget(m_label);
    row->addWidget(m_bar);
    row->addWidget(m_stop);
    connect(m_stop, &QToolButton::clicked, this, &JobProgress::stop);
    hide();
    m_timer.setInterval(kPollMs);
    connect(&m_timer, &QTimer::timeout, this, &JobProgress::poll);
    m_timer.start();
}

bool JobProgress::stop()
{
    if (!ComputeLane::instance().stopRunning())
        return false;
    hide(); // the job's owner says what stopped, in the status bar
    m_shownOwner = nullptr;
    return true;
}

int JobProgress::shownPercent() const { return isVisible() && m_bar->maximum() > 0 ? m_bar->value() : -1; }

void JobProgress::poll()
{
    const ComputeLane& lane = ComputeLane::instance();
    const void* owner = lane.runningOwner();
    if (!owner || lane.runningMs() < kShowAfterMs) {
        setVisible(false);
        m_shownOwner = nullptr;
        return;
    }
    if (owner != m_shownOwner) {
        m_shownOwner = owner;
        const QString what = m_describe(owner);
        m_label->setText(what.isEmpty() ? tr("Computing…") : tr("Computing %1…").arg(what));
    }
    const int perMille = lane.runningProgress();
    if (perMille > 0) {
        m_bar->setRange(0, 100);
        m_bar->setValue(perMille / 10);
    } else {
        m_bar->setRange(0, 0); // a loop that reports nothing: a moving bar
    }
    setVisible(true);
}

} // namespace rope::ui
