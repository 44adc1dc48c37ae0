#pragma once
// .npy files on disk: reading with a size limit checked before the file is read, writing
// atomically (QSaveFile: a failed write leaves no partial file).

#include "core/matrix.h"
#include "core/npy.h"

#include <QString>

namespace rope::ui {

struct NpyFileLoad {
    core::NpyArray array;
    QString error; ///< empty on success; otherwise one sentence naming the file
};

/// Reads and validates a .npy file of at most maxBytes bytes.
NpyFileLoad loadNpyFile(const QString& path, qint64 maxBytes = qint64(1) << 31);

/// A (rows, cols) or (cols) array as a matrix (a vector becomes one row).
struct MatrixLoad {
    core::RowMatrixXd matrix;
    QString error;
};
MatrixLoad loadNpyMatrix(const QString& path);

/// Writes bytes atomically; on failure returns false and sets *error.
bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);

} // namespace rope::ui
