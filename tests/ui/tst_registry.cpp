// The view registry is the one table: every registered view has a translated title and question, a
// named figure, a tour step and a caption for each of its controls; and a view this test registers
// itself (no other file knows it) appears in the tabs, the View menu, quick-open, figure export and
// the figure's caption.

#include "ui/model/lessonsteps.h"
#include "ui/views/view.h"
#include "ui/views/viewregistry.h"
#include "ui/window/figureexport.h"
#include "ui/window/mainwindow.h"
#include "ui/window/navigator.h"
#include "ui/window/quickopen.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QFileInfo>
#include <QJsonArray>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QVBoxLayout>
#include <QtTest>

using namespace rope::ui;
using namespace rope::model;

namespace {

// A view no other file names: one control, one section.
class ThrowAwayView : public View {
public:
    ThrowAwayView() : m_inverted(new QCheckBox(QStringLiteral("inverted"))), m_picture(new QWidget)
    {
        m_picture->setMinimumSize(120, 80);
        m_picture->setAutoFillBackground(true);
        auto* layout = new QVBoxLayout(this);
        layout->addWidget(m_inverted);
        layout->addWidget(m_picture);
        markAsControl(m_inverted);
    }
    std::vector<Section> sections() override { return {{QStringLiteral("picture"), m_picture}}; }
    QJsonObject viewState() const override { return {{"inverted", m_inverted->isChecked()}}; }
    void applyViewState(const QJsonObject& state) override
    {
        if (state.value("inverted").isBool())
            m_inverted->setChecked(state.value("inverted").toBool());
    }
    QString stateCaption() const override
    {
        return m_inverted->isChecked() ? QStringLiteral("drawn inverted") : QString();
    }

private:
    QCheckBox* m_inverted;
    QWidget* m_picture;
};

View* makeThrowAway(const ViewServices&) { return new ThrowAwayView; }

// Alternatives to try for a control's value: the other value of a flag, numbers either side, and
// for text the values the views' figures and steps use and the ones the views offer.
QList<QJsonValue> alternatives(const QString& key, const QJsonValue& value)
{
    QList<QJsonValue> out;
    if (value.isBool())
        out << QJsonValue(!value.toBool());
    if (value.isDouble())
        for (double v : {value.toDouble() + 1, value.toDouble() - 1, value.toDouble() * 2, value.toDouble() / 2})
            out << QJsonValue(v);
    if (value.isString()) {
        static const QStringList texts = {
            "both",       "query",          "cos",   "sin",     "angle",   "current",      "interleaved", "half-split",
            "off-by-one", "position-reset", "frame", "seconds", "chunked", "fixed",        "random",      "ones",
            "fp32",       "bf16",           "fp16",  "linear",  "ntk",     "yarn",         "llama3",      "wavelength",
            "turns",      "dynamic",        "none",  "cw",      "ccw",     "leaky-rerope", "dca"};
        for (const QString& t : texts)
            if (t != value.toString())
                out << QJsonValue(t);
    }
    if (value.isArray()) { // a list of numbers: each one changed
        const QJsonArray a = value.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            QJsonArray b = a;
            b[i] = a[i].toDouble() * 2;
            out << QJsonValue(b);
        }
    }
    Q_UNUSED(key);
    return out;
}

} // namespace

class tst_Registry : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    // The throw-away view is registered last: these run over the app's own views.
    void everyViewIsTranslated();
    void chaptersStandTogether();
    void everyViewHasAFigure();
    void everyViewIsInTheTour();
    void everyControlIsCaptioned();
    void aViewRegisteredHereIsEverywhere();

private:
    std::unique_ptr<MainWindow> m_window;
};

void tst_Registry::init()
{
    m_window = std::make_unique<MainWindow>(nullptr, MainWindow::Startup::Defaults);
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void tst_Registry::cleanup() { m_window.reset(); }

void tst_Registry::everyViewIsTranslated()
{
    QTranslator zh;
    QVERIFY(zh.load(QStringLiteral(":/i18n/rope-explorer_zh_CN.qm")));
    const auto translated = [&](const char* context, const char* text) {
        const QString t = zh.translate(context, text);
        return !t.isEmpty() && t != QString::fromUtf8(text);
    };
    for (const ViewEntry& e : viewRegistry()) {
        QVERIFY2(translated("Views", e.title), e.key);
        QVERIFY2(translated("Views", e.question), e.key);
        if (e.chapter)
            QVERIFY2(translated("Views", e.chapter), e.key);
        if (e.opensOwnData)
            QVERIFY2(translated("Views", e.opensOwnData), e.key);
        for (const FigureSpec& f : e.figures)
            QVERIFY2(translated("Figures", f.title), f.key);
    }
}

void tst_Registry::chaptersStandTogether()
{
    // The navigator shows a heading wherever the chapter changes: a chapter split in two would show twice.
    QStringList seen;
    for (const ViewEntry& e : viewRegistry()) {
        const QString chapter = QString::fromLatin1(e.chapter ? e.chapter : "");
        if (seen.isEmpty() || seen.last() != chapter) {
            QVERIFY2(!seen.contains(chapter), qPrintable(chapter + QLatin1String(" comes back at ") + e.key));
            seen << chapter;
        }
    }
    QVERIFY(seen.size() >= 5);
}

void tst_Registry::everyViewHasAFigure()
{
    for (const ViewEntry& e : viewRegistry()) {
        QVERIFY2(!e.figures.empty() || e.opensOwnData, e.key);
        View* view = m_window->view(QString::fromLatin1(e.key));
        QVERIFY(view);
        for (const FigureSpec& f : e.figures) {
            QVERIFY2(QString::fromLatin1(f.key).startsWith(QLatin1String(e.key) + QLatin1Char('/')), f.key);
            QVERIFY2(!f.section || view->sectionWidget(QLatin1String(f.section)), f.key);
            QCOMPARE(figureByKey(QLatin1String(f.key))->view, e.key);
        }
    }
}

void tst_Registry::everyViewIsInTheTour()
{
    const auto& steps = lessonSteps();
    for (const ViewEntry& e : viewRegistry())
        QVERIFY2(e.opensOwnData || std::any_of(steps.begin(), steps.end(),
                                               [&](const LessonStep& s) { return qstrcmp(s.view, e.key) == 0; }),
                 e.key);
}

void tst_Registry::everyControlIsCaptioned()
{
    // A control hidden in a figure must show in the caption. For each key of each view's state: set
    // another value and see the caption change; controls that only matter while another is on (the
    // other bases, shown when "bases" is ticked) are tried with every flag on and each choice made.
    for (const ViewEntry& e : viewRegistry()) {
        View* view = m_window->view(QString::fromLatin1(e.key));
        m_window->showView(QString::fromLatin1(e.key));
        QTRY_VERIFY_WITH_TIMEOUT(m_window->visibleViewsCurrent(), 30000);
        const QJsonObject original = view->viewState();
        std::vector<QJsonObject> contexts{original};
        QJsonObject allOn = original;
        for (auto it = original.begin(); it != original.end(); ++it)
            if (it->isBool())
                allOn[it.key()] = true;
        contexts.push_back(allOn);
        for (auto it = original.begin(); it != original.end(); ++it)
            if (it->isString())
                for (const QJsonValue& v : alternatives(it.key(), *it)) {
                    QJsonObject c = allOn;
                    c[it.key()] = v;
                    contexts.push_back(c);
                }
        QStringList missing;
        for (auto it = original.begin(); it != original.end(); ++it) {
            const QString key = it.key();
            bool shown = false, changed = false;
            for (const QJsonObject& context : contexts) {
                view->applyViewState(context);
                const QJsonObject before = view->viewState();
                const QString caption = view->stateCaption();
                const QJsonValue nested = before.value(key);
                QList<QJsonObject> tries;
                if (nested.isObject()) { // one side of the two codes: each of its fields
                    const QJsonObject inner = nested.toObject();
                    for (auto field = inner.begin(); field != inner.end(); ++field)
                        for (const QJsonValue& v : alternatives(field.key(), *field)) {
                            QJsonObject changedInner = inner;
                            changedInner[field.key()] = v;
                            tries << QJsonObject{{key, changedInner}};
                        }
                } else {
                    for (const QJsonValue& v : alternatives(key, nested))
                        tries << QJsonObject{{key, v}};
                }
                for (const QJsonObject& t : tries) {
                    view->applyViewState(t);
                    if (view->viewState().value(key) != before.value(key)) {
                        changed = true;
                        shown = shown || view->stateCaption() != caption;
                    }
                    view->applyViewState(before);
                    if (shown)
                        break;
                }
                if (shown)
                    break;
            }
            if (changed && !shown)
                missing << key;
        }
        view->applyViewState(original);
        QVERIFY2(
            missing.isEmpty(),
            qPrintable(QStringLiteral("%1: not in the caption: %2").arg(e.key, missing.join(QStringLiteral(", ")))));
    }
}

void tst_Registry::aViewRegisteredHereIsEverywhere()
{
    m_window.reset(); // a window reads the registry when it is made
    ViewEntry entry{"throw-away", "Throw-away view", "Does a view need more than its registry entry?",
                    "",           nullptr,           makeThrowAway};
    entry.figures = {
        {"throw-away/picture", "picture", "The throw-away picture", nullptr, nullptr, R"({"inverted": true})", ""}};
    registerView(entry);
    init();

    // The navigator and the View menu.
    View* view = m_window->view(u"throw-away");
    QVERIFY(view);
    QAbstractButton* button = m_window->navigator()->button(QStringLiteral("throw-away"));
    QVERIFY(button);
    QCOMPARE(button->text(), QStringLiteral("Throw-away view"));
    button->click();
    QVERIFY(m_window->viewStack()->currentWidget() == view);
    m_window->showView(QStringLiteral("clocks"));
    QVERIFY(m_window->showView(QStringLiteral("throw-away")) == view);
    QCOMPARE(m_window->currentViewKey(), QStringLiteral("throw-away"));
    bool inMenu = false;
    for (QAction* menu : m_window->menuBar()->actions())
        if (menu->menu())
            for (QAction* a : menu->menu()->actions())
                inMenu = inMenu || a->text() == QStringLiteral("Throw-away view");
    QVERIFY(inMenu);

    // Quick-open finds the view and its figure by part of their names.
    QuickOpen* quick = m_window->showQuickOpen();
    QTest::keyClicks(quick->searchField(), QStringLiteral("throw-away"));
    QCOMPARE(quick->list()->count(), 2); // the view and its figure
    m_window->showView(QStringLiteral("clocks"));
    QTest::keyClick(quick->searchField(), Qt::Key_Return); // the first: the view
    QCOMPARE(m_window->currentViewKey(), QStringLiteral("throw-away"));

    // Figure export: the figure is listed, written, and its caption names the view's control.
    const FigureSpec* figure = figureByKey(QStringLiteral("throw-away/picture"));
    QVERIFY(figure);
    QCOMPARE(figure->view, "throw-away");
    QTemporaryDir dir;
    FigureBatch batch;
    batch.dir = dir.path();
    batch.formats = {QStringLiteral("png")};
    batch.caption = true;
    batch.paramsFor = [](const FigureSpec& f) { return figureParams(f, nullptr); };
    const auto written = exportFigures(*m_window, {figure}, batch);
    QVERIFY2(written, written ? "" : qPrintable(written.message()));
    QCOMPARE(int(written->size()), 1);
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("throw-away-picture.png"))).size() > 0);
    QVERIFY2(written->front().caption.endsWith(QStringLiteral(" · drawn inverted")),
             qPrintable(written->front().caption));
    QVERIFY(figureCaption(*m_window, QStringLiteral("throw-away")).contains(QStringLiteral("drawn inverted")));
}

QTEST_MAIN(tst_Registry)
#include "tst_registry.moc"
