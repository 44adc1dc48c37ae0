// rope-weights-bench: `rope-explorer weights PATH --all-layers` on a generated checkpoint of about
// 2 GB (two BF16 shards behind an index, Llama-shaped: hidden 4096, 32 query heads and 8 key heads of
// d = 128, 50 layers of q_proj and k_proj), reporting the command's wall time and its peak resident
// memory (the kernel's ru_maxrss of the child). The reader maps one head's rows at a time, so the peak
// must stay far below the file's size: a 16 GB checkpoint must not need 16 GB.
//
//   rope-weights-bench [--layers N] [--dir DIR] [--keep]      (default 50 layers ≈ 2.1 GB, in a temp dir)
//   rope-weights-bench --smoke                                 (2 layers ≈ 84 MB: the suite's run)
//
// Prints one JSON line: {"file_bytes", "seconds", "peak_rss_bytes", "peak_share_of_file", "layers"}.

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

namespace {

constexpr int kHidden = 4096, kHeads = 32, kKvHeads = 8, kHeadDim = 128;

QByteArray tensorName(int layer, const char* projection)
{
    return "model.layers." + QByteArray::number(layer) + ".self_attn." + projection + ".weight";
}

// A shard of q_proj and k_proj for `layers`, written row by row: BF16 numbers of moderate size from a
// cheap hash of (layer, row, column), never NaN or infinite.
qint64 writeShard(const QString& path, const std::vector<int>& layers)
{
    QByteArray header = "{\"__metadata__\": {\"format\": \"pt\"}";
    qint64 offset = 0;
    for (int layer : layers)
        for (const auto& [projection, rows] :
             {std::pair{"q_proj", kHeads * kHeadDim}, std::pair{"k_proj", kKvHeads * kHeadDim}}) {
            const qint64 bytes = qint64(rows) * kHidden * 2;
            header += ", \"" + tensorName(layer, projection) + "\": {\"dtype\": \"BF16\", \"shape\": [" +
                      QByteArray::number(rows) + ", " + QByteArray::number(kHidden) + "], \"data_offsets\": [" +
                      QByteArray::number(offset) + ", " + QByteArray::number(offset + bytes) + "]}";
            offset += bytes;
        }
    header += "}";
    while (header.size() % 8 != 0)
        header += ' ';
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return -1;
    const quint64 n = quint64(header.size());
    file.write(reinterpret_cast<const char*>(&n), 8);
    file.write(header);
    std::vector<std::uint16_t> row(kHidden);
    for (int layer : layers)
        for (int rows : {kHeads * kHeadDim, kKvHeads * kHeadDim})
            for (int r = 0; r < rows; ++r) {
                std::uint32_t h = std::uint32_t(layer) * 2654435761u ^ std::uint32_t(r) * 40503u;
                for (int c = 0; c < kHidden; ++c) {
                    h = h * 1664525u + 1013904223u;
                    // sign, exponent 119 … 126 (|x| in [2^−8, 1)), 7 bits of mantissa
                    row[size_t(c)] =
                        std::uint16_t(((h >> 31) << 15) | ((119 + ((h >> 20) & 7)) << 7) | ((h >> 8) & 0x7f));
                }
                file.write(reinterpret_cast<const char*>(row.data()), qint64(row.size() * 2));
            }
    return file.size();
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const bool smoke = args.contains(QStringLiteral("--smoke"));
    int layers = smoke ? 2 : 50;
    if (const qsizetype i = args.indexOf(QStringLiteral("--layers")); i > 0 && i + 1 < args.size())
        layers = std::max(2, args[i + 1].toInt());
    QTemporaryDir temp;
    QString dir = temp.path();
    if (const qsizetype i = args.indexOf(QStringLiteral("--dir")); i > 0 && i + 1 < args.size()) {
        dir = args[i + 1];
        QDir().mkpath(dir);
    }
    temp.setAutoRemove(!args.contains(QStringLiteral("--keep")));

    std::vector<int> first, second;
    for (int layer = 0; layer < layers; ++layer)
        (layer < layers / 2 ? first : second).push_back(layer);
    const QString a = QStringLiteral("model-00001-of-00002.safetensors"),
                  b = QStringLiteral("model-00002-of-00002.safetensors");
    const qint64 bytes = writeShard(QDir(dir).filePath(a), first) + writeShard(QDir(dir).filePath(b), second);
    QJsonObject map;
    for (int layer = 0; layer < layers; ++layer)
        for (const char* p : {"q_proj", "k_proj"})
            map.insert(QString::fromLatin1(tensorName(layer, p)), layer < layers / 2 ? a : b);
    QFile index(QDir(dir).filePath(QStringLiteral("model.safetensors.index.json")));
    QFile config(QDir(dir).filePath(QStringLiteral("config.json")));
    if (!index.open(QIODevice::WriteOnly) || !config.open(QIODevice::WriteOnly)) {
        std::fprintf(stderr, "cannot write into %s\n", qPrintable(dir));
        return 1;
    }
    index.write(
        QJsonDocument(QJsonObject{{"metadata", QJsonObject{{"total_size", double(bytes)}}}, {"weight_map", map}})
            .toJson());
    config.write(QJsonDocument(QJsonObject{{"model_type", "llama"},
                                           {"hidden_size", kHidden},
                                           {"num_attention_heads", kHeads},
                                           {"num_key_value_heads", kKvHeads},
                                           {"num_hidden_layers", layers},
                                           {"rope_theta", 500000},
                                           {"max_position_embeddings", 8192}})
                     .toJson());
    index.close();
    config.close();

    // The command as a user runs it, in a child whose peak memory the kernel reports.
    const QByteArray exe = ROPE_EXPLORER_PATH, path = dir.toLocal8Bit();
    QElapsedTimer timer;
    timer.start();
    const pid_t child = fork();
    if (child == 0) {
        const int devnull = ::open("/dev/null", O_WRONLY);
        dup2(devnull, STDOUT_FILENO);
        execl(exe.constData(), exe.constData(), "weights", path.constData(), "--all-layers", "--json", "--max-time",
              "1h", static_cast<char*>(nullptr));
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    wait4(child, &status, 0, &usage);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "rope-explorer weights --all-layers failed (status %d)\n", status);
        return 1;
    }
    const double peak = double(usage.ru_maxrss) * 1024; // kilobytes on Linux
    const QJsonObject report{{"layers", layers},
                             {"file_bytes", double(bytes)},
                             {"seconds", seconds},
                             {"peak_rss_bytes", peak},
                             {"peak_share_of_file", peak / double(bytes)}};
    std::printf("%s\n", QJsonDocument(report).toJson(QJsonDocument::Compact).constData());
    return 0;
}
