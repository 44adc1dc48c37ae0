// The `compute` command line, run as a process on .npy files this test writes byte by byte.
// Expected numbers are derived by hand here; bad input must give exit code 2 and one line on stderr.

#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include "apprun.h"
#include "testfiles.h"

#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <numbers>
#include <unistd.h>

using namespace rope::test;

namespace {

using Run = AppRun;

Run runCli(const QStringList& args) { return runApp(QStringList{"compute"} + args); }

double number(const QJsonValue& v) { return v.toDouble(std::nan("")); }

} // namespace

class tst_ComputeCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void toyTable_data();
    void toyTable();
    void rotateFloat32FileByHand();
    void xposByHand();
    void proportionalPlacementByHand();
    void mropeByHand();
    void rotateFormsAgree();
    void llama3Frequencies();
    void attentionCausalJson();
    void outNpyAndCsv();
    void dashIsStdinAndStdout();
    void csvHasAHeader();
    void progressOnEveryLongRun();
    void yarnLengthsThatDisagreeWarn();
    void curveAndScoreAgree();
    void linearAttentionAndPermute();
    void badInput_data();
    void badInput();
    void helpForEverySubcommand();
    void inspectExplainsAConfig();
    void configEqualsExplicitOptions();
    void inspectRefusesBrokenConfigs();
    void exportWritesFiles();
    void exportRefusesBadInput_data();
    void exportRefusesBadInput();
    void exportAllEstimateCountsEveryFigure();
    void exportFiguresAndGallery();
    void windowLanguageNeverReachesTheCommandLine();

private:
    QTemporaryDir m_dir;
};

void tst_ComputeCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QFileInfo::exists(QStringLiteral(ROPE_EXPLORER_BINARY)));
    QFile::remove(QDir::temp().filePath("rope-never-written.png")); // left by an older, buggy build
}

void tst_ComputeCli::toyTable_data()
{
    QTest::addColumn<QString>("k");
    QTest::addColumn<QString>("m");
    QTest::addColumn<double>("score");
    QTest::newRow("toy-A1 delta=0") << "1,0"
                                    << "0" << 1.0;
    QTest::newRow("toy-A2 delta=1") << "1,0"
                                    << "1" << 0.0;
    QTest::newRow("toy-B1 delta=0") << "0,1"
                                    << "0" << 0.0;
    QTest::newRow("toy-B2 delta=1") << "0,1"
                                    << "1" << 1.0;
}

void tst_ComputeCli::toyTable()
{
    QFETCH(QString, k);
    QFETCH(QString, m);
    QFETCH(double, score);
    const Run r = runCli({"score", "--head-dim", "2", "--theta", "pi/2", "--q", "1,0", "--k", k, "--m", m, "--n", "0"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json();
    QVERIFY(std::abs(number(o["score"]) - score) < 1e-12);
    QVERIFY(std::abs(number(o["per_pair"].toArray()[0]) - score) < 1e-12);
    QCOMPARE(number(o["delta"]), m.toDouble());
}

void tst_ComputeCli::xposByHand()
{
    // d = 2, θ = π/2, q = k = (1, 0), B = 1: ζ_0 = 0.8/2.8 = 2/7, so s(Δ) = (2/7)^Δ cos(Δπ/2).
    const Run curve = runCli({"curve", "--head-dim", "2", "--theta", "pi/2", "--q", "1,0", "--k", "1,0", "--deltas",
                              "0:5", "--xpos-scale-base", "1"});
    QCOMPARE(curve.exitCode, 0);
    const QJsonArray s = curve.json()["score"].toArray(), plain = curve.json()["score_without_xpos"].toArray();
    QVERIFY(std::abs(number(s[0]) - 1.0) < 1e-15);
    QVERIFY(std::abs(number(s[2]) + 4.0 / 49) < 1e-15);
    QVERIFY(std::abs(number(s[4]) - 16.0 / 2401) < 1e-15);
    QVERIFY(std::abs(number(plain[4]) - 1.0) < 1e-15); // plain RoPE: no decay at all
    QVERIFY(std::abs(number(curve.json()["xpos_zeta"].toArray()[0]) - 2.0 / 7) < 1e-16);
    // One query at m = 3 and one key at n = 1: the same (2/7)² cos π, whatever the centre.
    for (const char* c : {"0", "2.5"}) {
        const Run score = runCli({"score", "--head-dim", "2", "--theta", "pi/2", "--q", "1,0", "--k", "1,0", "--m", "3",
                                  "--n", "1", "--xpos-scale-base", "1", "--xpos-center", c});
        QCOMPARE(score.exitCode, 0);
        QVERIFY(std::abs(number(score.json()["score"]) + 4.0 / 49) < 1e-15);
    }
    // rotate scales a key by ζ^(−(n − c)/B): at n = 2, c = 0, B = 1 its length grows by (7/2)² = 49/4
    // (the rotation alone keeps it).
    const QStringList rotate = {"rotate",   "--head-dim", "2",           "--theta", "pi/2",
                                "--source", "constant",   "--positions", "2"};
    const QJsonArray plainRow = runCli(rotate).json()["rotated"].toArray()[0].toArray();
    const Run key = runCli(rotate + QStringList{"--xpos-scale-base", "1", "--xpos-role", "key"});
    QCOMPARE(key.exitCode, 0);
    const QJsonArray row = key.json()["rotated"].toArray()[0].toArray();
    for (int j = 0; j < 2; ++j)
        QVERIFY(std::abs(number(row[j]) - 49.0 / 4 * number(plainRow[j])) < 1e-13);
    // Refused: a scale that overflows, a role without xPos, another encoding.
    QVERIFY(
        runCli({"curve", "--head-dim", "2", "--q", "1,0", "--k", "1,0", "--deltas", "0:2000", "--xpos-scale-base", "1"})
            .err.contains("xPos distance"));
    QVERIFY(runCli({"rotate", "--head-dim", "2", "--positions", "1", "--xpos-role", "key"})
                .err.contains("--xpos-scale-base"));
    QVERIFY(
        runCli({"attention", "--head-dim", "2", "--positions", "0:4", "--encoding", "none", "--xpos-scale-base", "512"})
            .err.contains("--encoding rope"));
}

void tst_ComputeCli::proportionalPlacementByHand()
{
    // d = 8, r = 4, proportional, half-split: pairs (0, 4) and (1, 5) turn at θ = 100^(−2i/8) = 1, 10^(−1/2);
    // components 2, 3, 6, 7 stay. Row [1, 0, 5, 6, 0, 0, 7, 8] at position 2.
    const QString path = writeFile(m_dir, "p.npy", npyBytes("<f8", {1, 8}, doubles({1, 0, 5, 6, 0, 0, 7, 8})));
    const Run r = runCli({"rotate", "--input", path, "--base", "100", "--rotary-dim", "4", "--rotary-placement",
                          "proportional", "--pairing", "half-split", "--positions", "2"});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray row = r.json()["rotated"].toArray()[0].toArray();
    const double expected[] = {std::cos(2.0), 0, 5, 6, std::sin(2.0), 0, 7, 8};
    for (int j = 0; j < 8; ++j)
        QVERIFY2(std::abs(number(row[j]) - expected[j]) < 1e-15, qPrintable(QString::number(j)));
    QCOMPARE(r.json()["params"].toObject()["rotary_placement"].toString(), QStringLiteral("proportional"));
}

void tst_ComputeCli::mropeByHand()
{
    // d = 4, half-split pairs (0, 2), (1, 3), θ = [1, 0.01]; one token at t/h/w = 3/5/7, row [1, 0, 0, 1].
    const QString path = writeFile(m_dir, "m.npy", npyBytes("<f8", {1, 4}, doubles({1, 0, 0, 1})));
    const QStringList base = {"rotate",     "--input", path,    "--pairing",
                              "half-split", "--thw",   "3/5/7", "--mrope-section"};
    // chunked 1,0,1: pair 0 takes t (angle 3), pair 1 takes w (angle 0.07).
    const Run chunked = runCli(base + QStringList{"1,0,1"});
    QCOMPARE(chunked.exitCode, 0);
    const QJsonArray row = chunked.json()["rotated"].toArray()[0].toArray();
    const double expected[] = {std::cos(3.0), -std::sin(0.07), std::sin(3.0), std::cos(0.07)};
    for (int j = 0; j < 4; ++j)
        QVERIFY(std::abs(number(row[j]) - expected[j]) < 1e-15);
    QCOMPARE(chunked.json()["pair_axis"].toArray(), (QJsonArray{"t", "w"}));
    QVERIFY(std::abs(number(chunked.json()["angle"].toArray()[0].toArray()[1]) - 0.07) < 1e-17);
    // interleaved 1,1,0: pair 1 has 1 % 3 = 1 and 1 < 3, so it takes h (angle 0.05).
    const Run interleaved = runCli(base + QStringList{"1,1,0", "--mrope-layout", "interleaved"});
    QCOMPARE(interleaved.exitCode, 0);
    QVERIFY(std::abs(number(interleaved.json()["rotated"].toArray()[0].toArray()[3]) - std::cos(0.05)) < 1e-15);
    QCOMPARE(interleaved.json()["pair_axis"].toArray(), (QJsonArray{"t", "h"}));

    // Text tokens (t = h = w): the score and the attention of plain RoPE at those positions.
    const QStringList pair = {"score", "--head-dim", "8", "--q", "1,2,0,-1,0.5,0,3,1", "--k", "0,1,1,2,-1,0,0.5,2"};
    const double plain = number(runCli(pair + QStringList{"--m", "9", "--n", "4"}).json()["score"]);
    const double text =
        number(runCli(pair + QStringList{"--thw", "9/9/9,4/4/4", "--mrope-section", "2,1,1"}).json()["score"]);
    QVERIFY(std::abs(plain - text) < 1e-13);
    const QStringList attend = {"attention", "--head-dim", "8", "--mask", "causal", "--source", "random"};
    const QJsonArray w1 = runCli(attend + QStringList{"--positions", "0:4"}).json()["weights"].toArray();
    const QJsonArray w2 = runCli(attend + QStringList{"--thw", "0/0/0,1/1/1,2/2/2,3/3/3", "--mrope-section", "1,2,1"})
                              .json()["weights"]
                              .toArray();
    QCOMPARE(w2.size(), 4);
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            QVERIFY(std::abs(number(w1[i].toArray()[j]) - number(w2[i].toArray()[j])) < 1e-13);

    // Refused with one sentence each.
    QVERIFY(runCli({"rotate", "--head-dim", "4", "--thw", "1/2/3"}).err.contains("--mrope-section"));
    QVERIFY(runCli({"rotate", "--head-dim", "4", "--thw", "1/2", "--mrope-section", "1,0,1"}).err.contains("t/h/w"));
    QVERIFY(runCli({"rotate", "--head-dim", "4", "--thw", "1/2/3", "--mrope-section", "2,2,2"})
                .err.contains("adds up to 6"));
    QVERIFY(runCli({"rotate", "--head-dim", "4", "--thw", "1/2/3", "--mrope-section", "1,0,1", "--positions", "1"})
                .err.contains("leave out --positions"));
}

void tst_ComputeCli::rotateFloat32FileByHand()
{
    // d = 4, base 100 → θ = [1, 0.1]; row [1, 0, 0, 1] at position 3: pair 0 turns 3 rad, pair 1 0.3.
    const QString path = writeFile(m_dir, "x.npy", npyBytes("<f4", {2, 4}, floats({1, 0, 0, 1, 0, 2, 0, 0})));
    const Run r = runCli({"rotate", "--input", path, "--head-dim", "4", "--base", "100", "--positions", "3,0"});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray rows = r.json()["rotated"].toArray();
    const double expected[] = {std::cos(3.0), std::sin(3.0), -std::sin(0.3), std::cos(0.3)};
    for (int j = 0; j < 4; ++j)
        QVERIFY(std::abs(number(rows[0].toArray()[j]) - expected[j]) < 1e-15);
    QCOMPARE(number(rows[1].toArray()[1]), 2.0); // position 0: unchanged
}

void tst_ComputeCli::rotateFormsAgree()
{
    QList<double> values;
    for (int i = 0; i < 3 * 8; ++i)
        values << std::sin(1.7 * i) * 3;
    const QString path = writeFile(m_dir, "forms.npy", npyBytes("<f8", {3, 8}, doubles(values)));
    QJsonArray reference;
    for (const char* form : {"rotate-half", "complex", "matrix"}) {
        const Run r = runCli({"rotate", "--input", path, "--head-dim", "8", "--pairing", "half-split", "--positions",
                              "5,900,12345", "--form", form});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray rows = r.json()["rotated"].toArray();
        if (reference.isEmpty()) {
            reference = rows;
            continue;
        }
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 8; ++j)
                QVERIFY(std::abs(number(rows[i].toArray()[j]) - number(reference[i].toArray()[j])) < 1e-12);
    }
}

void tst_ComputeCli::llama3Frequencies()
{
    const Run r =
        runCli({"frequencies", "--head-dim", "128", "--base", "500000", "--scaling", "llama3", "--factor", "8",
                "--low-freq-factor", "1", "--high-freq-factor", "4", "--original-max-position-embeddings", "8192"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json();
    const QJsonArray inv = o["inv_freq"].toArray();
    QCOMPARE(inv.size(), 64);
    QVERIFY(std::abs(number(inv[0]) - 1.0) < 1e-15);
    QVERIFY(std::abs(number(inv[63]) - std::pow(5e5, -126.0 / 128) / 8) < 1e-20);
    QCOMPARE(o["band"].toArray()[0].toString(), QStringLiteral("unchanged"));
    QCOMPARE(o["band"].toArray()[63].toString(), QStringLiteral("interpolated"));
}

void tst_ComputeCli::attentionCausalJson()
{
    const Run r =
        runCli({"attention", "--head-dim", "8", "--positions", "0:5", "--mask", "causal", "--source", "constant"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json();
    const QJsonArray logits = o["logits"].toArray(), weights = o["weights"].toArray();
    QCOMPARE(logits.size(), 5);
    for (int i = 0; i < 5; ++i) {
        double sum = 0;
        for (int j = 0; j < 5; ++j) {
            const QJsonValue l = logits[i].toArray()[j];
            QCOMPARE(l.isNull(), j > i); // masked entries are null
            sum += number(weights[i].toArray()[j]);
        }
        QVERIFY(std::abs(sum - 1) < 1e-14);
    }
    // Constant content: the logit depends only on Δ, so (4, 2) equals (2, 0).
    QVERIFY(std::abs(number(logits[4].toArray()[2]) - number(logits[2].toArray()[0])) < 1e-13);
}

void tst_ComputeCli::outNpyAndCsv()
{
    const QString npy = m_dir.filePath("w.npy"), csv = m_dir.filePath("w.csv");
    const QStringList common = {"attention", "--head-dim", "4", "--positions", "0:3", "--mask", "causal"};
    QCOMPARE(runCli(common + QStringList{"--out", npy}).exitCode, 0);
    QCOMPARE(runCli(common + QStringList{"--out", csv, "--field", "logits"}).exitCode, 0);
    const Run json = runCli(common);
    const QJsonArray weights = json.json()["weights"].toArray();

    QFile f(npy);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.startsWith(QByteArray("\x93NUMPY\x01\x00", 8)));
    const int headerEnd = bytes.indexOf('\n') + 1;
    QCOMPARE(headerEnd % 64, 0);
    QVERIFY(bytes.left(headerEnd).contains("'shape': (3, 3)"));
    QCOMPARE(bytes.size() - headerEnd, 9 * 8);
    for (int i = 0; i < 9; ++i) {
        double v;
        std::memcpy(&v, bytes.constData() + headerEnd + 8 * i, 8);
        QCOMPARE(v, number(weights[i / 3].toArray()[i % 3])); // bit-exact with the JSON
    }
    // CSV: a header naming the columns, then m, n (the positions) and the logit, one entry a line.
    QFile c(csv);
    QVERIFY(c.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = c.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + 9);
    QCOMPARE(lines[0], QByteArray("m,n,logits"));
    const QJsonArray logits = json.json()["logits"].toArray();
    for (int i = 0; i < 9; ++i) {
        const QList<QByteArray> cells = lines[1 + i].split(',');
        QCOMPARE(cells.size(), 3);
        const int m = i / 3, n = i % 3;
        QCOMPARE(cells[0].toInt(), m);
        QCOMPARE(cells[1].toInt(), n);
        if (n > m)
            QCOMPARE(cells[2], QByteArray("-inf")); // masked
        else
            QVERIFY(cells[2].toDouble() == number(logits[m].toArray()[n])); // 17 digits: the same double
    }
}

void tst_ComputeCli::csvHasAHeader()
{
    // q = k = (1, 0), θ = π/2: s(Δ) = cos(Δπ/2), so 1, 0, −1 at Δ = 0, 1, 2 (0 as cos(π/2) ≈ 6e-17).
    const Run curve = runCli({"curve", "--head-dim", "2", "--theta", "pi/2", "--q", "1,0", "--k", "1,0", "--deltas",
                              "-2,0,1,2", "--format", "csv"});
    QCOMPARE(curve.exitCode, 0);
    const QList<QByteArray> lines = curve.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines[0], QByteArray("delta,score"));
    const int deltas[] = {-2, 0, 1, 2};
    for (int i = 0; i < 4; ++i) {
        const QList<QByteArray> cells = lines[1 + i].split(',');
        QCOMPARE(cells.size(), 2);
        QCOMPARE(cells[0].toInt(), deltas[i]);
        QVERIFY(std::abs(cells[1].toDouble() - std::cos(deltas[i] * std::numbers::pi / 2)) < 1e-15);
    }
    // A matrix with positions for rows: (1, 0) turned by θ = π/2 at position 3 is (cos 3π/2, sin 3π/2) = (0, −1).
    const QString rotated = m_dir.filePath("rotated.csv");
    QCOMPARE(
        runCli({"rotate", "--head-dim", "2", "--theta", "pi/2", "--input", "1,0", "--positions", "3", "--out", rotated})
            .exitCode,
        0);
    QFile file(rotated);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> rows = file.readAll().trimmed().split('\n');
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows[0], QByteArray("position,component,rotated"));
    QVERIFY(rows[1].startsWith("3,0,") && std::abs(rows[1].split(',')[2].toDouble()) < 1e-15);
    QVERIFY(rows[2].startsWith("3,1,") && std::abs(rows[2].split(',')[2].toDouble() + 1) < 1e-15);
    // A scalar: its name, then its value; every pair's part indexed by pair.
    const Run score = runCli({"score", "--head-dim", "4", "--theta", "pi/2", "--q", "1,0,0,1", "--k", "1,0,0,1", "--m",
                              "0", "--n", "0", "--format", "csv", "--field", "score"});
    QCOMPARE(score.exitCode, 0);
    QCOMPARE(score.out, QByteArray("score\n2\n"));
    const Run perPair = runCli({"score", "--head-dim", "4", "--theta", "pi/2", "--q", "1,0,0,1", "--k", "1,0,0,1",
                                "--m", "0", "--n", "0", "--format", "csv"});
    QCOMPARE(perPair.out, QByteArray("pair,per_pair\n0,1\n1,1\n"));
}

// The doubles of a float64 .npy, after its header.
QList<double> npyDoubles(const QByteArray& bytes)
{
    QList<double> values;
    if (!bytes.startsWith(QByteArray("\x93NUMPY\x01\x00", 8)) || !bytes.contains("'<f8'"))
        return values;
    const qsizetype headerEnd = bytes.indexOf('\n') + 1;
    for (qsizetype i = headerEnd; i + 8 <= bytes.size(); i += 8) {
        double v;
        std::memcpy(&v, bytes.constData() + i, 8);
        values << v;
    }
    return values;
}

void tst_ComputeCli::dashIsStdinAndStdout()
{
    // d = 4, base 100 → θ = [1, 0.1]; the row [1, 0, 0, 1] read from stdin, at position 3: pair 0 turns
    // 3 rad, pair 1 0.3 rad (interleaved pairs (0, 1), (2, 3)).
    const QString in = writeFile(m_dir, "stdin.npy", npyBytes("<f4", {1, 4}, floats({1, 0, 0, 1})));
    const QList<double> expected{std::cos(3.0), std::sin(3.0), -std::sin(0.3), std::cos(0.3)};
    const QStringList args = {"compute", "rotate", "--input", "-",           "--head-dim",
                              "4",       "--base", "100",     "--positions", "3"};
    const Run npy = runApp(args + QStringList{"--out", "-", "--format", "npy"}, 0, {}, {}, in);
    QCOMPARE(npy.exitCode, 0);
    QVERIFY(npy.out.contains("'shape': (1, 4)"));
    const QList<double> values = npyDoubles(npy.out);
    QCOMPARE(values.size(), 4);
    for (int j = 0; j < 4; ++j)
        QVERIFY2(std::abs(values[j] - expected[j]) < 1e-15, qPrintable(QString::number(j)));
    // JSON is the default on stdout, with --out - as without --out
    const Run json = runApp(args + QStringList{"--out", "-"}, 0, {}, {}, in);
    QCOMPARE(json.exitCode, 0);
    const QJsonArray row = json.json()["rotated"].toArray()[0].toArray();
    QCOMPARE(row.size(), 4);
    for (int j = 0; j < 4; ++j)
        QVERIFY(number(row[j]) == values[j]);
    // A format on stdout that disagrees with nothing; with a file, --format must agree with its suffix.
    const Run csv = runApp(args + QStringList{"--format", "csv"}, 0, {}, {}, in);
    QCOMPARE(csv.exitCode, 0);
    QVERIFY(csv.out.contains(QByteArray::number(std::cos(0.3), 'g', 17)));
    const Run clash = runApp(args + QStringList{"--format", "csv", "--out", m_dir.filePath("r.npy")}, 0, {}, {}, in);
    QCOMPARE(clash.exitCode, 2);
    QVERIFY2(clash.error().contains("--format csv disagrees with --out"), clash.err);
    // stdin is read once: two options cannot both take it
    const Run twice = runApp({"compute", "score", "--q", "-", "--k", "-"}, 0, {}, {}, in);
    QCOMPARE(twice.exitCode, 2);
    QVERIFY2(twice.error().contains("--k -: stdin is read by --q already"), twice.err);
    // what stdin holds is checked as a file would be
    const QString notNpy = writeFile(m_dir, "stdin.txt", "1,2,3,4\n");
    const Run text = runApp(args, 0, {}, {}, notNpy);
    QCOMPARE(text.exitCode, 2);
    QVERIFY2(text.error().contains("--input: stdin: not a .npy file"), text.err);

    // Binary .npy to a terminal is refused; the same to a pipe (above) is written.
    const int master = posix_openpt(O_RDWR | O_NOCTTY);
    QVERIFY(master >= 0);
    QVERIFY(grantpt(master) == 0 && unlockpt(master) == 0);
    const int terminal = open(ptsname(master), O_RDWR | O_NOCTTY);
    QVERIFY(terminal >= 0);
    QProcess p;
    p.setChildProcessModifier([terminal] { dup2(terminal, STDOUT_FILENO); });
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ROPE_EXPLORER_BINARY), {"compute", "rotate", "--head-dim", "4", "--format", "npy"});
    QVERIFY(p.waitForFinished(60000));
    close(terminal);
    close(master);
    QCOMPARE(p.exitCode(), 2);
    const QString message = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(message.contains("--format npy: stdout is a terminal and .npy is binary"), qPrintable(message));
}

// rotate reading its row from stdin, which is written only after `delay` ms: a run that lasts that
// long in any subcommand, whatever the machine's speed, with little memory.
Run rotateWithSlowStdin(const QStringList& extra, int delay, const QByteArray& npy)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(ROPE_EXPLORER_BINARY),
            QStringList{"compute", "rotate", "--input", "-", "--head-dim", "4", "--base", "100", "--positions", "3"} +
                extra);
    if (!p.waitForStarted(30000))
        return {};
    QThread::msleep(delay);
    p.write(npy);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        return {};
    return finishedRun(p);
}

void tst_ComputeCli::progressOnEveryLongRun()
{
    // rotate counts no blocks, so its line gives the time alone (never "0 % done"); it comes at two
    // seconds, so a run of three has one. --quiet has none; the result is the same either way.
    const QByteArray npy = npyBytes("<f4", {1, 4}, floats({1, 0, 0, 1}));
    const QList<double> expected{std::cos(3.0), std::sin(3.0), -std::sin(0.3), std::cos(0.3)};
    for (const bool quiet : {false, true}) {
        QElapsedTimer timer;
        timer.start();
        const Run r = rotateWithSlowStdin(quiet ? QStringList{"--quiet"} : QStringList{}, 3000, npy);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(timer.elapsed() >= 3000);
        const QJsonArray row = r.json()["rotated"].toArray()[0].toArray();
        QCOMPARE(row.size(), 4);
        for (int j = 0; j < 4; ++j)
            QVERIFY(std::abs(number(row[j]) - expected[j]) < 1e-15);
        QVERIFY2(r.err.isEmpty(), r.err);
        if (quiet) {
            QVERIFY2(r.progress.isEmpty(), r.progress);
            continue;
        }
        // One line every two seconds; a slow build (the sanitizers) may take long enough for a second.
        const QStringList lines = QString::fromUtf8(r.progress).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(!lines.isEmpty(), "no progress line");
        for (int i = 0; i < lines.size(); ++i)
            QCOMPARE(lines[i],
                     QStringLiteral("rope-explorer compute rotate: still running after %1 seconds").arg(2 * (i + 1)));
    }
    // A run shorter than two seconds prints nothing there.
    const Run quick = rotateWithSlowStdin({}, 0, npy);
    QCOMPARE(quick.exitCode, 0);
    QVERIFY2(quick.err.isEmpty() && quick.progress.isEmpty(), quick.err + quick.progress);
}

void tst_ComputeCli::yarnLengthsThatDisagreeWarn()
{
    // d = 8, base 10⁴, factor 4, L₀ = 4096: the ramp runs from ⌊8 ln(4096/(32·2π))/(2 ln 10⁴)⌋ = ⌊1.31⌋ = 1
    // to ⌈8 ln(4096/2π)/(2 ln 10⁴)⌉ = ⌈2.81⌉ = 3, so pair 0 keeps θ = 1 and pair 3 is interpolated by the
    // factor: 10⁴^(−6/8)/4 (by the lengths' ratio 32768/4096 = 8 it would be /8).
    const QStringList yarn = {"frequencies", "--head-dim", "8", "--scaling",
                              "yarn",        "--factor",   "4", "--original-max-position-embeddings",
                              "4096"};
    const QString expected = QStringLiteral(
        "warning: YaRN: %1 = 32768 is not factor × original_max_position_embeddings = 4 × 4096 = 16384; the "
        "frequencies and the attention factor follow factor 4 (the lengths' ratio would be 8)\n");
    const Run wrong = runCli(yarn + QStringList{"--max-position-embeddings", "32768"});
    QCOMPARE(wrong.exitCode, 0); // a warning, not an error
    QCOMPARE(wrong.error(), expected.arg("--max-position-embeddings"));
    const QJsonArray invFreq = wrong.json()["inv_freq"].toArray();
    QCOMPARE(invFreq.size(), 4);
    QVERIFY(number(invFreq[0]) == 1.0);
    QVERIFY(std::abs(number(invFreq[3]) / (std::pow(1e4, -0.75) / 4) - 1) < 1e-14);
    // Lengths that agree, or no extended length at all: no warning.
    for (const QStringList& extra : {QStringList{"--max-position-embeddings", "16384"}, QStringList{}}) {
        const Run right = runCli(yarn + extra);
        QCOMPARE(right.exitCode, 0);
        QVERIFY2(right.err.isEmpty(), right.err);
        QCOMPARE(right.json()["inv_freq"].toArray(), invFreq);
    }
    // The same from a config.json, named as the config's.
    const QString config = writeFile(m_dir, "yarn-lengths.json", R"({"model_type": "qwen2", "hidden_size": 64,
        "num_attention_heads": 8, "max_position_embeddings": 32768, "rope_theta": 10000,
        "rope_scaling": {"type": "yarn", "factor": 4, "original_max_position_embeddings": 4096}})");
    const Run fromConfig = runCli({"frequencies", "--config", config});
    QCOMPARE(fromConfig.exitCode, 0);
    QCOMPARE(fromConfig.error(), expected.arg("the config's max_position_embeddings"));
}

void tst_ComputeCli::curveAndScoreAgree()
{
    const QStringList qk = {"--head-dim", "16",
                            "--q",        "1,2,3,4,5,6,7,8,-1,-2,-3,-4,-5,-6,-7,-8",
                            "--k",        "0.5,0,0,1,0,0,2,0,0,0,1,0,0,0,0,3"};
    const Run curve = runCli(QStringList{"curve", "--deltas", "-3:4"} + qk);
    QCOMPARE(curve.exitCode, 0);
    const QJsonArray scores = curve.json()["score"].toArray();
    QCOMPARE(scores.size(), 7);
    for (int delta = -3; delta <= 3; ++delta) {
        const Run score = runCli(QStringList{"score", "--m", QString::number(delta + 10), "--n", "10"} + qk);
        QCOMPARE(score.exitCode, 0);
        QVERIFY(std::abs(number(score.json()["score"]) - number(scores[delta + 3])) < 1e-12);
    }
}

void tst_ComputeCli::linearAttentionAndPermute()
{
    const Run lin = runCli({"linear-attention", "--head-dim", "8", "--positions", "0:6", "--mask", "causal"});
    QCOMPARE(lin.exitCode, 0);
    const QJsonArray sums = lin.json()["row_sums"].toArray();
    QCOMPARE(sums.size(), 6);
    QVERIFY(std::abs(number(sums[0]) - 1.0) < 1e-12); // the first row sees only itself: weight 1

    // Rows numbered 0…7, two heads of d = 4: HF order [0, 2, 1, 3, 4, 6, 5, 7].
    const QString w = writeFile(m_dir, "wq.npy", npyBytes("<f8", {8, 1}, doubles({0, 1, 2, 3, 4, 5, 6, 7})));
    const Run perm = runCli({"permute", "--input", w, "--heads", "2"});
    QCOMPARE(perm.exitCode, 0);
    const QJsonArray rows = perm.json()["permuted"].toArray();
    const double expected[] = {0, 2, 1, 3, 4, 6, 5, 7};
    for (int i = 0; i < 8; ++i)
        QCOMPARE(number(rows[i].toArray()[0]), expected[i]);
}

void tst_ComputeCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString q58 = writeFile(m_dir, "q58.npy", npyBytes("<f8", {5, 8}, doubles(QList<double>(40, 0.5))));
    const QString k48 = writeFile(m_dir, "k48.npy", npyBytes("<f8", {4, 8}, doubles(QList<double>(32, 0.5))));
    QList<double> withNaN(40, 1.0);
    withNaN[13] = std::nan("");
    const QString nan = writeFile(m_dir, "nan.npy", npyBytes("<f8", {5, 8}, doubles(withNaN)));
    const QString truncated = writeFile(m_dir, "trunc.npy", npyBytes("<f8", {5, 8}, doubles(QList<double>(39, 1))));
    const QString text = writeFile(m_dir, "text.npy", "this is not a numpy file\n");
    QByteArray ints(160, '\0');
    const QString intFile = writeFile(m_dir, "ints.npy", npyBytes("<i4", {5, 8}, ints));
    const QString huge = writeFile(m_dir, "huge.npy", npyBytes("<f8", {1LL << 40, 1LL << 30}, {}));

    QTest::newRow("odd d") << QStringList{"score", "--head-dim", "7"} << "must be even";
    QTest::newRow("base <= 1") << QStringList{"frequencies", "--base", "0.5"} << "greater than 1";
    QTest::newRow("base NaN") << QStringList{"frequencies", "--base", "nan"} << "finite";
    QTest::newRow("N = 0") << QStringList{"attention", "--positions", "3:3"} << "empty";
    QTest::newRow("N huge") << QStringList{"attention", "--positions", "0:100000"}
                            << "needs about 160 GB of memory; the limit is 1 GB (--max-memory";
    QTest::newRow("mismatched rows") << QStringList{"attention", "--head-dim", "8", "--q", q58, "--k", k48} << "rows";
    QTest::newRow("q columns vs d") << QStringList{"attention", "--head-dim", "16", "--q", q58, "--k", q58}
                                    << "columns";
    QTest::newRow("NaN in npy") << QStringList{"attention", "--head-dim", "8", "--q", nan, "--k", q58} << "NaN";
    QTest::newRow("truncated npy") << QStringList{"rotate", "--head-dim", "8", "--input", truncated} << "truncated";
    QTest::newRow("not npy") << QStringList{"rotate", "--head-dim", "8", "--input", text} << "not a .npy";
    QTest::newRow("int dtype") << QStringList{"rotate", "--head-dim", "8", "--input", intFile} << "dtype";
    QTest::newRow("gigantic shape") << QStringList{"rotate", "--input", huge} << "too large";
    QTest::newRow("missing file") << QStringList{"rotate", "--input", m_dir.filePath("nope.npy")} << "no such file";
    // Found in review for issue 9: a device has size 0 yet never ends; reading it exhausted memory.
    QTest::newRow("device file") << QStringList{"rotate", "--input", "/dev/zero"} << "not a regular file";
    QTest::newRow("config device") << QStringList{"frequencies", "--config", "/dev/zero"} << "is not a regular file";
    QTest::newRow("unknown option") << QStringList{"score", "--bogus", "1"} << "Unknown option";
    QTest::newRow("unknown subcommand") << QStringList{"teleport"} << "unknown subcommand";
    QTest::newRow("unknown scaling") << QStringList{"frequencies", "--scaling", "magic"} << "not one of";
    QTest::newRow("llama3 without context") << QStringList{"frequencies", "--scaling", "llama3"} << "original context";
    QTest::newRow("bad list") << QStringList{"curve", "--deltas", "1:x"} << "not an integer";
    QTest::newRow("unwritable out") << QStringList{"frequencies", "--out", "/nonexistent-dir/x.json"}
                                    << "cannot be written";
    QTest::newRow("bad out suffix") << QStringList{"frequencies", "--out", m_dir.filePath("x.txt")} << "must end in";
    QTest::newRow("bad field") << QStringList{"frequencies", "--out", m_dir.filePath("x.npy"), "--field", "nope"}
                               << "not produced";
    QTest::newRow("theta garbage") << QStringList{"score", "--theta", "pie"} << "not an angle";
    QTest::newRow("position too far") << QStringList{"score", "--m", "1e12"} << "between";
    // Found in the extremes sweep for issue 9: fp16 positions above 65504 became NaN silently.
    QTest::newRow("fp16 positions") << QStringList{"attention", "--precision", "fp16", "--positions", "70000:70003"}
                                    << "fp16";
    QTest::newRow("fp16 score") << QStringList{"score", "--precision", "fp16", "--m", "70000"} << "fp16";
    QTest::newRow("fp16 deltas") << QStringList{"curve", "--precision", "fp16", "--deltas", "0:70000:1000"} << "fp16";
}

void tst_ComputeCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    const QString err = QString::fromUtf8(r.err);
    QCOMPARE(err.count(QLatin1Char('\n')), 1); // one clear line
    QVERIFY2(err.contains(message, Qt::CaseInsensitive), qPrintable(err));
}

void tst_ComputeCli::helpForEverySubcommand()
{
    for (const char* sub : {"frequencies", "rotate", "score", "curve", "attention", "decay-bound", "decompose-additive",
                            "linear-attention", "permute"}) {
        const Run r = runCli({sub, "--help"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Example:") && r.out.contains("--out"), sub);
    }
}

Run runInspect(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(ROPE_EXPLORER_BINARY), QStringList{"inspect"} + args);
    if (!p.waitForFinished(60000))
        return {};
    return finishedRun(p);
}

const QByteArray kLlama31 = R"({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32,
    "max_position_embeddings": 131072, "rope_theta": 500000.0, "vocab_size": 128256,
    "rope_scaling": {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                     "original_max_position_embeddings": 8192, "rope_type": "llama3"}})";

void tst_ComputeCli::inspectExplainsAConfig()
{
    const QString path = writeFile(m_dir, "llama31.json", kLlama31);
    const Run text = runInspect({path});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("d = 128"));
    QVERIFY(text.out.contains("Ignored keys: vocab_size"));
    const Run json = runInspect({path, "--json"});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = json.json();
    QCOMPARE(o["head_dim"].toInt(), 128);
    QCOMPARE(o["pairing"].toString(), QStringLiteral("half-split"));
    QCOMPARE(o["original_max_position_embeddings"].toInt(), 8192);
    QCOMPARE(o["ignored_keys"].toArray().size(), 1);
}

void tst_ComputeCli::configEqualsExplicitOptions()
{
    const QString path = writeFile(m_dir, "llama31b.json", kLlama31);
    const Run fromConfig = runCli({"frequencies", "--config", path});
    const Run explicitOptions =
        runCli({"frequencies", "--head-dim", "128", "--base", "500000", "--pairing", "half-split", "--scaling",
                "llama3", "--factor", "8", "--low-freq-factor", "1", "--high-freq-factor", "4",
                "--original-max-position-embeddings", "8192", "--max-position-embeddings", "131072"});
    QCOMPARE(fromConfig.exitCode, 0);
    QCOMPARE(explicitOptions.exitCode, 0);
    QCOMPARE(fromConfig.json()["inv_freq"].toArray(), explicitOptions.json()["inv_freq"].toArray());
    // Explicit options still override the config.
    const Run overridden = runCli({"frequencies", "--config", path, "--base", "10000", "--scaling", "none"});
    QCOMPARE(overridden.json()["inv_freq"].toArray()[32].toDouble(), std::pow(1e4, -64.0 / 128));
}

void tst_ComputeCli::inspectRefusesBrokenConfigs()
{
    const QString broken = writeFile(m_dir, "broken.json", R"({"hidden_size": 4096)");
    const QString noHeads = writeFile(m_dir, "noheads.json", R"({"hidden_size": 4096})");
    const QString unknown = writeFile(m_dir, "unknown.json", R"({"head_dim": 64, "rope_scaling": {"type": "warp"}})");
    for (const QString& path : {broken, noHeads, unknown, m_dir.filePath("absent.json")}) {
        const Run r = runInspect({path});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(QString::fromUtf8(r.err).count(QLatin1Char('\n')), 1);
        QVERIFY(r.out.isEmpty());
    }
    QCOMPARE(runCli({"frequencies", "--config", unknown}).exitCode, 2);
}

void tst_ComputeCli::exportWritesFiles()
{
    Run r = runApp({"export", "--list-views"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.split('\n').contains("heatmaps"));
    r = runApp({"export", "--list-presets"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("llama3.1-8b"));

    const QString png = m_dir.filePath("curve.png");
    r = runApp({"export", "--view", "curve", "--preset", "qwen2-7b", "--set", "seq_len=128", "--set",
                "scaling.method=linear", "--set", "scaling.factor=2", "--out", png, "--scale", "2", "--size", "800x600",
                "--caption"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 800 && image.width() % 2 == 0); // the view at 2× (the window keeps its minimum width)

    const QString pdf = m_dir.filePath("toy.pdf");
    r = runApp({"export", "--view", "toy", "--preset", "toy-b2", "--out", pdf});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().startsWith("%PDF-"));
}

void tst_ComputeCli::exportRefusesBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString out = QDir::temp().filePath("rope-never-written.png");
    QTest::newRow("no view") << QStringList{"--out", out} << "give one of --figure, --view, --all or --animate";
    QTest::newRow("two targets") << QStringList{"--view", "clocks", "--figure", "toy/frames", "--out", out}
                                 << "give one of --figure, --view, --all or --animate";
    QTest::newRow("unknown figure") << QStringList{"--figure", "toy/nope", "--out", out} << "unknown figure 'toy/nope'";
    QTest::newRow("bad format") << QStringList{"--all", "--format", "png,gif", "--out", QDir::temp().filePath("x")}
                                << "--format: 'gif'";
    QTest::newRow("bad language") << QStringList{"--figure", "toy/frames", "--lang", "fr", "--out", out}
                                  << "--lang: 'fr'";
    QTest::newRow("two languages") << QStringList{"--figure", "toy/frames", "--lang", "en,zh_CN", "--out", out}
                                   << "--lang takes one language";
    QTest::newRow("unwritable folder") << QStringList{"--all", "--out", "/proc/no-such-dir/figures"}
                                       << "cannot be made";
    QTest::newRow("unknown view") << QStringList{"--view", "nope", "--out", out} << "unknown view 'nope'";
    QTest::newRow("unknown preset") << QStringList{"--view", "clocks", "--preset", "gpt-5", "--out", out}
                                    << "unknown preset";
    QTest::newRow("unknown key") << QStringList{"--view", "clocks", "--set", "heads=3", "--out", out}
                                 << "unknown parameter 'heads'";
    QTest::newRow("no equals") << QStringList{"--view", "clocks", "--set", "head_dim", "--out", out}
                               << "write key=value";
    QTest::newRow("odd d") << QStringList{"--view", "clocks", "--set", "head_dim=63", "--out", out} << "even";
    QTest::newRow("base 1") << QStringList{"--view", "clocks", "--set", "base=1", "--out", out} << "greater than 1";
    QTest::newRow("N = 0") << QStringList{"--view", "clocks", "--set", "seq_len=0", "--out", out} << "at least one";
    QTest::newRow("NaN") << QStringList{"--view", "clocks", "--set", "m=nan", "--out", out} << "m";
    QTest::newRow("wrong type") << QStringList{"--view", "clocks", "--set", "pairing=diagonal", "--out", out}
                                << "--set pairing: 'diagonal' is not one of interleaved, half-split";
    QTest::newRow("bad font scale") << QStringList{"--view", "clocks", "--font-scale", "5", "--out", out}
                                    << "--font-scale must be between 0.75 and 2";
    QTest::newRow("bad scale") << QStringList{"--view", "clocks", "--scale", "7", "--out", out} << "--scale";
    QTest::newRow("bad size") << QStringList{"--view", "clocks", "--size", "10x10", "--out", out} << "--size";
    QTest::newRow("bad suffix") << QStringList{"--view", "clocks", "--out", QDir::temp().filePath("x.jpg")}
                                << ".png, .svg or .pdf";
    QTest::newRow("unwritable") << QStringList{"--view", "clocks", "--out", "/nonexistent-dir/x.png"}
                                << "cannot be written";
    QTest::newRow("missing session") << QStringList{"--view", "clocks", "--session", "/nonexistent.json", "--out", out}
                                     << "no such file";
    // Issue 39 item 5: --all at 8000x8000 in two languages and three formats ran for tens of minutes
    // unasked. One figure of 64 megapixels: 0.05 s + 2e6 / 1.5e7 s + 62e6 / 4e6 s, after 0.5 s, about 16
    // seconds (exportAllEstimateCountsEveryFigure holds --all to the same sum).
    // At the default 1 GB one such figure is already refused for its memory.
    const QString never = QDir::temp().filePath("rope-never-written");
    QTest::newRow("8000x8000 beyond the memory")
        << QStringList{"--figure", "curve/curve", "--size", "8000x8000", "--out", out}
        << "export of one figure of 64 megapixels needs about 1.1 GB of memory; the limit is 1 GB";
    QTest::newRow("--all beyond the time")
        << QStringList{"--all",       "--size", "8000x8000", "--lang",       "en,zh_CN", "--format",
                       "png,svg,pdf", "--out",  never,       "--max-memory", "4G"}
        << "figures of 64 megapixels would take about";
    QTest::newRow("one figure beyond --max-time")
        << QStringList{"--figure", "curve/curve",  "--size", "8000x8000", "--max-time",
                       "2",        "--max-memory", "4G",     "--out",     out}
        << "export of one figure of 64 megapixels would take about 16 seconds";
    QTest::newRow("bad --max-time") << QStringList{"--view", "clocks", "--max-time", "soon", "--out", out}
                                    << "--max-time: 'soon' is not a duration";
    QTest::newRow("bad --max-memory") << QStringList{"--view", "clocks", "--max-memory", "lots", "--out", out}
                                      << "--max-memory: 'lots' is not a size";
}

void tst_ComputeCli::exportAllEstimateCountsEveryFigure()
{
    // --all at 8000x8000 in two languages and three formats: 6 pictures a figure, each 0.05 s + 2e6 / 1.5e7 s
    // + 62e6 / 4e6 s (the first two megapixels cached), after 0.5 s. How many figures there are grows with the
    // views, so the count is read from the refusal and the minutes checked against it.
    const Run r = runApp({"export", "--all", "--size", "8000x8000", "--lang", "en,zh_CN", "--format", "png,svg,pdf",
                          "--out", QDir::temp().filePath("rope-never-written"), "--max-memory", "4G"});
    QCOMPARE(r.exitCode, 2);
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("export of (\\d+) figures of 64 megapixels would take about (\\d+) minutes"))
            .match(QString::fromUtf8(r.err));
    QVERIFY2(m.hasMatch(), r.err.constData());
    const int pictures = m.captured(1).toInt();
    QCOMPARE(pictures % 6, 0);
    QVERIFY(pictures >= 42 * 6);
    const double minutes = (0.5 + pictures * (0.05 + 2e6 / 1.5e7 + 62e6 / 4e6)) / 60;
    QVERIFY2(std::abs(m.captured(2).toInt() - minutes) <= 0.5, qPrintable(QString::number(minutes)));
}

void tst_ComputeCli::exportRefusesBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = runApp(QStringList{"export"} + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QCOMPARE(r.err.count('\n'), 1); // one clear line
    QVERIFY(!QFile::exists(QDir::temp().filePath("rope-never-written.png")));
    QVERIFY(!QFile::exists("/nonexistent-dir/x.png"));
    QVERIFY(!QFile::exists(QDir::temp().filePath("rope-never-written")));
}

void tst_ComputeCli::exportFiguresAndGallery()
{
    Run r = runApp({"export", "--list-figures"});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QVERIFY(lines.size() >= 25);
    QStringList keys;
    for (const QByteArray& line : lines) {
        const QList<QByteArray> fields = line.split('\t');
        QCOMPARE(fields.size(), 3); // key, title, tags
        keys << QString::fromUtf8(fields[0]);
    }
    QVERIFY(keys.contains("pairing-lab/trap") && keys.contains("heatmaps/compare"));

    // One figure: cropped, so narrower than the 1280-pixel window it was laid out in.
    const QString png = m_dir.filePath("trap.png");
    r = runApp({"export", "--figure", "pairing-lab/trap", "--out", png, "--caption"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QImage trap(png);
    QVERIFY(!trap.isNull() && trap.width() < 1280 && trap.height() > 200);
    // Larger text for the back of the room: the same figure grows.
    const QString large = m_dir.filePath("trap-large.png");
    r = runApp({"export", "--figure", "pairing-lab/trap", "--out", large, "--caption", "--font-scale", "1.5"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(QImage(large).height() > trap.height() + 50);

    // Everything, in two languages and two formats, with the gallery.
    const QString dir = m_dir.filePath("all");
    r = runApp({"export", "--all", "--out", dir, "--lang", "en,zh_CN", "--format", "png,svg"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.err.contains("[1/"));
    QFile index(QDir(dir).filePath("index.html"));
    QVERIFY(index.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(index.readAll());
    for (const QString& key : keys) {
        const QString file = QString(key).replace('/', '-');
        for (const char* lang : {"en", "zh_CN"}) {
            QVERIFY2(!QImage(QDir(dir).filePath(QStringLiteral("%1/%2.png").arg(lang, file))).isNull(),
                     qPrintable(file));
            QVERIFY(QFile::exists(QDir(dir).filePath(QStringLiteral("%1/%2.svg").arg(lang, file))));
        }
        QVERIFY2(html.contains(key), qPrintable(key));
    }
    const qsizetype chinese = html.indexOf(QStringLiteral("<h2 lang=\"zh_CN\">中文（简体）</h2>"));
    QVERIFY(chinese > 0);
    QVERIFY(html.mid(chinese).contains(QStringLiteral("二维示例"))); // the Chinese titles
    // Each language explains the q1 … q10 tags in its own words, under its own heading; the tags'
    // hover text too.
    const qsizetype english = html.indexOf(QStringLiteral("<h2 lang=\"en\">English</h2>"));
    QVERIFY(english > 0 && english < chinese);
    const QString englishPart = html.mid(english, chinese - english), chinesePart = html.mid(chinese);
    QVERIFY(englishPart.contains(QStringLiteral("Each figure is tagged with the questions")));
    QVERIFY(englishPart.contains(QStringLiteral("title=\"Where do RoPE&#x27;s sin and cos come from?\"")) ||
            englishPart.contains(QStringLiteral("title=\"Where do RoPE's sin and cos come from?\"")));
    QVERIFY(!englishPart.contains(QStringLiteral("每张图都标注了")));
    QVERIFY(chinesePart.contains(QStringLiteral("每张图都标注了")));
    QVERIFY(!chinesePart.contains(QStringLiteral("Each figure is tagged")));
}

void tst_ComputeCli::windowLanguageNeverReachesTheCommandLine()
{
    // The window's language choice, saved in a settings folder of its own; the command line must
    // print exactly what it prints with no settings at all.
    const QString chinese = m_dir.filePath("config-zh"), empty = m_dir.filePath("config-empty");
    QSettings saved(QDir(chinese).filePath("RoPE Explorer/rope-explorer.conf"), QSettings::IniFormat);
    saved.setValue("ui/language", "zh_CN");
    saved.sync();
    const auto run = [](const QString& config, const QStringList& args) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_CONFIG_HOME", config);
        env.insert("LANG", "C.UTF-8");
        env.insert("LANGUAGE", "en");
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(ROPE_EXPLORER_BINARY), args);
        p.waitForFinished(60000);
        return p.readAllStandardOutput() + p.readAllStandardError();
    };
    for (const QStringList& args : {QStringList{"export", "--list-presets"}, QStringList{"export", "--list-figures"},
                                    QStringList{"export", "--figure", "nope", "--out", "x.png"},
                                    QStringList{"compute", "score", "--head-dim", "3"}}) {
        const QByteArray withChinese = run(chinese, args);
        QVERIFY(!withChinese.isEmpty());
        QCOMPARE(withChinese, run(empty, args));
    }
    QVERIFY(run(chinese, {"export", "--figure", "nope", "--out", "x.png"}).contains("unknown figure"));
    // An unknown language is refused, not silently taken for English.
    QVERIFY(run(empty, {"--lang", "fr", "--list-lessons"}).contains("--lang: 'fr' is not en or zh_CN"));
}

QTEST_GUILESS_MAIN(tst_ComputeCli)
#include "tst_computecli.moc"
