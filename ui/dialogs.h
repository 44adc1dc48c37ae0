#pragma once
// The File menu's dialogs: Export…, Load Tensors… and Settings…. Each validates before it accepts,
// and says what is wrong inside the dialog instead of closing on bad input.

#include "ui/appparams.h"
#include "ui/exporter.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace rope::ui {

struct LoadedTensors;
class MainWindow;
class Settings;

/// Which view, which file, what scale, which caption. Accepting writes the file (atomically); a
/// failure keeps the dialog open with the reason.
class ExportDialog : public QDialog {
    Q_OBJECT
public:
    ExportDialog(MainWindow* window, Settings* settings, const QString& view);

    QComboBox* viewChoice() const { return m_view; }
    QLineEdit* pathEdit() const { return m_path; }
    QComboBox* scaleChoice() const { return m_scale; }
    QCheckBox* captionChoice() const { return m_captionOn; }
    QLineEdit* captionEdit() const { return m_caption; }
    /// The last failure shown, empty when none.
    QString errorText() const;
    QString writtenPath() const { return m_written; }

    void accept() override;

private:
    void browse();
    void pathChanged();

    MainWindow* m_window;
    Settings* m_settings;
    QComboBox* m_view;
    QLineEdit* m_path;
    QComboBox* m_scale;
    QCheckBox* m_captionOn;
    QLineEdit* m_caption;
    QLabel* m_error;
    QString m_written;
};

/// Q, K (and V) from .npy files, the head of an (H, N, d) array, the first position and the pairing.
class TensorDialog : public QDialog {
    Q_OBJECT
public:
    TensorDialog(QWidget* parent, Settings* settings, const AppParams& current);

    QLineEdit* queryPath() const { return m_q; }
    QLineEdit* keyPath() const { return m_k; }
    QLineEdit* valuePath() const { return m_v; }
    QSpinBox* headChoice() const { return m_head; }
    QDoubleSpinBox* firstPosition() const { return m_first; }
    QComboBox* pairingChoice() const { return m_pairing; }
    QString errorText() const;

    /// The parameters with the tensors in place (valid after accept()).
    const AppParams& params() const { return m_params; }

    void accept() override;

private:
    QLineEdit* fileRow(const QString& label, const QString& tip, QFormLayout* form);

    Settings* m_settings;
    AppParams m_params;
    QLineEdit* m_q;
    QLineEdit* m_k;
    QLineEdit* m_v;
    QSpinBox* m_head;
    QDoubleSpinBox* m_first;
    QComboBox* m_pairing;
    QLabel* m_error;
};

/// Language (applies on restart) and a reset of everything remembered.
class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    SettingsDialog(QWidget* parent, Settings* settings);

    QComboBox* languageChoice() const { return m_language; }
    void accept() override;

private:
    Settings* m_settings;
    QComboBox* m_language;
};

} // namespace rope::ui
