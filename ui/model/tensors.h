#pragma once
// Your own tensors: Q, K (and V) from .npy files — shape (N, d), or (H, N, d) with a head chosen —
// placed at positions first … first + N − 1. Views then show the real attention.

#include "core/matrix.h"

#include <QString>

#include <memory>

namespace rope::ui {

struct LoadedTensors {
    core::RowMatrixXd q, k, v; ///< N × d (v: N × d_v, random when no file was given)
    QString qPath, kPath, vPath;
    int head = 0;
    double firstPosition = 0;

    int tokens() const { return int(q.rows()); }
    int dims() const { return int(q.cols()); }
};

struct TensorLoad {
    std::shared_ptr<const LoadedTensors> tensors;
    QString error; ///< one sentence naming the file and the problem
};

/// Loads and checks: same N and d for q and k, N ≤ 8192, d even in 2 … 256, finite values, a head
/// inside (H, N, d) arrays. vPath may be empty.
TensorLoad loadTensors(const QString& qPath, const QString& kPath, const QString& vPath, int head,
                       double firstPosition);

} // namespace rope::ui
