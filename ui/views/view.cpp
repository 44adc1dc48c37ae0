// What all views share: Results and their jobs, named sections, scrolling one into view, figure mode.
#include "ui/views/view.h"

#include "ui/views/textfold.h"
#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/paintedwidget.h"
#include "ui/widgets/style.h"

#include <QAbstractScrollArea>
#include <QCoreApplication>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

namespace rope::ui {

using namespace rope::model;

namespace {
const char* const kControlProperty = "ropeControl";
const char* const kFigureProperty = "ropeFigure";

// The scroll area whose content holds `w`, if any, looking no further out than `stop` (if given).
QScrollArea* scrollAreaOf(QWidget* w, QWidget* stop)
{
    QWidget* const end = stop ? stop->parentWidget() : nullptr;
    for (QWidget* p = w ? w->parentWidget() : nullptr; p && p != end; p = p->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(p))
            return area;
    return nullptr;
}

// QCustomPlot accepts every wheel event, even with zooming off, so a plot under the pointer stopped
// its view from scrolling. Plots that do not zoom hand the wheel to the scroll area around them.
class PlotWheelToScroll : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() != QEvent::Wheel)
            return false;
        auto* plot = qobject_cast<QCustomPlot*>(watched);
        if (!plot || plot->interactions().testFlag(QCP::iRangeZoom))
            return false;
        QScrollArea* area = scrollAreaOf(plot, nullptr);
        return area && QCoreApplication::sendEvent(area->viewport(), event);
    }
};

} // namespace

View::View(QWidget* parent) : QWidget(parent)
{
    setLocale(QLocale::c());
    static const bool wheelHandled = [] {
        qApp->installEventFilter(new PlotWheelToScroll(qApp));
        return true;
    }();
    Q_UNUSED(wheelHandled);
}

bool View::event(QEvent* event)
{
    // Numbers in a view read the same in every language (QCustomPlot draws "1e+03" as 10³ but cannot
    // parse Chinese "1E+03"). A widget reparented into the view keeps the locale it was made with, and
    // QCustomPlot sets its own in its constructor, so the view hands the C locale down once polished.
    if (event->type() == QEvent::Polish) {
        for (QWidget* child : findChildren<QWidget*>())
            if (!child->testAttribute(Qt::WA_SetLocale))
                child->setLocale(QLocale::c());
        for (QCustomPlot* plot : findChildren<QCustomPlot*>()) {
            style::useTickLocale(plot);
            style::useCompactTicks(plot);
            style::keepAxisLabelsWhole(plot);
            replotLazilyOnResize(plot);
        }
    }
    if (event->type() == QEvent::Resize)
        applyGrowth();
    return QWidget::event(event);
}

void View::growWithView(QWidget* figure, std::function<int(QSize)> height, bool exactly)
{
    m_growing.push_back({figure, std::move(height), figure->minimumHeight(), figure->maximumHeight(), exactly});
    applyGrowth();
}

void View::applyGrowth()
{
    for (const Growing& g : m_growing) {
        if (!g.figure)
            continue;
        const int grown = std::max(g.ownMinimum, g.height(size()));
        const int room = style::dataRoom(g.figure); // what its data asked for beyond its own minimum
        g.figure->setMinimumHeight((m_figureMode ? g.ownMinimum : grown) + room);
        if (g.exactly)
            g.figure->setMaximumHeight(std::min(QWIDGETSIZE_MAX, (m_figureMode ? g.ownMaximum : grown) + room));
    }
}

void View::setResults(std::shared_ptr<const Results> results)
{
    m_results = std::move(results);
    resultsChanged();
    refreshJobs();
}

bool View::isCurrent() const
{
    return std::all_of(m_jobs.begin(), m_jobs.end(), [](const auto& job) { return job->isCurrent(); });
}

void View::refreshJobs()
{
    for (const auto& job : m_jobs)
        job->refresh();
}

void View::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_textFolded && !m_figureMode)
        TextFold::apply(this, true); // labels made since the last fold (a new readout) fold too
    refreshJobs();
}

void View::setTextFolded(bool folded)
{
    m_textFolded = folded;
    if (!m_figureMode)
        TextFold::apply(this, folded);
}

std::vector<View::Section> View::sections() { return {{QStringLiteral("main"), this}}; }

QWidget* View::sectionWidget(const QString& key)
{
    for (const Section& s : sections())
        if (s.key == key)
            return s.widget;
    return nullptr;
}

bool View::showSection(const QString& key)
{
    QWidget* w = sectionWidget(key);
    if (!w)
        return false;
    QScrollArea* area = scrollAreaOf(w, this);
    if (!area)
        return true;
    // Pinned: sections above may still grow while their data is drawn, so the scroll follows the
    // layout until the learner scrolls.
    m_pinnedSection = key;
    if (!area->property("ropePinWatch").toBool()) {
        area->setProperty("ropePinWatch", true);
        area->widget()->installEventFilter(this);
        connect(area->verticalScrollBar(), &QAbstractSlider::actionTriggered, this,
                [this] { m_pinnedSection.clear(); });
    }
    scrollToSection(w, area);
    return true;
}

void View::scrollToSection(QWidget* section, QScrollArea* area)
{
    QWidget* content = area->widget();
    const int viewport = area->viewport()->height();
    const int top = section->mapTo(content, QPoint(0, 0)).y();
    // Whole together with the page's own top (its heading, its controls): the page from its top.
    // Else the section's top at the top of the viewport, as much of it as fits.
    const int target = top + section->height() + 4 <= viewport ? 0 : std::max(0, top - 4);
    // A last section cannot get there on its own; it would open under the cut-off end of the one
    // above. Room under the page lets it (measured from the children, which the room does not move).
    const int pageBottom = content->childrenRect().bottom() + 1;
    setScrollRoom(area, std::max(0, target + viewport - pageBottom));
    area->verticalScrollBar()->setValue(target);
}

void View::setScrollRoom(QScrollArea* area, int room)
{
    if (m_roomArea && (m_roomArea != area || room == 0) && m_scrollRoom) {
        QMargins margins = m_roomArea->widget()->contentsMargins();
        margins.setBottom(margins.bottom() - m_scrollRoom);
        m_roomArea->widget()->setContentsMargins(margins);
        m_scrollRoom = 0;
    }
    if (!area || room == m_scrollRoom)
        return;
    QMargins margins = area->widget()->contentsMargins();
    margins.setBottom(margins.bottom() - m_scrollRoom + room);
    area->widget()->setContentsMargins(margins);
    m_scrollRoom = room;
    m_roomArea = area;
    // The range grows once the content is laid out again: scroll there then.
    area->widget()->updateGeometry();
}

void View::hideEvent(QHideEvent* event)
{
    // The room was for the section a step showed; a page visited later ends at its end.
    m_pinnedSection.clear();
    setScrollRoom(nullptr, 0);
    QWidget::hideEvent(event);
}

bool View::eventFilter(QObject* watched, QEvent* event)
{
    if (!m_pinnedSection.isEmpty() && (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest)) {
        QTimer::singleShot(0, this, [this, key = m_pinnedSection] {
            if (key != m_pinnedSection)
                return;
            QWidget* w = sectionWidget(key);
            if (QScrollArea* area = scrollAreaOf(w, this))
                scrollToSection(w, area);
        });
    }
    return QWidget::eventFilter(watched, event);
}

bool View::sectionVisible(const QString& key)
{
    QWidget* w = sectionWidget(key);
    if (!w || !w->isVisible())
        return false;
    QScrollArea* area = scrollAreaOf(w, this);
    if (!area)
        return true;
    const QRect inViewport(w->mapTo(area->viewport(), QPoint(0, 0)), w->size());
    const QRect viewport = area->viewport()->rect();
    // Entirely visible, or (for a section taller than the viewport) starting at its top.
    return viewport.contains(inViewport) ||
           (inViewport.height() > viewport.height() && std::abs(inViewport.top()) <= 8);
}

void View::markAsControl(QWidget* widget) { widget->setProperty(kControlProperty, true); }

QLabel* View::windowHint(const QString& text)
{
    QLabel* hint = style::captionLabel(text);
    QPalette palette = hint->palette();
    palette.setColor(QPalette::WindowText, style::ink.lighter(250)); // quieter than the figure's text
    hint->setPalette(palette);
    markAsControl(hint);
    return hint;
}

void View::markAsFigure(QWidget* widget) { widget->setProperty(kFigureProperty, true); }

bool View::isFigure(const QWidget* widget)
{
    return qobject_cast<const QCustomPlot*>(widget) || qobject_cast<const PaintedWidget*>(widget) ||
           widget->property(kFigureProperty).toBool();
}

double View::figureShare(Qt::Orientation along)
{
    const bool rows = along == Qt::Vertical;
    if (height() <= 0 || width() <= 0)
        return 0;
    // Rows, top to bottom (or columns), that some visible picture crosses (clipped by every widget around it, so a
    // picture scrolled out of its scroll area's viewport does not count).
    std::vector<std::pair<int, int>> spans;
    for (QWidget* w : findChildren<QWidget*>()) {
        if (!isFigure(w) || !w->isVisibleTo(this))
            continue;
        QRect shown(w->mapTo(this, QPoint(0, 0)), w->size());
        for (QWidget* p = w->parentWidget(); p && p != this; p = p->parentWidget())
            shown &= QRect(p->mapTo(this, QPoint(0, 0)), p->size());
        shown &= rect();
        if (!shown.isEmpty())
            spans.emplace_back(rows ? shown.top() : shown.left(), rows ? shown.bottom() + 1 : shown.right() + 1);
    }
    std::sort(spans.begin(), spans.end());
    int covered = 0;
    int reached = 0;
    for (const auto& [top, bottom] : spans) {
        covered += std::max(0, bottom - std::max(top, reached));
        reached = std::max(reached, bottom);
    }
    return double(covered) / (rows ? height() : width());
}

namespace {

// A figure keeps its formulas and names on one line where its labels wrap ("m | − n", "N² = |
// 4096"): while it is drawn, each wrapped label shows its text as keepFormulasWhole gives it, and
// its own text again after, unless the view set another meanwhile. (The labels' text itself stays
// as the views wrote it, which tests and copies read.)
void keepLabelFormulasWhole(QWidget* root, bool on)
{
    static const char* const kOwnText = "ropeOwnText";
    static const char* const kWholeText = "ropeWholeText";
    for (QLabel* label : root->findChildren<QLabel*>()) {
        if (!on) {
            if (label->property(kOwnText).isValid()) {
                if (label->text() == label->property(kWholeText).toString())
                    label->setText(label->property(kOwnText).toString());
                label->setProperty(kOwnText, QVariant());
                label->setProperty(kWholeText, QVariant());
            }
            continue;
        }
        // Not a table: a run kept whole widens its column past the label (a rich-text table in
        // large type); a table says itself what must not wrap.
        if (!label->wordWrap() || label->property(kOwnText).isValid() || // a nested view's, done already
            label->text().contains(QLatin1String("<table")))
            continue;
        const QString own = label->text();
        const QString whole = style::formulasWholeFor(label, own);
        if (whole == own)
            continue;
        label->setProperty(kOwnText, own);
        label->setProperty(kWholeText, whole);
        label->setText(whole);
    }
}

} // namespace

void View::setFigureMode(bool on)
{
    m_figureMode = on;
    // Before folding: a fold keeps the text it folds, and would keep the figure's.
    if (!on)
        keepLabelFormulasWhole(this, false);
    // A figure carries its whole text, whatever the window folds.
    if (m_textFolded)
        TextFold::apply(this, !on);
    applyGrowth();
    for (QWidget* w : findChildren<QWidget*>())
        if (w->property(kControlProperty).toBool())
            w->setVisible(!on);
    showHeldForFigure();
    showFigureHeadings();
    if (on)
        setScrollRoom(nullptr, 0); // a figure ends where its page does
    for (QScrollArea* area : findChildren<QScrollArea*>()) {
        if (on) {
            area->setProperty("ropePolicy", int(area->verticalScrollBarPolicy()));
            area->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        } else if (area->property("ropePolicy").isValid()) {
            area->setVerticalScrollBarPolicy(Qt::ScrollBarPolicy(area->property("ropePolicy").toInt()));
        }
    }
    figureModeChanged(on);
}

void View::keepFigureFormulasWhole()
{
    if (m_figureMode)
        keepLabelFormulasWhole(this, true);
}

QScrollArea* View::setScrollingContent(QWidget* content, bool barAlwaysOn)
{
    auto* scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    if (barAlwaysOn)
        scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    return scroll;
}

QWidget* View::figureWidget(const QString& section)
{
    if (!section.isEmpty())
        return sectionWidget(section);
    if (auto* area = findChild<QScrollArea*>(QString(), Qt::FindDirectChildrenOnly); area && area->widget())
        return area->widget();
    return this;
}

QString View::sectionAt(const QPoint& pos)
{
    const auto all = sections();
    for (const Section& s : all)
        if (s.widget && s.widget != this && s.widget->isVisible() &&
            QRect(s.widget->mapTo(this, QPoint(0, 0)), s.widget->size()).contains(pos))
            return s.key;
    return all.size() == 1 ? all.front().key : QString();
}

void View::settleLayouts()
{
    // Rounds: a replot can ask for room in a queued call (a colour bar's ticks, ColorBar; a plot's
    // data room, a map's measured axes), and the layout that gives it resizes plots that then replot
    // once more. With too few rounds the same figure came out 2 px wider (two rounds, before large
    // type) or 10 px taller (three) in some exports than in others.
    for (int round = 0; round < 4; ++round) {
        for (int i = 0; i < 4; ++i)
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        flushLazyReplots();
        if (round < 3)
            QCoreApplication::sendPostedEvents(nullptr, QEvent::MetaCall);
    }
}

} // namespace rope::ui
