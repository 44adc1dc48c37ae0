// The grid of rotation clocks as a widget: fitted to a viewport, cached dials, pair tooltips and clicks.
#include "ui/widgets/clockgrid.h"

#include "ui/widgets/style.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <cmath>
#include <numbers>

namespace rope::ui {

using namespace rope::model;

ClockGrid::ClockGrid(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void ClockGrid::setFrame(const ClockFrame& frame)
{
    const bool countChanged = frame.cellCount() != m_frame.cellCount();
    const bool selectionChanged = frame.selectedPair != m_frame.selectedPair ||
                                  frame.unrotatedTerm != m_frame.unrotatedTerm || frame.headDim != m_frame.headDim ||
                                  frame.unrotatedSpans != m_frame.unrotatedSpans;
    m_frame = frame;
    if (countChanged)
        fitTo(m_viewport);
    else if (selectionChanged)
        updateDials();
    update();
}

void ClockGrid::updateDials()
{
    if (size().isEmpty()) { // a hidden or not yet laid-out grid: nothing to draw on
        m_dials = QImage();
        return;
    }
    const qreal ratio = devicePixelRatioF();
    m_dials = QImage(size() * ratio, QImage::Format_ARGB32_Premultiplied);
    m_dials.setDevicePixelRatio(ratio);
    m_dials.fill(style::paper);
    QPainter p(&m_dials);
    ClockRenderer::paintDials(p, m_frame, m_layout);
}

void ClockGrid::fitTo(QSize viewport)
{
    m_viewport = viewport;
    if (viewport.isEmpty())
        return;
    m_layout = ClockRenderer::layout(m_frame.cellCount(), QSizeF(viewport), m_minimumCell);
    const QSize needed(int(std::ceil(m_layout.columns * m_layout.cell.width())),
                       int(std::ceil(m_layout.rows * m_layout.cell.height())));
    setFixedSize(needed.expandedTo(QSize(1, 1)));
    updateDials();
    update();
}

void ClockGrid::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    if (m_dials.size() != size() * devicePixelRatioF())
        updateDials();
    ClockRenderer::paintGrid(p, m_frame, m_layout, &m_dials);
    emit painted();
}

void ClockGrid::mousePressEvent(QMouseEvent* event)
{
    const int pair = ClockRenderer::pairAt(m_layout, int(m_frame.pairs.size()), event->position());
    if (pair >= 0)
        emit pairClicked(pair);
}

bool ClockGrid::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int pair = ClockRenderer::pairAt(m_layout, int(m_frame.pairs.size()), help->pos());
        if (pair < 0) {
            QToolTip::hideText();
            return true;
        }
        const ClockPair& c = m_frame.pairs[size_t(pair)];
        QToolTip::showText(help->globalPos(),
                           tr("<b>Pair %1</b> (components %2 and %3)<br>θ = %4 rad per position<br>"
                              "wavelength λ = 2π/θ = %5 positions<br>term A cos Δθ + B sin Δθ = %6")
                               .arg(c.index)
                               .arg(c.first)
                               .arg(c.second)
                               .arg(formatNumber(c.theta, 4), formatNumber(2 * std::numbers::pi / c.theta, 4),
                                    formatNumber(c.term, 4)),
                           this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace rope::ui
