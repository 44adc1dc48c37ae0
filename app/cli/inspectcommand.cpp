// `rope-explorer inspect`: a model's RoPE explained from its config.json.
#include "app/cli/inspectcommand.h"

#include "ui/model/modelconfigreport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

namespace rope::app {

int runInspect(const QStringList& arguments)
{
    QTextStream out(stdout), err(stderr);
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
    args[0] = QStringLiteral("rope-explorer inspect");
    if (!parser.parse(args)) {
        err << QStringLiteral("rope-explorer inspect: %1\n").arg(parser.errorText());
        return 2;
    }
    if (parser.isSet(help)) {
        out << parser.helpText();
        return 0;
    }
    if (parser.positionalArguments().size() != 1) {
        err << QCoreApplication::translate("Inspect", "rope-explorer inspect: give exactly one config.json\n");
        return 2;
    }
    const ui::Expected<ui::ModelConfig> config = ui::loadModelConfig(parser.positionalArguments().first());
    if (!config) {
        err << QStringLiteral("rope-explorer inspect: %1\n").arg(config.message());
        return 2;
    }
    if (parser.isSet(json))
        out << QJsonDocument(ui::modelConfigJson(*config)).toJson(QJsonDocument::Compact) << '\n';
    else
        out << ui::describeModelConfig(*config);
    return 0;
}

} // namespace rope::app
