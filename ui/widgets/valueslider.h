#pragma once
// A slider paired with a spin box: drag for a feel, type for an exact value. Logarithmic sliders
// cover ranges like base 10 … 10⁷. The spin box may accept values the slider cannot reach (the
// panel validates and explains); the slider follows whatever the spin box holds.

#include <QSpinBox>
#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSlider;

namespace rope::ui {

/// A spin box for a whole number (a seed, a count) that refuses, with a reason, what it would
/// otherwise change: Qt's own box dropped the characters it did not like, so "1e-400" became
/// 1400. Any entry may be typed; on Enter or leaving the field a wrong one is refused, the value
/// stays, and refused() says why.
class WholeNumberBox : public QSpinBox {
    Q_OBJECT
public:
    explicit WholeNumberBox(QWidget* parent = nullptr);

signals:
    void refused(const QString& reason);

protected:
    int valueFromText(const QString& text) const override;
    QValidator::State validate(QString& text, int& pos) const override;
    void fixup(QString& text) const override;

private:
    mutable QString m_refusal;
};
class ElidedLabel;
} // namespace rope::ui

namespace rope::ui {

class ValueSlider : public QWidget {
    Q_OBJECT
public:
    enum class Scale { Linear, Logarithmic };

    /// label: shown left; [sliderMin, sliderMax] is the slider's reach; [spinMin, spinMax] what
    /// may be typed; step: the slider's resolution on a linear scale.
    ValueSlider(const QString& label, double sliderMin, double sliderMax, double spinMin, double spinMax, int decimals,
                Scale scale, double step = 1.0, QWidget* parent = nullptr);

    double value() const;
    /// Sets the value without emitting valueChanged; the value it holds already leaves the slider
    /// where it is.
    void setValue(double value);
    void setSliderRange(double min, double max);
    void setToolTip(const QString& text);
    void setSuffix(const QString& suffix);
    /// Marks the value as refused: the box tinted and `message` in place of the label, on its line (an
    /// empty message accepts it again); `detail`, the whole sentence, is its tooltip.
    void setProblem(const QString& message, const QString& detail = {});
    QString problem() const;

    QSlider* slider() const { return m_slider; }
    QDoubleSpinBox* spinBox() const { return m_spin; }
    QLabel* label() const { return m_label; }

signals:
    /// The user changed the value (slider moved, or a number typed and confirmed).
    void valueChanged(double value);
    /// A typed entry was refused (the value stays): why, in a few words, also shown beside the field.
    void refused(const QString& reason);

private:
    int sliderPosition(double value) const;
    double valueAt(int position) const;
    void syncSlider();

    QLabel* m_label;
    ElidedLabel* m_problem;
    QSlider* m_slider;
    QDoubleSpinBox* m_spin;
    Scale m_scale;
    double m_min, m_max, m_step;
    bool m_rangeSet = false;
};

} // namespace rope::ui
