#pragma once
// Files the tests write byte by byte: .npy arrays from our own minimal writer (independent of the
// app's encoder) and small text files.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QList>
#include <QProcess>
#include <QString>
#include <QTemporaryDir>

namespace rope::test {

// A minimal .npy writer of our own (version 1.0, little-endian), independent of the app's.
// A version 1.0 .npy file around any header dictionary (padded as the format wants) and data.
inline QByteArray npyWithHeader(QByteArray dict, const QByteArray& data)
{
    while ((10 + dict.size() + 1) % 64 != 0)
        dict += ' ';
    dict += '\n';
    QByteArray out("\x93NUMPY\x01\x00", 8);
    out += char(dict.size() & 0xff);
    out += char(dict.size() >> 8);
    return out + dict + data;
}

inline QByteArray npyBytes(const QByteArray& descr, const QList<qint64>& shape, const QByteArray& data)
{
    QByteArray dims;
    for (qint64 s : shape)
        dims += QByteArray::number(s) + ",";
    return npyWithHeader("{'descr': '" + descr + "', 'fortran_order': False, 'shape': (" + dims + "), }", data);
}

inline QByteArray doubles(const QList<double>& values)
{
    QByteArray b;
    for (double v : values)
        b.append(reinterpret_cast<const char*>(&v), sizeof v);
    return b;
}

inline QByteArray floats(const QList<float>& values)
{
    QByteArray b;
    for (float v : values)
        b.append(reinterpret_cast<const char*>(&v), sizeof v);
    return b;
}

inline QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(bytes);
    return path;
}

// An F32 (rows × cols) matrix whose row r holds (start + r) in column 0 and zeros elsewhere: the
// norm of any set of its rows is worked out by hand.
inline QByteArray rampRows(int rows, int cols, float start)
{
    QList<float> v;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            v << (c == 0 ? start + float(r) : 0.0f);
    return floats(v);
}

// A minimal .safetensors writer of our own: the u64 header length, a hand-written JSON header (no
// JSON library), the tensors' bytes back to back in the order given.
struct RawTensor {
    QByteArray name;
    QByteArray dtype; ///< "F32", "BF16", …
    QList<qint64> shape;
    QByteArray bytes;
};

inline QByteArray safetensorsWithHeader(const QByteArray& header, const QByteArray& data)
{
    const quint64 n = quint64(header.size());
    QByteArray out(reinterpret_cast<const char*>(&n), 8); // little-endian on the machines we run on
    return out + header + data;
}

inline QByteArray safetensorsBytes(const QList<RawTensor>& tensors)
{
    QByteArray header = "{\"__metadata__\": {\"format\": \"pt\"}", data;
    for (const RawTensor& t : tensors) {
        QByteArray dims;
        for (qint64 s : t.shape)
            dims += (dims.isEmpty() ? "" : ", ") + QByteArray::number(s);
        header += ", \"" + t.name + "\": {\"dtype\": \"" + t.dtype + "\", \"shape\": [" + dims +
                  "], \"data_offsets\": [" + QByteArray::number(data.size()) + ", " +
                  QByteArray::number(data.size() + t.bytes.size()) + "]}";
        data += t.bytes;
    }
    header += "}";
    while (header.size() % 8 != 0)
        header += ' ';
    return safetensorsWithHeader(header, data);
}

// A checkpoint whose tensors are holes: `tensors` gives each one's name, dtype and shape; the file is
// as long as they claim but takes no disk space, and every weight reads as 0.
inline QString sparseCheckpoint(const QTemporaryDir& dir, const QString& name,
                                const QList<std::pair<QByteArray, QList<qint64>>>& tensors,
                                const QByteArray& dtype = "F16")
{
    const qint64 bytesPer = dtype == "F64" ? 8 : dtype == "F32" ? 4 : 2;
    QByteArray header = "{";
    qint64 offset = 0;
    for (const auto& [tensor, shape] : tensors) {
        qint64 elements = 1;
        QByteArray dims;
        for (qint64 s : shape) {
            elements *= s;
            dims += (dims.isEmpty() ? "" : ", ") + QByteArray::number(s);
        }
        header += (offset == 0 && header.size() == 1 ? "" : ", ") + ("\"" + tensor + "\": {\"dtype\": \"") + dtype +
                  "\", \"shape\": [" + dims + "], \"data_offsets\": [" + QByteArray::number(offset) + ", " +
                  QByteArray::number(offset + elements * bytesPer) + "]}";
        offset += elements * bytesPer;
    }
    header += "}";
    while (header.size() % 8 != 0)
        header += ' ';
    const QString path = writeFile(dir, name, safetensorsWithHeader(header, {}));
    QFile file(path);
    if (!file.resize(8 + header.size() + offset)) // a hole: no disk space taken
        return {};
    return path;
}

// A 64 KiB tmpfs mounted on `dir` (made if absent) for full-disk tests, unmounted when this goes.
// Mounting needs root, as in CI; elsewhere mounted() is false and the test skips.
class SmallTmpfs {
public:
    explicit SmallTmpfs(const QString& dir) : m_dir(dir)
    {
        m_mounted =
            QDir().mkpath(dir) && QProcess::execute("mount", {"-t", "tmpfs", "-o", "size=64k", "tmpfs", dir}) == 0;
    }
    ~SmallTmpfs()
    {
        if (m_mounted)
            QProcess::execute("umount", {m_dir});
    }
    SmallTmpfs(const SmallTmpfs&) = delete;
    SmallTmpfs& operator=(const SmallTmpfs&) = delete;
    bool mounted() const { return m_mounted; }

private:
    QString m_dir;
    bool m_mounted = false;
};

/// Fills every byte left on the file system of `dir` with one file.
inline bool fillDisk(const QString& dir)
{
    QFile filler(dir + QStringLiteral("/filler"));
    if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return false;
    const QByteArray block(4096, 'x'), byte(1, 'x');
    while (filler.write(block) == block.size()) { }
    while (filler.write(byte) == 1) { }
    return true;
}

} // namespace rope::test
