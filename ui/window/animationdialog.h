#pragma once
// File → Export Animation…: a named figure drawn once per frame while one parameter sweeps (the
// clocks turning as m moves, a heatmap as the base grows, P being applied), previewed in the dialog
// and written to GIF, MP4 or WebM. The frames start from the window's parameters and are drawn in a
// second, hidden window, so the learner's own state is untouched; `export --animate` draws the same.

#include "ui/model/appparams.h"
#include "ui/model/expected.h"
#include "ui/model/sweep.h"

#include <QDialog>
#include <QImage>
#include <QJsonObject>

#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTimer;

namespace rope::model {
class Settings;
} // namespace rope::model

namespace rope::ui {

using namespace rope::model;

class MainWindow;
struct FigureTarget;

class AnimationDialog : public QDialog {
    Q_OBJECT
public:
    /// Starts from `window`'s parameters and pair, offering its current view's figures first.
    AnimationDialog(MainWindow* window, Settings* settings);
    ~AnimationDialog() override;

    QComboBox* figureBox() const { return m_figure; }
    QComboBox* parameterBox() const { return m_parameter; }
    QLineEdit* fromField() const { return m_from; }
    QLineEdit* toField() const { return m_to; }
    QCheckBox* logBox() const { return m_log; }
    QSpinBox* fpsBox() const { return m_fps; }
    QDoubleSpinBox* secondsBox() const { return m_seconds; }
    QComboBox* sizeBox() const { return m_size; }
    QString errorText() const;

    /// Draws a few frames spread over the sweep and plays them in a loop in the dialog.
    Outcome preview();
    int previewFrameCount() const { return int(m_previewFrames.size()); }
    /// The preview's frames as drawn (before they are scaled to the dialog).
    const std::vector<QImage>& previewFrames() const { return m_previewFrames; }
    /// Every frame to `path` (.gif, .mp4 or .webm), with a cancellable progress dialog. A failure
    /// or a cancel keeps what was at `path`.
    Outcome exportTo(const QString& path);

private:
    void chooseFileAndExport();
    void parameterChosen();
    void showPreviewFrame();
    Expected<std::vector<Sweep>> sweeps() const;
    int frameCount() const;
    Expected<QImage> renderFrame(const std::vector<Sweep>& sweeps, int frame, int frames);
    MainWindow& drawingWindow();

    MainWindow* m_window;
    Settings* m_settings;
    AppParams m_start;
    int m_pair = 0;
    QComboBox* m_figure;
    QComboBox* m_parameter;
    QLineEdit* m_from;
    QLineEdit* m_to;
    QCheckBox* m_log;
    QSpinBox* m_fps;
    QDoubleSpinBox* m_seconds;
    QComboBox* m_size;
    QLabel* m_previewLabel;
    QLabel* m_previewNote;
    QLabel* m_error;
    QTimer* m_player;
    std::vector<QImage> m_previewFrames;
    int m_shownFrame = 0;
    std::unique_ptr<MainWindow> m_drawing;
};

} // namespace rope::ui
