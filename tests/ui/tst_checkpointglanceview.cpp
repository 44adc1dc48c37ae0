// The whole-checkpoint view on a checkpoint written here: its grid holds each head's low-frequency
// share worked out from the numbers written, a click on a cell asks for that head, and a click on a
// column marks the same pair in both layouts of the heads × dimensions map. A fresh view shows the
// demo checkpoint, whose shares are worked out here from the file's own bytes.

#include "ui/model/democheckpoint.h"
#include "ui/views/checkpointglanceview.h"
#include "ui/widgets/mapplot.h"

#include "testfiles.h"
#include "testutil.h"

#include <qcustomplot.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

#include <cmath>
#include <cstring>
#include <numbers>

using namespace rope::ui;
using namespace rope::model;

namespace {

constexpr int kLayers = 2, kHeads = 2, kD = 8, kHidden = 3;

float weight(int layer, int row, int column) { return float((layer * 5 + row * 3 + column * 7) % 13 - 6); }

// ‖row r of query head h‖², from the numbers written.
double rowSquare(int layer, int head, int r)
{
    double s = 0;
    for (int c = 0; c < kHidden; ++c)
        s += std::pow(weight(layer, head * kD + r, c), 2);
    return s;
}

QPoint cellPixel(MapPlot* plot, int row, int column)
{
    QCustomPlot* p = plot->plot();
    return QPoint(int(p->xAxis->coordToPixel(column)), int(p->yAxis->coordToPixel(row)));
}

} // namespace

class tst_CheckpointGlanceView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void gridHoldsTheShares();
    void clicksOpenAHeadAndMarkAPair();
    void aBrokenCheckpointIsASentence();
    void theDemoOpensFirst();

private:
    QTemporaryDir m_dir;
};

void tst_CheckpointGlanceView::initTestCase()
{
    QList<rope::test::RawTensor> tensors;
    for (int layer = 0; layer < kLayers; ++layer) {
        QList<float> q, k;
        for (int r = 0; r < kHeads * kD; ++r)
            for (int c = 0; c < kHidden; ++c)
                q << weight(layer, r, c);
        for (int r = 0; r < kD; ++r)
            for (int c = 0; c < kHidden; ++c)
                k << 1.0f;
        tensors.append({"model.layers." + QByteArray::number(layer) + ".self_attn.q_proj.weight",
                        "F32",
                        {kHeads * kD, kHidden},
                        rope::test::floats(q)});
        tensors.append({"model.layers." + QByteArray::number(layer) + ".self_attn.k_proj.weight",
                        "F32",
                        {kD, kHidden},
                        rope::test::floats(k)});
    }
    rope::test::writeFile(m_dir, "model.safetensors", rope::test::safetensorsBytes(tensors));
    // θ_i = 100^(−2i/8): wavelengths 6.3, 19.9, 62.8, 199; L = 20: pairs 2 and 3 are slow.
    rope::test::writeFile(m_dir, "config.json",
                          R"({"model_type": "llama", "head_dim": 8, "num_attention_heads": 2,
                              "num_key_value_heads": 1, "num_hidden_layers": 2, "rope_theta": 100,
                              "max_position_embeddings": 20})");
}

void tst_CheckpointGlanceView::gridHoldsTheShares()
{
    CheckpointGlanceView view;
    view.resize(1280, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.openCheckpoint(m_dir.filePath("model.safetensors"));
    ROPE_WAIT_CURRENT(&view);
    QVERIFY(view.reading());
    QVERIFY2(view.reading()->error.isEmpty(), qPrintable(view.reading()->error));
    QCOMPARE(view.facts().value("layers").toInt(), kLayers);
    QCOMPARE(view.facts().value("heads").toInt(), kHeads);
    QCPColorMapData* grid = view.gridPlot()->colorMap()->data();
    for (int layer = 0; layer < kLayers; ++layer)
        for (int head = 0; head < kHeads; ++head) {
            // Half-split, d = 8: pair i = rows (i, i + 4); slow pairs 2 and 3 = rows 2, 3, 6, 7.
            double all = 0, slow = 0;
            for (int r = 0; r < kD; ++r) {
                all += rowSquare(layer, head, r);
                if (r % 4 >= 2)
                    slow += rowSquare(layer, head, r);
            }
            ROPE_COMPARE_NEAR(grid->cell(head, layer), slow / all, 1e-6); // a float map
        }
}

void tst_CheckpointGlanceView::clicksOpenAHeadAndMarkAPair()
{
    CheckpointGlanceView view;
    view.resize(1280, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.openCheckpoint(m_dir.filePath("model.safetensors"));
    ROPE_WAIT_CURRENT(&view);
    QSignalSpy asked(&view, &CheckpointGlanceView::headRequested);
    view.gridPlot()->plot()->replot();
    QTest::mouseClick(view.gridPlot()->plot(), Qt::LeftButton, {}, cellPixel(view.gridPlot(), 1, 1));
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked[0][2].toInt(), 1); // layer
    QCOMPARE(asked[0][3].toInt(), 1); // head

    // Column 6 as stored is half-split pair 2's second component: its partner is column 2.
    view.storedPlot()->plot()->replot();
    QTest::mouseClick(view.storedPlot()->plot(), Qt::LeftButton, {}, cellPixel(view.storedPlot(), 0, 6));
    QCOMPARE(view.selectedPair(), 2);
    QCOMPARE(view.facts().value("partnerA").toInt(), 2);
    QCOMPARE(view.facts().value("partnerB").toInt(), 6);
    // Pair by pair, columns 2i and 2i + 1 are pair i: column 7 is pair 3, components 3 and 7.
    view.pairedPlot()->plot()->replot();
    QTest::mouseClick(view.pairedPlot()->plot(), Qt::LeftButton, {}, cellPixel(view.pairedPlot(), 0, 7));
    QCOMPARE(view.selectedPair(), 3);
    QCOMPARE(view.facts().value("partnerB").toInt(), 7);
    // The paired map's columns 6 and 7 hold the stored columns 3 and 7.
    QCPColorMapData* stored = view.storedPlot()->colorMap()->data();
    QCPColorMapData* paired = view.pairedPlot()->colorMap()->data();
    QCOMPARE(paired->cell(6, 1), stored->cell(3, 1));
    QCOMPARE(paired->cell(7, 1), stored->cell(7, 1));
    ROPE_COMPARE_NEAR(stored->cell(7, 1), std::sqrt(rowSquare(0, 1, 7)), 1e-5);
    QVERIFY(view.stateCaption().contains(QStringLiteral("pair 3")));
}

void tst_CheckpointGlanceView::aBrokenCheckpointIsASentence()
{
    const QString corrupt = rope::test::writeFile(m_dir, "corrupt.bin", QByteArray("\xff\xff\xff\xff\0\0\0\0{}", 10));
    CheckpointGlanceView view;
    view.resize(1000, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.openCheckpoint(corrupt, m_dir.filePath("config.json"));
    ROPE_WAIT_CURRENT(&view);
    QVERIFY(!view.facts().value("error").toString().isEmpty());
}

void tst_CheckpointGlanceView::theDemoOpensFirst()
{
    CheckpointGlanceView view;
    view.resize(1280, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ROPE_WAIT_CURRENT(&view);
    QVERIFY(view.reading());
    QVERIFY2(view.reading()->error.isEmpty(), qPrintable(view.reading()->error));
    QCOMPARE(view.viewState().value("path").toString(), QStringLiteral("demo"));

    // d = 64, base 10⁴, L = 2048: pair i is slow when 2π·10⁴^(2i/64) > 2048, i.e. i ≥ 21 (11 pairs).
    const auto slow = [](int pair) { return 2 * std::numbers::pi * std::pow(1e4, 2.0 * pair / 64) > 2048; };
    int slowPairs = 0;
    for (int i = 0; i < 32; ++i)
        slowPairs += slow(i) ? 1 : 0;
    QCOMPARE(slowPairs, 11);
    const QJsonObject facts = view.facts();
    QCOMPARE(facts.value("slowPairs").toInt(), slowPairs);
    QCOMPARE(facts.value("layers").toInt(), 6);
    QCOMPARE(facts.value("heads").toInt(), 8);

    // Each cell against the share worked out from the file's bytes: its header read as JSON, the rows
    // of q_proj as little-endian floats, half-split (row r of a head is pair r mod 32).
    const rope::model::Expected<QString> path = rope::model::demo::path();
    QVERIFY(path);
    QFile file(*path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    quint64 headerLength = 0;
    std::memcpy(&headerLength, bytes.constData(), 8);
    const QJsonObject header = QJsonDocument::fromJson(bytes.mid(8, qsizetype(headerLength))).object();
    QCPColorMapData* grid = view.gridPlot()->colorMap()->data();
    double firstLayer = 0, lastLayer = 0;
    for (int layer = 0; layer < 6; ++layer) {
        const QJsonObject q =
            header.value(QStringLiteral("model.layers.%1.self_attn.q_proj.weight").arg(layer)).toObject();
        QCOMPARE(q.value("shape").toArray(), (QJsonArray{8 * 64, 256}));
        const char* data = bytes.constData() + 8 + headerLength + q.value("data_offsets").toArray().at(0).toInteger();
        for (int head = 0; head < 8; ++head) {
            double all = 0, inSlow = 0;
            for (int r = 0; r < 64; ++r) {
                double square = 0;
                for (int c = 0; c < 256; ++c) {
                    float w = 0;
                    std::memcpy(&w, data + 4 * ((head * 64 + r) * 256 + c), 4);
                    square += double(w) * w;
                }
                all += square;
                if (slow(r % 32))
                    inSlow += square;
            }
            ROPE_COMPARE_NEAR(grid->cell(head, layer), inSlow / all, 1e-6); // a float map
            if (layer == 0)
                firstLayer += inSlow / all / 8;
            if (layer == 5)
                lastLayer += inSlow / all / 8;
        }
    }
    // What the demo plants and its tour step claims: the slow pairs' share grows with depth.
    QVERIFY2(lastLayer - firstLayer > 0.2, qPrintable(QStringLiteral("%1 → %2").arg(firstLayer).arg(lastLayer)));
    ROPE_COMPARE_NEAR(facts.value("shareRise").toDouble(), lastLayer - firstLayer, 1e-9);

    // Another checkpoint, then the button: back to the demo.
    view.openCheckpoint(m_dir.filePath("model.safetensors"));
    ROPE_WAIT_CURRENT(&view);
    QCOMPARE(view.facts().value("layers").toInt(), kLayers);
    QTest::mouseClick(view.demoButton(), Qt::LeftButton);
    ROPE_WAIT_CURRENT(&view);
    QCOMPARE(view.facts().value("layers").toInt(), 6);
    QCOMPARE(view.viewState().value("path").toString(), QStringLiteral("demo"));
}

QTEST_MAIN(tst_CheckpointGlanceView)
#include "tst_checkpointglanceview.moc"
