// .safetensors headers checked field by field, shards found through their index, rows memory-mapped.
#include "ui/model/safetensors.h"

#include "ui/model/boundedread.h"

#include <Eigen/Core>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

static_assert(std::endian::native == std::endian::little, "safetensors data is little-endian; so is this reader");

namespace rope::model {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Safetensors)
};

constexpr qint64 kMaxIndexBytes = 64 << 20;
constexpr double kMaxExactInteger = 9007199254740992.0; // 2^53: JSON numbers are doubles

int elementBytes(const QString& dtype)
{
    static const QHash<QString, int> sizes = {{"F64", 8}, {"F32", 4}, {"F16", 2},  {"BF16", 2},    {"I64", 8},
                                              {"U64", 8}, {"I32", 4}, {"U32", 4},  {"I16", 2},     {"U16", 2},
                                              {"I8", 1},  {"U8", 1},  {"BOOL", 1}, {"F8_E4M3", 1}, {"F8_E5M2", 1}};
    return sizes.value(dtype, 0);
}

// A non-negative integer that a double holds exactly, or −1.
qint64 exactCount(const QJsonValue& v)
{
    if (!v.isDouble())
        return -1;
    const double x = v.toDouble();
    if (!(x >= 0) || x > kMaxExactInteger || std::floor(x) != x)
        return -1;
    return qint64(x);
}

TensorEntry parseEntry(const QString& name, const QJsonValue& value, qint64 dataSize)
{
    auto fail = [&](const QString& what) { throw Error{name, what}; };
    if (!value.isObject())
        fail(Tr::tr("expected an object with dtype, shape and data_offsets"));
    const QJsonObject o = value.toObject();
    TensorEntry e;
    e.name = name;
    if (!o.value("dtype").isString())
        fail(Tr::tr("dtype must be a string such as \"BF16\""));
    e.dtype = o.value("dtype").toString();
    e.elementBytes = elementBytes(e.dtype);
    if (!o.value("shape").isArray())
        fail(Tr::tr("shape must be a list of non-negative integers"));
    qint64 elements = 1;
    for (const QJsonValue& s : o.value("shape").toArray()) {
        const qint64 n = exactCount(s);
        if (n < 0)
            fail(Tr::tr("shape must be a list of non-negative integers"));
        e.shape.push_back(n);
        if (n != 0 && elements > dataSize / n) // more elements than the data has bytes: cannot fit
            elements = dataSize + 1;
        else
            elements *= n;
    }
    const QJsonArray offsets = o.value("data_offsets").toArray();
    if (!o.value("data_offsets").isArray() || offsets.size() != 2)
        fail(Tr::tr("data_offsets must be [begin, end]"));
    e.begin = exactCount(offsets[0]);
    e.end = exactCount(offsets[1]);
    if (e.begin < 0 || e.end < 0 || e.begin > e.end)
        fail(Tr::tr("data_offsets must be two integers with begin ≤ end"));
    if (e.end > dataSize)
        fail(Tr::tr("its data ends at byte %1, past the end of the file's data (%2 bytes)").arg(e.end).arg(dataSize));
    if (e.elementBytes > 0 && (elements > dataSize || elements * e.elementBytes != e.end - e.begin))
        fail(Tr::tr("its shape and dtype need %1 bytes but data_offsets give %2")
                 .arg(elements > dataSize ? Tr::tr("more than the file holds")
                                          : QString::number(elements * e.elementBytes))
                 .arg(e.end - e.begin));
    return e;
}

// The checks shared by decodeTensorRows and Checkpoint::readRows; returns the row length.
qint64 checkRows(const TensorEntry& e, qint64 firstRow, qint64 rowCount)
{
    if (!e.readable())
        throw Error{e.name, Tr::tr("has dtype %1; this reader reads F32, F16, BF16 and F64").arg(e.dtype)};
    if (e.shape.empty() || e.shape.size() > 2)
        throw Error{e.name, Tr::tr("has %1 dimensions; expected a matrix or a vector").arg(e.shape.size())};
    const qint64 rows = e.shape.size() == 2 ? e.shape[0] : 1;
    if (firstRow < 0 || rowCount < 0 || firstRow > rows || rowCount > rows - firstRow)
        throw Error{
            e.name,
            Tr::tr("has %1 rows; rows %2 to %3 do not exist").arg(rows).arg(firstRow).arg(firstRow + rowCount - 1)};
    return e.shape.back();
}

template <typename T, typename Widen>
void decodeAll(const uchar* in, double* out, qint64 n, Widen widen)
{
    for (qint64 i = 0; i < n; ++i) {
        T raw;
        std::memcpy(&raw, in + i * qint64(sizeof(T)), sizeof(T));
        out[i] = widen(raw);
    }
}

core::RowMatrixXd decodeRowsAt(const TensorEntry& e, const uchar* firstRowData, qint64 rowCount, qint64 cols)
{
    core::RowMatrixXd m(rowCount, cols);
    double* out = m.data();
    const qint64 n = rowCount * cols;
    // The dtype is matched once, not per weight: one head of a wide model is hundreds of millions of them.
    if (e.dtype == QLatin1String("F32"))
        decodeAll<float>(firstRowData, out, n, [](float f) { return double(f); });
    else if (e.dtype == QLatin1String("F64"))
        decodeAll<double>(firstRowData, out, n, [](double x) { return x; });
    else if (e.dtype == QLatin1String("BF16")) // the high half of a float
        decodeAll<std::uint16_t>(firstRowData, out, n, [](std::uint16_t bits) {
            return double(std::bit_cast<float>(std::uint32_t(bits) << 16));
        });
    else
        decodeAll<std::uint16_t>(firstRowData, out, n, [](std::uint16_t bits) {
            return double(float(Eigen::half(Eigen::half_impl::raw_uint16_to_half(bits))));
        });
    return m;
}

} // namespace

qint64 TensorEntry::elements() const
{
    qint64 n = 1;
    for (qint64 s : shape)
        n *= s;
    return n;
}

bool TensorEntry::readable() const
{
    return dtype == QLatin1String("F32") || dtype == QLatin1String("F16") || dtype == QLatin1String("BF16") ||
           dtype == QLatin1String("F64");
}

const TensorEntry* SafetensorsHeader::find(const QString& name) const
{
    const auto it = byName.constFind(name);
    return it == byName.cend() ? nullptr : &tensors[size_t(*it)];
}

Expected<SafetensorsHeader> parseSafetensorsHeader(QByteArrayView prefix, qint64 fileSize)
{
    if (fileSize < 8 || prefix.size() < 8)
        return Error{{}, Tr::tr("too short to be a .safetensors file (%1 bytes)").arg(fileSize)};
    std::uint64_t n = 0;
    std::memcpy(&n, prefix.data(), 8);
    if (n > std::uint64_t(kMaxSafetensorsHeader) || qint64(n) > fileSize - 8)
        return Error{{},
                     Tr::tr("not a .safetensors file: its first 8 bytes give an impossible header length (%1 "
                            "bytes, in a %2-byte file)")
                         .arg(n)
                         .arg(fileSize)};
    if (prefix.size() < 8 + qint64(n))
        return Error{{}, Tr::tr("the header is cut short")};
    const QByteArrayView json = prefix.sliced(8, qsizetype(n));
    if (json.isEmpty() || json.front() != '{')
        return Error{{}, Tr::tr("not a .safetensors file: the header is not a JSON object")};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray(), &parseError);
    if (!doc.isObject())
        return Error{{}, Tr::tr("the header is not valid JSON (%1)").arg(parseError.errorString())};
    SafetensorsHeader h;
    h.dataStart = 8 + qint64(n);
    const qint64 dataSize = fileSize - h.dataStart;
    try {
        const QJsonObject object = doc.object();
        for (auto it = object.begin(); it != object.end(); ++it)
            if (it.key() != QLatin1String("__metadata__"))
                h.tensors.push_back(parseEntry(it.key(), it.value(), dataSize));
    } catch (const Error& e) {
        return e;
    }
    std::sort(h.tensors.begin(), h.tensors.end(), [](const TensorEntry& a, const TensorEntry& b) {
        return a.begin != b.begin ? a.begin < b.begin : a.end < b.end;
    });
    for (size_t i = 0; i < h.tensors.size(); ++i) {
        if (i > 0 && h.tensors[i].begin < h.tensors[i - 1].end)
            return Error{h.tensors[i].name, Tr::tr("its bytes overlap those of %1 (data_offsets %2 < %3)")
                                                .arg(h.tensors[i - 1].name)
                                                .arg(h.tensors[i].begin)
                                                .arg(h.tensors[i - 1].end)};
        h.byName.insert(h.tensors[i].name, int(i));
    }
    return h;
}

Expected<core::RowMatrixXd> decodeTensorRows(const TensorEntry& entry, const uchar* data, qint64 firstRow,
                                             qint64 rowCount)
{
    try {
        const qint64 cols = checkRows(entry, firstRow, rowCount);
        return decodeRowsAt(entry, data + firstRow * cols * entry.elementBytes, rowCount, cols);
    } catch (const Error& e) {
        return e;
    }
}

// ----- Checkpoint ---------------------------------------------------------------------------------

struct Checkpoint::Shard {
    QString path;
    std::unique_ptr<QFile> file;
    SafetensorsHeader header;
};

Checkpoint::Checkpoint() = default;
Checkpoint::~Checkpoint() = default;
Checkpoint::Checkpoint(Checkpoint&&) noexcept = default;
Checkpoint& Checkpoint::operator=(Checkpoint&&) noexcept = default;

namespace {

Expected<std::unique_ptr<QFile>> openShardFile(const QString& path, SafetensorsHeader& header)
{
    const QFileInfo info(path);
    if (!info.exists())
        return Error{path, Tr::tr("no such file")};
    if (!info.isFile())
        return Error{path, Tr::tr("is not a regular file")};
    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::ReadOnly))
        return Error{path, Tr::tr("cannot be read (%1)").arg(file->errorString())};
    const qint64 size = file->size();
    const QByteArray first = file->read(8);
    std::uint64_t n = 0;
    if (first.size() == 8)
        std::memcpy(&n, first.constData(), 8);
    QByteArray prefix = first;
    if (first.size() == 8 && n <= std::uint64_t(kMaxSafetensorsHeader) && qint64(n) <= size - 8)
        prefix += file->read(qint64(n));
    Expected<SafetensorsHeader> parsed = parseSafetensorsHeader(prefix, size);
    if (!parsed)
        return parsed.error().within(path, QStringLiteral(": "));
    header = std::move(*parsed);
    return file;
}

// The shard names an index lists: plain file names in its folder, never a path out of it.
Expected<QHash<QString, QString>> readIndex(const QString& indexPath)
{
    const Expected<QByteArray> bytes =
        readBoundedFile(indexPath, kMaxIndexBytes,
                        {Tr::tr("no such file"), Tr::tr("is not a regular file"), Tr::tr("cannot be read (%1)"),
                         [](qint64) { return Tr::tr("the index is larger than %1 bytes").arg(kMaxIndexBytes); }});
    if (!bytes)
        return bytes.error();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parseError);
    if (!doc.isObject() || !doc.object().value("weight_map").isObject())
        return Error{indexPath, Tr::tr("not a safetensors index: expected an object with a weight_map")};
    QHash<QString, QString> map;
    const QJsonObject weightMap = doc.object().value("weight_map").toObject();
    for (auto it = weightMap.begin(); it != weightMap.end(); ++it) {
        const QString shard = it.value().toString();
        if (shard.isEmpty() || shard.contains(QLatin1Char('/')) || shard.contains(QLatin1Char('\\')) ||
            shard == QLatin1String("..") || shard == QLatin1String("."))
            return Error{indexPath, Tr::tr("weight_map.%1 must name a shard file in the same folder").arg(it.key())};
        map.insert(it.key(), shard);
    }
    if (map.isEmpty())
        return Error{indexPath, Tr::tr("the weight_map lists no tensors")};
    return map;
}

} // namespace

QString Checkpoint::folder() const
{
    const QFileInfo info(m_path);
    return info.isDir() ? info.absoluteFilePath() : info.absolutePath();
}

Expected<Checkpoint> Checkpoint::open(const QString& path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return Error{path, Tr::tr("no such file or folder")};
    QString indexPath;
    QStringList files;
    if (info.isDir()) {
        const QDir dir(path);
        if (dir.exists(QStringLiteral("model.safetensors.index.json")))
            indexPath = dir.filePath(QStringLiteral("model.safetensors.index.json"));
        else
            for (const QString& name : dir.entryList({QStringLiteral("*.safetensors")}, QDir::Files, QDir::Name))
                files << dir.filePath(name);
        if (indexPath.isEmpty() && files.isEmpty())
            return Error{path, Tr::tr("the folder holds no .safetensors file and no model.safetensors.index.json")};
    } else if (path.endsWith(QLatin1String(".json"))) {
        indexPath = path;
    } else {
        files << path;
    }

    Checkpoint c;
    c.m_path = path;
    QHash<QString, QString> indexMap;
    if (!indexPath.isEmpty()) {
        Expected<QHash<QString, QString>> index = readIndex(indexPath);
        if (!index)
            return index.error();
        indexMap = std::move(*index);
        QStringList shards = indexMap.values();
        shards.removeDuplicates();
        shards.sort();
        for (const QString& shard : shards)
            files << QFileInfo(indexPath).dir().filePath(shard);
    }
    for (const QString& file : files) {
        auto shard = std::make_unique<Shard>();
        shard->path = file;
        Expected<std::unique_ptr<QFile>> opened = openShardFile(file, shard->header);
        if (!opened)
            return opened.error();
        shard->file = std::move(*opened);
        const int index = int(c.m_shards.size());
        for (const TensorEntry& t : shard->header.tensors)
            if (!c.m_shardOf.contains(t.name))
                c.m_shardOf.insert(t.name, index);
        c.m_shards.push_back(std::move(shard));
    }
    // The index must agree with the shards: a tensor it places in a shard is there.
    for (auto it = indexMap.cbegin(); it != indexMap.cend(); ++it) {
        const int s = c.m_shardOf.value(it.key(), -1);
        if (s < 0 || QFileInfo(c.m_shards[size_t(s)]->path).fileName() != it.value())
            return Error{indexPath,
                         Tr::tr("the index places %1 in %2, which does not hold it").arg(it.key(), it.value())};
    }
    return c;
}

QStringList Checkpoint::tensorNames() const
{
    QStringList names = m_shardOf.keys();
    names.sort();
    return names;
}

const TensorEntry* Checkpoint::find(const QString& name) const
{
    const int s = m_shardOf.value(name, -1);
    return s < 0 ? nullptr : m_shards[size_t(s)]->header.find(name);
}

Expected<core::RowMatrixXd> Checkpoint::readRows(const QString& name, qint64 firstRow, qint64 rowCount) const
{
    const TensorEntry* e = find(name);
    if (!e)
        return Error{m_path, Tr::tr("holds no tensor named %1").arg(name)};
    try {
        const qint64 cols = checkRows(*e, firstRow, rowCount);
        return decodeBlock(name, firstRow * cols, rowCount, cols);
    } catch (const Error& error) {
        return error.within(m_shards[size_t(m_shardOf.value(name))]->path, QStringLiteral(": "));
    }
}

Expected<Eigen::RowVectorXd> Checkpoint::readSpan(const QString& name, qint64 first, qint64 count) const
{
    const TensorEntry* e = find(name);
    if (!e)
        return Error{m_path, Tr::tr("holds no tensor named %1").arg(name)};
    if (e->shape.size() != 1 || !e->readable())
        return Error{name, Tr::tr("expected a vector of F32, F16, BF16 or F64")};
    if (first < 0 || count < 0 || first > e->shape[0] || count > e->shape[0] - first)
        return Error{
            name,
            Tr::tr("has %1 entries; entries %2 to %3 do not exist").arg(e->shape[0]).arg(first).arg(first + count - 1)};
    Expected<core::RowMatrixXd> block = decodeBlock(name, first, 1, count);
    if (!block)
        return block.error();
    return Eigen::RowVectorXd(block->row(0));
}

Expected<core::RowMatrixXd> Checkpoint::decodeBlock(const QString& name, qint64 firstElement, qint64 rows,
                                                    qint64 cols) const
{
    const Shard& shard = *m_shards[size_t(m_shardOf.value(name))];
    const TensorEntry& e = *shard.header.find(name);
    if (rows == 0 || cols == 0)
        return core::RowMatrixXd(rows, cols);
    const qint64 offset = shard.header.dataStart + e.begin + firstElement * e.elementBytes;
    const qint64 length = rows * cols * e.elementBytes;
    // A file cut short since it was opened would fault when its mapped pages are touched.
    if (shard.file->size() < offset + length)
        return Error{shard.path, Tr::tr("the file has shrunk since it was opened")};
    uchar* bytes = shard.file->map(offset, length);
    if (!bytes)
        return Error{shard.path,
                     Tr::tr("cannot map %1 bytes of %2 (%3)").arg(length).arg(name, shard.file->errorString())};
    core::RowMatrixXd block = decodeRowsAt(e, bytes, rows, cols);
    shard.file->unmap(bytes);
    return block;
}

} // namespace rope::model
