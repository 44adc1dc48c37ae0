#pragma once
// The export command's --set key=value settings, apart from the command so that tests and the
// fuzzer can drive them.

#include "ui/model/appparams.h"
#include "ui/model/expected.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace rope::app {

/// `start` with each key=value applied (numbers, true/false, comma lists, text; scaling.x for the
/// scaling's keys), then validated. An Error for unknown keys, values of the wrong type (naming the
/// key and what it takes), or parameters that are not valid. Loaded tensors are named, not read.
ui::Expected<ui::AppParams> applySettings(const ui::AppParams& start, const QStringList& settings);

} // namespace rope::app
