// A guard for restructuring, not a check of correctness: the command lines of tests/app/golden/
// commands.txt must print what they printed when the list was made (stdout, stderr, exit code).
// The other tests derive their numbers independently; this one only says that moving code around
// changed no output. Numbers may differ in their last bits between processors (Eigen's reductions
// run in other orders under SSE2, AVX2 and AVX-512), so they are compared to 1e-12 relative (float32
// results to the tolerance commands.txt gives them); every other character must be equal.

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

#include "apprun.h"

#include <cmath>

using namespace rope::test;

namespace {

const QString kGolden = QStringLiteral(ROPE_SOURCE_DIR "/tests/app/golden");

struct Command {
    QString name;
    QStringList args;
    double tolerance = 1e-12; ///< relative, for numbers
};

std::vector<Command> commands()
{
    QFile file(kGolden + QStringLiteral("/commands.txt"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    std::vector<Command> out;
    for (const QByteArray& raw : file.readAll().split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        Command c{line.left(colon), line.mid(colon + 1).split(QLatin1Char(' '), Qt::SkipEmptyParts)};
        if (const qsizetype at = c.name.indexOf(QLatin1Char('@')); at > 0) { // NAME@TOLERANCE
            c.tolerance = c.name.mid(at + 1).toDouble();
            c.name.truncate(at);
        }
        out.push_back(c);
    }
    return out;
}

// Text and numbers, alternating: the numbers are what may move in their last bits.
struct Tokens {
    QStringList text;
    std::vector<double> numbers;
};

Tokens tokens(const QString& s)
{
    static const QRegularExpression number(QStringLiteral(R"(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)"));
    Tokens t;
    qsizetype at = 0;
    for (auto it = number.globalMatch(s); it.hasNext();) {
        const auto match = it.next();
        t.text << s.mid(at, match.capturedStart() - at);
        t.numbers.push_back(match.captured().toDouble());
        at = match.capturedEnd();
    }
    t.text << s.mid(at);
    return t;
}

bool close(double a, double b, double tolerance)
{
    return a == b || std::abs(a - b) <= tolerance * std::max(std::abs(a), std::abs(b));
}

} // namespace

class tst_Golden : public QObject {
    Q_OBJECT

private slots:
    void outputUnchanged_data();
    void outputUnchanged();
};

void tst_Golden::outputUnchanged_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<double>("tolerance");
    for (const Command& c : commands())
        QTest::newRow(qPrintable(c.name)) << c.args << c.tolerance;
}

void tst_Golden::outputUnchanged()
{
    QFETCH(QStringList, args);
    QFETCH(double, tolerance);
    QFile expectedFile(kGolden + QLatin1Char('/') + QString::fromLatin1(QTest::currentDataTag()) +
                       QStringLiteral(".out"));
    QVERIFY2(expectedFile.open(QIODevice::ReadOnly), qPrintable(expectedFile.fileName()));
    const QString expected = QString::fromUtf8(expectedFile.readAll());

    const AppRun run = runApp(args, 0, {}, kGolden);
    QString actual = QStringLiteral("exit: %1\n--- stdout\n%2--- stderr\n%3")
                         .arg(run.exitCode)
                         .arg(QString::fromUtf8(run.out), QString::fromUtf8(run.err));
    actual.replace(QStringLiteral(ROPE_EXPLORER_BINARY), QStringLiteral("rope-explorer"));

    const Tokens a = tokens(actual), e = tokens(expected);
    if (a.text != e.text || a.numbers.size() != e.numbers.size()) {
        // Show the first line that differs.
        const QStringList al = actual.split(QLatin1Char('\n')), el = expected.split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < std::max(al.size(), el.size()); ++i)
            if (al.value(i) != el.value(i))
                QFAIL(qPrintable(QStringLiteral("line %1\n   got: %2\nwanted: %3")
                                     .arg(i + 1)
                                     .arg(al.value(i).left(300), el.value(i).left(300))));
        QFAIL("the outputs differ");
    }
    for (size_t i = 0; i < a.numbers.size(); ++i)
        if (!close(a.numbers[i], e.numbers[i], tolerance))
            QFAIL(qPrintable(QStringLiteral("number %1: got %2, wanted %3")
                                 .arg(i)
                                 .arg(a.numbers[i], 0, 'g', 17)
                                 .arg(e.numbers[i], 0, 'g', 17)));
}

QTEST_GUILESS_MAIN(tst_Golden)
#include "tst_golden.moc"
