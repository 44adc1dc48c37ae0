#pragma once
// Shared by the fuzz targets: each defines LLVMFuzzerTestOneInput and checks invariants with
// FUZZ_CHECK, which aborts so that libFuzzer (or the replay test) reports the input.

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#define FUZZ_CHECK(condition)                                                                                          \
    do {                                                                                                               \
        if (!(condition)) {                                                                                            \
            std::fprintf(stderr, "invariant failed: %s (%s:%d)\n", #condition, __FILE__, __LINE__);                    \
            std::abort();                                                                                              \
        }                                                                                                              \
    } while (false)

namespace rope::fuzz {

// Qt's warnings about damaged input (qUncompress, JSON) are expected here by the million and would
// bury the fuzzer's own log; fatal messages still abort.
inline const bool quietQt = [] {
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& message) {
        if (type == QtFatalMsg) {
            std::fprintf(stderr, "%s\n", qPrintable(message));
            std::abort();
        }
    });
    return true;
}();

inline QByteArray bytes(const uint8_t* data, size_t size)
{
    return QByteArray(reinterpret_cast<const char*>(data), qsizetype(size));
}

/// Command-line words: the input split at newlines (so a corpus file is one word per line).
inline QStringList words(const uint8_t* data, size_t size)
{
    return QString::fromUtf8(bytes(data, size)).split(QLatin1Char('\n'));
}

} // namespace rope::fuzz
