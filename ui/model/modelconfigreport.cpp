// What `inspect` prints about a model config, in words and as JSON.
#include "ui/model/modelconfigreport.h"

#include "core/frequencies.h"
#include "ui/model/messages.h"
#include "ui/model/names.h"
#include "ui/model/numberformat.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>
#include <numbers>

namespace rope::model {

namespace {

// The same translation context as modelconfig.cpp.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ModelConfig)
};

QString joinNumbers(const std::vector<double>& v)
{
    QStringList parts;
    for (double x : v)
        parts << formatNumber(x, 6);
    return parts.join(QStringLiteral(", "));
}

// The class default that stood in for `key`, or null.
const AssumedDefault* defaultFor(const ModelConfig& c, const QString& key)
{
    for (const AssumedDefault& d : c.defaulted)
        if (d.key == key)
            return &d;
    return nullptr;
}

QString typeSummary(const ModelConfig& c, const LayerType& t)
{
    if (t.letter == QLatin1Char('L'))
        return Tr::tr("linear attention, no RoPE");
    if (!t.rope)
        return Tr::tr("attention without RoPE (NoPE)");
    const core::RopeParams head = attentionHead(c, t.params);
    QString text = Tr::tr("RoPE base %1 (%2), %3 of %4 dims, scaling %5")
                       .arg(formatNumber(t.params.base, 10), t.baseSource)
                       .arg(head.rotaryDims())
                       .arg(head.headDim)
                       .arg(t.scalingType);
    if (t.slidingWindow > 0)
        text += Tr::tr(", window %1").arg(t.slidingWindow);
    if (t.chunkSize > 0)
        text += Tr::tr(", chunks of %1 (attention_chunk_size)").arg(t.chunkSize);
    return text;
}

// Where the head came from, as attention sees it (multi-head latent attention: nope + rope dims).
QString headSource(const ModelConfig& c)
{
    if (c.mlaUnrotatedDims <= 0)
        return c.headDimSource;
    return Tr::tr("qk_nope_head_dim %1 + qk_rope_head_dim %2: multi-head latent attention's query/key head, of which "
                  "only the last %2 dims rotate")
        .arg(c.mlaUnrotatedDims)
        .arg(c.rope.headDim);
}

QString rotarySource(const ModelConfig& c)
{
    return c.mlaUnrotatedDims > 0 ? Tr::tr("qk_rope_head_dim, the last %1 dims").arg(c.rope.headDim) : c.rotarySource;
}

const char* axisLetter(int a) { return a == 0 ? "t" : a == 1 ? "h" : a == 2 ? "w" : "?"; }

/// The M-RoPE layout in words: which rule assigns the pairs to t, h and w.
QString mropeLayoutWords(const ModelConfig& c)
{
    if (c.mropeSection.size() != 3)
        return Tr::tr("layout contiguous: one block of pairs per section, in order");
    const int h = c.mropeSection[1], w = c.mropeSection[2];
    if (c.mropeInterleaved)
        return Tr::tr("layout interleaved, because %1: the axes take turns along the pairs, pair i takes h when "
                      "i mod 3 = 1 and i < 3 · %2 = %3, w when i mod 3 = 2 and i < 3 · %4 = %5, and t otherwise")
            .arg(c.mropeLayoutReason)
            .arg(h)
            .arg(3 * h)
            .arg(w)
            .arg(3 * w);
    return Tr::tr("layout contiguous%1: three blocks in order, the first %2 pairs take t, the next %3 take h, the "
                  "last %4 take w")
        .arg(c.mropeLayoutReason.isEmpty() ? QString() : Tr::tr(", because %1").arg(c.mropeLayoutReason))
        .arg(c.mropeSection[0])
        .arg(h)
        .arg(w);
}

QString pairingWords(const core::RopeParams& p)
{
    if (p.pairing == core::Pairing::Interleaved && p.rotaryDims() < p.headDim)
        return Tr::tr("interleaved, pair i = (2i, 2i+1) within the %1 r = %2 dims")
            .arg(p.rotaryPlacement == core::RotaryPlacement::Last ? Tr::tr("last") : Tr::tr("first"))
            .arg(p.rotaryDims());
    if (p.pairing == core::Pairing::Interleaved)
        return Tr::tr("interleaved, pair i = (2i, 2i+1)");
    if (p.rotaryPlacement == core::RotaryPlacement::Proportional && p.rotaryDims() < p.headDim)
        return Tr::tr("half-split over the whole head, pair i = (i, i + d/2), of which the first %1 turn")
            .arg(p.pairCount());
    if (p.rotaryDims() < p.headDim)
        return Tr::tr("half-split, pair i = (i, i + r/2) within the %1 r = %2 dims")
            .arg(p.rotaryPlacement == core::RotaryPlacement::Last ? Tr::tr("last") : Tr::tr("first"))
            .arg(p.rotaryDims());
    return Tr::tr("half-split, pair i = (i, i + d/2)");
}

QJsonArray jsonArray(const Eigen::VectorXd& v)
{
    QJsonArray out;
    for (Eigen::Index i = 0; i < v.size(); ++i)
        out.append(v[i]);
    return out;
}

/// The pairs in words, runs shortened: "0–15", "0, 3, …, 57, 60–63".
QString pairList(const std::vector<int>& pairs)
{
    QStringList parts;
    for (size_t a = 0; a < pairs.size();) {
        // The longest run from here with one step (1, or 3 for an interleaved layout).
        size_t b = a + 1;
        const int step = b < pairs.size() ? pairs[b] - pairs[a] : 1;
        while (b < pairs.size() && pairs[b] - pairs[b - 1] == step)
            ++b;
        const size_t length = b - a;
        if (step == 1 && length >= 2) {
            parts << QStringLiteral("%1–%2").arg(pairs[a]).arg(pairs[b - 1]);
        } else if (length >= 4) {
            parts << QStringLiteral("%1, %2, …, %3").arg(pairs[a]).arg(pairs[a + 1]).arg(pairs[b - 1]);
        } else {
            b = a + 1; // too short to shorten: one number
            parts << QString::number(pairs[a]);
        }
        a = b;
    }
    return parts.join(QStringLiteral(", "));
}

/// Which pairs each M-RoPE axis turns, as core assigns them (the same assignment compute uses).
QString mropeAxesText(const ModelConfig& c)
{
    const char* names[] = {QT_TRANSLATE_NOOP("ModelConfig", "time"), QT_TRANSLATE_NOOP("ModelConfig", "height"),
                           QT_TRANSLATE_NOOP("ModelConfig", "width")};
    QStringList axes;
    const std::vector<int> axis = mropePairAxis(c);
    for (int a = 0; a < int(c.mropeSection.size()); ++a) {
        std::vector<int> pairs;
        for (int i = 0; i < int(axis.size()); ++i)
            if (axis[size_t(i)] == a)
                pairs.push_back(i);
        const QString name = a < 3 ? Tr::tr(names[a]) : Tr::tr("axis %1").arg(a);
        axes << (pairs.empty() ? Tr::tr("%1: no pairs").arg(name) : Tr::tr("%1: pairs %2").arg(name, pairList(pairs)));
    }
    return axes.join(QStringLiteral("; "));
}

} // namespace

QString describeModelConfig(const ModelConfig& c)
{
    const core::RopeParams& p = c.rope;
    const core::FrequencyTable t = core::frequencies(p);
    const Eigen::VectorXd lambda = core::wavelengths(t.invFreq);
    const int pairs = p.pairCount();
    QStringList lines;
    lines << Tr::tr("Architecture: %1").arg(c.architecture.isEmpty() ? Tr::tr("(not given)") : c.architecture);
    const AssumedDefault* headAssumed = defaultFor(c, QStringLiteral("head_dim"));
    const core::RopeParams head = attentionHead(c);
    lines << Tr::tr("Head dimension: d = %1 (from %2)")
                 .arg(head.headDim)
                 .arg(!headAssumed ? headSource(c) : Tr::tr("head_dim absent, %1").arg(headAssumed->assumption()));
    if (c.mlaUnrotatedDims > 0)
        lines << Tr::tr("  Multi-head latent attention: each query/key head is [%1 unrotated dims (qk_nope_head_dim), "
                        "then the %2 rope dims]; the key's rope part is one vector shared by all heads; θ_i = "
                        "base^(−2i/%2), the exponent over the rope dims")
                     .arg(c.mlaUnrotatedDims)
                     .arg(p.headDim);
    lines << Tr::tr("Rotary dimensions: %1 of %2 (%3)%4")
                 .arg(head.rotaryDims())
                 .arg(head.headDim)
                 .arg(rotarySource(c),
                      head.rotaryDims() < head.headDim
                          ? Tr::tr("; the other %1 pass through unrotated").arg(head.headDim - head.rotaryDims())
                          : QString());
    const AssumedDefault* baseAssumed = defaultFor(c, QStringLiteral("rope_theta"));
    lines << (c.baseDefaulted ? Tr::tr("Base: 10000 (no rope_theta in the config: the library default)")
              : baseAssumed
                  ? Tr::tr("Base: %1 (rope_theta absent, %2)").arg(formatNumber(p.base, 10), baseAssumed->assumption())
                  : Tr::tr("Base: %1 (%2)").arg(formatNumber(p.base, 10), c.baseKey));
    lines << Tr::tr("Pairing: %1, because %2").arg(pairingWords(head), c.pairingReason);

    const core::Scaling& s = p.scaling;
    QString scaling;
    switch (s.method) {
    case core::ScalingMethod::None:
        scaling = Tr::tr("none (θ_i = base^(−2i/%1))").arg(p.frequencyDims());
        break;
    case core::ScalingMethod::Linear:
        scaling = Tr::tr("linear position interpolation, factor %1: every θ_i divided by it").arg(s.factor);
        break;
    case core::ScalingMethod::NtkAware:
        scaling = Tr::tr("NTK-aware, α = %1: base raised to %2").arg(s.factor).arg(formatNumber(t.effectiveBase, 8));
        break;
    case core::ScalingMethod::DynamicNtk:
        scaling = Tr::tr("dynamic NTK, factor %1: the base grows once the sequence passes %2 tokens")
                      .arg(s.factor)
                      .arg(s.originalContext());
        break;
    case core::ScalingMethod::Yarn:
        scaling = Tr::tr("YaRN, factor %1, β_fast %2, β_slow %3%4: pairs i ≤ %5 keep θ_i, pairs i ≥ %6 are divided "
                         "by the factor, a linear ramp (i − %5) / (%6 − %5) in between")
                      .arg(s.factor)
                      .arg(s.betaFast)
                      .arg(s.betaSlow)
                      .arg((s.mscale > 0 ? Tr::tr(", mscale %1, mscale_all_dim %2").arg(s.mscale).arg(s.mscaleAllDim)
                                         : QString()) +
                           (s.truncate ? QString() : Tr::tr(", truncate false (the ramp's ends are not rounded)")))
                      .arg(formatNumber(t.rampLow, 4), formatNumber(t.rampHigh, 4));
        break;
    case core::ScalingMethod::Llama3:
        scaling = Tr::tr("Llama 3, factor %1, low_freq_factor %2, high_freq_factor %3, original context %4: pairs with "
                         "wavelength below %5 keep θ_i, above %6 are divided by %1, %7")
                      .arg(s.factor)
                      .arg(s.lowFreqFactor)
                      .arg(s.highFreqFactor)
                      .arg(s.originalMaxPositionEmbeddings)
                      .arg(formatNumber(s.originalMaxPositionEmbeddings / s.highFreqFactor, 6),
                           formatNumber(s.originalMaxPositionEmbeddings / s.lowFreqFactor, 6),
                           s.lowFreqFactor == s.highFreqFactor
                               ? Tr::tr("none blended (low_freq_factor = high_freq_factor leaves no band between)")
                               : Tr::tr("in between blended"));
        break;
    case core::ScalingMethod::LongRope:
        scaling = Tr::tr("LongRoPE: θ_i divided by short_factor[i] up to %1 tokens and by long_factor[i] beyond "
                         "(long list shown). short: [%2]; long: [%3]")
                      .arg(s.originalContext())
                      .arg(joinNumbers(s.shortFactor), joinNumbers(s.longFactor));
        break;
    }
    lines << Tr::tr("Scaling: %1%2")
                 .arg(c.scalingType, c.scalingKey.isEmpty() ? QString() : Tr::tr(" (%1)").arg(c.scalingKey));
    lines << QStringLiteral("  ") + scaling;
    lines << Tr::tr("  Attention factor: %1 (cos and sin are multiplied by it, so logits by %2)")
                 .arg(formatNumber(t.attentionFactor, 8), formatNumber(t.attentionFactor * t.attentionFactor, 8));
    lines << Tr::tr("Softmax scale: %1 (%2)").arg(formatNumber(c.softmaxScale, 8), c.softmaxScaleSource);
    const AssumedDefault* contextAssumed = defaultFor(c, QStringLiteral("max_position_embeddings"));
    lines << Tr::tr("Context: max_position_embeddings %1, original_max_position_embeddings %2")
                 .arg(c.maxPositionEmbeddings <= 0 ? Tr::tr("(not given)")
                      : contextAssumed             ? Tr::tr("%1 (absent from the config, %2)")
                                             .arg(c.maxPositionEmbeddings)
                                             .arg(contextAssumed->assumption())
                                       : QString::number(c.maxPositionEmbeddings),
                      c.originalMaxPositionEmbeddings > 0 ? QString::number(c.originalMaxPositionEmbeddings)
                                                          : Tr::tr("(not given)"));
    if (!c.mropeSection.empty()) {
        QStringList counts;
        for (int count : c.mropeSection)
            counts << QString::number(count);
        lines << Tr::tr("Multimodal RoPE (mrope_section [%1]), %2")
                     .arg(counts.join(QStringLiteral(", ")), mropeLayoutWords(c));
        lines << Tr::tr("  %1").arg(mropeAxesText(c));
    }
    const int context = c.originalMaxPositionEmbeddings > 0 ? c.originalMaxPositionEmbeddings : c.maxPositionEmbeddings;
    lines << Tr::tr("Frequencies: fastest wavelength %1 positions (pair 0), slowest %2 positions (pair %3)")
                 .arg(formatNumber(lambda[0], 5), formatNumber(lambda[pairs - 1], 5))
                 .arg(pairs - 1);
    const auto turning = [](const Eigen::VectorXd& wavelengths, double length) {
        int count = 0;
        for (Eigen::Index i = 0; i < wavelengths.size(); ++i)
            count += wavelengths[i] <= length ? 1 : 0;
        return count;
    };
    if (context > 0)
        lines << Tr::tr(
                     "  %1 of %2 pairs complete a full turn within the %3 context of %4 positions (θ without scaling)")
                     .arg(turning(core::wavelengths(t.baseInvFreq), context))
                     .arg(pairs)
                     .arg(c.originalMaxPositionEmbeddings > 0 ? Tr::tr("original") : Tr::tr("maximum"))
                     .arg(context);
    if (s.method != core::ScalingMethod::None && c.maxPositionEmbeddings > 0 && c.maxPositionEmbeddings != context)
        lines << Tr::tr("  with the scaling, %1 of %2 complete a turn within the extended %3 positions")
                     .arg(turning(lambda, c.maxPositionEmbeddings))
                     .arg(pairs)
                     .arg(c.maxPositionEmbeddings);
    if (!t.bands.empty()) {
        QStringList bands;
        const char* names[] = {QT_TRANSLATE_NOOP("ModelConfig", "unchanged"),
                               QT_TRANSLATE_NOOP("ModelConfig", "blended"),
                               QT_TRANSLATE_NOOP("ModelConfig", "interpolated (÷ factor)")};
        for (int band = 0; band < 3; ++band) {
            int lo = -1, hi = -1;
            for (int i = 0; i < pairs; ++i)
                if (int(t.bands[size_t(i)]) == band) {
                    if (lo < 0)
                        lo = i;
                    hi = i;
                }
            if (lo >= 0)
                bands << Tr::tr("%1: pairs %2–%3").arg(Tr::tr(names[band])).arg(lo).arg(hi);
        }
        lines << Tr::tr("  Bands: %1").arg(bands.join(QStringLiteral("; ")));
    }
    if (!c.layerPattern.isEmpty()) {
        lines << Tr::tr("Layers: %1 (F full attention with RoPE, S sliding window with RoPE, C chunked with RoPE, N "
                        "attention without RoPE, L linear attention)")
                     .arg(c.layerPattern.size());
        QStringList groups; // tens, so that a layer can be counted
        for (qsizetype i = 0; i < c.layerPattern.size(); i += 10)
            groups << c.layerPattern.mid(i, 10);
        lines << QStringLiteral("  ") + groups.join(QLatin1Char(' '));
        for (const LayerType& t : c.layerTypes)
            lines << Tr::tr("  %1 (%2) × %3: %4").arg(t.name, QString(t.letter)).arg(t.count).arg(typeSummary(c, t));
        if (std::any_of(c.layerTypes.begin(), c.layerTypes.end(),
                        [&c](const LayerType& t) { return t.rope && !(t.params == c.rope); }))
            lines << Tr::tr("  The head, base and scaling above are those of the full-attention layers.");
    }
    for (const QString& note : c.notes)
        lines << Tr::tr("Note: %1").arg(note);
    lines << Tr::tr("Ignored keys: %1")
                 .arg(c.ignoredKeys.isEmpty() ? Tr::tr("none") : c.ignoredKeys.join(QStringLiteral(", ")));
    for (const QString& warning : c.warnings)
        lines << Tr::tr("Warning: %1").arg(warning);
    // Keys and values from the file sit inside these lines: a line feed among them must not forge a
    // line of the report (each line is escaped whole, so nothing from the file can slip past).
    for (QString& line : lines)
        line = visibleControls(line);
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QJsonObject modelConfigJson(const ModelConfig& c)
{
    const core::FrequencyTable t = core::frequencies(c.rope);
    QJsonObject scaling = c.scalingJson;
    scaling.insert(QStringLiteral("type"), c.scalingType);
    scaling.remove(QStringLiteral("rope_type"));
    scaling.remove(QStringLiteral("rope_theta"));
    const core::RopeParams head = attentionHead(c); // the q/k head as attention and compute see it
    QJsonObject o{
        {"architecture", c.architecture},
        {"head_dim", head.headDim},
        {"head_dim_source", headSource(c)},
        {"rotary_dim", head.rotaryDims()},
        {"base", c.rope.base},
        {"base_defaulted", c.baseDefaulted},
        {"pairing", nameKey(c.rope.pairing)},
        {"pairing_reason", c.pairingReason},
        {"scaling", scaling},
        {"attention_factor", t.attentionFactor},
        {"max_position_embeddings", c.maxPositionEmbeddings > 0 ? QJsonValue(c.maxPositionEmbeddings) : QJsonValue()},
        {"original_max_position_embeddings",
         c.originalMaxPositionEmbeddings > 0 ? QJsonValue(c.originalMaxPositionEmbeddings) : QJsonValue()},
        {"inv_freq", jsonArray(core::headInvFreq(c.rope, t))},
        {"softmax_scale", c.softmaxScale},
        {"softmax_scale_source", c.softmaxScaleSource},
        {"ignored_keys", QJsonArray::fromStringList(c.ignoredKeys)},
        {"warnings", QJsonArray::fromStringList(c.warnings)}};
    if (head.rotaryDims() < head.headDim) // which components turn: first, last (MLA) or proportional (Gemma 4)
        o.insert(QStringLiteral("rotary_placement"), nameKey(head.rotaryPlacement));
    if (c.qkNormAfterRope)
        o.insert(QStringLiteral("qk_norm"), QJsonObject{{"kind", "Llama4TextL2Norm"},
                                                        {"formula", "x / sqrt(mean(x^2) + eps)"},
                                                        {"after_rope", true},
                                                        {"layers", "rope"}});
    if (c.attentionSinks)
        o.insert(QStringLiteral("attention_sinks"),
                 QJsonObject{{"kind", "learned"}, {"per", "head"}, {"weights", "sinks"}, {"in_config", false}});
    if (c.indexer)
        o.insert(QStringLiteral("indexer"), QJsonObject{{"head_dim", c.indexer->headDim},
                                                        {"heads", c.indexer->heads},
                                                        {"topk", c.indexer->topk},
                                                        {"rope_dims", c.indexer->ropeDims},
                                                        {"pairing", nameKey(c.indexer->pairing)},
                                                        {"pairing_reason", c.indexer->pairingReason}});
    if (!c.layerPattern.isEmpty()) {
        o.insert(QStringLiteral("layer_pattern"), c.layerPattern);
        QJsonObject types;
        for (const LayerType& type : c.layerTypes) {
            QJsonObject entry{{"letter", QString(type.letter)}, {"count", type.count}, {"rope", type.rope}};
            if (type.rope) {
                const core::FrequencyTable f = core::frequencies(type.params);
                entry.insert(QStringLiteral("base"), type.params.base);
                entry.insert(QStringLiteral("base_source"), type.baseSource);
                const core::RopeParams typeHead = attentionHead(c, type.params);
                entry.insert(QStringLiteral("head_dim"), typeHead.headDim);
                entry.insert(QStringLiteral("rotary_dim"), typeHead.rotaryDims());
                if (typeHead.rotaryDims() < typeHead.headDim)
                    entry.insert(QStringLiteral("rotary_placement"), nameKey(typeHead.rotaryPlacement));
                entry.insert(QStringLiteral("scaling"), type.scalingType);
                entry.insert(QStringLiteral("attention_factor"), f.attentionFactor);
                entry.insert(QStringLiteral("inv_freq"), jsonArray(core::headInvFreq(type.params, f)));
            }
            if (type.slidingWindow > 0)
                entry.insert(QStringLiteral("sliding_window"), type.slidingWindow);
            if (type.chunkSize > 0)
                entry.insert(QStringLiteral("attention_chunk_size"), type.chunkSize);
            types.insert(type.name, entry);
        }
        o.insert(QStringLiteral("layer_types"), types);
    }
    const auto source = [&c](const char* key, const QString& fromFile) {
        const AssumedDefault* assumed = defaultFor(c, QLatin1String(key));
        return assumed ? assumed->sentence() : fromFile;
    };
    const QString prefix = c.section.isEmpty() ? QString() : c.section + QLatin1Char('.');
    o.insert(
        QStringLiteral("provenance"),
        QJsonObject{
            {"head_dim", source("head_dim", prefix + headSource(c))},
            {"rotary_dim", source("partial_rotary_factor", rotarySource(c))},
            {"max_position_embeddings",
             source("max_position_embeddings", c.contextKey.isEmpty() ? Tr::tr("not given") : prefix + c.contextKey)},
            {"base", source("rope_theta", c.baseDefaulted ? Tr::tr("library default 10000") : prefix + c.baseKey)},
            {"scaling", c.scalingKey.isEmpty() ? Tr::tr("none given") : prefix + c.scalingKey},
            {"pairing", c.pairingReason},
            {"softmax_scale", c.softmaxScaleSource}});
    o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(c.notes));
    if (c.mlaUnrotatedDims > 0) // the query/key head is wider than the rotated part, which comes last
        o.insert(QStringLiteral("qk_head_dim"), c.mlaUnrotatedDims + c.rope.headDim);
    if (!c.mropeSection.empty()) {
        QJsonArray section;
        for (int v : c.mropeSection)
            section.append(v);
        o.insert(QStringLiteral("mrope_section"), section);
        o.insert(QStringLiteral("mrope_layout"),
                 c.mropeInterleaved ? QStringLiteral("interleaved") : QStringLiteral("contiguous"));
        if (!c.mropeLayoutReason.isEmpty())
            o.insert(QStringLiteral("mrope_layout_reason"), c.mropeLayoutReason);
        QJsonArray pairAxis;
        for (int a : mropePairAxis(c))
            pairAxis.append(a < 3 ? QString::fromLatin1(axisLetter(a)) : QString::number(a));
        o.insert(QStringLiteral("pair_axis"), pairAxis);
    }
    if (!t.bands.empty()) {
        QJsonArray bands;
        for (core::Band b : t.bands)
            bands.append(b == core::Band::Unchanged ? "unchanged"
                         : b == core::Band::Blended ? "blended"
                                                    : "interpolated");
        o.insert(QStringLiteral("band"), bands);
    }
    return o;
}

} // namespace rope::model
