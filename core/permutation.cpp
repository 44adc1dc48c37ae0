// The Meta → Hugging Face row permutation of W_Q and W_K, and its inverse.
#include "core/permutation.h"

#include <cassert>
#include <limits>

namespace rope::core {

std::vector<int> interleavedToHalfSplit(int dims)
{
    std::vector<int> index(static_cast<size_t>(dims));
    const int half = dims / 2;
    for (int s = 0; s < 2; ++s)
        for (int i = 0; i < half; ++i)
            index[size_t(s * half + i)] = 2 * i + s;
    return index;
}

RowMatrixXd permuteComponents(const RowMatrixXd& x, bool inverse)
{
    const std::vector<int> index = interleavedToHalfSplit(int(x.cols()));
    RowMatrixXd out(x.rows(), x.cols());
    for (size_t j = 0; j < index.size(); ++j) {
        if (inverse)
            out.col(index[j]) = x.col(Eigen::Index(j));
        else
            out.col(Eigen::Index(j)) = x.col(index[j]);
    }
    return out;
}

RowMatrixXd metaToHuggingFace(const RowMatrixXd& w, int heads, bool inverse)
{
    const Eigen::Index headDims = w.rows() / heads;
    const std::vector<int> index = interleavedToHalfSplit(int(headDims));
    RowMatrixXd out(w.rows(), w.cols());
    for (int h = 0; h < heads; ++h) {
        const Eigen::Index offset = h * headDims;
        for (size_t j = 0; j < index.size(); ++j) {
            const Eigen::Index hf = offset + Eigen::Index(j);
            const Eigen::Index meta = offset + index[j];
            if (inverse)
                out.row(meta) = w.row(hf);
            else
                out.row(hf) = w.row(meta);
        }
    }
    return out;
}

namespace {

double maxAbsDifference(const RowMatrixXd& a, const RowMatrixXd& b)
{
    const RowMatrixXd diff = (a - b).cwiseAbs();
    return diff.allFinite() ? diff.maxCoeff() : std::numeric_limits<double>::infinity();
}

} // namespace

std::vector<HeadCheck> checkMetaToHf(const RowMatrixXd& w1, const RowMatrixXd& w2, int heads, double tolerance)
{
    assert(heads >= 1 && w1.rows() == w2.rows() && w1.cols() == w2.cols() && w1.rows() % heads == 0 &&
           (w1.rows() / heads) % 2 == 0 && "checkMetaToHf: W1 and W2 of one shape, rows = heads × an even head width");
    const Eigen::Index dims = w1.rows() / heads;
    const RowMatrixXd forward = metaToHuggingFace(w1, heads), backward = metaToHuggingFace(w1, heads, true);
    std::vector<HeadCheck> out;
    for (int h = 0; h < heads; ++h) {
        const auto head = [&](const RowMatrixXd& m) { return m.middleRows(h * dims, dims); };
        const std::pair<HeadRelation, double> options[] = {
            {HeadRelation::MetaToHf, maxAbsDifference(head(forward), head(w2))},
            {HeadRelation::Identical, maxAbsDifference(head(w1), head(w2))},
            {HeadRelation::HfToMeta, maxAbsDifference(head(backward), head(w2))},
        };
        HeadCheck check{HeadRelation::Differs, std::numeric_limits<double>::infinity()};
        for (const auto& [relation, error] : options) {
            if (error <= tolerance) {
                check = {relation, error};
                break;
            }
            check.maxAbsError = std::min(check.maxAbsError, error);
        }
        out.push_back(check);
    }
    return out;
}

} // namespace rope::core
