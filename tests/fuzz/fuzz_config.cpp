// Hugging Face config.json import: anything is either mapped to valid RoPE parameters or refused
// with a message; describing an accepted config never fails.
#include "core/validate.h"
#include "fuzz.h"
#include "ui/model/modelconfigreport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const rope::ui::ModelConfigLoad load = rope::ui::parseModelConfig(rope::fuzz::bytes(data, size));
    if (!load.error.isEmpty())
        return 0;
    const auto& rope = load.config.rope;
    FUZZ_CHECK(rope::core::validate(rope).empty());
    FUZZ_CHECK(!rope::ui::describeModelConfig(load.config).isEmpty());
    FUZZ_CHECK(!rope::ui::modelConfigJson(load.config).isEmpty());
    return 0;
}
