#include "ui/model/tensors.h"

#include "core/content.h"
#include "core/validate.h"
#include "ui/model/appparams.h"
#include "ui/model/messages.h"
#include "ui/model/npyfile.h"

#include <QCoreApplication>

namespace rope::ui {

namespace {

// Translations of this file's messages live in the "Tensors" context (lupdate reads the macro).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Tensors)
};

struct Failure {
    QString message;
};

using Matrix = core::RowMatrixXd; // (unqualified, so that lupdate keeps its context)

Matrix headOf(const QString& path, int head)
{
    NpyFileLoad file = loadNpyFile(path);
    if (!file.error.isEmpty())
        throw Failure{file.error};
    const auto& shape = file.array.shape;
    Eigen::Index offset = 0, rows = 0, cols = 0;
    if (shape.size() == 2) {
        rows = Eigen::Index(shape[0]);
        cols = Eigen::Index(shape[1]);
    } else if (shape.size() == 3) {
        if (head < 0 || head >= shape[0])
            throw Failure{
                Tr::tr("%1: head %2 does not exist (the array has %3 heads)").arg(path).arg(head).arg(shape[0])};
        rows = Eigen::Index(shape[1]);
        cols = Eigen::Index(shape[2]);
        offset = Eigen::Index(head) * rows * cols;
    } else {
        throw Failure{Tr::tr("%1: expected shape (N, d) or (H, N, d), got %2 dimensions").arg(path).arg(shape.size())};
    }
    if (rows == 0 || cols == 0)
        throw Failure{Tr::tr("%1: the array is empty").arg(path)};
    if (rows > appLimits::maxSeqLen)
        throw Failure{Tr::tr("%1: %2 tokens, at most %3 can be shown").arg(path).arg(rows).arg(appLimits::maxSeqLen)};
    core::RowMatrixXd m = Eigen::Map<const core::RowMatrixXd>(file.array.data.data() + offset, rows, cols);
    const core::Problems problems = core::checkMatrix(m, "tensor", 0);
    if (!problems.empty())
        throw Failure{Tr::tr("%1: %2").arg(path, describe(problems))};
    return m;
}

} // namespace

TensorLoad loadTensors(const QString& qPath, const QString& kPath, const QString& vPath, int head, double firstPosition)
{
    TensorLoad r;
    try {
        auto t = std::make_shared<LoadedTensors>();
        t->q = headOf(qPath, head);
        t->k = headOf(kPath, head);
        if (t->k.rows() != t->q.rows() || t->k.cols() != t->q.cols())
            throw Failure{Tr::tr("Q is %1 × %2 but K is %3 × %4: they must match")
                              .arg(t->q.rows())
                              .arg(t->q.cols())
                              .arg(t->k.rows())
                              .arg(t->k.cols())};
        const int d = int(t->q.cols());
        if (d % 2 != 0 || d < appLimits::minHeadDim || d > appLimits::maxHeadDim)
            throw Failure{Tr::tr("the head dimension d = %1 must be even and between %2 and %3")
                              .arg(d)
                              .arg(appLimits::minHeadDim)
                              .arg(appLimits::maxHeadDim)};
        if (!vPath.isEmpty()) {
            t->v = headOf(vPath, head);
            if (t->v.rows() != t->q.rows())
                throw Failure{Tr::tr("V has %1 rows but Q has %2").arg(t->v.rows()).arg(t->q.rows())};
        } else {
            t->v = core::gaussianMatrix(t->q.rows(), d, 2);
        }
        if (!(firstPosition >= 0 && firstPosition <= appLimits::maxPosition))
            throw Failure{Tr::tr("the first position must be between 0 and %1").arg(appLimits::maxPosition)};
        t->qPath = qPath;
        t->kPath = kPath;
        t->vPath = vPath;
        t->head = head;
        t->firstPosition = firstPosition;
        r.tensors = std::move(t);
    } catch (const Failure& f) {
        r.error = f.message;
    }
    return r;
}

} // namespace rope::ui
