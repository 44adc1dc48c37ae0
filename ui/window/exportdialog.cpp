// The Export dialog: view, path, format, scale and caption, written atomically.
#include "ui/window/exportdialog.h"

#include "ui/model/settings.h"
#include "ui/views/viewregistry.h"
#include "ui/window/dialogfields.h"
#include "ui/window/figureexport.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

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

using namespace dialogfields;

ExportDialog::ExportDialog(MainWindow* window, Settings* settings, const QString& view) :
    QDialog(window), m_window(window), m_settings(settings), m_view(new QComboBox), m_path(new QLineEdit),
    m_scale(new QComboBox), m_captionOn(new QCheckBox(tr("Stamp the parameters under the figure"))),
    m_caption(new QLineEdit), m_error(errorLabel())
{
    setWindowTitle(tr("Export Figure"));
    for (const QString& key : viewKeys() + QStringList{QStringLiteral("window")})
        m_view->addItem(viewTitle(key), key);
    m_view->setCurrentIndex(std::max(0, m_view->findData(view)));
    m_view->setToolTip(tr("The view to export, or the whole window"));
    m_scale->addItem(tr("1× (screen size)"), 1.0);
    m_scale->addItem(tr("2× (slides, high-DPI)"), 2.0);
    m_scale->addItem(tr("3× (print)"), 3.0);
    m_scale->setCurrentIndex(1);
    m_scale->setToolTip(tr("Pixels per screen pixel; SVG and PDF are vector and ignore it"));
    m_path->setToolTip(tr("The file's suffix decides the format: .png, .svg or .pdf"));
    m_path->setText(QDir(settings->exportDirectory()).filePath(QStringLiteral("rope-%1.png").arg(view)));
    m_caption->setText(figureCaption(*window, view == QLatin1String("window") ? window->currentViewKey() : view));
    m_caption->setToolTip(tr("The caption under the figure; edit it freely"));
    m_captionOn->setChecked(true);
    auto* browse = new QPushButton(tr("Browse…"));
    browse->setToolTip(tr("Choose the file and its format"));

    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    auto* form = new QFormLayout;
    form->addRow(tr("&View"), m_view);
    form->addRow(buddyLabel(tr("&File"), m_path), pathRow);
    form->addRow(tr("&Scale"), m_scale);
    form->addRow(m_captionOn);
    form->addRow(tr("&Caption"), m_caption);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(560, sizeHint().height());

    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::pathChanged);
    connect(m_captionOn, &QCheckBox::toggled, m_caption, &QWidget::setEnabled);
    connect(m_view, &QComboBox::currentIndexChanged, this, [this] {
        // Keep the folder and format, follow the view in the name and the caption.
        const QString key = m_view->currentData().toString();
        m_caption->setText(figureCaption(*m_window, key == QLatin1String("window") ? m_window->currentViewKey() : key));
        const QFileInfo info(m_path->text());
        if (info.completeBaseName().startsWith(QLatin1String("rope-")))
            m_path->setText(
                info.dir().filePath(QStringLiteral("rope-%1.%2").arg(m_view->currentData().toString(), info.suffix())));
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    pathChanged();
}

QString ExportDialog::errorText() const { return m_error->isVisible() ? m_error->text() : QString(); }

void ExportDialog::browse()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Figure"), m_path->text(), tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (!path.isEmpty())
        m_path->setText(path);
}

void ExportDialog::pathChanged()
{
    ExportFormat format = ExportFormat::Png;
    const bool known = formatFromPath(m_path->text(), &format);
    m_scale->setEnabled(known && format == ExportFormat::Png);
}

void ExportDialog::accept()
{
    const QString path = m_path->text().trimmed();
    ExportFormat format;
    if (!formatFromPath(path, &format)) {
        showError(m_error, tr("The file name must end in .png, .svg or .pdf."));
        return;
    }
    const QString previousView = m_window->currentViewKey();
    const QString view = m_view->currentData().toString();
    ExportOptions options;
    options.scale = m_scale->currentData().toDouble();
    if (m_captionOn->isChecked())
        options.caption = m_caption->text();
    Outcome written;
    if (view == QLatin1String("window")) {
        written = exportWidget(m_window, path, options);
    } else {
        m_window->showView(view);
        for (int i = 0; i < 3; ++i) // the view's layout and lazy refreshes
            QCoreApplication::processEvents();
        written = writeFigure(*m_window, {view, {}}, path, options);
        m_window->showView(previousView);
    }
    if (!written) {
        showError(m_error, tr("Not exported: %1").arg(written.message()));
        return;
    }
    m_written = path;
    m_settings->setExportDirectory(QFileInfo(path).absolutePath());
    QDialog::accept();
}

} // namespace rope::ui
