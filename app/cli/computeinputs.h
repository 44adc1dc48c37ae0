#pragma once
// The inputs several `compute` subcommands share: q, k, v from .npy files or generated content,
// and one query/key pair (files, W·x products, or generated).

#include "app/cli/output.h"
#include "core/content.h"
#include "core/params.h"

#include <QJsonObject>
#include <QString>

#include <algorithm>
#include <functional>
#include <utility>

namespace rope::app {

class ComputeArgs;

struct Qkv {
    core::RowMatrixXd q, k, v; ///< with heads > 0, each head's N rows one after another
    Eigen::VectorXd positions;
    QString source;
    /// (H, N, d) inputs read whole (ComputeArgs::acceptHeadStacks): the query heads H and the
    /// key/value heads, which divide H; 0 for single matrices.
    Eigen::Index heads = 0, kvHeads = 0;
    Eigen::Index tokens() const { return q.rows() / std::max<Eigen::Index>(heads, 1); }
};

/// The parameters as every result states them: head and rotary dims, placement, pairing, base or θ, scaling.
QJsonObject describeParams(const core::RopeParams& params);
/// How generated content is described in the output, e.g. "random (seed 3)".
QString sourceName(const core::ContentSpec& spec);
/// Called with N and the columns of v once they are known, before anything is generated or
/// computed: the place to refuse what is too large.
using SizeCheck = std::function<void(Eigen::Index rows, Eigen::Index valueCols)>;
/// --q/--k (and --v when needValues) with --positions, or generated content at --positions (default
/// 0 … tokens − 1, 16 tokens unless given).
Qkv loadQkv(const ComputeArgs& args, const core::RopeParams& params, bool needValues, const SizeCheck& check,
            Eigen::Index tokens = 0);
/// The queries of generated content alone (rotate needs no k and v): makeContent(…).q for N rows.
core::RowMatrixXd generatedQueries(const core::RopeParams& params, const Eigen::VectorXd& positions,
                                   const core::ContentSpec& spec);
/// One query vector and one key vector: --q/--k, or --wq/--xm and --wk/--xn, or generated;
/// records which in `out`.
std::pair<Eigen::VectorXd, Eigen::VectorXd> loadPair(const ComputeArgs& args, const core::RopeParams& params,
                                                     Output& out);

} // namespace rope::app
