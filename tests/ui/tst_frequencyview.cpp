// The spectrum and angle tables hold core's numbers, checked here against the formulas by hand.

#include "ui/model/computecontroller.h"
#include "ui/model/pairselection.h"
#include "ui/views/frequencyview.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/mapplot.h"
#include "ui/window/mainwindow.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QtTest>

#include <cmath>
#include <numbers>

using namespace rope::ui;
using namespace rope::model;

class tst_FrequencyView : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void spectrumHoldsThetaAndWavelength();
    void turnsWithinN();
    void trainingLengthMarksPartialTurns();
    void perDimensionLayout_data();
    void perDimensionLayout();
    void clickingSelectsAPair();
    void logTicksReadTenToTheNInChinese();

private:
    void apply(const AppParams& p);
    std::unique_ptr<MainWindow> m_window;
};

void tst_FrequencyView::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->showView(QStringLiteral("frequencies"));
}

void tst_FrequencyView::cleanup() { m_window.reset(); }

void tst_FrequencyView::apply(const AppParams& p)
{
    m_window->applyParams(p);
    QTRY_VERIFY(m_window->controller()->latest() && m_window->controller()->latest()->params == p);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->visibleViewsCurrent(), 60000);
}

void tst_FrequencyView::spectrumHoldsThetaAndWavelength()
{
    AppParams p;
    p.rope.headDim = 128;
    p.rope.base = 5e5;
    apply(p);
    const auto* theta = m_window->view<FrequencyView>(u"frequencies")->thetaGraph()->data().data();
    const auto* lambda = m_window->view<FrequencyView>(u"frequencies")->wavelengthGraph()->data().data();
    QCOMPARE(theta->size(), 64);
    for (int i = 0; i < 64; ++i) {
        const double expected = std::pow(5e5, -2.0 * i / 128);
        QVERIFY(std::abs(theta->at(i)->value - expected) <= 1e-15 * expected + 1e-300);
        QVERIFY(std::abs(lambda->at(i)->value - 2 * std::numbers::pi / expected) <=
                1e-12 * (2 * std::numbers::pi / expected));
        QCOMPARE(theta->at(i)->key, double(i));
    }
}

void tst_FrequencyView::turnsWithinN()
{
    AppParams p;
    p.rope.headDim = 16;
    p.seqLen = 1000;
    apply(p);
    // Pair 3 of d = 16, base 1e4: θ = 1e4^(−6/16); turns within N = 1000·θ/2π.
    const double turns = 1000 * std::pow(1e4, -6.0 / 16) / (2 * std::numbers::pi);
    QVERIFY(turns > 5.0 && turns < 5.1); // 10^(−1.5)·1000/2π ≈ 5.03
    const QString readout = m_window->view<FrequencyView>(u"frequencies")->pairReadout(3);
    QVERIFY2(readout.contains(QLocale().toString(turns, 'g', 5)), qPrintable(readout));
}

void tst_FrequencyView::trainingLengthMarksPartialTurns()
{
    // Llama 3.1: d = 128, base 5·10⁵, L₀ = 8192. λ_i = 2π·500000^(i/64) > 8192 from i = 35 on
    // (500000^(35/64) = 1308, ×2π = 8218; at i = 34, 1065 × 2π = 6693): 29 of 64 pairs.
    AppParams p;
    p.rope.headDim = 128;
    p.rope.base = 5e5;
    p.rope.scaling.method = rope::core::ScalingMethod::Llama3;
    p.rope.scaling.factor = 8;
    p.rope.scaling.originalMaxPositionEmbeddings = 8192;
    apply(p);
    FrequencyView* view = m_window->view<FrequencyView>(u"frequencies");
    QCOMPARE(view->facts().value("pairsBeyondTrainingLength").toInt(), 29);
    QVERIFY(2 * std::numbers::pi * std::pow(5e5, 35.0 / 64) > 8192 &&
            2 * std::numbers::pi * std::pow(5e5, 34.0 / 64) < 8192);
    bool named = false;
    QCustomPlot* plot = view->thetaGraph()->parentPlot();
    for (int i = 0; i < plot->legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot->legend->item(i)))
            named = named || item->plottable()->name().contains(QStringLiteral("29 of 64 pairs"));
    QVERIFY(named);
}

void tst_FrequencyView::perDimensionLayout_data()
{
    QTest::addColumn<int>("pairing");
    QTest::newRow("interleaved: [θ0, θ0, θ1, θ1, …]") << int(rope::core::Pairing::Interleaved);
    QTest::newRow("half-split: [θ0 … θ3, θ0 … θ3]") << int(rope::core::Pairing::HalfSplit);
}

void tst_FrequencyView::perDimensionLayout()
{
    QFETCH(int, pairing);
    AppParams p;
    p.rope.headDim = 8;
    p.rope.pairing = rope::core::Pairing(pairing);
    p.seqLen = 40;
    apply(p);
    QCOMPARE(m_window->view<FrequencyView>(u"frequencies")->tableRowPool(), 1);
    QCPColorMapData* data = m_window->view<FrequencyView>(u"frequencies")->dimensionTable()->colorMap()->data();
    QCOMPARE(data->keySize(), 8);
    for (int pos : {0, 1, 7, 39})
        for (int j = 0; j < 8; ++j) {
            const int pairOf = pairing == int(rope::core::Pairing::Interleaved) ? j / 2 : j % 4;
            const double expected = std::cos(pos * std::pow(1e4, -2.0 * pairOf / 8));
            QVERIFY2(std::abs(data->cell(j, pos) - expected) < 1e-6,
                     qPrintable(QString("p %1, j %2: %3 vs %4").arg(pos).arg(j).arg(data->cell(j, pos)).arg(expected)));
        }
    // The position × pair table: column i is pair i.
    QCPColorMapData* table = m_window->view<FrequencyView>(u"frequencies")->pairTable()->colorMap()->data();
    QCOMPARE(table->keySize(), 4);
    QVERIFY(std::abs(table->cell(2, 5) - std::cos(5 * std::pow(1e4, -4.0 / 8))) < 1e-6);
}

void tst_FrequencyView::clickingSelectsAPair()
{
    AppParams p;
    p.rope.headDim = 32;
    apply(p);
    flushLazyReplots(); // the axes are placed by the replot a resize queued
    QCustomPlot* plot = m_window->view<FrequencyView>(u"frequencies")->spectrum();
    const QPoint pixel(int(plot->xAxis->coordToPixel(9)), plot->axisRect()->rect().center().y());
    QTest::mouseClick(plot, Qt::LeftButton, {}, pixel);
    QCOMPARE(m_window->selection()->pair(), 9);
}

void tst_FrequencyView::logTicksReadTenToTheNInChinese()
{
    // Chinese writes exponents with "E" ("1E+03"); the log axes label powers of ten as 10ⁿ in
    // plain text, with superscript digits and a true minus, in every language.
    const QLocale chinese(QLocale::Chinese, QLocale::China);
    QVERIFY(chinese.toString(1000.0, 'e', 0).contains(QLatin1Char('E')));
    QLocale::setDefault(chinese);
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    m_window->showView(QStringLiteral("frequencies"));
    AppParams p;
    p.rope.headDim = 128;
    apply(p);
    QCustomPlot* spectrum = m_window->view<FrequencyView>(u"frequencies")->spectrum();
    spectrum->replot();
    const QVector<QString> labels = spectrum->yAxis->tickVectorLabels() + spectrum->yAxis2->tickVectorLabels();
    QLocale::setDefault(QLocale::c());
    QVERIFY(labels.size() >= 3);
    for (const QString& label : labels)
        QVERIFY2(QRegularExpression(QStringLiteral("^10⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+$")).match(label).hasMatch(), qPrintable(label));
    QVERIFY(labels.contains(QStringLiteral("10⁻³")) || labels.contains(QStringLiteral("10⁻²")));
}

QTEST_MAIN(tst_FrequencyView)
#include "tst_frequencyview.moc"
