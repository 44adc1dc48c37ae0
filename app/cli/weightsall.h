#pragma once
// `rope-explorer weights PATH --all-layers`: every layer × head of a checkpoint at a glance
// (ui/model/checkpointglance.h), as a table of low-frequency shares or as JSON with a `cells` list.

#include "app/cli/computeargs.h"
#include "ui/model/modelconfig.h"
#include "ui/model/safetensors.h"

namespace rope::app {

/// Prints the glance of the layers --layers names (a:b, default all); throws model::Error on failure.
void printAllLayers(const model::Checkpoint& checkpoint, const model::ModelConfig& config, const ComputeArgs& args,
                    bool asJson);

} // namespace rope::app
