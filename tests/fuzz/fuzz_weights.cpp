// `weights`' config against a checkpoint's shapes: any config.json is either refused with a message
// or picks rows that exist. The checkpoint is fixed (two layers; W_Q 16 × 3, W_K 8 × 3, a q bias; layer
// 1 fused as qkv_proj 32 × 3), so the counts a config claims meet shapes that contradict most of them.
#include "fuzz.h"
#include "ui/model/headweights.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cmath>
#include <cstring>

namespace {

QByteArray f32Rows(int rows, int cols)
{
    QByteArray out;
    for (int i = 0; i < rows * cols; ++i) {
        const float v = float(i % 7) - 3.0f;
        out.append(reinterpret_cast<const char*>(&v), 4);
    }
    return out;
}

// Written once per process: the replay runs every input against the same file.
const rope::model::Checkpoint& checkpoint()
{
    static QTemporaryDir dir;
    static const auto opened = [] {
        const QByteArray q = f32Rows(16, 3), k = f32Rows(8, 3), b = f32Rows(1, 16), qkv = f32Rows(32, 3);
        QByteArray header = "{";
        qint64 at = 0;
        const auto add = [&](const char* name, const char* shape, qint64 bytes) {
            header += QByteArray(at ? ", " : "") + "\"" + name + "\": {\"dtype\": \"F32\", \"shape\": " + shape +
                      ", \"data_offsets\": [" + QByteArray::number(at) + ", " + QByteArray::number(at + bytes) + "]}";
            at += bytes;
        };
        add("model.layers.0.self_attn.q_proj.weight", "[16, 3]", q.size());
        add("model.layers.0.self_attn.k_proj.weight", "[8, 3]", k.size());
        add("model.layers.0.self_attn.q_proj.bias", "[16]", b.size());
        add("model.layers.1.self_attn.qkv_proj.weight", "[32, 3]", qkv.size());
        header += "}";
        while (header.size() % 8 != 0)
            header += ' ';
        const quint64 n = quint64(header.size());
        QFile file(dir.filePath(QStringLiteral("model.safetensors")));
        FUZZ_CHECK(file.open(QIODevice::WriteOnly));
        file.write(reinterpret_cast<const char*>(&n), 8);
        file.write(header + q + k + b + qkv);
        file.close();
        auto c = rope::model::Checkpoint::open(dir.path());
        FUZZ_CHECK(c.ok());
        return std::move(*c);
    }();
    return opened;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const auto config = rope::model::parseModelConfig(rope::fuzz::bytes(data, size));
    if (!config)
        return 0;
    for (int layer = 0; layer < 2; ++layer)
        for (int head = 0; head < 5; ++head) {
            const auto w = rope::model::readHeadWeights(checkpoint(), *config, layer, head);
            if (!w) {
                FUZZ_CHECK(!w.message().isEmpty());
                continue;
            }
            const int d = w->rope.headDim;
            // What was accepted agrees with the shapes and with every count the config gives.
            FUZZ_CHECK(w->hidden == 3 && w->wq.rows() == d && w->wk.rows() == d && w->wq.cols() == 3);
            FUZZ_CHECK(w->heads > 0 && w->kvHeads > 0 && w->heads % w->kvHeads == 0 && head < w->heads);
            FUZZ_CHECK(config->attentionHeads == 0 || config->attentionHeads == w->heads);
            FUZZ_CHECK(config->keyValueHeads == 0 || config->keyValueHeads == w->kvHeads);
            FUZZ_CHECK(config->hiddenSize == 0 || config->hiddenSize == 3);
            if (layer == 0)
                FUZZ_CHECK(qint64(w->heads) * d == 16 && qint64(w->kvHeads) * d == 8);
            else
                FUZZ_CHECK(qint64(w->heads + 2 * w->kvHeads) * d == 32);
            FUZZ_CHECK(w->pairNormQ.size() == w->rope.pairCount() && w->pairNormQ.allFinite() &&
                       w->pairNormK.allFinite() && w->theta.allFinite());
            const auto [fast, slow] = rope::model::quarterShares(w->pairNormQ);
            FUZZ_CHECK(std::isfinite(fast) && std::isfinite(slow));
        }
    return 0;
}
