// Telling which RoPE convention turned x into y, and whether W2 is W1 permuted Meta → HF.
#include "core/diagnose.h"

#include "core/frequencies.h"
#include "core/permutation.h"
#include "core/rotation.h"
#include "core/validate.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <numbers>
#include <set>

namespace rope::core {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// The convention as parameters for a head of d components.
RopeParams headParams(const Convention& c, int d, const Scaling& scaling)
{
    RopeParams p;
    p.headDim = d;
    p.rotaryDim = c.rotaryDim == d ? 0 : c.rotaryDim;
    p.rotaryPlacement = c.placement;
    p.base = c.base;
    p.pairing = c.pairing;
    if (c.scaled)
        p.scaling = scaling;
    return p;
}

bool torchCovers(ScalingMethod m)
{
    return m == ScalingMethod::None || m == ScalingMethod::Linear || m == ScalingMethod::NtkAware ||
           m == ScalingMethod::DynamicNtk;
}

// The positions the convention's code multiplies by θ: offset, held in bf16 if so, sign flipped
// for clockwise.
Eigen::VectorXd effectivePositions(const Convention& c, const Eigen::VectorXd& positions)
{
    Eigen::VectorXd q = positions.array() + double(c.positionOffset);
    if (c.precision == DiagnosedPrecision::Bf16Positions)
        q = q.unaryExpr([](double p) { return heldPosition(Precision::Bf16, p); });
    if (c.direction == Direction::Clockwise)
        q = -q;
    return q;
}

double maxAbsDifference(const RowMatrixXd& a, const RowMatrixXd& b)
{
    const RowMatrixXd diff = (a - b).cwiseAbs();
    return diff.allFinite() ? diff.maxCoeff() : kInf;
}

RowMatrixXd pickRows(const RowMatrixXd& m, const std::vector<Eigen::Index>& rows)
{
    RowMatrixXd out(Eigen::Index(rows.size()), m.cols());
    for (size_t i = 0; i < rows.size(); ++i)
        out.row(Eigen::Index(i)) = m.row(rows[i]);
    return out;
}

// Rows for the search: evenly spread, plus the smallest nonzero |p| (the base fit reads it) and
// the largest (precision differences grow with p).
std::vector<Eigen::Index> searchRows(const Eigen::VectorXd& positions, int maxRows)
{
    const Eigen::Index n = positions.size();
    std::set<Eigen::Index> rows;
    if (n <= maxRows) {
        for (Eigen::Index r = 0; r < n; ++r)
            rows.insert(r);
    } else {
        for (int i = 0; i < maxRows - 2; ++i)
            rows.insert(Eigen::Index(double(i) * double(n) / double(maxRows - 2)));
        Eigen::Index smallest = -1, largest = 0;
        for (Eigen::Index r = 0; r < n; ++r) {
            const double a = std::abs(positions[r]);
            if (a > 0 && (smallest < 0 || a < std::abs(positions[smallest])))
                smallest = r;
            if (a > std::abs(positions[largest]))
                largest = r;
        }
        if (smallest >= 0)
            rows.insert(smallest);
        rows.insert(largest);
    }
    return {rows.begin(), rows.end()};
}

// The base that makes pair angles match the data. The angle pair i turns between two rows whose
// effective positions are closest (Δ apart) is Δ·θ_i, read from how each row turned (one row at its
// position p when there is no second); the angles are unwrapped from the slowest pair (which never
// wraps) towards the fastest, each taken 2πk from its measured value to follow the geometric trend of
// the ones before; then ln θ_i = −(2i/r)·ln base is fitted by least squares, weighting each pair by
// its angle (tiny angles are mostly rounding noise).
std::optional<double> fitBase(const Convention& c, const RowMatrixXd& x, const RowMatrixXd& y,
                              const Eigen::VectorXd& positions, double scale)
{
    const Eigen::VectorXd q = effectivePositions(c, positions);
    Eigen::Index first = -1, second = -1;
    for (Eigen::Index r = 0; r < q.size(); ++r)
        for (Eigen::Index s = r + 1; s < q.size(); ++s)
            if (q[s] != q[r] && (first < 0 || std::abs(q[s] - q[r]) < std::abs(q[second] - q[first]))) {
                first = r;
                second = s;
            }
    if (first < 0) { // one position only: the row's own turn from 0
        for (Eigen::Index r = 0; r < q.size(); ++r)
            if (q[r] != 0)
                second = r;
        if (second < 0)
            return std::nullopt;
    }
    const double p = first < 0 ? q[second] : q[second] - q[first];
    const RopeParams params = headParams(c, int(x.cols()), {});
    const auto turn = [&](Eigen::Index row, int a, int b) -> std::optional<double> {
        const double xa = x(row, a), xb = x(row, b), ya = y(row, a), yb = y(row, b);
        if (std::hypot(xa, xb) < 1e-6 * scale || std::hypot(ya, yb) < 1e-6 * scale)
            return std::nullopt;
        return std::atan2(xa * yb - xb * ya, xa * ya + xb * yb);
    };
    std::vector<std::pair<int, double>> angles; // pair, unwrapped angle
    for (int i = c.rotaryDim / 2 - 1; i >= 1; --i) {
        const auto [a, b] = pairComponents(params, i);
        const std::optional<double> later = turn(second, a, b);
        const std::optional<double> earlier = first < 0 ? std::optional<double>(0.0) : turn(first, a, b);
        if (!later || !earlier)
            continue;
        double phi = std::remainder(*later - *earlier, 2 * std::numbers::pi);
        if (angles.size() >= 2) {
            // ln|angle| is linear in i: extrapolate from the last two.
            const auto [i1, a1] = angles[angles.size() - 2];
            const auto [i2, a2] = angles.back();
            if (a1 * a2 > 0) {
                const double slope = (std::log(std::abs(a2)) - std::log(std::abs(a1))) / double(i2 - i1);
                const double predicted = std::copysign(std::exp(std::log(std::abs(a2)) + slope * (i - i2)), a2);
                if (std::isfinite(predicted))
                    phi += 2 * std::numbers::pi * std::round((predicted - phi) / (2 * std::numbers::pi));
            }
        }
        angles.emplace_back(i, phi);
    }
    double num = 0, den = 0;
    for (const auto& [i, angle] : angles) {
        const double theta = angle / p;
        if (!(theta > 0) || !std::isfinite(theta))
            continue;
        const double weight = std::min(angle * angle, 1.0), slope = 2.0 * i / params.frequencyDims();
        num += weight * slope * std::log(theta);
        den += weight * slope * slope;
    }
    if (!(den > 0))
        return std::nullopt;
    const double base = std::exp(-num / den);
    if (!(base > 1.0) || !std::isfinite(base))
        return std::nullopt;
    return base;
}

// How far a convention is from the plainest reading, or with a reference from the model's own:
// equal errors go to the nearest.
double complexity(const Convention& c, int d, const std::optional<RopeParams>& reference)
{
    double far = std::abs(c.positionOffset) + (c.direction == Direction::Clockwise ? 1.0 : 0.0) +
                 (c.baseFitted ? 1.0 : 0.0) + 0.1 * double(int(c.precision));
    if (!reference)
        return far + (c.rotaryDim < d ? 0.5 : 0.0) + (c.scaled ? 0.25 : 0.0);
    const bool referenceScaled = reference->scaling.method != ScalingMethod::None;
    const bool referenceSpan =
        c.rotaryDim == reference->rotaryDims() && (c.rotaryDim == d || c.placement == reference->rotaryPlacement);
    return far + (referenceSpan ? 0.0 : 0.5) + (c.scaled == referenceScaled ? 0.0 : 0.25) +
           (c.pairing == reference->pairing ? 0.0 : 0.25) + (c.base == reference->base ? 0.0 : 0.2);
}

struct Scored {
    Convention convention;
    double error;
};

void sortByError(std::vector<Scored>& v)
{
    std::stable_sort(v.begin(), v.end(), [](const Scored& a, const Scored& b) { return a.error < b.error; });
}

} // namespace

Problems conventionProblems(const Convention& c, int d, const Scaling& scaling)
{
    if (c.rotaryDim < 2 || c.rotaryDim % 2 != 0 || c.rotaryDim > d)
        return {{ProblemCode::RotaryDimInvalid, "rotary_dim", double(c.rotaryDim), 2, double(d)}};
    const RopeParams params = headParams(c, d, scaling);
    Problems out = validate(params);
    if (out.empty() && c.precision == DiagnosedPrecision::Fp32Torch && !torchCovers(params.scaling.method))
        out.push_back({ProblemCode::PrecisionUnsupported, "precision"});
    return out;
}

RowMatrixXd applyConvention(const Convention& c, const RowMatrixXd& x, const Eigen::VectorXd& positions,
                            const Scaling& scaling)
{
    assert(positions.size() == x.rows() && conventionProblems(c, int(x.cols()), scaling).empty() &&
           "applyConvention: a convention that applies, one position per row");
    const int d = int(x.cols());
    const RopeParams params = headParams(c, d, scaling);
    const Eigen::VectorXd q = effectivePositions(c, positions);
    FrequencyTable freqs = frequencies(params);
    // The float pipelines hold every component in their format, the unrotated ones too.
    switch (c.precision) {
    case DiagnosedPrecision::Fp64:
    case DiagnosedPrecision::Bf16Positions:
        return rotate<double>(params, freqs, x, q, Precision::Fp64);
    case DiagnosedPrecision::Fp32:
        return rotate<float>(params, freqs, x.cast<float>(), q, Precision::Fp32, AnglePrecision::Fp64).cast<double>();
    case DiagnosedPrecision::Fp32Torch:
        freqs.invFreq = torchFloat32InvFreq(params, freqs);
        return rotate<float>(params, freqs, x.cast<float>(), q, Precision::Fp32, AnglePrecision::Fp32).cast<double>();
    case DiagnosedPrecision::Bf16:
        return rotate<float>(params, freqs, x.cast<float>(), q, Precision::Bf16, AnglePrecision::Fp32).cast<double>();
    }
    return x;
}

Eigen::VectorXd conventionScores(const Convention& c, const Eigen::VectorXd& q, const Eigen::VectorXd& k,
                                 const Eigen::VectorXd& deltas, const Scaling& scaling, double keyPosition)
{
    const RowMatrixXd queries = q.transpose().replicate(deltas.size(), 1);
    const RowMatrixXd rotatedQueries = applyConvention(c, queries, (deltas.array() + keyPosition).matrix(), scaling);
    const RowMatrixXd key = applyConvention(c, k.transpose(), Eigen::VectorXd::Constant(1, keyPosition), scaling);
    return rotatedQueries * key.row(0).transpose();
}

Diagnosis diagnose(const RowMatrixXd& x, const RowMatrixXd& y, const Eigen::VectorXd& positions,
                   const DiagnoseOptions& options)
{
    const int d = int(x.cols());
    assert(x.rows() >= 1 && d >= 2 && d % 2 == 0 && y.rows() == x.rows() && y.cols() == x.cols() &&
           positions.size() == x.rows() && x.allFinite() && y.allFinite() && positions.allFinite() &&
           "diagnose: x and y finite, of one shape with an even width, one position per row");
    Diagnosis result;
    result.scale = std::max({x.cwiseAbs().maxCoeff(), y.cwiseAbs().maxCoeff(), std::numeric_limits<double>::min()});
    const double same = 1e-6 * result.scale;
    const auto unchanged = [&](int col) { return (x.col(col) - y.col(col)).cwiseAbs().maxCoeff() <= same; };
    while (result.unchangedLeading < d && unchanged(result.unchangedLeading))
        ++result.unchangedLeading;
    while (result.unchangedTrailing < d && unchanged(d - 1 - result.unchangedTrailing))
        ++result.unchangedTrailing;
    for (int j = 0; j < d; ++j)
        result.unchangedCount += unchanged(j) ? 1 : 0;

    const std::vector<Eigen::Index> rows = searchRows(positions, options.maxSearchRows);
    const RowMatrixXd xs = pickRows(x, rows), ys = pickRows(y, rows);
    Eigen::VectorXd ps(Eigen::Index(rows.size()));
    for (size_t i = 0; i < rows.size(); ++i)
        ps[Eigen::Index(i)] = positions[rows[i]];

    const Scaling referenceScaling = options.reference ? options.reference->scaling : Scaling{};
    // A convention that cannot be applied (a fitted base the parameters refuse) explains nothing.
    const auto score = [&](const Convention& c, const RowMatrixXd& xm, const RowMatrixXd& ym,
                           const Eigen::VectorXd& pm) {
        if (!conventionProblems(c, d, referenceScaling).empty())
            return kInf;
        return maxAbsDifference(applyConvention(c, xm, pm, referenceScaling), ym);
    };

    // Rotated spans: all d; what the unchanged columns suggest; the reference's; halves and quarters.
    std::vector<std::pair<int, RotaryPlacement>> spans{{d, RotaryPlacement::First}};
    const auto addSpan = [&](int r, RotaryPlacement where) {
        if (r == d)
            where = RotaryPlacement::First; // all dims: the same either way
        if (r >= 2 && r % 2 == 0 && r <= d && std::find(spans.begin(), spans.end(), std::pair{r, where}) == spans.end())
            spans.emplace_back(r, where);
    };
    if (result.unchangedLeading < d) {
        addSpan(d - result.unchangedTrailing, RotaryPlacement::First);
        addSpan(d - result.unchangedLeading, RotaryPlacement::Last);
        addSpan(d - result.unchangedCount, RotaryPlacement::Proportional); // Gemma 4: unchanged in both halves
    }
    if (options.reference && options.reference->headDim == d)
        addSpan(options.reference->rotaryDims(), options.reference->rotaryPlacement);
    for (int r : {d / 2, d / 4})
        for (auto where : {RotaryPlacement::First, RotaryPlacement::Last})
            addSpan(r, where);

    std::vector<double> bases = options.bases;
    if (options.reference && !options.reference->thetaOverride)
        bases.push_back(options.reference->base);
    const bool referenceScaled = options.reference && options.reference->scaling.method != ScalingMethod::None;

    // Positions held in bf16 cost no more than fp64 and change the structure's error wholesale (a row at
    // 257 turned by 256): searched along with it wherever some position is beyond bf16's exact 256.
    const double largest = positions.cwiseAbs().maxCoeff() + options.maxOffset;
    std::vector<Scored> structures;
    const auto consider = [&](Convention c) {
        structures.push_back({c, score(c, xs, ys, ps)});
        if (largest > 256) {
            c.precision = DiagnosedPrecision::Bf16Positions;
            structures.push_back({c, score(c, xs, ys, ps)});
        }
    };
    for (Pairing pairing : {Pairing::Interleaved, Pairing::HalfSplit})
        for (const auto& [r, where] : spans)
            for (Direction direction : {Direction::CounterClockwise, Direction::Clockwise})
                for (int offset = -options.maxOffset; offset <= options.maxOffset; ++offset) {
                    Convention c{pairing, direction, offset, 0.0, false, r, where, false, DiagnosedPrecision::Fp64};
                    std::vector<std::pair<double, bool>> tried; // base, fitted
                    for (double b : bases)
                        tried.emplace_back(b, false);
                    if (const auto fitted = fitBase(c, xs, ys, ps, result.scale))
                        tried.emplace_back(*fitted, true);
                    std::set<double> seen;
                    for (const auto& [b, fitted] : tried) {
                        if (!seen.insert(b).second)
                            continue;
                        c.base = b;
                        c.baseFitted = fitted;
                        if (fitted && std::any_of(bases.begin(), bases.end(), [base = b](double known) {
                                return std::abs(base - known) <= 1e-9 * known;
                            }))
                            continue; // the fit found a listed base: keep the listed one
                        consider(c);
                    }
                    if (referenceScaled) {
                        c.base = options.reference->base;
                        c.baseFitted = false;
                        c.scaled = true;
                        consider(c);
                    }
                }
    sortByError(structures);

    // The best few structures in the float precisions.
    std::vector<Scored> all = structures;
    const size_t leaders = std::min<size_t>(3, structures.size());
    for (size_t i = 0; i < leaders; ++i)
        for (auto precision : {DiagnosedPrecision::Fp32, DiagnosedPrecision::Fp32Torch, DiagnosedPrecision::Bf16}) {
            Convention c = structures[i].convention;
            if (c.precision != DiagnosedPrecision::Fp64)
                continue;
            c.precision = precision;
            if (precision == DiagnosedPrecision::Fp32Torch && c.scaled && !torchCovers(referenceScaling.method))
                continue;
            all.push_back({c, score(c, xs, ys, ps)});
        }
    sortByError(all);

    // The leaders scored on every row.
    all.resize(std::min<size_t>(all.size(), size_t(std::max(options.keep, 1)) * 2));
    if (Eigen::Index(rows.size()) < x.rows()) {
        for (Scored& s : all)
            s.error = score(s.convention, x, y, positions);
        sortByError(all);
    }
    const double tieLimit = 2.0 * all.front().error + 1e-14 * result.scale;
    const auto tied =
        std::partition_point(all.begin(), all.end(), [&](const Scored& s) { return s.error <= tieLimit; });
    result.tiedWithBest = int(tied - all.begin());
    std::stable_sort(all.begin(), tied, [d, &options](const Scored& a, const Scored& b) {
        return complexity(a.convention, d, options.reference) < complexity(b.convention, d, options.reference);
    });
    all.resize(std::min<size_t>(all.size(), size_t(std::max(options.keep, 1))));
    for (const Scored& s : all)
        result.candidates.push_back({s.convention, s.error});
    return result;
}

bool explains(const Diagnosis& diagnosis)
{
    return !diagnosis.candidates.empty() && diagnosis.candidates.front().maxAbsError <= 1e-2 * diagnosis.scale;
}

std::vector<HeadCheck> checkMetaToHf(const RowMatrixXd& w1, const RowMatrixXd& w2, int heads, double tolerance)
{
    assert(heads >= 1 && w1.rows() == w2.rows() && w1.cols() == w2.cols() && w1.rows() % heads == 0 &&
           (w1.rows() / heads) % 2 == 0 && "checkMetaToHf: W1 and W2 of one shape, rows = heads × an even head width");
    const Eigen::Index dims = w1.rows() / heads;
    const RowMatrixXd forward = metaToHuggingFace(w1, heads), backward = metaToHuggingFace(w1, heads, true);
    std::vector<HeadCheck> out;
    for (int h = 0; h < heads; ++h) {
        const auto head = [&](const RowMatrixXd& m) { return m.middleRows(h * dims, dims); };
        const std::pair<HeadRelation, double> options[] = {
            {HeadRelation::MetaToHf, maxAbsDifference(head(forward), head(w2))},
            {HeadRelation::Identical, maxAbsDifference(head(w1), head(w2))},
            {HeadRelation::HfToMeta, maxAbsDifference(head(backward), head(w2))},
        };
        HeadCheck check{HeadRelation::Differs, kInf};
        for (const auto& [relation, error] : options) {
            if (error <= tolerance) {
                check = {relation, error};
                break;
            }
            check.maxAbsError = std::min(check.maxAbsError, error);
        }
        out.push_back(check);
    }
    return out;
}

} // namespace rope::core
