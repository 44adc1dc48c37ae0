// Rendering a view's section as a figure: figure mode on, layouts settled, rendered, restored.
#include "ui/window/figureexport.h"

#include "ui/model/cheatsheet.h"
#include "ui/model/computecontroller.h"
#include "ui/model/messages.h"
#include "ui/model/session.h"
#include "ui/views/view.h"
#include "ui/views/viewregistry.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>

namespace rope::ui {

using namespace rope::model;

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(FigureExport)
};

// Figure mode for as long as it lives; the controls come back when it goes.
class FigureMode {
public:
    explicit FigureMode(View* view) : m_view(view)
    {
        m_view->setFigureMode(true);
        View::settleLayouts();
        m_view->keepFigureFormulasWhole();
        View::settleLayouts();
    }
    ~FigureMode()
    {
        m_view->setFigureMode(false);
        View::settleLayouts();
    }
    FigureMode(const FigureMode&) = delete;
    FigureMode& operator=(const FigureMode&) = delete;

private:
    View* m_view;
};

Expected<QWidget*> targetWidget(MainWindow& window, const FigureTarget& target)
{
    View* view = window.view(target.view);
    if (!view)
        return Error{target.view, Tr::tr("no such view (see --list-views)")};
    QWidget* widget = view->figureWidget(target.section);
    if (!widget)
        return Error{target.section, Tr::tr("no such section of the view '%1'").arg(target.view)};
    return widget;
}

} // namespace

Outcome setUpFigure(MainWindow& window, const FigureTarget& target, const AppParams& params,
                    const QJsonObject& viewState, int timeoutMs)
{
    if (!window.showView(target.view))
        return Error{target.view, Tr::tr("no such view (see --list-views)")};
    // Invalid parameters are never applied, so waiting for them would only time out.
    if (const core::Problems problems = params.validate(); !problems.empty())
        return Error{{}, describe(problems)};
    window.applyParams(params);
    if (View* view = window.view(target.view))
        view->applyViewState(viewState);
    QElapsedTimer clock;
    clock.start();
    const auto current = [&] {
        const auto latest = window.controller()->latest();
        return latest && latest->params == params && window.visibleViewsCurrent();
    };
    while (!current()) {
        if (clock.elapsed() > timeoutMs)
            return Error{target.view, Tr::tr("the computation did not finish in time")};
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    }
    // Layouts, lazy refreshes and queued replots settle in a few rounds, more on a busy machine: wait
    // until no widget of the view moves for two rounds (a fixed number of rounds left the trap's maps
    // a pixel taller in one run of three, so the same scene gave two figures).
    View* view = window.view(target.view);
    const auto geometries = [view] {
        QList<QRect> all;
        for (const QWidget* w : view->findChildren<QWidget*>())
            all << QRect(w->mapTo(view, QPoint(0, 0)), w->size());
        return all;
    };
    QList<QRect> before = geometries();
    for (int round = 0, still = 0; round < 200 && still < 2; ++round) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        View::settleLayouts();
        const QList<QRect> now = geometries();
        still = now == before ? still + 1 : 0;
        before = now;
    }
    return {};
}

QString figureCaption(MainWindow& window, const QString& view)
{
    const ViewEntry* entry = findView(view);
    QString caption = parameterCaption(window.panel()->params(), entry ? entry->caption : CaptionParameters::All);
    if (View* v = window.view(view))
        if (const QString state = v->stateCaption(); !state.isEmpty())
            caption += QStringLiteral(" · ") + state;
    return caption;
}

Outcome writeFigure(MainWindow& window, const FigureTarget& target, const QString& path, ExportOptions options)
{
    const auto widget = targetWidget(window, target);
    if (!widget)
        return widget.error();
    options.crop = true;
    options.state = stateString(window.session()); // File → Open on the figure restores the scene
    FigureMode mode(window.view(target.view));
    return exportWidget(*widget, path, options);
}

QImage figureImage(MainWindow& window, const FigureTarget& target, ExportOptions options)
{
    const auto widget = targetWidget(window, target);
    if (!widget)
        return {};
    options.crop = true;
    FigureMode mode(window.view(target.view));
    return renderImage(*widget, options);
}

std::vector<DrawnText> figureTexts(MainWindow& window, const FigureTarget& target, ExportOptions options)
{
    const auto widget = targetWidget(window, target);
    if (!widget)
        return {};
    options.crop = true;
    FigureMode mode(window.view(target.view));
    return figureTexts(*widget, options);
}

Expected<std::vector<GalleryEntry>> exportFigures(MainWindow& window, const std::vector<const FigureSpec*>& figures,
                                                  const FigureBatch& batch)
{
    const QDir dir(batch.dir);
    if (!QDir().mkpath(dir.filePath(batch.subdir.isEmpty() ? QStringLiteral(".") : batch.subdir)))
        return Error{batch.dir, Tr::tr("the folder cannot be made")};
    std::vector<GalleryEntry> entries;
    int done = 0;
    const QString tagsIntro = galleryTagsIntro(); // in this batch's language, installed now
    for (const FigureSpec* figure : figures) {
        const FigureTarget target{QLatin1String(figure->view),
                                  figure->section ? QLatin1String(figure->section) : QString()};
        const auto params = batch.paramsFor(*figure);
        if (!params)
            return params.error();
        if (const Outcome ready = setUpFigure(window, target, *params, figureViewState(*figure)); !ready)
            return ready.error();
        GalleryEntry entry{batch.language,
                           QLatin1String(figure->key),
                           figureTitle(*figure),
                           figureTags(*figure),
                           figureCaption(window, target.view),
                           {},
                           {},
                           {}};
        for (const QString& tag : entry.tags) // in this batch's language, installed now
            entry.tagQuestions << cheatSheetQuestion(tag);
        entry.tagsIntro = tagsIntro;
        ExportOptions options;
        options.scale = batch.scale;
        if (batch.caption)
            options.caption = entry.caption;
        for (const QString& format : batch.formats) {
            QString name = QString::fromLatin1(figure->key).replace(QLatin1Char('/'), QLatin1Char('-'));
            name += QLatin1Char('.') + format;
            if (!batch.subdir.isEmpty())
                name = batch.subdir + QLatin1Char('/') + name;
            if (const Outcome written = writeFigure(window, target, dir.filePath(name), options); !written)
                return written.error();
            entry.files << name;
        }
        entries.push_back(entry);
        if (batch.progress && !batch.progress(++done, int(figures.size()), entry.key))
            break;
    }
    return entries;
}

} // namespace rope::ui
