#pragma once
// Full N×M attention, as in seed 000 §6:
//   s_{m,n} = q̃_m·k̃_n / √d     (q̃ = R_m q at query position m, k̃ = R_n k at key position n)
//   a_{m,n} = exp(s_{m,n} + M_{m,n}) / Σ_j exp(s_{m,j} + M_{m,j}),  M = 0 or −∞ (additive mask)
//   o_m     = Σ_n a_{m,n} v_n       (V is never rotated)
// The same pipeline runs with no position encoding (q·k/√d), with sinusoidal additive PE
// ((q + p_m)·(k + p_n)/√d, p_m[2i] = sin mθ_i, p_m[2i+1] = cos mθ_i), with a learned absolute table
// (p_m = row m of the table) and, on top of any of them, a relative bias b(m − n) added to every logit
// (T5, ALiBi, KERPLE: core/positionbias.h).
//
// Causal mask: key n is visible to query m iff keyPosition[n] ≤ queryPosition[m]. A query with no
// visible key gets an all-zero row of weights and output, and is flagged; never NaN.
// Masked logits are −∞ and masked weights are exactly 0; masked blocks are never computed.

#include "core/execution.h"
#include "core/frequencies.h"
#include "core/matrix.h"
#include "core/params.h"
#include "core/positionbias.h"
#include "core/precision.h"
#include "core/xpos.h"

#include <atomic>
#include <optional>
#include <vector>

namespace rope::core {

enum class Mask { None, Causal };
enum class Encoding { Rope, None, Sinusoidal, Learned };

/// Which N×M results to keep. One not kept is never held whole: logits asked for alone are turned into
/// weights block by block in a scratch, weights asked for alone are computed in place of their logits.
struct AttentionFields {
    bool logits = true;
    bool weights = true;
    bool output = true;
};

struct AttentionOptions {
    Mask mask = Mask::None;
    Encoding encoding = Encoding::Rope;
    Precision precision = Precision::Fp64; ///< fp64 for double data; fp32/bf16/fp16 for float data
    AnglePrecision anglePrecision = AnglePrecision::SameAsData; ///< where p·θ and cos/sin are computed
    Eigen::VectorXd queryPositions; ///< one per row of q; empty = 0 … N−1
    Eigen::VectorXd keyPositions; ///< one per row of k; empty = 0 … M−1
    Execution execution; ///< threads, and a cancel flag polled per block of rows
    /// θ_i for these params when the caller already has them (computed here when null).
    const FrequencyTable* frequencies = nullptr;
    /// The multiplier on q̃·k̃ before softmax; 0 = 1/√d. Models say otherwise: Gemma's
    /// 1/√query_pre_attn_scalar, multi-head latent attention's 1/√(nope + rope dims) × mscale².
    double logitScale = 0;
    /// xPos on top of RoPE (Encoding::Rope only): queries and keys scaled per pair after the rotation.
    std::optional<Xpos> xpos;
    /// Encoding::Learned: row p is the vector added at position p (columns = d, a row for every position).
    const RowMatrixXd* learnedTable = nullptr;
    /// Added to every logit s_{m,n} after the scale: bias.at(m − n) of bias.head (T5, ALiBi, KERPLE).
    std::optional<RelativeBias> bias;
    AttentionFields fields; ///< results not kept are left empty (0 × 0)
};

template <typename Scalar>
struct AttentionResult {
    RowMatrix<Scalar> logits; ///< N × M, masked entries −∞ (each empty when not in options.fields)
    RowMatrix<Scalar> weights; ///< N × M, rows sum to 1 (or are all 0 when fully masked)
    RowMatrix<Scalar> output; ///< N × d_v
    std::vector<char> fullyMaskedRows; ///< 1 where query m sees no key
    bool cancelled = false;
};

/// The queries and keys whose products are the logits: encoded (rotated with xPos, plain, or with the
/// sinusoidal table added) and rounded to the precision; the queries already times the logit scale.
template <typename Scalar>
struct PreparedQueriesKeys {
    RowMatrix<Scalar> queries; ///< N × d
    RowMatrix<Scalar> keys; ///< M × d
};

template <typename Scalar>
PreparedQueriesKeys<Scalar> prepareQueriesKeys(const RopeParams& params, const RowMatrix<Scalar>& q,
                                               const RowMatrix<Scalar>& k, const AttentionOptions& options);

/// Attention for validated inputs (q: N×d, k: M×d, v: M×d_v, d = params.headDim).
template <typename Scalar>
AttentionResult<Scalar> attention(const RopeParams& params, const RowMatrix<Scalar>& q, const RowMatrix<Scalar>& k,
                                  const RowMatrix<Scalar>& v, const AttentionOptions& options);

/// Double in and out; fp32/bf16/fp16 run in float and are widened back.
AttentionResult<double> attentionAt(const RopeParams& params, const RowMatrixXd& q, const RowMatrixXd& k,
                                    const RowMatrixXd& v, const AttentionOptions& options);

/// out = a·bᵀ, out reused when it already has the shape. Q·Kᵀ is the product under every attention
/// path; it is exported so that benchmarks time the GEMM of the numerics copy this processor runs
/// (AVX-512, AVX2 or SSE2), not the portable build of their own code.
template <typename Scalar>
void productTransposed(const RowMatrix<Scalar>& a, const RowMatrix<Scalar>& b, RowMatrix<Scalar>& out);

/// What causal attention over N positions cannot avoid, for rope-bench's floor: the flops of both
/// causal halves (Q·Kᵀ and A·V: as many as one full N×N Q·Kᵀ, done as that product), the softmax's
/// arithmetic on each visible logit (its maximum, exponential, sum and division), and both N×N results
/// written once. Run like attention(): row blocks in parallel, results from resizeLarge. Rotation,
/// the mask's −∞ and the output rows are left out.
void causalAttentionFloor(const RowMatrixXf& q, const RowMatrixXf& k, RowMatrixXf& logits, RowMatrixXf& weights,
                          const Execution& execution = {});

/// Numerically stable softmax of one row over the entries where visible is true (max subtracted
/// first); invisible entries get exactly 0. Returns false when nothing is visible.
bool softmaxRow(const Eigen::Ref<const Eigen::RowVectorXd>& logits, const std::vector<char>& visible,
                Eigen::Ref<Eigen::RowVectorXd> weights);

} // namespace rope::core
