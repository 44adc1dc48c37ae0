// The export command's --set key=value words (one per line): unknown keys, wrong types and invalid
// values are refused with a message; accepted settings give valid parameters.
#include "app/cli/exportargs.h"
#include "fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    QStringList settings = rope::fuzz::words(data, size);
    // Settings name loaded tensors but never read them (loading is a separate step).
    const auto params = rope::app::applySettings(rope::model::AppParams{}, settings);
    if (!params) {
        FUZZ_CHECK(!params.message().isEmpty());
        return 0;
    }
    FUZZ_CHECK(params->validateBeforeLoading().empty());
    return 0;
}
