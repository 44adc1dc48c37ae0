#pragma once
// The export command's --set key=value settings, apart from the command so that tests and the
// fuzzer can drive them.

#include "ui/model/appparams.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace rope::app {

/// `start` with each key=value applied (numbers, true/false, comma lists, text; scaling.x for the
/// scaling's keys), then validated. nullopt and one sentence in *error for unknown keys, values of
/// the wrong type, or parameters that are not valid.
std::optional<ui::AppParams> applySettings(const ui::AppParams& start, const QStringList& settings, QString* error);

} // namespace rope::app
