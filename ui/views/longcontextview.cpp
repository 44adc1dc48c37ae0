#include "ui/views/longcontextview.h"

#include "ui/views/precisionlabview.h"
#include "ui/views/scalinglabview.h"

namespace rope::ui {

LongContextView::LongContextView(QWidget* parent) :
    QTabWidget(parent), m_scaling(new ScalingLabView), m_precision(new PrecisionLabView)
{
    addTab(m_scaling, tr("Scaling methods"));
    addTab(m_precision, tr("Precision"));
    setDocumentMode(true);
}

} // namespace rope::ui
