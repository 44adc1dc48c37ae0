#pragma once
// The export command's --set key=value settings, apart from the command so that tests and the
// fuzzer can drive them.

#include "ui/model/appparams.h"
#include "ui/model/expected.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace rope::app {

/// `start` with each key=value applied, then validated. Each key takes one kind of value (a whole
/// number, a number, an angle such as pi/2, true/false, one of a fixed set of names, or a comma
/// list of numbers); scaling.x sets the scaling's keys. An Error names the key and what it takes
/// (the range, or the names allowed, with "did you mean" for a near miss), or says which
/// parameters are not valid together. Loaded tensors are named, not read.
model::Expected<model::AppParams> applySettings(const model::AppParams& start, const QStringList& settings);

/// Every --set key with what it takes, one per line, for export --help.
QString settingsHelp();

} // namespace rope::app
