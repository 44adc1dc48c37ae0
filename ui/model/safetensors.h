#pragma once
// Reading Hugging Face .safetensors checkpoints: one file, or a folder (or its
// model.safetensors.index.json) whose weight_map spreads the tensors over shards.
//
// The format: 8 bytes, little-endian u64 N; N bytes of JSON {"name": {"dtype": "BF16", "shape": [r, c],
// "data_offsets": [begin, end]}, …, "__metadata__": {…}}; then the data, offsets counted from its
// start. Every field is hostile until checked: the header's length against the file's, each tensor's
// byte range against the data and against the others (no overlaps), its size against dtype × shape,
// every count against overflow. Data is memory-mapped a tensor's rows at a time, so a 5 GB shard
// costs only the rows read. F64, F32, F16 and BF16 are read (widened to double, exactly); other
// dtypes are listed but refused when read.

#include "core/matrix.h"
#include "ui/model/expected.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QFile;

namespace rope::model {

struct TensorEntry {
    QString name;
    QString dtype; ///< as written: "F32", "BF16", …
    std::vector<qint64> shape;
    qint64 begin = 0; ///< byte offsets into the data section
    qint64 end = 0;
    int elementBytes = 0; ///< 0 for a dtype this reader does not know

    qint64 elements() const;
    bool readable() const; ///< F64, F32, F16 or BF16
};

/// The header of one .safetensors file, checked against the file's size.
struct SafetensorsHeader {
    qint64 dataStart = 0; ///< 8 + N
    std::vector<TensorEntry> tensors; ///< in order of their offsets
    QHash<QString, int> byName;

    const TensorEntry* find(const QString& name) const;
};

/// Parses and checks the header from the first bytes of a file of fileSize bytes (`prefix` holds
/// at least 8 + N bytes, or the whole file when shorter). Errors name no file; callers add it.
Expected<SafetensorsHeader> parseSafetensorsHeader(QByteArrayView prefix, qint64 fileSize);

/// Headers larger than this are refused (the reference implementation's limit: 100 MB).
inline constexpr qint64 kMaxSafetensorsHeader = 100'000'000;

/// Rows [firstRow, firstRow + rowCount) of a 1-D or 2-D tensor whose bytes start at `data` (the
/// tensor's own bytes, `entry.end − entry.begin` long), widened to double. A 1-D tensor is one row.
Expected<core::RowMatrixXd> decodeTensorRows(const TensorEntry& entry, const uchar* data, qint64 firstRow,
                                             qint64 rowCount);

/// A checkpoint on disk: one .safetensors file, or shards named by an index. Files stay open;
/// reading maps only the bytes of the rows asked for.
class Checkpoint {
public:
    ~Checkpoint();
    Checkpoint(Checkpoint&&) noexcept;
    Checkpoint& operator=(Checkpoint&&) noexcept;

    /// `path`: a .safetensors file, a model.safetensors.index.json, or a folder holding either.
    static Expected<Checkpoint> open(const QString& path);

    QString path() const { return m_path; } ///< what was opened (the folder, file or index)
    QString folder() const; ///< where config.json would sit
    QStringList tensorNames() const; ///< every tensor, sorted
    int shardCount() const { return int(m_shards.size()); }
    const TensorEntry* find(const QString& name) const;

    /// Rows of a 1-D or 2-D tensor; an Error names the tensor and the file.
    Expected<core::RowMatrixXd> readRows(const QString& name, qint64 firstRow, qint64 rowCount) const;
    /// Entries [first, first + count) of a 1-D tensor (a bias), decoded: only those bytes are touched.
    Expected<Eigen::RowVectorXd> readSpan(const QString& name, qint64 first, qint64 count) const;

private:
    struct Shard;
    Checkpoint();
    /// `rows` × `cols` elements of tensor `name` from element `firstElement` on, checked by the caller.
    Expected<core::RowMatrixXd> decodeBlock(const QString& name, qint64 firstElement, qint64 rows, qint64 cols) const;
    QString m_path;
    std::vector<std::unique_ptr<Shard>> m_shards;
    QHash<QString, int> m_shardOf; ///< tensor name → index into m_shards
};

} // namespace rope::model
