// Whole files read with a size limit checked before and while reading.
#include "ui/model/boundedread.h"

#include <QFile>
#include <QFileInfo>

namespace rope::model {

Expected<QByteArray> readBoundedFile(const QString& path, qint64 maxBytes, const FileWords& words,
                                     const FileStart& start)
{
    const QFileInfo info(path);
    if (!info.exists())
        return Error{path, words.missing};
    if (info.isDir() && !words.folder.isEmpty())
        return Error{path, words.folder};
    if (!info.isFile())
        return Error{path, words.notRegular};
    if (info.size() > maxBytes)
        return Error{path, words.tooLarge(info.size())};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{path, words.unreadable.arg(file.errorString())};
    if (!start.magic.isEmpty() && file.peek(start.magic.size()) != start.magic)
        return Error{path, start.otherwise};
    QByteArray bytes = file.read(maxBytes + 1); // bounded even if the file grows meanwhile
    if (bytes.size() > maxBytes)
        return Error{path, words.tooLarge(bytes.size())};
    return bytes;
}

} // namespace rope::model
