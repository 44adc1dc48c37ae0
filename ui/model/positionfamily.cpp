// Shipped models that do not use RoPE, and what their configs say about their positions.
#include "ui/model/positionfamily.h"

#include "core/positionbias.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace rope::model {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(PositionFamily)
};

int integer(const QJsonObject& o, const char* key, int fallback)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? v.toInt(fallback) : fallback;
}

PositionFamily learned(const QJsonObject& config, const char* key, int fallback, const QString& tensor)
{
    const int rows = integer(config, key, fallback);
    PositionFamily f{
        QStringLiteral("learned"), Tr::tr("learned absolute positions (a table added to the tokens)"), {}, {}};
    f.lines << Tr::tr("A table of %1 position vectors (%2), %3, added to the token embeddings: position p gets row p. "
                      "There is no row for position %1 or beyond.")
                   .arg(rows)
                   .arg(QLatin1String(key), tensor);
    f.json = {{"family", f.family}, {"rows", rows}, {"rows_key", QLatin1String(key)}, {"tensor", tensor}};
    return f;
}

PositionFamily alibi(int heads)
{
    PositionFamily f{QStringLiteral("alibi"), Tr::tr("ALiBi (a linear bias on the logits)"), {}, {}};
    QJsonArray slopes;
    QStringList shown;
    if (heads > 0 && heads <= 4096) {
        const Eigen::VectorXd s = core::alibiSlopes(heads);
        for (double x : s)
            slopes.append(x);
        for (Eigen::Index h = 0; h < std::min<Eigen::Index>(s.size(), 4); ++h)
            shown << QString::number(s[h], 'g', 4);
    }
    f.lines << Tr::tr("No position vectors: head h adds −slope_h·(m − n) to its logits, slopes 2^(−8h/H) for H a "
                      "power of two (BLOOM's construction otherwise); here H = %1, slopes %2 …")
                   .arg(heads)
                   .arg(shown.join(QStringLiteral(", ")));
    f.json = {{"family", f.family}, {"heads", heads}, {"slopes", slopes}};
    return f;
}

} // namespace

std::optional<PositionFamily> nonRotaryFamily(const QJsonObject& config)
{
    const QString type = config.value(QLatin1String("model_type")).toString().toLower();
    if (type == QLatin1String("gpt2") || type == QLatin1String("gpt_bigcode"))
        return learned(config, "n_positions", 1024, QStringLiteral("wpe"));
    if (type == QLatin1String("opt") || type == QLatin1String("bart") || type == QLatin1String("mbart")) {
        PositionFamily f = learned(config, "max_position_embeddings", 2048, QStringLiteral("embed_positions"));
        f.lines << Tr::tr("The table has 2 rows more: positions are offset by 2 (a quirk of fairseq).");
        return f;
    }
    if (type == QLatin1String("bert") || type == QLatin1String("roberta") || type == QLatin1String("xlm-roberta") ||
        type == QLatin1String("gpt_neo") || type == QLatin1String("distilbert"))
        return learned(config, "max_position_embeddings", 512, QStringLiteral("position_embeddings"));
    if (type == QLatin1String("t5") || type == QLatin1String("mt5") || type == QLatin1String("umt5") ||
        type == QLatin1String("longt5") || type == QLatin1String("switch_transformers")) {
        const int buckets = integer(config, "relative_attention_num_buckets", 32);
        const int distance = integer(config, "relative_attention_max_distance", 128);
        PositionFamily f{QStringLiteral("t5"), Tr::tr("T5's relative bias (learned, one per bucket of m − n)"), {}, {}};
        f.lines << Tr::tr("No position vectors: each head adds a learned bias to its logits, one of %1 buckets of "
                          "m − n (relative_attention_num_buckets): half exact, half logarithmic up to %2 "
                          "(relative_attention_max_distance); every distance beyond shares the last bucket. The "
                          "encoder's buckets tell keys before the query from keys after it; the decoder's are causal.")
                       .arg(buckets)
                       .arg(distance);
        f.json = {{"family", f.family}, {"num_buckets", buckets}, {"max_distance", distance}};
        return f;
    }
    if (type == QLatin1String("bloom"))
        return alibi(integer(config, "n_head", integer(config, "num_attention_heads", 0)));
    if (type == QLatin1String("mpt") && config.value(QLatin1String("attn_config")).toObject().value("alibi").toBool())
        return alibi(integer(config, "n_heads", 0));
    if ((type == QLatin1String("falcon") || type == QLatin1String("refinedwebmodel")) &&
        config.value(QLatin1String("alibi")).toBool())
        return alibi(integer(config, "num_attention_heads", integer(config, "n_head", 0)));
    if (type == QLatin1String("marian") || type == QLatin1String("pegasus") || type == QLatin1String("fsmt")) {
        PositionFamily f{QStringLiteral("sinusoidal"), Tr::tr("sinusoidal positions (fixed vectors added)"), {}, {}};
        f.lines << Tr::tr("Fixed vectors p_m[2i] = sin(mθ_i), p_m[2i+1] = cos(mθ_i) added to the token embeddings, "
                          "up to position %1 (max_position_embeddings), θ_i = 10000^(−2i/d_model).")
                       .arg(integer(config, "max_position_embeddings", 512));
        f.json = {{"family", f.family}, {"max_positions", integer(config, "max_position_embeddings", 512)}};
        return f;
    }
    return std::nullopt;
}

} // namespace rope::model
