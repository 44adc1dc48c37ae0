// `weights --all-layers`: the layer × head table of a checkpoint's low-frequency shares.
#include "app/cli/weightsall.h"

#include "app/cli/budget.h"
#include "app/cli/failure.h"
#include "app/cli/listparse.h"
#include "app/cli/output.h"
#include "ui/model/checkpointglance.h"
#include "ui/model/headweights.h"
#include "ui/model/names.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Weights)
};

QJsonValue number(double x) { return std::isfinite(x) ? QJsonValue(x) : QJsonValue(); }

QJsonArray array(const Eigen::VectorXd& v)
{
    QJsonArray a;
    for (double x : v)
        a.append(number(x));
    return a;
}

QString percent(double share)
{
    return std::isfinite(share) ? QStringLiteral("%1").arg(std::lround(100 * share), 4) : QStringLiteral("   -");
}

QString report(const model::CheckpointGlance& g)
{
    QString t = Tr::tr("%1 layers read of %2; %3 query heads, %4 key heads, d = %5, %6 pairing (%7, %8)\n")
                    .arg(g.layers.size())
                    .arg(g.layersFound)
                    .arg(g.heads)
                    .arg(g.kvHeads)
                    .arg(g.headDim)
                    .arg(model::nameLabel(g.rope.pairing), g.layout, g.dtype);
    int slow = 0;
    for (const model::GlanceLayer& l : g.layers)
        if (l.rope) {
            slow = int(std::count(l.lowFrequency.begin(), l.lowFrequency.end(), 1));
            break;
        }
    t += Tr::tr("Low-frequency share: the percentage of ‖W_Q‖² in the %1 of %2 pairs whose wavelength 2π/θ_i exceeds "
                "the training length %3 (%4). Weights stand in for activations.\n\n")
             .arg(slow)
             .arg(g.rope.pairCount())
             .arg(g.trainingLength)
             .arg(g.trainingLengthKey);
    t += Tr::tr("layer \\ head");
    t += QLatin1Char('\n');
    QString header = QStringLiteral("      ");
    for (int h = 0; h < g.heads; ++h)
        header += QStringLiteral("%1").arg(h, 4);
    t += header + QLatin1Char('\n');
    for (const model::GlanceLayer& l : g.layers) {
        QString row = QStringLiteral("%1  ").arg(l.layer, 4);
        for (int h = 0; h < g.heads; ++h) {
            const model::GlanceCell* c = g.cell(l.layer, h);
            row += c ? percent(c->lowFrequencyShare) : QStringLiteral("    ");
        }
        t += row + (l.rope ? QString() : Tr::tr("   (NoPE layer)")) + QLatin1Char('\n');
    }
    for (const QString& s : g.skipped)
        t += Tr::tr("skipped %1").arg(s) + QLatin1Char('\n');
    return t;
}

} // namespace

void printAllLayers(const model::Checkpoint& checkpoint, const model::ModelConfig& config, const ComputeArgs& args,
                    bool asJson)
{
    const int found = model::attentionLayerCount(checkpoint, config);
    int first = 0, count = -1;
    if (args.isSet("layers")) {
        const model::Expected<Eigen::VectorXd> list = parseIndexList(args.text("layers"), 1 << 16, 1 << 16);
        if (!list)
            throw list.error().within(QStringLiteral("--layers"));
        bool consecutive = list->size() > 0;
        for (Eigen::Index i = 1; i < list->size(); ++i)
            consecutive = consecutive && (*list)[i] == (*list)[i - 1] + 1;
        if (!consecutive)
            fail(Tr::tr("--layers takes a range of consecutive layers, e.g. 0:8, or one layer"));
        first = int((*list)[0]);
        count = int(list->size());
    }
    // One head's rows decoded at a time; the result grows with layers × heads × pairs.
    const model::Expected<model::HeadWeights> planned =
        model::planHeadWeights(checkpoint, config, std::max(first, 0), 0);
    if (!planned)
        throw planned.error();
    const double layers = count > 0 ? count : std::max(found - first, 0);
    const double d = planned->rope.headDim, hidden = planned->hidden;
    const double cells = layers * planned->heads;
    const double values = layers * (planned->heads + planned->kvHeads) * d * hidden;
    afford(Cost{Tr::tr("weights --all-layers on %1 layers of %2 heads").arg(layers).arg(planned->heads),
                8 * d * hidden + cells * d * 8 + 8 * layers * (planned->heads + planned->kvHeads) * d, values / 2e8,
                Tr::tr("%1 weights decoded").arg(values, 0, 'g', 3), cells * (d + 4)},
           args.budget());
    model::Expected<model::CheckpointGlance> read =
        model::readCheckpointGlance(checkpoint, config, args.execution(), first, count);
    if (!read)
        throw read.error();
    const model::CheckpointGlance& g = *read;
    QJsonArray cellList;
    for (const model::GlanceCell& c : g.cells)
        cellList.append(QJsonObject{{"layer", c.layer},
                                    {"head", c.head},
                                    {"kv_head", c.kvHead},
                                    {"rope", c.rope},
                                    {"pair_norm_q", array(c.pairNormQ)},
                                    {"pair_norm_k", array(c.pairNormK)},
                                    {"low_frequency_share", number(c.lowFrequencyShare)},
                                    {"low_frequency_share_k", number(c.lowFrequencyShareK)},
                                    {"dominant_pair", c.dominantPair}});
    QJsonArray layerList, skipped;
    for (const model::GlanceLayer& l : g.layers)
        layerList.append(QJsonObject{{"layer", l.layer}, {"rope", l.rope}, {"theta", array(l.theta)}});
    for (const QString& s : g.skipped)
        skipped.append(s);
    const QJsonObject json{{"layers_found", g.layersFound},
                           {"heads", g.heads},
                           {"kv_heads", g.kvHeads},
                           {"head_dim", g.headDim},
                           {"hidden", g.hidden},
                           {"pairing", model::nameKey(g.rope.pairing)},
                           {"layout", g.layout},
                           {"dtype", g.dtype},
                           {"training_length", g.trainingLength},
                           {"training_length_key", g.trainingLengthKey},
                           {"layers", layerList},
                           {"skipped", skipped},
                           {"cells", cellList}};
    printResult(report(g), json, asJson);
}

} // namespace rope::app
