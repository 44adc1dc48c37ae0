// Run-time CPU dispatch (core/CMakeLists.txt): the binary loads the copy of the numerics built for
// the best instruction-set level this processor has, and every copy computes the same numbers.
// Lower levels are tried on the same machine by masking processor features from the dynamic loader
// (GLIBC_TUNABLES=glibc.cpu.hwcaps=-AVX512F,...), as a machine without them would be. The level the
// loader should pick is asked of the processor here (__builtin_cpu_supports), not of the app.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include "apprun.h"
#include "testutil.h"

#include <cmath>

using namespace rope::test;

namespace {

struct Level {
    const char* name; // as --version prints it and as its glibc-hwcaps folder is called
    bool supported; // this processor runs it
    const char* tunables; // masks every higher level
    const char* folder; // where its copy of librope-core.so lies, relative to the library folder
};

QList<Level> levels()
{
    return {
        {"x86-64-v4", rope::test::cpuRunsLevel(4), "", "glibc-hwcaps/x86-64-v4/"},
        {"x86-64-v3", rope::test::cpuRunsLevel(3), "glibc.cpu.hwcaps=-AVX512F", "glibc-hwcaps/x86-64-v3/"},
        // x86-64-v2 needs SSE4.2 and POPCNT: without AVX2 it is the best left, and there is no copy for
        // it, so the loader falls back to the portable one.
        {"x86-64", true, "glibc.cpu.hwcaps=-AVX512F,-AVX2", ""},
    };
}

AppRun runAt(const Level& level, const QStringList& args)
{
    // Set for every level, empty for the best, so that tunables of the caller's never leak in.
    return runApp(args, 0, {QStringLiteral("GLIBC_TUNABLES=%1").arg(QLatin1String(level.tunables))});
}

// Every number in a JSON document, in document order.
void collectNumbers(const QJsonValue& value, QList<double>& out)
{
    if (value.isDouble())
        out << value.toDouble();
    else if (value.isArray())
        for (const QJsonValue& v : value.toArray())
            collectNumbers(v, out);
    else if (value.isObject())
        for (const QJsonValue& v : value.toObject())
            collectNumbers(v, out);
}

} // namespace

class tst_CpuDispatch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void theBestCopyIsLoaded_data();
    void theBestCopyIsLoaded();
    void everyCopyComputesTheSameNumbers_data();
    void everyCopyComputesTheSameNumbers();
};

void tst_CpuDispatch::initTestCase()
{
#ifndef ROPE_CPU_DISPATCH
    QSKIP("built without ROPE_CPU_DISPATCH (native, sanitizer or fuzzing build): one copy of the numerics");
#endif
}

void tst_CpuDispatch::theBestCopyIsLoaded_data()
{
    QTest::addColumn<int>("index");
    for (int i = 0; i < levels().size(); ++i)
        QTest::newRow(levels()[i].name) << i;
}

void tst_CpuDispatch::theBestCopyIsLoaded()
{
    QFETCH(int, index);
    const Level level = levels()[index];
    if (!level.supported)
        QSKIP("this processor lacks the level");
    const AppRun r = runAt(level, {"--version"});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    const QRegularExpressionMatch line = QRegularExpression(QStringLiteral("^numerics: (\\S+) \\(([^)]*)\\), (.+)$"),
                                                            QRegularExpression::MultilineOption)
                                             .match(out);
    QVERIFY2(line.hasMatch(), qPrintable(out));
    QCOMPARE(line.captured(1), QLatin1String(level.name));
    // The file really loaded is the level's copy, in the build's library folder.
    const QString expectedFile = QStringLiteral("/lib/%1librope-core.so").arg(QLatin1String(level.folder));
    QVERIFY2(line.captured(3).endsWith(expectedFile), qPrintable(line.captured(3) + " vs " + expectedFile));
}

void tst_CpuDispatch::everyCopyComputesTheSameNumbers_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<double>("tolerance"); // relative to max(1, |value|)
    // The copies differ in vector width and in fusing multiply-adds, so only rounding may differ.
    QTest::newRow("attention fp64") << QStringList{"attention", "--positions", "0:96",   "--head-dim", "128",
                                                   "--mask",    "causal",      "--seed", "3"}
                                    << 1e-12;
    QTest::newRow("attention fp32 yarn")
        << QStringList{"attention", "--positions", "0:80", "--head-dim", "64", "--precision",
                       "fp32",      "--scaling",   "yarn", "--factor",   "8",  "--original-max-position-embeddings",
                       "64"}
        << 2e-5;
    QTest::newRow("curve half-split llama3")
        << QStringList{"curve",     "--head-dim", "128",      "--pairing", "half-split",
                       "--scaling", "llama3",     "--factor", "8",         "--original-max-position-embeddings",
                       "8192"}
        << 1e-12;
    QTest::newRow("rotate") << QStringList{"rotate", "--head-dim", "64", "--positions", "0,1,7,1000,65535"} << 1e-12;
}

void tst_CpuDispatch::everyCopyComputesTheSameNumbers()
{
    if (!levels()[1].supported)
        QSKIP("this processor runs the portable copy only: nothing to compare it with");
    QFETCH(QStringList, args);
    QFETCH(double, tolerance);
    QList<double> reference;
    QString referenceLevel;
    int compared = 0;
    for (const Level& level : levels()) {
        if (!level.supported)
            continue;
        const AppRun r = runAt(level, QStringList{"compute"} + args);
        QVERIFY2(r.exitCode == 0, qPrintable(r.error()));
        QList<double> numbers;
        collectNumbers(QJsonDocument::fromJson(r.out).object(), numbers);
        QVERIFY(numbers.size() > 50);
        if (reference.isEmpty()) {
            reference = numbers;
            referenceLevel = QLatin1String(level.name);
            continue;
        }
        QCOMPARE(numbers.size(), reference.size());
        for (qsizetype i = 0; i < numbers.size(); ++i) {
            const double bound = tolerance * std::max(1.0, std::abs(reference[i]));
            QVERIFY2(std::abs(numbers[i] - reference[i]) <= bound,
                     qPrintable(QStringLiteral("value %1: %2 (%3) vs %4 (%5)")
                                    .arg(i)
                                    .arg(numbers[i], 0, 'g', 17)
                                    .arg(QLatin1String(level.name))
                                    .arg(reference[i], 0, 'g', 17)
                                    .arg(referenceLevel)));
        }
        ++compared;
    }
    QVERIFY(compared >= 1); // at least x86-64-v3 against the portable copy
}

QTEST_GUILESS_MAIN(tst_CpuDispatch)
#include "tst_cpudispatch.moc"
