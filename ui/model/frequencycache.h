#pragma once
// θ_i once per parameter change: the panel's check of new parameters, the clock part of Results,
// look-back content and the attention job all read the table of the same RopeParams, so it is
// computed once and shared (a slider move of m or n computes none).

#include "core/frequencies.h"
#include "core/params.h"

#include <memory>

namespace rope::model {

/// frequencies(rope) for parameters whose inputs pass core::validateInputs; the last few tables
/// are kept. Safe from any thread.
std::shared_ptr<const core::FrequencyTable> frequencyTableFor(const core::RopeParams& rope);

} // namespace rope::model
