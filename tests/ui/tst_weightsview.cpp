// The checkpoint view driven as a learner drives it: a checkpoint written by the test's own writer,
// the head spin box stepped with the keyboard, and the bars and facts checked against hand-worked
// norms and the grouped-query head mapping.
#include "testfiles.h"
#include "ui/views/weightsview.h"

#include <QApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <qcustomplot.h>

#include <cmath>

using namespace rope::ui;
using namespace rope::model;

class tst_WeightsView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void barsHoldThePairNorms();
    void keyboardStepsThroughGroupedHeads();
    void aMismatchedConfigIsASentence();
    void aHugeBiasIsRefusedBeforeItIsRead();
    void aHeadTooWideForTheWindowIsRefusedBeforeItIsRead();
    void theDemoOpensByName();

private:
    QTemporaryDir m_dir;
    WeightsView* m_view = nullptr;
};

void tst_WeightsView::initTestCase()
{
    // 4 query heads, 2 key heads, d = 4, hidden 2.
    rope::test::writeFile(
        m_dir, "model.safetensors",
        rope::test::safetensorsBytes(
            {{"model.layers.0.self_attn.q_proj.weight", "F32", {16, 2}, rope::test::rampRows(16, 2, 1)},
             {"model.layers.0.self_attn.k_proj.weight", "F32", {8, 2}, rope::test::rampRows(8, 2, 1)}}));
    rope::test::writeFile(m_dir, "config.json",
                          R"({"model_type": "llama", "head_dim": 4, "num_attention_heads": 4, "num_key_value_heads": 2,
                              "num_hidden_layers": 1})");
    m_view = new WeightsView;
    m_view->resize(1000, 800);
    m_view->show();
    QSignalSpy updated(m_view, &View::updated);
    m_view->openCheckpoint(m_dir.path());
    QVERIFY(updated.wait(10000));
    QCOMPARE(m_view->facts().value("error").toString(), QString());
}

void tst_WeightsView::barsHoldThePairNorms()
{
    // Head 0 = rows 0–3 (values 1–4): half-split pairs (1, 3) and (2, 4).
    QCustomPlot* plot = m_view->normPlot();
    QCOMPARE(plot->plottableCount(), 2);
    auto* q = qobject_cast<QCPBars*>(plot->plottable(0));
    QVERIFY(q);
    QCOMPARE(q->data()->size(), 2);
    QCOMPARE(q->data()->at(0)->value, std::sqrt(1.0 + 9));
    QCOMPARE(q->data()->at(1)->value, std::sqrt(4.0 + 16));
    QCOMPARE(m_view->facts().value("pairs").toInt(), 2);
    // The fastest quarter is pair 0: 10 of the 30 of ‖W_Q‖².
    QVERIFY(std::abs(m_view->facts().value("fastShareQ").toDouble() - 10.0 / 30) < 1e-12);
    QCOMPARE(m_view->reading()->attention.rows(), 32); // the default token count
}

void tst_WeightsView::keyboardStepsThroughGroupedHeads()
{
    QSpinBox* head = m_view->headControl();
    QCOMPARE(head->maximum(), 3);
    for (int h = 1; h <= 3; ++h) {
        QSignalSpy updated(m_view, &View::updated);
        head->setFocus();
        QTest::keyClick(head, Qt::Key_Up);
        QVERIFY(updated.wait(10000));
        QCOMPARE(m_view->facts().value("kvHead").toInt(), h / 2); // 4 query heads share 2 key heads
    }
    // Head 3 = rows 12–15 (values 13–16); its key head 1 = rows 4–7 of W_K (values 5–8).
    auto* k = qobject_cast<QCPBars*>(m_view->normPlot()->plottable(1));
    QCOMPARE(k->data()->at(0)->value, std::sqrt(25.0 + 49));
    QTest::keyClick(head, Qt::Key_Up); // already at the last head: stays
    QCOMPARE(head->value(), 3);
}

void tst_WeightsView::aMismatchedConfigIsASentence()
{
    const QString wrong = rope::test::writeFile(m_dir, "wrong.json",
                                                R"({"model_type": "llama", "head_dim": 4, "num_attention_heads": 8})");
    QSignalSpy updated(m_view, &View::updated);
    m_view->openCheckpoint(m_dir.filePath("model.safetensors"), wrong);
    QVERIFY(updated.wait(10000));
    const QString error = m_view->facts().value("error").toString();
    QVERIFY2(error.contains(QLatin1String("config says 8 heads")), qPrintable(error));
}

void tst_WeightsView::aHugeBiasIsRefusedBeforeItIsRead()
{
    // A q_proj.bias claiming 2^33 fp16 entries (16 GiB, sparse on disk) beside a 16-row W_Q. Before,
    // the bias was decoded whole (64 GiB of doubles) before its length was checked, and the worker's
    // bad_alloc aborted the window.
    QDir(m_dir.path()).mkdir("huge-bias");
    const qint64 entries = qint64(1) << 33;
    QByteArray header = "{\"model.layers.0.self_attn.q_proj.weight\": {\"dtype\": \"F32\", \"shape\": [16, 2], "
                        "\"data_offsets\": [0, 128]}, \"model.layers.0.self_attn.k_proj.weight\": {\"dtype\": "
                        "\"F32\", \"shape\": [8, 2], \"data_offsets\": [128, 192]}, "
                        "\"model.layers.0.self_attn.q_proj.bias\": {\"dtype\": \"F16\", \"shape\": [" +
                        QByteArray::number(entries) + "], \"data_offsets\": [192, " +
                        QByteArray::number(192 + 2 * entries) + "]}}";
    while (header.size() % 8 != 0)
        header += ' ';
    const QString path = rope::test::writeFile(
        m_dir, "huge-bias/model.safetensors",
        rope::test::safetensorsWithHeader(header, rope::test::rampRows(16, 2, 1) + rope::test::rampRows(8, 2, 1)));
    QFile file(path);
    QVERIFY(file.resize(8 + header.size() + 192 + 2 * entries)); // a hole: no disk space taken
    rope::test::writeFile(m_dir, "huge-bias/config.json",
                          R"({"model_type": "llama", "head_dim": 4, "num_attention_heads": 4, "num_key_value_heads": 2,
                              "num_hidden_layers": 1})");
    QSignalSpy updated(m_view, &View::updated);
    m_view->openCheckpoint(m_dir.filePath("huge-bias"));
    QVERIFY(updated.wait(10000));
    const QString error = m_view->facts().value("error").toString();
    QVERIFY2(error.contains(QLatin1String("q_proj.bias: has 8589934592 entries; the weight needs 16")),
             qPrintable(error));
}

void tst_WeightsView::aHeadTooWideForTheWindowIsRefusedBeforeItIsRead()
{
    // One head is d = 128 rows of W_Q and W_K, 2^20 wide (holes on disk): 2.1 GB as doubles. Before,
    // the window decoded them whole (4.2 GB for a [64, 2^23] q_proj).
    QDir(m_dir.path()).mkdir("wide");
    QVERIFY(!rope::test::sparseCheckpoint(m_dir, "wide/model.safetensors",
                                          {{"model.layers.0.self_attn.q_proj.weight", {4 * 128, 1 << 20}},
                                           {"model.layers.0.self_attn.k_proj.weight", {4 * 128, 1 << 20}}})
                 .isEmpty());
    rope::test::writeFile(
        m_dir, "wide/config.json",
        R"({"model_type": "llama", "head_dim": 128, "num_attention_heads": 4, "num_hidden_layers": 1})");
    QSignalSpy updated(m_view, &View::updated);
    m_view->openCheckpoint(m_dir.filePath("wide"));
    QVERIFY(updated.wait(10000));
    const QString error = m_view->facts().value("error").toString();
    // 8 bytes × (2·128·2^20 weights + 32·2^20 embeddings + 4·32·128 + 2·32²) = 2416 MB.
    QVERIFY2(error.contains(QLatin1String("needs about 2416 MB (d = 128, hidden size 1048576)")) &&
                 error.contains(QLatin1String("up to 1000 MB")),
             qPrintable(error));
}

void tst_WeightsView::theDemoOpensByName()
{
    // A session or a grid click names the demo "demo": it is written, read, and kept by that name.
    QSignalSpy updated(m_view, &View::updated);
    m_view->applyViewState({{"path", "demo"}, {"layer", 2}, {"head", 0}});
    QVERIFY(updated.wait(10000));
    QCOMPARE(m_view->facts().value("error").toString(), QString());
    QCOMPARE(m_view->facts().value("pairs").toInt(), 32);
    QCOMPARE(m_view->viewState().value("path").toString(), QStringLiteral("demo"));
    QVERIFY2(m_view->sourceLabel()->text().startsWith(QLatin1String("the demo checkpoint")),
             qPrintable(m_view->sourceLabel()->text()));
}

QTEST_MAIN(tst_WeightsView)
#include "tst_weightsview.moc"
