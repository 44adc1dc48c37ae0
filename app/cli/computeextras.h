#pragma once
// The `compute` subcommands beyond one head's RoPE: sinusoidal PE's four terms, linear attention,
// and the Meta → Hugging Face weight permutation.

#include "app/cli/computeargs.h"
#include "app/cli/output.h"

namespace rope::app {

void decomposeAdditiveCommand(const ComputeArgs& args, Output& out);
void linearAttentionCommand(const ComputeArgs& args, Output& out);
void permuteCommand(const ComputeArgs& args, Output& out);

} // namespace rope::app
