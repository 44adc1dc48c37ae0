// The Load Tensors dialog: file rows, head, first position and pairing; loads and checks on accept.
#include "ui/window/tensordialog.h"

#include "ui/model/messages.h"
#include "ui/model/names.h"
#include "ui/model/settings.h"
#include "ui/model/tensors.h"
#include "ui/window/dialogfields.h"

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
    m_pairing->addItem(nameLabel(core::Pairing::Interleaved) + QStringLiteral(" (2i, 2i+1)"),
                       int(core::Pairing::Interleaved));
    m_pairing->addItem(nameLabel(core::Pairing::HalfSplit) + QStringLiteral(" (i, i + d/2)"),
                       int(core::Pairing::HalfSplit));
    m_pairing->setCurrentIndex(m_pairing->findData(int(current.rope.pairing)));
    m_pairing->setToolTip(tr("The pairing the tensors' model was trained with (Hugging Face checkpoints: half-split)"));
    form->addRow(tr("&Pairing"), m_pairing);
    if (current.tensors) {
        m_q->setText(current.tensors->files.q);
        m_k->setText(current.tensors->files.k);
        m_v->setText(current.tensors->files.v);
        m_head->setValue(current.tensors->files.head);
        m_first->setValue(current.tensors->files.firstPosition);
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
    const TensorFiles files{m_q->text().trimmed(), m_k->text().trimmed(), m_v->text().trimmed(), m_head->value(),
                            m_first->value()};
    const auto loaded = loadTensors(files);
    if (!loaded) {
        showError(m_error, loaded.message());
        return;
    }
    const LoadedTensors& tensors = **loaded;
    AppParams p = m_params;
    p.source = QkSource::Loaded;
    p.tensorFiles = files;
    p.tensors = *loaded;
    p.rope.headDim = tensors.dims();
    if (p.rope.rotaryDim > p.rope.headDim)
        p.rope.rotaryDim = 0;
    p.rope.pairing = core::Pairing(m_pairing->currentData().toInt());
    p.seqLen = tensors.tokens();
    // Query at the last token, key a few tokens before it: a place where causal attention has choice.
    const double first = files.firstPosition, last = first + p.seqLen - 1;
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

} // namespace rope::ui
