// What the command line's scores mean, checked against values derived by hand: decompose-additive's
// four terms are raw scores q̂_m·k̂_n (the article's), the logits come separately; in a reduced
// precision `score` reports positions as the format holds them and per-pair parts that add up to
// its score.
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

#include "apprun.h"
#include "testfiles.h"

#include <cmath>

using namespace rope::test;

namespace {

double at(const QJsonObject& o, const char* key, int row, int col)
{
    return o[QLatin1String(key)].toArray()[row].toArray()[col].toDouble(std::nan(""));
}

} // namespace

class tst_ScoreConventions : public QObject {
    Q_OBJECT

private slots:
    void additiveTermsAreRawScores();
    void reducedPrecisionScoreIsConsistent_data();
    void reducedPrecisionScoreIsConsistent();
};

void tst_ScoreConventions::additiveTermsAreRawScores()
{
    // D = 2, x_0 = (1, 0), x_1 = (0, 1), identity projections, θ_0 = base^0 = 1, so p_m = (sin m, cos m):
    // p_0 = (0, 1), p_1 = (sin 1, cos 1).
    QTemporaryDir dir;
    const QString x = writeFile(dir, "x.npy", npyBytes("<f8", {2, 2}, doubles({1, 0, 0, 1})));
    const AppRun r = runApp({"compute", "decompose-additive", "--input", x});
    QVERIFY2(r.exitCode == 0, qPrintable(r.error()));
    const QJsonObject o = r.json();
    const double s1 = std::sin(1.0), c1 = std::cos(1.0);
    QCOMPARE(at(o, "cc", 0, 0), 1.0); // x_0·x_0, not 1/√2
    QCOMPARE(at(o, "cc", 0, 1), 0.0);
    QVERIFY(std::abs(at(o, "cp", 0, 1) - s1) < 1e-15); // x_0·p_1
    QVERIFY(std::abs(at(o, "pc", 1, 0) - s1) < 1e-15); // p_1·x_0
    QVERIFY(std::abs(at(o, "pp", 1, 0) - c1) < 1e-15); // p_1·p_0 = cos(1 − 0)
    // (x_1 + p_1)·(x_0 + p_0) = (sin 1, 1 + cos 1)·(1, 1)
    const double total10 = s1 + 1 + c1;
    QVERIFY(std::abs(at(o, "total", 1, 0) - total10) < 1e-15);
    QVERIFY(std::abs(at(o, "logits", 1, 0) - total10 / std::sqrt(2.0)) < 1e-15);
    QVERIFY(std::abs(o["logit_scale"].toDouble() - 1 / std::sqrt(2.0)) < 1e-16);
}

void tst_ScoreConventions::reducedPrecisionScoreIsConsistent_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<double>("m");
    QTest::addColumn<double>("heldM");
    QTest::addColumn<double>("ulp"); // spacing of the format at the score's magnitude (|score| < 16)
    // bf16 has 8 significant bits: 257 lies halfway between 256 and 258 and rounds to even, 256.
    QTest::newRow("bf16 257") << "bf16" << 257.0 << 256.0 << 0.0625;
    QTest::newRow("bf16 1000") << "bf16" << 1000.0 << 1000.0 << 0.0625; // 1000 = 125·8 fits 8 bits
    QTest::newRow("bf16 1001") << "bf16" << 1001.0 << 1000.0 << 0.0625;
    // fp16 has 11: 2049 rounds to 2048.
    QTest::newRow("fp16 2049") << "fp16" << 2049.0 << 2048.0 << 0.0078125;
    QTest::newRow("fp64 257") << "fp64" << 257.0 << 257.0 << 1e-12;
}

void tst_ScoreConventions::reducedPrecisionScoreIsConsistent()
{
    QFETCH(QString, precision);
    QFETCH(double, m);
    QFETCH(double, heldM);
    QFETCH(double, ulp);
    const AppRun r = runApp({"compute", "score", "--precision", precision, "--m", QString::number(m), "--n", "0",
                             "--head-dim", "64", "--seed", "2"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.error()));
    const QJsonObject o = r.json();
    QCOMPARE(o["m"].toDouble(), heldM);
    QCOMPARE(o["delta"].toDouble(), heldM);
    double sum = o["constant"].toDouble();
    for (const QJsonValue& v : o["per_pair"].toArray())
        sum += v.toDouble();
    const double score = o["score"].toDouble();
    QVERIFY(std::abs(score) < 16);
    // The score is the parts' sum rounded once to the format: at most half a spacing away.
    QVERIFY2(std::abs(sum - score) <= ulp / 2, qPrintable(QStringLiteral("sum %1, score %2").arg(sum).arg(score)));
}

QTEST_GUILESS_MAIN(tst_ScoreConventions)
#include "tst_scoreconventions.moc"
