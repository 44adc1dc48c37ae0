// The view registry: every view's key, title, question, cheat-sheet tags and factory.
#include "ui/views/viewregistry.h"

#include "ui/views/clocksview.h"
#include "ui/views/compareview.h"
#include "ui/views/frequencyview.h"
#include "ui/views/heatmapview.h"
#include "ui/views/kvcacheview.h"
#include "ui/views/linearattentionview.h"
#include "ui/views/mropeview.h"
#include "ui/views/overviewview.h"
#include "ui/views/pairinglabview.h"
#include "ui/views/partialview.h"
#include "ui/views/pipelineview.h"
#include "ui/views/precisionlabview.h"
#include "ui/views/rope2dview.h"
#include "ui/views/scalinglabview.h"
#include "ui/views/scorecurveview.h"
#include "ui/views/sincosview.h"
#include "ui/views/toyview.h"
#include "ui/views/weightsview.h"

#include <QCoreApplication>

namespace rope::ui {

namespace {

template <typename T>
View* make(const ViewServices& s)
{
    if constexpr (std::is_constructible_v<T, PairSelection*>)
        return new T(s.selection);
    else
        return new T;
}

const char* const kLongContext = QT_TRANSLATE_NOOP("Views", "Long context");

} // namespace

const std::vector<ViewEntry>& viewRegistry()
{
    static const std::vector<ViewEntry> entries = {
        {"clocks", QT_TRANSLATE_NOOP("Views", "Clocks"),
         QT_TRANSLATE_NOOP("Views", "Rotation clocks: does the score depend only on m − n?"), "q5 q8", nullptr,
         make<ClocksView>},
        {"toy", QT_TRANSLATE_NOOP("Views", "2-D toy"),
         QT_TRANSLATE_NOOP("Views", "The 2-D toy: how does a relative rotation change a match?"), "q4 q5 q8", nullptr,
         make<ToyView>},
        {"sin-cos-origin", QT_TRANSLATE_NOOP("Views", "Same angles"),
         QT_TRANSLATE_NOOP("Views", "Same angles, two uses: where do RoPE's sin and cos come from?"), "q1 q4 q6",
         nullptr, make<SinCosView>},
        {"heatmaps", QT_TRANSLATE_NOOP("Views", "Heatmaps"),
         QT_TRANSLATE_NOOP("Views", "Attention heatmaps: which keys does each query attend to?"), "q5 q6 q7", nullptr,
         make<HeatmapView>},
        {"pipeline", QT_TRANSLATE_NOOP("Views", "Pipeline"),
         QT_TRANSLATE_NOOP("Views", "Pipeline: where in attention does RoPE act, and why is V not rotated?"),
         "q2 q3 q9 q10", nullptr, make<PipelineView>},
        {"curve", QT_TRANSLATE_NOOP("Views", "Score curve"),
         QT_TRANSLATE_NOOP("Views", "Score curve: does the score fall with distance?"), "q8", nullptr,
         make<ScoreCurveView>},
        {"frequencies", QT_TRANSLATE_NOOP("Views", "Frequencies"),
         QT_TRANSLATE_NOOP("Views", "Frequencies: which pairs are second hands, which are hour hands?"), "q1", nullptr,
         make<FrequencyView>},
        {"pairing-lab", QT_TRANSLATE_NOOP("Views", "Pairing lab"),
         QT_TRANSLATE_NOOP("Views", "Pairing lab: interleaved or half-split, does it matter?"), "q4", nullptr,
         make<PairingLabView>},
        {"compare", QT_TRANSLATE_NOOP("Views", "Two codes"),
         QT_TRANSLATE_NOOP("Views", "Two implementations: where do two RoPE codes disagree?"), "q4", nullptr,
         make<CompareView>},
        {"partial", QT_TRANSLATE_NOOP("Views", "Partial RoPE"),
         QT_TRANSLATE_NOOP("Views", "Partial RoPE: which components turn, and what goes wrong when one layout is read as another?"),
         "", nullptr, make<PartialView>},
        {"mrope", QT_TRANSLATE_NOOP("Views", "Multimodal RoPE"),
         QT_TRANSLATE_NOOP("Views", "Multimodal RoPE (Qwen-VL): how are text, image and video tokens numbered, and "
                                    "which frequencies does each axis get?"),
         "", nullptr, make<MropeView>},
        {"rope-2d", QT_TRANSLATE_NOOP("Views", "2-D RoPE"),
         QT_TRANSLATE_NOOP("Views", "2-D RoPE for images: why does axial RoPE draw a cross, and do mixed directions remove it?"),
         "", nullptr, make<Rope2dView>},
        {"weights", QT_TRANSLATE_NOOP("Views", "Checkpoint head"),
         QT_TRANSLATE_NOOP("Views", "A real checkpoint: which frequencies does one trained head use?"), "", nullptr,
         make<WeightsView>},
        {"scaling", QT_TRANSLATE_NOOP("Views", "Scaling methods"),
         QT_TRANSLATE_NOOP("Views", "Long context: what does each scaling method do to the frequencies?"), "",
         kLongContext, make<ScalingLabView>},
        {"precision", QT_TRANSLATE_NOOP("Views", "Precision"),
         QT_TRANSLATE_NOOP("Views", "Long context: what does low precision do at long positions?"), "", kLongContext,
         make<PrecisionLabView>},
        {"linear", QT_TRANSLATE_NOOP("Views", "Linear"),
         QT_TRANSLATE_NOOP("Views", "Linear attention: what happens to RoPE when attention becomes linear?"), "q10",
         nullptr, make<LinearAttentionView>},
        {"kv-cache", QT_TRANSLATE_NOOP("Views", "KV cache"),
         QT_TRANSLATE_NOOP("Views", "KV cache: why is decoding with a cache exact, and what breaks it?"), "", nullptr,
         make<KvCacheView>},
        {"linked", QT_TRANSLATE_NOOP("Views", "Linked"),
         QT_TRANSLATE_NOOP("Views", "Linked views: clocks, heatmap and score curve side by side"), "q5", nullptr,
         make<OverviewView>},
    };
    return entries;
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

QString viewGroupTitle(const ViewEntry& entry)
{
    return entry.group ? QCoreApplication::translate("Views", entry.group) : QString();
}

QString viewTitle(const QString& key)
{
    if (const ViewEntry* e = findView(key))
        return e->group ? QStringLiteral("%1: %2").arg(viewGroupTitle(*e), viewTitle(*e)) : viewTitle(*e);
    if (key == QLatin1String("window"))
        return QCoreApplication::translate("Views", "Whole window");
    return key;
}

} // namespace rope::ui
