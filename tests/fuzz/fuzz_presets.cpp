// The preset file format: a broken file gives a message and no presets; an accepted one gives
// presets whose parameters are valid.
#include "fuzz.h"
#include "ui/model/presets.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    QString error;
    const auto presets = rope::ui::parsePresets(rope::fuzz::bytes(data, size), QStringLiteral("zh_CN"), &error);
    FUZZ_CHECK(presets.empty() || error.isEmpty());
    for (const auto& p : presets) {
        FUZZ_CHECK(!p.key.isEmpty());
        FUZZ_CHECK(p.params.validate().empty());
    }
    return 0;
}
