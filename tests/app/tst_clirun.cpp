// The command line as a user meets it, run as a process: (H, N, d) files and --head, d taken from
// the file, "did you mean", usage lines, the JSON schema, float32 .npy, budgets refused before
// computing (and the memory actually used staying within the estimate), hostile lists, and
// terminal escapes from files never reaching the terminal. Expected values are derived by hand.
#include "app/cli/budget.h"
#include "core/npy.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "apprun.h"
#include "testfiles.h"

#include <sys/resource.h>

#include <cmath>
#include <cstring>

using namespace rope::test;

namespace {

using Run = AppRun;

Run run(const QStringList& args, rlim_t dataLimit = 0) { return runApp(args, dataLimit); }

Run compute(const QStringList& args, rlim_t dataLimit = 0) { return run(QStringList{"compute"} + args, dataLimit); }

double number(const QJsonValue& v) { return v.toDouble(std::nan("")); }

QList<double> counting(int n, double start = 0)
{
    QList<double> v;
    for (int i = 0; i < n; ++i)
        v << start + i;
    return v;
}

// A refusal: exit code 2, nothing on stdout, one line on stderr containing every part.
void expectRefusal(const Run& r, const QStringList& parts)
{
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.err.count('\n'), 1);
    for (const QString& part : parts)
        QVERIFY2(r.error().contains(part), qPrintable(r.error()));
}

} // namespace

class tst_CliRun : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void headOfAThreeDimensionalFile();
    void threeDimensionalFilesNeedAHead_data();
    void threeDimensionalFilesNeedAHead();
    void headDimFromTheFile();
    void didYouMean_data();
    void didYouMean();
    void usageNamesTheCommand_data();
    void usageNamesTheCommand();
    void topLevelHelpListsTheCommands();
    void jsonSchemaAndShapes();
    void successPrintsNothingOnStderr();
    void float32Npy();
    void dtypeRefusals_data();
    void dtypeRefusals();
    void exportScaleIsWhole();
    void budgetsRefuseBeforeComputing_data();
    void budgetsRefuseBeforeComputing();
    void jsonCapBeforeComputing();
    void memoryStaysWithinTheEstimate_data();
    void memoryStaysWithinTheEstimate();
    void hostileListsOnTheCommandLine_data();
    void hostileListsOnTheCommandLine();
    void escapesNeverReachTheTerminal();
    void overflowingPrecisionIsRefused();
    void aFullDiskIsNamed();
    void aSmallWriteToAFullDiskKeepsTheOldFile();
    void lineFeedsFromFilesForgeNoLine();
    void windowArgumentsOutOfRangeAreRefused_data();
    void windowArgumentsOutOfRangeAreRefused();
    void messagesSayWhatWasGiven();
    void valuesThatWouldBeIgnoredAreRefused();

private:
    QTemporaryDir m_dir;
};

void tst_CliRun::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QFileInfo::exists(QStringLiteral(ROPE_EXPLORER_BINARY)));
}

void tst_CliRun::headOfAThreeDimensionalFile()
{
    // (H, N, d) = (2, 3, 4), numbered 0 … 23; head 1 is rows 12…15, 16…19, 20…23.
    const QString heads = writeFile(m_dir, "heads.npy", npyBytes("<f8", {2, 3, 4}, doubles(counting(24))));
    const QString head1 = writeFile(m_dir, "head1.npy", npyBytes("<f8", {3, 4}, doubles(counting(12, 12))));
    const QStringList common = {"rotate", "--base", "100", "--positions", "0,1,7"};
    const Run sliced = compute(common + QStringList{"--input", heads, "--head", "1"});
    QCOMPARE(sliced.exitCode, 0);
    const Run whole = compute(common + QStringList{"--input", head1});
    QCOMPARE(whole.exitCode, 0);
    QCOMPARE(sliced.json()["rotated"], whole.json()["rotated"]); // the same as slicing in numpy
    // d = 4 came from the file; at position 0 nothing turns: row 0 of head 1 is 12, 13, 14, 15.
    QCOMPARE(sliced.json()["params"].toObject()["head_dim"].toInt(), 4);
    const QJsonArray row0 = sliced.json()["rotated"].toArray()[0].toArray();
    for (int j = 0; j < 4; ++j)
        QCOMPARE(number(row0[j]), 12.0 + j);
    // Position 1, pair 0 (θ = 1): (16, 17) turns by 1 rad.
    const QJsonArray row1 = sliced.json()["rotated"].toArray()[1].toArray();
    QVERIFY(std::abs(number(row1[0]) - (16 * std::cos(1.0) - 17 * std::sin(1.0))) < 1e-12);

    // attention takes a head of q, k and v alike, with d from q.
    const Run attention = compute({"attention", "--q", heads, "--k", heads, "--v", heads, "--head", "0"});
    QCOMPARE(attention.exitCode, 0);
    QCOMPARE(attention.json()["weights"].toArray().size(), 3);
}

void tst_CliRun::threeDimensionalFilesNeedAHead_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("message");
    const QString heads = writeFile(m_dir, "h8.npy", npyBytes("<f4", {8, 2, 4}, floats(QList<float>(64, 0.5f))));
    const QString flat = writeFile(m_dir, "flat.npy", npyBytes("<f8", {2, 4}, doubles(QList<double>(8, 1))));
    const QString four = writeFile(m_dir, "four.npy", npyBytes("<f8", {1, 1, 2, 4}, doubles(QList<double>(8, 1))));
    QTest::newRow("no --head") << QStringList{"rotate", "--input", heads}
                               << QStringList{"shape (8, 2, 4)", "--head 0..7"};
    QTest::newRow("head out of range") << QStringList{"rotate", "--input", heads, "--head", "8"}
                                       << QStringList{"--head 8 is out of range", "8 heads", "--head 0..7"};
    QTest::newRow("negative head") << QStringList{"rotate", "--input", heads, "--head", "-1"}
                                   << QStringList{"--head: '-1' is not a head number"};
    QTest::newRow("head of a 2-D file") << QStringList{"rotate", "--input", flat, "--head", "1"}
                                        << QStringList{"--head 1", "(H, N, d)", "shape (2, 4)"};
    QTest::newRow("head of an inline list")
        << QStringList{"score", "--q", "1,0", "--k", "0,1", "--head", "0"} << QStringList{"inline list"};
    QTest::newRow("four dimensions") << QStringList{"rotate", "--input", four, "--head", "0"}
                                     << QStringList{"shape (1, 1, 2, 4)", "(H, N, d)"};
    QTest::newRow("permute takes no head")
        << QStringList{"permute", "--input", heads} << QStringList{"shape (8, 2, 4)"};
}

void tst_CliRun::threeDimensionalFilesNeedAHead()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, message);
    expectRefusal(compute(args), message);
}

void tst_CliRun::headDimFromTheFile()
{
    // A (3, 128) file with no --head-dim: d = 128 (it used to be refused against the default 64).
    const QString wide = writeFile(m_dir, "wide.npy", npyBytes("<f8", {3, 128}, doubles(counting(384))));
    const Run r = compute({"rotate", "--input", wide});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json()["params"].toObject()["head_dim"].toInt(), 128);
    QCOMPARE(r.json()["rotated"].toArray()[0].toArray().size(), 128);
    // Both given and different: the message names both numbers and where each came from.
    expectRefusal(compute({"rotate", "--input", wide, "--head-dim", "64"}),
                  {"--input has 128 columns but --head-dim is 64"});
    // d from --q; a --k of another width names both.
    const QString narrow = writeFile(m_dir, "narrow.npy", npyBytes("<f8", {3, 32}, doubles(counting(96))));
    expectRefusal(compute({"attention", "--q", wide, "--k", narrow}), {"--k has 32 columns but --q has 128"});
    // An odd last dimension: the message says where d came from.
    const QString odd = writeFile(m_dir, "odd.npy", npyBytes("<f8", {2, 3}, doubles(counting(6))));
    expectRefusal(compute({"rotate", "--input", odd}), {"even", "last dimension of --input"});
    // Inline vectors too: the toy's d = 2.
    const Run toy = compute({"score", "--theta", "pi/2", "--q", "1,0", "--k", "0,1", "--m", "1", "--n", "0"});
    QCOMPARE(toy.exitCode, 0);
    QVERIFY(std::abs(number(toy.json()["score"]) - 1) < 1e-12);
}

void tst_CliRun::didYouMean_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("option") << QStringList{"compute", "rotate", "--head_dim", "4"} << "did you mean '--head-dim'?";
    QTest::newRow("value") << QStringList{"compute", "rotate", "--pairing", "half_split"}
                           << "'half_split' is not one of interleaved, half-split; did you mean 'half-split'?";
    QTest::newRow("subcommand") << QStringList{"compute", "rotat"}
                                << "unknown subcommand 'rotat'; did you mean 'rotate'?";
    QTest::newRow("another subcommand's option")
        << QStringList{"compute", "rotate", "--deltas", "0:4"}
        << "rotate does not take it; it is an option of curve, bias, decay-bound";
    QTest::newRow("form") << QStringList{"compute", "rotate", "--form", "complx"} << "did you mean 'complex'?";
    QTest::newRow("precision") << QStringList{"compute", "rotate", "--precision", "fp23"} << "did you mean 'fp32'?";
    QTest::newRow("truncate") << QStringList{"compute", "frequencies", "--truncate", "ture"} << "did you mean 'true'?";
    QTest::newRow("field") << QStringList{"compute", "frequencies", "--out", "/tmp/rope-never.npy",
                                          "--field", "inv-freq"}
                           << "did you mean 'inv_freq'?";
    QTest::newRow("inspect option") << QStringList{"inspect", "--jsno", "x.json"} << "did you mean '--json'?";
    QTest::newRow("export option") << QStringList{"export", "--scael", "2"} << "did you mean '--scale'?";
    QTest::newRow("export --set key")
        << QStringList{"export", "--view", "clocks", "--set", "head-dim=8", "--out", "/tmp/rope-never.png"}
        << "did you mean 'head_dim'?";
    QTest::newRow("export --set value")
        << QStringList{"export", "--view", "clocks", "--set", "pairing=half_split", "--out", "/tmp/rope-never.png"}
        << "did you mean 'half-split'?";
    QTest::newRow("command") << QStringList{"comptue", "rotate"}
                             << "unknown command 'comptue'; did you mean 'compute'?";
}

void tst_CliRun::didYouMean()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(args);
    expectRefusal(r, {message});
    QVERIFY(!QFile::exists("/tmp/rope-never.npy") && !QFile::exists("/tmp/rope-never.png"));
}

void tst_CliRun::usageNamesTheCommand_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("usage");
    QTest::newRow("compute rotate") << QStringList{"compute", "rotate", "--help"}
                                    << "Usage: rope-explorer compute rotate [options]\n";
    QTest::newRow("inspect") << QStringList{"inspect", "--help"} << "Usage: rope-explorer inspect [options] config\n";
    QTest::newRow("export") << QStringList{"export", "--help"} << "Usage: rope-explorer export [options]\n";
}

void tst_CliRun::usageNamesTheCommand()
{
    QFETCH(QStringList, args);
    QFETCH(QString, usage);
    const Run r = run(args);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(QString::fromUtf8(r.out).startsWith(usage), r.out.left(200).constData());
    QVERIFY(!r.out.contains(ROPE_EXPLORER_BINARY)); // never the program's path
}

void tst_CliRun::topLevelHelpListsTheCommands()
{
    const Run r = run({"--help"});
    QCOMPARE(r.exitCode, 0);
    // The window's help (app/gui/guiapp.cpp) takes its list of commands from commandsHelp().
    bool all = true;
    for (const char* command : {"compute", "inspect", "export"})
        all = all && r.out.contains(QByteArray("rope-explorer ") + command + " --help");
    QVERIFY2(all, r.out.constData());
}

void tst_CliRun::jsonSchemaAndShapes()
{
    // One row rotated is still rows × d: [[cos π/2, sin π/2]] for q = (1, 0) at position 1.
    const Run one = compute({"rotate", "--theta", "pi/2", "--input", "1,0", "--positions", "1"});
    QCOMPARE(one.exitCode, 0);
    QCOMPARE(one.json()["schema_version"].toInt(), 1);
    const QJsonArray rows = one.json()["rotated"].toArray();
    QCOMPARE(rows.size(), 1);
    QVERIFY(rows[0].isArray());
    QVERIFY(std::abs(number(rows[0].toArray()[0])) < 1e-15 && std::abs(number(rows[0].toArray()[1]) - 1) < 1e-15);
    for (const QStringList& args : {QStringList{"frequencies"}, QStringList{"decay-bound", "--deltas", "0:3"},
                                    QStringList{"score"}, QStringList{"curve", "--deltas", "0:2"}})
        QCOMPARE(compute(args).json()["schema_version"].toInt(), 1);
    const QString config =
        writeFile(m_dir, "cfg.json", R"({"model_type": "llama", "hidden_size": 512, "num_attention_heads": 8})");
    QCOMPARE(run({"inspect", config, "--json"}).json()["schema_version"].toInt(), 1);
}

void tst_CliRun::successPrintsNothingOnStderr()
{
    // decompose-additive once asked the parser about options it had not defined (--v, --precision),
    // and Qt printed a warning for each.
    const QString w = writeFile(m_dir, "w22.npy", npyBytes("<f8", {2, 2}, doubles({1, 2, 3, 4})));
    for (const QStringList& args :
         {QStringList{"frequencies"}, QStringList{"rotate"}, QStringList{"score"}, QStringList{"curve"},
          QStringList{"attention"}, QStringList{"decay-bound"}, QStringList{"decompose-additive"},
          QStringList{"linear-attention"}, QStringList{"permute", "--input", w}}) {
        const Run r = compute(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(args.first() + ": " + r.error()));
        QCOMPARE(r.json()["schema_version"].toInt(), 1);
    }
}

void tst_CliRun::float32Npy()
{
    // permute of one head with d = 2 leaves the rows as they are, so the file holds the input.
    const QString w = writeFile(m_dir, "w4.npy", npyBytes("<f8", {2, 2}, doubles({0.1, -2.5, 1, 1e12})));
    const QString out = m_dir.filePath("w4_f32.npy");
    const Run r = compute({"permute", "--input", w, "--out", out, "--dtype", "float32"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.left(128).contains("'descr': '<f4'"));
    QCOMPARE(bytes.size(), 128 + 4 * 4);
    // IEEE single, little-endian: 0.1 → 3dcccccd, −2.5 → c0200000, 1 → 3f800000, 1e12 → 5368d4a5
    // (999999995904, the nearest float).
    QCOMPARE(bytes.mid(128).toHex(), QByteArray("cdcccc3d000020c00000803fa5d46853"));
    const auto read = rope::core::decodeNpy(std::string_view(bytes.constData(), size_t(bytes.size())));
    QVERIFY(read.ok());
    QCOMPARE(read.array.data[0], double(0.1f));
    // The default stays float64.
    const QString out64 = m_dir.filePath("w4_f64.npy");
    QCOMPARE(compute({"permute", "--input", w, "--out", out64}).exitCode, 0);
    QFile f64(out64);
    QVERIFY(f64.open(QIODevice::ReadOnly));
    QVERIFY(f64.read(128).contains("'descr': '<f8'"));
}

void tst_CliRun::dtypeRefusals_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString out = m_dir.filePath("never.npy");
    QTest::newRow("unknown") << QStringList{"frequencies", "--out", out, "--dtype", "float16"}
                             << "--dtype: 'float16' is not one of float64, float32";
    QTest::newRow("near") << QStringList{"frequencies", "--out", out, "--dtype", "float23"}
                          << "did you mean 'float32'?";
    QTest::newRow("json") << QStringList{"frequencies", "--dtype", "float32"} << "--dtype applies to .npy output";
    // base 1e300, d = 4: θ_1 = 1e-150, a wavelength of 2π·1e150, far past float32's 3.4e38.
    QTest::newRow("beyond float32") << QStringList{"frequencies", "--head-dim", "4", "--base",  "1e300",  "--field",
                                                   "wavelength",  "--out",      out, "--dtype", "float32"}
                                    << "'wavelength' holds 6.28319e+150, beyond float32's largest number";
}

void tst_CliRun::dtypeRefusals()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    expectRefusal(compute(args), {message});
    QVERIFY(!QFile::exists(m_dir.filePath("never.npy")));
}

void tst_CliRun::exportScaleIsWhole()
{
    const QString out = m_dir.filePath("never.png");
    expectRefusal(run({"export", "--view", "clocks", "--scale", "2.5", "--out", out}),
                  {"--scale must be 1, 2 or 3, got '2.5'"});
    QVERIFY(!QFile::exists(out));
    // 8000x8000 at 3 made a 23148 × 23871 PNG in 45 s and 3 GB: refused before anything is drawn.
    expectRefusal(run({"export", "--view", "heatmaps", "--size", "8000x8000", "--scale", "3", "--out", out}),
                  {"--size 8000x8000 at --scale 3 would render 24000 × 24000 pixels (576 megapixels); at most 100 "
                   "megapixels"});
    QVERIFY(!QFile::exists(out));
    // Just past the bound (5001 × 5000 at 2 is 100.02 megapixels) is refused too; 8000x8000 at 1 (64) is not.
    expectRefusal(run({"export", "--view", "heatmaps", "--size", "5001x5000", "--scale", "2", "--out", out}),
                  {"(100 megapixels)"});
}

void tst_CliRun::budgetsRefuseBeforeComputing_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("message");
    const QString out = m_dir.filePath("never.npy");
    // A .npy holds one field (the weights): N² doubles, 16384²·8 B = 2.15 GB before anything else.
    QTest::newRow("attention N = 16384") << QStringList{"attention", "--head-dim", "128", "--positions",
                                                        "0:16384",   "--out",      out}
                                         << QStringList{"attention with N = 16384, d = 128 needs about 2.3 GB",
                                                        "the limit is 1 GB", "--max-memory"};
    // Seven N×N doubles (five terms, the logits, one product being assigned): 7·16384²·8 B = 15.0 GB.
    QTest::newRow("decompose N = 16384") << QStringList{"decompose-additive", "--positions", "0:16384", "--out", out}
                                         << QStringList{"needs about 15 GB", "the limit is 1 GB"};
    // x and its rotated copy: 2·10⁷·64·8 B = 10.2 GB.
    QTest::newRow("rotate 10^7") << QStringList{"rotate", "--positions", "0:10000000", "--out", out}
                                 << QStringList{"rotate with N = 10000000, d = 64 needs about 10 GB"};
    // 4096 pairs × 10⁷ Δ = 4.1e10 terms.
    QTest::newRow("decay-bound") << QStringList{"decay-bound", "--head-dim", "8192", "--deltas",
                                                "0:10000000",  "--out",      out}
                                 << QStringList{"4.1e+10 pair terms", "minutes", "the limit is 30 seconds",
                                                "--max-time"};
    QTest::newRow("curve") << QStringList{"curve", "--head-dim", "8192", "--deltas", "0:10000000", "--out", out}
                           << QStringList{"4.1e+10 pair terms", "--max-time"};
    // A lower limit bites earlier: 2048²·8 B = 34 MB of weights > 20 MiB = 21 MB.
    QTest::newRow("lower limit") << QStringList{"attention", "--positions",  "0:2048", "--out",
                                                out,         "--max-memory", "20M"}
                                 << QStringList{"the limit is 21 MB"};
    QTest::newRow("bad limit") << QStringList{"frequencies", "--max-memory", "lots"} << QStringList{"--max-memory"};
    QTest::newRow("bad time") << QStringList{"frequencies", "--max-time", "soon"} << QStringList{"--max-time"};
}

void tst_CliRun::budgetsRefuseBeforeComputing()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, message);
    QElapsedTimer clock;
    clock.start();
    expectRefusal(compute(args), message);
    QVERIFY(clock.elapsed() < 10000); // refused from the sizes, not after trying
    QVERIFY(!QFile::exists(m_dir.filePath("never.npy")));
}

void tst_CliRun::jsonCapBeforeComputing()
{
    // 2048 + 2·2048² + 2048·64 = 8521728 numbers, past the 8 million JSON holds.
    expectRefusal(compute({"attention", "--positions", "0:2048"}), {"would write 8521728 numbers", "--out FILE.npy"});
    // decay-bound d = 256 over 5·10⁶ Δ: 10⁷ numbers for JSON, and 6.4e8 terms (tens of seconds) to
    // compute them; the refusal comes first, at once.
    QElapsedTimer clock;
    clock.start();
    expectRefusal(compute({"decay-bound", "--head-dim", "256", "--deltas", "0:5000000"}),
                  {"would write 10000000 numbers"});
    QVERIFY(clock.elapsed() < 5000);
}

void tst_CliRun::memoryStaysWithinTheEstimate_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<double>("estimate");
    using namespace rope::app;
    const QString out = m_dir.filePath("big.npy");
    QTest::newRow("attention N = 4096") << QStringList{"attention", "--positions", "0:4096", "--out", out}
                                        << attentionCost(4096, 64, 64, rope::core::Precision::Fp64).bytes;
    QTest::newRow("rotate N = 10^6") << QStringList{"rotate", "--positions", "0:1000000", "--head-dim",
                                                    "16",     "--out",       out}
                                     << rotateCost(1e6, 16, RotateForm::RotateHalf, rope::core::Precision::Fp64).bytes;
    QTest::newRow("decompose N = 2048") << QStringList{"decompose-additive", "--positions", "0:2048", "--out", out}
                                        << decomposeAdditiveCost(2048, 64, 64).bytes;
}

void tst_CliRun::memoryStaysWithinTheEstimate()
{
#if defined(__SANITIZE_ADDRESS__)
    QSKIP("AddressSanitizer reserves terabytes of shadow memory, which no RLIMIT_DATA cap admits");
#endif
    QFETCH(QStringList, args);
    QFETCH(double, estimate);
    // The estimate plus 64 MiB for the program itself (Qt, two threads' stacks) is enough. Holding
    // the N×N results twice (once computed, once copied for output) or building the file in memory
    // would need about twice the estimate, and fail here as "out of memory".
    const Run r = compute(args, rlim_t(estimate) + (64 << 20));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(QFileInfo(m_dir.filePath("big.npy")).size() > estimate / 8);
    QFile::remove(m_dir.filePath("big.npy"));
}

void tst_CliRun::hostileListsOnTheCommandLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    // These once aborted and segfaulted (counts in double, `v += step` overflowing).
    QTest::newRow("decay-bound 2^62") << QStringList{"decay-bound", "--deltas",
                                                     "4611686018427388417:4611686018427390463"}
                                      << "'4611686018427388417:4611686018427390463' goes beyond ±1000000000";
    QTest::newRow("rotate near INT64_MAX")
        << QStringList{"rotate", "--positions", "9223372036854773807:9223372036854775807:3000"} << "goes beyond";
    // std::abs(INT64_MIN) overflows: the range once passed the bound check and was called empty.
    QTest::newRow("INT64_MIN range") << QStringList{"rotate", "--positions=-9223372036854775808:0"}
                                     << "'-9223372036854775808:0' goes beyond ±1000000000";
    QTest::newRow("INT64_MIN single") << QStringList{"curve", "--deltas=-9223372036854775808"} << "goes beyond";
    QTest::newRow("short-factor") << QStringList{"frequencies", "--scaling", "longrope", "--short-factor", "1,nan"}
                                  << "not a finite number";
}

void tst_CliRun::hostileListsOnTheCommandLine()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    expectRefusal(compute(args), {message});
}

void tst_CliRun::escapesNeverReachTheTerminal()
{
    // ESC ] 0 ; … BEL sets a terminal's title, ESC [ 2 J clears it: shown as text, never sent.
    const QByteArray title = "\x1b]0;pwned\x07";
    const QString badKey = writeFile(
        m_dir, "key.npy",
        npyWithHeader("{'descr': '<f8', 'fortran_order': False, 'shape': (1,), '" + title + "': 1}", doubles({1})));
    const QString badType = writeFile(m_dir, "type.npy", npyBytes("\x1b[2J", {1}, doubles({1})));
    const QString config = writeFile(
        m_dir, "config.json",
        R"({"model_type": "\u001b]0;pwned\u0007", "hidden_size": 512, "num_attention_heads": 8, "\u001b[2Jkey": 1})");
    const QString scaling = writeFile(m_dir, "scaling.json",
                                      R"({"hidden_size": 512, "num_attention_heads": 8,
                                          "rope_scaling": {"rope_type": "\u001b[2Jwarp", "factor": 2}})");
    const QString path = writeFile(m_dir, QString::fromUtf8("\x1b[2J.npy"), "not npy");
    const QList<std::pair<QStringList, QString>> cases = {
        {{"compute", "rotate", "--input", badKey}, "\\x1b]0;pwned\\x07"},
        {{"compute", "rotate", "--input", badType}, "\\x1b[2J"},
        {{"compute", "rotate", "--input", path}, "\\x1b[2J.npy"},
        {{"inspect", scaling}, "\\x1b[2"},
        {{"inspect", config}, "\\x1b]0;pwned\\x07"}, // the report, on stdout: architecture and ignored keys
        {{"inspect", config, "--json"}, "\\u001b]0;pwned\\u0007"},
    };
    for (const auto& [args, shown] : cases) {
        const Run r = run(args);
        const QByteArray printed = r.out + r.err;
        QVERIFY2(!printed.contains('\x1b') && !printed.contains('\x07'), qPrintable(args.join(' ')));
        QVERIFY2(QString::fromUtf8(printed).contains(shown), printed.constData());
    }
    const Run report = run({"inspect", config});
    QCOMPARE(report.exitCode, 0);
    QVERIFY(report.out.contains("\\x1b[2Jkey")); // an unknown key's name, listed as ignored
}

QTEST_GUILESS_MAIN(tst_CliRun)
void tst_CliRun::overflowingPrecisionIsRefused()
{
    // q = k = (300, 300, 300, 300): logits up to 4·300²/√4 = 180000, beyond fp16's 65504. Refused,
    // naming the limit (it used to print null logits and weights). fp32 holds them: finite weights.
    const QStringList args{"compute", "attention",       "--head-dim", "4",
                           "--q",     "300,300,300,300", "--k",        "300,300,300,300"};
    const Run fp16 = run(args + QStringList{"--precision", "fp16"});
    QCOMPARE(fp16.exitCode, 2);
    QVERIFY2(fp16.error().contains("65504"), qPrintable(fp16.error()));
    const Run fp32 = run(args + QStringList{"--precision", "fp32"});
    QCOMPARE(fp32.exitCode, 0);
    QCOMPARE(fp32.json().value("weights").toArray().at(0).toArray().at(0).toDouble(), 1.0);

    // score, curve and rotate overflow by name too, in every format (before: null or inf, exit 0).
    // q·k at Δ = 0 is 300² + 300² = 180000 > 65504; rotating (60000, 60000) by 1 rad gives
    // 60000·(sin 1 + cos 1) ≈ 82906 > 65504 for its second component.
    expectRefusal(compute({"curve", "--q", "300,300", "--k", "300,300", "--deltas", "0:3", "--precision", "fp16"}),
                  {"'score' overflows fp16", "65504"});
    expectRefusal(compute({"score", "--q", "300,300", "--k", "300,300", "--precision", "fp16"}),
                  {"'score' overflows fp16"});
    for (const char* suffix : {"json", "npy", "csv"}) {
        const QString path = m_dir.filePath(QStringLiteral("overflow.") + QLatin1String(suffix));
        expectRefusal(
            compute({"rotate", "--input", "60000,60000", "--positions", "1", "--precision", "fp16", "--out", path}),
            {"'rotated' overflows fp16"});
        QVERIFY(!QFile::exists(path));
    }
    // Just below: 100² + 100² = 20000 is held exactly in fp16 (a multiple of its spacing 16 there).
    const Run fits = compute({"curve", "--q", "100,100", "--k", "100,100", "--deltas", "0:1", "--precision", "fp16"});
    QCOMPARE(fits.exitCode, 0);
    QCOMPARE(number(fits.json()["score"].toArray()[0]), 20000.0);

    // A session's explicit q is held to the command line's bound on inputs (1e12).
    QFile session(m_dir.filePath("huge-q.json"));
    QVERIFY(session.open(QIODevice::WriteOnly));
    session.write(R"({"format": "rope-explorer-session", "version": 1, "params": {"head_dim": 2,
                      "source": "explicit", "q": [1e300, 0], "k": [0, 1]}})");
    session.close();
    const Run exported =
        run({"export", "--view", "clocks", "--session", session.fileName(), "--out", m_dir.filePath("huge.png")});
    QCOMPARE(exported.exitCode, 2);
    QVERIFY2(exported.error().contains("query vector q"), qPrintable(exported.error()));
}

void tst_CliRun::aFullDiskIsNamed()
{
    // A 64 kB tmpfs filled by a 64×64 attention: the message says the disk is full (Qt says
    // "Unknown error"), and nothing is left behind. Needs the right to mount (root, as in CI).
    const QString dir = m_dir.filePath("small");
    const SmallTmpfs disk(dir);
    if (!disk.mounted())
        QSKIP("cannot mount a small tmpfs here (not root)");
    const Run full = run({"compute", "attention", "--positions", "0:64", "--out", dir + "/a.json"});
    QCOMPARE(full.exitCode, 2);
    QVERIFY2(full.error().contains("the disk is full"), qPrintable(full.error()));
    QVERIFY(QDir(dir).entryList(QDir::Files | QDir::Hidden).isEmpty());
}

void tst_CliRun::aSmallWriteToAFullDiskKeepsTheOldFile()
{
    // A result small enough to fit Qt's write buffer fails only when it is flushed. Before, that
    // failure was ignored: the old file became 0 bytes and the command exited 0.
    const QString dir = m_dir.filePath("full");
    const SmallTmpfs disk(dir);
    if (!disk.mounted())
        QSKIP("cannot mount a small tmpfs here (not root)");
    const QStringList victims{"victim.json", "victim.npy", "victim.csv", "victim.png", "victim.svg", "victim.pdf"};
    const QByteArray old("what the user had before\n");
    for (const QString& name : victims) {
        QFile f(dir + '/' + name);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(old), old.size());
    }
    QVERIFY(fillDisk(dir));
    for (const QString& name : victims.mid(0, 3)) {
        const Run r = compute({"frequencies", "--head-dim", "2", "--out", dir + '/' + name});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.error().contains("the disk is full"), qPrintable(r.error()));
        QVERIFY2(r.error().contains(name), qPrintable(r.error()));
    }
    for (const QString& name : victims.mid(3)) {
        const Run r = run({"export", "--view", "clocks", "--size", "400x300", "--out", dir + '/' + name});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.error().contains("the disk is full"), qPrintable(r.error()));
        QVERIFY2(!r.error().contains("libpng"), qPrintable(r.error()));
    }
    for (const QString& name : victims) {
        QFile f(dir + '/' + name);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), old);
    }
    // Nothing half-written is left beside them (QSaveFile's temporary files).
    QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden).size(), victims.size() + 1);
}

void tst_CliRun::lineFeedsFromFilesForgeNoLine()
{
    // A config key and a model_type with LF / CR LF in them, each trying to print a line of its own
    // that claims base 1. Before, the report showed "Base: 1 (rope_theta)" on a line of its own.
    QFile config(m_dir.filePath("evil-config.json"));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write(R"json({"model_type": "llama\r\nBase: 1 (rope_theta)", "hidden_size": 256, "num_attention_heads": 4,
                     "rope_theta": 10000, "evil\nBase: 1 (rope_theta)": 3})json");
    config.close();
    const Run inspect = run({"inspect", config.fileName()});
    QCOMPARE(inspect.exitCode, 0);
    const QStringList lines = QString::fromUtf8(inspect.out).split('\n');
    QCOMPARE(lines.filter(QRegularExpression("^Base: ")).size(), 1);
    QVERIFY2(lines.filter(QRegularExpression("^Base: ")).first().startsWith("Base: 10000"), inspect.out);
    QVERIFY2(!inspect.out.contains('\r'), inspect.out);
    QVERIFY2(inspect.out.contains("evil\\x0aBase: 1"), inspect.out);
    QVERIFY2(inspect.out.contains("llama\\x0d\\x0aBase: 1"), inspect.out);

    // A file name with a line feed is echoed on one line.
    const Run exported = run({"export", "--view", "clocks", "--size", "400x300", "--out", m_dir.filePath("a\nb.png")});
    QCOMPARE(exported.exitCode, 0);
    QCOMPARE(exported.out.count('\n'), 1);
    QVERIFY2(exported.out.contains("a\\x0ab.png"), exported.out);
}

void tst_CliRun::windowArgumentsOutOfRangeAreRefused_data()
{
    // Each was accepted before: --tab 99 opened the last view, 32767x32767 crashed at 4.2 GB, a
    // folder with no checkpoint was pictured with its error and exit 0.
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("tab beyond the views") << QStringList{"--tab", "99"} << "--tab takes a view number 0 … ";
    QTest::newRow("tab not a number") << QStringList{"--tab", "x"} << "got 'x'";
    QTest::newRow("not a whole number") << QStringList{"--tab", "0.5"} << "got '0.5'";
    QTest::newRow("huge window") << QStringList{"--size", "32767x32767"} << "each 1 … 8000";
    QTest::newRow("size not numbers") << QStringList{"--size", "12ax800"} << "got '12ax800'";
    QTest::newRow("folder without checkpoint") << QStringList{"EMPTY"} << "no .safetensors checkpoint";
}

void tst_CliRun::windowArgumentsOutOfRangeAreRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const QString empty = m_dir.filePath("empty-folder");
    QVERIFY(QDir().mkpath(empty));
    args.replaceInStrings(QRegularExpression("^EMPTY$"), empty);
    const QString png = m_dir.filePath("refused.png");
    const Run r = run(args + QStringList{"--screenshot", png});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.error().contains(message), qPrintable(r.error()));
    QVERIFY(!QFile::exists(png));
}

void tst_CliRun::messagesSayWhatWasGiven()
{
    // Before: "unknown RoPE scaling type ''" for a number, and "--heads -2 does not divide the 64 rows".
    const QString config = writeFile(m_dir, "rope-type-5.json",
                                     R"({"model_type": "llama", "hidden_size": 256, "num_attention_heads": 4,
                                         "rope_scaling": {"rope_type": 5, "factor": 2}})");
    expectRefusal(run({"inspect", config}), {"rope_scaling.rope_type: expected text, got 5"});
    const QString weight = writeFile(m_dir, "w64.npy", npyBytes("<f8", {64, 4}, doubles(QList<double>(256, 1.0))));
    expectRefusal(compute({"permute", "--input", weight, "--heads", "-2"}), {"--heads must be", "at least 1, got -2"});
    expectRefusal(compute({"permute", "--input", weight, "--heads", "3"}), {"--heads 3 does not divide the 64 rows"});

    // Before: "must be a finite number, got -1" for a finite mscale, "attention factor … got inf" for
    // LongRoPE's L₀ = 1 (its factor divides by ln L₀), and "got 9e+15" for a seed of 9000000000000001.
    const QString yarn = writeFile(m_dir, "yarn-mscale.json",
                                   R"({"head_dim": 64, "rope_scaling": {"rope_type": "yarn", "factor": 4,
                                       "mscale": -1, "original_max_position_embeddings": 4096}})");
    expectRefusal(run({"inspect", yarn}), {"mscale must be between 0 and 1000, got -1"});
    expectRefusal(compute({"frequencies", "--head-dim", "8", "--scaling", "longrope", "--short-factor", "1,1,1,1",
                           "--long-factor", "1,1,1,1", "--original-max-position-embeddings", "1",
                           "--max-position-embeddings", "131072"}),
                  {"original context length must be between 2 and", "got 1"});
    expectRefusal(
        run({"export", "--view", "clocks", "--set", "seed=9000000000000001", "--out", m_dir.filePath("never.png")}),
        {"from 0 to 9000000000000000, got 9000000000000001"});
}

void tst_CliRun::valuesThatWouldBeIgnoredAreRefused()
{
    // Before, each of these was accepted with exit 0 and the value ignored (issue 39, item 11).
    for (const char* factor : {"nan", "-inf"}) // an attention factor with no scaling method
        expectRefusal(compute({"frequencies", "--head-dim", "8", "--attention-factor", factor}),
                      {"attention factor must be a finite number", factor});
    expectRefusal(compute({"score", "--head-dim", "8", "--head", "-1"}), {"--head: '-1' is not a head number"});
    expectRefusal(compute({"score", "--head-dim", "8", "--head", "nan"}), {"--head: 'nan' is not a head number"});
    expectRefusal(compute({"score", "--head-dim", "8", "--head", "0"}), {"--head 0 picks a head", "none is given"});
    for (const auto& [set, message] : {std::pair{"scaling.factor=0", "scaling factor must be positive, got 0"},
                                       std::pair{"scaling.factor=-1", "scaling factor must be positive, got -1"},
                                       std::pair{"scaling.mscale=-1", "mscale must be between 0 and 1000, got -1"},
                                       std::pair{"scaling.seq_len=-1", "got -1"}})
        expectRefusal(run({"export", "--figure", "curve/curve", "--set", set, "--out", m_dir.filePath("never.png")}),
                      {QString::fromUtf8(message)});
    QVERIFY(!QFileInfo::exists(m_dir.filePath("never.png")));

    // Token positions are whole numbers, as in --positions.
    expectRefusal(compute({"score", "--head-dim", "8", "--m", "0.5"}),
                  {"--m: a token position is a whole number", "got 0.5"});
    expectRefusal(compute({"rotate", "--input", "1,0,0,0,0,0", "--thw", "0.5/0/0", "--mrope-section", "1,1,1"}),
                  {"--thw: '0.5' in '0.5/0/0' is not a position"});

    // --out naming the input would have replaced it with the result.
    const QByteArray original = npyBytes("<f8", {2, 4}, doubles(counting(8)));
    const QString input = writeFile(m_dir, "keep-me.npy", original);
    for (const QString& out : {input, m_dir.path() + QStringLiteral("/./keep-me.npy")})
        expectRefusal(compute({"rotate", "--input", input, "--positions", "0,1", "--out", out}),
                      {"--out names the file --input reads"});
    QFile kept(input);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), original);

    // Config keys that were dropped or shown as something else.
    const auto config = [&](const char* name, const char* extra) {
        return writeFile(m_dir, QString::fromLatin1(name),
                         QByteArray(R"({"model_type": "llama", "hidden_size": 64, "num_attention_heads": 4,
                                        "num_hidden_layers": 4, )") +
                             extra + "}");
    };
    expectRefusal(run({"inspect", config("types-5.json", R"("layer_types": ["full_attention", 5, null, "x"])")}),
                  {"layer_types[1]: expected a layer type"});
    expectRefusal(run({"inspect", config("types-null.json", R"("layer_types": ["full_attention", null])")}),
                  {"layer_types[1]: expected a layer type"});
    expectRefusal(run({"inspect", config("types-text.json", R"("layer_types": "full_attention")")}),
                  {"layer_types: expected a list"});
    const Run unknownType = run({"inspect", config("types-new.json", R"("layer_types": ["full_attention",
        "quantum_attention", "full_attention", "full_attention"])")});
    QCOMPARE(unknownType.exitCode, 0);
    QVERIFY2(unknownType.out.contains("layer_types[1] is \"quantum_attention\", a layer type this app does not know"),
             unknownType.out.constData());
    for (const char* list : {"[1, -1, 1, 1]", "[1, 1099511627776, 1, 1]", R"([1, "x", 1, 1])", "[1, 0.5, 1, 1]"})
        expectRefusal(
            run({"inspect", config("no-rope.json", (QByteArray(R"("no_rope_layers": )") + list).constData())}),
            {"no_rope_layers[1]: expected 1 (the layer uses RoPE) or 0"});
    const QString fourSections =
        writeFile(m_dir, "four-sections.json",
                  R"({"model_type": "qwen2_vl", "hidden_size": 128, "num_attention_heads": 1, "rope_theta": 10000,
                      "rope_scaling": {"type": "mrope", "mrope_section": [16, 16, 16, 16]}})");
    expectRefusal(run({"inspect", fourSections}), {"mrope_section lists 4 sections; M-RoPE has three"});
    expectRefusal(compute({"frequencies", "--config", fourSections}), {"mrope_section lists 4 sections"});
}

#include "tst_clirun.moc"
