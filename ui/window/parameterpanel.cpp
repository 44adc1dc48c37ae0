// The parameter dock: every knob, validated before it is applied.
#include "ui/window/parameterpanel.h"

#include "ui/model/fields.h"
#include "ui/model/messages.h"
#include "ui/model/names.h"
#include "ui/model/tensors.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/elidedlabel.h"
#include "ui/widgets/valueslider.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace rope::ui {

using namespace rope::model;

namespace {

// "Base (b)": the field table's name and symbol for a control.
QString labelOf(const char* key)
{
    const Field* f = findField(QLatin1String(key));
    const QString label = QCoreApplication::translate("Fields", f->label);
    // "θ (radians per position)", "θ（每个位置的弧度）" and "Look-back Δ" name their symbol already:
    // the symbol with no letter either side (Chinese has no spaces to split at).
    const QString symbol = QString::fromUtf8(f->symbol);
    const QRegularExpression named(QStringLiteral("(?<!\\p{L})%1(?!\\p{L})").arg(QRegularExpression::escape(symbol)));
    return !symbol.isEmpty() && !label.contains(named) ? ParameterPanel::tr("%1 (%2)").arg(label, symbol) : label;
}

} // namespace

ParameterPanel::ParameterPanel(QWidget* parent) : QWidget(parent)
{
    using Scale = ValueSlider::Scale;
    m_base = new ValueSlider(labelOf("base"), 10, 1e7, 0, 1e7, 4, Scale::Logarithmic);
    m_base->setToolTip(tr("Base b of the frequencies θ_i = b^(−2i/d): larger b makes the slow pairs slower."));
    m_headDim = new ValueSlider(labelOf("head_dim"), appLimits::minHeadDim, appLimits::maxHeadDim, 0,
                                appLimits::maxHeadDim, 0, Scale::Linear, 2);
    m_headDim->setToolTip(tr("Components per head, d (even): they rotate in d/2 pairs, one clock each."));
    m_seqLen =
        new ValueSlider(labelOf("seq_len"), 1, appLimits::maxSeqLen, 0, appLimits::maxSeqLen, 0, Scale::Logarithmic);
    m_seqLen->setToolTip(tr("Tokens N in the attention heatmaps (positions 0 … N − 1), up to 131072 (Llama 3.1's "
                            "context). Beyond 8192, random content is shown from sampled query rows; constant and "
                            "look-back content stay exact in every row."));
    m_m = new ValueSlider(labelOf("m"), 0, 63, 0, appLimits::maxPosition, 0, Scale::Linear);
    m_m->setToolTip(tr("Position m of the query: its pairs turn by m·θ_i."));
    m_n = new ValueSlider(labelOf("n"), 0, 63, 0, appLimits::maxPosition, 0, Scale::Linear);
    m_n->setToolTip(tr("Position n of the key: its pairs turn by n·θ_i."));
    m_delta = new ValueSlider(tr("Relative position (Δ = m − n)"), -63, 63, -appLimits::maxPosition,
                              appLimits::maxPosition, 0, Scale::Linear);
    m_delta->setToolTip(tr("Δ = m − n, the only position the score depends on. Changing Δ moves the key n."));
    m_rotaryDim = new QSpinBox;
    m_rotaryDim->setRange(0, appLimits::maxHeadDim);
    m_rotaryDim->setSingleStep(2);
    m_rotaryDim->setSpecialValueText(tr("all d"));
    m_rotaryDim->setToolTip(tr("Partial rotary (GPT-NeoX, GPT-J, Phi): only the first components rotate, the rest "
                               "pass through unchanged. \"all d\" rotates every component."));
    m_thetaOn = new QCheckBox(tr("Fixed θ for every pair"));
    m_thetaOn->setToolTip(
        tr("Replace θ_i = b^(−2i/d) by one angle θ for all pairs (the articles' 2-D toy uses θ = π/2)."));
    m_theta = new ValueSlider(labelOf("theta"), 0.01, 2 * std::numbers::pi, 0, 100, 4, Scale::Linear, 0.01);
    m_theta->setToolTip(tr("The angle θ every pair turns per position when the fixed θ is on. Type a number or a "
                           "multiple of π: pi/2, 3pi/4, 1e-3."));
    m_theta->setValue(std::numbers::pi / 2); // the articles' toy: ticking the box gives a valid θ at once
    m_pairing = new QComboBox;
    m_pairing->addItem(nameLabel(core::Pairing::Interleaved) + QStringLiteral(" (2i, 2i+1)"),
                       int(core::Pairing::Interleaved));
    m_pairing->addItem(nameLabel(core::Pairing::HalfSplit) + QStringLiteral(" (i, i + d/2)"),
                       int(core::Pairing::HalfSplit));
    m_pairing->setToolTip(tr("Which components rotate together: interleaved (RoFormer, Meta LLaMA, GPT-J) or "
                             "half-split (GPT-NeoX, Hugging Face rotate_half)."));
    m_source = new QComboBox;
    m_source->addItem(tr("Constant q, k (same at every position)"), int(QkSource::Constant));
    m_source->addItem(tr("Random tokens"), int(QkSource::Random));
    m_source->addItem(tr("Look-back head"), int(QkSource::LookBack));
    m_source->addItem(tr("Toy q, k (from the experiments)"), int(QkSource::Explicit));
    m_source->setToolTip(tr("Where the content vectors q_m = W_Q x_m and k_n = W_K x_n come from."));
    m_seed = new WholeNumberBox;
    m_seed->setRange(0, 1'000'000);
    m_seed->setToolTip(tr("Seed of the generated q, k and v: the same seed gives the same vectors."));
    m_lookBack = new WholeNumberBox;
    m_lookBack->setRange(0, 4096);
    m_lookBack->setToolTip(tr("The look-back head's keys are built so attention peaks at this Δ."));
    m_causal = new QCheckBox(tr("Causal mask (keys n ≤ m)"));
    m_causal->setToolTip(tr("Key n is visible to the query at m only when n ≤ m: −∞ is added to the logits of "
                            "future keys before the softmax."));
    m_rotaryProblem = new ElidedLabel;
    QPalette problemPalette = m_rotaryProblem->palette();
    problemPalette.setColor(QPalette::WindowText, QColor(0xB0, 0x00, 0x40));
    m_rotaryProblem->setPalette(problemPalette);
    m_reset = new QPushButton(tr("Reset"));
    m_reset->setToolTip(tr("Back to the defaults: d = 64, b = 10000, N = 64, m = 6, n = 2."));
    m_problem = new QLabel;
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #B00040; font-weight: bold;"));
    // Its room is kept (three lines) whether or not there is a message, so nothing ever moves.
    m_problem->setFixedHeight(m_problem->fontMetrics().lineSpacing() * 3 + 4);
    m_problem->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    m_viewNote = new QLabel;
    m_viewNote->setWordWrap(true);
    m_viewNote->setStyleSheet(QStringLiteral("QLabel { background: #EAF2FB; color: #1F3F66; border: 1px solid #B9CFE8; "
                                             "border-radius: 3px; padding: 4px; }"));
    m_viewNote->hide();

    auto* frequencies = new QGroupBox(tr("Frequencies"));
    auto* fl = new QVBoxLayout(frequencies);
    fl->addWidget(m_base);
    fl->addWidget(m_headDim);
    // Its note takes the label's place, as the sliders' notes do.
    m_rotaryLabel = new QStackedWidget;
    auto* rotaryName = new QLabel(labelOf("rotary_dim"));
    rotaryName->setWordWrap(true); // a narrow panel puts "(d_rot)" on a second line
    m_rotaryLabel->addWidget(rotaryName);
    m_rotaryLabel->addWidget(m_rotaryProblem);
    m_rotaryLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* rotaryRow = new QHBoxLayout;
    rotaryRow->addWidget(m_rotaryLabel, 1);
    rotaryRow->addWidget(m_rotaryDim);
    fl->addLayout(rotaryRow);
    fl->addWidget(new QLabel(labelOf("pairing")));
    fl->addWidget(m_pairing);
    fl->addWidget(m_thetaOn);
    fl->addWidget(m_theta);
    auto* positions = new QGroupBox(tr("Positions"));
    auto* pl = new QVBoxLayout(positions);
    pl->addWidget(m_m);
    pl->addWidget(m_n);
    pl->addWidget(m_delta);
    pl->addWidget(m_seqLen);
    pl->addWidget(m_causal);
    auto* content = new QGroupBox(tr("Content"));
    auto* cl = new QFormLayout(content);
    cl->addRow(m_source);
    cl->addRow(labelOf("seed"), m_seed);
    cl->addRow(labelOf("look_back"), m_lookBack);

    // The message about a refused entry goes under everything (the field at fault turns red), so
    // showing it never moves a control away from the pointer.
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_viewNote);
    layout->addWidget(frequencies);
    layout->addWidget(positions);
    layout->addWidget(content);
    layout->addWidget(m_reset);
    layout->addWidget(m_problem);
    layout->addStretch(1);

    for (ValueSlider* s : {m_base, m_headDim, m_seqLen, m_m, m_n, m_theta})
        connect(s, &ValueSlider::valueChanged, this, &ParameterPanel::edited);
    connect(m_delta, &ValueSlider::valueChanged, this, [this] {
        m_deltaEdited = true;
        edited();
        m_deltaEdited = false;
    });
    // A refused seed or look-back says so under the panel (where every refusal is written whole) and
    // in the status bar; the field keeps its value.
    for (ValueSlider* slider : {m_base, m_headDim, m_seqLen, m_m, m_n, m_delta, m_theta})
        connect(slider, &ValueSlider::refused, this, [this, slider](const QString& reason) {
            m_problem->setText(tr("%1: %2").arg(slider->label()->text(), reason));
            emit problem(m_problem->text());
        });
    for (const auto& field : {std::pair{m_seed, "seed"}, std::pair{m_lookBack, "look_back"}}) {
        const char* key = field.second;
        connect(field.first, &WholeNumberBox::refused, this, [this, key](const QString& reason) {
            m_problem->setText(tr("%1: %2").arg(labelOf(key), reason));
            emit problem(m_problem->text());
        });
    }
    for (QComboBox* c : {m_pairing, m_source}) {
        // A narrow panel shortens the shown text ("Constant q, k (same…"); the list shows it whole.
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(14);
    }
    for (QComboBox* c : {m_pairing, m_source})
        connect(c, &QComboBox::currentIndexChanged, this, &ParameterPanel::edited);
    for (QSpinBox* s : std::initializer_list<QSpinBox*>{m_seed, m_lookBack, m_rotaryDim})
        connect(s, &QSpinBox::valueChanged, this, &ParameterPanel::edited);
    // The θ box is usable the moment the box is ticked, even if something else is invalid.
    connect(m_thetaOn, &QCheckBox::toggled, m_theta, &QWidget::setEnabled);
    for (QCheckBox* c : {m_thetaOn, m_causal})
        connect(c, &QCheckBox::toggled, this, &ParameterPanel::edited);
    connect(m_reset, &QPushButton::clicked, this, &ParameterPanel::reset);

    showControls(m_params);
}

void ParameterPanel::setCurrentView(const QString& key)
{
    const ViewEntry* entry = findView(key);
    const bool own = entry && entry->caption == CaptionParameters::None;
    const bool baseOnly = entry && entry->caption == CaptionParameters::BaseOnly;
    m_viewNote->setText(own ? tr("<b>%1</b> takes its parameters from its own controls, in the view. This panel "
                                 "sets the other views.")
                                  .arg(viewTitle(*entry))
                        : baseOnly ? tr("<b>%1</b> takes only the base from this panel; d and its other settings "
                                        "are its own controls, in the view.")
                                         .arg(viewTitle(*entry))
                                   : QString());
    m_viewNote->setVisible(own || baseOnly);
}

QString ParameterPanel::viewNote() const { return m_viewNote->text(); }

QString ParameterPanel::problemText() const { return m_problem->text(); }

QWidget* ParameterPanel::control(const QString& key) const
{
    const std::pair<const char*, QWidget*> controls[] = {{"base", m_base},
                                                         {"head_dim", m_headDim},
                                                         {"rotary_dim", m_rotaryDim},
                                                         {"pairing", m_pairing},
                                                         {"theta", m_theta},
                                                         {"seq_len", m_seqLen},
                                                         {"m", m_m},
                                                         {"n", m_n},
                                                         {"source", m_source},
                                                         {"seed", m_seed},
                                                         {"look_back", m_lookBack},
                                                         {"mask", m_causal}};
    for (const auto& [name, widget] : controls)
        if (key == QLatin1String(name))
            return widget;
    return nullptr;
}

void ParameterPanel::reset()
{
    setParams(AppParams{});
    emit problem(QString());
    emit paramsChanged(m_params);
}

void ParameterPanel::setParams(const AppParams& params)
{
    m_params = params;
    showControls(params);
    m_problem->clear();
    for (ValueSlider* s : {m_base, m_headDim, m_seqLen, m_m, m_n, m_delta, m_theta})
        s->setProblem(QString());
    m_rotaryProblem->setText(QString());
    m_rotaryLabel->setCurrentIndex(0);
}

AppParams ParameterPanel::candidate() const
{
    AppParams p = m_params;
    const int oldHeadDim = p.rope.headDim;
    p.rope.base = m_base->value();
    p.rope.headDim = int(std::lround(m_headDim->value()));
    p.rope.rotaryDim = m_rotaryDim->value();
    p.seqLen = int(std::lround(m_seqLen->value()));
    p.m = m_m->value();
    p.n = m_n->value();
    if (m_deltaEdited) {
        // Δ moves the key; if that would put n before 0, the query moves instead.
        const double delta = m_delta->value();
        p.n = p.m - delta;
        if (p.n < 0) {
            p.n = 0;
            p.m = delta;
        }
    }
    if (m_thetaOn->isChecked())
        p.rope.thetaOverride = m_theta->value();
    else
        p.rope.thetaOverride.reset();
    p.rope.pairing = core::Pairing(m_pairing->currentData().toInt());
    p.source = QkSource(m_source->currentData().toInt());
    p.seed = std::uint64_t(m_seed->value());
    p.lookBack = m_lookBack->value();
    p.mask = m_causal->isChecked() ? core::Mask::Causal : core::Mask::None;
    if (p.source == QkSource::Explicit && (p.rope.headDim != oldHeadDim || p.explicitQ.empty())) {
        // Toy vectors only exist for one d: seed them as the experiments' q = [1, 0, …], k = [0, 1, …].
        p.explicitQ.assign(size_t(std::max(p.rope.headDim, 0)), 0.0);
        p.explicitK.assign(size_t(std::max(p.rope.headDim, 0)), 0.0);
        if (p.rope.headDim >= 2) {
            p.explicitQ[0] = 1;
            p.explicitK[1] = 1;
        }
    }
    return p;
}

namespace {

// The panel's fields whose entries the checks may refuse, by their names in the field table.
constexpr const char* kPanelFields[] = {"base", "head_dim", "rotary_dim", "seq_len", "m", "n", "theta"};

/// Puts the applied value of the field a problem names back into `p`; false for a field the panel
/// does not own.
bool restoreField(AppParams& p, const AppParams& applied, const std::string& problemName)
{
    const Field* f = fieldOfProblem(problemName);
    if (!f || std::find_if(std::begin(kPanelFields), std::end(kPanelFields),
                           [f](const char* key) { return qstrcmp(key, f->key) == 0; }) == std::end(kPanelFields))
        return false;
    f->set(p, f->get(applied));
    if (qstrcmp(f->key, "head_dim") == 0) { // toy vectors come with their d
        p.explicitQ = applied.explicitQ;
        p.explicitK = applied.explicitK;
    }
    return true;
}

/// The value of a panel field, as the views use it (NaN for a θ that is off).
double fieldValue(const AppParams& p, const Field& f)
{
    const QJsonValue v = f.get(p);
    return v.isUndefined() ? std::nan("") : v.toDouble();
}

} // namespace

void ParameterPanel::edited()
{
    const AppParams typed = candidate();
    const core::Problems problems = typed.validate();
    // One refused field must not freeze the others: its applied value goes back in and the rest of
    // the edit is used. If that is still not valid (the fault lies between fields, or outside the
    // panel), nothing of this edit is applied.
    AppParams p = typed;
    bool restored = true;
    for (const auto& problem : problems)
        restored = restoreField(p, m_params, problem.field) && restored;
    if (!restored || !p.validate().empty())
        p = m_params;

    const bool changed = !problems.empty() || !m_problem->text().isEmpty();
    if (!problems.empty()) {
        const QString message = tr("Not applied: %1.").arg(describe(problems));
        m_problem->setText(message);
        m_problem->setToolTip(message); // whole, should three lines not hold it
    } else {
        m_problem->clear();
        m_problem->setToolTip(QString());
    }
    const bool applied = !(p == m_params);
    m_params = p;
    showControls(p);
    showRefused(typed, problems);
    if (changed)
        emit problem(m_problem->text());
    if (applied)
        emit paramsChanged(p);
}

void ParameterPanel::showRefused(const AppParams& typed, const core::Problems& problems)
{
    // Each field whose entry the views are not using keeps what was typed, tinted, with the reason
    // and the value in use on its own line.
    for (const char* key : kPanelFields) {
        const Field& f = *findField(QLatin1String(key));
        const std::string field = f.problemName().toStdString();
        const double shown = fieldValue(typed, f), used = fieldValue(m_params, f);
        const bool refused = !(shown == used || (std::isnan(shown) && std::isnan(used)));
        QString message, detail;
        if (refused) {
            // A few words beside the field (the whole sentence is its tooltip and under Reset).
            QString reason = tr("not applied");
            core::Problems own;
            for (const auto& problem : problems)
                if (problem.field == field)
                    own.push_back(problem);
            if (!own.empty())
                reason = brief(own.front());
            detail = describe(own.empty() ? problems : own);
            const QString inUse =
                field == std::string("rotary_dim") && used == 0 ? tr("all d") : QLocale().toString(used, 'g', 12);
            const QString symbol = QString::fromUtf8(f.symbol);
            message = std::isnan(used) ? tr("%1 %2").arg(symbol, reason)
                                       : tr("%1 %2 · in use: %3").arg(symbol, reason, inUse);
        }
        setFieldProblem(f, typed, message, detail);
    }
}

void ParameterPanel::setFieldProblem(const Field& field, const AppParams& typed, const QString& message,
                                     const QString& detail)
{
    ValueSlider* slider = qobject_cast<ValueSlider*>(control(QLatin1String(field.key)));
    const double value = fieldValue(typed, field);
    if (qstrcmp(field.key, "theta") == 0 && !message.isEmpty()) {
        // A refused θ leaves the fixed θ ticked and its box open, so it can be corrected.
        const QSignalBlocker block(m_thetaOn);
        m_thetaOn->setChecked(true);
        m_theta->setEnabled(true);
    }
    if (slider) {
        if (!message.isEmpty() && !std::isnan(value))
            slider->setValue(value);
        slider->setProblem(message, detail);
        return;
    }
    // The rotary dimensions: a spin box with its note beside it.
    QPalette rotaryPalette = palette();
    if (!message.isEmpty()) {
        const QSignalBlocker block(m_rotaryDim);
        m_rotaryDim->setValue(int(value));
        rotaryPalette.setColor(QPalette::Base, QColor(0xFB, 0xE3, 0xEA));
    }
    m_rotaryDim->setPalette(rotaryPalette);
    m_rotaryProblem->setText(message);
    m_rotaryProblem->setToolTip(detail);
    m_rotaryLabel->setCurrentIndex(message.isEmpty() ? 0 : 1);
}

void ParameterPanel::showControls(const AppParams& p)
{
    const QSignalBlocker b1(m_pairing), b2(m_source), b3(m_seed), b4(m_lookBack), b5(m_thetaOn), b6(m_causal),
        b7(m_rotaryDim);
    m_rotaryDim->setValue(p.rope.rotaryDim);
    m_rotaryDim->setPalette(palette());
    // "Loaded tensors" is a choice only while tensors are loaded.
    const int loadedIndex = m_source->findData(int(QkSource::Loaded));
    if (p.tensors && loadedIndex < 0)
        m_source->addItem(tr("Loaded tensors (%1 tokens)").arg(p.tensors->tokens()), int(QkSource::Loaded));
    else if (p.tensors && loadedIndex >= 0)
        m_source->setItemText(loadedIndex, tr("Loaded tensors (%1 tokens)").arg(p.tensors->tokens()));
    else if (!p.tensors && loadedIndex >= 0)
        m_source->removeItem(loadedIndex);
    m_base->setValue(p.rope.base);
    m_base->setEnabled(!p.rope.thetaOverride);
    m_headDim->setValue(p.rope.headDim);
    m_seqLen->setValue(p.seqLen);
    const double last = std::max(1, p.seqLen - 1);
    m_m->setSliderRange(0, last);
    m_n->setSliderRange(0, last);
    m_delta->setSliderRange(-last, last);
    m_m->setValue(p.m);
    m_n->setValue(p.n);
    m_delta->setValue(p.delta());
    m_thetaOn->setChecked(bool(p.rope.thetaOverride));
    m_theta->setEnabled(bool(p.rope.thetaOverride));
    m_theta->setValue(p.rope.thetaOverride.value_or(std::numbers::pi / 2)); // Reset puts π/2 back too
    m_pairing->setCurrentIndex(m_pairing->findData(int(p.rope.pairing)));
    m_source->setCurrentIndex(m_source->findData(int(p.source)));
    const bool demonstration = p.heatmapMode == HeatmapMode::NotElementwise;
    m_source->setEnabled(!demonstration);
    m_source->setToolTip(demonstration ? tr("Fixed while the heatmaps show \"RoPE is not an element-wise weight\": "
                                            "q = (1, 0) and k = (0, 1) in every pair.")
                                       : tr("Where the content vectors q_m = W_Q x_m and k_n = W_K x_n come from."));
    m_seed->setValue(int(p.seed));
    m_lookBack->setValue(p.lookBack);
    m_seed->setEnabled(p.source == QkSource::Random || p.source == QkSource::Constant);
    m_lookBack->setEnabled(p.source == QkSource::LookBack);
    m_causal->setChecked(p.mask == core::Mask::Causal);
}

} // namespace rope::ui
