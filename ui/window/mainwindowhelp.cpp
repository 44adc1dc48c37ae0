// The main window's help pages and its ways to jump to a scene: quick open, the figures, and the
// links of the help pages (a view, or the tour at a step).
#include "ui/window/mainwindow.h"

#include "ui/model/figures.h"
#include "ui/views/view.h"
#include "ui/views/viewregistry.h"
#include "ui/window/helpdialog.h"
#include "ui/window/lessonspanel.h"
#include "ui/window/quickopen.h"
#include "ui/window/toursummary.h"

#include <QMenuBar>
#include <QMessageBox>
#include <QUrl>

namespace rope::ui {

using namespace rope::model;

QuickOpen* MainWindow::showQuickOpen()
{
    auto* dialog = new QuickOpen(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QuickOpen::chosen, this, [this](const QuickOpen::Target& target) {
        switch (target.kind) {
        case QuickOpen::Kind::View:
            showView(target.key);
            break;
        case QuickOpen::Kind::Lesson:
            openTour();
            m_lessons->setStep(target.key.toInt());
            break;
        case QuickOpen::Kind::Figure:
            showFigure(target.key);
            break;
        }
    });
    dialog->show();
    return dialog;
}

void MainWindow::showFigure(const QString& key)
{
    const FigureSpec* figure = figureByKey(key);
    if (!figure)
        return;
    if (const Expected<AppParams> params = figureParams(*figure, nullptr))
        applyParams(*params);
    showView(QLatin1String(figure->view));
    View* v = view(QString::fromLatin1(figure->view));
    v->applyViewState(figureViewState(*figure));
    if (figure->section)
        v->showSection(QLatin1String(figure->section));
}

void MainWindow::showConventions()
{
    HelpDialog dialog(tr("Conventions"), HelpDialog::conventionsHtml(), this);
    dialog.exec();
}

void MainWindow::showSources() { showHelpPage(tr("Sources and Cheat Sheet"), HelpDialog::sourcesHtml()); }

void MainWindow::showTourSummary() { showHelpPage(tr("Tour Summary"), tourSummaryHtml()); }

HelpDialog* MainWindow::showHelpPage(const QString& title, const QString& html)
{
    auto* dialog = new HelpDialog(title, html, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // Its links open a view, or the tour at a step with the step's scene; the page then closes,
    // or it would stand over the view it opened.
    connect(dialog, &HelpDialog::linkActivated, this, [this, dialog](const QUrl& link) {
        const QString path = link.path();
        if (path.startsWith(QLatin1String("view/"))) {
            showView(path.mid(5));
        } else if (path.startsWith(QLatin1String("step/"))) {
            openTour();
            m_lessons->setStep(path.mid(5).toInt() - 1);
        } else {
            return;
        }
        dialog->close();
    });
    dialog->show();
    return dialog;
}

void MainWindow::showAbout() { QMessageBox::about(this, tr("About RoPE Explorer"), HelpDialog::aboutHtml()); }

QList<std::pair<QString, QString>> MainWindow::shortcuts() const { return HelpDialog::shortcuts(menuBar(), m_lessons); }

void MainWindow::showShortcuts()
{
    auto* dialog = new HelpDialog(HelpDialog::tr("Keyboard Shortcuts"), HelpDialog::shortcutsHtml(shortcuts()), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace rope::ui
