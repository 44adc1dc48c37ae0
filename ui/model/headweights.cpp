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
    const core::RowMatrixXd all = rows(checkpoint, biasName, 0, 1); // a vector is one row
    return all.row(0).segment(first, count);
}

int countOf(qint64 rowsTotal, int d, const QString& name)
{
    if (rowsTotal % d != 0)
        throw Error{name, Tr::tr("has %1 rows, not a multiple of the head dimension %2").arg(rowsTotal).arg(d)};
    return int(rowsTotal / d);
}

HeadWeights read(const Checkpoint& checkpoint, const ModelConfig& config, int layer, int head)
{
    if (layer < 0)
        throw Error{QStringLiteral("--layer"), Tr::tr("must be 0 or more, got %1").arg(layer)};
    if (head < 0)
        throw Error{QStringLiteral("--head"), Tr::tr("must be 0 or more, got %1").arg(head)};
    if (config.mlaUnrotatedDims > 0)
        throw Error{{},
                    Tr::tr("multi-head latent attention stores its projections compressed (q_a_proj, "
                           "kv_a_proj_with_mqa): this reader reads q_proj and k_proj")};
    HeadWeights w;
    w.layer = layer;
    w.head = head;
    w.rope = layerRope(config, layer, w.ropeLayer);
    const int d = w.rope.headDim;
    qint64 qFirst = 0, kFirst = 0; // first rows of this head in the query and key tensors

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
    w.wq = rows(checkpoint, w.queryTensor, qFirst, d);
    w.wk = rows(checkpoint, w.keyTensor, kFirst, d);
    w.qBias = biasRows(checkpoint, w.queryTensor, qFirst, d);
    w.kBias = biasRows(checkpoint, w.keyTensor, kFirst, d);
    w.hidden = int(w.wq.cols());
    if (w.wk.cols() != w.wq.cols())
        throw Error{w.keyTensor,
                    Tr::tr("has %1 columns but %2 has %3").arg(w.wk.cols()).arg(w.queryTensor).arg(w.wq.cols())};
    w.dtype = checkpoint.find(w.queryTensor)->dtype;
    w.pairNormQ = pairNorms(w.rope, w.wq);
    w.pairNormK = pairNorms(w.rope, w.wk);
    w.theta = w.ropeLayer ? core::frequencies(w.rope).invFreq : Eigen::VectorXd::Zero(w.rope.pairCount());
    return w;
}

} // namespace

Eigen::VectorXd pairNorms(const core::RopeParams& params, const core::RowMatrixXd& w)
{
    Eigen::VectorXd norms(params.pairCount());
    for (int i = 0; i < params.pairCount(); ++i) {
        const core::PairComponents c = core::pairComponents(params, i);
        norms[i] = std::sqrt(w.row(c.first).squaredNorm() + w.row(c.second).squaredNorm());
    }
    return norms;
}

std::pair<double, double> quarterShares(const Eigen::VectorXd& norms)
{
    const Eigen::Index quarter = std::max<Eigen::Index>(1, norms.size() / 4);
    const double total = norms.squaredNorm();
    if (!(total > 0))
        return {0, 0};
    return {norms.head(quarter).squaredNorm() / total, norms.tail(quarter).squaredNorm() / total};
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
