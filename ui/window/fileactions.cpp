// The File, Edit and Presets menus and what their actions do.
#include "ui/window/fileactions.h"

#include "ui/model/messages.h"
#include "ui/model/modelconfigreport.h"
#include "ui/model/presets.h"
#include "ui/model/session.h"
#include "ui/model/settings.h"
#include "ui/model/tensors.h"
#include "ui/views/checkpointglanceview.h"
#include "ui/views/view.h"
#include "ui/views/viewregistry.h"
#include "ui/views/weightsview.h"
#include "ui/widgets/exporter.h"
#include "ui/window/animationdialog.h"
#include "ui/window/exportdialog.h"
#include "ui/window/figuresdialog.h"
#include "ui/window/mainwindow.h"
#include "ui/window/modelconfigdialog.h"
#include "ui/window/parameterpanel.h"
#include "ui/window/settingsdialog.h"
#include "ui/window/tensordialog.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QTimer>
#include <QUrl>

#include <cstring>

namespace rope::ui {

using namespace rope::model;

FileActions::FileActions(MainWindow* window, Settings* settings) :
    QObject(window), m_window(window), m_settings(settings), m_file(new QMenu(tr("&File"), window)),
    m_recent(new QMenu(tr("Open &Recent"), window)), m_edit(new QMenu(tr("&Edit"), window)),
    m_presets(new QMenu(tr("&Presets"), window))
{
    window->setAcceptDrops(true); // sessions, configs, checkpoints, exported figures, state strings
    window->installEventFilter(this);
    QAction* open = m_file->addAction(tr("&Open Session…"), this, &FileActions::chooseAndOpenSession);
    open->setShortcut(QKeySequence::Open);
    open->setStatusTip(tr("Restore parameters and view from a saved session file or an exported figure"));
    m_file->addMenu(m_recent);
    QAction* save = m_file->addAction(tr("&Save Session…"), this, &FileActions::chooseAndSaveSession);
    save->setShortcut(QKeySequence::Save);
    save->setStatusTip(tr("Save every parameter and the current view to a JSON file"));
    m_file->addSeparator();
    QAction* config = m_file->addAction(tr("Open &Model Config…"), this, &FileActions::chooseAndOpenModelConfig);
    config->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    config->setStatusTip(tr("Read a Hugging Face config.json: head dimension, base, scaling, partial rotary"));
    QAction* weights = m_file->addAction(tr("Open &Weights…"), this, [this] {
        if (auto* view = qobject_cast<WeightsView*>(m_window->showView(QStringLiteral("weights"))))
            view->chooseCheckpoint();
    });
    weights->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    weights->setStatusTip(tr("Read one head of a local .safetensors checkpoint: which frequencies it uses"));
    QAction* tensors = m_file->addAction(tr("Load &Tensors…"), this, &FileActions::loadTensors);
    tensors->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    tensors->setStatusTip(tr("Show the attention of your own Q, K (and V) from .npy files"));
    m_file->addSeparator();
    QAction* exportView = m_file->addAction(tr("&Export View…"), this, [this] { exportFigure(); });
    exportView->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportView->setStatusTip(tr("Save the current view as PNG, SVG or PDF, for slides"));
    QAction* exportWindow =
        m_file->addAction(tr("Export Win&dow…"), this, [this] { exportFigure(QStringLiteral("window")); });
    exportWindow->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    exportWindow->setStatusTip(tr("Save the whole window as PNG, SVG or PDF"));
    QAction* exportSet = m_file->addAction(tr("Export &Figures…"), this, &FileActions::exportFigureSet);
    exportSet->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E));
    exportSet->setStatusTip(tr("Save a chosen set of the named figures, with a gallery page to pick slides from"));
    QAction* exportMotion = m_file->addAction(tr("Export &Animation…"), this, &FileActions::exportAnimation);
    exportMotion->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_A));
    exportMotion->setStatusTip(tr("A figure as a GIF, MP4 or WebM while one parameter sweeps (m, the base, P…)"));
    m_file->addSeparator();
    QAction* preferences = m_file->addAction(tr("Settin&gs…"), this, &FileActions::showSettings);
    preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    preferences->setMenuRole(QAction::PreferencesRole);
    preferences->setStatusTip(tr("Language and other preferences"));
    m_file->addSeparator();
    QAction* quit = m_file->addAction(tr("&Quit"), window, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setStatusTip(tr("Close RoPE Explorer (the parameters are remembered)"));
    connect(m_recent, &QMenu::aboutToShow, this, &FileActions::rebuildRecentMenu);
    rebuildRecentMenu();

    QAction* copy = m_edit->addAction(tr("&Copy Figure"), this, &FileActions::copyFigure);
    copy->setShortcut(QKeySequence::Copy);
    copy->setStatusTip(tr("Put the current view on the clipboard as an image, to paste into slides"));
    QAction* copyState = m_edit->addAction(tr("Copy &State String"), this, &FileActions::copyStateString);
    copyState->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copyState->setStatusTip(tr("A short text with every parameter, to share in a chat message"));
    QAction* pasteState = m_edit->addAction(tr("&Paste State String"), this, [this] {
        report(tr("Paste State String"), pasteStateString(QApplication::clipboard()->text()));
    });
    pasteState->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    pasteState->setStatusTip(tr("Adopt the parameters of a state string (rope1.…) on the clipboard"));

    m_presets->setToolTipsVisible(true);
    m_presets->addSection(tr("The articles' toy experiments"));
    bool models = false;
    for (const Preset& preset : builtInPresets()) {
        if (!models && !preset.key.startsWith(QLatin1String("toy-"))) {
            m_presets->addSection(tr("Real models (from their config.json)"));
            models = true;
        }
        QAction* action = m_presets->addAction(preset.name, this, [this, key = preset.key] { applyPreset(key); });
        const QString tip = tr("%1\nPairing: %2. Source: %3.").arg(preset.description, preset.pairing, preset.source);
        action->setToolTip(tip);
        action->setStatusTip(preset.description);
    }
}

bool FileActions::report(const QString& title, const Outcome& outcome)
{
    if (outcome)
        return true;
    QMessageBox::warning(m_window, title, outcome.message());
    return false;
}

Outcome FileActions::openSession(const QString& path)
{
    const Expected<Session> session = loadSession(path);
    if (!session)
        return session.error();
    if (Outcome applied = m_window->applySession(*session); !applied)
        return applied;
    m_settings->addRecentFile(QFileInfo(path).absoluteFilePath());
    m_window->setDocumentName(QFileInfo(path).fileName());
    m_window->statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 5000);
    return {};
}

Outcome FileActions::saveSession(const QString& path)
{
    if (Outcome saved = ui::saveSession(path, m_window->session()); !saved)
        return saved;
    m_settings->addRecentFile(QFileInfo(path).absoluteFilePath());
    m_window->setDocumentName(QFileInfo(path).fileName());
    m_window->statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
    return {};
}

Outcome FileActions::openModelConfig(const QString& path, QString* report, ModelConfig* loaded)
{
    const Expected<ModelConfig> config = loadModelConfig(path);
    if (!config)
        return config.error();
    AppParams p = m_window->panel()->params();
    p.rope = config->rope;
    // Content made for another d cannot follow: fall back to generated tokens.
    if ((p.source == QkSource::Explicit || p.source == QkSource::Loaded) &&
        m_window->panel()->params().rope.headDim != p.rope.headDim) {
        p.source = QkSource::Random;
        p.tensors.reset();
        p.tensorFiles = {};
    }
    const core::Problems problems = p.validate();
    if (!problems.empty())
        return Error{path, tr("the model's RoPE cannot be shown: %1").arg(describe(problems))};
    m_window->applyParams(p);
    m_settings->addRecentFile(QFileInfo(path).absoluteFilePath());
    m_window->setDocumentName(QFileInfo(path).fileName());
    if (report) // its last lines name the keys not used and any warning
        *report = describeModelConfig(*config);
    if (loaded)
        *loaded = *config;
    m_window->statusBar()->showMessage(
        tr("Model config %1: d = %2, base %3; %n key(s) not used", nullptr, int(config->ignoredKeys.size()))
            .arg(QFileInfo(path).fileName())
            .arg(p.rope.headDim)
            .arg(p.rope.base),
        8000);
    return {};
}

Outcome FileActions::openWeights(const QString& path, const QString& configPath)
{
    if (!QFileInfo::exists(path))
        return Error{path, tr("no such file or folder")};
    auto* view = qobject_cast<WeightsView*>(m_window->showView(QStringLiteral("weights")));
    if (!view)
        return Error{path, tr("the window has no checkpoint view")};
    view->openCheckpoint(path, configPath); // read off the GUI thread; the view shows what went wrong
    // The whole-checkpoint view takes it too; it reads every layer only once it is shown.
    if (auto* glance = qobject_cast<CheckpointGlanceView*>(m_window->view(u"checkpoint")))
        glance->openCheckpoint(path, configPath);
    return {};
}

Outcome FileActions::openFile(const QString& path)
{
    // A scene: a state string itself, a rope-explorer: link (the desktop hands those over), or a figure
    // this app exported, which remembers the scene it shows.
    QString scene = path.trimmed();
    if (scene.startsWith(QLatin1String("rope-explorer:"))) {
        scene.remove(0, int(std::strlen("rope-explorer:")));
        while (scene.startsWith(QLatin1Char('/')))
            scene.remove(0, 1);
    }
    if (scene.startsWith(QLatin1String("rope1.")))
        return pasteStateString(scene);
    if (ExportFormat format; formatFromPath(path, &format)) {
        const Expected<QString> remembered = stateInFigure(path);
        if (!remembered)
            return remembered.error();
        return adoptState(*remembered, tr("Scene restored from the figure %1").arg(QFileInfo(path).fileName()));
    }
    if (const QFileInfo info(path); info.isDir() || info.suffix() == QLatin1String("safetensors") ||
                                    path.endsWith(QLatin1String(".safetensors.index.json"))) {
        // A folder is read in the background; one with no checkpoint at all is refused now, so that
        // a scripted `rope-explorer /tmp --screenshot x.png` fails instead of picturing an error.
        if (info.isDir() &&
            QDir(path)
                .entryList({QStringLiteral("*.safetensors"), QStringLiteral("*.safetensors.index.json")}, QDir::Files)
                .isEmpty())
            return Error{path, tr("is a folder with no .safetensors checkpoint in it")};
        return openWeights(path);
    }
    // Told apart by the session's "format" field, read without opening anything that is not a
    // regular file (a FIFO would block the window).
    const QFileInfo info(path);
    if (info.isFile() && info.size() <= (qint64(64) << 20)) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) {
            const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
            if (doc.isObject() &&
                doc.object().value(QStringLiteral("format")) == QStringLiteral("rope-explorer-session"))
                return openSession(path);
        }
    }
    // Anything that is not JSON at all (a text file, an image): say what the window opens.
    if (QFile file(path); info.isFile() && file.open(QIODevice::ReadOnly) && !file.peek(256).trimmed().startsWith('{'))
        return Error{path, tr("is not a session, a config.json or a .safetensors checkpoint")};
    return openModelConfig(path);
}

namespace {
// What a drop brings: the first local file, else text that is a scene (rope1.… or a link).
QString droppedScene(const QMimeData* mime)
{
    if (mime->hasUrls())
        for (const QUrl& url : mime->urls())
            if (url.isLocalFile())
                return url.toLocalFile();
    const QString text = mime->hasText() ? mime->text().trimmed() : QString();
    return text.startsWith(QLatin1String("rope1.")) || text.startsWith(QLatin1String("rope-explorer:")) ? text
                                                                                                        : QString();
}
} // namespace

bool FileActions::eventFilter(QObject* watched, QEvent* event)
{
    // Drops on the window: a session, config, checkpoint or exported figure opens as File → Open
    // would; dropped text that is a state string (rope1.…) or a link is adopted.
    if (watched != m_window || (event->type() != QEvent::DragEnter && event->type() != QEvent::Drop))
        return QObject::eventFilter(watched, event);
    auto* drop = static_cast<QDropEvent*>(event); // QDragEnterEvent is one
    const QString scene = droppedScene(drop->mimeData());
    if (scene.isEmpty())
        return false;
    drop->acceptProposedAction();
    if (event->type() == QEvent::Drop) // after the drop returns: a message box inside the drag's loop hangs it
        QTimer::singleShot(0, this, [this, scene] { report(tr("Open"), openFile(scene)); });
    return true;
}

Outcome FileActions::adoptState(const QString& text, const QString& done)
{
    const Expected<Session> session = sessionFromStateString(text);
    if (!session)
        return Error{{}, tr("Not applied: %1.").arg(session.message())};
    if (Outcome applied = m_window->applySession(*session); !applied)
        return applied;
    m_window->statusBar()->showMessage(done, 5000);
    return {};
}

Outcome FileActions::pasteStateString(const QString& text)
{
    return adoptState(text, tr("Parameters taken from the state string"));
}

void FileActions::copyStateString()
{
    QApplication::clipboard()->setText(stateString(m_window->session()));
    m_window->statusBar()->showMessage(tr("State string copied: paste it anywhere, then Edit → Paste State String"),
                                       5000);
}

void FileActions::copyFigure()
{
    const QString view = m_window->currentViewKey();
    copySection({view, {}});
}

void FileActions::copySection(const FigureTarget& target)
{
    ExportOptions options;
    options.scale = 2;
    options.caption = figureCaption(*m_window, target.view);
    QApplication::clipboard()->setImage(figureImage(*m_window, target, options));
    m_window->statusBar()->showMessage(
        tr("Copied %1 to the clipboard (2× image with caption)").arg(viewTitle(target.view)), 5000);
}

Outcome FileActions::exportSection(const FigureTarget& target, const QString& path)
{
    ExportOptions options;
    options.scale = 2;
    options.caption = figureCaption(*m_window, target.view);
    if (const Outcome written = writeFigure(*m_window, target, path, options); !written)
        return written;
    m_settings->setExportDirectory(QFileInfo(path).absolutePath());
    m_window->statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 6000);
    return {};
}

void FileActions::figureMenu(View* view, const QPoint& pos)
{
    const FigureTarget target{view->objectName(), view->sectionAt(pos)};
    QMenu menu(m_window);
    menu.addAction(tr("&Export This Figure…"), this, [this, target] {
        const QString name = target.section.isEmpty() ? target.view : target.view + QLatin1Char('-') + target.section;
        const QString path = QFileDialog::getSaveFileName(
            m_window, tr("Export Figure"),
            QDir(m_settings->exportDirectory()).filePath(QStringLiteral("rope-%1.png").arg(name)),
            tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
        if (!path.isEmpty())
            report(tr("Export Figure"), exportSection(target, path));
    });
    menu.addAction(tr("&Copy This Figure"), this, [this, target] { copySection(target); });
    menu.exec(view->mapToGlobal(pos));
}

void FileActions::exportFigureSet()
{
    FiguresDialog dialog(m_settings, m_window);
    if (dialog.exec() == QDialog::Accepted)
        m_window->statusBar()->showMessage(tr("Exported %1 files to %2")
                                               .arg(dialog.written().size())
                                               .arg(QDir::toNativeSeparators(dialog.folderField()->text())),
                                           8000);
}

void FileActions::exportAnimation()
{
    AnimationDialog dialog(m_window, m_settings);
    if (dialog.exec() == QDialog::Accepted)
        m_window->statusBar()->showMessage(
            tr("Animation exported to %1").arg(QDir::toNativeSeparators(m_settings->exportDirectory())), 8000);
}

bool FileActions::applyPreset(const QString& key)
{
    const auto preset = presetByKey(key);
    if (!preset)
        return false;
    m_window->applyParams(preset->params);
    m_window->setDocumentName(preset->name);
    m_window->statusBar()->showMessage(tr("Preset: %1 (%2)").arg(preset->name, preset->source), 6000);
    return true;
}

void FileActions::exportFigure(const QString& view)
{
    ExportDialog dialog(m_window, m_settings, view.isEmpty() ? m_window->currentViewKey() : view);
    if (dialog.exec() == QDialog::Accepted)
        m_window->statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(dialog.writtenPath())), 6000);
}

void FileActions::chooseAndOpenSession()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Session"), m_settings->lastDirectory(),
                                                      tr("RoPE Explorer sessions and exported figures (*.json *.png "
                                                         "*.svg *.pdf);;All files (*)"));
    if (path.isEmpty())
        return;
    m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    ExportFormat figure;
    report(tr("Open Session"), formatFromPath(path, &figure) ? openFile(path) : openSession(path));
}

void FileActions::chooseAndSaveSession()
{
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save Session"), QDir(m_settings->lastDirectory()).filePath(QStringLiteral("session.json")),
        tr("RoPE Explorer sessions (*.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1String(".json");
    m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    report(tr("Save Session"), saveSession(path));
}

void FileActions::chooseAndOpenModelConfig()
{
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Model Config"), m_settings->lastDirectory(),
                                                      tr("Hugging Face config (config.json *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    ModelConfig config;
    if (!report(tr("Open Model Config"), openModelConfig(path, nullptr, &config)))
        return;
    ModelConfigDialog dialog(config, QFileInfo(path).fileName(), m_window);
    if (dialog.exec() != QDialog::Accepted || dialog.chosenParams() == config.rope)
        return;
    AppParams p = m_window->panel()->params();
    p.rope = dialog.chosenParams();
    if (p.validate().empty())
        m_window->applyParams(p);
}

void FileActions::loadTensors()
{
    TensorDialog dialog(m_window, m_settings, m_window->panel()->params());
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_window->applyParams(dialog.params());
    const auto& t = *dialog.params().tensors;
    m_window->statusBar()->showMessage(tr("Loaded %1 tokens of d = %2 at positions %3 … %4")
                                           .arg(t.tokens())
                                           .arg(t.dims())
                                           .arg(t.files.firstPosition)
                                           .arg(t.files.firstPosition + t.tokens() - 1),
                                       8000);
}

void FileActions::showSettings()
{
    const QString before = m_settings->language();
    SettingsDialog dialog(m_window, m_settings);
    if (dialog.exec() == QDialog::Accepted && m_settings->language() != before)
        emit languageChanged();
}

void FileActions::rebuildRecentMenu()
{
    m_recent->clear();
    const QStringList files = m_settings->recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction* action =
            m_recent->addAction(tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()), this, [this, path] {
                if (!QFileInfo::exists(path)) {
                    m_settings->removeRecentFile(path);
                    report(tr("Open Recent"), Error{path, tr("no longer exists; it was removed from the list.")});
                    return;
                }
                report(tr("Open Recent"), openFile(path));
            });
        action->setStatusTip(QDir::toNativeSeparators(path));
    }
    if (files.isEmpty())
        m_recent->addAction(tr("No recent files"))->setEnabled(false);
    m_recent->addSeparator();
    QAction* clear = m_recent->addAction(tr("&Clear List"), this, [this] { m_settings->clearRecentFiles(); });
    clear->setEnabled(!files.isEmpty());
}

} // namespace rope::ui
