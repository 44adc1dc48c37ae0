#pragma once
// `rope-explorer inspect CONFIG.json [--json]`: what a model's RoPE actually is, in plain words.

#include <QStringList>

namespace rope::app {

int runInspect(const QStringList& arguments);

} // namespace rope::app
