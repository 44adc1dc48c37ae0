#pragma once
// `rope-explorer compute SUBCOMMAND [options]`: every quantity the views show, as JSON, .npy or .csv,
// without a display. Exit codes: 0 success, 2 bad input (one line on stderr).

#include <QStringList>

namespace rope::app {

/// arguments: the full command line (program name, "compute", subcommand, options…).
int runCompute(const QStringList& arguments);

} // namespace rope::app
