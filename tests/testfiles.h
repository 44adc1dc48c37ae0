#pragma once
// Files the tests write byte by byte: .npy arrays from our own minimal writer (independent of the
// app's encoder) and small text files.

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>
#include <QTemporaryDir>

namespace rope::test {

// A minimal .npy writer of our own (version 1.0, little-endian), independent of the app's.
inline QByteArray npyBytes(const QByteArray& descr, const QList<qint64>& shape, const QByteArray& data)
{
    QByteArray dims;
    for (qint64 s : shape)
        dims += QByteArray::number(s) + ",";
    QByteArray header = "{'descr': '" + descr + "', 'fortran_order': False, 'shape': (" + dims + "), }";
    while ((10 + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    QByteArray out("\x93NUMPY\x01\x00", 8);
    out += char(header.size() & 0xff);
    out += char(header.size() >> 8);
    return out + header + data;
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

} // namespace rope::test
