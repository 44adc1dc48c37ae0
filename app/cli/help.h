#pragma once
// Help text shared by the commands: the list of commands for `rope-explorer --help`, and a
// parser's help whose usage line names the command as typed, not the program's path.

#include <QCommandLineParser>
#include <QString>

namespace rope::app {

/// One line per command that needs no display (compute, inspect, export) and how to get its help.
QString commandsHelp();

/// parser.helpText() with "Usage: /path/to/rope-explorer [options]" made "Usage: `command` [options]".
QString helpText(const QCommandLineParser& parser, const QString& command);

/// The command names, for "did you mean" at the top level.
QStringList commandNames();

} // namespace rope::app
