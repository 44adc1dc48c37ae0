// The export command's --set key=value words (one per line): unknown keys, wrong types and invalid
// values are refused with a message; accepted settings give valid parameters.
#include "app/cli/exportargs.h"
#include "fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    QStringList settings = rope::fuzz::words(data, size);
    // Loaded tensors would read files the input names: the .npy target covers those.
    for (const QString& s : settings)
        if (s.contains(QLatin1String("loaded")))
            return 0;
    QString error;
    const auto params = rope::app::applySettings(rope::ui::AppParams{}, settings, &error);
    if (!params) {
        FUZZ_CHECK(!error.isEmpty());
        return 0;
    }
    FUZZ_CHECK(params->validate().empty());
    return 0;
}
