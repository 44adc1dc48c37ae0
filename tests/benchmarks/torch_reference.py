#!/usr/bin/env python3
"""The PyTorch side of the ratios reported by rope-bench (run by hand; not part of the test suite).

Needs Debian's python3-torch with libopenblas0-pthread, run by Debian's own interpreter
(/usr/bin/python3: a pyenv or venv python3 on PATH does not see Debian's packages). Prints medians in
ms for the same work as rope-bench's attention_causal/f32/N/128 (rotate + logits + mask + softmax +
A·V, logits and weights materialised) and score_curve/f64/1000000/128.

  OMP_NUM_THREADS=2 /usr/bin/python3 tests/benchmarks/torch_reference.py

PyTorch allocates every intermediate with malloc, so on a virtual machine where faulting 4 KiB pages
is slow most of its time is the kernel's. For a fair comparison give it what rope-bench has (huge
pages, freed memory kept for reuse) through glibc's tunables:

  GLIBC_TUNABLES=glibc.malloc.hugetlb=1:glibc.malloc.mmap_threshold=134217728:glibc.malloc.trim_threshold=268435456 \
  OMP_NUM_THREADS=2 /usr/bin/python3 tests/benchmarks/torch_reference.py
"""
import os
import statistics
import sys
import time

import torch


def rope_tables(n, d, base=10000.0, dtype=torch.float32):
    inv_freq = 1.0 / (base ** (torch.arange(0, d, 2, dtype=torch.float32) / d))
    t = torch.arange(n, dtype=torch.float32)
    freqs = torch.outer(t, inv_freq)
    emb = torch.cat((freqs, freqs), dim=-1)
    return emb.cos().to(dtype), emb.sin().to(dtype)


def rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


def causal_attention(q, k, v):
    n, d = q.shape
    cos, sin = rope_tables(n, d)
    qr = q * cos + rotate_half(q) * sin
    kr = k * cos + rotate_half(k) * sin
    logits = (qr @ kr.T) / (d ** 0.5)
    mask = torch.full((n, n), float("-inf")).triu(1)
    logits = logits + mask
    weights = torch.softmax(logits, dim=-1)
    return logits, weights, weights @ v


def score_curve(a, b, inv_freq, deltas):
    angles = torch.outer(deltas, inv_freq)
    return (a * torch.cos(angles) + b * torch.sin(angles)).sum(dim=-1)


def median_ms(fn, repeats=7):
    fn()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times)


def blas_libraries():
    """The BLAS libraries this process has mapped, after one product has loaded them (Linux)."""
    torch.ones(2, 2) @ torch.ones(2, 2)
    try:
        with open("/proc/self/maps") as maps:
            paths = {line.split()[-1] for line in maps if "blas" in line or "mkl" in line}
    except OSError:
        return None
    return sorted(paths)


def main():
    # Debian's torch takes its GEMM from the system's libblas.so.3: with only the reference BLAS
    # installed it ran at 3.5 GFLOP/s here, and every ratio against it was meaningless.
    blas = blas_libraries()
    if blas is not None and not any("openblas" in p or "mkl" in p or "blis" in p for p in blas):
        print("torch_reference.py: PyTorch is using the reference BLAS (" + (", ".join(blas) or "none found") +
              "), 50-100x slower than an optimised one; install one first: apt-get install libopenblas0-pthread",
              file=sys.stderr)
        sys.exit(2)
    torch.set_num_threads(int(os.environ.get("OMP_NUM_THREADS", "2")))
    torch.manual_seed(0)
    print(f"torch {torch.__version__}, threads {torch.get_num_threads()}", file=sys.stderr)
    d = 128
    sizes = os.environ.get("TORCH_SIZES", "512,2048,4096,8192")  # e.g. TORCH_SIZES=4096
    for n in (int(x) for x in sizes.split(",")):
        q, k, v = (torch.randn(n, d) for _ in range(3))
        print(f"attention_causal/f32/{n}/{d}: {median_ms(lambda: causal_attention(q, k, v), 5 if n < 8192 else 3):.2f} ms")
    a = torch.randn(d // 2, dtype=torch.float64)
    b = torch.randn(d // 2, dtype=torch.float64)
    inv_freq = 1.0 / (10000.0 ** (torch.arange(0, d, 2, dtype=torch.float64) / d))
    deltas = torch.arange(1_000_000, dtype=torch.float64)
    print(f"score_curve/f64/1000000/{d}: {median_ms(lambda: score_curve(a, b, inv_freq, deltas), 3):.2f} ms")
    x = torch.randn(4096, d)
    y = torch.randn(4096, d)
    print(f"gemm_qkt/f32/4096/{d}: {median_ms(lambda: x @ y.T):.2f} ms")


if __name__ == "__main__":
    main()
