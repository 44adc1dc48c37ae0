// The "two implementations" view, driven through its controls: the scores of two conventions agree at
// Δ = 0 and part after it, lengths stay equal, a clockwise port is the mirror image, and an offset
// alone changes the rotated vectors but no score.

#include "ui/model/computecontroller.h"
#include "ui/views/compareview.h"
#include "ui/widgets/mapplot.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QSpinBox>
#include <QtTest>

#include "testutil.h"

using namespace rope::ui;
using namespace rope::model;

namespace {

// q at position m and k at n rotated by hand (pair i turned by p·base^(−2i/d)), then their dot product.
double handScore(const Eigen::VectorXd& q, const Eigen::VectorXd& k, bool interleaved, double m, double n)
{
    const Eigen::Index d = q.size();
    const auto turned = [&](const Eigen::VectorXd& x, double p) {
        Eigen::VectorXd out = x;
        for (Eigen::Index i = 0; i < d / 2; ++i) {
            const Eigen::Index a = interleaved ? 2 * i : i, b = interleaved ? 2 * i + 1 : i + d / 2;
            const double angle = p * std::pow(10000.0, -2.0 * double(i) / double(d));
            out[a] = x[a] * std::cos(angle) - x[b] * std::sin(angle);
            out[b] = x[a] * std::sin(angle) + x[b] * std::cos(angle);
        }
        return out;
    };
    return turned(q, m).dot(turned(k, n));
}

} // namespace

class tst_CompareView : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void pairingSwapAgreesOnlyAtZero();
    void clockwisePortIsTheMirrorImage();
    void offsetAloneChangesVectorsNotScores();
    void followsTheAppsPairing();

private:
    CompareView* view() const { return m_window->view<CompareView>(u"compare"); }
    void waitCurrent() const { QTRY_VERIFY_WITH_TIMEOUT(m_window->visibleViewsCurrent(), 60000); }
    void pickPreset(int index) const;
    std::unique_ptr<MainWindow> m_window;
};

void tst_CompareView::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->showView(QStringLiteral("compare"));
    QTRY_VERIFY(m_window->controller()->latest() && m_window->controller()->latest()->attentionCurrent);
    waitCurrent();
}

void tst_CompareView::cleanup() { m_window.reset(); }

void tst_CompareView::pickPreset(int index) const
{
    QComboBox* preset = view()->bugPreset();
    preset->setFocus();
    QTest::keyClick(preset, Qt::Key_Home); // the placeholder
    for (int i = 0; i < index; ++i)
        QTest::keyClick(preset, Qt::Key_Down);
    QCOMPARE(preset->currentIndex(), index);
    waitCurrent();
}

void tst_CompareView::pairingSwapAgreesOnlyAtZero()
{
    // The default: B is A with the other pairing.
    const auto results = m_window->controller()->latest();
    QCOMPARE(view()->side(0).pairing->currentText().contains(QLatin1String("2i, 2i+1")), true);
    QCOMPARE(view()->side(1).pairing->currentText().contains(QLatin1String("i + d/2")), true);
    const CompareData* d = view()->data();
    QVERIFY(d);
    const QJsonObject facts = view()->facts();
    QVERIFY(facts["differenceAtZero"].toDouble() < 1e-12);
    QVERIFY(facts["maxDifference"].toDouble() > 1e-2);
    QCOMPARE(facts["firstDelta"].toInt(), 1);
    // Both curves against rotations written out by hand, at a few Δ (key at n, query at n + Δ).
    const int range = int(d->deltas.size() / 2);
    const double n = results->params.n;
    for (int delta : {-7, 0, 3, 20}) {
        QVERIFY(std::abs(d->scoreA[range + delta] - handScore(results->q, results->k, true, n + delta, n)) < 1e-10);
        QVERIFY(std::abs(d->scoreB[range + delta] - handScore(results->q, results->k, false, n + delta, n)) < 1e-10);
    }
    // Rotations keep lengths, in both codes.
    QVERIFY(std::abs(facts["normA"].toDouble() - results->q.norm()) < 1e-12);
    QVERIFY(std::abs(facts["normB"].toDouble() - results->q.norm()) < 1e-12);
    QVERIFY(facts["patternDifference"].toDouble() > 1e-3);
    QCOMPARE(view()->scorePlot()->graphCount(), 2);
    QVERIFY(view()->readout().contains(QStringLiteral("At Δ = 0 the codes agree")));
}

void tst_CompareView::clockwisePortIsTheMirrorImage()
{
    pickPreset(2); // turning clockwise
    QCOMPARE(view()->side(1).direction->currentIndex(), 1);
    const CompareData* d = view()->data();
    // Turning the other way is the same as Δ → −Δ: s_B(Δ) = s_A(−Δ).
    QVERIFY(rope::test::maxAbsDiff(d->scoreB, d->scoreA.reverse().eval()) < 1e-9);
    QVERIFY(d->differenceAtZero < 1e-12 && d->maxDifference > 1e-2);
}

void tst_CompareView::offsetAloneChangesVectorsNotScores()
{
    pickPreset(3); // positions counted from 1
    QCOMPARE(view()->side(1).offset->value(), 1);
    const QJsonObject facts = view()->facts();
    QVERIFY(facts["maxDifference"].toDouble() < 1e-9);
    QVERIFY(facts["patternDifference"].toDouble() < 1e-9);
    QVERIFY(facts["vectorDifference"].toDouble() > 1e-3);
    QVERIFY(view()->readout().contains(QStringLiteral("The scores agree at every Δ")));
    // Changing B by hand leaves the preset.
    QSpinBox* offset = view()->side(1).offset;
    offset->setFocus();
    QTest::keyClick(offset, Qt::Key_Up);
    QCOMPARE(offset->value(), 2);
    QCOMPARE(offset->text(), QStringLiteral("p + 2"));
    QCOMPARE(view()->bugPreset()->currentIndex(), 0);
    waitCurrent();
    QCOMPARE(view()->viewState()["b"].toObject()["offset"].toInt(), 2);
}

void tst_CompareView::followsTheAppsPairing()
{
    QComboBox* pairing = m_window->panel()->pairingControl();
    pairing->setFocus();
    QTest::keyClick(pairing, Qt::Key_Down); // half-split
    QTRY_VERIFY(m_window->controller()->latest()->params.rope.pairing == rope::core::Pairing::HalfSplit);
    waitCurrent();
    QVERIFY(view()->side(0).pairing->currentText().contains(QLatin1String("i + d/2")));
    QVERIFY(view()->side(1).pairing->currentText().contains(QLatin1String("2i, 2i+1")));
    const auto results = m_window->controller()->latest();
    const CompareData* d = view()->data();
    const int range = int(d->deltas.size() / 2);
    QVERIFY(std::abs(d->scoreA[range + results->params.m - results->params.n] - results->score) < 1e-10);
}

QTEST_MAIN(tst_CompareView)
#include "tst_compareview.moc"
