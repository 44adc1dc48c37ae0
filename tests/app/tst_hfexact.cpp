// `--precision fp32-hf` and `bf16-hf` against a transcription of transformers' code written here
// (modeling_rope_utils.py's default, linear, llama3 and yarn inv_freq; LlamaRotaryEmbedding.forward;
// apply_rotary_pos_emb), one float / Eigen::bfloat16 operation at a time.
#include <QJsonArray>
#include <QtTest>

#include <Eigen/Core>

#include "apprun.h"

#include <cmath>
#include <numbers>

using namespace rope::test;

namespace {

float bf(float x) { return static_cast<float>(Eigen::bfloat16(x)); }

// inv_freq in float32 for d = 128, base 500000, by method.
std::vector<float> invFreq(const QString& method)
{
    const int dim = 128;
    const float base = 500000.0f;
    std::vector<float> pos(64), inv(64);
    for (int i = 0; i < 64; ++i) {
        pos[size_t(i)] = std::pow(base, float(2 * i) / float(dim));
        inv[size_t(i)] = 1.0f / pos[size_t(i)];
    }
    if (method == "linear")
        for (float& t : inv)
            t /= 4.0f;
    if (method == "llama3") { // factor 8, low 1, high 4, original 8192
        for (float& t : inv) {
            const float wl = float(2 * std::numbers::pi) / t;
            const float llama = wl > 8192.0f ? t / 8.0f : t;
            const float smooth = (8192.0f / wl - 1.0f) / 3.0f;
            const float smoothed = (1.0f - smooth) * llama / 8.0f + smooth * llama;
            t = (!(wl < 2048.0f) && !(wl > 8192.0f)) ? smoothed : llama;
        }
    }
    return inv;
}

} // namespace

class tst_HfExact : public QObject {
    Q_OBJECT
private slots:
    void rotateMatchesTranscription_data();
    void rotateMatchesTranscription();
};

void tst_HfExact::rotateMatchesTranscription_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("mode");
    for (const char* m : {"none", "linear", "llama3"})
        for (const char* p : {"fp32-hf", "bf16-hf"})
            QTest::newRow(qPrintable(QString("%1 %2").arg(m, p))) << QString(m) << QString(p);
}

void tst_HfExact::rotateMatchesTranscription()
{
    QFETCH(QString, method);
    QFETCH(QString, mode);
    QStringList x;
    std::vector<float> xf;
    for (int j = 0; j < 128; ++j) {
        xf.push_back(float(std::sin(0.37 * j + 0.1)));
        x << QString::number(double(xf.back()), 'g', 17);
    }
    QStringList args = {"compute", "rotate", "--input", x.join(','), "--positions", "30000", "--head-dim", "128",
                        "--pairing", "half-split", "--base", "500000", "--precision", mode, "--scaling", method};
    if (method == "linear")
        args << "--factor" << "4";
    if (method == "llama3")
        args << "--factor" << "8" << "--original-max-position-embeddings" << "8192";
    const AppRun r = runApp(args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.error()));
    const QJsonArray got = r.json()["rotated"].toArray()[0].toArray();
    const bool b = mode == "bf16-hf";
    const auto round = [b](float v) { return b ? bf(v) : v; };
    const std::vector<float> inv = invFreq(method);
    double worst = 0;
    for (int i = 0; i < 64; ++i) {
        const float angle = inv[size_t(i)] * 30000.0f;
        const float c = round(std::cos(angle)), s = round(std::sin(angle));
        const float a = round(xf[size_t(i)]), bb = round(xf[size_t(i + 64)]);
        const float first = round(round(a * c) + round(-bb * s));
        const float second = round(round(bb * c) + round(a * s));
        for (const auto& [j, want] : {std::pair{i, first}, std::pair{i + 64, second}}) {
            const double diff = std::abs(got[j].toDouble() - double(want));
            // bf16: at most one ulp (2^-7 relative); fp32: 1e-6 relative
            const double tol = b ? std::ldexp(1.0, std::ilogb(std::max(std::abs(want), 1e-30f)) - 7) : 1e-6 * std::abs(want) + 1e-12;
            worst = std::max(worst, diff / std::max(1e-30, double(std::abs(want))));
            QVERIFY2(diff <= tol, qPrintable(QString("component %1: got %2, want %3").arg(j).arg(got[j].toDouble()).arg(want)));
        }
    }
    qInfo("%s %s: max relative difference %.3g", qPrintable(method), qPrintable(mode), worst);
}

QTEST_GUILESS_MAIN(tst_HfExact)
#include "tst_hfexact.moc"
