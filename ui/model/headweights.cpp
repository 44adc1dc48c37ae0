// One head's W_Q / W_K rows from a checkpoint, their per-pair norms and their attention.
#include "ui/model/headweights.h"

#include "core/content.h"
#include "core/frequencies.h"
#include "core/rotation.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace rope::model {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(HeadWeights)
};

constexpr qint64 kMaxHeads = 1 << 16; // the largest models have a few hundred
constexpr qint64 kMaxHidden = 1 << 20; // hidden sizes reach 2^14–2^15

// The layer's RoPE and whether it has one, from the config's layer pattern when it has one.
core::RopeParams layerRope(const ModelConfig& config, int layer, bool& rope)
{
    rope = true;
    if (config.layerPattern.isEmpty())
        return config.rope;
    if (layer >= config.layerPattern.size())
        throw Error{QStringLiteral("--layer"),
                    QCoreApplication::translate("HeadWeights", "the model has %1 layers (0 to %2), not %3")
                        .arg(config.layerPattern.size())
                        .arg(config.layerPattern.size() - 1)
                        .arg(layer)};
    const QChar letter = config.layerPattern[layer];
    if (letter == QLatin1Char('L'))
        throw Error{
            QStringLiteral("--layer"),
            QCoreApplication::translate(
                "HeadWeights", "layer %1 is a linear-attention layer: it has no query/key heads that RoPE turns")
                .arg(layer)};
    for (const LayerType& t : config.layerTypes)
        if (t.letter == letter) {
            rope = t.rope;
            return t.rope ? t.params : config.rope;
        }
    return config.rope;
}

// The layer's tensor ending in `suffix`, preferring the language model's over a vision tower's.
QString findTensor(const Checkpoint& checkpoint, int layer, const QString& suffix)
{
    const QRegularExpression inLayer(QStringLiteral("(^|\\.)(layers|h)\\.%1\\.").arg(layer));
    const QRegularExpression tower(QStringLiteral("vision|visual|audio|vit\\.|image"));
    QString found;
    for (const QString& name : checkpoint.tensorNames())
        if (name.endsWith(suffix) && name.contains(inLayer) && (found.isEmpty() || found.contains(tower)))
            found = name;
    return found;
}

const TensorEntry& matrixEntry(const Checkpoint& checkpoint, const QString& name)
{
    const TensorEntry* e = checkpoint.find(name);
    if (!e || e->shape.size() != 2)
        throw Error{name, Tr::tr("expected a 2-D weight matrix (out × in)")};
    // Sizes stay 64-bit until checked: a [68719476800, 0] header is consistent (0 bytes) yet would
    // truncate to a nonsense head count, and a matrix with no columns has no rows to read.
    if (e->shape[0] <= 0 || e->shape[1] <= 0 || e->shape[1] > kMaxHidden)
        throw Error{name, Tr::tr("has shape [%1, %2]; a weight matrix has 1 to %3 columns and at least one row")
                              .arg(e->shape[0])
                              .arg(e->shape[1])
                              .arg(kMaxHidden)};
    return *e;
}

core::RowMatrixXd rows(const Checkpoint& checkpoint, const QString& name, qint64 first, qint64 count)
{
    Expected<core::RowMatrixXd> r = checkpoint.readRows(name, first, count);
    if (!r)
        throw r.error();
    if (!r->allFinite())
        throw Error{name, QCoreApplication::translate("HeadWeights", "rows %1 to %2 hold NaN or infinite values")
                              .arg(first)
                              .arg(first + count - 1)};
    // Trained weights are small; ones near 1e300 would overflow every norm and logit computed from them.
    if (const double largest = r->cwiseAbs().maxCoeff(); largest > core::limits::maxAbsInput)
        throw Error{name, QCoreApplication::translate("HeadWeights", "rows %1 to %2 hold values up to %3; this reader "
                                                                     "takes weights within ±%4")
                              .arg(first)
                              .arg(first + count - 1)
                              .arg(largest)
                              .arg(core::limits::maxAbsInput)};
    return std::move(*r);
}

Eigen::RowVectorXd biasRows(const Checkpoint& checkpoint, const QString& weightName, qint64 first, qint64 count)
{
    QString biasName = weightName;
    biasName.replace(biasName.size() - 6, 6, QStringLiteral("bias"));
    const TensorEntry* e = checkpoint.find(biasName);
    if (!e || e->shape.size() != 1)
        return {};
    // Its length from the header, before anything is read: a bias claiming 2^33 entries in a sparse
    // file would otherwise be decoded whole (64 GB) and abort the window.
    const TensorEntry* weight = checkpoint.find(weightName);
    const qint64 needed = weight && !weight->shape.empty() ? weight->shape[0] : first + count;
    if (e->shape[0] != needed || first + count > needed)
        throw Error{biasName, QCoreApplication::translate("HeadWeights", "has %1 entries; the weight needs %2")
                                  .arg(e->shape[0])
                                  .arg(needed)};
    Expected<Eigen::RowVectorXd> span = checkpoint.readSpan(biasName, first, count); // only this head's entries
    if (!span)
        throw span.error();
    if (!span->allFinite() || span->cwiseAbs().maxCoeff() > core::limits::maxAbsInput)
        throw Error{biasName, QCoreApplication::translate("HeadWeights", "entries %1 to %2 are not finite numbers "
                                                                         "within ±%3")
                                  .arg(first)
                                  .arg(first + count - 1)
                                  .arg(core::limits::maxAbsInput)};
    return std::move(*span);
}

int countOf(qint64 rowsTotal, int d, const QString& name)
{
    if (rowsTotal % d != 0)
        throw Error{name, Tr::tr("has %1 rows, not a multiple of the head dimension %2").arg(rowsTotal).arg(d)};
    if (rowsTotal / d > kMaxHeads)
        throw Error{name, Tr::tr("has %1 rows: %2 heads of d = %3, more than the %4 this reader takes")
                              .arg(rowsTotal)
                              .arg(rowsTotal / d)
                              .arg(d)
                              .arg(kMaxHeads)};
    return int(rowsTotal / d);
}

// Everything the header and the config say about the head, checked before a byte of it is read.
struct Plan {
    HeadWeights w; // without its matrices
    qint64 qFirst = 0, kFirst = 0; // first rows of this head in the query and key tensors
};

Plan plan(const Checkpoint& checkpoint, const ModelConfig& config, int layer, int head)
{
    if (layer < 0)
        throw Error{QStringLiteral("--layer"), Tr::tr("must be 0 or more, got %1").arg(layer)};
    if (head < 0)
        throw Error{QStringLiteral("--head"), Tr::tr("must be 0 or more, got %1").arg(head)};
    if (config.mlaUnrotatedDims > 0)
        throw Error{{},
                    Tr::tr("multi-head latent attention stores its projections compressed (q_a_proj, "
                           "kv_a_proj_with_mqa): this reader reads q_proj and k_proj")};
    Plan p;
    HeadWeights& w = p.w;
    qint64& qFirst = p.qFirst;
    qint64& kFirst = p.kFirst;
    w.layer = layer;
    w.head = head;
    w.rope = layerRope(config, layer, w.ropeLayer);
    const int d = w.rope.headDim;

    w.queryTensor = findTensor(checkpoint, layer, QStringLiteral("q_proj.weight"));
    w.keyTensor = findTensor(checkpoint, layer, QStringLiteral("k_proj.weight"));
    if (!w.queryTensor.isEmpty() && !w.keyTensor.isEmpty()) {
        w.layout = QStringLiteral("q_proj/k_proj");
        w.heads = countOf(matrixEntry(checkpoint, w.queryTensor).shape[0], d, w.queryTensor);
        w.kvHeads = countOf(matrixEntry(checkpoint, w.keyTensor).shape[0], d, w.keyTensor);
    } else if (const QString fused = findTensor(checkpoint, layer, QStringLiteral("qkv_proj.weight"));
               !fused.isEmpty()) {
        w.layout = QStringLiteral("qkv_proj");
        w.queryTensor = w.keyTensor = fused;
        w.heads = config.attentionHeads;
        w.kvHeads = config.keyValueHeads > 0 ? config.keyValueHeads : config.attentionHeads;
        if (w.heads <= 0)
            throw Error{QStringLiteral("num_attention_heads"),
                        Tr::tr("a fused qkv_proj is split by the head counts; the config gives none")};
        const qint64 total = matrixEntry(checkpoint, fused).shape[0];
        if (total != qint64(w.heads + 2 * w.kvHeads) * d)
            throw Error{fused, Tr::tr("has %1 rows; (%2 query + 2 × %3 key/value heads) × %4 = %5")
                                   .arg(total)
                                   .arg(w.heads)
                                   .arg(w.kvHeads)
                                   .arg(d)
                                   .arg(qint64(w.heads + 2 * w.kvHeads) * d)};
        kFirst = qint64(w.heads) * d;
    } else if (const QString neox = findTensor(checkpoint, layer, QStringLiteral("query_key_value.weight"));
               !neox.isEmpty()) {
        w.layout = QStringLiteral("query_key_value");
        w.queryTensor = w.keyTensor = neox;
        const qint64 total = matrixEntry(checkpoint, neox).shape[0];
        w.heads = w.kvHeads = countOf(total, 3 * d, neox);
    } else {
        throw Error{checkpoint.path(), Tr::tr("no q_proj/k_proj (or fused qkv_proj, query_key_value) weight for "
                                              "layer %1")
                                           .arg(layer)};
    }
    // A config that disagrees with the weights would silently pick the wrong rows for every head.
    if (config.attentionHeads > 0 && w.heads != config.attentionHeads)
        throw Error{w.queryTensor, Tr::tr("holds %1 heads of d = %2 but the config says %3 heads: is it this "
                                          "model's config.json?")
                                       .arg(w.heads)
                                       .arg(d)
                                       .arg(config.attentionHeads)};
    if (config.keyValueHeads > 0 && w.kvHeads != config.keyValueHeads)
        throw Error{w.keyTensor,
                    Tr::tr("holds %1 key heads of d = %2 but the config's num_key_value_heads is %3: is it "
                           "this model's config.json?")
                        .arg(w.kvHeads)
                        .arg(d)
                        .arg(config.keyValueHeads)};
    if (head >= w.heads)
        throw Error{
            QStringLiteral("--head"),
            Tr::tr("layer %1 has %2 query heads (0 to %3), not %4").arg(layer).arg(w.heads).arg(w.heads - 1).arg(head)};
    if (w.kvHeads <= 0 || w.heads % w.kvHeads != 0)
        throw Error{w.keyTensor, Tr::tr("%1 query heads cannot share %2 key heads evenly").arg(w.heads).arg(w.kvHeads)};
    w.kvHead = head / (w.heads / w.kvHeads);
    if (w.layout == QLatin1String("query_key_value")) { // per head: [q; k; v]
        qFirst = qint64(head) * 3 * d;
        kFirst = qFirst + d;
    } else {
        qFirst += qint64(head) * d;
        kFirst += qint64(w.kvHead) * d;
    }
    w.hidden = int(matrixEntry(checkpoint, w.queryTensor).shape[1]);
    const qint64 keyColumns = matrixEntry(checkpoint, w.keyTensor).shape[1];
    if (keyColumns != w.hidden)
        throw Error{w.keyTensor,
                    Tr::tr("has %1 columns but %2 has %3").arg(keyColumns).arg(w.queryTensor).arg(w.hidden)};
    if (config.hiddenSize > 0 && w.hidden != config.hiddenSize)
        throw Error{w.queryTensor, Tr::tr("has %1 columns but the config's hidden_size is %2: is it this model's "
                                          "config.json?")
                                       .arg(w.hidden)
                                       .arg(config.hiddenSize)};
    w.dtype = checkpoint.find(w.queryTensor)->dtype;
    return p;
}

HeadWeights read(const Checkpoint& checkpoint, const ModelConfig& config, int layer, int head)
{
    Plan p = plan(checkpoint, config, layer, head);
    HeadWeights& w = p.w;
    const qint64 qFirst = p.qFirst, kFirst = p.kFirst;
    const int d = w.rope.headDim;
    w.wq = rows(checkpoint, w.queryTensor, qFirst, d);
    w.wk = rows(checkpoint, w.keyTensor, kFirst, d);
    w.qBias = biasRows(checkpoint, w.queryTensor, qFirst, d);
    w.kBias = biasRows(checkpoint, w.keyTensor, kFirst, d);
    w.pairNormQ = pairNorms(w.rope, w.wq);
    w.pairNormK = pairNorms(w.rope, w.wk);
    w.theta = w.ropeLayer ? core::frequencies(w.rope).invFreq : Eigen::VectorXd::Zero(w.rope.pairCount());
    return std::move(w);
}

// Rows of one head's projection: per-component norms and per-pair norms, the decoded rows dropped.
void headNorms(const Checkpoint& checkpoint, const QString& tensor, qint64 first, const core::RopeParams& rope,
               Eigen::Ref<Eigen::RowVectorXd> pairs, Eigen::Ref<Eigen::RowVectorXd> components)
{
    const core::RowMatrixXd w = rows(checkpoint, tensor, first, rope.headDim);
    for (Eigen::Index c = 0; c < w.rows(); ++c)
        components[c] = w.row(c).stableNorm();
    for (int i = 0; i < rope.pairCount(); ++i) {
        const core::PairComponents pc = core::pairComponents(rope, i);
        pairs[i] = std::hypot(components[pc.first], components[pc.second]);
    }
}

LayerNorms layerNorms(const Checkpoint& checkpoint, const ModelConfig& config, int layer,
                      const core::Execution& execution)
{
    LayerNorms out;
    Plan first = plan(checkpoint, config, layer, 0);
    out.plan = first.w;
    const HeadWeights& w = out.plan;
    const int d = w.rope.headDim, pairs = w.rope.pairCount();
    out.plan.theta = w.ropeLayer ? core::frequencies(w.rope).invFreq : Eigen::VectorXd::Zero(pairs);
    out.pairQ.resize(w.heads, pairs);
    out.componentQ.resize(w.heads, d);
    out.pairK.resize(w.kvHeads, pairs);
    out.componentK.resize(w.kvHeads, d);
    const int share = w.heads / w.kvHeads;
    for (int h = 0; h < w.heads; ++h) {
        if (execution.cancelled())
            return {};
        const Plan p = h == 0 ? first : plan(checkpoint, config, layer, h);
        headNorms(checkpoint, w.queryTensor, p.qFirst, w.rope, out.pairQ.row(h), out.componentQ.row(h));
        if (h % share == 0) // the first query head of each group reads its key head
            headNorms(checkpoint, w.keyTensor, p.kFirst, w.rope, out.pairK.row(h / share),
                      out.componentK.row(h / share));
        execution.report(h + 1, w.heads);
    }
    return out;
}

} // namespace

Expected<LayerNorms> readLayerNorms(const Checkpoint& checkpoint, const ModelConfig& config, int layer,
                                    const core::Execution& execution)
{
    try {
        return layerNorms(checkpoint, config, layer, execution);
    } catch (const Error& e) {
        return e;
    }
}

int attentionLayerCount(const Checkpoint& checkpoint, const ModelConfig& config)
{
    if (!config.layerPattern.isEmpty())
        return int(config.layerPattern.size());
    const QRegularExpression query(
        QStringLiteral("(^|\\.)(layers|h)\\.(\\d+)\\..*(q_proj|qkv_proj|query_key_value)\\.weight$"));
    const QRegularExpression tower(QStringLiteral("vision|visual|audio|vit\\.|image"));
    int count = 0;
    for (const QString& name : checkpoint.tensorNames())
        if (const QRegularExpressionMatch m = query.match(name); m.hasMatch() && !name.contains(tower))
            if (const int layer = m.captured(3).toInt(); layer < kMaxHeads) // a hostile index is not a layer count
                count = std::max(count, layer + 1);
    return count;
}

Eigen::VectorXd pairNorms(const core::RopeParams& params, const core::RowMatrixXd& w)
{
    Eigen::VectorXd norms(params.pairCount());
    for (int i = 0; i < params.pairCount(); ++i) {
        const core::PairComponents c = core::pairComponents(params, i);
        norms[i] = std::hypot(w.row(c.first).stableNorm(), w.row(c.second).stableNorm());
    }
    return norms;
}

std::pair<double, double> quarterShares(const Eigen::VectorXd& norms)
{
    const Eigen::Index quarter = std::max<Eigen::Index>(1, norms.size() / 4);
    const double largest = norms.size() > 0 ? norms.cwiseAbs().maxCoeff() : 0.0;
    if (!(largest > 0) || !std::isfinite(largest))
        return {0, 0};
    const Eigen::VectorXd scaled = norms / largest; // squares of norms near 1e200 would overflow
    const double total = scaled.squaredNorm();
    return {scaled.head(quarter).squaredNorm() / total, scaled.tail(quarter).squaredNorm() / total};
}

Expected<HeadWeights> planHeadWeights(const Checkpoint& checkpoint, const ModelConfig& config, int layer, int head)
{
    try {
        return plan(checkpoint, config, layer, head).w;
    } catch (const Error& e) {
        return e;
    }
}

double HeadWeights::decodedBytes(int tokens) const
{
    // W_Q and W_K rows and the embeddings as doubles; q and k twice (projected, rotated); the N×N logits
    // and weights.
    const double d = rope.headDim, n = tokens;
    return 8 * (2 * d * hidden + n * hidden + 4 * n * d + 2 * n * n);
}

Expected<HeadWeights> readHeadWeights(const Checkpoint& checkpoint, const ModelConfig& config, int layer, int head)
{
    try {
        return read(checkpoint, config, layer, head);
    } catch (const Error& e) {
        return e;
    }
}

core::AttentionResult<double> headAttention(const HeadWeights& w, const core::RowMatrixXd& x, double softmaxScale)
{
    core::RowMatrixXd q = x * w.wq.transpose();
    core::RowMatrixXd k = x * w.wk.transpose();
    if (w.qBias.size() == q.cols())
        q.rowwise() += w.qBias;
    if (w.kBias.size() == k.cols())
        k.rowwise() += w.kBias;
    core::AttentionOptions options;
    options.mask = core::Mask::Causal;
    options.encoding = w.ropeLayer ? core::Encoding::Rope : core::Encoding::None;
    options.logitScale = softmaxScale;
    return core::attentionAt(w.rope, q, k, k, options);
}

core::RowMatrixXd randomEmbeddings(int tokens, int hidden, std::uint64_t seed)
{
    return core::gaussianMatrix(tokens, hidden, seed);
}

} // namespace rope::model
