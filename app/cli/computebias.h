#pragma once
// Position encodings other than RoPE on the command line: `compute bias` (T5's bucketed bias, ALiBi,
// KERPLE-log against Δ, core/positionbias.h) and what `compute attention --encoding` names beyond
// rope, none and sinusoidal: learned (an absolute table added), t5, alibi, kerple (a bias added to the
// logits) and xpos (RoPE with xPos's scale).

#include "app/cli/computeargs.h"
#include "app/cli/output.h"

#include <optional>

namespace rope::app {

/// The options these read, appended to compute's option list (computeoptions.cpp).
const std::vector<OptionSpec>& positionBiasOptionSpecs();

/// `compute bias --family t5|alibi|kerple --deltas LIST`: `bias` (heads × Δ), and `bucket` (T5) or
/// `slopes` (ALiBi) or `r1`, `r2` (KERPLE).
void biasCommand(const ComputeArgs& args, Output& out);

/// What --encoding asks attention for, with what it needs (the table of a learned encoding).
struct AttentionEncoding {
    QString name; ///< as given: rope, none, sinusoidal, learned, t5, alibi, kerple, xpos
    core::Encoding encoding = core::Encoding::Rope;
    std::optional<core::RelativeBias> bias;
    std::optional<core::Xpos> xpos; ///< --encoding xpos, or --xpos-scale-base with rope
    core::RowMatrixXd learnedTable; ///< --encoding learned: rows for positions 0 … L − 1
};

/// Reads --encoding and the options of its family, for attention over `positions` with head
/// dimension `headDim` and `heads` stacked heads (0: one head, picked by --head or alone). Checks that
/// the family can encode these positions (a learned table has a row for each).
AttentionEncoding attentionEncoding(const ComputeArgs& args, const Eigen::VectorXd& positions, int headDim,
                                    Eigen::Index heads);

/// Describes the encodings beyond rope, none and sinusoidal next to the results (their parameters).
void describeEncoding(Output& out, const AttentionEncoding& encoding);

/// The option names --encoding's families read, for the attention subcommand's list.
QStringList positionBiasOptionNames();

} // namespace rope::app
