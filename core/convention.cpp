// Applying a convention: RoPE the way a piece of code does it, mistakes included.
#include "core/convention.h"

#include "core/frequencies.h"
#include "core/hfexact.h"
#include "core/precision.h"
#include "core/rotation.h"
#include "core/validate.h"

#include <cassert>

namespace rope::core {

namespace {

// x·cos + rotate_half(x)·sin on the rotated span with the cache laid out as c says (possibly for the
// other pairing), cos and sin swapped if so; every product and sum rounded to the format.
template <typename Scalar>
RowMatrix<Scalar> applyLaidOut(const Convention& c, const RopeParams& params, const FrequencyTable& freqs,
                               const RowMatrix<Scalar>& x, const Eigen::VectorXd& q, Precision precision,
                               AnglePrecision angles)
{
    RopeParams cacheParams = params;
    if (c.cosSinLayout == CosSinLayout::Cat)
        cacheParams.pairing = Pairing::HalfSplit; // torch.cat((freqs, freqs), dim=-1)
    else if (c.cosSinLayout == CosSinLayout::RepeatInterleave)
        cacheParams.pairing = Pairing::Interleaved; // freqs.repeat_interleave(2, dim=-1)
    const CosSinCache<Scalar> cache = cosSinCache<Scalar>(cacheParams, freqs, q, precision, angles);
    RowMatrix<Scalar> out = x;
    roundInPlace(precision, out);
    const int offset = params.rotaryOffset(), r = params.rotaryDims();
    const RowMatrix<Scalar> span = out.middleCols(offset, r);
    const RowMatrix<Scalar> half = rotateHalf<Scalar>(params.pairing, span);
    RowMatrix<Scalar> cosTerm = span.cwiseProduct(c.cosSinSwapped ? cache.sin : cache.cos);
    RowMatrix<Scalar> sinTerm = half.cwiseProduct(c.cosSinSwapped ? cache.cos : cache.sin);
    roundInPlace(precision, cosTerm);
    roundInPlace(precision, sinTerm);
    RowMatrix<Scalar> sum = cosTerm + sinTerm;
    roundInPlace(precision, sum);
    out.middleCols(offset, r) = sum;
    return out;
}

} // namespace

RopeParams conventionParams(const Convention& c, int d, const Scaling& scaling)
{
    RopeParams p;
    p.headDim = d;
    p.rotaryDim = c.rotaryDim == d ? 0 : c.rotaryDim;
    p.rotaryPlacement = c.placement;
    p.base = c.base;
    p.pairing = c.pairing;
    if (c.scaled) {
        p.scaling = scaling;
        if (c.truncateFlipped)
            p.scaling.truncate = !p.scaling.truncate;
        if (c.attentionFactorDropped)
            p.scaling.attentionFactor = 1.0;
    }
    return p;
}

Eigen::VectorXd conventionPositions(const Convention& c, const Eigen::VectorXd& positions)
{
    Eigen::VectorXd q = positions.array() + double(c.positionOffset);
    if (c.precision == DiagnosedPrecision::Bf16Positions)
        q = q.unaryExpr([](double p) { return heldPosition(Precision::Bf16, p); });
    if (c.direction == Direction::Clockwise)
        q = -q;
    return q;
}

Problems conventionProblems(const Convention& c, int d, const Scaling& scaling)
{
    if (c.rotaryDim < 2 || c.rotaryDim % 2 != 0 || c.rotaryDim > d)
        return {{ProblemCode::RotaryDimInvalid, "rotary_dim", double(c.rotaryDim), 2, double(d)}};
    const RopeParams params = conventionParams(c, d, scaling);
    Problems out = validate(params);
    if (!out.empty())
        return out;
    if ((c.cosSinLayout != CosSinLayout::Matching || c.cosSinSwapped) && c.placement == RotaryPlacement::Proportional &&
        c.rotaryDim < d)
        out.push_back({ProblemCode::PrecisionUnsupported, "cos_sin_layout"});
    if (c.truncateFlipped && (!c.scaled || scaling.method != ScalingMethod::Yarn))
        out.push_back({ProblemCode::PrecisionUnsupported, "truncate"});
    if (c.attentionFactorDropped) {
        // Only where the reference's scaling has a factor to leave out.
        Convention kept = c;
        kept.attentionFactorDropped = false;
        if (!c.scaled || frequencies(conventionParams(kept, d, scaling)).attentionFactor == 1.0)
            out.push_back({ProblemCode::PrecisionUnsupported, "attention_factor"});
    }
    return out;
}

RowMatrixXd applyConvention(const Convention& c, const RowMatrixXd& x, const Eigen::VectorXd& positions,
                            const Scaling& scaling)
{
    assert(positions.size() == x.rows() && conventionProblems(c, int(x.cols()), scaling).empty() &&
           "applyConvention: a convention that applies, one position per row");
    const int d = int(x.cols());
    const RopeParams params = conventionParams(c, d, scaling);
    const Eigen::VectorXd q = conventionPositions(c, positions);
    FrequencyTable freqs = frequencies(params);
    const bool laidOut = c.cosSinLayout != CosSinLayout::Matching || c.cosSinSwapped;
    // The float pipelines hold every component in their format, the unrotated ones too.
    Precision precision = Precision::Fp64;
    AnglePrecision angles = AnglePrecision::SameAsData;
    switch (c.precision) {
    case DiagnosedPrecision::Fp64:
    case DiagnosedPrecision::Bf16Positions:
        break;
    case DiagnosedPrecision::Fp32:
        precision = Precision::Fp32;
        angles = AnglePrecision::Fp64;
        break;
    case DiagnosedPrecision::Fp32Torch: {
        // θ_i as transformers' float32 inv_freq buffer holds them, for every scaling method.
        const std::vector<float> inv = hfFrequencies(params).invFreq;
        freqs.invFreq = Eigen::VectorXf::Map(inv.data(), params.pairCount()).cast<double>();
        precision = Precision::Fp32;
        angles = AnglePrecision::Fp32;
        break;
    }
    case DiagnosedPrecision::Bf16:
        precision = Precision::Bf16;
        angles = AnglePrecision::Fp32;
        break;
    case DiagnosedPrecision::Fp16:
        precision = Precision::Fp16;
        angles = AnglePrecision::Fp32;
        break;
    }
    RowMatrixXd out;
    if (precision == Precision::Fp64) {
        out = laidOut ? applyLaidOut<double>(c, params, freqs, x, q, precision, angles)
                      : rotate<double>(params, freqs, x, q, Precision::Fp64);
    } else {
        const RowMatrixXf xf = x.cast<float>();
        out = (laidOut ? applyLaidOut<float>(c, params, freqs, xf, q, precision, angles)
                       : rotate<float>(params, freqs, xf, q, precision, angles))
                  .cast<double>();
    }
    if (c.output != OutputRounding::None) {
        const Precision stored = c.output == OutputRounding::Bf16 ? Precision::Bf16 : Precision::Fp16;
        out = out.unaryExpr([stored](double v) { return roundTo(stored, v); });
    }
    return out;
}

Eigen::VectorXd conventionScores(const Convention& c, const Eigen::VectorXd& q, const Eigen::VectorXd& k,
                                 const Eigen::VectorXd& deltas, const Scaling& scaling, double keyPosition)
{
    const RowMatrixXd queries = q.transpose().replicate(deltas.size(), 1);
    const RowMatrixXd rotatedQueries = applyConvention(c, queries, (deltas.array() + keyPosition).matrix(), scaling);
    const RowMatrixXd key = applyConvention(c, k.transpose(), Eigen::VectorXd::Constant(1, keyPosition), scaling);
    return rotatedQueries * key.row(0).transpose();
}

} // namespace rope::core
