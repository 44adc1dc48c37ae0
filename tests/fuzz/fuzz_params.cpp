// Parameter sets from arbitrary bytes (every scaling method, any doubles, θ overrides): validate()
// either refuses them with a message, or everything computed from them is finite, so no ∞ or NaN
// ever reaches a view or an output. Layout: 4 control bytes (method, pairing, θ override and
// explicit attention factor, d), then doubles in the order of `read` below (missing ones: 0).
#include "core/frequencies.h"
#include "core/rotation.h"
#include "core/scorecurve.h"
#include "core/validate.h"
#include "fuzz.h"
#include "ui/model/messages.h"

#include <cstring>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace rope::core;
    if (size < 4)
        return 0;
    size_t at = 4;
    const auto read = [&] {
        double v = 0.0;
        if (at + sizeof v <= size)
            std::memcpy(&v, data + at, sizeof v);
        at += sizeof v;
        return v;
    };
    RopeParams p;
    p.scaling.method = ScalingMethod(data[0] % 7);
    p.pairing = data[1] % 2 ? Pairing::HalfSplit : Pairing::Interleaved;
    p.headDim = 2 + 2 * (data[3] % 64);
    p.base = read();
    Scaling& s = p.scaling;
    s.factor = read();
    const double attention = read(), theta = read();
    if (data[2] & 1)
        p.thetaOverride = theta;
    if (data[2] & 2)
        s.attentionFactor = attention;
    const auto whole = [](double v) { return std::isfinite(v) && std::abs(v) < 1e9 ? int(v) : 0; };
    s.originalMaxPositionEmbeddings = whole(read());
    s.maxPositionEmbeddings = whole(read());
    s.seqLen = whole(read());
    s.betaFast = read();
    s.betaSlow = read();
    s.mscale = read();
    s.mscaleAllDim = read();
    s.lowFreqFactor = read();
    s.highFreqFactor = read();
    const double shortFactor = read(), longFactor = read();
    for (int i = 0; i < p.pairCount(); ++i) {
        s.shortFactor.push_back(shortFactor * (1 + i));
        s.longFactor.push_back(longFactor * (1 + i));
    }

    const Problems problems = validate(p);
    if (!problems.empty()) {
        FUZZ_CHECK(!rope::model::describe(problems).isEmpty());
        return 0;
    }
    const FrequencyTable t = frequencies(p);
    FUZZ_CHECK(t.invFreq.allFinite() && (t.invFreq.array() > 0).all());
    FUZZ_CHECK(wavelengths(t.invFreq).allFinite());
    FUZZ_CHECK(std::isfinite(t.attentionFactor) && t.attentionFactor > 0);
    // A unit-ish vector rotated to the far positions, and the score curve there, stay finite.
    const RowMatrixXd x = RowMatrixXd::Constant(3, p.headDim, 0.5);
    const Eigen::VectorXd positions{{0.0, 1.0, 1e6}};
    FUZZ_CHECK(rotate(p, x, positions).allFinite());
    const Eigen::VectorXd q = Eigen::VectorXd::Constant(p.headDim, 1.0);
    const PairCoefficients c = pairCoefficients(p, t, q, q);
    FUZZ_CHECK(scoreCurveDirect(c, t.invFreq, Eigen::VectorXd{{-1e6, 0.0, 1e6}}).allFinite());
    return 0;
}
