// The .npy decoder on arbitrary bytes: never crashes, never allocates what the header merely
// claims, and what it accepts has exactly the elements its shape says.
#include "core/npy.h"
#include "fuzz.h"

#include <cmath>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    // A small element limit: a header claiming more must be refused before any allocation.
    const auto r = rope::core::decodeNpy(input, std::int64_t(1) << 16);
    if (r.error != rope::core::NpyError::None)
        return 0;
    std::int64_t elements = 1;
    for (auto s : r.array.shape) {
        FUZZ_CHECK(s >= 0);
        elements *= s;
    }
    FUZZ_CHECK(elements <= (std::int64_t(1) << 16));
    FUZZ_CHECK(std::int64_t(r.array.data.size()) == elements);
    // Whatever was read can be written and read back to the same numbers.
    if (r.array.shape.size() <= 4) {
        const std::string again = rope::core::encodeNpy(r.array.shape, r.array.data.data());
        const auto back = rope::core::decodeNpy(again, std::int64_t(1) << 16);
        FUZZ_CHECK(back.error == rope::core::NpyError::None);
        FUZZ_CHECK(back.array.shape == r.array.shape);
        for (size_t i = 0; i < back.array.data.size(); ++i) {
            const double a = back.array.data[i], b = r.array.data[i];
            FUZZ_CHECK(a == b || (std::isnan(a) && std::isnan(b)));
        }
    }
    return 0;
}
