#pragma once
// What the frequency view draws beyond Results' own θ_i, computed off the GUI thread: the
// wavelengths at other bases (for comparison), and the angle table — position × pair, and the same
// per dimension, exactly the cos/sin cache of a pairing — pooled to at most kMaxTableRows rows.

#include "core/params.h"
#include "ui/model/results.h"
#include "ui/model/resultsinput.h"

#include <memory>
#include <optional>
#include <vector>

namespace rope::model {

enum class TableValue { Cos, Sin, AngleMod2Pi };

struct FrequencyRequest {
    ResultsInput results;
    std::vector<double> otherBases; ///< wavelength overlays (empty: none)
    TableValue value = TableValue::Cos;
    std::optional<core::Pairing> layout; ///< the per-dimension table's pairing (default: the current one)

    bool operator==(const FrequencyRequest&) const = default;
};

struct FrequencyData {
    static constexpr int kMaxTableRows = 512;
    FrequencyRequest request;
    std::vector<Eigen::VectorXd> baseWavelengths; ///< one per other base, per pair
    core::Pairing layout = core::Pairing::Interleaved;
    int rowPool = 1; ///< positions per table row
    core::RowMatrixXf pairTable; ///< pooled rows × pairs
    core::RowMatrixXf dimensionTable; ///< pooled rows × rotary dims
};

std::shared_ptr<const FrequencyData> computeFrequencyData(const FrequencyRequest& request,
                                                          const core::Execution& execution);

/// The pair that dimension j belongs to in a layout (−1 for a dimension that does not rotate).
int pairOfDimension(const core::RopeParams& rope, core::Pairing layout, int j);

} // namespace rope::model
