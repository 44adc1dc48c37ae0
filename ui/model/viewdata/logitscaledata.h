#pragma once
// The logit-scale view's data: every method's multiplier c(p) against the query position p on a log
// grid, and the largest weight among n keys (one at A, the rest at B) with and without the chosen
// method's c(n − 1) (core/logitscale.h). A few thousand closed-form values: cheap enough for the GUI
// thread.

#include "core/execution.h"
#include "core/logitscale.h"

#include <array>
#include <memory>
#include <vector>

namespace rope::model {

struct LogitScaleRequest {
    core::LogitScaleMethod method = core::LogitScaleMethod::Llama4;
    double peak = 3, rest = -2;
    bool operator==(const LogitScaleRequest&) const = default;
};

struct LogitScaleData {
    static constexpr double kLargestPosition = 1 << 20; ///< the grid runs 1 … 2²⁰
    static constexpr std::array<double, 4> kQuoted = {10, 100, 1000, 10000}; ///< n the readout quotes
    LogitScaleRequest request;
    Eigen::VectorXd positions; ///< p, log-spaced, with the chosen method's steps at both sides
    std::vector<core::LogitScaleMethod> methods; ///< every method, in core::logitScaleMethods() order
    std::vector<Eigen::VectorXd> multipliers; ///< per method, c(p) at positions
    Eigen::VectorXd keys; ///< n, log-spaced 1 … 2²⁰
    Eigen::VectorXd plain, scaled; ///< the largest weight at keys: c = 1, and the method's c(n − 1)
    std::array<double, 4> plainAt{}, scaledAt{}; ///< at kQuoted
};

LogitScaleData logitScaleData(const LogitScaleRequest& request);
std::shared_ptr<const LogitScaleData> computeLogitScale(const LogitScaleRequest& request,
                                                        const core::Execution& execution);

} // namespace rope::model
