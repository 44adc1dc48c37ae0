// s(Δ) = Σ A_i cos Δθ_i + B_i sin Δθ_i over many Δ, each pair's term, and the decay bound.
#include "core/scorecurve.h"

#include "core/kernelguard.h"
#include "core/rotation.h"

#include <cmath>
#include <complex>

namespace rope::core {

namespace {
constexpr Eigen::Index kProgressStep = 1024; // Δ per progress report
} // namespace

PairCoefficients pairCoefficients(const RopeParams& params, const FrequencyTable& freqs, const Eigen::VectorXd& q,
                                  const Eigen::VectorXd& k)
{
    const int pairs = params.pairCount();
    const int unrotated = params.headDim - params.rotaryDims();
    PairCoefficients c;
    c.a.resize(pairs);
    c.b.resize(pairs);
    for (int i = 0; i < pairs; ++i) {
        const auto [x, y] = pairComponents(params, i);
        c.a[i] = q[x] * k[x] + q[y] * k[y];
        c.b[i] = q[x] * k[y] - q[y] * k[x];
    }
    switch (params.rotaryPlacement) {
    case RotaryPlacement::First:
        c.constant = q.tail(unrotated).dot(k.tail(unrotated));
        break;
    case RotaryPlacement::Last:
        c.constant = q.head(unrotated).dot(k.head(unrotated));
        break;
    case RotaryPlacement::Proportional: // whatever no pair holds: half-split, two blocks
        c.constant = 0.0;
        for (int j : passThroughComponents(params))
            c.constant += q[j] * k[j];
        break;
    }
    c.scale = freqs.attentionFactor * freqs.attentionFactor;
    return c;
}

Eigen::VectorXd pairTerms(const PairCoefficients& c, const Eigen::VectorXd& invFreq, double delta)
{
    Eigen::VectorXd terms(c.a.size());
    for (Eigen::Index i = 0; i < terms.size(); ++i) {
        double s, co;
        ::sincos(delta * invFreq[i], &s, &co);
        terms[i] = c.scale * (c.a[i] * co + c.b[i] * s);
    }
    return terms;
}

Eigen::VectorXd scoreCurveDirect(const PairCoefficients& c, const Eigen::VectorXd& invFreq,
                                 const Eigen::VectorXd& deltas, Precision precision, const Execution& execution)
{
    Eigen::VectorXd out(deltas.size());
    const Eigen::Index pairs = c.a.size();
    // Every kProgressStep-th Δ, whichever thread has it, counts as one block done.
    const ProgressCounter progress(execution, deltas.size() / kProgressStep);
    if (precision == Precision::Fp64) {
#pragma omp parallel num_threads(execution.threadCount())
        {
            KernelGuard guard;
#pragma omp for schedule(static)
            for (Eigen::Index j = 0; j < deltas.size(); ++j) {
                if (!execution.cancelled()) // a load per Δ: nothing next to d/2 sines
                    out[j] = c.constant + pairTerms(c, invFreq, deltas[j]).sum();
                if (j % kProgressStep == kProgressStep - 1)
                    progress.blockDone();
            }
        }
        return out;
    }
    auto r = [precision](float x) { return roundTo(precision, x); };
    Eigen::VectorXf theta(pairs), a(pairs), b(pairs);
    for (Eigen::Index i = 0; i < pairs; ++i) {
        theta[i] = r(float(invFreq[i]));
        a[i] = r(float(c.a[i]));
        b[i] = r(float(c.b[i]));
    }
    const float scale = r(float(c.scale));
#pragma omp parallel num_threads(execution.threadCount())
    {
        KernelGuard guard;
#pragma omp for schedule(static)
        for (Eigen::Index j = 0; j < deltas.size(); ++j) {
            if (execution.cancelled())
                continue;
            const float delta = r(float(deltas[j]));
            float sum = 0.0f;
            for (Eigen::Index i = 0; i < pairs; ++i) {
                const float angle = r(delta * theta[i]);
                sum += r(r(a[i] * r(std::cos(angle))) + r(b[i] * r(std::sin(angle))));
            }
            out[j] = double(r(float(c.constant) + r(scale * sum)));
            if (j % kProgressStep == kProgressStep - 1)
                progress.blockDone();
        }
    }
    return out;
}

namespace {

// s(Δ) for deltas[begin, end), advancing angles by rotation along equally spaced runs.
void scoreCurveChunk(const PairCoefficients& c, const Eigen::VectorXd& invFreq, const Eigen::VectorXd& deltas,
                     Eigen::Index begin, Eigen::Index end, Eigen::VectorXd& out)
{
    const Eigen::Index pairs = c.a.size();
    Eigen::ArrayXd cosA(pairs), sinA(pairs), cosStep(pairs), sinStep(pairs), next(pairs);
    double step = std::numeric_limits<double>::quiet_NaN();
    int sinceAnchor = kAnchorInterval;
    for (Eigen::Index j = begin; j < end; ++j) {
        const double thisStep = j > begin ? deltas[j] - deltas[j - 1] : std::numeric_limits<double>::quiet_NaN();
        if (thisStep != step || sinceAnchor >= kAnchorInterval) {
            // Anchor: exact angles at this Δ, and the step rotation if the spacing changed.
            for (Eigen::Index i = 0; i < pairs; ++i)
                ::sincos(deltas[j] * invFreq[i], &sinA[i], &cosA[i]);
            if (thisStep != step && j + 1 < end) {
                step = deltas[j + 1] - deltas[j];
                for (Eigen::Index i = 0; i < pairs; ++i)
                    ::sincos(step * invFreq[i], &sinStep[i], &cosStep[i]);
            }
            sinceAnchor = 0;
        } else {
            next = cosA * cosStep - sinA * sinStep;
            sinA = sinA * cosStep + cosA * sinStep;
            cosA = next;
        }
        ++sinceAnchor;
        out[j] = c.constant + c.scale * (c.a.array() * cosA + c.b.array() * sinA).sum();
    }
}

} // namespace

Eigen::VectorXd scoreCurve(const PairCoefficients& c, const Eigen::VectorXd& invFreq, const Eigen::VectorXd& deltas,
                           const Execution& execution)
{
    Eigen::VectorXd out(deltas.size());
    constexpr Eigen::Index chunk = 8192;
    const Eigen::Index chunks = (deltas.size() + chunk - 1) / chunk;
    const ProgressCounter progress(execution, chunks);
#pragma omp parallel if (chunks > 1) num_threads(execution.threadCount())
    {
        KernelGuard guard;
#pragma omp for schedule(static)
        for (Eigen::Index k = 0; k < chunks; ++k) {
            if (execution.cancelled())
                continue;
            scoreCurveChunk(c, invFreq, deltas, k * chunk, std::min(deltas.size(), (k + 1) * chunk), out);
            progress.blockDone();
        }
    }
    return out;
}

RowMatrixXd scoreCurveTerms(const PairCoefficients& c, const Eigen::VectorXd& invFreq, const Eigen::VectorXd& deltas)
{
    RowMatrixXd terms(deltas.size(), c.a.size());
    for (Eigen::Index j = 0; j < deltas.size(); ++j)
        terms.row(j) = pairTerms(c, invFreq, deltas[j]).transpose();
    return terms;
}

Eigen::VectorXd decayBound(const Eigen::VectorXd& invFreq, const Eigen::VectorXd& deltas, const Execution& execution)
{
    const Eigen::Index pairs = invFreq.size();
    Eigen::VectorXd bound(deltas.size());
    const ProgressCounter progress(execution, deltas.size() / kProgressStep);
#pragma omp parallel for schedule(static) num_threads(execution.threadCount())
    for (Eigen::Index j = 0; j < deltas.size(); ++j) {
        if (!execution.cancelled()) {
            std::complex<double> partial = 0.0; // S_{i+1} = S_i + e^{iΔθ_i}
            double sum = 0.0;
            for (Eigen::Index i = 0; i < pairs; ++i) {
                partial += std::polar(1.0, deltas[j] * invFreq[i]);
                // |S| as √(re² + im²): |S| ≤ the pair count, so nothing over- or underflows, and
                // glibc's hypot (std::abs) cost this loop 5× on some machines.
                sum += std::sqrt(std::norm(partial));
            }
            bound[j] = sum / double(pairs);
        }
        if (j % kProgressStep == kProgressStep - 1)
            progress.blockDone();
    }
    return bound;
}

} // namespace rope::core
