// `rope-explorer compute`: every core quantity as JSON, .npy or .csv, one subcommand each.
#include "app/cli/computecommand.h"

#include "app/cli/computeargs.h"
#include "app/cli/computesubcommands.h"
#include "app/cli/failure.h"
#include "app/cli/help.h"
#include "app/cli/output.h"
#include "app/cli/suggest.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <unistd.h>

namespace rope::app {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(ComputeCommand)
};

QStringList subcommandNames()
{
    QStringList names;
    for (const auto& s : subcommands())
        names << QLatin1String(s.name);
    return names;
}

QString generalHelp()
{
    QString text = Tr::tr("Usage: rope-explorer compute SUBCOMMAND [options]\n\n"
                          "Conventions: θ_i = base^(−2i/d); pair i turns counter-clockwise by pθ_i at position p; "
                          "Δ = m − n (query at m, key at n).\n\nSubcommands:\n");
    for (const auto& s : subcommands())
        text += QStringLiteral("  %1%2\n").arg(QLatin1String(s.name), -20).arg(Tr::tr(s.summary));
    text += Tr::tr("\nrope-explorer compute SUBCOMMAND --help shows its options and an example.\n"
                   "The keys of the JSON output, with their shapes, are listed in README.md "
                   "(rope-explorer compute, JSON output).\n");
    return text;
}

// The output options, checked before anything is computed.
struct Target {
    QString path, suffix; ///< empty path: stdout; suffix: the format, json, npy or csv
    NpyType type = NpyType::Float64;
};

Target outputTarget(const ComputeArgs& args)
{
    Target t{args.toStdout() ? QString() : args.text("out"), args.outputFormat()};
    const QString dtype = args.choice("dtype", {"float64", "float32"}, QStringLiteral("float64"));
    if (args.isSet("dtype") && t.suffix != QLatin1String("npy"))
        fail(Tr::tr("--dtype applies to .npy output (--out FILE.npy); JSON and CSV are written as text"));
    t.type = dtype == QLatin1String("float32") ? NpyType::Float32 : NpyType::Float64;
    if (t.path.isEmpty() && t.suffix == QLatin1String("npy") && isatty(STDOUT_FILENO))
        fail(Tr::tr("--format npy: stdout is a terminal and .npy is binary; redirect it (> x.npy) or pipe it "
                    "(| python3 -c 'import numpy, sys; print(numpy.load(sys.stdin.buffer))')"));
    return t;
}

// Writing over a file the command reads would replace its input with the result (and, for a streamed
// output, read what it is writing).
void refuseOutputOverInput(const QCommandLineParser& parser, const Target& target)
{
    const QFileInfo out(target.path);
    if (target.path.isEmpty() || !out.exists())
        return;
    for (const QString& name : parser.optionNames()) {
        if (name == QLatin1String("out"))
            continue;
        const QFileInfo in(parser.value(name));
        if (in.isFile() && in.canonicalFilePath() == out.canonicalFilePath())
            fail(Tr::tr("--out names the file --%1 reads (%2); write the result to another file")
                     .arg(name, target.path.left(200)));
    }
}

// --head picks one head of an (H, N, d) file; given with no file to pick from, it would be ignored.
void refuseIdleHead(const ComputeArgs& args)
{
    if (!args.isSet("head"))
        return;
    bool ok = false;
    const qint64 head = args.text("head").toLongLong(&ok);
    if (!ok || head < 0)
        fail(Tr::tr("--head: '%1' is not a head number (0, 1, 2, …)").arg(args.text("head").left(40)));
    QString inline_;
    for (const char* input : {"input", "q", "k", "v"}) {
        if (args.isSet(input) && (args.text(input) == QLatin1String("-") || QFileInfo(args.text(input)).isFile()))
            return;
        if (args.isSet(input) && inline_.isEmpty())
            inline_ = QStringLiteral("--") + QLatin1String(input);
    }
    if (!inline_.isEmpty())
        fail(Tr::tr("--head %1 picks a head of an (H, N, d) file, but %2 is an inline list").arg(head).arg(inline_));
    fail(Tr::tr("--head %1 picks a head of an (H, N, d) .npy file given to --input, --q, --k or --v; none is given")
             .arg(head));
}

void writeResult(const ComputeArgs& args, const Subcommand& sub, const Target& target, const Output& out)
{
    if (target.suffix == QLatin1String("json")) {
        // The subcommands refuse oversized JSON before computing; this is the last line of defence.
        if (out.numberCount() > kMaxJsonNumbers)
            fail(Tr::tr("the result has %1 numbers, too many for JSON; write one array with --out FILE.npy")
                     .arg(out.numberCount()));
        const auto write = [&out](QIODevice& device) { out.writeJson(device); };
        if (target.path.isEmpty())
            writeStdout(write);
        else
            writeFileStreaming(target.path, write);
        return;
    }
    const QString field = args.text("field", QLatin1String(sub.primary));
    const NamedArray* array = out.array(field);
    if (!array)
        fail(Tr::tr("--field: '%1' is not produced by %2 (it produces %3)")
                 .arg(field, QLatin1String(sub.name), out.arrayNames().join(QStringLiteral(", "))) +
             didYouMean(field, out.arrayNames()));
    const auto write = [&](QIODevice& device) {
        if (target.suffix == QLatin1String("npy"))
            writeNpy(device, *array, target.type);
        else
            writeCsv(device, *array);
    };
    if (target.path.isEmpty())
        writeStdout(write);
    else
        writeFileStreaming(target.path, write);
}

// "Unknown option 'head_dim'." with what was meant: a near name, or the subcommands that take it.
QString unknownOption(const QCommandLineParser& parser, const Subcommand& sub, const QStringList& known)
{
    QString message = parser.errorText();
    const QStringList unknown = parser.unknownOptionNames();
    if (unknown.isEmpty())
        return message;
    const QString name = unknown.first();
    if (message.endsWith(QLatin1Char('.')))
        message.chop(1);
    QStringList takers;
    for (const auto& s : subcommands())
        if (s.options.contains(name))
            takers << QLatin1String(s.name);
    if (!takers.isEmpty())
        return Tr::tr("%1 (%2 does not take it; it is an option of %3)")
            .arg(message, QLatin1String(sub.name), takers.join(QStringLiteral(", ")));
    const QString suggestion = didYouMean(name, known, QStringLiteral("--"));
    return suggestion.isEmpty()
               ? message + Tr::tr(" (see rope-explorer compute %1 --help)").arg(QLatin1String(sub.name))
               : message + suggestion;
}

} // namespace

int runCompute(const QStringList& arguments)
{
    const QStringList rest = arguments.mid(2); // after "program compute"
    if (rest.isEmpty() || rest.first() == QLatin1String("--help") || rest.first() == QLatin1String("-h")) {
        printText(generalHelp());
        return rest.isEmpty() ? 2 : 0;
    }
    const QString name = rest.first();
    const auto& table = subcommands();
    const auto sub =
        std::find_if(table.begin(), table.end(), [&](const Subcommand& s) { return name == QLatin1String(s.name); });
    if (sub == table.end()) {
        printError(Tr::tr("rope-explorer compute: unknown subcommand '%1'%2 (see rope-explorer compute --help)")
                       .arg(name.left(40), didYouMean(name, subcommandNames())));
        return 2;
    }

    const QString command = QStringLiteral("rope-explorer compute %1").arg(name);
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr(sub->summary));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({"h", "help"}, Tr::tr("Show this help."));
    parser.addOption(help);
    QStringList defined;
    for (const OptionSpec& spec : computeOptionSpecs()) {
        const QString optionName = QLatin1String(spec.name);
        if (!sub->options.contains(optionName) && !commonOptions().contains(optionName))
            continue;
        defined << optionName;
        if (spec.valueName)
            parser.addOption({optionName, spec.text(), QString::fromUtf8(spec.valueName)});
        else
            parser.addOption({optionName, spec.text()});
    }
    QStringList parseArgs = rest;
    parseArgs[0] = command;
    const Failures failures{
        command,
        Tr::tr("%1: out of memory; use a smaller input, or a --max-memory this machine can give").arg(command)};
    return runCommand(failures, [&] {
        if (!parser.parse(parseArgs))
            fail(unknownOption(parser, *sub, defined));
        if (parser.isSet(help)) {
            printText(helpText(parser, command) +
                      Tr::tr("\nExample:\n  rope-explorer %1\n").arg(QLatin1String(sub->example)) +
                      Tr::tr("\nThe JSON keys and their shapes are listed in README.md (rope-explorer compute, JSON "
                             "output).\n"));
            return 0;
        }
        if (!parser.positionalArguments().isEmpty()) {
            printError(Tr::tr("rope-explorer compute %1: unexpected argument '%2'\n")
                           .arg(name, parser.positionalArguments().first().left(80)));
            return 2;
        }
        const ComputeArgs args(parser, defined);
        args.enableWarnings();
        const Target target = outputTarget(args);
        refuseOutputOverInput(parser, target);
        refuseIdleHead(args);
        args.budget(); // a malformed --max-memory is refused before anything is read
        // Every subcommand shows how long it has run once past two seconds, writing included.
        args.startProgress(command);
        Output out;
        if (target.suffix == QLatin1String("npy") || target.suffix == QLatin1String("csv"))
            out.keepOnly(args.text("field", QLatin1String(sub->primary)));
        sub->run(args, out);
        writeResult(args, *sub, target, out);
        return 0;
    });
}

} // namespace rope::app
