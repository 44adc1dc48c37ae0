// The Meta → Hugging Face row permutation of W_Q and W_K, and its inverse.
#include "core/permutation.h"

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

} // namespace rope::core
