// rope-bench: medians for the speed targets of the foundation issue.
//   rotate/<fmt>/N/d                    RoPE on N rows of d
//   attention_causal/<fmt>/N/d          rotate + logits + mask + softmax + A·V, logits and weights kept
//   attention_none/<fmt>/N/d            the same without a mask (dense: twice the work)
//   attention_causal_after_paint/...    after a QImage fill on the same thread (the AVX trap)
//   pooled_map_causal/f32/N/d           the heatmap's path: logits, softmax and both 512² pooled maps, tile by tile
//   pooled_toeplitz_causal/f64/N/d      the same for content whose logits depend on Δ only: s(Δ), then the maps
//   gemm_qkt/f32/N/d                    Q·Kᵀ alone, through core: the GEMM rate the numerics reach here
//   attention_causal_floor/f32/N/d      what attention_causal cannot avoid: the flops of both causal
//                                       halves (= one full Q·Kᵀ), the softmax's arithmetic on the
//                                       visible logits, both N×N results written
//   score_curve/f64/deltas/d            s(Δ) with the re-anchored recurrence; _direct: sin/cos per term
// Run with --benchmark_repetitions=5 --benchmark_report_aggregates_only=true for medians;
// --smoke runs every workload once at tiny sizes (used by CTest).

#include "core/attention.h"
#include "core/content.h"
#include "core/memory.h"
#include "core/pooledattention.h"
#include "core/pooling.h"
#include "core/rotation.h"
#include "core/scorecurve.h"

#include <QImage>

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstring>
#include <string>

using namespace rope::core;

namespace {

template <typename Scalar>
void benchRotate(benchmark::State& state, int n, int d)
{
    RopeParams p;
    p.headDim = d;
    const FrequencyTable f = frequencies(p);
    const RowMatrix<Scalar> x = gaussianMatrix(n, d, 1).cast<Scalar>();
    const Eigen::VectorXd pos = consecutivePositions(n);
    const Precision precision = sizeof(Scalar) == 8 ? Precision::Fp64 : Precision::Fp32;
    for (auto _ : state)
        benchmark::DoNotOptimize(rotate<Scalar>(p, f, x, pos, precision).data());
}

template <typename Scalar>
void benchAttention(benchmark::State& state, int n, int d, Mask mask, bool paintFirst)
{
    RopeParams p;
    p.headDim = d;
    const Content c = makeContent(p, n, {ContentSource::Random, 1});
    const RowMatrix<Scalar> q = c.q.cast<Scalar>(), k = c.k.cast<Scalar>(), v = c.v.cast<Scalar>();
    AttentionOptions o;
    o.mask = mask;
    o.precision = sizeof(Scalar) == 8 ? Precision::Fp64 : Precision::Fp32;
    QImage canvas(512, 512, QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state) {
        if (paintFirst) {
            state.PauseTiming();
            canvas.fill(Qt::white); // leaves the AVX upper state dirty on this platform
            state.ResumeTiming();
        }
        const auto r = attention<Scalar>(p, q, k, v, o);
        benchmark::DoNotOptimize(r.output.data());
    }
    // The causal half of QKᵀ and A·V: 2·N²·d flops in all (2·N·N/2·d each).
    const double flops = (mask == Mask::Causal ? 2.0 : 4.0) * double(n) * n * d;
    state.counters["GFLOP/s"] = benchmark::Counter(flops * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
}

void benchPooledMap(benchmark::State& state, int n, int d)
{
    RopeParams p;
    p.headDim = d;
    const RowMatrixXf q = gaussianMatrix(n, d, 1).cast<float>(), k = gaussianMatrix(n, d, 2).cast<float>();
    AttentionOptions o;
    o.precision = Precision::Fp32;
    PooledAttentionOptions po;
    po.mask = Mask::Causal;
    po.pool = int(poolFactor(n, 512));
    for (auto _ : state) {
        const auto prepared = prepareQueriesKeys<float>(p, q, k, o);
        const PooledAttention maps = pooledAttention<float>(prepared.queries, prepared.keys, po);
        benchmark::DoNotOptimize(maps.logits.data());
    }
    // The causal half of QKᵀ: N²·d flops (the floor: no A·V here).
    state.counters["GFLOP/s"] =
        benchmark::Counter(double(n) * n * d * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
}

void benchPooledToeplitz(benchmark::State& state, int n, int d)
{
    RopeParams p;
    p.headDim = d;
    p.base = 500000;
    const FrequencyTable f = frequencies(p);
    const RowMatrixXd qk = gaussianMatrix(2, d, 3);
    const PairCoefficients c = pairCoefficients(p, f, qk.row(0).transpose(), qk.row(1).transpose());
    const Eigen::VectorXd deltas = Eigen::VectorXd::LinSpaced(2 * n - 1, 1 - n, n - 1);
    PooledAttentionOptions po;
    po.mask = Mask::Causal;
    po.pool = int(poolFactor(n, 512));
    for (auto _ : state) {
        const Eigen::VectorXd s = scoreCurve(c, f.invFreq, deltas) / std::sqrt(double(d));
        const PooledAttention maps = pooledToeplitz(s, n, po);
        benchmark::DoNotOptimize(maps.logits.data());
    }
}

void benchGemm(benchmark::State& state, int n, int d)
{
    const RowMatrixXf q = gaussianMatrix(n, d, 1).cast<float>(), k = gaussianMatrix(n, d, 2).cast<float>();
    RowMatrixXf s(n, n);
    for (auto _ : state) {
        productTransposed(q, k, s); // core's copy: AVX-512 or AVX2 where the processor has it
        benchmark::DoNotOptimize(s.data());
    }
    state.counters["GFLOP/s"] =
        benchmark::Counter(2.0 * n * n * d * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
}

// The floor of attention_causal with its logits and weights kept (core::causalAttentionFloor): the
// flops of its causal halves of Q·Kᵀ and A·V done as one full Q·Kᵀ, an exponential per visible logit,
// both N×N results written once, from the same heap and in the same row blocks as the kernel.
void benchAttentionFloor(benchmark::State& state, int n, int d)
{
    const RowMatrixXf q = gaussianMatrix(n, d, 1).cast<float>(), k = gaussianMatrix(n, d, 2).cast<float>();
    for (auto _ : state) {
        RowMatrixXf logits, weights;
        causalAttentionFloor(q, k, logits, weights);
        benchmark::DoNotOptimize(logits.data());
        benchmark::DoNotOptimize(weights.data());
    }
    state.counters["GFLOP/s"] =
        benchmark::Counter(2.0 * n * n * d * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
}

void benchCurve(benchmark::State& state, int count, int d, bool direct)
{
    RopeParams p;
    p.headDim = d;
    const FrequencyTable f = frequencies(p);
    const RowMatrixXd qk = gaussianMatrix(2, d, 3);
    const PairCoefficients c = pairCoefficients(p, f, qk.row(0).transpose(), qk.row(1).transpose());
    const Eigen::VectorXd deltas = Eigen::VectorXd::LinSpaced(count, 0, count - 1);
    for (auto _ : state) {
        const Eigen::VectorXd s = direct ? scoreCurveDirect(c, f.invFreq, deltas) : scoreCurve(c, f.invFreq, deltas);
        benchmark::DoNotOptimize(s.data());
    }
}

template <typename F>
void add(const std::string& name, F f)
{
    benchmark::RegisterBenchmark(name.c_str(), f)->Unit(benchmark::kMillisecond)->UseRealTime();
}

void registerAll(bool smoke)
{
    const int rotateN = smoke ? 64 : 8192;
    add("rotate/f64/" + std::to_string(rotateN) + "/128", [=](auto& s) { benchRotate<double>(s, rotateN, 128); });
    add("rotate/f32/" + std::to_string(rotateN) + "/128", [=](auto& s) { benchRotate<float>(s, rotateN, 128); });
    const std::vector<int> sizes = smoke ? std::vector<int>{64} : std::vector<int>{512, 2048, 4096, 8192};
    for (int n : sizes) {
        const std::string tail = "/" + std::to_string(n) + "/128";
        add("attention_causal/f32" + tail, [=](auto& s) { benchAttention<float>(s, n, 128, Mask::Causal, false); });
        add("attention_causal/f64" + tail, [=](auto& s) { benchAttention<double>(s, n, 128, Mask::Causal, false); });
        add("attention_causal_floor/f32" + tail, [=](auto& s) { benchAttentionFloor(s, n, 128); });
    }
    const int n = smoke ? 64 : 4096;
    const std::string tail = "/" + std::to_string(n) + "/128";
    add("attention_none/f32" + tail, [=](auto& s) { benchAttention<float>(s, n, 128, Mask::None, false); });
    add("attention_none/f64" + tail, [=](auto& s) { benchAttention<double>(s, n, 128, Mask::None, false); });
    add("attention_causal_after_paint/f32" + tail,
        [=](auto& s) { benchAttention<float>(s, n, 128, Mask::Causal, true); });
    add("attention_causal_after_paint/f64" + tail,
        [=](auto& s) { benchAttention<double>(s, n, 128, Mask::Causal, true); });
    add("gemm_qkt/f32" + tail, [=](auto& s) { benchGemm(s, n, 128); });
    for (int m : smoke ? std::vector<int>{64} : std::vector<int>{2048, 8192})
        add("pooled_map_causal/f32/" + std::to_string(m) + "/128", [=](auto& s) { benchPooledMap(s, m, 128); });
    const int longN = smoke ? 64 : 131072;
    add("pooled_toeplitz_causal/f64/" + std::to_string(longN) + "/128",
        [=](auto& s) { benchPooledToeplitz(s, longN, 128); });
    const int count = smoke ? 1000 : 1000000;
    add("score_curve/f64/" + std::to_string(count) + "/128", [=](auto& s) { benchCurve(s, count, 128, false); });
    add("score_curve_direct/f64/" + std::to_string(count) + "/128", [=](auto& s) { benchCurve(s, count, 128, true); });
}

} // namespace

int main(int argc, char** argv)
{
    keepFreedHeapForReuse(); // as the command line does: measure the kernels as they run there
    bool smoke = false;
    std::vector<char*> args;
    for (int i = 0; i < argc; ++i) {
        if (std::strcmp(argv[i], "--smoke") == 0)
            smoke = true;
        else
            args.push_back(argv[i]);
    }
    int count = int(args.size());
    benchmark::Initialize(&count, args.data());
    registerAll(smoke);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
