// `rope-explorer weights`: which RoPE frequencies one head of a real checkpoint uses.
#include "app/cli/weightscommand.h"

#include "app/cli/budget.h"
#include "app/cli/computeargs.h"
#include "app/cli/failure.h"
#include "app/cli/help.h"
#include "app/cli/output.h"
#include "app/cli/suggest.h"
#include "app/cli/weightsall.h"
#include "ui/model/headweights.h"
#include "ui/model/names.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Weights)
};

QString num(double x, int digits = 3) { return QLocale::c().toString(x, 'g', digits); }

QJsonArray jsonArray(const Eigen::VectorXd& v)
{
    QJsonArray a;
    for (double x : v)
        a.append(x);
    return a;
}

QString bar(double value, double max)
{
    const int width = max > 0 ? int(std::lround(24 * value / max)) : 0;
    return QString(width, QChar(0x2588));
}

QString report(const model::HeadWeights& w, const core::AttentionResult<double>* attention)
{
    QString t;
    t += Tr::tr("Layer %1, query head %2 (key head %3 of %4; %5 query heads), from %6 (%7, %8)\n")
             .arg(w.layer)
             .arg(w.head)
             .arg(w.kvHead)
             .arg(w.kvHeads)
             .arg(w.heads)
             .arg(w.queryTensor, w.layout, w.dtype);
    t += Tr::tr("Head dimension %1, %2 rotary pairs, %3 pairing%4\n\n")
             .arg(w.rope.headDim)
             .arg(w.rope.pairCount())
             .arg(model::nameLabel(w.rope.pairing))
             .arg(w.ropeLayer ? QString() : Tr::tr("; a NoPE layer: its pairs never turn"));
    t += Tr::tr("pair   θ_i (rad/token)   ‖W_Q pair‖   ‖W_K pair‖  ‖W_Q pair‖·‖W_K pair‖\n");
    const double max = std::max(w.pairNormQ.maxCoeff(), w.pairNormK.maxCoeff());
    for (Eigen::Index i = 0; i < w.pairNormQ.size(); ++i)
        t += QStringLiteral("%1  %2  %3  %4  %5\n")
                 .arg(i, 4)
                 .arg(num(w.theta[i], 4), 16)
                 .arg(num(w.pairNormQ[i], 4), 11)
                 .arg(num(w.pairNormK[i], 4), 11)
                 .arg(bar(w.pairNormQ[i] * w.pairNormK[i], max * max));
    const auto [fastQ, slowQ] = model::quarterShares(w.pairNormQ);
    const auto [fastK, slowK] = model::quarterShares(w.pairNormK);
    t += Tr::tr("\nShare of ‖W‖²: fastest quarter of the pairs q %1%, k %2%; slowest quarter q %3%, k %4%.\n")
             .arg(num(100 * fastQ, 3), num(100 * fastK, 3), num(100 * slowQ, 3), num(100 * slowK, 3));
    if (attention) {
        const Eigen::Index n = attention->weights.rows();
        Eigen::Index argmax = 0;
        attention->weights.row(n - 1).maxCoeff(&argmax);
        t += Tr::tr("Attention on %1 embeddings: the last token puts %2% of its weight on token %3 (itself: %4%).\n")
                 .arg(n)
                 .arg(num(100 * attention->weights(n - 1, argmax), 3))
                 .arg(argmax)
                 .arg(num(100 * attention->weights(n - 1, n - 1), 3));
    }
    return t;
}

model::ModelConfig configFor(const model::Checkpoint& checkpoint, const QString& given)
{
    QString path = given;
    if (path.isEmpty()) {
        path = QDir(checkpoint.folder()).filePath(QStringLiteral("config.json"));
        if (!QFileInfo::exists(path))
            fail(QCoreApplication::translate(
                "Weights", "no config.json next to the weights: give --config config.json (head dimension, pairing and "
                           "θ come from it)"));
    }
    model::Expected<model::ModelConfig> config = model::loadModelConfig(path);
    if (!config)
        throw config.error();
    return std::move(*config);
}

} // namespace

int runWeights(const QStringList& arguments)
{
    const QString command = QStringLiteral("rope-explorer weights");
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr(
        "Which RoPE frequencies one attention head of a real checkpoint uses: the norm of its W_Q and W_K rows per "
        "rotary pair, read from a local .safetensors file or a sharded folder (memory-mapped; F32, F16, BF16), and "
        "its attention pattern on random or given embeddings. Nothing is downloaded.\n\n"
        "Examples:\n  rope-explorer weights ~/models/llama-3.2-1b --layer 3 --head 7\n"
        "  rope-explorer weights model.safetensors --config config.json --layer 0 --head 0 --json\n"
        "  rope-explorer weights ~/models/llama-3.2-1b --all-layers"));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({"h", "help"}, Tr::tr("Show this help."));
    parser.addOptions(
        {help,
         {"config", Tr::tr("The model's config.json (default: config.json next to the weights)."),
          QStringLiteral("FILE")},
         {"layer", Tr::tr("The layer, from 0."), QStringLiteral("L")},
         {"head", Tr::tr("The query head, from 0."), QStringLiteral("H")},
         {"tokens", Tr::tr("Random embeddings to attend over (default 16; 0: no attention)."), QStringLiteral("N")},
         {"embeddings", Tr::tr("Embeddings to attend over instead, N × hidden."), QStringLiteral("X.npy")},
         {"seed", Tr::tr("Seed of the random embeddings (default 0)."), QStringLiteral("S")},
         {"json", Tr::tr("Print one JSON object.")},
         {"all-layers",
          Tr::tr("Every layer × head at once: per-pair norms, the share of ‖W‖² in pairs slower than one turn over "
                 "the training length, and the dominant pair (JSON: a list `cells`).")},
         {"layers", Tr::tr("With --all-layers: only these consecutive layers, e.g. 0:8."), QStringLiteral("A:B")},
         {"max-memory", Tr::tr("Refuse to start when the head and its attention would need more (default 1G)."),
          QStringLiteral("SIZE")},
         {"max-time", Tr::tr("Refuse to start when reading and attending would take longer (default 30 s)."),
          QStringLiteral("SECONDS")}});
    parser.addPositionalArgument(QStringLiteral("path"),
                                 Tr::tr("A .safetensors file, a model.safetensors.index.json, or their folder."));
    const QStringList defined = {"config", "layer",      "head",     "tokens",     "embeddings", "seed",
                                 "json",   "max-memory", "max-time", "all-layers", "layers",     "help"};
    QStringList args = arguments.mid(1);
    args[0] = command;
    return runCommand({command}, [&] {
        if (!parser.parse(args))
            fail(parseError(parser, defined));
        if (parser.isSet(help)) {
            printText(helpText(parser, command));
            return 0;
        }
        if (parser.positionalArguments().size() != 1)
            fail(Tr::tr("give exactly one checkpoint (a .safetensors file or its folder)"));
        const ComputeArgs a(parser, defined);
        if (a.isSet("all-layers")) {
            if (a.isSet("layer") || a.isSet("head") || a.isSet("tokens") || a.isSet("embeddings"))
                fail(Tr::tr("--all-layers reads every head: it takes --layers A:B, not --layer, --head, --tokens or "
                            "--embeddings"));
            model::Expected<model::Checkpoint> all = model::Checkpoint::open(parser.positionalArguments().first());
            if (!all)
                throw all.error();
            printAllLayers(*all, configFor(*all, a.text("config")), a, parser.isSet(QStringLiteral("json")));
            return 0;
        }
        if (a.isSet("layers"))
            fail(Tr::tr("--layers goes with --all-layers"));
        if (!a.isSet("layer") || !a.isSet("head"))
            fail(Tr::tr("give --layer L and --head H"));
        model::Expected<model::Checkpoint> checkpoint = model::Checkpoint::open(parser.positionalArguments().first());
        if (!checkpoint)
            throw checkpoint.error();
        const Budget budget = a.budget();
        const bool asJson = parser.isSet(QStringLiteral("json"));
        int tokens = a.integer("tokens", 16);
        if (tokens < 0 || tokens > 4096)
            fail(Tr::tr("--tokens must be between 0 and 4096, got %1").arg(tokens));
        const model::ModelConfig config = configFor(*checkpoint, a.text("config"));
        // Shapes checked against the config and the budget before a byte of the tensors is read.
        const model::Expected<model::HeadWeights> planned =
            model::planHeadWeights(*checkpoint, config, a.integer("layer", 0), a.integer("head", 0));
        if (!planned)
            throw planned.error();
        core::RowMatrixXd embeddings;
        if (a.isSet("embeddings")) {
            embeddings = a.matrix("embeddings", planned->hidden);
            tokens = int(embeddings.rows());
        }
        if (asJson && double(tokens) * tokens > double(kMaxJsonNumbers))
            fail(Tr::tr("--json with %1 tokens would print %2 attention weights, more than the %3 JSON takes; use "
                        "--tokens %4 or fewer")
                     .arg(tokens)
                     .arg(double(tokens) * tokens, 0, 'g', 3)
                     .arg(double(kMaxJsonNumbers), 0, 'g', 3)
                     .arg(int(std::sqrt(double(kMaxJsonNumbers)))));
        afford(weightsCost(planned->rope.headDim, planned->hidden, tokens, planned->decodedBytes(tokens)), budget);
        model::Expected<model::HeadWeights> read =
            model::readHeadWeights(*checkpoint, config, a.integer("layer", 0), a.integer("head", 0));
        if (!read)
            throw read.error();
        const model::HeadWeights& w = *read;

        std::optional<core::AttentionResult<double>> attention;
        if (a.isSet("embeddings"))
            attention = model::headAttention(w, embeddings, config.softmaxScale);
        else if (tokens > 0)
            attention = model::headAttention(
                w, model::randomEmbeddings(tokens, w.hidden, std::uint64_t(a.integer("seed", 0))), config.softmaxScale);

        QJsonObject json{{"layer", w.layer},
                         {"head", w.head},
                         {"kv_head", w.kvHead},
                         {"heads", w.heads},
                         {"kv_heads", w.kvHeads},
                         {"head_dim", w.rope.headDim},
                         {"hidden", w.hidden},
                         {"pairing", model::nameKey(w.rope.pairing)},
                         {"rope", w.ropeLayer},
                         {"layout", w.layout},
                         {"dtype", w.dtype},
                         {"query_tensor", w.queryTensor},
                         {"key_tensor", w.keyTensor},
                         {"theta", jsonArray(w.theta)},
                         {"pair_norm_q", jsonArray(w.pairNormQ)},
                         {"pair_norm_k", jsonArray(w.pairNormK)}};
        if (attention) {
            QJsonArray rows;
            for (Eigen::Index r = 0; r < attention->weights.rows(); ++r)
                rows.append(jsonArray(attention->weights.row(r).transpose()));
            json.insert(QStringLiteral("attention"), rows);
        }
        printResult(report(w, attention ? &*attention : nullptr), json, parser.isSet(QStringLiteral("json")));
        return 0;
    });
}

} // namespace rope::app
