#!/usr/bin/env python3
"""How close `compute --precision fp32-hf / bf16-hf / fp32` come to PyTorch running Hugging Face's code.

Run by hand (not part of the test suite: the suite compares against a C++ transcription in
tests/app/tst_hfexact.cpp, and CI has no PyTorch). Needs Debian's python3-torch, run by Debian's own
interpreter:

  /usr/bin/python3 tests/benchmarks/hf_agreement.py build/app/rope-explorer

The PyTorch side below follows transformers' modeling_rope_utils.py (_compute_*_parameters) and
modeling_llama.py (LlamaRotaryEmbedding.forward, rotate_half, apply_rotary_pos_emb,
eager_attention_forward) as written there, in real torch tensors (so torch's own pow, cos, matmul
and softmax kernels). For each scaling method it prints the largest difference relative to the
largest entry, and the share of entries that are bit-identical.
"""
import json
import math
import os
import subprocess
import sys
import tempfile

import numpy as np
import torch

D = 128
BASE = 500000.0
N = 64
POSITIONS = [0, 1, 2, 3, 100, 1000, 4095, 4096, 8191, 8192, 16000, 20000, 30000, 32767] + list(range(40000, 40050))

METHODS = {
    "none": ({}, []),
    "linear": ({"factor": 4.0}, ["--factor", "4"]),
    "dynamic": ({"factor": 4.0, "max_position_embeddings": 4096}, ["--factor", "4", "--original-max-position-embeddings", "4096"]),
    "yarn": ({"factor": 16.0, "original_max_position_embeddings": 4096},
             ["--factor", "16", "--original-max-position-embeddings", "4096", "--max-position-embeddings", "65536"]),
    "llama3": ({"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0, "original_max_position_embeddings": 8192},
               ["--factor", "8", "--original-max-position-embeddings", "8192"]),
    "longrope": ({"original_max_position_embeddings": 4096, "max_position_embeddings": 131072},
                 ["--original-max-position-embeddings", "4096", "--max-position-embeddings", "131072"]),
}
LONG = [1.0 + 0.37 * i for i in range(D // 2)]
SHORT = [1.0 + 0.01 * i for i in range(D // 2)]


def inv_freq_and_scaling(method, cfg, seq_len):
    dim = D
    base = BASE
    arange = torch.arange(0, dim, 2, dtype=torch.int64).float() / dim
    if method == "none":
        return 1.0 / (base ** arange), 1.0
    if method == "linear":
        inv = 1.0 / (base ** arange)
        return inv / cfg["factor"], 1.0
    if method == "dynamic":  # _compute_dynamic_ntk_parameters with seq_len = max(position_ids) + 1 (a tensor)
        mpe = cfg["max_position_embeddings"]
        if seq_len <= mpe:
            return 1.0 / (base ** arange), 1.0
        sl = torch.tensor(seq_len, dtype=torch.int64)
        b = base * ((cfg["factor"] * sl / mpe) - (cfg["factor"] - 1)) ** (dim / (dim - 2))
        return 1.0 / (b ** arange), 1.0
    if method == "yarn":
        factor = cfg["factor"]
        omp = cfg["original_max_position_embeddings"]
        attention_factor = 0.1 * math.log(factor) + 1.0
        beta_fast, beta_slow = 32, 1

        def find_correction_dim(num_rotations):
            return (dim * math.log(omp / (num_rotations * 2 * math.pi))) / (2 * math.log(base))

        low = max(math.floor(find_correction_dim(beta_fast)), 0)
        high = min(math.ceil(find_correction_dim(beta_slow)), dim - 1)
        if low == high:
            high += 0.001
        ramp = torch.clamp((torch.arange(dim // 2, dtype=torch.float32) - low) / (high - low), 0, 1)
        pos_freqs = base ** (torch.arange(0, dim, 2).float() / dim)
        extra = 1.0 / pos_freqs
        inter = 1.0 / (factor * pos_freqs)
        ef = 1 - ramp
        return inter * (1 - ef) + extra * ef, attention_factor
    if method == "llama3":
        inv = 1.0 / (base ** arange)
        factor, lff, hff, old = cfg["factor"], cfg["low_freq_factor"], cfg["high_freq_factor"], cfg["original_max_position_embeddings"]
        low_wl, high_wl = old / lff, old / hff
        wavelen = 2 * math.pi / inv
        inv_llama = torch.where(wavelen > low_wl, inv / factor, inv)
        smooth = (old / wavelen - lff) / (hff - lff)
        smoothed = (1 - smooth) * inv_llama / factor + smooth * inv_llama
        medium = ~(wavelen < high_wl) * ~(wavelen > low_wl)
        return torch.where(medium, smoothed, inv_llama), 1.0
    if method == "longrope":
        omp, mpe = cfg["original_max_position_embeddings"], cfg["max_position_embeddings"]
        factor = mpe / omp
        attention_factor = math.sqrt(1 + math.log(factor) / math.log(omp))
        ext = torch.tensor(LONG if seq_len > omp else SHORT, dtype=torch.float32)
        return 1.0 / (ext * base ** arange), attention_factor
    raise ValueError(method)


def rotate_half(x):
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2 :]
    return torch.cat((-x2, x1), dim=-1)


def hf_rotate(x, positions, inv_freq, scaling, dtype):
    position_ids = torch.tensor(positions, dtype=torch.int64)[None, :]
    inv_freq_expanded = inv_freq[None, :, None].float().expand(1, -1, 1)
    position_ids_expanded = position_ids[:, None, :].float()
    freqs = (inv_freq_expanded.float() @ position_ids_expanded.float()).transpose(1, 2)
    emb = torch.cat((freqs, freqs), dim=-1)
    cos = (emb.cos() * scaling).to(dtype)[0]
    sin = (emb.sin() * scaling).to(dtype)[0]
    x = x.to(dtype)
    return (x * cos) + (rotate_half(x) * sin)


def hf_attention(q, k, v, positions, dtype):
    n = q.shape[0]
    pos = torch.tensor(positions)
    mask = torch.zeros(n, n, dtype=dtype)
    mask[pos[None, :] > pos[:, None]] = torch.finfo(dtype).min
    w = torch.matmul(q, k.transpose(0, 1)) * (D ** -0.5)
    w = w + mask
    w = torch.nn.functional.softmax(w, dim=-1, dtype=torch.float32).to(q.dtype)
    return w, torch.matmul(w, v.to(dtype))


def run(binary, args):
    env = dict(os.environ, XDG_CONFIG_HOME=tempfile.mkdtemp(), QT_QPA_PLATFORM="offscreen")
    r = subprocess.run([binary, "compute"] + args, capture_output=True, env=env, text=True)
    if r.returncode != 0:
        sys.exit(f"{' '.join(args[:2])}: {r.stderr}")
    return json.loads(r.stdout)


def compare(got, want):
    got = np.asarray(got, dtype=np.float64)
    want = want.double().numpy()
    scale = np.abs(want).max()
    return np.abs(got - want).max() / scale, float(np.mean(got == want))


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else "build/app/rope-explorer"
    rng = np.random.default_rng(7)
    x = rng.standard_normal((len(POSITIONS), D)).astype(np.float32)
    q = rng.standard_normal((N, D)).astype(np.float32)
    k = rng.standard_normal((N, D)).astype(np.float32)
    v = rng.standard_normal((N, 8)).astype(np.float32)
    att_pos = list(range(30000, 30000 + N))
    with tempfile.TemporaryDirectory() as tmp:
        paths = {}
        for name, arr in (("x", x), ("q", q), ("k", k), ("v", v)):
            paths[name] = os.path.join(tmp, name + ".npy")
            np.save(paths[name], arr)
        print(f"d = {D}, base {BASE:g}, half-split; rotate at {len(POSITIONS)} positions up to {max(POSITIONS)}, "
              f"causal attention of {N} tokens at positions 30000…{30000 + N - 1}")
        print(f"{'method':10} {'mode':8} {'rotate max rel':>15} {'bit-equal':>10} {'weights max rel':>16} "
              f"{'output max rel':>15} {'bit-equal':>10}")
        for method, (cfg, options) in METHODS.items():
            common = ["--head-dim", str(D), "--pairing", "half-split", "--base", str(BASE), "--scaling", method] + options
            if method == "longrope":
                common += ["--short-factor", ",".join(map(str, SHORT)), "--long-factor", ",".join(map(str, LONG))]
            for mode, dtype in (("fp32-hf", torch.float32), ("bf16-hf", torch.bfloat16), ("fp32", torch.float32)):
                seq = max(POSITIONS) + 1
                extra = ["--seq-len", str(seq)] if method in ("dynamic", "longrope") else []
                got = run(binary, ["rotate", "--input", paths["x"], "--positions", ",".join(map(str, POSITIONS)),
                                   "--precision", mode] + common + extra)["rotated"]
                inv, scaling = inv_freq_and_scaling(method, cfg, seq)
                want = hf_rotate(torch.from_numpy(x), POSITIONS, inv, scaling, dtype)
                rot_err, rot_equal = compare(got, want)
                seq = max(att_pos) + 1
                extra = ["--seq-len", str(seq)] if method in ("dynamic", "longrope") else []
                out = run(binary, ["attention", "--q", paths["q"], "--k", paths["k"], "--v", paths["v"], "--positions",
                                   f"30000:{30000 + N}", "--mask", "causal", "--precision", mode] + common + extra)
                inv, scaling = inv_freq_and_scaling(method, cfg, seq)
                qr = hf_rotate(torch.from_numpy(q), att_pos, inv, scaling, dtype)
                kr = hf_rotate(torch.from_numpy(k), att_pos, inv, scaling, dtype)
                w, o = hf_attention(qr, kr, torch.from_numpy(v), att_pos, dtype)
                w_err, _ = compare(out["weights"], w)
                o_err, o_equal = compare(out["output"], o)
                print(f"{method:10} {mode:8} {rot_err:15.2e} {rot_equal:10.0%} {w_err:16.2e} {o_err:15.2e} {o_equal:10.0%}")


if __name__ == "__main__":
    main()
