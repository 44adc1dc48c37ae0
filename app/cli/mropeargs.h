#pragma once
// compute's M-RoPE options: --thw (one t/h/w triple per token), --mrope-section and --mrope-layout,
// or the --config model's mrope_section and mrope_interleaved.

#include "app/cli/output.h"
#include "core/mrope.h"

#include <optional>

namespace rope::app {

class ComputeArgs;

struct MropeInput {
    core::Mrope mrope;
    core::AxisPositions thw;
    std::vector<int> pairAxis;
};

/// Empty without --thw; otherwise the triples, a section that fits params (refused with one sentence
/// when missing or wrong) and each pair's axis.
std::optional<MropeInput> mropeInput(const ComputeArgs& args, const core::RopeParams& params);

/// Rotates rows by the triples' angles; records angle, pair_axis, thw and mrope in `out`.
core::RowMatrixXd rotateMrope(const MropeInput& in, const core::RopeParams& params, const core::RowMatrixXd& x,
                              Output& out);

} // namespace rope::app
