#pragma once
// `rope-explorer diagnose`: which RoPE a piece of code implements, from rows before and after it;
// and whether one weight file is the Meta → Hugging Face permutation of another.

#include <QStringList>

namespace rope::app {

int runDiagnose(const QStringList& arguments);

} // namespace rope::app
