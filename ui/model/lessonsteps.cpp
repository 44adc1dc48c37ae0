// The guided tour's steps: texts, views, parameters, view controls and the claims tests check.
#include "ui/model/lessonsteps.h"

#include "ui/model/cheatsheet.h"
#include "ui/model/presets.h"
#include "ui/model/sources.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cmath>

namespace rope::model {

QString lessonText(const char* text) { return QCoreApplication::translate("Lessons", text); }

const std::vector<LessonStep>& lessonSteps()
{
    static const std::vector<LessonStep> steps = {
        {1, "§1", QT_TRANSLATE_NOOP("Lessons", "The gap RoPE fills"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Sinusoidal encoding adds a position vector to each token, so a query–key score mixes the "
                           "content with the absolute positions m and n. RoPE rotates q and k instead. Here the same q "
                           "and k sit at every position, three ways, on one colour scale: without position encoding "
                           "the map is flat — the score cannot tell where tokens are; with the sinusoidal encoding "
                           "added it changes along each diagonal, because it depends on m and n separately; only "
                           "RoPE's map is constant along every diagonal and changes across them: it depends on "
                           "Δ = m − n alone."),
         "heatmaps", nullptr, nullptr,
         R"({"heatmap": "compare-encodings", "source": "constant", "mask": "none", "seq_len": 48})",
         R"({"weights": false, "sharedScale": true})", "q6 q5",
         R"([{"fact": "none.range", "lt": 1e-9}, {"fact": "sinusoidal.spread", "gt": 0.1},
             {"fact": "rope.spread", "lt": 1e-9}, {"fact": "rope.range", "gt": 0.1}])"},
        {1, "§2", QT_TRANSLATE_NOOP("Lessons", "A rotation and lengths"),
         QT_TRANSLATE_NOOP("Lessons",
                           "A 2-D rotation R(α) turns a vector without changing its length. Its transpose turns it "
                           "back, R(α)ᵀ = R(−α), and two rotations add their angles, R(α)R(β) = R(α + β). Left: the "
                           "query at m = 1 is turned a quarter turn (mθ = π/2) and keeps its length 1; the key at "
                           "n = 0 does not turn. Only the angle between them changes the score."),
         "toy", "frames", "toy-a2", nullptr, nullptr, "q4",
         R"([{"fact": "lengthChange.q", "eq": 0, "tol": 1e-12}, {"fact": "lengthChange.k", "eq": 0, "tol": 1e-12}])"},
        {1, "§3", QT_TRANSLATE_NOOP("Lessons", "Moving both positions"),
         QT_TRANSLATE_NOOP("Lessons",
                           "The query at m turns by mθᵢ and the key at n by nθᵢ in every pair i. Since "
                           "R(mθ)ᵀR(nθ) = R((n − m)θ), the score sees the positions only through Δ = m − n. The line "
                           "above the clocks checks it: the same q and k shifted by 7 positions give the same score. "
                           "Press Play with “Move both”: every hand turns, every angle between them stays, and the "
                           "bars and the total do not change."),
         "clocks", nullptr, nullptr, R"({"head_dim": 16, "source": "constant", "seed": 1, "m": 6, "n": 2})",
         R"({"motion": "both"})", "q5", R"([{"fact": "shiftChange", "eq": 0, "tol": 1e-9}])"},
        {1, "§4.1", QT_TRANSLATE_NOOP("Lessons", "A weight on the logits?"),
         QT_TRANSLATE_NOOP("Lessons",
                           "If RoPE multiplied the finished logits q·k by a distance weight, a zero logit would stay "
                           "zero. Here q = (1, 0) and k = (0, 1) in every pair, so q·k = 0 everywhere (left), yet the "
                           "RoPE logits are Σ sin(Δθᵢ)/√d (right). RoPE acts on q and k before any logit exists."),
         "heatmaps", nullptr, nullptr,
         R"({"heatmap": "not-elementwise", "head_dim": 16, "seq_len": 32, "mask": "none"})", R"({"weights": false})",
         "q7",
         R"([{"fact": "none.max", "lt": 1e-12}, {"fact": "none.min", "gt": -1e-12}, {"fact": "rope.range", "gt": 0.5}])"},
        {1, "§4.2", QT_TRANSLATE_NOOP("Lessons", "Toy A: the same direction"),
         QT_TRANSLATE_NOOP("Lessons",
                           "One pair, θ = π/2, q = k = [1, 0]. At Δ = 0 the score is 1 (A1). At Δ = 1 the query has "
                           "turned a quarter turn more than the key: seen from the query (right), R(−Δθ)k = [0, −1] "
                           "is orthogonal to q and the score is 0 (A2). Same content, another relative position, "
                           "another match."),
         "toy", "frames", "toy-a2", nullptr, nullptr, "q8 q5", R"([{"fact": "score", "eq": 0, "tol": 1e-12}])",
         "table"},
        {1, "§4.2", QT_TRANSLATE_NOOP("Lessons", "Toy B: the cross term"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Now q = [1, 0] and k = [0, 1] are orthogonal: at Δ = 0 the score is 0 (B1). At Δ = 1 the "
                           "relative rotation R(−π/2) turns k onto q (right) and the score becomes 1 (B2). The term "
                           "(q₁k₂ − q₂k₁) sin Δθ does it: a RoPE score is not the plain dot product times a cosine of "
                           "the distance."),
         "toy", "frames", "toy-b2", nullptr, nullptr, "q8",
         R"([{"fact": "score", "eq": 1, "tol": 1e-12}, {"fact": "B", "eq": 1, "tol": 1e-12}])", "table"},
        {1, "§5", QT_TRANSLATE_NOOP("Lessons", "A whole head of clocks"),
         QT_TRANSLATE_NOOP("Lessons",
                           "A head of d components is cut into d/2 pairs, and pair i turns by θᵢ = base^(−2i/d) per "
                           "position. The score is the sum of the pairs' terms Aᵢ cos Δθᵢ + Bᵢ sin Δθᵢ, one bar per "
                           "clock, and the bars add up to the dot product of the rotated vectors. The first clocks "
                           "are second hands, the last ones hour hands: move m and watch."),
         "clocks", nullptr, nullptr, R"({"head_dim": 32, "source": "constant", "seed": 3, "m": 10, "n": 4})",
         R"({"motion": "query"})", "q5 q8",
         R"([{"fact": "totalMinusScore", "eq": 0, "tol": 1e-9}, {"fact": "pairs", "eq": 16}])"},
        {1, "§5", QT_TRANSLATE_NOOP("Lessons", "Fast and slow pairs"),
         QT_TRANSLATE_NOOP("Lessons",
                           "θᵢ falls geometrically from θ₀ = 1 radian per position to nearly 1/base, so the "
                           "wavelengths 2π/θᵢ run from about 6 positions to over fifty thousand. Pairs above the N "
                           "line never complete a turn within the sequence. Change the base: the slow end moves, the "
                           "fast end stays at θ₀ = 1."),
         "frequencies", "spectrum", nullptr, R"({"head_dim": 128, "base": 10000, "seq_len": 4096})",
         R"({"bases": false})", "",
         R"([{"fact": "theta0", "eq": 1, "tol": 1e-12}, {"fact": "wavelengthLast", "gt": 50000}])"},
        {1, "§5, §7", QT_TRANSLATE_NOOP("Lessons", "The score against distance"),
         QT_TRANSLATE_NOOP(
             "Lessons",
             "For a key equal to the query, s(Δ) = Σ |qᵢ|² cos Δθᵢ (green) peaks at Δ = 0 and, on "
             "average, falls with distance, as RoFormer's bound does (orange dashed, right axis). But it is not "
             "monotonic: it wobbles and rises again. And for unrelated q and k (black, this view's "
             "random tokens; grey, another random pair) the peak can sit anywhere. “RoPE scores fall strictly with "
             "distance” is one of the "
             "misreadings §7 warns about."),
         "curve", nullptr, nullptr, R"({"head_dim": 64, "source": "random", "seed": 0, "m": 6, "n": 2})",
         R"({"qEqualsK": true, "bound": true, "logAxis": false, "allTerms": false, "bases": false})", "q8",
         R"([{"fact": "qEqualsK.argmaxDelta", "eq": 0}, {"fact": "qEqualsK.rebound", "gt": 0.01},
             {"fact": "bound.lastOverFirst", "lt": 1}])"},
        {1, "§6", QT_TRANSLATE_NOOP("Lessons", "Where RoPE sits in attention"),
         QT_TRANSLATE_NOOP(
             "Lessons", "Q, K and V come from the same tokens. R<sub>m</sub> turns each query and R<sub>n</sub> each "
                        "key, one token at a time. Only then are the N × N scores formed — all N² = 4096 of them "
                        "here — masked and normalised, and the weights average the values. RoPE adds 2N rotations "
                        "and leaves attention quadratic."),
         "pipeline", "pipeline", nullptr, R"({"head_dim": 16, "source": "random", "seq_len": 64, "mask": "causal"})",
         R"({"rotateV": false})", "q2 q10",
         R"([{"fact": "scores", "eq": 4096}, {"fact": "rotation.orthogonality", "lt": 1e-12},
             {"fact": "shift.plain", "lt": 1e-9}])"},
        {1, "§4.1, §6", QT_TRANSLATE_NOOP("Lessons", "The rotation acts on one token"),
         QT_TRANSLATE_NOOP("Lessons",
                           "R<sub>m</sub> is a d × d matrix, block diagonal: d/2 rotations of 2 × 2 on its diagonal, "
                           "zeros elsewhere (enlarged under it). It multiplies the d features of one token, the query "
                           "at m; R<sub>n</sub> does the same for the key at n. However long the sequence, it stays "
                           "32 × 32 here (d = 32; the step before had d = 16) and never acts on the N × N matrix of "
                           "scores."),
         "pipeline", "pipeline", nullptr, R"({"head_dim": 32, "source": "random", "seq_len": 64, "mask": "causal"})",
         R"({"rotateV": false})", "q3",
         R"([{"fact": "rotation.rows", "eq": 32}, {"fact": "rotation.cols", "eq": 32}, {"visible": "pipeline"}])"},
        {1, "§6", QT_TRANSLATE_NOOP("Lessons", "And the values V?"),
         QT_TRANSLATE_NOOP("Lessons",
                           "The weights already depend on the positions through m − n only: shift every position by "
                           "100 and the output does not change. With “Rotate V too” ticked, as here, it does: the "
                           "values now carry absolute positions. That is why RoPE rotates only q and k."),
         "pipeline", "values", nullptr, R"({"head_dim": 16, "source": "random", "seq_len": 64, "mask": "causal"})",
         R"({"rotateV": true, "shift": 100})", "q9",
         R"([{"fact": "shift.plain", "lt": 1e-9}, {"fact": "shift.rotated", "gt": 0.01}, {"visible": "values"}])"},
        {1, "§7", QT_TRANSLATE_NOOP("Lessons", "Does RoPE favour nearby tokens?"),
         QT_TRANSLATE_NOOP("Lessons",
                           "RoPE makes scores depend on Δ, but it does not force attention onto nearby tokens: this "
                           "look-back head makes every query put its largest weight 8 tokens back. Nor does RoPE make "
                           "attention cheaper than O(N²), and being able to compute angles beyond the training length "
                           "does not mean a model works there."),
         "heatmaps", nullptr, nullptr,
         R"({"heatmap": "rope", "source": "lookback", "look_back": 8, "mask": "causal", "seq_len": 64})",
         R"({"weights": true})", "", R"([{"fact": "rope.peakOffset", "eq": 8}])"},
        {1, "§3, §8", QT_TRANSLATE_NOOP("Lessons", "Same angles, two uses"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Both encodings take sin(mθᵢ) and cos(mθᵢ) from one table of angles. The sinusoidal "
                           "encoding writes them as a vector p and adds it: x + p leaves the dashed circle, its length "
                           "changes. RoPE writes the same two numbers into R(mθᵢ) and multiplies: R q stays on the "
                           "circle."),
         "sin-cos-origin", "two-uses", nullptr, R"({"head_dim": 16, "source": "constant", "m": 5, "n": 1})", nullptr,
         "q1 q4 q6",
         R"([{"fact": "lengthChange.rotated", "eq": 0, "tol": 1e-12}, {"fact": "lengthChange.added.abs", "gt": 0.01},
             {"visible": "two-uses"}])"},
        {1, "§8", QT_TRANSLATE_NOOP("Lessons", "The smallest space for a rotation"),
         QT_TRANSLATE_NOOP("Lessons",
                           "A rotation must keep the length for every angle. On one number the only maps that keep "
                           "length are ×1 and ×(−1), with no angle in between. A plane is the smallest space where "
                           "R(α) exists for every α, so RoPE cuts the d features into d/2 planes and turns each by "
                           "m·θᵢ."),
         "sin-cos-origin", "two-uses", nullptr, R"({"head_dim": 16, "source": "constant", "m": 3, "n": 1})", nullptr,
         "q4",
         R"([{"fact": "dimensionsPerPair", "eq": 2}, {"fact": "lengthChange.rotated", "eq": 0, "tol": 1e-12},
             {"visible": "two-uses"}])"},
        {1, "§8", QT_TRANSLATE_NOOP("Lessons", "Signs and conventions"),
         QT_TRANSLATE_NOOP("Lessons",
                           "The articles write the offset as n − m or as m − n; this app fixes the query at m, the key "
                           "at n and Δ = m − n. Writing n − m is only notation. Rotating clockwise, as some blog posts "
                           "do, is not: the sine term flips, s_cw(Δ) = s_ccw(−Δ), and toy B2 would score −1. Help → "
                           "Conventions (F1) lists each article's choice."),
         "pairing-lab", "conventions", nullptr, R"({"head_dim": 8})", R"({"clockwise": true, "nMinusM": false})", "q5",
         R"([{"visible": "conventions"}])"},
        {1, "§9", QT_TRANSLATE_NOOP("Lessons", "RoPE in linear attention"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Linear attention writes the similarity as φ(q)·φ(k), so the sums over keys can be "
                           "computed once. RoPE rotates q and k separately, so the numerator keeps that "
                           "factorisation; the denominator is the problem, because rotated features can be negative. "
                           "RoFormer rotates the numerator only: its weights can be negative (blue) and its rows need "
                           "not sum to 1."),
         "linear", "weights", nullptr, R"({"head_dim": 16, "source": "random", "seq_len": 64})", R"({"signs": true})",
         "q10", R"([{"fact": "negativeWeights", "gt": 0}, {"fact": "rowSums.min", "lt": 0.9}])"},
        {1, "§1", QT_TRANSLATE_NOOP("Lessons", "Every encoding on the same axes"),
         QT_TRANSLATE_NOOP(
             "Lessons", "Learned tables and the sinusoidal encoding add a vector per absolute position, so the same "
                        "content scores differently along one diagonal: a band on the curve. Biases (T5, ALiBi, "
                        "KERPLE) and rotations (RoPE, p-RoPE, xPos) depend on m − n alone: a line. They part past the "
                        "training length: a learned table has no row there, T5's buckets go flat, ALiBi and KERPLE "
                        "keep falling, and RoPE's slow pairs reach angles never seen."),
         "pe-families", "curve", nullptr, nullptr,
         R"({"families": "nope,learned,sinusoidal,t5,alibi,kerple,xpos,p-rope,rope", "length": 64, "train": 48,
             "mask": "none", "content": "same", "table": ""})",
         "q5 q6",
         R"([{"fact": "rope.spread", "lt": 1e-9}, {"fact": "alibi.spread", "lt": 1e-12},
             {"fact": "t5.spread", "lt": 1e-12}, {"fact": "kerple.spread", "lt": 1e-12},
             {"fact": "learned.spread", "gt": 0.1}, {"fact": "sinusoidal.spread", "gt": 0.1}])"},
        {2, "§13", QT_TRANSLATE_NOOP("Lessons", "Decoding with a KV cache"),
         QT_TRANSLATE_NOOP("Lessons",
                           "While generating, the keys and values of earlier positions are cached. Each key is rotated "
                           "once, at its own position, so the cached rotated keys stay valid: the new query at t is "
                           "rotated by tθ and compared with them. Decoding with the cache equals the full computation "
                           "(circles) — until a bug shifts a position: here the query is rotated by t + 1, and the "
                           "look-back head's peak moves."),
         "kv-cache", nullptr, nullptr, R"({"head_dim": 16, "source": "random", "seq_len": 32})",
         R"({"bug": "off-by-one", "lookBack": true, "step": 20})", "",
         R"([{"fact": "maxDifference", "lt": 1e-12}, {"fact": "peakMoved", "eq": 1}])"},
        {2, "§12", QT_TRANSLATE_NOOP("Lessons", "Two ways to pair"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Interleaved pairs (2i, 2i+1), as in RoFormer and GPT-J, and half-split pairs (i, i + d/2), "
                           "as in GPT-NeoX and Hugging Face's LLaMA, rotate different components together: the same q "
                           "and k give different logits, both still constant along diagonals. The two differ by a "
                           "fixed permutation P: permute q and k too and the scores are identical."),
         "pairing-lab", "schemes", nullptr, R"({"head_dim": 8, "source": "constant"})", nullptr, "q4",
         R"([{"fact": "equivalence.maxDifference", "lt": 1e-12}, {"fact": "interleaved.spread", "lt": 1e-9},
             {"fact": "halfSplit.spread", "lt": 1e-9}, {"fact": "schemes.maxDifference", "gt": 0.01}])"},
        {3, "", QT_TRANSLATE_NOOP("Lessons", "Do the weights transfer?"),
         QT_TRANSLATE_NOOP(
             "Lessons",
             "The projection weights are tied to one convention. A head trained with interleaved RoPE to "
             "look 5 tokens back (①) loses its pattern when its weights run through half-split code (②: "
             "hardly any row still peaks at Δ = 5). Permuting the rows of W<sub>Q</sub> and W<sub>K</sub> per "
             "head, as Hugging Face's conversion script does, brings it back exactly (③)."),
         "pairing-lab", "trap", nullptr, R"({"head_dim": 16, "seed": 0})", nullptr, "",
         R"([{"fact": "trap.correct.share", "gt": 0.9}, {"fact": "trap.lost.share", "lt": 0.5},
             {"fact": "trap.converted.maxDifference", "lt": 1e-12}, {"visible": "trap"}])"},
        {3, "", QT_TRANSLATE_NOOP("Lessons", "A larger base"),
         QT_TRANSLATE_NOOP(
             "Lessons",
             "Raising the base slows the slowest pairs further: Llama 3 uses 5·10⁵, Qwen2 10⁶ (black, solid), "
             "here beside 10⁴, 10⁵ and 5·10⁵ (grey: dashed, dotted, dash-dotted). The fast pairs do not change; the "
             "slowest "
             "wavelengths grow, so fewer pairs complete a turn over a long context. A larger base alone "
             "does not teach a model positions it never saw in training."),
         "frequencies", "spectrum", "qwen2-7b", nullptr, R"({"bases": true, "baseValues": [10000, 100000, 500000]})",
         "", R"([{"fact": "basesShown", "eq": 3}, {"fact": "theta0", "eq": 1, "tol": 1e-12}])"},
        {1, "§3", QT_TRANSLATE_NOOP("Lessons", "All three at once"),
         QT_TRANSLATE_NOOP(
             "Lessons", "The clocks, the heatmap and the score curve of one head, side by side. A look-back head has "
                        "the same q and k at every position, so every row of its map is the same row shifted: "
                        "the map is constant along its diagonals and the curve peaks at the head's Δ. Drag m on "
                        "the left and the other two follow."),
         "linked", nullptr, nullptr, R"({"source": "lookback", "look_back": 4, "seq_len": 32, "mask": "causal"})",
         nullptr, "q5",
         R"([{"fact": "heatmap.rope.spread", "lt": 1e-9}, {"fact": "heatmap.rope.peakOffset", "eq": 4}])"},
        {3, "", QT_TRANSLATE_NOOP("Lessons", "Two codes, one mistake"),
         QT_TRANSLATE_NOOP("Lessons",
                           "The same q and k under two RoPE codes: A pairs (2i, 2i+1), B pairs (i, i + d/2). At Δ = 0 "
                           "nothing turns, so a test at one position passes. From Δ = 1 on the scores part, and the "
                           "attention pattern is scrambled: when porting weights, check which pairing the code they "
                           "were trained with used."),
         "compare", nullptr, nullptr, R"({"head_dim": 32, "source": "random", "seed": 2, "seq_len": 48})",
         R"({"a": {"pairing": "interleaved", "direction": "ccw", "offset": 0, "base": 0},
             "b": {"pairing": "half-split", "direction": "ccw", "offset": 0, "base": 0}})",
         "q4", R"([{"fact": "differenceAtZero", "lt": 1e-9}, {"fact": "maxDifference", "gt": 0.1}])"},
        {3, "", QT_TRANSLATE_NOOP("Lessons", "Only some components turn"),
         QT_TRANSLATE_NOOP(
             "Lessons",
             "Many models rotate only r of a head's d components. Which ones, and how they pair, is each "
             "model's code: Hugging Face's partial rotary, GPT-J's rotary_dim, DeepSeek's separate rope "
             "part and Gemma 4's proportional RoPE turn or pair different components for the same r. Reading "
             "rows rotated one way as another's is wrong by as much as the rows themselves."),
         "partial", "map", nullptr, nullptr, R"({"headDim": 32, "rotary": 8})", "",
         R"([{"fact": "error.hf.hf", "lt": 1e-12}, {"fact": "error.hf.gptj", "gt": 0.5}])"},
        {3, "", QT_TRANSLATE_NOOP("Lessons", "Positions on a grid"),
         QT_TRANSLATE_NOOP("Lessons",
                           "The proof that only the difference of positions survives works in any number of "
                           "dimensions, so an image's patches can be rotated by (x, y). Axial RoPE turns half the "
                           "pairs with x and half with y: along the query's row the y-pairs never turn, and the map "
                           "draws a cross. Mixed directions give each pair its own direction, and the cross is gone."),
         "rope-2d", nullptr, nullptr, nullptr,
         R"({"grid": 33, "headDim": 64, "base": 100, "content": "ones", "queryX": 16, "queryY": 16})", "",
         R"([{"fact": "axial.onCross", "gt": 0.65}, {"fact": "mixed.onCross", "lt": 0.62}])"},
        {3, "", QT_TRANSLATE_NOOP("Lessons", "Text, image and video in one sequence"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Qwen-VL models give every token three positions, time, height and width, and let each pair "
                           "turn with one of them. A text token has t = h = w, so it turns exactly as plain RoPE does; "
                           "an image's patches share t and differ in h and w. Chunked sections leave width only the "
                           "slowest pairs, interleaved ones share the fast pairs among the three axes."),
         "mrope", nullptr, nullptr, nullptr, R"({"imageRows": 3, "imageCols": 4, "frames": 2, "videoTime": "frame"})",
         "", R"([{"fact": "chunked.textAngleGap", "lt": 1e-9}, {"fact": "interleaved.textAngleGap", "lt": 1e-9}])"},
        {2, "§14", QT_TRANSLATE_NOOP("Lessons", "Beyond the training length"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Angles can be computed for any position, but a model has not seen the slow pairs' angles "
                           "beyond its training context L₀. Scaling methods (linear interpolation, NTK-aware, YaRN, "
                           "Llama 3, LongRoPE) change θᵢ pair by pair so that a longer context turns the slow pairs "
                           "through angles training covered. This is Llama 3.1's: fast pairs untouched, the slowest "
                           "θᵢ divided by 8 (their wavelengths × 8), a smooth band in between."),
         "scaling", "spectrum", "llama3.1-8b", nullptr, R"({"plot": "wavelength", "overlay": false})", "",
         R"([{"fact": "slowestRatio", "eq": 8, "tol": 1e-9}, {"fact": "fastestRatio", "eq": 1, "tol": 1e-12}])"},
        {2, "§14", QT_TRANSLATE_NOOP("Lessons", "Precision at large positions"),
         QT_TRANSLATE_NOOP(
             "Lessons", "In bf16 large positions cannot be held exactly: above 256 only every other integer exists, "
                        "between 4096 and 8192 only every 32nd. Angles mθᵢ computed in low precision lose the digits "
                        "that matter, and the score stops depending on m − n alone. Implementations compute "
                        "positions and angles in fp32 (dashed: the remedy). The lab follows the model: here Llama "
                        "3's base 5·10⁵."),
         "precision", nullptr, "llama3-8b", nullptr, R"({"format": "bf16", "remedy": true})", "",
         R"([{"fact": "base", "eq": 500000}, {"fact": "held257.bf16", "eq": 256}])"},
        {2, "§14", QT_TRANSLATE_NOOP("Lessons", "Attention flattens with length"),
         QT_TRANSLATE_NOOP("Lessons",
                           "One key at logit 3 among n keys at −2 takes 94 % of the attention at n = 10 and 1.5 % at "
                           "n = 10⁴: the softmax spreads thin over a long context. Models push back with a "
                           "multiplier c(p) on the logits that grows with the query's position: Llama 4 multiplies "
                           "the queries of its NoPE layers by 1 + 0.1·ln(⌊(p + 1)/8192⌋ + 1), 1.28 at p = 131072; "
                           "Qwen's logn, Ministral 3, YaRN, DeepSeek and SSMax have their own."),
         "logit-scale", "dilution", nullptr, nullptr, R"({"method": "llama4", "peak": 3, "rest": -2})", "",
         R"([{"fact": "plain.n10", "eq": 0.9428, "tol": 1e-4}, {"fact": "plain.n10000", "eq": 0.01463, "tol": 1e-5},
             {"fact": "multiplier.p131072", "eq": 1.28332, "tol": 1e-5}])"},
        {2, "§14", QT_TRANSLATE_NOOP("Lessons", "No distance is new"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Instead of teaching a model new distances, some methods never show it one. Self-Extend "
                           "keeps the exact distance for neighbours (Δ &lt; W) and groups the positions beyond, "
                           "⌊m/G⌋ − ⌊n/G⌋ + W − ⌊W/G⌋: with W = 8 and G = 4 the last of 48 tokens sees no distance "
                           "beyond 17, where plain RoPE shows it 47. Sliding windows, Llama 4's chunks, ReRoPE and "
                           "Qwen2.5-1M's Dual Chunk Attention bound the distance too."),
         "remap", "maps", nullptr, nullptr,
         R"({"method": "self-extend", "tokens": 48, "window": 8, "group": 4, "lookBack": 12})", "",
         R"([{"fact": "largest", "eq": 17}, {"fact": "plainLargest", "eq": 47}])"},
        {2, "§14", QT_TRANSLATE_NOOP("Lessons", "Attention sinks"),
         QT_TRANSLATE_NOOP("Lessons",
                           "A softmax row must sum to 1, so a query attends somewhere even when no key matches; "
                           "trained models park that weight on the first token. GPT-OSS learns a sink logit per head "
                           "that joins every row's softmax and is dropped: the weights then sum to less than 1. "
                           "StreamingLLM keeps the first 4 tokens and the 8 most recent and numbers them inside its "
                           "cache: no distance beyond 11, however long the stream."),
         "sinks", "sink", nullptr, nullptr,
         R"({"sinkLogit": 3, "tokens": 32, "sinkTokens": 4, "window": 8, "seed": 1})", "",
         R"([{"fact": "rowSumGap", "lt": 1e-12}, {"fact": "rowSum.last", "lt": 1}, {"fact": "streaming.largest", "eq": 11}])"},
        {3, "", QT_TRANSLATE_NOOP("Lessons", "A whole checkpoint at a glance"),
         QT_TRANSLATE_NOOP(
             "Lessons",
             "The slow pairs (large i, θ<sub>i</sub> → 0) carry long-range, coarse position; the fast pairs tell "
             "neighbours apart. A checkpoint shows which pairs each head weights. Here a small made-up one (random "
             "weights with structure planted as studies of Llama 2 and Gemma describe it): the grid colours every head "
             "by its share of W<sub>Q</sub> in the pairs slower than one turn over the training length. Stored "
             "half-split, a pair's two components lie d/2 apart, so the slow pairs show as two bands."),
         "checkpoint", "grid", nullptr, nullptr, R"({"path": "demo", "layer": 5, "pair": 28})", "",
         R"([{"fact": "slowPairs", "eq": 11}, {"fact": "layers", "eq": 6}, {"fact": "shareRise", "gt": 0.2}])"},
        {3, "", QT_TRANSLATE_NOOP("Lessons", "How far a base reaches"),
         QT_TRANSLATE_NOOP("Lessons",
                           "Raising the base is one way to lengthen the context. Men et al. (2024) ask how far: "
                           "B<sub>m</sub> = Σ cos(m·θ<sub>i</sub>) must stay ≥ 0 for every m ≤ L. Their table gives "
                           "6.4·10⁵ as the least base for 32k at d = 128. Checked here at every m up to 32768, it "
                           "passes for L = 16k, but B<sub>m</sub> dips just below 0 (to −1.94), first at m = 27685: "
                           "the dip is shallow, so exact numbers decide. And a larger base is not always safer (the "
                           "map above): 1.5·10⁶ passes at 32k, 1.7·10⁶ fails."),
         "base-bound", "curve", nullptr, nullptr, R"({"headDim": 128, "base": 640000, "context": 32768})", "",
         R"([{"fact": "firstNegative", "eq": 27685}, {"fact": "passes", "eq": 0},
             {"fact": "minB", "eq": -1.94, "tol": 0.005}])"},
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
        Expected<AppParams> read = withSettings(params, doc.object());
        if (!read)
            return read;
        params = *read;
    }
    if (const core::Problems problems = params.validate(); !problems.empty())
        return Error{QLatin1String(step.title), QStringLiteral("%1 problem(s) in the parameters").arg(problems.size())};
    return params;
}

QJsonObject lessonViewState(const LessonStep& step)
{
    return step.viewState ? QJsonDocument::fromJson(QByteArray(step.viewState)).object() : QJsonObject{};
}

QJsonArray lessonClaims(const LessonStep& step)
{
    return step.claims ? QJsonDocument::fromJson(QByteArray(step.claims)).array() : QJsonArray{};
}

QStringList lessonTags(const LessonStep& step) { return cheatSheetTags(step.tags); }

QString lessonSource(const LessonStep& step)
{
    const QString article = step.article == 1 ? firstArticle() : step.article == 2 ? secondArticle() : thirdArticle();
    return QString::fromUtf8(step.where).isEmpty() ? article
                                                   : article + QLatin1Char(' ') + QString::fromUtf8(step.where);
}

QString checkLessonClaim(const QJsonObject& claim, const QJsonObject& facts, bool sectionVisible)
{
    if (claim.contains(QLatin1String("visible")))
        return sectionVisible ? QString()
                              : QStringLiteral("section %1 is not in view").arg(claim.value("visible").toString());
    const QString name = claim.value("fact").toString();
    if (!facts.contains(name))
        return QStringLiteral("the view has no fact %1").arg(name);
    const double value = facts.value(name).toDouble();
    const auto found = [&](const char* expectation, double limit) {
        return QStringLiteral("%1 = %2, expected %3 %4").arg(name).arg(value, 0, 'g', 10).arg(expectation).arg(limit);
    };
    if (claim.contains(QLatin1String("lt")) && !(value < claim.value("lt").toDouble()))
        return found("<", claim.value("lt").toDouble());
    if (claim.contains(QLatin1String("gt")) && !(value > claim.value("gt").toDouble()))
        return found(">", claim.value("gt").toDouble());
    if (claim.contains(QLatin1String("eq")) &&
        !(std::abs(value - claim.value("eq").toDouble()) <= claim.value("tol").toDouble(0)))
        return found("=", claim.value("eq").toDouble());
    return {};
}

} // namespace rope::model
