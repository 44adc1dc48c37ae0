#pragma once
// `compute attention` over one head or over every head of (H, N, d) inputs, keeping only the results
// the output writes, in the precision they were computed in (float for fp32 and narrower).

#include "app/cli/budget.h"
#include "app/cli/computeinputs.h"
#include "app/cli/output.h"
#include "core/attention.h"

#include <vector>

namespace rope::app {

class ComputeArgs;

/// The heads of `in` and the N×N results `out` keeps: what attentionCost needs beyond N and d.
AttentionSize attentionSize(const ComputeArgs& args, const Output& out);

/// For (H, N, d) inputs: the `heads` object (query heads, key/value heads, which key/value head each
/// query head uses) and, for grouped-query attention, a note on stderr.
void describeHeads(const Qkv& in, Output& out);

/// Attention for every head of `in` (query head h with key/value head h / (H / H_kv), as Hugging
/// Face's repeat_kv shares them), written to `out` as logits, weights (N × N, or H × N × N) and output
/// (N × d_v or H × N × d_v); arrays `out` does not keep are recorded by shape only. Returns the rows
/// that see no key (the same for every head: the mask depends on positions alone).
std::vector<char> attendHeads(const core::RopeParams& params, const Qkv& in, core::AttentionOptions options,
                              Output& out, const Axis& m, const Axis& n);

} // namespace rope::app
