#pragma once
// A small made-up checkpoint the app writes itself, so that the whole-checkpoint view, its figures
// and its tour step work without a download. It is a Llama-style model (half-split pairs, grouped
// query heads) whose W_Q and W_K rows are random with structure planted the way published studies
// of real models describe it:
//   - the slow pairs (wavelength longer than the training length) carry more weight the deeper the
//     layer ("semantic" channels, Barbero et al. 2024, “Round and Round We Go”);
//   - one head per layer leans on the fastest pairs instead (a positional head);
//   - from layer 2 on, the first query head of each group and its key head share one massive slow
//     pair (the large low-frequency channels seen in Llama 2's q and k).
// Its config.json says what it is ("_comment"), and the view says so beside it.
//
// View states and sessions name it "demo" rather than the temporary path it is written to.

#include "ui/model/expected.h"

#include <QString>

namespace rope::model::demo {

inline constexpr int kLayers = 6, kHeads = 8, kKvHeads = 2, kHeadDim = 64, kHidden = 256;
inline constexpr int kTrainingLength = 2048;
inline constexpr double kBase = 10000;
inline constexpr int kMassivePair = 28; ///< the planted massive pair (slow: λ ≈ 2π·10000^(28/32))

/// The name that stands for the demo in view states, sessions and `--state`.
inline constexpr char kName[] = "demo";

/// The head of each layer that leans on the fastest pairs.
constexpr int positionalHead(int layer) { return (3 * layer + 1) % kHeads; }

/// Writes config.json and model.safetensors into `folder` (F32, about 3.9 MB).
Outcome write(const QString& folder);

/// The demo's model.safetensors, written once per process into a temporary folder that lasts as
/// long as the process; an error sentence when it cannot be written.
Expected<QString> path();

/// Whether `path` is the demo written by path() (or the name "demo").
bool isDemo(const QString& path);

/// How a view names the checkpoint at `path`: its file name, or what the demo is.
QString displayName(const QString& path);

/// A path as a view state keeps it: "demo" for the demo, else unchanged.
inline QString stateName(const QString& path) { return isDemo(path) ? QString::fromLatin1(kName) : path; }

/// A path or the name "demo" as a file to read (the demo written first).
inline Expected<QString> resolve(const QString& path) { return path == QLatin1String(kName) ? demo::path() : path; }

} // namespace rope::model::demo
