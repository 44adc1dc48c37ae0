#pragma once
// File → Settings: the interface language and a reset of everything remembered.

#include <QDialog>

class QComboBox;

namespace rope::model {
class Settings;
} // namespace rope::model

namespace rope::ui {

using namespace rope::model;

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
