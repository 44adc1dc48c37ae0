// Your own tensors (good and bad .npy files, and the attention the views then show, checked against
// rotations written out here) and partial rotary in the clocks.

#include "ui/model/computecontroller.h"
#include "ui/model/presets.h"
#include "ui/model/settings.h"
#include "ui/model/tensors.h"
#include "ui/views/clocksview.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/clockrenderer.h"
#include "ui/window/exportdialog.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"
#include "ui/window/settingsdialog.h"
#include "ui/window/tensordialog.h"

#include "testfiles.h"
#include "testutil.h"

#include <QComboBox>
#include <QDockWidget>
#include <QImage>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace rope::ui;
using namespace rope::model;
using namespace rope::test;

namespace {

// q[t][j] = sin(0.7 t + 0.3 j) + 0.1 j, k[t][j] = cos(0.4 t − 0.2 j): varied and reproducible.
QList<double> queries(int n, int d, double shift = 0)
{
    QList<double> v;
    for (int t = 0; t < n; ++t)
        for (int j = 0; j < d; ++j)
            v.append(std::sin(0.7 * t + 0.3 * j + shift) + 0.1 * j);
    return v;
}

QList<double> keys(int n, int d)
{
    QList<double> v;
    for (int t = 0; t < n; ++t)
        for (int j = 0; j < d; ++j)
            v.append(std::cos(0.4 * t - 0.2 * j));
    return v;
}

// The interleaved rotation written out: pair (2i, 2i+1) turned by p·base^(−2i/d).
std::vector<double> rotateInterleaved(const std::vector<double>& x, double p, double base)
{
    const int d = int(x.size());
    std::vector<double> y(x.size());
    for (int i = 0; i < d / 2; ++i) {
        const double angle = p * std::pow(base, -2.0 * i / d);
        y[2 * i] = x[2 * i] * std::cos(angle) - x[2 * i + 1] * std::sin(angle);
        y[2 * i + 1] = x[2 * i] * std::sin(angle) + x[2 * i + 1] * std::cos(angle);
    }
    return y;
}

} // namespace

class tst_Tensors : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void loadsAnNByDFile();
    void picksAHeadOfAnHByNByDFile();
    void badFilesAreRefused_data();
    void badFilesAreRefused();
    void dialogShowsTheTensorsRealAttention();
    void firstPositionMovesTheTokens();
    void partialRotaryIsMarkedInTheClocks();
    void hugeOrForeignFilesAreRefusedUnread();

private:
    MainWindow* m_window = nullptr;
    QTemporaryDir m_dir;
};

void tst_Tensors::init()
{
    QVERIFY(m_dir.isValid());
    m_window = new MainWindow(nullptr, MainWindow::Startup::Defaults);
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void tst_Tensors::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void tst_Tensors::loadsAnNByDFile()
{
    const QString q = writeFile(m_dir, "q.npy", npyBytes("<f8", {5, 4}, doubles(queries(5, 4))));
    const QString k = writeFile(
        m_dir, "k.npy",
        npyBytes("<f4", {5, 4}, floats({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})));
    const auto load = loadTensors({q, k, QString(), 0, 0});
    QVERIFY2(load, qPrintable(load.message()));
    QCOMPARE((*load)->tokens(), 5);
    QCOMPARE((*load)->dims(), 4);
    QCOMPARE((*load)->q(2, 3), std::sin(0.7 * 2 + 0.3 * 3) + 0.3);
    QCOMPARE((*load)->k(4, 1), 18.0);
    QCOMPARE((*load)->v.rows(), 5); // random values when no V is given
}

void tst_Tensors::picksAHeadOfAnHByNByDFile()
{
    // Three heads of 2 tokens × 2 dims: entry (h, t, j) = 100h + 10t + j.
    QList<double> values;
    for (int h = 0; h < 3; ++h)
        for (int t = 0; t < 2; ++t)
            for (int j = 0; j < 2; ++j)
                values.append(100 * h + 10 * t + j);
    const QString path = writeFile(m_dir, "heads.npy", npyBytes("<f8", {3, 2, 2}, doubles(values)));
    const auto load = loadTensors({path, path, path, 2, 0});
    QVERIFY2(load, qPrintable(load.message()));
    QCOMPARE((*load)->q(0, 0), 200.0);
    QCOMPARE((*load)->q(1, 1), 211.0);
    QCOMPARE((*load)->v(1, 0), 210.0);
    const auto missing = loadTensors({path, path, QString(), 3, 0});
    QVERIFY(!missing && missing.message().contains(QLatin1String("head 3")));
}

void tst_Tensors::badFilesAreRefused_data()
{
    QTest::addColumn<QByteArray>("query");
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QString>("expected");
    const QByteArray good = npyBytes("<f8", {4, 4}, doubles(queries(4, 4)));
    QList<double> withNaN = queries(4, 4);
    withNaN[5] = std::nan("");
    QList<double> withInf = queries(4, 4);
    withInf[0] = INFINITY;
    QTest::newRow("NaN") << npyBytes("<f8", {4, 4}, doubles(withNaN)) << good << QStringLiteral("NaN or infinity");
    QTest::newRow("inf") << good << npyBytes("<f8", {4, 4}, doubles(withInf)) << QStringLiteral("NaN or infinity");
    QTest::newRow("truncated") << npyBytes("<f8", {4, 4}, doubles(queries(3, 4))) << good << QStringLiteral("q.npy");
    QTest::newRow("shape mismatch") << good << npyBytes("<f8", {3, 4}, doubles(queries(3, 4)))
                                    << QStringLiteral("must match");
    QTest::newRow("odd d") << npyBytes("<f8", {4, 3}, doubles(queries(4, 3)))
                           << npyBytes("<f8", {4, 3}, doubles(queries(4, 3))) << QStringLiteral("even");
    QTest::newRow("1-D") << npyBytes("<f8", {16}, doubles(queries(4, 4))) << good << QStringLiteral("(N, d)");
    QTest::newRow("4-D") << npyBytes("<f8", {1, 1, 4, 4}, doubles(queries(4, 4))) << good << QStringLiteral("(N, d)");
    QTest::newRow("ints") << npyBytes("<i4", {4, 4}, QByteArray(64, '\0')) << good << QStringLiteral("q.npy");
    QTest::newRow("absurd size") << npyBytes("<f8", {1LL << 40, 1LL << 30}, QByteArray(64, '\0')) << good
                                 << QStringLiteral("q.npy");
    QTest::newRow("too many tokens") << npyBytes("<f4", {9000, 2}, QByteArray(9000 * 2 * 4, '\0')) << good
                                     << QStringLiteral("9000 tokens");
    QTest::newRow("not npy") << QByteArray("hello, world") << good << QStringLiteral("q.npy");
    QTest::newRow("empty") << npyBytes("<f8", {0, 4}, QByteArray()) << good << QStringLiteral("q.npy");
}

void tst_Tensors::badFilesAreRefused()
{
    QFETCH(QByteArray, query);
    QFETCH(QByteArray, key);
    QFETCH(QString, expected);
    const QString q = writeFile(m_dir, "q.npy", query), k = writeFile(m_dir, "k.npy", key);
    const auto load = loadTensors({q, k, QString(), 0, 0});
    QVERIFY(!load);
    QVERIFY2(load.message().contains(expected), qPrintable(load.message()));

    // The dialog keeps the window as it was and says why.
    const AppParams before = m_window->panel()->params();
    Settings settings;
    TensorDialog dialog(m_window, &settings, before);
    dialog.queryPath()->setText(q);
    dialog.keyPath()->setText(k);
    dialog.show();
    dialog.accept();
    QVERIFY(dialog.isVisible());
    QVERIFY(dialog.errorText().contains(expected));
    QVERIFY(m_window->panel()->params() == before);
}

void tst_Tensors::dialogShowsTheTensorsRealAttention()
{
    const int n = 6, d = 8;
    const QString q = writeFile(m_dir, "q.npy", npyBytes("<f8", {n, d}, doubles(queries(n, d))));
    const QString k = writeFile(m_dir, "k.npy", npyBytes("<f8", {n, d}, doubles(keys(n, d))));
    Settings settings;
    TensorDialog dialog(m_window, &settings, m_window->panel()->params());
    QTest::keyClicks(dialog.queryPath(), q);
    QTest::keyClicks(dialog.keyPath(), k);
    dialog.pairingChoice()->setCurrentIndex(dialog.pairingChoice()->findData(int(rope::core::Pairing::Interleaved)));
    dialog.show();
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    m_window->applyParams(dialog.params());
    const AppParams& p = m_window->panel()->params();
    QCOMPARE(p.source, QkSource::Loaded);
    QCOMPARE(p.rope.headDim, d);
    QCOMPARE(p.seqLen, n);
    QVERIFY(m_window->panel()->sourceControl()->currentText().contains(QLatin1String("6 tokens")));
    QVERIFY(QTest::qWaitFor(
        [&] {
            const auto r = m_window->controller()->latest();
            return r && r->params == p && r->attentionCurrent;
        },
        30000));
    const auto r = m_window->controller()->latest();
    // The status bar names the source (it once read past its table of names here).
    QVERIFY2(m_window->statusText().endsWith(QLatin1String("loaded tensors, causal")),
             qPrintable(m_window->statusText()));

    // Logit (m, n) = (R_m q_m)·(R_n k_n)/√d with the rotation written out above, causal: n ≤ m.
    const QList<double> qv = queries(n, d), kv = keys(n, d);
    for (int m = 0; m < n; ++m)
        for (int j = 0; j <= m; ++j) {
            const auto qr =
                rotateInterleaved(std::vector<double>(qv.begin() + m * d, qv.begin() + (m + 1) * d), m, 10000);
            const auto kr =
                rotateInterleaved(std::vector<double>(kv.begin() + j * d, kv.begin() + (j + 1) * d), j, 10000);
            double dot = 0;
            for (int c = 0; c < d; ++c)
                dot += qr[size_t(c)] * kr[size_t(c)];
            ROPE_COMPARE_NEAR(r->attention->rope.logits.cells(m, j), dot / std::sqrt(double(d)), 1e-5);
        }
    // The clocks show the loaded rows: query at m is row m.
    ROPE_COMPARE_NEAR(r->q[3], qv[int(p.m) * d + 3], 1e-15);
    ROPE_COMPARE_NEAR(r->k[0], kv[int(p.n) * d], 1e-15);
}

void tst_Tensors::firstPositionMovesTheTokens()
{
    // Same tokens at positions 1000…1005: RoPE logits are relative, so they equal those at 0…5 —
    // up to rounding of the larger angles.
    const int n = 6, d = 8;
    const QString q = writeFile(m_dir, "q.npy", npyBytes("<f8", {n, d}, doubles(queries(n, d))));
    const QString k = writeFile(m_dir, "k.npy", npyBytes("<f8", {n, d}, doubles(keys(n, d))));
    const auto at0 = loadTensors({q, k, QString(), 0, 0}), at1000 = loadTensors({q, k, QString(), 0, 1000});
    QVERIFY(at0 && at1000);
    AppParams p;
    p.rope.headDim = d;
    p.seqLen = n;
    p.source = QkSource::Loaded;
    p.tensors = *at0;
    const auto a = computeAttention(p);
    p.tensors = *at1000;
    p.m = 1003;
    p.n = 1001;
    QVERIFY(p.validate().empty());
    const auto b = computeAttention(p);
    QVERIFY(maxAbsDiff(a->rope.logits.cells, b->rope.logits.cells) < 1e-5);
    const auto clocks = computeClockResults(p);
    ROPE_COMPARE_NEAR(clocks->q[0], queries(n, d)[3 * d], 1e-15); // position 1003 is row 3
    QVERIFY(!loadTensors({q, k, QString(), 0, -1}));
}

void tst_Tensors::partialRotaryIsMarkedInTheClocks()
{
    AppParams p;
    p.rope.headDim = 8;
    p.rope.rotaryDim = 4;
    p.source = QkSource::Explicit;
    p.explicitQ = {1, 0, 0, 1, 2, 0, 3, -1};
    p.explicitK = {0, 1, 1, 0, 0.5, 7, 2, 4};
    p.m = 5;
    p.n = 1;
    QVERIFY(p.validate().empty());
    const auto r = computeClockResults(p);
    const ClockFrame f = ClockRenderer::frame(*r, p.m, p.n);
    QCOMPARE(int(f.pairs.size()), 2);
    QVERIFY(f.hasUnrotated());
    QCOMPARE(f.unrotated, 4);
    QCOMPARE(f.unrotatedSpans, QStringLiteral("4–7"));
    QCOMPARE(f.cellCount(), 3);
    // Components 4…7 pass through: 2·0.5 + 0·7 + 3·2 + (−1)·4 = 3 (the clocks show the plain
    // dot product (R_m q)·(R_n k), without attention's 1/√d).
    ROPE_COMPARE_NEAR(f.unrotatedTerm, 3.0, 1e-15);
    // The score is the pairs' terms plus that constant.
    double terms = 0;
    for (const ClockPair& c : f.pairs)
        terms += c.term;
    ROPE_COMPARE_NEAR(terms + f.unrotatedTerm, r->score, 1e-12);

    // In the window: three cells, the third grey and hatched, not a dial.
    m_window->applyParams(p);
    m_window->showView(QStringLiteral("clocks"));
    QTest::qWait(100);
    ClockGrid* grid = m_window->view<ClocksView>(u"clocks")->findChild<ClockGrid*>();
    QVERIFY(grid);
    QCOMPARE(grid->frame().cellCount(), 3);
    const QImage image = grid->grab().toImage();
    const QRectF cell = ClockRenderer::cellRect(grid->currentLayout(), 2);
    int grey = 0, coloured = 0;
    for (int y = int(cell.top()) + 10; y < int(cell.bottom()) - 10; y += 3)
        for (int x = int(cell.left()) + 10; x < int(cell.right()) - 10; x += 3) {
            const QColor c = image.pixelColor(x, y);
            if (c.saturation() < 20 && c.value() > 180 && c.value() < 245)
                ++grey;
            else if (c.saturation() > 80)
                ++coloured;
        }
    QVERIFY2(grey > 100 && coloured == 0, qPrintable(QStringLiteral("grey %1, coloured %2").arg(grey).arg(coloured)));
}

QTEST_MAIN(tst_Tensors)
void tst_Tensors::hugeOrForeignFilesAreRefusedUnread()
{
    // A 300 MB (sparse) .npy is refused by its size, naming the limit; a 100 MB file of something
    // else by its first bytes.
    const QString good = writeFile(m_dir, "k.npy", npyBytes("<f8", {4, 4}, doubles(queries(4, 4))));
    QByteArray header = npyBytes("<f8", {9600, 4096}, {});
    const QString huge = writeFile(m_dir, "huge.npy", header);
    QVERIFY(QFile::resize(huge, header.size() + qint64(9600) * 4096 * 8));
    auto load = loadTensors({huge, good, QString(), 0, 0});
    QVERIFY(!load);
    QVERIFY2(load.message().contains(QLatin1String("too large")) && load.message().contains(QLatin1String("268435456")),
             qPrintable(load.message()));
    const QString junk = writeFile(m_dir, "junk.npy", QByteArray("PK\x03\x04 not numpy"));
    QVERIFY(QFile::resize(junk, qint64(100) << 20));
    load = loadTensors({junk, good, QString(), 0, 0});
    QVERIFY(!load);
    QVERIFY2(load.message().contains(QLatin1String("NUMPY")), qPrintable(load.message()));
}

#include "tst_tensors.moc"
