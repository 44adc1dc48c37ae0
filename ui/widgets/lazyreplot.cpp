#include "ui/widgets/lazyreplot.h"

#include <qcustomplot.h>

#include <QCoreApplication>
#include <QEvent>
#include <QPointer>
#include <QTimer>

#include <deque>

namespace rope::ui {

namespace {

class LazyReplots : public QObject {
public:
    explicit LazyReplots(QObject* parent) : QObject(parent)
    {
        m_turn.setSingleShot(true);
        m_turn.setInterval(0);
        connect(&m_turn, &QTimer::timeout, this, [this] {
            if (m_waiting.empty())
                return;
            replotNext();
            if (!m_waiting.empty())
                m_turn.start();
        });
    }

    void watch(QCustomPlot* plot)
    {
        if (plot->property(kWatched).toBool())
            return;
        plot->setProperty(kWatched, true);
        plot->installEventFilter(this);
        // Replotted meanwhile for any reason (new data): its buffers fit, its turn is not needed.
        connect(plot, &QCustomPlot::afterReplot, this, [plot] { plot->setProperty(kQueued, false); });
    }

    void enqueue(QCustomPlot* plot)
    {
        watch(plot);
        if (!plot->property(kQueued).toBool()) {
            plot->setProperty(kQueued, true);
            m_waiting.emplace_back(plot);
        }
        // A plot resized while it replots is still marked queued: nothing new waits then, and a turn
        // started for nothing found the queue empty (a crash before this check and the one above).
        if (!m_waiting.empty() && !m_turn.isActive())
            m_turn.start();
    }

    void flush()
    {
        while (!m_waiting.empty())
            replotNext();
        m_turn.stop();
    }

    int pending() const { return int(m_waiting.size()); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::Resize)
            return false;
        auto* plot = static_cast<QCustomPlot*>(watched);
        // What QCustomPlot::resizeEvent does, but the replot waits its turn.
        plot->setViewport(plot->rect());
        enqueue(plot);
        return true;
    }

private:
    static constexpr const char* kWatched = "ropeLazyReplot";
    static constexpr const char* kQueued = "ropeReplotQueued";

    void replotNext()
    {
        const QPointer<QCustomPlot> plot = m_waiting.front();
        m_waiting.pop_front();
        if (!plot || !plot->property(kQueued).toBool())
            return; // deleted or replotted meanwhile
        plot->replot(QCustomPlot::rpQueuedRefresh); // afterReplot clears kQueued
    }

    QTimer m_turn;
    std::deque<QPointer<QCustomPlot>> m_waiting;
};

LazyReplots& lazyReplots()
{
    // GUI thread only; owned by the application, so its timer goes before the event loop does.
    static QPointer<LazyReplots> instance;
    if (!instance)
        instance = new LazyReplots(QCoreApplication::instance());
    return *instance;
}

} // namespace

void replotLazilyOnResize(QCustomPlot* plot) { lazyReplots().watch(plot); }

void replotSoon(QCustomPlot* plot) { lazyReplots().enqueue(plot); }

void flushLazyReplots() { lazyReplots().flush(); }

int pendingLazyReplots() { return lazyReplots().pending(); }

} // namespace rope::ui
