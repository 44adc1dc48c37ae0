#pragma once
// Built-in presets, shipped as a JSON resource: the seed's toy experiments and real models' RoPE.
// Names and descriptions carry their own translations.

#include "ui/model/appparams.h"
#include "ui/model/expected.h"

#include <QString>

#include <optional>
#include <vector>

namespace rope::model {

struct Preset {
    QString key; ///< for --preset and sessions, e.g. "llama3.1-8b"
    QString name; ///< in the current language
    QString description; ///< one line, in the current language
    QString pairing; ///< the scheme the model's code uses
    QString source; ///< the config it comes from
    AppParams params;
};

/// The presets from a JSON document; an Error names the preset and key at fault.
Expected<std::vector<Preset>> parsePresets(const QByteArray& json, const QString& language);
/// The built-in ones (":/presets/presets.json").
const std::vector<Preset>& builtInPresets();
std::optional<Preset> presetByKey(const QString& key);

} // namespace rope::model
