// Open Model Config's dialog: the layer strip and the choice of a layer type, driven with clicks.

#include "ui/window/modelconfigdialog.h"
#include "ui/window/nopecomparison.h"

#include <QComboBox>
#include <QtTest>

using namespace rope::ui;
using namespace rope::model;

class tst_ModelConfigDialog : public QObject {
    Q_OBJECT

private slots:
    void stripPicksTheLayerType();
    void configWithoutLayersHasNoChoice();
    void nopeLayerBesideARopeLayer();
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

void tst_ModelConfigDialog::nopeLayerBesideARopeLayer()
{
    // Llama 4 Scout: chunked RoPE layers (C) and every 4th layer NoPE, with temperature tuning.
    const Expected<ModelConfig> config = parseModelConfig(R"({"model_type": "llama4_text", "attention_chunk_size": 8192,
        "attn_temperature_tuning": 4, "head_dim": 128, "hidden_size": 5120, "no_rope_layers": [],
        "num_attention_heads": 40, "num_hidden_layers": 48, "rope_theta": 500000.0})");
    QVERIFY2(config, qPrintable(config.message()));
    ModelConfigDialog dialog(*config, QStringLiteral("config.json"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const NopeComparison* nope = dialog.nopeComparison();
    QVERIFY(nope);
    // Without position every logit of a row is equal: query m spreads 1/(m + 1) over keys 0 … m.
    const auto& flat = nope->nopeWeights();
    for (int m : {0, 5, 31})
        for (int n = 0; n < NopeComparison::kTokens; ++n)
            QVERIFY(std::abs(flat(m, n) - (n <= m ? 1.0 / (m + 1) : 0.0)) < 1e-12);
    // With RoPE the same vectors give a row that is not flat, and still causal and normalised.
    const auto& rope = nope->ropeWeights();
    QVERIFY((rope.row(31).array() - 1.0 / 32).abs().maxCoeff() > 1e-3);
    QVERIFY(std::abs(rope.row(31).sum() - 1) < 1e-12);
    QVERIFY(rope(3, 4) == 0.0);
    QVERIFY(nope->temperaturePlot());
    if (const QByteArray dir = qgetenv("ROPE_TEST_SHOTS"); !dir.isEmpty())
        dialog.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/modelconfigdialog-nope.png"));

    // Gemma 3 has no NoPE layer: nothing to compare.
    const Expected<ModelConfig> gemma = parseModelConfig(R"({"model_type": "gemma3_text", "head_dim": 128,
        "num_attention_heads": 32, "num_hidden_layers": 12, "sliding_window": 1024})");
    QVERIFY(gemma);
    QVERIFY(!ModelConfigDialog(*gemma, QStringLiteral("g.json")).nopeComparison());
}

QTEST_MAIN(tst_ModelConfigDialog)
#include "tst_modelconfigdialog.moc"
