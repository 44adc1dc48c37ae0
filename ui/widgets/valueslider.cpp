// A slider with a number box beside it, linear or logarithmic.
#include "ui/widgets/valueslider.h"

#include "ui/widgets/elidedlabel.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPalette>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>
#include <optional>

namespace rope::ui {

namespace {

constexpr int kLogSteps = 1200;

// "1e-3", "-2.5", "pi", "π/2", "3pi/4", "3*pi/4", "0.5π": a number, optionally times π, optionally
// over a whole number; nullopt for anything else.
std::optional<double> parseNumber(QString text)
{
    text = text.trimmed().remove(QLatin1Char(' ')).replace(QStringLiteral("π"), QStringLiteral("pi"));
    double sign = 1;
    if (text.startsWith(QLatin1Char('-')) || text.startsWith(QLatin1Char('+'))) {
        sign = text.startsWith(QLatin1Char('-')) ? -1 : 1;
        text.remove(0, 1);
    }
    static const QRegularExpression form(
        QStringLiteral("^((?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?)?(\\*?pi)?(?:/(\\d+(?:\\.\\d*)?))?$"));
    const QRegularExpressionMatch m = form.match(text);
    if (!m.hasMatch() || text.isEmpty() || (m.captured(1).isEmpty() && m.captured(2).isEmpty()))
        return std::nullopt;
    bool ok = true;
    double value = 1;
    if (!m.captured(1).isEmpty())
        value = QLocale::c().toDouble(m.captured(1), &ok);
    if (!m.captured(2).isEmpty())
        value *= std::numbers::pi;
    if (ok && !m.captured(3).isEmpty())
        value /= QLocale::c().toDouble(m.captured(3), &ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return sign * value;
}

// Shows 10000 and 1.5708 rather than 10000.0000 and 1.5708: significant digits, no padding. Takes
// what the command line takes (1e-3, pi/2). An entry it would have to change to keep (beyond the
// range, a fraction in a whole-number field, no number at all) is refused, the value stays, and
// the reason goes to `refused` when the entry is confirmed: "1e99" used to become 199, then the
// range's end, "1e-400" 1400, each without a word.
class NumberSpinBox : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    std::function<void(const QString&)> refused;

    QString textFromValue(double value) const override
    {
        QLocale locale = this->locale();
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
        return locale.toString(value, 'g', 10);
    }
    double valueFromText(const QString& text) const override
    {
        // Kept until reported: a refused entry is fixed up to the kept value, which is read again.
        const QString reason = refusal(text);
        if (reason.isEmpty())
            return *parseNumber(text);
        m_refusal = reason;
        return value();
    }
    QValidator::State validate(QString& text, int&) const override
    {
        if (parseNumber(text))
            return QValidator::Acceptable;
        static const QRegularExpression partial(QStringLiteral("^[\\s0-9.eE+\\-*/piπ]*$"));
        return partial.match(text).hasMatch() ? QValidator::Intermediate : QValidator::Invalid;
    }
    void fixup(QString& text) const override { text = textFromValue(valueFromText(text)); }
    /// Says why the last confirmed entry was refused, once.
    void reportRefusal()
    {
        if (!m_refusal.isEmpty() && refused)
            refused(m_refusal);
        m_refusal.clear();
    }

private:
    QString refusal(const QString& text) const
    {
        const QString shown = text.trimmed();
        const std::optional<double> number = parseNumber(text);
        if (!number)
            return ValueSlider::tr("“%1” is not a number: kept %2").arg(shown, textFromValue(value()));
        if (*number < minimum() || *number > maximum())
            return ValueSlider::tr("%1 is outside %2 … %3: kept %4")
                .arg(shown, textFromValue(minimum()), textFromValue(maximum()), textFromValue(value()));
        if (decimals() == 0 && *number != std::round(*number))
            return ValueSlider::tr("%1 is not a whole number: kept %2").arg(shown, textFromValue(value()));
        return {};
    }
    mutable QString m_refusal;
};

} // namespace

ValueSlider::ValueSlider(const QString& label, double sliderMin, double sliderMax, double spinMin, double spinMax,
                         int decimals, Scale scale, double step, QWidget* parent) :
    QWidget(parent),
    m_label(new QLabel(label, this)), m_problem(new ElidedLabel(this)), m_slider(new QSlider(Qt::Horizontal, this)),
    m_spin(new NumberSpinBox(this)), m_scale(scale), m_min(sliderMin), m_max(sliderMax), m_step(step)
{
    m_spin->setDecimals(decimals);
    m_spin->setRange(spinMin, spinMax);
    m_spin->setKeyboardTracking(false); // one change per confirmed entry, not per keystroke
    m_spin->setSingleStep(scale == Scale::Logarithmic ? std::pow(10.0, std::floor(std::log10(sliderMin))) : step);
    m_spin->setAccelerated(true);
    m_spin->setMinimumWidth(96);
    m_spin->setAlignment(Qt::AlignRight);
    auto* spin = static_cast<NumberSpinBox*>(m_spin);
    spin->refused = [this](const QString& reason) {
        setProblem(reason);
        emit refused(reason);
    };
    connect(m_spin, &QAbstractSpinBox::editingFinished, this, [spin] { spin->reportRefusal(); });
    setSliderRange(sliderMin, sliderMax);
    m_label->setBuddy(m_spin);

    auto* row = new QHBoxLayout;
    row->addWidget(m_slider, 1);
    row->addWidget(m_spin);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* labelRow = new QHBoxLayout;
    labelRow->addWidget(m_label);
    labelRow->addWidget(m_problem, 1);
    layout->addLayout(labelRow);
    layout->addLayout(row);
    QPalette problemPalette = m_problem->palette();
    problemPalette.setColor(QPalette::WindowText, QColor(0xB0, 0x00, 0x40));
    m_problem->setPalette(problemPalette);
    m_problem->setFixedHeight(m_label->sizeHint().height());
    m_problem->hide();

    connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
        const double v = valueAt(position);
        {
            const QSignalBlocker block(m_spin);
            m_spin->setValue(v);
        }
        emit valueChanged(m_spin->value());
    });
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        syncSlider();
        emit valueChanged(v);
    });
}

double ValueSlider::value() const { return m_spin->value(); }

void ValueSlider::setValue(double value)
{
    // The value it already holds (the panel showing back what this slider just sent): the handle
    // stays where the hand put it, even where the box rounds the value (N on a log scale).
    if (value == m_spin->value())
        return;
    const QSignalBlocker block(m_spin);
    m_spin->setValue(value);
    syncSlider();
}

void ValueSlider::setSliderRange(double min, double max)
{
    if (m_rangeSet && min == m_min && std::max(max, min) == m_max)
        return; // the handle stays where it is
    m_rangeSet = true;
    m_min = min;
    m_max = std::max(max, min);
    const QSignalBlocker block(m_slider);
    if (m_scale == Scale::Logarithmic)
        m_slider->setRange(0, kLogSteps);
    else
        m_slider->setRange(0, int(std::lround((m_max - m_min) / m_step)));
    m_slider->setPageStep(m_scale == Scale::Logarithmic ? kLogSteps / 12 : std::max(1, m_slider->maximum() / 10));
    syncSlider();
}

void ValueSlider::setToolTip(const QString& text)
{
    m_label->setToolTip(text);
    m_slider->setToolTip(text);
    m_spin->setToolTip(text);
}

void ValueSlider::setSuffix(const QString& suffix) { m_spin->setSuffix(suffix); }

QString ValueSlider::problem() const { return m_problem->text(); }

void ValueSlider::setProblem(const QString& message, const QString& detail)
{
    const bool invalid = !message.isEmpty();
    m_problem->setText(message);
    m_problem->setToolTip(detail.isEmpty() ? message : detail);
    // The note takes the label's line (the label's own room would cut it short), so nothing moves.
    m_label->setVisible(!invalid);
    m_problem->setVisible(invalid);
    // A tinted field, not a border: a style sheet would change the box's size and move the controls.
    QPalette palette = m_spin->parentWidget()->palette();
    if (invalid) {
        palette.setColor(QPalette::Base, QColor(0xFB, 0xE3, 0xEA));
        palette.setColor(QPalette::Text, QColor(0xB0, 0x00, 0x40));
    }
    m_spin->setPalette(palette);
}

int ValueSlider::sliderPosition(double value) const
{
    if (m_scale == Scale::Logarithmic) {
        if (!(value > 0))
            return 0;
        const double t = (std::log10(value) - std::log10(m_min)) / (std::log10(m_max) - std::log10(m_min));
        return int(std::lround(std::clamp(t, 0.0, 1.0) * kLogSteps));
    }
    return int(std::lround(std::clamp((value - m_min) / m_step, 0.0, double(m_slider->maximum()))));
}

double ValueSlider::valueAt(int position) const
{
    if (m_scale == Scale::Logarithmic) {
        const double t = double(position) / kLogSteps;
        const double v = std::pow(10.0, std::log10(m_min) + t * (std::log10(m_max) - std::log10(m_min)));
        // Keep three significant digits so dragged values read well (10000, not 9977.24).
        const double magnitude = std::pow(10.0, std::floor(std::log10(v)) - 2);
        return std::round(v / magnitude) * magnitude;
    }
    return m_min + position * m_step;
}

void ValueSlider::syncSlider()
{
    const QSignalBlocker block(m_slider);
    m_slider->setValue(sliderPosition(m_spin->value()));
}

WholeNumberBox::WholeNumberBox(QWidget* parent) : QSpinBox(parent)
{
    // One change per confirmed entry: "1e-400" typed is not 1, then 1e, then refused with 1 kept.
    setKeyboardTracking(false);
    connect(this, &QAbstractSpinBox::editingFinished, this, [this] {
        if (m_refusal.isEmpty())
            return;
        const QString reason = m_refusal;
        m_refusal.clear();
        emit refused(reason);
    });
}

int WholeNumberBox::valueFromText(const QString& text) const
{
    const QString shown = text.trimmed();
    bool ok = false;
    const double number = QLocale::c().toDouble(shown, &ok);
    // A number too small or too large for a double ("1e-400", "1e400") reads as 0 or ∞, not ok.
    static const QRegularExpression numeric(QStringLiteral("^[+\\-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+\\-]?\\d+)?$"));
    const bool looksNumeric = numeric.match(shown).hasMatch();
    // Kept until reported: a refused entry is fixed up to the kept value, which is read again.
    if (looksNumeric && !ok && number == 0)
        m_refusal = ValueSlider::tr("%1 is not a whole number: kept %2").arg(shown).arg(value());
    else if (looksNumeric && !ok)
        m_refusal =
            ValueSlider::tr("%1 is outside %2 … %3: kept %4").arg(shown).arg(minimum()).arg(maximum()).arg(value());
    else if (!ok || !std::isfinite(number))
        m_refusal = ValueSlider::tr("“%1” is not a number: kept %2").arg(shown).arg(value());
    else if (number != std::round(number))
        m_refusal = ValueSlider::tr("%1 is not a whole number: kept %2").arg(shown).arg(value());
    else if (number < minimum() || number > maximum())
        m_refusal =
            ValueSlider::tr("%1 is outside %2 … %3: kept %4").arg(shown).arg(minimum()).arg(maximum()).arg(value());
    else
        return int(number);
    return value();
}

QValidator::State WholeNumberBox::validate(QString& text, int&) const
{
    bool ok = false;
    const double number = QLocale::c().toDouble(text.trimmed(), &ok);
    if (ok && std::isfinite(number) && number == std::round(number) && number >= minimum() && number <= maximum())
        return QValidator::Acceptable;
    // Anything made of number characters may be typed; it is judged when confirmed.
    static const QRegularExpression partial(QStringLiteral("^\\s*[0-9.eE+\\-]*\\s*$"));
    return partial.match(text).hasMatch() ? QValidator::Intermediate : QValidator::Invalid;
}

void WholeNumberBox::fixup(QString& text) const { text = textFromValue(valueFromText(text)); }

} // namespace rope::ui
