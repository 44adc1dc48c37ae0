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

} // namespace rope::test
