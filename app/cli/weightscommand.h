#pragma once
// `rope-explorer weights PATH --layer L --head H [--config config.json] [--json]`: the per-pair norms
// of one head's W_Q and W_K rows in a local safetensors checkpoint (ui/model/headweights.h), and the
// head's attention on random or given embeddings.

#include <QStringList>

namespace rope::app {

int runWeights(const QStringList& arguments);

} // namespace rope::app
