// The tour's questions: what each step asks before it shows, and how the live view answers it.
#include "ui/model/lessonquestions.h"

#include "ui/model/lessonsteps.h"
#include "ui/model/numberformat.h"

#include <QCoreApplication>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

namespace rope::model {

namespace {

std::optional<double> fact(const QJsonObject& facts, const char* name)
{
    const QJsonValue v = facts.value(QLatin1String(name));
    if (!v.isDouble())
        return std::nullopt;
    return v.toDouble();
}

/// 1 (yes) when the fact is above `limit`, 0 (no) when not; nullopt without the fact.
std::optional<double> yesIfAbove(const QJsonObject& facts, const char* name, double limit)
{
    const std::optional<double> v = fact(facts, name);
    if (!v)
        return std::nullopt;
    return std::abs(*v) > limit ? 1.0 : 0.0;
}

const std::vector<LessonQuestion>& questions()
{
    using K = AnswerKind;
    static const std::vector<LessonQuestion> table = {
        {"The gap RoPE fills", "gap", K::Pictures,
         QT_TRANSLATE_NOOP("Lessons", "The same q and k sit at every position, with no position encoding, with the "
                                      "sinusoidal encoding added, and with RoPE. Which of these three maps is RoPE's?"),
         [](const QJsonObject& f) -> std::optional<double> {
             // RoPE's map is the one constant along every diagonal yet not flat (pictures: none,
             // sinusoidal, rope).
             const char* keys[] = {"none", "sinusoidal", "rope"};
             for (int i = 0; i < 3; ++i) {
                 const auto spread = fact(f, (std::string(keys[i]) + ".spread").c_str());
                 const auto range = fact(f, (std::string(keys[i]) + ".range").c_str());
                 if (!spread || !range)
                     return std::nullopt;
                 if (*spread < 1e-9 && *range > 0.1)
                     return double(i);
             }
             return std::nullopt;
         },
         0, 2, 1, 0, 0, nullptr, "2 0 1"},
        {"A rotation and lengths", "rotation-length", K::Number,
         QT_TRANSLATE_NOOP("Lessons", "The query q = [1, 0] has length 1. Turned a quarter turn, what is its length?"),
         [](const QJsonObject& f) { return fact(f, "length.rotatedQ"); }, 0, 2, 0.05, 2, 0.05, "frames"},
        {"Moving both positions", "shift", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "The query sits at m = 6 and the key at n = 2. Move both 7 positions further "
                                      "on. Does the score change?"),
         [](const QJsonObject& f) { return yesIfAbove(f, "shiftChange", 1e-9); }},
        {"A weight on the logits?", "zero-logits", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons",
                           "Here q · k = 0 for every pair of positions. A weight on the finished logits would keep "
                           "every one of them 0. Are RoPE's logits all 0 too?"),
         [](const QJsonObject& f) -> std::optional<double> {
             const auto range = fact(f, "rope.range");
             const auto max = fact(f, "rope.max");
             if (!range || !max)
                 return std::nullopt;
             return *range < 1e-12 && std::abs(*max) < 1e-12 ? 1.0 : 0.0;
         }},
        {"Toy A: the same direction", "toy-a", K::Number,
         QT_TRANSLATE_NOOP("Lessons", "One pair, θ = π/2, q = k = [1, 0]. At Δ = 0 the score is 1. What is the "
                                      "score at Δ = 1?"),
         [](const QJsonObject& f) { return fact(f, "score"); }, -1, 1, 0.05, 2, 0.05, "frames"},
        {"Toy B: the cross term", "toy-b", K::Number,
         QT_TRANSLATE_NOOP("Lessons", "Now q = [1, 0] and k = [0, 1], θ = π/2: at Δ = 0 the score is 0. What is the "
                                      "score at Δ = 1?"),
         [](const QJsonObject& f) { return fact(f, "score"); }, -1, 1, 0.05, 2, 0.05, "frames"},
        {"A whole head of clocks", "pairs", K::Number,
         QT_TRANSLATE_NOOP("Lessons",
                           "This head has d = 32 components, and each clock turns one pair of them. How many "
                           "clocks does it take?"),
         [](const QJsonObject& f) { return fact(f, "pairs"); }, 1, 64, 1, 0, 0},
        {"Fast and slow pairs", "turning-pairs", K::Number,
         QT_TRANSLATE_NOOP("Lessons", "d = 128, base 10000: the 64 pairs turn by θᵢ = base^(−2i/d) per position. How "
                                      "many of them finish a whole turn within N = 4096 positions?"),
         [](const QJsonObject& f) { return fact(f, "pairsTurningWithinN"); }, 0, 64, 1, 0, 3, "spectrum"},
        {"The score against distance", "monotonic", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "Take a key equal to the query. As the distance Δ grows from 0, does the score "
                                      "only ever fall?"),
         [](const QJsonObject& f) -> std::optional<double> {
             const auto rebound = fact(f, "qEqualsK.rebound");
             if (!rebound)
                 return std::nullopt;
             return *rebound > 1e-9 ? 0.0 : 1.0;
         }},
        {"Where RoPE sits in attention", "scores", K::Number,
         QT_TRANSLATE_NOOP("Lessons", "N = 64 tokens, d = 16. With RoPE, how many query–key scores does one head "
                                      "still compute, counting those the causal mask then hides?"),
         [](const QJsonObject& f) { return fact(f, "scores"); }, 0, 8192, 64, 0, 0, "pipeline"},
        {"The rotation acts on one token", "rotation-size", K::Number,
         QT_TRANSLATE_NOOP(
             "Lessons", "N = 64 tokens, now d = 32 components per head. R<sub>m</sub> turns the query at position m: "
                        "how many rows does the matrix R<sub>m</sub> have?"),
         [](const QJsonObject& f) { return fact(f, "rotation.rows"); }, 0, 128, 1, 0, 0, "pipeline"},
        {"And the values V?", "rotate-v", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "Rotate the values V too, then shift every position by 100. Does the output "
                                      "change?"),
         [](const QJsonObject& f) { return yesIfAbove(f, "shift.rotated", 1e-9); }, 0, 1, 0.1, 2, 0, "values"},
        {"Does RoPE favour nearby tokens?", "nearby", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "Does RoPE make every query put its largest weight on itself or on its nearest "
                                      "tokens?"),
         [](const QJsonObject& f) -> std::optional<double> {
             const auto offset = fact(f, "rope.peakOffset");
             if (!offset)
                 return std::nullopt;
             return *offset <= 1 ? 1.0 : 0.0;
         }},
        {"Same angles, two uses", "added-length", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "The sinusoidal encoding adds p = [sin mθ, cos mθ] to a vector; RoPE turns the "
                                      "vector by mθ. Does adding p keep the vector's length?"),
         [](const QJsonObject& f) -> std::optional<double> {
             const auto change = fact(f, "lengthChange.added.abs");
             if (!change)
                 return std::nullopt;
             return *change > 1e-9 ? 0.0 : 1.0;
         },
         0, 1, 0.1, 2, 0, "two-uses"},
        {"The smallest space for a rotation", "why-pairs", K::Number,
         QT_TRANSLATE_NOOP("Lessons", "A map of one number that keeps its length for every input can only multiply by "
                                      "1 or by −1. How many dimensions does a rotation by any angle need at least?"),
         [](const QJsonObject& f) { return fact(f, "dimensionsPerPair"); }, 1, 4, 1, 0, 0, "two-uses"},
        {"Signs and conventions", "clockwise", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "Some blog posts rotate clockwise. Does that change the score at Δ = 0?"),
         [](const QJsonObject& f) { return yesIfAbove(f, "conventions.changeAtZero", 1e-9); }, 0, 1, 0.1, 2, 0,
         "conventions"},
        {"RoPE in linear attention", "row-sums", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "RoFormer's linear attention rotates the numerator only. Does every row of its "
                                      "weights still sum to 1?"),
         [](const QJsonObject& f) -> std::optional<double> {
             const auto low = fact(f, "rowSums.min");
             const auto high = fact(f, "rowSums.max");
             if (!low || !high)
                 return std::nullopt;
             return std::abs(*low - 1) < 1e-9 && std::abs(*high - 1) < 1e-9 ? 1.0 : 0.0;
         },
         0, 1, 0.1, 2, 0, "weights"},
        {"Decoding with a KV cache", "kv-bug", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "A bug rotates the new query by t + 1 instead of t; the cached keys are right. "
                                      "Does the look-back head's peak move?"),
         [](const QJsonObject& f) { return fact(f, "peakMoved"); }},
        {"Two ways to pair", "pairings", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "Interleaved and half-split pairing, the same q and k, the same θᵢ. Are the "
                                      "logits the same?"),
         [](const QJsonObject& f) -> std::optional<double> {
             const auto difference = fact(f, "schemes.maxDifference");
             if (!difference)
                 return std::nullopt;
             return *difference < 1e-9 ? 1.0 : 0.0;
         },
         0, 1, 0.1, 2, 0, "schemes"},
        {"Do the weights transfer?", "trap-share", K::Number,
         QT_TRANSLATE_NOOP("Lessons", "A head trained with interleaved pairs looks 5 tokens back in almost every row. "
                                      "Its weights run through half-split code: what share of rows (%) still peak at "
                                      "Δ = 5?"),
         [](const QJsonObject& f) -> std::optional<double> {
             const auto share = fact(f, "trap.lost.share");
             return share ? std::optional<double>(100 * *share) : std::nullopt;
         },
         0, 100, 5, 0, 10, "trap"},
        {"A larger base", "theta0", K::Number,
         QT_TRANSLATE_NOOP("Lessons", "Qwen2 raises the base from 10⁴ to 10⁶. What is θ₀, the fastest pair's angle "
                                      "per position, now (in radians)?"),
         [](const QJsonObject& f) { return fact(f, "theta0"); }, 0, 2, 0.05, 2, 0.05, "spectrum"},
        {"All three at once", "diagonals", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "A look-back head has the same q and k at every position. Is its RoPE map "
                                      "constant along every diagonal?"),
         [](const QJsonObject& f) -> std::optional<double> {
             const auto spread = fact(f, "heatmap.rope.spread");
             if (!spread)
                 return std::nullopt;
             return *spread < 1e-9 ? 1.0 : 0.0;
         }},
        {"Two codes, one mistake", "unit-test", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "Two RoPE codes pair differently. A unit test compares their scores at one "
                                      "position, Δ = 0. Does it catch the difference?"),
         [](const QJsonObject& f) { return yesIfAbove(f, "differenceAtZero", 1e-9); }},
        {"Only some components turn", "partial", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "Hugging Face's partial rotary and GPT-J's rotary_dim both rotate r = 8 of a "
                                      "head's d = 32 components. Do they turn it into the same rotated vector?"),
         [](const QJsonObject& f) -> std::optional<double> {
             const auto error = fact(f, "error.hf.gptj");
             if (!error)
                 return std::nullopt;
             return *error < 1e-9 ? 1.0 : 0.0;
         },
         0, 1, 0.1, 2, 0, "map"},
        {"Positions on a grid", "cross", K::Pictures,
         QT_TRANSLATE_NOOP("Lessons", "Axial 2-D RoPE turns half the pairs with x and half with y; mixed RoPE gives "
                                      "each pair its own direction. Which map is axial RoPE's?"),
         [](const QJsonObject& f) -> std::optional<double> {
             // Axial draws the cross: its share of the score on the query's row and column is the larger.
             const auto axial = fact(f, "axial.onCross");
             const auto mixed = fact(f, "mixed.onCross");
             if (!axial || !mixed)
                 return std::nullopt;
             return *axial > *mixed ? 0.0 : 1.0;
         },
         0, 1, 1, 0, 0, "maps", "1 0"},
        {"Text, image and video in one sequence", "text-tokens", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "In M-RoPE a text token has the same time, height and width position. Does it "
                                      "turn differently from plain RoPE?"),
         [](const QJsonObject& f) -> std::optional<double> {
             const auto a = fact(f, "chunked.textAngleGap");
             const auto b = fact(f, "interleaved.textAngleGap");
             if (!a || !b)
                 return std::nullopt;
             return std::max(*a, *b) > 1e-9 ? 1.0 : 0.0;
         }},
        {"Beyond the training length", "fast-ratio", K::Number,
         QT_TRANSLATE_NOOP("Lessons", "Llama 3.1 divides the slowest θᵢ by 8 to reach a longer context. By what factor "
                                      "does it divide the fastest pair's θ₀?"),
         [](const QJsonObject& f) { return fact(f, "fastestRatio"); }, 1, 16, 0.5, 1, 0.25, "spectrum"},
        {"Every encoding on the same axes", "learned-diagonal", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "A learned position table adds its own vector at every absolute position. Do "
                                      "the same q and k then score the same all along one diagonal (the same m − n)?"),
         [](const QJsonObject& f) -> std::optional<double> {
             const auto spread = fact(f, "learned.spread");
             if (!spread)
                 return std::nullopt;
             return *spread > 1e-9 ? 0.0 : 1.0;
         },
         0, 1, 0.1, 2, 0, "curve"},
        {"Attention flattens with length", "dilution", K::Number,
         QT_TRANSLATE_NOOP("Lessons", "One key has logit 3, every other key −2. Among n = 10 keys it takes 94 % of the "
                                      "attention. What share (%) does it take among n = 10⁴ keys?"),
         [](const QJsonObject& f) -> std::optional<double> {
             const auto weight = fact(f, "plain.n10000");
             return weight ? std::optional<double>(100 * *weight) : std::nullopt;
         },
         0, 100, 1, 1, 2, "dilution"},
        {"No distance is new", "self-extend", K::Number,
         QT_TRANSLATE_NOOP("Lessons", "Self-Extend keeps the exact distance below W = 8 and groups the positions "
                                      "beyond by G = 4. Of 48 tokens, what is the largest distance the last query "
                                      "feeds to RoPE?"),
         [](const QJsonObject& f) { return fact(f, "largest"); }, 0, 47, 1, 0, 0, "maps"},
        {"Attention sinks", "sink-sum", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "GPT-OSS adds a learned sink logit to every row's softmax and then drops its "
                                      "weight. Do the weights left on the keys still sum to 1?"),
         [](const QJsonObject& f) -> std::optional<double> {
             const auto sum = fact(f, "rowSum.last");
             if (!sum)
                 return std::nullopt;
             return std::abs(*sum - 1) < 1e-9 ? 1.0 : 0.0;
         },
         0, 1, 0.1, 2, 0, "sink"},
        {"A whole checkpoint at a glance", "slow-pairs", K::Number,
         QT_TRANSLATE_NOOP("Lessons", "The demo checkpoint has d = 64, base 10⁴ and a training length of 2048. "
                                      "Pair i turns by θ<sub>i</sub> = 10000<sup>−2i/64</sup> per position. How "
                                      "many of its 32 pairs never complete a turn (2π) over 2048 positions?"),
         [](const QJsonObject& f) { return fact(f, "slowPairs"); }, 0, 32, 1, 0, 0, "grid"},
        {"How far a base reaches", "base-32k", K::YesNo,
         QT_TRANSLATE_NOOP("Lessons", "d = 128: with base 6.4·10⁵, B<sub>m</sub> = Σ cos(m·θ<sub>i</sub>) stays ≥ 0 "
                                      "for every m up to L = 16k. Does it stay ≥ 0 up to L = 32k?"),
         [](const QJsonObject& f) { return fact(f, "passes"); }, 0, 1, 0.1, 2, 0, "curve"},
        {"Precision at large positions", "bf16-257", K::Number,
         QT_TRANSLATE_NOOP("Lessons", "bf16 keeps 8 significant bits. Which number does it store for the position "
                                      "257?"),
         [](const QJsonObject& f) { return fact(f, "held257.bf16"); }, 240, 272, 1, 0, 0},
    };
    return table;
}

} // namespace

const LessonQuestion* lessonQuestion(const LessonStep& step)
{
    for (const LessonQuestion& q : questions())
        if (std::strcmp(q.stepTitle, step.title) == 0)
            return &q;
    return nullptr;
}

QString lessonQuestionText(const LessonQuestion& question)
{
    return QCoreApplication::translate("Lessons", question.prompt);
}

QString answerKindName(AnswerKind kind)
{
    switch (kind) {
    case AnswerKind::Number:
        return QStringLiteral("number");
    case AnswerKind::Pictures:
        return QStringLiteral("pictures");
    case AnswerKind::YesNo:
        return QStringLiteral("yes-no");
    }
    return {};
}

QString outcomeName(LessonOutcome outcome)
{
    switch (outcome) {
    case LessonOutcome::Right:
        return QStringLiteral("right");
    case LessonOutcome::Wrong:
        return QStringLiteral("wrong");
    case LessonOutcome::Skipped:
        return QStringLiteral("skipped");
    case LessonOutcome::Unanswered:
        break;
    }
    return {};
}

LessonOutcome outcomeFromName(const QString& name)
{
    for (LessonOutcome o : {LessonOutcome::Right, LessonOutcome::Wrong, LessonOutcome::Skipped})
        if (name == outcomeName(o))
            return o;
    return LessonOutcome::Unanswered;
}

LessonOutcome grade(const LessonQuestion& question, double guess, double answer)
{
    if (!std::isfinite(guess) || !std::isfinite(answer))
        return LessonOutcome::Wrong;
    // A hair over the tolerance, so that a guess exactly at its edge counts despite rounding.
    const double slack = question.kind == AnswerKind::Number ? question.tolerance + 1e-9 : 1e-9;
    return std::abs(guess - answer) <= slack ? LessonOutcome::Right : LessonOutcome::Wrong;
}

double guessDistance(const LessonQuestion& question, double guess, double answer)
{
    return question.kind == AnswerKind::Number ? std::abs(guess - answer) : 0.0;
}

QString formatGuess(const LessonQuestion& question, double value)
{
    if (question.decimals == 0)
        return QString::number(std::llround(value));
    return formatNumber(value, std::max(3, question.decimals + 2));
}

} // namespace rope::model
