// `rope-explorer inspect`: a model's RoPE explained from its config.json.
#include "app/cli/inspectcommand.h"

#include "app/cli/failure.h"
#include "app/cli/help.h"
#include "app/cli/output.h"
#include "app/cli/suggest.h"
#include "ui/model/boundedread.h"
#include "ui/model/modelconfigreport.h"
#include "ui/model/positionfamily.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace rope::app {

namespace {

// The family of a config that names a model without RoPE; nothing when it cannot be read (the RoPE
// reader then says why).
std::optional<model::PositionFamily> nonRotary(const QString& path)
{
    const model::Expected<QByteArray> bytes =
        model::readBoundedFile(path, 16 << 20, {{}, {}, {}, [](qint64) { return QString(); }});
    if (!bytes)
        return std::nullopt;
    return model::nonRotaryFamily(QJsonDocument::fromJson(*bytes).object());
}

} // namespace

int runInspect(const QStringList& arguments)
{
    const QString command = QStringLiteral("rope-explorer inspect");
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "Inspect", "Explains a model's RoPE from its Hugging Face config.json: head and rotary dimensions, base, "
                   "pairing, scaling and its attention factor, context lengths, and the frequencies.\n\n"
                   "Example:\n  rope-explorer inspect llama31/config.json --json"));
    const QCommandLineOption help({"h", "help"}, QCoreApplication::translate("Inspect", "Show this help."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  QCoreApplication::translate("Inspect", "Print one JSON object."));
    parser.addOptions({help, json});
    parser.addPositionalArgument(QStringLiteral("config"),
                                 QCoreApplication::translate("Inspect", "The model's config.json."));
    QStringList args = arguments.mid(1);
    args[0] = command;
    return runCommand({command}, [&] {
        if (!parser.parse(args))
            fail(parseError(parser, {"json", "help"}));
        if (parser.isSet(help)) {
            printText(helpText(parser, command));
            return 0;
        }
        if (parser.positionalArguments().size() != 1) {
            printError(QCoreApplication::translate("Inspect", "rope-explorer inspect: give exactly one config.json\n"));
            return 2;
        }
        // A model without RoPE (GPT-2, T5, BLOOM, …): its family, not a RoPE it does not have.
        if (const std::optional<model::PositionFamily> other = nonRotary(parser.positionalArguments().first())) {
            QJsonObject o = other->json;
            o.insert(QStringLiteral("rope"), false);
            printResult(QCoreApplication::translate("Inspect", "Position encoding: %1, not RoPE.\n%2\n")
                            .arg(other->name, other->lines.join(QLatin1Char('\n'))),
                        QJsonObject{{"position_encoding", o}}, parser.isSet(json));
            return 0;
        }
        const model::Expected<model::ModelConfig> config = model::loadModelConfig(parser.positionalArguments().first());
        if (!config)
            throw config.error();
        printResult(parser.isSet(json) ? QString() : model::describeModelConfig(*config),
                    parser.isSet(json) ? model::modelConfigJson(*config) : QJsonObject(), parser.isSet(json));
        return 0;
    });
}

} // namespace rope::app
