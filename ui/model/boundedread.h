#pragma once
// Reading a whole file into memory, never more than a limit. A file that is missing, not a regular
// file (a device such as /dev/zero would never end, a FIFO would block), or larger than the limit,
// also one that grows while it is read, is refused with an Error naming the file, in the reader's
// own words: each reader keeps its sentences in its translation context.

#include "ui/model/expected.h"

#include <QByteArray>
#include <QString>

#include <functional>

namespace rope::model {

/// The sentences a bounded read fails with.
struct FileWords {
    QString missing; ///< "no such file"
    QString notRegular; ///< a device, a FIFO, and a folder unless `folder` is given
    QString unreadable; ///< the file cannot be opened; %1: the system's reason
    /// The file is larger than the limit: `size` is its size, or limit + 1 when it grew while read.
    std::function<QString(qint64 size)> tooLarge;
    QString folder = {}; ///< a folder, when it is said otherwise than notRegular
};

/// What a file must start with, checked before the rest is read: a large file of another kind is
/// refused without reading it.
struct FileStart {
    QByteArray magic; ///< empty: anything
    QString otherwise; ///< the sentence when the file does not start with `magic`
};

/// The bytes of the file at `path`, at most `maxBytes` of them.
Expected<QByteArray> readBoundedFile(const QString& path, qint64 maxBytes, const FileWords& words,
                                     const FileStart& start = {});

} // namespace rope::model
