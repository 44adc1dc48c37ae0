// The guided tour's steps (texts, views, parameters) and how a step's parameters are put together.
#include "ui/model/lessonsteps.h"

#include "ui/model/presets.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace rope::ui {

QString lessonText(const char* text) { return QCoreApplication::translate("Lessons", text); }

const std::vector<LessonStep>& lessonSteps()
{
    static const std::vector<LessonStep> steps = {
        {QT_TRANSLATE_NOOP("Lessons", "Seed 000 §1"), QT_TRANSLATE_NOOP("Lessons", "The gap RoPE fills"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Sinusoidal encoding adds a position vector to each token, so a query–key score mixes the "
                           "content with the absolute positions m and n. RoPE rotates q and k instead, so the score "
                           "can depend on the offset alone. The three maps use the same q and k at every position: "
                           "only the RoPE map is constant along each diagonal."),
         "heatmaps", nullptr,
         R"({"heatmap": "compare-encodings", "source": "constant", "mask": "none", "seq_len": 48})"},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 000 §2"), QT_TRANSLATE_NOOP("Lessons", "A rotation keeps lengths"),
         QT_TRANSLATE_NOOP("Lessons",
                           "A 2-D rotation R(α) turns a vector without changing its length. Its transpose turns it "
                           "back, R(α)ᵀ = R(−α), and two rotations add their angles, R(α)R(β) = R(α + β). In the toy "
                           "both hands keep their lengths; only the angle between them changes the score."),
         "toy", "toy-a1", nullptr},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 000 §3"), QT_TRANSLATE_NOOP("Lessons", "Only m − n survives"),
         QT_TRANSLATE_NOOP("Lessons",
                           "The query at m turns by mθᵢ and the key at n by nθᵢ in every pair i. Since "
                           "R(mθ)ᵀR(nθ) = R((n − m)θ), the score depends on the positions only through Δ = m − n. "
                           "Press Play with “Move both” chosen: both hands turn, the angle between them stays, and "
                           "the bars and the total do not change."),
         "clocks", nullptr, R"({"head_dim": 16, "source": "constant", "seed": 1, "m": 6, "n": 2, "seq_len": 64})"},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 000 §4.1"), QT_TRANSLATE_NOOP("Lessons", "Not a weight on the logits"),
         QT_TRANSLATE_NOOP("Lessons",
                           "If RoPE multiplied the finished logits q·k by a distance weight, a zero logit would stay "
                           "zero. Here q = (1, 0) and k = (0, 1) in every pair, so q·k = 0 everywhere, yet the RoPE "
                           "logits are Σ sin(Δθᵢ). RoPE acts on q and k before any logit exists."),
         "heatmaps", nullptr, R"({"heatmap": "not-elementwise", "head_dim": 16, "seq_len": 32, "mask": "none"})"},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 000 §4.2"), QT_TRANSLATE_NOOP("Lessons", "Toy A: the same direction"),
         QT_TRANSLATE_NOOP("Lessons",
                           "One pair, θ = π/2, q = k = [1, 0]. At Δ = 0 the score is 1 (A1); at Δ = 1 the key is a "
                           "quarter turn away from the query and the score is 0 (A2). Click A1 and A2 in the toy to "
                           "compare."),
         "toy", "toy-a2", nullptr},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 000 §4.2"), QT_TRANSLATE_NOOP("Lessons", "Toy B: the cross term"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Now q = [1, 0] and k = [0, 1] are orthogonal: at Δ = 0 the score is 0 (B1). At Δ = 1 the "
                           "relative rotation lines them up and the score becomes 1 (B2). So a RoPE score is not the "
                           "plain dot product times a cosine of the distance: the term B sin Δθ lets different "
                           "content match at a distance."),
         "toy", "toy-b2", nullptr},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 000 §5"), QT_TRANSLATE_NOOP("Lessons", "A whole head: d/2 clocks"),
         QT_TRANSLATE_NOOP("Lessons",
                           "A head of d components is cut into d/2 pairs, and pair i turns by θᵢ = b^(−2i/d) per "
                           "position. The score is the sum of the pairs' terms Aᵢ cos Δθᵢ + Bᵢ sin Δθᵢ, one bar per "
                           "clock. The first clocks are second hands, the last ones hour hands: move m and watch."),
         "clocks", nullptr, R"({"head_dim": 32, "source": "random", "seed": 3, "m": 10, "n": 4, "seq_len": 64})"},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 000 §5"), QT_TRANSLATE_NOOP("Lessons", "Fast and slow pairs"),
         QT_TRANSLATE_NOOP("Lessons",
                           "θᵢ falls geometrically from θ₀ = 1 to nearly 1/b, so the wavelengths 2π/θᵢ run from about "
                           "6 positions to tens of thousands. Change the base: the slow end moves, the fast end "
                           "stays at θ₀ = 1."),
         "frequencies", nullptr, R"({"head_dim": 128, "base": 10000})"},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 000 §5, §7"), QT_TRANSLATE_NOOP("Lessons", "The score against distance"),
         QT_TRANSLATE_NOOP("Lessons",
                           "With the same q and k at every position, the score as a function of Δ is a sum of "
                           "cosines and sines at d/2 frequencies. On average it shrinks with distance, but it is "
                           "not monotonic: it wobbles and can rise again. “RoPE scores fall strictly with distance” "
                           "is one of the misreadings §7 warns about."),
         "curve", nullptr, R"({"head_dim": 64, "source": "constant", "seed": 0})"},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 000 §6"), QT_TRANSLATE_NOOP("Lessons", "Where RoPE sits in attention"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Q, K and V come from the same tokens; only Q and K are rotated. All N × N scores are "
                           "computed, the causal mask sets future keys to −∞, softmax normalises each row, and the "
                           "weights average the unrotated values."),
         "heatmaps", nullptr, R"({"heatmap": "rope", "source": "random", "mask": "causal", "seq_len": 64})"},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 000 §7"), QT_TRANSLATE_NOOP("Lessons", "What RoPE does not promise"),
         QT_TRANSLATE_NOOP("Lessons",
                           "RoPE makes scores depend on Δ, but it does not force attention onto nearby tokens: this "
                           "look-back head's keys make every query look 8 tokens back. Nor does RoPE make attention "
                           "cheaper than O(N²), and being able to compute angles beyond the training length does not "
                           "mean a model works there."),
         "heatmaps", nullptr,
         R"({"heatmap": "rope", "source": "lookback", "look_back": 8, "mask": "causal", "seq_len": 64})"},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 000 §8"), QT_TRANSLATE_NOOP("Lessons", "Signs and conventions"),
         QT_TRANSLATE_NOOP("Lessons",
                           "The articles write the offset as n − m or as m − n. This app fixes the query at m, the "
                           "key at n and Δ = m − n; with the other choice the sin terms change sign. Help → "
                           "Conventions (F1) lists each article's choice next to the app's."),
         "pairing-lab", nullptr, R"({"head_dim": 8})"},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 000 §9"), QT_TRANSLATE_NOOP("Lessons", "RoPE in linear attention"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Linear attention writes the similarity as φ(q)·φ(k), so the sums over keys can be "
                           "computed once. RoPE rotates q and k separately, so the numerator keeps that factorisation; "
                           "the denominator is the problem, because rotated features can be negative. RoFormer rotates "
                           "the numerator only and keeps the denominator's features unrotated."),
         "linear", nullptr, R"({"head_dim": 16, "source": "random", "seq_len": 64})"},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 001 §13"), QT_TRANSLATE_NOOP("Lessons", "Decoding with a KV cache"),
         QT_TRANSLATE_NOOP("Lessons",
                           "While generating, the keys and values of earlier positions are cached. Each key is "
                           "rotated once, at its own position, so cached rotated keys stay valid: the new query at t "
                           "is rotated by tθ and compared with them. Decoding with the cache equals the full "
                           "computation, until a bug shifts a position."),
         "kv-cache", nullptr, R"({"head_dim": 16, "source": "random", "seq_len": 32})"},
        {QT_TRANSLATE_NOOP("Lessons", "Seeds 001 §12, 002"), QT_TRANSLATE_NOOP("Lessons", "Two ways to pair"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Interleaved pairs (2i, 2i+1), as in RoFormer and GPT-J, and half-split pairs (i, i + d/2), "
                           "as in GPT-NeoX and Hugging Face's LLaMA, differ by a fixed permutation P of the "
                           "components. P is orthogonal, so the scores are identical once q and k are permuted too."),
         "pairing-lab", nullptr, R"({"head_dim": 8, "pairing": "interleaved"})"},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 002"), QT_TRANSLATE_NOOP("Lessons", "Weights do not transfer"),
         QT_TRANSLATE_NOOP("Lessons",
                           "The projection weights are tied to one convention. Run weights trained with one pairing "
                           "through code that uses the other, and fast components are paired with slow ones: the "
                           "scores go wrong. The pairing lab shows the error, and how permuting the weight rows "
                           "fixes it."),
         "pairing-lab", nullptr, R"({"head_dim": 16, "pairing": "half-split"})"},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 002"), QT_TRANSLATE_NOOP("Lessons", "A larger base"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Raising the base slows the slowest pairs further: Llama 3 uses 5·10⁵, Qwen2 10⁶. Their "
                           "angles then stay within what training covered over longer contexts. Compare the bases "
                           "in the spectrum."),
         "frequencies", "qwen2-7b", nullptr},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 001 §14"), QT_TRANSLATE_NOOP("Lessons", "Beyond the training length"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Angles for any position can be computed, but a model has not seen the slow pairs' angles "
                           "beyond its training length. Scaling methods (linear interpolation, NTK-aware, YaRN, "
                           "Llama 3, LongRoPE) change θᵢ pair by pair so that long contexts look familiar. This is "
                           "Llama 3.1's scaling: fast pairs untouched, slow pairs divided by 8."),
         "scaling", "llama3.1-8b", nullptr},
        {QT_TRANSLATE_NOOP("Lessons", "Seed 001 §14"), QT_TRANSLATE_NOOP("Lessons", "Precision at large positions"),
         QT_TRANSLATE_NOOP("Lessons",
                           "In bf16, large positions cannot even be stored: between 4096 and 8192 only every 32nd "
                           "integer exists. Angles mθᵢ computed in low precision lose the digits that matter. "
                           "Implementations compute positions and angles in fp32; the precision lab shows each "
                           "pipeline's error."),
         "precision", "llama3-8b", nullptr},
    };
    return steps;
}

Expected<AppParams> lessonParams(const LessonStep& step)
{
    AppParams params;
    if (step.preset) {
        const auto preset = presetByKey(QLatin1String(step.preset));
        if (!preset)
            return Error{QLatin1String(step.preset), QStringLiteral("no such preset")};
        params = preset->params;
    }
    if (step.settings) {
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(step.settings));
        if (!doc.isObject())
            return Error{QLatin1String(step.settings), QStringLiteral("not a JSON object")};
        QJsonObject json = params.toJson();
        const QJsonObject settings = doc.object();
        for (auto it = settings.begin(); it != settings.end(); ++it)
            json.insert(it.key(), it.value());
        Expected<AppParams> read = AppParams::fromJson(json);
        if (!read)
            return read;
        params = *read;
    }
    if (const core::Problems problems = params.validate(); !problems.empty())
        return Error{QLatin1String(step.title), QStringLiteral("%1 problem(s) in the parameters").arg(problems.size())};
    return params;
}

} // namespace rope::ui
