// File → Export Figures…: pick figures, formats and a folder; they are drawn in a hidden window.
#include "ui/window/figuresdialog.h"

#include "ui/model/figures.h"
#include "ui/model/gallery.h"
#include "ui/model/settings.h"
#include "ui/views/viewregistry.h"
#include "ui/window/dialogfields.h"
#include "ui/window/figureexport.h"
#include "ui/window/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressDialog>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace rope::ui {

using namespace rope::model;

using namespace dialogfields;

FiguresDialog::FiguresDialog(Settings* settings, QWidget* parent) :
    QDialog(parent), m_settings(settings), m_list(new QListWidget), m_folder(new QLineEdit),
    m_png(new QCheckBox(QStringLiteral("PNG"))), m_svg(new QCheckBox(QStringLiteral("SVG"))),
    m_pdf(new QCheckBox(QStringLiteral("PDF"))), m_scale(new QComboBox),
    m_caption(new QCheckBox(tr("Stamp the parameters under each figure"))), m_error(errorLabel())
{
    setWindowTitle(tr("Export Figures"));
    for (const FigureSpec& f : figures()) {
        const QStringList tags = figureTags(f);
        auto* item = new QListWidgetItem(
            tags.isEmpty() ? figureTitle(f) : tr("%1 (%2)").arg(figureTitle(f), tags.join(QStringLiteral(", "))));
        item->setData(Qt::UserRole, QString::fromLatin1(f.key));
        item->setToolTip(QString::fromLatin1(f.key));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
        m_list->addItem(item);
    }
    m_list->setToolTip(tr("Tick the figures to export; (q1 … q10) name the cheat-sheet questions they answer"));
    auto* all = new QPushButton(tr("&All"));
    auto* none = new QPushButton(tr("&None"));
    const auto checkAll = [this](Qt::CheckState state) {
        for (int i = 0; i < m_list->count(); ++i)
            m_list->item(i)->setCheckState(state);
    };
    connect(all, &QPushButton::clicked, this, [checkAll] { checkAll(Qt::Checked); });
    connect(none, &QPushButton::clicked, this, [checkAll] { checkAll(Qt::Unchecked); });

    m_folder->setText(QDir(settings->exportDirectory()).filePath(QStringLiteral("rope-figures")));
    m_folder->setToolTip(tr("The folder for the figures and index.html, a gallery to open in a browser"));
    auto* browse = new QPushButton(tr("Browse…"));
    connect(browse, &QPushButton::clicked, this, &FiguresDialog::browse);
    m_png->setChecked(true);
    m_scale->addItem(tr("1× (screen size)"), 1.0);
    m_scale->addItem(tr("2× (slides, high-DPI)"), 2.0);
    m_scale->addItem(tr("3× (print)"), 3.0);
    m_scale->setCurrentIndex(1);
    m_scale->setToolTip(tr("Pixels per screen pixel for PNG; SVG and PDF are vector"));

    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(all);
    listButtons->addWidget(none);
    listButtons->addStretch(1);
    auto* folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    auto* formatRow = new QHBoxLayout;
    formatRow->addWidget(m_png);
    formatRow->addWidget(m_svg);
    formatRow->addWidget(m_pdf);
    formatRow->addStretch(1);
    auto* form = new QFormLayout;
    form->addRow(buddyLabel(tr("F&older"), m_folder), folderRow);
    form->addRow(tr("Formats"), formatRow);
    form->addRow(tr("&Scale"), m_scale);
    form->addRow(m_caption);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Save)->setText(tr("&Export"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_list, 1);
    layout->addLayout(listButtons);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(560, 600);
    connect(buttons, &QDialogButtonBox::accepted, this, &FiguresDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QString FiguresDialog::errorText() const { return m_error->isVisible() ? m_error->text() : QString(); }

void FiguresDialog::browse()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export Figures"), m_folder->text());
    if (!dir.isEmpty())
        m_folder->setText(dir);
}

QStringList FiguresDialog::formats() const
{
    QStringList out;
    if (m_png->isChecked())
        out << QStringLiteral("png");
    if (m_svg->isChecked())
        out << QStringLiteral("svg");
    if (m_pdf->isChecked())
        out << QStringLiteral("pdf");
    return out;
}

void FiguresDialog::accept()
{
    std::vector<const FigureSpec*> chosen;
    for (int i = 0; i < m_list->count(); ++i)
        if (m_list->item(i)->checkState() == Qt::Checked)
            chosen.push_back(figureByKey(m_list->item(i)->data(Qt::UserRole).toString()));
    if (chosen.empty()) {
        showError(m_error, tr("Tick at least one figure."));
        return;
    }
    if (formats().isEmpty()) {
        showError(m_error, tr("Choose at least one format."));
        return;
    }
    const QString dir = m_folder->text().trimmed();
    if (dir.isEmpty()) {
        showError(m_error, tr("Choose a folder."));
        return;
    }

    // A second window, never on screen, draws the figures: the learner's own state stays as it is.
    MainWindow drawing(nullptr, MainWindow::Startup::Defaults);
    drawing.setAttribute(Qt::WA_DontShowOnScreen);
    drawing.resize(1280, 800);
    drawing.show();
    QProgressDialog progress(tr("Exporting figures…"), tr("Cancel"), 0, int(chosen.size()), this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    FigureBatch batch;
    batch.dir = dir;
    batch.language = QLocale().name();
    batch.formats = formats();
    batch.scale = m_scale->currentData().toDouble();
    batch.caption = m_caption->isChecked();
    batch.paramsFor = [](const FigureSpec& f) { return figureParams(f, nullptr); };
    batch.progress = [&progress](int done, int, const QString& key) {
        progress.setValue(done);
        progress.setLabelText(tr("Exported %1").arg(key));
        return !progress.wasCanceled();
    };
    const auto entries = exportFigures(drawing, chosen, batch);
    progress.close();
    if (!entries) {
        showError(m_error, tr("Not exported: %1").arg(entries.error().message()));
        return;
    }
    if (const Outcome gallery = writeGallery(dir, *entries); !gallery) {
        showError(m_error, tr("Not exported: %1").arg(gallery.message()));
        return;
    }
    m_written.clear();
    for (const GalleryEntry& e : *entries)
        for (const QString& f : e.files)
            m_written << QDir(dir).filePath(f);
    m_settings->setExportDirectory(QFileInfo(dir).absolutePath());
    QDialog::accept();
}

} // namespace rope::ui
