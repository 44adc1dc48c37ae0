// The .safetensors header parser and row decoder on arbitrary bytes: never crashes, never reads
// outside the data, and what it accepts fits the file: every tensor's bytes inside the data,
// none overlapping, each exactly dtype × shape long.
#include "fuzz.h"
#include "ui/model/safetensors.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArrayView file(reinterpret_cast<const char*>(data), qsizetype(size));
    const auto header = rope::model::parseSafetensorsHeader(file, qint64(size));
    if (!header)
        return 0;
    const qint64 dataSize = qint64(size) - header->dataStart;
    FUZZ_CHECK(header->dataStart >= 8 && dataSize >= 0);
    qint64 previousEnd = 0;
    for (const rope::model::TensorEntry& t : header->tensors) {
        FUZZ_CHECK(t.begin >= previousEnd && t.begin <= t.end && t.end <= dataSize);
        previousEnd = t.end;
        if (t.elementBytes > 0)
            FUZZ_CHECK(t.elements() * t.elementBytes == t.end - t.begin);
        if (!t.readable() || t.shape.empty() || t.shape.size() > 2)
            continue;
        // Every row of what was accepted decodes, reading only the tensor's own bytes.
        const qint64 rows = t.shape.size() == 2 ? t.shape[0] : 1;
        const auto* bytes = reinterpret_cast<const uchar*>(data) + header->dataStart + t.begin;
        const auto decoded = rope::model::decodeTensorRows(t, bytes, 0, rows);
        FUZZ_CHECK(decoded.ok());
        FUZZ_CHECK(decoded->size() == t.elements());
        FUZZ_CHECK(!rope::model::decodeTensorRows(t, bytes, rows, 1).ok()); // one past the end is refused
    }
    return 0;
}
