// The table of named figures (at least one per section of every view, and one per cheat-sheet
// question), and how a figure's parameters are put together.
#include "ui/model/figures.h"

#include "ui/model/cheatsheet.h"
#include "ui/model/presets.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace rope::ui {

namespace {

QJsonObject jsonObject(const char* text)
{
    return text ? QJsonDocument::fromJson(QByteArray(text)).object() : QJsonObject();
}

} // namespace

const std::vector<FigureSpec>& figures()
{
    static const std::vector<FigureSpec> table = {
        {"clocks/head", "clocks", "clocks", QT_TRANSLATE_NOOP("Figures", "A head as d/2 clocks"), nullptr,
         R"({"head_dim": 16, "source": "constant", "seed": 1, "m": 6, "n": 2})", nullptr, "q5 q8"},
        {"clocks/random", "clocks", "clocks", QT_TRANSLATE_NOOP("Figures", "Clocks for random content"), nullptr,
         R"({"head_dim": 32, "source": "random", "seed": 3, "m": 10, "n": 4})", nullptr, "q8"},
        {"toy/frames", "toy", "frames", QT_TRANSLATE_NOOP("Figures", "The 2-D toy in both frames"), "toy-a2", nullptr,
         nullptr, "q4 q5"},
        {"toy/cross-term", "toy", "frames", QT_TRANSLATE_NOOP("Figures", "Toy B2: the cross term makes the score"),
         "toy-b2", nullptr, nullptr, "q8"},
        {"toy/table", "toy", "table", QT_TRANSLATE_NOOP("Figures", "The toy experiments' table"), "toy-b2", nullptr,
         nullptr, "q5 q8"},
        {"sin-cos-origin/angles", "sin-cos-origin", "angles", QT_TRANSLATE_NOOP("Figures", "One table of angles m·θ_i"),
         nullptr, R"({"head_dim": 16, "m": 3, "n": 1, "source": "constant"})", nullptr, "q1"},
        {"sin-cos-origin/two-uses", "sin-cos-origin", "two-uses",
         QT_TRANSLATE_NOOP("Figures", "Same angles, two uses: added vs rotated"), nullptr,
         R"({"head_dim": 16, "m": 3, "n": 1, "source": "constant"})", nullptr, "q1 q4 q6"},
        {"heatmaps/compare", "heatmaps", "maps",
         QT_TRANSLATE_NOOP("Figures", "No encoding, sinusoidal, RoPE: which depends on m − n only"), nullptr,
         R"({"heatmap": "compare-encodings", "source": "constant", "mask": "none", "seq_len": 48})",
         R"({"weights": false, "sharedScale": true})", "q5 q6"},
        {"heatmaps/terms", "heatmaps", "maps", QT_TRANSLATE_NOOP("Figures", "The sinusoidal score, term by term"),
         nullptr, R"({"heatmap": "decomposition", "source": "constant", "mask": "none", "seq_len": 48})",
         R"({"weights": false, "sharedScale": true})", "q6"},
        {"heatmaps/not-elementwise", "heatmaps", "maps",
         QT_TRANSLATE_NOOP("Figures", "RoPE is not a weight on the logits"), nullptr,
         R"({"heatmap": "not-elementwise", "head_dim": 16, "seq_len": 32, "mask": "none"})",
         R"({"weights": false, "sharedScale": true})", "q7"},
        {"heatmaps/rope", "heatmaps", "maps", QT_TRANSLATE_NOOP("Figures", "RoPE attention logits, random content"),
         nullptr, R"({"heatmap": "rope", "source": "random", "seq_len": 64})", R"({"weights": false})", "q5"},
        {"heatmaps/look-back", "heatmaps", "maps",
         QT_TRANSLATE_NOOP("Figures", "A look-back head: every query attends Δ back"), nullptr,
         R"({"heatmap": "rope", "source": "lookback", "look_back": 8, "mask": "causal", "seq_len": 64})",
         R"({"weights": true})", "q5"},
        {"pipeline/pipeline", "pipeline", "pipeline", QT_TRANSLATE_NOOP("Figures", "Where RoPE acts in attention"),
         nullptr, R"({"head_dim": 16, "source": "random"})", R"({"rotateV": false})", "q2 q3 q10"},
        {"pipeline/values", "pipeline", nullptr, QT_TRANSLATE_NOOP("Figures", "Why V is not rotated"), nullptr,
         R"({"head_dim": 16, "source": "random"})", R"({"rotateV": true, "shift": 100})", "q9"},
        {"curve/curve", "curve", "curve", QT_TRANSLATE_NOOP("Figures", "The score against distance"), nullptr,
         R"({"source": "random"})", nullptr, "q8"},
        {"curve/xpos", "curve", "curve", QT_TRANSLATE_NOOP("Figures", "xPos adds the decay plain RoPE lacks"), nullptr,
         R"({"source": "constant", "head_dim": 64})", R"({"logAxis": true, "xpos": true, "xposScaleBase": 512})", ""},
        {"frequencies/spectrum", "frequencies", "spectrum",
         QT_TRANSLATE_NOOP("Figures", "Frequencies θ_i and wavelengths λ_i"), nullptr, nullptr, R"({"bases": false})",
         ""},
        {"frequencies/bases", "frequencies", "spectrum",
         QT_TRANSLATE_NOOP("Figures", "A larger base slows the slow pairs further"), nullptr,
         R"({"head_dim": 128, "base": 500000, "seq_len": 256})", R"({"bases": true})", ""},
        {"frequencies/angle-table", "frequencies", "angle-table",
         QT_TRANSLATE_NOOP("Figures", "The cos/sin table by pair and by dimension"), nullptr, nullptr, nullptr, "q1"},
        {"pairing-lab/diagram", "pairing-lab", "diagram",
         QT_TRANSLATE_NOOP("Figures", "Interleaved vs half-split pairing"), nullptr, R"({"head_dim": 8})", nullptr,
         "q4"},
        {"pairing-lab/schemes", "pairing-lab", "schemes",
         QT_TRANSLATE_NOOP("Figures", "The same q and k under both schemes"), nullptr, R"({"head_dim": 8})", nullptr,
         "q4"},
        {"pairing-lab/trap", "pairing-lab", "trap", QT_TRANSLATE_NOOP("Figures", "The weight-conversion trap"), nullptr,
         R"({"head_dim": 16})", nullptr, ""},
        {"pairing-lab/conventions", "pairing-lab", "conventions",
         QT_TRANSLATE_NOOP("Figures", "Names and sign conventions"), nullptr, R"({"head_dim": 8})", nullptr, "q5"},
        {"compare/scores", "compare", "scores",
         QT_TRANSLATE_NOOP("Figures", "Two RoPE codes agree at Δ = 0 and part after it"), nullptr,
         R"({"head_dim": 32, "source": "random", "seed": 2, "seq_len": 48})", nullptr, "q4"},
        {"compare/patterns", "compare", "patterns",
         QT_TRANSLATE_NOOP("Figures", "The same q and k under two pairings: the pattern scrambled"), nullptr,
         R"({"head_dim": 32, "source": "constant", "mask": "none", "seq_len": 48})", nullptr, "q4"},
        {"partial/map", "partial", "map", QT_TRANSLATE_NOOP("Figures", "Partial RoPE: which components turn"), nullptr,
         nullptr, R"({"headDim": 32, "rotary": 8})", ""},
        {"partial/errors", "partial", "errors",
         QT_TRANSLATE_NOOP("Figures", "Partial RoPE: one layout read as another"), nullptr, nullptr,
         R"({"headDim": 32, "rotary": 8})", ""},
        {"mrope/tokens", "mrope", "tokens",
         QT_TRANSLATE_NOOP("Figures", "Multimodal RoPE: a prompt's (t, h, w) ids and rope_deltas"), nullptr, nullptr,
         R"({"imageRows": 3, "imageCols": 4, "frames": 2, "videoTime": "frame"})", ""},
        {"mrope/pairs", "mrope", "pairs",
         QT_TRANSLATE_NOOP("Figures", "Multimodal RoPE: which pairs t, h and w own, chunked vs interleaved"), nullptr,
         nullptr, R"({"layouts": "both"})", ""},
        {"mrope/map", "mrope", "map",
         QT_TRANSLATE_NOOP("Figures", "Multimodal RoPE: one image patch's scores, chunked vs interleaved"), nullptr,
         nullptr, R"({"imageRows": 6, "imageCols": 6, "patchRow": 2, "patchCol": 2, "content": "fixed", "layouts": "both"})",
         ""},
        {"rope-2d/maps", "rope-2d", "maps",
         QT_TRANSLATE_NOOP("Figures", "2-D RoPE: the cross of axial RoPE, gone with mixed directions"), nullptr, nullptr,
         R"({"grid": 33, "headDim": 64, "base": 100, "content": "ones", "queryX": 16, "queryY": 16})", ""},
        {"scaling/spectrum", "scaling", "spectrum",
         QT_TRANSLATE_NOOP("Figures", "What a scaling method does to the wavelengths"), "llama3.1-8b", nullptr, nullptr,
         ""},
        {"scaling/effect", "scaling", "effect", QT_TRANSLATE_NOOP("Figures", "Beyond the training length"),
         "llama3.1-8b", nullptr, nullptr, ""},
        {"scaling/longrope", "scaling", "spectrum", QT_TRANSLATE_NOOP("Figures", "LongRoPE (Phi-3.5-mini-128k)"),
         "phi3.5-mini-128k", nullptr, nullptr, ""},
        {"precision/positions", "precision", "positions",
         QT_TRANSLATE_NOOP("Figures", "Positions a low precision can hold"), nullptr, nullptr, nullptr, ""},
        {"precision/angles", "precision", "angles", QT_TRANSLATE_NOOP("Figures", "Angle error at large positions"),
         nullptr, nullptr, nullptr, ""},
        {"precision/scores", "precision", "scores",
         QT_TRANSLATE_NOOP("Figures", "The score at a fixed distance, far along"), nullptr, nullptr, nullptr, ""},
        {"precision/error-map", "precision", "error-map", QT_TRANSLATE_NOOP("Figures", "Score error by pair"), nullptr,
         nullptr, nullptr, ""},
        {"linear/weights", "linear", "weights", QT_TRANSLATE_NOOP("Figures", "RoPE in linear attention"), nullptr,
         R"({"source": "random"})", nullptr, "q10"},
        {"linear/prefix", "linear", "prefix", QT_TRANSLATE_NOOP("Figures", "Linear attention's running state"), nullptr,
         R"({"source": "random"})", nullptr, "q10"},
        {"kv-cache/decode", "kv-cache", "decode", QT_TRANSLATE_NOOP("Figures", "Decoding with a KV cache"), nullptr,
         R"({"head_dim": 16, "seq_len": 32})", nullptr, ""},
    };
    return table;
}

const FigureSpec* figureByKey(const QString& key)
{
    for (const FigureSpec& f : figures())
        if (key == QLatin1String(f.key))
            return &f;
    return nullptr;
}

QString figureTitle(const FigureSpec& figure) { return QCoreApplication::translate("Figures", figure.title); }

QStringList figureTags(const FigureSpec& figure) { return cheatSheetTags(figure.tags); }

QJsonObject figureViewState(const FigureSpec& figure) { return jsonObject(figure.viewState); }

Expected<AppParams> figureParams(const FigureSpec& figure, const AppParams* start)
{
    QJsonObject settings = jsonObject(figure.settings);
    AppParams params;
    if (start) {
        // The user's model and positions stay; only what makes the figure what it is (which map,
        // which content) is taken from the figure.
        params = *start;
        for (const QString& key : settings.keys())
            if (key != QLatin1String("heatmap") && key != QLatin1String("source") &&
                key != QLatin1String("look_back") && key != QLatin1String("mask"))
                settings.remove(key);
    } else if (figure.preset) {
        const auto preset = presetByKey(QLatin1String(figure.preset));
        if (!preset)
            return Error{QLatin1String(figure.key), QStringLiteral("no preset '%1'").arg(figure.preset)};
        params = preset->params;
    }
    return withSettings(params, settings);
}

} // namespace rope::ui
