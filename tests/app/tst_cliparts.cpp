// The command line's parts, without a process: "did you mean", the terminal gate, sizes and
// durations, the budget estimates, the --set table, and the writers (.npy float32 byte by byte,
// JSON with its schema version). Expected values are derived by hand in the comments.
#include "app/cli/budget.h"
#include "app/cli/exportargs.h"
#include "app/cli/failure.h"
#include "app/cli/help.h"
#include "app/cli/output.h"
#include "app/cli/suggest.h"
#include "core/npy.h"
#include "ui/model/names.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryFile>
#include <QtTest>

#include <cmath>
#include <cstdio>
#include <limits>
#include <numbers>

#include <unistd.h>

using namespace rope::app;

class tst_CliParts : public QObject {
    Q_OBJECT
private slots:
    void editDistance_data();
    void editDistance();
    void suggestions();
    void terminalSafeText();
    void byteSizes();
    void durations();
    void estimates();
    void setNamesKeyAndValues_data();
    void setNamesKeyAndValues();
    void setListsEveryChoice();
    void setRangesMatchTheChecks();
    void setTakesAngles();
    void settingsHelpCoversEveryParameter();
    void commandsList();
    void npyFloat32ByHand();
    void npyFloat64MatchesCore();
    void csvSpellsSpecialValues();
    void jsonHasSchemaVersionAndEscapes();
    void keepOnlyDropsOthers();
    void commandFailuresAreOneLine();
};

namespace {

// What `run` writes on stderr (file descriptor 2, where printError writes).
QByteArray stderrOf(const std::function<void()>& run)
{
    QTemporaryFile file;
    if (!file.open())
        return "(no temporary file)";
    std::fflush(stderr);
    const int saved = dup(2);
    dup2(file.handle(), 2);
    run();
    std::fflush(stderr);
    dup2(saved, 2);
    close(saved);
    file.seek(0);
    return file.readAll();
}

} // namespace

void tst_CliParts::editDistance_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("distance");
    QTest::newRow("one insertion") << "rotat"
                                   << "rotate" << 1;
    QTest::newRow("kitten/sitting") << "kitten"
                                    << "sitting" << 3; // k→s, e→i, +g
    QTest::newRow("underscore is hyphen") << "head_dim"
                                          << "head-dim" << 0;
    QTest::newRow("case") << "HALF_SPLIT"
                          << "half-split" << 0;
    QTest::newRow("swap costs one") << "ab"
                                    << "ba" << 1; // Levenshtein would say 2
    // Optimal string alignment, not full Damerau: a swapped pair is not edited again.
    QTest::newRow("osa") << "ca"
                         << "abc" << 3;
    QTest::newRow("from empty") << ""
                                << "abc" << 3;
}

void tst_CliParts::editDistance()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, distance);
    QCOMPARE(rope::app::editDistance(a, b), distance);
    QCOMPARE(rope::app::editDistance(b, a), distance);
}

void tst_CliParts::suggestions()
{
    QCOMPARE(closestMatch("half_split", {"interleaved", "half-split"}), QStringLiteral("half-split"));
    QCOMPARE(closestMatch("rotat", {"frequencies", "rotate", "score"}), QStringLiteral("rotate"));
    QCOMPARE(closestMatch("teleport", {"frequencies", "rotate", "score", "permute"}), QString());
    // Two names equally near: no guess (float16 is two letters from float32 and from float64).
    QCOMPARE(closestMatch("float16", {"float64", "float32"}), QString());
    QCOMPARE(closestMatch("float23", {"float64", "float32"}), QStringLiteral("float32"));
    // An abbreviation that means one name; an ambiguous one means none.
    QCOMPARE(closestMatch("max-mem", {"max-memory", "max-time"}), QStringLiteral("max-memory"));
    QCOMPARE(closestMatch("max", {"max-memory", "max-time"}), QString());
    QCOMPARE(didYouMean("head_dim", {"head-dim", "heads"}, "--"), QStringLiteral("; did you mean '--head-dim'?"));
    QCOMPARE(didYouMean("zzzzzz", {"head-dim"}), QString());
}

void tst_CliParts::terminalSafeText()
{
    const QString title = QStringLiteral("a\x1b]0;pwned\x07z");
    QCOMPARE(terminalSafe(title), QStringLiteral("a\\x1b]0;pwned\\x07z"));
    QCOMPARE(terminalSafe(QStringLiteral("\x1b[2J")), QStringLiteral("\\x1b[2J"));
    // A message is one line; a report keeps its lines and tabs.
    QCOMPARE(terminalSafe(QStringLiteral("x\ny\tz")), QStringLiteral("x\\x0ay\\x09z"));
    QCOMPARE(terminalSafe(QStringLiteral("x\ny\tz"), Printed::Report), QStringLiteral("x\ny\tz"));
    QCOMPARE(terminalSafe(QString(QChar(0x9b)) + QChar(0x7f)), QStringLiteral("\\x9b\\x7f")); // C1 CSI, DEL
    QCOMPARE(terminalSafe(QString(QChar(0x202e))), QStringLiteral("\\u202e")); // right-to-left override
    QCOMPARE(terminalSafe(QStringLiteral("θ 中文 Δ")), QStringLiteral("θ 中文 Δ"));
    // In JSON the escape must stay valid JSON.
    QCOMPARE(terminalSafe(QString(QChar(0x85)), Printed::Json), QStringLiteral("\\u0085"));
}

void tst_CliParts::byteSizes()
{
    QCOMPARE(parseByteSize("4G").value(), 4.0 * 1024 * 1024 * 1024); // a bare letter: powers of 1024
    QCOMPARE(parseByteSize("4GB").value(), 4e9); // with B: powers of 1000
    QCOMPARE(parseByteSize("500MiB").value(), 500.0 * 1024 * 1024);
    QCOMPARE(parseByteSize("16 gb").value(), 16e9);
    QCOMPARE(parseByteSize("1.5T").value(), 1.5 * 1024 * 1024 * 1024 * 1024);
    QCOMPARE(parseByteSize("123").value(), 123.0);
    for (const char* bad : {"4X", "G", "-1G", "", "lots", "4 G B", "5i"})
        QVERIFY2(!parseByteSize(QLatin1String(bad)), bad);
    QCOMPARE(formatBytes(4e9), QStringLiteral("4 GB"));
    QCOMPARE(formatBytes(8.59e9), QStringLiteral("8.6 GB"));
    QCOMPARE(formatBytes(13.4e9), QStringLiteral("13 GB"));
    QCOMPARE(formatBytes(50.0 * 1024 * 1024), QStringLiteral("52 MB")); // 52.4e6
    QCOMPARE(formatBytes(1.5e6), QStringLiteral("1.5 MB"));
}

void tst_CliParts::durations()
{
    QCOMPARE(parseDuration("300").value(), 300.0);
    QCOMPARE(parseDuration("10m").value(), 600.0);
    QCOMPARE(parseDuration("1.5min").value(), 90.0);
    QCOMPARE(parseDuration("2h").value(), 7200.0);
    for (const char* bad : {"x", "-5", "5d", ""})
        QVERIFY2(!parseDuration(QLatin1String(bad)), bad);
    QCOMPARE(formatDuration(90), QStringLiteral("90 seconds"));
    QCOMPARE(formatDuration(27 * 60), QStringLiteral("27 minutes"));
    QCOMPARE(formatDuration(3 * 3600), QStringLiteral("3 hours"));
}

void tst_CliParts::estimates()
{
    const Budget defaults;
    // Issue 39: no command runs past 30 s or 1 GB unless its user raised the limit.
    QVERIFY(defaults.maxBytes == 1e9);
    QVERIFY(defaults.maxSeconds == 30.0);
    // attention N = 8192 in fp64 to .npy: logits and weights are 2·8192²·8 B = 1.07e9 B, just past
    // the default; N = 4096 (0.27 GB) is accepted.
    Budget toNpy;
    toNpy.json = false;
    QVERIFY_THROWS_EXCEPTION(rope::model::Error,
                             afford(attentionCost(8192, 128, 128, rope::core::Precision::Fp64), toNpy));
    afford(attentionCost(4096, 128, 128, rope::core::Precision::Fp64), toNpy);
    // attention N = 16384: logits and weights alone are 2·16384²·8 B = 4.29e9 B, past 4 GB.
    const Cost big = attentionCost(16384, 128, 128, rope::core::Precision::Fp64);
    QVERIFY(big.bytes >= 2.0 * 16384 * 16384 * 8);
    QVERIFY(big.bytes < 2.0 * 16384 * 16384 * 8 * 1.1);
    try {
        afford(big, defaults);
        QFAIL("attention with N = 16384 was not refused");
    } catch (const rope::model::Error& e) {
        QVERIFY2(e.message().contains("N = 16384, d = 128 needs about 4.4 GB of memory; the limit is 1 GB"),
                 qPrintable(e.message()));
        QVERIFY(e.message().contains("--max-memory"));
    }
    // JSON numbers: positions N, logits and weights N² each, output N·d_v: 2048 + 2·2048² + 2048·64.
    QCOMPARE(attentionCost(2048, 64, 64, rope::core::Precision::Fp64).jsonNumbers, 8521728.0);
    // decay-bound d = 8192 over 10⁷ Δ: 4096 pairs × 10⁷ = 4.1e10 terms; minutes even at 1.4e8 terms/s.
    const Cost slow = decayBoundCost(1e7, 8192);
    QVERIFY(slow.seconds > 200);
    QVERIFY(slow.work.contains("4.1e+10"));
    Budget npy;
    npy.json = false;
    QVERIFY_THROWS_EXCEPTION(rope::model::Error, afford(slow, npy));
    npy.maxSeconds = 1e6;
    afford(slow, npy); // raised: accepted
    // rotate keeps x and its rotated copy: N·d·16 B = 10⁷·64·16 = 10.24 GB.
    QVERIFY(std::abs(rotateCost(1e7, 64, RotateForm::RotateHalf, rope::core::Precision::Fp64).bytes - 10.32e9) < 0.1e9);
    // decompose-additive: five N×N terms, the logits and one being assigned, 7·16384²·8 B = 15.0 GB.
    QVERIFY(decomposeAdditiveCost(16384, 64, 64).bytes > 15.0e9);
}

void tst_CliParts::setNamesKeyAndValues_data()
{
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QStringList>("message");
    QTest::newRow("choice") << "pairing=foo"
                            << QStringList{"--set pairing: 'foo' is not one of interleaved, half-split"};
    QTest::newRow("near choice") << "pairing=half_split" << QStringList{"did you mean 'half-split'?"};
    QTest::newRow("method as number") << "scaling.method=3"
                                      << QStringList{"scaling.method", "none, linear, ntk, dynamic, yarn, llama3"};
    QTest::newRow("near key") << "head-dim=128"
                              << QStringList{"unknown parameter 'head-dim'", "did you mean 'head_dim'?"};
    QTest::newRow("near scaling key") << "scaling.factr=2" << QStringList{"did you mean 'scaling.factor'?"};
    QTest::newRow("seq_len text") << "seq_len=abc" << QStringList{"seq_len", "not a whole number", "1 to 131072"};
    QTest::newRow("head_dim text") << "head_dim=x" << QStringList{"head_dim", "even whole number from 2 to 512"};
    QTest::newRow("m text") << "m=six" << QStringList{"'six' is not a finite number", "from 0 to 1000000"};
    QTest::newRow("base text") << "base=big" << QStringList{"base", "above 1"};
    QTest::newRow("seed fraction") << "seed=1.5" << QStringList{"whole number from 0 to 9000000000000000"};
    QTest::newRow("nan") << "m=nan" << QStringList{"--set m: 'nan' is not a finite number"};
    QTest::newRow("truncate") << "scaling.truncate=yes" << QStringList{"one of true, false"};
    QTest::newRow("factor list") << "scaling.short_factor=1,x" << QStringList{"scaling.short_factor", "'x'"};
    QTest::newRow("no equals") << "head_dim" << QStringList{"write key=value"};
}

void tst_CliParts::setNamesKeyAndValues()
{
    QFETCH(QString, setting);
    QFETCH(QStringList, message);
    const auto p = applySettings(rope::model::AppParams(), {setting});
    QVERIFY(!p);
    for (const QString& part : message)
        QVERIFY2(p.message().contains(part), qPrintable(p.message()));
}

void tst_CliParts::setListsEveryChoice()
{
    using namespace rope;
    // The allowed values come from the name tables, which are the only spelling of each enum.
    const std::pair<QString, QStringList> keys[] = {
        {"pairing", model::nameKeys<core::Pairing>()},
        {"source", model::nameKeys<model::QkSource>()},
        {"mask", model::nameKeys<core::Mask>()},
        {"heatmap", model::nameKeys<model::HeatmapMode>()},
        {"scaling.method", model::nameKeys<core::ScalingMethod>()},
        {"scaling.truncate", {"true", "false"}},
    };
    for (const auto& [key, values] : keys) {
        const auto p = applySettings(model::AppParams(), {key + "=zzz"});
        QVERIFY(!p);
        QVERIFY2(p.message().contains(key), qPrintable(p.message()));
        for (const QString& v : values)
            QVERIFY2(p.message().contains(v), qPrintable(key + ": " + p.message()));
    }
}

void tst_CliParts::setRangesMatchTheChecks()
{
    // The ranges the messages state are the ones the parameters are checked against: the ends are
    // taken, one step beyond is refused.
    const std::tuple<const char*, const char*, const char*> cases[] = {
        {"head_dim=512", "head_dim=514", "between 2 and 512"},
        {"seq_len=131072", "seq_len=131073", "between 1 and 131072"},
        {"seq_len=1", "seq_len=0", "at least one"},
        {"m=1000000", "m=1000001", "between 0 and 1000000"},
    };
    for (const auto& [inside, outside, message] : cases) {
        const auto ok = applySettings(rope::model::AppParams(), {inside});
        QVERIFY2(ok, qPrintable(ok.message()));
        const auto refused = applySettings(rope::model::AppParams(), {outside});
        QVERIFY(!refused);
        QVERIFY2(refused.message().contains(message), qPrintable(refused.message()));
    }
}

void tst_CliParts::setTakesAngles()
{
    const auto p =
        applySettings(rope::model::AppParams(), {"theta=pi/2", "head_dim=2", "source=explicit", "q=1,0", "k=0,1"});
    QVERIFY2(p, qPrintable(p.message()));
    QCOMPARE(p->rope.thetaOverride.value(), std::numbers::pi / 2);
    QCOMPARE(p->explicitQ, (std::vector<double>{1, 0}));
}

void tst_CliParts::settingsHelpCoversEveryParameter()
{
    // Every key the parameters' JSON form has can be set, and the help names each with what it takes.
    const QString help = settingsHelp();
    const QJsonObject json = rope::model::AppParams().toJson();
    for (auto it = json.begin(); it != json.end(); ++it) {
        if (it.key() == QLatin1String("scaling")) {
            for (const QString& sub : it.value().toObject().keys())
                QVERIFY2(help.contains("scaling." + sub + ' '), qPrintable(sub));
        } else {
            QVERIFY2(help.contains("  " + it.key() + ' '), qPrintable(it.key()));
        }
    }
    QVERIFY(help.contains("one of interleaved, half-split"));
    QVERIFY(help.contains("from 1 to 131072"));
}

void tst_CliParts::commandsList()
{
    const QString text = commandsHelp();
    QCOMPARE(text.count('\n'), 6); // a title and one line per command
    for (const char* command : {"compute", "inspect", "diagnose", "weights", "export"})
        QVERIFY2(text.contains(QStringLiteral("\n  %1").arg(command)) &&
                     text.contains(QStringLiteral("rope-explorer %1 --help").arg(command)),
                 command);
}

namespace {

QByteArray npyOf(const NamedArray& a, NpyType type)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    writeNpy(buffer, a, type);
    return bytes;
}

NamedArray twoByTwo(double a, double b, double c, double d)
{
    rope::core::RowMatrixXd m(2, 2);
    m << a, b, c, d;
    return {"x", {2, 2}, m, {}}; // axes: row and column
}

} // namespace

void tst_CliParts::npyFloat32ByHand()
{
    const QByteArray bytes = npyOf(twoByTwo(0.1, -2.5, 1.0, 3e38), NpyType::Float32);
    // The dictionary is 59 characters; 10 + 59 + 1 = 70, padded with 58 spaces to 128.
    const QByteArray dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 2), }";
    QCOMPARE(dict.size(), 59);
    const QByteArray header = QByteArray("\x93NUMPY\x01\x00\x76\x00", 10) + dict + QByteArray(58, ' ') + '\n';
    QCOMPARE(bytes.left(128), header);
    // IEEE 754 single precision, little-endian: 0.1 → 0x3dcccccd (rounded up), −2.5 → 0xc0200000,
    // 1 → 0x3f800000, 3e38 → 0x7f61b1e6.
    QCOMPARE(bytes.mid(128).toHex(), QByteArray("cdcccc3d000020c00000803fe6b1617f"));
    // The reader reads it back: the float nearest each number.
    const auto read = rope::core::decodeNpy(std::string_view(bytes.constData(), size_t(bytes.size())));
    QVERIFY(read.ok());
    QCOMPARE(read.array.dtype, std::string("<f4"));
    QCOMPARE(read.array.shape, (std::vector<std::int64_t>{2, 2}));
    QCOMPARE(read.array.data[0], double(0.1f));
    QCOMPARE(read.array.data[1], -2.5);
    // A finite number float32 cannot hold is refused, not written as infinity; ±inf stays itself.
    QVERIFY_THROWS_EXCEPTION(rope::model::Error, npyOf(twoByTwo(1, 2, 3, 1e39), NpyType::Float32));
    const double inf = std::numeric_limits<double>::infinity();
    QCOMPARE(npyOf(twoByTwo(-inf, 0, 0, 0), NpyType::Float32).mid(128, 4).toHex(), QByteArray("000080ff"));
}

void tst_CliParts::npyFloat64MatchesCore()
{
    // The streamed writer and core's one-piece encoder agree byte for byte.
    const NamedArray a = twoByTwo(0.1, -2.5, std::nan(""), 1e300);
    const std::string core = rope::core::encodeNpy(a.shape, a.values.data());
    QCOMPARE(npyOf(a, NpyType::Float64), QByteArray(core.data(), qsizetype(core.size())));
}

void tst_CliParts::csvSpellsSpecialValues()
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    writeCsv(buffer, twoByTwo(1, -std::numeric_limits<double>::infinity(), std::nan(""), 0.5));
    // The header names the columns: row and column (no axes given), then the array's name.
    QCOMPARE(bytes, QByteArray("row,column,x\n0,0,1\n0,1,-inf\n1,0,nan\n1,1,0.5\n"));
}

void tst_CliParts::jsonHasSchemaVersionAndEscapes()
{
    Output out;
    out.text("source", QStringLiteral("\x1b]0;pwned\x07"));
    out.scalar("s", 1.5);
    rope::core::RowMatrixXd one(1, 2);
    one << 0.25, -std::numeric_limits<double>::infinity();
    out.matrix("m", one);
    out.vector("v", Eigen::Vector3d(1, 2, 3));
    const QByteArray json = out.json();
    QVERIFY(!json.contains('\x1b') && !json.contains('\x07'));
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(json, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(json.startsWith("{\"schema_version\":1,"));
    QCOMPARE(o["schema_version"].toInt(), 1);
    QCOMPARE(o["source"].toString(), QStringLiteral("\x1b]0;pwned\x07")); // escaped, not lost
    QCOMPARE(o["s"].toDouble(), 1.5);
    // One row is still a matrix: a list of rows.
    QCOMPARE(o["m"].toArray().size(), 1);
    QCOMPARE(o["m"].toArray()[0].toArray()[0].toDouble(), 0.25);
    QVERIFY(o["m"].toArray()[0].toArray()[1].isNull()); // −inf (a masked logit) is null
    QCOMPARE(o["v"].toArray().size(), 3);
    QVERIFY(o["v"].toArray()[0].isDouble());
}

void tst_CliParts::keepOnlyDropsOthers()
{
    Output out;
    out.keepOnly("b");
    out.matrix("a", rope::core::RowMatrixXd(rope::core::RowMatrixXd::Ones(300, 200)));
    out.matrix("b", rope::core::RowMatrixXd(rope::core::RowMatrixXd::Constant(2, 3, 7)));
    QCOMPARE(out.array("a")->values.size(), 0); // dropped at once
    QCOMPARE(out.array("a")->count(), 60000); // yet still named with its shape
    QCOMPARE(out.array("b")->values(1, 2), 7.0);
    QCOMPARE(out.arrayNames(), (QStringList{"a", "b"}));
}

void tst_CliParts::commandFailuresAreOneLine()
{
    const QString name = QStringLiteral("rope-explorer x");
    int code = -1;
    QByteArray err = stderrOf([&] { code = runCommand({name}, [] { return 3; }); });
    QCOMPARE(code, 3);
    QCOMPARE(err, QByteArray());

    // fail(): the command's name, the message made terminal-safe, exit code 2.
    err = stderrOf([&] { code = runCommand({name}, []() -> int { fail(QStringLiteral("bad \x1b[2J")); }); });
    QCOMPARE(code, 2);
    QCOMPARE(err, QByteArray("rope-explorer x: bad \\x1b[2J\n"));

    // An Expected's error keeps the place it names.
    err = stderrOf([&] {
        code = runCommand({name}, []() -> int {
            throw rope::model::Error{QStringLiteral("--k"), QStringLiteral("not a number")};
        });
    });
    QCOMPARE(code, 2);
    QCOMPARE(err, QByteArray("rope-explorer x: --k: not a number\n"));

    // Running out of memory: the command's own line, or a plain one.
    err = stderrOf([&] {
        code = runCommand({name, QStringLiteral("rope-explorer x: use less")}, []() -> int { throw std::bad_alloc(); });
    });
    QCOMPARE(code, 2);
    QCOMPARE(err, QByteArray("rope-explorer x: use less\n"));
    err = stderrOf([&] { code = runCommand({name}, []() -> int { throw std::bad_alloc(); }); });
    QCOMPARE(code, 2);
    QCOMPARE(err, QByteArray("rope-explorer x: out of memory\n"));

    // A line of the command's own making (export's is translated): its trailing newline is printed once.
    const Failures own{name, {}, [](const QString& message) { return QStringLiteral("x says: %1\n").arg(message); }};
    err = stderrOf([&] { code = runCommand(own, []() -> int { fail(QStringLiteral("no")); }); });
    QCOMPARE(code, 2);
    QCOMPARE(err, QByteArray("x says: no\n"));
}

QTEST_APPLESS_MAIN(tst_CliParts)
#include "tst_cliparts.moc"
