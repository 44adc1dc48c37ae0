// One multimodal prompt under M-RoPE: ids, each axis's pairs, one patch's scores in both layouts.
#include "ui/model/viewdata/mropedata.h"

#include "core/content.h"
#include "core/frequencies.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rope::model {

namespace {

core::MropeSegment textRun(int tokens)
{
    core::MropeSegment s;
    s.tokens = tokens;
    return s;
}

// max over the rows of `kind` and every pair of |angle − θ_i·t|: how far M-RoPE is from 1-D RoPE at t.
double angleGap(const core::MropeIndex& index, const std::vector<core::MropeSegment>& segments,
                core::MropeSegmentKind kind, const Eigen::MatrixXd& angles, const Eigen::VectorXd& theta)
{
    double gap = 0;
    for (Eigen::Index r = 0; r < angles.rows(); ++r)
        if (segments[size_t(index.segmentOf[size_t(r)])].kind == kind)
            gap = std::max(gap, (angles.row(r) - index.thw(r, 0) * theta.transpose()).cwiseAbs().maxCoeff());
    return gap;
}

} // namespace

std::vector<core::MropeSegment> mropePrompt(const MropePrompt& prompt)
{
    core::MropeSegment image;
    image.kind = core::MropeSegmentKind::Image;
    image.rows = prompt.imageRows;
    image.cols = prompt.imageCols;
    core::MropeSegment video;
    video.kind = core::MropeSegmentKind::Video;
    video.frames = prompt.videoFrames;
    video.rows = video.cols = kMropeVideoSide;
    video.timeScale = prompt.absoluteTime ? 1.0 * core::qwen25TokensPerSecond : 1.0; // 1 s per grid
    return {textRun(4), image, textRun(3), video, textRun(2)};
}

const std::array<MropeLayoutChoice, 2>& mropeLayoutChoices()
{
    static const std::array<MropeLayoutChoice, 2> choices = {{
        {"chunked",
         QT_TRANSLATE_NOOP("MropeView", "chunked [16, 24, 24] (Qwen2-VL, Qwen2.5-VL)"),
         {{16, 24, 24}, core::MropeLayout::Chunked}},
        {"interleaved",
         QT_TRANSLATE_NOOP("MropeView", "interleaved [24, 20, 20] (Qwen3-VL)"),
         {{24, 20, 20}, core::MropeLayout::Interleaved}},
    }};
    return choices;
}

std::array<AxisShare, 3> axisShares(const std::vector<int>& pairAxis, const Eigen::VectorXd& theta)
{
    std::array<AxisShare, 3> shares{};
    for (size_t i = 0; i < pairAxis.size(); ++i) {
        AxisShare& s = shares[size_t(pairAxis[i])];
        const double t = theta[Eigen::Index(i)];
        s.fastest = s.pairs == 0 ? t : std::max(s.fastest, t);
        s.slowest = s.pairs == 0 ? t : std::min(s.slowest, t);
        ++s.pairs;
    }
    return shares;
}

MropeData mropeData(const MropePrompt& prompt, double base, int row, int col, MropeContent content, std::uint64_t seed)
{
    MropeData out;
    out.base = base;
    out.segments = mropePrompt(prompt);
    out.index = core::mropeIndex(out.segments);
    out.selectedRow = std::clamp(row, 0, prompt.imageRows - 1);
    out.selectedCol = std::clamp(col, 0, prompt.imageCols - 1);

    core::RopeParams params;
    params.headDim = kMropeHeadDim;
    params.base = base;
    params.pairing = core::Pairing::HalfSplit; // Hugging Face's Qwen code: rotate_half
    const core::FrequencyTable freqs = core::frequencies(params);
    out.theta = freqs.invFreq;

    const int d = kMropeHeadDim, pairs = d / 2;
    core::RowMatrixXd qk = core::RowMatrixXd::Ones(2, d);
    if (content == MropeContent::Random)
        qk = core::gaussianMatrix(2, d, seed);
    const Eigen::Index first = Eigen::Index(out.index.segmentStart[kMropeImageSegment]);
    const Eigen::Index patches = Eigen::Index(prompt.imageRows) * prompt.imageCols;
    const Eigen::Index selected = first + Eigen::Index(out.selectedRow) * prompt.imageCols + out.selectedCol;

    for (size_t l = 0; l < out.layouts.size(); ++l) {
        MropeLayoutData& data = out.layouts[l];
        data.pairAxis = core::mropePairAxis(mropeLayoutChoices()[l].mrope, pairs);
        data.shares = axisShares(data.pairAxis, out.theta);
        const Eigen::MatrixXd angles = core::mropeAngles(out.index.thw, data.pairAxis, out.theta);
        data.textAngleGap = angleGap(out.index, out.segments, core::MropeSegmentKind::Text, angles, out.theta);
        data.imageAngleGap = angleGap(out.index, out.segments, core::MropeSegmentKind::Image, angles, out.theta);
        // Keys at every patch, the query at the selected one: the same vectors, turned by their ids.
        const core::RowMatrixXd keys =
            core::rotateByAngles(params, freqs, qk.row(1).replicate(patches, 1), angles.middleRows(first, patches));
        const core::RowMatrixXd query = core::rotateByAngles(params, freqs, qk.row(0), angles.row(selected));
        const Eigen::VectorXd scores = keys * query.row(0).transpose() / std::sqrt(double(d));
        data.scores = Eigen::Map<const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(
            scores.data(), prompt.imageRows, prompt.imageCols);
    }
    return out;
}

std::shared_ptr<const MropeData> computeMrope(const MropeRequest& r, const core::Execution&)
{
    return std::make_shared<const MropeData>(mropeData(r.prompt, r.base, r.row, r.col, r.content, r.seed));
}

} // namespace rope::model
