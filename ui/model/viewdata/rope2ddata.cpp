// Axial and mixed 2-D RoPE score maps on one scale.
#include "ui/model/viewdata/rope2ddata.h"

#include "core/content.h"

namespace rope::model {

Eigen::VectorXd rope2dContent(const Rope2dSettings& settings)
{
    if (settings.content == Rope2dContent::Ones)
        return Eigen::VectorXd::Ones(settings.headDim);
    return core::gaussianMatrix(1, settings.headDim, std::uint64_t(settings.seed)).row(0).transpose();
}

Rope2dMaps rope2dMaps(const Rope2dSettings& settings)
{
    Rope2dMaps out;
    out.settings = settings;
    core::Rope2dParams params;
    params.headDim = settings.headDim;
    params.base = settings.base;
    out.problems = core::validateRope2d(params);
    if (settings.grid < 1)
        out.problems.push_back({core::ProblemCode::EmptySequence, "grid", double(settings.grid)});
    if (!out.problems.empty())
        return out;
    const Eigen::VectorXd q = rope2dContent(settings);
    const double peak = q.squaredNorm(); // q = k: the score at Δ = 0, > 0 for either content
    const Eigen::Vector2d query(settings.queryX, settings.queryY);
    const auto panel = [&](core::Rope2dLayout layout) {
        params.layout = layout;
        Rope2dPanel p;
        p.freqs = core::rope2dFrequencies(params);
        p.map = core::rope2dScoreMap(p.freqs, q, q, settings.grid, query) / peak;
        p.cross = core::crossMeans(p.map, settings.queryX, settings.queryY);
        return p;
    };
    out.axial = panel(core::Rope2dLayout::Axial);
    out.mixed = panel(core::Rope2dLayout::Mixed);
    return out;
}

std::shared_ptr<const Rope2dMaps> computeRope2d(const Rope2dSettings& settings, const core::Execution&)
{
    return std::make_shared<const Rope2dMaps>(rope2dMaps(settings));
}

} // namespace rope::model
