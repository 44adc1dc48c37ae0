// The `compute` subcommands in Hugging Face's float32 / bfloat16 arithmetic (core/hfexact.h).
#include "app/cli/computehf.h"

#include "app/cli/attentionheads.h"
#include "app/cli/failure.h"
#include "core/frequencies.h"
#include "core/rotation.h"
#include "core/validate.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ComputeCommand)
};

core::RowMatrixXd widened(const core::RowMatrix<float>& m) { return m.cast<double>(); }

// A result that is not finite in the dtype is refused by name, as in the other precisions.
void refuseNonFinite(bool finite, const QString& field, core::HfDtype dtype)
{
    if (!finite)
        fail(Tr::tr("'%1' overflows %2 (its largest number is about 3.4e38); use smaller inputs")
                 .arg(field, hfModeName(dtype)));
}

} // namespace

QString hfModeName(core::HfDtype dtype)
{
    return dtype == core::HfDtype::BFloat16 ? QStringLiteral("bf16-hf") : QStringLiteral("fp32-hf");
}

void refuseInHfMode(core::HfDtype dtype, const QString& what)
{
    fail(Tr::tr("--precision %1 follows Hugging Face's rotary embedding and attention code, which has no %2; "
                "use fp64, fp32, bf16 or fp16 for it")
             .arg(hfModeName(dtype), what));
}

core::RowMatrixXd hfRotateRows(const core::RopeParams& params, const core::RowMatrixXd& x,
                               const Eigen::VectorXd& positions, core::HfDtype dtype)
{
    return widened(core::hfRotate(params, core::hfFrequencies(params), x, positions, dtype));
}

void hfScoreCommand(const ComputeArgs& args, const core::RopeParams& params, const Eigen::VectorXd& q,
                    const Eigen::VectorXd& k, core::HfDtype dtype, Output& out)
{
    const double m = args.number("m", 1.0), n = args.number("n", 0.0);
    for (const auto& [name, value] : {std::pair{"m", m}, std::pair{"n", n}})
        if (value != std::floor(value))
            fail(Tr::tr("--%1: a token position is a whole number (0, 1, 2, …), got %2")
                     .arg(QLatin1String(name), QString::number(value, 'g', 17)));
    // position_ids.float(): positions are float32 in both modes.
    require(core::checkPositions(Eigen::Vector2d(m, n), "positions", core::Precision::Fp32));
    const core::HfFrequencies freqs = core::hfFrequencies(params);
    const core::RowMatrix<float> qr =
        core::hfRotate(params, freqs, core::RowMatrixXd(q.transpose()), Eigen::VectorXd::Constant(1, m), dtype);
    const core::RowMatrix<float> kr =
        core::hfRotate(params, freqs, core::RowMatrixXd(k.transpose()), Eigen::VectorXd::Constant(1, n), dtype);
    refuseNonFinite(qr.allFinite(), QStringLiteral("q_rotated"), dtype);
    refuseNonFinite(kr.allFinite(), QStringLiteral("k_rotated"), dtype);
    // torch.matmul(query, key.transpose(…)) for one entry, then * scaling in the dtype.
    const float score = core::hfDot(qr.data(), kr.data(), qr.cols(), dtype);
    refuseNonFinite(std::isfinite(score), QStringLiteral("score"), dtype);
    const double logitScale = args.logitScale() > 0 ? args.logitScale() : 1.0 / std::sqrt(double(params.headDim));
    const float logit = core::hfRound(dtype, score * static_cast<float>(logitScale));
    // Each pair's part from the same rotated vectors, in double: what the matmul sums.
    Eigen::VectorXd perPair(params.pairCount());
    for (int i = 0; i < params.pairCount(); ++i) {
        const auto [x, y] = core::pairComponents(params, i);
        perPair[i] = double(qr(0, x)) * kr(0, x) + double(qr(0, y)) * kr(0, y);
    }
    double constant = 0;
    for (int j : core::passThroughComponents(params))
        constant += double(qr(0, j)) * kr(0, j);
    const core::PairCoefficients coeffs = core::pairCoefficients(params, core::frequencies(params), q, k);
    out.object("params", describeParams(params));
    out.text("precision", hfModeName(dtype));
    out.scalar("m", m);
    out.scalar("n", n);
    out.scalar("delta", m - n);
    out.scalar("score", score);
    out.scalar("logit", logit);
    const Axis pair{QStringLiteral("pair")}, component{QStringLiteral("component")};
    out.vector("per_pair", perPair, pair);
    out.vector("A", coeffs.a, pair);
    out.vector("B", coeffs.b, pair);
    out.scalar("constant", constant);
    out.vector("q_rotated", widened(qr).row(0).transpose(), component);
    out.vector("k_rotated", widened(kr).row(0).transpose(), component);
}

void hfCurveCommand(const ComputeArgs& args, const core::RopeParams& params, const Eigen::VectorXd& q,
                    const Eigen::VectorXd& k, const Eigen::VectorXd& deltas, core::HfDtype dtype, Output& out)
{
    require(core::checkPositions(deltas, "deltas", core::Precision::Fp32));
    const core::HfFrequencies freqs = core::hfFrequencies(params);
    // Every Δ a query at position Δ, against the key at 0: one row each, as a batch of positions.
    const core::RowMatrixXd queries = q.transpose().replicate(deltas.size(), 1);
    const core::RowMatrix<float> qr = core::hfRotate(params, freqs, queries, deltas, dtype);
    const core::RowMatrix<float> kr =
        core::hfRotate(params, freqs, core::RowMatrixXd(k.transpose()), Eigen::VectorXd::Zero(1), dtype);
    Eigen::VectorXd score(deltas.size());
    const core::Execution execution = args.execution();
    for (Eigen::Index r = 0; r < deltas.size(); ++r) {
        score[r] = core::hfDot(&qr(r, 0), kr.data(), qr.cols(), dtype);
        execution.report(r + 1, deltas.size());
    }
    refuseNonFinite(score.allFinite(), QStringLiteral("score"), dtype);
    out.object("params", describeParams(params));
    out.text("precision", hfModeName(dtype));
    out.vector("delta", deltas);
    const Axis delta{QStringLiteral("delta"), deltas};
    out.vector("score", score, delta);
    if (args.isSet("per-pair")) { // each pair's part of q̃_Δ·k̃_0, in double from the rotated vectors
        core::RowMatrixXd perPair(deltas.size(), params.pairCount());
        for (Eigen::Index r = 0; r < deltas.size(); ++r)
            for (int i = 0; i < params.pairCount(); ++i) {
                const auto [x, y] = core::pairComponents(params, i);
                perPair(r, i) = double(qr(r, x)) * kr(0, x) + double(qr(r, y)) * kr(0, y);
            }
        out.matrix("per_pair", std::move(perPair), delta, {QStringLiteral("pair")});
    }
}

void hfAttentionCommand(const ComputeArgs& args, const core::RopeParams& params, const Qkv& in, core::HfDtype dtype,
                        Output& out)
{
    require(core::checkPositions(in.positions, "positions", core::Precision::Fp32));
    const core::HfFrequencies freqs = core::hfFrequencies(params);
    const double logitScale = args.logitScale() > 0 ? args.logitScale() : 1.0 / std::sqrt(double(params.headDim));
    // (H, N, d) inputs: every query head against its key/value head (repeat_kv), one after another.
    const bool stacked = in.heads > 0;
    const Eigen::Index heads = std::max<Eigen::Index>(in.heads, 1), kvHeads = std::max<Eigen::Index>(in.kvHeads, 1);
    const Eigen::Index tokens = in.tokens(), share = heads / kvHeads;
    core::RowMatrix<float> logits(heads * tokens, tokens), weights(heads * tokens, tokens),
        output(heads * tokens, in.v.cols());
    for (Eigen::Index h = 0; h < heads; ++h) {
        const Eigen::Index kv = h / share;
        const core::RowMatrix<float> qr =
            core::hfRotate(params, freqs, in.q.middleRows(h * tokens, tokens), in.positions, dtype);
        const core::RowMatrix<float> kr =
            core::hfRotate(params, freqs, in.k.middleRows(kv * tokens, tokens), in.positions, dtype);
        core::HfAttentionResult r = core::hfAttention(qr, kr, in.v.middleRows(kv * tokens, tokens), in.positions,
                                                      args.mask(), logitScale, dtype);
        refuseNonFinite(r.output.allFinite() && r.weights.allFinite(), QStringLiteral("output"), dtype);
        logits.middleRows(h * tokens, tokens) = r.logits;
        weights.middleRows(h * tokens, tokens) = r.weights;
        output.middleRows(h * tokens, tokens) = r.output;
    }
    QJsonArray fullyMasked; // the mask depends on positions alone: the same rows for every head
    for (Eigen::Index i = 0; i < tokens; ++i)
        if (weights.row(i).isZero(0))
            fullyMasked.append(qint64(i));
    describeHeads(in, out);
    out.object("params", describeParams(params));
    out.text("precision", hfModeName(dtype));
    out.text("source", in.source);
    out.vector("positions", in.positions);
    out.scalar("logit_scale", logitScale);
    const Axis m{QStringLiteral("m"), in.positions}, n{QStringLiteral("n"), in.positions},
        component{QStringLiteral("component")};
    const auto put = [&](const QString& name, core::RowMatrix<float>& values, const Axis& columns) {
        if (!out.keeps(name))
            out.skipped(name, stacked ? std::vector<std::int64_t>{heads, tokens, values.cols()}
                                      : std::vector<std::int64_t>{tokens, values.cols()});
        else if (stacked)
            out.stack(name, std::move(values), heads, m, columns);
        else
            out.matrix(name, std::move(values), m, columns);
        values = {};
    };
    put(QStringLiteral("logits"), logits, n);
    put(QStringLiteral("weights"), weights, n);
    put(QStringLiteral("output"), output, component);
    out.object("flags", QJsonObject{{"fully_masked_rows", fullyMasked}});
}

} // namespace rope::app
