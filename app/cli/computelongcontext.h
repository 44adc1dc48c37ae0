#pragma once
// The `compute` subcommands of what models do around RoPE at long context: logit multipliers by
// position (logit-scale), the dilution they push back against (dilution), remapped relative distances
// (remap), Men et al.'s base bound (base-bound), and attention with a remap, a sink logit or
// StreamingLLM's cache (`attention --remap`, `--sink-logit`, `--mask streaming`).

#include "app/cli/computeargs.h"
#include "app/cli/output.h"
#include "core/frequencies.h"

#include <QStringList>

namespace rope::app {

void logitScaleCommand(const ComputeArgs& args, Output& out);
void dilutionCommand(const ComputeArgs& args, Output& out);
void remapCommand(const ComputeArgs& args, Output& out);
void baseBoundCommand(const ComputeArgs& args, Output& out);

/// `attention` with --remap, --sink-logit or --mask streaming: computes and writes it all and returns
/// true; false (nothing done) when none of them is given.
bool longContextAttention(const ComputeArgs& args, Output& out);

/// `frequencies --train-length L`: partial_turn per pair (1 where the wavelength before scaling,
/// 2π/θ_i, exceeds L: the pair never completes a turn in training) and partial_turn_count.
void describePartialTurns(const ComputeArgs& args, const core::FrequencyTable& table, Output& out);

/// The options of each subcommand above (beyond the common ones).
const QStringList& logitScaleOptions();
const QStringList& dilutionOptions();
const QStringList& remapOptions();
const QStringList& baseBoundOptions();
/// What `attention` takes on top of its own options.
const QStringList& longContextAttentionOptions();

/// The help of the options these subcommands add to `compute` (computeOptionSpecs appends them).
const std::vector<OptionSpec>& longContextOptionSpecs();

} // namespace rope::app
