// The life of the views' jobs, as the user drives the window: θ_i computed once per parameter
// change before any view sees it (none for a move of m), no view's job run again when only the
// attention maps arrive, a hidden view computing nothing until it is shown, and the panel leaving
// the slider a hand drags where the hand put it.

#include "core/frequencies.h"
#include "ui/model/computecontroller.h"
#include "ui/model/names.h"
#include "ui/views/view.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/valueslider.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSlider>
#include <QtTest>

#include <cmath>

using namespace rope::ui;
using namespace rope::model;

class tst_ViewJobs : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void thetaOncePerChange_data();
    void thetaOncePerChange();
    void noJobRunsAgainWhenOnlyTheAttentionArrives();
    void aHiddenViewComputesNothingUntilShown();
    void theDraggedSliderStaysWhereTheHandPutIt();

private:
    void waitUntilCurrent();
    std::unique_ptr<MainWindow> m_window;
};

namespace {

int jobsStarted(const View* view)
{
    int started = 0;
    for (const auto& job : view->jobs())
        started += job->started();
    return started;
}

} // namespace

void tst_ViewJobs::init()
{
    m_window = std::make_unique<MainWindow>(nullptr, MainWindow::Startup::Defaults);
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    waitUntilCurrent();
}

void tst_ViewJobs::cleanup() { m_window.reset(); }

void tst_ViewJobs::waitUntilCurrent() { QTRY_VERIFY_WITH_TIMEOUT(m_window->visibleViewsCurrent(), 60000); }

void tst_ViewJobs::thetaOncePerChange_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("view");
    QTest::addColumn<double>("base"); // one never typed before in this process
    QTest::newRow("constant, clocks") << "constant"
                                      << "clocks" << 12345.0;
    QTest::newRow("look-back, clocks") << "lookback"
                                       << "clocks" << 23456.0; // the content is built from θ_i
    QTest::newRow("random, heatmaps") << "random"
                                      << "heatmaps" << 34567.0;
    QTest::newRow("look-back, heatmaps") << "lookback"
                                         << "heatmaps" << 45678.0;
}

void tst_ViewJobs::thetaOncePerChange()
{
    QFETCH(QString, source);
    QFETCH(QString, view);
    QFETCH(double, base);
    AppParams p;
    p.source = *fromNameKey<QkSource>(source);
    m_window->showView(view);
    m_window->applyParams(p);
    waitUntilCurrent();

    // A base typed into the panel: the panel's check, the clock part, the content and the
    // attention job read one table.
    const long long before = rope::core::frequencyTablesComputed();
    m_window->panel()->baseControl()->spinBox()->setValue(base);
    waitUntilCurrent();
    QCOMPARE(m_window->controller()->latest()->params.rope.base, base);
    QCOMPARE(rope::core::frequencyTablesComputed() - before, 1LL);

    // m moved: no table at all.
    const long long afterBase = rope::core::frequencyTablesComputed();
    m_window->panel()->queryControl()->spinBox()->setValue(9);
    waitUntilCurrent();
    QCOMPARE(m_window->controller()->latest()->params.m, 9.0);
    QCOMPARE(rope::core::frequencyTablesComputed() - afterBase, 0LL);
}

void tst_ViewJobs::noJobRunsAgainWhenOnlyTheAttentionArrives()
{
    // N = 2048 with random tokens: the clock part, then a first picture of the maps, then the full
    // maps — three deliveries of Results for one parameter change.
    quint64 seed = 1000;
    for (const ViewEntry& entry : viewRegistry()) {
        View* view = m_window->view(QString::fromLatin1(entry.key));
        if (view->jobs().empty())
            continue;
        m_window->showView(QLatin1String(entry.key));
        waitUntilCurrent();
        AppParams p;
        p.seqLen = 2048;
        p.source = QkSource::Random;
        p.seed = ++seed; // new parameters every round
        QSignalSpy deliveries(m_window->controller(), &ComputeController::resultsReady);
        const int before = jobsStarted(view);
        m_window->applyParams(p);
        waitUntilCurrent();
        QVERIFY2(deliveries.size() >= 3,
                 qPrintable(QStringLiteral("%1: %2 deliveries").arg(entry.key).arg(deliveries.size())));
        // Each job at most once: the labs do not read these parameters at all.
        QVERIFY2(jobsStarted(view) - before <= int(view->jobs().size()),
                 qPrintable(QStringLiteral("%1: %2 jobs for %3 deliveries")
                                .arg(entry.key)
                                .arg(jobsStarted(view) - before)
                                .arg(deliveries.size())));
    }
}

void tst_ViewJobs::aHiddenViewComputesNothingUntilShown()
{
    m_window->showView(QStringLiteral("clocks"));
    waitUntilCurrent();
    View* curve = m_window->view(u"curve");
    const int before = jobsStarted(curve);
    AppParams p;
    p.rope.base = 777;
    m_window->applyParams(p);
    waitUntilCurrent();
    QCOMPARE(jobsStarted(curve), before); // hidden: nothing ran
    m_window->showView(QStringLiteral("curve"));
    waitUntilCurrent();
    QCOMPARE(jobsStarted(curve), before + 1); // shown: once, for the parameters of now
    m_window->showView(QStringLiteral("clocks"));
    m_window->showView(QStringLiteral("curve"));
    waitUntilCurrent();
    QCOMPARE(jobsStarted(curve), before + 1); // shown again, nothing new: nothing runs
}

void tst_ViewJobs::theDraggedSliderStaysWhereTheHandPutIt()
{
    // N on a log slider: most handle positions map to fractional N, which the box rounds. Showing
    // the rounded N back used to move the handle to that N's own position under the hand.
    ValueSlider* seqLen = m_window->panel()->seqLenControl();
    QSlider* handle = seqLen->slider();
    int moved = 0;
    for (int position = handle->minimum() + 1; position < handle->maximum() && moved < 5; position += 7) {
        handle->setValue(position); // as a drag does, one step at a time
        QCoreApplication::processEvents();
        if (std::abs(seqLen->value() - std::round(seqLen->value())) > 0)
            QFAIL("N is a whole number");
        QCOMPARE(handle->value(), position);
        ++moved;
    }
    QCOMPARE(moved, 5);
}

QTEST_MAIN(tst_ViewJobs)
#include "tst_viewjobs.moc"
