// The rotation clocks view: the animated grid of per-pair clocks with its controls and readouts.
#include "ui/views/clocksview.h"

#include "ui/model/keepwhole.h"

#include "ui/model/pairselection.h"
#include "ui/widgets/captionlabel.h"
#include "ui/widgets/style.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEasingCurve>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>
#include <numbers>

namespace rope::ui {

using namespace rope::model;

namespace {

QString legend()
{
    // Each entry on one line: the label wraps between entries, never inside one (white-space:
    // nowrap kept English whole, but not Chinese: "两者 | 之间的夹角").
    // The square half again as large as the text, at any font scale (a fixed 15.75 pt stayed small
    // beside 1.5× type).
    const double square = style::captionFont().pointSizeF() * 1.5;
    const auto swatch = [square](const QColor& c, const QString& text) {
        return keepWhole(QStringLiteral("<span style='color:%1; font-size:%2pt'>■</span> %3")
                             .arg(c.name(), QString::number(square, 'f', 2), text));
    };
    return QStringLiteral("%1 &nbsp;&nbsp; %2 &nbsp;&nbsp; %3 &nbsp;&nbsp; %4 %5 &nbsp;&nbsp; %6")
        .arg(swatch(style::query, ClocksView::tr("q at m, turned by m·θ<sub>i</sub>")),
             swatch(style::key, ClocksView::tr("k at n, turned by n·θ<sub>i</sub>")),
             swatch(style::relative, ClocksView::tr("angle between them")),
             swatch(style::positive, ClocksView::tr("bar: the pair's term A<sub>i</sub>cos Δθ<sub>i</sub> + "
                                                    "B<sub>i</sub>sin Δθ<sub>i</sub> above 0,")),
             swatch(style::negative, ClocksView::tr("below 0")),
             keepWhole(ClocksView::tr("rim: fast (yellow) → slow (purple)")));
}

} // namespace

ClocksView::ClocksView(PairSelection* selection, QWidget* parent) :
    View(parent), m_selection(selection), m_grid(new ClockGrid), m_scroll(new QScrollArea), m_summary(new CaptionLabel),
    m_check(new CaptionLabel)
{
    markAsFigure(m_grid);
    auto* title = new QLabel(tr("Does the score depend only on m − n?"));
    title->setFont(style::titleFont());
    title->setWordWrap(true); // a narrow window wraps it, never scrolls sideways
    m_summary->setFont(style::titleFont());
    m_summary->setTextFormat(Qt::RichText);
    m_check->setTextFormat(Qt::RichText);
    m_check->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_check->setFont(style::captionFont());
    auto* legendLabel = new QLabel(legend());
    legendLabel->setFont(style::captionFont());
    legendLabel->setWordWrap(true);

    m_play = new QPushButton(tr("Play"));
    m_play->setCheckable(true);
    m_play->setToolTip(tr("Play / Pause the positions (Space)"));
    m_step = new QPushButton(tr("Step"));
    m_step->setToolTip(tr("Advance by one position, smoothly (Right arrow)"));
    m_both = new QRadioButton(tr("Move both (m and n)"));
    m_both->setToolTip(
        tr("m and n advance together: every hand turns, every angle between them and the score stay fixed."));
    m_queryOnly = new QRadioButton(tr("Move query (m only)"));
    m_queryOnly->setToolTip(tr("Only m advances: Δ grows, the relative angles and the score change."));
    m_both->setChecked(true);
    auto* motion = new QButtonGroup(this);
    motion->addButton(m_both);
    motion->addButton(m_queryOnly);
    m_speed = new QComboBox;
    for (double s : {0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0})
        m_speed->addItem(tr("%1 positions/s").arg(s), s);
    m_speed->setCurrentIndex(2);
    m_speed->setToolTip(tr("Animation speed"));

    auto* controlRows = new QWidget;
    auto* controlLayout = new QVBoxLayout(controlRows);
    controlLayout->setContentsMargins(0, 0, 0, 0);
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_play);
    controls->addWidget(m_step);
    controls->addWidget(m_speed);
    controls->addStretch(1);
    auto* motionRow = new QHBoxLayout;
    motionRow->addWidget(m_both);
    motionRow->addWidget(m_queryOnly);
    motionRow->addStretch(1);

    m_scroll->setWidget(m_grid);
    m_scroll->setWidgetResizable(false);
    m_scroll->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setBackgroundRole(QPalette::Base);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->viewport()->installEventFilter(this);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_summary);
    layout->addWidget(m_check);
    controlLayout->addLayout(controls);
    controlLayout->addLayout(motionRow);
    markAsControl(controlRows);
    layout->addWidget(controlRows);
    layout->addWidget(legendLabel);
    layout->addWidget(m_scroll, 1);

    connect(m_play, &QPushButton::clicked, this, &ClocksView::togglePlay);
    connect(m_step, &QPushButton::clicked, this, &ClocksView::step);
    connect(m_both, &QRadioButton::toggled, this,
            [this](bool on) { setMotion(on ? Motion::Both : Motion::QueryOnly); });
    connect(m_grid, &ClockGrid::pairClicked, m_selection, &PairSelection::setPair);
    connect(m_grid, &ClockGrid::painted, this, &ClocksView::framePainted);
    connect(m_selection, &PairSelection::changed, this, &ClocksView::refresh);
    auto* playKey = new QShortcut(QKeySequence(Qt::Key_Space), this, this, &ClocksView::togglePlay);
    playKey->setContext(Qt::WidgetWithChildrenShortcut);
    auto* stepKey = new QShortcut(QKeySequence(Qt::Key_Right), this, this, &ClocksView::step);
    stepKey->setContext(Qt::WidgetWithChildrenShortcut);

    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(16);
    connect(&m_timer, &QTimer::timeout, this, &ClocksView::tick);
}

double ClocksView::displayedM() const { return m_anchorM + m_offset; }

double ClocksView::displayedN() const { return m_motion == Motion::Both ? m_anchorN + m_offset : m_anchorN; }

double ClocksView::speed() const { return m_speed->currentData().toDouble(); }

void ClocksView::figureModeChanged(bool on)
{
    // A figure has no scroll bar: every clock fits its height, smaller if need be. The window keeps
    // clocks large enough to read and click, and scrolls.
    static const double windowMinimum = ClockGrid().minimumCell();
    m_grid->setMinimumCell(on ? 24.0 : windowMinimum);
    m_grid->fitTo(m_scroll->viewport()->size());
}

void ClocksView::resultsChanged()
{
    const double m = results()->params.m, n = results()->params.n;
    // An echo of positions this view committed keeps the animation going; anything else
    // (a slider, a click elsewhere) re-anchors it.
    const bool echo = m == m_committedM && n == m_committedN;
    if (!echo) {
        m_anchorM = m;
        m_anchorN = n;
        m_offset = 0;
        m_gliding = false;
    }
    refresh();
}

void ClocksView::setMotion(Motion motion)
{
    if (motion == m_motion)
        return;
    commitWholePositions();
    m_anchorM = displayedM();
    m_anchorN = displayedN();
    m_offset = 0;
    m_motion = motion;
    QSignalBlocker block(m_both);
    m_both->setChecked(motion == Motion::Both);
    m_queryOnly->setChecked(motion == Motion::QueryOnly);
}

void ClocksView::togglePlay()
{
    if (!results())
        return;
    if (!m_playing) {
        m_playing = true;
        m_gliding = false;
        m_velocity = 0;
        m_clock.start();
        m_timer.start();
    } else {
        // Ease out to the next whole position instead of stopping dead.
        m_playing = false;
        m_glideFrom = m_offset;
        m_glideTo = std::floor(m_offset + 1e-9) + 1;
        m_glideElapsed = 0;
        m_glideDuration = std::clamp((m_glideTo - m_glideFrom) / std::max(m_velocity, 0.5) * 1.6, 0.15, 1.2);
        m_gliding = true;
    }
    QSignalBlocker block(m_play);
    m_play->setChecked(m_playing);
    m_play->setText(m_playing ? tr("Pause") : tr("Play"));
}

void ClocksView::stopPlaying()
{
    // At once, at the whole position already committed: no glide that would move m afterwards.
    m_playing = false;
    m_gliding = false;
    m_velocity = 0;
    m_timer.stop();
    m_offset = std::floor(m_offset + 1e-9);
    QSignalBlocker block(m_play);
    m_play->setChecked(false);
    m_play->setText(tr("Play"));
}

void ClocksView::step()
{
    if (!results() || m_playing)
        return;
    m_glideFrom = m_offset;
    m_glideTo = (m_gliding ? m_glideTo : std::round(m_offset)) + 1;
    m_glideElapsed = 0;
    m_glideDuration = 0.45;
    m_gliding = true;
    m_clock.start();
    m_timer.start();
}

void ClocksView::tick()
{
    const double dt = std::min(m_clock.restart() / 1000.0, 0.1);
    if (m_playing) {
        // Ease in: the velocity approaches the chosen speed over a quarter second.
        m_velocity += (speed() - m_velocity) * std::min(1.0, dt / 0.25);
        m_offset += m_velocity * dt;
    } else if (m_gliding) {
        m_glideElapsed += dt;
        const double t = std::min(1.0, m_glideElapsed / m_glideDuration);
        m_offset = m_glideFrom + (m_glideTo - m_glideFrom) * QEasingCurve(QEasingCurve::InOutCubic).valueForProgress(t);
        if (t >= 1.0) {
            m_offset = m_glideTo;
            m_gliding = false;
            m_velocity = 0;
        }
    }
    commitWholePositions();
    refresh();
    if (!m_playing && !m_gliding)
        m_timer.stop();
}

void ClocksView::commitWholePositions()
{
    if (!results()) // nothing shown yet, so nothing to commit
        return;
    const double whole = std::floor(m_offset + 1e-9);
    const double m = m_anchorM + whole;
    const double n = m_motion == Motion::Both ? m_anchorN + whole : m_anchorN;
    if (m == m_committedM && n == m_committedN)
        return;
    if (m == results()->params.m && n == results()->params.n)
        return;
    m_committedM = m;
    m_committedN = n;
    AppParams p = results()->params;
    p.m = m;
    p.n = n;
    emit paramsRequested(p);
}

void ClocksView::refresh()
{
    if (!results())
        return;
    ClockFrame f = ClockRenderer::frame(*results(), displayedM(), displayedN());
    f.selectedPair = m_selection->pair();
    m_grid->setFrame(f);

    const auto& p = results()->params;
    m_summary->setText(
        tr("Score (R<sub>m</sub>q)·(R<sub>n</sub>k) = Σ bars = %1 &nbsp; at m = %2, n = %3 (Δ = %4)")
            .arg(formatNumber(f.total, 6), formatNumber(f.m, 6), formatNumber(f.n, 6), formatNumber(f.m - f.n, 6)));
    const bool atResults = f.m == p.m && f.n == p.n;
    QString check;
    if (atResults) {
        check = tr("The same q and k shifted together by %1 positions (m = %2, n = %3): score %4. The bars sum to "
                   "the dot product of the rotated vectors, %5.")
                    .arg(Results::kShift)
                    .arg(formatNumber(p.m + Results::kShift, 7), formatNumber(p.n + Results::kShift, 7),
                         formatNumber(results()->shiftedScore, 8), formatNumber(results()->score, 8));
    } else {
        check = m_motion == Motion::Both
                    ? tr("Moving q and k together: every hand turns, the angles between them do not.")
                    : tr("Moving only the query: Δ changes, and with it every pair's term.");
    }
    if (p.source == QkSource::Random || p.source == QkSource::Loaded)
        check += tr(" <i>(Here each position holds a different token, so shifting changes the tokens too. With "
                    "constant q and k the score would not change.)</i>");
    m_check->setText(check);
}

bool ClocksView::eventFilter(QObject* watched, QEvent* event)
{
    // The viewport's own size, after scroll bars come and go: the grid fits what is really there.
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        m_grid->fitTo(m_scroll->viewport()->size());
    return View::eventFilter(watched, event);
}

} // namespace rope::ui

namespace rope::ui {

std::vector<View::Section> ClocksView::sections() { return {{QStringLiteral("clocks"), this}}; }

QJsonObject ClocksView::viewState() const
{
    return {{"motion", m_motion == Motion::Both ? QStringLiteral("both") : QStringLiteral("query")}};
}

QString ClocksView::stateCaption() const
{
    return m_motion == Motion::Both ? tr("m and n move together") : tr("only m moves");
}

void ClocksView::applyViewState(const QJsonObject& state)
{
    const QString motion = state.value("motion").toString();
    if (motion == QLatin1String("both"))
        m_both->setChecked(true);
    else if (motion == QLatin1String("query"))
        m_queryOnly->setChecked(true);
}

QJsonObject ClocksView::facts() const
{
    if (!results())
        return {};
    return {{"total", frame().total},
            {"score", results()->score},
            {"shiftedScore", results()->shiftedScore},
            {"shiftChange", results()->shiftedScore - results()->score},
            {"totalMinusScore", frame().total - results()->score},
            {"pairs", int(frame().pairs.size())}};
}

} // namespace rope::ui
