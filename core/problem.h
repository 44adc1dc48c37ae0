#pragma once
// Errors leave core as values: a code, the name of the quantity (as in the Hugging Face keys and the
// command-line options, e.g. "head_dim"), the offending value and, where it helps, the limit.
// ui/ and app/ turn them into translated sentences.

#include <string>
#include <vector>

namespace rope::core {

enum class ProblemCode {
    HeadDimNotEven, ///< d must be even
    OutOfRange, ///< value outside [limit, limit2]
    RotaryDimInvalid, ///< rotary dims must be even and within 2 … d
    BaseNotAboveOne, ///< base must exceed 1
    NotFinite, ///< NaN or ±inf where a number is needed
    NotPositive, ///< must be > 0
    MissingContextLength, ///< the method needs original/max position embeddings
    FreqFactorsOrder, ///< Llama 3: high_freq_factor below low_freq_factor
    BetaOrder, ///< YaRN: beta_fast below beta_slow
    FactorListLength, ///< LongRoPE list must have one entry per pair
    EmptySequence, ///< N = 0
    TooLarge, ///< would exceed memory/size limits (value = requested, limit = allowed)
    ShapeMismatch, ///< value = got, limit = expected
    NonFiniteInput, ///< a matrix holds NaN/inf (value = row, limit = column)
    PrecisionUnsupported, ///< precision not available for this scalar type
    NotRepresentable, ///< value beyond the format's largest finite number (limit = that number)
    FrequencyOutOfRange, ///< the parameters give θ_i = value for pair i = limit outside the usable range
};

struct Problem {
    ProblemCode code;
    std::string field; ///< quantity name, e.g. "head_dim", "q", "short_factor"
    double value = 0.0;
    double limit = 0.0;
    double limit2 = 0.0;
};

using Problems = std::vector<Problem>;

} // namespace rope::core
