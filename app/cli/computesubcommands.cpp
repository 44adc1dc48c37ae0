// The `compute` subcommands, each estimating what it needs before computing it.
#include "app/cli/computesubcommands.h"

#include "app/cli/attentionheads.h"
#include "app/cli/budget.h"
#include "app/cli/computebias.h"
#include "app/cli/computeextras.h"
#include "app/cli/computefrequencies.h"
#include "app/cli/computehf.h"
#include "app/cli/computeinputs.h"
#include "app/cli/computelongcontext.h"
#include "app/cli/failure.h"
#include "app/cli/mropeargs.h"
#include "core/additive.h"
#include "core/frequencies.h"
#include "core/hfexact.h"
#include "core/linearattention.h"
#include "core/permutation.h"
#include "core/rotation.h"
#include "core/scorecurve.h"
#include "core/validate.h"
#include "core/xpos.h"
#include "ui/model/fields.h"
#include "ui/model/names.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>
#include <limits>
#include <numbers>

namespace rope::app {

namespace {

// The translation context of computecommand.cpp, where these messages were born.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ComputeCommand)
};

// --config and the RoPE parameters' options of the field table (ui/model/fields.h).
QStringList ropeOptions()
{
    QStringList options{QStringLiteral("config")};
    for (const model::Field& f : model::fields())
        if (f.option)
            options << QLatin1String(f.option);
    return options;
}
const QStringList kRopeOptions = ropeOptions();
const QStringList kContentOptions = {"source", "seed", "look-back"};
const QStringList kXposOptions = {"xpos-scale-base", "xpos-center"};
const QStringList kMropeOptions = {"thw", "mrope-section", "mrope-layout"};

// xPos's settings and ζ_i, next to the results they scaled.
void describeXpos(Output& out, const core::RopeParams& params, const core::Xpos& x, const QString& role = {})
{
    QJsonObject o{{"scale_base", x.scaleBase}, {"center", x.center}};
    if (!role.isEmpty())
        o.insert("role", role);
    out.object("xpos", o);
    out.vector("xpos_zeta", core::xposZeta(params), {QStringLiteral("pair")});
}

// The largest |p − c| over the positions: what the xPos scale must hold.
double xposReach(const core::Xpos& x, const Eigen::VectorXd& positions)
{
    return positions.size() ? (positions.array() - x.center).abs().maxCoeff() : 0.0;
}

// ---- subcommands --------------------------------------------------------------------------------

// Rounding to fp16 (largest number 65504), bf16 or fp32 can overflow where fp64 does not. Such a
// result is refused by name: written, it would be null in JSON and inf in .csv/.npy, with exit 0.
void refuseOverflow(bool finite, const QString& field, core::Precision precision)
{
    if (finite)
        return;
    const bool fp16 = precision == core::Precision::Fp16, bf16 = precision == core::Precision::Bf16;
    fail(Tr::tr("'%1' overflows %2 (its largest number is %3); use a wider --precision or smaller inputs")
             .arg(field,
                  fp16   ? QStringLiteral("fp16")
                  : bf16 ? QStringLiteral("bf16")
                         : QStringLiteral("fp32"),
                  fp16   ? QStringLiteral("65504")
                  : bf16 ? QStringLiteral("3.39e38")
                         : QStringLiteral("3.40e38")));
}

// rotate with --thw: every token turned by its own t/h/w angles (M-RoPE), in fp64.
void rotateMropeCommand(const ComputeArgs& args, const core::RopeParams& params, const MropeInput& mrope, Output& out)
{
    if (args.precision() != core::Precision::Fp64 ||
        args.choice("form", {"rotate-half", "complex", "matrix"}, QStringLiteral("rotate-half")) != "rotate-half" ||
        args.xpos())
        fail(Tr::tr("--thw rotates in fp64 with rotate_half, without xPos"));
    const Eigen::Index tokens = mrope.thw.rows();
    core::RowMatrixXd x;
    if (args.isSet("input")) {
        x = args.tokens("input", params.headDim);
        if (x.rows() != tokens)
            fail(Tr::tr("--thw gives %1 tokens but --input has %2 rows").arg(tokens).arg(x.rows()));
        out.text("source", Tr::tr("file"));
    } else {
        const core::ContentSpec spec = args.contentSpec();
        x = generatedQueries(params, core::consecutivePositions(tokens), spec);
        out.text("source", sourceName(spec));
    }
    args.afford(rotateCost(double(tokens), params.headDim, RotateForm::Complex, core::Precision::Fp64));
    const core::FrequencyTable freqs = core::frequencies(params);
    core::RowMatrixXd rotated = core::rotateByAngles(params, freqs, x, mropeAngleTable(mrope, freqs, out));
    out.object("params", describeParams(params));
    out.matrix("rotated", std::move(rotated), {QStringLiteral("token")}, {QStringLiteral("component")});
}

void rotateCommand(const ComputeArgs& args, Output& out)
{
    const core::RopeParams params = args.ropeParams();
    const core::Precision precision = args.precision();
    const QString form = args.choice("form", {"rotate-half", "complex", "matrix"}, QStringLiteral("rotate-half"));
    if (form != QLatin1String("rotate-half") && precision != core::Precision::Fp64)
        fail(Tr::tr("--form %1 is computed in fp64 only; use --form rotate-half for other precisions").arg(form));
    const RotateForm kind = form == QLatin1String("complex")  ? RotateForm::Complex
                            : form == QLatin1String("matrix") ? RotateForm::Matrix
                                                              : RotateForm::RotateHalf;
    if (const std::optional<MropeInput> mrope = mropeInput(args, params)) {
        rotateMropeCommand(args, params, *mrope, out);
        return;
    }
    core::RowMatrixXd x;
    Eigen::VectorXd positions;
    if (args.isSet("input")) {
        x = args.tokens("input", params.headDim);
        positions = args.positions("positions", QStringLiteral("0:%1").arg(x.rows()), x.rows());
        args.afford(rotateCost(double(x.rows()), params.headDim, kind, precision));
        out.text("source", Tr::tr("file"));
    } else {
        positions = args.positions("positions", QStringLiteral("0:16"));
        args.afford(rotateCost(double(positions.size()), params.headDim, kind, precision));
        const core::ContentSpec spec = args.contentSpec();
        x = generatedQueries(params, positions, spec);
        out.text("source", sourceName(spec));
    }
    core::FrequencyTable freqs = core::frequencies(params);
    core::RowMatrixXd rotated;
    if (const std::optional<core::HfDtype> hf = args.huggingFaceExact()) {
        if (args.xpos())
            refuseInHfMode(*hf, QStringLiteral("xPos"));
        rotated = hfRotateRows(params, x, positions, *hf);
    } else if (kind == RotateForm::RotateHalf) {
        rotated = core::rotate(params, x, positions, precision);
    } else if (kind == RotateForm::Complex) {
        rotated = core::rotateComplex(params, freqs, x, positions);
    } else { // one d×d matrix a row, reused: at d = 8192 half a GiB read a row, so the rows report progress
        const core::Execution execution = args.execution();
        rotated.resize(x.rows(), x.cols());
        Eigen::MatrixXd matrix;
        for (Eigen::Index r = 0; r < x.rows(); ++r) {
            core::fillRotationMatrix(params, freqs, positions[r], matrix);
            rotated.row(r).noalias() = (matrix * x.row(r).transpose()).transpose();
            execution.report(r + 1, x.rows());
        }
    }
    x = core::RowMatrixXd(); // no longer needed while the result is written
    if (const std::optional<core::Xpos> xpos = args.xpos()) {
        const QString role = args.choice("xpos-role", {"query", "key"}, QStringLiteral("query"));
        require(core::validateXpos(params, *xpos, xposReach(*xpos, positions), precision));
        core::applyXpos<double>(params, *xpos, rotated, positions,
                                role == QLatin1String("key") ? core::ContentRole::Key : core::ContentRole::Query);
        core::roundInPlace(precision, rotated);
        describeXpos(out, params, *xpos, role);
    } else if (args.isSet("xpos-role")) {
        fail(Tr::tr("--xpos-role needs --xpos-scale-base (xPos is off without it)"));
    }
    refuseOverflow(rotated.allFinite(), QStringLiteral("rotated"), precision);
    out.object("params", describeParams(params));
    out.text("form", form);
    out.vector("positions", positions, {QStringLiteral("row")});
    // Always rows × d, one row or many, so that a script reads one shape.
    out.matrix("rotated", std::move(rotated), {QStringLiteral("position"), positions}, {QStringLiteral("component")});
}

void scoreCommand(const ComputeArgs& args, Output& out)
{
    const core::RopeParams params = args.ropeParams();
    const core::Precision precision = args.precision();
    const auto [q, k] = loadPair(args, params, out);
    const core::FrequencyTable freqs = core::frequencies(params);
    const std::optional<MropeInput> mrope = mropeInput(args, params);
    const std::optional<core::Xpos> xpos = args.xpos();
    if (const std::optional<core::HfDtype> hf = args.huggingFaceExact()) {
        if (mrope || xpos)
            refuseInHfMode(*hf, mrope ? QStringLiteral("--thw") : QStringLiteral("xPos"));
        hfScoreCommand(args, params, q, k, *hf, out);
        return;
    }

    // The score from the rotated vectors (q̃·k̃), and each pair's part of it from the same vectors, so
    // that in every format the parts add up to the score before its last rounding.
    core::RowMatrixXd qr, kr;
    double m = 0, n = 0;
    if (mrope) { // M-RoPE: the query at the first triple, the key at the second
        if (mrope->thw.rows() != 2)
            fail(
                Tr::tr("score takes two --thw triples, the query's and then the key's; got %1").arg(mrope->thw.rows()));
        if (precision != core::Precision::Fp64 || xpos)
            fail(Tr::tr("--thw rotates in fp64 with rotate_half, without xPos"));
        core::RowMatrixXd both(2, params.headDim);
        both << q.transpose(), k.transpose();
        const core::RowMatrixXd turned = core::rotateByAngles(params, freqs, both, mropeAngleTable(*mrope, freqs, out));
        qr = turned.topRows(1);
        kr = turned.bottomRows(1);
    } else {
        const double givenM = args.number("m", 1.0), givenN = args.number("n", 0.0);
        for (const auto& [name, value] : {std::pair{"m", givenM}, std::pair{"n", givenN}})
            if (value != std::floor(value)) // token positions are whole, as in --positions
                fail(Tr::tr("--%1: a token position is a whole number (0, 1, 2, …), got %2")
                         .arg(QLatin1String(name), QString::number(value, 'g', 17)));
        require(core::checkPositions(Eigen::Vector2d(givenM, givenN), "positions", precision));
        // Positions as the format holds them (bf16 holds 257 as 256): what the rotation turns by.
        m = core::heldPosition(precision, givenM);
        n = core::heldPosition(precision, givenN);
        qr = core::rotate(params, core::RowMatrixXd(q.transpose()), Eigen::VectorXd::Constant(1, m), precision);
        kr = core::rotate(params, core::RowMatrixXd(k.transpose()), Eigen::VectorXd::Constant(1, n), precision);
    }
    if (xpos) { // the query at m scaled by ζ^((m−c)/B), the key at n by ζ^(−(n−c)/B)
        require(core::validateXpos(params, *xpos, xposReach(*xpos, Eigen::Vector2d(m, n)), precision));
        core::applyXpos<double>(params, *xpos, qr, Eigen::VectorXd::Constant(1, m), core::ContentRole::Query);
        core::applyXpos<double>(params, *xpos, kr, Eigen::VectorXd::Constant(1, n), core::ContentRole::Key);
        core::roundInPlace(precision, qr);
        core::roundInPlace(precision, kr);
    }
    refuseOverflow(qr.allFinite(), QStringLiteral("q_rotated"), precision);
    refuseOverflow(kr.allFinite(), QStringLiteral("k_rotated"), precision);
    const double score = core::roundTo(precision, qr.row(0).dot(kr.row(0)));
    refuseOverflow(std::isfinite(score), QStringLiteral("score"), precision);
    Eigen::VectorXd perPair(params.pairCount());
    for (int i = 0; i < params.pairCount(); ++i) {
        const auto [x, y] = core::pairComponents(params, i);
        perPair[i] = qr(0, x) * kr(0, x) + qr(0, y) * kr(0, y);
    }
    double constant = 0; // the components that do not turn
    for (int j : core::passThroughComponents(params))
        constant += qr(0, j) * kr(0, j);
    const double logitScale = args.logitScale() > 0 ? args.logitScale() : 1.0 / std::sqrt(double(params.headDim));
    const core::PairCoefficients coeffs = core::pairCoefficients(params, freqs, q, k);

    out.object("params", describeParams(params));
    if (!mrope) {
        out.scalar("m", m);
        out.scalar("n", n);
        out.scalar("delta", m - n);
    }
    out.scalar("score", score);
    out.scalar("logit", score * logitScale);
    const Axis pair{QStringLiteral("pair")}, component{QStringLiteral("component")};
    out.vector("per_pair", perPair, pair);
    out.vector("A", coeffs.a, pair);
    out.vector("B", coeffs.b, pair);
    out.scalar("constant", constant);
    out.vector("q_rotated", qr.row(0).transpose(), component);
    out.vector("k_rotated", kr.row(0).transpose(), component);
    if (xpos)
        describeXpos(out, params, *xpos);
}

void curveCommand(const ComputeArgs& args, Output& out)
{
    const core::RopeParams params = args.ropeParams();
    const core::Precision precision = args.precision();
    const auto [q, k] = loadPair(args, params, out);
    const Eigen::VectorXd deltas = args.indexList("deltas", QStringLiteral("-64:65"));
    args.afford(curveCost(double(deltas.size()), params.pairCount(), args.isSet("per-pair")));
    if (const std::optional<core::HfDtype> hf = args.huggingFaceExact()) {
        if (args.xpos())
            refuseInHfMode(*hf, QStringLiteral("xPos"));
        hfCurveCommand(args, params, q, k, deltas, *hf, out);
        return;
    }
    const core::FrequencyTable freqs = core::frequencies(params);
    const core::PairCoefficients coeffs = core::pairCoefficients(params, freqs, q, k);
    out.object("params", describeParams(params));
    out.vector("delta", deltas);
    const Axis delta{QStringLiteral("delta"), deltas};
    if (const std::optional<core::Xpos> xpos = args.xpos()) {
        if (precision != core::Precision::Fp64)
            fail(Tr::tr("the xPos curve is computed in fp64 only"));
        require(core::validateXpos(params, *xpos, deltas.size() ? deltas.cwiseAbs().maxCoeff() : 0.0));
        core::RowMatrixXd perPair;
        out.vector("score",
                   core::xposScoreCurve(params, *xpos, coeffs, freqs.invFreq, deltas,
                                        args.isSet("per-pair") ? &perPair : nullptr),
                   delta);
        if (args.isSet("per-pair"))
            out.matrix("per_pair", std::move(perPair), delta, {QStringLiteral("pair")});
        // The same q and k without xPos, for the comparison the scale is there for.
        out.vector("score_without_xpos", core::scoreCurveDirect(coeffs, freqs.invFreq, deltas), delta);
        describeXpos(out, params, *xpos);
        return;
    }
    Eigen::VectorXd score = core::scoreCurveDirect(coeffs, freqs.invFreq, deltas, precision, args.execution());
    refuseOverflow(score.allFinite(), QStringLiteral("score"), precision);
    out.vector("score", score, delta);
    if (args.isSet("per-pair"))
        out.matrix("per_pair", core::scoreCurveTerms(coeffs, freqs.invFreq, deltas), delta, {QStringLiteral("pair")});
}

QJsonArray maskedRowList(const std::vector<char>& flags)
{
    QJsonArray rows;
    for (size_t i = 0; i < flags.size(); ++i)
        if (flags[i])
            rows.append(qint64(i));
    return rows;
}

void attentionCommand(const ComputeArgs& args, Output& out)
{
    if (longContextAttention(args, out)) // --remap, --sink-logit, --mask streaming
        return;
    args.acceptHeadStacks(); // (H, N, d) inputs without --head: every head
    const core::RopeParams params = args.ropeParams();
    const core::Precision precision = args.precision();
    const std::optional<MropeInput> mrope = mropeInput(args, params);
    Qkv in = loadQkv(
        args, params, true,
        [&](Eigen::Index rows, Eigen::Index valueCols) {
            // No fixed limit on N: the memory budget (--max-memory) decides.
            require(core::checkAttentionSize(rows, rows, std::numeric_limits<double>::infinity()));
            args.afford(
                attentionCost(double(rows), params.headDim, double(valueCols), precision, attentionSize(args, out)));
        },
        mrope ? mrope->thw.rows() : 0);
    if (mrope && in.heads > 0)
        fail(Tr::tr("--thw takes one head: pick it with --head"));
    if (const std::optional<core::HfDtype> hf = args.huggingFaceExact()) { // eager_attention_forward
        if (mrope || args.xpos() || args.text("encoding", QStringLiteral("rope")) != QLatin1String("rope"))
            refuseInHfMode(*hf, mrope         ? QStringLiteral("--thw")
                                : args.xpos() ? QStringLiteral("xPos")
                                              : QStringLiteral("--encoding other than rope"));
        hfAttentionCommand(args, params, in, *hf, out);
        return;
    }
    const AttentionEncoding encoding = attentionEncoding(args, in.positions, params.headDim, in.heads);
    core::AttentionOptions options;
    options.execution = args.execution();
    options.mask = args.mask();
    options.encoding = encoding.encoding;
    options.precision = precision;
    options.queryPositions = in.positions;
    options.keyPositions = in.positions;
    options.logitScale = args.logitScale();
    options.xpos = encoding.xpos;
    options.bias = encoding.bias;
    options.learnedTable = encoding.encoding == core::Encoding::Learned ? &encoding.learnedTable : nullptr;
    if (mrope) { // q and k turned by their tokens' t/h/w angles here; the mask follows token order
        if (in.q.rows() != mrope->thw.rows())
            fail(Tr::tr("--thw gives %1 tokens but the queries have %2 rows").arg(mrope->thw.rows()).arg(in.q.rows()));
        if (precision != core::Precision::Fp64 || options.xpos || options.encoding != core::Encoding::Rope ||
            options.bias)
            fail(Tr::tr("--thw rotates in fp64 with rotate_half, without xPos"));
        const core::FrequencyTable freqs = core::frequencies(params);
        const Eigen::MatrixXd angles = mropeAngleTable(*mrope, freqs, out);
        in.q = core::rotateByAngles(params, freqs, in.q, angles);
        in.k = core::rotateByAngles(params, freqs, in.k, angles);
        options.encoding = core::Encoding::None;
    }
    if (options.xpos) {
        if (options.encoding != core::Encoding::Rope)
            fail(Tr::tr("xPos scales RoPE's rotated queries and keys: it needs --encoding rope"));
        require(core::validateXpos(params, *options.xpos, xposReach(*options.xpos, in.positions), precision));
        describeXpos(out, params, *options.xpos);
    }
    // Logits beyond the precision's range would give NaN weights: refused before computing.
    if (precision != core::Precision::Fp64)
        require(core::checkLogitRange(params, in.q, in.k, precision));
    out.object("params", describeParams(params));
    describeEncoding(out, encoding); // the encodings beyond rope, none and sinusoidal
    out.text("source", in.source);
    out.vector("positions", in.positions);
    out.scalar("logit_scale", options.logitScale > 0 ? options.logitScale : 1.0 / std::sqrt(double(params.headDim)));
    const Axis m{QStringLiteral("m"), in.positions}, n{QStringLiteral("n"), in.positions};
    const std::vector<char> fullyMasked = attendHeads(params, in, options, out, m, n);
    QJsonObject extra{{"fully_masked_rows", maskedRowList(fullyMasked)}};
    out.object("flags", extra);
}

} // namespace

// ---- the table of subcommands -------------------------------------------------------------------

const QStringList& commonOptions()
{
    static const QStringList options = {"out", "format", "field", "dtype", "max-memory", "max-time", "quiet"};
    return options;
}

const std::vector<Subcommand>& subcommands()
{
    static const std::vector<Subcommand> table = {
        {"frequencies",
         QT_TRANSLATE_NOOP("ComputeCommand",
                           "θ_i (inv_freq), wavelengths and the attention factor, with any scaling method."),
         kRopeOptions + QStringList{"precision", "train-length"}, "inv_freq",
         "compute frequencies --head-dim 128 --base 500000 --scaling llama3 --factor 8 "
         "--original-max-position-embeddings 8192",
         frequenciesCommand},
        {"rotate",
         QT_TRANSLATE_NOOP("ComputeCommand", "Rotate rows of --input by --positions: x·cos + rotate_half(x)·sin."),
         kRopeOptions + kContentOptions + kXposOptions + kMropeOptions +
             QStringList{"input", "head", "positions", "precision", "form", "xpos-role"},
         "rotated", "compute rotate --input q.npy --positions 0:8 --pairing half-split --out q_rot.npy", rotateCommand},
        {"score",
         QT_TRANSLATE_NOOP("ComputeCommand",
                           "q̃_m·k̃_n for one query and one key, with every pair's term A_i cos Δθ_i + B_i sin Δθ_i."),
         kRopeOptions + kContentOptions + kXposOptions + kMropeOptions +
             QStringList{"q", "k", "head", "wq", "wk", "xm", "xn", "m", "n", "precision"},
         "per_pair", "compute score --head-dim 2 --theta pi/2 --q 1,0 --k 0,1 --m 1 --n 0", scoreCommand},
        {"curve", QT_TRANSLATE_NOOP("ComputeCommand", "The score s(Δ) over a range of Δ = m − n."),
         kRopeOptions + kContentOptions + kXposOptions +
             QStringList{"q", "k", "head", "wq", "wk", "xm", "xn", "deltas", "precision", "per-pair"},
         "score", "compute curve --q q.npy --k k.npy --deltas -512:513 --out curve.csv", curveCommand},
        {"attention", QT_TRANSLATE_NOOP("ComputeCommand", "Full N×N logits, softmax weights and output A·V."),
         kRopeOptions + kContentOptions + kXposOptions + kMropeOptions +
             QStringList{"q", "k", "v", "head", "positions", "mask", "encoding", "precision", "heads"} +
             positionBiasOptionNames() + longContextAttentionOptions(),
         "weights", "compute attention --q q.npy --k k.npy --v v.npy --mask causal --out weights.npy",
         attentionCommand},
        {"bias",
         QT_TRANSLATE_NOOP("ComputeCommand",
                           "Relative position bias b_h(Δ) added to logits: T5's buckets, ALiBi's slopes, KERPLE-log."),
         QStringList{"family", "heads", "deltas", "num-buckets", "max-distance", "bidirectional", "bias-table", "r1",
                     "r2", "table-seed"},
         "bias", "compute bias --family alibi --heads 12 --deltas 0:65", biasCommand},
        {"decay-bound",
         QT_TRANSLATE_NOOP("ComputeCommand", "RoFormer's long-term decay bound (1/(d/2))·Σ_j |Σ_{k<j} e^{iΔθ_k}|."),
         kRopeOptions + QStringList{"deltas"}, "bound", "compute decay-bound --head-dim 128 --deltas 0:4096",
         decayBoundCommand},
        {"decompose-additive",
         QT_TRANSLATE_NOOP("ComputeCommand",
                           "The four terms of the sinusoidal additive score: cc, cp, pc, pp, and their total."),
         kRopeOptions + kContentOptions + QStringList{"input", "q", "k", "head", "wq", "wk", "positions"}, "total",
         "compute decompose-additive --input x.npy --wq wq.npy --wk wk.npy", decomposeAdditiveCommand},
        {"linear-attention",
         QT_TRANSLATE_NOOP("ComputeCommand",
                           "RoFormer linear attention (elu+1 features, rotated numerator, unrotated denominator)."),
         kRopeOptions + kContentOptions + QStringList{"q", "k", "v", "head", "positions", "mask", "weights"}, "output",
         "compute linear-attention --q q.npy --k k.npy --v v.npy --mask causal", linearAttentionCommand},
        {"permute",
         QT_TRANSLATE_NOOP("ComputeCommand",
                           "Meta → Hugging Face permutation of W_Q/W_K rows (interleaved → half-split)."),
         QStringList{"input", "heads", "inverse"}, "permuted",
         "compute permute --input wq.npy --heads 32 --out wq_hf.npy", permuteCommand},
        {"logit-scale",
         QT_TRANSLATE_NOOP("ComputeCommand",
                           "The multiplier on the logits by query position: Llama 4, Qwen logn, Ministral 3, YaRN, "
                           "DeepSeek, SSMax."),
         logitScaleOptions(), "multiplier", "compute logit-scale --method llama4 --positions 8191,8192,16384,131072",
         logitScaleCommand},
        {"dilution",
         QT_TRANSLATE_NOOP("ComputeCommand",
                           "The largest softmax weight among n keys, one at --peak and the rest at --rest."),
         dilutionOptions(), "max_weight",
         "compute dilution --n 10,100,1000,10000 --peak 3 --rest -2 --logit-scale llama4", dilutionCommand},
        {"remap",
         QT_TRANSLATE_NOOP("ComputeCommand",
                           "The relative distance each remapping feeds RoPE: sliding, chunked, Self-Extend, ReRoPE, "
                           "DCA."),
         remapOptions(), "relative_distance",
         "compute remap --method self-extend --positions 0:16 --window 4 --group 2", remapCommand},
        {"base-bound",
         QT_TRANSLATE_NOOP("ComputeCommand", "Men et al.'s bound: min over m ≤ L of B_m = Σ_i cos(m·θ_i), per base."),
         baseBoundOptions(), "min_B", "compute base-bound --head-dim 128 --context 32768 --bases 6.4e5,1e6,1.5e6",
         baseBoundCommand},
    };
    return table;
}

} // namespace rope::app
