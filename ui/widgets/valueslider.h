#pragma once
// A slider paired with a spin box: drag for a feel, type for an exact value. Logarithmic sliders
// cover ranges like base 10 … 10⁷. The spin box may accept values the slider cannot reach (the
// panel validates and explains); the slider follows whatever the spin box holds.

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSlider;

namespace rope::ui {
class ElidedLabel;
}

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
