// Results from parameters: the O(d) clock part and the N×N attention, pooled for the maps.
#include "ui/model/results.h"

#include "core/additive.h"
#include "core/attention.h"
#include "core/pooling.h"
#include "core/rotation.h"
#include "ui/model/tensors.h"

#include <QElapsedTimer>

#include <cmath>
#include <limits>
#include <map>

namespace rope::ui {

Eigen::VectorXd demonstrationVector(const AppParams& params, core::ContentRole role)
{
    // Every pair: q = (1, 0), k = (0, 1), so q·k = 0 while q̃·k̃ = Σ sin(Δθ_i) is not.
    Eigen::VectorXd v = Eigen::VectorXd::Zero(params.rope.headDim);
    for (int i = 0; i < params.rope.pairCount(); ++i) {
        const auto [a, b] = core::pairComponents(params.rope, i);
        v[role == core::ContentRole::Query ? a : b] = 1.0;
    }
    return v;
}

core::RowMatrixXd contentRows(const AppParams& params, core::ContentRole role, int n)
{
    core::RowMatrixXd rows(n, params.rope.headDim);
    for (int i = 0; i < n; ++i)
        rows.row(i) = contentVector(params, role, i).transpose();
    return rows;
}

Eigen::VectorXd contentVector(const AppParams& params, core::ContentRole role, double position)
{
    if (params.heatmapMode == HeatmapMode::NotElementwise && role != core::ContentRole::Value)
        return demonstrationVector(params, role);
    if (params.source == QkSource::Loaded && params.tensors) {
        // Token i sits at position first + i; positions outside the tokens show the nearest one.
        const auto& t = *params.tensors;
        const Eigen::Index row =
            std::clamp<Eigen::Index>(Eigen::Index(std::llround(position - t.files.firstPosition)), 0, t.tokens() - 1);
        const core::RowMatrixXd& m = role == core::ContentRole::Query ? t.q
                                     : role == core::ContentRole::Key ? t.k
                                                                      : t.v;
        return m.row(row).transpose();
    }
    if (params.source == QkSource::Explicit && role != core::ContentRole::Value) {
        const auto& v = role == core::ContentRole::Query ? params.explicitQ : params.explicitK;
        return Eigen::Map<const Eigen::VectorXd>(v.data(), Eigen::Index(v.size()));
    }
    return core::contentAt(params.rope, params.contentSpec(), role, std::int64_t(std::llround(position)));
}

namespace {

constexpr int kMaxDoubleN = 4096;

core::Content contentRows(const AppParams& p)
{
    if (p.source == QkSource::Loaded && p.tensors && p.heatmapMode != HeatmapMode::NotElementwise) {
        const auto& t = *p.tensors;
        const Eigen::Index n = std::min<Eigen::Index>(p.seqLen, t.tokens());
        return {t.q.topRows(n), t.k.topRows(n), t.v.topRows(n)};
    }
    if (p.source != QkSource::Explicit && p.heatmapMode != HeatmapMode::NotElementwise)
        return core::makeContent(p.rope, p.seqLen, p.contentSpec());
    core::Content c = core::makeContent(p.rope, p.seqLen, p.contentSpec()); // values
    const Eigen::RowVectorXd q = contentVector(p, core::ContentRole::Query, 0).transpose();
    const Eigen::RowVectorXd k = contentVector(p, core::ContentRole::Key, 0).transpose();
    c.q = q.replicate(p.seqLen, 1);
    c.k = k.replicate(p.seqLen, 1);
    return c;
}

template <typename Scalar>
PooledMap pooled(const core::RowMatrix<Scalar>& m, int factor, core::Pooling how, bool spread)
{
    PooledMap map;
    map.cells = core::pool(m, factor, how);
    float lo = INFINITY, hi = -INFINITY;
    for (Eigen::Index i = 0; i < map.cells.size(); ++i) {
        const float v = map.cells.data()[i];
        if (std::isfinite(v)) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    }
    map.min = std::isfinite(lo) ? lo : 0;
    map.max = std::isfinite(hi) ? hi : 0;
    if (spread)
        map.diagonalSpread = core::diagonalSpread(m);
    return map;
}

template <typename Scalar>
EncodingMaps encodingMaps(const core::AttentionResult<Scalar>& a, int factor)
{
    // The spread along diagonals of the quantity each map shows: weights too (softmax normalises each
    // row over its own visible keys, so even RoPE's weights are not constant along a diagonal).
    return {pooled(a.logits, factor, core::Pooling::Mean, true), pooled(a.weights, factor, core::Pooling::Max, true)};
}

// log Σ_n exp(logit) per row, read off the softmax already computed: at the row's largest logit,
// weight = exp(logit − lse), so lse = logit − log(weight). No N² exponentials (they were a seventh
// of a drag's CPU time at N = 8192); the largest weight is at least 1/N, so its log is accurate.
template <typename Scalar>
Eigen::VectorXd rowLogSumExp(const core::AttentionResult<Scalar>& a)
{
    Eigen::VectorXd lse(a.logits.rows());
    for (Eigen::Index i = 0; i < a.logits.rows(); ++i) {
        Eigen::Index top = 0;
        const Scalar peak = a.logits.row(i).maxCoeff(&top);
        lse[i] = std::isfinite(double(peak)) ? double(peak) - std::log(double(a.weights(i, top))) : INFINITY;
    }
    return lse;
}

// The Δ = m − n at which most rows (from row skip on) put their largest weight.
template <typename Scalar>
int typicalPeakOffset(const core::RowMatrix<Scalar>& w, Eigen::Index skip)
{
    std::map<Eigen::Index, int> votes;
    for (Eigen::Index m = skip; m < w.rows(); ++m) {
        Eigen::Index n = 0;
        w.row(m).maxCoeff(&n);
        ++votes[m - n];
    }
    Eigen::Index best = 0;
    int count = -1;
    for (const auto& [offset, c] : votes)
        if (c > count) {
            best = offset;
            count = c;
        }
    return int(best);
}

// Runs one encoding and pools it; false when cancelled.
template <typename Scalar>
bool runEncoding(const AppParams& p, const core::Content& c, core::Encoding encoding, const std::atomic<bool>* cancel,
                 const core::FrequencyTable* freqs, int factor, EncodingMaps* out, Eigen::VectorXd* lse)
{
    core::AttentionOptions options;
    options.frequencies = freqs;
    options.mask = p.mask;
    options.cancel = cancel;
    options.encoding = encoding;
    options.precision = sizeof(Scalar) == sizeof(double) ? core::Precision::Fp64 : core::Precision::Fp32;
    options.anglePrecision = core::AnglePrecision::Fp64; // exact rotations; only the products are in float
    if (p.source == QkSource::Loaded && p.tensors && p.tensors->files.firstPosition != 0) {
        // Loaded tokens sit at first … first + N − 1: only scaling and rounding can tell, but be exact.
        const Eigen::Index n = c.q.rows();
        const double first = p.tensors->files.firstPosition;
        options.queryPositions = Eigen::VectorXd::LinSpaced(n, first, first + double(n - 1));
        options.keyPositions = options.queryPositions;
    }
    const auto a = core::attention<Scalar>(p.rope, c.q.cast<Scalar>(), c.k.cast<Scalar>(), c.v.cast<Scalar>(), options);
    if (a.cancelled)
        return false;
    *out = encodingMaps(a, factor);
    if (lse) { // the RoPE map: also where its rows look
        *lse = rowLogSumExp(a);
        out->peakOffset = typicalPeakOffset(a.weights, std::min<Eigen::Index>(8, a.weights.rows() / 4));
    }
    return true;
}

template <typename Scalar>
bool computeEncodings(const AppParams& p, const core::Content& c, const std::atomic<bool>* cancel,
                      const core::FrequencyTable* freqs, AttentionMaps& maps)
{
    if (!runEncoding<Scalar>(p, c, core::Encoding::Rope, cancel, freqs, maps.pool, &maps.rope, &maps.ropeRowLogSumExp))
        return false;
    const bool compare = p.heatmapMode == HeatmapMode::CompareEncodings;
    if (compare || p.heatmapMode == HeatmapMode::NotElementwise) {
        maps.none.emplace();
        if (!runEncoding<Scalar>(p, c, core::Encoding::None, cancel, freqs, maps.pool, &*maps.none, nullptr))
            return false;
    }
    if (compare) {
        maps.sinusoidal.emplace();
        if (!runEncoding<Scalar>(p, c, core::Encoding::Sinusoidal, cancel, freqs, maps.pool, &*maps.sinusoidal,
                                 nullptr))
            return false;
    }
    return true;
}

} // namespace

bool sameAttentionInputs(const AppParams& a, const AppParams& b)
{
    AppParams x = a;
    x.m = b.m;
    x.n = b.n;
    return x == b;
}

std::shared_ptr<Results> computeClockResults(const AppParams& p)
{
    auto r = std::make_shared<Results>();
    r->params = p;
    r->freqs = core::frequencies(p.rope);
    r->q = contentVector(p, core::ContentRole::Query, p.m);
    r->k = contentVector(p, core::ContentRole::Key, p.n);
    // θ_i once per parameter set, shared by everything computed from these Results.
    auto rotated = [&](const Eigen::VectorXd& x, double position) -> Eigen::VectorXd {
        return core::rotate<double>(p.rope, r->freqs, core::RowMatrixXd(x.transpose()),
                                    Eigen::VectorXd::Constant(1, position), core::Precision::Fp64)
            .row(0)
            .transpose();
    };
    r->qRotated = rotated(r->q, p.m);
    r->kRotated = rotated(r->k, p.n);
    r->score = r->qRotated.dot(r->kRotated);
    const double m2 = p.m + Results::kShift, n2 = p.n + Results::kShift;
    r->shiftedScore = rotated(contentVector(p, core::ContentRole::Query, m2), m2)
                          .dot(rotated(contentVector(p, core::ContentRole::Key, n2), n2));
    r->coeffs = core::pairCoefficients(p.rope, r->freqs, r->q, r->k);
    r->pairTerms = core::pairTerms(r->coeffs, r->freqs.invFreq, p.delta());
    return r;
}

std::shared_ptr<const AttentionMaps> computeAttention(const AppParams& p, const std::atomic<bool>* cancel,
                                                      const core::FrequencyTable* freqs)
{
    QElapsedTimer timer;
    timer.start();
    const core::Content c = contentRows(p);
    auto maps = std::make_shared<AttentionMaps>();
    maps->params = p;
    maps->n = p.seqLen;
    maps->pool = core::poolFactor(p.seqLen, AttentionMaps::kMaxMapCells);
    // Double up to N = 4096 (2 × 128 MB); above, float products (half the memory, twice the speed).
    maps->floatProducts = p.seqLen > kMaxDoubleN;
    const bool ok = maps->floatProducts ? computeEncodings<float>(p, c, cancel, freqs, *maps)
                                        : computeEncodings<double>(p, c, cancel, freqs, *maps);
    if (!ok)
        return nullptr;
    if (p.heatmapMode == HeatmapMode::Decomposition) {
        // The additive score with identity projections: q̂ = q + p_m, k̂ = k + p_n.
        const int n = std::min(p.seqLen, AttentionMaps::kMaxDecompositionN);
        const Eigen::VectorXd positions = core::consecutivePositions(n);
        const core::AdditiveDecomposition d =
            core::decomposeAdditive(c.q.topRows(n), c.k.topRows(n), {}, {}, positions, positions, p.rope.base);
        maps->decompositionN = n;
        maps->decompositionPool = core::poolFactor(n, AttentionMaps::kMaxMapCells);
        for (const core::RowMatrixXd* term :
             {&d.contentContent, &d.contentPosition, &d.positionContent, &d.positionPosition, &d.total})
            maps->decomposition.push_back( // shown as logits, on the scale of the other maps
                pooled(core::RowMatrixXd(d.logitScale * *term), maps->decompositionPool, core::Pooling::Mean, true));
        if (cancel && cancel->load())
            return nullptr;
    }
    maps->ropePeakOffset = maps->rope.peakOffset;
    maps->computeMilliseconds = double(timer.nsecsElapsed()) / 1e6;
    return maps;
}

} // namespace rope::ui
