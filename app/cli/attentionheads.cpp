// `compute attention` head by head, each result kept in the precision it was computed in.
#include "app/cli/attentionheads.h"

#include "app/cli/computeargs.h"
#include "app/cli/failure.h"
#include "core/memory.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ComputeCommand)
};

template <typename Scalar>
std::vector<char> attendAs(const core::RopeParams& params, const Qkv& in, const core::AttentionOptions& options,
                           Output& out, const Axis& m, const Axis& n)
{
    const bool stacked = in.heads > 0;
    const Eigen::Index heads = std::max<Eigen::Index>(in.heads, 1), kvHeads = std::max<Eigen::Index>(in.kvHeads, 1);
    const Eigen::Index tokens = in.tokens(), share = heads / kvHeads, dv = in.v.cols();
    const core::AttentionFields& fields = options.fields;
    core::RowMatrix<Scalar> logits, weights, output;
    if (stacked) { // every head's results, one head after another; each head computed apart
        if (fields.logits)
            core::resizeLarge(logits, heads * tokens, tokens);
        if (fields.weights)
            core::resizeLarge(weights, heads * tokens, tokens);
        output.resize(heads * tokens, dv);
    }
    std::vector<char> fullyMasked;
    for (Eigen::Index h = 0; h < heads; ++h) {
        const Eigen::Index kv = h / share;
        core::AttentionOptions headOptions = options;
        if (stacked && headOptions.bias) // each head its own slope, r1/r2 or column of T5's table
            headOptions.bias->head = int(h);
        core::AttentionResult<Scalar> r =
            core::attention<Scalar>(params, in.q.middleRows(h * tokens, tokens).template cast<Scalar>(),
                                    in.k.middleRows(kv * tokens, tokens).template cast<Scalar>(),
                                    in.v.middleRows(kv * tokens, tokens).template cast<Scalar>(), headOptions);
        fullyMasked = std::move(r.fullyMaskedRows);
        if (!stacked) {
            logits = std::move(r.logits);
            weights = std::move(r.weights);
            output = std::move(r.output);
            break;
        }
        if (fields.logits)
            logits.middleRows(h * tokens, tokens) = r.logits;
        if (fields.weights)
            weights.middleRows(h * tokens, tokens) = r.weights;
        output.middleRows(h * tokens, tokens) = r.output;
    }
    const auto put = [&](const QString& name, core::RowMatrix<Scalar>& values, bool kept, Eigen::Index cols,
                         const Axis& columns) {
        if (!kept)
            out.skipped(name, stacked ? std::vector<std::int64_t>{heads, tokens, cols}
                                      : std::vector<std::int64_t>{tokens, cols});
        else if (stacked)
            out.stack(name, std::move(values), heads, m, columns);
        else
            out.matrix(name, std::move(values), m, columns);
    };
    put(QStringLiteral("logits"), logits, fields.logits, tokens, n);
    put(QStringLiteral("weights"), weights, fields.weights, tokens, n);
    put(QStringLiteral("output"), output, true, dv, Axis{QStringLiteral("component")});
    return fullyMasked;
}

} // namespace

AttentionSize attentionSize(const ComputeArgs& args, const Output& out)
{
    AttentionSize size;
    size.heads = double(args.headCount("q"));
    size.kvHeads = double(args.headCount("k"));
    if (size.heads > 0 || size.kvHeads > 0) { // a single (N, d) matrix stands for one head
        size.heads = std::max(size.heads, 1.0);
        size.kvHeads = std::max(size.kvHeads, 1.0);
    }
    size.logits = out.keeps(QStringLiteral("logits"));
    size.weights = out.keeps(QStringLiteral("weights"));
    return size;
}

void describeHeads(const Qkv& in, Output& out)
{
    if (in.heads > 0) {
        QJsonArray kvOfHead;
        const Eigen::Index share = in.heads / in.kvHeads;
        for (Eigen::Index h = 0; h < in.heads; ++h)
            kvOfHead.append(qint64(h / share));
        out.object("heads", QJsonObject{{"query_heads", qint64(in.heads)},
                                        {"key_value_heads", qint64(in.kvHeads)},
                                        {"key_value_head_of_query_head", kvOfHead}});
        if (in.kvHeads < in.heads)
            printError(Tr::tr("note: %1 query heads share %2 key/value heads (grouped-query attention, as Hugging "
                              "Face's repeat_kv): query head h uses key/value head h / %3")
                           .arg(in.heads)
                           .arg(in.kvHeads)
                           .arg(share));
    }
}

std::vector<char> attendHeads(const core::RopeParams& params, const Qkv& in, core::AttentionOptions options,
                              Output& out, const Axis& m, const Axis& n)
{
    options.fields.logits = out.keeps(QStringLiteral("logits"));
    options.fields.weights = out.keeps(QStringLiteral("weights"));
    describeHeads(in, out);
    if (options.precision == core::Precision::Fp64)
        return attendAs<double>(params, in, options, out, m, n);
    return attendAs<float>(params, in, options, out, m, n);
}

} // namespace rope::app
