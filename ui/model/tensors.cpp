// Loading Q, K (and V) from .npy files for the views, with every shape and value checked.
#include "ui/model/tensors.h"

#include "core/content.h"
#include "core/validate.h"
#include "ui/model/messages.h"
#include "ui/model/npyfile.h"

namespace rope::model {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Tensors)
};

using Matrix = core::RowMatrixXd; // (unqualified, so that lupdate keeps its context)

// The window shows at most 8192 tokens of d ≤ 512: 256 MB holds 8 such heads in float64 (16 in
// float32). A larger file is refused before it is read, rather than freezing the window.
constexpr qint64 kMaxTensorFileBytes = qint64(256) << 20;

Matrix headOf(const QString& path, int head)
{
    Expected<core::NpyArray> file = loadNpyFile(path, kMaxTensorFileBytes);
    if (!file)
        throw file.error();
    const auto& shape = file->shape;
    Eigen::Index offset = 0, rows = 0, cols = 0;
    if (shape.size() == 2) {
        rows = Eigen::Index(shape[0]);
        cols = Eigen::Index(shape[1]);
    } else if (shape.size() == 3) {
        if (head < 0 || head >= shape[0])
            throw Error{path, Tr::tr("head %1 does not exist (the array has %2 heads)").arg(head).arg(shape[0])};
        rows = Eigen::Index(shape[1]);
        cols = Eigen::Index(shape[2]);
        offset = Eigen::Index(head) * rows * cols;
    } else {
        throw Error{path, Tr::tr("expected shape (N, d) or (H, N, d), got %1 dimensions").arg(shape.size())};
    }
    if (rows == 0 || cols == 0)
        throw Error{path, Tr::tr("the array is empty")};
    if (rows > appLimits::maxTensorTokens)
        throw Error{path, Tr::tr("%1 tokens, at most %2 can be shown").arg(rows).arg(appLimits::maxTensorTokens)};
    core::RowMatrixXd m = Eigen::Map<const core::RowMatrixXd>(file->data.data() + offset, rows, cols);
    const core::Problems problems = core::checkMatrix(m, "tensor", 0);
    if (!problems.empty())
        throw Error{path, describe(problems)};
    return m;
}

} // namespace

Expected<std::shared_ptr<const LoadedTensors>> loadTensors(const TensorFiles& files)
{
    return capture([&files]() -> std::shared_ptr<const LoadedTensors> {
        auto t = std::make_shared<LoadedTensors>();
        t->q = headOf(files.q, files.head);
        t->k = headOf(files.k, files.head);
        if (t->k.rows() != t->q.rows() || t->k.cols() != t->q.cols())
            throw Error{{},
                        Tr::tr("Q is %1 × %2 but K is %3 × %4: they must match")
                            .arg(t->q.rows())
                            .arg(t->q.cols())
                            .arg(t->k.rows())
                            .arg(t->k.cols())};
        const int d = int(t->q.cols());
        if (d % 2 != 0 || d < appLimits::minHeadDim || d > appLimits::maxHeadDim)
            throw Error{{},
                        Tr::tr("the head dimension d = %1 must be even and between %2 and %3")
                            .arg(d)
                            .arg(appLimits::minHeadDim)
                            .arg(appLimits::maxHeadDim)};
        if (!files.v.isEmpty()) {
            t->v = headOf(files.v, files.head);
            if (t->v.rows() != t->q.rows())
                throw Error{files.v, Tr::tr("V has %1 rows but Q has %2").arg(t->v.rows()).arg(t->q.rows())};
        } else {
            t->v = core::gaussianMatrix(t->q.rows(), d, 2);
        }
        if (!(files.firstPosition >= 0 && files.firstPosition <= appLimits::maxPosition))
            throw Error{{}, Tr::tr("the first position must be between 0 and %1").arg(appLimits::maxPosition)};
        t->files = files;
        return t;
    });
}

Expected<AppParams> loadTensorsFor(AppParams params)
{
    if (params.source != QkSource::Loaded || (params.tensors && params.tensors->files == params.tensorFiles))
        return params;
    auto loaded = loadTensors(params.tensorFiles);
    if (!loaded)
        return loaded.error();
    params.tensors = std::move(*loaded);
    return params;
}

} // namespace rope::model
