#pragma once
// File → Load Tensors: Q, K (and V) from .npy files, validated before the dialog closes.

#include "ui/model/appparams.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace rope::model {
class Settings;
} // namespace rope::model

namespace rope::ui {

using namespace rope::model;

/// Q, K (and V) from .npy files, the head of an (H, N, d) array, the first position and the pairing.
class TensorDialog : public QDialog {
    Q_OBJECT
public:
    TensorDialog(QWidget* parent, Settings* settings, const AppParams& current);

    QLineEdit* queryPath() const { return m_q; }
    QLineEdit* keyPath() const { return m_k; }
    QLineEdit* valuePath() const { return m_v; }
    QSpinBox* headChoice() const { return m_head; }
    QDoubleSpinBox* firstPosition() const { return m_first; }
    QComboBox* pairingChoice() const { return m_pairing; }
    QString errorText() const;

    /// The parameters with the tensors in place (valid after accept()).
    const AppParams& params() const { return m_params; }

    void accept() override;

private:
    QLineEdit* fileRow(const QString& label, const QString& tip, QFormLayout* form);

    Settings* m_settings;
    AppParams m_params;
    QLineEdit* m_q;
    QLineEdit* m_k;
    QLineEdit* m_v;
    QSpinBox* m_head;
    QDoubleSpinBox* m_first;
    QComboBox* m_pairing;
    QLabel* m_error;
};

} // namespace rope::ui
