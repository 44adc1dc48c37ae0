#pragma once
// The PE-families view's data: nine ways to tell attention where tokens are, on the same content and
// the same axes. One query vector q and one key vector k stand at every position, so whatever changes
// across a map is the encoding's doing; each family's N × N logits go through core's one attention
// path (core/attention.h: rotation, added tables, or a relative bias, core/positionbias.h). From the
// logits: per Δ = m − n the mean, lowest and highest logit along the diagonal (the score-against-Δ
// curve and its band), the diagonal spread (0: the logits depend on Δ only), and how much the
// logit falls from near to far.

#include "core/execution.h"
#include "core/matrix.h"
#include "core/positionbias.h"
#include "core/problem.h"
#include "ui/model/expected.h"

#include <QString>

#include <memory>
#include <vector>

namespace rope::model {

/// In the order the view lists them.
enum class PeFamily { NoPE, Learned, Sinusoidal, T5, Alibi, Kerple, Xpos, PRope, Rope };
inline constexpr int kPeFamilyCount = 9;

/// "nope", "learned", … (view state, facts) and the name a learner reads.
const char* peFamilyKey(PeFamily family);
QString peFamilyName(PeFamily family);

struct PeFamiliesSettings {
    std::vector<PeFamily> families; ///< the ones compared, in the view's order
    int length = 64; ///< N positions shown, 0 … N − 1
    int trainLength = 48; ///< L: the learned table's rows; positions past it have no vector
    int headDim = 32; ///< d
    double base = 10000; ///< RoPE, xPos, p-RoPE and the sinusoidal table
    bool sameVector = true; ///< q = k (RoPE's score peaks at Δ = 0), else independent q and k
    int seed = 1; ///< of the content and the learned and T5 tables
    bool causal = false; ///< only keys n ≤ m
    int numBuckets = 32; ///< T5
    int maxDistance = 32; ///< T5
    int heads = 8; ///< H: ALiBi's slopes and KERPLE's and T5's tables have one per head
    int head = 3; ///< the head drawn (ALiBi: slope 2^(−8(h+1)/H))
    double r1 = 1, r2 = 0.5; ///< KERPLE-log
    double xposScaleBase = 64; ///< xPos's B (the paper's 512 falls slower)
    double pRopeFraction = 0.75; ///< p-RoPE: the share of the pairs that turn (the fastest)
    /// A checkpoint (.safetensors, index or folder) whose learned position table (GPT-2's wpe, OPT's
    /// embed_positions) stands for the learned family: L = its rows, and its width is the content's
    /// width D for every family. Empty: a seeded L × d table.
    QString tablePath;
    bool operator==(const PeFamiliesSettings&) const = default;
};

struct PeFamilyResult {
    PeFamily family = PeFamily::Rope;
    core::RowMatrixXd logits; ///< N × N; NaN where the family has no position (learned past L), −∞ masked
    Eigen::VectorXd deltas; ///< the Δ of the curve: −(N − 1) … N − 1, or 0 … N − 1 under a causal mask
    Eigen::VectorXd mean, low, high; ///< the logits along each Δ's diagonal (NaN when none there)
    double spread = 0; ///< max over Δ of high − low: 0 when the logits depend on Δ only
    double nearMean = 0; ///< mean logit over |Δ| ≤ N/8
    double farMean = 0; ///< mean logit over |Δ| ≥ N/2
    double parameters = 0; ///< learned numbers the encoding adds to a model with this head (H heads)
    double extraMemory = 0; ///< numbers held for N positions beyond q and k (a table, cos/sin, a bias)
};

struct PeFamiliesData {
    PeFamiliesSettings settings;
    core::Problems problems; ///< when not empty, nothing else is filled
    std::vector<PeFamilyResult> results; ///< one per chosen family, in order
    double scale = 1; ///< max |finite logit| over every map (1 if none): their one colour scale is ±scale
    int contentDim = 0; ///< d, or the checkpoint table's width
    double alibiSlope = 0; ///< the drawn head's slope
    int trainLength = 0; ///< L as used: the settings', or the checkpoint table's rows
    QString tableName; ///< the checkpoint tensor read, e.g. "transformer.wpe.weight"
    QString tableError; ///< why the checkpoint's table could not be read (then nothing else is filled)
};

/// The learned position table of a checkpoint: the first 2-D tensor whose name ends in wpe.weight,
/// embed_positions.weight or position_embeddings.weight, at most 8192 × 8192.
struct PositionTable {
    QString name;
    core::RowMatrixXd table;
};
Expected<PositionTable> readPositionTable(const QString& path);

PeFamiliesData peFamilies(const PeFamiliesSettings& settings, const core::Execution& execution = {});
/// The same as a view's job (ui/views/viewjob.h).
std::shared_ptr<const PeFamiliesData> computePeFamilies(const PeFamiliesSettings& settings,
                                                        const core::Execution& execution);

} // namespace rope::model
