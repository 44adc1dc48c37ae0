#include "ui/results.h"

#include "core/attention.h"
#include "core/rotation.h"

#include <QElapsedTimer>

#include <cmath>
#include <limits>

namespace rope::ui {

Eigen::VectorXd contentVector(const AppParams& params, core::ContentRole role, double position)
{
    if (params.source == QkSource::Explicit && role != core::ContentRole::Value) {
        const auto& v = role == core::ContentRole::Query ? params.explicitQ : params.explicitK;
        return Eigen::Map<const Eigen::VectorXd>(v.data(), Eigen::Index(v.size()));
    }
    return core::contentAt(params.rope, params.contentSpec(), role, std::int64_t(std::llround(position)));
}

namespace {

core::Content contentRows(const AppParams& p)
{
    if (p.source != QkSource::Explicit)
        return core::makeContent(p.rope, p.seqLen, p.contentSpec());
    core::Content c = core::makeContent(p.rope, p.seqLen, p.contentSpec()); // values
    const Eigen::RowVectorXd q = contentVector(p, core::ContentRole::Query, 0).transpose();
    const Eigen::RowVectorXd k = contentVector(p, core::ContentRole::Key, 0).transpose();
    c.q = q.replicate(p.seqLen, 1);
    c.k = k.replicate(p.seqLen, 1);
    return c;
}

template <typename Scalar>
AttentionMaps poolMaps(const core::AttentionResult<Scalar>& r, int n)
{
    AttentionMaps maps;
    maps.n = n;
    maps.pool = (n + AttentionMaps::kMaxMapCells - 1) / AttentionMaps::kMaxMapCells;
    const int cells = (n + maps.pool - 1) / maps.pool;
    maps.logits.setZero(cells, cells);
    maps.weights.setZero(cells, cells);
    Eigen::MatrixXi counts = Eigen::MatrixXi::Zero(cells, cells);
    std::vector<double> diagMin(size_t(2 * n - 1), INFINITY), diagMax(size_t(2 * n - 1), -INFINITY);
    float lo = INFINITY, hi = -INFINITY, wmax = 0;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            const double l = double(r.logits(i, j));
            const float w = float(r.weights(i, j));
            const int a = i / maps.pool, b = j / maps.pool;
            maps.weights(a, b) = std::max(maps.weights(a, b), w);
            wmax = std::max(wmax, w);
            if (!std::isfinite(l))
                continue;
            maps.logits(a, b) += float(l);
            ++counts(a, b);
            const size_t diagonal = size_t(i - j + n - 1);
            diagMin[diagonal] = std::min(diagMin[diagonal], l);
            diagMax[diagonal] = std::max(diagMax[diagonal], l);
            lo = std::min(lo, float(l));
            hi = std::max(hi, float(l));
        }
    for (int a = 0; a < cells; ++a)
        for (int b = 0; b < cells; ++b)
            maps.logits(a, b) = counts(a, b) ? maps.logits(a, b) / float(counts(a, b))
                                             : std::numeric_limits<float>::quiet_NaN();
    for (size_t d = 0; d < diagMin.size(); ++d)
        if (diagMax[d] >= diagMin[d])
            maps.maxDiagonalSpread = std::max(maps.maxDiagonalSpread, diagMax[d] - diagMin[d]);
    maps.logitMin = std::isfinite(lo) ? lo : 0;
    maps.logitMax = std::isfinite(hi) ? hi : 0;
    maps.weightMax = wmax;
    return maps;
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
    r->qRotated = core::rotate(p.rope, core::RowMatrixXd(r->q.transpose()), Eigen::VectorXd::Constant(1, p.m))
                      .row(0).transpose();
    r->kRotated = core::rotate(p.rope, core::RowMatrixXd(r->k.transpose()), Eigen::VectorXd::Constant(1, p.n))
                      .row(0).transpose();
    r->score = r->qRotated.dot(r->kRotated);
    r->coeffs = core::pairCoefficients(p.rope, r->freqs, r->q, r->k);
    r->pairTerms = core::pairTerms(r->coeffs, r->freqs.invFreq, p.delta());
    return r;
}

std::shared_ptr<const AttentionMaps> computeAttention(const AppParams& p, const std::atomic<bool>* cancel)
{
    QElapsedTimer timer;
    timer.start();
    const core::Content c = contentRows(p);
    core::AttentionOptions options;
    options.mask = p.mask;
    options.cancel = cancel;
    std::shared_ptr<AttentionMaps> maps;
    // Double where the matrices are small; float (half the memory, twice the speed) above.
    if (p.seqLen <= 1024) {
        const auto a = core::attention<double>(p.rope, c.q, c.k, c.v, options);
        if (a.cancelled)
            return nullptr;
        maps = std::make_shared<AttentionMaps>(poolMaps(a, p.seqLen));
    } else {
        options.precision = core::Precision::Fp32;
        const auto a = core::attention<float>(p.rope, c.q.cast<float>(), c.k.cast<float>(), c.v.cast<float>(), options);
        if (a.cancelled)
            return nullptr;
        maps = std::make_shared<AttentionMaps>(poolMaps(a, p.seqLen));
    }
    maps->params = p;
    maps->computeMilliseconds = double(timer.nsecsElapsed()) / 1e6;
    return maps;
}

} // namespace rope::ui
