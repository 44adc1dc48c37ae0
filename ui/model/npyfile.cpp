#include "ui/model/npyfile.h"

#include "ui/model/messages.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace rope::ui {

namespace {
// Translations of this file's messages live in the "NpyFile" context (lupdate reads the macro).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(NpyFile)
};
} // namespace

NpyFileLoad loadNpyFile(const QString& path, qint64 maxBytes)
{
    NpyFileLoad r;
    QFile file(path);
    const QFileInfo info(path);
    if (!info.exists()) {
        r.error = Tr::tr("%1: no such file").arg(path);
        return r;
    }
    if (info.isDir()) {
        r.error = Tr::tr("%1: is a folder, not a .npy file").arg(path);
        return r;
    }
    if (!info.isFile()) { // a device or a pipe: /dev/zero would never end
        r.error = Tr::tr("%1: is not a regular file").arg(path);
        return r;
    }
    if (info.size() > maxBytes) {
        r.error = Tr::tr("%1: the file is too large (%2 bytes, at most %3)").arg(path).arg(info.size()).arg(maxBytes);
        return r;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        r.error = Tr::tr("%1: cannot be read (%2)").arg(path, file.errorString());
        return r;
    }
    const QByteArray bytes = file.read(maxBytes + 1); // bounded even if the file grows meanwhile
    if (bytes.size() > maxBytes) {
        r.error = Tr::tr("%1: the file is too large (%2 bytes, at most %3)").arg(path).arg(bytes.size()).arg(maxBytes);
        return r;
    }
    core::NpyReadResult read = core::decodeNpy(std::string_view(bytes.constData(), size_t(bytes.size())));
    if (!read.ok()) {
        r.error = Tr::tr("%1: %2").arg(path, describe(read.error, read.detail));
        return r;
    }
    r.array = std::move(read.array);
    return r;
}

MatrixLoad loadNpyMatrix(const QString& path)
{
    MatrixLoad r;
    NpyFileLoad file = loadNpyFile(path);
    if (!file.error.isEmpty()) {
        r.error = file.error;
        return r;
    }
    const auto& shape = file.array.shape;
    if (shape.size() != 1 && shape.size() != 2) {
        r.error = Tr::tr("%1: expected shape (N, d) or (d), got %2 dimensions").arg(path).arg(shape.size());
        return r;
    }
    const Eigen::Index rows = shape.size() == 2 ? Eigen::Index(shape[0]) : 1;
    const Eigen::Index cols = Eigen::Index(shape.back());
    if (rows == 0 || cols == 0) {
        r.error = Tr::tr("%1: the array is empty").arg(path);
        return r;
    }
    r.matrix = Eigen::Map<const core::RowMatrixXd>(file.array.data.data(), rows, cols);
    return r;
}

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = Tr::tr("%1: cannot be written (%2)").arg(path, file.errorString());
        file.cancelWriting();
        return false;
    }
    return true;
}

} // namespace rope::ui
