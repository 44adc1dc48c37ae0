#pragma once
// Memory and time budgets of `compute`: what a subcommand will need is estimated from its sizes
// before anything is computed, and refused with the figure and the limit when it is too much
// (--max-memory, --max-time). Output streams to its file, so the estimates count what the
// computation itself holds at its peak.

#include "core/precision.h"

#include <QString>

#include <optional>

namespace rope::app {

/// JSON is for results a person or a script reads whole; larger ones go to .npy or .csv.
inline constexpr qint64 kMaxJsonNumbers = 8'000'000;

struct Budget {
    double maxBytes = 1e9; ///< --max-memory (default 1 GB)
    double maxSeconds = 30; ///< --max-time (default 30 seconds)
    bool json = true; ///< the result is written as JSON (stdout or --out FILE.json)
};

/// What a computation needs, estimated from its sizes.
struct Cost {
    QString what; ///< "attention with N = 16384, d = 128"
    double bytes = 0; ///< peak memory of the data (inputs, intermediates, results)
    double seconds = 0; ///< on one core of a 2020s machine; a rough guide, not a promise
    QString work; ///< the count behind the seconds, e.g. "4.1e+10 pair terms"
    double jsonNumbers = 0; ///< numbers in the JSON object
};

/// Throws model::Error when the cost exceeds the budget: the estimate, the limit and the option
/// that raises it, in one sentence.
void afford(const Cost& cost, const Budget& budget);

/// "4G", "4GB", "500 MiB", "1.5T", "123456789" (bytes): K, M, G, T alone or with iB are powers of
/// 1024, with B powers of 1000. Empty when the text is not a size.
std::optional<double> parseByteSize(const QString& text);
/// "4 GB", "8.6 GB", "13 GB", "512 MB".
QString formatBytes(double bytes);
/// "300", "90s", "10m", "2h" → seconds. Empty when the text is not a duration.
std::optional<double> parseDuration(const QString& text);
/// "40 seconds", "25 minutes", "3.5 hours".
QString formatDuration(double seconds);

// ---- the estimates, one per subcommand ----------------------------------------------------------
// N tokens, d head dimension, dv value columns, D model dimensions, P rotated pairs, deltas Δ.

enum class RotateForm { RotateHalf, Complex, Matrix };
Cost rotateCost(double n, double d, RotateForm form, core::Precision precision);
Cost curveCost(double deltas, double pairs, bool perPair);
Cost decayBoundCost(double deltas, double headDim);
/// The shape of an attention job beyond N and d: how many query and key/value heads ((H, N, d)
/// inputs; 0 = single matrices) and which N×N results are kept whole (the others are never held).
struct AttentionSize {
    double heads = 0, kvHeads = 0;
    bool logits = true, weights = true;
};
Cost attentionCost(double n, double d, double dv, core::Precision precision, const AttentionSize& size = {});
Cost decomposeAdditiveCost(double n, double modelDims, double projectedDims);
Cost linearAttentionCost(double n, double d, double dv, bool weights);
Cost permuteCost(double rows, double cols);
/// diagnose on n rows of width d: the search on up to 64 rows, the finalists on all of them.
Cost diagnoseCost(double n, double d);
/// `weights`: one head's d rows of W_Q and W_K, `hidden` wide, decoded, then attention over `tokens`
/// embeddings; `bytes` as the head reader counts them (model::HeadWeights::decodedBytes).
Cost weightsCost(double headDim, double hidden, double tokens, double bytes);
/// `export`: PNGs of `rasterPixels` each (the window's size times the scale on each side) and SVGs or PDFs,
/// drawn at the window's `vectorPixels`; with --all, every figure times the languages and formats.
Cost exportCost(double rasterPictures, double rasterPixels, double vectorPictures = 0, double vectorPixels = 0);
/// --max-memory and --max-time from their text (absent: the defaults); throws model::Error naming the
/// option when one is malformed.
Budget parseBudget(const std::optional<QString>& maxMemory, const std::optional<QString>& maxTime);
/// Reading a .npy file of this many bytes (the bytes, the numbers decoded, the matrix taken).
Cost readCost(const QString& option, double fileBytes);

} // namespace rope::app
