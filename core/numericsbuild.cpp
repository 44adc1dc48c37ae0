#include "core/numericsbuild.h"

#include <dlfcn.h>

namespace rope::core {

NumericsBuild numericsBuild()
{
    // Each level as the -march of its copy defines it (core/CMakeLists.txt).
#if defined(__AVX512F__)
    NumericsBuild build{"x86-64-v4", "AVX-512", {}};
#elif defined(__AVX2__)
    NumericsBuild build{"x86-64-v3", "AVX2, FMA", {}};
#elif defined(__x86_64__)
    NumericsBuild build{"x86-64", "SSE2", {}};
#else
    NumericsBuild build{"generic", {}, {}};
#endif
#if defined(ROPE_NATIVE_BUILD)
    build.level = "native";
#endif
    // dladdr names the object that holds this very function: the variant the loader chose.
    Dl_info info{};
    if (dladdr(reinterpret_cast<void*>(&numericsBuild), &info) != 0 && info.dli_fname != nullptr) {
        const std::string file = info.dli_fname;
        if (file.find(".so") != std::string::npos)
            build.library = file;
    }
    return build;
}

} // namespace rope::core
