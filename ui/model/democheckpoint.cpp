// The demo checkpoint: random rows with planted structure, written as a real .safetensors file.
#include "ui/model/democheckpoint.h"

#include "ui/model/npyfile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cmath>
#include <memory>
#include <mutex>
#include <numbers>
#include <random>

namespace rope::model::demo {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(DemoCheckpoint)
};

bool slowPair(int pair)
{
    const double theta = std::pow(kBase, -2.0 * pair / kHeadDim);
    return 2 * std::numbers::pi / theta > kTrainingLength;
}

// How strongly pair `pair` of a query head (or, with `key`, a key head) is weighted. Both: the
// slow pairs grow with depth; the positional head leans on the fastest pairs; the massive pair is
// shared by the first query head of each group and its key head from layer 2 on.
double gain(int layer, int head, int pair, bool key)
{
    const double depth = double(layer) / (kLayers - 1);
    if (layer >= 2 && pair == kMassivePair && (key || head % (kHeads / kKvHeads) == 0))
        return 6;
    if (!key && head == positionalHead(layer))
        return pair < 6 ? 3.5 : (slowPair(pair) ? 0.4 : 0.6);
    return slowPair(pair) ? 0.7 + 1.3 * depth : 1.0;
}

// Box–Muller on a fixed engine: the same numbers on every standard library (std::normal_distribution
// is not specified to be).
class Normal {
public:
    float next()
    {
        if (m_spare) {
            m_spare = false;
            return m_second;
        }
        const double u = (double(m_engine() >> 11) + 1) / 9007199254740993.0; // (0, 1]
        const double v = double(m_engine() >> 11) / 9007199254740992.0;
        const double r = std::sqrt(-2 * std::log(u));
        m_second = float(r * std::sin(2 * std::numbers::pi * v));
        m_spare = true;
        return float(r * std::cos(2 * std::numbers::pi * v));
    }

private:
    std::mt19937_64 m_engine{2024};
    float m_second = 0;
    bool m_spare = false;
};

// heads × d rows of kHidden floats, half-split: component c belongs to pair c mod d/2.
QByteArray projection(Normal& normal, int layer, int heads, bool key)
{
    QByteArray bytes;
    bytes.reserve(qsizetype(heads) * kHeadDim * kHidden * 4);
    const float scale = float(1 / std::sqrt(double(kHidden)));
    for (int head = 0; head < heads; ++head)
        for (int c = 0; c < kHeadDim; ++c) {
            const float g = float(gain(layer, head, c % (kHeadDim / 2), key)) * scale;
            for (int column = 0; column < kHidden; ++column) {
                const float value = g * normal.next();
                bytes.append(reinterpret_cast<const char*>(&value), 4); // little-endian machines
            }
        }
    return bytes;
}

QByteArray safetensors()
{
    Normal normal;
    QByteArray header = R"({"__metadata__": {"format": "pt"})", data;
    for (int layer = 0; layer < kLayers; ++layer)
        for (const bool key : {false, true}) {
            const int heads = key ? kKvHeads : kHeads;
            const QByteArray bytes = projection(normal, layer, heads, key);
            header += QStringLiteral(R"(, "model.layers.%1.self_attn.%2_proj.weight": {"dtype": "F32", )"
                                     R"("shape": [%3, %4], "data_offsets": [%5, %6]})")
                          .arg(layer)
                          .arg(key ? QLatin1String("k") : QLatin1String("q"))
                          .arg(heads * kHeadDim)
                          .arg(kHidden)
                          .arg(data.size())
                          .arg(data.size() + bytes.size())
                          .toLatin1();
            data += bytes;
        }
    header += '}';
    while (header.size() % 8 != 0)
        header += ' ';
    const quint64 length = quint64(header.size());
    return QByteArray(reinterpret_cast<const char*>(&length), 8) + header + data;
}

QByteArray config()
{
    const QJsonObject config{
        {"_comment", "A made-up demo checkpoint written by RoPE Explorer: random weights with planted structure."},
        {"model_type", "llama"},
        {"architectures", QJsonArray{"LlamaForCausalLM"}},
        {"hidden_size", kHidden},
        {"head_dim", kHeadDim},
        {"num_attention_heads", kHeads},
        {"num_key_value_heads", kKvHeads},
        {"num_hidden_layers", kLayers},
        {"rope_theta", kBase},
        {"max_position_embeddings", kTrainingLength},
        {"torch_dtype", "float32"}};
    return QJsonDocument(config).toJson();
}

// Where path() wrote the demo: asked for by the GUI thread and the compute lane alike.
struct Written {
    std::mutex mutex;
    QString path;
    std::unique_ptr<QTemporaryDir> folder;
};

Written& written()
{
    static Written w;
    return w;
}

} // namespace

Outcome write(const QString& folder)
{
    if (!QDir().mkpath(folder))
        return Error{folder, Tr::tr("cannot be created")};
    const QDir dir(folder);
    if (Outcome written = writeFileAtomically(dir.filePath(QStringLiteral("config.json")), config()); !written)
        return written;
    return writeFileAtomically(dir.filePath(QStringLiteral("model.safetensors")), safetensors());
}

Expected<QString> path()
{
    Written& w = written();
    const std::lock_guard lock(w.mutex);
    if (!w.path.isEmpty() && QFileInfo::exists(w.path))
        return w.path;
    w.folder = std::make_unique<QTemporaryDir>(QDir::temp().filePath(QStringLiteral("rope-explorer-demo-XXXXXX")));
    if (!w.folder->isValid())
        return Error{QDir::tempPath(),
                     Tr::tr("no folder for the demo checkpoint can be made there (%1)").arg(w.folder->errorString())};
    if (Outcome done = write(w.folder->path()); !done)
        return done.error();
    w.path = w.folder->filePath(QStringLiteral("model.safetensors"));
    return w.path;
}

bool isDemo(const QString& path)
{
    if (path == QLatin1String(kName))
        return true;
    Written& w = written();
    const std::lock_guard lock(w.mutex);
    return !path.isEmpty() && !w.path.isEmpty() &&
           QFileInfo(path).absoluteFilePath() == QFileInfo(w.path).absoluteFilePath();
}

QString displayName(const QString& path)
{
    return isDemo(path) ? Tr::tr("the demo checkpoint (made-up weights)") : QFileInfo(path).fileName();
}

} // namespace rope::model::demo
