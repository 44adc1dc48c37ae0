// Rotating rows by their positions: rotate_half, the complex form and the explicit matrix.
#include "core/rotation.h"

#include "core/kernelguard.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <complex>

namespace rope::core {

PairComponents pairComponents(Pairing pairing, int rotaryDims, int pair)
{
    if (pairing == Pairing::Interleaved)
        return {2 * pair, 2 * pair + 1};
    return {pair, pair + rotaryDims / 2};
}

PairComponents pairComponents(const RopeParams& params, int pair)
{
    const auto [a, b] = pairComponents(params.pairing, params.pairingDims(), pair);
    const int offset = params.rotaryOffset();
    return {a + offset, b + offset};
}

std::vector<int> passThroughComponents(const RopeParams& params)
{
    std::vector<char> turns(size_t(std::max(params.headDim, 0)), 0);
    for (int i = 0; i < params.pairCount(); ++i) {
        const auto [a, b] = pairComponents(params, i);
        turns[size_t(a)] = turns[size_t(b)] = 1;
    }
    std::vector<int> out;
    for (size_t j = 0; j < turns.size(); ++j)
        if (!turns[j])
            out.push_back(int(j));
    return out;
}

Eigen::MatrixXd angleTable(const Eigen::VectorXd& positions, const Eigen::VectorXd& invFreq)
{
    return positions * invFreq.transpose();
}

namespace {

// Column j of the per-dimension cache uses pair frequencyOf(j).
int frequencyOf(Pairing pairing, int rotaryDims, int column)
{
    return pairing == Pairing::Interleaved ? column / 2 : column % (rotaryDims / 2);
}

// One position's cos/sin per pair (times the attention factor), in the pipeline's format.
// Double: angle p·θ_i in double, sincos. Float: as PyTorch computes it in the format — position and
// θ stored in the format, their product rounded, cos/sin evaluated in float and rounded when stored.
template <typename Scalar>
struct PairAngles {
    Eigen::Array<Scalar, Eigen::Dynamic, 1> cos, sin;
};

class AngleSource {
public:
    AngleSource(const FrequencyTable& freqs, Precision precision, AnglePrecision angles) :
        m_thetaDouble(freqs.invFreq), m_precision(precision), m_angles(angles), m_factor(freqs.attentionFactor)
    {
        m_thetaFloat = freqs.invFreq.cast<float>();
        if (angles == AnglePrecision::SameAsData)
            roundInPlace(precision, m_thetaFloat);
    }

    void compute(double position, PairAngles<double>& out) const
    {
        const Eigen::Index pairs = m_thetaDouble.size();
        out.cos.resize(pairs);
        out.sin.resize(pairs);
        for (Eigen::Index i = 0; i < pairs; ++i) {
            double s, c;
            ::sincos(position * m_thetaDouble[i], &s, &c);
            out.cos[i] = c * m_factor;
            out.sin[i] = s * m_factor;
        }
    }

    void compute(double position, PairAngles<float>& out) const
    {
        if (m_angles == AnglePrecision::Fp64) {
            PairAngles<double> exact;
            compute(position, exact);
            out.cos = exact.cos.cast<float>();
            out.sin = exact.sin.cast<float>();
        } else {
            const bool inData = m_angles == AnglePrecision::SameAsData;
            const float p = static_cast<float>(inData ? heldPosition(m_precision, position) : position);
            Eigen::ArrayXf angles = p * m_thetaFloat.array();
            if (inData)
                roundInPlace(m_precision, angles);
            const float factor = static_cast<float>(m_factor);
            out.cos = angles.cos() * factor;
            out.sin = angles.sin() * factor;
        }
        roundInPlace(m_precision, out.cos);
        roundInPlace(m_precision, out.sin);
    }

private:
    Eigen::VectorXd m_thetaDouble;
    Eigen::VectorXf m_thetaFloat;
    Precision m_precision;
    AnglePrecision m_angles;
    double m_factor;
};

} // namespace

template <typename Scalar>
CosSinCache<Scalar> cosSinCache(const RopeParams& params, const FrequencyTable& freqs, const Eigen::VectorXd& positions,
                                Precision precision, AnglePrecision anglePrecision, const Execution& execution)
{
    assert((sizeof(Scalar) == sizeof(float) || precision == Precision::Fp64) &&
           "double pipelines run in fp64; emulate other formats in float");
    // Proportional: the whole head's width, the zero-frequency pairs at cos 1, sin 0 (as Hugging Face holds it).
    const int dims = params.pairingDims();
    const int pairs = params.pairCount();
    const Eigen::Index n = positions.size();
    CosSinCache<Scalar> cache{RowMatrix<Scalar>(n, dims), RowMatrix<Scalar>(n, dims)};
    const AngleSource source(freqs, precision, anglePrecision);
#pragma omp parallel if (n * dims > 16384) num_threads(execution.threadCount())
    {
        KernelGuard guard;
        PairAngles<Scalar> angles;
#pragma omp for schedule(static)
        for (Eigen::Index r = 0; r < n; ++r) {
            if (execution.cancelled())
                continue;
            source.compute(positions[r], angles);
            for (int j = 0; j < dims; ++j) {
                const int i = frequencyOf(params.pairing, dims, j);
                cache.cos(r, j) = i < pairs ? angles.cos[i] : Scalar(1);
                cache.sin(r, j) = i < pairs ? angles.sin[i] : Scalar(0);
            }
        }
    }
    return cache;
}

template <typename Scalar>
RowMatrix<Scalar> rotateHalf(Pairing pairing, const RowMatrix<Scalar>& x)
{
    const auto dims = x.cols();
    const auto half = dims / 2;
    RowMatrix<Scalar> out(x.rows(), dims);
    if (pairing == Pairing::HalfSplit) {
        out.leftCols(half) = -x.rightCols(half);
        out.rightCols(half) = x.leftCols(half);
    } else {
        for (Eigen::Index j = 0; j < dims; j += 2) {
            out.col(j) = -x.col(j + 1);
            out.col(j + 1) = x.col(j);
        }
    }
    return out;
}

namespace {

// rotate() of matrices whose rows sit at the same positions: each position's cos/sin once for all.
template <typename Scalar, std::size_t Count>
std::array<RowMatrix<Scalar>, Count> rotateEach(const RopeParams& params, const FrequencyTable& freqs,
                                                const std::array<const RowMatrix<Scalar>*, Count>& inputs,
                                                const Eigen::VectorXd& positions, Precision precision,
                                                AnglePrecision anglePrecision, const Execution& execution)
{
    assert((sizeof(Scalar) == sizeof(float) || precision == Precision::Fp64) &&
           "double pipelines run in fp64; emulate other formats in float");
    using Row = Eigen::Array<Scalar, 1, Eigen::Dynamic>;
    const int dims = params.pairingDims(); // the span worked on; components no pair holds pass through
    const int pairs = params.pairCount();
    const Eigen::Index n = positions.size();
    std::array<RowMatrix<Scalar>, Count> outputs;
    for (std::size_t i = 0; i < Count; ++i) {
        assert(inputs[i]->cols() == params.headDim && inputs[i]->rows() == n && freqs.invFreq.size() >= pairs &&
               "rotate: x must have d columns and one position per row");
        outputs[i].resize(n, params.headDim); // copied row by row below, in parallel
    }
    const AngleSource source(freqs, precision, anglePrecision);
    // Row by row, so nothing larger than a row is ever allocated: the per-dimension cos/sin cache
    // row, rotate_half of the row, then x·cos + rotate_half(x)·sin.
#pragma omp parallel if (n * dims * Eigen::Index(Count) > 16384) num_threads(execution.threadCount())
    {
        KernelGuard guard;
        PairAngles<Scalar> angles;
        // A component no pair holds (Proportional's zero-frequency tail) stays x·1 + 0·0 = x exactly.
        Row cosRow = Row::Ones(dims), sinRow = Row::Zero(dims), half = Row::Zero(dims), cosTerm(dims), sinTerm(dims);
#pragma omp for schedule(static)
        for (Eigen::Index r = 0; r < n; ++r) {
            for (std::size_t m = 0; m < Count; ++m) {
                auto row = outputs[m].row(r);
                row = inputs[m]->row(r);
                roundInPlace(precision, row);
            }
            if (execution.cancelled())
                continue;
            source.compute(positions[r], angles);
            for (int i = 0; i < pairs; ++i) {
                const auto [a, b] = pairComponents(params.pairing, dims, i);
                cosRow[a] = cosRow[b] = angles.cos[i];
                sinRow[a] = sinRow[b] = angles.sin[i];
            }
            for (std::size_t m = 0; m < Count; ++m) {
                auto xr = outputs[m].row(r).segment(params.rotaryOffset(), dims).array();
                for (int i = 0; i < pairs; ++i) {
                    const auto [a, b] = pairComponents(params.pairing, dims, i);
                    half[a] = -xr[b]; // rotate_half: the partner, the first one negated
                    half[b] = xr[a];
                }
                cosTerm = xr * cosRow;
                sinTerm = half * sinRow;
                roundInPlace(precision, cosTerm);
                roundInPlace(precision, sinTerm);
                xr = cosTerm + sinTerm;
                roundInPlace(precision, xr);
            }
        }
    }
    return outputs;
}

} // namespace

template <typename Scalar>
RowMatrix<Scalar> rotate(const RopeParams& params, const FrequencyTable& freqs, const RowMatrix<Scalar>& x,
                         const Eigen::VectorXd& positions, Precision precision, AnglePrecision anglePrecision,
                         const Execution& execution)
{
    auto [out] = rotateEach<Scalar, 1>(params, freqs, {&x}, positions, precision, anglePrecision, execution);
    return std::move(out);
}

template <typename Scalar>
std::pair<RowMatrix<Scalar>, RowMatrix<Scalar>> rotateTogether(const RopeParams& params, const FrequencyTable& freqs,
                                                               const RowMatrix<Scalar>& a, const RowMatrix<Scalar>& b,
                                                               const Eigen::VectorXd& positions, Precision precision,
                                                               AnglePrecision anglePrecision,
                                                               const Execution& execution)
{
    auto [ra, rb] = rotateEach<Scalar, 2>(params, freqs, {&a, &b}, positions, precision, anglePrecision, execution);
    return {std::move(ra), std::move(rb)};
}

template CosSinCache<double> cosSinCache<double>(const RopeParams&, const FrequencyTable&, const Eigen::VectorXd&,
                                                 Precision, AnglePrecision, const Execution&);
template CosSinCache<float> cosSinCache<float>(const RopeParams&, const FrequencyTable&, const Eigen::VectorXd&,
                                               Precision, AnglePrecision, const Execution&);
template RowMatrix<double> rotateHalf<double>(Pairing, const RowMatrix<double>&);
template RowMatrix<float> rotateHalf<float>(Pairing, const RowMatrix<float>&);
template std::pair<RowMatrixXd, RowMatrixXd> rotateTogether<double>(const RopeParams&, const FrequencyTable&,
                                                                    const RowMatrixXd&, const RowMatrixXd&,
                                                                    const Eigen::VectorXd&, Precision, AnglePrecision,
                                                                    const Execution&);
template std::pair<RowMatrixXf, RowMatrixXf> rotateTogether<float>(const RopeParams&, const FrequencyTable&,
                                                                   const RowMatrixXf&, const RowMatrixXf&,
                                                                   const Eigen::VectorXd&, Precision, AnglePrecision,
                                                                   const Execution&);
template RowMatrix<double> rotate<double>(const RopeParams&, const FrequencyTable&, const RowMatrix<double>&,
                                          const Eigen::VectorXd&, Precision, AnglePrecision, const Execution&);
template RowMatrix<float> rotate<float>(const RopeParams&, const FrequencyTable&, const RowMatrix<float>&,
                                        const Eigen::VectorXd&, Precision, AnglePrecision, const Execution&);

RowMatrixXd rotate(const RopeParams& params, const RowMatrixXd& x, const Eigen::VectorXd& positions,
                   Precision precision, AnglePrecision anglePrecision)
{
    const FrequencyTable freqs = frequencies(params);
    if (precision == Precision::Fp64)
        return rotate<double>(params, freqs, x, positions, precision);
    const RowMatrixXf xf = x.cast<float>();
    return rotate<float>(params, freqs, xf, positions, precision, anglePrecision).cast<double>();
}

RowMatrixXd rotateComplex(const RopeParams& params, const FrequencyTable& freqs, const RowMatrixXd& x,
                          const Eigen::VectorXd& positions)
{
    RowMatrixXd out = x;
    for (Eigen::Index r = 0; r < x.rows(); ++r)
        for (int i = 0; i < params.pairCount(); ++i) {
            const auto [a, b] = pairComponents(params, i);
            const std::complex<double> z(x(r, a), x(r, b));
            const std::complex<double> turned = z * std::polar(freqs.attentionFactor, positions[r] * freqs.invFreq[i]);
            out(r, a) = turned.real();
            out(r, b) = turned.imag();
        }
    return out;
}

Eigen::Matrix2d rotation2d(double angle)
{
    Eigen::Matrix2d r;
    r << std::cos(angle), -std::sin(angle), std::sin(angle), std::cos(angle);
    return r;
}

Eigen::MatrixXd rotationMatrix(const RopeParams& params, const FrequencyTable& freqs, double position)
{
    Eigen::MatrixXd r;
    fillRotationMatrix(params, freqs, position, r);
    return r;
}

void fillRotationMatrix(const RopeParams& params, const FrequencyTable& freqs, double position, Eigen::MatrixXd& r)
{
    // Off the pairs' blocks R_p is the identity whatever p is, so a matrix of the right size only needs
    // its blocks rewritten: at d = 4096 a fresh one costs 128 MiB of page faults a position.
    if (r.rows() != params.headDim || r.cols() != params.headDim)
        r.setIdentity(params.headDim, params.headDim);
    for (int i = 0; i < params.pairCount(); ++i) {
        const auto [a, b] = pairComponents(params, i);
        const Eigen::Matrix2d block = freqs.attentionFactor * rotation2d(position * freqs.invFreq[i]);
        r(a, a) = block(0, 0);
        r(a, b) = block(0, 1);
        r(b, a) = block(1, 0);
        r(b, b) = block(1, 1);
    }
}

} // namespace rope::core
