// The preset file format: a broken file gives a message and no presets; an accepted one gives
// presets whose parameters are valid.
#include "fuzz.h"
#include "ui/model/presets.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const auto presets = rope::model::parsePresets(rope::fuzz::bytes(data, size), QStringLiteral("zh_CN"));
    if (!presets) {
        FUZZ_CHECK(!presets.message().isEmpty());
        return 0;
    }
    for (const auto& p : *presets) {
        FUZZ_CHECK(!p.key.isEmpty());
        FUZZ_CHECK(p.params.validateBeforeLoading().empty());
    }
    return 0;
}
