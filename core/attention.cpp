// Full N×M attention: rotation (or other encodings), logits, masked softmax, output.
#include "core/attention.h"

#include "core/additive.h"
#include "core/frequencies.h"
#include "core/kernelguard.h"
#include "core/memory.h"
#include "core/rotation.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace rope::core {

namespace {

constexpr Eigen::Index kRowBlock = 128;

// Per query row, the keys it may see. With keys in ascending position order (the usual case),
// row m sees exactly the prefix [0, visibleEnd[m]); otherwise every key is tested.
struct Visibility {
    bool prefix = true;
    std::vector<Eigen::Index> visibleEnd;
    const Eigen::VectorXd* queryPositions = nullptr;
    const Eigen::VectorXd* keyPositions = nullptr;

    bool visible(Eigen::Index m, Eigen::Index n) const { return (*keyPositions)[n] <= (*queryPositions)[m]; }
};

Visibility visibility(Mask mask, const Eigen::VectorXd& qpos, const Eigen::VectorXd& kpos)
{
    Visibility vis;
    vis.queryPositions = &qpos;
    vis.keyPositions = &kpos;
    const Eigen::Index keys = kpos.size();
    vis.visibleEnd.assign(size_t(qpos.size()), keys);
    if (mask == Mask::None)
        return vis;
    vis.prefix = std::is_sorted(kpos.data(), kpos.data() + keys);
    if (vis.prefix)
        for (Eigen::Index m = 0; m < qpos.size(); ++m)
            vis.visibleEnd[size_t(m)] = std::upper_bound(kpos.data(), kpos.data() + keys, qpos[m]) - kpos.data();
    return vis;
}

// Softmax over the first `count` entries of a row (already masked to −∞ where invisible), in place
// from logits to weights; the rest of the row is left to the caller.
template <typename Scalar, typename LogitRow, typename WeightRow>
bool softmaxPrefix(const LogitRow& logits, WeightRow&& weights, Eigen::Index count)
{
    const Scalar negInf = -std::numeric_limits<Scalar>::infinity();
    const Scalar peak = count > 0 ? logits.head(count).maxCoeff() : negInf;
    if (peak == negInf) {
        weights.head(count).setZero();
        return false;
    }
    // exp(−∞ − peak) is exactly 0, so masked entries inside the prefix come out as exact zeros.
    weights.head(count) = (logits.head(count).array() - peak).exp();
    weights.head(count) /= weights.head(count).sum();
    return true;
}

// A block of rows of an N×M matrix (or of a scratch as wide), rows `stride` apart.
template <typename Scalar>
using RowBlock = Eigen::Map<RowMatrix<Scalar>, 0, Eigen::OuterStride<>>;

// The table's rows at whole positions (checked by the caller: checkTablePositions).
RowMatrixXd tableRows(const RowMatrixXd& table, const Eigen::VectorXd& positions)
{
    RowMatrixXd rows(positions.size(), table.cols());
    for (Eigen::Index i = 0; i < positions.size(); ++i)
        rows.row(i) = table.row(Eigen::Index(positions[i]));
    return rows;
}

// b(Δ) looked up by whole Δ when the positions are whole and their differences span a few times the
// sizes (the usual case): one evaluation per Δ instead of one per logit (T5's and KERPLE's logs).
struct BiasLookup {
    const RelativeBias* bias = nullptr;
    std::vector<double> byDelta;
    double lowest = 0;

    double at(double delta) const
    {
        const double i = delta - lowest;
        return byDelta.empty() ? bias->at(delta) : byDelta[size_t(i)];
    }
};

BiasLookup biasLookup(const RelativeBias& bias, const Eigen::VectorXd& qpos, const Eigen::VectorXd& kpos)
{
    BiasLookup lookup{&bias, {}, 0};
    if (qpos.size() == 0 || kpos.size() == 0)
        return lookup;
    const auto whole = [](const Eigen::VectorXd& p) { return (p.array() == p.array().floor()).all(); };
    const double low = qpos.minCoeff() - kpos.maxCoeff(), high = qpos.maxCoeff() - kpos.minCoeff();
    if (!whole(qpos) || !whole(kpos) || high - low > 4.0 * double(qpos.size() + kpos.size()))
        return lookup;
    lookup.lowest = low;
    lookup.byDelta.resize(size_t(high - low) + 1);
    for (size_t i = 0; i < lookup.byDelta.size(); ++i)
        lookup.byDelta[i] = bias.at(low + double(i));
    return lookup;
}

template <typename Scalar>
void attendPrepared(const RowMatrix<Scalar>& qs, const RowMatrix<Scalar>& kp, const RowMatrix<Scalar>& v,
                    const AttentionOptions& options, const Eigen::VectorXd& qpos, const Eigen::VectorXd& kpos,
                    AttentionResult<Scalar>& out)
{
    const Eigen::Index rows = qs.rows();
    const Eigen::Index keys = kp.rows();
    const Scalar negInf = -std::numeric_limits<Scalar>::infinity();
    const Visibility vis = visibility(options.mask, qpos, kpos);
    const Precision precision = options.precision;
    const AttentionFields& fields = options.fields;

    // Only the results asked for are held whole: the weights overwrite their logits when the logits
    // are not kept, and a block-sized scratch per thread stands in for weights not kept.
    if (fields.logits)
        resizeLarge(out.logits, rows, keys);
    if (fields.weights)
        resizeLarge(out.weights, rows, keys);
    if (fields.output)
        out.output.resize(rows, v.cols());
    out.fullyMaskedRows.assign(size_t(rows), 0);
    std::atomic<bool> cancelled = false;

    const BiasLookup bias = options.bias ? biasLookup(*options.bias, qpos, kpos) : BiasLookup{};

    const Eigen::Index blocks = (rows + kRowBlock - 1) / kRowBlock;
    const Execution& execution = options.execution;
    const ProgressCounter progress(execution, blocks);
#pragma omp parallel num_threads(execution.threadCount())
    {
        KernelGuard guard(KernelGuard::FlushDenormals);
        RowMatrix<Scalar> scratch;
        if (!fields.weights)
            scratch.resize(std::min(kRowBlock, rows), keys);
#pragma omp for schedule(dynamic, 1)
        for (Eigen::Index reversed = 0; reversed < blocks; ++reversed) {
            // Largest (last, under a causal mask) blocks first, so the threads finish together.
            const Eigen::Index b = blocks - 1 - reversed;
            if (cancelled || execution.cancelled()) {
                cancelled = true;
                continue;
            }
            const Eigen::Index r0 = b * kRowBlock;
            const Eigen::Index count = std::min(kRowBlock, rows - r0);
            Eigen::Index colEnd = 0;
            for (Eigen::Index r = r0; r < r0 + count; ++r)
                colEnd = std::max(colEnd, vis.visibleEnd[size_t(r)]);

            Scalar* kept = fields.weights ? out.weights.data() + r0 * keys : scratch.data();
            Scalar* logitData = fields.logits ? out.logits.data() + r0 * keys : kept;
            // Keys past colEnd are masked for every row of the block: never computed.
            RowBlock<Scalar> logits(logitData, count, colEnd, Eigen::OuterStride<>(keys));
            RowBlock<Scalar> weights(kept, count, colEnd, Eigen::OuterStride<>(keys));
            if (colEnd > 0)
                logits.noalias() = qs.middleRows(r0, count) * kp.topRows(colEnd).transpose();
            if (fields.logits)
                out.logits.block(r0, colEnd, count, keys - colEnd).setConstant(negInf);
            if (fields.weights)
                out.weights.block(r0, colEnd, count, keys - colEnd).setZero();
            if (bias.bias)
                for (Eigen::Index i = 0; i < count; ++i)
                    for (Eigen::Index n = 0; n < colEnd; ++n)
                        logits(i, n) += Scalar(bias.at(qpos[r0 + i] - kpos[n]));
            roundInPlace(precision, logits);

            for (Eigen::Index i = 0; i < count; ++i) {
                const Eigen::Index m = r0 + i;
                auto logitRow = logits.row(i);
                Eigen::Index end = vis.visibleEnd[size_t(m)];
                if (!vis.prefix) {
                    for (Eigen::Index n = 0; n < colEnd; ++n)
                        if (!vis.visible(m, n))
                            logitRow[n] = negInf;
                } else {
                    // In place (one storage), the weights' zeros overwrite these −∞ past `end`, which
                    // the softmax does not read.
                    logitRow.segment(end, colEnd - end).setConstant(negInf);
                    weights.row(i).segment(end, colEnd - end).setZero();
                }
                if (!vis.prefix)
                    end = colEnd;
                if (!softmaxPrefix<Scalar>(logitRow, weights.row(i), end))
                    out.fullyMaskedRows[size_t(m)] = 1;
            }
            roundInPlace(precision, weights);

            if (fields.output) {
                auto output = out.output.middleRows(r0, count);
                if (colEnd > 0)
                    output.noalias() = weights * v.topRows(colEnd);
                else
                    output.setZero();
                roundInPlace(precision, output);
            }
            progress.blockDone();
        }
    }
    out.cancelled = cancelled;
}

} // namespace

bool softmaxRow(const Eigen::Ref<const Eigen::RowVectorXd>& logits, const std::vector<char>& visible,
                Eigen::Ref<Eigen::RowVectorXd> weights)
{
    const double negInf = -std::numeric_limits<double>::infinity();
    Eigen::RowVectorXd masked = logits;
    for (Eigen::Index n = 0; n < masked.size(); ++n)
        if (!visible[size_t(n)])
            masked[n] = negInf;
    return softmaxPrefix<double>(masked, weights, masked.size());
}

template <typename Scalar>
PreparedQueriesKeys<Scalar> prepareQueriesKeys(const RopeParams& params, const RowMatrix<Scalar>& q,
                                               const RowMatrix<Scalar>& k, const AttentionOptions& options)
{
    const Eigen::VectorXd qpos =
        options.queryPositions.size() ? options.queryPositions : consecutivePositions(q.rows());
    const Eigen::VectorXd kpos = options.keyPositions.size() ? options.keyPositions : consecutivePositions(k.rows());
    const Precision precision = options.precision;

    RowMatrix<Scalar> qp, kp;
    switch (options.encoding) {
    case Encoding::Rope: {
        const FrequencyTable computed = options.frequencies ? FrequencyTable{} : frequencies(params);
        const FrequencyTable& freqs = options.frequencies ? *options.frequencies : computed;
        if (qpos.size() == kpos.size() && qpos == kpos) { // self-attention: one set of angles
            std::tie(qp, kp) =
                rotateTogether<Scalar>(params, freqs, q, k, qpos, precision, options.anglePrecision, options.execution);
        } else {
            qp = rotate<Scalar>(params, freqs, q, qpos, precision, options.anglePrecision, options.execution);
            kp = rotate<Scalar>(params, freqs, k, kpos, precision, options.anglePrecision, options.execution);
        }
        if (options.xpos) {
            applyXpos<Scalar>(params, *options.xpos, qp, qpos, ContentRole::Query);
            applyXpos<Scalar>(params, *options.xpos, kp, kpos, ContentRole::Key);
        }
        break;
    }
    case Encoding::None:
        qp = q;
        kp = k;
        break;
    case Encoding::Learned:
        qp = q + tableRows(*options.learnedTable, qpos).cast<Scalar>();
        kp = k + tableRows(*options.learnedTable, kpos).cast<Scalar>();
        break;
    case Encoding::Sinusoidal:
        qp = addSinusoidal<Scalar>(q, qpos, params.base, options.execution.stage(0, 500));
        kp = addSinusoidal<Scalar>(k, kpos, params.base, options.execution.stage(500, 500));
        break;
    }
    roundInPlace(precision, qp);
    roundInPlace(precision, kp);
    // 1/√d folded into the queries: one pass over N×d instead of one over N×M.
    const double scale = options.logitScale > 0 ? options.logitScale : 1.0 / std::sqrt(double(params.headDim));
    qp *= Scalar(scale);
    return {std::move(qp), std::move(kp)};
}

template <typename Scalar>
AttentionResult<Scalar> attention(const RopeParams& params, const RowMatrix<Scalar>& q, const RowMatrix<Scalar>& k,
                                  const RowMatrix<Scalar>& v, const AttentionOptions& options)
{
    const Eigen::VectorXd qpos =
        options.queryPositions.size() ? options.queryPositions : consecutivePositions(q.rows());
    const Eigen::VectorXd kpos = options.keyPositions.size() ? options.keyPositions : consecutivePositions(k.rows());
    const PreparedQueriesKeys<Scalar> prepared = prepareQueriesKeys(params, q, k, options);
    // V rounded to the format; copied only when that changes it (a fresh copy costs page faults).
    const bool exact = roundingIsIdentity<Scalar>(options.precision);
    RowMatrix<Scalar> rounded;
    if (!exact) {
        rounded = v;
        roundInPlace(options.precision, rounded);
    }
    AttentionResult<Scalar> out;
    attendPrepared<Scalar>(prepared.queries, prepared.keys, exact ? v : rounded, options, qpos, kpos, out);
    return out;
}

template <typename Scalar>
void productTransposed(const RowMatrix<Scalar>& a, const RowMatrix<Scalar>& b, RowMatrix<Scalar>& out)
{
    out.resize(a.rows(), b.rows());
    out.noalias() = a * b.transpose();
}

void causalAttentionFloor(const RowMatrixXf& q, const RowMatrixXf& k, RowMatrixXf& logits, RowMatrixXf& weights,
                          const Execution& execution)
{
    const Eigen::Index n = q.rows(), keys = k.rows();
    resizeLarge(logits, n, keys);
    resizeLarge(weights, n, keys);
    const Eigen::Index blocks = (n + kRowBlock - 1) / kRowBlock;
#pragma omp parallel for schedule(dynamic, 1) num_threads(execution.threadCount())
    for (Eigen::Index b = 0; b < blocks; ++b) {
        KernelGuard guard(KernelGuard::FlushDenormals);
        const Eigen::Index r0 = b * kRowBlock, count = std::min(kRowBlock, n - r0);
        logits.middleRows(r0, count).noalias() = q.middleRows(r0, count) * k.transpose();
        // The softmax's arithmetic per visible logit (compare, subtract, exponential, add, divide), the
        // exponentials summed while they are in cache rather than in a pass of their own.
        constexpr Eigen::Index kChunk = 256;
        for (Eigen::Index m = r0; m < r0 + count; ++m) {
            const Eigen::Index visible = std::min(m + 1, keys);
            auto l = logits.row(m).head(visible).array();
            auto w = weights.row(m).head(visible).array();
            const float peak = l.maxCoeff();
            float sum = 0;
            for (Eigen::Index c = 0; c < visible; c += kChunk) {
                const Eigen::Index size = std::min(kChunk, visible - c);
                w.segment(c, size) = (l.segment(c, size) - peak).exp();
                sum += w.segment(c, size).sum();
            }
            w /= sum;
            weights.row(m).tail(keys - visible).setZero();
        }
    }
}

template void productTransposed<double>(const RowMatrixXd&, const RowMatrixXd&, RowMatrixXd&);
template void productTransposed<float>(const RowMatrixXf&, const RowMatrixXf&, RowMatrixXf&);

template PreparedQueriesKeys<double> prepareQueriesKeys<double>(const RopeParams&, const RowMatrixXd&,
                                                                const RowMatrixXd&, const AttentionOptions&);
template PreparedQueriesKeys<float> prepareQueriesKeys<float>(const RopeParams&, const RowMatrixXf&, const RowMatrixXf&,
                                                              const AttentionOptions&);

template AttentionResult<double> attention<double>(const RopeParams&, const RowMatrixXd&, const RowMatrixXd&,
                                                   const RowMatrixXd&, const AttentionOptions&);
template AttentionResult<float> attention<float>(const RopeParams&, const RowMatrixXf&, const RowMatrixXf&,
                                                 const RowMatrixXf&, const AttentionOptions&);

AttentionResult<double> attentionAt(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k,
                                    const RowMatrixXd& v, const AttentionOptions& options)
{
    if (options.precision == Precision::Fp64)
        return attention<double>(params, q, k, v, options);
    AttentionResult<float> r = attention<float>(params, q.cast<float>(), k.cast<float>(), v.cast<float>(), options);
    // Each float result freed once widened: never all of them twice.
    AttentionResult<double> wide;
    wide.logits = r.logits.cast<double>();
    r.logits = RowMatrixXf();
    wide.weights = r.weights.cast<double>();
    r.weights = RowMatrixXf();
    wide.output = r.output.cast<double>();
    wide.fullyMaskedRows = std::move(r.fullyMaskedRows);
    wide.cancelled = r.cancelled;
    return wide;
}

} // namespace rope::core
