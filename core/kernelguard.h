#pragma once
// Put one KernelGuard at the top of every hot loop, inside each OpenMP thread. It fixes two
// slowdowns measured on Debian 12 with Qt 6.4 and GCC 12 (AVX2 and AVX-512 machines alike):
//  - Qt's painting code leaves the AVX upper register state dirty; libm calls (sin, cos, exp) that
//    follow then run 25–75× slower. vzeroupper clears that state.
//  - Softmax underflow produces subnormals that make the following products 30–40× slower in
//    double. Flush-to-zero / denormals-are-zero for the kernel's lifetime, restored afterwards.

#if defined(__x86_64__) || defined(_M_X64)
#include <immintrin.h>
#define ROPE_KERNEL_GUARD_X86 1
#endif

namespace rope::core {

class KernelGuard {
public:
    enum Denormals { KeepDenormals, FlushDenormals };

    explicit KernelGuard(Denormals denormals = KeepDenormals)
    {
#ifdef ROPE_KERNEL_GUARD_X86
#ifdef __AVX__
        _mm256_zeroupper();
#endif
        m_savedCsr = _mm_getcsr();
        if (denormals == FlushDenormals)
            _mm_setcsr(m_savedCsr | 0x8040u); // FTZ (bit 15) | DAZ (bit 6)
#endif
    }
    ~KernelGuard()
    {
#ifdef ROPE_KERNEL_GUARD_X86
        _mm_setcsr(m_savedCsr);
#endif
    }
    KernelGuard(const KernelGuard&) = delete;
    KernelGuard& operator=(const KernelGuard&) = delete;

private:
    unsigned m_savedCsr = 0;
};

} // namespace rope::core
