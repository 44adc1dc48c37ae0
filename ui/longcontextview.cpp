#include "ui/longcontextview.h"

#include "ui/precisionlabview.h"
#include "ui/scalinglabview.h"

namespace rope::ui {

LongContextView::LongContextView(QWidget* parent) :
    QTabWidget(parent), m_scaling(new ScalingLabView), m_precision(new PrecisionLabView)
{
    addTab(m_scaling, tr("Scaling methods"));
    addTab(m_precision, tr("Precision"));
    setDocumentMode(true);
}

} // namespace rope::ui
