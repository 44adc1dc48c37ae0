// The inputs several `compute` subcommands share: q, k, v from files or generated, one query/key pair.
#include "app/cli/computeinputs.h"

#include "app/cli/computeargs.h"
#include "app/cli/failure.h"
#include "core/validate.h"
#include "ui/model/expected.h"
#include "ui/model/names.h"

#include <QCoreApplication>

namespace rope::app {

namespace {

// The same translation context as computecommand.cpp, where these messages were born.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ComputeCommand)
};

// (H, N, d) queries with (H_kv, N, d) keys and values, or one (N, d) matrix of each shared by every query
// head: query head h attends with key/value head h / (H / H_kv), as Hugging Face's repeat_kv repeats them.
Qkv headStacks(const ComputeArgs& args, Qkv in, bool needValues, const SizeCheck& check)
{
    const Eigen::Index heads = std::max<qint64>(args.headCount("q"), 1);
    const Eigen::Index kvHeads = std::max<qint64>(args.headCount("k"), 1);
    const Eigen::Index n = in.q.rows() / heads;
    if (in.k.rows() / kvHeads != n)
        fail(Tr::tr("--q has %1 tokens per head but --k has %2").arg(n).arg(in.k.rows() / kvHeads));
    if (heads % kvHeads != 0)
        fail(Tr::tr("--k has %1 heads, which do not divide the %2 heads of --q; grouped-query attention "
                    "shares each key/value head among H / H_kv query heads")
                 .arg(kvHeads)
                 .arg(heads));
    in.heads = heads;
    in.kvHeads = kvHeads;
    in.positions = args.positions("positions", QStringLiteral("0:%1").arg(n), n);
    in.source = Tr::tr("files");
    if (needValues && args.isSet("v")) {
        in.v = args.tokens("v", 0);
        const Eigen::Index vHeads = std::max<qint64>(args.headCount("v"), 1);
        if (vHeads != kvHeads || in.v.rows() / vHeads != n)
            fail(Tr::tr("--v has %1 heads of %2 tokens; --k has %3 heads of %4 tokens, and --v must match it")
                     .arg(vHeads)
                     .arg(in.v.rows() / vHeads)
                     .arg(kvHeads)
                     .arg(n));
    } else if (needValues) {
        check(n, in.q.cols());
        in.v = core::gaussianMatrix(kvHeads * n, in.q.cols(), 2);
        in.source += Tr::tr("; v random (seed 0), pass --v for your own values");
    }
    check(n, needValues ? in.v.cols() : 0);
    return in;
}

} // namespace

QString sourceName(const core::ContentSpec& spec)
{
    switch (spec.source) {
    case core::ContentSource::Random:
        return QStringLiteral("random (seed %1)").arg(spec.seed);
    case core::ContentSource::Constant:
        return QStringLiteral("constant (seed %1)").arg(spec.seed);
    case core::ContentSource::LookBack:
        return QStringLiteral("lookback (delta %1)").arg(spec.lookBack);
    }
    return {};
}

QJsonObject describeParams(const core::RopeParams& p)
{
    QJsonObject o{{"head_dim", p.headDim}, {"rotary_dim", p.rotaryDims()}, {"pairing", model::nameKey(p.pairing)}};
    if (p.rotaryPlacement != core::RotaryPlacement::First) // MLA's [nope, rope]; Gemma 4's proportional
        o.insert("rotary_placement", model::nameKey(p.rotaryPlacement));
    if (p.thetaOverride)
        o.insert("theta", *p.thetaOverride);
    else
        o.insert("base", p.base);
    o.insert("scaling", model::nameKey(p.scaling.method));
    return o;
}

Qkv loadQkv(const ComputeArgs& args, const core::RopeParams& params, bool needValues, const SizeCheck& check,
            Eigen::Index tokens)
{
    Qkv in;
    const int d = params.headDim;
    if (args.isSet("q") || args.isSet("k")) {
        if (!args.isSet("q") || !args.isSet("k"))
            fail(Tr::tr("--q and --k go together"));
        in.q = args.tokens("q", d);
        in.k = args.tokens("k", d);
        if (args.headCount("q") || args.headCount("k"))
            return headStacks(args, std::move(in), needValues, check);
        if (in.k.rows() != in.q.rows())
            fail(Tr::tr("--q has %1 rows but --k has %2").arg(in.q.rows()).arg(in.k.rows()));
        in.positions = args.positions("positions", QStringLiteral("0:%1").arg(in.q.rows()), in.q.rows());
        in.source = Tr::tr("files");
        if (needValues) {
            if (args.isSet("v")) {
                in.v = args.tokens("v", 0);
                if (args.headCount("v"))
                    fail(Tr::tr("--v has shape (%1, %2, %3), heads, but --q and --k are single matrices")
                             .arg(args.headCount("v"))
                             .arg(in.v.rows() / args.headCount("v"))
                             .arg(in.v.cols()));
                if (in.v.rows() != in.q.rows())
                    fail(Tr::tr("--v has %1 rows but --q has %2").arg(in.v.rows()).arg(in.q.rows()));
            } else {
                check(in.q.rows(), d);
                in.v = core::gaussianMatrix(in.q.rows(), d, 2);
                in.source += Tr::tr("; v random (seed 0), pass --v for your own values");
            }
        }
        check(in.q.rows(), needValues ? in.v.cols() : 0);
        return in;
    }
    if (args.isSet("v"))
        fail(Tr::tr("--v needs --q and --k"));
    in.positions = args.positions("positions", QStringLiteral("0:%1").arg(tokens > 0 ? tokens : 16));
    check(in.positions.size(), needValues ? d : 0);
    const core::ContentSpec spec = args.contentSpec();
    core::Content c = core::makeContent(params, in.positions.size(), spec);
    in.q = std::move(c.q);
    in.k = std::move(c.k);
    in.v = std::move(c.v);
    in.source = sourceName(spec);
    return in;
}

core::RowMatrixXd generatedQueries(const core::RopeParams& params, const Eigen::VectorXd& positions,
                                   const core::ContentSpec& spec)
{
    // Row by row as makeContent makes them, which would make k and v too: three times the memory.
    using core::ContentRole;
    core::RowMatrixXd q(positions.size(), params.headDim);
    if (spec.source != core::ContentSource::Random) {
        q.rowwise() = core::contentAt(params, spec, ContentRole::Query, 0).transpose();
        return q;
    }
    for (Eigen::Index r = 0; r < q.rows(); ++r)
        q.row(r) = core::contentAt(params, spec, ContentRole::Query, r).transpose();
    return q;
}

std::pair<Eigen::VectorXd, Eigen::VectorXd> loadPair(const ComputeArgs& args, const core::RopeParams& params,
                                                     Output& out)
{
    const int d = params.headDim;
    if (args.isSet("wq") || args.isSet("wk") || args.isSet("xm") || args.isSet("xn")) {
        for (const char* name : {"wq", "wk", "xm", "xn"})
            if (!args.isSet(name))
                fail(Tr::tr("--wq, --wk, --xm and --xn go together (missing --%1)").arg(QLatin1String(name)));
        const core::RowMatrixXd wq = args.matrix("wq", 0), wk = args.matrix("wk", 0);
        if (wq.rows() != d || wk.rows() != d)
            fail(Tr::tr("--wq and --wk must have d = %1 rows").arg(d));
        const Eigen::VectorXd xm = args.vector("xm", wq.cols()), xn = args.vector("xn", wk.cols());
        out.text("source", Tr::tr("q = W_Q x_m, k = W_K x_n"));
        return {wq * xm, wk * xn};
    }
    if (args.isSet("q") || args.isSet("k")) {
        if (!args.isSet("q") || !args.isSet("k"))
            fail(Tr::tr("--q and --k go together"));
        out.text("source", Tr::tr("files"));
        return {args.vector("q", d), args.vector("k", d)};
    }
    const core::ContentSpec spec = args.contentSpec();
    const core::Content c = core::makeContent(params, 1, spec);
    out.text("source", sourceName(spec));
    return {c.q.row(0).transpose(), c.k.row(0).transpose()};
}

} // namespace rope::app
