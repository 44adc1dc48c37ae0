// The command line's lists: Python-style ranges counted exactly, bounds checked before anything is
// expanded or allocated — including the reproducers that once crashed (item counts taken in double,
// inexact above 2^53, and `v += step` overflowing).
#include "app/cli/listparse.h"

#include <QtTest>

#include <cmath>
#include <numbers>

using rope::app::parseAngle;
using rope::app::parseIndexList;
using rope::app::parseNumberList;

class tst_ListParse : public QObject {
    Q_OBJECT
private slots:
    void rangesExpandLikePython_data();
    void rangesExpandLikePython();
    void hostileListsAreRefused_data();
    void hostileListsAreRefused();
    void numberLists();
    void angles();
};

namespace {
constexpr qint64 kMaxAbs = 1'000'000'000;
}

void tst_ListParse::rangesExpandLikePython_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<double>>("expected");
    // Each expected list is what Python's list(range(...)) gives, written out by hand.
    QTest::newRow("0:4") << "0:4" << QList<double>{0, 1, 2, 3};
    QTest::newRow("single") << "7" << QList<double>{7};
    QTest::newRow("step") << "10:20:4" << QList<double>{10, 14, 18};
    QTest::newRow("negative step") << "5:0:-2" << QList<double>{5, 3, 1};
    QTest::newRow("mixed") << "0:2, 9 ,-3:-1" << QList<double>{0, 1, 9, -3, -2};
    QTest::newRow("at the bound") << "999999998:1000000000" << QList<double>{999999998, 999999999};
    QTest::newRow("step larger than the span") << "0:3:100" << QList<double>{0};
    QTest::newRow("single at the bound") << "-1000000000" << QList<double>{-1e9};
    QTest::newRow("a step beyond the bound") << "0:10:9223372036854775807" << QList<double>{0};
    QTest::newRow("the most negative step") << "5:0:-9223372036854775808" << QList<double>{5};
}

void tst_ListParse::rangesExpandLikePython()
{
    QFETCH(QString, text);
    QFETCH(QList<double>, expected);
    const auto list = parseIndexList(text, 100, kMaxAbs);
    QVERIFY2(list, qPrintable(list.message()));
    QCOMPARE(list->size(), Eigen::Index(expected.size()));
    for (int i = 0; i < expected.size(); ++i)
        QCOMPARE((*list)[i], expected[i]);
}

void tst_ListParse::hostileListsAreRefused_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    // The reproducers of the crashes: ranges far beyond any position.
    QTest::newRow("2^62 range") << "4611686018427388417:4611686018427390463"
                                << "goes beyond ±1000000000";
    QTest::newRow("near int64 max") << "9223372036854773807:9223372036854775807:3000"
                                    << "goes beyond";
    // std::abs(INT64_MIN) is INT64_MIN again: these passed the bound check (the range was then
    // called empty, from an overflowing b − a).
    QTest::newRow("INT64_MIN single") << "-9223372036854775808"
                                      << "goes beyond ±1000000000";
    QTest::newRow("INT64_MIN range") << "-9223372036854775808:0"
                                     << "goes beyond ±1000000000";
    QTest::newRow("int64 overflow") << "0:99999999999999999999"
                                    << "not an integer";
    QTest::newRow("too many items") << "0:101"
                                    << "more than 100 items";
    QTest::newRow("many small ranges") << QStringList(60, QStringLiteral("0:2")).join(',') << "more than 100 items";
    QTest::newRow("step 0") << "0:10:0"
                            << "step 0";
    QTest::newRow("empty range") << "5:5"
                                 << "is empty";
    QTest::newRow("wrong direction") << "0:10:-1"
                                     << "is empty";
    QTest::newRow("four parts") << "0:1:2:3"
                                << "not an integer or a range";
    QTest::newRow("fraction") << "0.5"
                              << "not an integer";
    QTest::newRow("empty") << "  "
                           << "the list is empty";
}

void tst_ListParse::hostileListsAreRefused()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    const auto list = parseIndexList(text, 100, kMaxAbs);
    QVERIFY(!list);
    QVERIFY2(list.message().contains(message), qPrintable(list.message()));
}

void tst_ListParse::numberLists()
{
    const auto list = parseNumberList(QStringLiteral("1.5, -2e3,0"), 10);
    QVERIFY(list);
    QCOMPARE(list->size(), 3);
    QCOMPARE((*list)[1], -2000.0);
    for (const char* bad : {"nan", "1,inf", "1,,2", "x"})
        QVERIFY2(!parseNumberList(QLatin1String(bad), 10), bad);
    QVERIFY(!parseNumberList(QStringLiteral("1,2,3"), 2));
}

void tst_ListParse::angles()
{
    const double pi = std::numbers::pi;
    QCOMPARE(parseAngle(QStringLiteral("pi/2")).value(), pi / 2);
    QCOMPARE(parseAngle(QStringLiteral("3*pi/4")).value(), 3 * pi / 4);
    QCOMPARE(parseAngle(QStringLiteral("2π")).value(), 2 * pi);
    QCOMPARE(parseAngle(QStringLiteral("1.25")).value(), 1.25);
    QVERIFY(!parseAngle(QStringLiteral("pi/0")));
    QVERIFY(!parseAngle(QStringLiteral("pie")));
}

QTEST_APPLESS_MAIN(tst_ListParse)
#include "tst_listparse.moc"
