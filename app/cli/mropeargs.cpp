// Reading M-RoPE's triples and section, and rotating by them.
#include "app/cli/mropeargs.h"

#include "app/cli/computeargs.h"
#include "app/cli/failure.h"
#include "ui/model/expected.h"
#include "ui/model/messages.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <cmath>

namespace rope::app {

namespace {

constexpr qsizetype kMaxTokens = 1000000;

core::AxisPositions parseTriples(const QString& text)
{
    const QStringList items = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (items.isEmpty())
        fail(QCoreApplication::translate("ComputeArgs", "--thw: give one t/h/w triple per token, e.g. 0/0/0,1/0/1"));
    if (items.size() > kMaxTokens)
        fail(QCoreApplication::translate("ComputeArgs", "--thw: at most %1 tokens").arg(kMaxTokens));
    core::AxisPositions out(items.size(), 3);
    for (qsizetype r = 0; r < items.size(); ++r) {
        const QStringList parts = items[r].trimmed().split(QLatin1Char('/'));
        if (parts.size() != 3)
            fail(QCoreApplication::translate("ComputeArgs", "--thw: '%1' is not a t/h/w triple")
                     .arg(items[r].trimmed()));
        for (int a = 0; a < 3; ++a) {
            bool ok = false;
            const double v = parts[a].trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(v) || std::abs(v) > core::limits::maxAbsPosition || v != std::floor(v))
                fail(QCoreApplication::translate("ComputeArgs",
                                                 "--thw: '%1' in '%2' is not a position (a whole number within ±%3)")
                         .arg(parts[a].trimmed(), items[r].trimmed())
                         .arg(core::limits::maxAbsPosition));
            out(r, a) = v;
        }
    }
    return out;
}

} // namespace

std::optional<MropeInput> mropeInput(const ComputeArgs& args, const core::RopeParams& params)
{
    const bool sectionGiven = args.isSet("mrope-section") || args.isSet("mrope-layout");
    if (!args.isSet("thw")) {
        if (sectionGiven)
            fail(QCoreApplication::translate(
                "ComputeArgs", "--mrope-section and --mrope-layout need --thw, the tokens' t/h/w positions"));
        return std::nullopt;
    }
    if (args.isSet("positions") || args.isSet("m") || args.isSet("n"))
        fail(QCoreApplication::translate("ComputeArgs",
                                         "--thw gives every token's positions: leave out --positions, --m and --n"));
    MropeInput in;
    in.thw = parseTriples(args.text("thw"));
    const model::ModelConfig* config = args.modelConfig();
    std::vector<int> section = config ? config->mropeSection : std::vector<int>{};
    if (args.isSet("mrope-section")) {
        section.clear();
        for (double v : args.indexList("mrope-section", {}))
            section.push_back(int(v));
    }
    if (section.size() != 3)
        fail(QCoreApplication::translate(
            "ComputeArgs", "--thw needs three section sizes (pairs for t, h, w): --mrope-section a,b,c, or a --config "
                           "with rope_scaling.mrope_section"));
    in.mrope.section = {section[0], section[1], section[2]};
    const bool interleaved = args.isSet("mrope-layout") ? args.choice("mrope-layout", {"chunked", "interleaved"},
                                                                      QStringLiteral("chunked")) == "interleaved"
                                                        : config && config->mropeInterleaved;
    in.mrope.layout = interleaved ? core::MropeLayout::Interleaved : core::MropeLayout::Chunked;
    if (const core::Problems problems = core::validateMrope(in.mrope, params); !problems.empty())
        fail(QCoreApplication::translate("ComputeArgs",
                                         "--mrope-section %1,%2,%3 adds up to %4 pairs, but the head rotates %5 pairs")
                 .arg(section[0])
                 .arg(section[1])
                 .arg(section[2])
                 .arg(section[0] + section[1] + section[2])
                 .arg(params.pairCount()));
    in.pairAxis = core::mropePairAxis(in.mrope, params.pairCount());
    return in;
}

Eigen::MatrixXd mropeAngleTable(const MropeInput& in, const core::FrequencyTable& freqs, Output& out)
{
    Eigen::MatrixXd angles = core::mropeAngles(in.thw, in.pairAxis, freqs.invFreq);
    out.object("mrope",
               QJsonObject{{"section", QJsonArray{in.mrope.section[0], in.mrope.section[1], in.mrope.section[2]}},
                           {"layout", in.mrope.layout == core::MropeLayout::Interleaved ? "interleaved" : "chunked"}});
    QStringList letters;
    for (int a : in.pairAxis)
        letters << QStringLiteral("thw").mid(a, 1);
    out.texts("pair_axis", letters);
    out.matrix("thw", core::RowMatrixXd(in.thw), {QStringLiteral("token")}, {QStringLiteral("axis")});
    out.matrix("angle", core::RowMatrixXd(angles), {QStringLiteral("token")}, {QStringLiteral("pair")});
    return angles;
}

} // namespace rope::app
