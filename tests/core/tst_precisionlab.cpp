// Where low precision breaks the relative property, and the remedy, against hand-derived bounds.

#include "core/content.h"
#include "core/precisionlab.h"

#include <QtTest>

#include <cmath>

using namespace rope::core;

class tst_PrecisionLab : public QObject {
    Q_OBJECT

private slots:
    void anglesByHand();
    void fp32AngleErrorGrowsWithPosition();
    void scoreStopsBeingRelativeInBf16();
    void fp32AnglesAreTheRemedy();
};

void tst_PrecisionLab::anglesByHand()
{
    // bf16: position 257 → 256, θ = 1 exact: the angle is 256.
    QCOMPARE(pipelineAngle(1.0, 257, Precision::Bf16, AnglePrecision::SameAsData), 256.0);
    // fp16 holds 2049 as 2048.
    QCOMPARE(pipelineAngle(1.0, 2049, Precision::Fp16, AnglePrecision::SameAsData), 2048.0);
    // With fp32 angles, 257 is exact.
    QCOMPARE(pipelineAngle(1.0, 257, Precision::Bf16, AnglePrecision::Fp32), 257.0);
    // The error is wrapped: 1 rad off is 1 rad, 2π + 0.5 off is 0.5.
    QVERIFY(std::abs(angleError(1.0, 257, Precision::Bf16, AnglePrecision::SameAsData) - 1.0) < 1e-12);
    QVERIFY(angleError(0.5, 100, Precision::Fp64, AnglePrecision::SameAsData) == 0.0);
}

void tst_PrecisionLab::fp32AngleErrorGrowsWithPosition()
{
    // fp32 keeps 24 bits: the angle p·θ is off by up to about p·θ·2^−24 (plus θ's own rounding).
    const double theta = std::pow(1e4, -2.0 / 128); // pair 1 of d = 128
    double near = 0, far = 0;
    for (int i = 0; i < 200; ++i) {
        near = std::max(near, angleError(theta, 100 + i, Precision::Fp32, AnglePrecision::SameAsData));
        far = std::max(far, angleError(theta, 1e6 + 997 * i, Precision::Fp32, AnglePrecision::SameAsData));
    }
    QVERIFY(near < 100 * theta * 2 * std::ldexp(1.0, -24) * 4);
    QVERIFY(far > 100 * near);
    QVERIFY(far < 2e6 * theta * std::ldexp(1.0, -23));
}

void tst_PrecisionLab::scoreStopsBeingRelativeInBf16()
{
    RopeParams p;
    p.headDim = 64;
    const FrequencyTable f = frequencies(p);
    const Content c = makeContent(p, 1, {ContentSource::Constant, 2});
    const Eigen::VectorXd q = c.q.row(0).transpose(), k = c.k.row(0).transpose();
    const double delta = 5;
    const double reference = pipelineScore(p, f, q, k, 10 + delta, 10, Precision::Fp64, AnglePrecision::SameAsData);
    // fp64: the same score at every absolute position (the relative property).
    for (double m : {1e3, 1e5, 1e6})
        QVERIFY(std::abs(pipelineScore(p, f, q, k, m, m - delta, Precision::Fp64, AnglePrecision::SameAsData) -
                         reference) < 1e-8);
    // bf16 with bf16 angles: far from it once positions are long.
    const double far = pipelineScore(p, f, q, k, 1e5 + delta, 1e5, Precision::Bf16, AnglePrecision::SameAsData);
    QVERIFY2(std::abs(far - reference) > 0.5, qPrintable(QString("%1 vs %2").arg(far).arg(reference)));
}

void tst_PrecisionLab::fp32AnglesAreTheRemedy()
{
    RopeParams p;
    p.headDim = 64;
    const FrequencyTable f = frequencies(p);
    const Content c = makeContent(p, 1, {ContentSource::Constant, 3});
    const Eigen::VectorXd q = c.q.row(0).transpose(), k = c.k.row(0).transpose();
    double lossy = 0, remedied = 0;
    const double reference = pipelineScore(p, f, q, k, 7, 0, Precision::Fp64, AnglePrecision::SameAsData);
    for (int i = 0; i < 50; ++i) {
        const double m = 20000 + 137 * i;
        lossy =
            std::max(lossy, std::abs(pipelineScore(p, f, q, k, m, m - 7, Precision::Bf16, AnglePrecision::SameAsData) -
                                     reference));
        remedied = std::max(
            remedied, std::abs(pipelineScore(p, f, q, k, m, m - 7, Precision::Bf16, AnglePrecision::Fp32) - reference));
    }
    QVERIFY2(remedied * 5 < lossy, qPrintable(QString("%1 vs %2").arg(remedied).arg(lossy)));
}

QTEST_APPLESS_MAIN(tst_PrecisionLab)
#include "tst_precisionlab.moc"
