#include "ui/dialogs.h"

#include "ui/mainwindow.h"
#include "ui/messages.h"
#include "ui/parameterpanel.h"
#include "ui/settings.h"
#include "ui/tensors.h"

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

namespace {

QLabel* errorLabel()
{
    auto* label = new QLabel;
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setStyleSheet(QStringLiteral("color: #B00040; font-weight: bold;"));
    label->hide();
    return label;
}

// A form label whose mnemonic (&F) focuses `buddy`: needed where the row's field is a layout.
QLabel* buddyLabel(const QString& text, QWidget* buddy)
{
    auto* label = new QLabel(text);
    label->setBuddy(buddy);
    return label;
}

void showError(QLabel* label, const QString& message)
{
    label->setText(message);
    label->setVisible(!message.isEmpty());
}

} // namespace

// ---- Export ----------------------------------------------------------------------------------

ExportDialog::ExportDialog(MainWindow* window, Settings* settings, const QString& view) :
    QDialog(window), m_window(window), m_settings(settings), m_view(new QComboBox), m_path(new QLineEdit),
    m_scale(new QComboBox), m_captionOn(new QCheckBox(tr("Stamp the parameters under the figure"))),
    m_caption(new QLineEdit), m_error(errorLabel())
{
    setWindowTitle(tr("Export Figure"));
    for (const QString& name : MainWindow::viewNames())
        m_view->addItem(MainWindow::viewTitle(name), name);
    m_view->setCurrentIndex(std::max(0, m_view->findData(view)));
    m_view->setToolTip(tr("The view to export, or the whole window"));
    m_scale->addItem(tr("1× (screen size)"), 1.0);
    m_scale->addItem(tr("2× (slides, high-DPI)"), 2.0);
    m_scale->addItem(tr("3× (print)"), 3.0);
    m_scale->setCurrentIndex(1);
    m_scale->setToolTip(tr("Pixels per screen pixel; SVG and PDF are vector and ignore it"));
    m_path->setToolTip(tr("The file's suffix decides the format: .png, .svg or .pdf"));
    m_path->setText(QDir(settings->lastDirectory()).filePath(QStringLiteral("rope-%1.png").arg(view)));
    m_caption->setText(parameterCaption(window->panel()->params()));
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
        // Keep the folder and format, follow the view in the name.
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
    QTabWidget* tabs = m_window->views();
    const int previousTab = tabs->currentIndex();
    QWidget* target = m_window->showView(m_view->currentData().toString());
    for (int i = 0; i < 3; ++i) // the view's layout and lazy refreshes
        QCoreApplication::processEvents();
    ExportOptions options;
    options.scale = m_scale->currentData().toDouble();
    if (m_captionOn->isChecked())
        options.caption = m_caption->text();
    const QString error = exportWidget(target, path, options);
    tabs->setCurrentIndex(previousTab);
    if (!error.isEmpty()) {
        showError(m_error, tr("Not exported: %1").arg(error));
        return;
    }
    m_written = path;
    m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    QDialog::accept();
}

// ---- Load tensors ----------------------------------------------------------------------------

TensorDialog::TensorDialog(QWidget* parent, Settings* settings, const AppParams& current) :
    QDialog(parent), m_settings(settings), m_params(current), m_head(new QSpinBox), m_first(new QDoubleSpinBox),
    m_pairing(new QComboBox), m_error(errorLabel())
{
    setWindowTitle(tr("Load Tensors"));
    auto* intro = new QLabel(tr("Q and K (and optionally V) from NumPy .npy files: shape (N, d), or (H, N, d) with a "
                                "head chosen; float16, float32 or float64. The views then show these tokens' "
                                "attention."));
    intro->setWordWrap(true);
    auto* form = new QFormLayout;
    m_q = fileRow(tr("&Q (queries)"), tr("N × d queries, before RoPE"), form);
    m_k = fileRow(tr("&K (keys)"), tr("N × d keys, before RoPE, same N and d as Q"), form);
    m_v = fileRow(tr("&V (values)"), tr("Optional: N × d_v values; random values when empty"), form);
    m_head->setRange(0, 1023);
    m_head->setToolTip(tr("For (H, N, d) arrays: which head to take (0-based)"));
    form->addRow(tr("&Head"), m_head);
    m_first->setRange(0, appLimits::maxPosition);
    m_first->setDecimals(0);
    m_first->setToolTip(tr("The position of the first token: tokens sit at first, first + 1, …"));
    form->addRow(tr("&First position"), m_first);
    m_pairing->addItem(tr("Interleaved (2i, 2i+1)"), int(core::Pairing::Interleaved));
    m_pairing->addItem(tr("Half-split (i, i + d/2)"), int(core::Pairing::HalfSplit));
    m_pairing->setCurrentIndex(m_pairing->findData(int(current.rope.pairing)));
    m_pairing->setToolTip(tr("The pairing the tensors' model was trained with (Hugging Face checkpoints: half-split)"));
    form->addRow(tr("&Pairing"), m_pairing);
    if (current.tensors) {
        m_q->setText(current.tensors->qPath);
        m_k->setText(current.tensors->kPath);
        m_v->setText(current.tensors->vPath);
        m_head->setValue(current.tensors->head);
        m_first->setValue(current.tensors->firstPosition);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(640, sizeHint().height());
    connect(buttons, &QDialogButtonBox::accepted, this, &TensorDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QLineEdit* TensorDialog::fileRow(const QString& label, const QString& tip, QFormLayout* form)
{
    auto* edit = new QLineEdit;
    edit->setToolTip(tip);
    auto* browse = new QPushButton(tr("Browse…"));
    auto* row = new QHBoxLayout;
    row->addWidget(edit, 1);
    row->addWidget(browse);
    form->addRow(buddyLabel(label, edit), row);
    connect(browse, &QPushButton::clicked, this, [this, edit, label] {
        const QString start = edit->text().isEmpty() ? m_settings->lastDirectory() : edit->text();
        const QString path = QFileDialog::getOpenFileName(this, QString(label).remove(QLatin1Char('&')), start,
                                                          tr("NumPy arrays (*.npy);;All files (*)"));
        if (path.isEmpty())
            return;
        edit->setText(path);
        m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    });
    return edit;
}

QString TensorDialog::errorText() const { return m_error->isVisible() ? m_error->text() : QString(); }

void TensorDialog::accept()
{
    if (m_q->text().trimmed().isEmpty() || m_k->text().trimmed().isEmpty()) {
        showError(m_error, tr("Choose a Q file and a K file."));
        return;
    }
    const TensorLoad load = loadTensors(m_q->text().trimmed(), m_k->text().trimmed(), m_v->text().trimmed(),
                                        m_head->value(), m_first->value());
    if (!load.error.isEmpty()) {
        showError(m_error, load.error);
        return;
    }
    AppParams p = m_params;
    p.source = QkSource::Loaded;
    p.tensors = load.tensors;
    p.rope.headDim = load.tensors->dims();
    if (p.rope.rotaryDim > p.rope.headDim)
        p.rope.rotaryDim = 0;
    p.rope.pairing = core::Pairing(m_pairing->currentData().toInt());
    p.seqLen = load.tensors->tokens();
    // Query at the last token, key a few tokens before it: a place where causal attention has choice.
    const double first = load.tensors->firstPosition, last = first + p.seqLen - 1;
    p.m = last;
    p.n = std::max(first, last - 4);
    if (p.heatmapMode == HeatmapMode::NotElementwise)
        p.heatmapMode = HeatmapMode::Rope;
    const core::Problems problems = p.validate();
    if (!problems.empty()) {
        showError(m_error, tr("These tensors cannot be shown: %1").arg(describe(problems)));
        return;
    }
    m_params = p;
    QDialog::accept();
}

// ---- Settings --------------------------------------------------------------------------------

SettingsDialog::SettingsDialog(QWidget* parent, Settings* settings) :
    QDialog(parent), m_settings(settings), m_language(new QComboBox)
{
    setWindowTitle(tr("Settings"));
    m_language->addItem(tr("System default"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings->language())));
    m_language->setToolTip(tr("The language of menus, views, lessons and exported figures"));
    auto* note = new QLabel(tr("A new language applies when RoPE Explorer starts again."));
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
