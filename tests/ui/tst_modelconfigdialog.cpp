// Open Model Config's dialog: the layer strip and the choice of a layer type, driven with clicks.

#include "ui/window/modelconfigdialog.h"

#include <QComboBox>
#include <QtTest>

using namespace rope::ui;

class tst_ModelConfigDialog : public QObject {
    Q_OBJECT

private slots:
    void stripPicksTheLayerType();
    void configWithoutLayersHasNoChoice();
};

void tst_ModelConfigDialog::stripPicksTheLayerType()
{
    // Gemma 3 27B's text_config: 62 layers, every 6th global (base 1e6, linear ×8), the rest sliding (1e4).
    const Expected<ModelConfig> config = parseModelConfig(R"({"model_type": "gemma3", "text_config": {
        "head_dim": 128, "model_type": "gemma3_text", "num_attention_heads": 32, "num_hidden_layers": 62,
        "query_pre_attn_scalar": 168, "rope_scaling": {"factor": 8.0, "rope_type": "linear"},
        "sliding_window": 1024}})");
    QVERIFY(config);
    ModelConfigDialog dialog(*config, QStringLiteral("config.json"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.typeChoice()->count(), 2);
    QCOMPARE(dialog.chosenParams().base, 1e6); // the full-attention layers first
    QCOMPARE(dialog.chosenParams().scaling.method, rope::core::ScalingMethod::Linear);

    LayerStrip* strip = dialog.strip();
    const double cell = double(strip->width()) / 62;
    QCOMPARE(strip->layerAt(QPoint(int(cell * 0.5), strip->height() / 2)), 0);
    QTest::mouseClick(strip, Qt::LeftButton, {}, QPoint(int(cell * 2.5), strip->height() / 2)); // layer 2: sliding
    QCOMPARE(dialog.typeChoice()->currentText(), QStringLiteral("sliding_attention (S)"));
    QCOMPARE(dialog.chosenParams().base, 1e4);
    QCOMPARE(dialog.chosenParams().scaling.method, rope::core::ScalingMethod::None);
    QTest::mouseClick(strip, Qt::LeftButton, {}, QPoint(int(cell * 5.5), strip->height() / 2)); // layer 5: global
    QCOMPARE(dialog.chosenParams().base, 1e6);
    if (const QByteArray dir = qgetenv("ROPE_TEST_SHOTS"); !dir.isEmpty())
        dialog.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/modelconfigdialog.png"));
}

void tst_ModelConfigDialog::configWithoutLayersHasNoChoice()
{
    const Expected<ModelConfig> config =
        parseModelConfig(R"({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32})");
    QVERIFY(config);
    ModelConfigDialog dialog(*config, QStringLiteral("llama.json"));
    QCOMPARE(dialog.typeChoice()->count(), 0);
    QVERIFY(dialog.chosenParams() == config->rope);
}

QTEST_MAIN(tst_ModelConfigDialog)
#include "tst_modelconfigdialog.moc"
