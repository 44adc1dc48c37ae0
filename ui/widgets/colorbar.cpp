// A colour scale apart from its maps: their gradient, range and label, in a bar of its own width.
#include "ui/widgets/colorbar.h"

#include "ui/widgets/lazyreplot.h"
#include "ui/widgets/mapplot.h"
#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <algorithm>

namespace rope::ui {

ColorBar::ColorBar(QWidget* parent) : QWidget(parent), m_plot(new QCustomPlot(this))
{
    style::useTickLocale(m_plot);
    replotLazilyOnResize(m_plot);
    m_plot->setBackground(style::paper);
    m_plot->plotLayout()->clear();
    m_scale = new QCPColorScale(m_plot);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setBarWidth(12);
    m_scale->axis()->setTickLabelFont(style::captionFont());
    m_scale->axis()->setLabelFont(style::captionFont());
    // The bar runs the widget's whole height: the view sets that to the maps' plot area.
    m_scale->setAutoMargins(QCP::msLeft | QCP::msRight);
    m_scale->setMargins(QMargins(0, 0, 0, 0));
    m_plot->plotLayout()->addElement(0, 0, m_scale);
    m_plot->plotLayout()->setMargins(QMargins(0, 0, 0, 0));
    // The scale's layout knows the room its bar, ticks and label take (QCPColorScale makes it its
    // minimum width). The widget asks for that much: squeezed narrower, the bar's own rectangle
    // turned empty, its gradient was never drawn again (the default blues stayed) and the tick
    // labels lay over it without their minus signs.
    // Resized after the replot, not inside it; View::settleLayouts() delivers the request before a grab.
    connect(
        m_plot, &QCustomPlot::afterLayout, this,
        [this] {
            const int needed = m_scale->minimumSize().width() + 2;
            if (needed > 2 && needed != m_neededWidth) {
                m_neededWidth = needed;
                setMinimumWidth(needed);
                updateGeometry();
            }
        },
        Qt::QueuedConnection);
}

void ColorBar::follow(const MapPlot& map)
{
    const QCPColorScale* from = map.colorMap()->colorScale();
    m_scale->setGradient(map.colorMap()->gradient());
    m_scale->setDataRange(map.colorMap()->dataRange());
    m_scale->axis()->setLabel(from ? from->axis()->label() : QString());
    replotSoon(m_plot);
}

QSize ColorBar::sizeHint() const { return {std::max(m_neededWidth, MapPlot::scaleRoom() + 8), 200}; }

void ColorBar::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    m_plot->setGeometry(rect());
}

} // namespace rope::ui
