// The one error style: what the model's parsers refuse, and that each refusal names the key at
// fault and what it expected. Parsing never reads a file; loading tensors is its own step. A state
// string never names local files. The name tables are the only spelling of each enum. A file is
// read whole only up to a limit, whatever it claims.
#include "ui/model/appparams.h"
#include "ui/model/boundedread.h"
#include "ui/model/names.h"
#include "ui/model/presets.h"
#include "ui/model/session.h"
#include "ui/model/tensors.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

using namespace rope::model;

class tst_Parsing : public QObject {
    Q_OBJECT
private slots:
    void errorsNameTheKeyAndTheExpectation_data();
    void errorsNameTheKeyAndTheExpectation();
    void missingKeysKeepTheDefaults();
    void parsingNamesTensorFilesWithoutReadingThem();
    void stateStringsNeverNameLocalFiles();
    void alteredStateStringsAreRefused();
    void sessionErrorsSayWhere();
    void everyNameRoundTrips();
    void boundedReadsStopAtTheLimit();
};

namespace {

QJsonObject object(const char* json) { return QJsonDocument::fromJson(QByteArray(json)).object(); }

} // namespace

void tst_Parsing::errorsNameTheKeyAndTheExpectation_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("what");
    QTest::newRow("pairing unknown") << QByteArray(R"({"pairing": "diagonal"})") << "pairing"
                                     << R"(expected one of interleaved, half-split, got "diagonal")";
    QTest::newRow("pairing a number") << QByteArray(R"({"pairing": 3})") << "pairing"
                                      << "expected one of interleaved, half-split, got 3";
    QTest::newRow("m as text") << QByteArray(R"({"m": "six"})") << "m"
                               << R"(expected a number, got "six")";
    QTest::newRow("head_dim fraction") << QByteArray(R"({"head_dim": 6.5})") << "head_dim"
                                       << "expected a whole number from -1000000000 to 1000000000, got 6.5";
    QTest::newRow("nested scaling factor") << QByteArray(R"({"scaling": {"factor": [8]}})") << "scaling.factor"
                                           << "expected a number, got a list";
    QTest::newRow("scaling method") << QByteArray(R"({"scaling": {"method": 3}})") << "scaling.method"
                                    << "expected one of none, linear, ntk, dynamic, yarn, llama3, longrope, got 3";
    QTest::newRow("scaling not an object") << QByteArray(R"({"scaling": 5})") << "scaling"
                                           << "expected an object, got 5";
    QTest::newRow("truncate as text") << QByteArray(R"({"scaling": {"truncate": "yes"}})") << "scaling.truncate"
                                      << R"(expected true or false, got "yes")";
    QTest::newRow("negative seed") << QByteArray(R"({"seed": -1})") << "seed"
                                   << "expected a whole number from 0 to 9000000000000000, got -1";
    QTest::newRow("q with a text entry") << QByteArray(R"({"source": "explicit", "q": [1, "x"], "k": [0, 1]})") << "q"
                                         << R"(expected a list of numbers, got "x")";
    QTest::newRow("loaded without files") << QByteArray(R"({"source": "loaded"})") << "tensors"
                                          << "loaded tensors need the names of their files";
    QTest::newRow("loaded without k") << QByteArray(R"({"source": "loaded", "tensors": {"q": "q.npy"}})") << "tensors.k"
                                      << "expected text, got nothing";
}

void tst_Parsing::errorsNameTheKeyAndTheExpectation()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, where);
    QFETCH(QString, what);
    const Expected<AppParams> p = AppParams::fromJson(object(json));
    QVERIFY(!p);
    QCOMPARE(p.error().where, where);
    QCOMPARE(p.error().what, what);
    QCOMPARE(p.message(), where + QStringLiteral(": ") + what);
}

void tst_Parsing::missingKeysKeepTheDefaults()
{
    const Expected<AppParams> p = AppParams::fromJson(object(R"({"base": 500000, "pairing": "half-split"})"));
    QVERIFY2(p, qPrintable(p.message()));
    AppParams expected;
    expected.rope.base = 500000;
    expected.rope.pairing = rope::core::Pairing::HalfSplit;
    QVERIFY(*p == expected);
    // And a full round trip of every key written.
    const Expected<AppParams> again = AppParams::fromJson(p->toJson());
    QVERIFY(again && *again == *p);
}

void tst_Parsing::parsingNamesTensorFilesWithoutReadingThem()
{
    // The files do not exist: parsing succeeds all the same, because it does not look.
    const Expected<AppParams> p = AppParams::fromJson(object(
        R"({"source": "loaded", "head_dim": 8, "tensors": {"q": "/nonexistent/q.npy", "k": "/nonexistent/k.npy", "head": 2}})"));
    QVERIFY2(p, qPrintable(p.message()));
    QCOMPARE(p->tensorFiles.q, QStringLiteral("/nonexistent/q.npy"));
    QCOMPARE(p->tensorFiles.head, 2);
    QVERIFY(!p->tensors);
    QVERIFY(p->validateBeforeLoading().empty());
    QVERIFY(!p->validate().empty()); // not usable before the tensors are read
    // Reading them is the separate step, and its error names the file.
    const Expected<AppParams> loaded = loadTensorsFor(*p);
    QVERIFY(!loaded);
    QCOMPARE(loaded.error().where, QStringLiteral("/nonexistent/q.npy"));
    QVERIFY(loaded.error().what.contains(QLatin1String("no such file")));
}

void tst_Parsing::stateStringsNeverNameLocalFiles()
{
    Session s;
    s.params.source = QkSource::Loaded;
    s.params.tensorFiles.q = QStringLiteral("/home/someone/secret.npy");
    s.params.tensorFiles.k = QStringLiteral("/home/someone/k.npy");
    const QString text = stateString(s);
    const Expected<Session> back = sessionFromStateString(text);
    QVERIFY2(back, qPrintable(back.message()));
    QCOMPARE(back->params.source, QkSource::Random); // the tensors stayed on this computer
    QVERIFY(back->params.tensorFiles.q.isEmpty());

    // A state string made elsewhere that names files is refused.
    const QByteArray json =
        QJsonDocument(
            QJsonObject{{"format", "rope-explorer-session"},
                        {"version", 1},
                        {"params", QJsonObject{{"source", "loaded"},
                                               {"tensors", QJsonObject{{"q", "/etc/passwd"}, {"k", "/etc/passwd"}}}}}})
            .toJson(QJsonDocument::Compact);
    const QString forged =
        QStringLiteral("rope1.") +
        QString::fromLatin1(qCompress(json).toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    const Expected<Session> refused = sessionFromStateString(forged);
    QVERIFY(!refused);
    QVERIFY(refused.message().contains(QLatin1String("cannot carry loaded tensors")));
}

void tst_Parsing::sessionErrorsSayWhere()
{
    const Expected<Session> wrongParams = sessionFromJson(R"({"format": "rope-explorer-session", "version": 1,
        "params": {"scaling": {"factor": "eight"}}})");
    QVERIFY(!wrongParams);
    QCOMPARE(wrongParams.error().where, QStringLiteral("params.scaling.factor"));
    const Expected<Session> paramsNotAnObject =
        sessionFromJson(R"({"format": "rope-explorer-session", "version": 1, "params": []})");
    QVERIFY(!paramsNotAnObject); // once loaded the defaults silently
    QCOMPARE(paramsNotAnObject.error().where, QStringLiteral("params"));
    const Expected<Session> pairOutOfRange =
        sessionFromJson(R"({"format": "rope-explorer-session", "version": 1, "params": {}, "selected_pair": 40})");
    QVERIFY(!pairOutOfRange); // d = 64 has pairs 0 … 31
    QCOMPARE(pairOutOfRange.error().where, QStringLiteral("selected_pair"));
    const Expected<Session> viewNumber =
        sessionFromJson(R"({"format": "rope-explorer-session", "version": 1, "params": {}, "view": 3})");
    QVERIFY(!viewNumber);
    QCOMPARE(viewNumber.error().where, QStringLiteral("view"));

    const auto presets = parsePresets(R"({"presets": [{"key": "bad", "params": {"pairing": "x"}}]})", "en");
    QVERIFY(!presets);
    QCOMPARE(presets.error().where, QStringLiteral("bad, params.pairing"));
}

void tst_Parsing::everyNameRoundTrips()
{
    auto check = [](auto table) {
        QStringList keys;
        for (const auto& n : table) {
            QVERIFY(!QString::fromLatin1(n.key).isEmpty());
            QVERIFY(!keys.contains(QLatin1String(n.key)));
            keys << QLatin1String(n.key);
            QCOMPARE(fromNameKey<decltype(n.value)>(nameKey(n.value)), std::optional(n.value));
            QVERIFY(!nameLabel(n.value).isEmpty());
        }
    };
    check(nameTable<rope::core::Pairing>());
    check(nameTable<rope::core::ScalingMethod>());
    check(nameTable<QkSource>());
    check(nameTable<HeatmapMode>());
    check(nameTable<rope::core::Mask>());
    check(nameTable<rope::core::Precision>());
    check(nameTable<rope::core::Encoding>());
    // Every scaling method has a name (the table is complete, in enum order).
    QCOMPARE(int(nameTable<rope::core::ScalingMethod>().size()), int(rope::core::ScalingMethod::LongRope) + 1);
    QVERIFY(!fromNameKey<rope::core::Pairing>(u"Interleaved")); // keys are exact
}

void tst_Parsing::boundedReadsStopAtTheLimit()
{
    QTemporaryDir dir;
    const FileWords words{QStringLiteral("missing"), QStringLiteral("not regular"), QStringLiteral("unreadable (%1)"),
                          [](qint64 size) { return QStringLiteral("%1 bytes").arg(size); }};
    const QString ten = dir.filePath(QStringLiteral("ten"));
    {
        QFile f(ten);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("0123456789");
    }
    QCOMPARE(readBoundedFile(ten, 10, words).valueOr({}), QByteArray("0123456789"));
    const Expected<QByteArray> large = readBoundedFile(ten, 9, words);
    QVERIFY(!large);
    QCOMPARE(large.error().where, ten);
    QCOMPARE(large.error().what, QStringLiteral("10 bytes"));
    // A file whose size says 0 but holds more (as if it grew while read) is cut at the limit + 1.
    QCOMPARE(readBoundedFile(QStringLiteral("/proc/self/status"), 10, words).error().what, QStringLiteral("11 bytes"));

    QCOMPARE(readBoundedFile(dir.filePath(QStringLiteral("none")), 10, words).error().what, QStringLiteral("missing"));
    QCOMPARE(readBoundedFile(dir.path(), 10, words).error().what, QStringLiteral("not regular"));
    QCOMPARE(readBoundedFile(QStringLiteral("/dev/zero"), 10, words).error().what, QStringLiteral("not regular"));
    FileWords folder = words;
    folder.folder = QStringLiteral("a folder");
    QCOMPARE(readBoundedFile(dir.path(), 10, folder).error().what, QStringLiteral("a folder"));

    // The start is checked before the rest is read.
    QCOMPARE(readBoundedFile(ten, 10, words, {"012", QStringLiteral("other")}).valueOr({}), QByteArray("0123456789"));
    QCOMPARE(readBoundedFile(ten, 10, words, {"abc", QStringLiteral("other")}).error().what, QStringLiteral("other"));

    if (geteuid() != 0) { // root reads any file
        QFile::setPermissions(ten, QFileDevice::WriteOwner);
        QVERIFY(readBoundedFile(ten, 10, words).error().what.startsWith(QStringLiteral("unreadable (")));
    }
}

QTEST_GUILESS_MAIN(tst_Parsing)
void tst_Parsing::alteredStateStringsAreRefused()
{
    // A state string is "rope1." + base64url(qCompress(json)): qCompress's 4-byte big-endian size, then zlib.
    // Built here by hand, so the test does not lean on stateString().
    const QByteArray json = R"({"format": "rope-explorer-session", "version": 1, "params": {"m": 7}})";
    const auto pack = [](const QByteArray& packed) {
        return QStringLiteral("rope1.") +
               QString::fromLatin1(packed.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    };
    const QByteArray packed = qCompress(json, 9);
    QCOMPARE(packed.left(4),
             QByteArray::fromHex(QByteArray::number(qulonglong(json.size()), 16).rightJustified(8, '0')));
    const Expected<Session> good = sessionFromStateString(pack(packed));
    QVERIFY2(good, qPrintable(good ? QString() : good.error().message()));
    QCOMPARE(good->params.m, 7.0);

    QByteArray trailing = packed + QByteArray("extra");
    QByteArray wrongSize = packed;
    wrongSize[3] = char(wrongSize[3] + 1);
    for (const QByteArray& altered : {trailing, wrongSize}) {
        const Expected<Session> r = sessionFromStateString(pack(altered));
        QVERIFY(!r);
        QVERIFY2(r.error().message().contains(QLatin1String("damaged")), qPrintable(r.error().message()));
    }
}

#include "tst_parsing.moc"
