// Pooled attention maps without the N×N matrices: tile by tile, from sampled rows, or from s(Δ).
#include "core/pooledattention.h"

#include "core/kernelguard.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <limits>

namespace rope::core {

namespace {

constexpr Eigen::Index kTileRows = 128; // as attention(): a tile's logits stay in cache-friendly strips
constexpr Eigen::Index kTileElements = Eigen::Index(1) << 22;
constexpr Eigen::Index kProductColumns = 16384; // beyond N = 16384 a tile's Q·Kᵀ runs in strips of keys
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Range of the finite map cells.
void cellRange(const RowMatrixXf& cells, float& lo, float& hi)
{
    float low = INFINITY, high = -INFINITY;
    for (Eigen::Index i = 0; i < cells.size(); ++i) {
        const float v = cells.data()[i];
        if (std::isfinite(v)) {
            low = std::min(low, v);
            high = std::max(high, v);
        }
    }
    lo = std::isfinite(low) ? low : 0;
    hi = std::isfinite(high) ? high : 0;
}

void finishRanges(PooledAttention& out)
{
    cellRange(out.logits, out.logitMin, out.logitMax);
    cellRange(out.weights, out.weightMin, out.weightMax);
}

// Per-diagonal minimum and maximum (index i − j + keys − 1) of the finite entries seen so far.
template <typename Scalar>
struct DiagonalRange {
    Eigen::Array<Scalar, Eigen::Dynamic, 1> lo, hi;

    explicit DiagonalRange(Eigen::Index diagonals = 0) :
        lo(Eigen::Array<Scalar, Eigen::Dynamic, 1>::Constant(diagonals, std::numeric_limits<Scalar>::infinity())),
        hi(Eigen::Array<Scalar, Eigen::Dynamic, 1>::Constant(diagonals, -std::numeric_limits<Scalar>::infinity()))
    { }

    // Entries (i, 0 … end−1) of one row: diagonals i + keys − 1 down to i − end + keys.
    template <typename Row>
    void addRow(const Row& row, Eigen::Index i, Eigen::Index keys, bool allFinite)
    {
        const Eigen::Index end = row.size();
        if (allFinite) {
            auto l = lo.segment(i - end + keys, end).reverse();
            auto h = hi.segment(i - end + keys, end).reverse();
            l = l.min(row.array().transpose());
            h = h.max(row.array().transpose());
            return;
        }
        for (Eigen::Index j = 0; j < end; ++j)
            if (std::isfinite(double(row[j]))) {
                const Eigen::Index d = i - j + keys - 1;
                lo[d] = std::min(lo[d], row[j]);
                hi[d] = std::max(hi[d], row[j]);
            }
    }

    void merge(const DiagonalRange& other)
    {
        lo = lo.min(other.lo);
        hi = hi.max(other.hi);
    }

    double spread() const
    {
        double s = 0;
        for (Eigen::Index d = 0; d < lo.size(); ++d)
            if (hi[d] >= lo[d])
                s = std::max(s, double(hi[d]) - double(lo[d]));
        return s;
    }
};

// Map row a of the pooled maps, accumulated over the rows of its block.
template <typename Scalar>
struct MapRowAccumulator {
    std::vector<double> sum;
    std::vector<Eigen::Index> count;
    std::vector<Scalar> weightMax;

    explicit MapRowAccumulator(Eigen::Index cols) : sum(size_t(cols)), count(size_t(cols)), weightMax(size_t(cols)) { }

    void reset()
    {
        std::fill(sum.begin(), sum.end(), 0.0);
        std::fill(count.begin(), count.end(), 0);
        std::fill(weightMax.begin(), weightMax.end(), Scalar(0));
    }

    // One row's visible logits and weights (keys 0 … end−1), blocks of `pool` columns.
    template <typename Row>
    void addRow(const Row& logits, const Row& weights, int pool, bool allFinite)
    {
        const Eigen::Index end = logits.size();
        for (Eigen::Index b = 0, j0 = 0; j0 < end; ++b, j0 += pool) {
            const Eigen::Index width = std::min<Eigen::Index>(pool, end - j0);
            const size_t k = size_t(b);
            weightMax[k] = std::max(weightMax[k], weights.segment(j0, width).maxCoeff());
            if (allFinite) {
                sum[k] += logits.segment(j0, width).template cast<double>().sum();
                count[k] += width;
            } else {
                for (Eigen::Index j = j0; j < j0 + width; ++j)
                    if (std::isfinite(double(logits[j]))) {
                        sum[k] += double(logits[j]);
                        ++count[k];
                    }
            }
        }
    }

    void store(PooledAttention& out, Eigen::Index a) const
    {
        for (Eigen::Index b = 0; b < out.logits.cols(); ++b) {
            const size_t k = size_t(b);
            out.logits(a, b) = count[k] ? float(sum[k] / double(count[k])) : NAN;
            out.weights(a, b) = float(weightMax[k]);
        }
    }
};

// Map rows [first, end) whose query rows together fill about one tile.
struct Tile {
    Eigen::Index firstMapRow, endMapRow;
};

} // namespace

std::vector<Eigen::Index> sampledRows(Eigen::Index n, int pool)
{
    std::vector<Eigen::Index> rows;
    for (Eigen::Index r0 = 0; r0 < n; r0 += pool)
        rows.push_back(std::min(n - 1, r0 + pool / 2));
    return rows;
}

template <typename Scalar>
PooledAttention pooledAttention(const RowMatrix<Scalar>& queries, const RowMatrix<Scalar>& keys,
                                const PooledAttentionOptions& options)
{
    const bool sampled = !options.rows.empty();
    const Eigen::Index nq = sampled ? options.queryCount : queries.rows(), nk = keys.rows();
    const int f = std::max(1, options.pool);
    const Eigen::Index mapRows = (nq + f - 1) / f, mapCols = (nk + f - 1) / f;
    const bool causal = options.mask == Mask::Causal;

    PooledAttention out;
    out.pool = f;
    out.sampled = sampled;
    out.logits = RowMatrixXf::Constant(mapRows, mapCols, NAN);
    out.weights = RowMatrixXf::Zero(mapRows, mapCols);
    out.rowLogSumExp = Eigen::VectorXd::Constant(nq, kNaN);
    out.rowPeakKey = Eigen::VectorXi::Constant(nq, -1);

    std::vector<Eigen::Index> rows = options.rows;
    if (rows.empty()) {
        rows.resize(size_t(nq));
        for (Eigen::Index i = 0; i < nq; ++i)
            rows[size_t(i)] = i;
    }
    // firstRow[a]: index into rows of map row a's first query row.
    std::vector<size_t> firstRow(size_t(mapRows) + 1, rows.size());
    for (size_t r = rows.size(); r-- > 0;)
        firstRow[size_t(rows[r] / f)] = r;
    for (size_t a = size_t(mapRows); a-- > 0;)
        firstRow[a] = std::min(firstRow[a], firstRow[a + 1]);
    // About kTileRows rows, fewer for long rows: a tile's logits and weights stay within 2 × 16 MB per
    // thread (at N = 131072, 32 rows).
    const size_t tileRows =
        size_t(std::clamp<Eigen::Index>(kTileElements / std::max<Eigen::Index>(1, nk), 1, kTileRows));
    std::vector<Tile> tiles;
    for (Eigen::Index a = 0; a < mapRows;) {
        Eigen::Index e = a + 1;
        while (e < mapRows && firstRow[size_t(e) + 1] - firstRow[size_t(a)] <= tileRows)
            ++e;
        tiles.push_back({a, e});
        a = e;
    }

    const Eigen::Index diagonals = std::max<Eigen::Index>(0, nq + nk - 1);
    DiagonalRange<Scalar> logitRange(options.spread ? diagonals : 0), weightRange(options.spread ? diagonals : 0);
    std::atomic<bool> cancelled = false;
    const Eigen::Index tileCount = Eigen::Index(tiles.size());
    const ProgressCounter progress(options.execution, tileCount);
#pragma omp parallel num_threads(options.execution.threadCount())
    {
        KernelGuard guard(KernelGuard::FlushDenormals);
        DiagonalRange<Scalar> myLogits(options.spread ? diagonals : 0), myWeights(options.spread ? diagonals : 0);
        MapRowAccumulator<Scalar> acc(mapCols);
        RowMatrix<Scalar> logits, weights;
#pragma omp for schedule(dynamic, 1)
        for (Eigen::Index reversed = 0; reversed < tileCount; ++reversed) {
            // Largest (last, under a causal mask) tiles first, so the threads finish together.
            const Tile& tile = tiles[size_t(tileCount - 1 - reversed)];
            if (cancelled || options.execution.cancelled()) {
                cancelled = true;
                continue;
            }
            const size_t r0 = firstRow[size_t(tile.firstMapRow)], r1 = firstRow[size_t(tile.endMapRow)];
            if (r1 == r0)
                continue;
            const Eigen::Index count = Eigen::Index(r1 - r0);
            const Eigen::Index colEnd = causal ? std::min(nk, rows[r1 - 1] + 1) : nk;
            logits.resize(count, colEnd);
            weights.resize(count, colEnd);
            // queries row r is query rows[r]. Long rows in strips of keys, the cancel flag polled between
            // them: at N = 131072, d = 512 one tile's product is a fifth of a second.
            for (Eigen::Index c0 = 0; c0 < colEnd && !cancelled; c0 += kProductColumns) {
                const Eigen::Index cols = std::min(kProductColumns, colEnd - c0);
                logits.middleCols(c0, cols).noalias() =
                    queries.middleRows(Eigen::Index(r0), count) * keys.middleRows(c0, cols).transpose();
                if (options.execution.cancelled())
                    cancelled = true;
            }
            if (cancelled)
                continue;
            for (Eigen::Index a = tile.firstMapRow; a < tile.endMapRow; ++a) {
                acc.reset();
                for (size_t r = firstRow[size_t(a)]; r < firstRow[size_t(a) + 1]; ++r) {
                    const Eigen::Index i = rows[r], local = Eigen::Index(r - r0);
                    const Eigen::Index end = causal ? std::min(i + 1, nk) : nk;
                    if (end == 0) {
                        out.rowLogSumExp[i] = kInf;
                        continue;
                    }
                    auto l = logits.row(local).head(end);
                    auto w = weights.row(local).head(end);
                    Eigen::Index top = 0;
                    const Scalar peak = l.maxCoeff(&top);
                    const bool finite = std::isfinite(double(l.sum()));
                    if (!std::isfinite(double(peak))) { // no finite logit: nothing to normalise
                        w.setZero();
                        out.rowLogSumExp[i] = kInf;
                    } else {
                        // exp(−∞ − peak) is exactly 0: a −∞ logit gets weight 0, as in attention().
                        w = (l.array() - peak).exp();
                        const Scalar total = w.sum();
                        w /= total;
                        out.rowLogSumExp[i] = double(peak) + std::log(double(total));
                        out.rowPeakKey[i] = int(top);
                    }
                    acc.addRow(l, w, f, finite);
                    if (options.spread) {
                        myLogits.addRow(l, i, nk, finite);
                        myWeights.addRow(w, i, nk, true);
                    }
                }
                acc.store(out, a);
            }
            progress.blockDone();
        }
        if (options.spread) {
#pragma omp critical
            {
                logitRange.merge(myLogits);
                weightRange.merge(myWeights);
            }
        }
    }
    out.cancelled = cancelled;
    if (options.spread) {
        out.logitSpread = logitRange.spread();
        out.weightSpread = weightRange.spread();
    }
    finishRanges(out);
    return out;
}

template PooledAttention pooledAttention<double>(const RowMatrixXd&, const RowMatrixXd&, const PooledAttentionOptions&);
template PooledAttention pooledAttention<float>(const RowMatrixXf&, const RowMatrixXf&, const PooledAttentionOptions&);

namespace {

double logAddExp(double a, double b)
{
    if (a == -kInf)
        return b;
    if (b == -kInf)
        return a;
    const double hi = std::max(a, b);
    return hi + std::log1p(std::exp(std::min(a, b) - hi));
}

// Max of t over every window [x − width + 1, x], for x = 0 … size−1 (−∞ outside t).
Eigen::VectorXd slidingMax(const Eigen::VectorXd& t, Eigen::Index width)
{
    Eigen::VectorXd out(t.size());
    std::deque<Eigen::Index> candidates; // indices with decreasing values
    for (Eigen::Index x = 0; x < t.size(); ++x) {
        while (!candidates.empty() && t[candidates.back()] <= t[x])
            candidates.pop_back();
        candidates.push_back(x);
        if (candidates.front() <= x - width)
            candidates.pop_front();
        out[x] = t[candidates.front()];
    }
    return out;
}

} // namespace

PooledAttention pooledToeplitz(const Eigen::VectorXd& s, Eigen::Index n, const PooledAttentionOptions& options)
{
    KernelGuard guard(KernelGuard::FlushDenormals);
    const int f = std::max(1, options.pool);
    const Eigen::Index cells = (n + f - 1) / f;
    const bool causal = options.mask == Mask::Causal;
    const Eigen::Index zero = n - 1; // index of Δ = 0 in s
    PooledAttention out;
    out.pool = f;
    out.logits = RowMatrixXf::Constant(cells, cells, NAN);
    out.weights = RowMatrixXf::Zero(cells, cells);
    out.rowLogSumExp = Eigen::VectorXd::Constant(n, kInf);
    out.rowPeakKey = Eigen::VectorXi::Constant(n, -1);
    if (n == 0)
        return out;

    // t: the logit at each Δ where visible, −∞ where masked (Δ < 0 under the causal mask).
    Eigen::VectorXd t = s.head(2 * n - 1);
    if (causal)
        t.head(zero).setConstant(-kInf);
    // Rows see Δ = m − (N−1) … m (causal: 0 … m): a suffix of the negative offsets and a prefix of
    // the others. Running log-sum-exps and arg-maxes over both halves give every row's in O(N);
    // ties go to the larger Δ (the first key, as maxCoeff picks it in the tiled path).
    Eigen::VectorXd prefixLse(n), suffixLse(n); // over Δ = 0 … m, and over Δ = m − (N−1) … −1
    std::vector<Eigen::Index> prefixTop(static_cast<size_t>(n)), suffixTop(static_cast<size_t>(n));
    for (Eigen::Index m = 0; m < n; ++m) {
        const double v = t[zero + m];
        prefixLse[m] = logAddExp(m ? prefixLse[m - 1] : -kInf, v);
        prefixTop[size_t(m)] = m == 0 || v >= t[zero + prefixTop[size_t(m) - 1]] ? m : prefixTop[size_t(m) - 1];
    }
    // suffixLse[k]: Δ from k − (N−1) to −1 (k = 0 … N−1; k = N−1 is empty).
    suffixLse[n - 1] = -kInf;
    suffixTop[size_t(n - 1)] = 0;
    for (Eigen::Index k = n - 2; k >= 0; --k) {
        const Eigen::Index delta = k - (n - 1);
        const double v = t[zero + delta];
        suffixLse[k] = logAddExp(suffixLse[k + 1], v);
        const bool first = k == n - 2;
        suffixTop[size_t(k)] = first || v > t[zero + suffixTop[size_t(k) + 1]] ? delta : suffixTop[size_t(k) + 1];
    }
    for (Eigen::Index m = 0; m < n; ++m) {
        const double lse = logAddExp(prefixLse[m], suffixLse[m]);
        out.rowLogSumExp[m] = lse == -kInf ? kInf : lse;
        Eigen::Index delta = prefixTop[size_t(m)];
        if (m < n - 1 && t[zero + suffixTop[size_t(m)]] > t[zero + delta])
            delta = suffixTop[size_t(m)];
        if (std::isfinite(t[zero + delta]))
            out.rowPeakKey[m] = int(m - delta);
    }
    if (options.execution.cancelled()) {
        out.cancelled = true;
        return out;
    }

    // Block means from prefix sums of the visible logits; block maxima of the weights from sliding
    // maxima of t over a block's width: cell (a, b) looks at Δ = i − j1 + 1 … i − j0 for its rows i.
    Eigen::VectorXd sum(2 * n), visible(2 * n); // sum[x] = Σ over Δ indices < x
    sum[0] = visible[0] = 0;
    for (Eigen::Index x = 0; x < 2 * n - 1; ++x) {
        const bool seen = std::isfinite(t[x]);
        sum[x + 1] = sum[x] + (seen ? t[x] : 0.0);
        visible[x + 1] = visible[x] + (seen ? 1.0 : 0.0);
    }
    const Eigen::Index lastWidth = n - (cells - 1) * f;
    const Eigen::VectorXd windowMax = slidingMax(t, f);
    const Eigen::VectorXd lastWindowMax = lastWidth == f ? windowMax : slidingMax(t, lastWidth);
    const ProgressCounter progress(options.execution, cells);
#pragma omp parallel for schedule(dynamic, 4) num_threads(options.execution.threadCount())
    for (Eigen::Index a = 0; a < cells; ++a) {
        if (options.execution.cancelled())
            continue;
        KernelGuard rowGuard(KernelGuard::FlushDenormals);
        const Eigen::Index i0 = a * f, i1 = std::min(n, i0 + f);
        for (Eigen::Index b = 0; b < cells; ++b) {
            const Eigen::Index j0 = b * f, j1 = std::min(n, j0 + f);
            const Eigen::VectorXd& wmax = j1 - j0 == f ? windowMax : lastWindowMax;
            double total = 0, count = 0, best = -kInf;
            for (Eigen::Index i = i0; i < i1; ++i) {
                const Eigen::Index hi = zero + i - j0, lo = zero + i - j1 + 1; // indices into t
                total += sum[hi + 1] - sum[lo];
                count += visible[hi + 1] - visible[lo];
                best = std::max(best, wmax[hi] - out.rowLogSumExp[i]);
            }
            if (count > 0)
                out.logits(a, b) = float(total / count);
            out.weights(a, b) = best == -kInf ? 0.0f : float(std::exp(best));
        }
        progress.blockDone();
    }
    if (options.execution.cancelled()) {
        out.cancelled = true;
        return out;
    }

    if (options.spread) {
        // Every diagonal holds one logit: spread 0. Weight w(m, m − Δ) = exp(s(Δ) − lse_m) over the
        // rows m that see Δ: m ≥ Δ (a suffix of rows) for Δ ≥ 0, m ≤ N − 1 + Δ (a prefix) for Δ < 0.
        Eigen::VectorXd sufMin(n), sufMax(n), preMin(n), preMax(n);
        for (Eigen::Index m = n - 1; m >= 0; --m) {
            sufMin[m] = std::min(out.rowLogSumExp[m], m + 1 < n ? sufMin[m + 1] : kInf);
            sufMax[m] = std::max(out.rowLogSumExp[m], m + 1 < n ? sufMax[m + 1] : -kInf);
        }
        for (Eigen::Index m = 0; m < n; ++m) {
            preMin[m] = std::min(out.rowLogSumExp[m], m ? preMin[m - 1] : kInf);
            preMax[m] = std::max(out.rowLogSumExp[m], m ? preMax[m - 1] : -kInf);
        }
        for (Eigen::Index delta = -(n - 1); delta <= n - 1; ++delta) {
            const double v = t[zero + delta];
            if (!std::isfinite(v))
                continue; // masked: every weight on it is 0
            const double lo = delta >= 0 ? sufMin[delta] : preMin[n - 1 + delta];
            const double hi = delta >= 0 ? sufMax[delta] : preMax[n - 1 + delta];
            out.weightSpread = std::max(out.weightSpread, std::exp(v - lo) - std::exp(v - hi));
        }
    }
    finishRanges(out);
    return out;
}

} // namespace rope::core
