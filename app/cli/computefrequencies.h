#pragma once
// The `compute` subcommands that need only θ_i: `frequencies` (inv_freq, wavelengths, the scaling's
// bands) and `decay-bound` (RoFormer's bound on the score's decay with distance).

#include "app/cli/computeargs.h"
#include "app/cli/output.h"

namespace rope::app {

void frequenciesCommand(const ComputeArgs& args, Output& out);
void decayBoundCommand(const ComputeArgs& args, Output& out);

} // namespace rope::app
