// A progress line on stderr for commands that run longer than two seconds.
#include "app/cli/progress.h"

#include "app/cli/budget.h"

#include <QCoreApplication>

#include <chrono>
#include <cstdio>
#include <unistd.h>

namespace rope::app {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Progress)
};
constexpr auto kQuiet = std::chrono::seconds(2); // before the first line, and between lines
} // namespace

ProgressLine::ProgressLine(QString what) : m_what(std::move(what)), m_thread([this] { run(); }) { }

ProgressLine::~ProgressLine()
{
    {
        const std::lock_guard lock(m_mutex);
        m_finished = true;
    }
    m_wake.notify_all();
    m_thread.join();
    if (m_printed && isatty(STDERR_FILENO))
        std::fputc('\n', stderr); // the line was redrawn in place
}

void ProgressLine::setWhat(QString what)
{
    const std::lock_guard lock(m_mutex);
    m_what = std::move(what);
}

core::Execution ProgressLine::execution()
{
    m_counted = true;
    core::Execution e;
    e.progress = &m_perMille;
    return e;
}

void ProgressLine::run()
{
    const auto start = std::chrono::steady_clock::now();
    const bool terminal = isatty(STDERR_FILENO);
    std::unique_lock lock(m_mutex);
    while (!m_wake.wait_for(lock, kQuiet, [this] { return m_finished; })) {
        const double done = m_perMille.load(std::memory_order_relaxed) / 1000.0;
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const QString left =
            done > 0.01 ? Tr::tr(", about %1 left").arg(formatDuration(elapsed * (1 - done) / done)) : QString();
        // A computation that does not count its blocks gets the time alone (never "0 % done").
        const QString line = m_counted ? Tr::tr("%1: %2 % done after %3%4")
                                             .arg(m_what)
                                             .arg(qRound(100 * done))
                                             .arg(formatDuration(elapsed), left)
                                       : Tr::tr("%1: still running after %2").arg(m_what, formatDuration(elapsed));
        std::fprintf(stderr, terminal ? "\r%s\033[K" : "%s\n", line.toLocal8Bit().constData());
        std::fflush(stderr);
        m_printed = true;
    }
}

} // namespace rope::app
