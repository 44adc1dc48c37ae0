// The `compute` subcommands that need only θ_i: the frequency table and the decay bound.
#include "app/cli/computefrequencies.h"

#include "app/cli/budget.h"
#include "app/cli/computehf.h"
#include "app/cli/computelongcontext.h"
#include "app/cli/failure.h"
#include "core/frequencies.h"
#include "core/hfexact.h"
#include "core/scorecurve.h"

#include <QCoreApplication>

#include <numbers>

namespace rope::app {

namespace {

// The translation context of computecommand.cpp, where these messages were born.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ComputeCommand)
};

} // namespace

void frequenciesCommand(const ComputeArgs& args, Output& out)
{
    const core::RopeParams params = args.ropeParams();
    const core::FrequencyTable t = core::frequencies(params);
    out.object("params", describeParams(params));
    const Axis pair{QStringLiteral("pair")};
    if (const std::optional<core::HfDtype> hf = args.huggingFaceExact()) { // the float32 inv_freq buffer
        const core::HfFrequencies f = core::hfFrequencies(params);
        out.text("precision", hfModeName(*hf));
        out.vector("inv_freq", Eigen::VectorXf::Map(f.invFreq.data(), Eigen::Index(f.invFreq.size())).cast<double>(),
                   pair);
        out.scalar("attention_scaling_float32", f.attentionScaling);
    } else if (args.isSet("precision") && args.precision() != core::Precision::Fp64) {
        fail(Tr::tr("frequencies takes --precision fp64, or fp32-hf / bf16-hf for Hugging Face's float32 inv_freq"));
    } else {
        out.vector("inv_freq", core::headInvFreq(params, t), pair);
    }
    out.vector("wavelength", core::wavelengths(t.invFreq), pair);
    out.vector("base_inv_freq", t.baseInvFreq, pair);
    out.scalar("attention_factor", t.attentionFactor);
    if (!params.thetaOverride)
        out.scalar("effective_base", t.effectiveBase);
    const int context = params.scaling.originalContext();
    if (context > 0)
        out.vector("turns_within_original_context", t.invFreq * (context / (2.0 * std::numbers::pi)), pair);
    if (!t.bands.empty()) {
        QStringList bands;
        for (core::Band b : t.bands)
            bands << (b == core::Band::Unchanged ? "unchanged" : b == core::Band::Blended ? "blended" : "interpolated");
        out.texts("band", bands);
    }
    if (params.scaling.method == core::ScalingMethod::Yarn) {
        out.scalar("ramp_low", t.rampLow);
        out.scalar("ramp_high", t.rampHigh);
    }
    if (params.scaling.method == core::ScalingMethod::LongRope)
        out.text("factor_list", t.usesLongFactors ? "long" : "short");
    describePartialTurns(args, t, out);
}

void decayBoundCommand(const ComputeArgs& args, Output& out)
{
    const core::RopeParams params = args.ropeParams();
    const Eigen::VectorXd deltas = args.indexList("deltas", QStringLiteral("0:257"));
    args.afford(decayBoundCost(double(deltas.size()), params.rotaryDims()));
    out.object("params", describeParams(params));
    out.vector("delta", deltas);
    out.vector("bound", core::decayBound(core::frequencies(params).invFreq, deltas, args.execution()),
               {QStringLiteral("delta"), deltas});
}

} // namespace rope::app
