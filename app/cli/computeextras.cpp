// Sinusoidal PE's decomposition, linear attention and the weight permutation, from the command line.
#include "app/cli/computeextras.h"

#include "app/cli/budget.h"
#include "app/cli/computeinputs.h"
#include "app/cli/failure.h"
#include "core/additive.h"
#include "core/linearattention.h"
#include "core/permutation.h"
#include "core/validate.h"
#include "ui/model/expected.h"

#include <QCoreApplication>

namespace rope::app {

namespace {

// The translation context of computecommand.cpp, where these messages were born.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ComputeCommand)
};

} // namespace

void decomposeAdditiveCommand(const ComputeArgs& args, Output& out)
{
    const double base = args.number("base", 10000.0);
    core::RopeParams baseOnly;
    baseOnly.base = base;
    require(core::validate(baseOnly));
    core::RowMatrixXd xq, xk, wq, wk;
    Eigen::VectorXd positions;
    if (args.isSet("input")) {
        xq = args.tokens("input", 0);
        positions = args.positions("positions", QStringLiteral("0:%1").arg(xq.rows()), xq.rows());
        out.text("source", Tr::tr("file"));
    } else {
        const core::RopeParams params = args.ropeParams();
        Qkv in = loadQkv(args, params, false, [&](Eigen::Index rows, Eigen::Index) {
            require(core::checkAttentionSize(rows, rows));
            args.afford(decomposeAdditiveCost(double(rows), params.headDim, params.headDim));
        });
        xq = std::move(in.q);
        xk = std::move(in.k);
        positions = in.positions;
        out.text("source", in.source);
    }
    if (xq.cols() % 2 != 0)
        fail(Tr::tr("the model dimension D must be even for sinusoidal PE, got %1").arg(xq.cols()));
    if (args.isSet("wq") != args.isSet("wk"))
        fail(Tr::tr("--wq and --wk go together"));
    if (args.isSet("wq")) {
        wq = args.matrix("wq", xq.cols());
        wk = args.matrix("wk", xq.cols());
        if (wq.rows() != wk.rows())
            fail(Tr::tr("--wq has %1 rows but --wk has %2").arg(wq.rows()).arg(wk.rows()));
    }
    require(core::checkAttentionSize(xq.rows(), xq.rows()));
    args.afford(decomposeAdditiveCost(double(xq.rows()), double(xq.cols()), double(wq.size() ? wq.rows() : xq.cols())));
    if (xk.size() == 0)
        xk = xq;
    core::AdditiveDecomposition d = core::decomposeAdditive(xq, xk, wq, wk, positions, positions, base);
    out.vector("positions", positions);
    const Axis m{QStringLiteral("m"), positions}, n{QStringLiteral("n"), positions};
    out.matrix("cc", std::move(d.contentContent), m, n);
    out.matrix("cp", std::move(d.contentPosition), m, n);
    out.matrix("pc", std::move(d.positionContent), m, n);
    out.matrix("pp", std::move(d.positionPosition), m, n);
    // Raw scores q̂_m·k̂_n, as the article's four terms; the logits (÷√d) under their own name.
    out.matrix("logits", core::RowMatrixXd(d.logitScale * d.total), m, n);
    out.scalar("logit_scale", d.logitScale);
    out.matrix("total", std::move(d.total), m, n);
}

void linearAttentionCommand(const ComputeArgs& args, Output& out)
{
    const core::RopeParams params = args.ropeParams();
    // The explicit N×N weights by default only while they are small.
    const auto withWeights = [&args](Eigen::Index rows) { return args.isSet("weights") || rows <= 2048; };
    const Qkv in = loadQkv(args, params, true, [&](Eigen::Index rows, Eigen::Index valueCols) {
        if (withWeights(rows))
            require(core::checkAttentionSize(rows, rows));
        args.afford(linearAttentionCost(double(rows), params.headDim, double(valueCols), withWeights(rows)));
    });
    const core::Mask mask = args.mask();
    core::LinearAttentionResult r = core::linearAttention(params, in.q, in.k, in.v, in.positions, mask);
    out.object("params", describeParams(params));
    out.text("source", in.source);
    out.vector("positions", in.positions);
    const Axis m{QStringLiteral("m"), in.positions}, n{QStringLiteral("n"), in.positions};
    out.matrix("output", std::move(r.output), m, {QStringLiteral("component")});
    out.vector("denominator", r.denominator, m);
    if (withWeights(in.q.rows())) {
        core::RowMatrixXd w = core::linearAttentionWeights(params, in.q, in.k, in.positions, mask);
        const Eigen::VectorXd rowSums = w.rowwise().sum();
        out.matrix("weights", std::move(w), m, n);
        out.vector("row_sums", rowSums, m);
    }
}

void permuteCommand(const ComputeArgs& args, Output& out)
{
    if (!args.isSet("input"))
        fail(Tr::tr("permute needs --input W.npy (heads·d rows)"));
    const core::RowMatrixXd w = args.matrix("input", 0);
    args.afford(permuteCost(double(w.rows()), double(w.cols())));
    const int heads = args.integer("heads", 1);
    if (heads < 1)
        fail(Tr::tr("--heads must be a whole number of at least 1, got %1").arg(heads));
    if (w.rows() % heads != 0)
        fail(Tr::tr("--heads %1 does not divide the %2 rows of the weight").arg(heads).arg(w.rows()));
    if ((w.rows() / heads) % 2 != 0)
        fail(Tr::tr("each head has %1 rows; the head dimension must be even").arg(w.rows() / heads));
    const bool inverse = args.isSet("inverse");
    out.text("direction", inverse ? "hugging-face-to-meta" : "meta-to-hugging-face");
    out.matrix("permuted", core::metaToHuggingFace(w, heads, inverse));
}

} // namespace rope::app
