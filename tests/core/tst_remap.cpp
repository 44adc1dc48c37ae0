// Remapped distances on small N written out by hand from each method's rule (core/remap.h), and the
// logits at them: plain causal equals ordinary RoPE attention, and a remapped cell equals the score of
// q turned by Δ' against an unturned k.

#include "core/attention.h"
#include "core/content.h"
#include "core/remap.h"
#include "core/rotation.h"
#include "testutil.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace rope::core;

namespace {

// A masked cell: not fed to RoPE at all.
constexpr double x = std::numeric_limits<double>::quiet_NaN();

Eigen::VectorXd upTo(int n) { return Eigen::VectorXd::LinSpaced(n, 0, n - 1); }

void compareRow(const Eigen::MatrixXd& d, Eigen::Index row, std::initializer_list<double> expected)
{
    Eigen::Index n = 0;
    for (double e : expected) {
        if (std::isnan(e))
            QVERIFY2(std::isnan(d(row, n)), qPrintable(QStringLiteral("row %1 column %2 not masked").arg(row).arg(n)));
        else
            QVERIFY2(
                d(row, n) == e,
                qPrintable(QStringLiteral("row %1 column %2: %3, expected %4").arg(row).arg(n).arg(d(row, n)).arg(e)));
        ++n;
    }
}

RemapParams method(RemapMethod m, int window = 4, int group = 2, double leak = 2, int chunk = 4, int local = 0)
{
    RemapParams p;
    p.method = m;
    p.window = window;
    p.group = group;
    p.leak = leak;
    p.chunk = chunk;
    p.local = local;
    return p;
}

} // namespace

class tst_Remap : public QObject {
    Q_OBJECT

private slots:
    void selfExtend();
    void reropeAndLeaky();
    void slidingAndChunked();
    void dualChunk();
    void causalLogitsAreRopeAttention();
    void remappedCellIsQTurnedByTheNewDistance();
    void badSettingsAreNamed();
};

void tst_Remap::selfExtend()
{
    // W = 4, G = 2, query at 7: Δ = 7 … 0 for keys 0 … 7. Δ ≥ 4 takes ⌊7/2⌋ − ⌊n/2⌋ + 4 − ⌊4/2⌋ = 5 − ⌊n/2⌋:
    // keys 0, 1 → 5, keys 2, 3 → 4; keys 4 … 7 are neighbours: 3, 2, 1, 0.
    const Eigen::MatrixXd d = remappedDistances(method(RemapMethod::SelfExtend), upTo(8));
    compareRow(d, 7, {5, 5, 4, 4, 3, 2, 1, 0});
    // Query at 5: Δ = 5, 4 for keys 0, 1: ⌊5/2⌋ − 0 + 2 = 4 both; keys 2 … 5: 3, 2, 1, 0; later keys masked.
    compareRow(d, 5, {4, 4, 3, 2, 1, 0, x, x});
    QCOMPARE(largestDistance(d), 5.0); // at N = 8 no distance beyond 5 reaches RoPE
}

void tst_Remap::reropeAndLeaky()
{
    // ReRoPE, W = 3: min(Δ, 3).
    compareRow(remappedDistances(method(RemapMethod::ReRope, 3), upTo(8)), 7, {3, 3, 3, 3, 3, 2, 1, 0});
    // Leaky, W = 3, k = 2: 3 + (Δ − 3)/2 for Δ ≥ 3: Δ = 7 → 5, 6 → 4.5, 5 → 4, 4 → 3.5.
    const Eigen::MatrixXd leaky = remappedDistances(method(RemapMethod::LeakyReRope, 3, 2, 2), upTo(8));
    compareRow(leaky, 7, {5, 4.5, 4, 3.5, 3, 2, 1, 0});
    QCOMPARE(largestDistance(leaky), 5.0);
}

void tst_Remap::slidingAndChunked()
{
    const Eigen::MatrixXd sliding = remappedDistances(method(RemapMethod::Sliding, 3), upTo(8));
    compareRow(sliding, 7, {x, x, x, x, x, 2, 1, 0});
    compareRow(sliding, 1, {1, 0, x, x, x, x, x, x});
    QCOMPARE(largestDistance(sliding), 2.0);
    const Eigen::MatrixXd chunked = remappedDistances(method(RemapMethod::Chunked, 4, 2, 2, 4), upTo(8));
    compareRow(chunked, 7, {x, x, x, x, 3, 2, 1, 0});
    compareRow(chunked, 4, {x, x, x, x, 0, x, x, x}); // the first of a chunk sees itself
    compareRow(chunked, 3, {3, 2, 1, 0, x, x, x, x});
    QCOMPARE(largestDistance(chunked), 3.0);
}

void tst_Remap::dualChunk()
{
    // chunk_size 6, local_size 2: chunks of c = 4, keys at n mod 4.
    const Eigen::MatrixXd d = remappedDistances(method(RemapMethod::Dca, 4, 2, 2, 6, 2), upTo(12));
    // Query 11 (chunk 2, at 3): its own chunk 3 − (n mod 4) = 3, 2, 1, 0; chunk 1 is the one before:
    // query at min(3 + 4, 6) = 6, so 6, 5, 4, 3; chunk 0 is older: query at min(2·4 − 1, 6) = 6.
    compareRow(d, 11, {6, 5, 4, 3, 6, 5, 4, 3, 3, 2, 1, 0});
    // Query 8 (chunk 2, at 0): the chunk before at min(0 + 4, 6) = 4: 4, 3, 2, 1.
    compareRow(d, 8, {6, 5, 4, 3, 4, 3, 2, 1, 0, x, x, x});
    // Query 5 (chunk 1, at 1): the chunk before at 5: 5, 4, 3, 2; its own 1, 0.
    compareRow(d, 5, {5, 4, 3, 2, 1, 0, x, x, x, x, x, x});
    QCOMPARE(largestDistance(d), 6.0); // never beyond chunk_size
}

void tst_Remap::causalLogitsAreRopeAttention()
{
    RopeParams params;
    params.headDim = 16;
    ContentSpec spec;
    spec.source = ContentSource::Random;
    spec.seed = 5;
    const Content c = makeContent(params, 10, spec);
    AttentionOptions options;
    options.mask = Mask::Causal;
    const AttentionResult<double> rope = attentionAt(params, c.q, c.k, c.v, options);
    const Eigen::MatrixXd logits =
        remappedLogits(params, c.q, c.k, remappedDistances(method(RemapMethod::Causal), upTo(10)));
    for (Eigen::Index m = 0; m < 10; ++m)
        for (Eigen::Index n = 0; n < 10; ++n) {
            if (n > m)
                QVERIFY(std::isinf(logits(m, n)) && logits(m, n) < 0);
            else
                ROPE_COMPARE_NEAR(logits(m, n), rope.logits(m, n), 1e-12);
        }
}

void tst_Remap::remappedCellIsQTurnedByTheNewDistance()
{
    RopeParams params;
    params.headDim = 8;
    params.pairing = Pairing::HalfSplit;
    ContentSpec spec;
    spec.source = ContentSource::Random;
    spec.seed = 9;
    const Content c = makeContent(params, 8, spec);
    const Eigen::MatrixXd d = remappedDistances(method(RemapMethod::SelfExtend), upTo(8));
    const Eigen::MatrixXd logits = remappedLogits(params, c.q, c.k, d, 1.0);
    // Query 7, key 0: Δ' = 5. Turning q by 5 and k by 0 gives the score RoPE gives at Δ = 5.
    const RowMatrixXd q7 = rotate(params, RowMatrixXd(c.q.row(7)), Eigen::VectorXd::Constant(1, 5.0));
    const RowMatrixXd k0 = rotate(params, RowMatrixXd(c.k.row(0)), Eigen::VectorXd::Constant(1, 0.0));
    ROPE_COMPARE_NEAR(logits(7, 0), q7.row(0).dot(k0.row(0)), 1e-12);
    // Query 7, key 5: a neighbour, Δ' = Δ = 2.
    const RowMatrixXd q2 = rotate(params, RowMatrixXd(c.q.row(7)), Eigen::VectorXd::Constant(1, 2.0));
    ROPE_COMPARE_NEAR(logits(7, 5), q2.row(0).dot(c.k.row(5)), 1e-12);
}

void tst_Remap::badSettingsAreNamed()
{
    QCOMPARE(validateRemap(method(RemapMethod::SelfExtend, 4, 0)).at(0).field, std::string("group"));
    QCOMPARE(validateRemap(method(RemapMethod::LeakyReRope, 4, 2, 0.5)).at(0).field, std::string("leak"));
    QCOMPARE(validateRemap(method(RemapMethod::Dca, 4, 2, 2, 6, 6)).at(0).field, std::string("local"));
    QCOMPARE(validateRemap(method(RemapMethod::Sliding, 0)).at(0).field, std::string("window"));
    QVERIFY(validateRemap(method(RemapMethod::Dca, 4, 2, 2, 6, 2)).empty());
}

QTEST_APPLESS_MAIN(tst_Remap)
#include "tst_remap.moc"
