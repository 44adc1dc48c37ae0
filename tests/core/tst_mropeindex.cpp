// get_rope_index: the (t, h, w) ids of small prompts written out here by hand from the rule (text one
// past the largest id so far on all axes; a block starts there and adds frame, row, column), their
// rope_deltas and the first decoded id; and M-RoPE with every pair on t is 1-D RoPE at t.

#include "core/frequencies.h"
#include "core/mropeindex.h"
#include "core/rotation.h"
#include "testutil.h"

#include <QtTest>

#include <array>
#include <cmath>
#include <vector>

using namespace rope::core;
using rope::test::maxAbsDiff;

namespace {

MropeSegment text(int n)
{
    MropeSegment s;
    s.tokens = n;
    return s;
}

MropeSegment block(MropeSegmentKind kind, int frames, int rows, int cols, double timeScale = 1)
{
    MropeSegment s;
    s.kind = kind;
    s.frames = frames;
    s.rows = rows;
    s.cols = cols;
    s.timeScale = timeScale;
    return s;
}

AxisPositions rows(const std::vector<std::array<double, 3>>& triples)
{
    AxisPositions out(Eigen::Index(triples.size()), 3);
    for (size_t i = 0; i < triples.size(); ++i)
        out.row(Eigen::Index(i)) << triples[i][0], triples[i][1], triples[i][2];
    return out;
}

} // namespace

class tst_MropeIndex : public QObject {
    Q_OBJECT

private slots:
    void textImageText();
    void videoFrameIndexAndAbsoluteTime();
    void theViewsPrompt();
    void blocksBackToBack();
    void allPairsOnTimeIsOneDimensionalRope();
    void refusals();
};

void tst_MropeIndex::textImageText()
{
    // 2 text tokens, a 2 × 3 image, 1 text token. Text: 0, 1. The image starts at 2: t = 2, h = 2 + row,
    // w = 2 + column. Largest so far: 4, so the last text token is 5. L = 9, rope_deltas = 5 + 1 − 9 = −3.
    const MropeIndex index = mropeIndex({text(2), block(MropeSegmentKind::Image, 1, 2, 3), text(1)});
    const AxisPositions expected =
        rows({{0, 0, 0}, {1, 1, 1}, {2, 2, 2}, {2, 2, 3}, {2, 2, 4}, {2, 3, 2}, {2, 3, 3}, {2, 3, 4}, {5, 5, 5}});
    QVERIFY(maxAbsDiff(index.thw, expected) == 0.0);
    QCOMPARE(index.segmentOf, (std::vector<int>{0, 0, 1, 1, 1, 1, 1, 1, 2}));
    QCOMPARE(index.segmentStart, (std::vector<std::int64_t>{0, 2, 8}));
    QCOMPARE(index.largest, 5.0);
    QCOMPARE(index.ropeDeltas, -3.0);
    // The first generated token, sequence index 9, continues at 6 = largest + 1; the next at 7.
    QCOMPARE(mropeDecodePosition(index, 9), 6.0);
    QCOMPARE(mropeDecodePosition(index, 10), 7.0);
}

void tst_MropeIndex::videoFrameIndexAndAbsoluteTime()
{
    // 1 text token, a video of 2 frames of 2 × 2, 1 text token. Qwen2-VL: frame f has t = 1 + f.
    const auto ids = [](double timeScale, int frames) {
        return mropeIndex({text(1), block(MropeSegmentKind::Video, frames, 2, 2, timeScale), text(1)});
    };
    MropeIndex index = ids(1, 2);
    QVERIFY(maxAbsDiff(index.thw, rows({{0, 0, 0},
                                        {1, 1, 1},
                                        {1, 1, 2},
                                        {1, 2, 1},
                                        {1, 2, 2},
                                        {2, 1, 1},
                                        {2, 1, 2},
                                        {2, 2, 1},
                                        {2, 2, 2},
                                        {3, 3, 3}})) == 0.0);
    QCOMPARE(index.ropeDeltas, 3 + 1 - 10.0);
    // Qwen2.5-VL at 1 s per grid and 2 tokens per second: frame 1 has t = 1 + 2 = 3, the text after it 4.
    index = ids(1.0 * qwen25TokensPerSecond, 2);
    QVERIFY(maxAbsDiff(index.thw.col(0), (Eigen::VectorXd(10) << 0, 1, 1, 1, 1, 3, 3, 3, 3, 4).finished()) == 0.0);
    QVERIFY(maxAbsDiff(index.thw.col(1), (Eigen::VectorXd(10) << 0, 1, 1, 2, 2, 1, 1, 2, 2, 4).finished()) == 0.0);
    QCOMPARE(index.ropeDeltas, 4 + 1 - 10.0);
    // τ(f) is floored: 0.5 s per grid × 1 token per second gives τ = 0, 0, 1 for three frames.
    index = ids(0.5, 3);
    QCOMPARE(index.thw(1, 0), 1.0);
    QCOMPARE(index.thw(5, 0), 1.0);
    QCOMPARE(index.thw(9, 0), 2.0);
    QCOMPARE(index.thw(13, 0), 3.0); // the text after: largest so far (2 on h and w) + 1
}

void tst_MropeIndex::theViewsPrompt()
{
    // text (4) | image 3 × 4 | text (3) | video 2 frames × 2 × 2 | text (2): text 0 … 3; the image at 4
    // (t = 4, h = 4 … 6, w = 4 … 7); text 8, 9, 10; the video at 11 (t = 11, 12; h, w = 11 … 12); text
    // 13, 14. L = 29, rope_deltas = 14 + 1 − 29 = −14.
    const MropeIndex index = mropeIndex(
        {text(4), block(MropeSegmentKind::Image, 1, 3, 4), text(3), block(MropeSegmentKind::Video, 2, 2, 2), text(2)});
    QCOMPARE(index.thw.rows(), Eigen::Index(29));
    QVERIFY(maxAbsDiff(index.thw.row(4), Eigen::RowVector3d(4, 4, 4)) == 0.0);
    QVERIFY(maxAbsDiff(index.thw.row(15), Eigen::RowVector3d(4, 6, 7)) == 0.0); // the image's last patch
    QVERIFY(maxAbsDiff(index.thw.row(16), Eigen::RowVector3d(8, 8, 8)) == 0.0);
    QVERIFY(maxAbsDiff(index.thw.row(19), Eigen::RowVector3d(11, 11, 11)) == 0.0);
    QVERIFY(maxAbsDiff(index.thw.row(26), Eigen::RowVector3d(12, 12, 12)) == 0.0);
    QVERIFY(maxAbsDiff(index.thw.row(28), Eigen::RowVector3d(14, 14, 14)) == 0.0);
    QCOMPARE(index.ropeDeltas, -14.0);
    QCOMPARE(mropeDecodePosition(index, 29), 15.0);
}

void tst_MropeIndex::blocksBackToBack()
{
    // Image 1 × 2 then image 1 × 1 with no text between: the second starts one past the first's w.
    const MropeIndex index =
        mropeIndex({block(MropeSegmentKind::Image, 1, 1, 2), block(MropeSegmentKind::Image, 1, 1, 1)});
    QVERIFY(maxAbsDiff(index.thw, rows({{0, 0, 0}, {0, 0, 1}, {2, 2, 2}})) == 0.0);
    QCOMPARE(index.ropeDeltas, 2 + 1 - 3.0);
    // Text only: the ids are the sequence indices and rope_deltas is 0.
    const MropeIndex plain = mropeIndex({text(5)});
    QVERIFY(maxAbsDiff(plain.thw.col(2), Eigen::VectorXd::LinSpaced(5, 0, 4)) == 0.0);
    QVERIFY(plain.ropeDeltas == 0.0);
}

void tst_MropeIndex::allPairsOnTimeIsOneDimensionalRope()
{
    // Chunked with every pair on t: each pair turns by t·θ_i, 1-D RoPE at position t (for an image, one
    // position for every patch). Text tokens under [16, 24, 24] and [24, 20, 20]: θ_i·p exactly.
    RopeParams p;
    p.headDim = 128;
    p.base = 1e6;
    const Eigen::VectorXd theta = frequencies(p).invFreq;
    const MropeIndex index = mropeIndex({text(3), block(MropeSegmentKind::Image, 1, 2, 3), text(2)});
    Mrope allT;
    allT.section = {64, 0, 0};
    QVERIFY(maxAbsDiff(mropeAngles(index.thw, mropePairAxis(allT, 64), theta), angleTable(index.thw.col(0), theta)) ==
            0.0);
    const Eigen::VectorXd textPositions = (Eigen::VectorXd(5) << 0, 1, 2, 6, 7).finished();
    for (auto [section, layout] : {std::pair{std::array<int, 3>{16, 24, 24}, MropeLayout::Chunked},
                                   std::pair{std::array<int, 3>{24, 20, 20}, MropeLayout::Interleaved}}) {
        const Eigen::MatrixXd angles = mropeAngles(index.thw, mropePairAxis({section, layout}, 64), theta);
        Eigen::MatrixXd textAngles(5, 64);
        textAngles << angles.topRows(3), angles.bottomRows(2);
        QVERIFY(maxAbsDiff(textAngles, angleTable(textPositions, theta)) == 0.0);
    }
}

void tst_MropeIndex::refusals()
{
    QVERIFY(validateMropeSegments({text(1)}).empty());
    QCOMPARE(validateMropeSegments({}).front().code, ProblemCode::EmptySequence);
    QCOMPARE(validateMropeSegments({text(0)}).front().code, ProblemCode::EmptySequence);
    QCOMPARE(validateMropeSegments({text(-1)}).front().field, std::string("tokens"));
    QCOMPARE(validateMropeSegments({block(MropeSegmentKind::Image, 1, 0, 3)}).front().field, std::string("rows"));
    QCOMPARE(validateMropeSegments({block(MropeSegmentKind::Video, 2, 2, 2, -1)}).front().field,
             std::string("time_scale"));
    QCOMPARE(validateMropeSegments({block(MropeSegmentKind::Video, 2, 2, 2, NAN)}).front().code,
             ProblemCode::NotFinite);
    QCOMPARE(validateMropeSegments({block(MropeSegmentKind::Video, 64, 128, 129)}).front().code, ProblemCode::TooLarge);
}

QTEST_APPLESS_MAIN(tst_MropeIndex)
#include "tst_mropeindex.moc"
