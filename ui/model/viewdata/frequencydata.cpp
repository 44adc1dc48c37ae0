// The frequency view's overlays and angle tables, computed from Results.
#include "ui/model/viewdata/frequencydata.h"

#include "core/pooling.h"
#include "core/rotation.h"

#include <cmath>
#include <numbers>

namespace rope::model {

namespace {
constexpr double kTwoPi = 2 * std::numbers::pi;
} // namespace

int pairOfDimension(const core::RopeParams& rope, core::Pairing layout, int j)
{
    const int span = rope.pairingDims(); // the whole head for Gemma 4's proportional RoPE
    if (j < 0 || j >= span)
        return -1;
    const int pair = layout == core::Pairing::HalfSplit ? j % (span / 2) : j / 2;
    return pair < rope.pairCount() ? pair : -1;
}

std::shared_ptr<const FrequencyData> computeFrequencyData(const FrequencyRequest& request,
                                                          const core::Execution& execution)
{
    const Results& r = *request.results;
    auto data = std::make_shared<FrequencyData>();
    data->request = request;
    if (!r.params.rope.thetaOverride)
        for (double base : request.otherBases) {
            core::RopeParams other = r.params.rope;
            other.base = base;
            other.scaling = {};
            data->baseWavelengths.push_back(core::wavelengths(core::frequencies(other).invFreq));
        }

    core::RopeParams rope = r.params.rope;
    rope.pairing = request.layout.value_or(rope.pairing);
    data->layout = rope.pairing;
    const int n = r.params.seqLen;
    data->rowPool = core::poolFactor(n, FrequencyData::kMaxTableRows);
    data->pairTable.resize((n + data->rowPool - 1) / data->rowPool, r.freqs.invFreq.size());
    // Positions a whole number of table rows at a time: at N = 131072 and d = 512 the full tables
    // would be a gigabyte; a chunk of about 8192 positions is a few megabytes.
    const int chunk = data->rowPool * std::max(1, 8192 / data->rowPool);
    for (int first = 0; first < n && !execution.cancelled(); first += chunk) {
        const int count = std::min(chunk, n - first);
        const Eigen::VectorXd positions = Eigen::VectorXd::LinSpaced(count, first, first + count - 1);
        // Position × pair: p·θ_i, then the chosen function of it.
        core::RowMatrixXd table = core::angleTable(positions, r.freqs.invFreq);
        const core::CosSinCache<double> cache = core::cosSinCache<double>(
            rope, r.freqs, positions, core::Precision::Fp64, core::AnglePrecision::SameAsData, execution);
        core::RowMatrixXd perDimension;
        switch (request.value) {
        case TableValue::Cos:
            table = table.array().cos();
            perDimension = cache.cos;
            break;
        case TableValue::Sin:
            table = table.array().sin();
            perDimension = cache.sin;
            break;
        case TableValue::AngleMod2Pi:
            table = table.unaryExpr([](double a) { return a - kTwoPi * std::floor(a / kTwoPi); });
            // The per-dimension angles: column j holds its pair's angle.
            perDimension.resize(count, rope.pairingDims());
            for (int j = 0; j < rope.pairingDims(); ++j) {
                const int pair = pairOfDimension(rope, rope.pairing, j);
                if (pair >= 0)
                    perDimension.col(j) = table.col(pair);
                else
                    perDimension.col(j).setZero(); // a zero-frequency pair: angle 0 at every position
            }
            break;
        }
        const Eigen::Index row = first / data->rowPool;
        const core::RowMatrixXf pairs = core::pool(table, data->rowPool, 1, core::Pooling::Mean, execution);
        data->pairTable.middleRows(row, pairs.rows()) = pairs;
        const core::RowMatrixXf dims = core::pool(perDimension, data->rowPool, 1, core::Pooling::Mean, execution);
        if (first == 0)
            data->dimensionTable.resize(data->pairTable.rows(), dims.cols());
        data->dimensionTable.middleRows(row, dims.rows()) = dims;
    }
    return execution.cancelled() ? nullptr : data;
}

} // namespace rope::model
