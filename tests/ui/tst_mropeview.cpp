// The multimodal RoPE view driven by keyboard and mouse. What it then holds is checked against values
// written out here: the prompt's (t, h, w) ids by hand from get_rope_index's rule, each layout's pair
// owners from the rule in the issue, θ_i = 10000^(−i/64), and scores from the closed form for q = k = 1.

#include "core/content.h"
#include "ui/views/mropedrawing.h"
#include "ui/views/mropeview.h"

#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QtTest>

#include <cmath>

using namespace rope::ui;
using namespace rope::model;

namespace {

void press(QWidget* control, Qt::Key key)
{
    control->setFocus();
    QTest::keyClick(control, key);
}

/// θ_i for d = 128, base 10000.
double theta(int i) { return std::pow(10000.0, -i / 64.0); }

} // namespace

class tst_MropeView : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void idsOfTheDefaultPromptByHand();
    void keyboardChangesThePrompt();
    void whichAxisOwnsEachPair();
    void textTokensArePlainRope();
    void scoresOfOnePatch();
    void randomContentAndLayoutsShown();

private:
    MropeView* m_view = nullptr;
};

void tst_MropeView::init()
{
    m_view = new MropeView;
    m_view->resize(1200, 900);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void tst_MropeView::cleanup()
{
    delete m_view;
    m_view = nullptr;
}

void tst_MropeView::idsOfTheDefaultPromptByHand()
{
    // text (4) | image 3 × 4 | text (3) | video 2 frames × 2 × 2 | text (2). Text 0 … 3; the image starts
    // at 4: t = 4, h = 4 + row, w = 4 + column; largest 7, so text 8, 9, 10; the video starts at 11 with
    // t = 11 + frame; largest 12, so text 13, 14. 29 tokens: rope_deltas = 14 + 1 − 29 = −14.
    const QJsonObject f = m_view->facts();
    QCOMPARE(f.value("thw").toString(),
             QStringLiteral("0,0,0;1,1,1;2,2,2;3,3,3;"
                            "4,4,4;4,4,5;4,4,6;4,4,7;4,5,4;4,5,5;4,5,6;4,5,7;4,6,4;4,6,5;4,6,6;4,6,7;"
                            "8,8,8;9,9,9;10,10,10;"
                            "11,11,11;11,11,12;11,12,11;11,12,12;12,11,11;12,11,12;12,12,11;12,12,12;"
                            "13,13,13;14,14,14"));
    QCOMPARE(f.value("tokens").toInt(), 29);
    QCOMPARE(f.value("largest").toDouble(), 14.0);
    QCOMPARE(f.value("ropeDeltas").toDouble(), -14.0);
    QCOMPARE(f.value("next").toDouble(), 15.0); // index 29 + (−14)
    const QString caption = m_view->tokensCaption()->text();
    QVERIFY2(caption.contains(QStringLiteral("14 + 1 − 29 = <b>−14</b>")), qPrintable(caption));
}

void tst_MropeView::keyboardChangesThePrompt()
{
    // Qwen2.5-VL's absolute time, 1 s per frame at 2 tokens per second: the video's second frame has
    // t = 11 + 2 = 13, so the last text runs 14, 15 and rope_deltas = 15 + 1 − 29 = −13.
    press(m_view->videoTimeControl(), Qt::Key_Down);
    QCOMPARE(m_view->videoTimeControl()->currentData().toString(), QStringLiteral("seconds"));
    QJsonObject f = m_view->facts();
    QStringList thw = f.value("thw").toString().split(QLatin1Char(';'));
    QCOMPARE(thw[23], QStringLiteral("13,11,11"));
    QCOMPARE(thw[28], QStringLiteral("15,15,15"));
    QCOMPARE(f.value("ropeDeltas").toDouble(), -13.0);
    QCOMPARE(f.value("next").toDouble(), 16.0);

    // Back to frame indices; image 2 × 3, one video frame: text 0 … 3; image at 4 (h 4 … 5, w 4 … 6);
    // text 7, 8, 9; video at 10 (h, w 10 … 11); text 12, 13. 19 tokens: rope_deltas = 13 + 1 − 19 = −5.
    press(m_view->videoTimeControl(), Qt::Key_Up);
    press(m_view->imageRowsControl(), Qt::Key_Down);
    press(m_view->imageColsControl(), Qt::Key_Down);
    press(m_view->framesControl(), Qt::Key_Down);
    QCOMPARE(m_view->imageRowsControl()->value(), 2);
    QCOMPARE(m_view->imageColsControl()->value(), 3);
    QCOMPARE(m_view->framesControl()->value(), 1);
    f = m_view->facts();
    QCOMPARE(f.value("thw").toString(), QStringLiteral("0,0,0;1,1,1;2,2,2;3,3,3;"
                                                       "4,4,4;4,4,5;4,4,6;4,5,4;4,5,5;4,5,6;"
                                                       "7,7,7;8,8,8;9,9,9;"
                                                       "10,10,10;10,10,11;10,11,10;10,11,11;"
                                                       "12,12,12;13,13,13"));
    QCOMPARE(f.value("ropeDeltas").toDouble(), -5.0);
    QCOMPARE(f.value("next").toDouble(), 14.0);
    // The selected patch (1, 1) still fits; the spin boxes stop at the image's last row and column.
    QCOMPARE(m_view->patchRowControl()->maximum(), 1);
    QCOMPARE(m_view->patchColControl()->maximum(), 2);
}

void tst_MropeView::whichAxisOwnsEachPair()
{
    const QJsonObject f = m_view->facts();
    // Chunked [16, 24, 24]: pairs 0–15 t, 16–39 h, 40–63 w.
    QCOMPARE(f.value("chunked.axes").toString(),
             QString(16, QLatin1Char('0')) + QString(24, QLatin1Char('1')) + QString(24, QLatin1Char('2')));
    // Interleaved [24, 20, 20]: h at i % 3 = 1 and i < 60, w at i % 3 = 2 and i < 60: t h w twenty times,
    // then t for pairs 60–63.
    QCOMPARE(f.value("interleaved.axes").toString(), QStringLiteral("012").repeated(20) + QStringLiteral("0000"));
    // w's fastest pair: 40 (θ = 10^(−2.5)) chunked, 2 (θ = 10^(−1/8)) interleaved; both keep pair 59 or 63.
    QVERIFY(std::abs(f.value("chunked.w.fastest").toDouble() - std::pow(10.0, -2.5)) < 1e-15);
    QVERIFY(std::abs(f.value("interleaved.w.fastest").toDouble() - std::pow(10.0, -0.125)) < 1e-15);
    QVERIFY(std::abs(f.value("chunked.w.slowest").toDouble() - theta(63)) < 1e-18);
    QVERIFY(std::abs(f.value("interleaved.w.slowest").toDouble() - theta(59)) < 1e-18);
    QCOMPARE(f.value("chunked.t.fastest").toDouble(), 1.0);
    QCOMPARE(f.value("interleaved.t.pairs").toInt(), 24);
    QCOMPARE(f.value("chunked.h.pairs").toInt(), 24);
}

void tst_MropeView::textTokensArePlainRope()
{
    // t = h = w for text: every pair turns by θ_i·p whatever its axis, exactly. Image patches differ.
    const QJsonObject f = m_view->facts();
    QVERIFY(f.value("chunked.textAngleGap").toDouble() == 0.0);
    QVERIFY(f.value("interleaved.textAngleGap").toDouble() == 0.0);
    // Chunked: the image's patch (2, 3) has w − t = 3 on pair 40: 3·10^(−2.5) at least; on the h pairs
    // h − t = 2 on pair 16 (θ = 0.1): 0.2, the largest.
    QVERIFY(std::abs(f.value("chunked.imageAngleGap").toDouble() - 0.2) < 1e-12);
    // Interleaved: w − t = 3 on pair 2, θ = 10^(−1/8).
    QVERIFY(std::abs(f.value("interleaved.imageAngleGap").toDouble() - 3 * std::pow(10.0, -0.125)) < 1e-12);
}

void tst_MropeView::scoresOfOnePatch()
{
    // Click patch (0, 1) on the chunked map, then move a row down with the keyboard: (1, 1).
    MropePatchMap* chunked = m_view->patchMap(0);
    QTest::mouseClick(chunked, Qt::LeftButton, {}, chunked->cellRect(0, 1).center().toPoint());
    QCOMPARE(m_view->data().selectedRow, 0);
    QCOMPARE(m_view->data().selectedCol, 1);
    press(m_view->patchRowControl(), Qt::Key_Up);
    QCOMPARE(m_view->data().selectedRow, 1);
    // A click on the token strip's image patch (2, 3), sequence index 4 + 2·4 + 3 = 15, selects it.
    QTest::mouseClick(m_view->tokenStrip(), Qt::LeftButton, {}, m_view->tokenStrip()->cellRect(15).center().toPoint());
    QCOMPARE(m_view->data().selectedRow, 2);
    QCOMPARE(m_view->data().selectedCol, 3);
    press(m_view->patchRowControl(), Qt::Key_Down);
    press(m_view->patchColControl(), Qt::Key_Down);
    QCOMPARE(m_view->data().selectedRow, 1);
    QCOMPARE(m_view->data().selectedCol, 2);

    // q = k = (1, …, 1): s = (2/√128)·Σ_i cos(Δ_axis(i)·θ_i). Itself: 128/√128 = √128 in both layouts.
    const double scale = 2 / std::sqrt(128.0);
    const QJsonObject f = m_view->facts();
    QVERIFY(std::abs(f.value("chunked.self").toDouble() - std::sqrt(128.0)) < 1e-12);
    QVERIFY(std::abs(f.value("interleaved.self").toDouble() - std::sqrt(128.0)) < 1e-12);
    // One column right, Δw = 1: chunked turns pairs 40–63; interleaved pairs 2, 5, …, 59.
    double chunkedRight = 40, interleavedRight = 44;
    for (int i = 40; i < 64; ++i)
        chunkedRight += std::cos(theta(i));
    for (int i = 2; i < 60; i += 3)
        interleavedRight += std::cos(theta(i));
    QVERIFY(std::abs(m_view->data().layouts[0].scores(1, 3) - scale * chunkedRight) < 1e-12);
    QVERIFY(std::abs(m_view->data().layouts[1].scores(1, 3) - scale * interleavedRight) < 1e-12);
    // One row up and one column left, Δh = Δw = 1: chunked adds pairs 16–39 for h.
    double chunkedDiagonal = 16, interleavedDiagonal = 24;
    for (int i = 16; i < 64; ++i)
        chunkedDiagonal += std::cos(theta(i));
    for (int i = 0; i < 60; ++i)
        if (i % 3 != 0)
            interleavedDiagonal += std::cos(theta(i));
    QVERIFY(std::abs(m_view->data().layouts[0].scores(0, 1) - scale * chunkedDiagonal) < 1e-12);
    QVERIFY(std::abs(m_view->data().layouts[1].scores(0, 1) - scale * interleavedDiagonal) < 1e-12);
    // Chunked barely sees a column: its w pairs are the slowest.
    QVERIFY(f.value("chunked.wStep").toDouble() < 1e-4);
    QVERIFY(f.value("interleaved.wStep").toDouble() > 1000 * f.value("chunked.wStep").toDouble());
}

void tst_MropeView::randomContentAndLayoutsShown()
{
    press(m_view->contentControl(), Qt::Key_Down);
    QCOMPARE(m_view->contentControl()->currentData().toString(), QStringLiteral("random"));
    // One q and one k for every token: the patch's score to itself is q·k/√d, its rotation cancelled.
    const rope::core::RowMatrixXd qk = rope::core::gaussianMatrix(2, 128, 1);
    const double expected = qk.row(0).dot(qk.row(1)) / std::sqrt(128.0);
    const QJsonObject f = m_view->facts();
    QVERIFY(std::abs(f.value("chunked.self").toDouble() - expected) < 1e-12);
    QVERIFY(std::abs(f.value("interleaved.self").toDouble() - expected) < 1e-12);

    press(m_view->layoutsControl(), Qt::Key_Down);
    QCOMPARE(m_view->layoutsControl()->currentData().toString(), QStringLiteral("chunked"));
    QVERIFY(m_view->patchMap(0)->isVisible());
    QVERIFY(!m_view->patchMap(1)->isVisible());
    press(m_view->layoutsControl(), Qt::Key_Down);
    QVERIFY(!m_view->patchMap(0)->isVisible());
    QVERIFY(m_view->patchMap(1)->isVisible());

    // The view state round trip.
    m_view->applyViewState({{"imageRows", 5}, {"imageCols", 7}, {"patchRow", 4}, {"patchCol", 6}, {"layouts", "both"}});
    QCOMPARE(m_view->data().layouts[0].scores.rows(), Eigen::Index(5));
    QCOMPARE(m_view->data().layouts[0].scores.cols(), Eigen::Index(7));
    QCOMPARE(m_view->viewState().value("patchCol").toInt(), 6);
    QCOMPARE(m_view->viewState().value("content").toString(), QStringLiteral("random"));
}

QTEST_MAIN(tst_MropeView)
#include "tst_mropeview.moc"
