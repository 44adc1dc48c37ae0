// Checking parameters, positions and matrices; every problem returned as a value.
#include "core/validate.h"

#include "core/frequencies.h"

#include <cmath>
#include <utility>

namespace rope::core {

namespace {

bool finite(double x) { return std::isfinite(x); }

void requirePositive(Problems& out, double value, const char* field)
{
    if (!finite(value))
        out.push_back({ProblemCode::NotFinite, field, value});
    else if (value <= 0.0)
        out.push_back({ProblemCode::NotPositive, field, value});
}

void validateScaling(Problems& out, const RopeParams& p)
{
    // The fields every method shares are checked even when no method reads them: a value given and then
    // ignored in silence (a factor of 0 with no scaling) is refused like any other.
    const Scaling& s = p.scaling;
    if (s.method != ScalingMethod::LongRope)
        requirePositive(out, s.factor, "factor");
    if (s.attentionFactor)
        requirePositive(out, *s.attentionFactor, "attention_factor");
    if (s.originalMaxPositionEmbeddings < 0)
        out.push_back(
            {ProblemCode::NotPositive, "original_max_position_embeddings", double(s.originalMaxPositionEmbeddings)});
    if (s.maxPositionEmbeddings < 0)
        out.push_back({ProblemCode::NotPositive, "max_position_embeddings", double(s.maxPositionEmbeddings)});
    if (s.seqLen < 0)
        out.push_back({ProblemCode::NotPositive, "seq_len", double(s.seqLen)});
    // get_mscale(s, m) = 0.1·m·ln s + 1 (YaRN, DeepSeek): a negative m would shrink the logits instead (and at
    // m < −10 / ln s make the factor negative). A finite value out of range says so, not "not finite".
    for (const auto& [value, name] : {std::pair{s.mscale, "mscale"}, std::pair{s.mscaleAllDim, "mscale_all_dim"}})
        if (!finite(value))
            out.push_back({ProblemCode::NotFinite, name, value});
        else if (value < 0 || value > limits::maxAttentionFactor)
            out.push_back({ProblemCode::OutOfRange, name, value, 0.0, limits::maxAttentionFactor});

    switch (s.method) {
    case ScalingMethod::None:
    case ScalingMethod::Linear:
        break;
    case ScalingMethod::NtkAware:
    case ScalingMethod::DynamicNtk:
        // base' = base·x^(d/(d−2)) is undefined for d = 2 rotary dims.
        if (p.rotaryDims() <= 2)
            out.push_back({ProblemCode::OutOfRange, "rotary_dim", double(p.rotaryDims()), 4, limits::maxHeadDim});
        if (s.method == ScalingMethod::DynamicNtk && s.originalContext() <= 0)
            out.push_back({ProblemCode::MissingContextLength, "max_position_embeddings"});
        break;
    case ScalingMethod::Yarn:
        if (s.originalContext() <= 0)
            out.push_back({ProblemCode::MissingContextLength, "original_max_position_embeddings"});
        requirePositive(out, s.betaFast, "beta_fast");
        requirePositive(out, s.betaSlow, "beta_slow");
        // Equal is allowed, as in Hugging Face (Kimi K2-0905 sets both to 1): the ramp is then one step.
        if (finite(s.betaFast) && finite(s.betaSlow) && s.betaFast < s.betaSlow)
            out.push_back({ProblemCode::BetaOrder, "beta_fast", s.betaFast, s.betaSlow});
        break;
    case ScalingMethod::Llama3:
        if (s.originalMaxPositionEmbeddings <= 0)
            out.push_back({ProblemCode::MissingContextLength, "original_max_position_embeddings"});
        requirePositive(out, s.lowFreqFactor, "low_freq_factor");
        requirePositive(out, s.highFreqFactor, "high_freq_factor");
        // Equal is allowed, as in Hugging Face (Llama 4 Scout sets both to 1): no pair is then blended.
        if (finite(s.lowFreqFactor) && finite(s.highFreqFactor) && s.highFreqFactor < s.lowFreqFactor)
            out.push_back({ProblemCode::FreqFactorsOrder, "high_freq_factor", s.highFreqFactor, s.lowFreqFactor});
        break;
    case ScalingMethod::LongRope: {
        if (s.originalContext() <= 0)
            out.push_back({ProblemCode::MissingContextLength, "original_max_position_embeddings"});
        // Its attention factor √(1 + ln s / ln L₀) divides by ln L₀: L₀ = 1 gives ∞.
        if (s.originalContext() == 1 && !s.attentionFactor)
            out.push_back(
                {ProblemCode::OutOfRange, "original_max_position_embeddings", 1.0, 2.0, limits::maxAbsPosition});
        const auto pairs = double(p.pairCount());
        for (const auto* list : {&s.shortFactor, &s.longFactor}) {
            const char* name = list == &s.shortFactor ? "short_factor" : "long_factor";
            if (double(list->size()) != pairs) {
                out.push_back({ProblemCode::FactorListLength, name, double(list->size()), pairs});
                continue;
            }
            for (double f : *list)
                if (!finite(f) || f <= 0.0) {
                    out.push_back({finite(f) ? ProblemCode::NotPositive : ProblemCode::NotFinite, name, f});
                    break;
                }
        }
        break;
    }
    }
}

// Inputs that each look fine can still combine into unusable frequencies (a scaling factor of 1e-310
// makes θ infinite; a dynamic-NTK factor of 1e17 cancels the effective base to 0). The derived
// quantities are checked themselves, so no ∞ or NaN ever reaches a view or an output.
void validateDerived(Problems& out, const RopeParams& p, const FrequencyTable& t)
{
    if (!p.thetaOverride && !(finite(t.effectiveBase) && t.effectiveBase > 1.0)) {
        out.push_back({ProblemCode::BaseNotAboveOne, "effective_base", t.effectiveBase});
        return;
    }
    for (Eigen::Index i = 0; i < t.invFreq.size(); ++i) {
        const double theta = t.invFreq[i];
        if (!finite(theta) || theta < limits::minTheta || theta > limits::maxTheta) {
            out.push_back({ProblemCode::FrequencyOutOfRange, "theta_i", theta, double(i)});
            return;
        }
    }
    if (!finite(t.attentionFactor) || t.attentionFactor <= 0.0 || t.attentionFactor > limits::maxAttentionFactor)
        out.push_back(
            {ProblemCode::OutOfRange, "attention_factor", t.attentionFactor, 0.0, limits::maxAttentionFactor});
}

} // namespace

Problems validate(const RopeParams& p)
{
    Problems out = validateInputs(p);
    if (out.empty())
        validateDerived(out, p, frequencies(p));
    return out;
}

Problems validateFrequencies(const RopeParams& p, const FrequencyTable& table)
{
    Problems out;
    validateDerived(out, p, table);
    return out;
}

Problems validateInputs(const RopeParams& p)
{
    Problems out;
    if (p.headDim < 2 || p.headDim > limits::maxHeadDim)
        out.push_back({ProblemCode::OutOfRange, "head_dim", double(p.headDim), 2, limits::maxHeadDim});
    else if (p.headDim % 2 != 0)
        out.push_back({ProblemCode::HeadDimNotEven, "head_dim", double(p.headDim)});
    if (p.rotaryDim != 0 && (p.rotaryDim < 2 || p.rotaryDim % 2 != 0 || p.rotaryDim > p.headDim))
        out.push_back({ProblemCode::RotaryDimInvalid, "rotary_dim", double(p.rotaryDim), 2, double(p.headDim)});

    if (p.thetaOverride) {
        requirePositive(out, *p.thetaOverride, "theta");
        if (out.empty() && *p.thetaOverride > limits::maxTheta)
            out.push_back({ProblemCode::OutOfRange, "theta", *p.thetaOverride, limits::minTheta, limits::maxTheta});
    } else if (!finite(p.base)) {
        out.push_back({ProblemCode::NotFinite, "base", p.base});
    } else if (p.base <= 1.0) {
        out.push_back({ProblemCode::BaseNotAboveOne, "base", p.base});
    }
    if (out.empty())
        validateScaling(out, p);
    return out;
}

Problems checkMatrix(const RowMatrixXd& m, const char* field, Eigen::Index cols)
{
    if (m.rows() == 0)
        return {{ProblemCode::EmptySequence, field}};
    if (cols > 0 && m.cols() != cols)
        return {{ProblemCode::ShapeMismatch, field, double(m.cols()), double(cols)}};
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            if (!finite(m(r, c)))
                return {{ProblemCode::NonFiniteInput, field, double(r), double(c)}};
            else if (std::abs(m(r, c)) > limits::maxAbsInput)
                return {{ProblemCode::OutOfRange, field, m(r, c), -limits::maxAbsInput, limits::maxAbsInput}};
    return {};
}

Problems checkPositions(const Eigen::VectorXd& positions, const char* field, Precision precision)
{
    if (positions.size() == 0)
        return {{ProblemCode::EmptySequence, field}};
    constexpr double fp16Max = 65504.0;
    for (Eigen::Index i = 0; i < positions.size(); ++i) {
        const double p = positions[i];
        if (!finite(p))
            return {{ProblemCode::NotFinite, field, p}};
        if (std::abs(p) > limits::maxAbsPosition)
            return {{ProblemCode::OutOfRange, field, p, -limits::maxAbsPosition, limits::maxAbsPosition}};
        // Rounded to fp16 such a position becomes infinity, and every angle NaN.
        if (precision == Precision::Fp16 && std::abs(p) > fp16Max)
            return {{ProblemCode::NotRepresentable, field, p, fp16Max}};
    }
    return {};
}

Problems checkLogitRange(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k, Precision precision)
{
    const double largest = precision == Precision::Fp16 ? 65504.0 : precision == Precision::Fp64 ? 1.79e308 : 3.38e38;
    const double slack = std::sqrt(params.headDim / 2.0);
    const double g = frequencies(params).attentionFactor;
    const double bound = g * g * (q.rowwise().norm().maxCoeff() + slack) * (k.rowwise().norm().maxCoeff() + slack) /
                         std::sqrt(double(params.headDim));
    if (!(bound <= largest))
        return {{ProblemCode::NotRepresentable, "logits", bound, largest}};
    return {};
}

Problems checkAttentionSize(Eigen::Index queries, Eigen::Index keys, double maxCells)
{
    if (queries == 0 || keys == 0)
        return {{ProblemCode::EmptySequence, "N"}};
    const double cells = double(queries) * double(keys);
    if (cells > maxCells)
        return {{ProblemCode::TooLarge, "N", cells, maxCells}};
    return {};
}

} // namespace rope::core
