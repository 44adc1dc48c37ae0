#pragma once
// What Open Model Config shows once a model's RoPE is applied: the layers as a strip of coloured
// cells (F full, S sliding, C chunked attention with RoPE; N without RoPE; L linear attention), one
// row per layer type with its RoPE, a choice of which layer type to explore, and the full report.

#include "ui/model/modelconfig.h"

#include <QDialog>

class QComboBox;
class QLabel;

namespace rope::ui {

using namespace rope::model;

class NopeComparison;

/// One cell per layer, coloured by its type; a click picks that layer's type.
class LayerStrip : public QWidget {
    Q_OBJECT
public:
    explicit LayerStrip(QWidget* parent = nullptr);
    void setLayers(const QString& pattern, const std::vector<LayerType>& types);
    /// The layer under `pos`, or −1.
    int layerAt(const QPoint& pos) const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void layerClicked(int layer);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRectF cellRect(int layer) const;
    QString m_pattern;
    std::vector<LayerType> m_types;
};

class ModelConfigDialog : public QDialog {
    Q_OBJECT
public:
    ModelConfigDialog(const ModelConfig& config, const QString& fileName, QWidget* parent = nullptr);

    LayerStrip* strip() const { return m_strip; }
    QComboBox* typeChoice() const { return m_type; }
    /// A RoPE layer beside a NoPE layer; null unless the model has both.
    NopeComparison* nopeComparison() const { return m_nope; }
    /// The RoPE of the layer type chosen (the full-attention layers' unless another is picked).
    core::RopeParams chosenParams() const;

private:
    ModelConfig m_config;
    LayerStrip* m_strip;
    QComboBox* m_type;
    QLabel* m_summary;
    NopeComparison* m_nope = nullptr;
};

} // namespace rope::ui
