#pragma once
// Which family of position encoding a shipped model uses, from its config.json: most read here use
// RoPE (and some of those leave every n-th layer without it, NoPE: SmolLM3, Llama 4; modellayers.h),
// but GPT-2, OPT, BERT and GPT-Neo add a learned absolute table, T5 adds a bucketed relative bias,
// BLOOM, MPT and Falcon-RW add ALiBi's linear bias, and Marian and Pegasus add sinusoidal vectors.
// `inspect` says so instead of explaining a RoPE the model does not have; the PE-families view shows
// each family (ui/model/viewdata/pefamiliesdata.h).

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace rope::model {

struct PositionFamily {
    QString family; ///< "learned", "t5", "alibi", "sinusoidal" (the keys of `compute attention --encoding`)
    QString name; ///< translated, e.g. "ALiBi (a linear bias on the logits)"
    QStringList lines; ///< what the config says about it, translated
    QJsonObject json; ///< {"family", the parameters read}
};

/// The family of a model that does not use RoPE, from its parsed config.json; nullopt for RoPE models
/// and for model types this table does not know.
std::optional<PositionFamily> nonRotaryFamily(const QJsonObject& config);

} // namespace rope::model
