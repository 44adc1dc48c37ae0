#pragma once
// --precision fp32-hf and bf16-hf on the `compute` subcommands: Hugging Face's own arithmetic
// (core/hfexact.h) instead of correctly rounded fp32 / bf16, for rotate, score, curve, attention and
// frequencies, with every scaling method.

#include "app/cli/computeargs.h"
#include "app/cli/computeinputs.h"
#include "app/cli/output.h"
#include "core/hfexact.h"

namespace rope::app {

/// "fp32-hf" or "bf16-hf".
QString hfModeName(core::HfDtype dtype);
/// Fails naming what the mode does not cover (`what`: "--thw", "xPos", …).
[[noreturn]] void refuseInHfMode(core::HfDtype dtype, const QString& what);

/// Rows rotated by their positions as apply_rotary_pos_emb does, widened to double.
core::RowMatrixXd hfRotateRows(const core::RopeParams& params, const core::RowMatrixXd& x,
                               const Eigen::VectorXd& positions, core::HfDtype dtype);
/// `score` for q at --m and k at --n.
void hfScoreCommand(const ComputeArgs& args, const core::RopeParams& params, const Eigen::VectorXd& q,
                    const Eigen::VectorXd& k, core::HfDtype dtype, Output& out);
/// `curve`: the query at position Δ, the key at 0, the score their matmul.
void hfCurveCommand(const ComputeArgs& args, const core::RopeParams& params, const Eigen::VectorXd& q,
                    const Eigen::VectorXd& k, const Eigen::VectorXd& deltas, core::HfDtype dtype, Output& out);
/// `attention` as eager_attention_forward computes it.
void hfAttentionCommand(const ComputeArgs& args, const core::RopeParams& params, const Qkv& in, core::HfDtype dtype,
                        Output& out);

} // namespace rope::app
