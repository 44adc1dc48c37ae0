// The Settings dialog.
#include "ui/window/settingsdialog.h"

#include "ui/model/settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace rope::ui {

using namespace rope::model;

SettingsDialog::SettingsDialog(QWidget* parent, Settings* settings) :
    QDialog(parent), m_settings(settings), m_language(new QComboBox)
{
    setWindowTitle(tr("Settings"));
    m_language->addItem(tr("System default"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings->language())));
    m_language->setToolTip(tr("The language of menus, views, lessons and exported figures"));
    auto* note = new QLabel(
        tr("A new language applies at once: the window is built again, with your parameters, view and tour step."));
    note->setWordWrap(true);
    note->setStyleSheet(QStringLiteral("color: #666;"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Language"), m_language);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void SettingsDialog::accept()
{
    m_settings->setLanguage(m_language->currentData().toString());
    QDialog::accept();
}

} // namespace rope::ui
