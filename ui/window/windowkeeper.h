#pragma once
// Owns the main window and makes it again when the language or the zoom changes: texts and fonts
// are set when widgets are made, so a live switch is a new window, started from what the old one
// saved (geometry, docks, view, parameters, tour step) and given its session (the selected pair).

#include <QObject>

#include <functional>
#include <memory>

namespace rope::ui {

class MainWindow;

class WindowKeeper : public QObject {
    Q_OBJECT
public:
    /// `applySettings` runs before each window is made again: the caller installs the settings'
    /// language and zoom there (the app's translators live above this layer).
    explicit WindowKeeper(std::function<void()> applySettings);
    ~WindowKeeper() override;

    MainWindow* window() const { return m_window.get(); }
    /// Saves the window, applies the settings, and shows a new window in its place.
    void rebuild();

signals:
    /// A new window replaced the old one (which is gone).
    void rebuilt(rope::ui::MainWindow* window);

private:
    void adopt(std::unique_ptr<MainWindow> window);

    std::function<void()> m_applySettings;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace rope::ui
