// The compute command line: any words (one per line of input) are parsed; every getter either
// returns a valid value or throws model::Error with a message — never a crash, never garbage.
#include "app/cli/computeargs.h"
#include "core/validate.h"
#include "fuzz.h"
#include "ui/model/expected.h"

#include <cmath>

using rope::app::ComputeArgs;

namespace {

template <typename F>
void attempt(F&& f)
{
    try {
        f();
    } catch (const rope::model::Error& e) {
        FUZZ_CHECK(!e.message().isEmpty());
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    QCommandLineParser parser;
    for (const auto& spec : rope::app::computeOptionSpecs()) {
        if (spec.valueName)
            parser.addOption({QString::fromUtf8(spec.name), QString(), QString::fromUtf8(spec.valueName)});
        else
            parser.addOption({QString::fromUtf8(spec.name), QString()});
    }
    QStringList args = rope::fuzz::words(data, size);
    args.prepend(QStringLiteral("rope-explorer"));
    if (!parser.parse(args))
        return 0;
    const ComputeArgs a(parser);
    attempt([&] {
        const auto p = a.ropeParams();
        FUZZ_CHECK(rope::core::validate(p).empty());
    });
    attempt([&] { a.precision(); });
    attempt([&] { a.mask(); });
    attempt([&] { a.encoding(); });
    attempt([&] { a.contentSpec(); });
    attempt([&] {
        const Eigen::VectorXd p = a.positions("positions", QStringLiteral("0:4"));
        FUZZ_CHECK(p.size() > 0 && p.allFinite());
    });
    attempt([&] {
        const Eigen::VectorXd d = a.indexList("deltas", QStringLiteral("-4:5"));
        FUZZ_CHECK(d.size() > 0 && d.allFinite());
    });
    // Inline vectors only: a value that names a file would read it (the .npy target covers files).
    if (parser.isSet(QStringLiteral("q")) && !parser.value(QStringLiteral("q")).contains(QLatin1Char('/')))
        attempt([&] {
            const Eigen::VectorXd q = a.vector("q", 0);
            FUZZ_CHECK(q.allFinite());
        });
    attempt([&] { a.number("m", 1); });
    attempt([&] { a.integer("seed", 0); });
    attempt([&] { a.boolean("truncate", true); });
    return 0;
}
