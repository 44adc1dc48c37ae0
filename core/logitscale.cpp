// Logit multipliers by position, and the dilution they push back against.
#include "core/logitscale.h"

#include "core/frequencies.h"

#include <cmath>

namespace rope::core {

const char* logitScaleMethodKey(LogitScaleMethod method)
{
    switch (method) {
    case LogitScaleMethod::None:
        return "none";
    case LogitScaleMethod::Llama4:
        return "llama4";
    case LogitScaleMethod::QwenLogn:
        return "qwen-logn";
    case LogitScaleMethod::Ministral:
        return "ministral";
    case LogitScaleMethod::Yarn:
        return "yarn";
    case LogitScaleMethod::DeepSeek:
        return "deepseek";
    case LogitScaleMethod::Ssmax:
        return "ssmax";
    }
    return "none";
}

const std::vector<LogitScaleMethod>& logitScaleMethods()
{
    static const std::vector<LogitScaleMethod> methods = {LogitScaleMethod::Llama4,    LogitScaleMethod::QwenLogn,
                                                          LogitScaleMethod::Ministral, LogitScaleMethod::Yarn,
                                                          LogitScaleMethod::DeepSeek,  LogitScaleMethod::Ssmax};
    return methods;
}

LogitScaleParams logitScaleDefaults(LogitScaleMethod method)
{
    LogitScaleParams p;
    p.method = method;
    if (method == LogitScaleMethod::Yarn) {
        p.factor = 32;
        p.mscale = 0;
        p.mscaleAllDim = 0;
    }
    return p;
}

Problems validateLogitScale(const LogitScaleParams& p)
{
    Problems problems;
    const auto positive = [&](double value, const char* field) {
        if (!std::isfinite(value))
            problems.push_back({ProblemCode::NotFinite, field, value});
        else if (value <= 0)
            problems.push_back({ProblemCode::NotPositive, field, value});
    };
    const auto nonNegative = [&](double value, const char* field) {
        if (!std::isfinite(value))
            problems.push_back({ProblemCode::NotFinite, field, value});
        else if (value < 0)
            problems.push_back({ProblemCode::OutOfRange, field, value, 0.0, HUGE_VAL});
    };
    switch (p.method) {
    case LogitScaleMethod::None:
        break;
    case LogitScaleMethod::Llama4:
        nonNegative(p.attnScale, "attn_scale");
        positive(p.floorScale, "floor_scale");
        break;
    case LogitScaleMethod::QwenLogn:
        if (!std::isfinite(p.trainLength) || p.trainLength < 2) // log base L needs L > 1
            problems.push_back({ProblemCode::OutOfRange, "seq_length", p.trainLength, 2.0, HUGE_VAL});
        break;
    case LogitScaleMethod::Ministral:
        nonNegative(p.beta, "llama_4_scaling_beta");
        positive(p.originalLength, "original_max_position_embeddings");
        break;
    case LogitScaleMethod::Yarn:
    case LogitScaleMethod::DeepSeek:
        positive(p.factor, "factor");
        nonNegative(p.mscale, "mscale");
        nonNegative(p.mscaleAllDim, "mscale_all_dim");
        break;
    case LogitScaleMethod::Ssmax:
        nonNegative(p.ssmaxS, "s");
        if (p.ssmaxS == 0 && (!std::isfinite(p.trainLength) || p.trainLength < 2))
            problems.push_back({ProblemCode::OutOfRange, "train_length", p.trainLength, 2.0, HUGE_VAL});
        break;
    }
    return problems;
}

double ssmaxScale(const LogitScaleParams& p) { return p.ssmaxS > 0 ? p.ssmaxS : 1.0 / std::log(p.trainLength); }

double logitMultiplier(const LogitScaleParams& p, double position)
{
    switch (p.method) {
    case LogitScaleMethod::None:
        return 1.0;
    case LogitScaleMethod::Llama4:
        return 1.0 + p.attnScale * std::log(std::floor((position + 1.0) / p.floorScale) + 1.0);
    case LogitScaleMethod::QwenLogn: // logn_list[i − 1] = log_L(i) for i > L: i = p + 1
        return position + 1.0 > p.trainLength ? std::log(position + 1.0) / std::log(p.trainLength) : 1.0;
    case LogitScaleMethod::Ministral:
        return 1.0 + p.beta * std::log(1.0 + std::floor(position / p.originalLength));
    case LogitScaleMethod::Yarn:
    case LogitScaleMethod::DeepSeek: {
        const double g = p.mscale > 0 && p.mscaleAllDim > 0
                             ? yarnMscale(p.factor, p.mscale) / yarnMscale(p.factor, p.mscaleAllDim)
                             : yarnMscale(p.factor);
        const double softmax =
            p.method == LogitScaleMethod::DeepSeek && p.mscaleAllDim > 0 ? yarnMscale(p.factor, p.mscaleAllDim) : 1.0;
        return g * g * softmax * softmax;
    }
    case LogitScaleMethod::Ssmax:
        return ssmaxScale(p) * std::log(position + 1.0);
    }
    return 1.0;
}

Eigen::VectorXd logitMultipliers(const LogitScaleParams& params, const Eigen::VectorXd& positions)
{
    return positions.unaryExpr([&](double p) { return logitMultiplier(params, p); });
}

double peakWeight(double n, double peak, double rest, double multiplier)
{
    return 1.0 / (1.0 + (n - 1.0) * std::exp(multiplier * (rest - peak)));
}

double peakWeight(const LogitScaleParams& params, double n, double peak, double rest)
{
    return peakWeight(n, peak, rest, logitMultiplier(params, n - 1.0));
}

} // namespace rope::core
