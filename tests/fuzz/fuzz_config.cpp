// Hugging Face config.json import: anything is either mapped to valid RoPE parameters or refused
// with a message; describing an accepted config never fails.
#include "core/validate.h"
#include "fuzz.h"
#include "ui/model/modelconfigreport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const auto config = rope::model::parseModelConfig(rope::fuzz::bytes(data, size));
    if (!config) {
        FUZZ_CHECK(!config.message().isEmpty());
        return 0;
    }
    FUZZ_CHECK(rope::core::validate(config->rope).empty());
    FUZZ_CHECK(!rope::model::describeModelConfig(*config).isEmpty());
    FUZZ_CHECK(!rope::model::modelConfigJson(*config).isEmpty());
    return 0;
}
