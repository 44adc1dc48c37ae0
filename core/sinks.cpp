// GPT-OSS's learned sink logit, and StreamingLLM's cache of sinks plus a recent window.
#include "core/sinks.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rope::core {

SinkSoftmax sinkSoftmax(const Eigen::MatrixXd& logits, double sinkLogit)
{
    SinkSoftmax out;
    out.weights = Eigen::MatrixXd::Zero(logits.rows(), logits.cols());
    out.sink.resize(logits.rows());
    for (Eigen::Index m = 0; m < logits.rows(); ++m) {
        // The max over the row and the sink first, as transformers subtracts it: no overflow.
        double top = sinkLogit;
        for (Eigen::Index n = 0; n < logits.cols(); ++n)
            top = std::max(top, logits(m, n)); // −∞ never wins over a finite sink
        double total = std::exp(sinkLogit - top);
        for (Eigen::Index n = 0; n < logits.cols(); ++n)
            if (std::isfinite(logits(m, n))) {
                out.weights(m, n) = std::exp(logits(m, n) - top);
                total += out.weights(m, n);
            }
        out.weights.row(m) /= total;
        out.sink[m] = std::exp(sinkLogit - top) / total;
    }
    return out;
}

StreamingCache streamingCache(Eigen::Index n, int sinkTokens, int window)
{
    constexpr double none = std::numeric_limits<double>::quiet_NaN();
    StreamingCache c;
    c.keyPosition = Eigen::MatrixXd::Constant(n, n, none);
    c.distance = Eigen::MatrixXd::Constant(n, n, none);
    c.queryPosition.resize(n);
    const long long k = std::max(sinkTokens, 0);
    for (Eigen::Index m = 0; m < n; ++m) {
        const long long start = std::max<long long>(k, m - window + 1); // the first recent key
        const auto cachePosition = [&](long long key) { return key < k ? double(key) : double(k + key - start); };
        c.queryPosition[m] = cachePosition(m);
        for (Eigen::Index key = 0; key <= m; ++key) {
            if (key >= k && key < start)
                continue; // evicted
            c.keyPosition(m, key) = cachePosition(key);
            c.distance(m, key) = c.queryPosition[m] - c.keyPosition(m, key);
        }
    }
    return c;
}

} // namespace rope::core
