// Telling which RoPE convention turned x into y, and whether W2 is W1 permuted Meta → HF.
#include "core/diagnose.h"

#include "core/diagnoseangles.h"

#include "core/frequencies.h"
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

struct Errors {
    double max = kInf;
    double rms = kInf;
};

Errors differences(const RowMatrixXd& a, const RowMatrixXd& b)
{
    const RowMatrixXd diff = (a - b).cwiseAbs();
    if (!diff.allFinite())
        return {};
    return {diff.maxCoeff(), std::sqrt(diff.squaredNorm() / double(std::max<Eigen::Index>(diff.size(), 1)))};
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

// How far a convention is from the plainest reading, or with a reference from the model's own:
// equal errors go to the nearest.
double complexity(const Convention& c, int d, const std::optional<RopeParams>& reference)
{
    double far = std::abs(c.positionOffset) + (c.direction == Direction::Clockwise ? 1.0 : 0.0) +
                 (c.baseFitted ? 1.0 : 0.0) + 0.1 * double(int(c.precision)) +
                 (c.cosSinLayout != CosSinLayout::Matching ? 1.0 : 0.0) + (c.cosSinSwapped ? 1.0 : 0.0) +
                 (c.truncateFlipped ? 0.5 : 0.0) + (c.attentionFactorDropped ? 0.5 : 0.0) +
                 (c.output != OutputRounding::None ? 0.15 : 0.0);
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
    double rms = kInf;
};

void sortByError(std::vector<Scored>& v)
{
    std::stable_sort(v.begin(), v.end(), [](const Scored& a, const Scored& b) { return a.error < b.error; });
}

} // namespace

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
                           const Eigen::VectorXd& pm) -> Scored {
        if (!conventionProblems(c, d, referenceScaling).empty())
            return {c, kInf, kInf};
        const Errors e = differences(applyConvention(c, xm, pm, referenceScaling), ym);
        return {c, e.max, e.rms};
    };
    const auto scoreSearch = [&](const Convention& c) { return score(c, xs, ys, ps); };

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
    // The spans the data or the model point at: the cos/sin layout mix-ups are searched on these.
    const size_t pointedSpans = spans.size();
    for (int r : {d / 2, d / 4})
        for (auto where : {RotaryPlacement::First, RotaryPlacement::Last})
            addSpan(r, where);

    std::vector<double> bases = options.bases;
    if (options.reference && !options.reference->thetaOverride)
        bases.push_back(options.reference->base);
    const bool referenceScaled = options.reference && options.reference->scaling.method != ScalingMethod::None;

    // Positions held in bf16 cost no more than fp64 and change the structure's error wholesale (a row at
    // 257 turned by 256): searched along with it wherever some position is beyond bf16's exact 256.
    const double largest = positions.cwiseAbs().maxCoeff();
    std::vector<Scored> structures;
    const auto consider = [&](Convention c) {
        structures.push_back(scoreSearch(c));
        if (largest + std::abs(c.positionOffset) > 256) {
            c.precision = DiagnosedPrecision::Bf16Positions;
            structures.push_back(scoreSearch(c));
        }
    };
    std::vector<Convention> estimable; // offset 0: where the rows' phases may tell another offset
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
                        if (offset == 0)
                            estimable.push_back(c);
                    }
                    if (referenceScaled) {
                        c.base = options.reference->base;
                        c.baseFitted = false;
                        c.scaled = true;
                        consider(c);
                        if (offset == 0)
                            estimable.push_back(c);
                    }
                }
    // What no plain convention explains may be a bug further off; searched only then, so that rows
    // that are fine cost no more than before.
    const bool plainExplains = std::any_of(structures.begin(), structures.end(),
                                           [&](const Scored& s) { return s.error <= 1e-2 * result.scale; });
    // Rows from the middle of a sequence: the offset their phases say, where it is beyond the ones tried.
    for (const Convention& plain : plainExplains ? std::vector<Convention>{} : estimable) {
        const std::optional<int> k = estimateOffset(plain, xs, ys, ps, referenceScaling);
        if (k && std::abs(*k) > options.maxOffset) {
            Convention c = plain;
            c.positionOffset = *k;
            consider(c);
        }
    }
    // cos/sin built for the other pairing, or swapped: on the spans the data or the model point at, at
    // offsets 0 and 1, with the listed bases (a crossed cache turns no pair by one angle to fit).
    for (Pairing pairing : {Pairing::Interleaved, Pairing::HalfSplit})
        for (size_t s = 0; s < (plainExplains ? 0 : pointedSpans); ++s)
            for (Direction direction : {Direction::CounterClockwise, Direction::Clockwise})
                for (int offset : {0, 1})
                    for (const auto& [layout, swapped] :
                         {std::pair{true, false}, std::pair{false, true}, std::pair{true, true}}) {
                        Convention c{pairing,
                                     direction,
                                     offset,
                                     0.0,
                                     false,
                                     spans[s].first,
                                     spans[s].second,
                                     false,
                                     DiagnosedPrecision::Fp64};
                        c.cosSinLayout = !layout                         ? CosSinLayout::Matching
                                         : pairing == Pairing::HalfSplit ? CosSinLayout::RepeatInterleave
                                                                         : CosSinLayout::Cat;
                        c.cosSinSwapped = swapped;
                        std::set<double> seen;
                        for (double b : bases) {
                            if (!seen.insert(b).second)
                                continue;
                            c.base = b;
                            structures.push_back(scoreSearch(c));
                        }
                        if (referenceScaled) {
                            c.base = options.reference->base;
                            c.scaled = true;
                            structures.push_back(scoreSearch(c));
                        }
                    }
    sortByError(structures);

    // The leading scaled structures with YaRN's truncate flipped and the attention factor left out.
    std::vector<Scored> all = structures;
    int scaledLeaders = 0;
    for (size_t i = 0; i < structures.size() && scaledLeaders < 3 && referenceScaled; ++i) {
        const Convention& c = structures[i].convention;
        if (!c.scaled || !std::isfinite(structures[i].error))
            continue;
        ++scaledLeaders;
        for (const auto& [flip, drop] : {std::pair{true, false}, std::pair{false, true}, std::pair{true, true}}) {
            Convention v = c;
            v.truncateFlipped = flip;
            v.attentionFactorDropped = drop;
            if (conventionProblems(v, d, referenceScaling).empty())
                all.push_back(scoreSearch(v));
        }
    }
    sortByError(all);
    // An estimated offset, refined: its neighbours too.
    if (!all.empty() && std::abs(all.front().convention.positionOffset) > options.maxOffset) {
        for (int step : {-1, 1}) {
            Convention c = all.front().convention;
            c.positionOffset += step;
            all.push_back(scoreSearch(c));
        }
        sortByError(all);
    }

    // The best few structures in the float precisions, and stored in bf16 or fp16.
    const size_t leaders = std::min<size_t>(3, all.size());
    std::vector<Scored> precise;
    const std::pair<DiagnosedPrecision, OutputRounding> arithmetic[] = {
        {DiagnosedPrecision::Fp32, OutputRounding::None},      {DiagnosedPrecision::Fp32Torch, OutputRounding::None},
        {DiagnosedPrecision::Bf16, OutputRounding::None},      {DiagnosedPrecision::Fp16, OutputRounding::None},
        {DiagnosedPrecision::Fp64, OutputRounding::Bf16},      {DiagnosedPrecision::Fp32, OutputRounding::Bf16},
        {DiagnosedPrecision::Fp32Torch, OutputRounding::Bf16}, {DiagnosedPrecision::Fp64, OutputRounding::Fp16},
        {DiagnosedPrecision::Fp32, OutputRounding::Fp16},      {DiagnosedPrecision::Fp32Torch, OutputRounding::Fp16},
    };
    // fp16 and stored results differ from fp64 by 2⁻¹² of the scale or more: tried only when the leader is off by
    // more than fp32 rounding (2⁻¹⁴).
    const bool coarse = !all.empty() && all.front().error > std::ldexp(result.scale, -14);
    for (size_t i = 0; i < leaders; ++i)
        for (const auto& [precision, output] : arithmetic) {
            Convention c = all[i].convention;
            if (c.precision != DiagnosedPrecision::Fp64 || c.output != OutputRounding::None)
                continue;
            if (!coarse && (output != OutputRounding::None || precision == DiagnosedPrecision::Fp16))
                continue;
            c.precision = precision;
            c.output = output;
            if (conventionProblems(c, d, referenceScaling).empty())
                precise.push_back(scoreSearch(c));
        }
    all.insert(all.end(), precise.begin(), precise.end());
    sortByError(all);

    // The leaders scored on every row: every arithmetic of the leading structure (they may tie), and
    // at most three of each other one.
    const auto structureOf = [](Convention c) {
        c.precision = DiagnosedPrecision::Fp64;
        c.output = OutputRounding::None;
        return c;
    };
    {
        const size_t wanted = size_t(std::max(options.keep, 1)) * 2;
        const Convention leading = structureOf(all.front().convention);
        std::vector<Scored> finalists;
        std::vector<Convention> seen;
        for (const Scored& s : all) {
            const Convention structure = structureOf(s.convention);
            const bool lead = structure == leading;
            if (!lead && (finalists.size() >= wanted || std::count(seen.begin(), seen.end(), structure) >= 3))
                continue;
            seen.push_back(structure);
            finalists.push_back(s);
        }
        all = std::move(finalists);
    }
    if (Eigen::Index(rows.size()) < x.rows())
        for (Scored& s : all)
            s = score(s.convention, x, y, positions);
    // By error; exactly equal errors: the plainer first.
    const auto plainness = [d, &options](const Scored& s) { return complexity(s.convention, d, options.reference); };
    std::stable_sort(all.begin(), all.end(), [&](const Scored& a, const Scored& b) {
        return a.error < b.error || (a.error == b.error && plainness(a) < plainness(b));
    });
    // Tied: a max error within 2× of the smallest, and of those an RMS error within 2× of theirs (a
    // result stored in bf16 and rounded the other way in a few entries has the same max error as an
    // unrounded reading, but an RMS error far smaller). The verdict takes the plainest of them.
    const double tieLimit = 2.0 * all.front().error + 1e-14 * result.scale;
    const size_t byMax =
        size_t(std::partition_point(all.begin(), all.end(), [&](const Scored& s) { return s.error <= tieLimit; }) -
               all.begin());
    double smallestRms = kInf;
    for (size_t i = 0; i < byMax; ++i)
        smallestRms = std::min(smallestRms, all[i].rms);
    const double rmsLimit = 2.0 * smallestRms + 1e-14 * result.scale;
    const size_t keep = size_t(std::max(options.keep, 1));
    std::vector<char> tied(all.size(), 0);
    for (size_t i = 0; i < byMax; ++i)
        tied[i] = all[i].rms <= rmsLimit || !std::isfinite(smallestRms);
    tied[0] = tied[0] || std::none_of(tied.begin(), tied.end(), [](char t) { return t != 0; });
    // The list: the tied ones, and otherwise three arithmetics of the leading structure and the best
    // one of each other structure, so that the runners-up show other structures.
    std::vector<Convention> listed;
    const Convention leading = structureOf(all.front().convention);
    for (size_t i = 0; i < all.size(); ++i) {
        const Convention structure = structureOf(all[i].convention);
        const auto variants = std::count(listed.begin(), listed.end(), structure);
        if (!tied[i] && (variants >= (structure == leading ? 3 : 1) || result.candidates.size() >= keep))
            continue;
        listed.push_back(structure);
        if (tied[i])
            result.tied.push_back(int(result.candidates.size()));
        result.candidates.push_back({all[i].convention, all[i].error, all[i].rms});
    }
    result.bestIndex = result.tied.front();
    for (int i : result.tied)
        if (complexity(result.candidates[size_t(i)].convention, d, options.reference) <
            complexity(result.candidates[size_t(result.bestIndex)].convention, d, options.reference))
            result.bestIndex = i;
    result.tiedWithBest = int(result.tied.size());
    return result;
}

bool explains(const Diagnosis& diagnosis)
{
    return !diagnosis.candidates.empty() && diagnosis.best().maxAbsError <= 1e-2 * diagnosis.scale;
}

} // namespace rope::core
