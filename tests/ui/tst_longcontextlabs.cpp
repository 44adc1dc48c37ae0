// The long-context labs of 2025-26 models, driven by keyboard and mouse: the logit-scale view's curves
// and readout against the models' formulas worked out by hand, the remap view's distances on N = 8
// written out, the sinks view's rows (weights and sink add up to 1; the sink rescales a row by 1 − sink)
// and StreamingLLM's cache written out, and the base-bound view's map and curve against direct sums.

#include "ui/views/baseboundview.h"
#include "ui/views/logitscaleview.h"
#include "ui/views/remapview.h"
#include "ui/views/sinksview.h"
#include "ui/widgets/mapplot.h"

#include "testutil.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QSpinBox>
#include <QtTest>

#include <cmath>
#include <set>

using namespace rope::ui;
using namespace rope::model;

namespace {

template <typename Box>
void typeInto(Box* box, double value)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, QString::number(value));
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(double(box->value()), value);
}

void chooseByKeyboard(QComboBox* box, const QString& data)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Home);
    for (int i = 0; i < box->count() && box->currentData().toString() != data; ++i)
        QTest::keyClick(box, Qt::Key_Down);
    QCOMPARE(box->currentData().toString(), data);
}

double valueAt(QCPGraph* graph, double key)
{
    const auto it = graph->data()->findBegin(key, false);
    return it != graph->data()->constEnd() && it->key == key ? it->value : std::nan("");
}

double directB(int d, double base, double m)
{
    double b = 0;
    for (int i = 0; i < d / 2; ++i)
        b += std::cos(m * std::pow(base, -2.0 * i / d));
    return b;
}

} // namespace

class tst_LongContextLabs : public QObject {
    Q_OBJECT

private slots:
    void logitScale();
    void remap();
    void sinks();
    void baseBound();
};

void tst_LongContextLabs::logitScale()
{
    LogitScaleView view;
    view.resize(1280, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ROPE_WAIT_CURRENT(&view);
    for (QWidget* c : std::initializer_list<QWidget*>{view.methodControl(), view.peakControl(), view.restControl()})
        QVERIFY(!c->toolTip().isEmpty());
    // Llama 4 by default: drawn last (on top); 1 + 0.1·ln 17 at p = 131072, 1 at p = 8190.
    QCustomPlot* plot = view.multiplierPlot();
    QCPGraph* chosen = plot->graph(plot->graphCount() - 1);
    QCOMPARE(chosen->name(), LogitScaleView::methodName(rope::core::LogitScaleMethod::Llama4));
    ROPE_COMPARE_NEAR(valueAt(chosen, 131072), 1 + 0.1 * std::log(17.0), 1e-12);
    ROPE_COMPARE_NEAR(valueAt(chosen, 8190), 1.0, 0);
    ROPE_COMPARE_NEAR(valueAt(chosen, 8191), 1 + 0.1 * std::log(2.0), 1e-12);
    QVERIFY2(view.dilutionReadout()->text().contains(QStringLiteral("0.943, 0.6, 0.129, 0.0146")),
             qPrintable(view.dilutionReadout()->text()));
    ROPE_COMPARE_NEAR(view.facts().value("plain.n1000").toDouble(), 1 / (1 + 999 * std::exp(-5.0)), 1e-12);

    // Qwen's logn: log_8192(65536) = 16/13; the dilution curve with it at n = 65536 (p = 65535).
    chooseByKeyboard(view.methodControl(), QStringLiteral("qwen-logn"));
    chosen = plot->graph(plot->graphCount() - 1);
    ROPE_COMPARE_NEAR(valueAt(chosen, 65535), 16.0 / 13.0, 1e-12);
    QCPGraph* scaled = view.dilutionPlot()->graph(1);
    ROPE_COMPARE_NEAR(valueAt(scaled, 65536), 1 / (1 + 65535 * std::exp(-5 * 16.0 / 13.0)), 1e-12);
    QVERIFY(view.methodText()->text().contains(QStringLiteral("modeling_qwen.py")));

    // A larger gap: A = 4, B = −2 gives 1/(1 + 9e⁻⁶) at n = 10.
    typeInto(view.peakControl(), 4.0);
    ROPE_COMPARE_NEAR(view.facts().value("plain.n10").toDouble(), 1 / (1 + 9 * std::exp(-6.0)), 1e-12);
    QVERIFY(view.stateCaption().contains(QStringLiteral("A = 4")));
}

void tst_LongContextLabs::remap()
{
    RemapView view;
    view.resize(1280, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    chooseByKeyboard(view.methodControl(), QStringLiteral("self-extend"));
    typeInto(view.tokensControl(), 8);
    typeInto(view.windowControl(), 4);
    typeInto(view.groupControl(), 2);
    QVERIFY(!view.leakControl()->isEnabled() && view.groupControl()->isEnabled());
    ROPE_WAIT_CURRENT(&view);
    const RemapData* d = view.data();
    QVERIFY(d);
    // W = 4, G = 2, query 7: 5 − ⌊n/2⌋ for keys 0 … 3, then 3, 2, 1, 0.
    const double row7[8] = {5, 5, 4, 4, 3, 2, 1, 0};
    for (int n = 0; n < 8; ++n)
        QCOMPARE(d->distances(7, n), row7[n]);
    QVERIFY(std::isnan(d->distances(5, 6)));
    QCOMPARE(view.facts().value("largest").toDouble(), 5.0);
    QCOMPARE(view.facts().value("plainLargest").toDouble(), 7.0);
    QVERIFY2(view.readout()->text().contains(QStringLiteral("Largest distance RoPE sees: 5")),
             qPrintable(view.readout()->text()));
    for (int m = 0; m < 8; ++m)
        ROPE_COMPARE_NEAR(d->weights.row(m).sum(), 1.0, 1e-12);

    // ReRoPE with W = 3 caps query 7's distances at 3.
    chooseByKeyboard(view.methodControl(), QStringLiteral("rerope"));
    typeInto(view.windowControl(), 3);
    QVERIFY(!view.groupControl()->isEnabled());
    const double capped[8] = {3, 3, 3, 3, 3, 2, 1, 0};
    for (int n = 0; n < 8; ++n)
        QCOMPARE(view.data()->distances(7, n), capped[n]);
    QVERIFY(view.stateCaption().contains(QStringLiteral("W = 3")));
}

void tst_LongContextLabs::sinks()
{
    SinksView view;
    view.resize(1280, 1000);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    typeInto(view.tokensControl(), 8);
    typeInto(view.sinkLogitControl(), 0.5);
    typeInto(view.sinkTokensControl(), 2);
    typeInto(view.windowControl(), 3);
    ROPE_WAIT_CURRENT(&view);
    const SinkData* d = view.data();
    QVERIFY(d);
    for (int m = 0; m < 8; ++m) {
        ROPE_COMPARE_NEAR(d->sinkWeights.row(m).sum() + d->sink[m], 1.0, 1e-12);
        for (int n = 0; n <= m; ++n) // the sink rescales the row: e^s/(e^S + Σ) = (e^s/Σ)(1 − sink)
            ROPE_COMPARE_NEAR(d->sinkWeights(m, n), d->plainWeights(m, n) * (1 - d->sink[m]), 1e-12);
    }
    QVERIFY(view.facts().value("rowSum.last").toDouble() < 1);
    // The share plot draws what the tour asks: each row's total on the keys, below 1 with a sink.
    QCPGraph* keys = nullptr;
    for (int g = 0; g < view.sharePlot()->graphCount(); ++g)
        if (view.sharePlot()->graph(g)->name().startsWith(QStringLiteral("the keys' total")))
            keys = view.sharePlot()->graph(g);
    QVERIFY(keys);
    QCOMPARE(keys->data()->size(), 8);
    for (int m = 0; m < 8; ++m) {
        double total = 0;
        for (int n = 0; n <= m; ++n)
            total += d->sinkWeights(m, n);
        ROPE_COMPARE_NEAR((keys->data()->constBegin() + m)->value, total, 1e-12);
        QVERIFY(total < 1);
    }
    // Query 7 with k = 2, W = 3: keys 0, 1, 5, 6, 7 at cache positions 0, 1, 2, 3, 4; it sits at 4.
    const double distance7[8] = {4, 3, NAN, NAN, NAN, 2, 1, 0};
    for (int n = 0; n < 8; ++n) {
        if (std::isnan(distance7[n]))
            QVERIFY(std::isnan(d->cache.distance(7, n)) && d->streamingWeights(7, n) == 0.0);
        else
            QCOMPARE(d->cache.distance(7, n), distance7[n]);
    }
    QCOMPARE(view.facts().value("streaming.largest").toDouble(), 4.0);
    QVERIFY2(view.streamingReadout()->text().contains(QStringLiteral("k + W − 1 = 4")),
             qPrintable(view.streamingReadout()->text()));
    QVERIFY(view.stateCaption().contains(QStringLiteral("S = 0.5")));
    // Both maps share one colour scale that the late rows' weights fill: from 0 to the largest plain
    // weight past the first quarter of the rows (rows 2…7 of 8), read from the cells themselves. On
    // 0…1, weights near 1/m were dark in both maps, with and without the sink.
    double lateLargest = 0;
    QCPColorMapData* plain = view.plainPlot()->colorMap()->data();
    for (int m = 2; m < 8; ++m)
        for (int n = 0; n <= m; ++n)
            lateLargest = std::max(lateLargest, plain->cell(n, m));
    QVERIFY(lateLargest < 1);
    for (MapPlot* map : {view.plainPlot(), view.sinkPlot()}) {
        const QCPRange range = map->colorMap()->dataRange();
        QVERIFY(range.lower == 0.0); // exactly: the scale starts at no weight
        ROPE_COMPARE_NEAR(range.upper, lateLargest, 1e-6);
    }
}

void tst_LongContextLabs::baseBound()
{
    BaseBoundView view;
    view.resize(1280, 1000);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ROPE_WAIT_CURRENT(&view);
    QCOMPARE(view.headDimControl()->currentData().toInt(), 128);
    // The default: base 6.4·10⁵ at L = 32k fails, first at m = 27685 (checked against direct sums).
    QCOMPARE(view.facts().value("firstNegative").toDouble(), 27685.0);
    QVERIFY(directB(128, 6.4e5, 27685) < 0);
    QVERIFY(view.curveReadout()->text().contains(QStringLiteral("27685")));
    // 16k: passes.
    view.contextControl()->setFocus();
    QTest::keyClick(view.contextControl(), Qt::Key_Up);
    ROPE_WAIT_CURRENT(&view);
    QCOMPARE(view.contextControl()->currentData().toInt(), 16384);
    QCOMPARE(view.facts().value("passes").toInt(), 1);
    // The map's cell for base 10⁶ (row 48 of 16 a decade from 10³) and L = 2¹⁵ (column 40 of 8 an octave
    // from 2¹⁰) holds min over m ≤ 32768 of the direct sums.
    const BaseBoundMap* map = view.map();
    QVERIFY(map);
    QCOMPARE(map->log10Bases[48], 6.0);
    QCOMPARE(map->log2Contexts[40], 15.0);
    double least = 64;
    for (int m = 0; m <= 32768; ++m)
        least = std::min(least, directB(128, 1e6, m));
    ROPE_COMPARE_NEAR(map->minB(48, 40), least, 1e-9);
    // Every model of d = 128 is named once in the legend, and no two dots sit on one point (Qwen2.5
    // and Mistral share L = 32k, base 10⁶: one dot names both).
    QCustomPlot* plot = view.mapPlot();
    QStringList legend;
    std::set<std::pair<double, double>> dots;
    for (int i = 0; i < plot->graphCount(); ++i) {
        const QCPGraph* g = plot->graph(i);
        legend << g->name();
        if (g->property("choice").toBool())
            continue;
        QCOMPARE(g->dataCount(), 1);
        QVERIFY2(dots.insert({g->data()->at(0)->key, g->data()->at(0)->value}).second, qPrintable(g->name()));
    }
    int models = 0;
    for (const BaseBoundModel& model : baseBoundModels())
        if (model.headDim == 128) {
            ++models;
            QCOMPARE(legend.join(QLatin1Char('|')).count(QString::fromUtf8(model.name)), 1);
        }
    QCOMPARE(int(dots.size()), models - 1); // two of them share one
    // A click on the map at L = 4k, base 10⁴ chooses them for the curve.
    plot->replot();
    const QPoint at(int(plot->xAxis->coordToPixel(4096)), int(plot->yAxis->coordToPixel(1e4)));
    QTest::mouseClick(plot, Qt::LeftButton, {}, at);
    QCOMPARE(view.contextControl()->currentData().toInt(), 4096);
    ROPE_COMPARE_NEAR(view.baseControl()->value(), 1e4, 0.06e4); // two significant digits of where it landed
    ROPE_WAIT_CURRENT(&view);
    QCOMPARE(view.facts().value("context").toInt(), 4096);
}

QTEST_MAIN(tst_LongContextLabs)
#include "tst_longcontextlabs.moc"
