#pragma once
// Which instruction set the running copy of the numerics was compiled for. With run-time dispatch
// (ROPE_CPU_DISPATCH, the default on x86-64) the library is built three times and the dynamic loader
// picks the best copy this processor runs, so only the library itself can say which one a run uses.
#include <string>

namespace rope::core {

struct NumericsBuild {
    std::string level; // "x86-64-v4", "x86-64-v3", "x86-64" (or "native" with ROPE_NATIVE)
    std::string features; // the vector instructions that level adds, e.g. "AVX-512"
    std::string library; // the shared library file loaded, or empty when linked statically
};

NumericsBuild numericsBuild();

} // namespace rope::core
