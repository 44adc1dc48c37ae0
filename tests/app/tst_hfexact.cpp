// `--precision fp32-hf` and `bf16-hf` against a transcription of transformers' code written here, one
// float / Eigen::bfloat16 operation at a time:
// - modeling_rope_utils.py: _compute_default_rope_parameters, _compute_linear_scaling_rope_parameters,
//   _compute_dynamic_ntk_parameters (seq_len from dynamic_rope_update), _compute_yarn_parameters,
//   _compute_longrope_parameters, _compute_llama3_parameters; "ntk" is the app's static NTK-aware base
//   (base · factor^(d/(d−2)) in Python floats, as Code Llama-style configs state it);
// - modeling_llama.py: LlamaRotaryEmbedding.forward, rotate_half, apply_rotary_pos_emb and
//   eager_attention_forward.
// Every subcommand that takes the modes (rotate, score, curve, attention, frequencies) and every scaling
// method. fp32-hf must agree within 1e-6 relative (matmul sums may be ordered otherwise), bf16-hf within
// one bf16 ulp of each value.
#include <QJsonArray>
#include <QtTest>

#include <Eigen/Core>

#include "apprun.h"
#include "testfiles.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

using namespace rope::test;

namespace {

constexpr int kDim = 64;
constexpr int kPairs = kDim / 2;
constexpr double kBase = 500000.0;

struct Method {
    QString name;
    QStringList options; // what the command line is told
};

// The scaling methods, each with the configuration the command line is given.
QList<Method> methods()
{
    return {
        {"none", {}},
        {"linear", {"--factor", "4"}},
        {"ntk", {"--factor", "4"}},
        {"dynamic", {"--factor", "4", "--original-max-position-embeddings", "4096", "--seq-len", "30000"}},
        {"yarn",
         {"--factor", "16", "--original-max-position-embeddings", "4096", "--max-position-embeddings", "65536"}},
        {"yarn-deepseek",
         {"--factor", "40", "--original-max-position-embeddings", "4096", "--max-position-embeddings", "163840",
          "--mscale", "0.707", "--mscale-all-dim", "0.707", "--beta-fast", "32", "--beta-slow", "1"}},
        {"yarn-untruncated",
         {"--factor", "32", "--original-max-position-embeddings", "4096", "--max-position-embeddings", "131072",
          "--truncate", "false", "--beta-fast", "32", "--beta-slow", "1"}},
        {"llama3", {"--factor", "8", "--original-max-position-embeddings", "8192"}},
        {"longrope",
         {"--original-max-position-embeddings", "4096", "--max-position-embeddings", "131072", "--seq-len", "30000"}},
    };
}

std::vector<double> longFactors()
{
    std::vector<double> f(kPairs);
    for (int i = 0; i < kPairs; ++i)
        f[size_t(i)] = 1.0 + 0.37 * i;
    return f;
}
std::vector<double> shortFactors()
{
    std::vector<double> f(kPairs);
    for (int i = 0; i < kPairs; ++i)
        f[size_t(i)] = 1.0 + 0.01 * i;
    return f;
}

QString joined(const std::vector<double>& values)
{
    QStringList s;
    for (double v : values)
        s << QString::number(v, 'g', 17);
    return s.join(',');
}

QStringList cliOptions(const Method& m)
{
    const QString method = m.name.startsWith("yarn") ? QStringLiteral("yarn") : m.name;
    QStringList args = {"--head-dim", QString::number(kDim),           "--pairing", "half-split",
                        "--base",     QString::number(kBase, 'g', 17), "--scaling", method};
    args << m.options;
    if (m.name == "longrope")
        args << "--short-factor" << joined(shortFactors()) << "--long-factor" << joined(longFactors());
    return args;
}

// --- the transcription ------------------------------------------------------------------------------

struct Buffers {
    std::vector<float> invFreq;
    double attentionFactor = 1.0; // a Python float
};

// base ** (torch.arange(0, dim, 2).float() / dim): a float32 tensor.
std::vector<float> posFreqs(float base)
{
    std::vector<float> out(kPairs);
    for (int i = 0; i < kPairs; ++i)
        out[size_t(i)] = std::pow(base, float(2 * i) / float(kDim));
    return out;
}

double getMscale(double scale, double mscale = 1.0)
{
    return scale <= 1.0 ? 1.0 : 0.1 * mscale * std::log(scale) + 1.0;
}

Buffers transformersBuffers(const QString& name)
{
    Buffers b;
    b.invFreq.resize(kPairs);
    const auto defaultInv = [&b](float base) {
        const std::vector<float> p = posFreqs(base);
        for (int i = 0; i < kPairs; ++i)
            b.invFreq[size_t(i)] = 1.0f / p[size_t(i)];
    };
    if (name == "none") {
        defaultInv(float(kBase));
    } else if (name == "linear") {
        defaultInv(float(kBase));
        for (float& t : b.invFreq)
            t /= 4.0f;
    } else if (name == "ntk") {
        defaultInv(float(kBase * std::pow(4.0, double(kDim) / (kDim - 2))));
    } else if (name == "dynamic") {
        // seq_len = max(position_ids) + 1 as an int64 tensor: factor * seq_len / max_pos - (factor - 1) in
        // float32, ** (dim / (dim - 2)), times base: a float32 tensor.
        float t = 4.0f * 30000.0f;
        t = t / 4096.0f;
        t = t - 3.0f;
        // A 0-dim float32 tensor ** a Python float: PyTorch raises in double and rounds once.
        t = float(std::pow(double(t), double(kDim) / (kDim - 2)));
        defaultInv(float(kBase) * t);
    } else if (name.startsWith("yarn")) {
        double factor = 16, original = 4096;
        double betaFast = 32, betaSlow = 1;
        bool truncate = true;
        if (name == "yarn-deepseek") {
            factor = 40;
            b.attentionFactor = getMscale(factor, 0.707) / getMscale(factor, 0.707);
        } else {
            if (name == "yarn-untruncated") {
                factor = 32;
                truncate = false;
            }
            b.attentionFactor = getMscale(factor);
        }
        const auto correctionDim = [&](double rotations) {
            return (kDim * std::log(original / (rotations * 2 * std::numbers::pi))) / (2 * std::log(kBase));
        };
        double low = correctionDim(betaFast), high = correctionDim(betaSlow);
        if (truncate) {
            low = std::floor(low);
            high = std::ceil(high);
        }
        low = std::max(low, 0.0);
        high = std::min(high, double(kDim - 1));
        if (low == high)
            high += 0.001;
        const std::vector<float> pos = posFreqs(float(kBase));
        for (int i = 0; i < kPairs; ++i) {
            const float ramp = std::clamp((float(i) - float(low)) / float(high - low), 0.0f, 1.0f);
            const float extrapolationFactor = 1.0f - ramp;
            const float extrapolation = 1.0f / pos[size_t(i)];
            const float interpolation = 1.0f / (float(factor) * pos[size_t(i)]);
            b.invFreq[size_t(i)] = interpolation * (1.0f - extrapolationFactor) + extrapolation * extrapolationFactor;
        }
    } else if (name == "llama3") {
        defaultInv(float(kBase));
        const float factor = 8, low = 1, high = 4, old = 8192;
        const float lowWavelength = old / low, highWavelength = old / high;
        for (float& t : b.invFreq) {
            const float wavelength = float(2 * std::numbers::pi) / t;
            const float llama = wavelength > lowWavelength ? t / factor : t;
            const float smooth = (old / wavelength - low) / (high - low);
            const float smoothed = (1.0f - smooth) * llama / factor + smooth * llama;
            const bool medium = !(wavelength < highWavelength) && !(wavelength > lowWavelength);
            t = medium ? smoothed : llama;
        }
    } else if (name == "longrope") {
        // factor = max_position_embeddings / original_max_position_embeddings = 32; seq_len 20000 > 4096:
        // the long factors.
        const double factor = 131072.0 / 4096.0;
        b.attentionFactor = std::sqrt(1 + std::log(factor) / std::log(4096.0));
        const std::vector<double> ext = longFactors();
        const std::vector<float> pos = posFreqs(float(kBase));
        for (int i = 0; i < kPairs; ++i)
            b.invFreq[size_t(i)] = 1.0f / (float(ext[size_t(i)]) * pos[size_t(i)]);
    }
    return b;
}

float bf(float x) { return static_cast<float>(Eigen::bfloat16(x)); }

struct Dtype {
    bool bf16 = false;
    float operator()(float x) const { return bf16 ? bf(x) : x; }
};

// LlamaRotaryEmbedding.forward then apply_rotary_pos_emb, for one row x at one position.
std::vector<float> rotated(const Buffers& b, const std::vector<float>& x, float position, Dtype to)
{
    const float scaling = float(b.attentionFactor);
    std::vector<float> q(x.size()), out(x.size());
    for (size_t j = 0; j < x.size(); ++j)
        q[j] = to(x[j]);
    for (int i = 0; i < kPairs; ++i) {
        const float angle = b.invFreq[size_t(i)] * position; // inv_freq @ position_ids, one product
        const float c = to(std::cos(angle) * scaling), s = to(std::sin(angle) * scaling);
        const float a = q[size_t(i)], bb = q[size_t(i + kPairs)];
        // q * cos + rotate_half(q) * sin; rotate_half = cat((-x2, x1))
        out[size_t(i)] = to(to(a * c) + to(to(-bb) * s));
        out[size_t(i + kPairs)] = to(to(bb * c) + to(a * s));
    }
    return out;
}

// One entry of torch.matmul: float32 accumulation, rounded once to the dtype; also Σ|aᵢbᵢ|, the scale
// of the rounding errors a different summation order can make.
std::pair<float, double> matmulEntry(const std::vector<float>& a, const std::vector<float>& b, Dtype to)
{
    float sum = 0;
    double magnitude = 0;
    for (size_t j = 0; j < a.size(); ++j) {
        sum += a[j] * b[j];
        magnitude += std::abs(double(a[j]) * b[j]);
    }
    return {to(sum), magnitude};
}

std::vector<float> row(int seed, int size)
{
    std::vector<float> x(static_cast<size_t>(size));
    for (int j = 0; j < size; ++j)
        x[size_t(j)] = float(std::sin(0.37 * j + 0.1 + 1.3 * seed) + 0.25 * std::cos(0.11 * j * (seed + 1)));
    return x;
}

// Rows as a float32 .npy file in the test's folder: the inputs are exactly these floats.
QString rowsFile(const QTemporaryDir& dir, const QString& name, const std::vector<std::vector<float>>& rows)
{
    QList<float> values;
    for (const auto& r : rows)
        values.append(QList<float>(r.begin(), r.end()));
    return writeFile(dir, name, npyBytes("<f4", {qint64(rows.size()), qint64(rows.front().size())}, floats(values)));
}

QString rowText(const std::vector<float>& x)
{
    QStringList s;
    for (float v : x)
        s << QString::number(double(v), 'g', 9); // 9 digits: the float itself
    return s.join(',');
}

// |got − want| within the mode's tolerance: one bf16 ulp of want (bf16-hf), or 1e-6 of the larger of
// |want| and `scale` (fp32-hf; scale bounds what a different summation order changes).
bool close(double got, float want, bool bf16, double scale = 0)
{
    const double diff = std::abs(got - double(want));
    if (bf16) {
        if (want == 0.0f)
            return got == 0.0;
        const double ulp = std::ldexp(1.0, std::ilogb(want) - 7);
        return diff <= ulp;
    }
    return diff <= 1e-6 * std::max(double(std::abs(want)), scale) + 1e-30;
}

QString mismatch(const char* what, int index, double got, float want)
{
    return QStringLiteral("%1[%2]: got %3, the transcription gives %4")
        .arg(QLatin1String(what))
        .arg(index)
        .arg(got, 0, 'g', 10)
        .arg(double(want), 0, 'g', 10);
}

void addRows()
{
    QTest::addColumn<int>("method");
    QTest::addColumn<QString>("mode");
    const QList<Method> all = methods();
    for (int i = 0; i < all.size(); ++i)
        for (const char* mode : {"fp32-hf", "bf16-hf"})
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(all[i].name, QLatin1String(mode))))
                << i << QString::fromLatin1(mode);
}

} // namespace

class tst_HfExact : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
private slots:
    void frequenciesMatchTranscription_data() { addRows(); }
    void frequenciesMatchTranscription();
    void rotateMatchesTranscription_data() { addRows(); }
    void rotateMatchesTranscription();
    void scoreMatchesTranscription_data() { addRows(); }
    void scoreMatchesTranscription();
    void curveMatchesTranscription_data() { addRows(); }
    void curveMatchesTranscription();
    void attentionMatchesTranscription_data() { addRows(); }
    void attentionMatchesTranscription();
    void headsInOneCall();
    void plainFp32DiffersFromHf();
};

void tst_HfExact::frequenciesMatchTranscription()
{
    QFETCH(int, method);
    QFETCH(QString, mode);
    const Method m = methods()[method];
    const AppRun r = runApp(QStringList{"compute", "frequencies", "--precision", mode} + cliOptions(m));
    QVERIFY2(r.exitCode == 0, qPrintable(r.error()));
    const Buffers want = transformersBuffers(m.name);
    const QJsonArray got = r.json()["inv_freq"].toArray();
    QCOMPARE(got.size(), kPairs);
    for (int i = 0; i < kPairs; ++i) // the float32 buffer itself, in both modes
        QVERIFY2(close(got[i].toDouble(), want.invFreq[size_t(i)], false),
                 qPrintable(mismatch("inv_freq", i, got[i].toDouble(), want.invFreq[size_t(i)])));
    QVERIFY(std::abs(r.json()["attention_scaling_float32"].toDouble() - double(float(want.attentionFactor))) <= 1e-7);
}

void tst_HfExact::rotateMatchesTranscription()
{
    QFETCH(int, method);
    QFETCH(QString, mode);
    const Method m = methods()[method];
    const bool bf16 = mode == "bf16-hf";
    const Dtype to{bf16};
    const std::vector<float> x = row(0, kDim);
    // Three positions: near the start, past the original length, and far out where angles are large.
    const std::vector<float> positions = {3, 5000, 30000};
    const AppRun r = runApp(QStringList{"compute", "rotate", "--input", rowsFile(m_dir, "x.npy", {x, x, x}),
                                        "--positions", "3,5000,30000", "--precision", mode} +
                            cliOptions(m));
    QVERIFY2(r.exitCode == 0, qPrintable(r.error()));
    const Buffers b = transformersBuffers(m.name);
    const QJsonArray rows = r.json()["rotated"].toArray();
    QCOMPARE(rows.size(), 3);
    for (int p = 0; p < 3; ++p) {
        const std::vector<float> want = rotated(b, x, positions[size_t(p)], to);
        const QJsonArray got = rows[p].toArray();
        for (int j = 0; j < kDim; ++j)
            QVERIFY2(close(got[j].toDouble(), want[size_t(j)], bf16, std::abs(x[size_t(j)])),
                     qPrintable(mismatch("rotated", j, got[j].toDouble(), want[size_t(j)])));
    }
}

void tst_HfExact::scoreMatchesTranscription()
{
    QFETCH(int, method);
    QFETCH(QString, mode);
    const Method m = methods()[method];
    const bool bf16 = mode == "bf16-hf";
    const Dtype to{bf16};
    const std::vector<float> q = row(1, kDim), k = row(2, kDim);
    const AppRun r = runApp(QStringList{"compute", "score", "--q", rowText(q), "--k", rowText(k), "--m", "12000", "--n",
                                        "11000", "--precision", mode} +
                            cliOptions(m));
    QVERIFY2(r.exitCode == 0, qPrintable(r.error()));
    const Buffers b = transformersBuffers(m.name);
    const auto [score, scale] = matmulEntry(rotated(b, q, 12000, to), rotated(b, k, 11000, to), to);
    // attn_weights = matmul(query, key.T) * scaling: the product in the dtype.
    const float logit = to(score * float(1.0 / std::sqrt(double(kDim))));
    const QJsonObject o = r.json();
    QVERIFY2(close(o["score"].toDouble(), score, bf16, scale),
             qPrintable(mismatch("score", 0, o["score"].toDouble(), score)));
    QVERIFY2(close(o["logit"].toDouble(), logit, bf16, scale / 8),
             qPrintable(mismatch("logit", 0, o["logit"].toDouble(), logit)));
    QCOMPARE(o["delta"].toDouble(), 1000.0);
}

void tst_HfExact::curveMatchesTranscription()
{
    QFETCH(int, method);
    QFETCH(QString, mode);
    const Method m = methods()[method];
    const bool bf16 = mode == "bf16-hf";
    const Dtype to{bf16};
    const std::vector<float> q = row(3, kDim), k = row(4, kDim);
    const AppRun r = runApp(QStringList{"compute", "curve", "--q", rowText(q), "--k", rowText(k), "--deltas",
                                        "0,1,7,100,4095,4096,20000,65000", "--precision", mode} +
                            cliOptions(m));
    QVERIFY2(r.exitCode == 0, qPrintable(r.error()));
    const Buffers b = transformersBuffers(m.name);
    const std::vector<float> keyAtZero = rotated(b, k, 0, to);
    const QJsonArray got = r.json()["score"].toArray();
    const std::vector<float> deltas = {0, 1, 7, 100, 4095, 4096, 20000, 65000};
    QCOMPARE(got.size(), int(deltas.size()));
    for (size_t i = 0; i < deltas.size(); ++i) { // the query at Δ, the key at 0
        const auto [want, scale] = matmulEntry(rotated(b, q, deltas[i], to), keyAtZero, to);
        QVERIFY2(close(got[int(i)].toDouble(), want, bf16, scale),
                 qPrintable(mismatch("score", int(i), got[int(i)].toDouble(), want)));
    }
}

void tst_HfExact::attentionMatchesTranscription()
{
    QFETCH(int, method);
    QFETCH(QString, mode);
    const Method m = methods()[method];
    const bool bf16 = mode == "bf16-hf";
    const Dtype to{bf16};
    const int tokens = 6;
    const std::vector<float> positions = {0, 1, 2, 3000, 3001, 9000};
    std::vector<std::vector<float>> q, k, v;
    for (int t = 0; t < tokens; ++t) {
        q.push_back(row(10 + t, kDim));
        k.push_back(row(20 + t, kDim));
        v.push_back(row(30 + t, 4));
    }
    const AppRun r = runApp(QStringList{"compute", "attention", "--q", rowsFile(m_dir, "q.npy", q), "--k",
                                        rowsFile(m_dir, "k.npy", k), "--v", rowsFile(m_dir, "v.npy", v), "--positions",
                                        "0,1,2,3000,3001,9000", "--mask", "causal", "--precision", mode} +
                            cliOptions(m));
    QVERIFY2(r.exitCode == 0, qPrintable(r.error()));
    const Buffers b = transformersBuffers(m.name);
    const QJsonObject o = r.json();
    const QJsonArray gotLogits = o["logits"].toArray(), gotWeights = o["weights"].toArray(),
                     gotOutput = o["output"].toArray();
    const float scaling = float(1.0 / std::sqrt(double(kDim)));
    for (int i = 0; i < tokens; ++i) {
        const std::vector<float> qi = rotated(b, q[size_t(i)], positions[size_t(i)], to);
        // eager_attention_forward: matmul · scaling (+ the mask), softmax in float32, cast to the dtype.
        std::vector<float> logits(size_t(tokens), -std::numeric_limits<float>::infinity());
        std::vector<double> scales(size_t(tokens), 0);
        float top = -std::numeric_limits<float>::infinity();
        for (int j = 0; j <= i; ++j) {
            const auto [dot, scale] = matmulEntry(qi, rotated(b, k[size_t(j)], positions[size_t(j)], to), to);
            logits[size_t(j)] = to(dot * scaling);
            scales[size_t(j)] = scale * scaling;
            top = std::max(top, logits[size_t(j)]);
        }
        float sum = 0;
        std::vector<float> weights(size_t(tokens), 0.0f);
        for (int j = 0; j <= i; ++j) {
            weights[size_t(j)] = std::exp(logits[size_t(j)] - top);
            sum += weights[size_t(j)];
        }
        for (int j = 0; j <= i; ++j)
            weights[size_t(j)] = to(weights[size_t(j)] * (1.0f / sum));
        const QJsonArray gl = gotLogits[i].toArray(), gw = gotWeights[i].toArray(), go = gotOutput[i].toArray();
        for (int j = 0; j < tokens; ++j) {
            if (j > i) {
                QVERIFY2(gw[j].toDouble() == 0.0, "a hidden key has weight 0");
                continue;
            }
            QVERIFY2(close(gl[j].toDouble(), logits[size_t(j)], bf16, scales[size_t(j)]),
                     qPrintable(mismatch("logits", i * tokens + j, gl[j].toDouble(), logits[size_t(j)])));
            // A weight's error follows its logits' (×|w| per unit of logit error): 1e-6 of the row's scale.
            double rowScale = 0;
            for (int jj = 0; jj <= i; ++jj)
                rowScale = std::max(rowScale, scales[size_t(jj)]);
            QVERIFY2(close(gw[j].toDouble(), weights[size_t(j)], bf16, 4 * rowScale * weights[size_t(j)]),
                     qPrintable(mismatch("weights", i * tokens + j, gw[j].toDouble(), weights[size_t(j)])));
        }
        for (int c = 0; c < 4; ++c) { // attn_output = matmul(weights, values)
            std::vector<float> w(weights.begin(), weights.end()), column;
            for (int j = 0; j < tokens; ++j)
                column.push_back(to(v[size_t(j)][size_t(c)]));
            const auto [want, scale] = matmulEntry(w, column, to);
            QVERIFY2(close(go[c].toDouble(), want, bf16, 8 * scale),
                     qPrintable(mismatch("output", i * 4 + c, go[c].toDouble(), want)));
        }
    }
}

// (H, N, d) queries against (H_kv, N, d) keys and values in one call: head h of the (H, N, N) result is
// the single-head attention of query head h with key/value head h / (H / H_kv), as repeat_kv shares them.
void tst_HfExact::headsInOneCall()
{
    const int heads = 4, kvHeads = 2, tokens = 5;
    std::vector<std::vector<float>> q, k, v;
    for (int h = 0; h < heads; ++h)
        for (int t = 0; t < tokens; ++t)
            q.push_back(row(40 + 7 * h + t, kDim));
    for (int h = 0; h < kvHeads; ++h)
        for (int t = 0; t < tokens; ++t) {
            k.push_back(row(80 + 7 * h + t, kDim));
            v.push_back(row(120 + 7 * h + t, 3));
        }
    const auto stackFile = [&](const QString& name, const std::vector<std::vector<float>>& rows, int count) {
        QList<float> values;
        for (const auto& r : rows)
            values.append(QList<float>(r.begin(), r.end()));
        return writeFile(m_dir, name, npyBytes("<f4", {count, tokens, qint64(rows.front().size())}, floats(values)));
    };
    const QStringList common =
        QStringList{"--positions", "0:5", "--mask", "causal", "--precision", "bf16-hf"} + cliOptions(methods()[0]);
    const AppRun all = runApp(QStringList{"compute", "attention", "--q", stackFile("qh.npy", q, heads), "--k",
                                          stackFile("kh.npy", k, kvHeads), "--v", stackFile("vh.npy", v, kvHeads)} +
                              common);
    QVERIFY2(all.exitCode == 0, qPrintable(all.error()));
    QCOMPARE(all.json()["heads"].toObject()["key_value_head_of_query_head"].toArray(), (QJsonArray{0, 0, 1, 1}));
    const QJsonArray weights = all.json()["weights"].toArray();
    QCOMPARE(weights.size(), heads);
    for (int h = 0; h < heads; ++h) {
        const auto slice = [&](const std::vector<std::vector<float>>& rows, int head) {
            return std::vector<std::vector<float>>(rows.begin() + head * tokens, rows.begin() + (head + 1) * tokens);
        };
        const int kv = h / (heads / kvHeads);
        const AppRun one = runApp(QStringList{"compute", "attention", "--q", rowsFile(m_dir, "q1.npy", slice(q, h)),
                                              "--k", rowsFile(m_dir, "k1.npy", slice(k, kv)), "--v",
                                              rowsFile(m_dir, "v1.npy", slice(v, kv))} +
                                  common);
        QVERIFY2(one.exitCode == 0, qPrintable(one.error()));
        QCOMPARE(weights[h].toArray(), one.json()["weights"].toArray()); // the same arithmetic, bit for bit
        QCOMPARE(all.json()["output"].toArray()[h].toArray(), one.json()["output"].toArray());
    }
}

// The reason for the modes: plain fp32 rounds the exact rotation once, Hugging Face's float32 θ and
// angles drift at large positions. At position 30000 the two differ by far more than fp32-hf's 1e-6.
void tst_HfExact::plainFp32DiffersFromHf()
{
    const std::vector<float> x = row(0, kDim);
    const Method none = methods()[0];
    QVector<QJsonArray> results;
    for (const char* mode : {"fp32", "fp32-hf"}) {
        const AppRun r = runApp(
            QStringList{"compute", "rotate", "--input", rowText(x), "--positions", "30000", "--precision", mode} +
            cliOptions(none));
        QVERIFY2(r.exitCode == 0, qPrintable(r.error()));
        results << r.json()["rotated"].toArray()[0].toArray();
    }
    double worst = 0;
    for (int j = 0; j < kDim; ++j)
        worst = std::max(worst, std::abs(results[0][j].toDouble() - results[1][j].toDouble()));
    QVERIFY2(worst > 1e-4, qPrintable(QString::number(worst)));
}

QTEST_GUILESS_MAIN(tst_HfExact)
#include "tst_hfexact.moc"
