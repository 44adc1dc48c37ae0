// WindowKeeper: the main window, made again for a new language or zoom.
#include "ui/window/windowkeeper.h"

#include "ui/model/session.h"
#include "ui/window/mainwindow.h"

#include <QTimer>

namespace rope::ui {

WindowKeeper::WindowKeeper(std::function<void()> applySettings) : m_applySettings(std::move(applySettings))
{
    adopt(std::make_unique<MainWindow>());
}

WindowKeeper::~WindowKeeper() = default;

void WindowKeeper::adopt(std::unique_ptr<MainWindow> window)
{
    m_window = std::move(window);
    // Queued: the request comes from inside the old window (a menu, a dialog), which must return
    // before it is deleted.
    connect(m_window.get(), &MainWindow::rebuildRequested, this, &WindowKeeper::rebuild, Qt::QueuedConnection);
}

void WindowKeeper::rebuild()
{
    m_window->saveToSettings();
    const Session session = m_window->session();
    const bool visible = m_window->isVisible(), active = m_window->isActiveWindow();
    if (m_applySettings)
        m_applySettings();
    auto next = std::make_unique<MainWindow>();
    // The selected pair, and the parameters with their tensors (a session the window held is valid;
    // tensors deleted since are the one way this fails, and the new window then keeps its defaults).
    if (const Outcome restored = next->applySession(session); !restored)
        qWarning("rope-explorer: %s", qPrintable(restored.message()));
    if (visible)
        next->show();
    if (active) { // the keyboard goes on where it was: a second Ctrl+= zooms again
        next->raise();
        next->activateWindow();
    }
    adopt(std::move(next));
    emit rebuilt(m_window.get());
}

} // namespace rope::ui
