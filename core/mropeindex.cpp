// get_rope_index: the (t, h, w) ids of text runs and image / video blocks, and rope_deltas.
#include "core/mropeindex.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace rope::core {

std::int64_t segmentTokens(const MropeSegment& segment)
{
    if (segment.kind == MropeSegmentKind::Text)
        return segment.tokens;
    return std::int64_t(segment.frames) * segment.rows * segment.cols;
}

Problems validateMropeSegments(const std::vector<MropeSegment>& segments)
{
    Problems out;
    std::int64_t total = 0;
    for (const MropeSegment& s : segments) {
        if (s.kind == MropeSegmentKind::Text) {
            if (s.tokens < 0)
                out.push_back({ProblemCode::NotPositive, "tokens", double(s.tokens)});
        } else {
            const std::pair<const char*, int> sides[] = {{"frames", s.frames}, {"rows", s.rows}, {"cols", s.cols}};
            for (const auto& [name, side] : sides)
                if (side < 1)
                    out.push_back({ProblemCode::NotPositive, name, double(side)});
            if (!std::isfinite(s.timeScale))
                out.push_back({ProblemCode::NotFinite, "time_scale", s.timeScale});
            else if (s.timeScale < 0)
                out.push_back({ProblemCode::NotPositive, "time_scale", s.timeScale});
        }
        if (out.empty())
            total += segmentTokens(s);
        if (total > maxMropeTokens) {
            out.push_back({ProblemCode::TooLarge, "tokens", double(total), double(maxMropeTokens)});
            return out;
        }
    }
    if (out.empty() && total == 0)
        out.push_back({ProblemCode::EmptySequence, "tokens", 0.0});
    return out;
}

MropeIndex mropeIndex(const std::vector<MropeSegment>& segments)
{
    MropeIndex out;
    std::int64_t total = 0;
    for (const MropeSegment& s : segments)
        total += segmentTokens(s);
    out.thw.resize(Eigen::Index(total), 3);
    out.segmentOf.reserve(size_t(total));
    Eigen::Index row = 0;
    for (size_t seg = 0; seg < segments.size(); ++seg) {
        const MropeSegment& s = segments[seg];
        out.segmentStart.push_back(row);
        const double start = out.largest + 1;
        if (s.kind == MropeSegmentKind::Text) {
            for (int i = 0; i < s.tokens; ++i, ++row)
                out.thw.row(row).setConstant(start + i);
        } else {
            for (int f = 0; f < s.frames; ++f) {
                const double tau = std::floor(f * s.timeScale);
                for (int r = 0; r < s.rows; ++r)
                    for (int c = 0; c < s.cols; ++c, ++row)
                        out.thw.row(row) << start + tau, start + r, start + c;
            }
        }
        const Eigen::Index first = Eigen::Index(out.segmentStart.back());
        out.segmentOf.insert(out.segmentOf.end(), size_t(row - first), int(seg));
        if (row > first)
            out.largest = std::max(out.largest, out.thw.middleRows(first, row - first).maxCoeff());
    }
    out.ropeDeltas = out.largest + 1 - double(total);
    return out;
}

} // namespace rope::core
