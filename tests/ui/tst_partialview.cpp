// The partial-RoPE view: driven by its combo boxes, its strips must hold each convention's turning
// components and frequencies, written out here by hand for d = 16, r = 8.

#include "ui/views/partialview.h"

#include <QComboBox>
#include <QLabel>
#include <QtTest>

#include <cmath>

using namespace rope::ui;
using namespace rope::model;

class tst_PartialView : public QObject {
    Q_OBJECT

private slots:
    void fourLayoutsByHand();
};

void tst_PartialView::fourLayoutsByHand()
{
    PartialView view;
    view.resize(1100, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // d: 32 → 16 with the keyboard; r: d/4 → d/2.
    view.headDimControl()->setFocus();
    QTest::keyClick(view.headDimControl(), Qt::Key_Up);
    QCOMPARE(view.headDimControl()->currentData().toInt(), 16);
    view.rotaryControl()->setFocus();
    QTest::keyClick(view.rotaryControl(), Qt::Key_Down);
    QCOMPARE(view.rotaryControl()->currentData().toInt(), 8);

    const QJsonObject f = view.facts();
    QCOMPARE(f.value("hf.rotated").toString(), QStringLiteral("0,1,2,3,4,5,6,7"));
    QCOMPARE(f.value("gptj.rotated").toString(), QStringLiteral("0,1,2,3,4,5,6,7"));
    QCOMPARE(f.value("mla.rotated").toString(), QStringLiteral("8,9,10,11,12,13,14,15"));
    // Gemma 4: pairs (i, i + 8) for i < 4.
    QCOMPARE(f.value("proportional.rotated").toString(), QStringLiteral("0,1,2,3,8,9,10,11"));
    // θ_1 = 10000^(−2/8) = 0.1 for the three that count over r, 10000^(−2/16) = 10^(−1/2) for Gemma 4.
    for (const char* key : {"hf", "gptj", "mla"})
        QVERIFY(std::abs(f.value(QStringLiteral("%1.theta1").arg(QLatin1String(key))).toDouble() - 0.1) < 1e-15);
    QVERIFY(std::abs(f.value("proportional.theta1").toDouble() - std::sqrt(0.1)) < 1e-15);

    // Reading one layout as another: nothing on the diagonal, the same either way round, and far
    // from nothing between any two different layouts.
    const QStringList keys = {"hf", "gptj", "mla", "proportional"};
    for (const QString& a : keys)
        for (const QString& b : keys) {
            const double e = f.value(QStringLiteral("error.%1.%2").arg(a, b)).toDouble();
            QCOMPARE(e, f.value(QStringLiteral("error.%1.%2").arg(b, a)).toDouble());
            QVERIFY2(a == b ? e == 0 : e > 0.3, qPrintable(QStringLiteral("%1 as %2: %3").arg(a, b).arg(e)));
        }
    QVERIFY(view.errorTable()->text().contains(QStringLiteral("Gemma 4")));
}

QTEST_MAIN(tst_PartialView)
#include "tst_partialview.moc"
