#pragma once
// What every view is to the window: it is given Results, it may ask the app to adopt parameters,
// and it says whether what it draws is up to date. The window, the lessons, export and the tests
// talk to views only through this and the registry (viewregistry.h).
//
// The one compute path: a view draws from Results (computed by the ComputeController) or from data
// its own LatestJob computes off the GUI thread from those Results. A view whose header does not
// say why never calls core on the GUI thread.

#include "ui/model/results.h"

#include <QWidget>

#include <memory>

namespace rope::ui {

class View : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    /// The latest results. A hidden view keeps them and draws when it is shown.
    virtual void setResults(std::shared_ptr<const Results> results) = 0;
    /// Whether what is drawn answers the latest results and the view's own controls: no job of the
    /// view is running or waiting, and nothing is left to draw.
    virtual bool isCurrent() const { return true; }

signals:
    /// The view asks the app to adopt these parameters (a click on a map, a drag on a curve).
    void paramsRequested(const rope::ui::AppParams& params);
    /// New data has been drawn (tests and export wait for it).
    void updated();
};

} // namespace rope::ui
