// `rope-explorer compute`: every core quantity as JSON, .npy or .csv, one subcommand each.
#include "app/cli/computecommand.h"

#include "app/cli/computeargs.h"
#include "app/cli/computeinputs.h"
#include "app/cli/output.h"
#include "core/additive.h"
#include "core/frequencies.h"
#include "core/linearattention.h"
#include "core/permutation.h"
#include "core/rotation.h"
#include "core/scorecurve.h"
#include "core/validate.h"
#include "ui/model/names.h"
#include "ui/model/npyfile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QTextStream>

#include <cmath>
#include <cstdio>
#include <functional>
#include <numbers>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ComputeCommand)
};

[[noreturn]] void fail(const QString& message) { throw ui::Error{{}, message}; }

const QStringList kRopeOptions = {"config",
                                  "head-dim",
                                  "rotary-dim",
                                  "base",
                                  "pairing",
                                  "theta",
                                  "scaling",
                                  "factor",
                                  "original-max-position-embeddings",
                                  "max-position-embeddings",
                                  "seq-len",
                                  "beta-fast",
                                  "beta-slow",
                                  "mscale",
                                  "mscale-all-dim",
                                  "truncate",
                                  "low-freq-factor",
                                  "high-freq-factor",
                                  "short-factor",
                                  "long-factor",
                                  "attention-factor"};
const QStringList kContentOptions = {"source", "seed", "look-back"};
const QStringList kOutputOptions = {"out", "field"};

QJsonObject describeParams(const core::RopeParams& p)
{
    QJsonObject o{{"head_dim", p.headDim}, {"rotary_dim", p.rotaryDims()}, {"pairing", ui::nameKey(p.pairing)}};
    if (p.thetaOverride)
        o.insert("theta", *p.thetaOverride);
    else
        o.insert("base", p.base);
    o.insert("scaling", ui::nameKey(p.scaling.method));
    return o;
}

// ---- subcommands --------------------------------------------------------------------------------

void frequenciesCommand(const ComputeArgs& args, Output& out)
{
    const core::RopeParams params = args.ropeParams();
    const core::FrequencyTable t = core::frequencies(params);
    out.object("params", describeParams(params));
    out.vector("inv_freq", t.invFreq);
    out.vector("wavelength", core::wavelengths(t.invFreq));
    out.vector("base_inv_freq", t.baseInvFreq);
    out.scalar("attention_factor", t.attentionFactor);
    if (!params.thetaOverride)
        out.scalar("effective_base", t.effectiveBase);
    const int context = params.scaling.originalContext();
    if (context > 0)
        out.vector("turns_within_original_context", t.invFreq * (context / (2.0 * std::numbers::pi)));
    if (!t.bands.empty()) {
        QStringList bands;
        for (core::Band b : t.bands)
            bands << (b == core::Band::Unchanged ? "unchanged" : b == core::Band::Blended ? "blended" : "interpolated");
        out.texts("band", bands);
    }
    if (params.scaling.method == core::ScalingMethod::Yarn) {
        out.scalar("ramp_low", t.rampLow);
        out.scalar("ramp_high", t.rampHigh);
    }
    if (params.scaling.method == core::ScalingMethod::LongRope)
        out.text("factor_list", t.usesLongFactors ? "long" : "short");
}

void rotateCommand(const ComputeArgs& args, Output& out)
{
    const core::RopeParams params = args.ropeParams();
    const core::Precision precision = args.precision();
    core::RowMatrixXd x;
    Eigen::VectorXd positions;
    bool single = false;
    if (args.isSet("input")) {
        x = args.matrix("input", params.headDim);
        single = x.rows() == 1 && !args.isSet("positions");
        positions = args.positions("positions", QStringLiteral("0:%1").arg(x.rows()), x.rows());
        out.text("source", Tr::tr("file"));
    } else {
        positions = args.positions("positions", QStringLiteral("0:16"));
        const core::ContentSpec spec = args.contentSpec();
        x = core::makeContent(params, positions.size(), spec).q;
        out.text("source", sourceName(spec));
    }
    const QString form = args.text("form", QStringLiteral("rotate-half"));
    const core::FrequencyTable freqs = core::frequencies(params);
    core::RowMatrixXd rotated;
    if (form == QLatin1String("rotate-half")) {
        rotated = core::rotate(params, x, positions, precision);
    } else if (form == QLatin1String("complex") || form == QLatin1String("matrix")) {
        if (precision != core::Precision::Fp64)
            fail(Tr::tr("--form %1 is computed in fp64 only; use --form rotate-half for other precisions").arg(form));
        if (form == QLatin1String("complex")) {
            rotated = core::rotateComplex(params, freqs, x, positions);
        } else {
            rotated.resize(x.rows(), x.cols());
            for (Eigen::Index r = 0; r < x.rows(); ++r)
                rotated.row(r) = (core::rotationMatrix(params, freqs, positions[r]) * x.row(r).transpose()).transpose();
        }
    } else {
        fail(Tr::tr("--form: '%1' is not one of rotate-half, complex, matrix").arg(form));
    }
    out.object("params", describeParams(params));
    out.text("form", form);
    out.vector("positions", positions);
    if (single)
        out.vector("rotated", rotated.row(0).transpose());
    else
        out.matrix("rotated", rotated);
}

void scoreCommand(const ComputeArgs& args, Output& out)
{
    const core::RopeParams params = args.ropeParams();
    const core::Precision precision = args.precision();
    const auto [q, k] = loadPair(args, params, out);
    const double m = args.number("m", 1.0), n = args.number("n", 0.0);
    require(core::checkPositions(Eigen::Vector2d(m, n), "positions", precision));
    const core::FrequencyTable freqs = core::frequencies(params);

    // The score from the rotated vectors (q̃·k̃) and, separately, the per-pair decomposition.
    const core::RowMatrixXd qr =
        core::rotate(params, core::RowMatrixXd(q.transpose()), Eigen::VectorXd::Constant(1, m), precision);
    const core::RowMatrixXd kr =
        core::rotate(params, core::RowMatrixXd(k.transpose()), Eigen::VectorXd::Constant(1, n), precision);
    const double score = core::roundTo(precision, qr.row(0).dot(kr.row(0)));
    const core::PairCoefficients coeffs = core::pairCoefficients(params, freqs, q, k);

    out.object("params", describeParams(params));
    out.scalar("m", m);
    out.scalar("n", n);
    out.scalar("delta", m - n);
    out.scalar("score", score);
    out.scalar("logit", score / std::sqrt(double(params.headDim)));
    out.vector("per_pair", core::pairTerms(coeffs, freqs.invFreq, m - n));
    out.vector("A", coeffs.a);
    out.vector("B", coeffs.b);
    out.scalar("constant", coeffs.constant);
    out.vector("q_rotated", qr.row(0).transpose());
    out.vector("k_rotated", kr.row(0).transpose());
}

void curveCommand(const ComputeArgs& args, Output& out)
{
    const core::RopeParams params = args.ropeParams();
    const core::Precision precision = args.precision();
    const auto [q, k] = loadPair(args, params, out);
    const Eigen::VectorXd deltas = args.indexList("deltas", QStringLiteral("-64:65"));
    const core::FrequencyTable freqs = core::frequencies(params);
    const core::PairCoefficients coeffs = core::pairCoefficients(params, freqs, q, k);
    out.object("params", describeParams(params));
    out.vector("delta", deltas);
    out.vector("score", core::scoreCurveDirect(coeffs, freqs.invFreq, deltas, precision));
    if (args.isSet("per-pair")) {
        if (deltas.size() * coeffs.a.size() > 50'000'000)
            fail(Tr::tr("--per-pair would output %1 numbers; use fewer Δ").arg(deltas.size() * coeffs.a.size()));
        out.matrix("per_pair", core::scoreCurveTerms(coeffs, freqs.invFreq, deltas));
    }
}

void decayBoundCommand(const ComputeArgs& args, Output& out)
{
    const core::RopeParams params = args.ropeParams();
    const Eigen::VectorXd deltas = args.indexList("deltas", QStringLiteral("0:257"));
    out.object("params", describeParams(params));
    out.vector("delta", deltas);
    out.vector("bound", core::decayBound(core::frequencies(params).invFreq, deltas));
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
    const core::RopeParams params = args.ropeParams();
    const Qkv in = loadQkv(args, params, true);
    require(core::checkAttentionSize(in.q.rows(), in.k.rows()));
    core::AttentionOptions options;
    options.mask = args.mask();
    options.encoding = args.encoding();
    options.precision = args.precision();
    options.queryPositions = in.positions;
    options.keyPositions = in.positions;
    const core::AttentionResult<double> r = core::attentionAt(params, in.q, in.k, in.v, options);
    out.object("params", describeParams(params));
    out.text("source", in.source);
    out.vector("positions", in.positions);
    out.matrix("logits", r.logits);
    out.matrix("weights", r.weights);
    out.matrix("output", r.output);
    QJsonObject extra{{"fully_masked_rows", maskedRowList(r.fullyMaskedRows)}};
    out.object("flags", extra);
}

void decomposeAdditiveCommand(const ComputeArgs& args, Output& out)
{
    const double base = args.number("base", 10000.0);
    core::RopeParams baseOnly;
    baseOnly.base = base;
    require(core::validate(baseOnly));
    core::RowMatrixXd xq, xk, wq, wk;
    Eigen::VectorXd positions;
    if (args.isSet("input")) {
        xq = xk = args.matrix("input", 0);
        positions = args.positions("positions", QStringLiteral("0:%1").arg(xq.rows()), xq.rows());
        out.text("source", Tr::tr("file"));
    } else {
        const core::RopeParams params = args.ropeParams();
        const Qkv in = loadQkv(args, params, false);
        xq = in.q;
        xk = in.k;
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
    require(core::checkAttentionSize(xq.rows(), xk.rows()));
    const core::AdditiveDecomposition d = core::decomposeAdditive(xq, xk, wq, wk, positions, positions, base);
    out.vector("positions", positions);
    out.matrix("cc", d.contentContent);
    out.matrix("cp", d.contentPosition);
    out.matrix("pc", d.positionContent);
    out.matrix("pp", d.positionPosition);
    out.matrix("total", d.total);
}

void linearAttentionCommand(const ComputeArgs& args, Output& out)
{
    const core::RopeParams params = args.ropeParams();
    const Qkv in = loadQkv(args, params, true);
    const core::Mask mask = args.mask();
    const core::LinearAttentionResult r = core::linearAttention(params, in.q, in.k, in.v, in.positions, mask);
    out.object("params", describeParams(params));
    out.text("source", in.source);
    out.vector("positions", in.positions);
    out.matrix("output", r.output);
    out.vector("denominator", r.denominator);
    if (args.isSet("weights") || in.q.rows() <= 2048) {
        require(core::checkAttentionSize(in.q.rows(), in.k.rows()));
        const core::RowMatrixXd w = core::linearAttentionWeights(params, in.q, in.k, in.positions, mask);
        out.matrix("weights", w);
        out.vector("row_sums", w.rowwise().sum());
    }
}

void permuteCommand(const ComputeArgs& args, Output& out)
{
    if (!args.isSet("input"))
        fail(Tr::tr("permute needs --input W.npy (heads·d rows)"));
    const core::RowMatrixXd w = args.matrix("input", 0);
    const int heads = args.integer("heads", 1);
    if (heads < 1 || w.rows() % heads != 0)
        fail(Tr::tr("--heads %1 does not divide the %2 rows of the weight").arg(heads).arg(w.rows()));
    if ((w.rows() / heads) % 2 != 0)
        fail(Tr::tr("each head has %1 rows; the head dimension must be even").arg(w.rows() / heads));
    const bool inverse = args.isSet("inverse");
    out.text("direction", inverse ? "hugging-face-to-meta" : "meta-to-hugging-face");
    out.matrix("permuted", core::metaToHuggingFace(w, heads, inverse));
}

// ---- the table of subcommands -------------------------------------------------------------------

struct Subcommand {
    const char* name;
    const char* summary;
    QStringList options;
    const char* primary; ///< the array --out FILE.npy/.csv writes by default
    const char* example;
    std::function<void(const ComputeArgs&, Output&)> run;
};

const std::vector<Subcommand>& subcommands()
{
    static const std::vector<Subcommand> table = {
        {"frequencies",
         QT_TRANSLATE_NOOP("ComputeCommand",
                           "θ_i (inv_freq), wavelengths and the attention factor, with any scaling method."),
         kRopeOptions, "inv_freq",
         "compute frequencies --head-dim 128 --base 500000 --scaling llama3 --factor 8 "
         "--original-max-position-embeddings 8192",
         frequenciesCommand},
        {"rotate",
         QT_TRANSLATE_NOOP("ComputeCommand", "Rotate rows of --input by --positions: x·cos + rotate_half(x)·sin."),
         kRopeOptions + kContentOptions + QStringList{"input", "positions", "precision", "form"}, "rotated",
         "compute rotate --input q.npy --positions 0:8 --pairing half-split --out q_rot.npy", rotateCommand},
        {"score",
         QT_TRANSLATE_NOOP("ComputeCommand",
                           "q̃_m·k̃_n for one query and one key, with every pair's term A_i cos Δθ_i + B_i sin Δθ_i."),
         kRopeOptions + kContentOptions + QStringList{"q", "k", "wq", "wk", "xm", "xn", "m", "n", "precision"},
         "per_pair", "compute score --head-dim 2 --theta pi/2 --q 1,0 --k 0,1 --m 1 --n 0", scoreCommand},
        {"curve", QT_TRANSLATE_NOOP("ComputeCommand", "The score s(Δ) over a range of Δ = m − n."),
         kRopeOptions + kContentOptions +
             QStringList{"q", "k", "wq", "wk", "xm", "xn", "deltas", "precision", "per-pair"},
         "score", "compute curve --q q.npy --k k.npy --deltas -512:513 --out curve.csv", curveCommand},
        {"attention", QT_TRANSLATE_NOOP("ComputeCommand", "Full N×N logits, softmax weights and output A·V."),
         kRopeOptions + kContentOptions + QStringList{"q", "k", "v", "positions", "mask", "encoding", "precision"},
         "weights", "compute attention --q q.npy --k k.npy --v v.npy --mask causal --out weights.npy",
         attentionCommand},
        {"decay-bound",
         QT_TRANSLATE_NOOP("ComputeCommand", "RoFormer's long-term decay bound (1/(d/2))·Σ_j |Σ_{k<j} e^{iΔθ_k}|."),
         kRopeOptions + QStringList{"deltas"}, "bound", "compute decay-bound --head-dim 128 --deltas 0:4096",
         decayBoundCommand},
        {"decompose-additive",
         QT_TRANSLATE_NOOP("ComputeCommand",
                           "The four terms of the sinusoidal additive score: cc, cp, pc, pp, and their total."),
         kRopeOptions + kContentOptions + QStringList{"input", "q", "k", "wq", "wk", "positions"}, "total",
         "compute decompose-additive --input x.npy --wq wq.npy --wk wk.npy", decomposeAdditiveCommand},
        {"linear-attention",
         QT_TRANSLATE_NOOP("ComputeCommand",
                           "RoFormer linear attention (elu+1 features, rotated numerator, unrotated denominator)."),
         kRopeOptions + kContentOptions + QStringList{"q", "k", "v", "positions", "mask", "weights"}, "output",
         "compute linear-attention --q q.npy --k k.npy --v v.npy --mask causal", linearAttentionCommand},
        {"permute",
         QT_TRANSLATE_NOOP("ComputeCommand",
                           "Meta → Hugging Face permutation of W_Q/W_K rows (interleaved → half-split)."),
         QStringList{"input", "heads", "inverse"}, "permuted",
         "compute permute --input wq.npy --heads 32 --out wq_hf.npy", permuteCommand},
    };
    return table;
}

QString generalHelp()
{
    QString text = Tr::tr("Usage: rope-explorer compute SUBCOMMAND [options]\n\n"
                          "Conventions: θ_i = base^(−2i/d); pair i turns counter-clockwise by pθ_i at position p; "
                          "Δ = m − n (query at m, key at n).\n\nSubcommands:\n");
    for (const auto& s : subcommands())
        text += QStringLiteral("  %1%2\n").arg(QLatin1String(s.name), -20).arg(Tr::tr(s.summary));
    text += Tr::tr("\nrope-explorer compute SUBCOMMAND --help shows its options and an example.\n");
    return text;
}

void writeResult(const ComputeArgs& args, const Subcommand& sub, const Output& out)
{
    const QString path = args.text("out");
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (path.isEmpty() || suffix == QLatin1String("json")) {
        constexpr qint64 kMaxJsonNumbers = 8'000'000;
        if (out.numberCount() > kMaxJsonNumbers)
            fail(Tr::tr("the result has %1 numbers, too many for JSON; write one array with --out FILE.npy")
                     .arg(out.numberCount()));
        const QByteArray json = out.json();
        if (path.isEmpty()) {
            std::fwrite(json.constData(), 1, size_t(json.size()), stdout);
            return;
        }
        if (const ui::Outcome written = ui::writeFileAtomically(path, json); !written)
            throw written.error();
        return;
    }
    if (suffix != QLatin1String("npy") && suffix != QLatin1String("csv"))
        fail(Tr::tr("--out: '%1' must end in .json, .npy or .csv").arg(path));
    const QString field = args.text("field", QLatin1String(sub.primary));
    const NamedArray* array = out.array(field);
    if (!array)
        fail(Tr::tr("--field: '%1' is not produced by %2 (it produces %3)")
                 .arg(field, QLatin1String(sub.name), out.arrayNames().join(QStringLiteral(", "))));
    if (const ui::Outcome written =
            ui::writeFileAtomically(path, suffix == QLatin1String("npy") ? toNpy(*array) : toCsv(*array));
        !written)
        throw written.error();
}

} // namespace

int runCompute(const QStringList& arguments)
{
    QTextStream err(stderr);
    const QStringList rest = arguments.mid(2); // after "program compute"
    if (rest.isEmpty() || rest.first() == QLatin1String("--help") || rest.first() == QLatin1String("-h")) {
        QTextStream(stdout) << generalHelp();
        return rest.isEmpty() ? 2 : 0;
    }
    const QString name = rest.first();
    const auto& table = subcommands();
    const auto sub =
        std::find_if(table.begin(), table.end(), [&](const Subcommand& s) { return name == QLatin1String(s.name); });
    if (sub == table.end()) {
        err << Tr::tr("rope-explorer compute: unknown subcommand '%1' (see rope-explorer compute --help)\n").arg(name);
        return 2;
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr(sub->summary));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({"h", "help"}, Tr::tr("Show this help."));
    parser.addOption(help);
    for (const OptionSpec& spec : computeOptionSpecs()) {
        const QString optionName = QLatin1String(spec.name);
        if (!sub->options.contains(optionName) && !kOutputOptions.contains(optionName))
            continue;
        if (spec.valueName)
            parser.addOption({optionName, Tr::tr(spec.description), QString::fromUtf8(spec.valueName)});
        else
            parser.addOption({optionName, Tr::tr(spec.description)});
    }
    QStringList parseArgs = rest;
    parseArgs[0] = QStringLiteral("rope-explorer compute %1").arg(name);
    if (!parser.parse(parseArgs)) {
        err << QStringLiteral("rope-explorer compute %1: %2\n").arg(name, parser.errorText());
        return 2;
    }
    if (parser.isSet(help)) {
        QTextStream(stdout) << parser.helpText()
                            << Tr::tr("\nExample:\n  rope-explorer %1\n").arg(QLatin1String(sub->example));
        return 0;
    }
    if (!parser.positionalArguments().isEmpty()) {
        err << Tr::tr("rope-explorer compute %1: unexpected argument '%2'\n")
                   .arg(name, parser.positionalArguments().first());
        return 2;
    }

    try {
        const ComputeArgs args(parser);
        Output out;
        sub->run(args, out);
        writeResult(args, *sub, out);
    } catch (const ui::Error& e) {
        err << QStringLiteral("rope-explorer compute %1: %2\n").arg(name, e.message());
        return 2;
    } catch (const std::bad_alloc&) {
        err << Tr::tr("rope-explorer compute %1: out of memory; use a smaller input\n").arg(name);
        return 2;
    }
    return 0;
}

} // namespace rope::app
