#pragma once
// .npy files on disk: reading with a size limit checked before the file is read, writing
// atomically (QSaveFile: a failed write leaves no partial file). Errors name the file.

#include "core/matrix.h"
#include "core/npy.h"
#include "ui/model/expected.h"

#include <QString>

namespace rope::ui {

/// Reads and validates a .npy file of at most maxBytes bytes.
Expected<core::NpyArray> loadNpyFile(const QString& path, qint64 maxBytes = qint64(1) << 31);

/// A (rows, cols) or (cols) array as a matrix (a vector becomes one row).
Expected<core::RowMatrixXd> loadNpyMatrix(const QString& path);

/// Writes bytes atomically.
/// Why writing `bytes` bytes to `path` failed, as Qt said it, unless the disk is (nearly) full:
/// Qt reports that as "Unknown error", so it is named here with the free space.
QString writeFailureReason(const QString& path, const QString& qtReason, qint64 bytes);

Outcome writeFileAtomically(const QString& path, const QByteArray& bytes);

} // namespace rope::ui
