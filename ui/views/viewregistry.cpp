// The view registry: every view's key, title, question, cheat-sheet tags, factory and figures.
#include "ui/views/viewregistry.h"

#include "ui/views/baseboundview.h"
#include "ui/views/checkpointglanceview.h"
#include "ui/views/clocksview.h"
#include "ui/views/compareview.h"
#include "ui/views/frequencyview.h"
#include "ui/views/heatmapview.h"
#include "ui/views/kvcacheview.h"
#include "ui/views/linearattentionview.h"
#include "ui/views/logitscaleview.h"
#include "ui/views/mropeview.h"
#include "ui/views/overviewview.h"
#include "ui/views/pairinglabview.h"
#include "ui/views/partialview.h"
#include "ui/views/pefamiliesview.h"
#include "ui/views/pipelineview.h"
#include "ui/views/precisionlabview.h"
#include "ui/views/remapview.h"
#include "ui/views/rope2dview.h"
#include "ui/views/scalinglabview.h"
#include "ui/views/scorecurveview.h"
#include "ui/views/sincosview.h"
#include "ui/views/sinksview.h"
#include "ui/views/toyview.h"
#include "ui/views/weightsview.h"

#include <QCoreApplication>

namespace rope::ui {

using namespace rope::model;

namespace {

template <typename T>
View* make(const ViewServices& s)
{
    if constexpr (std::is_constructible_v<T, PairSelection*>)
        return new T(s.selection);
    else
        return new T;
}

// The chapters, in the order a learner meets them; the navigator shows each with its views.
const char* const kBasics = QT_TRANSLATE_NOOP("Views", "Rotation basics");
const char* const kAttention = QT_TRANSLATE_NOOP("Views", "Attention");
const char* const kPairing = QT_TRANSLATE_NOOP("Views", "Pairs and layouts");
const char* const kLongContext = QT_TRANSLATE_NOOP("Views", "Long context");
const char* const kBeyond = QT_TRANSLATE_NOOP("Views", "Beyond one sequence");
const char* const kModels = QT_TRANSLATE_NOOP("Views", "Real models");

std::vector<ViewEntry>& entries()
{
    static std::vector<ViewEntry> table = {
        {"clocks",
         QT_TRANSLATE_NOOP("Views", "Clocks"),
         QT_TRANSLATE_NOOP("Views", "Rotation clocks: does the score depend only on m − n?"),
         "q5 q8",
         kBasics,
         make<ClocksView>,
         CaptionParameters::All,
         {{"clocks/head", "clocks", QT_TRANSLATE_NOOP("Figures", "A head as d/2 clocks"), nullptr,
           R"({"head_dim": 16, "source": "constant", "seed": 1, "m": 6, "n": 2})", nullptr, "q5 q8"},
          {"clocks/random", "clocks", QT_TRANSLATE_NOOP("Figures", "Clocks for random content"), nullptr,
           R"({"head_dim": 32, "source": "random", "seed": 3, "m": 10, "n": 4})", nullptr, "q8"}}},
        {"toy",
         QT_TRANSLATE_NOOP("Views", "2-D toy"),
         QT_TRANSLATE_NOOP("Views", "The 2-D toy: how does a relative rotation change a match?"),
         "q4 q5 q8",
         kBasics,
         make<ToyView>,
         CaptionParameters::All,
         {{"toy/frames", "frames", QT_TRANSLATE_NOOP("Figures", "The 2-D toy in both frames"), "toy-a2", nullptr,
           nullptr, "q4 q5"},
          {"toy/cross-term", "frames", QT_TRANSLATE_NOOP("Figures", "Toy B2: the cross term makes the score"), "toy-b2",
           nullptr, nullptr, "q8"},
          {"toy/table", "table", QT_TRANSLATE_NOOP("Figures", "The toy experiments' table"), "toy-b2", nullptr, nullptr,
           "q5 q8"}}},
        {"sin-cos-origin",
         QT_TRANSLATE_NOOP("Views", "Same angles"),
         QT_TRANSLATE_NOOP("Views", "Same angles, two uses: where do RoPE's sin and cos come from?"),
         "q1 q4 q6",
         kBasics,
         make<SinCosView>,
         CaptionParameters::All,
         {{"sin-cos-origin/angles", "angles", QT_TRANSLATE_NOOP("Figures", "One table of angles m·θ_i"), nullptr,
           R"({"head_dim": 16, "m": 3, "n": 1, "source": "constant"})", nullptr, "q1"},
          {"sin-cos-origin/two-uses", "two-uses",
           QT_TRANSLATE_NOOP("Figures", "Same angles, two uses: added vs rotated"), nullptr,
           R"({"head_dim": 16, "m": 3, "n": 1, "source": "constant"})", nullptr, "q1 q4 q6"}}},
        {"frequencies",
         QT_TRANSLATE_NOOP("Views", "Frequencies"),
         QT_TRANSLATE_NOOP("Views", "Frequencies: which pairs are second hands, which are hour hands?"),
         "q1",
         kBasics,
         make<FrequencyView>,
         CaptionParameters::All,
         {{"frequencies/spectrum", "spectrum", QT_TRANSLATE_NOOP("Figures", "Frequencies θ_i and wavelengths λ_i"),
           nullptr, nullptr, R"({"bases": false})", ""},
          {"frequencies/bases", "spectrum", QT_TRANSLATE_NOOP("Figures", "A larger base slows the slow pairs further"),
           nullptr, R"({"head_dim": 128, "base": 500000, "seq_len": 256})",
           R"({"bases": true, "baseValues": [10000, 100000, 1000000]})", ""},
          {"frequencies/angle-table", "angle-table",
           QT_TRANSLATE_NOOP("Figures", "The cos/sin table by pair and by dimension"), nullptr, nullptr, nullptr,
           "q1"}}},
        {"heatmaps",
         QT_TRANSLATE_NOOP("Views", "Heatmaps"),
         QT_TRANSLATE_NOOP("Views", "Attention heatmaps: which keys does each query attend to?"),
         "q5 q6 q7",
         kAttention,
         make<HeatmapView>,
         CaptionParameters::AllAndMap,
         {{"heatmaps/compare", "maps",
           QT_TRANSLATE_NOOP("Figures", "No encoding, sinusoidal, RoPE: which depends on m − n only"), nullptr,
           R"({"heatmap": "compare-encodings", "source": "constant", "mask": "none", "seq_len": 48})",
           R"({"weights": false, "sharedScale": true})", "q5 q6"},
          {"heatmaps/terms", "maps", QT_TRANSLATE_NOOP("Figures", "The sinusoidal score, term by term"), nullptr,
           R"({"heatmap": "decomposition", "source": "constant", "mask": "none", "seq_len": 48})",
           R"({"weights": false, "sharedScale": true})", "q6"},
          {"heatmaps/not-elementwise", "maps", QT_TRANSLATE_NOOP("Figures", "RoPE is not a weight on the logits"),
           nullptr, R"({"heatmap": "not-elementwise", "head_dim": 16, "seq_len": 32, "mask": "none"})",
           R"({"weights": false, "sharedScale": true})", "q7"},
          {"heatmaps/rope", "maps", QT_TRANSLATE_NOOP("Figures", "RoPE attention logits, random content"), nullptr,
           R"({"heatmap": "rope", "source": "random", "seq_len": 64})", R"({"weights": false})", "q5"},
          {"heatmaps/look-back", "maps", QT_TRANSLATE_NOOP("Figures", "A look-back head: every query attends Δ back"),
           nullptr, R"({"heatmap": "rope", "source": "lookback", "look_back": 8, "mask": "causal", "seq_len": 64})",
           R"({"weights": true})", "q5"}}},
        {"pipeline",
         QT_TRANSLATE_NOOP("Views", "Pipeline"),
         QT_TRANSLATE_NOOP("Views", "Pipeline: where in attention does RoPE act, and why is V not rotated?"),
         "q2 q3 q9 q10",
         kAttention,
         make<PipelineView>,
         CaptionParameters::All,
         {{"pipeline/pipeline", "pipeline", QT_TRANSLATE_NOOP("Figures", "Where RoPE acts in attention"), nullptr,
           R"({"head_dim": 16, "source": "random"})", R"({"rotateV": false})", "q2 q3 q10"},
          {"pipeline/values", nullptr, QT_TRANSLATE_NOOP("Figures", "Why V is not rotated"), nullptr,
           R"({"head_dim": 16, "source": "random"})", R"({"rotateV": true, "shift": 100})", "q9"}}},
        {"curve",
         QT_TRANSLATE_NOOP("Views", "Score curve"),
         QT_TRANSLATE_NOOP("Views", "Score curve: does the score fall with distance?"),
         "q8",
         kAttention,
         make<ScoreCurveView>,
         CaptionParameters::All,
         {{"curve/curve", "curve", QT_TRANSLATE_NOOP("Figures", "The score against distance"), nullptr,
           R"({"source": "random"})", nullptr, "q8"},
          {"curve/xpos", "curve", QT_TRANSLATE_NOOP("Figures", "xPos adds the decay plain RoPE lacks"), nullptr,
           R"({"source": "constant", "head_dim": 64})", R"({"logAxis": true, "xpos": true, "xposScaleBase": 512})",
           ""}}},
        {"linked",
         QT_TRANSLATE_NOOP("Views", "Linked"),
         QT_TRANSLATE_NOOP("Views", "Linked views: clocks, heatmap and score curve side by side"),
         "q5",
         kAttention,
         make<OverviewView>,
         CaptionParameters::AllAndMap,
         {{"linked/linked", nullptr,
           QT_TRANSLATE_NOOP("Figures", "Clocks, heatmap and score curve of one head, side by side"), nullptr,
           R"({"source": "lookback", "look_back": 4, "seq_len": 32})", nullptr, "q5"}}},
        {"linear",
         QT_TRANSLATE_NOOP("Views", "Linear"),
         QT_TRANSLATE_NOOP("Views", "Linear attention: what happens to RoPE when attention becomes linear?"),
         "q10",
         kAttention,
         make<LinearAttentionView>,
         CaptionParameters::All,
         {{"linear/weights", "weights", QT_TRANSLATE_NOOP("Figures", "RoPE in linear attention"), nullptr,
           R"({"source": "random"})", nullptr, "q10"},
          {"linear/prefix", "prefix", QT_TRANSLATE_NOOP("Figures", "Linear attention's running state"), nullptr,
           R"({"source": "random"})", nullptr, "q10"}}},
        {"pe-families",
         QT_TRANSLATE_NOOP("Views", "Encodings compared"),
         QT_TRANSLATE_NOOP("Views", "Position encodings compared: how does RoPE differ from learned, sinusoidal, T5, "
                                    "ALiBi, KERPLE, xPos and NoPE?"),
         "q5 q6",
         kAttention,
         make<PeFamiliesView>,
         CaptionParameters::None,
         {{"pe-families/curve", "curve", QT_TRANSLATE_NOOP("Figures", "Nine position encodings' logits against Δ"),
           nullptr, nullptr, nullptr, "q5 q6"},
          {"pe-families/maps", "maps", QT_TRANSLATE_NOOP("Figures", "Nine position encodings' logit maps, one scale"),
           nullptr, nullptr, nullptr, "q5"},
          {"pe-families/beyond", "curve",
           QT_TRANSLATE_NOOP("Figures", "Past the training length: tables end, buckets flatten, biases go on"), nullptr,
           nullptr, R"({"families": "learned,t5,alibi,kerple,rope", "length": 128, "train": 48, "mask": "causal"})",
           ""},
          {"pe-families/readouts", "readouts",
           QT_TRANSLATE_NOOP("Figures", "Position encodings: Δ only, decay, extrapolation, cost"), nullptr, nullptr,
           nullptr, ""}}},
        {"pairing-lab",
         QT_TRANSLATE_NOOP("Views", "Pairing lab"),
         QT_TRANSLATE_NOOP("Views", "Pairing lab: interleaved or half-split, does it matter?"),
         "q4",
         kPairing,
         make<PairingLabView>,
         CaptionParameters::All,
         {{"pairing-lab/diagram", "diagram", QT_TRANSLATE_NOOP("Figures", "Interleaved vs half-split pairing"), nullptr,
           R"({"head_dim": 8})", nullptr, "q4"},
          {"pairing-lab/schemes", "schemes", QT_TRANSLATE_NOOP("Figures", "The same q and k under both schemes"),
           nullptr, R"({"head_dim": 8})", nullptr, "q4"},
          {"pairing-lab/trap", "trap", QT_TRANSLATE_NOOP("Figures", "The weight-conversion trap"), nullptr,
           R"({"head_dim": 16})", nullptr, ""},
          {"pairing-lab/conventions", "conventions", QT_TRANSLATE_NOOP("Figures", "Names and sign conventions"),
           nullptr, R"({"head_dim": 8})", nullptr, "q5"},
          {"pairing-lab/two-pairings", "two-pairings",
           QT_TRANSLATE_NOOP("Figures", "DeepSeek-V3.2: one model, two pairings; the wrong one shows only at long "
                                        "context"),
           nullptr, nullptr, nullptr, ""}}},
        {"compare",
         QT_TRANSLATE_NOOP("Views", "Two codes"),
         QT_TRANSLATE_NOOP("Views", "Two implementations: where do two RoPE codes disagree?"),
         "q4",
         kPairing,
         make<CompareView>,
         CaptionParameters::All,
         {{"compare/scores", "scores", QT_TRANSLATE_NOOP("Figures", "Two RoPE codes agree at Δ = 0 and part after it"),
           nullptr, R"({"head_dim": 32, "source": "random", "seed": 2, "seq_len": 48})", nullptr, "q4"},
          {"compare/patterns", "patterns",
           QT_TRANSLATE_NOOP("Figures", "The same q and k under two pairings: two different patterns"), nullptr,
           R"({"head_dim": 32, "source": "constant", "mask": "none", "seq_len": 48})", nullptr, "q4"}}},
        {"partial",
         QT_TRANSLATE_NOOP("Views", "Partial RoPE"),
         QT_TRANSLATE_NOOP(
             "Views", "Partial RoPE: which components turn, and what goes wrong when one layout is read as another?"),
         "",
         kPairing,
         make<PartialView>,
         CaptionParameters::BaseOnly,
         {{"partial/map", "map", QT_TRANSLATE_NOOP("Figures", "Partial RoPE: which components turn"), nullptr, nullptr,
           R"({"headDim": 32, "rotary": 8})", ""},
          {"partial/errors", "errors", QT_TRANSLATE_NOOP("Figures", "Partial RoPE: one layout read as another"),
           nullptr, nullptr, R"({"headDim": 32, "rotary": 8})", ""}}},
        {"scaling",
         QT_TRANSLATE_NOOP("Views", "Scaling methods"),
         QT_TRANSLATE_NOOP("Views", "Long context: what does each scaling method do to the frequencies?"),
         "",
         kLongContext,
         make<ScalingLabView>,
         CaptionParameters::All,
         {{"scaling/spectrum", "spectrum",
           QT_TRANSLATE_NOOP("Figures", "What a scaling method does to the wavelengths"), "llama3.1-8b", nullptr,
           nullptr, ""},
          {"scaling/effect", "effect", QT_TRANSLATE_NOOP("Figures", "Beyond the training length"), "llama3.1-8b",
           nullptr, nullptr, ""},
          {"scaling/longrope", "spectrum", QT_TRANSLATE_NOOP("Figures", "LongRoPE (Phi-3.5-mini-128k)"),
           "phi3.5-mini-128k", nullptr, nullptr, ""}}},
        {"precision",
         QT_TRANSLATE_NOOP("Views", "Precision"),
         QT_TRANSLATE_NOOP("Views", "Long context: what does low precision do at long positions?"),
         "",
         kLongContext,
         make<PrecisionLabView>,
         CaptionParameters::All,
         {{"precision/positions", "positions", QT_TRANSLATE_NOOP("Figures", "Positions a low precision can hold"),
           nullptr, nullptr, nullptr, ""},
          {"precision/angles", "angles", QT_TRANSLATE_NOOP("Figures", "Angle error at large positions"), nullptr,
           nullptr, nullptr, ""},
          {"precision/scores", "scores", QT_TRANSLATE_NOOP("Figures", "The score at a fixed distance, far along"),
           nullptr, nullptr, nullptr, ""},
          {"precision/error-map", "error-map", QT_TRANSLATE_NOOP("Figures", "Score error by pair"), nullptr, nullptr,
           nullptr, ""}}},
        {"kv-cache",
         QT_TRANSLATE_NOOP("Views", "KV cache"),
         QT_TRANSLATE_NOOP("Views", "KV cache: why is decoding with a cache exact, and what breaks it?"),
         "",
         kLongContext,
         make<KvCacheView>,
         CaptionParameters::All,
         {{"kv-cache/decode", "decode", QT_TRANSLATE_NOOP("Figures", "Decoding with a KV cache"), nullptr,
           R"({"head_dim": 16, "seq_len": 32})", nullptr, ""}}},
        {"logit-scale",
         QT_TRANSLATE_NOOP("Views", "Logit scale"),
         QT_TRANSLATE_NOOP("Views", "Long context: attention flattens with length; what do models multiply the logits "
                                    "by?"),
         "",
         kLongContext,
         make<LogitScaleView>,
         CaptionParameters::None,
         {{"logit-scale/multipliers", "multiplier",
           QT_TRANSLATE_NOOP("Figures",
                             "Logit multipliers by position: Llama 4, Qwen, Ministral 3, YaRN, DeepSeek, SSMax"),
           nullptr, nullptr, R"({"method": "llama4"})", ""},
          {"logit-scale/dilution", "dilution",
           QT_TRANSLATE_NOOP("Figures", "The largest weight fades with the number of keys; Llama 4's multiplier"),
           nullptr, nullptr, R"({"method": "llama4", "peak": 3, "rest": -2})", ""}}},
        {"remap",
         QT_TRANSLATE_NOOP("Views", "Position remapping"),
         QT_TRANSLATE_NOOP("Views", "Long context: which distances does RoPE still see when positions are remapped?"),
         "",
         kLongContext,
         make<RemapView>,
         CaptionParameters::None,
         {{"remap/self-extend", "maps",
           QT_TRANSLATE_NOOP("Figures", "Self-Extend: far distances grouped onto ones already seen"), nullptr, nullptr,
           R"({"method": "self-extend", "tokens": 48, "window": 8, "group": 4, "lookBack": 12})", ""},
          {"remap/dca", "maps",
           QT_TRANSLATE_NOOP("Figures", "Dual Chunk Attention (Qwen2.5-1M): no distance beyond chunk_size"), nullptr,
           nullptr, R"({"method": "dca", "tokens": 48, "chunk": 16, "local": 4, "lookBack": 12})", ""},
          {"remap/sliding", "maps", QT_TRANSLATE_NOOP("Figures", "A sliding window: far keys masked"), nullptr, nullptr,
           R"({"method": "sliding", "tokens": 48, "window": 8, "lookBack": 4})", ""}}},
        {"sinks",
         QT_TRANSLATE_NOOP("Views", "Attention sinks"),
         QT_TRANSLATE_NOOP("Views", "Long context: where does attention go when no key deserves it?"),
         "",
         kLongContext,
         make<SinksView>,
         CaptionParameters::None,
         {{"sinks/sink", "sink", QT_TRANSLATE_NOOP("Figures", "GPT-OSS's sink logit: rows sum to less than 1"), nullptr,
           nullptr, R"({"sinkLogit": 1, "tokens": 32, "seed": 1})", ""},
          {"sinks/streaming", "streaming",
           QT_TRANSLATE_NOOP("Figures", "StreamingLLM: sink tokens and a recent window, renumbered in the cache"),
           nullptr, nullptr, R"({"tokens": 32, "sinkTokens": 4, "window": 8, "seed": 1})", ""}}},
        {"base-bound",
         QT_TRANSLATE_NOOP("Views", "Base bound"),
         QT_TRANSLATE_NOOP("Views", "Long context: how large must the base be for a context?"),
         "",
         kLongContext,
         make<BaseBoundView>,
         CaptionParameters::None,
         {{"base-bound/map", "map",
           QT_TRANSLATE_NOOP("Figures", "The base bound: min B_m over base and context, with today's models"), nullptr,
           nullptr, R"({"headDim": 128, "base": 640000, "context": 32768})", ""},
          {"base-bound/curve", "curve",
           QT_TRANSLATE_NOOP("Figures", "B_m for base 6.4·10⁵ and d = 128: negative before m = 32k"), nullptr, nullptr,
           R"({"headDim": 128, "base": 640000, "context": 32768})", ""}}},
        {"mrope",
         QT_TRANSLATE_NOOP("Views", "Multimodal RoPE"),
         QT_TRANSLATE_NOOP("Views", "Multimodal RoPE (Qwen-VL): how are text, image and video tokens numbered, and "
                                    "which frequencies does each axis get?"),
         "",
         kBeyond,
         make<MropeView>,
         CaptionParameters::BaseOnly,
         {{"mrope/tokens", "tokens",
           QT_TRANSLATE_NOOP("Figures", "Multimodal RoPE: a prompt's (t, h, w) ids and rope_deltas"), nullptr, nullptr,
           R"({"imageRows": 3, "imageCols": 4, "frames": 2, "videoTime": "frame"})", ""},
          {"mrope/pairs", "pairs",
           QT_TRANSLATE_NOOP("Figures", "Multimodal RoPE: which pairs t, h and w own, chunked vs interleaved"), nullptr,
           nullptr, R"({"layouts": "both"})", ""},
          {"mrope/map", "map",
           QT_TRANSLATE_NOOP("Figures", "Multimodal RoPE: one image patch's scores, chunked vs interleaved"), nullptr,
           nullptr,
           R"({"imageRows": 6, "imageCols": 6, "patchRow": 2, "patchCol": 2, "content": "fixed", "layouts": "both"})",
           ""}}},
        {"rope-2d",
         QT_TRANSLATE_NOOP("Views", "2-D RoPE"),
         QT_TRANSLATE_NOOP("Views",
                           "2-D RoPE for images: why does axial RoPE draw a cross, and do mixed directions remove it?"),
         "",
         kBeyond,
         make<Rope2dView>,
         CaptionParameters::None,
         {{"rope-2d/maps", "maps",
           QT_TRANSLATE_NOOP("Figures", "2-D RoPE: the cross of axial RoPE, gone with mixed directions"), nullptr,
           nullptr, R"({"grid": 33, "headDim": 64, "base": 100, "content": "ones", "queryX": 16, "queryY": 16})", ""}}},
        {"weights",
         QT_TRANSLATE_NOOP("Views", "Checkpoint head"),
         QT_TRANSLATE_NOOP("Views", "A real checkpoint: which frequencies does one trained head use?"),
         "",
         kModels,
         make<WeightsView>,
         CaptionParameters::All,
         {},
         QT_TRANSLATE_NOOP("Views", "it shows a checkpoint the learner opens from disk")},
        {"checkpoint",
         QT_TRANSLATE_NOOP("Views", "Whole checkpoint"),
         QT_TRANSLATE_NOOP("Views",
                           "A real checkpoint at a glance: which frequencies do all its layers and heads use?"),
         "",
         kModels,
         make<CheckpointGlanceView>,
         CaptionParameters::None,
         {{"checkpoint/grid", "grid",
           QT_TRANSLATE_NOOP("Figures", "Each head's share of W_Q in the slow pairs, layer by layer (demo checkpoint)"),
           nullptr, nullptr, R"({"path": "demo", "layer": 5, "pair": 28})", ""},
          {"checkpoint/dims", "dims",
           QT_TRANSLATE_NOOP("Figures", "Heads × dimensions: a half-split pair's two components d/2 apart (demo)"),
           nullptr, nullptr, R"({"path": "demo", "layer": 5, "pair": 28})", ""}}},
    };
    return table;
}

// The figures of every entry in one list, each knowing its view: remade when a view is registered.
std::vector<FigureSpec>& figureList()
{
    static std::vector<FigureSpec> list;
    return list;
}

void collectFigures()
{
    std::vector<FigureSpec>& list = figureList();
    list.clear();
    for (const ViewEntry& entry : entries())
        for (FigureSpec figure : entry.figures) {
            figure.view = entry.key;
            list.push_back(figure);
        }
}

} // namespace

const std::vector<ViewEntry>& viewRegistry() { return entries(); }

void registerView(ViewEntry entry)
{
    entries().push_back(std::move(entry));
    collectFigures();
}

const std::vector<FigureSpec>& figures()
{
    if (figureList().empty())
        collectFigures();
    return figureList();
}

const FigureSpec* figureByKey(const QString& key)
{
    for (const FigureSpec& f : figures())
        if (key == QLatin1String(f.key))
            return &f;
    return nullptr;
}

const ViewEntry* findView(QStringView key)
{
    for (const ViewEntry& e : viewRegistry())
        if (key == QLatin1String(e.key))
            return &e;
    return nullptr;
}

QStringList viewKeys()
{
    QStringList keys;
    for (const ViewEntry& e : viewRegistry())
        keys << QLatin1String(e.key);
    return keys;
}

QString viewTitle(const ViewEntry& entry) { return QCoreApplication::translate("Views", entry.title); }

QString viewQuestion(const ViewEntry& entry) { return QCoreApplication::translate("Views", entry.question); }

QString viewChapterTitle(const ViewEntry& entry)
{
    return QCoreApplication::translate("Views", entry.chapter ? entry.chapter : QT_TRANSLATE_NOOP("Views", "More"));
}

QString viewTitle(const QString& key)
{
    if (const ViewEntry* e = findView(key))
        return viewTitle(*e);
    if (key == QLatin1String("window"))
        return QCoreApplication::translate("Views", "Whole window");
    return key;
}

} // namespace rope::ui
