// Estimating what a `compute` subcommand needs, from its sizes, before anything is computed.
#include "app/cli/budget.h"

#include "app/cli/failure.h"
#include "core/numericsbuild.h"
#include "ui/model/expected.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Budget)
};

constexpr double kDouble = 8, kFloat = 4;

// Rates measured on the 2-core development machine, each form and size regime on a run of 1–25 s
// (decay-bound d = 8192 over 40000 Δ: 2.9 s; curve d = 8192 over 50000 Δ: 2.3 s; rotate --form matrix
// d = 4096 on 200 rows: 1.8 s, d = 256 on 20000: 0.9 s; attention N = 6144, d = 128: 0.9–1.9 s;
// linear-attention N = 16384, d = 512: 3.0 s; decompose-additive N = 2048, D = 512: 1.2 s), computing only.
// tst_estimates holds every estimate within 2× of the faster of two measured runs.
constexpr double kTrigTermsPerSecond = 1.4e8; // one e^{iΔθ} term of decay-bound (polar, √norm; both cores)
constexpr double kCurveTermsPerSecond = 9e7; // one A cos Δθ + B sin Δθ term of curve (both cores)
constexpr double kRotatedPerSecond = 1.5e7; // one component of a rotated row, generated content included
constexpr double kMultiplyAddsPerSecond = 4e9; // matrix products (Eigen, both cores)
constexpr double kAttentionMultiplyAddsPerSecond = 1.2e10; // attention's tiled q·k and A·V (fp64; fp32 twice)
constexpr double kAttentionCellsPerSecond = 8e7; // one N×N cell of attention (scale, mask, exp, normalise, copy)
constexpr double kProductMultiplyAddsPerSecond = 1.0e10; // whole N×d by d×N products (decompose-additive)
constexpr double kMatrixCellsPerSecond = 1.2e9; // rotate --form matrix: a cell of R applied
constexpr double kFreshBytesPerSecond = 3e8; // memory first touched: paged in and zeroed (512 MiB took 1.6 s)
constexpr double kLinearMultiplyAddsPerSecond = 2e9; // linear-attention's feature-map products
constexpr double kCellsPerSecond = 3e7; // one cell of an N×N result written (exp, mask, copy)
constexpr double kCachedPixelsPerSecond = 1.5e7; // a figure's pixels drawn and encoded as PNG
constexpr double kPixelsPerSecond = 4e6; // the same past the cache
constexpr double kDecodedPerSecond = 4e7; // one checkpoint weight read, widened to double and normed

// The rates above are the baseline copy of the numerics (x86-64, SSE2). The x86-64-v3/v4 copies the loader
// picks on AVX2 or AVX-512 processors run fp64 products and attention about twice as fast (measured: attention
// N = 6144 in 0.58 s against 1.0-1.3 s, decompose-additive 0.63 s against 1.0-1.4 s, R·x at d = 256 0.55 s
// against 1.03 s); the sines and the rotations gain little.
double vectorSpeedup()
{
    static const double speedup = core::numericsBuild().level == "x86-64" ? 1.0 : 2.0;
    return speedup;
}

QString number(double x) { return QLocale::c().toString(x, 'g', 2); }

// A size as written on the command line: 16384, 10000000 (never 1e+07).
QString whole(double x) { return QString::number(qint64(x)); }

Cost make(QString what, double bytes, double seconds, QString work, double jsonNumbers)
{
    return {std::move(what), bytes, seconds, std::move(work), jsonNumbers};
}

} // namespace

void afford(const Cost& cost, const Budget& budget)
{
    // What no output format can help first: memory, then time; then the format.
    if (cost.bytes > budget.maxBytes)
        fail(Tr::tr("%1 needs about %2 of memory; the limit is %3 (--max-memory SIZE raises it, e.g. "
                    "--max-memory 16G)")
                 .arg(cost.what, formatBytes(cost.bytes), formatBytes(budget.maxBytes)));
    if (cost.seconds > budget.maxSeconds)
        fail(Tr::tr("%1 would take about %2 (%3); the limit is %4 (--max-time SECONDS raises it)")
                 .arg(cost.what, formatDuration(cost.seconds), cost.work, formatDuration(budget.maxSeconds)));
    if (budget.json && cost.jsonNumbers > double(kMaxJsonNumbers))
        fail(Tr::tr("%1 would write %2 numbers, too many for JSON (at most %3); write one array with "
                    "--out FILE.npy or FILE.csv")
                 .arg(cost.what)
                 .arg(qint64(cost.jsonNumbers))
                 .arg(kMaxJsonNumbers));
}

std::optional<double> parseByteSize(const QString& text)
{
    static const QRegularExpression form(
        QStringLiteral(R"(^\s*([0-9]+(?:\.[0-9]*)?(?:[eE][0-9]+)?)\s*([kmgt]?)(i?b?)\s*$)"),
        QRegularExpression::CaseInsensitiveOption);
    const auto match = form.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const double value = match.captured(1).toDouble();
    const QString unit = match.captured(2).toLower(), suffix = match.captured(3).toLower();
    if (unit.isEmpty() && !suffix.isEmpty() && suffix != QLatin1String("b"))
        return std::nullopt; // "5i"
    const int power = unit.isEmpty() ? 0 : int(QStringLiteral("kmgt").indexOf(unit)) + 1;
    const double step = suffix == QLatin1String("b") ? 1000 : 1024; // "GB" decimal; "G" and "GiB" binary
    const double bytes = value * std::pow(step, power);
    return std::isfinite(bytes) ? std::optional(bytes) : std::nullopt;
}

QString formatBytes(double bytes)
{
    const double gb = bytes / 1e9, mb = bytes / 1e6;
    if (gb >= 10)
        return Tr::tr("%1 GB").arg(std::round(gb));
    if (gb >= 1)
        return Tr::tr("%1 GB").arg(number(gb));
    if (mb >= 1)
        return Tr::tr("%1 MB").arg(mb >= 10 ? QString::number(std::round(mb)) : number(mb));
    return Tr::tr("%1 kB").arg(number(bytes / 1e3));
}

std::optional<double> parseDuration(const QString& text)
{
    static const QRegularExpression form(QStringLiteral(R"(^\s*([0-9]+(?:\.[0-9]*)?)\s*(s|m|min|h)?\s*$)"),
                                         QRegularExpression::CaseInsensitiveOption);
    const auto match = form.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const QString unit = match.captured(2).toLower();
    const double scale = unit == QLatin1String("h") ? 3600 : unit.startsWith(QLatin1Char('m')) ? 60 : 1;
    return match.captured(1).toDouble() * scale;
}

QString formatDuration(double seconds)
{
    if (number(seconds) == QLatin1String("1"))
        return Tr::tr("1 second");
    if (seconds < 120)
        return Tr::tr("%1 seconds").arg(number(seconds));
    if (seconds < 2 * 3600)
        return Tr::tr("%1 minutes").arg(number(seconds / 60));
    return Tr::tr("%1 hours").arg(number(seconds / 3600));
}

Cost rotateCost(double n, double d, RotateForm form, core::Precision precision)
{
    // Generated rows are made one by one into x (generatedQueries), so x is N×d either way.
    // x and the rotated copy; other precisions add x in float, the float result and its widening.
    double bytes = n * d * (precision == core::Precision::Fp64 ? 2 * kDouble : 2 * kDouble + 2 * kFloat);
    bytes += n * kDouble; // positions
    double seconds = n * d / kRotatedPerSecond;
    QString work = Tr::tr("%1 rotated components").arg(number(n * d));
    if (form == RotateForm::Complex) // through std::complex, a third slower than rotate_half
        seconds *= 1.5;
    if (form == RotateForm::Matrix) { // one d×d matrix per row, built and applied as a product
        // One matrix, set up once (at d = 8192 half a GiB paged in) and only its blocks rewritten a row.
        bytes += d * d * kDouble;
        seconds = n * d * d / (kMatrixCellsPerSecond * vectorSpeedup()) + d * d * kDouble / kFreshBytesPerSecond;
        work = Tr::tr("%1 multiply-adds").arg(number(n * d * d));
    }
    return make(Tr::tr("rotate with N = %1, d = %2").arg(whole(n)).arg(whole(d)), bytes, seconds, work, n + n * d);
}

Cost curveCost(double deltas, double pairs, bool perPair)
{
    const double terms = deltas * pairs * (perPair ? 3 : 1); // each term again, and stored
    // Storing the Δ × pairs matrix costs about 1.5 terms more per cell: at d = 1024 over 50000 Δ the
    // per-pair run took 1.3 s here against 0.3 s for the sum alone (estimated 0.85 s before, which a
    // busy machine pushed past 2×).
    const double seconds = (terms + (perPair ? 1.5 * deltas * pairs : 0)) / kCurveTermsPerSecond;
    return make(Tr::tr("curve with %1 Δ and %2 pairs").arg(whole(deltas)).arg(whole(pairs)),
                deltas * kDouble * 2 + (perPair ? deltas * pairs * kDouble : 0), seconds,
                Tr::tr("%1 pair terms").arg(number(terms)), 2 * deltas + (perPair ? deltas * pairs : 0));
}

Cost decayBoundCost(double deltas, double headDim)
{
    const double terms = deltas * headDim / 2;
    return make(Tr::tr("decay-bound with %1 Δ and d = %2").arg(whole(deltas)).arg(whole(headDim)), deltas * kDouble * 2,
                terms / kTrigTermsPerSecond, Tr::tr("%1 pair terms").arg(number(terms)), 2 * deltas);
}

Cost attentionCost(double n, double d, double dv, core::Precision precision, const AttentionSize& size)
{
    // The inputs (double, every head); per head q, k, v, their rotated and scaled copies and the
    // output (fp32 and narrower also hold float copies, and compute and keep every result in float);
    // the kept N×N results, a block of rows per thread for weights not kept, and for (H, N, d) inputs
    // the stacked results of every head plus the head just computed.
    const bool fp64 = precision == core::Precision::Fp64;
    const double cell = fp64 ? kDouble : kFloat;
    const double heads = std::max(size.heads, 1.0), kvHeads = std::max(size.kvHeads, 1.0);
    const double kept = double(size.logits) + double(size.weights);
    const double inputs = n * ((heads - 1) * d + (kvHeads - 1) * (d + dv)) * kDouble; // the other heads'
    const double perHead = n * (5 * d + 3 * dv) * kDouble + (fp64 ? 0 : n * (5 * d + 3 * dv) * kFloat);
    const double scratch = size.weights ? 0 : 2 * 128 * n * cell;
    const double stacked = size.heads > 0 ? heads * (kept * n * n + n * dv) * cell : 0;
    const double bytes = inputs + perHead + kept * n * n * cell + scratch + stacked;
    const double multiplyAdds = heads * n * n * (d + dv);
    const double cells = heads * n * n;
    QString what = Tr::tr("attention with N = %1, d = %2").arg(whole(n)).arg(whole(d));
    if (size.heads > 0)
        what += Tr::tr(", %1 heads").arg(whole(heads));
    return make(what, bytes,
                // fp32 and narrower: products and cells in float, twice as many a vector (N = 8192, d = 64: 0.49 s)
                (multiplyAdds / kAttentionMultiplyAddsPerSecond + cells / kAttentionCellsPerSecond) /
                    ((fp64 ? 1 : 2) * vectorSpeedup()),
                Tr::tr("%1 multiply-adds").arg(number(multiplyAdds)), n + heads * (2 * n * n + n * dv));
}

Cost decomposeAdditiveCost(double n, double modelDims, double projectedDims)
{
    // x twice, the two position tables, the four projected rows, five N×N terms, the logits and one
    // product being assigned.
    const double bytes = (4 * n * modelDims + 6 * n * projectedDims + 7 * n * n) * kDouble;
    const double multiplyAdds = 5 * n * n * projectedDims + 4 * n * modelDims * projectedDims;
    return make(Tr::tr("decompose-additive with N = %1, D = %2").arg(whole(n)).arg(whole(modelDims)), bytes,
                (multiplyAdds / kProductMultiplyAddsPerSecond + 6 * n * n / kCellsPerSecond) / vectorSpeedup(),
                Tr::tr("%1 multiply-adds").arg(number(multiplyAdds)), n + 6 * n * n + 1);
}

Cost linearAttentionCost(double n, double d, double dv, bool weights)
{
    // q, k, v, the four feature maps, the output; with weights, numerators, similarities and
    // their quotient, N×N each.
    const double bytes = (6 * n * d + 2 * n * dv + (weights ? 3 * n * n : 0)) * kDouble;
    const double multiplyAdds = 2 * n * d * dv + (weights ? 2 * n * n * d : 0);
    return make(Tr::tr("linear-attention with N = %1, d = %2").arg(whole(n)).arg(whole(d)), bytes,
                (multiplyAdds / kLinearMultiplyAddsPerSecond + (weights ? n * n / kCellsPerSecond : 0)) /
                    std::sqrt(vectorSpeedup()), // measured 1.45× faster
                Tr::tr("%1 multiply-adds").arg(number(multiplyAdds)), 2 * n + n * dv + (weights ? n * n + n : 0));
}

Cost permuteCost(double rows, double cols)
{
    return make(Tr::tr("permute of a %1 × %2 weight").arg(whole(rows)).arg(whole(cols)), 2 * rows * cols * kDouble,
                rows * cols / kRotatedPerSecond, Tr::tr("%1 numbers").arg(number(rows * cols)), rows * cols);
}

Cost diagnoseCost(double n, double d)
{
    // The search: about 3400 conventions (2 pairings × 7 spans × 2 directions × 5 offsets × 12 bases,
    // fp64 and bf16 positions) on up to 64 rows, and for rows none of them explains up to 1700 more
    // (an offset estimated per base, the cos/sin layout mix-ups); then about 36 finalists on every row.
    // x, y, and one prediction with its difference at a time.
    const double rotated = 5100 * std::min(n, 64.0) * d + 36 * n * d;
    return make(Tr::tr("diagnose of %1 rows × %2 dims").arg(whole(n)).arg(whole(d)), 4 * n * d * kDouble,
                rotated / kRotatedPerSecond, Tr::tr("%1 rotated components").arg(number(rotated)), 0);
}

Cost weightsCost(double headDim, double hidden, double tokens, double bytes)
{
    const double decoded = 2 * headDim * hidden; // d rows of W_Q and of W_K
    const double multiplyAdds = tokens * hidden * 2 * headDim + tokens * tokens * headDim;
    return make(Tr::tr("reading one head (d = %1, hidden %2) and attending over %3 tokens")
                    .arg(whole(headDim))
                    .arg(whole(hidden))
                    .arg(whole(tokens)),
                bytes, decoded / kDecodedPerSecond + multiplyAdds / kMultiplyAddsPerSecond,
                Tr::tr("%1 weights decoded").arg(number(decoded)), 0);
}

Cost exportCost(double rasterPictures, double rasterPixels, double vectorPictures, double vectorPixels)
{
    // Laid out, drawn and encoded, after a start of 0.5 s (the window built). A picture's first two
    // megapixels stay in the cache and cost a quarter of the rest: --all at 1280×800, 168 pictures, took
    // 18.5 s; one curve at 3000×3000 2.3 s, at 8000×8000 18.6 s (a heatmap 11.5 s). The window, the
    // picture (ARGB) and the encoder's copy are held at once.
    const double pictures = rasterPictures + vectorPictures;
    const double pixels = rasterPictures > 0 ? rasterPixels : vectorPixels;
    const auto drawn = [](double px) {
        constexpr double cached = 2e6;
        return 0.05 + std::min(px, cached) / kCachedPixelsPerSecond + std::max(px - cached, 0.0) / kPixelsPerSecond;
    };
    const double seconds = 0.5 + rasterPictures * drawn(rasterPixels) + vectorPictures * drawn(vectorPixels);
    return make((pictures == 1 ? Tr::tr("export of one figure of %2 megapixels")
                               : Tr::tr("export of %1 figures of %2 megapixels").arg(whole(pictures)))
                    .arg(number(pixels / 1e6)),
                1e8 + 16 * std::max(rasterPixels, vectorPixels), seconds,
                Tr::tr("%1 pixels").arg(number(rasterPictures * rasterPixels + vectorPictures * vectorPixels)), 0);
}

Budget parseBudget(const std::optional<QString>& maxMemory, const std::optional<QString>& maxTime)
{
    Budget b;
    if (maxMemory) {
        const auto bytes = parseByteSize(*maxMemory);
        if (!bytes || *bytes < 1e6)
            throw model::Error{{},
                               Tr::tr("--max-memory: '%1' is not a size of at least 1 MB, such as 500M, 8G or 16GB")
                                   .arg(maxMemory->left(40))};
        b.maxBytes = *bytes;
    }
    if (maxTime) {
        const auto seconds = parseDuration(*maxTime);
        if (!seconds || *seconds <= 0)
            throw model::Error{
                {},
                Tr::tr("--max-time: '%1' is not a duration such as 600 (seconds), 10m or 2h").arg(maxTime->left(40))};
        b.maxSeconds = *seconds;
    }
    return b;
}

Cost readCost(const QString& option, double fileBytes)
{
    // The file's bytes, its numbers decoded to double and the matrix taken from them: three times
    // the size of a float64 file.
    return make(Tr::tr("reading %1 (%2)").arg(option, formatBytes(fileBytes)), 3 * fileBytes, fileBytes / 1e9,
                Tr::tr("%1 bytes").arg(number(fileBytes)), 0);
}

} // namespace rope::app
