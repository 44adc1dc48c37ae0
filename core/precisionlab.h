#pragma once
// Where low precision breaks relativity (issue: long context). A pipeline in a format stores the
// position, θ_i and the angle p·θ_i in that format (unless its angles are computed in higher
// precision — the remedy real implementations use), so at long positions the angle is off and the
// score stops depending on m − n alone.

#include "core/frequencies.h"
#include "core/precision.h"

namespace rope::core {

/// The angle p·θ as the pipeline computes it (radians, not wrapped).
double pipelineAngle(double theta, double position, Precision precision, AnglePrecision angles);

/// |pipeline angle − exact p·θ|, wrapped into [0, π].
double angleError(double theta, double position, Precision precision, AnglePrecision angles);

/// q̃_m·k̃_n as the pipeline computes it: q and k rotated in the format, the dot product accumulated
/// in float and stored in the format (fp64: everything in double).
double pipelineScore(const RopeParams& params, const FrequencyTable& freqs, const Eigen::VectorXd& q,
                     const Eigen::VectorXd& k, double m, double n, Precision precision, AnglePrecision angles);

} // namespace rope::core
