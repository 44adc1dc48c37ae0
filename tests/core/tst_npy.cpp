// The .npy reader against files built byte by byte in the test (an independent writer), and every
// hostile header we could think of.

#include "core/npy.h"

#include <QtTest>

#include <Eigen/Core>

#include <cstring>

using namespace rope::core;

namespace {

// magic, version, header length (2 or 4 bytes), header padded to 64, then raw data.
std::string makeNpy(const std::string& dict, const std::string& data, int major = 1)
{
    std::string header = dict;
    const size_t prefix = major == 1 ? 10 : 12;
    while ((prefix + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    std::string out = "\x93NUMPY";
    out += char(major);
    out += char(0);
    const size_t n = header.size();
    out += char(n & 0xff);
    out += char((n >> 8) & 0xff);
    if (major != 1) {
        out += char(0);
        out += char(0);
    }
    return out + header + data;
}

template <typename T>
std::string raw(std::initializer_list<T> values, bool bigEndian = false)
{
    std::string out;
    for (T v : values) {
        char b[sizeof(T)];
        std::memcpy(b, &v, sizeof(T));
        if (bigEndian)
            std::reverse(b, b + sizeof(T));
        out.append(b, sizeof(T));
    }
    return out;
}

} // namespace

class tst_Npy : public QObject {
    Q_OBJECT

private slots:
    void readsFloatTypes();
    void readsVersions2And3AndScalars();
    void roundTrip();
    void refusesHostileFiles_data();
    void refusesHostileFiles();
    void quotedKeysAreCutBetweenCharacters();
};

void tst_Npy::readsFloatTypes()
{
    auto r = decodeNpy(
        makeNpy("{'descr': '<f8', 'fortran_order': False, 'shape': (2, 3), }", raw<double>({1, 2, 3, 4, 5, 6.5})));
    QVERIFY(r.ok());
    QCOMPARE(r.array.shape, (std::vector<std::int64_t>{2, 3}));
    QCOMPARE(r.array.data[5], 6.5);

    r = decodeNpy(makeNpy("{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }", raw<float>({0.1f, -2, 3})));
    QVERIFY(r.ok());
    QCOMPARE(r.array.data[0], double(0.1f)); // widened exactly

    r = decodeNpy(makeNpy("{'descr': '>f4', 'fortran_order': False, 'shape': (2,), }", raw<float>({1.5f, -7}, true)));
    QVERIFY(r.ok());
    QCOMPARE(r.array.data[1], -7.0);

    // float16: 0x3C00 = 1.0, 0xC000 = −2.0, 0x3555 ≈ 0.33325.
    r = decodeNpy(makeNpy("{'descr': '<f2', 'fortran_order': False, 'shape': (3,), }",
                          raw<std::uint16_t>({0x3C00, 0xC000, 0x3555})));
    QVERIFY(r.ok());
    QCOMPARE(r.array.data[0], 1.0);
    QCOMPARE(r.array.data[1], -2.0);
    QCOMPARE(r.array.data[2], 0.333251953125);
    // Key order and quotes as other writers produce them.
    r = decodeNpy(makeNpy("{\"shape\": (1,), \"fortran_order\": False, \"descr\": \"<f8\"}", raw<double>({4})));
    QVERIFY(r.ok());
}

void tst_Npy::readsVersions2And3AndScalars()
{
    auto r = decodeNpy(makeNpy("{'descr': '<f8', 'fortran_order': False, 'shape': (1,), }", raw<double>({3}), 2));
    QVERIFY(r.ok());
    r = decodeNpy(makeNpy("{'descr': '<f8', 'fortran_order': False, 'shape': (), }", raw<double>({9}), 3));
    QVERIFY(r.ok());
    QVERIFY(r.array.shape.empty());
    QCOMPARE(r.array.data[0], 9.0);
}

void tst_Npy::roundTrip()
{
    const double values[] = {1.0 / 3.0, -0.0, 1e-300, 12345.678};
    const std::string bytes = encodeNpy({2, 2}, values);
    QCOMPARE(bytes.size() % 64, size_t(32)); // 64-aligned header + 32 data bytes
    const auto r = decodeNpy(bytes);
    QVERIFY(r.ok());
    QCOMPARE(r.array.shape, (std::vector<std::int64_t>{2, 2}));
    QCOMPARE(std::memcmp(r.array.data.data(), values, sizeof values), 0);
    const double one = 5;
    QVERIFY(decodeNpy(encodeNpy({1}, &one)).ok());
}

void tst_Npy::refusesHostileFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("error");
    const auto add = [](const char* name, const std::string& bytes, NpyError e) {
        QTest::newRow(name) << QByteArray(bytes.data(), qsizetype(bytes.size())) << int(e);
    };
    const std::string good = "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }";
    add("empty", "", NpyError::NotNpy);
    add("text file", "hello, this is not numpy at all", NpyError::NotNpy);
    std::string v9 = makeNpy(good, raw<double>({1, 2}));
    v9[6] = 9;
    add("version 9", v9, NpyError::UnsupportedVersion);
    std::string longHeader = makeNpy(good, raw<double>({1, 2}));
    longHeader[8] = char(0xff);
    longHeader[9] = char(0x7f);
    add("header length past the end", longHeader, NpyError::Truncated);
    add("int dtype", makeNpy("{'descr': '<i4', 'fortran_order': False, 'shape': (2,), }", raw<int>({1, 2})),
        NpyError::UnsupportedDtype);
    add("object dtype", makeNpy("{'descr': '|O', 'fortran_order': False, 'shape': (2,), }", ""),
        NpyError::UnsupportedDtype);
    add("structured dtype", makeNpy("{'descr': [('a', '<f8')], 'fortran_order': False, 'shape': (2,), }", ""),
        NpyError::BadHeader);
    add("fortran order", makeNpy("{'descr': '<f8', 'fortran_order': True, 'shape': (2,), }", raw<double>({1, 2})),
        NpyError::FortranOrder);
    add("gigantic shape",
        makeNpy("{'descr': '<f8', 'fortran_order': False, 'shape': (1099511627776, 1099511627776), }", ""),
        NpyError::TooLarge);
    add("shape overflowing int64",
        makeNpy("{'descr': '<f8', 'fortran_order': False, 'shape': (99999999999999999999,), }", ""),
        NpyError::BadHeader);
    add("negative shape", makeNpy("{'descr': '<f8', 'fortran_order': False, 'shape': (-2,), }", ""),
        NpyError::BadHeader);
    add("truncated data", makeNpy(good, raw<double>({1})), NpyError::Truncated);
    add("trailing data", makeNpy(good, raw<double>({1, 2, 3})), NpyError::TrailingData);
    add("missing shape", makeNpy("{'descr': '<f8', 'fortran_order': False}", raw<double>({1})), NpyError::BadHeader);
    add("unknown key", makeNpy("{'descr': '<f8', 'fortran_order': False, 'shape': (1,), 'x': 1}", raw<double>({1})),
        NpyError::BadHeader);
    add("duplicate key",
        makeNpy("{'descr': '<f8', 'descr': '<f4', 'fortran_order': False, 'shape': (1,)}", raw<double>({1})),
        NpyError::BadHeader);
    add("unterminated string", makeNpy("{'descr: '<f8', 'fortran_order': False, 'shape': (1,)}", raw<double>({1})),
        NpyError::BadHeader);
    add("magic only", std::string("\x93NUMPY\x01\x00", 8), NpyError::NotNpy);
}

void tst_Npy::refusesHostileFiles()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, error);
    const auto r = decodeNpy(std::string_view(bytes.constData(), size_t(bytes.size())));
    QCOMPARE(int(r.error), error);
    QVERIFY(r.array.data.empty());
}

void tst_Npy::quotedKeysAreCutBetweenCharacters()
{
    // "x" and 20 two-byte characters (41 bytes): the message quotes at most 32 bytes, and byte 32 is
    // the middle of a character, so the quote stops before it and stays valid UTF-8.
    std::string utf8Key = "x";
    for (int i = 0; i < 20; ++i)
        utf8Key += "\xc3\xa9"; // é
    const std::string bytes =
        makeNpy("{'descr': '<f8', 'fortran_order': False, 'shape': (1,), '" + utf8Key + "': 1}", raw<double>({1}));
    const auto r = decodeNpy(bytes);
    QCOMPARE(r.error, NpyError::BadHeader);
    const QString detail = QString::fromStdString(r.detail);
    QVERIFY2(!detail.contains(QChar(0xFFFD)), r.detail.c_str()); // no broken character
    QVERIFY(detail.contains(QStringLiteral("xéééé")));
    QVERIFY(r.detail.size() < utf8Key.size() + 20);
}

QTEST_APPLESS_MAIN(tst_Npy)
#include "tst_npy.moc"
