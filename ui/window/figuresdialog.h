#pragma once
// File → Export Figures…: a chosen set of the named figures, in chosen formats, into one folder,
// with the gallery page. Drawn in a second, hidden window so the learner's own state is untouched.

#include <QDialog>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;

namespace rope::model {
class Settings;
} // namespace rope::model

namespace rope::ui {

using namespace rope::model;

class FiguresDialog : public QDialog {
    Q_OBJECT
public:
    FiguresDialog(Settings* settings, QWidget* parent = nullptr);

    QListWidget* figureList() const { return m_list; }
    QLineEdit* folderField() const { return m_folder; }
    QString errorText() const;
    /// The files written by the last export.
    QStringList written() const { return m_written; }

public slots:
    void accept() override;

private:
    void browse();
    QStringList formats() const;

    Settings* m_settings;
    QListWidget* m_list;
    QLineEdit* m_folder;
    QCheckBox* m_png;
    QCheckBox* m_svg;
    QCheckBox* m_pdf;
    QComboBox* m_scale;
    QCheckBox* m_caption;
    QLabel* m_error;
    QStringList m_written;
};

} // namespace rope::ui
