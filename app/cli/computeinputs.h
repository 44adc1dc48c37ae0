#pragma once
// The inputs several `compute` subcommands share: q, k, v from .npy files or generated content,
// and one query/key pair (files, W·x products, or generated).

#include "app/cli/output.h"
#include "core/content.h"
#include "core/params.h"

#include <QString>

#include <utility>

namespace rope::app {

class ComputeArgs;

struct Qkv {
    core::RowMatrixXd q, k, v;
    Eigen::VectorXd positions;
    QString source;
};

/// How generated content is described in the output, e.g. "random (seed 3)".
QString sourceName(const core::ContentSpec& spec);
/// --q/--k (and --v when needValues) with --positions, or generated content at --positions.
Qkv loadQkv(const ComputeArgs& args, const core::RopeParams& params, bool needValues);
/// One query vector and one key vector: --q/--k, or --wq/--xm and --wk/--xn, or generated;
/// records which in `out`.
std::pair<Eigen::VectorXd, Eigen::VectorXd> loadPair(const ComputeArgs& args, const core::RopeParams& params,
                                                     Output& out);

} // namespace rope::app
