#pragma once
// The File, Edit and Presets menus: sessions (open, save, recent), model configs, tensors, export,
// the clipboard (figure and state string) and settings. Every path-taking slot returns an Outcome
// (its error one sentence naming the file) so that tests can drive it without modal boxes; the menu
// actions show that sentence in a message box.

#include "ui/model/expected.h"
#include "ui/window/figureexport.h"

#include <QObject>
#include <QString>

class QAction;
class QMenu;

namespace rope::model {
struct ModelConfig;
class Settings;
} // namespace rope::model

namespace rope::ui {

using namespace rope::model;

class MainWindow;
class View;

class FileActions : public QObject {
    Q_OBJECT
public:
    FileActions(MainWindow* window, Settings* settings);

    QMenu* fileMenu() const { return m_file; }
    QMenu* editMenu() const { return m_edit; }
    QMenu* presetsMenu() const { return m_presets; }

    Outcome openSession(const QString& path);
    Outcome saveSession(const QString& path);
    /// Adopts a Hugging Face config.json's RoPE; *report gets what was read and what was ignored.
    /// `loaded`, when given, receives the config as read.
    Outcome openModelConfig(const QString& path, QString* report = nullptr, ModelConfig* loaded = nullptr);
    /// Shows the checkpoint view reading `path` (a .safetensors file, an index or their folder) with
    /// `configPath` (empty: config.json next to it); reading errors appear in the view.
    Outcome openWeights(const QString& path, const QString& configPath = {});
    /// A session or a model config, told apart by content; a checkpoint (.safetensors, its index, a
    /// folder) opens in the checkpoint view; an exported figure, a state string (rope1.…) or a
    /// rope-explorer: link restores its scene.
    Outcome openFile(const QString& path);
    Outcome pasteStateString(const QString& text);
    void copyStateString();
    /// The current view, whole, as a 2× image with its caption on the clipboard.
    void copyFigure();
    /// One section (empty: the whole view) as a figure: to a file (format from the suffix), or to
    /// the clipboard.
    Outcome exportSection(const FigureTarget& target, const QString& path);
    void copySection(const FigureTarget& target);
    /// The right-click menu of a view: export or copy the figure under the pointer.
    void figureMenu(View* view, const QPoint& pos);
    /// File → Export Figures….
    void exportFigureSet();
    /// File → Export Animation….
    void exportAnimation();
    /// Applies the built-in preset; false for an unknown key.
    bool applyPreset(const QString& key);

    /// Edit → Settings: the dialog, modal.
    void showSettings();

signals:
    /// The settings dialog changed the interface language.
    void languageChanged();

public slots:
    void exportFigure(const QString& view = QString());

private:
    void chooseAndOpenSession();
    void chooseAndSaveSession();
    void chooseAndOpenModelConfig();
    void loadTensors();
    void rebuildRecentMenu();
    /// Applies a state string, then says `done` in the status bar.
    Outcome adoptState(const QString& text, const QString& done);
    /// Takes the window's drops (see openFile).
    bool eventFilter(QObject* watched, QEvent* event) override;
    /// Shows a failure in a message box; returns whether there was none.
    bool report(const QString& title, const Outcome& outcome);

    MainWindow* m_window;
    Settings* m_settings;
    QMenu* m_file;
    QMenu* m_recent;
    QMenu* m_edit;
    QMenu* m_presets;
};

} // namespace rope::ui
