// .npy files on disk: bounded reads and atomic writes.
#include "ui/model/npyfile.h"

#include "ui/model/boundedread.h"
#include "ui/model/messages.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>
#include <QStorageInfo>

namespace rope::model {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(NpyFile)
};
} // namespace

Expected<core::NpyArray> loadNpyFile(const QString& path, qint64 maxBytes)
{
    const auto tooLarge = [maxBytes](qint64 size) {
        return Tr::tr("the file is too large (%1 bytes, at most %2)").arg(size).arg(maxBytes);
    };
    const FileWords words{Tr::tr("no such file"), Tr::tr("is not a regular file"), Tr::tr("cannot be read (%1)"),
                          tooLarge, Tr::tr("is a folder, not a .npy file")};
    // The magic first: a large file of anything else is refused without reading it.
    const Expected<QByteArray> bytes =
        readBoundedFile(path, maxBytes, words, {QByteArray("\x93NUMPY", 6), describe(core::NpyError::NotNpy, {})});
    if (!bytes)
        return bytes.error();
    core::NpyReadResult read = core::decodeNpy(std::string_view(bytes->constData(), size_t(bytes->size())));
    if (!read.ok())
        return Error{path, describe(read.error, read.detail)};
    return std::move(read.array);
}

Expected<core::RowMatrixXd> loadNpyMatrix(const QString& path)
{
    Expected<core::NpyArray> file = loadNpyFile(path);
    if (!file)
        return file.error();
    const auto& shape = file->shape;
    if (shape.size() != 1 && shape.size() != 2)
        return Error{path, Tr::tr("expected shape (N, d) or (d), got %1 dimensions").arg(shape.size())};
    const Eigen::Index rows = shape.size() == 2 ? Eigen::Index(shape[0]) : 1;
    const Eigen::Index cols = Eigen::Index(shape.back());
    if (rows == 0 || cols == 0)
        return Error{path, Tr::tr("the array is empty")};
    return core::RowMatrixXd(Eigen::Map<const core::RowMatrixXd>(file->data.data(), rows, cols));
}

QString writeFailureReason(const QString& path, const QString& qtReason, qint64 bytes)
{
    // Measured after the partial file is gone: what it held is free again, so "full" means the
    // free space does not exceed what was to be written (plus a little slack).
    const QStorageInfo disk(QFileInfo(path).absolutePath());
    if (disk.isValid() && disk.bytesAvailable() < bytes + (qint64(1) << 20))
        return Tr::tr("the disk is full (%1 bytes free)").arg(disk.bytesAvailable());
    return qtReason;
}

Outcome commitSaveFile(QSaveFile& file)
{
    // Qt 6.4's commit() flushes in close() and ignores a failed flush: a write that fit Qt's buffer
    // and failed only there would replace the old file with an empty one and report success. So
    // the flush is asked for, and checked, before the file may replace anything.
    const qint64 bytes = file.pos();
    if (!file.flush() || file.error() != QFileDevice::NoError || !file.commit()) {
        const QString reason = file.errorString(); // before cancelWriting() replaces it
        file.cancelWriting(); // the temporary file goes; the old file stays as it was
        return Error{file.fileName(),
                     Tr::tr("cannot be written (%1)").arg(writeFailureReason(file.fileName(), reason, bytes))};
    }
    return {};
}

Outcome writeFileAtomically(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{path, Tr::tr("cannot be written (%1)").arg(file.errorString())};
    file.write(bytes); // a short write shows in the error state commitSaveFile() checks
    return commitSaveFile(file);
}

} // namespace rope::model
