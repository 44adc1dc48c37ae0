#pragma once
// How far a long command has got, on stderr: nothing for the first two seconds (most runs are
// done by then), then a line every two seconds with the share done and the time left, or only the
// time spent when the computation does not count its share (it never took execution()).

#include "core/execution.h"

#include <QString>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace rope::app {

class ProgressLine {
public:
    /// `what` starts each line, e.g. "rope-explorer compute curve".
    explicit ProgressLine(QString what);
    ~ProgressLine();
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;

    /// For the computation: its blocks raise the share this line prints.
    core::Execution execution();
    /// What starts each line from now on (a job's estimate names it better than the command).
    void setWhat(QString what);

private:
    void run();

    QString m_what;
    std::atomic<int> m_perMille{0};
    std::atomic<bool> m_counted{false}; ///< a computation took execution(): it reports its share
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_finished = false;
    bool m_printed = false;
    std::thread m_thread;
};

} // namespace rope::app
