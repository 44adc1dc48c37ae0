#pragma once
// Your own tensors: Q, K (and V) from .npy files — shape (N, d), or (H, N, d) with a head chosen —
// placed at positions first … first + N − 1. Views then show the real attention. Reading the files
// is its own step, apart from parsing parameters (which only names them).

#include "core/matrix.h"
#include "ui/model/appparams.h"
#include "ui/model/expected.h"

#include <memory>

namespace rope::model {

struct LoadedTensors {
    core::RowMatrixXd q, k, v; ///< N × d (v: N × d_v, random when no file was given)
    TensorFiles files;

    int tokens() const { return int(q.rows()); }
    int dims() const { return int(q.cols()); }
};

/// Loads and checks: same N and d for q and k, N ≤ 8192, d even in 2 … 512, finite values, a head
/// inside (H, N, d) arrays. files.v may be empty. The error names the file at fault.
Expected<std::shared_ptr<const LoadedTensors>> loadTensors(const TensorFiles& files);

/// The parameters with their tensors read from disk when the source is Loaded and they are not
/// read yet; other parameters come back unchanged.
Expected<AppParams> loadTensorsFor(AppParams params);

} // namespace rope::model
