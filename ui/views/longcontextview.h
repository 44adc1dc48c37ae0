#pragma once
// The long-context lab: scaling methods and numerical precision, each on its own page.

#include "core/params.h"

#include <QTabWidget>

namespace rope::ui {

class PrecisionLabView;
class ScalingLabView;

class LongContextView : public QTabWidget {
    Q_OBJECT
public:
    explicit LongContextView(QWidget* parent = nullptr);
    ScalingLabView* scaling() const { return m_scaling; }
    PrecisionLabView* precision() const { return m_precision; }

private:
    ScalingLabView* m_scaling;
    PrecisionLabView* m_precision;
};

} // namespace rope::ui
