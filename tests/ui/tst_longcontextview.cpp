// The long-context lab's curves hold core's numbers, checked against formulas and core here.

#include "core/content.h"
#include "core/frequencies.h"
#include "core/precisionlab.h"
#include "ui/views/precisionlabview.h"
#include "ui/views/scalinglabview.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QtTest>

#include "testutil.h"

#include <cmath>
#include <numbers>

using namespace rope::ui;
using namespace rope::model;
using rope::core::ScalingMethod;

class tst_LongContextView : public QObject {
    Q_OBJECT

private slots:
    void llama3CurveIsCoreWavelengths();
    void yarnDefaultsAndSummary();
    void precisionCurvesAreCoreNumbers();
};

void tst_LongContextView::llama3CurveIsCoreWavelengths()
{
    ScalingLabView view;
    view.resize(1200, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ScalingLabView* lab = &view;
    lab->loadDefaults(ScalingMethod::Llama3);
    ROPE_WAIT_CURRENT(lab);
    QCustomPlot* plot = lab->spectrum();
    // Graph 0: no scaling; the last graph: the chosen method.
    const auto* plain = plot->graph(0)->data().data();
    const auto* scaled = plot->graph(plot->graphCount() - 1)->data().data();
    QCOMPARE(scaled->size(), 64);
    for (int i : {0, 10, 31, 40, 63}) {
        const double theta = std::pow(5e5, -2.0 * i / 128);
        QVERIFY(std::abs(plain->at(i)->value - 2 * std::numbers::pi / theta) < 1e-9 * plain->at(i)->value);
        // Llama 3.1 by the published formula: λ < 2048 unchanged, λ > 8192 ×8, blended between.
        const double lambda = 2 * std::numbers::pi / theta;
        double expected = theta;
        if (lambda > 8192)
            expected = theta / 8;
        else if (lambda >= 2048) {
            const double smooth = (8192 / lambda - 1) / 3;
            expected = (1 - smooth) * theta / 8 + smooth * theta;
        }
        QVERIFY2(std::abs(scaled->at(i)->value - 2 * std::numbers::pi / expected) < 1e-9 * scaled->at(i)->value,
                 qPrintable(QString::number(i)));
    }
    QVERIFY(lab->summary().contains("2048"));
}

void tst_LongContextView::yarnDefaultsAndSummary()
{
    ScalingLabView view;
    view.resize(1200, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ScalingLabView* lab = &view;
    QComboBox* method = lab->methodControl();
    method->setCurrentIndex(method->findData(int(ScalingMethod::Yarn)));
    ROPE_WAIT_CURRENT(lab);
    const rope::core::RopeParams p = lab->params();
    QCOMPARE(p.scaling.factor, 4.0);
    QCOMPARE(p.scaling.originalMaxPositionEmbeddings, 4096);
    QVERIFY(lab->summary().contains(QLocale().toString(0.1 * std::log(4.0) + 1, 'g', 5)));
    // The chosen graph's name carries the attention factor.
    QCustomPlot* plot = lab->spectrum();
    QVERIFY(plot->graph(plot->graphCount() - 1)->name().contains("attention"));
}

void tst_LongContextView::precisionCurvesAreCoreNumbers()
{
    PrecisionLabView view;
    view.resize(1200, 1400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    PrecisionLabView* lab = &view;
    ROPE_WAIT_CURRENT(lab);
    QVERIFY(lab->positionReadout().contains("257 is held as <b>256</b> in bf16"));
    // fp32 holds every position up to 10⁶: its curve is the line at 1 (|error| + 1), drawn last (on top)
    // and above the axis, which starts below 1 (it hid under the axis and the others before).
    QCustomPlot* positions = lab->positionPlot();
    QCPGraph* fp32 = positions->graph(positions->graphCount() - 1);
    QCOMPARE(fp32->name(), QStringLiteral("fp32"));
    for (const QCPGraphData& point : *fp32->data())
        QVERIFY(point.value == 1.0);
    QVERIFY(positions->yAxis->range().lower < 0.9);
    // The angle plot's line style is the pair, as its caption says: the fastest pair's curves (the
    // legend's) solid, the slowest pair's dotted, and two legend entries with no points say so.
    // Angles kept in fp32 make fp32's angle exactly, so those curves are not drawn over fp32's,
    // which is drawn last.
    QCustomPlot* angles = lab->anglePlot();
    int solid = 0, dotted = 0;
    QStringList keys, drawnOrder;
    for (int g = 0; g < angles->graphCount(); ++g) {
        QCPGraph* graph = angles->graph(g);
        if (graph->dataCount() == 0) {
            keys << QStringLiteral("%1:%2").arg(graph->name()).arg(int(graph->pen().style()));
            continue;
        }
        QVERIFY2(!graph->name().contains(QStringLiteral("fp32 angles")), qPrintable(graph->name()));
        const bool fastest = angles->legend->hasItemWithPlottable(graph);
        QCOMPARE(graph->pen().style(), fastest ? Qt::SolidLine : Qt::DotLine);
        (fastest ? solid : dotted) += 1;
        if (fastest)
            drawnOrder << graph->name();
    }
    QCOMPARE(solid, 3); // fp32, bf16, fp16
    QCOMPARE(dotted, 3);
    QCOMPARE(drawnOrder.last(), QStringLiteral("fp32"));
    QCOMPARE(keys, (QStringList{QStringLiteral("fastest pair:%1").arg(int(Qt::SolidLine)),
                                QStringLiteral("slowest pair:%1").arg(int(Qt::DotLine))}));
    // fp32 computes the fastest pair's angle p·1 exactly: its curve lies on the floor, inside the axis.
    QVERIFY(angles->yAxis->range().lower < 1e-9);
    QRegularExpression fp64(QStringLiteral("fp64: max spread along diagonals <b>([0-9.e+-]+)</b>"));
    const auto match = fp64.match(lab->mapReadout());
    QVERIFY(match.hasMatch());
    QVERIFY(match.captured(1).toDouble() < 1e-9);
    // The bf16 score-error graph (graph 1: fp32, bf16, bf16 + fp32 angles, …) against core, recomputed here.
    rope::core::RopeParams p;
    p.headDim = 128;
    p.pairing = rope::core::Pairing::HalfSplit;
    const auto f = rope::core::frequencies(p);
    rope::core::ContentSpec spec;
    spec.source = rope::core::ContentSource::Constant;
    spec.seed = 11;
    const Eigen::VectorXd q = rope::core::contentAt(p, spec, rope::core::ContentRole::Query, 0);
    const Eigen::VectorXd k = rope::core::contentAt(p, spec, rope::core::ContentRole::Key, 0);
    const double reference = rope::core::pipelineScore(p, f, q, k, 5, 0, rope::core::Precision::Fp64,
                                                       rope::core::AnglePrecision::SameAsData);
    QCPGraph* bf16 = lab->scorePlot()->graph(1);
    QCOMPARE(bf16->name(), QStringLiteral("bf16"));
    const auto* data = bf16->data().data();
    for (int i : {10, 80, data->size() - 1}) {
        const double m = data->at(i)->key;
        const double expected = std::abs(rope::core::pipelineScore(p, f, q, k, m, m - 5, rope::core::Precision::Bf16,
                                                                   rope::core::AnglePrecision::SameAsData) -
                                         reference);
        QVERIFY(std::abs(data->at(i)->value - std::max(expected, 1e-7)) <= 1e-9 * (1 + expected));
    }
}

QTEST_MAIN(tst_LongContextView)
#include "tst_longcontextview.moc"
