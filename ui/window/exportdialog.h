#pragma once
// File → Export: which view, which file, what scale, which caption; failures stay in the dialog.

#include "ui/widgets/exporter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace rope::model {
class Settings;
} // namespace rope::model

namespace rope::ui {

using namespace rope::model;

class MainWindow;

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

} // namespace rope::ui
