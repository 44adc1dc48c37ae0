#pragma once
// The command line's one way to fail: code deep in a command calls fail() (or throws the model::Error
// of an Expected it got), and runCommand() around the command prints one line on stderr and exits
// with code 2.

#include "ui/model/expected.h"

#include <QString>

#include <functional>

namespace rope::app {

/// Ends the command with `message`, which runCommand() prints after the command's name (inside a
/// model::capture(), the parse it is in returns it as an Expected instead).
[[noreturn]] inline void fail(const QString& message) { throw model::Error{{}, message}; }

/// What a command prints when it fails.
struct Failures {
    QString command; ///< "rope-explorer compute rotate": what an error's line starts with
    /// The whole line when memory runs out; empty: "<command>: out of memory".
    QString outOfMemory = {};
    /// The line for an error's message, made when the error is caught (export switches languages
    /// while it runs); unset: "<command>: <message>".
    std::function<QString(const QString& message)> errorLine = {};
};

/// Runs `body`, the work of one command, and returns its exit code. A model::Error it throws, and
/// running out of memory, end it with exit code 2 and one line on stderr, as `failures` says.
int runCommand(const Failures& failures, const std::function<int()>& body);

} // namespace rope::app
