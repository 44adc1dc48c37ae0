#pragma once
// The table of `compute` subcommands: name, summary, options, main result, example, and the code.

#include "app/cli/computeargs.h"
#include "app/cli/output.h"

#include <QStringList>

#include <functional>
#include <vector>

namespace rope::app {

struct Subcommand {
    const char* name;
    const char* summary;
    QStringList options;
    const char* primary; ///< the array --out FILE.npy/.csv writes by default
    const char* example;
    std::function<void(const ComputeArgs&, Output&)> run;
};

const std::vector<Subcommand>& subcommands();

/// The options every subcommand takes: where and how the result is written, and the budgets.
const QStringList& commonOptions();

} // namespace rope::app
