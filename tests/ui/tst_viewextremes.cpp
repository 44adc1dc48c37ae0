// Every view at the parameters' extremes: d = 2 and 256, base 1.0001 and 10⁷, N = 1, 8192 and 131072,
// positions up to 10⁶, every scaling method, pairing, q/k source and heatmap mode; then every view's
// own controls at their ends. Nothing may crash, and nothing a view shows may be NaN or ∞ leaking
// through: no "nan"/"inf" in any label, legend or plot text, finite axis and colour ranges, graph
// values finite (NaN is allowed only as a deliberate gap in a line), computed results finite.

#include "ui/model/computecontroller.h"
#include "ui/model/messages.h"
#include "ui/views/precisionlabview.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/window/mainwindow.h"

#include "testutil.h"

#include <qcustomplot.h>

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTabWidget>
#include <QtTest>

#include <cmath>

using namespace rope::ui;
using namespace rope::model;
using rope::core::ScalingMethod;

namespace {

const QRegularExpression& nonNumberWord()
{
    static const QRegularExpression re(QStringLiteral("(?<![A-Za-z])(nan|inf|infinity)(?![A-Za-z])"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re;
}

void checkText(const QString& text, const QString& where, QStringList* leaks)
{
    QString plain = text;
    plain.remove(QRegularExpression(QStringLiteral("<[^>]*>"))); // tags, not words
    if (plain.contains(nonNumberWord()))
        leaks->append(where + QStringLiteral(": \"") + plain.left(160) + QLatin1Char('"'));
}

bool finiteRange(const QCPRange& r) { return std::isfinite(r.lower) && std::isfinite(r.upper) && r.lower <= r.upper; }

/// What `root` shows that is not a number a learner could read.
QStringList leaksIn(QWidget* root, const QString& view)
{
    QStringList leaks;
    for (QLabel* label : root->findChildren<QLabel*>()) {
        checkText(label->text(), view + QStringLiteral(" label"), &leaks);
        checkText(label->toolTip(), view + QStringLiteral(" tooltip"), &leaks);
    }
    for (QCustomPlot* plot : root->findChildren<QCustomPlot*>()) {
        const QString where = view + QStringLiteral(" plot ") + plot->objectName();
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* axis : rect->axes()) {
                if (!finiteRange(axis->range()))
                    leaks
                        << where +
                               QStringLiteral(": axis range %1 … %2").arg(axis->range().lower).arg(axis->range().upper);
                checkText(axis->label(), where + QStringLiteral(" axis label"), &leaks);
            }
        for (QCPLayoutElement* element : plot->plotLayout()->elements(true))
            if (auto* text = qobject_cast<QCPTextElement*>(element))
                checkText(text->text(), where + QStringLiteral(" title"), &leaks);
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
                checkText(text->text(), where + QStringLiteral(" text item"), &leaks);
        for (int i = 0; i < plot->plottableCount(); ++i) {
            QCPAbstractPlottable* p = plot->plottable(i);
            checkText(p->name(), where + QStringLiteral(" legend"), &leaks);
            if (auto* graph = qobject_cast<QCPGraph*>(p)) {
                for (const QCPGraphData& d : *graph->data())
                    if (!std::isfinite(d.key) || std::isinf(d.value)) {
                        leaks << where + QStringLiteral(": graph '%1' point (%2, %3)")
                                             .arg(graph->name())
                                             .arg(d.key)
                                             .arg(d.value);
                        break;
                    }
            } else if (auto* bars = qobject_cast<QCPBars*>(p)) {
                for (const QCPBarsData& d : *bars->data())
                    if (!std::isfinite(d.key) || !std::isfinite(d.value)) {
                        leaks << where + QStringLiteral(": bar (%1, %2)").arg(d.key).arg(d.value);
                        break;
                    }
            } else if (auto* map = qobject_cast<QCPColorMap*>(p)) {
                if (!finiteRange(map->dataRange()))
                    leaks << where + QStringLiteral(": colour range %1 … %2")
                                         .arg(map->dataRange().lower)
                                         .arg(map->dataRange().upper);
            }
        }
    }
    return leaks;
}

/// The N×N maps: logits are finite or −∞ (masked), never NaN; pooled maps have finite ranges.
QStringList attentionLeaks(const AttentionMaps& maps)
{
    QStringList leaks;
    const auto checkMap = [&leaks](const PooledMap& map, const char* what) {
        if (!std::isfinite(map.min) || !std::isfinite(map.max) || !std::isfinite(map.diagonalSpread))
            leaks << QStringLiteral("%1: range %2 … %3, spread %4")
                         .arg(what)
                         .arg(map.min)
                         .arg(map.max)
                         .arg(map.diagonalSpread);
        for (Eigen::Index i = 0; i < map.cells.size(); ++i)
            if (std::isinf(map.cells.data()[i])) {
                leaks << QStringLiteral("%1: an infinite cell").arg(what);
                break;
            }
    };
    checkMap(maps.rope.logits, "rope logits");
    checkMap(maps.rope.weights, "rope weights");
    if (maps.none) {
        checkMap(maps.none->logits, "no-PE logits");
        checkMap(maps.none->weights, "no-PE weights");
    }
    if (maps.sinusoidal) {
        checkMap(maps.sinusoidal->logits, "sinusoidal logits");
        checkMap(maps.sinusoidal->weights, "sinusoidal weights");
    }
    for (const PooledMap& term : maps.decomposition)
        checkMap(term, "decomposition term");
    // Every computed row's log-sum-exp is finite; with sampled rows the others are NaN (not computed).
    const Eigen::Index computed = maps.ropeRowLogSumExp.array().isFinite().count();
    const bool everyRow = maps.sampledRows == 0 || maps.toeplitz; // RoPE from s(Δ): every row
    if (computed != (everyRow ? maps.ropeRowLogSumExp.size() : maps.sampledRows) ||
        maps.ropeRowLogSumExp.array().isInf().any())
        leaks << QStringLiteral("row log-sum-exp not finite");
    return leaks;
}

struct Corner {
    int d;
    double base;
    int n;
    double m, key;
};

AppParams cornerParams(const Corner& c, int variant)
{
    AppParams p;
    p.rope.headDim = c.d;
    p.rope.base = c.base;
    p.seqLen = c.n;
    p.m = c.m;
    p.n = c.key;
    p.rope.pairing = variant % 2 ? rope::core::Pairing::HalfSplit : rope::core::Pairing::Interleaved;
    const QkSource sources[] = {QkSource::Random, QkSource::Constant, QkSource::LookBack};
    p.source = sources[variant % 3];
    p.seed = std::uint64_t(variant);
    p.lookBack = std::min(c.n - 1, 4 + variant);
    const HeatmapMode modes[] = {HeatmapMode::Rope, HeatmapMode::CompareEncodings, HeatmapMode::Decomposition,
                                 HeatmapMode::NotElementwise};
    p.heatmapMode = modes[variant % 4];
    p.mask = variant % 5 == 4 ? rope::core::Mask::None : rope::core::Mask::Causal;
    return p;
}

/// Scaling at real models' values (YaRN factor 4 from 4096; Llama 3.1; LongRoPE lists of the right length).
rope::core::Scaling scalingFor(ScalingMethod method, int pairs)
{
    rope::core::Scaling s;
    s.method = method;
    s.factor = method == ScalingMethod::Llama3 ? 8 : 4;
    s.originalMaxPositionEmbeddings = method == ScalingMethod::Llama3 ? 8192 : 4096;
    s.maxPositionEmbeddings = s.originalMaxPositionEmbeddings * 4;
    s.seqLen = 40000;
    if (method == ScalingMethod::LongRope) {
        for (int i = 0; i < pairs; ++i) {
            s.shortFactor.push_back(1.0 + 0.05 * i);
            s.longFactor.push_back(1.0 + 1.5 * i);
        }
    }
    return s;
}

} // namespace

class tst_ViewExtremes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    // tests/CMakeLists.txt runs these functions in two shards by name: list a new one there too.
    void cornersInEveryView_data();
    void cornersInEveryView();
    void everyScalingMethodInEveryView_data();
    void everyScalingMethodInEveryView();
    void viewControlsAtTheirEnds();
    void fp16FarPositionsAreRefusedInThePrecisionLab();

private:
    bool apply(const AppParams& p);
    void checkEveryView(const QString& context);
    std::unique_ptr<MainWindow> m_window;
};

void tst_ViewExtremes::initTestCase()
{
    m_window = std::make_unique<MainWindow>(nullptr, MainWindow::Startup::Defaults);
    m_window->resize(1400, 950);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void tst_ViewExtremes::cleanupTestCase() { m_window.reset(); }

// apply() reports through warnings (it runs inside lambdas and loops); they fail the test.
void tst_ViewExtremes::init()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("unclear refusal|no results")));
}

bool tst_ViewExtremes::apply(const AppParams& p)
{
    if (const auto problems = p.validate(); !problems.empty()) {
        // A refusal must be a sentence naming the quantity, and the window keeps what it showed.
        const QString message = describe(problems);
        const auto before = m_window->controller()->latest();
        m_window->applyParams(p);
        QCoreApplication::processEvents();
        if (message.isEmpty() || message.contains(nonNumberWord()) || m_window->controller()->latest() != before)
            qWarning("unclear refusal: %s", qPrintable(message));
        return false;
    }
    m_window->applyParams(p);
    if (!QTest::qWaitFor(
            [&] {
                const auto latest = m_window->controller()->latest();
                return latest && latest->params == p && latest->attentionCurrent;
            },
            120000))
        qWarning("no results within two minutes");
    return true;
}

void tst_ViewExtremes::checkEveryView(const QString& context)
{
    const std::shared_ptr<const Results> results = m_window->controller()->latest();
    QVERIFY(results);
    QVERIFY2(results->freqs.invFreq.allFinite() && results->qRotated.allFinite() && results->kRotated.allFinite() &&
                 results->pairTerms.allFinite() && std::isfinite(results->score),
             qPrintable(context));
    QVERIFY(results->attention);
    const QStringList mapLeaks = attentionLeaks(*results->attention);
    QVERIFY2(mapLeaks.isEmpty(), qPrintable(context + QStringLiteral(": ") + mapLeaks.join(QStringLiteral("; "))));
    for (const QString& name : (viewKeys() + QStringList{QStringLiteral("window")})) {
        QWidget* view = m_window->showView(name);
        QVERIFY(view);
        QCoreApplication::processEvents();
        // What is checked is what the view drew for these parameters: wait for its job.
        QTRY_VERIFY2_WITH_TIMEOUT(m_window->visibleViewsCurrent(), qPrintable(context + QStringLiteral(": ") + name),
                                  60000);
        // Painting runs every renderer's code path (clock faces, colour maps, arcs) at these values;
        // plots waiting for their replot after the tab switch draw first.
        flushLazyReplots();
        const QImage shot = view->grab().toImage();
        QVERIFY(!shot.isNull());
        const QStringList leaks = leaksIn(view, name);
        QVERIFY2(leaks.isEmpty(), qPrintable(context + QStringLiteral(" — ") + leaks.join(QStringLiteral("; "))));
    }
    QStringList statusLeaks;
    checkText(m_window->statusText(), QStringLiteral("status bar"), &statusLeaks);
    QVERIFY2(statusLeaks.isEmpty(), qPrintable(statusLeaks.join(QLatin1Char(';'))));
}

void tst_ViewExtremes::cornersInEveryView_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("n");
    QTest::addColumn<double>("m");
    QTest::addColumn<double>("key");
    int row = 0;
    // Under the sanitizers the large end is 4100 (still the float path above 4096) at a quarter
    // of the cost; the Release run takes 8192.
    const int largest = rope::test::sanitized ? 4100 : 8192;
    for (int d : {2, 256})
        for (double base : {1.0001, 1e7})
            for (int n : {1, largest})
                for (auto [m, key] : {std::pair{0.0, 0.0}, std::pair{1e6, 1e6 - 3}}) {
                    QTest::addRow("d%d base%g N%d m%g #%d", d, base, n, m, row) << d << base << n << m << key;
                    ++row;
                }
    // The longest context, Llama 3.1's N = 131072: random content from sampled query rows (variant 36:
    // causal, linear scaling), and constant content with every encoding compared (variant 25: the
    // sinusoidal map sampled, RoPE and none from s(Δ); YaRN). The sanitized run takes the first, at d = 2.
    const int longest = appLimits::maxSeqLen;
    QTest::addRow("d2 base1e7 N%d m0 #36", longest) << 2 << 1e7 << longest << 0.0 << 0.0;
    if (!rope::test::sanitized)
        QTest::addRow("d256 base1e4 N%d m1e6 #25", longest) << 256 << 1e4 << longest << 1e6 << 1e6 - 3;
}

void tst_ViewExtremes::cornersInEveryView()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(int, n);
    QFETCH(double, m);
    QFETCH(double, key);
    const int variant =
        QTest::currentDataTag() ? QString::fromLatin1(QTest::currentDataTag()).section('#', 1).toInt() : 0;
    AppParams p = cornerParams({d, base, n, m, key}, variant);
    const ScalingMethod methods[] = {ScalingMethod::None,       ScalingMethod::Linear, ScalingMethod::NtkAware,
                                     ScalingMethod::DynamicNtk, ScalingMethod::Yarn,   ScalingMethod::Llama3,
                                     ScalingMethod::LongRope};
    p.rope.scaling = scalingFor(methods[variant % 7], p.rope.pairCount());
    if (!apply(p)) {
        // NTK-aware and dynamic NTK: base·x^(d/(d−2)) has no value at d = 2; the only refusal in the grid.
        QCOMPARE(p.rope.headDim, 2);
        QVERIFY(p.rope.scaling.method == ScalingMethod::NtkAware || p.rope.scaling.method == ScalingMethod::DynamicNtk);
        QVERIFY(describe(p.validate()).contains(QStringLiteral("rotary")));
        return;
    }
    checkEveryView(QString::fromLatin1(QTest::currentDataTag()));
}

void tst_ViewExtremes::everyScalingMethodInEveryView_data()
{
    QTest::addColumn<int>("method");
    QTest::addColumn<int>("d");
    for (int d : {2, 256})
        for (int method = 0; method <= int(ScalingMethod::LongRope); ++method)
            QTest::addRow("method %d, d %d", method, d) << method << d;
}

void tst_ViewExtremes::everyScalingMethodInEveryView()
{
    QFETCH(int, method);
    QFETCH(int, d);
    AppParams p = cornerParams({d, d == 2 ? 1.0001 : 1e7, 512, 1e6, 0}, method); // N's ends: above
    p.rope.scaling = scalingFor(ScalingMethod(method), p.rope.pairCount());
    if (!apply(p)) {
        QCOMPARE(p.rope.headDim, 2);
        QVERIFY(p.rope.scaling.method == ScalingMethod::NtkAware || p.rope.scaling.method == ScalingMethod::DynamicNtk);
        QVERIFY(describe(p.validate()).contains(QStringLiteral("rotary")));
        return;
    }
    checkEveryView(QString::fromLatin1(QTest::currentDataTag()));
}

void tst_ViewExtremes::viewControlsAtTheirEnds()
{
    // Each view's own controls (pickers, spin boxes, check boxes) driven to their ends, at both
    // parameter corners; the parameter panel's own ranges are covered above.
    std::vector<Corner> corners{Corner{2, 1.0001, rope::test::sanitized ? 4100 : 8192, 1e6, 0},
                                Corner{256, 1e7, 1, 0, 0}};
    if (rope::test::sanitized)
        corners.pop_back(); // the sanitized run drives each control once; the Release run twice
    for (const Corner& corner : corners) {
        QVERIFY(apply(cornerParams(corner, 1)));
        for (const QString& name : (viewKeys() + QStringList{QStringLiteral("window")})) {
            if (name == QLatin1String("window"))
                continue;
            QWidget* view = m_window->showView(name);
            const auto check = [&](const QString& what) {
                QCoreApplication::processEvents();
                QTRY_VERIFY_WITH_TIMEOUT(!m_window->controller()->attentionBusy(), 120000);
                flushLazyReplots();
                view->grab();
                const QStringList leaks = leaksIn(view, name);
                QVERIFY2(leaks.isEmpty(), qPrintable(what + QStringLiteral(" — ") + leaks.join(QStringLiteral("; "))));
            };
            for (QComboBox* combo : view->findChildren<QComboBox*>()) {
                const int original = combo->currentIndex();
                for (int i = 0; i < combo->count(); ++i) {
                    combo->setCurrentIndex(i);
                    check(QStringLiteral("%1: %2 = %3").arg(name, combo->toolTip().left(40), combo->itemText(i)));
                }
                combo->setCurrentIndex(original);
            }
            for (QSpinBox* spin : view->findChildren<QSpinBox*>()) {
                const int original = spin->value();
                for (int value : {spin->minimum(), spin->maximum()}) {
                    spin->setValue(value);
                    check(QStringLiteral("%1: %2 = %3").arg(name, spin->toolTip().left(40)).arg(value));
                }
                spin->setValue(original);
            }
            for (QDoubleSpinBox* spin : view->findChildren<QDoubleSpinBox*>()) {
                const double original = spin->value();
                for (double value : {spin->minimum(), spin->maximum()}) {
                    spin->setValue(value);
                    check(QStringLiteral("%1: %2 = %3").arg(name, spin->toolTip().left(40)).arg(value));
                }
                spin->setValue(original);
            }
            for (QCheckBox* box : view->findChildren<QCheckBox*>()) {
                box->toggle();
                check(QStringLiteral("%1: %2 toggled").arg(name, box->text()));
                box->toggle();
            }
        }
    }
}

void tst_ViewExtremes::fp16FarPositionsAreRefusedInThePrecisionLab()
{
    m_window->showView(QStringLiteral("precision"));
    PrecisionLabView* lab = m_window->view<PrecisionLabView>(u"precision");
    const int fp16 = lab->formatControl()->findText(QStringLiteral("fp16"));
    QVERIFY(fp16 >= 0);
    lab->formatControl()->setCurrentIndex(fp16);
    QSpinBox* start = nullptr;
    for (QSpinBox* spin : lab->findChildren<QSpinBox*>())
        if (spin->maximum() == 1000000)
            start = spin;
    QVERIFY(start);
    start->setValue(65409); // the window 65409 … 65504 is the last fp16 can hold
    ROPE_WAIT_CURRENT(lab);
    QVERIFY2(!lab->mapReadout().contains(QStringLiteral("Refused")), qPrintable(lab->mapReadout()));
    start->setValue(65410);
    ROPE_WAIT_CURRENT(lab);
    const QString refusal = lab->mapReadout();
    QVERIFY2(refusal.contains(QStringLiteral("Refused")) &&
                 (refusal.contains(QStringLiteral("65,504")) || refusal.contains(QStringLiteral("65504"))),
             qPrintable(lab->mapReadout()));
    QVERIFY(leaksIn(lab, QStringLiteral("precision")).isEmpty());
    // bf16 holds every position up to 10⁶ (coarsely): no refusal, a real map.
    lab->formatControl()->setCurrentIndex(lab->formatControl()->findText(QStringLiteral("bf16")));
    start->setValue(1000000);
    ROPE_WAIT_CURRENT(lab);
    QVERIFY(!lab->mapReadout().contains(QStringLiteral("Refused")));
}

QTEST_MAIN(tst_ViewExtremes)
#include "tst_viewextremes.moc"
