// Results from parameters: the O(d) clock part and the N×N attention, pooled for the maps.
#include "ui/model/results.h"

#include "core/additive.h"
#include "core/attention.h"
#include "core/content.h"
#include "core/pooledattention.h"
#include "core/pooling.h"
#include "core/rotation.h"
#include "core/rowblocks.h"
#include "core/scorecurve.h"
#include "ui/model/frequencycache.h"
#include "ui/model/tensors.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <mutex>
#include <tuple>
#include <type_traits>

namespace rope::model {

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
    const core::ContentSpec spec = params.contentSpec();
    const std::int64_t p = std::llround(position);
    if (spec.source == core::ContentSource::LookBack) // built from θ_i: the shared table
        return core::contentAt(params.rope, *frequencyTableFor(params.rope), spec, role, p);
    return core::contentAt(params.rope, spec, role, p);
}

namespace {

constexpr int kMaxDoubleN = 4096;

// Whether every logit depends on Δ = m − n only: the same q and k at every position (constant,
// look-back, explicit, or the not-element-wise demonstration) with RoPE or no encoding (seed 000 §3).
bool toeplitzLogits(const AppParams& p, core::Encoding encoding)
{
    if (encoding == core::Encoding::Sinusoidal)
        return false;
    return p.heatmapMode == HeatmapMode::NotElementwise || p.source == QkSource::Constant ||
           p.source == QkSource::LookBack || p.source == QkSource::Explicit;
}

// The listed query rows (all N when none are listed) and all N keys, with their positions. Shared,
// so random rows come straight from the cache below without a copy per slider move.
struct QueriesKeys {
    std::shared_ptr<const core::RowMatrixXd> q, k;
    Eigen::VectorXd queryPositions, keyPositions; // empty: 0 … N−1
};

// Random content does not depend on the frequencies: a base or scaling drag reuses the last rows
// (generating them, one seeded stream per row, cost as much as the whole map at N = 2048).
struct RandomRowsCache {
    std::mutex mutex;
    int headDim = 0, n = 0;
    std::uint64_t seed = 0;
    std::shared_ptr<const core::RowMatrixXd> q, k;
};

RandomRowsCache& randomRowsCache()
{
    static RandomRowsCache cache;
    return cache;
}

// Kept only while random content is on show: other content frees them.
void releaseRandomRows()
{
    RandomRowsCache& cache = randomRowsCache();
    const std::lock_guard lock(cache.mutex);
    cache.q.reset();
    cache.k.reset();
}

std::pair<std::shared_ptr<const core::RowMatrixXd>, std::shared_ptr<const core::RowMatrixXd>> randomRows(
    const AppParams& p, const core::Execution& execution)
{
    // The cache must hold whole rows: generated with the job's threads, never cancelled half-way.
    const core::Execution uncancelled{execution.threads};
    RandomRowsCache& cache = randomRowsCache();
    const std::lock_guard lock(cache.mutex);
    if (!cache.q || cache.headDim != p.rope.headDim || cache.n != p.seqLen || cache.seed != p.seed) {
        cache.q.reset(); // free the old rows before making the new ones
        cache.k.reset();
        cache.q = std::make_shared<const core::RowMatrixXd>(
            core::contentMatrix(p.rope, p.contentSpec(), core::ContentRole::Query, p.seqLen, uncancelled));
        cache.k = std::make_shared<const core::RowMatrixXd>(
            core::contentMatrix(p.rope, p.contentSpec(), core::ContentRole::Key, p.seqLen, uncancelled));
        cache.headDim = p.rope.headDim;
        cache.n = p.seqLen;
        cache.seed = p.seed;
    }
    return {cache.q, cache.k};
}

QueriesKeys queriesKeys(const AppParams& p, const std::vector<Eigen::Index>& rows, const core::Execution& execution)
{
    using Rows = core::RowMatrixXd;
    const int n = p.seqLen;
    const bool loaded = p.source == QkSource::Loaded && p.tensors && p.heatmapMode != HeatmapMode::NotElementwise;
    const bool random = p.source == QkSource::Random && p.heatmapMode != HeatmapMode::NotElementwise;
    QueriesKeys qk;
    if (random && n <= AttentionMaps::kMaxFullN) { // all rows, or a coarse first picture's rows of them
        std::tie(qk.q, qk.k) = randomRows(p, execution);
        if (!rows.empty())
            qk.q = std::make_shared<const Rows>(qk.q->operator()(rows, Eigen::all));
    } else {
        if (loaded)
            qk.k = std::make_shared<const Rows>(p.tensors->k.topRows(n));
        else if (random)
            qk.k = std::make_shared<const Rows>(
                core::contentMatrix(p.rope, p.contentSpec(), core::ContentRole::Key, n, execution));
        else // the same k at every position
            qk.k = std::make_shared<const Rows>(core::replicatedRows<double>(
                Eigen::RowVectorXd(contentVector(p, core::ContentRole::Key, 0).transpose()), n, execution));
        auto queryRow = [&](Eigen::Index i) -> Eigen::RowVectorXd {
            return loaded ? Eigen::RowVectorXd(p.tensors->q.row(i))
                          : Eigen::RowVectorXd(contentVector(p, core::ContentRole::Query, double(i)).transpose());
        };
        Rows q;
        if (!rows.empty()) {
            q.resize(Eigen::Index(rows.size()), p.rope.headDim);
            for (size_t r = 0; r < rows.size(); ++r)
                q.row(Eigen::Index(r)) = queryRow(rows[r]);
        } else {
            q = loaded ? Rows(p.tensors->q.topRows(n)) : Rows(queryRow(0).replicate(n, 1));
        }
        qk.q = std::make_shared<const Rows>(std::move(q));
    }
    // Loaded tokens sit at first … first + N − 1: only scaling and rounding can tell, but be exact.
    const double first = loaded ? p.tensors->files.firstPosition : 0;
    if (first != 0 || !rows.empty()) {
        qk.keyPositions = Eigen::VectorXd::LinSpaced(n, first, first + double(n - 1));
        qk.queryPositions.resize(qk.q->rows());
        for (Eigen::Index r = 0; r < qk.q->rows(); ++r)
            qk.queryPositions[r] = first + double(rows.empty() ? r : rows[size_t(r)]);
    }
    return qk;
}

// The Δ = m − n at which most rows (from row skip on) put their largest weight (its largest logit).
int typicalPeakOffset(const Eigen::VectorXi& peakKey, Eigen::Index skip)
{
    std::map<Eigen::Index, int> votes;
    for (Eigen::Index m = skip; m < peakKey.size(); ++m)
        if (peakKey[m] >= 0)
            ++votes[m - peakKey[m]];
    Eigen::Index best = 0;
    int count = -1;
    for (const auto& [offset, c] : votes)
        if (c > count) {
            best = offset;
            count = c;
        }
    return int(best);
}

// The pooled maps of one encoding; false when cancelled. Logits that depend on Δ only come from
// s(Δ) (one score curve, O(N·d)); others tile by tile from the content, in Scalar.
template <typename Scalar>
bool runEncoding(const AppParams& p, const QueriesKeys* qk, const std::vector<Eigen::Index>& rows,
                 core::Encoding encoding, const core::Execution& execution, const core::FrequencyTable& freqs,
                 int factor, EncodingMaps* out, Eigen::VectorXd* lse)
{
    core::PooledAttentionOptions po;
    po.mask = p.mask;
    po.pool = factor;
    po.execution = execution;
    core::PooledAttention a;
    const double scale = 1.0 / std::sqrt(double(p.rope.headDim));
    if (toeplitzLogits(p, encoding)) {
        const Eigen::VectorXd q = contentVector(p, core::ContentRole::Query, 0);
        const Eigen::VectorXd k = contentVector(p, core::ContentRole::Key, 0);
        const int n = p.seqLen;
        const Eigen::VectorXd deltas = Eigen::VectorXd::LinSpaced(2 * n - 1, double(1 - n), double(n - 1));
        const Eigen::VectorXd s = encoding == core::Encoding::None
                                      ? Eigen::VectorXd::Constant(2 * n - 1, q.dot(k) * scale)
                                      : Eigen::VectorXd(core::scoreCurve(core::pairCoefficients(p.rope, freqs, q, k),
                                                                         freqs.invFreq, deltas, execution) *
                                                        scale);
        a = core::pooledToeplitz(s, n, po);
    } else {
        // Encoding the content is the first part of the work (the sinusoidal table of N × d is about
        // half of it), the tiles the rest.
        const int prepared = encoding == core::Encoding::Sinusoidal ? 500 : 100;
        core::AttentionOptions options;
        options.frequencies = &freqs;
        options.execution = execution.stage(0, prepared);
        options.encoding = encoding;
        options.precision = sizeof(Scalar) == sizeof(double) ? core::Precision::Fp64 : core::Precision::Fp32;
        options.anglePrecision = core::AnglePrecision::Fp64; // exact rotations; only the products are in float
        options.queryPositions = qk->queryPositions;
        options.keyPositions = qk->keyPositions;
        const auto encoded = [&] {
            if constexpr (std::is_same_v<Scalar, double>) {
                return core::prepareQueriesKeys<double>(p.rope, *qk->q, *qk->k, options);
            } else { // N × d rows: a cast that listens to the cancel flag (it reports no progress)
                const core::Execution cast = execution.silent();
                return core::prepareQueriesKeys<Scalar>(p.rope, core::castRows<Scalar>(*qk->q, cast),
                                                        core::castRows<Scalar>(*qk->k, cast), options);
            }
        }();
        po.rows = rows;
        po.queryCount = p.seqLen;
        po.execution = execution.stage(prepared, 1000 - prepared);
        a = core::pooledAttention<Scalar>(encoded.queries, encoded.keys, po);
    }
    if (a.cancelled)
        return false;
    out->logits = {std::move(a.logits), a.logitMin, a.logitMax, a.logitSpread};
    out->weights = {std::move(a.weights), a.weightMin, a.weightMax, a.weightSpread};
    if (lse) { // the RoPE map: also where its rows look
        *lse = a.rowLogSumExp;
        out->peakOffset = typicalPeakOffset(a.rowPeakKey, std::min<Eigen::Index>(8, p.seqLen / 4));
    }
    return true;
}

template <typename Scalar>
bool computeEncodings(const AppParams& p, const std::vector<Eigen::Index>& rows, const core::Execution& execution,
                      const core::FrequencyTable& freqs, AttentionMaps& maps)
{
    const bool compare = p.heatmapMode == HeatmapMode::CompareEncodings;
    std::vector<core::Encoding> encodings{core::Encoding::Rope};
    if (compare || p.heatmapMode == HeatmapMode::NotElementwise)
        encodings.push_back(core::Encoding::None);
    if (compare)
        encodings.push_back(core::Encoding::Sinusoidal);
    // Content rows only when some encoding needs them (Toeplitz logits need q and k once).
    const bool needsContent =
        std::any_of(encodings.begin(), encodings.end(), [&p](core::Encoding e) { return !toeplitzLogits(p, e); });
    // Each step fills its part of the progress bar, by its cost: the content rows and a map from s(Δ)
    // are O(N·d), a map tiled from the content O(N²·d).
    const auto cost = [&p](core::Encoding e) { return toeplitzLogits(p, e) ? 1 : 50; };
    const int contentCost = needsContent ? 10 : 0;
    int totalCost = contentCost, doneCost = contentCost;
    for (core::Encoding e : encodings)
        totalCost += cost(e);
    std::optional<QueriesKeys> qk;
    if (needsContent) {
        qk = queriesKeys(p, rows, execution.stage(0, 1000 * contentCost / totalCost));
        if (execution.cancelled())
            return false;
    }
    for (core::Encoding e : encodings) {
        EncodingMaps* out = e == core::Encoding::Rope   ? &maps.rope
                            : e == core::Encoding::None ? &maps.none.emplace()
                                                        : &maps.sinusoidal.emplace();
        const core::Execution stage = execution.stage(1000 * doneCost / totalCost, 1000 * cost(e) / totalCost);
        doneCost += cost(e);
        if (!runEncoding<Scalar>(p, qk ? &*qk : nullptr, rows, e, stage, freqs, maps.pool, out,
                                 e == core::Encoding::Rope ? &maps.ropeRowLogSumExp : nullptr))
            return false;
    }
    return true;
}

template <typename Scalar>
PooledMap pooled(const core::RowMatrix<Scalar>& m, int factor, core::Pooling how, bool spread,
                 const core::Execution& execution = {})
{
    PooledMap map;
    map.cells = core::pool(m, factor, how, execution);
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
    r->freqs = *frequencyTableFor(p.rope);
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

namespace {

// Every map on show comes from s(Δ) (compare mode adds the sinusoidal map, which does not).
bool allMapsToeplitz(const AppParams& p)
{
    return toeplitzLogits(p, core::Encoding::Rope) && p.heatmapMode != HeatmapMode::CompareEncodings;
}

} // namespace

bool coarseFirst(const AppParams& p)
{
    return !allMapsToeplitz(p) && p.seqLen >= AttentionMaps::kMinCoarseN && p.seqLen <= AttentionMaps::kMaxFullN &&
           !isDecomposition(p.heatmapMode);
}

std::shared_ptr<AttentionMaps> computeAttention(const AppParams& p, const core::Execution& execution,
                                                const core::FrequencyTable* freqs, MapResolution resolution)
{
    QElapsedTimer timer;
    timer.start();
    auto maps = std::make_shared<AttentionMaps>();
    maps->params = p;
    maps->n = p.seqLen;
    maps->pool = core::poolFactor(p.seqLen, AttentionMaps::kMaxMapCells);
    // Double up to N = 4096; above, float products (twice the speed; the maps are float anyway).
    maps->floatProducts = p.seqLen > kMaxDoubleN;
    // Beyond kMaxFullN, content that is not Toeplitz is shown from one exact query row per map row.
    std::vector<Eigen::Index> rows;
    maps->coarse = resolution == MapResolution::Coarse && coarseFirst(p);
    if ((p.seqLen > AttentionMaps::kMaxFullN && !allMapsToeplitz(p)) || maps->coarse)
        rows = core::sampledRows(p.seqLen, maps->pool);
    maps->sampledRows = int(rows.size());
    if (p.source != QkSource::Random || p.heatmapMode == HeatmapMode::NotElementwise ||
        p.seqLen > AttentionMaps::kMaxFullN)
        releaseRandomRows();
    maps->toeplitz = toeplitzLogits(p, core::Encoding::Rope);
    const std::shared_ptr<const core::FrequencyTable> shared = freqs ? nullptr : frequencyTableFor(p.rope);
    const core::FrequencyTable& f = freqs ? *freqs : *shared;
    const bool ok = maps->floatProducts ? computeEncodings<float>(p, rows, execution, f, *maps)
                                        : computeEncodings<double>(p, rows, execution, f, *maps);
    if (!ok)
        return nullptr;
    if (isDecomposition(p.heatmapMode)) {
        // The additive score as §1 of the first article writes it: q̂_m = W_Q(x_m + p_m), k̂_n = W_K(x_n + p_n),
        // the content rows standing for the tokens x. W_Q, W_K are seeded random projections (as the
        // pipeline's), or the identity, where q̂ = q + p_m.
        const int n = std::min(p.seqLen, AttentionMaps::kMaxDecompositionN);
        const Eigen::VectorXd positions = core::consecutivePositions(n);
        const int dims = p.rope.headDim;
        core::RowMatrixXd wq, wk;
        if (p.heatmapMode == HeatmapMode::Decomposition) {
            const std::uint64_t seed = p.seed * 7919 + 29;
            wq = core::gaussianMatrix(dims, dims, seed) / std::sqrt(double(dims));
            wk = core::gaussianMatrix(dims, dims, seed + 1) / std::sqrt(double(dims));
        }
        const core::AdditiveDecomposition d = core::decomposeAdditive(contentRows(p, core::ContentRole::Query, n),
                                                                      contentRows(p, core::ContentRole::Key, n), wq, wk,
                                                                      positions, positions, p.rope.base);
        maps->decompositionN = n;
        maps->decompositionPool = core::poolFactor(n, AttentionMaps::kMaxMapCells);
        for (const core::RowMatrixXd* term :
             {&d.contentContent, &d.contentPosition, &d.positionContent, &d.positionPosition, &d.total})
            maps->decomposition.push_back( // shown as logits, on the scale of the other maps
                pooled(core::RowMatrixXd(d.logitScale * *term), maps->decompositionPool, core::Pooling::Mean, true,
                       execution));
        if (execution.cancelled())
            return nullptr;
    }
    maps->ropePeakOffset = maps->rope.peakOffset;
    maps->computeMilliseconds = double(timer.nsecsElapsed()) / 1e6;
    return maps;
}

} // namespace rope::model
