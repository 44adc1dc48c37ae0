#pragma once
// The parameter dock: every knob of the app with its symbol from the articles. Each edit builds a
// candidate AppParams; a valid one is emitted, an invalid one is refused with a visible message
// (the last valid parameters stay in effect).

#include "ui/model/appparams.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QStackedWidget;

namespace rope::model {
struct Field;
} // namespace rope::model

namespace rope::ui {

using namespace rope::model;

class ElidedLabel;
class ValueSlider;
class WholeNumberBox;

class ParameterPanel : public QWidget {
    Q_OBJECT
public:
    explicit ParameterPanel(QWidget* parent = nullptr);

    const AppParams& params() const { return m_params; }
    /// Shows these parameters without emitting paramsChanged.
    void setParams(const AppParams& params);
    /// The message shown for refused input (empty when all is well).
    QString problemText() const;
    /// Says at the top of the panel when the view on show (a registry key) takes its parameters from
    /// its own controls, so that the panel's values are not read as the picture's.
    void setCurrentView(const QString& key);
    QString viewNote() const;

    ValueSlider* baseControl() const { return m_base; }
    ValueSlider* headDimControl() const { return m_headDim; }
    ValueSlider* seqLenControl() const { return m_seqLen; }
    ValueSlider* queryControl() const { return m_m; }
    ValueSlider* keyControl() const { return m_n; }
    ValueSlider* deltaControl() const { return m_delta; }
    ValueSlider* thetaControl() const { return m_theta; }
    QComboBox* pairingControl() const { return m_pairing; }
    QSpinBox* rotaryDimControl() const { return m_rotaryDim; }
    QComboBox* sourceControl() const { return m_source; }
    QCheckBox* thetaOverrideControl() const { return m_thetaOn; }
    QCheckBox* causalControl() const { return m_causal; }
    QPushButton* resetButton() const { return m_reset; }
    /// The control that edits a field of the field table (ui/model/fields.h), or nullptr: a
    /// ValueSlider, QSpinBox, QComboBox or QCheckBox.
    QWidget* control(const QString& key) const;

signals:
    void paramsChanged(const rope::ui::AppParams& params);
    /// A refused edit (message) or its clearing (empty string).
    void problem(const QString& message);

public slots:
    void reset();

private:
    void edited();
    AppParams candidate() const;
    void showControls(const AppParams& p);
    void showRefused(const AppParams& typed, const core::Problems& problems);
    void setFieldProblem(const Field& field, const AppParams& typed, const QString& message, const QString& detail);

    AppParams m_params;
    ValueSlider* m_base;
    ValueSlider* m_headDim;
    ValueSlider* m_seqLen;
    ValueSlider* m_m;
    ValueSlider* m_n;
    ValueSlider* m_delta;
    ValueSlider* m_theta;
    QSpinBox* m_rotaryDim;
    ElidedLabel* m_rotaryProblem;
    QStackedWidget* m_rotaryLabel;
    QCheckBox* m_thetaOn;
    QComboBox* m_pairing;
    QComboBox* m_source;
    WholeNumberBox* m_seed;
    WholeNumberBox* m_lookBack;
    QCheckBox* m_causal;
    QPushButton* m_reset;
    QLabel* m_problem;
    QLabel* m_viewNote;
    bool m_deltaEdited = false;
};

} // namespace rope::ui
