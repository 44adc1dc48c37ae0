// Shared set-up of the long-context views' plots and sections.
#include "ui/views/longcontextparts.h"

#include "ui/widgets/style.h"

#include <qcustomplot.h>

#include <QLabel>
#include <QVBoxLayout>

namespace rope::ui::longcontext {

void setUpPlot(QCustomPlot* plot, const QString& xLabel, const QString& yLabel, Scale x, Scale y, int legendColumns)
{
    plot->setBackground(style::paper);
    plot->setPlottingHint(QCP::phFastPolylines, true);
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->setLabelFont(style::captionFont());
        axis->setTickLabelFont(style::captionFont());
    }
    if (x == Scale::Log)
        style::useLogAxis(plot->xAxis);
    if (y == Scale::Log)
        style::useLogAxis(plot->yAxis);
    plot->xAxis->setLabel(xLabel);
    plot->yAxis->setLabel(yLabel);
    if (legendColumns > 0)
        style::legendBelow(plot, legendColumns);
}

QWidget* section(std::initializer_list<QWidget*> parts)
{
    auto* widget = new QWidget;
    auto* layout = new QVBoxLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget* part : parts)
        layout->addWidget(part);
    // A taller neighbour in the row leaves its height below the parts, not between them: a figure of
    // the section is cropped to what it shows.
    layout->addStretch(1);
    return widget;
}

} // namespace rope::ui::longcontext
