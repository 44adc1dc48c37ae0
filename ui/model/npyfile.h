#pragma once
// .npy files on disk: reading with a size limit checked before the file is read, writing
// atomically (QSaveFile: a failed write leaves no partial file). Errors name the file.

#include "core/matrix.h"
#include "core/npy.h"
#include "ui/model/expected.h"

#include <QString>

class QSaveFile;

namespace rope::model {

/// Reads and validates a .npy file of at most maxBytes bytes.
Expected<core::NpyArray> loadNpyFile(const QString& path, qint64 maxBytes = qint64(1) << 31);

/// A (rows, cols) or (cols) array as a matrix (a vector becomes one row).
Expected<core::RowMatrixXd> loadNpyMatrix(const QString& path);

/// Why writing `bytes` bytes to `path` failed, as Qt said it, unless the disk is (nearly) full:
/// Qt reports that as "Unknown error", so it is named here with the free space.
QString writeFailureReason(const QString& path, const QString& qtReason, qint64 bytes);

/// Replaces the file with what was written to `file` only when every byte reached the disk
/// (flushed and committed); otherwise the old file stays and the error names the cause.
Outcome commitSaveFile(QSaveFile& file);

/// Writes bytes atomically, as commitSaveFile() does.
Outcome writeFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace rope::model
