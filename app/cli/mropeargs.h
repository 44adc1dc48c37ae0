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

/// The triples' token × pair angle table (for core::rotateByAngles); records angle, pair_axis, thw and
/// mrope in `out`.
Eigen::MatrixXd mropeAngleTable(const MropeInput& in, const core::FrequencyTable& freqs, Output& out);

} // namespace rope::app
