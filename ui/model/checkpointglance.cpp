// Every layer and head of a checkpoint: per-pair norms and where they sit.
#include "ui/model/checkpointglance.h"

#include "core/frequencies.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>
#include <numbers>

namespace rope::model {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(CheckpointGlance)
};

const double kNaN = std::numeric_limits<double>::quiet_NaN();

// The pairs whose wavelength 2π/θ_i exceeds L, under the unscaled frequencies of this RoPE.
std::vector<char> slowPairs(const core::RopeParams& rope, int trainingLength, Eigen::VectorXd& theta)
{
    core::RopeParams unscaled = rope;
    unscaled.scaling = core::Scaling{};
    theta = core::frequencies(unscaled).invFreq;
    std::vector<char> slow(size_t(theta.size()));
    for (Eigen::Index i = 0; i < theta.size(); ++i)
        slow[size_t(i)] = 2 * std::numbers::pi / theta[i] > double(trainingLength);
    return slow;
}

} // namespace

const GlanceCell* CheckpointGlance::cell(int layer, int head) const
{
    for (const GlanceCell& c : cells)
        if (c.layer == layer && c.head == head)
            return &c;
    return nullptr;
}

double lowFrequencyShare(const Eigen::VectorXd& norms, const std::vector<char>& slow)
{
    const double largest = norms.size() ? norms.cwiseAbs().maxCoeff() : 0.0;
    if (!(largest > 0))
        return 0;
    double all = 0, low = 0;
    for (Eigen::Index i = 0; i < norms.size(); ++i) {
        const double x = norms[i] / largest; // squares of norms near 1e200 would overflow
        all += x * x;
        if (slow[size_t(i)])
            low += x * x;
    }
    return low / all;
}

Expected<CheckpointGlance> readCheckpointGlance(const Checkpoint& checkpoint, const ModelConfig& config,
                                                const core::Execution& execution, int firstLayer, int count)
{
    CheckpointGlance g;
    g.layersFound = attentionLayerCount(checkpoint, config);
    if (g.layersFound == 0)
        return Error{checkpoint.path(), Tr::tr("no attention layers (q_proj, qkv_proj or query_key_value weights)")};
    if (firstLayer < 0 || firstLayer >= g.layersFound)
        return Error{QStringLiteral("--layers"),
                     Tr::tr("the model has layers 0 to %1, not %2").arg(g.layersFound - 1).arg(firstLayer)};
    const int last = count < 0 ? g.layersFound : std::min(g.layersFound, firstLayer + count);
    const bool original = config.originalMaxPositionEmbeddings > 0;
    g.trainingLength = original ? config.originalMaxPositionEmbeddings : config.maxPositionEmbeddings;
    g.trainingLengthKey =
        original ? QStringLiteral("original_max_position_embeddings")
                 : (config.contextKey.isEmpty() ? QStringLiteral("max_position_embeddings") : config.contextKey);
    if (g.trainingLength <= 0)
        return Error{QStringLiteral("max_position_embeddings"),
                     Tr::tr("the config gives no training length: the low-frequency share counts the pairs slower "
                            "than one turn over it")};
    g.rope = config.rope;
    for (int layer = firstLayer; layer < last; ++layer) {
        const core::Execution stage =
            execution.stage(1000 * (layer - firstLayer) / (last - firstLayer), 1000 / (last - firstLayer));
        Expected<LayerNorms> read = readLayerNorms(checkpoint, config, layer, stage);
        if (execution.cancelled()) {
            g.cancelled = true;
            return g;
        }
        if (!read) {
            // A layer without heads (linear attention) is named and passed over; anything else is an error.
            if (read.error().where == QLatin1String("--layer")) {
                g.skipped << Tr::tr("layer %1: %2").arg(layer).arg(read.error().what);
                continue;
            }
            return read.error();
        }
        const HeadWeights& plan = read->plan;
        if (g.cells.empty()) {
            g.heads = plan.heads;
            g.kvHeads = plan.kvHeads;
            g.headDim = plan.rope.headDim;
            g.hidden = plan.hidden;
            g.layout = plan.layout;
            g.dtype = plan.dtype;
            if (plan.ropeLayer)
                g.rope = plan.rope;
        }
        GlanceLayer info;
        info.layer = layer;
        info.rope = plan.ropeLayer;
        info.lowFrequency = slowPairs(plan.rope, g.trainingLength, info.theta);
        if (!plan.ropeLayer)
            info.theta.setZero();
        info.componentQ = std::move(read->componentQ);
        info.componentK = std::move(read->componentK);
        const int share = plan.heads / plan.kvHeads;
        for (int h = 0; h < plan.heads; ++h) {
            GlanceCell c;
            c.layer = layer;
            c.head = h;
            c.kvHead = h / share;
            c.rope = plan.ropeLayer;
            c.pairNormQ = read->pairQ.row(h).transpose();
            c.pairNormK = read->pairK.row(c.kvHead).transpose();
            c.lowFrequencyShare = c.rope ? lowFrequencyShare(c.pairNormQ, info.lowFrequency) : kNaN;
            c.lowFrequencyShareK = c.rope ? lowFrequencyShare(c.pairNormK, info.lowFrequency) : kNaN;
            Eigen::Index dominant = 0;
            c.pairNormQ.cwiseProduct(c.pairNormK).maxCoeff(&dominant);
            c.dominantPair = int(dominant);
            g.cells.push_back(std::move(c));
        }
        g.layers.push_back(std::move(info));
    }
    return g;
}

} // namespace rope::model
